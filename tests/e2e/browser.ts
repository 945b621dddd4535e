import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let addresses = 0;
/** A distinct client address for each simulated person (the e2e server trusts X-Forwarded-For). */
export function nextClientIp(): string {
  addresses++;
  return `10.${process.pid % 250}.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** One browser per test file; each test gets a fresh context through `newPage`. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const baseURL = inject("baseURL");

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
  });

  return {
    baseURL,
    async newPage(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        permissions: ["clipboard-read", "clipboard-write"],
        extraHTTPHeaders: { "x-forwarded-for": nextClientIp() },
      });
      contexts.push(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled ?? true) {
        // Every navigation waits until React has hydrated the page, as a user's click would.
        const goto = page.goto.bind(page);
        page.goto = async (url, opts) => {
          const response = await goto(url, opts);
          await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
          return response;
        };
      }
      // An error in the browser console is a failure.
      page.on("pageerror", (err) => {
        throw err;
      });
      return page;
    },
  };
}
