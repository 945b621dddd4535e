import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseConfig, setConfig } from "~/config.server";
import { profiles, users } from "~/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { createAdmin, ensureFirstAdmin, roleOf } from "./admin.server";
import { createAuth, type Auth } from "./auth.server";

const SITE = "http://localhost:3000";
const cfg = parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "namesmith-roles-")), SITE_URL: SITE, SMTP_URL: "" });

function post(auth: Auth, endpoint: string, body: unknown, cookie?: string) {
  return auth.handler(
    new Request(`${SITE}/api/auth${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, ...(cookie ? { cookie } : {}), "x-namesmith-client-ip": "10.0.0.1" },
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

  test("admin:create promotes an existing account", async () => {
    expect(await createAdmin(t.handle.db, auth, "mallory@example.com", "ignored-password")).toBe("promoted");
    const rows = await t.handle.db.select({ role: profiles.role }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(users.email, "mallory@example.com"));
    expect(rows[0].role).toBe("admin");
  });
});
