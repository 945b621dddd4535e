import { describe, expect, inject, test } from "vitest";
import { useBrowser } from "./browser";

// What stands between a visitor and the largest paint (decision 0022): the
// document asks for no script ahead of its content, and a post's picture is
// a WebP copy the width of the screen, fetched first.

const { newPage } = useBrowser();
const POST = "/blog/how-to-name-a-dog-or-cat";

describe("first paint", () => {
  test.each(["/", "/ai-dog-name-generator", POST])("%s asks for no script before its content, and still comes alive", async (path) => {
    const html = await (await fetch(`${inject("baseURL")}${path}`)).text();
    expect(html).not.toContain('rel="modulepreload"');
    const page = await newPage();
    // newPage's goto waits until the page has hydrated.
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
  });

  test.each([
    { screen: "phone", viewport: { width: 390, height: 844 }, width: 480 },
    { screen: "desktop", viewport: { width: 1280, height: 800 }, width: 800 },
  ])("on a $screen, a post's picture is the $width px WebP copy, fetched first", async ({ viewport, width }) => {
    const page = await newPage({ viewport });
    await page.goto(POST);
    const hero = page.locator("article img").first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`${POST}-${width}.webp`);
    expect(await hero.getAttribute("fetchpriority")).toBe("high");
    expect(await hero.getAttribute("loading")).toBe("eager");
    // The JPEG stays for link previews.
    expect(await hero.getAttribute("src")).toBe(`${POST}.jpg`);
  });
});
