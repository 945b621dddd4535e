import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";
import { FILM_WORDS, STORY_WORLDS } from "../data/title-vocab";

function run(slug: string, input: Record<string, string>, seed: number, count = 7): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateOffline({ generator, input, count, random: seededRandom(seed) }) as GeneralName[];
}
const results = (slug: string, input: Record<string, string>, seeds = 12) => Array.from({ length: seeds }, (_, i) => run(slug, input, i + 1));

const world = (name: string) => STORY_WORLDS.find((w) => w.name === name)!;
const sayings = (name: string) => new Set(world(name).sayings.map((s) => s.t));

const BOWLING = { genre: "comedy", description: "two estranged sisters inherit a failing bowling alley in Ohio" };

describe("titles in the language of the story's own world", () => {
  it("a bowling-alley comedy is offered bowling's own phrases ('Split Decision', 'Gutter Sisters'), and each says where it comes from", () => {
    const all = results("screenplay", BOWLING).flat();
    const bowling = all.filter((n) => sayings("bowling").has(n.name) || /^(Gutter|Ten-Pin|Strike) Sisters$/.test(n.name));
    expect(bowling.length).toBeGreaterThanOrEqual(2);
    for (const n of bowling) {
      expect(n.meaning).toMatch(/bowling/);
      expect(n.name_origin).toMatch(/'bowling'/);
    }
  });

  it("a novel and a memoir get their world's phrases too: a boxer's 'The Last Round', a sheep farm's 'Lambing Season'", () => {
    const boxer = results("book-title", { genre: "literary", description: "an old boxer teaches his grandson to box in a gym in Belfast" }, 16).flat().map((n) => n.name);
    expect(boxer.some((t) => sayings("boxing").has(t))).toBe(true);
    const farm = results("book-title", { genre: "memoir", description: "a memoir about growing up on a sheep farm in Wales" }, 16).flat().map((n) => n.name);
    expect(farm.some((t) => sayings("sheep farming").has(t) || sayings("farming").has(t))).toBe(true);
  });

  it("a joke is never a thriller's and a dark phrase never a comedy's or a memoir's", () => {
    const jokes = new Set(STORY_WORLDS.flatMap((w) => w.sayings.filter((s) => s.joke).map((s) => s.t)));
    const dark = new Set(STORY_WORLDS.flatMap((w) => w.sayings.filter((s) => s.dark).map((s) => s.t)));
    for (const n of results("screenplay", { genre: "thriller", description: "a bowling alley owner finds a body in the pin machine" }, 16).flat()) expect(jokes.has(n.name)).toBe(false);
    for (const n of results("screenplay", BOWLING, 16).flat()) expect(dark.has(n.name)).toBe(false);
    for (const n of results("book-title", { genre: "memoir", description: "growing up on a sheep farm in Wales" }, 16).flat()) expect(dark.has(n.name)).toBe(false);
  });
});

describe("a film's stock hours and a novel's stock frames", () => {
  it("a film takes at most one of the genre's stock hours pinned to its place or people ('Awards Night at the Alley', 'Payday for the Boxer')", () => {
    for (const [genre, description] of [["comedy", BOWLING.description], ["drama", "a retired boxer coaches his granddaughter for her first amateur fight"], ["thriller", "a night nurse sees patients vanish from the hospital's sealed ward"]]) {
      const hours = FILM_WORDS[genre].when;
      for (const result of results("screenplay", { genre, description })) {
        const stock = result.filter((n) => hours.some((h) => new RegExp(`^${h} (?:at|in|on|for) `).test(n.name)));
        expect(stock.length, result.map((n) => n.name).join(" | ")).toBeLessThanOrEqual(1);
      }
    }
  });

  it("a novel never joins a story word to a stock image ('Map and Moats') nor hands someone a stock thing ('A Bridge for the Schoolteacher')", () => {
    const cases = [
      { genre: "fantasy", description: "a young thief steals a map that leads to a drowned kingdom" },
      { genre: "mystery", description: "a retired schoolteacher solves a poisoning at her village's annual baking contest" },
      { genre: "horror", description: "a babysitter realises the child she looks after talks to someone in the walls" },
      { genre: "science-fiction", description: "the last generation ship loses contact with Earth and the crew splits into factions" },
    ];
    for (const input of cases) {
      const said = input.description.toLowerCase();
      for (const n of results("book-title", input).flat()) {
        // ("Smash and Grab" is the heist world's own phrase, no pair of words.)
        const pair = n.name === "Smash and Grab" ? null : n.name.match(/^([A-Z][a-z-]+) and ([A-Z][a-z-]+)$/);
        if (pair) expect(said.includes(pair[1].toLowerCase().replace(/s$/, "")) && said.includes(pair[2].toLowerCase().replace(/s$/, "")), n.name).toBe(true);
        expect(n.name).not.toMatch(/^An? [\w-]+ for the /);
      }
    }
  });
});

describe("the premise's verbs and describing words are no title nouns", () => {
  it("'women keep a lighthouse', 'the child talks to someone', 'neighbours keep getting…', 'an annual contest'", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ genre: "literary", description: "three generations of women keep a lighthouse on the coast of Maine" }, /\bKeep\b/],
      [{ genre: "horror", description: "a babysitter realises the child she looks after talks to someone in the walls" }, /\bTalks\b/],
      [{ genre: "romance", description: "a florist and the grumpy bookshop owner next door keep getting each other's deliveries" }, /\bKeep\b|\bDoor\b/],
      [{ genre: "mystery", description: "a retired schoolteacher solves a poisoning at her village's annual baking contest" }, /\bAnnual\b/],
    ];
    for (const [input, bad] of cases) for (const n of results("book-title", input).flat()) expect(n.name).not.toMatch(bad);
  });

  it("a 'Who' title cut short ends on no joining word ('The Killer Who Left Chess Pieces At')", () => {
    for (const n of results("book-title", { description: "a detective hunts a killer who leaves chess pieces at every crime scene" }, 16).flat()) expect(n.name).not.toMatch(/ (At|In|On|To|For|With|From|Every|The|A)$/);
  });
});

describe("a memoir of a place varies", () => {
  it("'Letters from Wales' and 'My Life on a Sheep Farm' no longer lead list after list", () => {
    const all = results("book-title", { description: "a memoir about growing up on a sheep farm in Wales" }, 12).flat().map((n) => n.name);
    expect(all.filter((t) => /^(Letters|Postcards) from Wales$/.test(t)).length).toBeLessThanOrEqual(3);
    expect(all.filter((t) => /^My Life (on a Sheep Farm|in Wales)$/.test(t)).length).toBeLessThanOrEqual(4);
  });
});
