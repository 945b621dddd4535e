import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { periods } from "./periods";

/**
 * Everything a page shows about a signed-in account besides the session, read
 * in one round trip: the profile, whether the account is premium, whether a
 * subscription's period has ended (renewDue then has work to do), and the
 * allowance used in the current day and month. Each of these was its own
 * query; a signed-in page view made six (issue 16's profile).
 */
export interface AccountState {
  fullName: string | null;
  role: "user" | "admin" | null;
  /** An active subscription, or a cancelled one whose paid period has not ended. */
  premium: boolean;
  /** A subscription whose period has ended and that renewDue would expire or renew. */
  renewalDue: boolean;
  /** Generations counted today against the free account allowance. */
  usedToday: number;
  /** Generations counted this month against the premium allowance. */
  usedThisMonth: number;
}

export async function readAccountState(db: Database, userId: string, now = new Date()): Promise<AccountState> {
  const { day, month } = periods(now);
  const at = now.toISOString();
  const result = (await db.execute(sql`
    select
      p.full_name,
      p.role,
      exists (
        select 1 from subscriptions s
        where s.user_id = ${userId} and s.status in ('active', 'cancelled') and s.current_period_end > ${at}::timestamptz
      ) as premium,
      exists (
        select 1 from subscriptions s
        where s.user_id = ${userId} and s.current_period_end <= ${at}::timestamptz
          and (s.status = 'cancelled' or (s.status = 'active' and s.processor = 'test'))
      ) as renewal_due,
      coalesce((select c.count from usage_counters c where c.subject = ${`user:${userId}`} and c.period = ${`day:${day}`}), 0) as used_today,
      coalesce((select c.count from usage_counters c where c.subject = ${`premium:${userId}`} and c.period = ${`month:${month}`}), 0) as used_month
    from (select 1) as one
    left join profiles p on p.user_id = ${userId}
  `)) as unknown as {
    rows: { full_name: string | null; role: "user" | "admin" | null; premium: boolean; renewal_due: boolean; used_today: number | string; used_month: number | string }[];
  };
  const row = result.rows[0];
  return {
    fullName: row.full_name,
    role: row.role,
    premium: row.premium,
    renewalDue: row.renewal_due,
    usedToday: Number(row.used_today),
    usedThisMonth: Number(row.used_month),
  };
}

// The root loader and the page's loader of one GET request share one read.
// (Not for POSTs: an action changes what the loaders after it must see.)
const statesOfRequests = new WeakMap<Request, Map<string, Promise<AccountState>>>();

/** readAccountState, read once per GET request and user. */
export function accountStateFor(db: Database, request: Request, userId: string): Promise<AccountState> {
  if (request.method !== "GET") return readAccountState(db, userId);
  let states = statesOfRequests.get(request);
  if (!states) {
    states = new Map();
    statesOfRequests.set(request, states);
  }
  let state = states.get(userId);
  if (!state) {
    state = readAccountState(db, userId);
    states.set(userId, state);
  }
  return state;
}
