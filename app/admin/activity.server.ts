import { gte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { nameGenerations } from "~/db/schema";

export interface DayCount {
  /** "YYYY-MM-DD" (UTC). */
  day: string;
  count: number;
}

/** Generations per UTC day for the last `days` days (today included), zero-filled. */
export async function generationsPerDay(db: Database, days = 30, now = new Date()): Promise<DayCount[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * 86_400_000);
  const day = sql<string>`to_char(${nameGenerations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(nameGenerations)
    .where(gte(nameGenerations.createdAt, start))
    .groupBy(day);
  const counts = new Map(rows.map((r) => [r.day, r.count]));
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day: d, count: counts.get(d) ?? 0 };
  });
}
