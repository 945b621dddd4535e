import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { GeneratorCard } from "~/generation/catalog/cards";
import { cn } from "~/lib/utils";
import { CatalogIcon } from "./catalog-icon";
import { COLOR_CLASSES } from "./catalog-colors";

export function GeneratorCardView({ card, showCategory = false }: { card: GeneratorCard; showCategory?: boolean }) {
  const colors = COLOR_CLASSES[card.color];
  return (
    <Link
      to={card.path}
      className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <span className={cn("grid size-11 place-items-center rounded-lg", colors.soft, colors.text)}>
          <CatalogIcon name={card.icon} className="size-5" />
        </span>
        {showCategory ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">{card.categoryTitle}</span>
        ) : null}
      </div>
      <h3 className="mt-4 font-semibold text-slate-900">{card.title} Generator</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{card.description}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-600 group-hover:text-brand-700">
        Try Generator <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}
