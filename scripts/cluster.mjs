// Several server processes on one port (Node's cluster module), for `npm start`
// on PostgreSQL. See docs/decisions/0018-cdn-headers-and-cluster.md.
//
// WEB_CONCURRENCY: empty or 1 = one process (the default); a whole number =
// that many; `auto` = one per CPU core. The embedded database (PGlite) belongs
// to one process, so without DATABASE_URL there is always exactly one.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

/**
 * How many server processes to run.
 * @param {Record<string, string | undefined>} env
 * @returns {{ count: number, error?: string, notice?: string }}
 */
export function workerCount(env, cores = availableParallelism()) {
  const raw = (env.WEB_CONCURRENCY ?? "").trim();
  let wanted = 1;
  if (raw.toLowerCase() === "auto") wanted = cores;
  else if (raw !== "") {
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 256) {
      return { count: 0, error: `WEB_CONCURRENCY must be a whole number from 1 to 256, or "auto" (got "${raw}")` };
    }
    wanted = Number(raw);
  }
  if (wanted > 1 && !(env.DATABASE_URL ?? "").trim()) {
    return {
      count: 1,
      notice: `WEB_CONCURRENCY=${raw} ignored: the embedded database serves one process. Set DATABASE_URL (PostgreSQL) to run ${wanted}.`,
    };
  }
  return { count: wanted };
}

/**
 * Runs `entry` in `count` worker processes sharing one port. The first worker
 * starts alone (it applies the migrations and creates the first administrator),
 * the others once it listens. A worker that dies after it started is replaced;
 * one that cannot start stops everything with its exit code. SIGTERM or SIGINT
 * stops every worker (each finishes its requests) and then this process.
 * @param {number} count
 * @param {string} entry
 */
export function runCluster(count, entry) {
  cluster.setupPrimary({ exec: entry });
  const started = new Set();
  let stopping = false;
  let exitCode = 0;
  let othersForked = false;

  const say = (msg) => console.log(`namesmith: ${msg}`);

  function stop(signal, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (signal) say(`${signal}, stopping ${Object.keys(cluster.workers ?? {}).length} worker(s)`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const timer = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(exitCode || 1);
    }, 15_000);
    timer.unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  }

  cluster.on("listening", (worker) => {
    if (started.has(worker.id)) return;
    started.add(worker.id);
    if (!othersForked && !stopping) {
      othersForked = true;
      for (let i = 1; i < count; i++) cluster.fork();
    }
    if (started.size === count) say(`${count} workers listening (WEB_CONCURRENCY)`);
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!started.has(worker.id)) {
      say(`a worker could not start (exit code ${code ?? signal}); stopping`);
      stop(null, code || 1);
      return;
    }
    started.delete(worker.id);
    say(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    cluster.fork();
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  cluster.fork();
}
