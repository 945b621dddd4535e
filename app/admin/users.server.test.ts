import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, profiles, subscriptions, users } from "~/db/schema";
import { isPremium } from "~/usage/usage.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { AdminRuleError, grantPremium, LAST_ADMIN_MESSAGE, revokePremium, searchUsers, setRole } from "./users.server";

describe.each(databaseKinds())("user administration on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.handle.db.insert(users).values([
      { id: "a1", name: "First Admin", email: "first@example.com" },
      { id: "u1", name: "Una User", email: "una@example.com" },
    ]);
    await t.handle.db.insert(profiles).values([
      { userId: "a1", fullName: "First Admin", role: "admin" },
      { userId: "u1", fullName: "Una User", role: "user" },
    ]);
  });
  afterAll(async () => t?.drop());

  const roleOf = async (id: string) => (await t.handle.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, id)))[0]?.role;

  test("the last administrator cannot be removed, not even by themselves", async () => {
    await expect(setRole(t.handle.db, "a1", "a1", "user")).rejects.toThrow(LAST_ADMIN_MESSAGE);
    expect(await roleOf("a1")).toBe("admin");
  });

  test("with a second administrator, one can step down; the change is audited", async () => {
    await setRole(t.handle.db, "a1", "u1", "admin");
    expect(await roleOf("u1")).toBe("admin");
    await setRole(t.handle.db, "u1", "a1", "user");
    expect(await roleOf("a1")).toBe("user");
    await expect(setRole(t.handle.db, "u1", "u1", "user")).rejects.toBeInstanceOf(AdminRuleError);
    const log = await t.handle.db.select({ action: auditLog.action, actorId: auditLog.actorId, target: auditLog.target }).from(auditLog);
    expect(log).toEqual(
      expect.arrayContaining([
        { action: "user.make-admin", actorId: "a1", target: "u1" },
        { action: "user.remove-admin", actorId: "u1", target: "a1" },
      ]),
    );
  });

  test("support grants premium for a month and can revoke it", async () => {
    const now = new Date();
    await grantPremium(t.handle.db, "u1", "a1", now);
    expect(await isPremium(t.handle.db, "a1")).toBe(true);
    const [sub] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, "a1"));
    expect(sub).toMatchObject({ processor: "support", status: "active", plan: "monthly" });
    await expect(grantPremium(t.handle.db, "u1", "a1")).rejects.toThrow("This account already has premium.");
    const [found] = await searchUsers(t.handle.db, "FIRST@");
    expect(found).toMatchObject({ email: "first@example.com", premium: { processor: "support", plan: "monthly" } });
    await revokePremium(t.handle.db, "u1", "a1", new Date(now.getTime() + 1000));
    expect(await isPremium(t.handle.db, "a1", new Date(now.getTime() + 2000))).toBe(false);
  });
});
