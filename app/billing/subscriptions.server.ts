import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payments, processedEvents, subscriptions } from "~/db/schema";
import { prices } from "~/settings/settings.server";
import { isPremium } from "~/usage/usage.server";
import { addPeriod, cents, type Plan } from "./plans";
import type { PaymentMethod, PaymentProcessor } from "./processor.server";
import { log } from "~/lib/log.server";

// Subscription rules. Premium means status active, or cancelled with the paid
// period not yet over (see isPremium). Every charge and state change is a row
// in payments; a checkout form's key is claimed before any money moves, so a
// double-clicked submit charges once, and a user holds one checkout at a time,
// so two checkout tabs submitted together charge once too.

export interface SubscriptionView {
  id: string;
  plan: Plan;
  /** pending: the first payment waits for the shopper's bank (3-D Secure) and gives no access yet. */
  status: "active" | "cancelled" | "expired" | "past_due" | "pending";
  processor: string;
  processorRef: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelledAt: Date | null;
}

export type SubscribeResult =
  | { kind: "subscribed"; subscriptionId: string }
  | { kind: "already-premium" }
  /** A second submit of a form whose first submit subscribed: nothing charged twice. */
  | { kind: "subscribed-earlier" }
  | { kind: "declined"; message: string }
  | { kind: "in-progress" }
  /** The bank wants the shopper to confirm the payment at `url`; premium starts once the processor confirms it. */
  | { kind: "authenticate"; url: string };

export interface SubscribeInput {
  userId: string;
  email: string;
  ip: string;
  plan: Plan;
  method: PaymentMethod;
  /** A random token from the checkout form. */
  idempotencyKey: string;
}

const CLAIMS = "checkout";
const USER_LOCKS = "checkout-user";
/** A lock older than this belongs to a process that died mid-checkout. */
const STALE_LOCK = "2 minutes";
const RENEWAL_LIMIT = 240;

/** Takes this checkout form's key; false when another submit of the same form holds it. */
async function claim(db: Database, key: string, kind = CLAIMS): Promise<boolean> {
  const rows = await db.insert(processedEvents).values({ processor: kind, eventId: key }).onConflictDoNothing().returning({ id: processedEvents.eventId });
  return rows.length > 0;
}

async function release(db: Database, key: string, kind = CLAIMS): Promise<void> {
  await db.delete(processedEvents).where(and(eq(processedEvents.processor, kind), eq(processedEvents.eventId, key)));
}

async function claimed(db: Database, key: string): Promise<boolean> {
  const rows = await db.select({ id: processedEvents.eventId }).from(processedEvents).where(and(eq(processedEvents.processor, CLAIMS), eq(processedEvents.eventId, key)));
  return rows.length > 0;
}

/** Takes the user's checkout lock, taking over one left behind by a dead process. */
async function lockUser(db: Database, userId: string): Promise<boolean> {
  await db
    .delete(processedEvents)
    .where(and(eq(processedEvents.processor, USER_LOCKS), eq(processedEvents.eventId, userId), sql`${processedEvents.receivedAt} < now() - ${STALE_LOCK}::interval`));
  return claim(db, userId, USER_LOCKS);
}

/**
 * Charges the first period and starts the subscription. A user who is
 * already premium is not charged. The same form submitted twice charges once:
 * the second submit waits for the first and reports its outcome.
 */
