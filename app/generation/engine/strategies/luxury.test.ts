import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

function run(input: Record<string, string>, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "luxury-brand")!;
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as GeneralName[];
}

describe("luxury brand names", () => {
  it("each meaning is about its own name: 'Laurent' is never explained by 'Giardino'", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of run({ description: "handmade Italian leather handbags" }, seed)) {
        const first = n.meaning.match(/^'?([\p{L}]+)/u)?.[1] ?? "";
        expect(n.name, n.meaning).toContain(first);
        expect(n.meaning).not.toMatch(/suggests rare materials and patient craft/);
      }
    }
  });

  it("a material the visitor named is named in the house's language ('Cuoio' for leather)", () => {
    const all = [1, 2, 3, 4].flatMap((seed) => run({ description: "handmade Italian leather handbags" }, seed));
    expect(all.some((n) => /Cuoio/.test(n.name) && /'leather' in Italian/.test(n.why_it_fits))).toBe(true);
  });
});
