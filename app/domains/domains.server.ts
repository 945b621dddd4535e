import { allowAttempt } from "~/auth/throttle.server";
import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { domainSettings } from "~/settings/settings.server";
import { IANA_BOOTSTRAP_URL, rdapTable, refreshBootstrapInBackground } from "./bootstrap.server";
import { checkName, type RdapOptions } from "./rdap.server";
import type { DomainReport } from "./tlds";

/**
 * RDAP options from the configuration: the bootstrap table (refreshed daily
 * from IANA unless RDAP_BOOTSTRAP_URL=off), or RDAP_BASE_OVERRIDE for every
 * TLD it lists, and the registrar search from the settings.
 */
export async function rdapOptions(db: Database): Promise<RdapOptions> {
  const c = config();
  if (c.RDAP_BOOTSTRAP_URL !== "off") void refreshBootstrapInBackground(c.RDAP_BOOTSTRAP_URL ?? IANA_BOOTSTRAP_URL);
  const override = c.RDAP_BASE_OVERRIDE ? (c.RDAP_BASE_OVERRIDE.endsWith("/") ? c.RDAP_BASE_OVERRIDE : `${c.RDAP_BASE_OVERRIDE}/`) : null;
  const { registrarSearchUrl } = await domainSettings(db);
  return {
    baseFor: (tld) => {
      const base = rdapTable().get(tld);
      return base && override ? override : base;
    },
    registerUrl: (domain) => registrarSearchUrl.replace("{domain}", encodeURIComponent(domain)),
  };
}

export async function checkDomains(db: Database, name: string, tlds: string[]): Promise<DomainReport> {
  return checkName(db, name, tlds, await rdapOptions(db));
}

// Lookups per client address per minute. Answers are cached in the database
// for everyone; this only keeps one visitor from driving the registries. The
// count lives in the database too, so every instance shares it.
export const LOOKUPS_PER_MINUTE = 90;

/** Counts one /api/domains request from this address; false once the minute's share is used. */
export function allowDomainLookup(db: Database, clientKey: string, now = Date.now()): Promise<boolean> {
  return allowAttempt(db, `domains:${clientKey}`, LOOKUPS_PER_MINUTE, 60, now);
}
