// Which domain endings a result card checks, and the links that go with a
// name. Shared by the server and the browser (no server-only imports).

/** Checked unless the user or the generator picks others. */
export const DEFAULT_TLDS = ["com", "net", "io", "co", "app"] as const;

/** The endings a user can choose from on a generator page. */
export const SELECTABLE_TLDS = ["com", "net", "org", "io", "co", "app", "dev", "ai", "shop", "store", "xyz", "online", "tech", "site"] as const;

/** At most this many endings per name, so one card never sends a flood of lookups. */
export const MAX_TLDS = 6;

/** Generators where another ending fits better than the general default. */
const GENERATOR_TLDS: Record<string, readonly string[]> = {
  "ecommerce-store": ["com", "shop", "store", "net", "co"],
  "handmade-business": ["com", "shop", "store", "co", "net"],
  "candle-business": ["com", "shop", "store", "co", "net"],
  "jewelry-brand": ["com", "shop", "store", "co", "net"],
  "fashion-brand": ["com", "shop", "store", "co", "net"],
  "software-app": ["com", "app", "io", "dev", "co"],
  saas: ["com", "io", "app", "co", "dev"],
  "ai-startup": ["com", "ai", "io", "app", "co"],
  "tech-startup": ["com", "io", "co", "app", "tech"],
};

export function defaultTldsFor(generator: string): string[] {
  return [...(GENERATOR_TLDS[generator] ?? DEFAULT_TLDS)];
}

/** A list of endings as typed or sent ("com, .net"), cleaned: known shape, no repeats, at most MAX_TLDS. */
export function parseTlds(raw: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (raw ?? "").split(/[\s,]+/)) {
    const tld = part.trim().toLowerCase().replace(/^\.+/, "");
    if (/^(?:[a-z]{2,24}|xn--[a-z0-9-]{2,59})$/.test(tld)) seen.add(tld);
  }
  return [...seen].slice(0, MAX_TLDS);
}

export interface TrademarkLink {
  office: string;
  href: string;
}

/** Trademark searches prefilled with the name: a starting point, not legal advice. */
export function trademarkLinks(name: string): TrademarkLink[] {
  const q = encodeURIComponent(name.trim());
  return [
    { office: "USPTO", href: `https://tmsearch.uspto.gov/search/search-results?query=${q}` },
    { office: "EUIPO", href: `https://euipo.europa.eu/eSearch/#basic/1+1+1+1/100+100+100+100/${q}` },
    { office: "WIPO", href: `https://branddb.wipo.int/en/similarname?sort=score%20desc&strategy=concept&brandName=${q}` },
  ];
}

export const TRADEMARK_NOTE = "A starting point, not legal advice.";

export type DomainStatus = "available" | "taken" | "unknown";

export interface DomainResult {
  tld: string;
  domain: string;
  status: DomainStatus;
  /** ISO time of the answer (from the cache, or now). */
  checkedAt: string;
  /** Where to register it, for available domains. */
  registerUrl?: string;
}

export interface DomainReport {
  name: string;
  label: string | null;
  /** Why the name cannot be a domain, when it cannot. */
  problem: string | null;
  results: DomainResult[];
}
