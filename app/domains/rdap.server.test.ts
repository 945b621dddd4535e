import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { parseBootstrap, rdapTable, refreshBootstrapInBackground, resetBootstrap, SHIPPED_TABLE } from "./bootstrap.server";
import { allowDomainLookup, LOOKUPS_PER_MINUTE } from "./domains.server";
import { toDomainLabel } from "./labels.server";
import { checkName, lookupDomain, resetRdapCooldowns, type RdapOptions } from "./rdap.server";
import { parseTlds, trademarkLinks } from "./tlds";

// A local RDAP registry: every answer a real one can give, no internet.
let server: Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? "";
    requests.push(url);
    if (url === "/dns.json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ services: [[["com", "example"], [`${base}`]]] }));
      return;
    }
    if (url === "/broken.json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("{ not json");
      return;
    }
    const domain = decodeURIComponent(url.replace(/^\/[a-z-]+\/domain\//, ""));
    const label = domain.split(".")[0];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/rdap+json" });
      res.end(JSON.stringify(body));
    };
    if (label.startsWith("taken")) return json(200, { objectClassName: "domain", ldhName: domain.toUpperCase() });
    if (label === "busy") {
      res.writeHead(429, { "Content-Type": "application/rdap+json", "Retry-After": "30" });
      res.end(JSON.stringify({ errorCode: 429 }));
      return;
    }
    if (label === "broken") return json(500, { errorCode: 500 });
    if (label === "elsewhere") return json(200, { objectClassName: "entity", handle: "X" });
    if (label === "moved") {
      res.writeHead(302, { Location: "https://rdap.example.net/domain/moved.com" });
      res.end();
      return;
    }
    if (label === "slow") {
      setTimeout(() => json(404, { errorCode: 404 }), 1_500);
      return;
    }
    json(404, { errorCode: 404, title: "Not Found" });
  });
  // Creating a test database takes longer than Node's default keep-alive.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rdap/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const options = (): RdapOptions => ({
  baseFor: (tld) => (tld === "com" || tld === "net" ? base : undefined),
  timeoutMs: 400,
  registerUrl: (domain) => `https://registrar.example/search?domain=${domain}`,
});

describe("one RDAP lookup", () => {
  test("404 is available, 200 about this domain is taken", async () => {
    expect(await lookupDomain(base, "lunabay.com")).toBe("available");
    expect(await lookupDomain(base, "takenname.com")).toBe("taken");
  });

  test("server errors, timeouts, redirects and answers about something else are unknown", async () => {
    expect(await lookupDomain(base, "broken.com")).toBe("unknown");
    expect(await lookupDomain(base, "slow.com", { timeoutMs: 200 })).toBe("unknown");
    expect(await lookupDomain(base, "moved.com")).toBe("unknown");
    expect(await lookupDomain(base, "elsewhere.com")).toBe("unknown");
  });

  test("a rate limit is unknown, and that registry is left alone until its Retry-After", async () => {
    const limited = base.replace(/rdap\/$/, "limited/");
    expect(await lookupDomain(limited, "busy.com")).toBe("unknown");
    requests.length = 0;
    expect(await lookupDomain(limited, "lunabay.com")).toBe("unknown");
    expect(requests).toEqual([]);
    // Other registries, and other endings on the same server, are not affected.
    expect(await lookupDomain(base, "lunabay.com")).toBe("available");
    expect(await lookupDomain(limited, "lunabay.net")).toBe("available");
    resetRdapCooldowns();
    expect(await lookupDomain(limited, "lunabay.com")).toBe("available");
  });

  test("a registry that cannot be reached is unknown", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    expect(await lookupDomain(`http://127.0.0.1:${port}/rdap/`, "lunabay.com", { timeoutMs: 500 })).toBe("unknown");
  });
});

describe("domain labels", () => {
  test("lower case, spaces and punctuation removed, accents folded", () => {
    expect(toDomainLabel("Luna Bay")).toEqual({ ok: true, label: "lunabay" });
    expect(toDomainLabel("Café Crème!")).toEqual({ ok: true, label: "cafecreme" });
    expect(toDomainLabel("Jean-Luc's Bakery")).toEqual({ ok: true, label: "jeanlucsbakery" });
    expect(toDomainLabel("Bread & Butter")).toEqual({ ok: true, label: "breadandbutter" });
    expect(toDomainLabel("Straße Øl")).toEqual({ ok: true, label: "strasseol" });
  });

  test("names in other scripts become punycode", () => {
    expect(toDomainLabel("日本語")).toEqual({ ok: true, label: "xn--wgv71a119e" });
    expect(toDomainLabel("Москва")).toEqual({ ok: true, label: "xn--80adxhks" });
  });

  test("too long or empty labels are flagged", () => {
    expect(toDomainLabel("a".repeat(64))).toMatchObject({ ok: false, problem: expect.stringContaining("Too long") });
    expect(toDomainLabel("a".repeat(63))).toEqual({ ok: true, label: "a".repeat(63) });
    expect(toDomainLabel("!!! ???")).toMatchObject({ ok: false });
  });
});

