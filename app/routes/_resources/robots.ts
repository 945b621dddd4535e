import { config } from "~/config.server";

export function loader() {
  const site = config().SITE_URL;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /admin-login",
    "Disallow: /dashboard",
    "Disallow: /checkout",
    "Disallow: /subscription",
    "Disallow: /api/",
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
