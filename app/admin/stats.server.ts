import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, nameGenerations, profiles, subscriptions } from "~/db/schema";

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
