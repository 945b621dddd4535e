import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/refund-policy";
import { seo } from "~/lib/seo";

/** The same page for every first-time visitor: kept briefly by server.mjs (page-cache.mjs). */
export const handle = { anonymousCache: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Refund Policy | Namesmith",
    description:
      "Namesmith Premium purchases are final and not refunded. See how cancellation works, how long access lasts and how we fix duplicate charges or billing errors.",
    path: "/refund-policy",
  });

const LAST_UPDATED = "November 22, 2026";

function useSupportEmail(): string {
  const root = useRouteLoaderData("root") as { site: { supportEmail: string } } | undefined;
  return root?.site.supportEmail || "support@namesmith.app";
}

export default function RefundPolicy() {
  const email = useSupportEmail();
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Legal</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">Refund Policy</h1>
      <p className="mt-3 text-sm text-slate-500">Last updated: {LAST_UPDATED}</p>

      <div className="mt-8 max-w-3xl rounded-xl border border-brand-200 bg-brand-50 p-6">
        <p className="text-lg font-semibold text-slate-900">No refunds. All purchases are final.</p>
        <p className="mt-2 text-slate-700">
          You can cancel Premium at any time, and you keep access until the end of the period you have paid for.
        </p>
      </div>

      <div className="prose-page mt-8">
        <h2>Try before you buy</h2>
        <p>
          Namesmith is free to use, so you can see exactly what you would be paying for before you subscribe. Without
          an account you get 3 generations per day, and a free account gives you 15 per day with saved favorites and
          a dashboard. Premium costs $5 per month or $50 per year and is presented as unlimited, with a fair-use limit
          of 750 generations per month. Compare the plans on the <Link to="/pricing">pricing page</Link>.
        </p>

        <h2>No refunds</h2>
        <p>
          Because Premium gives you immediate access to the full service, all purchases are final. We do not offer
          refunds or credits for monthly or yearly subscriptions, for renewals, for partly used billing periods or
          for periods in which you did not use the service. This applies to both monthly and yearly plans.
        </p>

        <h2>Cancelling your subscription</h2>
        <p>
          Premium renews automatically at the end of each billing period until you cancel. Cancelling stops the next
          renewal, so you will not be charged again. Your Premium access continues until the end of the period you
          have already paid for; after that, your account returns to the free plan and keeps your saved favorites.
        </p>
        <h3>How to cancel</h3>
        <ol>
          <li>Sign in to your Namesmith account.</li>
          <li>
            Open the <Link to="/subscription">Subscription page</Link> from the account menu.
          </li>
          <li>
            Choose <strong className="font-semibold text-slate-900">Cancel Subscription</strong> and confirm with{" "}
            <strong className="font-semibold text-slate-900">Yes, Cancel</strong>.
          </li>
        </ol>
        <p>
          To avoid being charged for the next period, cancel before your renewal date, which is shown on the
          Subscription page. If you cannot sign in or have trouble cancelling, write to {mail} before the renewal
          date and we will cancel it for you.
        </p>

        <h2>Duplicate charges and billing errors</h2>
        <p>
          If you were charged twice for the same period, charged the wrong amount, or charged after you cancelled,
          that is our mistake to fix. Contact us at {mail} with your account e-mail, the date and amount of the
          charge and the last four digits of the card used. Never send your full card number. Once we confirm the
          error, we refund the incorrect amount to the original payment method through our payment processor,
          2Checkout (Verifone). Your bank may take a few business days to show the credit.
        </p>
        <p>
          Please contact us before disputing a charge with your bank: most billing problems are resolved faster
          directly, usually within our 24-48 hour response time.
        </p>

        <h2>Questions</h2>
        <p>
          For anything about billing, write to {mail} or visit the <Link to="/contact">contact page</Link>. These
          rules are also part of our <Link to="/terms">Terms of Service</Link>. Nothing in this policy limits rights
          you have under consumer protection laws that cannot be waived.
        </p>
      </div>
    </div>
  );
}
