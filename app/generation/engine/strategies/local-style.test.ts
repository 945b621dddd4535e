import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

// What a maker would notice: the style's own vocabulary, their distinctive modifiers and inspirations on the label,
// both halves of a fusion, and never the category said twice ("Earring Jewelry").

function run(slug: string, input: Record<string, string>, seed: number, count = 7): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateOffline({ generator, input, count, random: seededRandom(seed) }) as GeneralName[];
}

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
/** How many of the seeds' results have at least one name matching `re`. */
function resultsWith(slug: string, input: Record<string, string>, re: RegExp): number {
  return seeds.filter((s) => run(slug, input, s).some((n) => re.test(n.name))).length;
}

describe("local maker names: style, modifiers, inspirations, fusions", () => {
  it("a streetwear label is offered no tailor's silk, linen or atelier, whether the style is picked or only described", () => {
    const tailoring = /\b(Tailor|Silk|Linen|Atelier|Velvet|Muse|Loom)\b/;
    for (const seed of seeds) {
      for (const n of run("fashion-brand", { style: "streetwear", description: "graphic tees and baggy cargo pants for skaters in Leeds" }, seed, 15)) expect(n.name).not.toMatch(tailoring);
      // The style left at its default ("minimal") gives way to the hoodies and skate graphics described.
      for (const n of run("fashion-brand", { description: "oversized hoodies and caps with graffiti graphics" }, seed, 15)) expect(n.name).not.toMatch(tailoring);
    }
  });

  it("a witchy candle maker is offered the moon and the ritual it described, a sportswear label no silk", () => {
    expect(resultsWith("candle-business", { style: "witchy", description: "black wax candles with herbs for new moon rituals and spellwork" }, /\b(New Moon|Ritual|Moon|Coven|Hex|Spell)\b/)).toBeGreaterThanOrEqual(7);
    for (const seed of seeds) for (const n of run("fashion-brand", { style: "sportswear", description: "running tights and training tops for women" }, seed, 15)) expect(n.name).not.toMatch(/\b(Silk|Velvet|Tailor|Tight)\b/);
  });

  it("a fine-line tattoo studio is offered no sailor's flash (Anchor, Dagger, Skull), picked or only described", () => {
    for (const seed of seeds) {
      for (const n of run("tattoo-shop", { style: "fine-line", description: "tiny floral tattoos and delicate lettering" }, seed, 15)) expect(n.name).not.toMatch(/\b(Anchor|Dagger|Skull|Swallow|Serpent)\b/);
      for (const n of run("tattoo-shop", { description: "fine-line botanical pieces and micro script" }, seed, 15)) expect(n.name).not.toMatch(/\b(Anchor|Dagger|Skull|Swallow|Serpent)\b/);
    }
  });

  it("the category is never said twice ('Earring Jewelry', 'Ring Gems', 'Hoodie Apparel')", () => {
    const twice = /\b(Rings?|Earrings?|Necklaces?|Bracelets?|Bands?|Pendants?|Cuffs?)\b.*\b(Jewelry|Jewellery|Jewels|Gems)\b/;
    for (const seed of seeds) {
      for (const n of run("jewelry-brand", { description: "gold hoop earrings and chunky chain necklaces" }, seed, 15)) expect(n.name).not.toMatch(twice);
      for (const n of run("jewelry-brand", { style: "minimal", description: "thin silver rings and bands for everyday wear" }, seed, 15)) expect(n.name).not.toMatch(twice);
      for (const n of run("fashion-brand", { style: "streetwear", description: "heavyweight hoodies and jackets" }, seed, 15)) expect(n.name).not.toMatch(/\b(Hoodies?|Jackets?)\b.*\b(Apparel|Clothing|Goods)\b/);
    }
  });

  it("the description's distinctive modifiers reach the names: recycled, stacking, beaded, full moon", () => {
    expect(resultsWith("jewelry-brand", { style: "minimal", description: "upcycled sterling silver stacking rings" }, /\b(Second|Stack)\b/)).toBeGreaterThanOrEqual(6);
    expect(resultsWith("jewelry-brand", { description: "beaded anklets for summer" }, /\bBead\b/)).toBeGreaterThanOrEqual(6);
    expect(resultsWith("candle-business", { style: "witchy", description: "soy candles with crystals for full moon rituals" }, /\b(Full Moon|Ritual)\b/)).toBeGreaterThanOrEqual(6);
    // The "Second" of recycled metal is said to be theirs, and only said of a material ("Second Silver", not "Second Band").
    for (const seed of seeds) {
      for (const n of run("jewelry-brand", { description: "recycled gold signet rings and bands" }, seed, 15)) {
        if (!/\bSecond\b/.test(n.name)) continue;
        expect(n.name).not.toMatch(/\bSecond (Signet|Ring|Band)\b/);
        expect(`${n.meaning} ${n.why_it_fits}`).toMatch(/recycled/);
      }
    }
  });

  it("an inspiration named in the description reaches the names ('inspired by West African textiles': Kente, Adinkra)", () => {
    expect(resultsWith("jewelry-brand", { description: "brass pendants inspired by West African symbols" }, /\b(Kente|Ankara|Adinkra)\b/)).toBeGreaterThanOrEqual(6);
    // New Mexico is no Mexican inspiration.
    for (const seed of seeds) for (const n of run("jewelry-brand", { style: "boho", description: "silver cuffs made in New Mexico" }, seed, 15)) expect(n.name).not.toMatch(/\b(Talavera|Marigold)\b/);
  });

  it("both halves of a fusion are on the list, and one half never speaks for both ('The Korean Salsa')", () => {
    const korean = /\b(Kimchi|Bulgogi|Gochujang|Seoul)\b/;
    const mexican = /\b(Taco|Tortilla|Salsa|Masa|Oaxaca|Taquería|Cantina|Cocina)\b/;
    let halves = 0;
    let both = 0;
    for (const seed of seeds) {
      const names = run("city-business", { city: "Denver", business: "food truck", description: "Korean fried chicken tacos and kimchi fries" }, seed);
      halves += names.some((n) => korean.test(n.name)) && names.some((n) => mexican.test(n.name)) ? 1 : 0;
      both += names.some((n) => korean.test(n.name) && mexican.test(n.name)) ? 1 : 0;
      for (const n of names) expect(n.name).not.toMatch(/^The Korean\b/);
    }
    expect(halves).toBeGreaterThanOrEqual(7);
    expect(both).toBeGreaterThanOrEqual(5);
    expect(resultsWith("restaurant", { cuisine: "fusion", description: "Japanese Peruvian small plates" }, /\b(Tokyo|Miso|Nori|Yuzu)\b.*\b(Lima|Ceviche|Aji|Pisco)\b|\b(Lima|Ceviche|Aji|Pisco)\b.*\b(Tokyo|Miso|Nori|Yuzu)\b/)).toBeGreaterThanOrEqual(6);
  });
});

describe("a craft left at its default gives way to the one described", () => {
  it.each([
    ["crocheted stuffed animals and baby blankets", /\b(Clay|Kiln|Glaze|Wheel|Slip|Stoneware|Porcelain|Earthenware|Bisque|Pottery|Ceramics)\b/],
    ["hand-sewn quilts from vintage fabric", /\b(Clay|Kiln|Glaze|Wheel|Slip|Stoneware|Porcelain|Earthenware|Bisque|Pottery|Ceramics)\b/],
    ["hand-poured soy candles and goat milk soap", /\b(Clay|Kiln|Glaze|Wheel|Stoneware|Porcelain|Earthenware|Bisque|Pottery|Ceramics)\b/],
  ])("%s: no potter's words on the default 'pottery'", (description, potter) => {
    const bad = seeds.flatMap((seed) => run("handmade-business", { craft: "pottery", description }, seed).map((n) => n.name)).filter((name) => potter.test(name));
    expect(bad).toEqual([]);
  });
});
