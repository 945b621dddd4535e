import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { payments, processedEvents, subscriptions } from "~/db/schema";
import { signUp, uniqueEmail } from "./accounts";
import { useBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

const { newPage } = useBrowser();

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
function oneYearFromToday(): string {
  const d = new Date();
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate() === 29 && d.getUTCMonth() === 1 ? 28 : d.getUTCDate()}, ${d.getUTCFullYear() + 1}`;
}

async function fillCard(page: Page, card: { number?: string; expiry?: string; cvv?: string; name?: string; postal?: string } = {}) {
  await page.getByLabel("Card number").fill(card.number ?? "4242424242424242");
  await page.getByLabel("Expiry date").fill(card.expiry ?? "1230");
  await page.getByLabel("CVV").fill(card.cvv ?? "123");
  await page.getByLabel("Name on card").fill(card.name ?? "Ada Lovelace");
  await page.getByLabel("Postal code").fill(card.postal ?? "94103");
}

describe("subscribing to Premium", () => {
  test("a visitor picks yearly, signs up, pays with the test card, generates freely, cancels and keeps access", async () => {
    const page = await newPage();
    await page.goto("/pricing");
    const premium = page.getByTestId("premium-plan");
    await premium.getByText("$5/month").waitFor();
    await page.getByRole("link", { name: "Yearly", exact: true }).click();
    await premium.getByText("$50/year").waitFor();
    await premium.getByText("Save $10 with annual billing").waitFor();
    await page.getByText("Days are calendar days in UTC", { exact: false }).first().waitFor({ state: "attached" });

    await premium.getByRole("link", { name: "Sign Up & Subscribe" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/checkout?plan=yearly");

    await page.getByRole("link", { name: "Create a free account" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/checkout?plan=yearly");
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(uniqueEmail("premium"));
    await page.getByLabel("Password", { exact: true }).fill("correct-horse-1");
    await page.getByLabel("Confirm password", { exact: true }).fill("correct-horse-1");
    await page.getByRole("button", { name: "Sign Up" }).click();

    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("plan") === "yearly");
    await page.getByText("Test mode — use card 4242 4242 4242 4242").waitFor();
    expect(await page.getByRole("link", { name: "Yearly $50" }).getAttribute("aria-current")).toBe("true");
    await page.getByTestId("order-summary").getByText("$10.00 Savings").waitFor();
    await fillCard(page);
    expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4242");
    expect(await page.getByLabel("Expiry date").inputValue()).toBe("12/30");
    await page.getByRole("button", { name: "Pay $50" }).click();

    await page.waitForURL((url) => url.pathname === "/subscription/success");
    await toast(page, "Payment successful!");
    await toast(page, "Your subscription has been activated");
    await page.getByRole("heading", { name: "Subscription Activated!" }).waitFor();
    expect(await page.getByRole("link", { name: "View Subscription" }).getAttribute("href")).toBe("/subscription");

    await page.getByRole("link", { name: "View Subscription" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription");
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("Active");
    await expect(page.getByTestId("plan-line").textContent()).resolves.toBe("Yearly Premium Plan ($50/year)");
    await expect(page.getByTestId("period-line").textContent()).resolves.toBe(`Renews on ${oneYearFromToday()}`);
    const history = page.getByTestId("payments");
    await history.getByText("Visa •••• 4242").waitFor();
    await history.getByText("$50.00").waitFor();

    // Premium: no daily count on the generator, and generating goes on.
    await page.goto("/ai-cat-name-generator");
    await page.getByLabel("Describe your cat").fill("a sleepy grey cat who loves the window");
    for (let i = 0; i < 4; i++) {
      await page.getByRole("button", { name: "Generate Cat Names" }).click();
      await page.locator("[data-testid=results] > li").first().waitFor();
      await page.getByRole("button", { name: "Generate Cat Names" }).waitFor();
    }
    expect(await page.getByText("generations left today").count()).toBe(0);
    expect(await page.getByText("You've used your").count()).toBe(0);

    // Cancel: first think better of it, then cancel for real.
    await page.goto("/subscription");
    await page.getByRole("link", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Cancel Subscription?").waitFor();
    await dialog.getByRole("link", { name: "Keep Subscription" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Cancel Subscription" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, Cancel" }).click();
    await toast(page, "Subscription cancelled");
    await toast(page, "Your subscription has been cancelled but will remain active until the end of the billing period");
    await expect(page.getByTestId("period-line").textContent()).resolves.toBe(`Access until ${oneYearFromToday()}`);
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("Active");
    expect(await page.getByRole("link", { name: "Cancel Subscription" }).count()).toBe(0);

    // Still premium after cancelling.
    await page.goto("/ai-cat-name-generator");
    await page.getByLabel("Describe your cat").fill("a tiny black kitten");
    await page.getByRole("button", { name: "Generate Cat Names" }).click();
    await page.locator("[data-testid=results] > li").first().waitFor();
    expect(await page.getByText("generations left today").count()).toBe(0);

    // A premium user who opens checkout again is told so and cannot pay twice.
    await page.goto("/checkout/monthly");
    await page.getByText("You're already a Premium member").waitFor();
    expect(await page.getByRole("button", { name: /Pay/ }).count()).toBe(0);
  });

  test("signed out, checkout sends you to sign in and back to the plan", async () => {
    const page = await newPage();
    await page.goto("/checkout/yearly");
    await page.waitForURL((url) => url.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/checkout?plan=yearly");
    await toast(page, "Authentication required");
    await toast(page, "Please sign in to continue with your purchase");
  });

  test("the declined card: 'Payment failed', no subscription", async () => {
    const page = await newPage();
    await signUp(page, { redirectTo: "/checkout/monthly" });
    await page.waitForURL((url) => url.pathname === "/checkout/monthly");
    await page.getByRole("button", { name: "Pay $5" }).waitFor();
    await fillCard(page, { number: "4000 0000 0000 0002" });
    await page.getByRole("button", { name: "Pay $5" }).click();
    await toast(page, "Payment failed");
    await toast(page, "Your card was declined");
    expect(new URL(page.url()).pathname).toBe("/checkout/monthly");
    await page.goto("/subscription");
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("Inactive");
    await page.getByText("You have 15 generations remaining today.").waitFor();
    expect(await page.getByRole("link", { name: "Upgrade to Premium" }).getAttribute("href")).toBe("/checkout");
    await page.getByTestId("payments").getByText("Declined").waitFor();
  });

  test("missing fields and malformed card input are refused with a clear message", async () => {
    const page = await newPage();
    await signUp(page, { redirectTo: "/checkout?plan=monthly" });
    await page.getByRole("button", { name: "Pay $5" }).click();
    await toast(page, "Missing information");
    await toast(page, "Please fill in all required fields");

    // The fields take digits only and no more than they should.
    await page.getByLabel("Card number").fill("4242-4242-4242-4242-9999");
    expect(await page.getByLabel("Card number").inputValue()).toBe("4242 4242 4242 4242");
    await page.getByLabel("CVV").fill("12a34");
    expect(await page.getByLabel("CVV").inputValue()).toBe("123");

    await fillCard(page, { number: "4242 4242 4242 4241" });
    await page.getByRole("button", { name: "Pay $5" }).click();
    await toast(page, "Please enter a valid 16-digit card number.");
    await fillCard(page, { expiry: "0120" });
    await page.getByRole("button", { name: "Pay $5" }).click();
    await toast(page, "This card has expired.");
    await page.goto("/subscription");
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("Inactive");
  });

  test("without JavaScript: the form posts, missing fields are named, and paying works", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUp(page, { redirectTo: "/checkout?plan=yearly", javaScript: false });
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("button", { name: "Pay $50" }).click();
    await page.getByRole("alert").getByText("Please fill in all required fields").waitFor();
    await fillCard(page, { number: "4242 4242 4242 4242", expiry: "12/30" });
    await page.getByRole("button", { name: "Pay $50" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription/success");
    await page.getByRole("heading", { name: "Subscription Activated!" }).waitFor();
    await page.goto("/subscription-success");
    expect(new URL(page.url()).pathname).toBe("/subscription/success");
  });
});

describe("2Checkout notifications", () => {
  test("an unsigned or wrongly signed notification is rejected", async () => {
    const url = `${inject("baseURL")}/api/webhooks/2checkout`;
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const unsigned = await fetch(url, { method: "POST", headers, body: "ORDERNO=1&ORDERSTATUS=REFUND&IPN_LICENSE_REF%5B%5D=SUB1" });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(url, { method: "POST", headers, body: `ORDERNO=1&ORDERSTATUS=REFUND&SIGNATURE_SHA2_256=${"a".repeat(64)}` });
    expect(forged.status).toBe(401);
    expect(await forged.text()).toBe("Invalid signature");
  });
});

// A server of our own, so its log and its database can be read after a payment.
describe("card numbers are never stored or logged", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ns-billing-"));
    server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "true", LOG_LEVEL: "debug" });
  });
  afterAll(async () => server?.stop());

  test("after a successful and a declined payment, neither the log nor the database holds the card", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const at = (p: string) => `${server.baseURL}${p}`;
    await page.goto(at("/sign-up?redirectTo=%2Fcheckout%3Fplan%3Dmonthly"));
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("Email").fill(uniqueEmail("logs"));
    await page.getByLabel("Password", { exact: true }).fill("correct-horse-1");
    await page.getByLabel("Confirm password", { exact: true }).fill("correct-horse-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await fillCard(page, { number: "4000 0000 0000 0002", cvv: "987" });
    await page.getByRole("button", { name: "Pay $5" }).click();
    await page.getByRole("alert").getByText("Your card was declined").waitFor();
    await fillCard(page, { number: "4242 4242 4242 4242", cvv: "987" });
    await page.getByRole("button", { name: "Pay $5" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription/success");
    await server.stop();

    const log = server.output();
    for (const secret of ["4242424242424242", "4242 4242 4242 4242", "4000000000000002", "4000 0000 0000 0002", "cvv=987"]) expect(log).not.toContain(secret);

    const handle = await openDatabase({ dataDir: path.join(dataDir, "pgdata") });
    try {
      const dump = JSON.stringify([
        await handle.db.select().from(subscriptions),
        await handle.db.select().from(payments),
        await handle.db.select().from(processedEvents),
      ]);
      expect(dump).toContain("4242");
      expect(dump).not.toContain("4242424242424242");
      expect(dump).not.toContain("4000000000000002");
    } finally {
      await handle.close();
    }
  });
});
