import { describe, expect, test } from "vitest";
import { rssXml, sitemapXml } from "./feeds";

describe("feeds", () => {
  test("RSS 2.0 with absolute links and escaped text", () => {
    const xml = rssXml({ siteUrl: "https://names.example", siteName: "Namesmith" }, [
      { slug: "a-post", title: "Cats & <Dogs>", excerpt: "Fun \"names\"", category: "Pets", author: "Ada", publishedAt: new Date("2026-10-01T09:00:00Z") },
    ]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<link>https://names.example/blog/a-post</link>");
    expect(xml).toContain("<title>Cats &amp; &lt;Dogs&gt;</title>");
    expect(xml).toContain("<description>Fun &quot;names&quot;</description>");
    expect(xml).toContain("<pubDate>Thu, 01 Oct 2026 09:00:00 GMT</pubDate>");
    expect(xml).not.toContain("<Dogs>");
  });

  test("sitemap with absolute URLs and dates", () => {
    const xml = sitemapXml("https://names.example", [{ path: "/" }, { path: "/blog/a-post", lastmod: new Date("2026-10-02T12:00:00Z"), priority: 0.6 }]);
    expect(xml).toContain("<loc>https://names.example/</loc>");
    expect(xml).toContain("<loc>https://names.example/blog/a-post</loc>\n    <lastmod>2026-10-02</lastmod>\n    <priority>0.6</priority>");
  });
});