export async function subscribe(db: Database, processor: PaymentProcessor, input: SubscribeInput, now = new Date()): Promise<SubscribeResult> {
  await renewDue(db, input.userId, now);
  if (await isPremium(db, input.userId, now)) return { kind: "already-premium" };
  const key = `${input.userId}:${input.idempotencyKey}`;
  if (!(await claim(db, key))) {
    // Another submit of this very form: wait for it rather than charge again.
    for (let i = 0; i < 40; i++) {
      if (await isPremium(db, input.userId, now)) return { kind: "subscribed-earlier" };
      if (!(await claimed(db, key))) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return (await isPremium(db, input.userId, now)) ? { kind: "subscribed-earlier" } : { kind: "in-progress" };
  }

  // Another checkout form of this user (a second tab) may be paying right now:
  // wait for it, and charge only if it did not make the user premium.
  let locked = await lockUser(db, input.userId);
  for (let i = 0; !locked && i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    locked = await lockUser(db, input.userId);
  }
  if (!locked) {
    await release(db, key);
    return { kind: "in-progress" };
  }
  try {
    if (await isPremium(db, input.userId, now)) {
      await release(db, key);
      return { kind: "already-premium" };
    }
    return await charge(db, processor, input, key, now);
  } finally {
    await release(db, input.userId, USER_LOCKS);
  }
}

async function charge(db: Database, processor: PaymentProcessor, input: SubscribeInput, key: string, now: Date): Promise<SubscribeResult> {
  const amount = (await prices(db))[input.plan];
  const amountCents = cents(amount);
  let result;
  try {
    result = await processor.charge({
      plan: input.plan,
      amountCents,
      currency: "USD",
      idempotencyKey: input.idempotencyKey,
      customer: { id: input.userId, email: input.email, ip: input.ip },
      method: input.method,
    });
  } catch (err) {
    await release(db, key);
    throw err;
  }

  if (!result.ok) {
    await db.insert(payments).values({
      userId: input.userId,
      processor: processor.id,
      processorRef: `declined_${randomUUID()}`,
      kind: "failed",
      plan: input.plan,
      amountCents,
      cardBrand: result.cardBrand ?? null,
      cardLast4: result.cardLast4 ?? null,
      status: "declined",
    });
    await release(db, key);
    log().warn({ event: "payment-refused", processor: processor.id, plan: input.plan, reason: result.reason, userId: input.userId }, "payment refused");
    return { kind: "declined", message: result.message };
  }

  const confirming = Boolean(result.authorizeUrl);
  const subscriptionId = await db.transaction(async (tx) => {
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        userId: input.userId,
        status: confirming ? "pending" : "active",
        plan: input.plan,
        processor: processor.id,
        processorRef: result.subscriptionRef,
        currentPeriodStart: now,
        currentPeriodEnd: addPeriod(now, input.plan),
      })
      .returning({ id: subscriptions.id });
    await tx.insert(payments).values({
      userId: input.userId,
      subscriptionId: sub.id,
      processor: processor.id,
      processorRef: result.chargeRef,
      kind: "charge",
      plan: input.plan,
      amountCents,
      cardBrand: result.cardBrand,
      cardLast4: result.cardLast4,
      status: confirming ? "pending" : result.status,
    });
    return sub.id;
  });
  if (result.authorizeUrl) {
    // This form may be sent again after the bank's page: the claim goes, so it can.
    await release(db, key);
    return { kind: "authenticate", url: result.authorizeUrl };
  }
  return { kind: "subscribed", subscriptionId };
}

/**
 * Test-mode subscriptions renew themselves when their period ends; cancelled
 * ones whose period is over become expired. Runs lazily whenever a
 * subscription is read, and is safe to run twice: each period is advanced
 * only from its own end, and each renewal payment has a unique reference.
 */
export async function renewDue(db: Database, userId: string, now = new Date()): Promise<void> {
  // One read when nothing is due (nearly every page view): no write at all.
  const ended = await db
    .select({ id: subscriptions.id, plan: subscriptions.plan, end: subscriptions.currentPeriodEnd, status: subscriptions.status, processor: subscriptions.processor })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.currentPeriodEnd, now),
        or(eq(subscriptions.status, "cancelled"), and(eq(subscriptions.status, "active"), eq(subscriptions.processor, "test"))),
      ),
    );
  if (!ended.length) return;
  if (ended.some((s) => s.status === "cancelled")) {
    await db
      .update(subscriptions)
      .set({ status: "expired" })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "cancelled"), lte(subscriptions.currentPeriodEnd, now)));
  }

  const due = ended.filter((s) => s.status === "active" && s.processor === "test");
  if (!due.length) return;
  const price = await prices(db);

  for (const sub of due) {
    let end = sub.end;
    for (let i = 0; i < RENEWAL_LIMIT && end.getTime() <= now.getTime(); i++) {
      const next = addPeriod(end, sub.plan);
      const from = end;
      const advanced = await db.transaction(async (tx) => {
        const rows = await tx
          .update(subscriptions)
          .set({ currentPeriodStart: from, currentPeriodEnd: next })
          .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "active"), eq(subscriptions.currentPeriodEnd, from)))
          .returning({ id: subscriptions.id });
        if (!rows.length) return false;
        const [last] = await tx
          .select({ brand: payments.cardBrand, last4: payments.cardLast4 })
          .from(payments)
          .where(and(eq(payments.subscriptionId, sub.id), inArray(payments.kind, ["charge", "renewal"])))
          .orderBy(desc(payments.createdAt))
          .limit(1);
        await tx
          .insert(payments)
          .values({
            userId,
            subscriptionId: sub.id,
            processor: "test",
            processorRef: `test_renewal_${sub.id}_${from.toISOString()}`,
            kind: "renewal",
            plan: sub.plan,
            amountCents: cents(price[sub.plan]),
            cardBrand: last?.brand ?? null,
            cardLast4: last?.last4 ?? null,
            status: "succeeded",
            createdAt: from,
          })
          .onConflictDoNothing();
        return true;
      });
      if (!advanced) break; // another request renewed it first
      end = next;
    }
  }
}

