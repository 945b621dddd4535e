import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

// What a visitor asking again for addresses would notice: new ones, not "invoicehq" and "vegbalcony" every time.

function domains(description: string, seed: number): string[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "domain");
  if (!generator) throw new Error("no domain generator");
  return generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) }).map((n) => n.name);
}

function distinctShare(description: string): number {
  let total = 0;
  let repeats = 0;
  // Forty-eight windows: over sixteen, one unlucky window moved the share by half a point either way.
  for (let window = 0; window < 48; window++) {
    const seen = new Set<string>();
    for (let run = 1; run <= 5; run++) {
      for (const d of domains(description, window * 100_003 + run * 7919 + 17)) {
        total++;
        if (seen.has(d)) repeats++;
        seen.add(d);
      }
    }
  }
  return 1 - repeats / total;
}

describe("domain names, asked for again", () => {
  it("a subject of one short word ('invoice') meets new endings in five requests", () => {
    expect(distinctShare("an invoicing app for freelancers who hate paperwork")).toBeGreaterThanOrEqual(0.955);
  });

  it("two or three words of the visitor's own do not make the same pairs in every request ('vegbalcony')", () => {
    expect(distinctShare("a blog about growing vegetables on a small balcony")).toBeGreaterThanOrEqual(0.96);
  });

  it("a plural follows an opener only for a real noun: never 'vegs' nor 'books' for a booking", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "domain");
    if (!generator) throw new Error("no domain generator");
    for (let seed = 1; seed <= 30; seed++) {
      for (const description of ["a blog about growing vegetables on a small balcony", "online booking for dog groomers"]) {
        for (const n of generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) }) as { name: string; meaning: string }[]) {
          expect(n.meaning, n.name).not.toMatch(/^'(vegs|books)' with/);
        }
      }
    }
  });
});
