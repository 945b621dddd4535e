import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";
import { SHARED_NAMES } from "../data/baby-names";

type Explained = { name: string; why_it_fits: string; name_origin: string };

function results(slug: string, input: Record<string, string>, runs = 12) {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return Array.from({ length: runs }, (_, i) => generateOffline({ generator, input, count: 7, random: seededRandom(i * 7919 + 11) }) as unknown as Explained[]);
}

describe("baby names read the description", () => {
  it("'English and Spanish' gives names spelled and said the same in both languages", () => {
    const both = new Set(SHARED_NAMES.filter((e) => e.tags.includes("en") && e.tags.includes("es")).map((e) => e.name));
    const rs = results("baby", { description: "we speak English and Spanish at home, something that works in both" });
    const share = rs.flat().filter((n) => both.has(n.name)).length / rs.flat().length;
    expect(share).toBeGreaterThanOrEqual(0.85);
    expect(rs.flat().some((n) => /English and Spanish/.test(n.why_it_fits))).toBe(true);
  });

  it("'a name for our daughter' with gender left at any gives no boys' names", () => {
    for (const n of results("baby", { description: "a short Irish name for our daughter" }).flat()) {
      expect(n.name_origin, n.name).not.toMatch(/boy's name/);
    }
  });
});
