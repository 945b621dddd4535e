import { describe, expect, test } from "vitest";
import { useBrowser } from "./browser";

const { newPage } = useBrowser();

describe("generating names on the dog page", () => {
  test("with JavaScript: names stream in, copy works, one result's details open at a time", async () => {
    const page = await newPage();
    await page.goto("/ai-dog-name-generator");
    await page.getByText("Your names will appear here").waitFor();
    await page.getByLabel("Name style").selectOption("strong");
    await page.getByLabel("Number of names").selectOption("7");
    await page.getByLabel("Describe your dog").fill("A big black German shepherd who guards the farm");
    const submit = page.getByRole("button", { name: "Generate Dog Names" });
    await submit.click();
    const cards = page.locator("[data-testid=results] > li");
    await cards.nth(6).waitFor();
    expect(await cards.count()).toBe(7);
    await expect(page.getByTestId("provider").textContent()).resolves.toContain("built-in Namesmith name engine");

    const firstName = (await cards.first().getByTestId("result-name").textContent())!;
    await cards.first().getByRole("button", { name: "Copy name" }).click();
    await page.getByText("Name copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstName);

    await cards.nth(0).getByText("Show details").click();
    await expect(cards.nth(0).getByText("Why it fits").isVisible()).resolves.toBe(true);
    await expect(cards.nth(0).getByText("Show less").isVisible()).resolves.toBe(true);
    await cards.nth(1).getByText("Show details").click();
    await expect(cards.nth(1).getByText("Why it fits").isVisible()).resolves.toBe(true);
    await expect(cards.nth(0).getByText("Why it fits").isVisible()).resolves.toBe(false);
    await cards.nth(1).getByText("Show less").click();
    await expect(cards.nth(1).getByText("Why it fits").isVisible()).resolves.toBe(false);
  });

  test("the button reads 'Generating...' and is disabled while names are on their way", async () => {
    const page = await newPage();
    await page.goto("/ai-dog-name-generator");
    await page.getByLabel("Describe your dog").fill("a tiny fluffy white puppy");
    // Hold the answer back so the waiting state can be seen.
    let release: () => void = () => {};
    await page.route("**/api/generate/dog", async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    const busy = page.getByRole("button", { name: "Generating..." }).first();
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    release();
    await page.locator("[data-testid=results] > li").first().waitFor();
  });

  test("without JavaScript the form posts and the server renders the results", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/ai-dog-name-generator");
    await page.getByLabel("Number of names").selectOption("3");
    await page.getByLabel("Describe your dog").fill("A calm old beagle who loves naps");
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    await page.waitForLoadState("load");
    expect(await page.locator("[data-testid=results] > li").count()).toBe(3);
    // Details still open, one at a time, without JavaScript.
    await page.locator("[data-testid=results] > li").first().getByText("Show details").click();
    await expect(page.locator("[data-testid=results] > li").first().getByText("Name origin").isVisible()).resolves.toBe(true);
  });

  test("an empty description shows SPEC.md's message and sends nothing", async () => {
    const page = await newPage();
    await page.goto("/ai-dog-name-generator");
    let posted = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/generate")) posted = true;
    });
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    await page.getByText("Missing Information").first().waitFor();
    expect(await page.getByText("Please provide a description of your dog").count()).toBeGreaterThan(0);
    expect(posted).toBe(false);
    // The message goes away as soon as the input is fixed.
    await page.getByLabel("Describe your dog").fill("a happy mutt");
    await page.locator("#field-description-error").waitFor({ state: "detached" });
  });

  test("without JavaScript an empty description gets the same message from the server", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/ai-warrior-cat-name-generator");
    const response = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Generate Warrior Cat Names" }).click()]);
    expect(response[0]?.status()).toBe(400);
    expect(await page.getByText("Please provide a description of your warrior cat").count()).toBeGreaterThan(0);
  });

  test("a visitor who tries to save a favorite is asked to sign in", async () => {
    const page = await newPage();
    await page.goto("/generator/random");
    await page.getByLabel("Requirements").fill("short names for a productivity app");
    await page.getByRole("button", { name: "Generate Names" }).first().click();
    await page.locator("[data-testid=results] > li").first().waitFor();
    await page.locator("[data-testid=results] > li").first().getByRole("button", { name: "Save to favorites" }).click();
    await page.getByText("Please sign in to save favorites").waitFor();
  });
});
