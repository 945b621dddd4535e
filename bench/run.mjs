// npm run bench: speed of the production build. Not a test; never fails on speed.
// Builds, starts the server on a free port (PGlite, and PostgreSQL when
// BENCH_DATABASE_URL is set), drives each scenario with autocannon and prints
// requests/s, p50/p99 latency, the server's peak memory, and the gzip size of
// the JavaScript each key page loads. Then times the built-in name engine.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { gzipSize, scriptsInHtml } from "./page-javascript.mjs";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

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
  return gzipSize(scriptsInHtml(html), async (url) => Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer()));
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
  console.log(`\nServer peak memory (VmHWM): ${peakMemoryMb(server.child.pid) ?? "n/a"} MB`);
  if (label.startsWith("PGlite")) {
    console.log(`\n| page | JS files | JS gzip kB |`);
    console.log(`|---|---|---|`);
    for (const p of KEY_PAGES) {
      const js = await pageJavaScript(server.base, p);
      console.log(`| ${p} | ${js.files} | ${js.kb.toFixed(1)} |`);
    }
  }
  await server.stop();
}

run("npx", ["react-router", "build"]);
await benchDatabase("PGlite (embedded)", undefined);
if (process.env.BENCH_DATABASE_URL) await benchDatabase("PostgreSQL", process.env.BENCH_DATABASE_URL);
console.log("\n## Built-in name engine");
run("npx", ["vitest", "run", "-c", "vitest.bench.config.ts", "--reporter=dot", "--silent=false"]);
