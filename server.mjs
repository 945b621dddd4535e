// The production HTTP server: Express in front of the React Router build.
// NODE_ENV must be set before React is imported (imports are hoisted, so
// everything that pulls in React is imported dynamically below).
// First: "react" imported by external packages resolves to Preact.
import "./compat/register.mjs";
import cluster from "node:cluster";
import { chmodSync, existsSync, lstatSync, readdirSync } from "node:fs";
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import compression from "compression";
import getRawBody from "raw-body";
import v8 from "node:v8";
import { createPageCache } from "./page-cache.mjs";

// The JavaScript heap grows by a tenth of its live size between full
// collections (V8 picks up to 4×): under load, short-lived request objects
// that outlive a young-generation collection no longer pile up before they
// are freed. Read by V8 at every collection (issue 16: resident memory; with
// the render memo there is little garbage per request, so the extra full
// collections cost no measurable speed). Figures in decision 0019's addendum.
v8.setFlagsFromString("--heap-growing-percent=10");

// Files this process creates (embedded database, secret, outbox) are readable
// by its own user only: the database holds live session tokens.
process.umask(0o077);

const root = path.dirname(fileURLToPath(import.meta.url));
if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
process.env.NODE_ENV ??= "production";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// The largest body each kind of request may send. Every body is counted as it
// arrives, whatever its framing (Content-Length or chunked), before any route
// sees it; past the limit the answer is 413 and the connection is closed.
const KB = 1024;
const BODY_LIMITS = [
  // The blog editor: up to 100,000 characters of content, percent-encoded.
  [/^\/admin\/blog(\/|$)/, 2048 * KB],
  [/^\/admin(\/|$)/, 256 * KB],
  // Sign-in, sign-up, codes, password resets, the auth library's endpoints: a few short fields.
  [/^\/(api\/auth|sign-in|sign-up|forgot-password|reset-password|admin-login|admin-sign-in|account\/two-factor|logout|auth)(\/|$)/, 16 * KB],
  // A generator's description and choices; a domain lookup.
  [/^\/api\/(generate|domains)(\/|$)/, 16 * KB],
];
// Everything else: generator pages, checkout, favorites, 2Checkout's notifications (a few kB).
const DEFAULT_BODY_LIMIT = 64 * KB;

function bodyLimit(pathname) {
  return BODY_LIMITS.find(([pattern]) => pattern.test(pathname))?.[1] ?? DEFAULT_BODY_LIMIT;
}

const { createRequestHandler } = await import("react-router");
const { writeReadableStreamToWritable } = await import("@react-router/node");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const build = await import(path.join(buildDir, "server/index.js"));
const app_ = build.entry.module;

let cfg;
try {
  cfg = await app_.boot(process.env);
} catch (err) {
  // One line a person can read in the log: what is wrong, and nothing else.
  if (err?.name === "ConfigError") app_.log().fatal({ problems: err.problems }, `namesmith: cannot start. ${err.message}`);
  else if (err?.name === "DatabaseUnavailableError") app_.log().fatal(`namesmith: cannot start: ${err.message}`);
  else app_.log().fatal({ err }, "namesmith: cannot start");
  process.exit(1);
}

makePrivate(cfg.DATA_DIR);

const siteOrigin = new URL(cfg.SITE_URL).origin;
const app = express();
app.disable("x-powered-by");
// A number of hops or the proxies' addresses (app/config.server.ts): Express
// then takes the right-most address no trusted proxy vouches for, never one
// the client wrote itself.
if (cfg.TRUST_PROXY !== false) app.set("trust proxy", cfg.TRUST_PROXY);

// One log line per request, and a request id on every line written while it runs.
app.use((req, res, next) => {
  const id = req.headers["x-request-id"] && /^[\w.-]{1,64}$/.test(req.headers["x-request-id"]) ? req.headers["x-request-id"] : randomUUID();
  res.setHeader("X-Request-Id", id);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = { method: req.method, route: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
    const logger = app_.log();
    if (res.statusCode >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  });
  app_.withRequestLog({ reqId: id }, next);
});

app.use((req, res, next) => {
  // better-auth reads the client address from this header: only we may set it.
  req.headers["x-namesmith-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "0.0.0.0";
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
  // A page that loads a configured third-party script (ads) names its origin
  // in this header; it joins this response's CSP and never leaves the server.
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const extra = extraOrigin(res.getHeader(CSP_EXTRA_ORIGIN_HEADER));
    res.removeHeader(CSP_EXTRA_ORIGIN_HEADER);
    if (extra) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, extra));
    return writeHead.apply(this, args);
  };
  // Which of the WEB_CONCURRENCY processes answered (scripts/cluster.mjs).
  if (cluster.isWorker) res.setHeader("X-Namesmith-Worker", String(cluster.worker.id));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (cfg.isProduction && siteOrigin.startsWith("https:")) {
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  next();
});

// Bad input gets a clear page and changes nothing.
app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return sendError(res, 400, "Bad request", "That address is not a valid URL.");
  }
  if (UNSAFE_METHODS.has(req.method) && !sameSite(req)) {
    return refuseBody(req, res, 403, "Forbidden", "This request came from another website and was refused.");
  }
  next();
});

