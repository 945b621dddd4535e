import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { domainChecks } from "~/db/schema";
import { toDomainLabel } from "./labels.server";
import type { DomainReport, DomainResult, DomainStatus } from "./tlds";
import { log } from "~/lib/log.server";

// Domain availability over RDAP: GET {base}domain/{name} answers 200 when the
// name is registered and 404 when it is not. Anything else — a rate limit, a
// server error, a timeout, a redirect to another server, an answer about some
// other object, a TLD with no RDAP server — means "unknown", never "available".

export const CHECK_TIMEOUT_MS = 4_000;
/** How long a definite answer is reused, by every instance. */
export const CACHE_MS = 4 * 60 * 60 * 1000;

export interface RdapOptions {
  /** TLD → RDAP base URL (ending in /); a TLD it does not know cannot be checked. */
  baseFor: (tld: string) => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Registrar search for available domains; {domain} is replaced. */
  registerUrl?: (domain: string) => string;
  now?: () => Date;
}

// A registry that answered 429 is left alone for a while (its Retry-After,
// within 10 s to 5 min), per instance and TLD: its answers are "unknown"
// meanwhile. Per TLD, because one server (or RDAP_BASE_OVERRIDE) may answer
// for several registries.
const coolingUntil = new Map<string, number>();

function coolDown(key: string, retryAfter: string | null): void {
  const seconds = Number(retryAfter);
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(300, Math.max(10, seconds)) : 60;
  coolingUntil.set(key, Date.now() + wait * 1000);
}

/** For tests: forget every registry's rate limit. */
export function resetRdapCooldowns(): void {
  coolingUntil.clear();
}

/** Asks one registry about one domain. Never throws. */
export async function lookupDomain(base: string, domain: string, options: Pick<RdapOptions, "fetch" | "timeoutMs"> = {}): Promise<DomainStatus> {
  const fetchImpl = options.fetch ?? fetch;
  const coolingKey = `${base} ${domain.slice(domain.lastIndexOf(".") + 1)}`;
  if ((coolingUntil.get(coolingKey) ?? 0) > Date.now()) return "unknown";
  try {
    const res = await fetchImpl(`${base}domain/${encodeURIComponent(domain)}`, {
      headers: { Accept: "application/rdap+json, application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? CHECK_TIMEOUT_MS),
    });
    if (res.status === 404) {
      await res.body?.cancel();
      return "available";
    }
    if (res.status !== 200) {
      if (res.status === 429) coolDown(coolingKey, res.headers.get("retry-after"));
      await res.body?.cancel();
      return "unknown";
    }
    // A 200 counts only when it is this registry's record of this very domain.
    const body = (await res.json()) as { objectClassName?: unknown; ldhName?: unknown };
    const about = typeof body.ldhName === "string" ? body.ldhName.toLowerCase().replace(/\.$/, "") : "";
    return body.objectClassName === "domain" && about === domain ? "taken" : "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Checks a name in each TLD: cached answers first (one query), the rest from
 * the registries in parallel; definite answers are stored for CACHE_MS.
 */
export async function checkName(db: Database, name: string, tlds: string[], options: RdapOptions): Promise<DomainReport> {
  const now = options.now ?? (() => new Date());
  const label = toDomainLabel(name);
  if (!label.ok) return { name, label: null, problem: label.problem, results: [] };
  const domains = tlds.map((tld) => ({ tld, domain: `${label.label}.${tld}` }));
  if (domains.length === 0) return { name, label: label.label, problem: null, results: [] };

  const fresh = new Date(now().getTime() - CACHE_MS);
  const cached = await db
    .select({ domain: domainChecks.domain, status: domainChecks.status, checkedAt: domainChecks.checkedAt })
    .from(domainChecks)
    .where(and(inArray(domainChecks.domain, domains.map((d) => d.domain)), gt(domainChecks.checkedAt, fresh)));
  const known = new Map(cached.map((row) => [row.domain, row]));

  const results = await Promise.all(
    domains.map(async ({ tld, domain }): Promise<DomainResult> => {
      const hit = known.get(domain);
      if (hit) return withLink({ tld, domain, status: hit.status, checkedAt: hit.checkedAt.toISOString() }, options);
      const base = options.baseFor(tld);
      const status = base ? await lookupDomain(base, domain, options) : "unknown";
      const checkedAt = now();
      if (status !== "unknown") {
        await db
          .insert(domainChecks)
          .values({ domain, status, checkedAt })
          .onConflictDoUpdate({ target: domainChecks.domain, set: { status, checkedAt } })
          .catch((err: unknown) => log().warn({ domain, error: (err as Error)?.message ?? String(err) }, "rdap: could not cache a lookup"));
      }
      return withLink({ tld, domain, status, checkedAt: checkedAt.toISOString() }, options);
    }),
  );
  return { name, label: label.label, problem: null, results };
}

function withLink(result: DomainResult, options: RdapOptions): DomainResult {
  return result.status === "available" && options.registerUrl ? { ...result, registerUrl: options.registerUrl(result.domain) } : result;
}

/** Forgets one cached answer (tests, and an admin who knows better). */
export async function forgetDomain(db: Database, domain: string): Promise<void> {
  await db.delete(domainChecks).where(eq(domainChecks.domain, domain));
}
