import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

function run(input: Record<string, string>, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "book-title")!;
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as GeneralName[];
}

// What each book is about, as its title would say it if it only framed the topic.
const BOOKS: [string, RegExp][] = [
  ["a self-help book about overcoming procrastination", /procrastinat/i],
  ["a book about learning to sleep better", /sleep better/i],
  ["a guide to saving money on groceries", /saving money/i],
  ["a parenting book about raising teenagers", /raising teenagers/i],
  ["a productivity book about deep focus in a distracted world", /deep focus/i],
  ["a business book about building remote teams", /remote teams/i],
];

describe("practical book titles", () => {
  it("are named for their idea as well as their topic: a list is not seven frames around one phrase", () => {
    for (const [description, topic] of BOOKS) {
      for (let seed = 1; seed <= 4; seed++) {
        const names = run({ description }, seed).map((n) => n.name);
        const framed = names.filter((n) => topic.test(n));
        expect(framed.length, `${description}: ${names.join(" | ")}`).toBeLessThanOrEqual(5);
        // The others say the idea, not a novel's frame around one word ("The Keeper of Remote Teams").
        expect(names.filter((n) => /^The (Keeper|Language|Voices|Children|Masters) of\b/.test(n)), description).toEqual([]);
      }
    }
  });

  it("a business or self-help book is non-fiction: no invented names from a fantasy novel ('Bren', 'Velarro')", () => {
    for (const description of ["a business book about building remote teams", "a self-help book for introverts who want to be more confident", "a management book for first-time managers"]) {
      const names = [1, 2, 3, 4].flatMap((seed) => run({ description }, seed)).map((n) => n.name);
      expect(names.filter((n) => !/\s/.test(n) && !/^(Undistracted|Enough|Unclench|Uncoupled|Unretired|Single-Tasking)$/.test(n)), names.join(" | ")).toEqual([]);
      expect(names.filter((n) => /Self-Help/.test(n)), names.join(" | ")).toEqual([]);
    }
  });

  it("the reader's wish is what the book teaches ('for introverts who want to be more confident')", () => {
    const names = [1, 2, 3].flatMap((seed) => run({ description: "a self-help book for introverts who want to be more confident" }, seed)).map((n) => n.name);
    expect(names.some((n) => /Being More Confident/.test(n)), names.join(" | ")).toBe(true);
    expect(names.some((n) => /\bBing\b/.test(n))).toBe(false);
  });

  it("a practical book with the genre left at its default is never a fantasy novel nor invented words ('Brelen', 'Bone-White Oaths')", () => {
    for (const description of [
      "a guide to getting out of debt in your twenties",
      "the science of why we procrastinate and what to do about it",
      "a book for parents of kids with anxiety",
      "a book about money for couples who argue about spending",
    ]) {
      const names = [1, 2, 3, 4].flatMap((seed) => run({ description }, seed)).map((n) => n.name);
      expect(names.filter((n) => !/\s/.test(n) && !/^(Undistracted|Enough|Unclench|Uncoupled|Unretired|Single-Tasking|Solo)$/.test(n)), `${description}: ${names.join(" | ")}`).toEqual([]);
      expect(names.filter((n) => /\b(Oaths?|Thrones?|Runes?|Ravens?|Dragons?|Winter Court|Keeper of|Language of)\b/.test(n)), `${description}: ${names.join(" | ")}`).toEqual([]);
    }
  });

  it("a doing that shares a word with a hobby is not the hobby ('running a farm shop' gets no 'Miles Before Breakfast')", () => {
    const names = [1, 2, 3, 4, 5, 6].flatMap((seed) => run({ description: "a practical book on running a small farm shop" }, seed)).map((n) => n.name);
    expect(names.filter((n) => /Run Slow|Miles Before|Finish Line|Marathon/.test(n)), names.join(" | ")).toEqual([]);
  });

  it("a subject said short keeps its noun ('The Pocket Book of the of Teaching')", () => {
    const names = [1, 2, 3, 4, 5, 6].flatMap((seed) => run({ description: "tips for surviving your first year of teaching" }, seed)).map((n) => n.name);
    expect(names.filter((n) => /\b(the|The|Everyday|Book) of\b/.test(n) && !/Book of the (First )?Year/.test(n)), names.join(" | ")).toEqual([]);
  });

  it("a story told with its lead and a verb gets its classic 'Who' title ('The Widower Who Learned to Dance')", () => {
    const film = GENERATOR_STRUCTURES.find((g) => g.slug === "screenplay")!;
    const films = [1, 2, 3, 4, 5, 6].flatMap((seed) => generateOffline({ generator: film, input: { description: "a widower learns to dance for his granddaughter's wedding" }, count: 7, random: seededRandom(seed) })).map((n) => n.name);
    expect(films).toContain("The Widower Who Learned to Dance");
    const books = [1, 2, 3, 4, 5, 6].flatMap((seed) => run({ genre: "mystery", description: "a retired headmistress solves murders in a Yorkshire village" }, seed)).map((n) => n.name);
    expect(books).toContain("The Headmistress Who Solved Murders");
    // (Only a lead whose verb takes an s: "two rival bakers fall in love" has no baker who baked.)
    const bakers = [1, 2, 3, 4, 5, 6].flatMap((seed) => run({ genre: "romance", description: "two rival bakers fall in love during a summer baking contest" }, seed)).map((n) => n.name);
    expect(bakers.filter((n) => / Who Baked/.test(n))).toEqual([]);
  });

  it("an idea title's meaning reads as a sentence: the title, a colon, then what it says ('Not Later, Now the whole book in three words')", () => {
    for (const description of ["a self-help book about overcoming procrastination", "a guide to getting out of debt in your twenties"]) {
      for (let seed = 1; seed <= 6; seed++) {
        for (const n of run({ description }, seed)) if (/the way the practical books people keep are named/.test(n.why_it_fits)) expect(n.meaning.startsWith(`${n.name.split(": ")[0]}: `), n.meaning).toBe(true);
      }
    }
  });
});
