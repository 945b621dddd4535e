import type { BillingDetails, CardDetails } from "./card";
import type { Plan } from "./plans";

// One interface for every payment processor. The embedded default (test mode)
// never moves money; 2Checkout takes live payments. Card numbers only ever
// reach a processor object in test mode; in live mode the browser hands us a
// token from the processor's own script.

export type PaymentMethod =
  | { kind: "card"; card: CardDetails }
  | { kind: "token"; token: string; billing: BillingDetails };

export interface ChargeRequest {
  plan: Plan;
  amountCents: number;
  currency: "USD";
  /** One per checkout form: the processor sees the same key on a retry. */
  idempotencyKey: string;
  customer: { id: string; email: string; ip: string };
  method: PaymentMethod;
}

export type ChargeResult =
  | {
      ok: true;
      /** The processor's reference for this charge (order). */
      chargeRef: string;
      /** The processor's reference for the recurring subscription. */
      subscriptionRef: string;
      cardBrand: string | null;
      cardLast4: string | null;
      /** Whether the money is confirmed now or later by a notification. */
      status: "succeeded" | "pending";
      /**
       * The card's bank wants the shopper to confirm the payment (3-D Secure)
       * at this address first; the processor notifies us of the outcome.
       */
      authorizeUrl?: string;
    }
  | { ok: false; reason: "declined" | "invalid" | "error"; message: string; cardBrand?: string | null; cardLast4?: string | null };

export interface RenewalRequest {
  subscriptionRef: string;
  plan: Plan;
  amountCents: number;
  /** The end of the period being renewed: with the subscription, a unique key. */
  periodEnd: Date;
}

export interface PaymentProcessor {
  id: "test" | "2checkout";
  /** Places the first charge of a recurring subscription. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Whether our server renews subscriptions itself when their period ends
   * (test mode). Live processors renew on their side and notify us.
   */
  renewsLocally: boolean;
}

/** A processor failure we did not expect (network, bad answer): shown as "Payment error". */
export class ProcessorError extends Error {
  override name = "ProcessorError";
}
