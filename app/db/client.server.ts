import { execFile } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { isMainThread } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { log } from "~/lib/log.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe when several instances start together. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

// build/server/index.js and app/db/client.server.ts are both two levels below the root.
const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? fileURLToPath(new URL("../../drizzle", import.meta.url));

// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK_ID = 727_274_001;

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url, target.poolSize ?? 10);
  return openPglite("dataDir" in target ? target.dataDir : undefined);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process.
  pool.on("error", (err) => log().warn({ err: err.message }, "database: idle connection error"));
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(`cannot reach the database at ${redact(url)}: ${(err as Error).message}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The embedded PostgreSQL runs in this process's memory. Its buffer cache
 * defaults to 128 MB, all of it resident once touched; this site's data is a
 * few MB, and the operating system caches the files anyway (issue 16: the
 * embedded server's memory).
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/**
 * A new embedded database is made (initdb) in a short-lived child process:
 * initdb's own WebAssembly instance peaks near 1 GB and would stay resident
 * in the server for its whole life (600 MB after the first start against
 * 240 MB on every later one). The server then opens the finished directory.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = await PGlite.create(${JSON.stringify(dataDir)}); await db.close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { timeout: 120_000 });
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    // The owner's only: the database holds live session tokens. PGlite creates
    // its files with the process umask (server.mjs sets it too, for the outbox).
    if (isMainThread) process.umask(0o077);
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
    releaseLock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    if (dataDir) await createPgliteDataDir(dataDir);
    client = await PGlite.create(dataDir ?? "memory://", { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  } catch (err) {
    releaseLock();
    throw new DatabaseUnavailableError(`cannot open the embedded database in ${dataDir}: ${(err as Error).message}`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is one process per data directory; two processes on one directory
 * corrupt it silently. Hold a lock file and refuse to start a second one.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseUnavailableError(
          `the embedded database in ${dataDir} is in use by process ${owner}. ` +
            "Stop that server first, or set DATABASE_URL to share a PostgreSQL server between instances.",
        );
      }
      // A stale lock from a process that is gone.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseUnavailableError(`could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}
