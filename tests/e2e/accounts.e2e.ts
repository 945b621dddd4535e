import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { linkIn, signIn, signUp, toastWith, uniqueEmail, waitForMail } from "./accounts";
import { useBrowser } from "./browser";

const { baseURL, newPage } = useBrowser();

const INVALID_LINK = "This reset link is invalid or has expired. Request a new one.";

/**
 * Who this browser is signed in as: the dashboard answers only with a session
 * and shows its e-mail. (better-auth's own /api/auth/get-session is not public.)
 */
async function sessionOf(page: Page): Promise<{ user: { email: string } } | null> {
  const res = await page.request.get("/dashboard", { maxRedirects: 0 });
  if (res.status() !== 200) return null;
  const email = /[\w.+-]+@example\.com/.exec(await res.text())?.[0];
  return email ? { user: { email } } : null;
}

async function requestReset(page: Page, email: string) {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
}

async function expectNoMail(to: string, match: RegExp, waitMs = 2_000) {
  await expect(waitForMail(to, match, waitMs)).rejects.toThrow(/No e-mail/);
}

describe("e-mail verification", () => {
  test("the confirmation e-mail's link verifies the address and signs the user in", async () => {
    const page = await newPage();
    const { email } = await signUp(page);
    await page.waitForURL("**/dashboard");

    const mail = await waitForMail(email, /Confirm your e-mail/);
    const link = linkIn(mail, `${baseURL}/api/auth/verify-email`);

    // Opened in another browser, as from a phone's mail app: the link alone signs in.
    const other = await newPage();
    await other.goto(link);
    // The person is told, in the page itself, that it worked.
    await other.waitForURL((url) => url.pathname === "/email-verified");
    await other.getByRole("heading", { name: "Your e-mail address is verified" }).waitFor();
    if (process.env.SCREENSHOT_DIR) await other.screenshot({ path: `${process.env.SCREENSHOT_DIR}/email-verified.png` });
    await other.getByRole("link", { name: "Continue" }).click();
    await other.waitForURL(`${baseURL}/dashboard`);
    await other.getByRole("button", { name: "Account menu" }).waitFor();
    expect(await other.locator("body").textContent()).not.toContain("Something went wrong");
    // (That the address is now marked verified is checked in app/routes/_resources/api.auth.test.ts.)
    expect(await sessionOf(other)).toMatchObject({ user: { email } });
  });

  test("an expired or broken link from the e-mail says so on the landing page", async () => {
    const page = await newPage();
    await page.goto(`/api/auth/verify-email?token=not-a-real-token&callbackURL=${encodeURIComponent("/email-verified?next=/dashboard")}`);
    await page.waitForURL((url) => url.pathname === "/email-verified");
    await page.getByRole("heading", { name: "This link does not work" }).waitFor();
    expect(await page.locator("body").textContent()).not.toContain("Your e-mail address is verified");
    expect(await sessionOf(page)).toBeNull();
  });

  test("a broken verification link lands on a working page and signs nobody in", async () => {
    const page = await newPage();
    const response = await page.goto(`/api/auth/verify-email?token=not-a-real-token&callbackURL=${encodeURIComponent("/dashboard")}`);
    expect(response?.status()).toBeLessThan(500);
    expect(new URL(page.url()).searchParams.get("error") ?? new URL(page.url()).searchParams.get("redirectTo")).toBeTruthy();
    expect(await page.locator("body").textContent()).not.toContain("Something went wrong");
    expect(await sessionOf(page)).toBeNull();
  });
});

