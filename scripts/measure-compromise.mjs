// node scripts/measure-compromise.mjs — what compromise would cost the server at
// run time (decision 0020): resident memory it adds once imported and used, and
// the time to parse a 300-character description, for each of its builds.
// Each build is measured in its own fresh Node process.
import { execFileSync } from "node:child_process";

const BUILDS = ["compromise/one", "compromise/two", "compromise"];
const child = `
const settle = async () => { for (let i = 0; i < 4; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 20)); } return process.memoryUsage().rss / 1048576; };
const before = await settle();
const start = performance.now();
const nlp = (await import(process.argv[1])).default;
const load = performance.now() - start;
const text = "A small specialty coffee shop with plants and vinyl records, fragrance-free and no sugar, where freelancers who hate paperwork meet; we roast our own beans in the mountains, bake sourdough bread and cinnamon buns by the harbour, and sell handmade leather wallets that last a lifetime.";
const parse = () => { const d = nlp(text); d.match("#Noun").out("array"); d.match("#Adjective").out("array"); d.match("#Verb").out("array"); };
for (let i = 0; i < 50; i++) parse();
const times = [];
for (let i = 0; i < 300; i++) { const s = performance.now(); parse(); times.push(performance.now() - s); }
times.sort((a, b) => a - b);
const after = await settle();
console.log(JSON.stringify({ mb: after - before, load, median: times[150], p99: times[297], chars: text.length }));
`;
for (const build of BUILDS) {
  const out = JSON.parse(execFileSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", child, build], { encoding: "utf8" }));
  console.log(`${build}: +${out.mb.toFixed(1)} MB resident, import ${out.load.toFixed(0)} ms, parse of ${out.chars} characters ${out.median.toFixed(2)} ms median, ${out.p99.toFixed(2)} ms p99`);
}
