import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "namesmith-config-"));

describe("configuration", () => {
  test("runs with nothing set: embedded database in the data directory, a generated secret kept private", () => {
    const dir = dataDir();
    const c = parseConfig({ DATA_DIR: dir });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PGLITE_DIR).toBe(path.join(dir, "pgdata"));
    expect(c.SITE_URL).toBe("http://localhost:3000");
    expect(c.APP_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dir, "secret.key")).mode & 0o777).toBe(0o600);
    // The same secret on the next start, so sessions survive a restart.
    expect(parseConfig({ DATA_DIR: dir }).APP_SECRET).toBe(c.APP_SECRET);
    expect(readFileSync(path.join(dir, "secret.key"), "utf8").trim()).toBe(c.APP_SECRET);
  });

  test("empty values count as unset, as in .env.example", () => {
    const c = parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: "", SITE_URL: "", APP_SECRET: "", AI_API_KEY: "" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.AI_API_KEY).toBeUndefined();
  });

  test("lists every wrong value at once, readably", () => {
    let error: unknown;
    try {
      parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SITE_URL: "not a url", APP_SECRET: "short", SUPPORT_EMAIL: "nobody" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        "PORT: must be a number",
        "DATABASE_URL: must start with postgres:// or postgresql://",
        "SITE_URL: must be a URL such as https://example.com",
        "APP_SECRET: must be at least 32 characters (try: openssl rand -hex 32)",
        "SUPPORT_EMAIL: must be an e-mail address",
      ]),
    );
    expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  test("production on a shared database requires an explicit secret", () => {
    expect(() => parseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/namesmith", DATA_DIR: dataDir() })).toThrow(
      /APP_SECRET: must be set when running in production with DATABASE_URL/,
    );
  });

  test("a trailing slash on SITE_URL is dropped so links are built consistently", () => {
    expect(parseConfig({ DATA_DIR: dataDir(), SITE_URL: "https://namesmith.app/" }).SITE_URL).toBe("https://namesmith.app");
  });

  test("TRUST_PROXY: off, a number of hops, or the proxies' addresses; true means the one proxy in front", () => {
    const trust = (value: string) => parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust("")).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("true")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.1, 10.0.0.2")).toEqual(["10.0.0.1", "10.0.0.2"]);
    expect(trust("loopback,10.0.0.0/8,fd00::/8")).toEqual(["loopback", "10.0.0.0/8", "fd00::/8"]);
    expect(() => trust("yes")).toThrow(/TRUST_PROXY: must be false, a number of proxy hops .*not understood: yes/);
    expect(() => trust("10.0.0.1,proxy.example")).toThrow(/not understood: proxy.example/);
    expect(() => trust("10.0.0.0/33")).toThrow(/not understood: 10.0.0.0\/33/);
  });
});

describe("payments test mode", () => {
  const pgUrl = "postgres://db/namesmith";
  test("is on for the embedded database and off with DATABASE_URL unless PAYMENTS_TEST_MODE=true", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).paymentsTestMode).toBe(true);
    expect(parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: pgUrl }).paymentsTestMode).toBe(false);
    expect(parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: pgUrl, PAYMENTS_TEST_MODE: "" }).paymentsTestMode).toBe(false);
    expect(parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: pgUrl, PAYMENTS_TEST_MODE: "true" }).paymentsTestMode).toBe(true);
    expect(parseConfig({ DATA_DIR: dataDir(), PAYMENTS_TEST_MODE: "false" }).paymentsTestMode).toBe(false);
  });

  test("a value that is not true or false is refused", () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), PAYMENTS_TEST_MODE: "yes please" })).toThrow(/PAYMENTS_TEST_MODE: must be true or false/);
  });
});
