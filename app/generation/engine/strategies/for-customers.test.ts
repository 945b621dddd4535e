import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

function run(description: string, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "business")!;
  return generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) }) as GeneralName[];
}
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const FOOD = "table|fork|skillet|pantry|supper|ladle|spoon|salt|platter|hearth|feast|morsel";
const CAFE = "bean|brew|roast|pour|crema|cup|grind|mug|drip|kettle|steam";
const TEETH = "smile|pearl|enamel|gleam|crown|floss|ivory|grin|brace|molar|sparkle";
const CAMERA = "lens|frame|shutter|focus|reel|aperture|still|exposure|darkroom|flash|scene";
// A service sold to one kind of customer, with the words of the customer's world and of the trade's.
// (The trade in the visitor's own word: "Kettle Bookkeeping", never the customer's word beside another picture, "Anvil & Ledger".)
const CASES: [string, string, string][] = [
  ["an accounting firm for small restaurants", FOOD, "Accounting"],
  ["marketing agency for dentists", TEETH, "Marketing"],
  ["bookkeeping for freelance photographers", CAMERA, "Bookkeeping"],
  ["a recruitment agency for chefs and kitchen staff", FOOD, "Recruitment"],
  ["payroll for independent cafes and restaurants", `${CAFE}|${FOOD}`, "Payroll"],
  ["legal advice for small breweries and distilleries", "hop|barrel|cask|malt|pint|tap|keg|ale|brew|foam|grain|still", "Legal"],
];

describe("a service for one kind of customer is named from both worlds", () => {
  it("lists hold names of the customer's world before the trade ('Ladle Accounting', 'Floss Marketing', 'Shutter Bookkeeping')", () => {
    for (const [d, theirs, trade] of CASES) {
      const both = new RegExp(`^(${theirs}) ${trade}$`, "i");
      const names = SEEDS.flatMap((seed) => run(d, seed)).map((n) => n.name);
      expect(names.filter((n) => both.test(n)).length, `${d}: ${names.join(", ")}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("says which world each word is from, in a sentence of the name's own", () => {
    for (const [d, theirs] of CASES) {
      for (const n of SEEDS.flatMap((seed) => run(d, seed)).filter((x) => new RegExp(`^(${theirs}) `, "i").test(x.name) && x.meaning.includes("from the world of"))) {
        expect(n.meaning, n.name).toMatch(new RegExp(`^${n.name}: '`));
        expect(n.why_it_fits, n.name).toContain(n.name);
      }
    }
  });

  it("no customer's world where the description names none ('office cleaning for small businesses'), nor a use for one ('Journey Cleaning' for holiday cottages)", () => {
    const names = ["office cleaning for small businesses in Leeds", "cleaning services for holiday cottages in Cornwall"].flatMap((d) => SEEDS.flatMap((seed) => run(d, seed)));
    expect(names.filter((n) => /says plainly what you do for it/.test(n.meaning))).toEqual([]);
  });
});
