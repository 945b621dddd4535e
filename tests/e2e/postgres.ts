import { randomBytes } from "node:crypto";
import pg from "pg";

// The PostgreSQL server the integration tests use (TEST_DATABASE_URL), or the local one.
const SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A new, empty database on the PostgreSQL server (the app migrates it at start), dropped by `drop`. */
export async function freshDatabase(prefix = "namesmith_e2e"): Promise<{ url: string; query: <T extends pg.QueryResultRow>(sql: string, values?: unknown[]) => Promise<T[]>; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query<T>(sql, values)).rows;
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: SERVER });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
