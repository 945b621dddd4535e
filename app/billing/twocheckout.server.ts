import { config } from "~/config.server";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Plan } from "./plans";
import { ProcessorError, type ChargeRequest, type ChargeResult, type PaymentProcessor } from "./processor.server";

// 2Checkout (Verifone) for live payments. The browser tokenizes the card with
// 2Pay.js; we place the recurring order with that token through the REST API
// (6.0) and learn about renewals, failures, cancellations and refunds from IPN
// notifications, which are verified by their HMAC signature.

export const DEFAULT_API_BASE = "https://api.2checkout.com/rest/6.0";
export const TWOPAY_SCRIPT = "https://2pay-js.2checkout.com/v1/2pay.js";

/** The API address; TWOCHECKOUT_API_BASE points tests at a local server. */
export function apiBase(): string {
  return (config().TWOCHECKOUT_API_BASE || DEFAULT_API_BASE).replace(/\/+$/, "");
}

/** "2026-11-22 14:03:09": the date format the authentication header signs. */
export function authDate(now: Date): string {
  return now.toISOString().slice(0, 19).replace("T", " ");
}

const bytes = (s: string) => Buffer.byteLength(s, "utf8");

/**
 * X-Avangate-Authentication: code="{merchant}" date="{UTC Y-m-d H:i:s}"
 * hash="{HMAC-SHA256(len(code) + code + len(date) + date, secret)}" algo="sha256".
 * Without algo 2Checkout checks the hash as HMAC-MD5 and refuses this one.
 */
export function authenticationHeader(merchantCode: string, secretKey: string, now = new Date()): string {
  const date = authDate(now);
  const hash = createHmac("sha256", secretKey).update(`${bytes(merchantCode)}${merchantCode}${bytes(date)}${date}`).digest("hex");
  return `code="${merchantCode}" date="${date}" hash="${hash}" algo="sha256"`;
}

export interface TwoCheckoutOptions {
  merchantCode: string;
  secretKey: string;
  baseUrl?: string;
  /** Where the processor sends the shopper after a 3-D Secure check. */
  returnUrl: string;
  now?: () => Date;
}

interface OrderResponse {
  RefNo?: string | number;
  Status?: string;
  ApproveStatus?: string;
  Errors?: unknown;
  Items?: { ProductDetails?: { Subscriptions?: { SubscriptionReference?: string }[] } }[];
  PaymentDetails?: { PaymentMethod?: { CardType?: string; LastDigits?: string; Authorize3DS?: { Href?: string; Params?: Record<string, string> } | null } };
}

function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return { first: parts[0], last: parts[0] };
  return { first: parts.slice(0, -1).join(" "), last: parts[parts.length - 1] };
}

/** ISO country codes as 2Checkout expects them (our form says UK). */
function isoCountry(code: string): string {
  return code === "UK" ? "GB" : code;
}

export function orderBody(request: ChargeRequest, returnUrl: string) {
  if (request.method.kind !== "token") throw new ProcessorError("2Checkout takes a 2Pay.js token, never card details.");
  const { billing, token } = request.method;
  const name = splitName(billing.nameOnCard);
  const amount = request.amountCents / 100;
  const yearly = request.plan === "yearly";
  return {
    Currency: request.currency,
    Language: "en",
    Country: isoCountry(billing.country),
    CustomerIP: request.customer.ip,
    ExternalReference: request.idempotencyKey,
    ExternalCustomerReference: request.customer.id,
    Source: "namesmith",
    BillingDetails: {
      FirstName: name.first,
      LastName: name.last,
      Email: request.customer.email,
      CountryCode: isoCountry(billing.country),
      Zip: billing.postalCode,
    },
    Items: [
      {
        Name: yearly ? "Namesmith Premium (yearly)" : "Namesmith Premium (monthly)",
        Code: `namesmith-premium-${request.plan}`,
        Quantity: 1,
        IsDynamic: true,
        Tangible: false,
        PurchaseType: "PRODUCT",
        Price: { Amount: amount, Type: "CUSTOM" },
        RecurringOptions: {
          CycleLength: 1,
          CycleUnit: yearly ? "YEAR" : "MONTH",
          CycleAmount: amount,
          ContractLength: 0,
          ContractUnit: "FOREVER",
        },
      },
    ],
    PaymentDetails: {
      Type: "EES_TOKEN_PAYMENT",
      Currency: request.currency,
      CustomerIP: request.customer.ip,
      PaymentMethod: { EesToken: token, Vendor3DSReturnURL: returnUrl, Vendor3DSCancelURL: returnUrl },
    },
  };
}

const PAID = new Set(["COMPLETE", "AUTHRECEIVED"]);
const WAITING = new Set(["PENDING", "PURCHASE_PENDING", "PENDING_APPROVAL"]);

/**
 * Where the shopper confirms a payment with their bank (3-D Secure): the
 * order's Authorize3DS address with its parameters. Only an https address on
 * 2Checkout's own domain (or the API's own origin, for a local stand-in) is
 * followed: we never send a shopper somewhere an answer merely names.
 */
