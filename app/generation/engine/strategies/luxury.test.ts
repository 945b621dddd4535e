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

  it("a house that makes no clothes gets no cloth, and its own trade speaks ('Cru', 'Cave' for wine collectors)", () => {
    const all = [1, 2, 3, 4, 5, 6].flatMap((seed) => run({ description: "a private members club for wine collectors" }, seed)).map((n) => n.name);
    expect(all.filter((n) => /Cashmere|Velours|Velluto|Soie|Seta|Cuir|Cuoio|Sable/.test(n))).toEqual([]);
    expect(all.filter((n) => /Cru|Cave|Vigne|Millésime|Terroir|Vendange|Vigna|Cantina|Vendemmia|Annata|Cellar|Vintage|Reserve|Cercle|Circolo|Salon/.test(n)).length).toBeGreaterThanOrEqual(4);
  });

  it("the city the visitor named signs a name or two, never most of them", () => {
    let signed = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const names = run({ description: "hand-stitched silk scarves made in Lyon" }, seed).map((n) => n.name);
      const withCity = names.filter((n) => n.includes("Lyon")).length;
      expect(withCity).toBeLessThanOrEqual(2);
      signed += withCity;
    }
    expect(signed).toBeGreaterThanOrEqual(4);
  });

  it("an Italian house has Italian founders", () => {
    const all = [1, 2, 3, 4, 5, 6].flatMap((seed) => run({ style: "italian", description: "artisan chocolates with hazelnuts from Piedmont" }, seed)).map((n) => n.name);
    expect(all.filter((n) => /Valmont|Delacroix|Moreau|Castellane|Beaumont|Varenne|Montclair|Laurent|Fontaine/.test(n))).toEqual([]);
  });
});
