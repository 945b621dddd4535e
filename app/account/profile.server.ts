import { and, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { favorites, nameGenerations, profiles, subscriptions, users } from "~/db/schema";

/** The first instant of the current month, UTC: monthly counts start here. */
export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface AccountSummary {
  /** Generations this user made since the first of the month. */
  generationsThisMonth: number;
  /** Of those, the ones made on premium. */
  premiumGenerationsThisMonth: number;
  /** Whether a paid period is running now (active, or cancelled but not yet ended). */
  premium: boolean;
  favorites: number;
}

/** The three numbers at the top of the dashboard. */
export async function accountSummary(db: Database, userId: string, now = new Date()): Promise<AccountSummary> {
  const count = sql<number>`count(*)::int`;
  const since = startOfMonthUtc(now);
  const [[usage], [saved], [subscription]] = await Promise.all([
    db
      .select({ all: count, premium: sql<number>`(count(*) filter (where ${nameGenerations.premium}))::int` })
      .from(nameGenerations)
      .where(and(eq(nameGenerations.userId, userId), gte(nameGenerations.createdAt, since))),
    db.select({ n: count }).from(favorites).where(eq(favorites.userId, userId)),
    db
      .select({ n: count })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ["active", "cancelled"]),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      ),
  ]);
  return {
    generationsThisMonth: usage?.all ?? 0,
    premiumGenerationsThisMonth: usage?.premium ?? 0,
    premium: (subscription?.n ?? 0) > 0,
    favorites: saved?.n ?? 0,
  };
}

/** Renames the user: the profile's full name and the account's name stay the same. */
export async function updateFullName(db: Database, userId: string, fullName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: fullName }).where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, fullName })
      .onConflictDoUpdate({ target: profiles.userId, set: { fullName } });
  });
}
