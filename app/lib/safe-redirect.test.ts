import { describe, expect, test } from "vitest";
import { HOSTILE_REDIRECTS } from "../../tests/setup/hostile-redirects";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  test("same-site paths come out as they are", () => {
    expect(safeRedirect("/checkout?plan=yearly")).toBe("/checkout?plan=yearly");
    expect(safeRedirect("/ai-dog-name-generator#faq")).toBe("/ai-dog-name-generator#faq");
    expect(safeRedirect("/admin/users?page=2", "/admin")).toBe("/admin/users?page=2");
    expect(safeRedirect("/")).toBe("/");
    // A path that only looks odd but stays on the site is normalized, not refused.
    expect(safeRedirect("/a/./b/../c")).toBe("/a/c");
  });

  test.each(HOSTILE_REDIRECTS)("%j falls back to the default page", (hostile) => {
    expect(safeRedirect(hostile)).toBe("/dashboard");
    expect(safeRedirect(hostile, "/admin")).toBe("/admin");
  });

  test("values that are not text fall back", () => {
    for (const value of [null, undefined, 42, {}, ["/x"]]) expect(safeRedirect(value)).toBe("/dashboard");
  });

  test("whatever comes out, a browser resolves it on the site's own origin", () => {
    const site = "https://namesmith.example";
    for (const input of [...HOSTILE_REDIRECTS, "/checkout?plan=yearly", "/x//y", "/x?next=//evil.example"]) {
      const out = safeRedirect(input);
      expect(out.startsWith("/")).toBe(true);
      expect(out.startsWith("//")).toBe(false);
      expect(new URL(out, site).origin).toBe(site);
    }
  });
});
