import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import { gzipSize, isReactDom, readManifest, scriptsForRoutes, scriptsInHtml, withImports } from "../../bench/page-javascript.mjs";

// The JavaScript budget of key pages, read from the production build that the
// end-to-end run serves (BUILD_DIR or build/): deterministic, unlike timings.

const BUDGET_KB = 90;
const CLIENT_DIR = path.join(process.env.BUILD_DIR ?? "build", "client");
const manifest = readManifest(CLIENT_DIR);
const readAsset = async (url: string) => readFileSync(path.join(CLIENT_DIR, url));

const KEY_PAGES = [
  { name: "home", path: "/", routes: ["root", "routes/_marketing/home"] },
  { name: "dog name generator", path: "/ai-dog-name-generator", routes: ["root", "generator/dog"] },
  { name: "blog post", path: "", routes: ["root", "routes/_blog/post"] },
  { name: "pricing", path: "/pricing", routes: ["root", "routes/_billing/pricing"] },
];

describe("client JavaScript budget", () => {
  test.each(KEY_PAGES)(`$name loads at most ${BUDGET_KB} kB of JavaScript (gzip)`, async ({ routes }) => {
    const { kb } = await gzipSize(scriptsForRoutes(manifest, routes), readAsset);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB);
  });

  test.each(KEY_PAGES)("the manifest accounts for every script $name's HTML loads", async ({ path: pagePath, routes }) => {
    const base = inject("baseURL");
    // The blog post: whichever the blog lists first.
    const at = pagePath || (await (await fetch(`${base}/blog`)).text()).match(/href="(\/blog\/(?!rss)[a-z0-9-]+)"/)![1];
    const res = await fetch(`${base}${at}`);
    expect(res.status).toBe(200);
    const loaded = await withImports(scriptsInHtml(await res.text()), readAsset);
    expect([...loaded].sort()).toEqual([...scriptsForRoutes(manifest, routes)].sort());
  });

  test("React DOM is not in the client bundle (Preact renders, decision 0009)", async () => {
    const all = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (const route of Object.values(manifest.routes) as { module: string; imports?: string[] }[]) {
      all.add(route.module);
      for (const url of route.imports ?? []) all.add(url);
    }
    const withReactDom = [...all].filter((url) => isReactDom(readFileSync(path.join(CLIENT_DIR, url), "utf8")));
    expect(withReactDom).toEqual([]);
  });

  test("the React DOM check recognises React DOM's client renderer", () => {
    const reactDomDir = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
    const reactDom = path.join(reactDomDir, "cjs", "react-dom-client.production.js");
    expect(isReactDom(readFileSync(reactDom, "utf8"))).toBe(true);
  });
});

describe("server bundle", () => {
  // V8 keeps a script's whole source text in memory: at one byte a character
  // when every character is Latin-1, at two when one is not. A single curly
  // quote in a regular expression or a comment doubled what the server's
  // 4.6 MB bundle holds (vite.config.ts writes it in ASCII).
  test("is written in ASCII, so the server holds its source at one byte a character", () => {
    const dir = path.join(process.env.BUILD_DIR ?? "build", "server");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
    expect(files.length).toBeGreaterThan(0);
    const withOthers = files.flatMap((f) => {
      const found = readFileSync(path.join(dir, f), "utf8").match(/[^\x00-\x7f]/g);
      return found ? [`${f}: ${[...new Set(found)].join(" ")}`] : [];
    });
    expect(withOthers).toEqual([]);
  });
});
