// npm start: builds the site when there is no build (or it is older than the
// sources), then runs the production server in this same process, or in
// WEB_CONCURRENCY worker processes on PostgreSQL (scripts/cluster.mjs).
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCluster, workerCount } from "./cluster.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildEntry = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "server/index.js");

function newestSource(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestSource(path.join(entry, child)));
  return newest;
}

const sources = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
const stale = !existsSync(buildEntry) || sources.some((s) => newestSource(s) > statSync(buildEntry).mtimeMs);
const canBuild = existsSync(path.join(root, "node_modules/@react-router/dev"));

if (stale && canBuild) {
  console.log("namesmith: building the site (first start, or the sources changed)…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (!existsSync(buildEntry)) {
  console.error("namesmith: cannot start: there is no build. Run `npm run build` first.");
  process.exit(1);
}

process.chdir(root);
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const workers = workerCount(process.env);
if (workers.error) {
  console.error(`namesmith: cannot start. ${workers.error}`);
  process.exit(1);
}
if (workers.notice) console.log(`namesmith: ${workers.notice}`);
if (workers.count > 1 && cluster.isPrimary) runCluster(workers.count, path.join(root, "server.mjs"));
else await import(path.join(root, "server.mjs"));
