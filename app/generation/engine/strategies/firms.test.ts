import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

function run(slug: string, input: Record<string, string>, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as GeneralName[];
}
const names = (slug: string, input: Record<string, string>, seeds = 6) => Array.from({ length: seeds }, (_, i) => run(slug, input, i + 1)).flat().map((n) => n.name);

describe("medical practices, law and engineering firms", () => {
  it("the practice the description names wins over the select's default, 'family' included ('a family dental clinic' is a dentist)", () => {
    for (const [description, kind] of [
      ["a family dental clinic in Leeds", /Dental|Dentistry|Smiles?\b/],
      ["a family physiotherapy practice for runners", /Physio|Physical Therapy|Movement|Rehab/],
      ["a family-run dermatology clinic", /Dermatology|Skin/],
    ] as const) {
      const all = names("medical-practice", { description });
      expect(all.filter((n) => kind.test(n)).length, `${description}: ${all.join(" | ")}`).toBeGreaterThanOrEqual(all.length * 0.6);
      expect(all.filter((n) => /Family (Medicine|Clinic|Practice)|Health Cent/.test(n)), description).toEqual([]);
    }
  });

  it("a specialty the select does not list is read from the description (fertility, eyes, feet, hearing, a GP surgery)", () => {
    for (const [description, kind] of [
      ["a fertility clinic in Manchester offering IVF", /Fertility/],
      ["an independent optician and eye care practice", /Eye|Optic|Vision/],
      ["a podiatry clinic treating foot pain", /Podiatry|Foot/],
      ["hearing tests and hearing aids for older people", /Hearing|Audiology/],
      ["a small GP surgery in a Cornish village", /Surgery|Medical (Practice|Centre|Center)|Health Centre/],
    ] as const) {
      const all = names("medical-practice", { description });
      expect(all.filter((n) => kind.test(n)).length, `${description}: ${all.join(" | ")}`).toBeGreaterThanOrEqual(all.length * 0.6);
    }
  });

  it("two practices in different towns do not get the same names: the town the visitor named signs some of them", () => {
    for (const [slug, description, town] of [
      ["medical-practice", "a family dental clinic in Leeds", "Leeds"],
      ["medical-practice", "a fertility clinic in Manchester", "Manchester"],
      ["legal-firm", "a divorce and family law firm in Bristol", "Bristol"],
      ["engineering-firm", "a structural engineering firm in Glasgow", "Glasgow"],
    ] as const) {
      const lists = Array.from({ length: 6 }, (_, i) => run(slug, { description }, i + 1));
      const runs = lists.map((l) => l.map((n) => n.name));
      const signed = runs.flat().filter((n) => n.includes(town)).length;
      expect(signed, `${description}: ${runs.flat().join(" | ")}`).toBeGreaterThanOrEqual(4);
      for (const r of runs) expect(r.filter((n) => n.includes(town)).length, r.join(" | ")).toBeLessThanOrEqual(2);
      // Its explanation says why a town on the sign helps, in words a person would use.
      const explained = lists.flat().find((n) => n.name.includes(town))!;
      expect(`${explained.meaning} ${explained.why_it_fits}`).not.toMatch(new RegExp(`the ${town} you mentioned`));
    }
  });

  it("a coined Latin-sounding word leads at most one name of a list ('Verora', 'Magnia', 'Curora' were most of them)", () => {
    for (const [slug, description] of [
      ["medical-practice", "a fertility clinic in Manchester"],
      ["medical-practice", "a family dental clinic"],
      ["legal-firm", "a divorce and family law firm"],
      ["engineering-firm", "electrical engineering for EV charging stations"],
    ] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const r = run(slug, { description }, seed);
        const coined = r.filter((n) => /Latin or Greek root/.test(n.meaning));
        expect(coined.length, r.map((n) => n.name).join(" | ")).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("local places read in their own landscape", () => {
  it("hills with no Alps get no alpine words ('Ridge & Edelweiss', 'Chalet Lodge' for the Scottish Highlands)", () => {
    for (const description of ["a small eco lodge in the Scottish Highlands", "a family hotel in the Lake District"]) {
      const all = names("hotel-resort", { description, setting: "mountain" });
      expect(all.filter((n) => /Edelweiss|Chalet|Glacier|Snowcap|Alpine/.test(n)), all.join(" | ")).toEqual([]);
    }
  });

  it("'Wooden' is for a trade of wood only ('Wooden Rice Flour Bakery', 'Wooden Peony Flowers')", () => {
    for (const [slug, description] of [["bakery", "a gluten-free bakery run by two sisters"], ["florist", "a florist specialising in dried flowers"], ["coffee-shop", "a tiny coffee cart at a train station"]] as const) {
      const all = names(slug, { description }, 8);
      expect(all.filter((n) => /Wooden/.test(n)), all.join(" | ")).toEqual([]);
    }
  });
});

describe("where a service goes is no part of what it is", () => {
  it("a repair that comes to your home is no building work ('Timber Bikes', 'Rafterora' for a mobile bike repair)", () => {
    for (const description of ["a mobile bike repair service that comes to your home", "phone screen repairs at your home or office"]) {
      const all = names("business", { description }, 8);
      expect(all.filter((n) => /Timber|Rafter|Beam|Joist|Lintel|Girder|Brick|Mortar|Level\b/.test(n)), all.join(" | ")).toEqual([]);
    }
  });
});
