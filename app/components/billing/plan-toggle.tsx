import { Link } from "react-router";
import type { Plan } from "~/billing/plans";
import { cn } from "~/lib/utils";

/**
 * Monthly / yearly as two links: it works before (and without) JavaScript.
 * A link cannot be pressed (aria-pressed is for buttons): the chosen one is current.
 */
export function PlanToggle({
  selected,
  hrefFor,
  labels,
  className,
}: {
  selected: Plan;
  hrefFor: (plan: Plan) => string;
  labels: Record<Plan, string>;
  className?: string;
}) {
  return (
    <div role="group" aria-label="Billing period" className={cn("inline-flex rounded-full border border-slate-200 bg-slate-100 p-1", className)}>
      {(["monthly", "yearly"] as const).map((plan) => (
        <Link
          key={plan}
          to={hrefFor(plan)}
          replace
          preventScrollReset
          aria-current={selected === plan ? "true" : undefined}
          className={cn(
            "rounded-full px-5 py-2 text-sm font-medium transition-colors",
            selected === plan ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {labels[plan]}
        </Link>
      ))}
    </div>
  );
}
