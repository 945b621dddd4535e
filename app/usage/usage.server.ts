import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { usageCounters } from "~/db/schema";
import { type AccountState, readAccountState } from "./account-state.server";
import { periods } from "./periods";
import { prices as loadPrices, usageLimits, type Prices, type UsageLimits } from "~/settings/settings.server";
import { log } from "~/lib/log.server";

/** Who is asking for names. */
export interface Actor {
  userId: string | null;
  visitorId: string | null;
  ip: string;
}

export type AllowanceKind = "visitor" | "ip" | "user" | "premium";

/** A generation held against the actor's allowance until it succeeds or fails. */
export interface Reservation {
  premium: boolean;
  /** The allowance after this generation: what the page shows next. */
  status: { kind: "visitor" | "user" | "premium"; used: number; allowance: number; remaining: number };
  /** The generation succeeded: it counts (it already does; nothing to write). */
  confirm(): Promise<void>;
  /** The generation failed: give the allowance back. */
  release(): Promise<void>;
}

export class UsageLimitError extends Error {
  override name = "UsageLimitError";
  constructor(
    public readonly kind: AllowanceKind,
    message: string,
  ) {
    super(message);
  }
}

/** Days are calendar days in UTC; months start on the first, UTC. */
function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

function nextUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** What the user is told at the limit, with the next step. */
export function limitMessage(kind: AllowanceKind, limits: UsageLimits, price: Prices, now: Date): string {
  switch (kind) {
    case "visitor":
    case "ip":
      return `You've used your ${limits.visitorDaily} free generations for today. Create a free account to get ${limits.userDaily} generations a day.`;
    case "user":
      return `You've used your ${limits.userDaily} generations for today. Upgrade to Premium for $${price.monthly}/month for unlimited names, or come back tomorrow.`;
    case "premium": {
      const reset = nextUtcMonth(now).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
      return `You've reached the fair-use limit of ${limits.premiumMonthly} generations this month. It resets on ${reset}.`;
    }
  }
}

/**
 * Takes one generation from the actor's allowance in a single database
 * statement (see drizzle/0002_reserve_generation.sql): exact under
 * concurrency and across instances. Throws UsageLimitError at the limit.
 */
export async function reserveGeneration(db: Database, actor: Actor, now = new Date()): Promise<Reservation> {
  const limits = await usageLimits(db);
  const { day, month } = periods(now);
  let row: { subject: string; period: string; used: number; allowance: number; premium: boolean; ip_subject: string | null };
  try {
    const result = (await db.execute(sql`
      select * from reserve_generation(${actor.userId}, ${actor.visitorId ?? `ip-only:${actor.ip}`}, ${actor.ip}, ${day}, ${month}, ${now.toISOString()}::timestamptz,
        ${limits.visitorDaily}, ${limits.userDaily}, ${limits.premiumMonthly}, ${limits.ipDaily})
    `)) as unknown as { rows: (typeof row)[] };
    row = result.rows[0];
  } catch (err) {
    const kind = limitKind(err);
    if (kind) {
      log().warn({ event: "usage-limit", limit: kind, userId: actor.userId, ip: actor.ip }, "generation refused: usage limit reached");
      throw new UsageLimitError(kind, limitMessage(kind, limits, await loadPrices(db), now));
    }
    throw err;
  }
  const release = async () => {
    const subjects = [row.subject, row.ip_subject].filter((s): s is string => Boolean(s));
    const periodOf = (s: string) => (s === row.subject ? row.period : `day:${day}`);
    for (const subject of subjects) {
      await db
        .update(usageCounters)
        .set({ count: sql`greatest(${usageCounters.count} - 1, 0)` })
        .where(and(eq(usageCounters.subject, subject), eq(usageCounters.period, periodOf(subject))));
    }
  };
  const kind = row.premium ? "premium" : actor.userId ? "user" : "visitor";
  return {
    premium: row.premium,
    status: { kind, used: row.used, allowance: row.allowance, remaining: Math.max(row.allowance - row.used, 0) },
    confirm: async () => {},
    release,
  };
}

function limitKind(err: unknown): AllowanceKind | null {
  // node-postgres puts the fields on the error; PGlite on the error or its cause.
  for (const e of [err, (err as { cause?: unknown })?.cause]) {
    const fields = e as { message?: string; detail?: string } | undefined;
    if (fields?.message?.includes("usage_limit")) {
      const detail = fields.detail ?? "";
      return (["visitor", "ip", "user", "premium"] as const).find((k) => k === detail) ?? "visitor";
    }
  }
  return null;
}

export interface UsageStatus {
  kind: "visitor" | "user" | "premium";
  used: number;
  allowance: number;
  remaining: number;
  /** When the allowance starts again. */
  resetsAt: Date;
}

/** What the actor has left, for display. Never grants anything: reserveGeneration decides. */
export async function usageStatus(db: Database, actor: Actor, now = new Date(), account?: Pick<AccountState, "premium" | "usedToday" | "usedThisMonth">): Promise<UsageStatus> {
  const limits = await usageLimits(db);
  const { day } = periods(now);
  if (actor.userId) {
    const { premium, usedToday, usedThisMonth } = account ?? (await readAccountState(db, actor.userId, now));
    const used = premium ? usedThisMonth : usedToday;
    const allowance = premium ? limits.premiumMonthly : limits.userDaily;
    return { kind: premium ? "premium" : "user", used, allowance, remaining: Math.max(allowance - used, 0), resetsAt: premium ? nextUtcMonth(now) : nextUtcMidnight(now) };
  }
  const subjects = [`ip:${actor.ip}`, actor.visitorId ? `visitor:${actor.visitorId}` : null].filter((s): s is string => Boolean(s));
  const rows = await db
    .select({ subject: usageCounters.subject, count: usageCounters.count })
    .from(usageCounters)
    .where(and(inArray(usageCounters.subject, subjects), eq(usageCounters.period, `day:${day}`)));
  const count = (s: string) => rows.find((r) => r.subject === s)?.count ?? 0;
  const used = actor.visitorId ? count(`visitor:${actor.visitorId}`) : 0;
  const remaining = Math.max(0, Math.min(limits.visitorDaily - used, limits.ipDaily - count(`ip:${actor.ip}`)));
  return { kind: "visitor", used, allowance: limits.visitorDaily, remaining, resetsAt: nextUtcMidnight(now) };
}

/** Premium: an active subscription, or a cancelled one whose paid period has not ended (the rule is in readAccountState). */
export async function isPremium(db: Database, userId: string, now = new Date()): Promise<boolean> {
  return (await readAccountState(db, userId, now)).premium;
}
