import { eq, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { auditLog, profiles, users } from "~/db/schema";
import type { Auth } from "./auth.server";
import { log } from "~/lib/log.server";

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
 * Makes `email` an administrator: creates the account (e-mail verified) when
 * it does not exist, or promotes the existing one. Server-side only: start-up
 * with ADMIN_EMAIL/ADMIN_PASSWORD, and `npm run admin:create`.
 */
export async function createAdmin(db: Database, auth: Auth, email: string, password: string, name = "Administrator"): Promise<"created" | "promoted" | "unchanged"> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  let outcome: "created" | "promoted" | "unchanged";
  let userId: string;
  if (existing) {
    userId = existing.id;
    outcome = (await roleOf(db, normalized)) === "admin" ? "unchanged" : "promoted";
  } else {
    const result = await auth.api.signUpEmail({ body: { name, email: normalized, password } });
    userId = result.user.id;
    outcome = "created";
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, fullName: name, role: "admin" })
      .onConflictDoUpdate({ target: profiles.userId, set: { role: "admin" } });
    if (outcome !== "unchanged") {
      await tx.insert(auditLog).values({ actorId: null, action: `admin.${outcome}`, target: userId, details: { via: "server" } });
    }
  });
  return outcome;
}

/** At start: the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD when none exists yet. */
export async function ensureFirstAdmin(db: Database, auth: Auth, cfg: Config): Promise<void> {
  if (!cfg.ADMIN_EMAIL || !cfg.ADMIN_PASSWORD) return;
  const [{ admins }] = await db.select({ admins: sql<number>`count(*)::int` }).from(profiles).where(eq(profiles.role, "admin"));
  if (admins > 0) return;
  const outcome = await createAdmin(db, auth, cfg.ADMIN_EMAIL, cfg.ADMIN_PASSWORD);
  log().info({ event: "admin-created", email: cfg.ADMIN_EMAIL, outcome }, `namesmith: administrator ${cfg.ADMIN_EMAIL} ${outcome}`);
}
