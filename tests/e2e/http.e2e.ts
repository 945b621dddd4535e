import { describe, expect, test } from "vitest";
import { inject } from "vitest";

const baseURL = inject("baseURL");

describe("HTTP behaviour", () => {
  test("/healthz answers 200 after checking the database", async () => {
    const res = await fetch(`${baseURL}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: "pglite" });
  });

  test("every page carries the security headers", async () => {
    const res = await fetch(`${baseURL}/about`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  test("inline scripts carry the nonce of the Content-Security-Policy", async () => {
    const res = await fetch(`${baseURL}/`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const html = await res.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test("a generator page served again to a first-time visitor has a fresh nonce everywhere", async () => {
    const pages = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${baseURL}/ai-cat-name-generator`);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(res.headers.get("x-namesmith-page-cache")).toBeNull();
      pages.push({ nonce: nonce!, html: await res.text() });
    }
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(3);
    for (const { nonce, html } of pages) {
      expect(html).toContain("Cat Name");
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      for (const other of pages) if (other.nonce !== nonce) expect(html).not.toContain(other.nonce);
    }
  });

  test("pages are compressed and hashed assets are cached for a year", async () => {
    const res = await fetch(`${baseURL}/`, { headers: { "accept-encoding": "br, gzip" } });
    expect(["br", "gzip"]).toContain(res.headers.get("content-encoding"));
    const html = await res.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetRes = await fetch(`${baseURL}${asset}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get("cache-control")).toContain("max-age=31536000");
    expect(assetRes.headers.get("cache-control")).toContain("immutable");
  });

  test("robots.txt points to the sitemap and keeps private areas out", async () => {
    const res = await fetch(`${baseURL}/robots.txt`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /dashboard");
  });

  test("a malformed URL gets a 400 page, not a stack trace", async () => {
    const res = await fetch(`${baseURL}/%E0%A4%A`);
    const html = await res.text();
    expect(res.status).toBe(400);
    expect(html).toContain("Bad request");
    expect(html).not.toMatch(/at \w+ \(|node_modules/);
  });

  test("an oversized request gets a 413 page", async () => {
    const res = await fetch(`${baseURL}/ai-dog-name-generator`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
      body: "description=" + "a".repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Request too large");
  });

  test("a form post from another site is refused and changes nothing", async () => {
    const res = await fetch(`${baseURL}/api/generate/dog`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "description=a+small+brown+dog&style=fun&count=3",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("came from another website");
  });

  test("old generator paths redirect permanently to the canonical page", async () => {
    for (const [from, to] of [
      ["/generator/podcast", "/ai-podcast-name-generator"],
      ["/podcast-name-generator", "/ai-podcast-name-generator"],
      ["/generator/dog", "/ai-dog-name-generator"],
      ["/generator/book-title", "/ai-book-title-generator"],
    ]) {
      const res = await fetch(`${baseURL}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(new URL(res.headers.get("location")!, baseURL).pathname).toBe(to);
    }
  });
});
