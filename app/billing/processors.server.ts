import { config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { paymentSettings } from "~/settings/settings.server";
import type { PaymentProcessor } from "./processor.server";
import { testProcessor } from "./test-processor.server";
import { twoCheckoutProcessor } from "./twocheckout.server";

/** What the checkout page needs to know about the processor (nothing secret). */
export interface CheckoutMode {
  processor: "test" | "2checkout";
  /** For 2Pay.js in the browser; empty in test mode. */
  merchantCode: string;
  sandbox: boolean;
}

/**
 * Where payments stand, for checkout and the admin banner:
 * - "test": the test processor takes orders (embedded default, or
 *   PAYMENTS_TEST_MODE=true): any Luhn-valid card buys Premium;
 * - "closed": the test processor is chosen but not switched on for this
 *   deployment (DATABASE_URL without PAYMENTS_TEST_MODE=true): nothing sells;
 * - "live" / "live-incomplete": 2Checkout, with or without its keys.
 */
export type PaymentsStatus = "test" | "closed" | "live" | "live-incomplete";

export async function paymentsStatus(db: Database): Promise<PaymentsStatus> {
  const s = await paymentSettings(db);
  if (s.processor === "2checkout") return s.merchantCode && s.secretKey ? "live" : "live-incomplete";
  return config().paymentsTestMode ? "test" : "closed";
}

/**
 * The processor chosen in the admin settings. 2Checkout without a merchant
 * code or secret key, or the test processor where test mode is not switched
 * on, cannot take payments: the page says payments are not configured rather
 * than falling back to test mode silently.
 */
export async function checkoutMode(db: Database): Promise<CheckoutMode & { ready: boolean }> {
  const s = await paymentSettings(db);
  if (s.processor !== "2checkout") return { processor: "test", merchantCode: "", sandbox: true, ready: config().paymentsTestMode };
  return { processor: "2checkout", merchantCode: s.merchantCode, sandbox: s.sandbox, ready: Boolean(s.merchantCode && s.secretKey) };
}

export async function activeProcessor(db: Database, siteUrl: string): Promise<PaymentProcessor | null> {
  const s = await paymentSettings(db);
  if (s.processor !== "2checkout") return config().paymentsTestMode ? testProcessor() : null;
  if (!s.merchantCode || !s.secretKey) return null;
  return twoCheckoutProcessor({ merchantCode: s.merchantCode, secretKey: s.secretKey, returnUrl: `${siteUrl}/subscription` });
}

export { stopRenewalAtProcessor } from "./renewal.server";
