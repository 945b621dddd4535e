// npm run bench: speed of the production build. Not a test; never fails on speed.
// Builds, starts the server on a free port (PGlite, then PostgreSQL), drives each scenario with autocannon and prints
// requests/s, p50/p99 latency, the server's peak memory, and the gzip size of
// the JavaScript each key page loads. On PostgreSQL (BENCH_DATABASE_URL, or a
// fresh database on the TEST_DATABASE_URL server or on a local PostgreSQL at
// 127.0.0.1:5432 as `postgres`) too. On each it signs a user
// up and sends BENCH_SIGNED_IN_REQUESTS (20,000) generator-page requests with
// that session, reporting resident memory before and after; on PostgreSQL
// again with WEB_CONCURRENCY=2 (npm start's cluster, every process counted). Then the time to the
// first name with an AI provider streaming at a realistic pace, and the
// built-in name engine. BENCH_ONLY=first-name runs only the time-to-first-name
// measurement; BENCH_ONLY=postgres only the PostgreSQL scenarios. Last,
// Lighthouse (mobile, simulated throttling) on the home page, a generator page
// and a blog post; BENCH_ONLY=lighthouse runs only that (bench/lighthouse.mjs).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { lighthouseTable } from "./lighthouse.mjs";
import { gzipSize, scriptsInHtml, withImports } from "./page-javascript.mjs";
import pg from "pg";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SIGNED_IN_REQUESTS = Number(process.env.BENCH_SIGNED_IN_REQUESTS ?? 20_000);

// The server runs with the Node flags `npm start` gives it (package.json).
const START_FLAGS = JSON.parse(readFileSync("package.json", "utf8")).scripts.start.match(/(?<=^node )(--\S+ )*/)[0].trim().split(" ").filter(Boolean);

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

/** A memory figure of a process from /proc, in MB: VmRSS (resident now) or VmHWM (its peak). */
function memoryMb(pid, field = "VmRSS") {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
}

/** A new account's session cookie, as a browser holds it after the sign-up form. */
async function signedInCookie(base) {
  const password = "bench-password-long-enough";
  const res = await fetch(`${base}/sign-up`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ fullName: "Bench User", email: `bench-${Date.now()}@example.com`, password, confirmPassword: password, redirectTo: "" }).toString(),
  });
  if (res.status !== 302) throw new Error(`bench: could not sign up (${res.status})`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Resident memory of a process and its children (the workers of a cluster). */
function treeResidentMb(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no children
  }
  return children.reduce((sum, child) => sum + (treeResidentMb(child) ?? 0), memoryMb(pid) ?? 0);
}

/** A signed-in visitor on a generator page: a full render with session, usage and settings. */
async function signedInScenario(server, label) {
  const cookie = await signedInCookie(server.base);
  const url = `${server.base}/ai-dog-name-generator`;
  const check = await fetch(url, { headers: { cookie } });
  if (!(await check.text()).includes("Bench User")) throw new Error("bench: the session cookie did not sign the user in");
  // Every process has rendered the page a few times before the count starts.
  await autocannon({ url, headers: { cookie }, connections: CONNECTIONS, amount: 200 });
  const before = treeResidentMb(server.child.pid);
  const result = await autocannon({ url, headers: { cookie }, connections: CONNECTIONS, amount: SIGNED_IN_REQUESTS });
  const after = treeResidentMb(server.child.pid);
  console.log(`| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${before} | ${after} |`);
  signedInMemory.set(label, after);
}

/** Resident memory after the signed-in run, by label: the embedded database's share is the difference. */
const signedInMemory = new Map();

async function startServer(databaseUrl, env = {}, entry = "server.mjs") {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "namesmith-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...START_FLAGS, entry], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: base, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", AI_API_KEY: "", APP_SECRET: "bench-secret-bench-secret-bench-secret-1234", TRUST_PROXY: "true", ...env },
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
      // Already gone (stopped from outside): there is no exit left to wait for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pageJavaScript(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const read = async (url) => Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
  return gzipSize(await withImports(scriptsInHtml(html), read), read);
}

async function benchDatabase(label, databaseUrl) {
  const server = await startServer(databaseUrl);
  console.log(`\n## ${label}`);
  console.log(`| scenario | req/s | p50 ms | p99 ms | non-2xx | RSS after MB |`);
  console.log(`|---|---|---|---|---|---|`);
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
    console.log(`| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${memoryMb(server.child.pid) ?? "n/a"} |`);
  }
  {
    console.log(`\n| signed-in generator page (dog), ${SIGNED_IN_REQUESTS} requests at ${CONNECTIONS} connections | req/s | p50 ms | p99 ms | non-2xx | RSS before MB | RSS after MB |`);
    console.log(`|---|---|---|---|---|---|---|`);
    await signedInScenario(server, `${label}, one process`);
  }
  console.log(`\nServer peak memory (VmHWM): ${memoryMb(server.child.pid, "VmHWM") ?? "n/a"} MB`);
  if (label.startsWith("PGlite")) {
    console.log(`\n| page | JS files | JS gzip kB |`);
    console.log(`|---|---|---|`);
    for (const p of KEY_PAGES) {
      const js = await pageJavaScript(server.base, p);
      console.log(`| ${p} | ${js.files} | ${js.kb.toFixed(1)} |`);
    }
  }
  await server.stop();
  if (databaseUrl) {
    // npm start with WEB_CONCURRENCY=2: a worker per core (scripts/cluster.mjs); memory is both workers and the primary.
    const cluster = await startServer(databaseUrl, { WEB_CONCURRENCY: "2" }, "scripts/start.mjs");
    await signedInScenario(cluster, `${label}, WEB_CONCURRENCY=2 (memory: all processes)`);
    await cluster.stop();
  }
}

