import { randomUUID } from "node:crypto";
import { addMonths } from "date-fns";
import { and, desc, eq, gt, gte, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, nameGenerations, profiles, subscriptions, users } from "~/db/schema";
import { logAdminAction } from "~/lib/log.server";

// User administration: roles and support grants of premium. Every change is
// written to the audit log in the same transaction, with who made it.

export class AdminRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AdminRuleError";
  }
}

export const LAST_ADMIN_MESSAGE = "You cannot remove the last administrator. Make another account an administrator first.";

function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Accounts whose e-mail contains `query` (the newest first), with role, plan and usage. */
export async function searchUsers(db: Database, query: string, now = new Date(), limit = 50) {
  const q = query.trim().toLowerCase();
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt, role: profiles.role, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(q ? ilike(users.email, pattern) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [subs, usage] = await Promise.all([
    db
      .select({ userId: subscriptions.userId, plan: subscriptions.plan, status: subscriptions.status, processor: subscriptions.processor, currentPeriodEnd: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(and(inArray(subscriptions.userId, ids), or(eq(subscriptions.status, "active"), eq(subscriptions.status, "cancelled")), gt(subscriptions.currentPeriodEnd, now)))
      .orderBy(desc(subscriptions.currentPeriodEnd)),
    db
      .select({ userId: nameGenerations.userId, count: sql<number>`count(*)::int` })
      .from(nameGenerations)
      .where(and(inArray(nameGenerations.userId, ids), gte(nameGenerations.createdAt, monthStart(now))))
      .groupBy(nameGenerations.userId),
  ]);
  return rows.map((r) => {
    const sub = subs.find((s) => s.userId === r.id) ?? null;
    return {
      id: r.id,
      email: r.email,
      name: r.fullName ?? r.name,
      createdAt: r.createdAt,
      role: r.role ?? "user",
      premium: sub ? { plan: sub.plan, status: sub.status, processor: sub.processor, until: sub.currentPeriodEnd } : null,
      generationsThisMonth: usage.find((u) => u.userId === r.id)?.count ?? 0,
    };
  });
}

/** Makes an account an administrator or an ordinary user; never removes the last administrator. */
export async function setRole(db: Database, actorId: string, userId: string, role: "user" | "admin"): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) throw new AdminRuleError("This account no longer exists.");
    // Lock every administrator row, so two demotions at once cannot both pass the check.
    const admins = await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, "admin")).for("update");
    const isAdmin = admins.some((a) => a.userId === userId);
    if (role === (isAdmin ? "admin" : "user")) return false;
    if (role === "user" && admins.length <= 1) throw new AdminRuleError(LAST_ADMIN_MESSAGE);
    await tx
      .insert(profiles)
      .values({ userId, fullName: user.name, role })
      .onConflictDoUpdate({ target: profiles.userId, set: { role } });
    await tx.insert(auditLog).values({ actorId, action: role === "admin" ? "user.make-admin" : "user.remove-admin", target: userId, details: {} });
    return true;
  });
  if (changed) logAdminAction(role === "admin" ? "user.make-admin" : "user.remove-admin", actorId, userId);
}

/**
 * Premium for a support case: a one-month subscription with processor
 * "support" (no payment). It ends by itself, or earlier with revokePremium.
 */
export async function grantPremium(db: Database, actorId: string, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AdminRuleError("This account no longer exists.");
    const current = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), or(eq(subscriptions.status, "active"), eq(subscriptions.status, "cancelled")), gt(subscriptions.currentPeriodEnd, now)));
    if (current.length > 0) throw new AdminRuleError("This account already has premium.");
    const [sub] = await tx
      .insert(subscriptions)
      .values({ userId, status: "active", plan: "monthly", processor: "support", processorRef: randomUUID(), currentPeriodStart: now, currentPeriodEnd: addMonths(now, 1) })
      .returning({ id: subscriptions.id });
    await tx.insert(auditLog).values({ actorId, action: "user.grant-premium", target: userId, details: { subscriptionId: sub.id } });
  });
  logAdminAction("user.grant-premium", actorId, userId);
}

/** Ends premium granted by support now. Paid subscriptions are cancelled by their owner, not here. */
export async function revokePremium(db: Database, actorId: string, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ status: "cancelled", cancelledAt: now, currentPeriodEnd: now })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.processor, "support"), inArray(subscriptions.status, ["active", "cancelled"]), gt(subscriptions.currentPeriodEnd, now)))
      .returning({ id: subscriptions.id });
    if (ended.length === 0) throw new AdminRuleError("This account has no premium granted by support.");
    await tx.insert(auditLog).values({ actorId, action: "user.revoke-premium", target: userId, details: { subscriptionIds: ended.map((s) => s.id) } });
  });
  logAdminAction("user.revoke-premium", actorId, userId);
}

/** The latest admin changes, with who made them. */
export async function recentAdminChanges(db: Database, limit = 20) {
  return db
    .select({ id: auditLog.id, action: auditLog.action, target: auditLog.target, createdAt: auditLog.createdAt, actor: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
