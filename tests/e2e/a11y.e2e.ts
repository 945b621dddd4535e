import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { useBrowser } from "./browser";
import {
  ADMIN,
  atTwoFactorChallenge,
  DOG_FORM,
  firstLink,
  memberWithShortlist,
  SIGNED_IN,
  SIGNED_OUT,
  signInAsAdmin,
} from "./page-types";

// axe-core on every page type, hydrated, at a desktop and a phone size:
// no serious or critical violation anywhere (contrast, names, ARIA, labels…).

const { newPage } = useBrowser();

const SIZES = [
  { label: "desktop", width: 1280, height: 800 },
  { label: "phone", width: 390, height: 844 },
];

/** Serious and critical violations on the page as it is now, at both sizes. */
async function violations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Only violations come back: passes and incomplete results are not serialized.
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
    for (const v of violations) {
      if (v.impact !== "serious" && v.impact !== "critical") continue;
      const nodes = v.nodes.map((n) => `    ${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`);
      found.push(`${size.label}: ${v.id} (${v.impact}) ${v.help}\n${nodes.join("\n")}`);
    }
  }
  return found;
}

async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
}

/** The dog generator with three names shown, one opened, domain checks settled. */
async function withResults(page: Page) {
  await visit(page, "/ai-dog-name-generator");
  await page.getByLabel("Number of names").selectOption(DOG_FORM.count);
  await page.getByLabel("Describe your dog").fill(DOG_FORM.description);
  await page.getByRole("button", { name: "Generate Dog Names" }).click();
  const cards = page.locator("[data-testid=results] > li");
  await cards.nth(2).waitFor();
  await page.getByRole("button", { name: "Generate Dog Names" }).and(page.locator(":enabled")).waitFor();
  await page.waitForFunction(() => !document.querySelector("[data-testid=domains][aria-busy=true]"));
  await cards.first().getByText("Show details").click();
}

describe("accessible to a visitor", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
  });

  test.each(SIGNED_OUT)("$name ($path)", async ({ path, status }) => {
    await visit(page, path, status);
    expect(await violations(page)).toEqual([]);
  });

  test("a blog post", async () => {
    await visit(page, await firstLink(page, "/blog", /^\/blog\/(?!rss)[a-z0-9-]+$/));
    expect(await violations(page)).toEqual([]);
  });

  test("generator results", async () => {
    await withResults(page);
    expect(await violations(page)).toEqual([]);
  });
});

describe("accessible to a member", () => {
  let page: Page;
  let shortlist: string;
  beforeAll(async () => {
    page = await newPage();
    shortlist = await memberWithShortlist(page);
  });

  test.each(SIGNED_IN)("$name ($path)", async ({ path, status }) => {
    await visit(page, path, status);
    expect(await violations(page)).toEqual([]);
  });

  test("generator results, signed in", async () => {
    await withResults(page);
    expect(await violations(page)).toEqual([]);
  });

  test("a shortlist, as its owner and as a friend sees it", async () => {
    await visit(page, shortlist);
    expect(await violations(page)).toEqual([]);
    const friend = await newPage();
    await visit(friend, shortlist);
    expect(await violations(friend)).toEqual([]);
  });

  test("the two-factor challenge", async () => {
    const challenged = await atTwoFactorChallenge(await newPage(), () => newPage());
    await challenged.waitForSelector("html[data-hydrated=true]", { state: "attached" });
    expect(await violations(challenged)).toEqual([]);
  });
});

describe("accessible to the administrator", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await signInAsAdmin(page);
  });

  test.each(ADMIN)("$name ($path)", async ({ path, status }) => {
    await visit(page, path, status);
    expect(await violations(page)).toEqual([]);
  });

  test("the blog post editor", async () => {
    await visit(page, await firstLink(page, "/admin/blog", /^\/admin\/blog\/(?!new)[^/]+$/));
    expect(await violations(page)).toEqual([]);
  });
});
