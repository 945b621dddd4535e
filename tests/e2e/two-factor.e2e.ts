import * as OTPAuth from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { signIn, signUp, toastWith } from "./accounts";
import { useBrowser } from "./browser";

const { newPage } = useBrowser();

const SETTINGS = "/dashboard?tab=settings";

/** The code an authenticator app shows right now for this setup key. */
function codeFor(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
}

/** A 6-digit code that is certainly wrong now (not the current code nor its neighbours). */
function wrongCodeFor(secret: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const near = [-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d }));
  return ["000000", "111111", "222222"].find((c) => !near.includes(c))!;
}

/** Enrols the signed-in user from a page showing the settings; returns the setup key and backup codes. */
async function enrol(page: Page, password: string) {
  const setup = page.getByRole("form", { name: "Set up two-factor authentication" });
  await setup.getByLabel("Password", { exact: true }).fill(password);
  await setup.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  const secret = ((await page.getByLabel("Setup key").textContent()) ?? "").replace(/\s/g, "");
  const backupCodes = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
  return { secret, backupCodes };
}

async function confirm(page: Page, code: string) {
  const form = page.getByRole("form", { name: "Confirm two-factor authentication" });
  await form.getByLabel("Authentication code").fill(code);
  await form.getByRole("button", { name: "Verify and turn on" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

async function answerChallenge(page: Page, code: string, field: "Authentication code" | "Backup code" = "Authentication code") {
  await page.getByLabel(field).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

describe("two-factor authentication", () => {
  test("enrol, sign in with a code and with a backup code, then turn it off", async () => {
    const page = await newPage();
    const { email, password } = await signUp(page);

    await page.goto(SETTINGS);
    await page.getByText("Two-factor authentication is off").waitFor();

    // A wrong password starts nothing.
    const start = page.getByRole("form", { name: "Set up two-factor authentication" });
    await start.getByLabel("Password", { exact: true }).fill("not-my-password");
    await start.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await start.getByText("Incorrect password.").waitFor();

    const { secret, backupCodes } = await enrol(page, password);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(backupCodes).toHaveLength(10);
    await page.getByText("Store them somewhere safe").waitFor();
    await page.getByRole("button", { name: "Copy codes" }).click();
    await toastWith(page, "Backup codes copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(backupCodes.join("\n"));

    // Two-factor is on only once a code from the app confirms it.
    await confirm(page, wrongCodeFor(secret));
    await page.getByText("That code is not valid. Check the time on your device and try again.").waitFor();
    expect(await page.getByText("Two-factor authentication is off").count()).toBe(1);
    await confirm(page, codeFor(secret));
    await page.getByText("Two-factor authentication is on", { exact: true }).waitFor();

    // The password alone no longer signs in: the challenge page has no session behind it.
    await signOut(page);
    await signIn(page, email, password);
    await page.waitForURL("**/sign-in/two-factor?redirectTo=%2Fdashboard");
    await page.getByLabel("Authentication code").waitFor();
    for (const path of ["/account/two-factor", "/dashboard"]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toMatch(/^\/sign-in\?redirectTo=/);
    }

    await answerChallenge(page, wrongCodeFor(secret));
    await page.getByText("Invalid code. Please try again.").waitFor();
    await answerChallenge(page, codeFor(secret));
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await toastWith(page, "Welcome back!");
    await page.getByRole("button", { name: "Account menu" }).waitFor();

    // A backup code works once.
    await signOut(page);
    await signIn(page, email, password);
    await page.waitForURL("**/sign-in/two-factor?**");
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await answerChallenge(page, backupCodes[0], "Backup code");
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("button", { name: "Account menu" }).waitFor();

    await signOut(page);
    await signIn(page, email, password);
    await page.waitForURL("**/sign-in/two-factor?**");
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await answerChallenge(page, backupCodes[0], "Backup code");
    await page.getByText("Invalid code. Please try again.").waitFor();
    await answerChallenge(page, backupCodes[1], "Backup code");
    await page.waitForURL((url) => url.pathname === "/dashboard");

    // New backup codes replace the old ones and are shown once.
    await page.goto(SETTINGS);
    const regenerate = page.getByRole("form", { name: "Generate new backup codes" });
    await regenerate.getByLabel("Password", { exact: true }).fill(password);
    await regenerate.getByRole("button", { name: "Generate new backup codes" }).click();
    await page.getByText("Your new backup codes").waitFor();
    const fresh = await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[2]);

    // Turning off takes the password and a current code.
    await page.getByText("Turn off two-factor authentication", { exact: true }).click();
    const turnOff = page.getByRole("form", { name: "Turn off two-factor authentication" });
    await turnOff.getByLabel("Password", { exact: true }).fill(password);
    await turnOff.getByLabel("Authentication code").fill(wrongCodeFor(secret));
    await turnOff.getByRole("button", { name: "Yes, turn off two-factor authentication" }).click();
    await turnOff.getByText("That code is not valid. Check the time on your device and try again.").waitFor();
    await turnOff.getByLabel("Password", { exact: true }).fill(password);
    await turnOff.getByLabel("Authentication code").fill(codeFor(secret));
    await turnOff.getByRole("button", { name: "Yes, turn off two-factor authentication" }).click();
    await page.getByText("Two-factor authentication is off", { exact: true }).waitFor();

    await signOut(page);
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });

  test("without JavaScript: enrol from the dashboard, then sign in and trust the device", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const { email, password } = await signUp(page, { javaScript: false });
    await page.goto(SETTINGS);
    await page.getByText("Two-factor authentication is off").waitFor();
    // The forms post to the two-factor page, which shows each answer.
    const { secret } = await enrol(page, password);
    expect(new URL(page.url()).pathname).toBe("/account/two-factor");
    await confirm(page, wrongCodeFor(secret));
    await page.getByText("That code is not valid. Check the time on your device and try again.").waitFor();
    await confirm(page, codeFor(secret));
    await page.getByText("Two-factor authentication is on", { exact: true }).waitFor();

    const other = await newPage({ javaScriptEnabled: false });
    await signIn(other, email, password);
    await other.waitForURL("**/sign-in/two-factor?**");
    await answerChallenge(other, wrongCodeFor(secret));
    await other.getByText("Invalid code. Please try again.").waitFor();
    await other.getByLabel("Trust this device for 30 days").check();
    await answerChallenge(other, codeFor(secret));
    await other.waitForURL((url) => url.pathname === "/dashboard");

    // A trusted device signs in with the password alone.
    await other.context().clearCookies({ name: /session_token/ });
    await signIn(other, email, password);
    await other.waitForURL((url) => url.pathname === "/dashboard");
  });

  test("an administrator with two-factor on signs in at the administrator login through the code step", async () => {
    const page = await newPage();
    const { email, password } = await signUp(page);
    await page.goto(SETTINGS);
    const { secret } = await enrol(page, password);
    await confirm(page, codeFor(secret));
    await page.getByText("Two-factor authentication is on", { exact: true }).waitFor();

    // The site's administrator makes this account an administrator too.
    const admin = await newPage();
    await signIn(admin, inject("adminEmail"), inject("adminPassword"));
    await admin.waitForURL((url) => url.pathname === "/admin");
    await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await admin.getByRole("button", { name: `Make admin: ${email}` }).click();
    await admin.getByRole("button", { name: `Remove admin: ${email}` }).waitFor();
    try {
      await signOut(page);
      await page.goto("/admin-login");
      await page.getByLabel("Username").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL("**/sign-in/two-factor?redirectTo=%2Fadmin");
      // Without the code there is no admin session yet.
      const early = await page.request.get("/admin", { maxRedirects: 0 });
      expect(early.status()).toBe(302);
      await answerChallenge(page, wrongCodeFor(secret));
      await page.getByText("Invalid code. Please try again.").waitFor();
      await answerChallenge(page, codeFor(secret));
      await page.waitForURL((url) => url.pathname === "/admin");
      await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    } finally {
      // Other tests count on the site's administrator being the only one.
      await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      await admin.getByRole("button", { name: `Remove admin: ${email}` }).click();
      await admin.getByRole("button", { name: `Make admin: ${email}` }).waitFor();
    }
  });

  test("the challenge page without a pending sign-in sends the visitor back to sign in", async () => {
    const page = await newPage();
    await page.goto("/sign-in/two-factor?redirectTo=%2Fdashboard");
    await page.waitForURL("**/sign-in?redirectTo=%2Fdashboard");
    await toastWith(page, "Your sign-in expired. Please sign in again.");
  });
});
