import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freshDatabase } from "./postgres";
import { cookiesOf, postForm, startServer } from "./server";

// Free Premium out of the box: with DATABASE_URL (a production deployment)
// the test payment processor is off unless PAYMENTS_TEST_MODE=true.
const ADMIN = { email: "owner@namesmith.test", password: "owner-password-1" };

async function subscriptionCount(db: Awaited<ReturnType<typeof freshDatabase>>): Promise<number> {
  return (await db.query<{ n: number }>("select count(*)::int as n from subscriptions"))[0].n;
}

/** A production server on a fresh PostgreSQL database; a signed-up user's and the administrator's cookies. */
async function deployment(extra: Record<string, string>) {
  const db = await freshDatabase("namesmith_pay");
  const dataDir = mkdtempSync(path.join(tmpdir(), "ns-pay-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    APP_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: "",
    ...extra,
  });
  const post = (p: string, fields: Record<string, string>, cookie = "") => postForm(server.baseURL, p, fields, cookie);
  const get = (p: string, cookie: string) => fetch(`${server.baseURL}${p}`, { headers: { cookie }, redirect: "manual" });
  const signUp = await post("/sign-up", { fullName: "Pat Buyer", email: `buyer-${randomBytes(3).toString("hex")}@example.com`, password: "buyer-password-1", confirmPassword: "buyer-password-1", redirectTo: "" });
  expect(signUp.status).toBe(302);
  const adminLogin = await post("/admin-login", { username: ADMIN.email, password: ADMIN.password, redirectTo: "" });
  expect(adminLogin.status).toBe(302);
  return {
    server,
    db,
    user: cookiesOf(signUp),
    admin: cookiesOf(adminLogin),
    post,
    get,
    async close() {
      await server.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Deployment = Awaited<ReturnType<typeof deployment>>;

const CARD = { plan: "monthly", idempotencyKey: "6f1c1f0e-8a52-4c55-9d53-0f3f4a1e2b7c", cardNumber: "4242 4242 4242 4242", expiryDate: "12/30", cvv: "123", nameOnCard: "Pat Buyer", postalCode: "94103" };

describe("PostgreSQL without PAYMENTS_TEST_MODE", () => {
  let d: Deployment;
  beforeAll(async () => {
    d = await deployment({});
  });
  afterAll(async () => d?.close());

  test("checkout says payments are not configured, and a valid test card buys nothing", async () => {
    const page = await d.get("/checkout?plan=monthly", d.user);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Payments are not configured on this site yet");
    expect(html).not.toContain("Test mode — use card 4242");

    const pay = await d.post("/checkout?plan=monthly", CARD, d.user);
    expect(pay.status).toBe(503);
    expect(await pay.text()).toContain("Payments are not configured on this site yet");
    expect(await subscriptionCount(d.db)).toBe(0);
    const subscription = await (await d.get("/subscription", d.user)).text();
    expect(subscription).not.toContain("Premium member");
  });

  test("the admin pages say checkout is closed and how to open it", async () => {
    const html = await (await d.get("/admin", d.admin)).text();
    expect(html).toContain("Payments are not configured.");
    expect(html).toContain("PAYMENTS_TEST_MODE=true");
  });
});

describe("PostgreSQL with PAYMENTS_TEST_MODE=true", () => {
  let d: Deployment;
  beforeAll(async () => {
    d = await deployment({ PAYMENTS_TEST_MODE: "true" });
  });
  afterAll(async () => d?.close());

  test("the test card buys Premium", async () => {
    expect(await (await d.get("/checkout?plan=monthly", d.user)).text()).toContain("Test mode — use card 4242");
    const pay = await d.post("/checkout?plan=monthly", CARD, d.user);
    expect(pay.status).toBe(302);
    expect(pay.headers.get("location")).toBe("/subscription/success");
    expect(await subscriptionCount(d.db)).toBe(1);
  });

  test("every admin page that matters warns that payments are in test mode", async () => {
    for (const p of ["/admin", "/admin/settings"]) {
      const html = await (await d.get(p, d.admin)).text();
      expect(html).toContain("Payments are in test mode.");
    }
  });
});
