import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { signIn, signUp, toastWith, uniqueEmail } from "./accounts";
import { useBrowser } from "./browser";

const { baseURL, newPage } = useBrowser();

/** Signs up and lands on the dashboard. */
const signUpToDashboard = async (page: Page, options: { name?: string; javaScript?: boolean } = {}) => {
  const account = await signUp(page, { ...options, email: uniqueEmail("dash") });
  await page.waitForURL(`${baseURL}/dashboard`);
  return account;
};

const results = (page: Page) => page.locator("[data-testid=results] > li");

/** Generates three dog names and returns them. */
async function generateDogNames(page: Page): Promise<string[]> {
  await page.goto("/ai-dog-name-generator");
  await page.getByLabel("Number of names").selectOption("3");
  await page.getByLabel("Describe your dog").fill("A playful golden retriever who loves the beach");
  await page.getByRole("button", { name: "Generate Dog Names" }).click();
  await results(page).nth(2).waitFor();
  // The last line of the stream has arrived once the button is back.
  await page.getByRole("button", { name: "Generate Dog Names" }).waitFor();
  return results(page).getByTestId("result-name").allTextContents();
}

const count = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe("favorites", () => {
  test("save a name, find it on the dashboard, export it, remove it", async () => {
    const page = await newPage();
    await signUpToDashboard(page);
    await page.getByRole("heading", { name: "Welcome, Ada Lovelace" }).waitFor();
    await page.getByText("No favorites yet").waitFor();
    expect(await count(page, "favorites-count")).toBe("0");
    expect(await count(page, "usage-count")).toBe("0");
    await page.getByTestId("card-premium").getByText("Not on Premium").waitFor();
    expect(await page.getByTestId("card-premium").getByRole("link").getAttribute("href")).toBe("/pricing");

    const names = await generateDogNames(page);
    const card = results(page).first();
    const heart = card.getByRole("button", { name: "Save to favorites" });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await toastWith(page, "Added to Favorites");
    expect(await heart.getAttribute("aria-pressed")).toBe("true");

    await page.goto("/dashboard?tab=favorites");
    const list = page.getByTestId("favorites").locator("li");
    expect(await list.count()).toBe(1);
    await list.getByRole("heading", { name: names[0], exact: true }).waitFor();
    expect(await list.getByRole("link", { name: "Dog Name" }).getAttribute("href")).toBe("/ai-dog-name-generator");
    expect(await list.locator("p.line-clamp-2").count()).toBe(1);
    expect(await count(page, "favorites-count")).toBe("1");
    expect(await count(page, "usage-count")).toBe("1");

    // A second generation, for the usage count below.
    await generateDogNames(page);
    await page.goto("/dashboard?tab=favorites");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("namesmith-favorites.csv");
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Name,Generator,Description,Saved at");
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith(`${names[0]},Dog Name,`) || lines[1].startsWith(`"${names[0]}",Dog Name,`)).toBe(true);

    await page.getByRole("button", { name: `Remove ${names[0]} from favorites` }).click();
    await toastWith(page, "Favorite Removed.");
    await page.getByText("No favorites yet").waitFor();
    await page.getByTestId("favorites-count").filter({ hasText: "0" }).waitFor();
    await page.getByRole("link", { name: "Browse Generators" }).first().waitFor();
    // Two generations were made: the dashboard counts both.
    await page.reload();
    expect(await count(page, "usage-count")).toBe("2");
  });

  test("the heart toggles: a second click removes the name again", async () => {
    const page = await newPage();
    await signUpToDashboard(page);
    await generateDogNames(page);
    const heart = results(page).nth(1).getByRole("button", { name: "Save to favorites" });
    await heart.click();
    await toastWith(page, "Added to Favorites");
    await heart.click();
    await toastWith(page, "Removed from Favorites");
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await page.goto("/dashboard");
    await page.getByText("No favorites yet").waitFor();
    expect(await count(page, "favorites-count")).toBe("0");
  });

  test("a name saved earlier shows a filled heart when it comes up again", async () => {
    // A name the offline engine never makes, so exactly one card can match it.
    const SAVED = "Biscuit von Wagglesworth";
    const page = await newPage();
    await signUpToDashboard(page);
    const saved = await page.request.post("/api/favorites", { data: { generator: "dog", name: SAVED, description: "Sweet and golden" } });
    expect(await saved.json()).toEqual({ favorited: true });
    // The generator comes up with a name the user already saved: the first one becomes SAVED.
    await page.route("**/api/generate/dog", async (route) => {
      const response = await route.fetch();
      const lines = (await response.text()).trim().split("\n").map((l) => JSON.parse(l) as { type: string; name?: { name: string } });
      lines.find((l) => l.type === "name")!.name!.name = SAVED;
      await route.fulfill({ response, body: lines.map((l) => JSON.stringify(l)).join("\n") + "\n" });
    });
    await page.goto("/ai-dog-name-generator");
    await page.getByLabel("Number of names").selectOption("3");
    await page.getByLabel("Describe your dog").fill("A sweet golden puppy");
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    await results(page).nth(2).waitFor();
    const biscuit = results(page).filter({ hasText: SAVED }).getByRole("button", { name: "Save to favorites" });
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=results] button[aria-pressed=true]").length === 1);
    expect(await biscuit.getAttribute("aria-pressed")).toBe("true");
    expect(await results(page).nth(1).getByRole("button", { name: "Save to favorites" }).getAttribute("aria-pressed")).toBe("false");
    await biscuit.click();
    await toastWith(page, "Removed from Favorites");
  });

  test("a failure to save says so", async () => {
    const page = await newPage();
    await signUpToDashboard(page);
    await generateDogNames(page);
    await page.route("**/api/favorites", (route) => route.fulfill({ status: 500, body: "" }));
    await results(page).first().getByRole("button", { name: "Save to favorites" }).click();
    await toastWith(page, "Failed to update favorites. Please try again.");
  });

  test("without JavaScript the dashboard's remove button still works", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signUpToDashboard(page, { name: "Grace Hopper", javaScript: false });
    const saved = await page.request.post("/api/favorites", { data: { generator: "podcast", name: "Night Shift Stories", description: "True crime" } });
    expect(await saved.json()).toEqual({ favorited: true });

    await page.goto("/dashboard?tab=favorites");
    await page.getByRole("heading", { name: "Night Shift Stories" }).waitFor();
    expect(await page.getByRole("link", { name: "Podcast Name" }).getAttribute("href")).toBe("/ai-podcast-name-generator");
    await page.getByRole("button", { name: "Remove Night Shift Stories from favorites" }).click();
    await page.waitForURL(`${baseURL}/dashboard?tab=favorites`);
    await page.getByText("No favorites yet").waitFor();
    expect(await count(page, "favorites-count")).toBe("0");
  });

  test("the API answers visitors with 401 and never touches another user's favorite", async () => {
    const visitor = await newPage();
    const anonymous = await visitor.request.post("/api/favorites", { data: { generator: "dog", name: "Luna" } });
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ title: "Authentication Required", message: "Please sign in to save favorites" });
    const csv = await visitor.request.get("/api/favorites.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers().location).toMatch(/^\/sign-in\?redirectTo=/);

    const alice = await newPage();
    await signUpToDashboard(alice, { name: "Alice Owner" });
    await alice.request.post("/api/favorites", { data: { generator: "cat", name: "Mochi" } });
    await alice.goto("/dashboard?tab=favorites");
    const removeForm = alice.locator("form[action='/api/favorites']").first();
    const id = await removeForm.locator("input[name=id]").getAttribute("value");

    const mallory = await newPage();
    await signUpToDashboard(mallory, { name: "Mallory Other" });
    const stolen = await mallory.request.delete(`/api/favorites?id=${id}`);
    expect(stolen.status()).toBe(404);
    const bad = await mallory.request.post("/api/favorites", { data: { generator: "no-such-generator", name: "Mochi" } });
    expect(bad.status()).toBe(400);
    const malloryCsv = await mallory.request.get("/api/favorites.csv");
    expect(malloryCsv.headers()["content-disposition"]).toBe('attachment; filename="namesmith-favorites.csv"');
    expect(await malloryCsv.text()).not.toContain("Mochi");

    await alice.reload();
    expect(await count(alice, "favorites-count")).toBe("1");
    await alice.getByRole("heading", { name: "Mochi" }).waitFor();
  });
});

