import { describe, expect, inject, test } from "vitest";
import { signUp } from "./accounts";
import { useBrowser } from "./browser";

const { baseURL, newPage } = useBrowser();
const adminEmail = inject("adminEmail");
const adminPassword = inject("adminPassword");

describe("administrator access", () => {
  test("a visitor opening /admin is sent to the administrator login", async () => {
    const page = await newPage();
    await page.goto("/admin");
    await page.waitForURL("**/admin-login?redirectTo=%2Fadmin");
    await page.getByRole("heading", { name: "Administrator Access" }).waitFor();
  });

  test("/admin-sign-in leads to the same login", async () => {
    const res = await fetch(`${baseURL}/admin-sign-in`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/admin-login");
  });

  test("empty fields get SPEC.md's messages without a request", async () => {
    const page = await newPage();
    await page.goto("/admin-login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();
  });

  test("wrong credentials, then the right ones lead to the Admin Dashboard", async () => {
    const page = await newPage();
    await page.goto("/admin-login");
    await page.getByLabel("Username").fill(adminEmail);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid administrator credentials").waitFor();
    await page.getByLabel("Password", { exact: true }).fill(adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByText("Welcome, Administrator").waitFor();
    expect(Number(await page.getByTestId("stat-Blog posts").textContent())).toBeGreaterThanOrEqual(6);
  });

  test("an ordinary account cannot use the administrator login", async () => {
    const page = await newPage();
    const { email, password } = await signUp(page);
    const other = await newPage();
    await other.goto("/admin-login");
    await other.getByLabel("Username").fill(email);
    await other.getByLabel("Password", { exact: true }).fill(password);
    await other.getByRole("button", { name: "Sign In" }).click();
    await other.getByText("Invalid administrator credentials").waitFor();
  });

  test("a signed-in non-admin sees Access Denied with a way home, and gets 403", async () => {
    const page = await newPage();
    await signUp(page);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You don't have permission to access this page").waitFor();
    await page.getByRole("link", { name: "Return Home" }).click();
    await page.waitForURL(`${baseURL}/`);
  });
});
