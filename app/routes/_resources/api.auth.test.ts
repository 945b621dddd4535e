import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auth } from "~/auth/auth.server";
import { parseConfig } from "~/config.server";
import { users } from "~/db/schema";
import { databaseKinds, useAppDatabase } from "../../../tests/setup/databases";
import { HOSTILE_REDIRECTS } from "../../../tests/setup/hostile-redirects";
import { action, loader } from "./api.auth";

const SITE = "http://localhost:3000";
const cfg = parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "namesmith-api-auth-")), SITE_URL: SITE, SMTP_URL: "" });

/** Calls the /api/auth/* route as the server would; a thrown 404 comes back as its status. */
async function call(method: string, pathAndQuery: string, body?: unknown): Promise<{ status: number; location: string | null; text: string }> {
  const request = new Request(`${SITE}${pathAndQuery}`, {
    method,
    headers: { origin: SITE, "x-namesmith-client-ip": "10.1.1.1", ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const args = { request, params: {}, context: {} } as never;
  try {
    const res = method === "GET" ? await loader(args) : await action(args);
    return { status: res.status, location: res.headers.get("location"), text: await res.text() };
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status;
    return { status, location: null, text: "" };
  }
}

/** The link in the confirmation e-mail (the outbox folder, as SMTP_URL is not set). */
async function verificationLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const file of existsSync(cfg.OUTBOX_DIR) ? readdirSync(cfg.OUTBOX_DIR) : []) {
      const mail = JSON.parse(readFileSync(path.join(cfg.OUTBOX_DIR, file), "utf8")) as { to: string; text?: string; html?: string };
      const link = mail.to === email ? /http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<>]+/.exec(`${mail.text} ${mail.html}`)?.[0] : undefined;
      if (link) return link.replaceAll("&amp;", "&");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No confirmation e-mail to ${email}`);
}

// What better-auth would answer at /api/auth if everything were mounted.
const PRIVATE: [string, string, unknown?][] = [
  ["POST", "/api/auth/sign-in/email", { email: "someone@example.com", password: "whatever-password" }],
  ["POST", "/api/auth/sign-up/email", { name: "Eve", email: "eve@example.com", password: "eve-password" }],
  ["POST", "/api/auth/request-password-reset", { email: "someone@example.com", redirectTo: "/reset-password" }],
  ["POST", "/api/auth/forget-password", { email: "someone@example.com" }],
  ["POST", "/api/auth/reset-password", { newPassword: "new-password", token: "x" }],
  ["GET", "/api/auth/reset-password/some-token?callbackURL=/reset-password"],
  ["POST", "/api/auth/update-user", { name: "x".repeat(900_000) }],
  ["POST", "/api/auth/change-password", { currentPassword: "a", newPassword: "b" }],
  ["POST", "/api/auth/change-email", { newEmail: "eve@example.com" }],
  ["POST", "/api/auth/delete-user", {}],
  ["GET", "/api/auth/get-session"],
  ["GET", "/api/auth/list-sessions"],
  ["POST", "/api/auth/revoke-sessions", {}],
  ["POST", "/api/auth/sign-out", {}],
  ["POST", "/api/auth/send-verification-email", { email: "someone@example.com" }],
  ["POST", "/api/auth/sign-in/social", { provider: "google" }],
  ["POST", "/api/auth/two-factor/enable", { password: "x" }],
  ["POST", "/api/auth/two-factor/verify-totp", { code: "123456" }],
  ["POST", "/api/auth/two-factor/verify-backup-code", { code: "x" }],
  ["GET", "/api/auth/ok"],
  ["GET", "/api/auth/callback/google?code=x&state=y"],
  ["POST", "/api/auth/verify-email", {}],
  ["GET", "/api/auth/verify-email/"],
  ["GET", "/api/auth/Verify-Email?token=x"],
  ["GET", "/api/auth/sign-in%2Femail"],
];

describe.each(databaseKinds())("/api/auth on %s", (kind) => {
  const app = useAppDatabase(kind, cfg);

  test.each(PRIVATE)("%s %s answers 404", async (method, endpoint, body) => {
    const res = await call(method, endpoint, body);
    expect(res.status).toBe(404);
  });

  test("nothing reached better-auth: no account was made and no name was stored", async () => {
    expect(await app.db.select().from(users)).toHaveLength(0);
  });

  test("the verification link in the sign-up e-mail still verifies the address", async () => {
    const email = `verify-${kind}@example.com`;
    await auth().api.signUpEmail({ body: { name: "Vera", email, password: "vera-password", callbackURL: "/dashboard" } });
    const link = await verificationLinkFor(email);
    const res = await call("GET", link!.slice(SITE.length));
    expect(res.status).toBe(302);
    // The link lands on the confirmation page, which leads on to where the person was going.
    expect(res.location).toBe("/email-verified?next=%2Fdashboard");
    const [u] = await app.db.select().from(users).where(eq(users.email, email));
    expect(u.emailVerified).toBe(true);
  });

  test.each(HOSTILE_REDIRECTS)("a verification link with callbackURL %j stays on the site", async (hostile) => {
    const res = await call("GET", `/api/auth/verify-email?token=not-a-real-token&callbackURL=${encodeURIComponent(hostile)}`);
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/(?![/\\])/);
    expect(new URL(res.location!, "https://namesmith.example").origin).toBe("https://namesmith.example");
  });
});
