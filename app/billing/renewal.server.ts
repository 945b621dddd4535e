import type { Database } from "~/db/client.server";
import { log } from "~/lib/log.server";
import { paymentSettings } from "~/settings/settings.server";
import { apiBase, authenticationHeader } from "./twocheckout.server";

/**
 * Turns automatic renewal back on at 2Checkout when a cancelled subscriber
 * resumes before the paid period ends: the reverse of the DELETE that
 * cancellation sends (POST /subscriptions/{ref}/renewal/). Test-mode
 * subscriptions renew by their status alone. False when the processor refused.
 */
export async function resumeRenewalAtProcessor(db: Database, processor: string, subscriptionRef: string | null): Promise<boolean> {
  if (processor !== "2checkout" || !subscriptionRef) return true;
  const s = await paymentSettings(db);
  if (!s.merchantCode || !s.secretKey) return false;
  try {
    const response = await fetch(`${apiBase()}/subscriptions/${encodeURIComponent(subscriptionRef)}/renewal/`, {
      method: "POST",
      headers: { Accept: "application/json", "X-Avangate-Authentication": authenticationHeader(s.merchantCode, s.secretKey) },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) log().warn({ status: response.status, processor }, "processor refused to turn renewal back on");
    return response.ok;
  } catch (err) {
    log().warn({ err: (err as Error).message, processor }, "processor did not answer the renewal resume");
    return false;
  }
}
