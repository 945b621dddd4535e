import { type SQL, sql } from "drizzle-orm";
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

/** The state's columns for the user whose id is `userId` (a parameter or a column of the query). */
function stateColumns(userId: SQL, now: Date): SQL {
  const { day, month } = periods(now);
  const at = now.toISOString();
  return sql`
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
      coalesce((select c.count from usage_counters c where c.subject = 'user:' || ${userId} and c.period = ${`day:${day}`}), 0) as used_today,
      coalesce((select c.count from usage_counters c where c.subject = 'premium:' || ${userId} and c.period = ${`month:${month}`}), 0) as used_month`;
}

interface StateRow {
  full_name: string | null;
  role: "user" | "admin" | null;
  premium: boolean;
  renewal_due: boolean;
  used_today: number | string;
  used_month: number | string;
}

function stateOf(row: StateRow): AccountState {
  return {
    fullName: row.full_name,
    role: row.role,
    premium: row.premium,
    renewalDue: row.renewal_due,
    usedToday: Number(row.used_today),
    usedThisMonth: Number(row.used_month),
  };
}

export async function readAccountState(db: Database, userId: string, now = new Date()): Promise<AccountState> {
  const result = (await db.execute(sql`
    select ${stateColumns(sql`${userId}`, now)}
    from (select 1) as one
    left join profiles p on p.user_id = ${userId}
  `)) as unknown as { rows: StateRow[] };
  return stateOf(result.rows[0]);
}

/** A session, its user and the user's account state: what a signed-in page view needs, in one statement. */
export interface SessionState {
  expiresAt: Date;
  user: { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled: boolean };
  state: AccountState;
}

/** The session whose token is `token`, with its user and account state; null when there is none (or no user). */
export async function readSessionState(db: Database, token: string, now = new Date()): Promise<SessionState | null> {
  const result = (await db.execute(sql`
    select
      se.expires_at, u.id, u.email, u.name, u.email_verified, u.two_factor_enabled,
      ${stateColumns(sql`u.id`, now)}
    from sessions se
    join users u on u.id = se.user_id
    left join profiles p on p.user_id = u.id
    where se.token = ${token}
  `)) as unknown as {
    rows: (StateRow & { expires_at: Date | string; id: string; email: string; name: string; email_verified: boolean; two_factor_enabled: boolean })[];
  };
  const row = result.rows[0];
  if (!row) return null;
  return {
    expiresAt: new Date(row.expires_at),
    user: { id: row.id, email: row.email, name: row.name, emailVerified: row.email_verified, twoFactorEnabled: row.two_factor_enabled },
    state: stateOf(row),
  };
}

// The root loader and the page's loader of one GET request share one read.
// (Not for POSTs: an action changes what the loaders after it must see.)
const statesOfRequests = new WeakMap<Request, Map<string, Promise<AccountState>>>();

/** A state read with the request's session (readSessionState): the page's loaders use it instead of reading it again. */
export function rememberAccountState(request: Request, userId: string, state: AccountState): void {
  if (request.method !== "GET") return;
  let states = statesOfRequests.get(request);
  if (!states) {
    states = new Map();
    statesOfRequests.set(request, states);
  }
  states.set(userId, Promise.resolve(state));
}

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
