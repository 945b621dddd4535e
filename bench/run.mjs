// npm run bench: speed of the production build. Not a test; never fails on speed.
// Builds, starts the server on a free port (PGlite, and PostgreSQL when
// BENCH_DATABASE_URL is set), drives each scenario with autocannon and prints
// requests/s, p50/p99 latency, the server's peak memory, and the gzip size of
// the JavaScript each key page loads. On PostgreSQL (BENCH_DATABASE_URL, or a
// fresh database on the TEST_DATABASE_URL server) it also signs a user up and
// sends BENCH_SIGNED_IN_REQUESTS (20,000) generator-page requests with that
// session, reporting resident memory before and after. Then times the
// built-in name engine.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SIGNED_IN_REQUESTS = Number(process.env.BENCH_SIGNED_IN_REQUESTS ?? 20_000);

const SCENARIOS = [
  { name: "home page", path: "/" },
  // A first-time visitor sends no cookie: served from the page cache (page-cache.mjs).
  { name: "generator page (dog), first-time visitor", path: "/ai-dog-name-generator" },
  // Any cookie bypasses that cache: the cost of a full server render.
  { name: "generator page (dog), visitor with a cookie", path: "/ai-dog-name-generator", headers: { cookie: "returning=1" } },
  { name: "all generators", path: "/generators" },
  {
    name: "generate 7 dog names (built-in engine)",
    path: "/api/generate/dog",
    // Each request is a new visitor from a new address (the bench server trusts
    // X-Forwarded-For), so every request is a real generation, not a 429.
    uniqueClient: true,
    method: "POST",
    body: "style=fun&count=7&description=a+playful+golden+retriever+puppy",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  },
];
const KEY_PAGES = ["/", "/ai-dog-name-generator", "/generators", "/about"];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function residentMemoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
}

/** A new account's session cookie, as a browser would hold it after signing up. */
async function signedInCookie(base) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ name: "Bench User", email: `bench-${Date.now()}@example.com`, password: "bench-password-long-enough" }),
  });
  if (!res.ok) throw new Error(`bench: could not sign up (${res.status})`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** A signed-in visitor on a generator page: a full render with session, usage and settings. */
async function signedInScenario(server) {
  const cookie = await signedInCookie(server.base);
  const url = `${server.base}/ai-dog-name-generator`;
  const check = await fetch(url, { headers: { cookie } });
  if (!(await check.text()).includes("Bench User")) throw new Error("bench: the session cookie did not sign the user in");
  const before = residentMemoryMb(server.child.pid);
  const result = await autocannon({ url, headers: { cookie }, connections: CONNECTIONS, amount: SIGNED_IN_REQUESTS });
  const after = residentMemoryMb(server.child.pid);
  console.log(`\n| signed-in generator page (dog), ${SIGNED_IN_REQUESTS} requests | req/s | p50 ms | p99 ms | non-2xx | RSS before MB | RSS after MB |`);
  console.log(`|---|---|---|---|---|---|---|`);
  console.log(`| PostgreSQL | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${before} | ${after} |`);
}

function peakMemoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function startServer(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "namesmith-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: base, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", AI_API_KEY: "", APP_SECRET: "bench-secret-bench-secret-bench-secret-1234", TRUST_PROXY: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pageJavaScript(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  // The route modules loaded by the inline bootstrap script.
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(m[1]);
  let gzip = 0;
  for (const url of urls) gzip += gzipSync(Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer()), { level: 9 }).length;
  return { files: urls.size, kb: (gzip / 1024).toFixed(1) };
}

async function benchDatabase(label, databaseUrl) {
  const server = await startServer(databaseUrl);
  console.log(`\n## ${label}`);
  console.log(`| scenario | req/s | p50 ms | p99 ms | non-2xx |`);
  console.log(`|---|---|---|---|---|`);
  for (const s of SCENARIOS) {
    let client = 0;
    const headers = { origin: server.base, ...(s.headers ?? {}) };
    const result = await autocannon({
      url: `${server.base}${s.path}`,
      method: s.method ?? "GET",
      body: s.body,
      headers,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: s.uniqueClient
        ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` } }) }]
        : undefined,
    });
    console.log(`| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`);
  }
  if (databaseUrl) await signedInScenario(server);
  console.log(`\nServer peak memory (VmHWM): ${peakMemoryMb(server.child.pid) ?? "n/a"} MB`);
  if (label.startsWith("PGlite")) {
    console.log(`\n| page | JS files | JS gzip kB |`);
    console.log(`|---|---|---|`);
    for (const p of KEY_PAGES) {
      const js = await pageJavaScript(server.base, p);
      console.log(`| ${p} | ${js.files} | ${js.kb} |`);
    }
  }
  await server.stop();
}

/** BENCH_DATABASE_URL as it is, or a new database on the TEST_DATABASE_URL server (dropped after). */
async function postgresDatabase() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  if (!process.env.TEST_DATABASE_URL) return null;
  const name = `namesmith_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

if (process.env.BENCH_SKIP_BUILD !== "1") run("npx", ["react-router", "build"]);
if (process.env.BENCH_ONLY !== "postgres") await benchDatabase("PGlite (embedded)", undefined);
const postgres = await postgresDatabase();
if (postgres) {
  await benchDatabase("PostgreSQL", postgres.url);
  await postgres.drop();
}
if (process.env.BENCH_ONLY === "postgres") process.exit(0);
console.log("\n## Built-in name engine");
run("npx", ["vitest", "run", "-c", "vitest.bench.config.ts", "--reporter=dot", "--silent=false"]);
