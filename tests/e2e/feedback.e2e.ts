import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signIn, signUp } from "./accounts";
import { useBrowser } from "./browser";

// What the site says has to reach the person's eyes: toasts, the first
// result, the limit message and the domain row, on a laptop and on a phone.

const { baseURL, newPage } = useBrowser();

const SCREENS = [
  { label: "desktop 1280×800", viewport: { width: 1280, height: 800 }, phone: false },
  { label: "phone 390×844", viewport: { width: 390, height: 844 }, phone: true },
];

const cards = (page: Page) => page.locator("[data-testid=results] > li");

interface ShownToast {
  text: string;
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
  opacity: number;
  visibility: string;
  toasterPosition: string;
  background: string;
  announced: boolean;
}

/** Every toast a person could see right now (opacity above zero), measured in the viewport. */
function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")]
      .map((toast) => {
        const rect = toast.getBoundingClientRect();
        const style = getComputedStyle(toast);
        const toaster = toast.closest("[data-sonner-toaster]");
        return {
          text: toast.textContent ?? "",
          top: rect.top,
          left: rect.left,
          bottom: rect.bottom,
          right: rect.right,
          width: rect.width,
          height: rect.height,
          opacity: Number(style.opacity),
          visibility: style.visibility,
          toasterPosition: toaster ? getComputedStyle(toaster).position : "none",
          background: style.backgroundColor,
          announced: Boolean(toast.closest("[aria-live=polite], [aria-live=assertive], [role=status]")),
        };
      })
      .filter((t) => t.opacity > 0),
  );
}

/** The one toast on screen says `text`, sits inside the viewport, styled, in a live region. */
async function expectToast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor({ state: "attached" });
  const viewport = page.viewportSize()!;
  // Toasts slide and fade in: wait for the settled state, then say what is wrong if it never comes.
  await expect
    .poll(async () => {
      const shown = await shownToasts(page);
      return shown.length === 1 && shown[0].text.includes(text) && shown[0].opacity === 1 ? shown[0] : shown;
    }, { timeout: 10_000 })
    .toMatchObject({ toasterPosition: "fixed", visibility: "visible", opacity: 1, announced: true });
  const [toast] = await shownToasts(page);
  expect(toast.text).toContain(text);
  expect(toast.width).toBeGreaterThan(100);
  expect(toast.height).toBeGreaterThan(20);
  expect(toast.top).toBeGreaterThanOrEqual(0);
  expect(toast.left).toBeGreaterThanOrEqual(0);
  expect(toast.bottom).toBeLessThanOrEqual(viewport.height);
  expect(toast.right).toBeLessThanOrEqual(viewport.width);
  // A box of its own, not text on the page's white.
  expect(toast.background).not.toBe("rgba(0, 0, 0, 0)");
}

/** Whether the element shows whole between the fixed header and the bottom of the window. */
function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return rect.height > 0 && rect.top >= header && rect.bottom <= window.innerHeight;
  }, selector);
}

/**
 * Puts the Generate button where a person who just filled the form has it:
 * mid-screen on a laptop (the results column starts above), at the bottom
 * of a phone (the results come below).
 */
async function bringButtonToHand(page: Page, label: string, phone: boolean) {
  const block: ScrollLogicalPosition = phone ? "end" : "center";
  await page.getByRole("button", { name: label }).evaluate((button, block) => button.scrollIntoView({ block }), block);
  // Let the fixed header settle into its scrolled shape before anything is measured.
  await page.waitForFunction(() => document.querySelector("header")?.dataset.compact === "true" || window.scrollY === 0);
}

/** Whether what is drawn at the middle of the element is the element itself (no toast or header over it). */
function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
  }, selector);
}

/** A screenshot once the page has stopped scrolling (a smooth scroll in flight draws the fixed header out of place). */
async function shot(page: Page, name: string) {
  await page.waitForFunction(
    () => new Promise((settled) => {
      const y = window.scrollY;
      requestAnimationFrame(() => requestAnimationFrame(() => settled(window.scrollY === y)));
    }),
  );
  await page.screenshot({ path: `/tmp/feedback-${name}.png` });
}

