import { data } from "react-router";
import { Link } from "react-router";
import { CatalogIcon } from "~/components/catalog-icon";
import { COLOR_CLASSES } from "~/components/catalog-colors";
import { GeneratorCardView } from "~/components/generator-card";
import { categoryBySlug, generatorsIn, toCard } from "~/generation/catalog/catalog.server";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/category";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export function loader({ url }: Route.LoaderArgs) {
  // The normalized URL: no ".data" suffix on client-side navigations.
  const slug = url.pathname.replace(/^\/+|\/+$/g, "");
  const category = categoryBySlug(slug);
  if (!category) throw data(null, { status: 404 });
  return { category, cards: generatorsIn(category.slug).map(toCard) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seo(matches, {
        title: loaderData.category.seo.title,
        description: loaderData.category.seo.description,
        path: `/${loaderData.category.slug}`,
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "CollectionPage",
            name: loaderData.category.title,
            description: loaderData.category.description,
          },
        ],
      })
    : [];

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, cards } = loaderData;
  const colors = COLOR_CLASSES[category.color];
  return (
    <>
      <section className={cn("border-b border-slate-200", colors.soft)}>
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <nav aria-label="Breadcrumb" className="flex gap-2 text-sm text-slate-600">
            <Link to="/" className="hover:text-brand-700">Home</Link>
            <span aria-hidden="true">/</span>
            <Link to="/#categories" className="hover:text-brand-700">All Categories</Link>
          </nav>
          <div className="mt-6 flex items-center gap-4">
            <span className={cn("grid size-14 place-items-center rounded-xl bg-white shadow-sm", colors.text)}>
              <CatalogIcon name={category.icon} className="size-7" />
            </span>
            <h1 className="text-4xl font-bold tracking-tight text-slate-900">{category.title}</h1>
          </div>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{category.description}</p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="sr-only">Generators in {category.title}</h2>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <GeneratorCardView key={card.slug} card={card} />
          ))}
        </div>
      </section>
    </>
  );
}
