import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { DatabaseUnavailableError, openDatabase } from "./client.server";
import { blogPosts } from "./schema";
import { seed } from "./seed.server";

describe.each(databaseKinds())("database on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  test("migrations create the whole schema", async () => {
    const result = (await t.handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "users", "sessions", "accounts", "verifications", "two_factors", "profiles", "favorites",
        "name_generations", "usage_counters", "app_settings", "subscriptions", "payments", "blog_posts", "audit_log",
      ]),
    );
  });

  test("applying migrations again changes nothing", async () => {
    await expect(t.handle.migrate()).resolves.toBeUndefined();
  });

  test("the seed adds the articles once, and leaves a deleted article deleted", async () => {
    await seed(t.handle.db);
    const first = await t.handle.db.select({ slug: blogPosts.slug }).from(blogPosts);
    expect(first.length).toBeGreaterThanOrEqual(6);
    await t.handle.db.delete(blogPosts).where(sql`${blogPosts.slug} = ${first[0].slug}`);
    await seed(t.handle.db);
    const second = await t.handle.db.select({ slug: blogPosts.slug }).from(blogPosts);
    expect(second.length).toBe(first.length - 1);
  });

  test("ping answers while the database is open", async () => {
    await expect(t.handle.ping()).resolves.toBeUndefined();
  });
});

describe("embedded database", () => {
  test("a second process-level open of the same data directory is refused with a clear message", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "namesmith-db-")), "pgdata");
    const first = await openDatabase({ dataDir: dir });
    // The lock names the owner; pretend another live process holds it.
    const { writeFileSync } = await import("node:fs");
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by process/);
    await first.close();
  });

  test("a new data directory is made, then opened with a small buffer cache, and keeps its data", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "namesmith-db-")), "pgdata");
    const first = await openDatabase({ dataDir: dir });
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    const shown = (await first.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    expect(shown.rows[0].shared_buffers).toBe("16MB");
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    const kept = (await again.db.execute(sql`select n from kept`)) as unknown as { rows: { n: number }[] };
    expect(kept.rows).toEqual([{ n: 7 }]);
    await again.close();
  });

  test("an unreachable PostgreSQL server gives one clear error", async () => {
    const err = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/none" }).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    expect(err.message).toMatch(/^cannot reach the database at postgres:\/\/postgres@127\.0\.0\.1:1\/none/);
  });
});
