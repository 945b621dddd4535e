import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import type { GeneralName, GeneratedName, GeneratorStructure, PodcastName } from "../catalog/types";
import { generateOffline, seededRandom } from "./index";
import { isDomainLabel } from "./strategies/domain";

function gen(slug: string): GeneratorStructure {
  const g = GENERATOR_STRUCTURES.find((s) => s.slug === slug);
  if (!g) throw new Error(`no generator ${slug}`);
  return g;
}

function names(list: GeneratedName[]): string[] {
  return list.map((n) => n.name);
}

/** Realistic input for any generator: every field filled the way a visitor would. */
function sampleInput(g: GeneratorStructure): Record<string, string> {
  const input: Record<string, string> = {};
  for (const f of g.fields) {
    if (f.kind === "select") input[f.name] = f.default;
    else if (f.name === "description") input[f.name] = "Friendly and bright, for people who love the outdoors, coffee and a bit of adventure";
    else input[f.name] = { petType: "rabbit", niche: "true crime", keywords: "north, bright", city: "Portland", business: "bookshop", realName: "Kate", surnames: "Reyes, Whitfield", fandom: "Star Wars", profession: "product designer", games: "Minecraft", power: "ice", town: "Springfield", area: "Austin" }[f.name] ?? "lantern";
  }
  return input;
}

function expectComplete(n: GeneratedName, kind: "general" | "podcast") {
  expect(n.name.trim()).not.toBe("");
  expect(n.name.length).toBeLessThanOrEqual(40);
  expect(n.name).not.toMatch(/[<>{}]|undefined|null|TODO|lorem/i);
  for (const value of Object.values(n)) {
    if (typeof value === "string") expect(value.trim().length).toBeGreaterThan(0);
    else expect(value.length).toBeGreaterThan(0);
  }
  if (kind === "general") {
    const g = n as GeneralName;
    expect(g.personality_traits.length).toBeGreaterThanOrEqual(2);
    expect(g.personality_traits.length).toBeLessThanOrEqual(4);
    expect(g.meaning).toMatch(/[.!?]$/);
    expect(g.why_it_fits.length).toBeGreaterThan(20);
  } else {
    const p = n as PodcastName;
    expect(p.suggested_platforms.length).toBeGreaterThan(0);
    expect(p.how_to_grow_it_quickly.length).toBeGreaterThan(20);
  }
}

describe("every generator in the catalog", () => {
  for (const g of GENERATOR_STRUCTURES) {
    it(`${g.slug} gives exactly 3, 7 and 15 distinct, complete names`, () => {
      for (const count of [3, 7, 15]) {
        const result = generateOffline({ generator: g, input: sampleInput(g), count, random: seededRandom(count * 31) });
        expect(result).toHaveLength(count);
        expect(new Set(names(result).map((n) => n.toLowerCase())).size).toBe(count);
        for (const n of result) expectComplete(n, g.resultKind);
      }
    });
    it(`${g.slug} copes with empty input`, () => {
      const result = generateOffline({ generator: g, input: {}, count: 7, random: seededRandom(5) });
      expect(result).toHaveLength(7);
      for (const n of result) expectComplete(n, g.resultKind);
    });
  }
});

describe("options change the names", () => {
  it("strong and cute dogs get visibly different names", () => {
    const strong = names(generateOffline({ generator: gen("dog"), input: { style: "strong", description: "a dog" }, count: 15, random: seededRandom(1) }));
    const cute = names(generateOffline({ generator: gen("dog"), input: { style: "cute", description: "a dog" }, count: 15, random: seededRandom(1) }));
    const shared = strong.filter((n) => cute.includes(n));
    expect(shared.length).toBeLessThanOrEqual(1);
  });

  it("the description steers pet names towards matching names", () => {
    const result = generateOffline({ generator: gen("cat"), input: { style: "elegant", description: "a sleek black cat" }, count: 15, random: seededRandom(3) });
    expect(result.some((n) => (n as GeneralName).why_it_fits.includes("black"))).toBe(true);
  });

  it("race horses get two-word registered names of at most 18 characters", () => {
    const result = generateOffline({ generator: gen("horse"), input: { horseType: "race", description: "a fast bay colt" }, count: 15, random: seededRandom(4) });
    for (const n of result) {
      expect(n.name.split(" ")).toHaveLength(2);
      expect(n.name.length).toBeLessThanOrEqual(18);
    }
  });

  it("warrior cat names are one Title Case word made of prefix and suffix", () => {
    const result = generateOffline({ generator: gen("warrior-cat"), input: { clan: "thunderclan", description: "ginger tom" }, count: 15, random: seededRandom(7) });
    for (const n of result) {
      expect(n.name).toMatch(/^[A-Z][a-z]+$/);
      expect((n as GeneralName).meaning).toMatch(/prefix .* suffix/);
      expect(["firestar", "fireheart", "graystripe", "bramblestar"]).not.toContain(n.name.toLowerCase());
    }
  });

  it("clans change the warrior cat vocabulary", () => {
    const river = names(generateOffline({ generator: gen("warrior-cat"), input: { clan: "riverclan", description: "a cat" }, count: 15, random: seededRandom(8) }));
    const wind = names(generateOffline({ generator: gen("warrior-cat"), input: { clan: "windclan", description: "a cat" }, count: 15, random: seededRandom(8) }));
    expect(river.filter((n) => wind.includes(n))).toHaveLength(0);
    const riverWords = /^(Reed|Minnow|Ripple|Pike|Otter|Heron|Mist|Pebble|Rush|Splash|Brook|Trout|Dew|Willow|Lily|Sedge|Carp|Silver|Cloud|Mallow|Ice|Drizzle|Stream|Shell|Kingfisher)/;
    expect(river.filter((n) => riverWords.test(n)).length).toBeGreaterThanOrEqual(12);
  });

  it("business names use the keywords the visitor typed", () => {
    const result = names(generateOffline({ generator: gen("business"), input: { industry: "technology", style: "modern", keywords: "north, pixel", description: "software for small shops" }, count: 15, random: seededRandom(9) }));
    const withKeyword = result.filter((n) => /north|pixel|pixl/i.test(n));
    expect(withKeyword.length).toBeGreaterThanOrEqual(6);
  });

  it("domain names are lowercase labels ending with the chosen TLD and respect length", () => {
    for (const tld of [".com", ".io", ".shop"]) {
      for (const length of ["short", "medium", "long"]) {
        const result = generateOffline({ generator: gen("domain"), input: { tld, length, keywords: "paw", description: "a shop for dog toys" }, count: 7, random: seededRandom(10) });
        expect(result).toHaveLength(7);
        for (const n of result) {
          expect(n.name.endsWith(tld)).toBe(true);
          const label = n.name.slice(0, -tld.length);
          expect(isDomainLabel(label)).toBe(true);
          // Short is twelve letters at most (the engine's range for it): room for two real words ("handmademugs") or a word and an ending ("invoicely").
          if (length === "short") expect(label.length).toBeLessThanOrEqual(12);
        }
      }
    }
  });

  it("legal firms use the partner surnames given", () => {
    const result = names(generateOffline({ generator: gen("legal-firm"), input: { practice: "family", surnames: "Reyes, Whitfield", description: "family lawyers" }, count: 15, random: seededRandom(11) }));
    expect(result.some((n) => /Reyes|Whitfield/.test(n))).toBe(true);
  });
});

