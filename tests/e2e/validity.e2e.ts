import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { useBrowser } from "./browser";
import {
  ADMIN,
  atTwoFactorChallenge,
  DOG_FORM,
  firstLink,
  memberWithShortlist,
  type PageType,
  SIGNED_IN,
  SIGNED_OUT,
  signInAsAdmin,
} from "./page-types";

// Every page type, signed out, signed in and as the administrator, checked by
// the Nu HTML Checker (vnu.jar, the W3C's validator) in one run of Java: the
// HTML the server sends, as a browser without JavaScript receives it.

const { newPage } = useBrowser();
const origin = { origin: inject("baseURL") };

/** Pages whose address or content is known only once the tour has made them. */
const MADE_DURING_TOUR = [
  "blog post",
  "generator results, no JavaScript",
  "generator results, no JavaScript, signed in",
  "shortlist, as a friend sees it",
  "shortlist, as its owner sees it",
  "admin blog post editor",
  "two-factor challenge",
];
const ALL = [...SIGNED_OUT.map((p) => p.name), ...SIGNED_IN.map((p) => p.name), ...ADMIN.map((p) => p.name), ...MADE_DURING_TOUR];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const pages = new Map<string, string>();
const errors = new Map<string, VnuMessage[]>();
let dir: string;

async function keep(page: Page, name: string, path: string, status = 200) {
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status(), `${name} (${path})`).toBe(status);
  pages.set(name, await res.text());
}

async function keepAll(page: Page, types: PageType[]) {
  for (const t of types) await keep(page, t.name, t.path, t.status);
}

/** The generator's answer to a form sent without JavaScript: the page with the names. */
async function keepResults(page: Page, name: string) {
  const res = await page.request.post("/ai-dog-name-generator", { headers: origin, form: DOG_FORM });
  expect(res.status(), name).toBe(200);
  const html = await res.text();
  expect(html, name).toContain('data-testid="results"');
  pages.set(name, html);
}

/** Runs vnu once over every page; its JSON report is grouped back by page. */
function validate() {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const files = [...pages].map(([name, html], i) => {
    const file = path.join(dir, `${String(i).padStart(2, "0")}-${name.replace(/[^a-z0-9]+/gi, "-")}.html`);
    writeFileSync(file, html);
    return [name, file] as const;
  });
  const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...files.map(([, f]) => f)], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`The Nu HTML Checker needs Java (java -jar): ${run.error.message}`);
  const report = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  for (const m of report.messages) {
    const name = files.find(([, f]) => m.url?.endsWith(f))?.[0] ?? "unknown page";
    errors.set(name, [...(errors.get(name) ?? []), m]);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "namesmith-vnu-"));

  const visitor = await newPage({ javaScriptEnabled: false });
  await keepAll(visitor, SIGNED_OUT);
  await keep(visitor, "blog post", await firstLink(visitor, "/blog", /^\/blog\/(?!rss)[a-z0-9-]+$/));
  await keepResults(visitor, "generator results, no JavaScript");

  const member = await newPage();
  const shortlist = await memberWithShortlist(member);
  await keepAll(member, SIGNED_IN);
  await keepResults(member, "generator results, no JavaScript, signed in");
  await keep(member, "shortlist, as its owner sees it", shortlist);
  await keep(visitor, "shortlist, as a friend sees it", shortlist);

  const admin = await newPage();
  await signInAsAdmin(admin);
  await keepAll(admin, ADMIN);
  await keep(admin, "admin blog post editor", await firstLink(admin, "/admin/blog", /^\/admin\/blog\/(?!new)[^/]+$/));

  const challenged = await atTwoFactorChallenge(await newPage(), () => newPage());
  await keep(challenged, "two-factor challenge", "/sign-in/two-factor");

  validate();
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("valid HTML (Nu HTML Checker)", () => {
  test("every page type was checked", () => {
    expect([...pages.keys()].sort()).toEqual([...ALL].sort());
    expect(errors.get("unknown page")).toBeUndefined();
  });

  test("a refused admin page names itself in the head, where browsers read the title", () => {
    const html = pages.get("admin area, refused to a member") ?? "";
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<title>403 | Namesmith</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  test.each(ALL)("%s has no errors", (name) => {
    const found = (errors.get(name) ?? []).map((m) => `line ${m.lastLine}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`);
    expect(found).toEqual([]);
  });
});
