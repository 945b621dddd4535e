import { config, parseConfig, setConfig, type Config } from "./config.server";
import { openDatabase } from "./db/client.server";
import { databaseHandle, setDatabase } from "./db/index.server";
import { seed } from "./db/seed.server";
import { createAdmin, ensureFirstAdmin } from "./auth/admin.server";
import { auth } from "./auth/auth.server";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "./auth/forms";
import { setLogLevel } from "./lib/log.server";

/**
 * Start-up: validate the configuration, open the database, apply pending
 * migrations and seed demo content. Runs before the server listens.
 */
export async function boot(env: Record<string, string | undefined> = process.env): Promise<Config> {
  const cfg = parseConfig(env);
  setConfig(cfg);
  if (!process.env.VITEST || env.LOG_LEVEL) setLogLevel(cfg.LOG_LEVEL);
  const handle = await openDatabase(cfg.DATABASE_URL ? { url: cfg.DATABASE_URL, poolSize: cfg.DATABASE_POOL_SIZE } : { dataDir: cfg.PGLITE_DIR });
  setDatabase(handle);
  try {
    await handle.migrate();
    await seed(handle.db);
    await ensureFirstAdmin(handle.db, auth(), cfg);
  } catch (err) {
    await shutdown();
    throw err;
  }
  return cfg;
}

export async function shutdown(): Promise<void> {
  try {
    await databaseHandle().close();
  } catch {
    // not open
  }
  setDatabase(undefined);
}

export async function healthCheck(): Promise<{ ok: boolean; database: string }> {
  try {
    await databaseHandle().ping();
    return { ok: true, database: databaseHandle().kind };
  } catch {
    return { ok: false, database: "unreachable" };
  }
}

export { config };

/**
 * `npm run admin:create`: make ADMIN_EMAIL an administrator, creating the
 * account with ADMIN_PASSWORD if needed. An existing account someone else
 * signed up with is refused unless `takeOver` (`-- --take-over-existing`).
 */
export async function adminCreate(env: Record<string, string | undefined> = process.env, options: { takeOver?: boolean } = {}): Promise<string> {
  const cfg = await boot({ ...env, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
  try {
    const email = env.ADMIN_EMAIL?.trim();
    const password = env.ADMIN_PASSWORD ?? "";
    if (!email || passwordProblem(password)) {
      throw new Error(`Set ADMIN_EMAIL and ADMIN_PASSWORD (at least ${PASSWORD_MIN_LENGTH} characters), e.g. ADMIN_EMAIL=me@example.com ADMIN_PASSWORD=… npm run admin:create`);
    }
    const outcome = await createAdmin(databaseHandle().db, auth(), email, password, { takeOver: options.takeOver });
    return `${email}: administrator ${outcome} (${cfg.DATABASE_URL ? "PostgreSQL" : "embedded database"})`;
  } finally {
    await shutdown();
  }
}
