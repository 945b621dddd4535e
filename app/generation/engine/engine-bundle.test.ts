import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

async function bundle(): Promise<string> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const out = await build({ entryPoints: [path.join(root, "app/generation/engine/index.ts")], bundle: true, platform: "node", format: "esm", packages: "external", charset: "ascii", write: false, logLevel: "error", alias: { "~": path.join(root, "app") } });
  return out.outputFiles.map((f) => f.text).join("");
}

describe("the engine's bundle", () => {
  // Decision 0019: V8 holds a script with one character beyond Latin-1 at two bytes a character, so one "é" in a regular
  // expression of the engine (where the bundler's ASCII charset cannot escape it) cost 2.2 MB of heap (`npm run engine:memory`).
  it("is ASCII, as the server bundles it, so V8 keeps its source at one byte a character", async () => {
    const beyond = [...new Set((await bundle()).match(/[^\x00-\x7f]/g) ?? [])];
    expect(beyond, "write them as \\u escapes").toEqual([]);
  }, 60_000);

  // The double-metaphone package is one function of a thousand lines: ranking called it for every candidate, and a
  // server recompiled it a dozen times while making its first names, about 3 MB of the compilers' memory kept by the
  // process (`npm run engine:memory`, 40.5 -> 37.8 MB). core/sound.ts gives the same key in small functions.
  it("finds names that sound alike without the double-metaphone package", async () => {
    expect(await bundle()).not.toMatch(/from\s*["']double-metaphone["']/);
  }, 60_000);
});