/** The subscription the user's page is about: the one giving access now, else the latest. */
export async function currentSubscription(db: Database, userId: string, now = new Date()): Promise<SubscriptionView | null> {
  await renewDue(db, userId, now);
  const rows = await db
    .select({
      id: subscriptions.id,
      plan: subscriptions.plan,
      status: subscriptions.status,
      processor: subscriptions.processor,
      processorRef: subscriptions.processorRef,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelledAt: subscriptions.cancelledAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.currentPeriodEnd));
  const giving = rows.find((s) => (s.status === "active" || s.status === "cancelled") && s.currentPeriodEnd > now);
  return giving ?? rows[0] ?? null;
}

/** Whether this subscription gives premium access at `now`. */
export function grantsAccess(sub: SubscriptionView | null, now = new Date()): sub is SubscriptionView {
  return Boolean(sub && (sub.status === "active" || sub.status === "cancelled") && sub.currentPeriodEnd > now);
}

export type CancelResult = { kind: "cancelled"; until: Date; processor: string; processorRef: string | null } | { kind: "none" };

/** Stops renewal; access lasts until the end of the paid period. */
export async function cancelSubscription(db: Database, userId: string, now = new Date()): Promise<CancelResult> {
  await renewDue(db, userId, now);
  const rows = await db
    .update(subscriptions)
    .set({ status: "cancelled", cancelledAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")))
    .returning({ end: subscriptions.currentPeriodEnd, processor: subscriptions.processor, processorRef: subscriptions.processorRef });
  if (!rows.length) return { kind: "none" };
  const last = rows.reduce((a, b) => (a.end > b.end ? a : b));
  return { kind: "cancelled", until: last.end, processor: last.processor, processorRef: last.processorRef };
}

export type ResumeResult = { kind: "resumed"; renewsOn: Date } | { kind: "none" };

/**
 * Undoes a cancellation while the paid period lasts: the subscription is
 * active again and renews at the period end. After the period is over there
 * is nothing to resume (the user subscribes again).
 */
export async function resumeSubscription(db: Database, userId: string, now = new Date()): Promise<ResumeResult> {
  await renewDue(db, userId, now);
  const rows = await db
    .update(subscriptions)
    .set({ status: "active", cancelledAt: null })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "cancelled"), gt(subscriptions.currentPeriodEnd, now)))
    .returning({ end: subscriptions.currentPeriodEnd });
  if (!rows.length) return { kind: "none" };
  return { kind: "resumed", renewsOn: rows.reduce((a, b) => (a.end > b.end ? a : b)).end };
}

export interface PaymentRow {
  id: string;
  createdAt: Date;
  plan: Plan;
  kind: "charge" | "renewal" | "refund" | "failed";
  amountCents: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  status: "succeeded" | "declined" | "refunded" | "pending";
}

export async function listPayments(db: Database, userId: string, limit = 50): Promise<PaymentRow[]> {
  return db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      plan: payments.plan,
      kind: payments.kind,
      amountCents: payments.amountCents,
      currency: payments.currency,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
