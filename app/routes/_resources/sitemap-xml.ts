import { config } from "~/config.server";
import { db } from "~/db/index.server";
import { currentSitemap } from "~/sitemap/sitemap.server";

export async function loader() {
  const xml = await currentSitemap(db(), config().SITE_URL);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
