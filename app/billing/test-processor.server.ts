import { cardBrand } from "./card";
import type { ChargeRequest, ChargeResult, PaymentProcessor } from "./processor.server";

// The embedded default: checks the card like a real processor would and never
// moves money. 4000 0000 0000 0002 is always declined.

export const TEST_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000000000000002";
export const DECLINED_MESSAGE = "Your card was declined. Please use a different card.";

export function testProcessor(): PaymentProcessor {
  return {
    id: "test",
    renewsLocally: true,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (request.method.kind !== "card") {
        return { ok: false, reason: "invalid", message: "Test mode takes card details, not a processor token." };
      }
      const { number } = request.method.card;
      const brand = cardBrand(number);
      const last4 = number.slice(-4);
      if (number === DECLINED_CARD) return { ok: false, reason: "declined", message: DECLINED_MESSAGE, cardBrand: brand, cardLast4: last4 };
      return {
        ok: true,
        chargeRef: `test_ch_${request.idempotencyKey}`,
        subscriptionRef: `test_sub_${request.idempotencyKey}`,
        cardBrand: brand,
        cardLast4: last4,
        status: "succeeded",
      };
    },
  };
}
