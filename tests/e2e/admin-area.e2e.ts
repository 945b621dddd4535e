import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { signUp } from "./accounts";
import { nextClientIp, useBrowser } from "./browser";

const { baseURL, newPage } = useBrowser();
const adminEmail = inject("adminEmail");
const adminPassword = inject("adminPassword");

type Cookies = Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>>;
let adminCookies: Cookies | null = null;

/**
 * Signs in once through the administrator login, then reuses the session:
 * the login allows only a few attempts per account in 15 minutes.
 */
async function signInAsAdmin(page: Page) {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto("/admin");
  } else {
    await page.goto("/admin-login");
    await page.getByLabel("Username").fill(adminEmail);
    await page.getByLabel("Password", { exact: true }).fill(adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    adminCookies = await page.context().cookies();
  }
  await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
}

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

function get(path: string, cookie: string) {
  return fetch(`${baseURL}${path}`, { headers: { cookie, "x-forwarded-for": nextClientIp() }, redirect: "manual" });
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { cookie, origin: baseURL, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextClientIp() },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** A stand-in OpenAI-compatible service for 'Test connection'. */
let fakeAi: Server;
let fakeAiUrl = "";
let lastAuthorization = "";
beforeAll(async () => {
  fakeAi = createServer((req, res) => {
    lastAuthorization = req.headers.authorization ?? "";
    req.resume();
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: "OK" } }] }));
    });
  });
  await new Promise<void>((r) => fakeAi.listen(0, "127.0.0.1", r));
  fakeAiUrl = `http://127.0.0.1:${(fakeAi.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => fakeAi.close(() => r())));

async function createPost(page: Page, fields: { title: string; category: string; content: string; publish: boolean }) {
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill(fields.title);
  await page.getByLabel("Excerpt").fill(`An article about ${fields.title.toLowerCase()}.`);
  await page.getByLabel("Category").fill(fields.category);
  await page.getByLabel("Tags (comma-separated)").fill("testing, e2e");
  await page.getByLabel("Content (Markdown)").fill(fields.content);
  if (fields.publish) await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create Post" }).click();
  await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await page.getByRole("heading", { name: "Edit Post" }).waitFor();
}

describe("administrator area", () => {
  test("an admin writes a post with a live preview, publishes it, and unpublishes it again", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    const title = `Naming Robots ${Date.now()}`;
    const slug = title.toLowerCase().replace(/ /g, "-");

    await page.goto("/admin/blog/new");
    await page.getByLabel("Content (Markdown)").fill("## Preview heading\n\nSome **bold** words.");
    await page.getByTestId("post-preview").getByRole("heading", { name: "Preview heading" }).waitFor();
    await page.getByTestId("post-preview").locator("strong", { hasText: "bold" }).waitFor();

    // Required fields are checked before anything is saved.
    await page.getByLabel("Content (Markdown)").fill("");
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByText("Title is required").waitFor();
    await page.getByText("Content is required").waitFor();

    await createPost(page, { title, category: "Robotics", content: "## Why robots need names\n\nBecause **everyone** does.", publish: false });
    expect((await fetch(`${baseURL}/blog/${slug}`)).status).toBe(404);

    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Publish ${title}`, exact: true }).click();
    await page.getByRole("button", { name: `Unpublish ${title}` }).waitFor();

    await page.goto("/blog");
    await page.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Why robots need names" }).waitFor();

    const rss = await (await fetch(`${baseURL}/blog/rss.xml`)).text();
    expect(rss).toContain(`<title>${title}</title>`);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/blog/${slug}</loc>\\n    <lastmod>`));

    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Unpublish ${title}` }).click();
    // Exact: "Unpublish …" contains "Publish …", and the page must show the new state, not the old button.
    await page.getByRole("button", { name: `Publish ${title}`, exact: true }).waitFor();
    const gone = await page.goto(`/blog/${slug}`);
    expect(gone?.status()).toBe(404);
    await page.getByRole("heading", { name: "Post Not Found" }).waitFor();
    expect(await (await fetch(`${baseURL}/sitemap.xml`)).text()).not.toContain(`/blog/${slug}`);
    expect(await (await fetch(`${baseURL}/blog/rss.xml`)).text()).not.toContain(title);

    // Delete asks first.
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, Delete" }).click();
    await page.getByText(`“${title}” was deleted`).first().waitFor();
    expect(await page.getByRole("link", { name: title, exact: true }).count()).toBe(0);
  });

  test("a post containing a script tag, event handlers or a javascript: link renders inert", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    const title = `Inert Script ${Date.now()}`;
    await createPost(page, {
      title,
      category: "Security",
      content: '<script>window.__pwned = "script"</script>\n\n<img src="x" onerror="window.__pwned = \'img\'">\n\n[click me](javascript:window.__pwned="link")',
      publish: true,
    });
    const slug = title.toLowerCase().replace(/ /g, "-");
    const reader = await newPage();
    await reader.goto(`/blog/${slug}`);
    await reader.getByText('<script>window.__pwned = "script"</script>').waitFor();
    await reader.getByText("click me").click();
    expect(await reader.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await reader.locator("article img").count()).toBe(0);
    expect(await reader.locator('a[href^="javascript"]').count()).toBe(0);
    const html = await (await fetch(`${baseURL}/blog/${slug}`)).text();
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).not.toContain('<img src="x"');
  });

  test("settings save, the API key is masked and never reaches the browser, and the connection can be tested", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    const key = `gsk_e2e_${Date.now()}_TOPSECRETvalue`;
    const bodies: string[] = [];
    const collect = async (response: Response) => {
      const type = response.headers()["content-type"] ?? "";
      if (/html|json|text|turbo|octet/.test(type) || response.url().includes(".data")) bodies.push(await response.text().catch(() => ""));
    };
    page.on("response", (r) => void collect(r));

    await page.goto("/admin/settings");
    // Bad values are refused with a message, before anything is sent.
    await page.getByLabel("Monthly price").fill("-3");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Enter a positive amount, such as 5 or 4.99").waitFor();
    await page.getByLabel("Monthly price").fill("5");

    await page.getByLabel("Base URL").fill(fakeAiUrl);
    await page.getByLabel("Model").fill("tiny-model");
    await page.getByLabel("API key").fill(key);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByTestId("settings-result").getByText("Settings saved successfully").waitFor();
    await page.getByText(`Stored: ••••••••${key.slice(-4)}`).waitFor();
    expect(await page.getByLabel("API key").inputValue()).toBe("");

    await page.getByRole("button", { name: "Test connection" }).click();
    await page.getByTestId("settings-result").getByText("Connection successful: tiny-model answered").waitFor();
    expect(lastAuthorization).toBe(`Bearer ${key}`);

    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
    const cookie = await cookieHeader(page);
    for (const path of ["/admin/settings", "/admin/settings.data", "/admin", "/admin/users"]) {
      bodies.push(await (await get(path, cookie)).text());
    }
    expect(bodies.length).toBeGreaterThan(4);
    for (const body of bodies) expect(body).not.toContain(key);

    // The registrar an available domain links to is the one chosen here.
    await page.getByLabel("Registrar search URL").fill("https://registrar.example");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Enter an https address with {domain} where the domain goes").waitFor();
    await page.getByLabel("Registrar search URL").fill("https://porkbun.com/checkout/search?q={domain}");
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/settings"));
    await page.getByRole("button", { name: "Save Settings" }).click();
    expect((await saved).ok()).toBe(true);
    try {
      const check = (await (await get("/api/domains?name=Quiet%20Harbor&tlds=com", cookie)).json()) as { results: { status: string; registerUrl?: string }[] };
      expect(check.results[0]).toMatchObject({ status: "available", registerUrl: "https://porkbun.com/checkout/search?q=quietharbor.com" });
    } finally {
      await page.getByLabel("Registrar search URL").fill("https://www.namecheap.com/domains/registration/results/?domain={domain}");
      const restored = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/settings"));
      await page.getByRole("button", { name: "Save Settings" }).click();
      expect((await restored).ok()).toBe(true);
    }

    // Remove the key again so the name generators keep the built-in engine.
    await page.getByLabel("Remove the stored key").check();
    await page.getByLabel("Base URL").fill("https://api.groq.com/openai/v1");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByTestId("settings-result").getByText("Settings saved successfully").waitFor();
    await page.getByText("Not set. Type a key to store it encrypted.").first().waitFor();
  });

  test("without JavaScript a refused save shows why, keeps what was typed and changes nothing", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await signInAsAdmin(page);

    await page.goto("/admin/settings");
    const storedName = await page.getByLabel("Site name").inputValue();
    await page.getByLabel("Site name").fill("Namesmith Refused Save");
    await page.getByLabel("Monthly price").fill("-3");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Enter a positive amount, such as 5 or 4.99").waitFor();
    expect(await page.getByLabel("Monthly price").inputValue()).toBe("-3");
    expect(await page.getByLabel("Site name").inputValue()).toBe("Namesmith Refused Save");
    await page.goto("/admin/settings");
    expect(await page.getByLabel("Site name").inputValue()).toBe(storedName);

    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill("A Draft Without Content");
    await page.getByLabel("Slug").fill("a-draft-without-content");
    await page.getByLabel("Excerpt").fill("Kept after a refused save.");
    await page.getByRole("button", { name: "Create Post" }).click();
    await page.getByText("Content is required").waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("A Draft Without Content");
    expect(await page.getByLabel("Excerpt").inputValue()).toBe("Kept after a refused save.");
    await page.goto("/admin/blog");
    expect(await page.getByText("A Draft Without Content").count()).toBe(0);
  });

  test("the dashboard regenerates the sitemap and shows when", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    await page.getByTestId("stat-Generations today").waitFor();
    await page.getByRole("button", { name: "Generate Sitemap" }).click();
    await page.getByRole("status").getByText("Sitemap generated successfully").waitFor();
    await expect.poll(() => page.getByTestId("sitemap-generated").textContent()).toMatch(/^Last generated /);
  });

  test("users: find by e-mail, grant and revoke premium, and never remove the last admin", async () => {
    const userPage = await newPage();
    const { email } = await signUp(userPage);
    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId("admin-user-row").filter({ hasText: email });
    await row.getByText("Free").waitFor();
    await row.getByRole("button", { name: `Grant premium to ${email}` }).click();
    await page.getByRole("status").getByText(`${email} has premium for one month`).waitFor();
    await row.getByText(/Premium monthly \(support\)/).waitFor();
    await row.getByRole("button", { name: `Revoke premium from ${email}` }).click();
    await page.getByRole("status").getByText(`${email} no longer has the premium granted by support`).waitFor();
    await row.getByText("Free").waitFor();

    await page.goto(`/admin/users?q=${encodeURIComponent(adminEmail)}`);
    await page.getByRole("button", { name: `Remove my admin role: ${adminEmail}` }).click();
    await page.getByRole("alert").getByText("You cannot remove the last administrator.").waitFor();
    await page.getByText("user.revoke-premium").first().waitFor();
  });

  test("ads: none by default; once configured, generator pages load the script (allowed by the CSP), never for premium", async () => {
    const generator = "/ai-dog-name-generator";
    const before = await fetch(`${baseURL}${generator}`);
    expect(before.headers.get("content-security-policy")).not.toContain("ads.example.test");
    expect(await before.text()).not.toContain('data-testid="ad-slot"');

    const admin = await newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin/settings");
    await admin.getByLabel("Ad network client ID").fill("ca-pub-1234567890");
    await admin.getByLabel("Ad network script URL").fill("https://ads.example.test/ad.js");
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await admin.getByTestId("settings-result").getByText("Settings saved successfully").waitFor();

    try {
      const visitor = await newPage();
      await visitor.route("https://ads.example.test/**", (route) => route.fulfill({ contentType: "text/javascript", body: "window.__adLoaded = true;" }));
      const response = await visitor.goto(generator);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/ads\.example\.test/);
      expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/ads\.example\.test/);
      expect(response?.headers()["x-namesmith-csp-extra-origin"]).toBeUndefined();
      await visitor.getByTestId("ad-slot").waitFor();
      await visitor.waitForFunction(() => (window as unknown as { __adLoaded?: boolean }).__adLoaded === true);
      expect(await visitor.locator('head script[src="https://ads.example.test/ad.js"]').count()).toBe(1);
      // Leaving the generator page removes the script.
      await visitor.getByRole("link", { name: "Blog", exact: true }).first().click();
      await visitor.waitForURL((url) => url.pathname === "/blog");
      await visitor.getByRole("heading", { name: "Namesmith Blog" }).waitFor();
      await expect.poll(() => visitor.locator('script[src="https://ads.example.test/ad.js"]').count()).toBe(0);
      // Every page allows the ad network, so arriving at a generator page
      // without a reload (client-side navigation) still loads the ad.
      expect((await fetch(`${baseURL}/about`)).headers.get("content-security-policy")).toContain("https://ads.example.test");
      const wanderer = await newPage();
      await wanderer.route("https://ads.example.test/**", (route) => route.fulfill({ contentType: "text/javascript", body: "window.__adLoaded = true;" }));
      await wanderer.goto("/niche-specific");
      await wanderer.getByRole("link", { name: /Dog Name Generator/ }).first().click();
      await wanderer.waitForURL("**/ai-dog-name-generator");
      await wanderer.getByTestId("ad-slot").waitFor();
      await wanderer.waitForFunction(() => (window as unknown as { __adLoaded?: boolean }).__adLoaded === true);

      // Premium subscribers see no ads.
      const premium = await newPage();
      const { email } = await signUp(premium);
      await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      await admin.getByRole("button", { name: `Grant premium to ${email}` }).click();
      await admin.getByRole("status").getByText(`${email} has premium for one month`).waitFor();
      const premiumResponse = await premium.goto(generator);
      expect(premiumResponse?.headers()["content-security-policy"]).not.toContain("ads.example.test");
      expect(await premium.getByTestId("ad-slot").count()).toBe(0);
      expect(await premium.locator('script[src="https://ads.example.test/ad.js"]').count()).toBe(0);
    } finally {
      await admin.goto("/admin/settings");
      await admin.getByLabel("Ad network client ID").fill("");
      await admin.getByLabel("Ad network script URL").fill("");
      await admin.getByRole("button", { name: "Save Settings" }).click();
      await admin.getByTestId("settings-result").getByText("Settings saved successfully").waitFor();
    }
    expect(await (await fetch(`${baseURL}${generator}`)).text()).not.toContain("ads.example.test");
  });

  test("a signed-in non-admin gets 403 from every admin page and action, even posting directly", async () => {
    const page = await newPage();
    await signUp(page);
    const cookie = await cookieHeader(page);
    const pages = ["/admin", "/admin/settings", "/admin/blog", "/admin/blog/new", "/admin/users"];
    for (const path of pages) expect((await get(path, cookie)).status, path).toBe(403);

    const admin = await newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin/blog");
    const editHref = await admin.getByRole("link", { name: /^Edit / }).first().getAttribute("href");
    const postId = editHref!.split("/").pop()!;

    const attempts: Array<[string, Record<string, string>]> = [
      ["/admin", { intent: "generate-sitemap" }],
      ["/admin/settings", { intent: "save", aiApiKey: "stolen", siteName: "Pwned", siteSupportEmail: "a@b.co", priceMonthly: "1", priceYearly: "1", limitVisitorDaily: "1", limitUserDaily: "1", limitPremiumMonthly: "1", limitIpDaily: "1" }],
      ["/admin/settings", { intent: "test-ai" }],
      ["/admin/blog", { intent: "delete", id: postId }],
      ["/admin/blog", { intent: "unpublish", id: postId }],
      ["/admin/blog/new", { title: "Spam", slug: "spam", excerpt: "x", content: "x", category: "x", author: "x", published: "on" }],
      [`/admin/blog/${postId}`, { title: "Defaced", excerpt: "x", content: "x", category: "x", author: "x", published: "on" }],
      ["/admin/users", { intent: "make-admin", userId: "whoever" }],
      ["/admin/users", { intent: "grant-premium", userId: "whoever" }],
    ];
    for (const [path, fields] of attempts) {
      const res = await post(path, cookie, fields);
      expect(res.status, `POST ${path} ${fields.intent ?? ""}`).toBe(403);
      expect(await res.text()).not.toContain("Settings saved successfully");
    }
    // Nothing changed.
    expect((await fetch(`${baseURL}/blog/spam`)).status).toBe(404);
    await admin.goto(`/admin/blog/${postId}`);
    expect(await admin.getByLabel("Title").inputValue()).not.toBe("Defaced");
    expect((await get("/admin", cookie)).status).toBe(403);
  });
});
