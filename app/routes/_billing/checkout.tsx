import { randomUUID } from "node:crypto";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { toast } from "sonner";
import { redirectWithAuth } from "~/auth/actions.server";
import { getUser } from "~/auth/session.server";
import { checkBilling, checkCard, MISSING, type FieldErrors } from "~/billing/card";
import { planQuote } from "~/billing/plans.server";
import { dollars, parsePlan, type Plan } from "~/billing/plans";
import { ProcessorError, type PaymentMethod } from "~/billing/processor.server";
import { activeProcessor, checkoutMode } from "~/billing/processors.server";
import { subscribe } from "~/billing/subscriptions.server";
import { CheckoutForm } from "~/components/billing/checkout-form";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { config } from "~/config.server";
import { db } from "~/db/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { seo } from "~/lib/seo";
import { isPremium } from "~/usage/usage.server";
import type { Route } from "./+types/checkout";
import { readForm } from "~/lib/form-data.server";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Checkout | Namesmith Premium",
    description: "Subscribe to Namesmith Premium for unlimited name generations.",
    path: "/checkout",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const SIGN_IN = { type: "error", title: "Authentication required", description: "Please sign in to continue with your purchase" } as const;
const FAILED = "There was an error processing your payment";
/** No processor can take orders here (test mode off on this deployment, or 2Checkout without its keys). */
const NOT_CONFIGURED = { title: "Payments unavailable", message: "Payments are not configured on this site yet, so nothing can be bought right now. Nothing was charged." };
const UNEXPECTED = { title: "Payment error", message: "There was an unexpected error processing your payment" };

function planOf(params: { plan?: string }, request: Request): Plan {
  if (params.plan !== undefined && params.plan !== "monthly" && params.plan !== "yearly") throw data("Not found", { status: 404 });
  return parsePlan(params.plan ?? new URL(request.url).searchParams.get("plan"));
}

/** Visitors are sent to sign in with a toast, and come back to this plan. */
function toSignIn(plan: Plan) {
  return redirectWithAuth(`/sign-in?redirectTo=${encodeURIComponent(`/checkout?plan=${plan}`)}`, null, SIGN_IN);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const plan = planOf(params, request);
  const user = await getUser(request);
  if (!user) throw await toSignIn(plan);
  const [quote, mode, premium] = await Promise.all([planQuote(db()), checkoutMode(db()), isPremium(db(), user.id)]);
  return {
    plan,
    quote,
    premium,
    mode: { processor: mode.processor, merchantCode: mode.merchantCode, ready: mode.ready },
    // One per form shown: a second submit of the same form never charges again.
    idempotencyKey: randomUUID(),
    pathStyle: params.plan !== undefined,
  };
}

type ActionError = { title: string; message: string };
const fail = (error: ActionError, status: number, fieldErrors: FieldErrors = {}) => data({ error, fieldErrors }, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const plan = parsePlan(form.plan, planOf(params, request));
  const user = await getUser(request);
  if (!user) return toSignIn(plan);
  const key = typeof form.idempotencyKey === "string" && /^[0-9a-f-]{36}$/.test(form.idempotencyKey) ? form.idempotencyKey : randomUUID();
  const mode = await checkoutMode(db());
  if (!mode.ready) return fail(NOT_CONFIGURED, 503);

  let method: PaymentMethod;
  if (mode.processor === "test") {
    const check = checkCard(form);
    if (!check.ok) {
      if (check.missing) return fail(MISSING, 400, check.fieldErrors);
      return fail({ title: "Payment failed", message: Object.values(check.fieldErrors)[0] ?? FAILED }, 400, check.fieldErrors);
    }
    method = { kind: "card", card: check.card };
  } else {
    const billing = checkBilling(form);
    const token = typeof form.paymentToken === "string" ? form.paymentToken.trim() : "";
    if (!billing.ok || !token) return fail(MISSING, 400, billing.ok ? {} : billing.fieldErrors);
    method = { kind: "token", token, billing: billing.billing };
  }

  try {
    const processor = await activeProcessor(db(), config().SITE_URL);
    if (!processor) return fail(NOT_CONFIGURED, 503);
    const { clientIp } = context.get(requestInfoContext);
    const result = await subscribe(db(), processor, { userId: user.id, email: user.email, ip: clientIp, plan, method, idempotencyKey: key });
    switch (result.kind) {
      case "subscribed":
      case "subscribed-earlier":
        return redirectWithAuth("/subscription/success", null, { type: "success", title: "Payment successful!", description: "Your subscription has been activated" });
      case "already-premium":
        return redirectWithAuth("/subscription", null, {
          type: "success",
          title: "You're already Premium",
          description: "Your Premium subscription is active, so you have not been charged again.",
        });
      case "declined":
        return fail({ title: "Payment failed", message: result.message || FAILED }, 402);
      case "authenticate":
        // The bank's own page (3-D Secure); it sends the shopper back to /subscription.
        return redirect(result.url, { headers: { "Cache-Control": "no-store" } });
      case "in-progress":
        return fail({ title: "Payment failed", message: "Your payment is still being processed. Please check your subscription page in a moment." }, 409);
    }
  } catch (err) {
    // Only the error's message: never the form, which holds the card.
    log().error({ event: "payment-failed", error: err instanceof ProcessorError ? err.message : ((err as Error)?.message ?? "unknown error") }, "payment processing failed");
    return fail(UNEXPECTED, 500);
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, quote, premium, mode, idempotencyKey, pathStyle } = loaderData;
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  if (premium) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold text-slate-900">You're already a Premium member</h1>
          <p className="mt-3 text-slate-600">Your subscription is active, so there is nothing to pay. You can see its details on your subscription page.</p>
          <Link to="/subscription" className={buttonVariants({ className: "mt-6" })}>
            View Subscription
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Upgrade to Premium</h1>
      <p className="mt-2 text-slate-600">
        Unlimited names for {dollars(quote.prices.monthly)}/month or {dollars(quote.prices.yearly)}/year. Cancel any time.
      </p>
      <CheckoutForm
        plan={plan}
        prices={quote.prices}
        saving={quote.saving}
        mode={mode}
        idempotencyKey={idempotencyKey}
        hrefFor={(p) => (pathStyle ? `/checkout/${p}` : `/checkout?plan=${p}`)}
        serverErrors={actionData?.fieldErrors ?? {}}
        formError={actionData?.error ?? null}
      />
    </div>
  );
}