/**
 * A stand-in OpenAI-compatible service streaming 7 names at about 40 tokens a
 * second (one token of about 4 characters every 25 ms). It notes when the
 * first name's object is complete in what it has sent.
 */
async function startSlowProvider() {
  const { createServer: createHttpServer } = await import("node:http");
  const state = { firstComplete: 0 };
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on("end", async () => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const names = ["Brutus", "Onyx", "Atlas", "Kodiak", "Ranger", "Moose", "Diesel"];
      const content = JSON.stringify({
        elements: names.map((name) => ({ name, meaning: `${name} means strength`, personality_traits: ["brave", "loyal"], why_it_fits: "It suits a big dog.", name_origin: "English" })),
      });
      const firstEnd = content.indexOf("}") + 1;
      state.firstComplete = 0;
      for (let i = 0; i < content.length; i += 4) {
        res.write(`data: ${JSON.stringify({ id: "b", object: "chat.completion.chunk", created: 1, model: "bench", choices: [{ index: 0, delta: { content: content.slice(i, i + 4) }, finish_reason: null }] })}\n\n`);
        if (!state.firstComplete && i + 4 >= firstEnd) state.firstComplete = performance.now();
        await new Promise((r) => setTimeout(r, 25));
      }
      res.write(`data: ${JSON.stringify({ id: "b", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, state, close: () => new Promise((r) => server.close(r)) };
}

/** From the first complete name at the provider to its line reaching the browser's stream reader. */
async function benchFirstName() {
  const provider = await startSlowProvider();
  const server = await startServer(undefined, { AI_API_KEY: "bench-key", AI_BASE_URL: provider.url, AI_MODEL: "bench" });
  const delays = [];
  for (let i = 0; i < 6; i++) {
    const response = await fetch(`${server.base}/api/generate/dog`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base, "x-forwarded-for": `10.77.0.${i + 1}` },
      body: "style=strong&count=7&description=a+big+black+shepherd",
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    let firstName = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      if (!firstName && text.includes('{"type":"name"')) firstName = performance.now();
    }
    // The first request warms the server up; it is not counted.
    if (i > 0 && firstName && provider.state.firstComplete) delays.push(firstName - provider.state.firstComplete);
  }
  await server.stop();
  await provider.close();
  delays.sort((a, b) => a - b);
  console.log("\n## Time to the first name, AI provider streaming at about 40 tokens/s (local stand-in)");
  console.log(`From the first complete name at the provider to its line at the client: median ${Math.round(delays[Math.floor(delays.length / 2)])} ms, worst ${Math.round(delays.at(-1))} ms over ${delays.length} generations (goal: under 300 ms).`);
}

/** The first post /blog links to (the seeded ones on a new database). */
async function firstBlogPostPath(base) {
  const html = await (await fetch(`${base}/blog`)).text();
  const match = /href="(\/blog\/[a-z0-9-]+)"/.exec(html);
  if (!match) throw new Error("bench: /blog links to no post");
  return match[1];
}

/** Largest paint and the rest of Lighthouse's performance figures, on the embedded database. */
async function benchLighthouse() {
  const server = await startServer(undefined);
  try {
    const pages = [
      { name: "home", path: "/" },
      { name: "dog generator", path: "/ai-dog-name-generator" },
      { name: "blog post", path: await firstBlogPostPath(server.base) },
    ];
    await lighthouseTable(server.base, pages, { details: process.env.BENCH_LIGHTHOUSE_DETAILS === "1" });
  } finally {
    await server.stop();
  }
}

// Without either variable, a PostgreSQL server on this machine's standard
// port, as the `postgres` user, when one answers.
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * BENCH_DATABASE_URL as it is, or a new database (dropped after) on the
 * TEST_DATABASE_URL server or, failing both, on a local PostgreSQL.
 */
async function postgresDatabase() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const server = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
  const name = `namesmith_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`\nPostgreSQL scenarios skipped: no server at ${new URL(server).host} (${err.message}). Set BENCH_DATABASE_URL or TEST_DATABASE_URL.`);
    return null;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(server);
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
if (process.env.BENCH_ONLY === "lighthouse") {
  await benchLighthouse();
  process.exit(0);
}
if (process.env.BENCH_ONLY === "first-name") {
  await benchFirstName();
  process.exit(0);
}
if (process.env.BENCH_ONLY !== "postgres") await benchDatabase("PGlite (embedded)", undefined);
const postgres = await postgresDatabase();
if (postgres) {
  await benchDatabase("PostgreSQL", postgres.url);
  await postgres.drop();
}
const embedded = signedInMemory.get("PGlite (embedded), one process");
const onPostgres = signedInMemory.get("PostgreSQL, one process");
if (embedded && onPostgres) console.log(`\nThe embedded database's share of the server's memory after the signed-in run: ${embedded - onPostgres} MB (${embedded} MB with PGlite, ${onPostgres} MB with PostgreSQL).`);
if (process.env.BENCH_ONLY === "postgres") process.exit(0);
await benchFirstName();
console.log("\n## Built-in name engine");
run("npx", ["vitest", "run", "-c", "vitest.bench.config.ts", "--reporter=dot", "--silent=false"]);
console.log("\n## Built-in name engine: resident memory it adds");
run(process.execPath, ["scripts/engine-memory.mjs"]);
await benchLighthouse();
