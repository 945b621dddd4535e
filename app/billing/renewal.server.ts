import type { Database } from "~/db/client.server";
import { log } from "~/lib/log.server";
import { paymentSettings } from "~/settings/settings.server";
import { apiBase, authenticationHeader } from "./twocheckout.server";

/**
 * Automatic renewal at the payment processor: turned off after a
 * cancellation (DELETE /subscriptions/{ref}/renewal/ at 2Checkout), back on
 * when a cancelled subscriber resumes before the paid period ends (POST to the
 * same address). Test-mode subscriptions renew by their status alone. Access
 * lasts to the period end either way. False when the processor refused.
 */
export function stopRenewalAtProcessor(db: Database, processor: string, subscriptionRef: string | null): Promise<boolean> {
  return setRenewalAtProcessor(db, processor, subscriptionRef, "DELETE");
}

export function resumeRenewalAtProcessor(db: Database, processor: string, subscriptionRef: string | null): Promise<boolean> {
  return setRenewalAtProcessor(db, processor, subscriptionRef, "POST");
}

async function setRenewalAtProcessor(db: Database, processor: string, subscriptionRef: string | null, method: "POST" | "DELETE"): Promise<boolean> {
  if (processor !== "2checkout" || !subscriptionRef) return true;
  const s = await paymentSettings(db);
  if (!s.merchantCode || !s.secretKey) return false;
  const change = method === "POST" ? "turn renewal back on" : "turn renewal off";
  try {
    const response = await fetch(`${apiBase()}/subscriptions/${encodeURIComponent(subscriptionRef)}/renewal/`, {
      method,
      headers: { Accept: "application/json", "X-Avangate-Authentication": authenticationHeader(s.merchantCode, s.secretKey) },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) log().warn({ status: response.status, processor }, `processor refused to ${change}`);
    return response.ok;
  } catch (err) {
    log().warn({ err: (err as Error).message, processor }, `processor did not answer when asked to ${change}`);
    return false;
  }
}
