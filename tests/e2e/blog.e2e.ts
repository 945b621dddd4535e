import { describe, expect, test } from "vitest";
import { useBrowser } from "./browser";

const { baseURL, newPage } = useBrowser();

describe("blog", () => {
  test("/blog is server-rendered with published posts, newest first", async () => {
    const res = await fetch(`${baseURL}/blog`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Namesmith Blog");
    expect(html).toContain("Choosing a Brand Name Customers Remember");
    expect(html).toContain('href="/blog/rss.xml"');
    // Dates as 'MMM d, yyyy'.
    expect(html).toMatch(/>(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}</);
    expect(html).not.toContain('data-testid="post-skeleton"');
  });

  test("category chips filter the list and keep the filter in the URL", async () => {
    const page = await newPage();
    await page.goto("/blog");
    const all = await page.getByTestId("post-card").count();
    expect(all).toBeGreaterThanOrEqual(6);
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Pets", exact: true }).click();
    await page.waitForURL("**/blog?category=Pets");
    await expect.poll(() => page.locator('nav[aria-label="Blog categories"] a[aria-current=page]').textContent()).toBe("Pets");
    const cards = page.getByTestId("post-card");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    for (const text of await cards.allTextContents()) expect(text).toContain("Pets");
    await page.getByRole("link", { name: "All Posts" }).click();
    await page.waitForURL((url) => url.pathname === "/blog" && !url.search);
    await expect.poll(() => page.getByTestId("post-card").count()).toBe(all);
  });

  test("a category without posts says so", async () => {
    const page = await newPage();
    await page.goto("/blog?category=Knitting");
    await page.getByRole("heading", { name: "No posts found" }).waitFor();
    await page.getByText("There are no articles in “Knitting” yet.").waitFor();
  });

  test("a post page has its metadata, body and related posts", async () => {
    const page = await newPage();
    await page.goto("/blog");
    await page.getByRole("link", { name: "Choosing a Brand Name Customers Remember" }).click();
    await page.waitForURL("**/blog/choosing-a-brand-name-customers-remember");
    await page.getByRole("heading", { level: 1, name: "Choosing a Brand Name Customers Remember" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Memorable starts with different" }).waitFor();
    // 'MMMM d, yyyy'
    await page.getByText("November 12, 2026").waitFor();
    await page.getByRole("link", { name: "Back to Blog" }).first().waitFor();

    const html = await (await fetch(`${baseURL}/blog/choosing-a-brand-name-customers-remember`)).text();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\/choosing-a-brand-name-customers-remember"/);
    expect(html).toContain('<meta property="og:type" content="article"');
  });

  test("a post opened directly keeps the server's text when it hydrates; its links and related posts still work in the app", async () => {
    const page = await newPage();
    await page.goto("/blog/check-if-a-business-name-is-available");
    await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
    const body = page.locator("[data-post-body]");
    await expect.poll(() => body.getByRole("heading", { level: 2, name: "Domain availability" }).isVisible()).toBe(true);
    // Marks this document: a full page load would forget it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await body.getByRole("link", { name: "domain name generator" }).click();
    await page.waitForURL("**/ai-domain-name-generator");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "Domain Name" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Back, then to a related post: the new post's own text, not the one that was on screen.
    await page.goBack();
    await page.waitForURL("**/blog/check-if-a-business-name-is-available");
    const related = page.locator("section[aria-labelledby=related-posts] h3 a").first();
    const relatedTitle = (await related.innerText()).trim();
    await related.click();
    await page.waitForURL((url) => !url.pathname.endsWith("/check-if-a-business-name-is-available"));
    await page.getByRole("heading", { level: 1, name: relatedTitle }).waitFor();
    await expect.poll(() => page.locator("[data-post-body]").getByRole("heading", { level: 2, name: "Domain availability", exact: true }).count()).toBe(0);
    expect(await page.locator("[data-post-body]").innerText()).not.toBe("");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("a missing post answers 404 with 'Post Not Found' and a way back", async () => {
    const page = await newPage();
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Post Not Found" }).waitFor();
    expect(await page.title()).toBe("Post Not Found | Namesmith Blog");
    expect(await page.locator("head meta[name=robots]").getAttribute("content")).toBe("noindex");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await page.waitForURL((url) => url.pathname === "/blog");
    await page.getByRole("heading", { name: "Namesmith Blog" }).waitFor();
  });

  test("the RSS feed lists the published posts", async () => {
    const res = await fetch(`${baseURL}/blog/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/blog\/choosing-a-brand-name-customers-remember<\/link>/);
  });
});
