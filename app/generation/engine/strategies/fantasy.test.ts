import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

function run(slug: string, input: Record<string, string>, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as GeneralName[];
}

describe("fantasy and D&D explanations", () => {
  it("no template lines: every origin names its own name, and no 'sounds at home at the table'", () => {
    for (let seed = 1; seed <= 4; seed++) {
      for (const [slug, input] of [
        ["fantasy", { description: "a ranger from the northern woods who talks to wolves" }],
        ["dnd", { description: "a dwarf cleric who brews ale and heals with song" }],
      ] as const) {
        const result = run(slug, input, seed);
        for (const n of result) {
          expect(n.why_it_fits).not.toMatch(/sounds at home at the table/);
          expect(n.name_origin).not.toMatch(/syllable grammar/);
          expect(n.name_origin).toContain(n.name.split(" ")[0]);
        }
        expect(new Set(result.map((n) => n.name_origin)).size).toBe(result.length);
      }
    }
  });

  it("a blacksmith or a ranger who talks to wolves gets family names from those words, and says so", () => {
    const smith = [1, 2, 3].flatMap((s) => run("fantasy", { race: "dwarf", description: "a dwarf blacksmith from the mountain halls" }, s));
    expect(smith.filter((n) => /'(blacksmith|mountain|halls?)' in your description/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(smith.length / 3);
    const ranger = [1, 2, 3].flatMap((s) => run("fantasy", { description: "a ranger who talks to wolves" }, s));
    expect(ranger.map((n) => n.name).join(" ")).toMatch(/Wolf|Fang|Arrow|Hawk/);
  });
});

describe("invented given names", () => {
  it("are never an English word or its -s form ('Owes Ashmere', 'Cedes Hawkmere')", () => {
    const words = new Set(["owes", "cedes", "aria", "bores", "bales", "tales", "mares", "gales", "lore", "mira", "sera", "dales", "vales", "rose", "lily"]);
    for (let seed = 1; seed <= 60; seed++) {
      for (const race of ["human", "elf", "dwarf", "halfling"]) {
        for (const n of run("fantasy", { race, description: "a ranger from the northern woods who talks to wolves" }, seed)) {
          const given = n.name.split(" ")[0].toLowerCase();
          if (n.meaning.includes("invented")) expect(words.has(given) || words.has(given.replace(/e?s$/, "")), n.name).toBe(false);
        }
      }
    }
  });
});
