import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUp } from "./accounts";
import { useBrowser } from "./browser";

const { newPage } = useBrowser();

/** SCREENSHOT_DIR=/tmp/… keeps a picture of each state for a person to look at. */
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: false });
}

async function subscribe(page: Page, plan: "monthly" | "yearly") {
  await signUp(page, { redirectTo: `/checkout/${plan}` });
  await page.waitForURL((url) => url.pathname === `/checkout/${plan}`);
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry date").fill("1230");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByLabel("Postal code").fill("94103");
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === "/subscription/success");
}

describe("the pricing page for a Premium subscriber", () => {
  test("an active yearly subscriber sees their plan as current, not 'Upgrade Now'", async () => {
    const page = await newPage();
    await subscribe(page, "yearly");
    await page.goto("/pricing");
    const premium = page.getByTestId("premium-plan");
    await premium.getByText("Current plan: Premium Yearly").waitFor();
    await premium.getByText(/^Renews on /).waitFor();
    await premium.getByText("YOUR PLAN").waitFor();
    expect(await page.getByRole("link", { name: "Upgrade Now" }).count()).toBe(0);
    expect(await premium.getByRole("link", { name: "Manage Subscription" }).getAttribute("href")).toBe("/subscription");
    // The yearly price is shown, as it is the plan they pay.
    await premium.getByText("$50/year").waitFor();
    await shot(page, "pricing-active");
  });

  test("a cancelled monthly subscriber sees when Premium ends, and Resume undoes the cancellation", async () => {
    const page = await newPage();
    await subscribe(page, "monthly");
    await page.goto("/subscription?cancel");
    await page.getByRole("dialog").getByRole("button", { name: "Yes, Cancel" }).click();
    await page.getByTestId("period-line").getByText(/^Access until /).waitFor();

    await page.goto("/pricing");
    const premium = page.getByTestId("premium-plan");
    await premium.getByText("Current plan: Premium Monthly").waitFor();
    await premium.getByText(/^Cancelled: Premium ends on /).waitFor();
    expect(await page.getByRole("link", { name: "Upgrade Now" }).count()).toBe(0);
    await shot(page, "pricing-cancelled");

    await premium.getByRole("button", { name: "Resume Subscription" }).click();
    await page.waitForURL((url) => url.pathname === "/subscription");
    await page.getByTestId("period-line").getByText(/^Renews on /).waitFor();
    expect(await page.getByRole("button", { name: "Resume Subscription" }).count()).toBe(0);
    await page.getByRole("link", { name: "Cancel Subscription" }).waitFor();
    await shot(page, "subscription-resumed");

    await page.goto("/pricing");
    await premium.getByText(/^Renews on /).waitFor();
    expect(await premium.getByText(/^Cancelled/).count()).toBe(0);
  });
});
