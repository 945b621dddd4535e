import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { profiles, subscriptions, usageCounters } from "~/db/schema";
import { createTestDatabase, createTestUser, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { accountStateFor, readAccountState } from "./account-state.server";
import { isPremium } from "./usage.server";

const now = new Date("2026-11-24T12:00:00Z");

describe.each(databaseKinds())("one read of an account's state on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  const subscribe = (userId: string, status: "active" | "cancelled" | "expired", end: string, processor = "test") =>
    t.handle.db.insert(subscriptions).values({
      userId,
      status,
      plan: "monthly",
      processor,
      processorRef: randomUUID(),
      currentPeriodStart: new Date("2026-10-24T00:00:00Z"),
      currentPeriodEnd: new Date(end),
    });

  test("a new account: its profile, not premium, nothing due, nothing used", async () => {
    const userId = await createTestUser(t.handle.db, "Tess");
    expect(await readAccountState(t.handle.db, userId, now)).toEqual({
      fullName: "Tess",
      role: "user",
      premium: false,
      renewalDue: false,
      usedToday: 0,
      usedThisMonth: 0,
    });
  });

  test("usage counted today and this month, and no other day's or account's", async () => {
    const userId = await createTestUser(t.handle.db, "Uma");
    const other = await createTestUser(t.handle.db, "Olga");
    await t.handle.db.insert(usageCounters).values([
      { subject: `user:${userId}`, period: "day:2026-11-24", count: 4 },
      { subject: `user:${userId}`, period: "day:2026-11-23", count: 9 },
      { subject: `premium:${userId}`, period: "month:2026-11", count: 31 },
      { subject: `user:${other}`, period: "day:2026-11-24", count: 7 },
    ]);
    expect(await readAccountState(t.handle.db, userId, now)).toMatchObject({ usedToday: 4, usedThisMonth: 31 });
  });

  test("premium and renewal due agree with isPremium and renewDue's rule", async () => {
    const cases = [
      { status: "active", end: "2026-12-24T00:00:00Z", premium: true, due: false },
      { status: "cancelled", end: "2026-12-01T00:00:00Z", premium: true, due: false },
      { status: "cancelled", end: "2026-11-20T00:00:00Z", premium: false, due: true },
      { status: "active", end: "2026-11-20T00:00:00Z", premium: false, due: true },
      { status: "expired", end: "2026-11-20T00:00:00Z", premium: false, due: false },
    ] as const;
    for (const c of cases) {
      const userId = await createTestUser(t.handle.db, "Sam");
      await subscribe(userId, c.status, c.end);
      const state = await readAccountState(t.handle.db, userId, now);
      expect({ ...c, premium: state.premium, due: state.renewalDue }).toEqual(c);
      expect(await isPremium(t.handle.db, userId, now)).toBe(c.premium);
    }
    // A processor's own subscription past its end is not renewed here (2Checkout tells us).
    const userId = await createTestUser(t.handle.db, "Pat");
    await subscribe(userId, "active", "2026-11-20T00:00:00Z", "2checkout");
    expect((await readAccountState(t.handle.db, userId, now)).renewalDue).toBe(false);
  });

  test("an administrator's role comes with it", async () => {
    const userId = await createTestUser(t.handle.db, "Ada");
    await t.handle.db.update(profiles).set({ role: "admin", fullName: "Ada Admin" }).where(eq(profiles.userId, userId));
    expect(await readAccountState(t.handle.db, userId, now)).toMatchObject({ fullName: "Ada Admin", role: "admin" });
  });

  test("one GET request reads it once; a POST reads it every time", async () => {
    const userId = await createTestUser(t.handle.db, "Gil");
    const get = new Request("http://localhost/ai-dog-name-generator");
    const first = accountStateFor(t.handle.db, get, userId);
    expect(accountStateFor(t.handle.db, get, userId)).toBe(first);
    const post = new Request("http://localhost/ai-dog-name-generator", { method: "POST" });
    expect(accountStateFor(t.handle.db, post, userId)).not.toBe(accountStateFor(t.handle.db, post, userId));
    await first;
  });
});
