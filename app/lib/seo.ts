import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Namesmith";

/** What the root loader gives every page; meta functions read siteUrl from it. */
export interface PublicSiteInfo {
  siteUrl: string;
  siteName: string;
  supportEmail: string;
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export function siteInfo(matches: Matches): PublicSiteInfo {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: PublicSiteInfo } | undefined;
  return root?.site ?? { siteUrl: "http://localhost:3000", siteName: SITE_NAME, supportEmail: "support@example.com" };
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

interface PageSeo {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/about". */
  path: string;
  image?: string;
  type?: "website" | "article";
  /** JSON-LD objects to embed. */
  jsonLd?: object[];
  noindex?: boolean;
}

/** Title, description, canonical link, Open Graph and Twitter tags for a page. */
export function seo(matches: Matches, page: PageSeo): MetaDescriptor[] {
  const site = siteInfo(matches);
  const url = absoluteUrl(site.siteUrl, page.path);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(site.siteUrl, page.image) });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
