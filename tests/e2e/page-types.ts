import * as OTPAuth from "otpauth";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { signIn, signUp } from "./accounts";

// Every kind of page the site has, for the checks that look at all of them
// (validity.e2e.ts: the Nu HTML Checker; a11y.e2e.ts: axe-core). One entry
// per page type, not per page: all generator pages share one template.

export interface PageType {
  name: string;
  path: string;
  /** The status the page answers with (a 404 page is a page too). */
  status?: number;
}

export const SIGNED_OUT: PageType[] = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "terms", path: "/terms" },
  { name: "privacy", path: "/privacy" },
  { name: "refund policy", path: "/refund-policy" },
  { name: "sitemap page", path: "/sitemap" },
  { name: "all generators", path: "/generators" },
  { name: "category", path: "/niche-specific" },
  { name: "generator", path: "/ai-dog-name-generator" },
  { name: "generator with other fields", path: "/ai-city-business-name-generator" },
  { name: "random generator", path: "/generator/random" },
  { name: "blog", path: "/blog" },
  { name: "pricing", path: "/pricing" },
  { name: "sign-in", path: "/sign-in" },
  { name: "sign-up", path: "/sign-up" },
  { name: "forgot password", path: "/forgot-password" },
  { name: "reset password", path: "/reset-password?token=not-a-real-token" },
  { name: "administrator login", path: "/admin-login" },
  { name: "not found", path: "/no-such-page", status: 404 },
  { name: "shortlist that does not exist", path: "/s/no-such-shortlist-aaaaaaaaaaaaaaaaa", status: 404 },
];

export const SIGNED_IN: PageType[] = [
  { name: "home, signed in", path: "/" },
  { name: "generator, signed in", path: "/ai-dog-name-generator" },
  { name: "pricing, signed in", path: "/pricing" },
  { name: "checkout", path: "/checkout/monthly" },
  { name: "subscription", path: "/subscription" },
  { name: "subscription success", path: "/subscription/success" },
  { name: "dashboard, favorites", path: "/dashboard?tab=favorites" },
  { name: "dashboard, generators", path: "/dashboard?tab=generators" },
  { name: "dashboard, settings", path: "/dashboard?tab=settings" },
  { name: "admin area, refused to a member", path: "/admin", status: 403 },
];

export const ADMIN: PageType[] = [
  { name: "admin dashboard", path: "/admin" },
  { name: "admin settings", path: "/admin/settings" },
  { name: "admin blog", path: "/admin/blog" },
  { name: "admin new post", path: "/admin/blog/new" },
  { name: "admin users", path: "/admin/users" },
];

/** The dog generator's form, as a visitor without JavaScript sends it. */
export const DOG_FORM = { description: "A calm old beagle who loves naps", style: "fun", count: "3" };

/** Pages whose address is only known at run time: a blog post, a post in the editor. */
export async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).find((href) => pattern.test(href));
  if (!found) throw new Error(`No link matching ${pattern} on ${path}`);
  return found;
}

/**
 * A member with a saved name shared as a shortlist; returns the shortlist's
 * address. The page stays signed in.
 */
export async function memberWithShortlist(page: Page): Promise<string> {
  await signUp(page, { name: "Grace Hopper" });
  const origin = { origin: inject("baseURL") };
  const saved = await page.request.post("/api/favorites", {
    headers: origin,
    data: { generator: "dog", name: "Biscuit", description: "A warm, round name for a calm dog." },
  });
  expect(saved.status()).toBe(200);
  // The owner picks the names that go in: the dashboard's checkboxes carry the favorites' ids.
  const picker = await (await page.request.get("/dashboard?tab=favorites")).text();
  const picked = [...picker.matchAll(/name="favoriteId" value="([^"]+)"/g)].map((m) => `favoriteId=${encodeURIComponent(m[1])}`);
  expect(picked.length).toBeGreaterThan(0);
  const shared = await page.request.post("/api/shortlist", {
    headers: { ...origin, "content-type": "application/x-www-form-urlencoded" },
    data: ["intent=share", ...picked].join("&"),
    maxRedirects: 0,
  });
  expect(shared.status()).toBe(302);
  return firstLink(page, "/dashboard?tab=favorites", /^\/s\/[A-Za-z0-9_-]{32}$/);
}

/** Signs in the administrator (through the member sign-in, which admins may use too). */
export async function signInAsAdmin(page: Page) {
  await signIn(page, inject("adminEmail"), inject("adminPassword"));
  await page.waitForURL((url) => url.pathname === "/admin");
}

/**
 * A member with two-factor authentication, signed in with the password only:
 * the page is left on the code challenge (/sign-in/two-factor).
 */
export async function atTwoFactorChallenge(page: Page, fresh: () => Promise<Page>): Promise<Page> {
  const { email, password } = await signUp(page);
  await page.goto("/dashboard?tab=settings");
  const setup = page.getByRole("form", { name: "Set up two-factor authentication" });
  await setup.getByLabel("Password", { exact: true }).fill(password);
  await setup.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const key = page.getByLabel("Setup key");
  await key.waitFor();
  const secret = ((await key.textContent()) ?? "").replace(/\s/g, "");
  const confirm = page.getByRole("form", { name: "Confirm two-factor authentication" });
  await confirm.getByLabel("Authentication code").fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate());
  await confirm.getByRole("button", { name: "Verify and turn on" }).click();
  await page.getByText("Two-factor authentication is on").first().waitFor();
  const other = await fresh();
  await signIn(other, email, password);
  await other.waitForURL((url) => url.pathname === "/sign-in/two-factor");
  return other;
}
