import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { CATEGORY_NAV } from "~/generation/catalog/category-nav";
import { GENERATOR_STRUCTURES } from "~/generation/catalog/structure";
import { seo } from "~/lib/seo";
import { publishedForFeeds } from "~/blog/posts.server";
import { db } from "~/db/index.server";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export async function loader() {
  const posts = await publishedForFeeds(db());
  return { posts: posts.map((p): SitemapLink => ({ to: `/blog/${p.slug}`, label: p.title })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Sitemap – All Pages and Name Generators | Namesmith",
    description:
      "Every page on Namesmith in one place: main pages, the dog, cat, horse, pet and podcast name generators, every generator by category, and our legal pages.",
    path: "/sitemap",
  });

interface SitemapLink {
  to: string;
  label: string;
}

const MAIN: SitemapLink[] = [
  { to: "/", label: "Home" },
  { to: "/generators", label: "All Generators" },
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
  { to: "/contact", label: "Contact" },
  { to: "/blog", label: "Blog" },
];

const DEDICATED: SitemapLink[] = [
  { to: "/ai-pet-name-generator", label: "AI Pet Name Generator" },
  { to: "/ai-podcast-name-generator", label: "AI Podcast Name Generator" },
  { to: "/generator/random", label: "Random Name Generator" },
  { to: "/ai-dog-name-generator", label: "AI Dog Name Generator" },
  { to: "/ai-cat-name-generator", label: "AI Cat Name Generator" },
  { to: "/ai-warrior-cat-name-generator", label: "AI Warrior Cat Name Generator" },
  { to: "/ai-horse-name-generator", label: "AI Horse Name Generator" },
];

const LEGAL: SitemapLink[] = [
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/refund-policy", label: "Refund Policy" },
];

const CATEGORIES: SitemapLink[] = CATEGORY_NAV.map((c) => ({ to: c.path, label: c.title }));

/** "Baby Name Finder" already reads as a tool; everything else gets " Generator". */
function generatorLabel(title: string): string {
  return /\b(Generator|Finder)$/.test(title) ? title : `${title} Generator`;
}

/** Every generator that is not one of the dedicated pages, grouped in category order. */
const BY_CATEGORY = CATEGORY_NAV.map((c) => ({
  title: c.title,
  path: c.path,
  links: GENERATOR_STRUCTURES.filter((g) => g.category === c.slug && !g.dedicated).map(
    (g): SitemapLink => ({ to: g.path, label: generatorLabel(g.title) }),
  ),
})).filter((group) => group.links.length > 0);

function LinkList({ links, columns = false }: { links: SitemapLink[]; columns?: boolean }) {
  return (
    <ul className={columns ? "mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3" : "mt-3 space-y-2"}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className="text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Sitemap</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-600">
        Every page of Namesmith in one place, from our most popular name generators to the legal pages.
      </p>

      <div className="mt-10 space-y-6">
        <Group id="sitemap-main" title="Main">
          <LinkList links={MAIN} columns />
        </Group>

        <Group id="sitemap-generators" title="Generators">
          <LinkList links={DEDICATED} columns />

          <h3 className="mt-10 text-lg font-semibold text-slate-900">Every generator by category</h3>
          <div className="mt-4 grid gap-8 md:grid-cols-2">
            {BY_CATEGORY.map((group) => (
              <div key={group.path}>
                <h4 className="font-semibold text-slate-900">
                  <Link to={group.path} className="hover:text-brand-700">
                    {group.title}
                  </Link>
                </h4>
                <LinkList links={group.links} />
              </div>
            ))}
          </div>
        </Group>

        <Group id="sitemap-categories" title="Categories">
          <LinkList links={CATEGORIES} columns />
        </Group>

        {loaderData.posts.length > 0 ? (
          <Group id="sitemap-blog" title="Blog">
            <LinkList links={loaderData.posts} columns />
          </Group>
        ) : null}

        <Group id="sitemap-legal" title="Legal">
          <LinkList links={LEGAL} columns />
        </Group>
      </div>
    </div>
  );
}
