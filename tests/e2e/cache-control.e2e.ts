import { describe, expect, inject, test } from "vitest";
import { uniqueEmail } from "./accounts";
import { cookiesOf } from "./server";

const baseURL = inject("baseURL");

/** Signs a new account up through the site's own sign-up form and returns its session cookie. */
async function sessionCookie(): Promise<string> {
  const password = "a-long-enough-password-1";
  const res = await fetch(`${baseURL}/sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
    body: new URLSearchParams({ fullName: "Cache Tester", email: uniqueEmail("cache"), password, confirmPassword: password, redirectTo: "" }).toString(),
  });
  expect(res.status).toBe(302);
  const cookies = cookiesOf(res);
  expect(cookies).not.toBe("");
  return cookies;
}

describe("Cache-Control: what a CDN in front may keep", () => {
  test("a generator page for a first-time visitor may be shared for a few seconds, then revalidated", async () => {
    // Twice: the second answer comes from the server's own page cache.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${baseURL}/ai-dog-name-generator`);
      expect(res.status).toBe(200);
      const cacheControl = res.headers.get("cache-control") ?? "";
      expect(cacheControl).toContain("public");
      expect(cacheControl).toMatch(/s-maxage=\d+/);
      expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
      expect(cacheControl).toContain("max-age=0");
      // A CDN must not hand this copy to someone who sends a cookie.
      expect(res.headers.get("vary") ?? "").toMatch(/\bcookie\b/i);
      await res.arrayBuffer();
    }
  });

  test("the same page rendered for a signed-in visitor is private and never stored", async () => {
    const cookie = await sessionCookie();
    const res = await fetch(`${baseURL}/ai-dog-name-generator`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toContain("Cache Tester");
  });

  test("any cookie at all makes a page private", async () => {
    const res = await fetch(`${baseURL}/ai-dog-name-generator`, { headers: { cookie: "returning=1" } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("cache-control")).not.toContain("public");
  });

  test("the dashboard is private and never stored", async () => {
    const cookie = await sessionCookie();
    const res = await fetch(`${baseURL}/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  test("a page not marked as the same for everyone is not shared, even without a cookie", async () => {
    const res = await fetch(`${baseURL}/sign-in`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
