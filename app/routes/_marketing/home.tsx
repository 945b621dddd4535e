import { ArrowRight, ListChecks, SlidersHorizontal, Sparkles, SearchCheck } from "lucide-react";
import { Link } from "react-router";
import { CatalogIcon } from "~/components/catalog-icon";
import { COLOR_CLASSES } from "~/components/catalog-colors";
import { FaqList } from "~/components/faq-list";
import { GeneratorCardView } from "~/components/generator-card";
import { buttonVariants } from "~/components/ui/button";
import { CATEGORIES, generatorBySlug, toCard } from "~/generation/catalog/catalog.server";
import { seo, siteInfo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/home";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

const FEATURED = ["business", "product", "domain", "character", "book-title", "software-app", "game", "username"];

const STEPS = [
  { icon: ListChecks, title: "Choose a generator", text: "Pick one of more than 80 generators, from business names and domains to dog names and fantasy characters." },
  { icon: SlidersHorizontal, title: "Set your parameters", text: "Describe what you are naming and choose the options that matter: style, industry, length, genre or clan." },
  { icon: Sparkles, title: "Generate names", text: "Get 3, 7 or 15 names in seconds, each with its meaning, personality, why it fits and where it comes from." },
  { icon: SearchCheck, title: "Check and shortlist", text: "Verify domain availability and trademark status, save your favorites and share a shortlist with friends." },
];

const FAQ = [
  {
    question: "Is Namesmith free to use?",
    answer: "Yes. Visitors can generate names 3 times a day without an account, and a free account raises that to 15 generations a day with saved favorites. Premium ($5 a month) is for people who name things every day.",
  },
  {
    question: "How are the names created?",
    answer: "Your description and options go to an AI language model with instructions written for that generator. When no AI service is configured, Namesmith's built-in name engine creates the names from curated word lists, naming conventions and sound patterns. Each result page says which one produced the names.",
  },
  {
    question: "Can I use the names commercially?",
    answer: "You can use any name you generate. Names are suggestions, not cleared trademarks, so check domain availability and run a trademark search before you print anything.",
  },
  {
    question: "What counts as one generation?",
    answer: "One successful request, whatever the number of names you ask for. A request that fails is not counted.",
  },
  {
    question: "Do you keep what I type?",
    answer: "Generations are recorded with their inputs so signed-in users are not shown the same names twice and so we can keep the service fair. Our privacy policy explains what we store and how to delete it.",
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Namesmith – Free AI Name Generator for Businesses, Pets & More",
    description:
      "Generate names for businesses, brands, domains, podcasts, characters and pets with AI. Every name comes with its meaning and story. Free, no account needed.",
    path: "/",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "Namesmith",
        url: siteInfo(matches).siteUrl,
      },
    ],
  });

export function loader() {
  return {
    categories: CATEGORIES.map((c) => ({ slug: c.slug, title: c.title, description: c.description, icon: c.icon, color: c.color })),
    featured: FEATURED.map((slug) => toCard(generatorBySlug(slug)!)),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pb-20 pt-16 text-center sm:px-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <Sparkles className="size-4" aria-hidden="true" /> 100% free to start · 80+ specialized generators
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Generate Perfect Names for <span className="text-brand-600">Any Purpose</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Businesses, brands, domains, podcasts, books, characters and pets: describe what you are naming and get
            names with a meaning, a personality and a reason they fit.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/sign-up" className={buttonVariants({ size: "lg" })}>
              Create Free Account
            </Link>
            <Link to="/generators" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Explore Generators
            </Link>
          </div>
        </div>
      </section>

      <section id="categories" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 className="text-center text-3xl font-bold text-slate-900">Browse by Category</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Eight families of generators, each tuned to the naming conventions of its field.
        </p>
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((c) => {
            const colors = COLOR_CLASSES[c.color];
            return (
              <Link
                key={c.slug}
                to={`/${c.slug}`}
                className="group flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className={cn("grid size-12 place-items-center rounded-lg", colors.soft, colors.text)}>
                  <CatalogIcon name={c.icon} className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{c.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-600">{c.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-600">
                  Explore Category <ArrowRight className="size-4" aria-hidden="true" />
                </span>
              </Link>
            );
          })}
        </div>
      </section>

      <section id="generators" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 className="text-center text-3xl font-bold text-slate-900">Popular Generators</h2>
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((card) => (
              <GeneratorCardView key={card.slug} card={card} />
            ))}
          </div>
        </div>
      </section>

      <section id="how-it-works" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 className="text-center text-3xl font-bold text-slate-900">How It Works</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-600 text-white">
                <step.icon className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-brand-600">Step {i + 1}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="faq" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 className="text-center text-3xl font-bold text-slate-900">Frequently Asked Questions</h2>
          <FaqList items={FAQ} className="mt-10" />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-gradient-to-r from-brand-600 to-violet-600 px-6 py-14 text-center text-white">
          <h2 className="text-3xl font-bold">Ready to Find Your Perfect Name?</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Start with a quick description. Your first names are a few seconds away.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/generator/random" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              Start Generating Names
            </Link>
            <Link
              to="/generators"
              className={buttonVariants({ size: "lg", variant: "outlineOnDark" })}
            >
              View All Generators
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
