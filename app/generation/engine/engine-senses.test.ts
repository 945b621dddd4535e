import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import { generateOffline, seededRandom } from "./index";

// A word with two senses is read in the description's sense: an energy bar is
// no cocktail bar, a night cream no ice cream, the ice in ice cream no winter,
// and a leather maker's "handmade" no potter's kiln.

function said(slug: string, description: string, seeds = 8): string {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  const out: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    for (const n of generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) })) {
      out.push("meaning" in n ? `${n.name} ${n.meaning} ${n.why_it_fits} ${n.name_origin}` : n.name);
    }
  }
  return out.join("\n").toLowerCase();
}

const words = (text: string) => new Set(text.split(/[^a-z-]+/));
const found = (text: string, banned: string[]) => banned.filter((w) => words(text).has(w));

describe("a description word with two senses is read in the description's sense", () => {
  it("an energy or soap bar gets no cocktail-bar words", () => {
    expect(found(said("product", "sugar-free energy bar with oats and peanuts for hikers"), ["cocktail", "cocktails", "spirits", "cask", "bitters", "tonic", "shaker", "proof"])).toEqual([]);
    expect(found(said("business", "handmade soap bars with goat milk"), ["cocktail", "cocktails", "spirits", "cask", "bitters", "shaker"])).toEqual([]);
  });

  it("a cocktail bar still gets them", () => {
    expect(found(said("business", "a cocktail bar with live jazz"), ["cocktail", "cocktails", "spirits", "cask", "bitters", "tonic", "shaker", "barrel", "still"]).length).toBeGreaterThan(0);
  });

  it("a face or night cream gets no ice-cream words", () => {
    expect(found(said("product", "a rich night cream for dry skin"), ["creamery", "scoop", "scoops", "sundae", "parlour", "cone", "sprinkle"])).toEqual([]);
  });

  it("the ice in ice cream is no winter", () => {
    expect(found(said("catchy-brand", "plant-based ice cream made with coconut milk"), ["tundra", "aurora", "glacier", "polar", "icicle", "flurry", "winter"])).toEqual([]);
  });

  it("a handmade thing is named from its own craft, not another's", () => {
    expect(found(said("catchy-brand", "handmade leather wallets and belts that last a lifetime"), ["kiln", "clay", "loom", "spindle", "thimble", "potter's"])).toEqual([]);
    expect(found(said("business", "handmade pottery mugs and bowls"), ["loom", "spindle", "thimble", "cobbler", "saddle"])).toEqual([]);
  });
});

describe("what the visitor's people dislike, or the thing takes away, is not the name", () => {
  it("couples who hate posing get no 'posing'; noise-cancelling earbuds no 'noise'", () => {
    expect(found(said("business", "wedding photography for couples who hate posing"), ["posing", "pose", "poses"])).toEqual([]);
    expect(found(said("product", "noise-cancelling earbuds for kids"), ["noise", "noisy", "racket"])).toEqual([]);
  });

  it("a verb's -ed form describes; it never ends a name ('Lucky Contoured')", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "product")!;
    for (let seed = 1; seed <= 10; seed++) {
      for (const n of generateOffline({ generator, input: { description: "a contoured silk sleep mask for travellers" }, count: 7, random: seededRandom(seed) })) {
        expect(n.name).not.toMatch(/contoured$/i);
      }
    }
  });
});

describe("a gym's classes are no school, and a number is no name", () => {
  it("kettlebell classes for women over fifty get gym words, not school ones, and no 'Fifty'", () => {
    const text = said("fitness-brand", "kettlebell classes for women over fifty");
    expect(found(text, ["owl", "primer", "satchel", "tutors", "quill", "scholar", "chalk", "classe"])).toEqual([]);
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "fitness-brand")!;
    for (let seed = 1; seed <= 8; seed++) {
      for (const n of generateOffline({ generator, input: { description: "kettlebell classes for women over fifty" }, count: 7, random: seededRandom(seed) })) expect(n.name).not.toMatch(/fifty/i);
    }
  });

  it("maths classes still get the schoolroom", () => {
    expect(found(said("business", "online maths classes for teenagers"), ["quill", "chalk", "scholar", "school", "tutors", "primer", "satchel"]).length).toBeGreaterThan(0);
  });
});

describe("a respelled word stands alone", () => {
  it("no respelling runs into a tail ('Summythub', 'Bobbynhub')", () => {
    const descriptions = ["kettlebell classes for women over fifty", "hand-dyed yarn and knitting kits", "a summit guide service for the Alps", "a cricket bat repair shop"];
    const slugs = ["business", "product", "startup", "fitness-brand", "catchy-brand"];
    for (const slug of slugs) {
      const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
      for (const description of descriptions) {
        for (let seed = 1; seed <= 12; seed++) {
          for (const n of generateOffline({ generator, input: { description }, count: 10, random: seededRandom(seed) })) {
            if (!("name_origin" in n) || !/respelling/.test(`${n.meaning} ${n.why_it_fits} ${n.name_origin}`)) continue;
            expect(n.name.length, n.name).toBeLessThanOrEqual(8);
            expect(n.name, n.name).not.toMatch(/(hub|loop|ly|path|base|wise|grid|sync|mint|nest|lane|point|well|beam)$/i);
          }
        }
      }
    }
  });
});

