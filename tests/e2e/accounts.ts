import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";

let counter = 0;

/** A fresh, unique e-mail address for each test. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now()}-${++counter}@example.com`;
}

/**
 * Signs up through the form; leaves the page where sign-up leads (/dashboard,
 * or redirectTo), hydrated unless JavaScript is off.
 */
export async function signUp(
  page: Page,
  options: { name?: string; email?: string; password?: string; redirectTo?: string; javaScript?: boolean } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "correct-horse-1";
  const name = options.name ?? "Ada Lovelace";
  await page.goto(options.redirectTo ? `/sign-up?redirectTo=${encodeURIComponent(options.redirectTo)}` : "/sign-up");
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-up"));
  if (options.javaScript ?? true) await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
  return { email, password, name };
}

/** Waits for the toast that says `text` (one is visible at a time). */
export const toastWith = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).waitFor();

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

interface CapturedMail {
  to: string[];
  raw: string;
}

/** Waits for the newest message sent to `to` whose raw text matches `match`. */
export async function waitForMail(to: string, match: RegExp, timeoutMs = 15_000): Promise<CapturedMail> {
  const dir = inject("mailDir");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as CapturedMail)
      .find((m) => m.to.includes(to) && match.test(decodeQuotedPrintable(m.raw)));
    if (found) return { ...found, raw: decodeQuotedPrintable(found.raw) };
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${match}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in a message that starts with `prefix` (e.g. the site's address). */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const link = mail.raw.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in the e-mail`);
  return link.replace(/&amp;/g, "&");
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
