// npx tsx scripts/eval-variety.ts [slug …] — variety and relevance for a few
// generators at a time. It runs the requests of `npm run eval:names`
// (scripts/eval-cases.ts) in 8 windows of 5 runs with the same seeds
// (seedOf), so its averages match eval:names' figures, and prints per generator:
//   distinct   distinct names over the 5 runs of a window, averaged over windows
//   min        the worst window's distinct share
//   relevance  share of names built from the description's words or their
//              WordNet relatives (the eval's own test), averaged over windows
// Arguments restrict it to some generators; WINDOWS=n changes the window count;
// VERBOSE=1 also prints each request's distinct share and the names that came
// back most often across all windows.
import { GENERATOR_STRUCTURES } from "../app/generation/catalog/structure";
import { generateOffline, seededRandom } from "../app/generation/engine/index";
import { CASES, RELEVANCE, relatedWords, relevant, seedOf } from "./eval-cases";

const WINDOWS = Number(process.env.WINDOWS ?? 8);
const RUNS = 5;
const COUNT = 7;
const only = new Set(process.argv.slice(2));

interface Tally {
  unique: number[];
  total: number[];
  rel: number[];
  names: number[];
}
const tallies = new Map<string, Tally>();
const requestIndex = new Map<string, number>();

for (const c of CASES) {
  const index = (requestIndex.get(c.slug) ?? 0) + 1;
  requestIndex.set(c.slug, index);
  if (only.size > 0 && !only.has(c.slug)) continue;
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === c.slug);
  if (!generator) throw new Error(`No generator ${c.slug}`);
  const t = tallies.get(c.slug) ?? { unique: Array(WINDOWS).fill(0), total: Array(WINDOWS).fill(0), rel: Array(WINDOWS).fill(0), names: Array(WINDOWS).fill(0) };
  tallies.set(c.slug, t);
  const related = relatedWords(c.input);
  const counts = new Map<string, number>();
  let requestUnique = 0;
  for (let w = 0; w < WINDOWS; w++) {
    const seen = new Set<string>();
    for (let run = 1; run <= RUNS; run++) {
      const names = generateOffline({ generator, input: { ...c.input }, count: COUNT, random: seededRandom(seedOf(w, run, index)) });
      for (const n of names) {
        const k = n.name.toLowerCase();
        counts.set(n.name, (counts.get(n.name) ?? 0) + 1);
        if (!seen.has(k)) {
          t.unique[w]++;
          requestUnique++;
        }
        seen.add(k);
        t.total[w]++;
        t.names[w]++;
        if (relevant(n.name, related)) t.rel[w]++;
      }
    }
  }
  if (process.env.VERBOSE) {
    const top = [...counts].filter(([, k]) => k > Number(process.env.K ?? WINDOWS)).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, k]) => `${n} ×${k}`);
    process.stdout.write(`${c.slug} "${c.input.description}": ${((requestUnique / (WINDOWS * RUNS * COUNT)) * 100).toFixed(1)}%  ${top.join(", ")}\n`);
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const lines = ["| generator | distinct (avg of windows) | min window | relevance (avg) |", "|---|---|---|---|"];
for (const [slug, t] of tallies) {
  const shares = t.unique.map((u, i) => u / t.total[i]);
  const avg = shares.reduce((a, b) => a + b, 0) / WINDOWS;
  const rel = t.rel.reduce((a, b) => a + b, 0) / t.names.reduce((a, b) => a + b, 0);
  lines.push(`| ${slug} | ${pct(avg)} | ${pct(Math.min(...shares))} | ${RELEVANCE.has(slug) ? pct(rel) : "n/a"} |`);
}
process.stdout.write(`${lines.join("\n")}\n`);
