import { eq, sql } from "drizzle-orm";
import { publishedForFeeds } from "~/blog/posts.server";
import { sitemapXml, type SitemapEntry } from "~/blog/feeds";
import type { Database } from "~/db/client.server";
import { appSettings, auditLog } from "~/db/schema";
import { CATEGORY_NAV } from "~/generation/catalog/category-nav";
import { GENERATOR_STRUCTURES } from "~/generation/catalog/structure";
import { log } from "~/lib/log.server";

// /sitemap.xml is generated from the catalog and the published posts, and
// kept in the settings table (key "sitemap") so a request costs one read.
// Any change to a post regenerates it; the admin button forces it.

const KEY = "sitemap";

const STATIC_PAGES: SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/generators", changefreq: "weekly", priority: 0.9 },
  { path: "/blog", changefreq: "weekly", priority: 0.8 },
  { path: "/pricing", changefreq: "monthly", priority: 0.6 },
  { path: "/about", changefreq: "yearly", priority: 0.4 },
  { path: "/contact", changefreq: "yearly", priority: 0.4 },
  { path: "/sitemap", changefreq: "monthly", priority: 0.3 },
  { path: "/privacy", changefreq: "yearly", priority: 0.2 },
  { path: "/terms", changefreq: "yearly", priority: 0.2 },
  { path: "/refund-policy", changefreq: "yearly", priority: 0.2 },
];

/** Every public page, in a stable order. */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const posts = await publishedForFeeds(db);
  return [
    ...STATIC_PAGES,
    ...CATEGORY_NAV.map((c): SitemapEntry => ({ path: c.path, changefreq: "monthly", priority: 0.8 })),
    ...GENERATOR_STRUCTURES.map((g): SitemapEntry => ({ path: g.path, changefreq: "monthly", priority: g.dedicated || g.featured ? 0.8 : 0.7 })),
    ...posts.map((p): SitemapEntry => ({
      path: `/blog/${p.slug}`,
      lastmod: p.updatedAt > p.publishedAt ? p.updatedAt : p.publishedAt,
      changefreq: "monthly",
      priority: 0.6,
    })),
  ];
}

interface StoredSitemap {
  xml: string;
  siteUrl: string;
  generatedAt: string;
}

/** Builds the sitemap now and stores it; `actorId` records who asked (null: automatic). */
export async function generateSitemap(db: Database, siteUrl: string, actorId: string | null = null): Promise<{ generatedAt: Date; urls: number }> {
  const entries = await sitemapEntries(db);
  const generatedAt = new Date();
  const value: StoredSitemap = { xml: sitemapXml(siteUrl, entries), siteUrl, generatedAt: generatedAt.toISOString() };
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: KEY, value, updatedBy: actorId })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: actorId, updatedAt: sql`now()` } });
    if (actorId) await tx.insert(auditLog).values({ actorId, action: "sitemap.generate", target: KEY, details: { urls: entries.length } });
  });
  return { generatedAt, urls: entries.length };
}

async function stored(db: Database): Promise<StoredSitemap | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  const v = row?.value as Partial<StoredSitemap> | undefined;
  return v && typeof v.xml === "string" && typeof v.generatedAt === "string" && typeof v.siteUrl === "string" ? (v as StoredSitemap) : null;
}

/** Whether a stored sitemap lists every generator page at its current path (a release may move one). */
function listsCatalog(saved: StoredSitemap, siteUrl: string): boolean {
  return GENERATOR_STRUCTURES.every((g) => saved.xml.includes(`<loc>${siteUrl}${g.path}</loc>`));
}

/** The sitemap document, generated on first request (or when the site address or a generator's path changed). */
export async function currentSitemap(db: Database, siteUrl: string): Promise<string> {
  const saved = await stored(db);
  if (saved && saved.siteUrl === siteUrl && listsCatalog(saved, siteUrl)) return saved.xml;
  await generateSitemap(db, siteUrl);
  return (await stored(db))?.xml ?? sitemapXml(siteUrl, await sitemapEntries(db));
}

/** When the sitemap was last generated, for the admin dashboard. */
export async function sitemapGeneratedAt(db: Database): Promise<Date | null> {
  const saved = await stored(db);
  return saved ? new Date(saved.generatedAt) : null;
}

/** After a post changes: rebuild now, so /sitemap.xml never lists a removed post. */
export async function refreshSitemap(db: Database, siteUrl: string): Promise<void> {
  try {
    await generateSitemap(db, siteUrl);
  } catch (err) {
    // The stored copy is then stale: drop it so the next request rebuilds it.
    log().warn({ error: (err as Error)?.message ?? "error" }, "sitemap: refresh failed");
    await db.delete(appSettings).where(eq(appSettings.key, KEY)).catch(() => {});
  }
}