describe("requests", () => {
  it("are reproducible with a seed", () => {
    const req = { generator: gen("fantasy"), input: { race: "elf", gender: "female", description: "a ranger of the silver woods" }, count: 15 };
    expect(generateOffline({ ...req, random: seededRandom(42) })).toEqual(generateOffline({ ...req, random: seededRandom(42) }));
  });

  it("never return excluded names, whatever their case", () => {
    const first = names(generateOffline({ generator: gen("dog"), input: { style: "fun", description: "goofy" }, count: 15, random: seededRandom(12) }));
    const again = names(generateOffline({ generator: gen("dog"), input: { style: "fun", description: "goofy" }, count: 15, random: seededRandom(12), exclude: first.map((n) => n.toUpperCase()) }));
    expect(again).toHaveLength(15);
    expect(again.filter((n) => first.includes(n))).toHaveLength(0);
  });

  it("podcast names work with no niche and no description", () => {
    const result = generateOffline({ generator: gen("podcast"), input: {}, count: 7 }) as PodcastName[];
    expect(result).toHaveLength(7);
    for (const p of result) expect(p.suggested_platforms).toContain("Spotify");
  });

  it("podcast names use the niche", () => {
    const result = generateOffline({ generator: gen("podcast"), input: { niche: "true crime", description: "two sisters, cold cases" }, count: 7, random: seededRandom(2) }) as PodcastName[];
    expect(result.every((p) => p.niche === "True Crime")).toBe(true);
    expect(result.filter((p) => /true crime|sisters|cold|cases/i.test(p.name)).length).toBeGreaterThanOrEqual(3);
  });

  it("consecutive unseeded dog requests rarely repeat names", () => {
    let shared = 0;
    let previous: string[] = [];
    for (let i = 0; i < 200; i++) {
      const current = names(generateOffline({ generator: gen("dog"), input: { style: "fun", description: "a playful golden retriever" }, count: 7 }));
      shared += current.filter((n) => previous.includes(n)).length;
      previous = current;
    }
    expect(shared / 199).toBeLessThan(1.5);
  });

  it("odd input never crashes or leaks markup", () => {
    const nasty = { description: `<script>alert(1)</script><b>Bold</b> ${"ünïcödé 🐶 ".repeat(40)} "quotes" & ampersands`, keywords: "<img src=x>, ☃, 123", style: "not-a-style", clan: "nope", tld: "evil" };
    for (const g of GENERATOR_STRUCTURES) {
      const result = generateOffline({ generator: g, input: nasty, count: 7, random: seededRandom(13) });
      expect(result).toHaveLength(7);
      for (const n of result) expect(JSON.stringify(n)).not.toMatch(/[<>]|<script|alert\(/i);
    }
  });

  it("random dispatches on its category", () => {
    const usernames = names(generateOffline({ generator: gen("random"), input: { category: "username", description: "gaming and cats" }, count: 7, random: seededRandom(14) }));
    for (const n of usernames) expect(n).not.toMatch(/\s/);
    const projects = names(generateOffline({ generator: gen("random"), input: { category: "project", description: "internal tool" }, count: 7, random: seededRandom(14) }));
    expect(projects.filter((n) => /^(Project|Operation) /.test(n)).length).toBeGreaterThanOrEqual(2);
  });
});
