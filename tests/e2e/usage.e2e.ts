import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "./accounts";
import { nextClientIp, useBrowser } from "./browser";
import { startServer, type RunningServer } from "./server";

const { newPage } = useBrowser();

describe("usage limits a visitor sees", () => {
  test("three free generations, the count on the page, then the way to more", async () => {
    const page = await newPage();
    await page.goto("/ai-cat-name-generator");
    await page.getByText("3 generations left today").waitFor();
    await page.getByLabel("Describe your cat").fill("a sleepy grey cat who loves the window");
    for (const left of ["2 generations left today", "1 generation left today", "0 generations left today"]) {
      await page.getByRole("button", { name: "Generate Cat Names" }).click();
      await page.getByText(left).waitFor();
    }
    await page.getByRole("button", { name: "Generate Cat Names" }).click();
    await page.getByText("You've used your 3 free generations for today. Create a free account to get 15 generations a day.").first().waitFor();
    const next = page.getByRole("link", { name: "Create a free account" });
    expect(await next.getAttribute("href")).toBe("/sign-up?redirectTo=%2Fai-cat-name-generator");
    // The count survives a reload: it is kept on the server, not in the browser.
    await page.reload();
    await page.getByText("0 generations left today").waitFor();
  });

  test("a signed-in free user has 15 a day", async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto("/ai-horse-name-generator");
    await page.getByText("15 generations left today").waitFor();
  });
});

// Two server processes on one PostgreSQL database: the limit holds across instances.
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  describe("two instances on one PostgreSQL database", () => {
    const name = `namesmith_e2e_${randomBytes(5).toString("hex")}`;
    let a: RunningServer;
    let b: RunningServer;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const env = { DATABASE_URL: url.toString(), APP_SECRET: randomBytes(32).toString("hex"), TRUST_PROXY: "true" };
      // Started together: migrations take turns under the advisory lock.
      [a, b] = await Promise.all([
        startServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "ns-a-")) }),
        startServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "ns-b-")) }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    test("50 concurrent generations from a free user split between them: exactly 15 succeed", async () => {
      const signUpRes = await fetch(`${a.baseURL}/sign-up`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: a.baseURL, "x-forwarded-for": nextClientIp() },
        body: new URLSearchParams({ fullName: "Pat Parallel", email: `pat-${name}@example.com`, password: "secret123", confirmPassword: "secret123" }),
      });
      expect(signUpRes.status).toBe(302);
      const cookie = signUpRes.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => c.includes("session_token")).join("; ");
      expect(cookie).toContain("session_token");

      const statuses = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const server = i % 2 === 0 ? a : b;
          const res = await fetch(`${server.baseURL}/api/generate/dog`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseURL, cookie },
            body: new URLSearchParams({ description: "a tiny brave chihuahua", count: "3", style: "fun" }),
          });
          await res.text();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(15);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);

      const page = await (await fetch(`${b.baseURL}/ai-dog-name-generator`, { headers: { cookie } })).text();
      expect(page).toContain("0 generations left today");
    });
  });
}
