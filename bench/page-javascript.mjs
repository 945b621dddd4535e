// The JavaScript a page loads and its gzip size: shared by `npm run bench`
// (which reads a running server's pages) and the budget test
// (tests/e2e/budget.e2e.ts, which reads the production build's manifest).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Script addresses a page's HTML names: script src, modulepreload links, and
 * the modules its inline bootstrap imports (statically, and the client
 * entry's import()). The chunks those import are found by `withImports`.
 */
export function scriptsInHtml(html) {
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/(?:import\(|from\s*)"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  return urls;
}

/** Chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`), as addresses. */
function staticImports(url, source) {
  const dir = url.slice(0, url.lastIndexOf("/") + 1);
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g)].map((m) => dir + m[1].slice(2));
}

/**
 * The scripts and every chunk they import, one level after another: what the
 * browser fetches before the page runs. `read` gives a script's bytes by its
 * address.
 */
export async function withImports(urls, read) {
  const all = new Set(urls);
  for (const url of all) {
    for (const imported of staticImports(url, (await read(url)).toString("utf8"))) all.add(imported);
  }
  return all;
}

/** React Router's browser manifest in a client build (build/client/assets/manifest-*.js). */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first`);
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/**
 * Script addresses a page made of these routes (root first, leaf last) loads,
 * by the manifest: the client entry and each route's module, each with the
 * chunks it imports. The same set the page's HTML lists (the HTML carries
 * the manifest's content inline).
 */
export function scriptsForRoutes(manifest, routeIds) {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route "${id}" in the manifest`);
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return urls;
}

/** Total gzip size (level 9) of the scripts; `read` gives a script's bytes by its address. */
export async function gzipSize(urls, read) {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await read(url), { level: 9 }).length;
  return { files: urls.size, bytes, kb: Number((bytes / 1024).toFixed(1)) };
}

/** React DOM's client renderer names itself to the React devtools; Preact does not. */
export function isReactDom(source) {
  return /rendererPackageName\s*:\s*["']react-dom["']/.test(source);
}
