import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// Decision 0019: V8 holds a script with one character beyond Latin-1 at two bytes a character, so one "é" in a regular
// expression of the engine (where the bundler's ASCII charset cannot escape it) cost 2.2 MB of heap (`npm run engine:memory`).
describe("the engine's bundle", () => {
  it("is ASCII, as the server bundles it, so V8 keeps its source at one byte a character", async () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const out = await build({ entryPoints: [path.join(root, "app/generation/engine/index.ts")], bundle: true, platform: "node", format: "esm", packages: "external", charset: "ascii", write: false, logLevel: "error", alias: { "~": path.join(root, "app") } });
    const text = out.outputFiles.map((f) => f.text).join("");
    const beyond = [...new Set(text.match(/[^\x00-\x7f]/g) ?? [])];
    expect(beyond, "write them as \\u escapes").toEqual([]);
  }, 60_000);
});
