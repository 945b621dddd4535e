import { Check, CreditCard, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { toast } from "sonner";
import { COUNTRIES, formatCardNumber, formatExpiry, MISSING, type FieldErrors } from "~/billing/card";
import { dollars, dollarsWithCents, PREMIUM_PERKS, type Plan, type PlanPrices } from "~/billing/plans";
import { PlanToggle } from "~/components/billing/plan-toggle";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { cn } from "~/lib/utils";

const TWOPAY_SCRIPT = "https://2pay-js.2checkout.com/v1/2pay.js";

interface TwoPayComponent {
  mount(selector: string): void;
}
interface TwoPayClientInstance {
  components: { create(kind: "card", style?: object): TwoPayComponent };
  tokens: { generate(component: TwoPayComponent, details: { name: string }): Promise<{ token: string }> };
}
declare global {
  interface Window {
    TwoPayClient?: new (merchantCode: string) => TwoPayClientInstance;
  }
}

export interface CheckoutMode {
  processor: "test" | "2checkout";
  merchantCode: string;
  ready: boolean;
}

interface Props {
  plan: Plan;
  prices: PlanPrices;
  saving: number;
  mode: CheckoutMode;
  idempotencyKey: string;
  hrefFor: (plan: Plan) => string;
  serverErrors: FieldErrors;
  formError: { title: string; message: string } | null;
}

export function CheckoutForm({ plan, prices, saving, mode, idempotencyKey, hrefFor, serverErrors, formError }: Props) {
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvv, setCvv] = useState("");
  const [tokenizing, setTokenizing] = useState(false);
  const twoPay = useTwoPay(mode);
  const live = mode.processor === "2checkout";
  const amount = prices[plan];
  const processing = busy || tokenizing;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = new FormData(form);
    const required = live ? ["nameOnCard", "postalCode"] : ["cardNumber", "expiryDate", "cvv", "nameOnCard", "postalCode"];
    if (required.some((name) => !String(values.get(name) ?? "").trim())) {
      event.preventDefault();
      toast.error(MISSING.title, { description: MISSING.message });
      return;
    }
    if (!live) return; // the browser posts the form as it is
    event.preventDefault();
    if (!twoPay.current) {
      toast.error("Payment error", { description: "The secure card field did not load. Please reload the page and try again." });
      return;
    }
    setTokenizing(true);
    try {
      const { token } = await twoPay.current.client.tokens.generate(twoPay.current.component, { name: String(values.get("nameOnCard")) });
      values.set("paymentToken", token);
      submit(values, { method: "post" });
    } catch {
      toast.error("Payment failed", { description: "There was an error processing your payment" });
    } finally {
      setTokenizing(false);
    }
  }

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <Card className="p-6">
        <PlanToggle selected={plan} hrefFor={hrefFor} labels={{ monthly: `Monthly ${dollars(prices.monthly)}`, yearly: `Yearly ${dollars(prices.yearly)}` }} />
        {mode.processor === "test" && mode.ready ? (
          <p className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="test-mode">
            Test mode — use card 4242 4242 4242 4242. No money is taken: any future expiry date and any 3-digit code work.
          </p>
        ) : null}
        {!mode.ready ? (
          <p className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="payments-not-configured">
            Payments are not configured on this site yet, so Premium cannot be bought right now. Please check back later.
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
            <strong className="font-semibold">{formError.title}.</strong> {formError.message}
          </p>
        ) : null}
        <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <input type="hidden" name="plan" value={plan} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {live ? (
            <div>
              <Label htmlFor="card-element">Card details</Label>
              <div id="card-element" className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 py-2" />
              <noscript>
                <p className="mt-2 text-sm text-red-700">Please enable JavaScript: your card is entered in our payment processor's secure field.</p>
              </noscript>
            </div>
          ) : (
            <>
              <Field label="Card number" error={serverErrors.cardNumber}>
                {(id, invalid) => (
                  <Input
                    id={id}
                    name="cardNumber"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="1234 5678 9012 3456"
                    maxLength={19}
                    required
                    aria-invalid={invalid}
                    value={cardNumber}
                    onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
                  />
                )}
              </Field>
              <div className="grid grid-cols-2 gap-4">
                <Field label="Expiry date" error={serverErrors.expiryDate}>
                  {(id, invalid) => (
                    <Input
                      id={id}
                      name="expiryDate"
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="MM/YY"
                      maxLength={5}
                      required
                      aria-invalid={invalid}
                      value={expiry}
                      onChange={(e) => setExpiry(formatExpiry(e.target.value))}
                    />
                  )}
                </Field>
                <Field label="CVV" error={serverErrors.cvv}>
                  {(id, invalid) => (
                    <Input
                      id={id}
                      name="cvv"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      placeholder="123"
                      required
                      aria-invalid={invalid}
                      value={cvv}
                      onChange={(e) => setCvv(e.target.value.replace(/\D/g, "").slice(0, 3))}
                    />
                  )}
                </Field>
              </div>
            </>
          )}
          <Field label="Name on card" error={serverErrors.nameOnCard}>
            {(id, invalid) => <Input id={id} name="nameOnCard" autoComplete="cc-name" maxLength={100} required aria-invalid={invalid} />}
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label="Country" error={serverErrors.country}>
              {(id) => (
                <NativeSelect id={id} name="country" defaultValue="US" autoComplete="country">
                  {COUNTRIES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Postal code" error={serverErrors.postalCode}>
              {(id, invalid) => <Input id={id} name="postalCode" autoComplete="postal-code" maxLength={12} required aria-invalid={invalid} />}
            </Field>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={processing || !mode.ready}>
            <Lock aria-hidden="true" />
            {processing ? "Processing..." : `Pay ${dollars(amount)}`}
          </Button>
          <p className="text-center text-xs text-slate-500">
            {live
              ? "Your card details go straight to our payment processor, 2Checkout (Verifone). They never reach our servers."
              : "We never store your card number or security code."}
          </p>
        </Form>
      </Card>

      <Card className="h-fit p-6" data-testid="order-summary">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CreditCard className="size-5 text-brand-600" aria-hidden="true" /> Order summary
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">Premium ({plan === "monthly" ? "Monthly" : "Yearly"})</dt>
            <dd className="font-medium text-slate-900">{dollarsWithCents(amount)}</dd>
          </div>
          {plan === "yearly" && saving > 0 ? (
            <div className="flex justify-end font-medium text-green-700">
              <dt className="sr-only">Savings</dt>
              <dd>{dollarsWithCents(saving)} Savings</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-semibold text-slate-900">
              {dollarsWithCents(amount)}
              <span className="text-sm font-normal text-slate-500">/{plan === "monthly" ? "month" : "year"}</span>
            </dd>
          </div>
        </dl>
        <ul className="mt-6 space-y-2 text-sm text-slate-700">
          {PREMIUM_PERKS.map((perk) => (
            <li key={perk} className="flex gap-2">
              <Check className="size-4 shrink-0 text-green-600" aria-hidden="true" /> {perk}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function Field({ label, error, children }: { label: string; error?: string; children: (id: string, invalid: boolean) => React.ReactNode }) {
  const id = `checkout-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children(id, Boolean(error))}
      {error ? <p className={cn("mt-1 text-sm text-red-600")}>{error}</p> : null}
    </div>
  );
}

/** Loads 2Pay.js and mounts its card field, in live mode only. */
function useTwoPay(mode: CheckoutMode) {
  const ref = useRef<{ client: TwoPayClientInstance; component: TwoPayComponent } | null>(null);
  useEffect(() => {
    if (mode.processor !== "2checkout" || !mode.ready) return;
    let cancelled = false;
    const mount = () => {
      if (cancelled || !window.TwoPayClient || ref.current) return;
      const client = new window.TwoPayClient(mode.merchantCode);
      const component = client.components.create("card");
      component.mount("#card-element");
      ref.current = { client, component };
    };
    if (window.TwoPayClient) mount();
    else {
      const script = document.createElement("script");
      script.src = TWOPAY_SCRIPT;
      script.async = true;
      script.onload = mount;
      script.onerror = () => toast.error("Payment error", { description: "The secure card field did not load. Please reload the page and try again." });
      document.head.appendChild(script);
    }
    return () => {
      cancelled = true;
    };
  }, [mode.processor, mode.ready, mode.merchantCode]);
  return ref;
}
