import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { payments, processedEvents, subscriptions } from "~/db/schema";
import { invalidateSettings, saveSettings } from "~/settings/settings.server";
import { isPremium, reserveGeneration } from "~/usage/usage.server";
import { createTestDatabase, createTestUser, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { checkCard } from "./card";
import type { PaymentMethod, PaymentProcessor } from "./processor.server";
import { cancelSubscription, currentSubscription, listPayments, renewDue, resumeSubscription, subscribe } from "./subscriptions.server";
import { DECLINED_MESSAGE, testProcessor } from "./test-processor.server";

const now = new Date("2026-11-22T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

function card(number = "4242 4242 4242 4242"): PaymentMethod {
  const check = checkCard({ cardNumber: number, expiryDate: "12/30", cvv: "123", nameOnCard: "Ada Lovelace", country: "US", postalCode: "94103" }, now);
  if (!check.ok) throw new Error("test card refused");
  return { kind: "card", card: check.card };
}

/** Counts the charges it is asked to make. */
function countingProcessor(): PaymentProcessor & { calls: number } {
  const inner = testProcessor();
  const p = {
    ...inner,
    calls: 0,
    async charge(request: Parameters<PaymentProcessor["charge"]>[0]) {
      p.calls++;
      await new Promise((r) => setTimeout(r, 50));
      return inner.charge(request);
    },
  };
  return p;
}

describe.each(databaseKinds())("subscriptions on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());
  beforeEach(() => invalidateSettings());

  const newUser = () => createTestUser(t.handle.db, "Ada");
  const input = (userId: string, over: Partial<Parameters<typeof subscribe>[2]> = {}) => ({
    userId,
    email: `${userId}@example.com`,
    ip: "10.0.0.1",
    plan: "yearly" as const,
    method: card(),
    idempotencyKey: randomUUID(),
    ...over,
  });

  test("subscribing yearly: an active subscription for a year and one payment, card brand and last four only", async () => {
    const userId = await newUser();
    const result = await subscribe(t.handle.db, testProcessor(), input(userId), now);
    expect(result.kind).toBe("subscribed");
    const sub = await currentSubscription(t.handle.db, userId, now);
    expect(sub).toMatchObject({ status: "active", plan: "yearly", processor: "test" });
    expect(sub!.currentPeriodEnd.toISOString()).toBe("2027-11-22T12:00:00.000Z");
    const rows = await listPayments(t.handle.db, userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "charge", plan: "yearly", amountCents: 5000, cardBrand: "Visa", cardLast4: "4242", status: "succeeded" });
    expect(await isPremium(t.handle.db, userId, now)).toBe(true);
  });

  test("no card number or security code anywhere in the database", async () => {
    const userId = await newUser();
    await subscribe(t.handle.db, testProcessor(), input(userId, { method: card("4242424242424242") }), now);
    await subscribe(t.handle.db, testProcessor(), input(await newUser(), { method: card("4000 0000 0000 0002") }), now);
    const dump = JSON.stringify([
      await t.handle.db.select().from(subscriptions),
      await t.handle.db.select().from(payments),
      await t.handle.db.select().from(processedEvents),
    ]);
    expect(dump).not.toContain("4242424242424242");
    expect(dump).not.toContain("4000000000000002");
    expect(dump).not.toContain("424242424242");
  });

  test("a premium user generates past the free daily limit", async () => {
    const userId = await newUser();
    await subscribe(t.handle.db, testProcessor(), input(userId), now);
    const actor = { userId, visitorId: null, ip: "10.0.0.9" };
    for (let i = 0; i < 20; i++) await reserveGeneration(t.handle.db, actor, now);
  });

  test("the declined test card: no subscription, a declined payment recorded, and the form can be retried", async () => {
    const userId = await newUser();
    const key = randomUUID();
    const result = await subscribe(t.handle.db, testProcessor(), input(userId, { method: card("4000 0000 0000 0002"), idempotencyKey: key }), now);
    expect(result).toEqual({ kind: "declined", message: DECLINED_MESSAGE });
    expect(await isPremium(t.handle.db, userId, now)).toBe(false);
    expect(await listPayments(t.handle.db, userId)).toMatchObject([{ kind: "failed", status: "declined", cardLast4: "0002" }]);
    const retry = await subscribe(t.handle.db, testProcessor(), input(userId, { idempotencyKey: key }), now);
    expect(retry.kind).toBe("subscribed");
  });

  test("a user who is already premium is told so and not charged", async () => {
    const userId = await newUser();
    const processor = countingProcessor();
    await subscribe(t.handle.db, processor, input(userId), now);
    const again = await subscribe(t.handle.db, processor, input(userId, { plan: "monthly" }), new Date(now.getTime() + day));
    expect(again).toEqual({ kind: "already-premium" });
    expect(processor.calls).toBe(1);
    expect(await t.handle.db.$count(subscriptions, eq(subscriptions.userId, userId))).toBe(1);
  });

  test("a double-clicked submit charges once", async () => {
    const userId = await newUser();
    const processor = countingProcessor();
    const form = input(userId);
    const results = await Promise.all([subscribe(t.handle.db, processor, form, now), subscribe(t.handle.db, processor, form, now), subscribe(t.handle.db, processor, form, now)]);
    expect(results.map((r) => r.kind).sort()).toEqual(["subscribed", "subscribed-earlier", "subscribed-earlier"]);
    expect(processor.calls).toBe(1);
    expect(await t.handle.db.$count(payments, eq(payments.userId, userId))).toBe(1);
    expect(await t.handle.db.$count(subscriptions, eq(subscriptions.userId, userId))).toBe(1);
  });

  test("two checkout tabs submitted together charge once; the second is told the user is already premium", async () => {
    const userId = await newUser();
    const processor = countingProcessor();
    const results = await Promise.all([subscribe(t.handle.db, processor, input(userId), now), subscribe(t.handle.db, processor, input(userId, { plan: "monthly" }), now)]);
    expect(results.map((r) => r.kind).sort()).toEqual(["already-premium", "subscribed"]);
    expect(processor.calls).toBe(1);
    expect(await t.handle.db.$count(payments, eq(payments.userId, userId))).toBe(1);
    expect(await t.handle.db.$count(subscriptions, eq(subscriptions.userId, userId))).toBe(1);
  });

  test("a checkout lock left by a process that died is taken over after two minutes", async () => {
    const userId = await newUser();
    await t.handle.db.insert(processedEvents).values({ processor: "checkout-user", eventId: userId, receivedAt: new Date(Date.now() - 3 * 60 * 1000) });
    const result = await subscribe(t.handle.db, testProcessor(), input(userId), now);
    expect(result.kind).toBe("subscribed");
  });

  test("cancelling keeps access to the period end, then it expires and stops counting", async () => {
    const userId = await newUser();
    await subscribe(t.handle.db, testProcessor(), input(userId, { plan: "monthly" }), now);
    const later = new Date(now.getTime() + 3 * day);
    const result = await cancelSubscription(t.handle.db, userId, later);
    expect(result).toMatchObject({ kind: "cancelled", until: new Date("2026-12-22T12:00:00Z") });
    expect(await isPremium(t.handle.db, userId, later)).toBe(true);
    expect(await currentSubscription(t.handle.db, userId, later)).toMatchObject({ status: "cancelled", cancelledAt: later });
    expect(await cancelSubscription(t.handle.db, userId, later)).toEqual({ kind: "none" });

    // The clock moves past the period end: no renewal for a cancelled subscription.
    const after = new Date("2026-12-23T00:00:00Z");
    expect(await isPremium(t.handle.db, userId, after)).toBe(false);
    expect(await currentSubscription(t.handle.db, userId, after)).toMatchObject({ status: "expired" });
    expect(await t.handle.db.$count(payments, eq(payments.userId, userId))).toBe(1);
    // And they can subscribe again.
    expect((await subscribe(t.handle.db, testProcessor(), input(userId), after)).kind).toBe("subscribed");
  });

  test("resuming before the period ends undoes the cancellation: it renews again; after the end there is nothing to resume", async () => {
    const userId = await newUser();
    await subscribe(t.handle.db, testProcessor(), input(userId, { plan: "monthly" }), now);
    const later = new Date(now.getTime() + 3 * day);
    await cancelSubscription(t.handle.db, userId, later);
    expect(await resumeSubscription(t.handle.db, userId, later)).toEqual({ kind: "resumed", renewsOn: new Date("2026-12-22T12:00:00Z") });
    expect(await currentSubscription(t.handle.db, userId, later)).toMatchObject({ status: "active", cancelledAt: null });
    expect(await resumeSubscription(t.handle.db, userId, later)).toEqual({ kind: "none" });
    // Renewed at the period end like any active subscription.
    const after = new Date("2026-12-23T00:00:00Z");
    expect(await currentSubscription(t.handle.db, userId, after)).toMatchObject({ status: "active" });
    expect(await isPremium(t.handle.db, userId, after)).toBe(true);

    const other = await newUser();
    await subscribe(t.handle.db, testProcessor(), input(other, { plan: "monthly" }), now);
    await cancelSubscription(t.handle.db, other, later);
    expect(await resumeSubscription(t.handle.db, other, after)).toEqual({ kind: "none" });
    expect(await isPremium(t.handle.db, other, after)).toBe(false);
  });

  test("test mode renews active subscriptions whose period ended, once per period, at the current price", async () => {
    const userId = await newUser();
    await subscribe(t.handle.db, testProcessor(), input(userId, { plan: "monthly" }), now);
    await saveSettings(t.handle.db, { prices: { monthly: 6, yearly: 60 } }, null);
    const threeMonthsLater = new Date("2027-02-23T00:00:00Z");
    // Two page loads at once renew each period once.
    await Promise.all([renewDue(t.handle.db, userId, threeMonthsLater), renewDue(t.handle.db, userId, threeMonthsLater)]);
    await renewDue(t.handle.db, userId, threeMonthsLater);
    const sub = await currentSubscription(t.handle.db, userId, threeMonthsLater);
    expect(sub).toMatchObject({ status: "active" });
    expect(sub!.currentPeriodEnd.toISOString()).toBe("2027-03-22T12:00:00.000Z");
    const rows = await listPayments(t.handle.db, userId);
    expect(rows.map((r) => [r.kind, r.amountCents, r.cardLast4])).toEqual([
      ["renewal", 600, "4242"],
      ["renewal", 600, "4242"],
      ["renewal", 600, "4242"],
      ["charge", 500, "4242"],
    ]);
    expect(await isPremium(t.handle.db, userId, threeMonthsLater)).toBe(true);
    await saveSettings(t.handle.db, { prices: { monthly: 5, yearly: 50 } }, null);
  });

  test("a page view with nothing to renew or expire reads once and writes nothing", async () => {
    const userId = await newUser();
    await subscribe(t.handle.db, testProcessor(), input(userId, { plan: "monthly" }), now);
    const calls: string[] = [];
    const watched = new Proxy(t.handle.db, {
      get(target, prop, receiver) {
        if (prop === "select" || prop === "update" || prop === "insert" || prop === "delete" || prop === "transaction") calls.push(String(prop));
        return Reflect.get(target, prop, receiver);
      },
    });
    await renewDue(watched, userId, new Date(now.getTime() + day));
    expect(calls).toEqual(["select"]);
    // Nor for someone who never subscribed.
    calls.length = 0;
    await renewDue(watched, await newUser(), now);
    expect(calls).toEqual(["select"]);
  });
});