describe("sign in and out", () => {
  test("log out from the avatar menu, then sign in with the right and the wrong password", async () => {
    const page = await newPage();
    const { email, password } = await signUp(page);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(`${baseURL}/`);
    await toastWith(page, "Logged out");
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();

    await signIn(page, email, "not-my-password");
    await page.getByText("Sign in failed").waitFor();
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    expect(await sessionOf(page)).toBeNull();

    await signIn(page, email, password);
    await page.waitForURL(`${baseURL}/dashboard`);
    await toastWith(page, "Welcome back!");
    expect((await sessionOf(page))?.user.email).toBe(email);
  });

  test("visiting /logout asks first, and its Log out button signs out", async () => {
    const page = await newPage();
    const { email } = await signUp(page);
    await page.goto("/logout");
    await page.getByRole("heading", { name: "Log out of Namesmith?" }).waitFor();
    await page.getByText(`You are signed in as ${email}.`).waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/logout.png` });
    // Only looking at the page signs nobody out.
    expect((await sessionOf(page))?.user.email).toBe(email);
    await page.getByRole("button", { name: "Log out", exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
    expect(await sessionOf(page)).toBeNull();
    await page.goto("/logout");
    await page.getByRole("heading", { name: "You are logged out" }).waitFor();
  });

  test("the sign-in form explains bad input on submit without sending it", async () => {
    const page = await newPage();
    await page.goto("/sign-in");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Please enter a valid email", { exact: true }).waitFor();
    // No minimum length at sign-in: accounts made under the old 6-character rule still sign in.
    await page.getByText("Password is required", { exact: true }).waitFor();
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/sign-in");
  });
});

describe("password reset", () => {
  test("a reset link sets a new password once; the old password and the used link stop working", async () => {
    const setup = await newPage();
    const { email, password: oldPassword } = await signUp(setup);
    const newPassword = "brand-new-pass-7";

    const page = await newPage();
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    // The URL changes a moment before the new page replaces the sign-in form.
    await page.getByRole("button", { name: "Send reset link" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.locator("main").textContent()).toContain(email);
    await toastWith(page, "Reset email sent");
    await page.locator("main").getByRole("link", { name: "Back to sign in" }).waitFor();

    const mail = await waitForMail(email, /Reset your Namesmith password/);
    const link = linkIn(mail, `${baseURL}/reset-password`);
    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe("/reset-password");
    await page.getByText("At least 8 characters", { exact: true }).waitFor();

    // Both fields can be shown in clear text.
    const field = page.getByLabel("New password", { exact: true });
    await page.getByRole("button", { name: "Show new password" }).click();
    expect(await field.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide new password" }).click();
    expect(await field.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show confirm new password" }).waitFor();

    await field.fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).fill("something-else-1");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.locator("main").getByText("Passwords don't match").waitFor();
    await toastWith(page, "Passwords don't match");
    expect(new URL(page.url()).pathname).toBe("/reset-password");

    await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.waitForURL(`${baseURL}/sign-in`);
    await toastWith(page, "Password reset successful");

    // The old password no longer works…
    await signIn(page, email, oldPassword);
    await page.getByText("Sign in failed").waitFor();
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    // …the new one does.
    await signIn(page, email, newPassword);
    await page.waitForURL(`${baseURL}/dashboard`);
    await toastWith(page, "Welcome back!");

    // Resetting signed out the session that was open elsewhere.
    expect(await sessionOf(setup)).toBeNull();

    // The link works once.
    const again = await newPage();
    await again.goto(link);
    await again.getByText(INVALID_LINK).waitFor();
    expect(await again.getByLabel("New password", { exact: true }).count()).toBe(0);
    await again.getByRole("link", { name: "Request a new reset link" }).click();
    await again.waitForURL("**/forgot-password");
  });

  test("a spent link is refused even by a form that was already open", async () => {
    const setup = await newPage();
    const { email } = await signUp(setup);
    const first = await newPage();
    await requestReset(first, email);
    const link = linkIn(await waitForMail(email, /Reset your Namesmith password/), `${baseURL}/reset-password`);

    const tabA = await newPage();
    const tabB = await newPage();
    await tabA.goto(link);
    await tabB.goto(link);
    for (const tab of [tabA, tabB]) {
      await tab.getByLabel("New password", { exact: true }).fill("first-choice-1");
      await tab.getByLabel("Confirm new password", { exact: true }).fill("first-choice-1");
    }
    await tabA.getByRole("button", { name: "Reset password" }).click();
    await tabA.waitForURL(`${baseURL}/sign-in`);

    await tabB.getByRole("button", { name: "Reset password" }).click();
    await tabB.locator("main").getByText(INVALID_LINK).waitFor();
    await toastWith(tabB, "Error resetting password");
    expect(new URL(tabB.url()).pathname).toBe("/reset-password");
    await tabB.getByRole("link", { name: "Request a new reset link" }).waitFor();
  });

  test("an unknown address gets the same answer and no e-mail", async () => {
    const page = await newPage();
    const email = uniqueEmail("nobody");
    await requestReset(page, email);
    expect(await page.locator("main").textContent()).toContain(email);
    await toastWith(page, "Reset email sent");
    await expectNoMail(email, /Reset your Namesmith password/);
  });

  test("'Resend reset link' returns to the form with the address filled in", async () => {
    const page = await newPage();
    const email = uniqueEmail("resend");
    await requestReset(page, email);
    await page.getByRole("button", { name: "Resend reset link" }).click();
    await page.getByRole("button", { name: "Send reset link" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
  });

  test("the forgot-password form checks the address before sending", async () => {
    const page = await newPage();
    await page.goto("/forgot-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Email is required", { exact: true }).waitFor();
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByText("Please enter a valid email address.", { exact: true }).waitFor();
  });

  test("without a token the reset page explains and offers a new link", async () => {
    const page = await newPage();
    const response = await page.goto("/reset-password");
    expect(response?.status()).toBe(200);
    await page.getByText(INVALID_LINK).waitFor();
    expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);
    await page.goto("/reset-password?token=made-up-token");
    await page.getByText(INVALID_LINK).waitFor();
    await page.goto("/reset-password?error=INVALID_TOKEN");
    await page.getByText(INVALID_LINK).waitFor();
  });

  test("the whole reset works without JavaScript", async () => {
    const setup = await newPage();
    const { email } = await signUp(setup);
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.getByRole("button", { name: "Resend reset link" }).click();
    await page.getByRole("button", { name: "Send reset link" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(email);

    const link = linkIn(await waitForMail(email, /Reset your Namesmith password/), `${baseURL}/reset-password`);
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("no-script-pass-1");
    await page.getByLabel("Confirm new password", { exact: true }).fill("no-script-pass-2");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("no-script-pass-1");
    await page.getByLabel("Confirm new password", { exact: true }).fill("no-script-pass-1");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.waitForURL(`${baseURL}/sign-in`);

    const check = await newPage();
    await signIn(check, email, "no-script-pass-1");
    await check.waitForURL(`${baseURL}/dashboard`);
  });
});
