import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import { generateOffline, seededRandom } from "./index";

// A list with "The Keyboard Upgrade" and "Keyboard Upgrade" in it offers one name twice: a visitor sees the
// same name, and one fewer to choose from. Nor is a name shown before offered again with "The" in front.

const withoutArticle = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().replace(/^(the|a|an) /, "");

const REQUESTS: [string, Record<string, string>][] = [
  ["youtube-channel", { niche: "tech", description: "honest reviews of budget mechanical keyboards" }],
  ["youtube-channel", { niche: "cooking", description: "one-pot dinners for tired parents" }],
  ["book-title", { genre: "mystery", description: "a retired teacher solves a murder at the village fete" }],
  ["podcast", { description: "two friends rewatch every episode of a 90s sitcom" }],
  ["business", { description: "a mobile bike repair van for commuters" }],
];

describe("one name, once in a result", () => {
  it("never offers a name twice with and without a leading article, on any page", () => {
    const doubled: string[] = [];
    const pages: [string, Record<string, string>][] = [
      ...REQUESTS,
      ...GENERATOR_STRUCTURES.map((g): [string, Record<string, string>] => [g.slug, { description: "a little workshop by the harbour that restores old wooden boats" }]),
    ];
    for (const [slug, input] of pages) {
      const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
      for (let seed = 1; seed <= 6; seed++) {
        const names = generateOffline({ generator, input, count: 7, random: seededRandom(seed) }).map((n) => n.name);
        const seen = new Map<string, string>();
        for (const name of names) {
          const k = withoutArticle(name);
          if (seen.has(k)) doubled.push(`${slug}: ${seen.get(k)} / ${name}`);
          seen.set(k, name);
        }
      }
    }
    expect(doubled).toEqual([]);
  });

  it("does not offer again, with 'The' in front, a name the visitor was already shown", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "youtube-channel")!;
    const input = REQUESTS[0][1];
    const first = generateOffline({ generator, input, count: 7, random: seededRandom(2) }).map((n) => n.name);
    const bare = first.map((n) => n.replace(/^The /, ""));
    for (let seed = 3; seed <= 8; seed++) {
      const more = generateOffline({ generator, input, count: 7, exclude: bare, random: seededRandom(seed) }).map((n) => withoutArticle(n.name));
      expect(more.filter((k) => bare.some((b) => withoutArticle(b) === k))).toEqual([]);
    }
  });
});
