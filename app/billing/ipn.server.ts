import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payments, processedEvents, subscriptions } from "~/db/schema";
import { addPeriod } from "./plans";
import { field, ipnPlan, type IpnFields } from "./twocheckout.server";

// 2Checkout notifications, already verified (see verifyIpn). Each one is a
// trigger applied once: its key (order, status, licence expiry) goes into
// processed_events in the same transaction as the change.

export type IpnOutcome = "applied" | "replay" | "unknown-subscription" | "ignored";

/** "2027-11-22 14:03:09" (2Checkout sends UTC-ish dates without a zone) → Date. */
function processorDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?/.exec(value);
  if (!m) return null;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
}

export function ipnEventId(fields: IpnFields): string {
  return [field(fields, "ORDERNO"), field(fields, "ORDERSTATUS"), field(fields, "IPN_LICENSE_REF[]"), field(fields, "IPN_LICENSE_EXP[]")].join(":");
}

export async function applyIpn(db: Database, fields: IpnFields, now = new Date()): Promise<IpnOutcome> {
  const orderNo = field(fields, "ORDERNO");
  const status = field(fields, "ORDERSTATUS").toUpperCase();
  const licenceRef = field(fields, "IPN_LICENSE_REF[]");
  const renewal = field(fields, "IPN_LICENSE_TYPE[]").toUpperCase() === "RENEWAL";
  const amountCents = Math.round(Number(field(fields, "IPN_TOTALGENERAL") || field(fields, "IPN_PRICE[]") || 0) * 100);
  if (!orderNo || !status) return "ignored";

  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedEvents)
      .values({ processor: "2checkout", eventId: ipnEventId(fields) })
      .onConflictDoNothing()
      .returning({ id: processedEvents.eventId });
    if (!fresh.length) return "replay";

    // The order's subscription: by licence reference, else by the order's first payment.
    let [sub] = licenceRef
      ? await tx.select().from(subscriptions).where(and(eq(subscriptions.processor, "2checkout"), eq(subscriptions.processorRef, licenceRef)))
      : [];
    if (!sub) {
      const [payment] = await tx
        .select({ subscriptionId: payments.subscriptionId })
        .from(payments)
        .where(and(eq(payments.processor, "2checkout"), eq(payments.processorRef, orderNo)));
      if (payment?.subscriptionId) [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId));
    }
    if (!sub) return "unknown-subscription";
    const plan = ipnPlan(fields) ?? sub.plan;
    const base = { userId: sub.userId, subscriptionId: sub.id, processor: "2checkout", plan, amountCents, currency: field(fields, "CURRENCY") || "USD" };

    if (!renewal && (status === "COMPLETE" || status === "AUTHRECEIVED")) {
      // The first order, confirmed after we placed it. One that waited for the
      // shopper's bank (3-D Secure) starts its paid period now.
      if (status === "COMPLETE") {
        await tx.update(payments).set({ status: "succeeded" }).where(and(eq(payments.processor, "2checkout"), eq(payments.processorRef, orderNo)));
      }
      if (sub.status === "pending") {
        await tx.update(subscriptions).set({ status: "active", currentPeriodStart: now, currentPeriodEnd: addPeriod(now, plan) }).where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, "pending")));
      }
      return "applied";
    }
    if (status === "COMPLETE") {
      const newEnd = processorDate(field(fields, "IPN_LICENSE_EXP[]")) ?? addPeriod(sub.currentPeriodEnd, plan);
      await tx.insert(payments).values({ ...base, processorRef: orderNo, kind: "renewal", status: "succeeded" }).onConflictDoNothing();
      await tx
        .update(subscriptions)
        .set({
          status: sub.status === "cancelled" ? "cancelled" : "active",
          plan,
          currentPeriodStart: sql`least(${subscriptions.currentPeriodEnd}, ${newEnd.toISOString()}::timestamptz)`,
          currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${newEnd.toISOString()}::timestamptz)`,
        })
        .where(eq(subscriptions.id, sub.id));
      return "applied";
    }
    if (status === "REFUND" || status === "REVERSED") {
      await tx.insert(payments).values({ ...base, processorRef: `refund_${orderNo}`, kind: "refund", status: "refunded" }).onConflictDoNothing();
      await tx.update(subscriptions).set({ status: "expired", currentPeriodEnd: now, cancelledAt: sub.cancelledAt ?? now }).where(eq(subscriptions.id, sub.id));
      return "applied";
    }
    if (status === "CANCELED" || status === "PAYMENT_FAILED") {
      await tx.insert(payments).values({ ...base, processorRef: `failed_${orderNo}`, kind: "failed", status: "declined" }).onConflictDoNothing();
      // A failed renewal: access ends with the paid period. A failed first order: no access.
      if (renewal) await tx.update(subscriptions).set({ status: "past_due" }).where(eq(subscriptions.id, sub.id));
      else await tx.update(subscriptions).set({ status: "expired", currentPeriodEnd: now }).where(eq(subscriptions.id, sub.id));
      return "applied";
    }
    return "ignored";
  });
}