describe("the bootstrap registry", () => {
  beforeEach(() => resetBootstrap());
  afterAll(() => resetBootstrap());

  test("the shipped snapshot knows the common TLDs", () => {
    expect(SHIPPED_TABLE.get("com")).toBe("https://rdap.verisign.com/com/v1/");
    expect(SHIPPED_TABLE.get("net")).toBe("https://rdap.verisign.com/net/v1/");
    expect(SHIPPED_TABLE.get("org")).toBe("https://rdap.publicinterestregistry.org/rdap/");
    expect(SHIPPED_TABLE.get("app")).toBe("https://pubapi.registry.google/rdap/");
    for (const tld of ["io", "co", "shop", "xyz", "ai", "dev"]) expect(SHIPPED_TABLE.has(tld)).toBe(true);
  });

  test("a refresh replaces the table, at most once a day", async () => {
    await refreshBootstrapInBackground(`${base.replace(/rdap\/$/, "")}dns.json`, fetch, 1_000_000_000);
    expect(rdapTable().get("example")).toBe(base);
    expect(rdapTable().has("net")).toBe(false);
    expect(refreshBootstrapInBackground(`${base}dns.json`, fetch, 1_000_000_000 + 60_000)).toBeNull();
  });

  test("a failed refresh keeps the table in use", async () => {
    await refreshBootstrapInBackground(`${base.replace(/rdap\/$/, "")}broken.json`, fetch, 1_000_000_000);
    expect(rdapTable()).toBe(SHIPPED_TABLE);
    resetBootstrap();
    await refreshBootstrapInBackground("http://127.0.0.1:9/dns.json", fetch, 1_000_000_000);
    expect(rdapTable()).toBe(SHIPPED_TABLE);
  });

  test("a file of the wrong shape is refused", () => {
    expect(() => parseBootstrap({ services: "nope" })).toThrow();
    expect(parseBootstrap({ services: [[["Com"], ["http://a.example/x", "https://b.example/rdap"]]] }).get("com")).toBe("https://b.example/rdap/");
  });
});

describe("the client pieces", () => {
  test("TLDs are cleaned and capped", () => {
    expect(parseTlds(".COM, net  io,co,app,dev,xyz")).toEqual(["com", "net", "io", "co", "app", "dev"]);
    expect(parseTlds("com,com,c,-x,../etc")).toEqual(["com"]);
  });

  test("trademark links carry the name", () => {
    const links = trademarkLinks("Luna Bay");
    expect(links.map((l) => l.office)).toEqual(["USPTO", "EUIPO", "WIPO"]);
    expect(links[0].href).toBe("https://tmsearch.uspto.gov/search/search-results?query=Luna%20Bay");
    expect(links[1].href).toBe("https://euipo.europa.eu/eSearch/#basic/1+1+1+1/100+100+100+100/Luna%20Bay");
    expect(links[2].href).toBe("https://branddb.wipo.int/en/similarname?sort=score%20desc&strategy=concept&brandName=Luna%20Bay");
  });

});

describe.each(databaseKinds())("checking a name on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());

  test("one address gets a fair share of lookups per minute, counted in the database", async () => {
    const key = `ip-${Math.random()}`;
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) expect(await allowDomainLookup(t.handle.db, key, 5_000)).toBe(true);
    expect(await allowDomainLookup(t.handle.db, key, 5_001)).toBe(false);
    expect(await allowDomainLookup(t.handle.db, key, 65_001)).toBe(true);
  });

  test("each TLD gets its answer, a TLD without RDAP is unknown, available ones link to the registrar", async () => {
    const report = await checkName(t.handle.db, "Luna Bay", ["com", "net", "de"], options());
    expect(report.label).toBe("lunabay");
    expect(report.results.map((r) => [r.domain, r.status])).toEqual([
      ["lunabay.com", "available"],
      ["lunabay.net", "available"],
      ["lunabay.de", "unknown"],
    ]);
    expect(report.results[0].registerUrl).toBe("https://registrar.example/search?domain=lunabay.com");
    expect(report.results[2].registerUrl).toBeUndefined();
    expect(Date.parse(report.results[0].checkedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("definite answers are cached for a few hours; unknown ones are asked again", async () => {
    await checkName(t.handle.db, "Taken Thing", ["com"], options());
    await checkName(t.handle.db, "Broken", ["com"], options());
    requests.length = 0;
    const again = await checkName(t.handle.db, "Taken Thing", ["com"], options());
    expect(again.results[0].status).toBe("taken");
    expect(requests).toEqual([]);
    await checkName(t.handle.db, "Broken", ["com"], options());
    expect(requests).toEqual(["/rdap/domain/broken.com"]);
    // Hours later the cached answer is stale and the registry is asked again.
    requests.length = 0;
    await checkName(t.handle.db, "Taken Thing", ["com"], { ...options(), now: () => new Date(Date.now() + 5 * 60 * 60 * 1000) });
    expect(requests).toEqual(["/rdap/domain/takenthing.com"]);
  });

  test("a slow registry does not hold the other answers back beyond the timeout", async () => {
    const started = Date.now();
    const report = await checkName(t.handle.db, "slow", ["com", "net"], options());
    expect(report.results.map((r) => r.status)).toEqual(["unknown", "unknown"]);
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  test("a name that cannot be a domain says why and asks nobody", async () => {
    requests.length = 0;
    const report = await checkName(t.handle.db, "a".repeat(70), ["com"], options());
    expect(report.problem).toContain("Too long");
    expect(report.results).toEqual([]);
    expect(requests).toEqual([]);
  });
});
