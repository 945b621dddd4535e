import { rssXml } from "~/blog/feeds";
import { publishedForFeeds } from "~/blog/posts.server";
import { publicSiteInfo } from "~/config.server";
import { db } from "~/db/index.server";

export async function loader() {
  const site = publicSiteInfo();
  const posts = await publishedForFeeds(db(), 50);
  return new Response(rssXml(site, posts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
