import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type Logger } from "pino";

/**
 * The site's one logger: JSON lines on stdout (pino), secrets removed by path.
 * Every line written while a request is handled carries that request's id
 * (server.mjs runs each request inside `withRequestLog`).
 *
 * Use `log()` for the current request's logger (or the root logger outside a
 * request): `log().warn({ kind: "throttle", route }, "sign-in throttled")`.
 */

/** Paths whose values never reach the log, whatever object they sit in. */
export const REDACT_PATHS = [
  "authorization",
  "cookie",
  "password",
  "newPassword",
  "currentPassword",
  "apiKey",
  "key",
  "secret",
  "token",
  "cardNumber",
  "cvv",
  "cvc",
  "card",
  "*.authorization",
  "*.cookie",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.apiKey",
  "*.key",
  "*.secret",
  "*.token",
  "*.cardNumber",
  "*.cvv",
  "*.cvc",
  "*.card",
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
];

type Level = "debug" | "info" | "warn" | "error" | "silent";

function initialLevel(): Level {
  const level = process.env.LOG_LEVEL?.trim();
  if (level === "debug" || level === "info" || level === "warn" || level === "error" || level === "silent") return level;
  // Tests keep their output for failures; a test that wants lines sets LOG_LEVEL.
  return process.env.VITEST ? "silent" : "info";
}

let root: Logger = createLogger();

/** A logger writing to `destination` (a stream; stdout when omitted). Tests pass their own. */
export function createLogger(destination?: NodeJS.WritableStream, level: Level = initialLevel()): Logger {
  const options = {
    level,
    base: undefined,
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options);
}

/** Replace the root logger (config's LOG_LEVEL at boot; tests capture lines). */
export function setLogger(logger: Logger): void {
  root = logger;
}

export function setLogLevel(level: Level): void {
  root.level = level;
}

const requestLog = new AsyncLocalStorage<Logger>();

/** The current request's logger (with its request id), or the root logger. */
export function log(): Logger {
  return requestLog.getStore() ?? root;
}

/** Run `fn` with a child logger that stamps `bindings` (request id, route) on every line. */
export function withRequestLog<T>(bindings: Record<string, unknown>, fn: () => T): T {
  return requestLog.run(root.child(bindings), fn);
}

/**
 * One line per administrator action (settings saved, an account changed, a
 * post edited); the audit_log table keeps the full record.
 */
export function logAdminAction(action: string, actorId: string | null, target: string, details: Record<string, unknown> = {}): void {
  log().info({ event: "admin-action", action, actorId, target, ...details }, `admin: ${action}`);
}

/** A short form of a user's text for the log: never the whole of it. */
export function excerpt(text: string, max = 40): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
