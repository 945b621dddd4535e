import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "~/auth/forms";

// The one place the environment is read. Everything else imports `config()`.

/** Empty strings count as unset, so `.env.example` runs as it is. */
const blankAsUnset = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : v);

const optionalUrl = z.preprocess(blankAsUnset, z.url({ message: "must be a URL such as https://example.com" }).optional());
const optionalString = z.preprocess(blankAsUnset, z.string().optional());

const flag = z.preprocess(
  blankAsUnset,
  z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .optional()
    .transform((v) => v === "true" || v === "1"),
);

/** Express's names for address ranges (proxy-addr): 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private networks. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function validProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the site may tell us the client address
 * (X-Forwarded-For). Off by default; a number of hops (`1`: the one reverse
 * proxy in front) or the proxies' addresses (`10.0.0.1,10.0.0.2`,
 * `10.0.0.0/8`, `loopback`). `true` means one hop: trusting every hop would
 * let a client choose its own address (decision 0011).
 */
const trustProxy = z.preprocess(
  blankAsUnset,
  z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      if (v === undefined || v === "false") return false;
      if (v === "true") return 1;
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        if (hops > 10) ctx.addIssue({ code: "custom", message: "must be at most 10 hops" });
        return hops === 0 ? false : hops;
      }
      const list = v.split(",").map((e) => e.trim()).filter(Boolean);
      const bad = list.filter((e) => !validProxyAddress(e));
      if (bad.length > 0 || list.length === 0) {
        ctx.addIssue({
          code: "custom",
          message: `must be false, a number of proxy hops (1 for one reverse proxy) or a comma-separated list of proxy addresses (10.0.0.1, 10.0.0.0/8, loopback); not understood: ${bad.join(", ") || v}`,
        });
        return false;
      }
      return list;
    }),
);

const schema = z.object({
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(["development", "production", "test"]).default("development")),
  PORT: z.preprocess(blankAsUnset, z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be between 1 and 65535" })
    .max(65535, { message: "must be between 1 and 65535" })
    .default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default("0.0.0.0")),
  SITE_URL: optionalUrl,
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z.string().regex(/^postgres(ql)?:\/\//, { message: "must start with postgres:// or postgresql://" }).optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    blankAsUnset,
    z.coerce.number({ message: "must be a number" }).int({ message: "must be a whole number" }).min(1, { message: "must be at least 1" }).default(10),
  ),
  /** Only for tests against a local stand-in of the 2Checkout REST API. */
  TWOCHECKOUT_API_BASE: optionalUrl,
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default("./data")),
  APP_SECRET: z.preprocess(
    blankAsUnset,
    z.string().min(32, { message: "must be at least 32 characters (try: openssl rand -hex 32)" }).optional(),
  ),
  SUPPORT_EMAIL: z.preprocess(blankAsUnset, z.email({ message: "must be an e-mail address" }).default("support@namesmith.app")),
  TRUST_PROXY: trustProxy,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z.string().regex(/^smtps?:\/\//, { message: "must start with smtp:// or smtps://" }).optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().default("Namesmith <no-reply@namesmith.app>")),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  ADMIN_EMAIL: z.preprocess(blankAsUnset, z.email({ message: "must be an e-mail address" }).optional()),
  ADMIN_PASSWORD: z.preprocess(
    blankAsUnset,
    z.string().min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` }).optional(),
  ),
  /**
   * The test payment processor (any Luhn-valid card buys Premium, no money
   * moves). On by default only on the embedded database; with DATABASE_URL it
   * must be switched on with PAYMENTS_TEST_MODE=true.
   */
  PAYMENTS_TEST_MODE: z.preprocess(blankAsUnset, z.enum(["true", "false", "1", "0"], { message: "must be true or false" }).optional()),
  /** Start-up only: make ADMIN_EMAIL the administrator even if someone already signed up with it (resets it). */
  ADMIN_TAKE_OVER: flag,
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(["debug", "info", "warn", "error"]).default("info")),
  /** Where the daily RDAP bootstrap refresh comes from; "off" keeps the shipped snapshot. */
  RDAP_BOOTSTRAP_URL: z.preprocess(blankAsUnset, z.union([z.literal("off"), z.url({ message: "must be a URL or off" })]).optional()),
  /** One RDAP server for every TLD the bootstrap knows (tests and local fakes). */
  RDAP_BASE_OVERRIDE: optionalUrl,
});

export type Config = Omit<z.infer<typeof schema>, "APP_SECRET" | "SITE_URL" | "DATA_DIR" | "PAYMENTS_TEST_MODE"> & {
  APP_SECRET: string;
  SITE_URL: string;
  DATA_DIR: string;
  /** Where the embedded database lives when DATABASE_URL is not set. */
  PGLITE_DIR: string;
  /** Where e-mails go when SMTP_URL is not set. */
  OUTBOX_DIR: string;
  googleSignIn: boolean;
  isProduction: boolean;
  /** Whether the test payment processor may take orders (PAYMENTS_TEST_MODE, else only on the embedded database). */
  paymentsTestMode: boolean;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Validates the environment. Empty strings count as unset so `.env.example`
 * runs as it is. Throws a ConfigError listing every problem at once.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const c = result.data;
  if (c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) {
    throw new ConfigError(["ADMIN_PASSWORD: must be set together with ADMIN_EMAIL"]);
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const siteUrl = (c.SITE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
  return {
    ...c,
    DATA_DIR: dataDir,
    PGLITE_DIR: path.join(dataDir, "pgdata"),
    OUTBOX_DIR: path.join(dataDir, "outbox"),
    googleSignIn: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    SITE_URL: siteUrl,
    APP_SECRET: c.APP_SECRET ?? localSecret(dataDir, c.NODE_ENV === "production" && !!c.DATABASE_URL),
    isProduction: c.NODE_ENV === "production",
    paymentsTestMode: c.PAYMENTS_TEST_MODE === undefined ? !c.DATABASE_URL : c.PAYMENTS_TEST_MODE === "true" || c.PAYMENTS_TEST_MODE === "1",
  };
}

/**
 * The embedded default keeps a generated secret in the data directory so a
 * fresh clone runs without setup. A production deployment on a shared
 * database must set APP_SECRET so every instance signs with the same key.
 */
function localSecret(dataDir: string, sharedDatabase: boolean): string {
  if (sharedDatabase) {
    throw new ConfigError([
      "APP_SECRET: must be set when running in production with DATABASE_URL (every instance needs the same secret)",
    ]);
  }
  const file = path.join(dataDir, "secret.key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let current: Config | undefined;

export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/** For tests and the boot sequence: replace the active configuration. */
export function setConfig(next: Config): void {
  current = next;
}

/** The only configuration values the browser may see. */
export function publicSiteInfo() {
  const c = config();
  return { siteUrl: c.SITE_URL, siteName: "Namesmith", supportEmail: c.SUPPORT_EMAIL };
}
