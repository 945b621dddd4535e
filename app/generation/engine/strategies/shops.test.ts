import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";
import { isKnownWord } from "../core/understand";

function run(slug: string, input: Record<string, string>, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as GeneralName[];
}
const names = (slug: string, input: Record<string, string>, seeds = [1, 2, 3, 4]) => seeds.flatMap((s) => run(slug, input, s)).map((n) => n.name);

describe("fitness brands: coaching is a trainer's, and the people trained are named", () => {
  const coached = [
    "personal fitness coaching for busy mums, online and in person",
    "online strength coaching for men over 50",
    "fitness coaching for nurses on night shifts",
    "a running coach for first marathons",
  ];

  it("fitness coaching is never named as an advice firm ('Core Consulting', 'Sprint Partners')", () => {
    for (const description of coached) {
      expect(names("fitness-brand", { description }).filter((n) => /\b(Consulting|Partners|Advisory|Group)\b/.test(n)), description).toEqual([]);
    }
  });

  it("a brand for a group of people speaks to them in some names ('Fit Mums', 'Strong at Fifty', 'Teen Boxing')", () => {
    for (const [description, who] of [
      ["personal fitness coaching for busy mums, online and in person", /\bMums?\b/],
      ["postnatal workouts for new moms", /\bMoms?\b/],
      ["online strength coaching for men over 50", /\bFifty\b/],
      ["a boxing gym for teenagers in a working-class town", /\b(Teen|Next Gen|Young Guns|Youth)\b/],
      ["a running club for beginners who hate running", /\b(Day One|First Step|Reluctant|Couch)\b/],
    ] as const) {
      for (const seed of [1, 2, 3]) {
        const list = run("fitness-brand", { description }, seed).map((n) => n.name);
        expect(list.filter((n) => who.test(n)).length, `${description}: ${list.join(" | ")}`).toBeGreaterThanOrEqual(1);
        expect(list.filter((n) => who.test(n)).length, `${description}: ${list.join(" | ")}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it("a name for the people says who they are in its explanation, truly", () => {
    for (const seed of [1, 2, 3]) {
      for (const n of run("fitness-brand", { description: "personal fitness coaching for busy mums" }, seed).filter((x) => /Mum/.test(x.name))) {
        expect(n.why_it_fits).toContain("busy mums");
        expect(`${n.meaning} ${n.why_it_fits} ${n.name_origin}`).not.toMatch(/side by side|two words/);
      }
    }
  });
});

describe("shop and trade names are made of real words", () => {
  // One word of a name that is neither a dictionary word nor the visitor's own: "Gatemint", "Bineo", "Recordseam".
  const coined = (name: string, description: string) =>
    name.split(/[\s&]+/).map((p) => p.toLowerCase().replace(/[^a-z]/g, "")).filter((w) => w.length >= 3 && !isKnownWord(w) && !isKnownWord(w.replace(/s$/, "")) && !description.toLowerCase().includes(w));

  it("no blend that reads as a typo for a shop, a store or a trade ('Gatemint', 'Vinylinen', 'Bineo', 'Ironeo')", () => {
    for (const [slug, description, niche] of [
      ["business", "a metalworking shop that sold custom gates and railings", ""],
      ["business", "a warehouse storage company for small online shops", ""],
      ["ecommerce-store", "an online shop selling vintage vinyl records", "other"],
      ["ecommerce-store", "an online shop selling organic dog treats", "pets"],
      ["fitness-brand", "personal fitness coaching for busy mums", ""],
    ] as const) {
      const all = names(slug, niche ? { description, niche } : { description });
      // (A closed compound of two words of the request's world may stay: "Summerdock", "Vinylshelf".)
      const blends = all.filter((n) => coined(n, description).some((w) => /(eo|io|ly|mint|kit|seam|linen|bastion|able)$/.test(w)));
      expect(blends, `${slug}: ${description}`).toEqual([]);
    }
  });

  it("a warehouse or a storage unit keeps things, not files: no cloud words ('Warehouse Stratus', 'Dispatch Nimbus')", () => {
    for (const description of ["a warehouse storage company for small online shops", "self storage units for students over the summer", "storage lockers for bikes and boats"]) {
      expect(names("business", { description }).filter((n) => /Cloud|Nimbus|Stratus|Orbit|Cumulus|Sync/.test(n)), description).toEqual([]);
    }
    // Files kept online are still a cloud's.
    expect(names("business", { description: "cloud storage for photographers" }).some((n) => /Cloud|Nimbus|Stratus/.test(n))).toBe(true);
  });

  it("a workshop that sells what it makes is no market stall ('Shine Stall', 'Shelfaisle', 'Market & Gate')", () => {
    for (const description of ["a metalworking shop that sold custom gates and railings", "a woodworking shop making dining tables"]) {
      expect(names("business", { description }).filter((n) => /Stall|Aisle|Bazaar|Market|Basket|Ledger/.test(n)), description).toEqual([]);
    }
  });

  it("a hardware store sells tools, no gadgets ('Sensor', 'Town Switch', 'Avenue Labs')", () => {
    expect(names("business", { description: "a family-run hardware store in a small town", industry: "retail" }).filter((n) => /Sensor|Switch|Labs|Byte|Circuit|Pixel/.test(n))).toEqual([]);
  });

  it("a vinyl record shop is named from the crate and the groove, not a band's chorus ('Happy Chorus', 'Riffkit')", () => {
    const all = names("ecommerce-store", { description: "an online shop selling vintage vinyl records", niche: "other" });
    expect(all.filter((n) => /Chorus|Riff|Encore|Verse|Tempo|Cadence/.test(n))).toEqual([]);
    expect(all.filter((n) => /Crate|Groove|Spin|Sleeve|Needle|Wax|Stylus|Platter|Dig/.test(n)).length).toBeGreaterThanOrEqual(3);
  });
});

describe("makers' and fashion names", () => {
  it("fine jewellery is made in a studio, not a factory ('Gold Metalworks')", () => {
    for (const description of ["minimalist gold rings for everyday wear", "dainty silver necklaces", "hand-stamped name bracelets"]) {
      expect(names("jewelry-brand", { description }).filter((n) => /Metalworks/.test(n)), description).toEqual([]);
    }
  });

  it("'Wooden' is for wood's trades, not crochet, pottery or candles ('The Wooden Block', 'The Wooden Spiral')", () => {
    for (const [slug, description] of [["handmade-business", "crocheted animal toys made by hand"], ["handmade-business", "hand-thrown stoneware mugs and bowls"], ["candle-business", "soy candles that smell like old books"]] as const) {
      expect(names(slug, { description }, [1, 2, 3, 4, 5, 6]).filter((n) => /Wooden/.test(n)), description).toEqual([]);
    }
  });

  it("clothes stay clothes ('Designer Clothe Archive')", () => {
    for (const [slug, input] of [["fashion-brand", { description: "secondhand designer clothes resold online", style: "vintage" }], ["handmade-business", { description: "quilts made from old family clothes", craft: "sewing" }]] as const) {
      expect(names(slug, input, [1, 2, 3, 4, 5, 6]).filter((n) => /\bClothe\b/.test(n))).toEqual([]);
    }
  });

  it("recycled ocean plastic is the idea of some names ('Second Tide', 'Tideline'), never beside its own plastic", () => {
    for (const description of ["sustainable running shoes made from recycled ocean plastic", "swimwear made from recycled fishing nets"]) {
      const all = names("fashion-brand", { description }, [1, 2, 3, 4, 5, 6]);
      expect(all.filter((n) => /Second Tide|Tideline/.test(n)).length, description).toBeGreaterThanOrEqual(2);
      expect(all.filter((n) => /(Second Tide|Tideline).*(Plastic|Ocean|Net)|(Plastic|Ocean|Net).*(Second Tide|Tideline)/.test(n)), description).toEqual([]);
    }
  });
});
