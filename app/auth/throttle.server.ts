import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { log } from "~/lib/log.server";

/**
 * Counts attempts per key in a fixed time window, in the database (so every
 * instance shares the count), with one atomic statement. Returns false once
 * `limit` attempts were made in the current window.
 */
export async function allowAttempt(db: Database, key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<boolean> {
  const window = Math.floor(now / 1000 / windowSeconds);
  const result = (await db.execute(sql`
    insert into usage_counters (subject, period, count, updated_at)
    values (${`throttle:${key}`}, ${`w${windowSeconds}:${window}`}, 1, now())
    on conflict (subject, period) do update set count = usage_counters.count + 1, updated_at = now()
      where usage_counters.count < ${limit}
    returning count
  `)) as unknown as { rows: unknown[] };
  const allowed = result.rows.length > 0;
  // One line per refused attempt; the address stays, an account's e-mail does not.
  if (!allowed) log().warn({ event: "throttle", scope: key.replace(/:account:.*$/s, ":account"), limit, windowSeconds }, "throttled");
  return allowed;
}

export const THROTTLE_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/** Per address and per account, as brute force comes from both directions. */
export async function allowAuthAttempt(db: Database, action: string, ip: string, email: string | null): Promise<boolean> {
  const byIp = await allowAttempt(db, `${action}:ip:${ip}`, 20, 15 * 60);
  if (!byIp) return false;
  if (!email) return true;
  return allowAttempt(db, `${action}:account:${email.trim().toLowerCase()}`, 8, 15 * 60);
}
