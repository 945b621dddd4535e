import { Crown, Heart, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";

export interface SummaryNumbers {
  generationsThisMonth: number;
  premiumGenerationsThisMonth: number;
  premium: boolean;
  favorites: number;
  /** e.g. "March 2026". */
  month: string;
}

function SummaryCard({ label, icon: Icon, testId, children }: { label: string; icon: typeof Heart; testId: string; children: React.ReactNode }) {
  return (
    <Card className="p-6" data-testid={testId}>
      <h2 className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon className="size-4 text-brand-600" aria-hidden="true" /> {label}
      </h2>
      {children}
    </Card>
  );
}

const number = (n: number) => n.toLocaleString("en-US");

/** Usage this month, premium usage and saved favorites. */
export function SummaryCards({ summary }: { summary: SummaryNumbers }) {
  const onPremium = summary.premium || summary.premiumGenerationsThisMonth > 0;
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <SummaryCard label="Generations this month" icon={Sparkles} testId="card-usage">
        <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="usage-count">
          {number(summary.generationsThisMonth)}
        </p>
        <p className="mt-1 text-sm text-slate-500">Name generations in {summary.month}</p>
      </SummaryCard>
      <SummaryCard label="Premium usage" icon={Crown} testId="card-premium">
        {onPremium ? (
          <>
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="premium-count">
              {number(summary.premiumGenerationsThisMonth)}
            </p>
            <p className="mt-1 text-sm text-slate-500">Premium generations in {summary.month}</p>
          </>
        ) : (
          <>
            <p className="mt-2 text-xl font-semibold text-slate-900">Not on Premium</p>
            <Link to="/pricing" className="mt-1 inline-block text-sm font-medium text-brand-600 hover:text-brand-700">
              See Premium plans
            </Link>
          </>
        )}
      </SummaryCard>
      <SummaryCard label="Saved favorites" icon={Heart} testId="card-favorites">
        <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="favorites-count">
          {number(summary.favorites)}
        </p>
        <Link to="?tab=favorites" className="mt-1 inline-block text-sm font-medium text-brand-600 hover:text-brand-700">
          View favorites
        </Link>
      </SummaryCard>
    </div>
  );
}
