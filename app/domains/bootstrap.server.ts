import shipped from "./bootstrap.json";
import { log } from "~/lib/log.server";

// Which RDAP server answers for each TLD: the IANA bootstrap registry for
// domain names (RFC 9224). A snapshot of the common TLDs ships with the app
// (bootstrap.json, written by hand from https://data.iana.org/rdap/dns.json,
// so a base URL may have moved since); while running, each instance replaces
// it with the live file at most once a day. A failed refresh is ignored and
// never delays a check: the last good table stays in use.

export const IANA_BOOTSTRAP_URL = "https://data.iana.org/rdap/dns.json";
const REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;
const REFRESH_TIMEOUT_MS = 10_000;

export type RdapTable = ReadonlyMap<string, string>;

/** Reads a bootstrap file into TLD → base URL (https preferred); throws on a file of the wrong shape. */
export function parseBootstrap(file: unknown): RdapTable {
  const services = (file as { services?: unknown })?.services;
  if (!Array.isArray(services)) throw new Error("not an RDAP bootstrap file");
  const table = new Map<string, string>();
  for (const service of services) {
    if (!Array.isArray(service) || !Array.isArray(service[0]) || !Array.isArray(service[1])) continue;
    const urls = (service[1] as unknown[]).filter((u): u is string => typeof u === "string" && /^https?:\/\//.test(u));
    const base = urls.find((u) => u.startsWith("https://")) ?? urls[0];
    if (!base) continue;
    for (const tld of service[0] as unknown[]) if (typeof tld === "string") table.set(tld.toLowerCase(), base.endsWith("/") ? base : `${base}/`);
  }
  if (table.size === 0) throw new Error("the bootstrap file lists no services");
  return table;
}

export const SHIPPED_TABLE: RdapTable = parseBootstrap(shipped);

let current: RdapTable = SHIPPED_TABLE;
let lastAttempt = 0;

/** The table in use now (shipped, or the last good refresh). */
export function rdapTable(): RdapTable {
  return current;
}

/**
 * Starts a refresh from `url` when the last attempt is more than a day old.
 * Returns at once; the answer replaces the table only if it reads correctly.
 */
export function refreshBootstrapInBackground(url: string, fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<void> | null {
  if (now - lastAttempt < REFRESH_EVERY_MS) return null;
  lastAttempt = now;
  return fetchImpl(url, { signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS), headers: { Accept: "application/json" } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`status ${res.status}`);
      current = parseBootstrap(await res.json());
    })
    .catch((err: unknown) => {
      log().warn({ error: (err as Error)?.message ?? String(err) }, "rdap: bootstrap refresh failed, keeping the current table");
    });
}

/** For tests: back to the shipped table, refresh allowed again. */
export function resetBootstrap(): void {
  current = SHIPPED_TABLE;
  lastAttempt = 0;
}
