import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** The cookies a response sets, as a browser sends them back ("a=1; b=2"). */
export function cookiesOf(res: { headers: Headers }): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A form posted as a browser posts it from the site's own page (no redirects followed). */
export function postForm(baseURL: string, path: string, fields: Record<string, string>, cookie = ""): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { origin: baseURL, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface RunningServer {
  baseURL: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production build (BUILD_DIR or build/) and waits until /healthz
 * answers. A new embedded database can take long on a busy machine: `timeoutMs`.
 */
export async function startServer(env: Record<string, string>, { timeoutMs = 60_000 } = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: baseURL, AI_API_KEY: "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
