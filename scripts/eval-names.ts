// npm run eval:names — how good are the built-in engine's names? Runs a fixed
// set of realistic requests (at least three per category and every pet page),
// five times each, in WINDOWS (8) sets of five runs with their own seeds, and prints per generator and overall:
//   relevance      share of names built from the description's words or their
//                  WordNet relatives (only for generators that name a thing the
//                  visitor described: businesses, products, titles…)
//   distinct expl. results in which no two names share an explanation sentence
//                  (meaning, why it fits, origin)
//   grammar        problems found by retext (indefinite article, repeated words)
//   contradictions words the request rules out (another species, another genre,
//                  a negated ingredient) found in a name or its explanation
//   mechanics      names whose explanation tells how the engine put it
//                  together ("two words side by side") instead of what it means
//   unique names   distinct names over five runs of a request, averaged over
//                  WINDOWS sets of five runs, each with its own seeds (one set
//                  moves 2–4 points with the draw; eight make the figure steady)
//   ms / request   median time to make the result
// and writes eval-report/names.md with every name and explanation.
// Exit code 0 always: it measures, it does not gate (the tests gate).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GENERATOR_STRUCTURES } from "../app/generation/catalog/structure";
import type { GeneratedName } from "../app/generation/catalog/types";
import { generateOffline, seededRandom } from "../app/generation/engine/index";
import { grammarProblems } from "../app/generation/engine/grammar-lint";
import { sentencesOf } from "../app/generation/engine/core/rank";
import { CASES, RELEVANCE, relatedWords, relevant, seedOf } from "./eval-cases";

const RUNS = 5;
const COUNT = 7;
const WINDOWS = Number(process.env.WINDOWS ?? 8);

function explanationSentences(n: GeneratedName): string[] {
  const parts = "meaning" in n ? [n.meaning, n.why_it_fits, n.name_origin] : [n.how_to_grow_it_quickly, n.why_it_would_work];
  return parts.flatMap(sentencesOf).map((s) => s.trim()).filter((s) => s.length > 0);
}

// Explanations that tell how the engine put the name together rather than
// what it means ("two words side by side", "joined by an ampersand").
const MECHANICS = /\b(side by side|built from|joined by|joined with|followed by|a compound of|written as one word|separated by|run together|letter by letter|combines|brand ending|comes straight from your description)\b/i;

function explanation(n: GeneratedName): string {
  return "meaning" in n
    ? `${n.meaning} ${n.why_it_fits} ${n.name_origin} ${n.personality_traits.join(", ")}`
    : `${n.niche}. ${n.target_demographic}. ${n.how_to_grow_it_quickly} ${n.why_it_would_work}`;
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z]+/).filter(Boolean));
}

interface Row {
  slug: string;
  requests: number;
  names: number;
  relevantNames: number;
  resultsWithSharedSentence: number;
  results: number;
  grammar: number;
  contradictions: number;
  mechanics: number;
  unique: number;
  total: number;
  times: number[];
}

const md: string[] = ["# Built-in engine: every name for the evaluation requests", "", "Written by `npm run eval:names` (scripts/eval-names.ts). One run of each request (seed 1) in full; the figures cover eight sets of five runs.", ""];
const rows = new Map<string, Row>();
const problems: string[] = [];

