import { Search } from "lucide-react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { GeneratorCardView } from "~/components/generator-card";
import { Input } from "~/components/ui/input";
import { CATEGORIES, GENERATORS, toCard } from "~/generation/catalog/catalog.server";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/listing";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "All Name Generators – 80+ Free AI Naming Tools | Namesmith",
    description:
      "Browse every Namesmith generator: business, brand, domain, username, book, podcast, fantasy, pet and more. Search by name or filter by category, then start.",
    path: "/generators",
  });

export function loader() {
  return {
    categories: CATEGORIES.map((c) => ({ slug: c.slug, title: c.shortTitle })),
    featured: GENERATORS.filter((g) => g.featured).map(toCard),
    all: GENERATORS.map(toCard).sort((a, b) => a.title.localeCompare(b.title)),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

function matches(card: { title: string; description: string; categoryTitle: string }, query: string) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${card.title} ${card.description} ${card.categoryTitle}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { categories, featured, all } = loaderData;
  const [params] = useSearchParams();
  const submit = useSubmit();
  const query = params.get("q") ?? "";
  const category = params.get("category") ?? "";
  const shown = all.filter((c) => (!category || c.category === category) && (!query || matches(c, query)));
  const filtering = Boolean(query || category);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link to="/" className="hover:text-brand-700">Home</Link> / <span>All Generators</span>
      </nav>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">All Name Generators</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">
        {all.length} generators, each written for its job. Not sure where to start? Try the{" "}
        <Link to="/generator/random" className="text-brand-600 underline underline-offset-2">random name generator</Link>.
      </p>

      {!filtering ? (
        <section aria-labelledby="featured-heading" className="mt-12">
          <h2 id="featured-heading" className="text-2xl font-semibold text-slate-900">Featured generators</h2>
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {featured.map((card) => (
              <GeneratorCardView key={card.slug} card={card} showCategory />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="all-heading" className="mt-16">
        <h2 id="all-heading" className="text-2xl font-semibold text-slate-900">Every generator</h2>
        <Form
          method="get"
          role="search"
          className="mt-6 flex flex-col gap-3 sm:flex-row"
          onInput={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}
        >
          <label className="relative flex-1">
            <span className="sr-only">Search generators</span>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input type="search" name="q" defaultValue={query} placeholder="Search generators, e.g. cat, podcast, bakery" className="pl-9" />
          </label>
          <input type="hidden" name="category" value={category} />
          <noscript>
            <button type="submit" className="h-10 rounded-lg bg-brand-600 px-4 text-white">Search</button>
          </noscript>
        </Form>
        <div role="group" className="mt-4 flex flex-wrap gap-2" aria-label="Filter by category">
          <CategoryChip label="All" href={hrefWith(params, "")} active={!category} />
          {categories.map((c) => (
            <CategoryChip key={c.slug} label={c.title} href={hrefWith(params, c.slug)} active={category === c.slug} />
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-500" aria-live="polite">
          {shown.length === 1 ? "1 generator" : `${shown.length} generators`}
        </p>
        {shown.length > 0 ? (
          <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((card) => (
              <GeneratorCardView key={card.slug} card={card} showCategory />
            ))}
          </div>
        ) : (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            No generator matches “{query}”. Try a shorter word, or the{" "}
            <Link to="/generator/random" className="text-brand-600 underline">random name generator</Link>.
          </p>
        )}
      </section>
    </div>
  );
}

function hrefWith(params: URLSearchParams, category: string) {
  const next = new URLSearchParams(params);
  if (category) next.set("category", category);
  else next.delete("category");
  const qs = next.toString();
  return qs ? `?${qs}` : "/generators";
}

function CategoryChip({ label, href, active }: { label: string; href: string; active: boolean }) {
  return (
    <Link
      to={href}
      replace
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={cn(
        "rounded-full border px-3 py-1.5 text-sm font-medium transition",
        active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-300",
      )}
    >
      {label}
    </Link>
  );
}
