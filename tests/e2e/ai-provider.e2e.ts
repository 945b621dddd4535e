import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CHROMIUM, nextClientIp } from "./browser";
import { startServer, type RunningServer } from "./server";

// The site with an AI key, against a local stand-in of an OpenAI-compatible
// service whose behaviour each test sets: the visitor's side of every fault.

const KEY = "gsk_e2e_secret_key_4f3e2d1c";
const MODEL = "stand-in-model";
const ADMIN_EMAIL = "ai-admin@namesmith.test";
const ADMIN_PASSWORD = "ai-admin-password-e2e";

type Mode = "ok" | "401" | "500";
let mode: Mode = "ok";
let requests: { authorization?: string; body: Record<string, unknown> }[] = [];
let standIn: Server;
let standInUrl = "";
let site: RunningServer;
let dataDir = "";
let browser: Browser;

const NAMES = ["Max <3", "Tom & Jerry", "Onyx", "Atlas", "Brutus", "Kodiak", "Ranger"];

function streamNames(res: import("node:http").ServerResponse) {
  res.writeHead(200, { "content-type": "text/event-stream" });
  const content = JSON.stringify({
    elements: NAMES.map((name) => ({ name, meaning: "strength", personality_traits: ["brave", "loyal"], why_it_fits: "It suits him.", name_origin: "English" })),
  });
  const send = (delta: Record<string, unknown>, finish: string | null = null) =>
    res.write(`data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: MODEL, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  for (let i = 0; i < content.length; i += 16) send({ content: content.slice(i, i + 16) });
  send({}, "stop");
  res.end("data: [DONE]\n\n");
}

beforeAll(async () => {
  standIn = createServer((req: IncomingMessage, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw || "{}") });
      if (mode === "401") {
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: `Invalid API Key: ${KEY}` } }));
      } else if (mode === "500") {
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "internal: shard db-7 at 10.2.3.4:5432 exploded" } }));
      } else streamNames(res);
    });
  });
  await new Promise<void>((r) => standIn.listen(0, "127.0.0.1", r));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`;
  dataDir = mkdtempSync(path.join(tmpdir(), "namesmith-ai-e2e-"));
  site = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    TRUST_PROXY: "true",
    AI_API_KEY: KEY,
    AI_BASE_URL: standInUrl,
    AI_MODEL: MODEL,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    RDAP_BOOTSTRAP_URL: "off",
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  standIn.closeAllConnections();
  await new Promise<void>((r) => standIn.close(() => r()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.baseURL, javaScriptEnabled, extraHTTPHeaders: { "x-forwarded-for": nextClientIp() } });
  return context.newPage();
}

/** The dog generator's form posted without JavaScript. */
function postForm(fields: Record<string, string>) {
  return fetch(`${site.baseURL}/ai-dog-name-generator`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseURL, "x-forwarded-for": nextClientIp() },
    body: new URLSearchParams(fields),
  });
}

describe("the AI provider as the visitor sees it", () => {
  test("a good reply: names appear, markup stays text, the label names the model but not its address", async () => {
    mode = "ok";
    requests = [];
    const page = await newPage();
    await page.goto("/ai-dog-name-generator");
    await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
    await page.getByLabel("Number of names").selectOption("7");
    await page.getByLabel("Describe your dog").fill("A big black shepherd");
    await page.getByRole("button", { name: "Generate Dog Names" }).click();
    const cards = page.locator("[data-testid=results] > li");
    await cards.nth(6).waitFor();
    const names = await page.getByTestId("result-name").allTextContents();
    expect(names).toContain("Max <3");
    expect(names).toContain("Tom & Jerry");
    expect(await page.getByTestId("provider").textContent()).toBe(`Names by AI model ${MODEL}`);
    const html = await page.content();
    expect(html).not.toContain(new URL(standInUrl).host);
    expect(html).not.toContain(new URL(standInUrl).port);
    expect(requests[0]).toMatchObject({ authorization: `Bearer ${KEY}`, body: { model: MODEL } });
    expect(requests[0].body.max_tokens).toBeGreaterThan(0);
  });

  test("401 echoing the key, no JavaScript: 200, built-in names with an honest note, no key, one log line", async () => {
    mode = "401";
    const response = await postForm({ style: "strong", description: "a calm old beagle", count: "3" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Our AI service is busy; these come from the built-in engine.");
    expect(html).toContain("built-in Namesmith name engine");
    expect(html).not.toContain(KEY);
    expect(html).not.toContain("Invalid API Key");
    const lines = site
      .output()
      .split("\n")
      .filter((l) => l.includes('"AI provider failed"'));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ generator: "dog", provider: "openai", model: MODEL, status: 401, kind: "auth", retries: 0 });
    expect(site.output()).not.toContain(KEY);
    expect(site.output()).not.toContain("a calm old beagle");
  });

  test("500 with an internal message, streaming API: built-in names and the note, none of the provider's text", async () => {
    mode = "500";
    const response = await fetch(`${site.baseURL}/api/generate/dog`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.baseURL, "x-forwarded-for": nextClientIp() },
      body: JSON.stringify({ description: "a lively terrier", count: "3" }),
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toMatch(/10\.2\.3\.4|exploded|shard/);
    const lines = body.trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.type === "name")).toHaveLength(3);
    expect(lines.at(-1)).toMatchObject({ type: "done", count: 3, asked: 3, note: "Our AI service is busy; these come from the built-in engine." });
  });

  test("fallback turned off by the administrator: a failed no-JavaScript post answers 200 with our message; the dashboard shows the error rate", async () => {
    const page = await newPage();
    await page.goto("/admin-login");
    await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
    await page.getByLabel("Username").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByTestId("provider-error-rate").waitFor();
    expect(await page.getByTestId("provider-error-rate").textContent()).not.toBe("0.0%");

    await page.goto("/admin/settings");
    await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
    const fallback = page.getByLabel(/give visitors built-in names/);
    expect(await fallback.isChecked()).toBe(true);
    await fallback.uncheck();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByTestId("settings-result").getByText("Settings saved successfully").waitFor();

    mode = "500";
    const response = await postForm({ style: "strong", description: "a shy greyhound", count: "3" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Failed to generate names. Please try again later.");
    expect(html).not.toMatch(/10\.2\.3\.4|exploded/);
  });
});
