import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { setConfig, type Config } from "~/config.server";
import { setDatabase } from "~/db/index.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { profiles, users } from "~/db/schema";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database created on
 * the TEST_DATABASE_URL server and dropped afterwards.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return { handle, url: null, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `namesmith_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A user with a profile, as sign-up would leave it; returns the user id. */
export async function createTestUser(db: DatabaseHandle["db"], name = "Ada"): Promise<string> {
  const id = randomBytes(12).toString("hex");
  await db.insert(users).values({ id, name, email: `${id}@example.com` });
  await db.insert(profiles).values({ userId: id, fullName: name });
  return id;
}

/**
 * A fresh database that is the app's own (db(), auth()) for the tests of the
 * describe block that calls this, with `cfg` as the configuration; dropped after.
 */
export function useAppDatabase(kind: DatabaseKind, cfg: Config): { readonly db: DatabaseHandle["db"] } {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    setConfig(cfg);
    setDatabase(t.handle);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await t?.drop();
  });
  return {
    get db() {
      if (!t) throw new Error("useAppDatabase: the database is opened in beforeAll");
      return t.handle.db;
    },
  };
}
