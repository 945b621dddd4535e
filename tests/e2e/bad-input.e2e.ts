import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { nextClientIp } from "./browser";
import { freshDatabase } from "./postgres";
import { cookiesOf, startServer, type RunningServer } from "./server";

// Hostile and malformed bodies on every route that reads one (issue 12, items
// 1 and 7; decision 0010): 415 for the wrong type, 400 for what cannot be read
// or holds control characters / unpaired surrogates — never a 500, nothing
// charged, nothing stored. Runs on the shared server (embedded database) and,
// when TEST_DATABASE_URL is set, on a server of its own over PostgreSQL.

const ADMIN_EMAIL = "admin@namesmith.test";
const ADMIN_PASSWORD = "admin-password-e2e";
const BAD_TEXT = "control characters or broken Unicode";
const DESCRIPTION_REFUSED = "The description contains characters that can't be used. Please retype it.";
const PASSWORD_RULE = "Password must be at least 8 characters.";

interface Target {
  baseURL: string;
  user: string;
  admin: string;
  shortlist: string;
}

interface Sent {
  type?: string;
  body?: string;
  cookie?: string;
  method?: string;
  /** The client address (X-Forwarded-For); a new one per request unless given. */
  ip?: string;
}

/** Decodes the few entities the server writes, so messages compare as a visitor reads them. */
const readable = (html: string) => html.replace(/&#x27;|&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

async function send(t: Target, url: string, { type, body, cookie, method = "POST", ip = nextClientIp() }: Sent) {
  const headers: Record<string, string> = { origin: t.baseURL, "x-forwarded-for": ip };
  if (type) headers["content-type"] = type;
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${t.baseURL}${url}`, { method, headers, body, redirect: "manual" });
  return { status: res.status, text: readable(await res.text()), headers: res.headers };
}

const form = (fields: Record<string, string>) => ({ type: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() });

/** Signs up a fresh user and returns the session cookie. */
async function signUpUser(baseURL: string): Promise<string> {
  const email = `bad-input-${randomBytes(5).toString("hex")}@example.com`;
  const res = await fetch(`${baseURL}/sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL, "x-forwarded-for": nextClientIp() },
    body: new URLSearchParams({ fullName: "Bea Badinput", email, password: "secret-123", confirmPassword: "secret-123" }),
  });
  expect(res.status).toBe(302);
  return cookiesOf(res);
}

async function signInAdmin(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/admin-login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL, "x-forwarded-for": nextClientIp() },
    body: new URLSearchParams({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(302);
  return cookiesOf(res);
}

/** A shared shortlist of the user's one favorite; returns its path (/s/…). */
async function shareShortlist(baseURL: string, cookie: string): Promise<string> {
  const headers = { origin: baseURL, cookie, "x-forwarded-for": nextClientIp() };
  const fav = await fetch(`${baseURL}/api/favorites`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ generator: "dog", name: "Biscuit", description: "A warm, friendly name" }),
  });
  expect(fav.status).toBe(200);
  // The owner picks the names that go in: the dashboard's checkboxes carry the favorites' ids.
  const picker = await (await fetch(`${baseURL}/dashboard?tab=favorites`, { headers })).text();
  const picked = [...picker.matchAll(/name="favoriteId" value="([^"]+)"/g)].map((m) => `favoriteId=${encodeURIComponent(m[1])}`);
  expect(picked.length).toBeGreaterThan(0);
  const share = await fetch(`${baseURL}/api/shortlist`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: ["intent=share", ...picked].join("&"),
  });
  expect(share.status).toBe(302);
  const dashboard = await (await fetch(`${baseURL}/dashboard?tab=favorites`, { headers })).text();
  const link = /\/s\/[A-Za-z0-9_-]{8,}/.exec(dashboard)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

async function prepare(baseURL: string): Promise<Target> {
  const user = await signUpUser(baseURL);
  return { baseURL, user, admin: await signInAdmin(baseURL), shortlist: await shareShortlist(baseURL, user) };
}

/** What the "generations left today" line says for this visitor. */
async function generationsLeft(t: Target, cookie: string, ip: string): Promise<string> {
  const html = await (await fetch(`${t.baseURL}/ai-dog-name-generator`, { headers: { cookie, "x-forwarded-for": ip } })).text();
  return /(\d+) generations? left today/.exec(html)?.[1] ?? "none";
}

const targets: [string, () => Promise<Target>][] = [["the shared server", () => prepare(inject("baseURL"))]];
let pgServer: RunningServer | undefined;
let pgDatabase: Awaited<ReturnType<typeof freshDatabase>> | undefined;
if (process.env.TEST_DATABASE_URL) {
  targets.push([
    "a server on PostgreSQL",
    async () => {
      pgDatabase = await freshDatabase();
      pgServer = await startServer({
        DATABASE_URL: pgDatabase.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "ns-bad-input-")),
        APP_SECRET: randomBytes(32).toString("hex"),
        TRUST_PROXY: "true",
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        RDAP_BOOTSTRAP_URL: "off",
      });
      return prepare(pgServer.baseURL);
    },
  ]);
}