for (const { label, viewport, phone } of SCREENS) {
  describe(`toasts a person can see (${label})`, () => {
    test("on a generator page served from the page cache: styled, in a corner, announced, one at a time", async () => {
      // Another first-time visitor just asked for it, so this one gets the cached page.
      await (await fetch(`${baseURL}/ai-dog-name-generator`)).text();
      const page = await newPage({ viewport });
      await page.goto("/ai-dog-name-generator");
      await page.getByRole("button", { name: "Generate Dog Names" }).click();
      await expectToast(page, "Missing Information");
      await shot(page, `toast-cached-${viewport.width}`);

      await page.getByLabel("Number of names").selectOption("3");
      await page.getByLabel("Describe your dog").fill("A big black German shepherd who guards the farm");
      await page.getByRole("button", { name: "Generate Dog Names" }).click();
      await cards(page).nth(2).waitFor();
      await cards(page).first().getByRole("button", { name: "Copy name" }).click();
      await expectToast(page, "Name copied to clipboard");
      // The next one takes its place.
      await cards(page).first().getByRole("button", { name: "Save to favorites" }).click();
      await expectToast(page, "Please sign in to save favorites");
      await shot(page, `toast-favorite-${viewport.width}`);
    });

    test("after moving to another page without a reload", async () => {
      const page = await newPage({ viewport });
      await page.goto("/ai-dog-name-generator");
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(1).click();
      await page.waitForURL((url) => url.pathname !== "/ai-dog-name-generator");
      await page.locator('main a[href="/ai-cat-name-generator"]').first().click();
      await page.getByRole("button", { name: "Generate Cat Names" }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await page.getByRole("button", { name: "Generate Cat Names" }).click();
      await expectToast(page, "Please provide a description of your cat");
    });

    test("the server's 'Welcome back!' after signing in", async () => {
      const first = await newPage({ viewport });
      const { email, password } = await signUp(first);
      const page = await newPage({ viewport });
      await signIn(page, email, password);
      await expectToast(page, "Welcome back!");
      await shot(page, `toast-welcome-${viewport.width}`);
    });
  });

  describe(`what generating shows (${label})`, () => {
    test("the first result comes into view as it arrives", async () => {
      const page = await newPage({ viewport });
      await page.goto("/ai-dog-name-generator");
      await page.getByLabel("Describe your dog").fill("A big black German shepherd who guards the farm");
      await bringButtonToHand(page, "Generate Dog Names", phone);
      await page.getByRole("button", { name: "Generate Dog Names" }).click();
      await cards(page).first().waitFor();
      await expect.poll(() => inViewport(page, "[data-testid=results] > li [data-testid=result-name]"), { timeout: 10_000 }).toBe(true);
      await page.getByRole("button", { name: "Generate Dog Names" }).and(page.locator(":enabled")).waitFor();
      expect(await inViewport(page, "[data-testid=results] > li [data-testid=result-name]")).toBe(true);
      await shot(page, `first-result-${viewport.width}`);
    });

    test("with reduced motion the page moves once, without sliding, and stays while names stream in", async () => {
      const page = await newPage({ viewport });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/ai-dog-name-generator");
      await page.getByLabel("Number of names").selectOption("15");
      await page.getByLabel("Describe your dog").fill("A tiny fluffy white puppy");
      await bringButtonToHand(page, "Generate Dog Names", phone);
      const start = await page.evaluate(() => {
        const w = window as unknown as { positions: number[] };
        w.positions = [];
        window.addEventListener("scroll", () => w.positions.push(window.scrollY));
        return window.scrollY;
      });
      await page.getByRole("button", { name: "Generate Dog Names" }).click();
      await cards(page).nth(14).waitFor();
      await page.getByRole("button", { name: "Generate Dog Names" }).and(page.locator(":enabled")).waitFor();
      expect(await inViewport(page, "[data-testid=results] > li [data-testid=result-name]")).toBe(true);
      const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
      // The scroll that put the button in place may still be reported; after it, one jump.
      expect(new Set(positions.filter((y) => y !== start)).size).toBe(1);
    });

    test("the limit message shows where the person is, with the way to more", async () => {
      const page = await newPage({ viewport });
      await page.goto("/ai-cat-name-generator");
      await page.getByLabel("Number of names").selectOption("3");
      await page.getByLabel("Describe your cat").fill("a sleepy grey cat who loves the window");
      for (const left of ["2 generations left today", "1 generation left today", "0 generations left today"]) {
        await page.getByRole("button", { name: "Generate Cat Names" }).click();
        await page.getByText(left).waitFor();
      }
      await bringButtonToHand(page, "Generate Cat Names", phone);
      await page.getByRole("button", { name: "Generate Cat Names" }).click();
      const alert = page.getByTestId("generation-alert");
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain("Limit reached");
      await expect.poll(() => inViewport(page, "[data-testid=generation-alert]"), { timeout: 10_000 }).toBe(true);
      await expectToast(page, "Limit reached");
      // The toast says it too, and does not sit on top of the message or the way to more.
      expect(await uncovered(page, "[data-testid=generation-alert]")).toBe(true);
      expect(await uncovered(page, 'form a[href^="/sign-up"]')).toBe(true);
      await expect(page.getByRole("link", { name: "Create a free account" }).isVisible()).resolves.toBe(true);
      await shot(page, `limit-${viewport.width}`);
    });
  });

  describe(`the domain row (${label})`, () => {
    async function generateWithEndings(page: Page, endings: string[] | null) {
      if (endings) {
        await page.addInitScript((endings) => window.localStorage.setItem("namesmith:tlds:dog", JSON.stringify(endings)), endings);
      }
      await page.goto("/ai-dog-name-generator");
      await page.getByLabel("Number of names").selectOption("3");
      await page.getByLabel("Describe your dog").fill("A calm old beagle who loves naps");
      await page.getByRole("button", { name: "Generate Dog Names" }).click();
      await cards(page).nth(2).waitFor();
    }

    test("when no registry answers, one quiet line with a retry instead of a chip per ending", async () => {
      const page = await newPage({ viewport });
      // The fake registry rate-limits .io and fails on .co: no answer at all.
      await generateWithEndings(page, ["io", "co"]);
      const card = cards(page).first();
      const row = card.getByTestId("domains");
      await card.locator("[data-testid=domains][aria-busy=false]").waitFor();
      await expect(row.textContent()).resolves.toBe("Domains:couldn't check right now — retry");
      expect(await card.locator("[data-testid=domain-status]").count()).toBe(0);
      await shot(page, `domains-unanswered-${viewport.width}`);

      const again = page.waitForRequest((r) => r.url().includes("/api/domains"));
      await card.getByRole("button", { name: /^Retry the domain check for / }).click();
      await again;
      await card.locator("[data-testid=domains][aria-busy=false]").waitFor();
      await expect(row.textContent()).resolves.toContain("couldn't check right now");
    });

    test("a check that could not reach the site collapses too, and retry brings the answers", async () => {
      const page = await newPage({ viewport });
      let dropped = 0;
      await page.route((url) => url.pathname === "/api/domains", (route) => (dropped++ < 3 ? route.abort("connectionfailed") : route.continue()));
      await generateWithEndings(page, null);
      const card = cards(page).first();
      await card.getByText("couldn't check right now").waitFor();
      await card.getByRole("button", { name: /^Retry the domain check for / }).click();
      // The fake registry: .com free, .net taken, .io and .co unanswered, .app free.
      await card.locator("[data-testid=domain-status][data-status=available]").first().waitFor();
      await card.locator("[data-testid=domains][aria-busy=false]").waitFor();
      const chips = await card.locator("li[data-testid=domain-status]").allTextContents();
      expect(chips).toEqual([".com available", ".net taken", ".app available"]);
      await expect(card.getByTestId("domains-unanswered").textContent()).resolves.toBe("Couldn't check .io, .co right now — retry");
      await shot(page, `domains-answered-${viewport.width}`);
    });
  });
}
