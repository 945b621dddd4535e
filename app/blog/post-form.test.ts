import { expect, test } from "vitest";
import { validatePost } from "./post-form";

const base = { title: "Naming a podcast", excerpt: "How to", content: "Text", category: "Podcasting", author: "Ada", publishedAt: "2026-10-20" };

test("an image needs a description for readers who cannot see it; both are kept", () => {
  expect(validatePost({ ...base, image: "/blog/podcast.jpg" })).toEqual({ ok: false, fieldErrors: { imageAlt: "Describe the image for readers who cannot see it" } });
  const ok = validatePost({ ...base, image: "https://images.example/podcast.jpg", imageAlt: "  A  microphone " });
  expect(ok.ok && ok.values).toMatchObject({ image: "https://images.example/podcast.jpg", imageAlt: "A microphone" });
  // No image: no description is stored.
  const none = validatePost({ ...base, image: "", imageAlt: "left over" });
  expect(none.ok && none.values).toMatchObject({ image: null, imageAlt: null });
});

test("an image address must be https or a path on this site", () => {
  for (const image of ["http://example.com/a.jpg", "javascript:alert(1)", "//evil.example/a.jpg", "data:image/png;base64,AAAA"]) {
    expect(validatePost({ ...base, image, imageAlt: "x" })).toMatchObject({ ok: false, fieldErrors: { image: "Image must be an https:// URL or a path on this site" } });
  }
  expect(validatePost({ ...base, image: "/blog/a.jpg", imageAlt: "x".repeat(201) })).toMatchObject({ ok: false, fieldErrors: { imageAlt: "Image description must be at most 200 characters" } });
});