describe("dashboard", () => {
  test("tabs are chosen by the URL", async () => {
    const page = await newPage();
    await signUpToDashboard(page);
    await page.goto("/dashboard?tab=generators");
    expect(await page.getByRole("link", { name: /Random Name Generator/ }).getAttribute("href")).toBe("/generator/random");
    expect(await page.getByRole("link", { name: /Podcast Name Generator/ }).getAttribute("href")).toBe("/ai-podcast-name-generator");
    expect(await page.locator("main").getByRole("link", { name: "Fantasy & Gaming" }).getAttribute("href")).toBe("/fantasy-gaming");
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    expect(await tabs.getByRole("link", { name: "Generators", exact: true }).getAttribute("aria-current")).toBe("page");

    await tabs.getByRole("link", { name: "Settings", exact: true }).click();
    await page.waitForURL(`${baseURL}/dashboard?tab=settings`);
    expect(await page.getByRole("link", { name: "Manage subscription" }).getAttribute("href")).toBe("/subscription");

    await page.goto("/dashboard?tab=password");
    await page.getByRole("form", { name: "Change password" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "currentPassword");
    expect(await tabs.getByRole("link", { name: "Settings", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await tabs.getByRole("link", { name: "Favorites", exact: true }).getAttribute("aria-current")).toBeNull();
  });

  test("change the password, sign out, sign in with the new one", async () => {
    const page = await newPage();
    const { email, password } = await signUpToDashboard(page);
    await page.goto("/dashboard?tab=password");
    const form = page.getByRole("form", { name: "Change password" });

    await form.getByLabel("Current password", { exact: true }).fill(password);
    await form.getByLabel("New password", { exact: true }).fill("brand-new-secret");
    await form.getByLabel("Confirm new password", { exact: true }).fill("something-else");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("Passwords don't match").waitFor();

    await form.getByLabel("Current password", { exact: true }).fill("not-my-password");
    await form.getByLabel("Confirm new password", { exact: true }).fill("brand-new-secret");
    await form.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("form", { name: "Change password" }).getByText("Your current password is incorrect.").waitFor();

    const fresh = page.getByRole("form", { name: "Change password" });
    await fresh.getByLabel("Current password", { exact: true }).fill(password);
    await fresh.getByLabel("New password", { exact: true }).fill("brand-new-secret");
    await fresh.getByLabel("Confirm new password", { exact: true }).fill("brand-new-secret");
    await fresh.getByRole("button", { name: "Change password" }).click();
    await toastWith(page, "Password changed");
    expect(await page.getByRole("form", { name: "Change password" }).getByLabel("Current password", { exact: true }).inputValue()).toBe("");

    await page.locator("main").getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseURL}/`);
    await signIn(page, email, password);
    await page.getByText("Sign in failed").waitFor();
    await signIn(page, email, "brand-new-secret");
    await page.waitForURL(`${baseURL}/dashboard`);
  });

  test("rename: the greeting follows", async () => {
    const page = await newPage();
    await signUpToDashboard(page);
    await page.goto("/dashboard?tab=settings");
    const form = page.getByRole("form", { name: "Profile" });
    await form.getByLabel("Full name", { exact: true }).fill("A");
    await form.getByRole("button", { name: "Save profile" }).click();
    await form.getByText("Full name must be at least 2 characters.").waitFor();
    await form.getByLabel("Full name", { exact: true }).fill("Ada King");
    await form.getByRole("button", { name: "Save profile" }).click();
    await toastWith(page, "Profile updated");
    await page.getByRole("heading", { name: "Welcome, Ada King" }).waitFor();
  });

  test("a visitor is sent to sign in and comes back to the dashboard", async () => {
    const setup = await newPage();
    const { email, password } = await signUpToDashboard(setup);

    const page = await newPage();
    await page.goto("/dashboard");
    expect(page.url()).toBe(`${baseURL}/sign-in?redirectTo=%2Fdashboard`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${baseURL}/dashboard`);
    await page.getByRole("heading", { name: "Welcome, Ada Lovelace" }).waitFor();
  });

  test("the administrator is sent to the admin dashboard", async () => {
    const page = await newPage();
    await signIn(page, inject("adminEmail"), inject("adminPassword"));
    await page.waitForURL((url) => url.pathname !== "/sign-in");
    await page.goto("/dashboard");
    await page.waitForURL(`${baseURL}/admin`);
  });
});
