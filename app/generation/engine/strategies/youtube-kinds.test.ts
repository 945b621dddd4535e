import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

const names = (input: Record<string, string>, seeds = 6) => {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "youtube-channel")!;
  return Array.from({ length: seeds }, (_, i) => generateOffline({ generator, input, count: 7, random: seededRandom(i + 1) }).map((n) => n.name));
};

describe("YouTube channel kinds the select does not list", () => {
  it("a move abroad is about where it goes, never where it left ('London Afternoons' for a move to Japan)", () => {
    for (const [description, to, from] of [["vlogging my move from London to rural Japan", "Japan", "London"], ["our family moving from Leeds to Portugal", "Portugal", "Leeds"]] as const) {
      const lists = names({ description });
      const all = lists.flat();
      expect(all.filter((n) => n.includes(from)), all.join(" | ")).toEqual([]);
      expect(all.filter((n) => n.includes(to)).length, all.join(" | ")).toBeGreaterThanOrEqual(all.length / 3);
      // Its words are a traveller's, never a move's van or boxes ("Move Decoded", "Move Nerds").
      expect(all.filter((n) => /\bMove\b/.test(n)), all.join(" | ")).toEqual([]);
    }
  });

  it("explaining is teaching: an explainer channel gets no vlog's days ('Care Afternoons', 'The Nurse Weekend' for medical myths)", () => {
    for (const description of ["a nurse explains medical myths", "debunking common diet myths"]) {
      const all = names({ description }).flat();
      expect(all.filter((n) => /\b(Afternoons|Sundays|Weekend|Mornings|Days|Daydreams)\b/.test(n)), all.join(" | ")).toEqual([]);
    }
  });

  it("a restoration channel's names say what happens to things, never one tool ('The Hand Tool Spanner', 'The Boot Sale Sawhorse')", () => {
    const all = names({ description: "restoring old hand tools found at car boot sales" }).flat();
    expect(all.filter((n) => /\b(Spanner|Sawhorse|Oil Can|Tool Wall|Parts Bin|Toolbox)$/.test(n)), all.join(" | ")).toEqual([]);
  });
});

describe("clan style read from how the clan plays", () => {
  it("a casual or silly clan with the style left at its default is no intimidating one ('Brutal Night Jackals' for dads)", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "gaming-clan")!;
    for (const description of ["a casual clan of dads who play late at night", "a silly group of friends who are bad at shooters"]) {
      const all = [1, 2, 3, 4, 5, 6].flatMap((seed) => generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) }).map((n) => n.name));
      expect(all.filter((n) => /Executioner|Reaper|Brutal|Grim|Savage|Butcher|Slaughter|Death/.test(n)), all.join(" | ")).toEqual([]);
    }
  });
});

describe("a machine that is mended is no craft", () => {
  it("restoring sewing machines gets no knitting or quilting words ('The Machine Purl', 'Vintage Quilt TV')", () => {
    const all = names({ description: "restoring vintage sewing machines" }).flat();
    expect(all.filter((n) => /Purl|Skein|Quilt|Yarn|Loom|Patchwork|Knit/.test(n)), all.join(" | ")).toEqual([]);
  });
});