for (const c of CASES) {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === c.slug);
  if (!generator) throw new Error(`No generator ${c.slug}`);
  const row = rows.get(c.slug) ?? { slug: c.slug, requests: 0, names: 0, relevantNames: 0, resultsWithSharedSentence: 0, results: 0, grammar: 0, contradictions: 0, mechanics: 0, unique: 0, total: 0, times: [] };
  rows.set(c.slug, row);
  row.requests++;
  const related = relatedWords(c.input);
  const repeated = new Set<string>();
  for (let w = 0; w < WINDOWS; w++) {
    const seen = new Set<string>();
    for (let run = 1; run <= RUNS; run++) {
      const first = w === 0 && run === 1;
      const start = performance.now();
      const names = generateOffline({ generator, input: { ...c.input }, count: COUNT, random: seededRandom(seedOf(w, run, row.requests)) });
      row.times.push(performance.now() - start);
      row.results++;
      // Shared explanation sentences inside this one result.
      const counts = new Map<string, number>();
      for (const n of names) for (const s of new Set(explanationSentences(n))) counts.set(s, (counts.get(s) ?? 0) + 1);
      const shared = [...counts].filter(([, k]) => k > 1).map(([s]) => s);
      if (shared.length > 0) {
        row.resultsWithSharedSentence++;
        problems.push(`${c.slug}: shared sentence "${shared[0]}" (set ${w + 1}, run ${run})`);
      }
      for (const n of names) {
        row.total++;
        const k = n.name.toLowerCase();
        if (!seen.has(k)) row.unique++;
        else repeated.add(n.name);
        seen.add(k);
        row.names++;
        if (relevant(n.name, related)) row.relevantNames++;
        const g = grammarProblems(explanationSentences(n).join(" "));
        row.grammar += g.length;
        if (g.length > 0) problems.push(`${c.slug} "${n.name}": ${g.join("; ")} (set ${w + 1}, run ${run})`);
        const told = explanationSentences(n).find((x) => MECHANICS.test(x));
        if (told) {
          row.mechanics++;
          problems.push(`${c.slug} "${n.name}": tells how it was made: "${told}" (set ${w + 1}, run ${run})`);
        }
        const text = wordsOf(`${n.name} ${explanation(n)}`);
        const bad = (c.forbid ?? []).filter((w) => text.has(w) || text.has(`${w}s`));
        if (bad.length > 0) {
          row.contradictions++;
          problems.push(`${c.slug} "${n.name}": mentions ${bad.join(", ")} (set ${w + 1}, run ${run})`);
        }
      }
      if (first) {
        md.push(`## ${generator.title} — ${Object.entries(c.input).map(([k, v]) => `${k}: "${v}"`).join(", ")}`, "");
        for (const n of names) {
          if ("meaning" in n) md.push(`- **${n.name}** — ${n.meaning} *Why:* ${n.why_it_fits} *Origin:* ${n.name_origin} *Traits:* ${n.personality_traits.join(", ")}`);
          else md.push(`- **${n.name}** — ${n.niche}; ${n.target_demographic.replace(/\.$/, "")}. ${n.why_it_would_work} *Grow:* ${n.how_to_grow_it_quickly}`);
        }
        md.push("");
      }
    }
  }
  // EVAL_REPEATS=1 npm run eval:names lists the names a request got again in a later run.
  if (process.env.EVAL_REPEATS && repeated.size > 0) process.stdout.write(`${c.slug} (${c.input.description}): ${[...repeated].join(", ")}\n`);
}

const pct = (a: number, b: number) => (b === 0 ? "—" : `${Math.round((a / b) * 100)}%`);
// Unique names to one decimal: 94.8% must not read as 95%.
const pct1 = (a: number, b: number) => (b === 0 ? "—" : `${((a / b) * 100).toFixed(1)}%`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const table = ["| generator | requests | relevance | results with distinct explanations | grammar problems | contradictions | names explained by how they were made | unique names (5 runs, mean of 8 sets) | median ms |", "|---|---|---|---|---|---|---|---|---|"];
const all = { rel: 0, relN: 0, res: 0, shared: 0, grammar: 0, contra: 0, mechanics: 0, unique: 0, total: 0, times: [] as number[] };
for (const r of rows.values()) {
  const applies = RELEVANCE.has(r.slug);
  if (applies) {
    all.rel += r.relevantNames;
    all.relN += r.names;
  }
  all.res += r.results;
  all.shared += r.resultsWithSharedSentence;
  all.grammar += r.grammar;
  all.contra += r.contradictions;
  all.mechanics += r.mechanics;
  all.unique += r.unique;
  all.total += r.total;
  all.times.push(...r.times);
  table.push(`| ${r.slug} | ${r.requests} | ${applies ? pct(r.relevantNames, r.names) : "n/a"} | ${pct(r.results - r.resultsWithSharedSentence, r.results)} | ${r.grammar} | ${r.contradictions} | ${r.mechanics} | ${pct1(r.unique, r.total)} | ${median(r.times).toFixed(2)} |`);
}
table.push(`| **overall** | ${CASES.length} | ${pct(all.rel, all.relN)} | ${pct(all.res - all.shared, all.res)} | ${all.grammar} | ${all.contra} | ${all.mechanics} | ${pct1(all.unique, all.total)} | ${median(all.times).toFixed(2)} |`);
const targets = "Targets: relevance ≥ 70% where it applies, distinct explanations in 100% of results, 0 grammar problems, 0 contradictions, no name explained by how it was made, ≥ 95% unique names over 5 runs.";

process.stdout.write(`${table.join("\n")}\n\n${targets}\n`);
if (problems.length > 0) process.stdout.write(`\nProblems (first 40):\n${problems.slice(0, 40).map((p) => `- ${p}`).join("\n")}\n`);

const outDir = path.resolve("eval-report");
mkdirSync(outDir, { recursive: true });
const report = [md[0], "", md[2], "", "## Figures", "", ...table, "", targets, "", ...(problems.length ? ["## Problems found", "", ...problems.map((p) => `- ${p}`), ""] : []), ...md.slice(3)];
writeFileSync(path.join(outDir, "names.md"), `${report.join("\n")}\n`);
process.stdout.write(`\nReport: ${path.join("eval-report", "names.md")}\n`);
