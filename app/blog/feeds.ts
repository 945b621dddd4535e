import { absoluteUrl } from "~/lib/seo";

// The XML documents search engines and feed readers read. Every value is
// escaped; URLs are absolute, built from the site's public address.

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    // Control characters are not allowed in XML 1.0 at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
}

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: Date;
}

/** RSS 2.0 of the newest published posts. */
export function rssXml(site: { siteUrl: string; siteName: string }, posts: FeedPost[]): string {
  const blogUrl = absoluteUrl(site.siteUrl, "/blog");
  const items = posts.map((p) => {
    const url = absoluteUrl(site.siteUrl, `/blog/${p.slug}`);
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(p.excerpt)}</description>`,
      `      <category>${escapeXml(p.category)}</category>`,
      `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
      `      <pubDate>${p.publishedAt.toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.publishedAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.siteName} Blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>Naming guides from ${escapeXml(site.siteName)}: business and brand names, pet names, podcasts, fantasy worlds and more.</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(absoluteUrl(site.siteUrl, "/blog/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

/** A sitemaps.org urlset with absolute URLs. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc>`,
      e.lastmod ? `    <lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : null,
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : null,
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : null,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}
