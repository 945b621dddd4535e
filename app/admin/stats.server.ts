import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, nameGenerations, profiles, providerCalls, subscriptions } from "~/db/schema";

/** The four numbers of the admin dashboard. */
export async function siteStatistics(db: Database, now = new Date()) {
  const count = sql<number>`count(*)::int`;
  const [[p], [g], [s], [b]] = await Promise.all([
    db.select({ n: count }).from(profiles),
    db.select({ n: count }).from(nameGenerations),
    db
      .select({ n: count })
      .from(subscriptions)
      .where(and(or(eq(subscriptions.status, "active"), eq(subscriptions.status, "cancelled")), gt(subscriptions.currentPeriodEnd, now))),
    db.select({ n: count }).from(blogPosts),
  ]);
  return { profiles: p.n, nameGenerations: g.n, activeSubscriptions: s.n, blogPosts: b.n };
}

export interface ProviderHealth {
  /** Calls to the AI provider in the window. */
  calls: number;
  failures: number;
  /** Failures per call, 0 to 1; null without calls. */
  errorRate: number | null;
  /** Median time of a call, in milliseconds; null without calls. */
  medianLatencyMs: number | null;
}

/** The AI provider's error rate and median latency over the last 24 hours (app/generation records each call). */
export async function providerHealth(db: Database, now = new Date()): Promise<ProviderHealth> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where not ${providerCalls.ok}))::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${providerCalls.latencyMs})`,
    })
    .from(providerCalls)
    .where(and(gt(providerCalls.createdAt, since), lte(providerCalls.createdAt, now)));
  const calls = row?.calls ?? 0;
  const failures = row?.failures ?? 0;
  return {
    calls,
    failures,
    errorRate: calls > 0 ? failures / calls : null,
    medianLatencyMs: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
  };
}
