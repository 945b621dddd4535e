import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createPageCache, PAGE_CACHE_HEADER } from "../../page-cache.mjs";

/**
 * A stand-in for the React Router handler: counts its renders, puts the
 * request's nonce in the CSP and in the page, and marks the pages the app
 * would mark as shared by every first-time visitor.
 */
function site(clock: { now: number }) {
  let renders = 0;
  const cache = createPageCache({ ttlMs: 10_000, now: () => clock.now });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
    next();
  });
  app.use(compression({ threshold: 0 }));
  app.use(cache.middleware);
  app.post("/admin/settings", (_req, res) => res.status(303).setHeader("Location", "/admin/settings").end());
  app.post("/admin/broken", (_req, res) => res.status(400).end("bad"));
  app.get("/{*splat}", (req, res) => {
    renders++;
    const shared = !req.headers.cookie && !req.path.startsWith("/private");
    if (shared) res.setHeader(PAGE_CACHE_HEADER, "10");
    if (req.path === "/sets-cookie") res.setHeader("Set-Cookie", "a=1");
    res.status(req.path === "/missing" ? 404 : 200).type("html");
    res.write(`<html><script nonce="${res.locals.nonce}">boot()</script>`);
    res.end(`<p>render ${renders} of ${req.originalUrl}</p></html>`);
  });
  return { app, cache, renders: () => renders };
}

describe("the page cache for first-time visitors", () => {
  const clock = { now: 1_000_000 };
  const s = site(clock);
  let base = "";
  let server: ReturnType<typeof s.app.listen>;
  beforeAll(async () => {
    server = s.app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

  test("a second visitor gets the same page without a new render, with a nonce of its own in the header and the page", async () => {
    const first = await get("/ai-dog-name-generator");
    const firstBody = await first.text();
    const before = s.renders();
    const second = await get("/ai-dog-name-generator");
    const secondBody = await second.text();
    expect(s.renders()).toBe(before);
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toContain("text/html");
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    expect(secondBody).toContain(`<script nonce="${nonce}">`);
    expect(secondBody).not.toContain(nonceOf(first)!);
    expect(secondBody.replace(nonce!, "N")).toBe(firstBody.replace(nonceOf(first)!, "N"));
  });

  test("the page is compressed for a visitor who accepts gzip, whether rendered or cached", async () => {
    await get("/gzip-check");
    const cached = await fetch(base + "/gzip-check", { headers: { "accept-encoding": "gzip" } });
    expect(cached.headers.get("content-encoding")).toBe("gzip");
    expect(await cached.text()).toContain("of /gzip-check");
  });

  test("each address, query included, is its own page", async () => {
    const a = await (await get("/generators?category=pets")).text();
    const b = await (await get("/generators?category=fantasy")).text();
    expect(a).toContain("of /generators?category=pets");
    expect(b).toContain("of /generators?category=fantasy");
  });

  test("a visitor with any cookie always gets a fresh render", async () => {
    await get("/about");
    const before = s.renders();
    await get("/about", { cookie: "visitor=abc" });
    expect(s.renders()).toBe(before + 1);
  });

  test("unmarked pages, errors and pages that set a cookie are never kept", async () => {
    for (const path of ["/private/page", "/missing", "/sets-cookie"]) {
      await get(path);
      const before = s.renders();
      await get(path);
      expect(s.renders(), path).toBe(before + 1);
    }
  });

  test("a kept page expires after its time", async () => {
    await get("/blog");
    const before = s.renders();
    clock.now += 11_000;
    await get("/blog");
    expect(s.renders()).toBe(before + 1);
  });

  test("a completed admin change empties the cache at once; a refused one does not", async () => {
    await get("/pricing");
    const before = s.renders();
    await fetch(base + "/admin/broken", { method: "POST" });
    await get("/pricing");
    expect(s.renders()).toBe(before);
    await fetch(base + "/admin/settings", { method: "POST", redirect: "manual" });
    await get("/pricing");
    expect(s.renders()).toBe(before + 1);
  });
});
