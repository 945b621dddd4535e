import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { HOSTILE_REDIRECTS } from "../setup/hostile-redirects";
import { uniqueEmail } from "./accounts";
import { nextClientIp } from "./browser";
import { freshDatabase } from "./postgres";
import { cookiesOf, startServer, type RunningServer } from "./server";

const baseURL = inject("baseURL");

function post(p: string, fields: Record<string, string>, options: { cookie?: string; ip?: string; site?: string } = {}) {
  const site = options.site ?? baseURL;
  return fetch(`${site}${p}`, {
    method: "POST",
    headers: { origin: site, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": options.ip ?? nextClientIp(), ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function postJson(p: string, body: unknown, cookie = "") {
  return fetch(`${baseURL}${p}`, {
    method: "POST",
    headers: { origin: baseURL, "content-type": "application/json", "x-forwarded-for": nextClientIp(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

function get(p: string, cookie = "") {
  return fetch(`${baseURL}${p}`, { headers: { "x-forwarded-for": nextClientIp(), ...(cookie ? { cookie } : {}) }, redirect: "manual" });
}

/** The Location a browser would follow stays on this site. */
function expectOnSite(location: string | null, site = baseURL) {
  expect(location).toBeTruthy();
  expect(location).not.toMatch(/^\s*[/\\]{2}/);
  expect(location).not.toMatch(/[\u0000-\u001f\\]/);
  expect(new URL(location!, site).origin).toBe(site);
}

async function signUp(fields: Partial<Record<string, string>> = {}) {
  const email = fields.email ?? uniqueEmail("edges");
  const password = "edge-password-1";
  const res = await post("/sign-up", { fullName: "Edge Case", email, password, confirmPassword: password, redirectTo: "", ...fields });
  return { res, email, password, cookie: cookiesOf(res) };
}

/** An address holding a control character other than tab or a line break is refused with 400 before any page runs (decision 0010). */
function refusedOutright(value: string): boolean {
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(value);
}

describe("redirects after sign-in never leave the site", () => {
  let cookie: string;
  beforeAll(async () => {
    const account = await signUp();
    expect(account.res.status).toBe(302);
    cookie = account.cookie;
  });

  test.each(HOSTILE_REDIRECTS)("signed in, /sign-in, /sign-up and /sign-in/two-factor with redirectTo=%j", async (hostile) => {
    for (const page of ["/sign-in", "/sign-up", "/sign-in/two-factor"]) {
      const res = await get(`${page}?redirectTo=${encodeURIComponent(hostile)}`, cookie);
      if (refusedOutright(hostile)) {
        expect(res.status).toBe(400);
        expect(res.headers.get("location")).toBeNull();
        continue;
      }
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard");
    }
  });

  test.each(HOSTILE_REDIRECTS)("the two-factor step sends a visitor back to sign in with a safe redirectTo=%j", async (hostile) => {
    const res = await get(`/sign-in/two-factor?redirectTo=${encodeURIComponent(hostile)}`);
    if (refusedOutright(hostile)) {
      expect(res.status).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      return;
    }
    expect(res.status).toBe(302);
    const location = res.headers.get("location");
    expectOnSite(location);
    const next = new URL(location!, baseURL).searchParams.get("redirectTo");
    if (next !== null) expect(next).toBe("/dashboard");
  });

  test("the sign-in form with the right password and a hostile redirectTo lands on the dashboard", async () => {
    const { email, password } = await signUp();
    for (const hostile of ["/.//evil.example/phish", "//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "https:evil.example", "/\t/evil.example"]) {
      const res = await post("/sign-in", { email, password, redirectTo: hostile });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard");
    }
    // A real path on the site is kept.
    const ok = await post("/sign-in", { email, password, redirectTo: "/checkout?plan=yearly" });
    expect(ok.headers.get("location")).toBe("/checkout?plan=yearly");
  });

  test("the sign-up form with a hostile redirectTo lands on the dashboard", async () => {
    for (const hostile of ["/.//evil.example/phish", "//evil.example", "/./\\evil.example", "http://evil.example"]) {
      const { res } = await signUp({ redirectTo: hostile });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard");
    }
  });

  test("a crafted e-mail verification link does not lead off the site", async () => {
    for (const hostile of ["/.//evil.example/phish", "//evil.example", "/%2F%2Fevil.example", "https://evil.example"]) {
      const res = await get(`/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent(hostile)}`);
      expect(res.status).toBe(302);
      expectOnSite(res.headers.get("location"));
    }
  });
});

// Google sign-in needs a client id; this server has one (never contacted: the
// test stops at the redirect to Google). PostgreSQL, to read what better-auth stored.
describe("Google sign-in keeps the redirect on the site", () => {
  let server: RunningServer;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    db = await freshDatabase("namesmith_google");
    dataDir = mkdtempSync(path.join(tmpdir(), "ns-google-"));
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url, APP_SECRET: randomBytes(32).toString("hex"), GOOGLE_CLIENT_ID: "test-client", GOOGLE_CLIENT_SECRET: "test-secret", SMTP_URL: "" });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a hostile redirectTo becomes the dashboard in the state Google sends back", async () => {
    for (const hostile of ["/.//evil.example/phish", "//evil.example", "/%2F%2Fevil.example", "/\n/evil.example"]) {
      const res = await post("/auth/google", { mode: "sign-in", redirectTo: hostile }, { site: server.baseURL });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get("location")!).host).toBe("accounts.google.com");
    }
    const states = await db.query<{ value: string }>("select value from verifications");
    expect(states.length).toBe(4);
    for (const { value } of states) {
      expect(JSON.parse(value)).toMatchObject({ callbackURL: "/dashboard" });
      expect(value).not.toContain("evil");
    }
  });

  test("Google's callback address is public; the rest of /api/auth is not", async () => {
    const callback = await fetch(`${server.baseURL}/api/auth/callback/google?state=unknown&code=x`, { redirect: "manual" });
    expect(callback.status).not.toBe(404);
    const signIn = await fetch(`${server.baseURL}/api/auth/sign-in/social`, { method: "POST", headers: { origin: server.baseURL, "content-type": "application/json" }, body: JSON.stringify({ provider: "google" }) });
    expect(signIn.status).toBe(404);
  });
});

describe("only the auth endpoints the site needs are public", () => {
  test("after the form refuses an account with 429, the API does not sign it in either", async () => {
    const { email, password } = await signUp();
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) status = (await post("/sign-in", { email, password: "wrong-password-1", redirectTo: "" })).status;
    expect(status).toBe(429);
    // The right password through the form: still refused while throttled.
    expect((await post("/sign-in", { email, password, redirectTo: "" })).status).toBe(429);
    const api = await postJson("/api/auth/sign-in/email", { email, password });
    expect(api.status).toBe(404);
    expect(api.headers.getSetCookie().join(";")).not.toContain("session_token");
  });

  test("password reset e-mails are throttled whichever way they are asked for", async () => {
    const { email } = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post("/forgot-password", { email })).status);
    for (const endpoint of ["/api/auth/request-password-reset", "/api/auth/forget-password"]) {
      expect((await postJson(endpoint, { email, redirectTo: "/reset-password" })).status).toBe(404);
    }
    const allowed = statuses.filter((s) => s === 200).length;
    expect(allowed).toBeLessThan(11);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
    // Every allowed request sends one e-mail, and nothing more arrives.
    const mailDir = inject("mailDir");
    const resets = () => readdirSync(mailDir).filter((f) => {
      const mail = JSON.parse(readFileSync(path.join(mailDir, f), "utf8")) as { to: string[]; raw: string };
      return mail.to.includes(email) && mail.raw.includes("Reset your Namesmith password");
    }).length;
    for (let i = 0; i < 100 && resets() < allowed; i++) await new Promise((r) => setTimeout(r, 150));
    expect(resets()).toBe(allowed);
  });

  test("a 900 KB name is refused on every path that can set a name", async () => {
    const { email, cookie } = await signUp();
    const huge = "x".repeat(900_000);
    // better-auth's own endpoint is gone (a long name is enough to show it: the body is never read).
    const api = await postJson("/api/auth/update-user", { name: "x".repeat(5_000) }, cookie);
    expect(api.status).toBe(404);
    const profile = await post("/dashboard", { intent: "profile", fullName: huge }, { cookie });
    expect([400, 413]).toContain(profile.status);
    const fresh = await signUp({ fullName: huge });
    expect([400, 413]).toContain(fresh.res.status);
    expect(fresh.cookie).not.toContain("session_token");
    const dashboard = await (await get("/dashboard", cookie)).text();
    expect(dashboard).toContain(email);
    expect(dashboard).not.toContain("xxxxxxxxxxxxxxxxxxxx");
  });

  test("the e-mail verification link is still public", async () => {
    const res = await get("/api/auth/verify-email?token=forged&callbackURL=%2Fdashboard");
    expect(res.status).toBe(302);
  });
});
