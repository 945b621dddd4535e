import { Crown, LifeBuoy } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { redirectWithAuth } from "~/auth/actions.server";
import { requireUser } from "~/auth/session.server";
import { planQuote } from "~/billing/plans.server";
import { dollarsWithCents, longDate, planLine } from "~/billing/plans";
import { stopRenewalAtProcessor } from "~/billing/processors.server";
import { resumeRenewalAtProcessor } from "~/billing/renewal.server";
import { cancelSubscription, currentSubscription, grantsAccess, listPayments, resumeSubscription } from "~/billing/subscriptions.server";
import { PaymentHistory } from "~/components/billing/payment-history";
import { ResumeForm } from "~/components/billing/resume-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { db } from "~/db/index.server";
import { log } from "~/lib/log.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { usageStatus } from "~/usage/usage.server";
import type { Route } from "./+types/subscription";
import { readForm } from "~/lib/form-data.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Subscription | Namesmith",
    description: "Your Namesmith Premium subscription, renewal date and payments.",
    path: "/subscription",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const { clientIp } = context.get(requestInfoContext);
  const sub = await currentSubscription(db(), user.id, now);
  const [quote, usage, payments] = await Promise.all([
    planQuote(db()),
    usageStatus(db(), { userId: user.id, visitorId: null, ip: clientIp }, now),
    listPayments(db(), user.id),
  ]);
  // Back from the bank's check (3-D Secure): the processor has yet to confirm.
  const confirming = sub?.status === "pending" && now.getTime() - sub.currentPeriodStart.getTime() < 24 * 60 * 60 * 1000;
  const active = grantsAccess(sub, now);
  return {
    subscription: active
      ? { planLine: planLine(sub.plan, quote.prices), cancelled: sub.status === "cancelled", periodEnd: longDate(sub.currentPeriodEnd) }
      : null,
    confirming,
    remaining: usage.remaining,
    premiumMonthly: quote.limits.premiumMonthly,
    payments: payments.map((p) => ({
      id: p.id,
      date: longDate(p.createdAt),
      plan: p.plan === "monthly" ? "Monthly" : "Yearly",
      kind: p.kind,
      amount: `${dollarsWithCents(p.amountCents / 100)}${p.currency === "USD" ? "" : ` ${p.currency}`}`,
      card: p.cardLast4 ? `${p.cardBrand ?? "Card"} •••• ${p.cardLast4}` : "—",
      status: p.status,
    })),
    confirmCancel: new URL(request.url).searchParams.has("cancel") && active && sub.status === "active",
  };
}

const CANCEL_FAILED = { title: "Error", message: "There was an error cancelling your subscription" };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") === "resume") return resume(user.id);
  if (form.get("intent") !== "cancel") return data({ error: CANCEL_FAILED }, { status: 400 });
  try {
    const sub = await currentSubscription(db(), user.id);
    if (!sub || sub.status !== "active") return data({ error: { title: "Error", message: "No active subscription found" } }, { status: 404 });
    // Stop the processor renewing first: a cancellation must never be followed by a charge.
    if (!(await stopRenewalAtProcessor(db(), sub.processor, sub.processorRef))) return data({ error: CANCEL_FAILED }, { status: 502 });
    const result = await cancelSubscription(db(), user.id);
    if (result.kind === "none") return data({ error: { title: "Error", message: "No active subscription found" } }, { status: 404 });
  } catch (err) {
    log().error({ event: "subscription-cancel-failed", error: (err as Error)?.message ?? String(err) }, "cancelling a subscription failed");
    return data({ error: { title: "Error", message: "There was an unexpected error cancelling your subscription" } }, { status: 500 });
  }
  return redirectWithAuth("/subscription", null, {
    type: "success",
    title: "Subscription cancelled",
    description: "Your subscription has been cancelled but will remain active until the end of the billing period",
  });
}

const RESUME_FAILED = { title: "Error", message: "We could not resume your subscription. Please try again or contact support." };

