import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { SEED_POSTS } from "../../app/blog/seed-posts";
import { useBrowser } from "./browser";

const { newPage } = useBrowser();

/** SCREENSHOT_DIR=/tmp/… keeps a picture of each state for a person to look at. */
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
}

/** The picture is on screen, has its size reserved (16:9) and actually loaded. */
async function expectLoadedPicture(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  expect(await img.getAttribute("width")).toBe("1200");
  expect(await img.getAttribute("height")).toBe("675");
  expect((await img.getAttribute("alt"))?.length).toBeGreaterThan(10);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const box = (await img.boundingBox())!;
  expect(Math.abs(box.height - (box.width * 675) / 1200)).toBeLessThan(2);
}

describe("blog pictures", () => {
  test("every seeded post has its own picture on its card and above the article", async () => {
    const page = await newPage();
    await page.goto("/blog");
    // Other tests on the shared server publish posts of their own: the seeded ones are checked by their links.
    const sources = new Set<string>();
    for (const post of SEED_POSTS) {
      const card = page.getByTestId("post-card").filter({ has: page.locator(`a[href="/blog/${post.slug}"]`) });
      await expect.poll(() => card.count()).toBe(1);
      const img = card.locator("img");
      await expectLoadedPicture(img);
      sources.add((await img.getAttribute("src"))!);
    }
    expect(sources.size).toBe(SEED_POSTS.length);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "blog-list");

    await page.goto("/blog/how-to-name-a-dog-or-cat");
    const hero = page.locator("article img").first();
    await expectLoadedPicture(hero);
    expect(await hero.getAttribute("alt")).toBe("Illustration: three name tags reading Biscuit, Luna and Maple with paw prints");
    // The picture sits above the heading, its box reserved before it loads.
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect((await hero.boundingBox())!.y).toBeLessThan(heading.y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "blog-post");
  });

  test("the editor sets a post's picture, and asks for its description", async () => {
    const page = await newPage();
    await page.goto("/admin-login");
    await page.getByLabel("Username").fill(inject("adminEmail"));
    await page.getByLabel("Password", { exact: true }).fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");

    const title = `Naming Podcasts With Pictures ${Date.now()}`;
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("A post with a picture.");
    await page.getByLabel("Category").fill("Podcasting");
    await page.getByLabel("Tags (comma-separated)").fill("podcasts");
    await page.getByLabel("Content (Markdown)").fill("Some words.");
    await page.getByLabel("Image URL (optional)").fill("javascript:alert(1)");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByText("Image must be an https:// URL or a path on this site").waitFor();
    await page.getByLabel("Image URL (optional)").fill("/blog/how-to-name-a-podcast.jpg");
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByText("Describe the image for readers who cannot see it").waitFor();
    await page.getByLabel("Image description (alt text)").fill("Name tags on a purple background");
    await shot(page, "blog-editor");
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel("Image description (alt text)").inputValue()).toBe("Name tags on a purple background");

    await page.goto(`/blog/${title.toLowerCase().replace(/ /g, "-")}`);
    const hero = page.locator("article img").first();
    await expectLoadedPicture(hero);
    expect(await hero.getAttribute("alt")).toBe("Name tags on a purple background");
    expect(await hero.getAttribute("src")).toBe("/blog/how-to-name-a-podcast.jpg");
  });
});
