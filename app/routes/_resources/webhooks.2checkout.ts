import { applyIpn } from "~/billing/ipn.server";
import { ipnAcknowledgement, verifyIpn } from "~/billing/twocheckout.server";
import { db } from "~/db/index.server";
import { paymentSettings } from "~/settings/settings.server";
import type { Route } from "./+types/webhooks.2checkout";
import { log } from "~/lib/log.server";

// POST /api/webhooks/2checkout — 2Checkout IPN. Thin: verify the signature on
// the raw body, apply the notification once, acknowledge it.

const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export function loader() {
  return text("Method not allowed", 405);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return text("Method not allowed", 405);
  const raw = await request.text();
  const { secretKey } = await paymentSettings(db());
  const fields = verifyIpn(raw, secretKey);
  if (!fields || !secretKey) return text("Invalid signature", 401);
  try {
    await applyIpn(db(), fields);
  } catch (err) {
    log().error({ event: "ipn-failed", error: (err as Error)?.message ?? String(err) }, "2Checkout notification could not be applied");
    // Not acknowledged: 2Checkout sends it again later.
    return text("Notification could not be applied", 500);
  }
  return new Response(ipnAcknowledgement(fields, secretKey), { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
