import { Check, Crown } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { getUser } from "~/auth/session.server";
import { planQuote } from "~/billing/plans.server";
import { dollars, longDate, parsePlan, type Plan } from "~/billing/plans";
import { currentSubscription, grantsAccess } from "~/billing/subscriptions.server";
import { ResumeForm } from "~/components/billing/resume-form";
import { FaqList } from "~/components/faq-list";
import { PlanToggle } from "~/components/billing/plan-toggle";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { db } from "~/db/index.server";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "Pricing | Namesmith",
    description: loaderData
      ? `Generate names for free, or go Premium for ${dollars(loaderData.quote.prices.monthly)}/month or ${dollars(loaderData.quote.prices.yearly)}/year for unlimited generations, priority support and advanced customization.`
      : "Namesmith plans: free for everyone, and Premium for unlimited name generations.",
    path: "/pricing",
  });

/** The signed-in user's Premium subscription while it gives access: the card then says it is their plan. */
async function currentPlan(request: Request) {
  const user = await getUser(request);
  if (!user) return null;
  const now = new Date();
  const sub = await currentSubscription(db(), user.id, now);
  if (!grantsAccess(sub, now)) return null;
  return { plan: sub.plan, cancelled: sub.status === "cancelled", periodEnd: longDate(sub.currentPeriodEnd) };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const current = await currentPlan(request);
  // A subscriber sees their own plan's price unless they pick the other one.
  const billing = parsePlan(url.searchParams.get("billing"), current?.plan ?? "monthly");
  return { quote: await planQuote(db()), billing, current };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Where the Premium button goes: checkout, through sign-in for visitors. */
function premiumHref(plan: Plan, signedIn: boolean): string {
  const checkout = `/checkout?plan=${plan}`;
  return signedIn ? checkout : `/sign-in?redirectTo=${encodeURIComponent(checkout)}`;
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { quote, billing, current } = loaderData;
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const { prices, saving, limits } = quote;
  const plans = [
    {
      name: "Anonymous",
      price: "Free",
      note: "No account needed",
      features: [`${limits.visitorDaily} generations per day`, "Every generator", "No account required"],
      cta: { label: "Start Generating", to: "/generators" },
    },
    {
      name: "Free Account",
      price: "Free",
      note: "Forever",
      features: [`${limits.userDaily} generations per day`, "Saved history and favorites", "Email support"],
      cta: signedIn ? { label: "Go to Dashboard", to: "/dashboard" } : { label: "Create Free Account", to: "/sign-up" },
    },
  ];
  const faq = [
    {
      question: "How many names can I generate for free?",
      answer: `Without an account you can generate ${limits.visitorDaily} times a day; with a free account, ${limits.userDaily} times a day. Days are calendar days in UTC, so your allowance starts again at midnight UTC.`,
    },
    {
      question: "What happens if I cancel Premium?",
      answer: "You can cancel at any time from your subscription page. Your subscription stays active until the end of the billing period you have paid for, and it is not renewed after that.",
    },
    {
      question: "Is Premium really unlimited?",
      answer: `Premium is unlimited for normal use, with a fair-use limit of ${limits.premiumMonthly} generations per calendar month (UTC) to keep the service fast for everyone.`,
    },
    {
      question: "What is the difference between monthly and yearly billing?",
      answer: `Monthly costs ${dollars(prices.monthly)} a month. Yearly costs ${dollars(prices.yearly)} a year${saving > 0 ? `, which saves you ${dollars(saving)} compared with paying monthly` : ""}. Both renew automatically until you cancel.`,
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Simple, transparent pricing</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">Start for free. Upgrade when you need unlimited names.</p>
        <PlanToggle className="mt-8" selected={billing} hrefFor={(p) => `/pricing?billing=${p}`} labels={{ monthly: "Monthly", yearly: "Yearly" }} />
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((p) => (
          <Card key={p.name} className="flex flex-col p-6">
            <h2 className="text-xl font-semibold text-slate-900">{p.name}</h2>
            <p className="mt-4 text-4xl font-bold text-slate-900">{p.price}</p>
            <p className="mt-1 text-sm text-slate-500">{p.note}</p>
            <Features items={p.features} />
            <Link to={p.cta.to} className={buttonVariants({ variant: "outline", className: "mt-8 w-full" })}>
              {p.cta.label}
            </Link>
          </Card>
        ))}
        <Card className="relative flex flex-col p-6 ring-2 ring-brand-600" data-testid="premium-plan">
          <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
            {current ? "YOUR PLAN" : "MOST POPULAR"}
          </span>
          <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Crown className="size-5 text-brand-600" aria-hidden="true" /> Premium
          </h2>
          <p className="mt-4 text-4xl font-bold text-slate-900">
            {billing === "monthly" ? `${dollars(prices.monthly)}/month` : `${dollars(prices.yearly)}/year`}
          </p>
          <p className={cn("mt-1 text-sm", billing === "yearly" ? "font-medium text-green-700" : "text-slate-500")}>
            {saving > 0 ? `Save ${dollars(saving)} with annual billing` : "Billed automatically until you cancel"}
          </p>
          <Features items={["Unlimited generations", "Priority support", "Advanced customization", "Saved history and favorites"]} />
          {current ? (
            <CurrentPlan current={current} />
          ) : (
            <Link to={premiumHref(billing, signedIn)} className={buttonVariants({ className: "mt-8 w-full" })}>
              {signedIn ? "Upgrade Now" : "Sign Up & Subscribe"}
            </Link>
          )}
        </Card>
      </div>

      <section id="faq" className="mx-auto mt-16 max-w-3xl">
        <h2 className="text-center text-2xl font-bold text-slate-900">Frequently asked questions</h2>
        <FaqList className="mt-6" items={faq} />
      </section>
    </div>
  );
}

/** What a subscriber sees instead of "Upgrade Now": which plan is theirs, and the way to manage or resume it. */
function CurrentPlan({ current }: { current: { plan: Plan; cancelled: boolean; periodEnd: string } }) {
  const name = current.plan === "monthly" ? "Premium Monthly" : "Premium Yearly";
  return (
    <div className="mt-8" data-testid="current-plan">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-center text-sm font-semibold text-brand-800">Current plan: {name}</p>
      <p className="mt-2 text-center text-sm text-slate-600">
        {current.cancelled ? `Cancelled: Premium ends on ${current.periodEnd}.` : `Renews on ${current.periodEnd}.`}
      </p>
      {current.cancelled ? (
        <ResumeForm className="mt-4" fullWidth />
      ) : (
        <Link to="/subscription" className={buttonVariants({ variant: "outline", className: "mt-4 w-full" })}>
          Manage Subscription
        </Link>
      )}
    </div>
  );
}

function Features({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
      {items.map((f) => (
        <li key={f} className="flex gap-2">
          <Check className="size-5 shrink-0 text-green-600" aria-hidden="true" /> {f}
        </li>
      ))}
    </ul>
  );
}
