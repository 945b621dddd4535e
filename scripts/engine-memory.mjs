// npm run engine:memory — how much resident memory the built-in engine adds to
// a server process. Bundles the engine the way the server build does (its npm
// dependencies stay external), then in several fresh Node processes measures
// the resident set size (RSS) after garbage collection: once with the catalog
// loaded (the server holds it anyway), once after importing the engine and
// making 7 names for every generator in the catalog. Prints each run and the
// median of the difference. Goal (issue 14): at most 40 MB. The rest of the
// resident figure beyond the heap is compiled code and the young generation
// V8 grows for any work; it is counted here, as the worst case. The processes
// run with the Node flags of `npm start`, as the server does, and with V8's
// optimizing compilers already warm (a server's are, from rendering pages):
// measured cold, their own code pages and memory (about 10 MB) were counted
// as the engine's.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";

const RUNS = Number(process.env.RUNS ?? 5);
// The Node flags the server runs with (`npm start`, package.json): the young
// generation's size is one of them, and it decides much of what any work adds.
const START_FLAGS = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).scripts.start.match(/(?<=^node )(--\S+ )*/)[0].trim().split(" ").filter(Boolean);
const root = path.resolve(import.meta.dirname, "..");
const dir = mkdtempSync(path.join(root, "node_modules", ".engine-memory-"));

// ASCII, as the server bundle is (vite.config.ts): V8 holds a source with one
// character beyond Latin-1 at two bytes a character.
const common = { bundle: true, platform: "node", format: "esm", packages: "external", logLevel: "error", charset: "ascii", alias: { "~": path.join(root, "app") } };
await build({ ...common, entryPoints: [path.join(root, "app/generation/catalog/structure.ts")], outfile: path.join(dir, "catalog.mjs") });
await build({ ...common, entryPoints: [path.join(root, "app/generation/engine/index.ts")], outfile: path.join(dir, "engine.mjs"), external: ["../catalog/*"] });
const beyondAscii = readFileSync(path.join(dir, "engine.mjs"), "utf8").match(/[^\x00-\x7f]/g);
if (beyondAscii) console.warn(`warning: the engine's bundle holds ${beyondAscii.length} characters beyond ASCII (${[...new Set(beyondAscii)].join(" ")}), in regular expressions or comments esbuild keeps; write them as \\u escapes, or V8 holds the whole source at two bytes a character`);

writeFileSync(
  path.join(dir, "measure.mjs"),
  `
const settle = async () => { for (let i = 0; i < 4; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 20)); } const m = process.memoryUsage(); return { rss: m.rss, heap: m.heapUsed + m.external }; };
const { GENERATOR_STRUCTURES } = await import("./catalog.mjs");
// A server's optimizing compilers are at work long before a name is made (it
// renders pages): warm them up on hot code of this process's own, so their
// code pages and working memory count in the baseline, not as the engine's.
function fieldsLine(g) { let s = ""; for (const f of g.fields) s += \`\${f.name}:\${f.label ?? ""};\`.replace(/[aeiou]/g, (m) => m.toUpperCase()); return s.split(";").map((x) => x.trim().toLowerCase()).filter(Boolean).sort().join("|"); }
let warm = 0;
for (let i = 0; i < 300000; i++) warm += fieldsLine(GENERATOR_STRUCTURES[i % GENERATOR_STRUCTURES.length]).length;
const before = await settle();
const { generateOffline } = await import("./engine.mjs");
for (const generator of GENERATOR_STRUCTURES) generateOffline({ generator, input: { description: "a cosy little place by the sea with fresh bread, coffee and friendly dogs" }, count: 7 });
const after = await settle();
process.stdout.write(JSON.stringify({ before: before.rss, after: after.rss, heap: after.heap - before.heap, generators: GENERATOR_STRUCTURES.length, warm }));
`,
);

const mb = (bytes) => bytes / 1024 / 1024;
const added = [];
const heaps = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const out = JSON.parse(execFileSync(process.execPath, [...START_FLAGS, "--expose-gc", path.join(dir, "measure.mjs")], { encoding: "utf8" }));
    added.push(mb(out.after - out.before));
    heaps.push(mb(out.heap));
    console.log(`run ${run}: ${mb(out.before).toFixed(1)} MB → ${mb(out.after).toFixed(1)} MB after importing the engine and making names for ${out.generators} generators (+${mb(out.after - out.before).toFixed(1)} MB resident, +${mb(out.heap).toFixed(1)} MB of JavaScript heap and buffers)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`engine adds ${median(added).toFixed(1)} MB resident, of which ${median(heaps).toFixed(1)} MB is what it keeps on the JavaScript heap (median of ${RUNS} runs, Node ${process.version}${START_FLAGS.length ? ` ${START_FLAGS.join(" ")}` : ""}); goal ≤ 40 MB resident`);
