import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { nameGenerations, profiles, subscriptions, users } from "~/db/schema";
import { addFavorite } from "~/favorites/favorites.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { accountSummary, startOfMonthUtc, updateFullName } from "./profile.server";

const NOW = new Date("2026-03-15T12:00:00Z");

test("the month starts on the first, at midnight UTC", () => {
  expect(startOfMonthUtc(new Date("2026-03-01T00:30:00+02:00")).toISOString()).toBe("2026-02-01T00:00:00.000Z");
  expect(startOfMonthUtc(NOW).toISOString()).toBe("2026-03-01T00:00:00.000Z");
});

describe.each(databaseKinds())("account summary on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.handle.db.insert(users).values([
      { id: "ada", name: "Ada", email: "ada@example.com" },
      { id: "other", name: "Other", email: "other@example.com" },
    ]);
    await t.handle.db.insert(profiles).values({ userId: "ada", fullName: "Ada" });
  });
  afterAll(async () => t?.drop());

  const generation = (userId: string, createdAt: string, premium = false) => ({
    userId,
    generator: "dog",
    input: {},
    provider: "builtin",
    names: [],
    premium,
    createdAt: new Date(createdAt),
  });

  test("a new user has nothing this month and is not on premium", async () => {
    await expect(accountSummary(t.handle.db, "ada", NOW)).resolves.toEqual({
      generationsThisMonth: 0,
      premiumGenerationsThisMonth: 0,
      premium: false,
      favorites: 0,
    });
  });

  test("only this user's generations since the first of the month count", async () => {
    const db = t.handle.db;
    await db.insert(nameGenerations).values([
      generation("ada", "2026-02-28T23:59:59Z"),
      generation("ada", "2026-03-01T00:00:00Z"),
      generation("ada", "2026-03-10T08:00:00Z", true),
      generation("ada", "2026-03-14T08:00:00Z", true),
      generation("other", "2026-03-14T08:00:00Z", true),
    ]);
    await db.insert(subscriptions).values({
      userId: "ada",
      status: "active",
      plan: "monthly",
      processor: "test",
      processorRef: "sub-ada",
      currentPeriodStart: new Date("2026-03-01T00:00:00Z"),
      currentPeriodEnd: new Date("2026-04-01T00:00:00Z"),
    });
    await addFavorite(db, "ada", { generator: "dog", name: "Luna" });
    await addFavorite(db, "other", { generator: "dog", name: "Rex" });
    await expect(accountSummary(db, "ada", NOW)).resolves.toEqual({
      generationsThisMonth: 3,
      premiumGenerationsThisMonth: 2,
      premium: true,
      favorites: 1,
    });
    expect((await accountSummary(db, "ada", new Date("2026-04-02T00:00:00Z"))).premium).toBe(false);
  });

  test("renaming updates the profile and the account", async () => {
    const db = t.handle.db;
    await updateFullName(db, "ada", "Ada King");
    const [profile] = await db.select({ fullName: profiles.fullName, role: profiles.role }).from(profiles).where(eq(profiles.userId, "ada"));
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, "ada"));
    expect(profile).toEqual({ fullName: "Ada King", role: "user" });
    expect(user.name).toBe("Ada King");
  });
});
