import { test } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import { generateOffline } from "./index";

// Run by `npm run bench` (vitest.bench.config.ts), never by `npm test`:
// how long the built-in engine takes to make 15 names. Goal: under 5 ms.
const bySlug = (slug: string) => GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
const cases = [
  ["dog", { style: "strong", description: "a big black shepherd who guards the farm" }],
  ["business", { industry: "technology", style: "modern", keywords: "north, bright", description: "tools for remote teams" }],
  ["business", { industry: "food-and-drink", style: "modern", description: "organic coffee roastery in the mountains, with a bakery, fresh bread, local honey and a small bookshop for hikers" }],
  ["warrior-cat", { clan: "riverclan", description: "a silver tabby, swift swimmer" }],
  ["fantasy", { race: "elf", gender: "female", description: "a ranger from the northern woods" }],
  ["podcast", { niche: "startups", description: "interviews with first-time founders" }],
] as const;

test("built-in engine: time to make 15 names", () => {
  const rows: string[] = [];
  for (const [slug, input] of cases) {
    const generator = bySlug(slug);
    for (let i = 0; i < 50; i++) generateOffline({ generator, input: { ...input }, count: 15 }); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const start = performance.now();
      generateOffline({ generator, input: { ...input }, count: 15 });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    rows.push(`| ${slug} | ${mean.toFixed(3)} | ${times[Math.floor(times.length * 0.5)].toFixed(3)} | ${times[Math.floor(times.length * 0.99)].toFixed(3)} |`);
  }
  console.log(["| generator | mean ms | p50 ms | p99 ms |", "|---|---|---|---|", ...rows].join("\n"));
});
