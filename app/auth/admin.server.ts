import { and, eq, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { accounts, auditLog, profiles, sessions, twoFactors, users, verifications } from "~/db/schema";
import { log } from "~/lib/log.server";
import type { Auth } from "./auth.server";

/** The role of the account with this e-mail, if there is one. */
export async function roleOf(db: Database, email: string): Promise<"user" | "admin" | null> {
  const [row] = await db
    .select({ role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.role ?? null;
}

/**
 * The address already belongs to an account the operator did not create here:
 * anyone may have signed up with it (before the operator did), so it is not
 * made an administrator unless the operator says to take it over.
 */
export class AdminAccountExistsError extends Error {
  constructor(public readonly email: string) {
    super(
      `An account with ${email} already exists and was not created as an administrator, so it was not promoted: ` +
        "whoever signed up with that address chose its password. To take it over (its password becomes ADMIN_PASSWORD, " +
        "its sessions, linked sign-ins and two-factor are removed) run `npm run admin:create -- --take-over-existing`, " +
        "or start once with ADMIN_TAKE_OVER=true.",
    );
    this.name = "AdminAccountExistsError";
  }
}

export type AdminOutcome = "created" | "unchanged" | "taken over";

/**
 * Makes `email` an administrator with `password`. Server-side only: start-up
 * with ADMIN_EMAIL/ADMIN_PASSWORD, and `npm run admin:create`.
 *
 * - no account yet: creates it (e-mail verified);
 * - already an administrator: leaves it as it is;
 * - any other account: refused (AdminAccountExistsError) unless `takeOver`,
 *   which resets the password to `password`, ends every session, removes
 *   linked sign-ins (Google), pending reset links and two-factor, and only
 *   then grants the role.
 */
export async function createAdmin(
  db: Database,
  auth: Auth,
  email: string,
  password: string,
  options: { takeOver?: boolean; name?: string } = {},
): Promise<AdminOutcome> {
  const normalized = email.trim().toLowerCase();
  const name = options.name ?? "Administrator";
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  if (!existing) {
    const result = await auth.api.signUpEmail({ body: { name, email: normalized, password } });
    await grantAdmin(db, result.user.id, name, "admin.created");
    return "created";
  }
  if (!options.takeOver) {
    if ((await roleOf(db, normalized)) === "admin") return "unchanged";
    throw new AdminAccountExistsError(normalized);
  }
  const hash = await (await auth.$context).password.hash(password);
  const userId = existing.id;
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    // Reset links and other pending tokens of this account (better-auth keeps the user id as the value).
    await tx.delete(verifications).where(eq(verifications.value, userId));
    // Google or any other linked sign-in belonged to whoever made the account.
    await tx.delete(accounts).where(and(eq(accounts.userId, userId), sql`${accounts.providerId} <> 'credential'`));
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({ id: crypto.randomUUID(), userId, accountId: userId, providerId: "credential", password: hash });
    }
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  await grantAdmin(db, userId, name, "admin.taken-over");
  return "taken over";
}

async function grantAdmin(db: Database, userId: string, name: string, action: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, fullName: name, role: "admin" })
      .onConflictDoUpdate({ target: profiles.userId, set: { role: "admin" } });
    await tx.insert(auditLog).values({ actorId: null, action, target: userId, details: { via: "server" } });
  });
}

/**
 * At start: the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD
 * when none exists yet. An existing account with that address is taken over
 * only with ADMIN_TAKE_OVER=true; otherwise the start goes on without an
 * administrator and says why.
 */
export async function ensureFirstAdmin(db: Database, auth: Auth, cfg: Config): Promise<void> {
  if (!cfg.ADMIN_EMAIL || !cfg.ADMIN_PASSWORD) return;
  const [{ admins }] = await db.select({ admins: sql<number>`count(*)::int` }).from(profiles).where(eq(profiles.role, "admin"));
  if (admins > 0) return;
  try {
    const outcome = await createAdmin(db, auth, cfg.ADMIN_EMAIL, cfg.ADMIN_PASSWORD, { takeOver: cfg.ADMIN_TAKE_OVER });
    log().info({ kind: "admin", email: cfg.ADMIN_EMAIL, outcome }, `administrator ${cfg.ADMIN_EMAIL} ${outcome}`);
  } catch (error) {
    if (!(error instanceof AdminAccountExistsError)) throw error;
    log().warn({ kind: "admin", email: cfg.ADMIN_EMAIL, outcome: "refused" }, `administrator not created: ${error.message}`);
  }
}
