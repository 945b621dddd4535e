import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startServer, type RunningServer } from "./server";

// The public edges, probed as an attacker would: bodies without end, forged
// client addresses, a data directory other users could read, secrets in logs.
// One server of its own: a fresh data directory, one trusted proxy hop.

// The embedded database with its generated secret, whatever the shell exports.
const EMBEDDED = { DATABASE_URL: "", APP_SECRET: "" };

let root: string;
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "namesmith-edges-"));
  // Not created yet: the server makes it.
  dataDir = path.join(root, "data");
  server = await startServer({ ...EMBEDDED, DATA_DIR: dataDir, TRUST_PROXY: "1", RDAP_BOOTSTRAP_URL: "off" }, { timeoutMs: 240_000 });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Every path under `dir` whose mode lets its group or anyone else in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path.relative(dir, target) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const child of readdirSync(target)) walk(path.join(target, child));
  };
  walk(dir);
  return found;
}

/** Resident memory of the server process, in MB. */
function serverRssMb(): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * Streams `megabytes` of form data to `pathname` in chunks (no Content-Length),
 * as fast as the server takes it, and stops once the server answers.
 */
function streamBody(pathname: string, megabytes: number, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(pathname, server.baseURL);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL, ...headers },
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      res.on("error", reject);
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (!answered && sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.write("description=");
    pump();
  });
}

async function healthy(): Promise<boolean> {
  return (await fetch(`${server.baseURL}/healthz`)).ok;
}

describe("request bodies", () => {
  test("50 MB streamed without a length to any route is cut at that route's limit: 413, connection closed, memory flat", { timeout: 180_000 }, async () => {
    const before = serverRssMb();
    for (const pathname of ["/sign-in", "/api/generate/dog", "/api/auth/sign-in/email", "/api/webhooks/2checkout", "/admin/blog/new", "/ai-dog-name-generator"]) {
      const answer = await streamBody(pathname, 50);
      expect({ pathname, status: answer.status, connection: answer.connection }).toEqual({ pathname, status: 413, connection: "close" });
      expect(answer.body).toContain("What you sent is larger than this page accepts");
      expect(await healthy()).toBe(true);
    }
    // Six 50 MB bodies read whole would have added hundreds of MB.
    expect(serverRssMb() - before).toBeLessThan(100);
  });

  test("a declared length past the limit is refused before anything is read", async () => {
    const res = await fetch(`${server.baseURL}/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL },
      body: `email=${"a".repeat(64 * 1024)}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
  });

  test("a chunked body within the limit still works", async () => {
    const body = new URLSearchParams({ description: "a tiny brave chihuahua", count: "3", style: "fun" }).toString();
    const res = await fetch(`${server.baseURL}/api/generate/dog`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL, "x-forwarded-for": "198.51.100.1" },
      // A stream has no length: it goes out chunked.
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"type":"done"');
  });
});

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  // The proxy appends the address it saw; whatever the client wrote before it is the client's own invention.
  const viaProxy = (seen: string, i: number) => `${i}.${i}.${i}.${i}, ${seen}`;

  test("anonymous generations from one address hit the limit, whatever X-Forwarded-For the client forges", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const res = await fetch(`${server.baseURL}/api/generate/dog`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL, "x-forwarded-for": viaProxy("203.0.113.7", i) },
        body: new URLSearchParams({ description: "a tiny brave chihuahua", count: "3", style: "fun" }),
      });
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
  });

  test("sign-in attempts from one address are throttled, whatever X-Forwarded-For the client forges", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 22; i++) {
      const res = await fetch(`${server.baseURL}/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL, "x-forwarded-for": viaProxy("203.0.113.8", i) },
        // A different account each time: only the per-address throttle can stop this.
        body: new URLSearchParams({ email: `guess-${i}@example.com`, password: "wrong-password" }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(await res.text()).toContain("Too many attempts. Please wait a few minutes and try again.");
      else await res.text();
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe("logs", () => {
  test("a request's cookie never reaches the log; the request line has its id, route, status and duration", async () => {
    const res = await fetch(`${server.baseURL}/about`, { headers: { cookie: "better-auth.session_token=cookie-secret-4711", "x-request-id": "edges-cookie-probe" } });
    await res.text();
    await expect.poll(() => server.output().includes("edges-cookie-probe"), { timeout: 10_000 }).toBe(true);
    expect(server.output()).not.toContain("cookie-secret-4711");
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes("edges-cookie-probe"))!;
    expect(JSON.parse(line)).toMatchObject({ level: "info", reqId: "edges-cookie-probe", method: "GET", route: "/about", status: 200, msg: "request" });
  });
});

describe("the data directory", () => {
  test("a fresh start makes it and every file in it readable by the server's user only", async () => {
    // Some of everything: a session in the database, an e-mail in the outbox.
    const res = await fetch(`${server.baseURL}/sign-up`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL, "x-forwarded-for": "198.51.100.2" },
      body: new URLSearchParams({ fullName: "Pat Private", email: "pat-private@example.com", password: "secret-1234", confirmPassword: "secret-1234" }),
    });
    expect(res.status).toBe(302);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(dataDir, "outbox")).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  test("a directory left open by an older version is closed at the next start; LOG_LEVEL=warn keeps request lines out", { timeout: 300_000 }, async () => {
    await server.stop();
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "secret.key"), 0o644);
    writeFileSync(path.join(dataDir, "outbox", "old.eml"), "old", { mode: 0o644 });
    chmodSync(path.join(dataDir, "outbox", "old.eml"), 0o644);
    server = await startServer({ ...EMBEDDED, DATA_DIR: dataDir, TRUST_PROXY: "1", RDAP_BOOTSTRAP_URL: "off", LOG_LEVEL: "warn" }, { timeoutMs: 240_000 });
    expect(openToOthers(dataDir)).toEqual([]);

    await (await fetch(`${server.baseURL}/about`, { headers: { "x-request-id": "edges-quiet-probe" } })).text();
    expect((await fetch(`${server.baseURL}/healthz`)).ok).toBe(true);
    expect(server.output()).not.toContain("edges-quiet-probe");
    expect(server.output()).not.toContain('"msg":"request"');
  });
});