// Every body is read here, within its route's limit (raw-body stops reading
// at the limit), before anything else sees it.
app.use((req, res, next) => {
  if (req.headers["transfer-encoding"] === undefined && Number(req.headers["content-length"] ?? 0) === 0) return next();
  const limit = bodyLimit(req.path);
  getRawBody(req, { length: req.headers["content-length"], limit }).then(
    (body) => {
      req.rawBody = body;
      next();
    },
    (err) => {
      if (err?.type === "entity.too.large") {
        return refuseBody(req, res, 413, "Request too large", `What you sent is larger than this page accepts (${limit >= 1024 * KB ? `${limit / 1024 / KB} MB` : `${limit / KB} kB`}).`);
      }
      if (err?.type === "request.aborted") return res.destroy();
      refuseBody(req, res, 400, "Bad request", "What you sent could not be read.");
    },
  );
});

// Streamed names must reach the browser as they are written, not when a
// compression buffer fills.
app.use(
  compression({
    threshold: 1024,
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").includes("ndjson") && compression.filter(req, res),
  }),
);

const clientDir = path.join(buildDir, "client");
app.use(
  "/assets",
  express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
);
// Public files all have an extension; pages never do, so they skip the disk.
const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));

// First-time visitors' pages, rendered once every few seconds (page-cache.mjs).
const pageCache = createPageCache();
app.use(pageCache.middleware);

// React Router's handler, fed the body read above (the adapter of
// @react-router/express, which would read the request stream itself).
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
app.all("/{*splat}", async (req, res, next) => {
  try {
    const context = await app_.createLoadContext({ nonce: res.locals.nonce, clientIp: req.headers["x-namesmith-client-ip"] });
    await sendResponse(res, await handleRequest(fetchRequest(req, res), context));
  } catch (err) {
    next(err);
  }
});

// Last resort: never a stack trace in a page.
app.use((err, req, res, _next) => {
  if (err?.type === "entity.too.large") return sendError(res, 413, "Request too large", "What you sent is too large.");
  app_.log().error({ err, method: req.method, route: req.path }, "request failed");
  if (res.headersSent) return res.end();
  sendError(res, 500, "Something went wrong", "We could not complete that request. Please try again in a moment.");
});

const server = app.listen(cfg.PORT, cfg.HOST, () => {
  app_.log().info(
    { port: server.address().port, site: cfg.SITE_URL, database: cfg.DATABASE_URL ? "PostgreSQL" : `embedded in ${cfg.PGLITE_DIR}` },
    `namesmith: listening on http://localhost:${server.address().port}`,
  );
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  app_.log().info({ signal }, "namesmith: shutting down");
  const timer = setTimeout(() => process.exit(0), 8000);
  timer.unref();
  server.close();
  server.closeIdleConnections?.();
  await app_.shutdown();
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

/**
 * Answers a request whose body was not read to its end, and closes the
 * connection. Closing at once would reset it while the client is still
 * sending, and the client could lose the answer: the connection is half-closed
 * after the answer and dropped a moment later (a "lingering close"). Nothing
 * more is read meanwhile.
 */
function refuseBody(req, res, status, title, message) {
  req.socket.destroySoon = function lingeringClose() {
    this.end();
    setTimeout(() => this.destroy(), 2000).unref();
  };
  res.setHeader("Connection", "close");
  sendError(res, status, title, message);
}

/** The Fetch API request for React Router, built as @react-router/express builds it. */
function fetchRequest(req, res) {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p, 10)).find((p) => Number.isSafeInteger(p));
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  let controller = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") init.body = req.rawBody ?? null;
  return new Request(`${req.protocol}://${host}${req.originalUrl}`, init);
}

async function sendResponse(res, response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) return res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (err) {
    if (!(res.destroyed || res.writableEnded)) throw err;
  }
}

/** The data directory and everything in it: the owner's only (older installs were created readable by all). */
function makePrivate(dir) {
  if (!existsSync(dir)) return;
  const walk = (target) => {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) chmodSync(target, stat.mode & 0o700);
    if (stat.isDirectory()) for (const child of readdirSync(target)) walk(path.join(target, child));
  };
  walk(dir);
}

function sameSite(req) {
  const origin = req.headers.origin;
  if (origin) {
    if (origin === "null") return false;
    const own = `${req.protocol}://${req.headers.host}`;
    return origin === siteOrigin || origin === own;
  }
  // Browsers that send no Origin still tell us where a request came from.
  return req.headers["sec-fetch-site"] !== "cross-site";
}

const CSP_EXTRA_ORIGIN_HEADER = "x-namesmith-csp-extra-origin";

/** Only a plain https origin is accepted: nothing that could add a directive. */
function extraOrigin(value) {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

// 2Checkout's 2Pay.js tokenizes cards in its own frame and calls its API from
// the checkout page, and a card's bank check continues on 2Checkout; Google's
// sign-in is reached by a form post that redirects.
const PAYMENT_ORIGINS = "https://*.2checkout.com";
const SIGN_IN_ORIGINS = "https://accounts.google.com";

function contentSecurityPolicy(nonce, extra = null) {
  const more = extra ? ` ${extra}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${more}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${PAYMENT_ORIGINS}${more}`,
    `frame-src 'self' ${PAYMENT_ORIGINS}${more}`,
    // A checkout may continue on the card's bank check (3-D Secure) at 2Checkout.
    `form-action 'self' ${SIGN_IN_ORIGINS} ${PAYMENT_ORIGINS}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function sendError(res, status, title, message) {
  res
    .status(status)
    .type("html")
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} ${title} | Namesmith</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a}main{text-align:center;padding:2rem}h1{font-size:3rem;margin:0}a{color:#4f46e5}</style></head><body><main><h1>${status}</h1><p><strong>${title}</strong></p><p>${message}</p><p><a href="/">Return to Home</a></p></main></body></html>`);
}
