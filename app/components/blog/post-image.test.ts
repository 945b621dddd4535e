import { describe, expect, test } from "vitest";
import { webpSources } from "./post-image";

describe("webpSources", () => {
  test("a picture of public/blog gets its WebP copies, smallest first", () => {
    expect(webpSources("/blog/how-to-name-a-podcast.jpg")).toBe(
      "/blog/how-to-name-a-podcast-480.webp 480w, /blog/how-to-name-a-podcast-800.webp 800w, /blog/how-to-name-a-podcast-1200.webp 1200w",
    );
  });

  test("a picture from elsewhere is shown as it is", () => {
    expect(webpSources("https://images.example.com/blog/a.jpg")).toBeNull();
    expect(webpSources("/uploads/a.jpg")).toBeNull();
    expect(webpSources("/blog/a.png")).toBeNull();
  });
});
