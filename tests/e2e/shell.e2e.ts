import { describe, expect, test } from "vitest";
import { useBrowser } from "./browser";

const { baseURL, newPage } = useBrowser();

describe("site shell", () => {
  test("the home page is rendered on the server with its title, description and canonical link", async () => {
    const res = await fetch(`${baseURL}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("<title>Namesmith – Free AI Name Generator for Businesses, Pets &amp; More</title>");
    expect(html).toMatch(/<meta name="description" content="Generate names for businesses/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    expect(html).toContain("Generate Perfect Names for");
    expect(html).toContain("Ready to Find Your Perfect Name?");
  });

  test("without JavaScript the home page still shows its content", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/");
    await expect(page.locator("h1").textContent()).resolves.toContain("Generate Perfect Names for");
    expect(await page.locator("#categories a", { hasText: "Explore Category" }).count()).toBe(8);
  });

  test.each([
    ["About", "/about", /About Namesmith/i],
    ["Contact", "/contact", /Contact/i],
    ["Privacy Policy", "/privacy", /Privacy Policy/i],
    ["Terms of Service", "/terms", /Terms of Service/i],
    ["Refund Policy", "/refund-policy", /Refund Policy/i],
    ["Sitemap", "/sitemap", /Sitemap/i],
  ])("the footer link %s opens %s", async (label, path, heading) => {
    const page = await newPage();
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL(`**${path}`);
    await page.locator("h1", { hasText: heading }).waitFor();
    // Every route change starts at the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the contact page gives the support address and the response time", async () => {
    const page = await newPage();
    await page.goto("/contact");
    const text = await page.locator("main").textContent();
    expect(text).toContain("support@namesmith.app");
    expect(text).toMatch(/24.48 hours/);
  });

  test("an unknown path shows the not-found page with status 404", async () => {
    const page = await newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found").isVisible()).resolves.toBe(true);
    // The title and the noindex are in the head, where crawlers read them.
    expect(await page.title()).toBe("Page not found | Namesmith");
    expect(await page.locator("head meta[name=robots]").getAttribute("content")).toBe("noindex");
    expect(await page.locator("body title").count()).toBe(0);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseURL}/`);
  });

  test("the header turns compact with a shadow after scrolling past 10 px", async () => {
    const page = await newPage();
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getAttribute("data-compact")).resolves.toBe("false");
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector("header")?.dataset.compact === "true");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  });

  test("the categories dropdown opens on hover and lists the eight categories", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Categories" }).hover();
    const menu = page.locator("#categories-menu");
    await menu.waitFor({ state: "visible" });
    expect(await menu.getByRole("link").count()).toBe(8);
    await menu.getByRole("link", { name: "Fantasy & Gaming" }).click();
    await page.waitForURL("**/fantasy-gaming");
    // Client-side navigation renders the category, then a generator page.
    await page.getByRole("heading", { level: 1, name: "Fantasy & Gaming" }).waitFor();
    await page.getByRole("link", { name: /Elf Name Generator/ }).first().click();
    await page.waitForURL("**/ai-elf-name-generator");
    await page.getByRole("heading", { level: 1, name: /Elf Name Generator/ }).waitFor();
    await page.getByRole("button", { name: "Generate Elf Names" }).waitFor();
  });

  test("the mobile menu opens and its Categories section collapses", async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor({ state: "visible" });
    const categories = menu.getByRole("button", { name: "Categories" });
    await categories.click();
    await expect(menu.locator("#mobile-categories").isVisible()).resolves.toBe(true);
    await categories.click();
    expect(await menu.locator("#mobile-categories").count()).toBe(0);
    await menu.getByRole("link", { name: "Pricing" }).isVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    expect(await page.locator("#mobile-menu").count()).toBe(0);
  });
});
