import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";
import { CAT_NAMES } from "../data/cat-names";
import { DOG_NAMES } from "../data/dog-names";

function names(slug: string, input: Record<string, string>): string[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return Array.from({ length: 12 }, (_, i) => generateOffline({ generator, input, count: 7, random: seededRandom(i + 1) }).map((n) => n.name)).flat();
}

// Names tagged with one colour and not the other ("Oreo" is black and white: fine for either).
const taggedOnly = (entries: readonly { name: string; tags: string[] }[], tag: string, not: string) =>
  new Set(entries.filter((e) => e.tags.includes(tag) && !e.tags.includes(not)).map((e) => e.name));

describe("pet names keep to the coat the visitor described", () => {
  it("a ginger cat is never offered a black cat's name ('Ebony')", () => {
    const black = taggedOnly(Object.values(CAT_NAMES).flat(), "black", "orange");
    for (const n of names("cat", { description: "a fat ginger cat who sleeps on the radiator" })) expect(black.has(n.split(" ").pop()!), n).toBe(false);
  });

  it("a white puppy is never offered a black dog's name", () => {
    const black = taggedOnly(Object.values(DOG_NAMES).flat(), "black", "white");
    for (const n of names("dog", { style: "cute", description: "a tiny fluffy white puppy who loves cuddles" })) expect(black.has(n.split(" ").pop()!), n).toBe(false);
  });

  it("an elegant black kitten can wear a title too ('Lady Luna'), and repeated requests bring new names", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "cat")!;
    const all = [1, 2, 3, 4, 5, 6].flatMap((seed) => generateOffline({ generator, input: { description: "a shy black kitten with green eyes" }, count: 7, random: seededRandom(seed * 7919 + 3) }).map((n) => n.name));
    expect(all.some((n) => /^(Sir|Lady|Lord|Duchess|Captain|Professor|Baron|Mister|Miss|Little) /.test(n))).toBe(true);
    expect(new Set(all).size / all.length).toBeGreaterThanOrEqual(0.95);
  });
});
