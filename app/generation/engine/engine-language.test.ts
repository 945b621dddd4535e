import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import type { GeneratedName } from "../catalog/types";
import { generateOffline, seededRandom } from "./index";
import { grammarProblems } from "./grammar-lint";
import { baseForm, understand } from "./core/understand";
import { explanationSentences } from "./core/rank";

const gen = (slug: string) => GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
const run = (slug: string, input: Record<string, string>, seed: number, count = 7) =>
  generateOffline({ generator: gen(slug), input, count, random: seededRandom(seed) });
const prose = (n: GeneratedName) =>
  "meaning" in n ? [n.meaning, n.why_it_fits, n.name_origin] : [n.niche, n.target_demographic, n.how_to_grow_it_quickly, n.why_it_would_work];
const all = (n: GeneratedName) => `${n.name} ${prose(n).join(" ")}`;

describe("every sentence the engine writes passes the English linter (retext)", () => {
  const descriptions = ["a small family business we started last spring, warm and honest", "an eco-friendly idea for busy people, no plastic"];
  for (const g of GENERATOR_STRUCTURES) {
    it(`${g.slug}: no wrong 'a'/'an' and no doubled words`, () => {
      const problems: string[] = [];
      for (const [i, description] of descriptions.entries()) {
        const input: Record<string, string> = { description };
        if (g.fields.some((f) => f.name === "petType")) input.petType = "rabbit";
        for (const n of run(g.slug, input, i + 1)) for (const text of prose(n)) problems.push(...grammarProblems(text).map((p) => `${n.name}: ${p}`));
      }
      // Every style or kind the page offers writes its own sentences ("The unicorn who hiccups glitter", "A zombie who is still delivering").
      const choice = g.fields.find((f) => f.kind === "select" && (f.name === "style" || f.name === "kind"));
      if (choice?.kind === "select") {
        for (const option of choice.options) for (const seed of [3, 4]) {
          for (const n of run(g.slug, { description: descriptions[0], [choice.name]: option.value }, seed)) for (const text of prose(n)) problems.push(...grammarProblems(text).map((p) => `${option.value} ${n.name}: ${p}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("no two names in a result share an explanation sentence", () => {
  const cases: [string, Record<string, string>][] = [
    ["business", { description: "bookkeeping and payroll for small construction companies" }],
    ["product", { description: "a contoured silk sleep mask that blocks all light for travellers" }],
    ["catchy-brand", { description: "handmade leather wallets and belts that last a lifetime" }],
    ["software-app", { description: "a habit tracker that helps people drink more water" }],
    ["tech-startup", { description: "software that schedules nurses in hospitals" }],
    ["book-title", { genre: "romance", description: "two rival bakers fall in love during a summer baking contest" }],
    ["dog", { description: "a lazy old basset hound who snores" }],
    ["podcast", { niche: "true crime", description: "two sisters revisit unsolved cases from the 1970s" }],
    ["podcast", { niche: "parenting", description: "honest talk for new dads about sleep, money and relationships" }],
    ["band", { genre: "folk", description: "three siblings singing about rivers and old farmhouses" }],
    ["cat", { description: "a grey Persian with a flat face and a regal attitude" }],
    ["random", { description: "short names for a robot vacuum cleaner" }],
  ];
  for (const [slug, input] of cases) {
    it(`${slug}: ${input.description}`, () => {
      for (const seed of [1, 2, 3]) {
        const seen = new Map<string, string>();
        for (const n of run(slug, input, seed)) {
          for (const s of new Set(explanationSentences(n))) {
            expect(seen.get(s), `"${s}" in ${n.name} and ${seen.get(s)}`).toBeUndefined();
            seen.set(s, n.name);
          }
        }
      }
    });
  }
});

describe("explanations are about their own name, not a template", () => {
  it("a folk band's mood ('old roads, wood smoke') is said about one name, not every one", () => {
    for (const seed of [1, 2, 3]) {
      const names = run("band", { genre: "folk", description: "three siblings singing about rivers and old farmhouses" }, seed);
      const withMood = names.filter((n) => "meaning" in n && `${n.meaning} ${n.why_it_fits}`.includes("wood smoke"));
      expect(withMood.length, names.map((n) => n.name).join(" | ")).toBeLessThanOrEqual(1);
    }
  });

  it("why a podcast would work is a sentence, never 'because a twist on…'", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const n of run("podcast", { niche: "startups", description: "interviews with first-time founders about their first year" }, seed)) {
        if ("meaning" in n) continue;
        expect(n.why_it_would_work).not.toMatch(/because (a twist|a playful|short and clear|a phrase fans)/);
      }
    }
  });
});

describe("repeated requests bring new names", () => {
  it("three podcast requests, five runs of seven: at least 82 of 105 names differ", () => {
    const cases: Record<string, string>[] = [
      { niche: "true crime", description: "two sisters revisit unsolved cases from the 1970s" },
      { niche: "parenting", description: "honest talk for new dads about sleep, money and relationships" },
      { niche: "startups", description: "interviews with first-time founders about their first year" },
    ];
    let distinct = 0;
    for (const input of cases) {
      const names = new Set<string>();
      for (let seed = 1; seed <= 5; seed++) for (const n of run("podcast", input, seed)) names.add(n.name);
      distinct += names.size;
    }
    expect(distinct).toBeGreaterThanOrEqual(82);
  });

  it("a draft horse, five runs of seven: at least 30 of 35 names differ", () => {
    const names = new Set<string>();
    for (let seed = 1; seed <= 5; seed++) for (const n of run("horse", { horseType: "draft", description: "a gentle giant Shire horse, black with white feathers" }, seed)) names.add(n.name);
    expect(names.size).toBeGreaterThanOrEqual(30);
  });

  it("a podcast title never treats a verb of the description as its subject ('Revisit Diaries')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of run("podcast", { niche: "true crime", description: "two sisters revisit unsolved cases from the 1970s" }, seed)) expect(n.name).not.toMatch(/revisit/i);
    }
  });
});

describe("a local shop's sign says what the visitor described", () => {
  it("a coffee shop with plants and vinyl: at least 4 names in 10 use the visitor's words", () => {
    const own = /coffee|vinyl|plant|record|specialty/i;
    let hits = 0;
    let total = 0;
    for (let seed = 1; seed <= 10; seed++) {
      for (const n of run("coffee-shop", { description: "small specialty coffee shop with plants and vinyl records" }, seed)) {
        total++;
        if (own.test(n.name)) hits++;
      }
    }
    expect(hits / total).toBeGreaterThanOrEqual(0.4);
  });

  it("'small' and 'disease' never make a shop sign ('Small Specialty Coffee Co.', 'The Disease Nook')", () => {
    for (let seed = 1; seed <= 10; seed++) {
      for (const n of run("coffee-shop", { description: "small specialty coffee shop with plants and vinyl records" }, seed)) expect(n.name).not.toMatch(/\bsmall\b/i);
      for (const n of run("bakery", { description: "gluten-free bakery for people with coeliac disease" }, seed)) expect(n.name).not.toMatch(/disease|coeliac/i);
    }
  });
});

describe("a brand name leans on what the visitor described", () => {
  it("handmade leather wallets: at least 8 names in 10 use the visitor's words", () => {
    let hits = 0;
    let total = 0;
    for (let seed = 1; seed <= 10; seed++) {
      for (const n of run("catchy-brand", { description: "handmade leather wallets and belts that last a lifetime" }, seed)) {
        total++;
        if (/leather|wallet|belt|handmade|lifetime|hand/i.test(n.name)) hits++;
      }
    }
    expect(hits / total).toBeGreaterThanOrEqual(0.8);
  });
});

describe("the description is read, not just scanned", () => {
  it("reads negations: '-free', 'no', 'without', 'free of'; a lone 'free' rules nothing out", () => {
    expect(understand("fragrance-free skincare, no added sugar, without parabens").negated).toEqual(["fragrance", "sugar", "paraben"]);
    expect(understand("free of nuts and dairy").negated).toEqual(["nut", "dairy"]);
    expect(understand("free shipping on organic tea").negated).toEqual([]);
    expect(understand("fragrance-free skincare").words).not.toContain("fragrance");
  });

  it("gives base forms from WordNet, irregular ones included", () => {
    expect(baseForm("stories")).toBe("story");
    expect(baseForm("invoicing")).toBe("invoice");
    expect(baseForm("wolves")).toBe("wolf");
    expect(baseForm("mice")).toBe("mouse");
    expect(baseForm("ran")).toBe("run");
    expect(baseForm("chases")).toBe("chase");
    // A word that is a noun in its own right stays itself ("wedding", not "wed").
    expect(baseForm("wedding")).toBe("wedding");
  });

  it("fragrance-free skincare gets no candle, flame or scent names", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const n of run("business", { description: "fragrance-free skincare for sensitive skin, made with oat and calendula" }, seed)) {
        expect(all(n).replace(/fragrance-free/gi, "")).not.toMatch(/\b(flames?|candles?|scents?|scented|wicks?|wax|fragrances?|perfumes?|ember)\b/i);
      }
    }
  });

  it("a gluten-free bakery still bakes: ruling out gluten does not rule out bread", () => {
    const names = run("bakery", { description: "gluten-free bakery with sourdough and cakes" }, 2, 15);
    expect(names).toHaveLength(15);
  });

  it("a sleep mask is not named after software", () => {
    for (const seed of [1, 2, 3, 4, 5]) for (const n of run("product", { description: "a contoured silk sleep mask that blocks all light for travellers" }, seed)) expect(all(n)).not.toMatch(/\b(stack|software|code)\b/i);
  });

  it("an invoicing app's domains use 'invoice'", () => {
    for (const seed of [1, 2, 3]) {
      const names = run("domain", { description: "an invoicing app for freelancers who hate paperwork" }, seed).map((n) => n.name);
      expect(names.filter((n) => /invoic/.test(n)).length, names.join(" ")).toBeGreaterThanOrEqual(2);
    }
  });

  it("names lean on the description: most business names use its words", () => {
    const names = run("business", { description: "bookkeeping and payroll for small construction companies" }, 3).map((n) => n.name);
    expect(names.filter((n) => /bookkeep|payroll|construct|ledger|build/i.test(n)).length, names.join(" ")).toBeGreaterThanOrEqual(4);
  });
});

describe("a select left at its default gives way to the description", () => {
  it("a thriller with the genre left on fantasy gets thriller titles", () => {
    for (const seed of [1, 2, 3]) {
      for (const n of run("book-title", { description: "a thriller about a detective hunting a serial killer in a snowbound Alaskan town" }, seed)) {
        expect(all(n)).not.toMatch(/\b(blades?|thrones?|dragons?|swords?|kingdom|quest)\b/i);
      }
    }
  });

  it("a cozy farming game with the genre left on RPG gets cozy names", () => {
    for (const seed of [1, 2, 3]) {
      for (const n of run("game", { description: "a cozy farming game where you grow flowers and befriend villagers" }, seed)) {
        expect(all(n)).not.toMatch(/\b(covenant|throne|blades?|doom|blood|forgotten)\b/i);
      }
    }
  });

  it("a game set somewhere abandoned, or full of zombies, with the genre left on RPG is a horror game", () => {
    for (const description of ["exploring an abandoned hospital at night", "a zombie survival game in a shopping mall", "a spooky game about a derelict lighthouse"]) {
      const names = run("game", { description }, 1);
      expect(names.filter((n) => "why_it_fits" in n && /\bhorror game\b/.test(n.why_it_fits)).length, description).toBeGreaterThan(0);
      for (const n of names) expect(all(n), description).not.toMatch(/\bRPG\b|\b(Oath|Crystal|Starborn|Sacred)\b/);
    }
  });

  it("a warrior cat who fishes in the river, or runs the moors, belongs to that Clan when the Clan is left on ThunderClan", () => {
    for (const [description, clan] of [
      ["a grey she-cat who fishes in the river and is fiercely loyal", "RiverClan"],
      ["a lean brown tom who runs across the moor after rabbits", "WindClan"],
      ["a black tom who hunts frogs in the marsh", "ShadowClan"],
    ]) {
      const text = run("warrior-cat", { description }, 2).map(all).join(" ");
      expect(text, description).toContain(clan);
      expect(text, description).not.toContain("ThunderClan");
    }
  });

  it("a genre the visitor picked is kept whatever the description says", () => {
    const titles = run("book-title", { genre: "romance", description: "a thriller about a detective" }, 1);
    expect(titles.some((n) => "why_it_fits" in n && /romance/.test(n.why_it_fits))).toBe(true);
  });
});

describe("a pet's names never contradict the animal the visitor has", () => {
  it("a rabbit gets no fish, dog or cat names or explanations", () => {
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of run("pet", { petType: "rabbit", description: "a fluffy white lop-eared rabbit who loves carrots" }, seed, 15)) {
        expect(all(n)).not.toMatch(/\b(fish|dogs?|puppy|cats?|kitten|frog|parrot|lasagne)\b/i);
      }
    }
  });
});

describe("what a visitor rules out, and what they still ask for", () => {
  it("a list of ruled-out things ends where the visitor turns to what they want ('no X, only Y', 'no X, just Y', 'no X, Y only')", () => {
    expect(understand("a tea room with no coffee, only loose leaf tea").negated).toEqual(["coffee"]);
    expect(understand("no plastic, just glass jars").negated).toEqual(["plastic"]);
    expect(understand("a barber with no appointments, walk-ins only").negated).toEqual(["appointment"]);
    // A list that goes on to "or", "and" or "nor" is still ruled out whole.
    expect(understand("no sugar, salt or palm oil").negated).toEqual(expect.arrayContaining(["sugar", "salt", "palm"]));
  });

  it("'no love triangle', 'no phone calls': the thing a noun names is ruled out with it", () => {
    expect(understand("a romance novel with no love triangle").negated).toEqual(expect.arrayContaining(["love", "triangle"]));
    expect(understand("a support desk with no phone calls").negated).toEqual(expect.arrayContaining(["phone", "call"]));
  });

  it("a kind of thing ruled out leaves the thing itself when the visitor asks for it ('a clothing brand, no fast fashion')", () => {
    expect(understand("a fashion label with no fast fashion").excluded.has("fashion")).toBe(false);
    expect(understand("a bakery with real bread, no white bread").excluded.has("bread")).toBe(false);
  });

  it("what the visitor asks for is never ruled out by the family of a word they ruled out", () => {
    // ("design" belongs with art, ink and studios; the visitor asked for a studio.)
    const tattoo = understand("a tattoo studio, no flash designs");
    expect(tattoo.excluded.has("studio")).toBe(false);
    expect(tattoo.excluded.has("ink")).toBe(false);
    // ("caffeine" rules out coffee, unless coffee is what the visitor sells.)
    expect(understand("a decaf coffee bar, no caffeine").excluded.has("coffee")).toBe(false);
  });
});