export function bankCheckUrl(authorize: { Href?: string; Params?: Record<string, string> } | null | undefined, apiBase: string): string | null {
  if (!authorize?.Href) return null;
  let url: URL;
  try {
    url = new URL(authorize.Href);
  } catch {
    return null;
  }
  const own = url.origin === new URL(apiBase).origin;
  if (!own && (url.protocol !== "https:" || !/(^|\.)2checkout\.com$/.test(url.hostname))) return null;
  for (const [key, value] of Object.entries(authorize.Params ?? {})) {
    if (typeof value === "string") url.searchParams.set(key, value);
  }
  return url.toString();
}

export function twoCheckoutProcessor(options: TwoCheckoutOptions): PaymentProcessor {
  const base = (options.baseUrl ?? apiBase()).replace(/\/+$/, "");
  return {
    id: "2checkout",
    renewsLocally: false,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (request.method.kind !== "token") return { ok: false, reason: "invalid", message: "Card details must be entered in the secure card field." };
      let response: Response;
      try {
        response = await fetch(`${base}/orders/`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "X-Avangate-Authentication": authenticationHeader(options.merchantCode, options.secretKey, options.now?.() ?? new Date()),
          },
          body: JSON.stringify(orderBody(request, options.returnUrl)),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        throw new ProcessorError(`2Checkout did not answer: ${(err as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as (OrderResponse & { message?: string; error_code?: string }) | null;
      if (!response.ok || !body) {
        // A refused payment (declined card, expired token) comes back as 400/402/422 with a
        // message; 401/403 mean our credentials are wrong, which is our error, not the card's.
        if ([400, 402, 422].includes(response.status) && body?.message) {
          return { ok: false, reason: "declined", message: body.message };
        }
        throw new ProcessorError(`2Checkout answered ${response.status}`);
      }
      const status = String(body.Status ?? "").toUpperCase();
      const refNo = body.RefNo ? String(body.RefNo) : "";
      if (!refNo || (!PAID.has(status) && !WAITING.has(status))) {
        return { ok: false, reason: "declined", message: "There was an error processing your payment" };
      }
      const method = body.PaymentDetails?.PaymentMethod;
      const authorizeUrl = WAITING.has(status) ? bankCheckUrl(method?.Authorize3DS, base) : null;
      return {
        ok: true,
        ...(authorizeUrl ? { authorizeUrl } : {}),
        chargeRef: refNo,
        subscriptionRef: body.Items?.[0]?.ProductDetails?.Subscriptions?.[0]?.SubscriptionReference ?? refNo,
        cardBrand: method?.CardType ? method.CardType.charAt(0).toUpperCase() + method.CardType.slice(1) : null,
        cardLast4: method?.LastDigits ? String(method.LastDigits).slice(-4) : null,
        status: PAID.has(status) ? "succeeded" : "pending",
      };
    },
  };
}

// ---------------------------------------------------------------------------
// IPN (Instant Payment Notification)

/** The notification's fields in the order they were sent, as the signature covers them. */
export type IpnFields = [string, string][];

const SIGNATURE_FIELDS = new Set(["HASH", "SIGNATURE_SHA2_256", "SIGNATURE_SHA3_256"]);

function lengthPrefixed(values: string[]): string {
  return values.map((v) => `${bytes(v)}${v}`).join("");
}

export function parseIpn(rawBody: string): IpnFields {
  return [...new URLSearchParams(rawBody).entries()];
}

/** The signature 2Checkout sends in SIGNATURE_SHA2_256: every other field, length-prefixed, in order. */
export function ipnSignature(fields: IpnFields, secretKey: string): string {
  const values = fields.filter(([k]) => !SIGNATURE_FIELDS.has(k)).map(([, v]) => v);
  return createHmac("sha256", secretKey).update(lengthPrefixed(values)).digest("hex");
}

/** Verifies a notification on its raw body. Unsigned or wrongly signed: null. */
export function verifyIpn(rawBody: string, secretKey: string | null): IpnFields | null {
  if (!secretKey) return null;
  const fields = parseIpn(rawBody);
  const sent = fields.find(([k]) => k === "SIGNATURE_SHA2_256")?.[1] ?? "";
  if (!/^[0-9a-f]{64}$/i.test(sent)) return null;
  const expected = Buffer.from(ipnSignature(fields, secretKey), "hex");
  const given = Buffer.from(sent.toLowerCase(), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected) ? fields : null;
}

export function field(fields: IpnFields, name: string): string {
  return fields.find(([k]) => k === name)?.[1] ?? "";
}

/** "20261122140309" */
function ipnDate(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/[-T:]/g, "");
}

/** The acknowledgement 2Checkout expects, or it sends the notification again. */
export function ipnAcknowledgement(fields: IpnFields, secretKey: string, now = new Date()): string {
  const date = ipnDate(now);
  const values = [field(fields, "IPN_PID[]"), field(fields, "IPN_PNAME[]"), field(fields, "IPN_DATE"), date];
  const hash = createHmac("sha256", secretKey).update(lengthPrefixed(values)).digest("hex");
  return `<sig algo="sha256" date="${date}">${hash}</sig>`;
}

/** Plan of a notification's product code (namesmith-premium-monthly / -yearly). */
export function ipnPlan(fields: IpnFields): Plan | null {
  const code = field(fields, "IPN_PCODE[]");
  if (code.endsWith("yearly")) return "yearly";
  if (code.endsWith("monthly")) return "monthly";
  return null;
}
