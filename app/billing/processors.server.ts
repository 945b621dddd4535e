import type { Database } from "~/db/client.server";
import { paymentSettings } from "~/settings/settings.server";
import type { PaymentProcessor } from "./processor.server";
import { testProcessor } from "./test-processor.server";
import { apiBase, authenticationHeader, twoCheckoutProcessor } from "./twocheckout.server";

/** What the checkout page needs to know about the processor (nothing secret). */
export interface CheckoutMode {
  processor: "test" | "2checkout";
  /** For 2Pay.js in the browser; empty in test mode. */
  merchantCode: string;
  sandbox: boolean;
}

/**
 * The processor chosen in the admin settings. 2Checkout without a merchant
 * code or secret key cannot take payments: the page says payments are
 * unavailable rather than falling back to test mode silently.
 */
export async function checkoutMode(db: Database): Promise<CheckoutMode & { ready: boolean }> {
  const s = await paymentSettings(db);
  if (s.processor !== "2checkout") return { processor: "test", merchantCode: "", sandbox: true, ready: true };
  return { processor: "2checkout", merchantCode: s.merchantCode, sandbox: s.sandbox, ready: Boolean(s.merchantCode && s.secretKey) };
}

export async function activeProcessor(db: Database, siteUrl: string): Promise<PaymentProcessor | null> {
  const s = await paymentSettings(db);
  if (s.processor !== "2checkout") return testProcessor();
  if (!s.merchantCode || !s.secretKey) return null;
  return twoCheckoutProcessor({ merchantCode: s.merchantCode, secretKey: s.secretKey, returnUrl: `${siteUrl}/subscription` });
}

/**
 * Turns off automatic renewal at 2Checkout after a cancellation (test-mode
 * subscriptions stop renewing by their status alone). Access lasts to the
 * period end either way. Returns false when the processor refused.
 */
export async function stopRenewalAtProcessor(db: Database, processor: string, subscriptionRef: string | null): Promise<boolean> {
  if (processor !== "2checkout" || !subscriptionRef) return true;
  const s = await paymentSettings(db);
  if (!s.merchantCode || !s.secretKey) return false;
  try {
    const response = await fetch(`${apiBase()}/subscriptions/${encodeURIComponent(subscriptionRef)}/renewal/`, {
      method: "DELETE",
      headers: { Accept: "application/json", "X-Avangate-Authentication": authenticationHeader(s.merchantCode, s.secretKey) },
      signal: AbortSignal.timeout(30_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}
