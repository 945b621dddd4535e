import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseConfig, setConfig } from "~/config.server";
import { profiles, twoFactors, users, verifications } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { AdminAccountExistsError, createAdmin, ensureFirstAdmin, roleOf } from "./admin.server";
import { createAuth, type Auth } from "./auth.server";

const SITE = "http://localhost:3000";
const cfg = parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "namesmith-roles-")), SITE_URL: SITE, SMTP_URL: "" });

// better-auth limits sign-in per address; each call comes from an address of its own.
let caller = 0;

function post(auth: Auth, endpoint: string, body: unknown, cookie?: string) {
  return auth.handler(
    new Request(`${SITE}/api/auth${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, ...(cookie ? { cookie } : {}), "x-namesmith-client-ip": `10.0.${Math.floor(++caller / 250)}.${caller % 250}` },
      body: JSON.stringify(body),
    }),
  );
}

describe.each(databaseKinds())("roles on %s", (kind) => {
  let t: TestDatabase;
  let auth: Auth;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    setConfig(cfg);
    auth = createAuth(t.handle.db, cfg);
  });
  afterAll(async () => t?.drop());

  test("sign-up never grants a role, whatever the client sends", async () => {
    const res = await post(auth, "/sign-up/email", { name: "Mallory", email: "mallory@example.com", password: "secret123", role: "admin", is_admin: true, isAdmin: true });
    expect(res.status).toBe(200);
    expect(await roleOf(t.handle.db, "mallory@example.com")).toBe("user");
  });

  test("a signed-in user cannot change their role through the account endpoints", async () => {
    const res = await post(auth, "/sign-in/email", { email: "mallory@example.com", password: "secret123" });
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const update = await post(auth, "/update-user", { name: "Mallory", role: "admin", is_admin: true }, cookie);
    expect(update.status).toBeLessThan(500);
    expect(await roleOf(t.handle.db, "mallory@example.com")).toBe("user");
  });

  test("the first administrator comes from the configuration, once, with a verified e-mail", async () => {
    const withAdmin = { ...cfg, ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "boss-password" };
    await ensureFirstAdmin(t.handle.db, auth, withAdmin);
    expect(await roleOf(t.handle.db, "boss@example.com")).toBe("admin");
    const [u] = await t.handle.db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(u.emailVerified).toBe(true);
    // A second start with another address does not add a second administrator.
    await ensureFirstAdmin(t.handle.db, auth, { ...withAdmin, ADMIN_EMAIL: "other@example.com" });
    expect(await roleOf(t.handle.db, "other@example.com")).toBeNull();
  });

  test("admin:create refuses an account someone else signed up with, and changes nothing", async () => {
    await expect(createAdmin(t.handle.db, auth, "mallory@example.com", "operator-password")).rejects.toThrow(AdminAccountExistsError);
    await expect(createAdmin(t.handle.db, auth, "mallory@example.com", "operator-password")).rejects.toThrow(/--take-over-existing/);
    expect(await roleOf(t.handle.db, "mallory@example.com")).toBe("user");
    expect((await post(auth, "/sign-in/email", { email: "mallory@example.com", password: "secret123" })).status).toBe(200);
    expect((await post(auth, "/sign-in/email", { email: "mallory@example.com", password: "operator-password" })).status).toBe(401);
  });

  test("an administrator already in place is left as it is", async () => {
    expect(await createAdmin(t.handle.db, auth, "boss@example.com", "another-password")).toBe("unchanged");
    expect((await post(auth, "/sign-in/email", { email: "boss@example.com", password: "boss-password" })).status).toBe(200);
  });
});

describe.each(databaseKinds())("administrator squatting on %s", (kind) => {
  let t: TestDatabase;
  let auth: Auth;
  const squatter = { name: "Squatter", email: "owner@example.com", password: "squatter-pass" };
  const operator = { ...cfg, ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "operator-password" };

  async function signInCookie(email: string, password: string): Promise<string> {
    const res = await post(auth, "/sign-in/email", { email, password });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }
  async function sessionOf(cookie: string) {
    return auth.api.getSession({ headers: new Headers({ cookie }) });
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    setConfig(cfg);
    auth = createAuth(t.handle.db, cfg);
    expect((await post(auth, "/sign-up/email", squatter)).status).toBe(200);
  });
  afterAll(async () => t?.drop());

  test("a start with ADMIN_EMAIL does not promote an account someone signed up with first", async () => {
    await ensureFirstAdmin(t.handle.db, auth, operator);
    expect(await roleOf(t.handle.db, squatter.email)).toBe("user");
    const [u] = await t.handle.db.select().from(users).where(eq(users.email, squatter.email));
    expect(u.emailVerified).toBe(false);
    const admins = await t.handle.db.select().from(profiles).where(eq(profiles.role, "admin"));
    expect(admins).toHaveLength(0);
  });

  test("taking it over resets the password, ends every session and clears two-factor", async () => {
    const cookie = await signInCookie(squatter.email, squatter.password);
    expect(await sessionOf(cookie)).not.toBeNull();
    const [u] = await t.handle.db.select().from(users).where(eq(users.email, squatter.email));
    // The squatter had turned two-factor on and asked for a reset link.
    await t.handle.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, u.id));
    await t.handle.db.insert(twoFactors).values({ id: "tf-squatter", userId: u.id, secret: "s", backupCodes: "b" });
    await t.handle.db.insert(verifications).values({ id: "v-squatter", identifier: "reset-password:squatter-token", value: u.id, expiresAt: new Date(Date.now() + 3600_000) });

    await ensureFirstAdmin(t.handle.db, auth, { ...operator, ADMIN_TAKE_OVER: true });

    expect(await roleOf(t.handle.db, squatter.email)).toBe("admin");
    expect(await sessionOf(cookie)).toBeNull();
    expect((await post(auth, "/sign-in/email", { email: squatter.email, password: squatter.password })).status).toBe(401);
    const [after] = await t.handle.db.select().from(users).where(eq(users.id, u.id));
    expect(after.twoFactorEnabled).toBe(false);
    expect(after.emailVerified).toBe(true);
    expect(await t.handle.db.select().from(twoFactors).where(eq(twoFactors.userId, u.id))).toHaveLength(0);
    expect(await t.handle.db.select().from(verifications).where(eq(verifications.value, u.id))).toHaveLength(0);
    // The operator's password works, without a two-factor step.
    const res = await post(auth, "/sign-in/email", { email: squatter.email, password: operator.ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeUndefined();
  });

  test("admin:create --take-over-existing does the same for an account signed up later", async () => {
    const late = { name: "Late", email: "late@example.com", password: "late-password" };
    expect((await post(auth, "/sign-up/email", late)).status).toBe(200);
    const cookie = await signInCookie(late.email, late.password);
    await expect(createAdmin(t.handle.db, auth, late.email, "operator-password-2")).rejects.toThrow(AdminAccountExistsError);
    expect(await sessionOf(cookie)).not.toBeNull();
    expect(await createAdmin(t.handle.db, auth, late.email, "operator-password-2", { takeOver: true })).toBe("taken over");
    expect(await roleOf(t.handle.db, late.email)).toBe("admin");
    expect(await sessionOf(cookie)).toBeNull();
    expect((await post(auth, "/sign-in/email", { email: late.email, password: "operator-password-2" })).status).toBe(200);
  });
});
