import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

// What a visitor asking for podcast or blog names notices: names that say the idea they described ("Fifty and Fearless",
// "So Bad It's Good", "Never Too Late to Cook"), no day of the week nobody asked for ("Sunday Life Hour"), no word said in
// passing taken for the subject ("A Field Guide to Life"), and not a list of one subject with stock promises after it.

function run(slug: string, input: Record<string, string>, seed: number): string[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }).map((n) => n.name);
}
const SEEDS = [1, 2, 3, 4, 5, 6];
const results = (slug: string, description: string) => SEEDS.map((s) => run(slug, { description }, s));

describe("blog names say the blog's idea", () => {
  it("minimalist living with kids is named for the family, never by stock picture words alone", () => {
    for (const names of results("blog", "a blog about minimalist living with kids")) expect(names.some((n) => /^(Less Stuff, More (Play|Life)|The Simple Family|The Minimalist (Family|Mum|Dad)|Simply Enough)$/.test(n)), names.join(" | ")).toBe(true);
  });

  it("learning to cook after retirement is a late start, never a trip or a stove", () => {
    for (const names of results("personal-blog", "my journey learning to cook after retirement")) {
      expect(names.some((n) => /^(Never Too Late to Cook|Retired and Cooking|My Second Act|The Late Bloomer|The Retired Cook|Learning to Cook)$/.test(n)), names.join(" | ")).toBe(true);
      for (const n of names) expect(n).not.toMatch(/\bCooker\b/);
    }
  });
});
