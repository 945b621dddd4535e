import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

function names(slug: string, input: Record<string, string>, seed: number): string[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }).map((n) => n.name);
}

describe("film titles", () => {
  it("a known place said before the thing in it is where the film is, never who it follows ('Monaco's Fuse', 'One Week with Monaco')", () => {
    for (const [description, place] of [["a heist thriller set in a Monaco casino", "Monaco"], ["a romantic comedy in a Paris bakery", "Paris"], ["a horror film about a Tokyo hotel", "Tokyo"]] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const list = names("screenplay", { description }, seed);
        expect(list.filter((n) => new RegExp(`${place}'s|with ${place}$|The ${place} Who`).test(n)), list.join(" | ")).toEqual([]);
      }
    }
  });

  it("one frame is one idea: a list holds at most two stretches of time ('That Night of the Heist', 'One Week with Monaco') and two stock moods before the same word", () => {
    for (const description of ["a heist thriller set in a Monaco casino", "a bank robbery goes wrong in a small town", "a spy thriller on a night train to Vienna"]) {
      for (let seed = 1; seed <= 6; seed++) {
        const list = names("screenplay", { description, genre: "thriller" }, seed);
        expect(list.filter((n) => /^(?:The |That |Our |A |One |Another )?(?:\w+ )?(?:Night|Day|Week|Weekend|Year)s? (?:of|with) /.test(n)).length, list.join(" | ")).toBeLessThanOrEqual(2);
        const moods = new Map<string, number>();
        for (const n of list) {
          const m = n.match(/^(?:The )?[A-Z][a-z-]+ ([A-Z][a-z]+)$/);
          if (m) moods.set(m[1], (moods.get(m[1]) ?? 0) + 1);
        }
        expect(Math.max(0, ...moods.values()), list.join(" | ")).toBeLessThanOrEqual(2);
      }
    }
  });

  it("'coming-of-age' says what kind of film it is: no age to name it after ('The Age Affair', 'The Girl's Age')", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const list = names("screenplay", { description: "a coming-of-age comedy about a girl who joins a boys' football team" }, seed);
      expect(list.filter((n) => /\bAge\b/.test(n)), list.join(" | ")).toEqual([]);
      expect(list.filter((n) => / for the (Girl|Boys?)$/.test(n)).length, list.join(" | ")).toBeLessThanOrEqual(1);
    }
  });

  it("ice cream is the dessert, never a winter's ice or a jug of cream ('The Rival's Ice', 'The Cream Fiasco')", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const list = names("screenplay", { genre: "comedy", description: "two rival ice cream van owners in a seaside town" }, seed);
      expect(list.filter((n) => /\b(Ice|Cream|Icefall|Whiteouts?)\b/.test(n) && !/Ice Cream/.test(n)), list.join(" | ")).toEqual([]);
    }
  });
});
