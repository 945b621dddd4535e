import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { CATEGORY_NAV } from "./generation/catalog/category-nav";
import { GENERATOR_STRUCTURES } from "./generation/catalog/structure";

export default [
  index("routes/_marketing/home.tsx"),
  route("about", "routes/_marketing/about.tsx"),
  route("contact", "routes/_marketing/contact.tsx"),
  route("privacy", "routes/_marketing/privacy.tsx"),
  route("terms", "routes/_marketing/terms.tsx"),
  route("refund-policy", "routes/_marketing/refund-policy.tsx"),
  route("sitemap", "routes/_marketing/sitemap.tsx"),

  route("sign-up", "routes/_auth/sign-up.tsx"),
  route("sign-in", "routes/_auth/sign-in.tsx"),
  route("sign-in/two-factor", "routes/_auth/two-factor.tsx"),
  route("forgot-password", "routes/_auth/forgot-password.tsx"),
  route("reset-password", "routes/_auth/reset-password.tsx"),
  route("logout", "routes/_auth/logout.tsx"),
  route("email-verified", "routes/_auth/email-verified.tsx"),
  route("auth/google", "routes/_auth/google.ts"),
  route("admin-login", "routes/_auth/admin-login.tsx"),
  route("admin-sign-in", "routes/_auth/admin-sign-in.ts"),
  route("dashboard", "routes/_account/dashboard.tsx"),
  route("account/two-factor", "routes/_account/two-factor.ts"),
  route("admin", "routes/admin/index.tsx"),

  // Plans, checkout and subscriptions.
  route("pricing", "routes/_billing/pricing.tsx"),
  route("checkout/:plan?", "routes/_billing/checkout.tsx"),
  route("subscription", "routes/_billing/subscription.tsx"),
  route("subscription/success", "routes/_billing/subscription-success.tsx"),
  route("subscription-success", "routes/_billing/subscription-success-redirect.ts"),
  route("api/webhooks/2checkout", "routes/_resources/webhooks.2checkout.ts"),

  // Blog, sitemap and the administrator area.
  route("blog", "routes/_blog/blog.tsx"),
  route("blog/rss.xml", "routes/_blog/rss.ts"),
  route("blog/:slug", "routes/_blog/post.tsx"),
  route("sitemap.xml", "routes/_resources/sitemap-xml.ts"),
  route("admin/settings", "routes/admin/settings.tsx"),
  route("admin/blog", "routes/admin/blog.tsx"),
  route("admin/blog/new", "routes/admin/blog-edit.tsx", { id: "admin-blog-new" }),
  route("admin/blog/:id", "routes/admin/blog-edit.tsx", { id: "admin-blog-edit" }),
  route("admin/users", "routes/admin/users.tsx"),

  route("generators", "routes/_generators/listing.tsx"),
  // Pages are rendered from the catalog: one route per category and per generator.
  ...CATEGORY_NAV.map((c) => route(c.path, "routes/_generators/category.tsx", { id: `category/${c.slug}` })),
  ...GENERATOR_STRUCTURES.map((g) =>
    route(g.path, "routes/_generators/generator.tsx", { id: `generator/${g.slug}` }),
  ),

  route("api/auth/*", "routes/_resources/api.auth.ts"),
  route("api/favorites", "routes/_resources/api.favorites.ts"),
  route("api/favorites.csv", "routes/_resources/api.favorites-csv.ts"),
  route("api/generate/:slug", "routes/_resources/api.generate.ts"),
  route("api/domains", "routes/_resources/api.domains.ts"),
  route("api/shortlist", "routes/_resources/api.shortlist.ts"),
  route("s/:token", "routes/_names/shortlist.tsx"),
  route("robots.txt", "routes/_resources/robots.ts"),
  route("healthz", "routes/_resources/healthz.ts"),
  // Unknown paths: old generator paths redirect, everything else is a 404.
  route("*", "routes/_resources/not-found.tsx"),
] satisfies RouteConfig;
