import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { appSettings, nameGenerations, subscriptions, usageCounters } from "~/db/schema";
import { generatorBySlug } from "~/generation/catalog/catalog.server";
import type { GeneralName } from "~/generation/catalog/types";
import { collectGeneration, GenerationError } from "~/generation/pipeline.server";
import { builtinProvider } from "~/generation/providers/builtin.server";
import { ProviderError, type NameProvider } from "~/generation/providers/types";
import { invalidateSettings } from "~/settings/settings.server";
import { createTestDatabase, createTestUser, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { isPremium, reserveGeneration, usageStatus, type Actor } from "./usage.server";

const dog = generatorBySlug("dog")!;
const form = { description: "a lively terrier", count: "3" };

/** A provider that fails every other call. */
function flakyProvider(): NameProvider {
  let calls = 0;
  const inner = builtinProvider();
  return {
    info: { id: "openai", label: "flaky test model", model: "t" },
    async *stream(request) {
      if (calls++ % 2 === 0) throw new ProviderError("answered 503", "server", 503);
      yield* inner.stream(request) as AsyncIterable<GeneralName>;
    },
  };
}

describe.each(databaseKinds())("usage limits on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());
  beforeEach(() => invalidateSettings());

  const newUser = () => createTestUser(t.handle.db, "Tess");

  // Fallback off: a provider failure then fails the generation, which must not count.
  const generate = (actor: Actor, provider: NameProvider = builtinProvider()) =>
    collectGeneration({ db: t.handle.db, generator: dog, form, actor, provider, fallback: false });

  test("50 concurrent generations from a free user with 15 left: exactly 15 succeed", async () => {
    const userId = await newUser();
    const actor = { userId, visitorId: null, ip: "10.0.0.1" };
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => generate(actor)));
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as GenerationError);
    expect(ok).toHaveLength(15);
    expect(refused).toHaveLength(35);
    for (const err of refused) {
      expect(err.status).toBe(429);
      expect(err.message).toBe("You've used your 15 generations for today. Upgrade to Premium for $5/month for unlimited names, or come back tomorrow.");
    }
    const status = await usageStatus(t.handle.db, actor);
    expect(status).toMatchObject({ kind: "user", used: 15, remaining: 0 });
    expect(await t.handle.db.$count(nameGenerations, eq(nameGenerations.userId, userId))).toBe(15);
  });

  test("a provider that fails half the time: the count equals the successes", async () => {
    const userId = await newUser();
    const actor = { userId, visitorId: null, ip: "10.0.0.2" };
    const provider = flakyProvider();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => generate(actor, provider)));
    const successes = results.filter((r) => r.status === "fulfilled").length;
    expect(successes).toBe(6);
    expect((await usageStatus(t.handle.db, actor)).used).toBe(successes);
  });

  test("visitors get 3 a day, and a failed generation is not counted", async () => {
    const actor = { userId: null, visitorId: randomUUID(), ip: "10.0.0.3" };
    await expect(generate(actor, flakyProvider())).rejects.toMatchObject({ status: 503 });
    expect((await usageStatus(t.handle.db, actor)).remaining).toBe(3);
    for (let i = 0; i < 3; i++) await generate(actor);
    const err = await generate(actor).catch((e) => e);
    expect(err).toMatchObject({ status: 429, limit: "visitor" });
    expect(err.message).toBe("You've used your 3 free generations for today. Create a free account to get 15 generations a day.");
  });

  test("clearing cookies does not escape the per-address ceiling", async () => {
    const ip = "10.0.0.4";
    let generated = 0;
    for (let visitor = 0; visitor < 10; visitor++) {
      const actor = { userId: null, visitorId: randomUUID(), ip };
      for (let i = 0; i < 3; i++) {
        const ok = await generate(actor).then(() => true, () => false);
        if (ok) generated++;
      }
    }
    expect(generated).toBe(20);
    const err = await generate({ userId: null, visitorId: randomUUID(), ip }).catch((e) => e);
    expect(err.limit).toBe("ip");
  });

  test("premium: an active subscription, or a cancelled one until its period ends; 750 a month", async () => {
    const userId = await newUser();
    const now = new Date("2026-11-22T12:00:00Z");
    await t.handle.db.insert(subscriptions).values({
      userId,
      status: "cancelled",
      plan: "monthly",
      processor: "test",
      processorRef: randomUUID(),
      currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
      currentPeriodEnd: new Date("2026-12-01T00:00:00Z"),
      cancelledAt: now,
    });
    expect(await isPremium(t.handle.db, userId, now)).toBe(true);
    expect(await isPremium(t.handle.db, userId, new Date("2026-12-01T00:00:01Z"))).toBe(false);
    const actor = { userId, visitorId: null, ip: "10.0.0.5" };
    const reservation = await reserveGeneration(t.handle.db, actor, now);
    expect(reservation.premium).toBe(true);
    expect(reservation.status).toMatchObject({ kind: "premium", allowance: 750, used: 1 });
    await t.handle.db
      .update(usageCounters)
      .set({ count: 750 })
      .where(and(eq(usageCounters.subject, `premium:${userId}`), eq(usageCounters.period, "month:2026-11")));
    const err = await reserveGeneration(t.handle.db, actor, now).catch((e) => e);
    expect(err.kind).toBe("premium");
    expect(err.message).toBe("You've reached the fair-use limit of 750 generations this month. It resets on December 1, 2026.");
  });

  test("limits are settings an administrator can change", async () => {
    await t.handle.db.insert(appSettings).values({ key: "limits", value: { visitorDaily: 1 } }).onConflictDoUpdate({ target: appSettings.key, set: { value: { visitorDaily: 1 } } });
    invalidateSettings();
    const actor = { userId: null, visitorId: randomUUID(), ip: "10.0.0.6" };
    await generate(actor);
    await expect(generate(actor)).rejects.toMatchObject({ status: 429 });
    await t.handle.db.delete(appSettings).where(eq(appSettings.key, "limits"));
  });

  test("days are UTC calendar days", async () => {
    const actor = { userId: null, visitorId: randomUUID(), ip: "10.0.0.7" };
    const late = new Date("2026-11-22T23:59:59Z");
    for (let i = 0; i < 3; i++) await reserveGeneration(t.handle.db, actor, late);
    await expect(reserveGeneration(t.handle.db, actor, late)).rejects.toMatchObject({ kind: "visitor" });
    await expect(reserveGeneration(t.handle.db, actor, new Date("2026-11-23T00:00:01Z"))).resolves.toBeTruthy();
  });
});
