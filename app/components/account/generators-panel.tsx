import { ArrowRight, Mic, Shuffle } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_NAV } from "~/generation/catalog/category-nav";

const FEATURED = [
  { to: "/generator/random", title: "Random Name Generator", text: "Names for anything: businesses, products, characters, usernames and projects.", icon: Shuffle },
  { to: "/ai-podcast-name-generator", title: "Podcast Name Generator", text: "Show names with the audience, platforms and a plan to grow.", icon: Mic },
];

/** The generators tab: two favourites of our users and every category. */
export function GeneratorsPanel() {
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURED.map((g) => (
          <li key={g.to}>
            <Link to={g.to} className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300">
              <g.icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">{g.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{g.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Browse by category</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORY_NAV.map((c) => (
            <li key={c.slug}>
              <Link
                to={c.path}
                className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 hover:border-brand-300 hover:text-brand-700"
              >
                {c.title}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