afterAll(async () => {
  await pgServer?.stop();
  await pgDatabase?.drop();
});

describe.each(targets)("bad input on %s", (_label, start) => {
  let t: Target;
  beforeAll(async () => {
    t = await start();
  });

  describe("a generator refuses control characters and lone surrogates up front, and charges nothing", () => {
    test("the streaming API: a NUL byte, a lone surrogate in JSON, and one in another field", async () => {
      const ip = nextClientIp();
      const first = await send(t, "/api/generate/dog", { ...form({ description: "a calm old hound", count: "3", style: "fun" }), ip });
      expect(first.status).toBe(200);
      const cookie = cookiesOf(first);
      expect(cookie).toContain("=");
      const before = await generationsLeft(t, cookie, ip);
      expect(before).toBe("2");

      const nul = await send(t, "/api/generate/dog", { type: "application/x-www-form-urlencoded", body: "description=cafe%00&count=3&style=fun", cookie, ip });
      expect(nul.status).toBe(400);
      expect(JSON.parse(nul.text)).toMatchObject({ message: DESCRIPTION_REFUSED, fieldErrors: { description: DESCRIPTION_REFUSED } });

      // "\ud800" in JSON text is a lone surrogate once parsed.
      const surrogate = await send(t, "/api/generate/dog", { type: "application/json", body: '{"description":"cafe \\ud800 noir","count":"3","style":"fun"}', cookie, ip });
      expect(surrogate.status).toBe(400);
      expect(JSON.parse(surrogate.text)).toMatchObject({ fieldErrors: { description: DESCRIPTION_REFUSED } });

      const multipart = new FormData();
      multipart.set("description", "a calm old hound");
      multipart.set("like", "Rex\u0001");
      const res = await fetch(`${t.baseURL}/api/generate/dog`, { method: "POST", body: multipart, headers: { origin: t.baseURL, cookie, "x-forwarded-for": ip } });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain("can't be used");

      expect(await generationsLeft(t, cookie, ip)).toBe(before);
    });

    test("the form post without JavaScript answers 400 with the field's message", async () => {
      const ip = nextClientIp();
      const first = await send(t, "/api/generate/dog", { ...form({ description: "a calm old hound", count: "3", style: "fun" }), ip });
      expect(first.status).toBe(200);
      const cookie = cookiesOf(first);
      const res = await send(t, "/ai-dog-name-generator", { type: "application/x-www-form-urlencoded", body: "description=cafe%00&count=3&style=fun", cookie, ip });
      expect(res.status).toBe(400);
      expect(res.text).toContain(DESCRIPTION_REFUSED);
      expect(await generationsLeft(t, cookie, ip)).toBe("2");
    });

    test("a body the API does not take answers 415 or 400 with a clear message", async () => {
      const plain = await send(t, "/api/generate/dog", { type: "text/plain", body: "description=a dog" });
      expect(plain.status).toBe(415);
      expect(JSON.parse(plain.text).message).toContain("web form or as JSON");
      const broken = await send(t, "/api/generate/dog", { type: "application/json", body: '{"description": "a dog"' });
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.text).message).toBe("The request body is not valid JSON.");
      const list = await send(t, "/api/generate/dog", { type: "application/json", body: '["a dog"]' });
      expect(list.status).toBe(400);
      expect(JSON.parse(list.text).message).toBe("The request body must be a JSON object.");
    });
  });

  // Every form action: [path, who posts, a form with a NUL in a field it reads].
  const formRoutes: [string, "anyone" | "user" | "admin", Record<string, string>][] = [
    ["/sign-in", "anyone", { email: "ada\u0000@example.com", password: "secret-123" }],
    ["/sign-up", "anyone", { fullName: "Ada\u0000", email: "ada@example.com", password: "secret-123", confirmPassword: "secret-123" }],
    ["/forgot-password", "anyone", { email: "ada\u0000@example.com" }],
    ["/reset-password", "anyone", { token: "abc\u0000", password: "secret-123", confirmPassword: "secret-123" }],
    ["/sign-in/two-factor", "anyone", { code: "123\u0000456" }],
    ["/admin-login", "anyone", { username: "admin\u0000", password: "secret-123" }],
    ["/checkout/premium", "user", { plan: "premium\u0000", cardNumber: "4242424242424242" }],
    ["/subscription", "user", { intent: "cancel\u0000" }],
    ["/dashboard", "user", { intent: "profile", fullName: "Ada\u0000" }],
    ["/account/two-factor", "user", { intent: "enable", password: "pw\u0000" }],
    ["/api/shortlist", "user", { intent: "share\u0000" }],
    ["SHORTLIST", "anyone", { favoriteId: "1\u0000" }],
    ["/admin", "admin", { intent: "generate-sitemap\u0000" }],
    ["/admin/settings", "admin", { intent: "save", siteName: "Name\u0000smith" }],
    ["/admin/blog", "admin", { intent: "publish", id: "x\u0000" }],
    ["/admin/blog/new", "admin", { title: "Hello\u0000", slug: "hello", body: "Text" }],
    ["/admin/users", "admin", { intent: "grant-premium", userId: "x\u0000" }],
  ];

  describe.each(formRoutes)("%s", (route, who, fields) => {
    const url = () => (route === "SHORTLIST" ? t.shortlist : route);
    const cookie = () => (who === "user" ? t.user : who === "admin" ? t.admin : undefined);

    test("a JSON body answers 415, not 500", async () => {
      const res = await send(t, url(), { type: "application/json", body: JSON.stringify({ intent: "x" }), cookie: cookie() });
      expect(res.status).toBe(415);
      expect(res.text).toContain("it must be sent as a web form");
    });

    test("no content type at all answers 415", async () => {
      const res = await send(t, url(), { body: undefined, cookie: cookie() });
      expect(res.status).toBe(415);
    });

    test("a broken multipart body answers 400", async () => {
      const res = await send(t, url(), { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nnot a part", cookie: cookie() });
      expect(res.status).toBe(400);
      expect(res.text).toContain("The form could not be read.");
    });

    test("a NUL byte in a field answers 400 and is never stored", async () => {
      const res = await send(t, url(), { ...form(fields), cookie: cookie() });
      expect(res.status).toBe(400);
      expect(res.text).toContain(BAD_TEXT);
    });
  });

  describe("the JSON and query APIs", () => {
    test("favorites: NUL or a lone surrogate in JSON, a non-JSON body, and NUL in the query all answer 400/415", async () => {
      const nul = await send(t, "/api/favorites", { type: "application/json", body: JSON.stringify({ generator: "dog", name: "Lu\u0000na" }), cookie: t.user });
      expect(nul.status).toBe(400);
      expect(JSON.parse(nul.text).message).toContain(BAD_TEXT);
      const lone = await send(t, "/api/favorites", { type: "application/json", body: '{"generator":"dog","name":"Luna","description":"\\udc00"}', cookie: t.user });
      expect(lone.status).toBe(400);
      const plain = await send(t, "/api/favorites", { type: "text/plain", body: '{"generator":"dog","name":"Luna"}', cookie: t.user });
      expect(plain.status).toBe(415);
      expect(JSON.parse(plain.text).message).toContain("send the body as JSON");
      const query = await send(t, "/api/favorites?generator=dog&name=Lu%00na", { method: "GET", cookie: t.user });
      expect(query.status).toBe(400);
      const remove = await send(t, "/api/favorites?id=1%00", { method: "DELETE", cookie: t.user });
      expect(remove.status).toBe(400);
    });

    test("domains: a NUL in the name answers 400", async () => {
      const res = await send(t, "/api/domains?name=Luna%00", { method: "GET" });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).message).toContain(BAD_TEXT);
    });
  });

  test("a control character in an address (a slug, a token, a search) answers 400, not 500", async () => {
    const pages: [string, string | undefined][] = [
      ["/blog/welcome%00", undefined],
      ["/reset-password?token=abc%00", undefined],
      ["/s/abc%1B", undefined],
      ["/admin/users?q=ada%00", t.admin],
      ["/dashboard?tab=favorites%00", t.user],
    ];
    for (const [url, cookie] of pages) {
      const res = await send(t, url, { method: "GET", cookie });
      expect(res.status, url).toBe(400);
      expect(res.text, url).toContain("Please check the link.");
    }
    // Tabs and line breaks are ordinary whitespace, not refused.
    expect((await send(t, "/blog?q=a%09b", { method: "GET" })).status).toBe(200);
  });

  describe("one password rule of 8 characters, one message", () => {
    test("sign-up refuses 7 characters", async () => {
      const res = await send(t, "/sign-up", form({ fullName: "Seven Chars", email: `seven-${randomBytes(4).toString("hex")}@example.com`, password: "1234567", confirmPassword: "1234567" }));
      expect(res.status).toBe(400);
      expect(res.text).toContain(PASSWORD_RULE);
    });

    test("reset password refuses 7 characters", async () => {
      const res = await send(t, "/reset-password", form({ token: "any-token", password: "1234567", confirmPassword: "1234567" }));
      expect(res.status).toBe(400);
      expect(res.text).toContain(PASSWORD_RULE);
    });

    test("changing the password refuses 7 characters", async () => {
      const res = await send(t, "/dashboard", { ...form({ intent: "password", currentPassword: "secret-123", newPassword: "1234567", confirmPassword: "1234567" }), cookie: t.user });
      expect(res.status).toBe(400);
      expect(res.text).toContain(PASSWORD_RULE);
    });
  });
});