describe("a law firm's practice and coined words", () => {
  const names = (slug: string, description: string) => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
    return Array.from({ length: 8 }, (_, i) => generateOffline({ generator, input: { description }, count: 7, random: seededRandom(i + 1) })).flat();
  };

  it("employment or patent lawyers are named for that practice when the select says 'general'", () => {
    expect(names("legal-firm", "employment lawyers for nurses and teachers").some((n) => /Employment|Workplace/.test(n.name))).toBe(true);
    expect(names("legal-firm", "patent attorneys for small inventors").some((n) => /\bIP\b|Patent/.test(n.name))).toBe(true);
  });

  it("no law or engineering firm gets a healing root or a coined word that is already English ('Media Workplace Law')", () => {
    for (const [slug, d] of [["legal-firm", "employment lawyers for nurses and teachers"], ["engineering-firm", "bridge inspections and repairs"]] as const) {
      for (const n of names(slug, d)) {
        if ("meaning" in n) expect(n.meaning, n.name).not.toMatch(/root '(medi|sana|cura|vita)'/);
        expect(n.name).not.toMatch(/^Media\b/);
      }
    }
  });
});

describe("words read as the visitor meant them", () => {
  const names = (slug: string, description: string, seeds = 12) => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
    return Array.from({ length: seeds }, (_, i) => generateOffline({ generator, input: { description }, count: 7, random: seededRandom(i + 1) }).map((n) => n.name)).flat();
  };

  it("'second-hand' says nothing about hands ('truehands.com' for used lenses)", () => {
    for (const n of names("domain", "a marketplace for second-hand camera lenses")) expect(n).not.toMatch(/(?<!second)hand/i);
  });

  it("lenses are lenses, not 'lense'", () => {
    expect(found(said("domain", "a marketplace for second-hand camera lenses", 12), ["lense"])).toEqual([]);
    expect(found(said("business", "an optician's shop for contact lenses", 12), ["lense"])).toEqual([]);
  });

  it("a baby is never a 'babe', and a cat never a 'sod' or a 'guy'", () => {
    expect(found(said("catchy-brand", "organic baby food in glass jars", 12), ["babe", "babes"])).toEqual([]);
    expect(found(said("business", "a grooming salon for cats", 12), ["sod", "guy", "guys"])).toEqual([]);
  });

  it("the workers a product is for stay off its name ('Worker Audio')", () => {
    for (const n of names("product", "a noise-cancelling headset for call centre workers")) expect(n).not.toMatch(/worker/i);
  });
});

describe("medicines, reminders and villages", () => {
  it("a village pharmacy is no farm ('Furrow Pharmacy', 'Haystack Village')", () => {
    expect(found(said("business", "a family pharmacy in the village", 12), ["furrow", "haystack", "silo", "acre", "homestead", "pasture", "barn"])).toEqual([]);
  });

  it("a medication app is offered the words of medicines and reminders, not only 'medication' ('Medication Porch')", () => {
    const text = said("software-app", "an app that reminds elderly people to take their medication", 12);
    expect(found(text, ["pill", "dose", "capsule", "tonic", "remedy", "tablet", "script", "nudge", "chime", "memo", "ping"]).length).toBeGreaterThan(0);
  });
});

describe("knives and farmers' markets", () => {
  it("a farmers' market is no farm ('Pasturebarn', 'Hedgerow Shop' for a knife-sharpening van)", () => {
    expect(found(said("business", "a mobile knife sharpening van that visits farmers markets", 12), ["pasture", "barn", "hedgerow", "furrow", "haystack", "silo", "acre", "homestead"])).toEqual([]);
  });

  it("knives bring the sharpener's words and are never 'knive'; olives are no 'olife'", () => {
    const text = said("catchy-brand", "handmade kitchen knives forged from recycled steel", 12);
    expect(found(text, ["knive", "knives's"])).toEqual([]);
    expect(found(said("business", "a mobile knife sharpening van that visits farmers markets", 12), ["whetstone", "hone", "strop", "edge", "bevel", "temper", "keen"]).length).toBeGreaterThan(0);
    expect(found(said("catchy-brand", "cold-pressed olive oil from olives grown in Crete", 12), ["olife"])).toEqual([]);
  });
});

describe("a podcast's subject", () => {
  it("tips and ages are no subject ('Tip Weekly', 'Let's Talk Forty')", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "podcast")!;
    for (let seed = 1; seed <= 12; seed++) {
      for (const n of generateOffline({ generator, input: { description: "tips for running a marathon after forty" }, count: 7, random: seededRandom(seed) })) expect(n.name).not.toMatch(/\b(Tips?|Forty)\b/);
    }
  });
});

describe("what a brand is inspired by, made from, and its plurals", () => {
  it("'inspired by skateboarding' gives skateboarding's words, never 'Inspired'", () => {
    const text = said("catchy-brand", "a streetwear brand inspired by skateboarding", 12);
    expect(found(text, ["inspired"])).toEqual([]);
    expect(found(text, ["ollie", "kickflip", "deck", "grind", "halfpipe", "griptape", "truck", "bowl", "curb", "rail", "session"]).length).toBeGreaterThan(0);
  });

  it("a short plural runs into a word in the singular ('Matjolt', never 'Matsjolt')", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "catchy-brand")!;
    for (let seed = 1; seed <= 20; seed++) {
      for (const n of generateOffline({ generator, input: { description: "eco-friendly yoga mats made from cork" }, count: 7, random: seededRandom(seed) })) {
        // The meaning names the parts ("Mat + Jolt: …"): a plural part runs into nothing.
        if ("meaning" in n && /^\w+ \+ \w+/.test(n.meaning)) expect(n.meaning, n.name).not.toMatch(/^Mats \+|\+ Mats\b/);
      }
    }
  });
});

describe("each game its own words", () => {
  it("a football team is offered no fairway or volley, a golf school no kickoff or dugout", () => {
    expect(found(said("random", "a name for my fantasy football team", 12), ["fairway", "volley", "dugout", "court"])).toEqual([]);
    expect(found(said("business", "golf lessons for beginners", 12), ["kickoff", "dugout", "volley", "pitch", "huddle"])).toEqual([]);
  });
});
