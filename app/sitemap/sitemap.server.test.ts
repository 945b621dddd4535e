import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { appSettings, blogPosts } from "~/db/schema";
import { CATEGORY_NAV } from "~/generation/catalog/category-nav";
import { GENERATOR_STRUCTURES } from "~/generation/catalog/structure";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { currentSitemap, generateSitemap, sitemapGeneratedAt } from "./sitemap.server";

const SITE = "https://names.example";

describe.each(databaseKinds())("sitemap on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const base = { excerpt: "x", content: "x", category: "Pets", author: "Ada", publishedAt: new Date("2026-10-01T09:00:00Z") };
    await t.handle.db.insert(blogPosts).values([
      { ...base, slug: "live-post", title: "Live", published: true },
      { ...base, slug: "draft-post", title: "Draft", published: false },
    ]);
  });
  afterAll(async () => t?.drop());

  test("lists every public page with absolute URLs, and published posts only", async () => {
    expect(await sitemapGeneratedAt(t.handle.db)).toBeNull();
    const xml = await currentSitemap(t.handle.db, SITE);
    for (const path of ["/", "/generators", "/blog", "/about", "/pricing", "/contact", "/privacy", "/terms", "/refund-policy"]) {
      expect(xml).toContain(`<loc>${SITE}${path}</loc>`);
    }
    for (const c of CATEGORY_NAV) expect(xml).toContain(`<loc>${SITE}${c.path}</loc>`);
    for (const g of GENERATOR_STRUCTURES) expect(xml).toContain(`<loc>${SITE}${g.path}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${SITE}/blog/live-post</loc>\\n    <lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).not.toContain("draft-post");
    expect(xml).not.toContain("/admin");
    expect(await sitemapGeneratedAt(t.handle.db)).toBeInstanceOf(Date);
  });

  test("is served from the stored copy until regenerated", async () => {
    await t.handle.db.insert(blogPosts).values({ slug: "later-post", title: "Later", excerpt: "x", content: "x", category: "Pets", author: "Ada", published: true });
    expect(await currentSitemap(t.handle.db, SITE)).not.toContain("later-post");
    await generateSitemap(t.handle.db, SITE);
    expect(await currentSitemap(t.handle.db, SITE)).toContain("later-post");
  });

  test("a stored copy from before a generator moved is rebuilt: the moved page's old path goes", async () => {
    const moved = GENERATOR_STRUCTURES.find((g) => g.slug === "pen-name")!;
    const xml = await currentSitemap(t.handle.db, SITE);
    const old = xml.replace(`<loc>${SITE}${moved.path}</loc>`, `<loc>${SITE}/ai-pen-name-name-generator</loc>`);
    await t.handle.db.update(appSettings).set({ value: { xml: old, siteUrl: SITE, generatedAt: new Date().toISOString() } }).where(eq(appSettings.key, "sitemap"));
    const now = await currentSitemap(t.handle.db, SITE);
    expect(now).toContain(`<loc>${SITE}${moved.path}</loc>`);
    expect(now).not.toContain("/ai-pen-name-name-generator");
  });
});