/** Undoes a cancellation before the period ends: renewal back on at the processor first, then here. */
async function resume(userId: string) {
  try {
    const sub = await currentSubscription(db(), userId);
    if (!sub || sub.status !== "cancelled" || !grantsAccess(sub)) {
      return data({ error: { title: "Error", message: "There is no cancelled subscription to resume." } }, { status: 404 });
    }
    if (!(await resumeRenewalAtProcessor(db(), sub.processor, sub.processorRef))) return data({ error: RESUME_FAILED }, { status: 502 });
    const result = await resumeSubscription(db(), userId);
    if (result.kind === "none") return data({ error: { title: "Error", message: "There is no cancelled subscription to resume." } }, { status: 404 });
    return redirectWithAuth("/subscription", null, {
      type: "success",
      title: "Subscription resumed",
      description: `Your subscription will renew on ${longDate(result.renewsOn)}.`,
    });
  } catch (err) {
    log().error({ err: (err as Error)?.message ?? String(err) }, "failed to resume subscription");
    return data({ error: RESUME_FAILED }, { status: 500 });
  }
}

export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription, confirming, remaining, premiumMonthly, payments, confirmCancel } = loaderData;
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Subscription</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-[1fr_18rem]">
        <Card className="p-6">
          <div className="flex items-center justify-between gap-4">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Crown className="size-5 text-brand-600" aria-hidden="true" /> Premium
            </h2>
            <span
              data-testid="subscription-status"
              className={cn(
                "rounded-full px-3 py-1 text-xs font-semibold",
                subscription ? "bg-green-100 text-green-800" : confirming ? "bg-amber-100 text-amber-800" : "bg-slate-100 text-slate-700",
              )}
            >
              {subscription ? "Active" : confirming ? "Pending" : "Inactive"}
            </span>
          </div>
          {subscription ? (
            <>
              <p className="mt-4 text-slate-900" data-testid="plan-line">
                {subscription.planLine}
              </p>
              <p className="mt-1 text-sm text-slate-600" data-testid="period-line">
                {subscription.cancelled ? `Access until ${subscription.periodEnd}` : `Renews on ${subscription.periodEnd}`}
              </p>
              <p className="mt-4 text-sm text-slate-600">
                You have unlimited name generations across every generator (fair use: {premiumMonthly} a month).
              </p>
              {subscription.cancelled ? (
                <>
                  <p className="mt-4 text-sm text-slate-600">Your subscription has been cancelled and will not renew.</p>
                  <ResumeForm className="mt-6" />
                </>
              ) : (
                <Link to="?cancel" preventScrollReset className={buttonVariants({ variant: "outline", className: "mt-6" })}>
                  Cancel Subscription
                </Link>
              )}
            </>
          ) : confirming ? (
            <>
              <p className="mt-4 text-slate-700" data-testid="confirming-line">
                We're waiting for your bank to confirm your payment. Premium starts as soon as it does, usually within a few minutes.
              </p>
              <p className="mt-1 text-sm text-slate-600">Refresh this page to check. If your bank declined the payment, you have not been charged.</p>
              <p className="mt-4 text-slate-700">Until then you have {remaining} generations remaining today.</p>
            </>
          ) : (
            <>
              <p className="mt-4 text-slate-700">You have {remaining} generations remaining today.</p>
              <p className="mt-1 text-sm text-slate-600">Go Premium for unlimited names, priority support and advanced customization.</p>
              <Link to="/checkout" className={buttonVariants({ className: "mt-6" })}>
                Upgrade to Premium
              </Link>
            </>
          )}
        </Card>
        <Card className="h-fit p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <LifeBuoy className="size-5 text-brand-600" aria-hidden="true" /> Need Help?
          </h2>
          <p className="mt-2 text-sm text-slate-600">Questions about billing or your plan? We answer within 24-48 hours.</p>
          <Link to="/contact" className={buttonVariants({ variant: "outline", className: "mt-4 w-full" })}>
            Contact Support
          </Link>
        </Card>
      </div>

      <section className="mt-10">
        <h2 className="text-xl font-semibold text-slate-900">Payments</h2>
        <PaymentHistory payments={payments} />
      </section>

      {confirmCancel ? <CancelDialog /> : null}
    </div>
  );
}

/** The confirmation: a link opened it, so it works without JavaScript. */
function CancelDialog() {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 px-4">
      <div role="dialog" aria-modal="true" aria-labelledby="cancel-title" className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <h2 id="cancel-title" className="text-lg font-semibold text-slate-900">
          Cancel Subscription?
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          Your subscription will not renew. You keep Premium until the end of the billing period you have paid for.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Link to="/subscription" replace preventScrollReset className={buttonVariants({ variant: "outline" })}>
            Keep Subscription
          </Link>
          <Form method="post" action="/subscription">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? "Cancelling..." : "Yes, Cancel"}
            </Button>
          </Form>
        </div>
      </div>
    </div>
  );
}
