import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { config, parseConfig, setConfig } from "~/config.server";
import { payments, subscriptions } from "~/db/schema";
import { invalidateSettings, saveSecret, saveSettings } from "~/settings/settings.server";
import { isPremium } from "~/usage/usage.server";
import { createTestDatabase, createTestUser, databaseKinds, type TestDatabase } from "../../tests/setup/databases";
import { applyIpn } from "./ipn.server";
import { ProcessorError } from "./processor.server";
import { stopRenewalAtProcessor } from "./processors.server";
import { resumeRenewalAtProcessor } from "./renewal.server";
import { currentSubscription, listPayments, subscribe } from "./subscriptions.server";
import { authDate, authenticationHeader, bankCheckUrl, ipnAcknowledgement, ipnSignature, twoCheckoutProcessor, verifyIpn, type IpnFields } from "./twocheckout.server";

const MERCHANT = "250111206876";
const SECRET = "SECRET_KEY_for_tests_=&?";
const now = new Date("2026-11-22T12:00:00Z");

/**
 * What 2Checkout checks: the header's hash over the merchant code and its own
 * date, with the algorithm the header names (MD5 when it names none).
 */
function validAuth(header: string | undefined): boolean {
  const m = /^code="([^"]+)" date="([^"]+)" hash="([0-9a-f]+)"(?: algo="(sha256|sha3-256)")?$/.exec(header ?? "");
  if (!m) return false;
  const [, code, date, hash, algo = "md5"] = m;
  const expected = createHmac(algo, SECRET).update(`${Buffer.byteLength(code)}${code}${Buffer.byteLength(date)}${date}`).digest("hex");
  return code === MERCHANT && hash === expected;
}

async function body(req: IncomingMessage): Promise<string> {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return raw;
}

/** A stand-in for api.2checkout.com/rest/6.0, answering like the processor. */
function fakeProcessor() {
  const seen: { method: string; url: string; body: unknown }[] = [];
  let refNo = 90000000;
  const server: Server = createServer(async (req, res) => {
    const raw = await body(req);
    seen.push({ method: req.method!, url: req.url!, body: raw ? JSON.parse(raw) : null });
    res.setHeader("Content-Type", "application/json");
    if (!validAuth(req.headers["x-avangate-authentication"] as string | undefined)) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ error_code: "AUTHENTICATION_ERROR", message: "Authentication needed for this resource" }));
    }
    if (req.method === "POST" && req.url === "/rest/6.0/orders/") {
      const order = JSON.parse(raw);
      const token = order.PaymentDetails?.PaymentMethod?.EesToken;
      if (token === "tok_declined") {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error_code: "PAYMENT_ERROR", message: "Your card was declined by the bank." }));
      }
      refNo++;
      if (token === "tok_3ds") {
        // The card's bank asks the shopper to confirm: the order waits.
        const origin = `http://${req.headers.host}`;
        return res.end(
          JSON.stringify({
            RefNo: String(refNo),
            Status: "PENDING",
            ApproveStatus: "WAITING",
            Items: [{ ProductDetails: { Subscriptions: [{ SubscriptionReference: `SUB${refNo}` }] } }],
            PaymentDetails: {
              Type: "EES_TOKEN_PAYMENT",
              PaymentMethod: { CardType: "visa", LastDigits: "3220", Authorize3DS: { Href: `${origin}/6.0/scripts/credit_card/authorize`, Method: "GET", Params: { avng8apitoken: `tk${refNo}` } } },
            },
          }),
        );
      }
      return res.end(
        JSON.stringify({
          RefNo: String(refNo),
          Status: "AUTHRECEIVED",
          ApproveStatus: "WAITING",
          Items: [{ ProductDetails: { Subscriptions: [{ SubscriptionReference: `SUB${refNo}` }] } }],
          PaymentDetails: { Type: "EES_TOKEN_PAYMENT", PaymentMethod: { CardType: "visa", LastDigits: "1111" } },
        }),
      );
    }
    if ((req.method === "DELETE" || req.method === "POST") && /^\/rest\/6\.0\/subscriptions\/[^/]+\/renewal\/$/.test(req.url!)) return res.end("true");
    res.statusCode = 404;
    res.end(JSON.stringify({ message: "Not found" }));
  });
  return {
    seen,
    start: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/rest/6.0`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A notification as 2Checkout signs it. */
function ipn(fields: IpnFields, secret = SECRET): string {
  const signed: IpnFields = [...fields, ["SIGNATURE_SHA2_256", ipnSignature(fields, secret)]];
  return new URLSearchParams(signed).toString();
}

test("the authentication header signs the merchant code and the UTC date", () => {
  const header = authenticationHeader(MERCHANT, SECRET, now);
  expect(header).toMatch(/^code="250111206876" date="2026-11-22 12:00:00" hash="[0-9a-f]{64}" algo="sha256"$/);
  expect(validAuth(header)).toBe(true);
  expect(validAuth(authenticationHeader(MERCHANT, "wrong", now))).toBe(false);
  expect(authDate(new Date("2026-01-02T03:04:05.678Z"))).toBe("2026-01-02 03:04:05");
});

describe.each(databaseKinds())("2Checkout on %s", (kind) => {
  let t: TestDatabase;
  const fake = fakeProcessor();
  let base: string;
  beforeAll(async () => {
    setConfig(parseConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "ns-billing-")), APP_SECRET: "c".repeat(64) }));
    t = await createTestDatabase(kind);
    base = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    await t?.drop();
  });
  beforeEach(() => invalidateSettings());

  const newUser = () => createTestUser(t.handle.db, "Ada");
  const processor = (secretKey = SECRET) => twoCheckoutProcessor({ merchantCode: MERCHANT, secretKey, baseUrl: base, returnUrl: "http://localhost/subscription" });
  const order = (userId: string, token = "tok_good") => ({
    userId,
    email: "ada@example.com",
    ip: "203.0.113.9",
    plan: "monthly" as const,
    method: { kind: "token" as const, token, billing: { nameOnCard: "Ada King Lovelace", country: "UK" as const, postalCode: "SW1A 1AA" } },
    idempotencyKey: randomUUID(),
  });

  async function subscribed(): Promise<{ userId: string; refNo: string; subRef: string }> {
    const userId = await newUser();
    expect((await subscribe(t.handle.db, processor(), order(userId), now)).kind).toBe("subscribed");
    const [sub] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const [pay] = await t.handle.db.select().from(payments).where(eq(payments.userId, userId));
    return { userId, refNo: pay.processorRef, subRef: sub.processorRef! };
  }

  test("places a recurring order with the browser's token; the card never reaches us", async () => {
    const userId = await newUser();
    const form = order(userId);
    const result = await subscribe(t.handle.db, processor(), form, now);
    expect(result.kind).toBe("subscribed");
    const sent = fake.seen.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.body).toMatchObject({
      Currency: "USD",
      Country: "GB",
      ExternalReference: form.idempotencyKey,
      BillingDetails: { FirstName: "Ada King", LastName: "Lovelace", Email: "ada@example.com", Zip: "SW1A 1AA" },
      Items: [{ Price: { Amount: 5 }, RecurringOptions: { CycleLength: 1, CycleUnit: "MONTH", CycleAmount: 5 } }],
      PaymentDetails: { Type: "EES_TOKEN_PAYMENT", PaymentMethod: { EesToken: "tok_good" } },
    });
    const sub = await currentSubscription(t.handle.db, userId, now);
    expect(sub).toMatchObject({ status: "active", plan: "monthly", processor: "2checkout" });
    expect(sub!.processorRef).toMatch(/^SUB\d+$/);
    expect(await listPayments(t.handle.db, userId)).toMatchObject([{ kind: "charge", amountCents: 500, cardBrand: "Visa", cardLast4: "1111", status: "succeeded" }]);
  });

  test("a declined card: the processor's message, no subscription", async () => {
    const userId = await newUser();
    const result = await subscribe(t.handle.db, processor(), order(userId, "tok_declined"), now);
    expect(result).toEqual({ kind: "declined", message: "Your card was declined by the bank." });
    expect(await isPremium(t.handle.db, userId, now)).toBe(false);
  });

  test("a wrong secret key is refused by the processor and reported as an error, not a payment", async () => {
    const userId = await newUser();
    await expect(subscribe(t.handle.db, processor("wrong-secret"), order(userId), now)).rejects.toBeInstanceOf(ProcessorError);
    // The form's key was released: a retry with the right key works.
    expect(await isPremium(t.handle.db, userId, now)).toBe(false);
  });

  test("test mode card details are never sent to 2Checkout", async () => {
    const userId = await newUser();
    const calls = fake.seen.length;
    const result = await processor().charge({
      plan: "monthly",
      amountCents: 500,
      currency: "USD",
      idempotencyKey: randomUUID(),
      customer: { id: userId, email: "a@example.com", ip: "1.2.3.4" },
      method: { kind: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvv: "123", nameOnCard: "A", country: "US", postalCode: "1" } },
    });
    expect(result.ok).toBe(false);
    expect(fake.seen.length).toBe(calls);
  });

  test("notifications: a renewal with a good signature extends the period once; a replay changes nothing", async () => {
    const { userId, subRef } = await subscribed();
    const fields: IpnFields = [
      ["IPN_PID[]", "1"],
      ["IPN_PNAME[]", "Namesmith Premium (monthly)"],
      ["IPN_PCODE[]", "namesmith-premium-monthly"],
      ["IPN_DATE", "20261222120500"],
      ["ORDERNO", "777001"],
      ["ORDERSTATUS", "COMPLETE"],
      ["IPN_LICENSE_TYPE[]", "RENEWAL"],
      ["IPN_LICENSE_REF[]", subRef],
      ["IPN_LICENSE_EXP[]", "2027-01-22 12:00:00"],
      ["IPN_TOTALGENERAL", "5.00"],
      ["CURRENCY", "USD"],
    ];
    const raw = ipn(fields);
    const verified = verifyIpn(raw, SECRET);
    expect(verified).not.toBeNull();
    expect(await applyIpn(t.handle.db, verified!, now)).toBe("applied");
    expect(await applyIpn(t.handle.db, verifyIpn(raw, SECRET)!, now)).toBe("replay");
    const sub = await currentSubscription(t.handle.db, userId, now);
    expect(sub!.currentPeriodEnd.toISOString()).toBe("2027-01-22T12:00:00.000Z");
    expect((await listPayments(t.handle.db, userId)).map((p) => p.kind)).toEqual(expect.arrayContaining(["charge", "renewal"]));
    expect(await t.handle.db.$count(payments, eq(payments.userId, userId))).toBe(2);
    expect(ipnAcknowledgement(verified!, SECRET, now)).toMatch(/^<sig algo="sha256" date="20261122120000">[0-9a-f]{64}<\/sig>$/);
  });

  test("a card whose bank wants a 3-D Secure check: the shopper is sent there, premium starts when 2Checkout confirms", async () => {
    const userId = await newUser();
    const result = await subscribe(t.handle.db, processor(), order(userId, "tok_3ds"), now);
    expect(result.kind).toBe("authenticate");
    const url = new URL((result as { url: string }).url);
    expect(url.origin).toBe(new URL(base).origin);
    expect(url.pathname).toBe("/6.0/scripts/credit_card/authorize");
    expect(url.searchParams.get("avng8apitoken")).toMatch(/^tk\d+$/);
    // Nothing is granted before the bank and the processor agree.
    expect(await isPremium(t.handle.db, userId, now)).toBe(false);
    expect(await currentSubscription(t.handle.db, userId, now)).toMatchObject({ status: "pending" });
    expect(await listPayments(t.handle.db, userId)).toMatchObject([{ kind: "charge", status: "pending", cardLast4: "3220" }]);
    const [pay] = await t.handle.db.select().from(payments).where(eq(payments.userId, userId));

    const later = new Date(now.getTime() + 5 * 60 * 1000);
    const confirmed: IpnFields = [
      ["IPN_PID[]", "1"],
      ["IPN_PNAME[]", "Namesmith Premium (monthly)"],
      ["IPN_PCODE[]", "namesmith-premium-monthly"],
      ["IPN_DATE", "20261122120500"],
      ["ORDERNO", pay.processorRef],
      ["ORDERSTATUS", "COMPLETE"],
      ["IPN_LICENSE_TYPE[]", "REGULAR"],
      ["IPN_TOTALGENERAL", "5.00"],
    ];
    expect(await applyIpn(t.handle.db, verifyIpn(ipn(confirmed), SECRET)!, later)).toBe("applied");
    expect(await isPremium(t.handle.db, userId, later)).toBe(true);
    const sub = await currentSubscription(t.handle.db, userId, later);
    expect(sub).toMatchObject({ status: "active" });
    expect(sub!.currentPeriodEnd.toISOString()).toBe("2026-12-22T12:05:00.000Z");
    expect((await listPayments(t.handle.db, userId))[0]).toMatchObject({ status: "succeeded" });
  });

  test("an abandoned bank check: 2Checkout cancels the order and the subscription never starts", async () => {
    const userId = await newUser();
    expect((await subscribe(t.handle.db, processor(), order(userId, "tok_3ds"), now)).kind).toBe("authenticate");
    const [pay] = await t.handle.db.select().from(payments).where(eq(payments.userId, userId));
    const cancelled: IpnFields = [["ORDERNO", pay.processorRef], ["ORDERSTATUS", "CANCELED"], ["IPN_LICENSE_TYPE[]", "REGULAR"]];
    expect(await applyIpn(t.handle.db, verifyIpn(ipn(cancelled), SECRET)!, now)).toBe("applied");
    expect(await isPremium(t.handle.db, userId, now)).toBe(false);
    expect(await currentSubscription(t.handle.db, userId, now)).toMatchObject({ status: "expired" });
  });

  test("the bank check address is followed only on 2Checkout's own https domain", () => {
    const api = "https://api.2checkout.com/rest/6.0";
    expect(bankCheckUrl({ Href: "https://api.2checkout.com/6.0/scripts/credit_card/authorize", Params: { avng8apitoken: "abc" } }, api)).toBe(
      "https://api.2checkout.com/6.0/scripts/credit_card/authorize?avng8apitoken=abc",
    );
    expect(bankCheckUrl({ Href: "https://evil.example/authorize" }, api)).toBeNull();
    expect(bankCheckUrl({ Href: "https://2checkout.com.evil.example/x" }, api)).toBeNull();
    expect(bankCheckUrl({ Href: "http://api.2checkout.com/x" }, api)).toBeNull();
    expect(bankCheckUrl({ Href: "javascript:alert(1)" }, api)).toBeNull();
    expect(bankCheckUrl(null, api)).toBeNull();
  });

  test("notifications without a signature, with a wrong one, or tampered with are rejected", async () => {
    const { subRef } = await subscribed();
    const fields: IpnFields = [
      ["ORDERNO", "777002"],
      ["ORDERSTATUS", "REFUND"],
      ["IPN_LICENSE_REF[]", subRef],
    ];
    expect(verifyIpn(new URLSearchParams(fields).toString(), SECRET)).toBeNull();
    expect(verifyIpn(ipn(fields, "not-the-secret"), SECRET)).toBeNull();
    expect(verifyIpn(ipn(fields).replace("777002", "777003"), SECRET)).toBeNull();
    expect(verifyIpn(ipn(fields), null)).toBeNull();
  });

  test("a refund ends access; a failed renewal marks the subscription past due", async () => {
    const a = await subscribed();
    const refund: IpnFields = [["ORDERNO", a.refNo], ["ORDERSTATUS", "REFUND"], ["IPN_LICENSE_REF[]", a.subRef], ["IPN_TOTALGENERAL", "5.00"]];
    expect(await applyIpn(t.handle.db, verifyIpn(ipn(refund), SECRET)!, now)).toBe("applied");
    expect(await isPremium(t.handle.db, a.userId, new Date(now.getTime() + 1000))).toBe(false);
    expect((await listPayments(t.handle.db, a.userId)).find((p) => p.kind === "refund")).toMatchObject({ status: "refunded" });

    const b = await subscribed();
    const failed: IpnFields = [["ORDERNO", "888001"], ["ORDERSTATUS", "CANCELED"], ["IPN_LICENSE_TYPE[]", "RENEWAL"], ["IPN_LICENSE_REF[]", b.subRef]];
    expect(await applyIpn(t.handle.db, verifyIpn(ipn(failed), SECRET)!, now)).toBe("applied");
    expect((await currentSubscription(t.handle.db, b.userId, now))?.status).toBe("past_due");
  });

  /** Runs `check` with 2Checkout as the processor, its API at the stand-in; puts the test processor back after. */
  async function withTwoCheckout(check: () => Promise<void>) {
    const before = config();
    setConfig({ ...before, TWOCHECKOUT_API_BASE: base });
    try {
      await saveSettings(t.handle.db, { payments: { processor: "2checkout", merchantCode: MERCHANT, publishableKey: "pk", sandbox: true } }, null);
      await saveSecret(t.handle.db, "payments.secretKey", SECRET, null);
      await check();
    } finally {
      setConfig(before);
      await saveSettings(t.handle.db, { payments: { processor: "test", merchantCode: "", publishableKey: "", sandbox: true } }, null);
      await saveSecret(t.handle.db, "payments.secretKey", "", null);
    }
  }

  test("cancelling a 2Checkout subscription turns off its renewal at the processor", async () => {
    const { subRef } = await subscribed();
    await withTwoCheckout(async () => {
      expect(await stopRenewalAtProcessor(t.handle.db, "2checkout", subRef)).toBe(true);
      expect(fake.seen.at(-1)).toMatchObject({ method: "DELETE", url: `/rest/6.0/subscriptions/${subRef}/renewal/` });
      await saveSecret(t.handle.db, "payments.secretKey", "wrong", null);
      expect(await stopRenewalAtProcessor(t.handle.db, "2checkout", subRef)).toBe(false);
    });
  });

  test("resuming a cancelled 2Checkout subscription turns its renewal back on at the processor", async () => {
    const { subRef } = await subscribed();
    await withTwoCheckout(async () => {
      expect(await stopRenewalAtProcessor(t.handle.db, "2checkout", subRef)).toBe(true);
      expect(await resumeRenewalAtProcessor(t.handle.db, "2checkout", subRef)).toBe(true);
      expect(fake.seen.at(-1)).toMatchObject({ method: "POST", url: `/rest/6.0/subscriptions/${subRef}/renewal/` });
      await saveSecret(t.handle.db, "payments.secretKey", "wrong", null);
      expect(await resumeRenewalAtProcessor(t.handle.db, "2checkout", subRef)).toBe(false);
    });
  });
});
