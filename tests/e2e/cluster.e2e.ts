import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { freePort } from "./server";

// `npm start` (scripts/start.mjs) with WEB_CONCURRENCY: several processes on
// one port on PostgreSQL, exactly one on the embedded database.

interface Started {
  child: ChildProcess;
  baseURL: string;
  output(): string;
  dataDir: string;
}

async function npmStart(env: Record<string, string>, waitFor: RegExp | null): Promise<Started> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "namesmith-cluster-"));
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      AI_API_KEY: "",
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      APP_SECRET: "cluster-test-secret-cluster-test-secret-0001",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  if (waitFor) {
    const deadline = Date.now() + 90_000;
    while (!waitFor.test(output)) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm start did not get ready:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { child, baseURL, output: () => output, dataDir };
}

/** One request on its own connection, so the cluster may hand it to any worker. */
function get(url: string): Promise<{ status: number; worker: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, worker: res.headers["x-namesmith-worker"] as string | undefined, body }));
      })
      .on("error", reject);
  });
}

function childPids(pid: number): number[] {
  const r = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  return r.stdout.split("\n").map((s) => Number(s.trim())).filter((n) => n > 0);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(s: Started): Promise<number | null> {
  if (s.child.exitCode !== null) return s.child.exitCode;
  const exited = new Promise<number | null>((r) => s.child.once("exit", (code) => r(code)));
  s.child.kill("SIGTERM");
  const code = await exited;
  rmSync(s.dataDir, { recursive: true, force: true });
  return code;
}

describe("npm start with WEB_CONCURRENCY", () => {
  test("a value that is not a number stops the start with a clear message", async () => {
    const s = await npmStart({ WEB_CONCURRENCY: "lots" }, null);
    const code = await new Promise((r) => (s.child.exitCode !== null ? r(s.child.exitCode) : s.child.once("exit", r)));
    rmSync(s.dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(s.output()).toContain('WEB_CONCURRENCY must be a whole number from 1 to 256, or "auto"');
  });

  test("on the embedded database it runs one process and says why", async () => {
    const s = await npmStart({ WEB_CONCURRENCY: "2" }, /listening on/);
    try {
      expect(s.output()).toContain("WEB_CONCURRENCY=2 ignored: the embedded database serves one process");
      const res = await get(`${s.baseURL}/healthz`);
      expect(res.status).toBe(200);
      expect(res.worker).toBeUndefined();
      expect(childPids(s.child.pid!)).toEqual([]);
    } finally {
      await stop(s);
    }
  });

  for (const adminUrl of process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : []) {
    test("on PostgreSQL two workers share the port, migrate once, and all stop on SIGTERM", async () => {
      // An empty database: the first worker applies the migrations.
      const name = `namesmith_cluster_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const s = await npmStart({ WEB_CONCURRENCY: "2", DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: "3" }, /2 workers listening/);
      try {
        const workerPids = childPids(s.child.pid!);
        expect(workerPids).toHaveLength(2);

        const workers = new Set<string>();
        for (let i = 0; i < 12; i++) {
          const res = await get(`${s.baseURL}/healthz`);
          expect(res.status).toBe(200);
          expect(JSON.parse(res.body)).toEqual({ ok: true, database: "postgres" });
          workers.add(res.worker!);
        }
        expect([...workers].sort()).toEqual(["1", "2"]);
        const page = await get(`${s.baseURL}/ai-dog-name-generator`);
        expect(page.status).toBe(200);

        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        const applied = await db.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        await db.end();
        const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
        expect(applied.rows[0].n).toBe(journal.entries.length);

        expect(await stop(s)).toBe(0);
        for (const pid of workerPids) expect(alive(pid)).toBe(false);
      } finally {
        await stop(s);
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  }
});
