import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

// Shop names a visitor would notice: their own words on the sign, nothing from another cuisine, each name explained on its own.

function run(slug: string, input: Record<string, string>, seed: number, count = 15): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateOffline({ generator, input, count, random: seededRandom(seed) }) as GeneralName[];
}

const seeds = [1, 2, 3, 4, 5, 6, 7, 8];

describe("local shop names", () => {
  it("a taqueria is not offered olives, saffron or a pho pun", () => {
    for (const seed of seeds) {
      for (const n of run("restaurant", { cuisine: "mexican", description: "family taqueria with handmade tortillas and a patio" }, seed)) {
        expect(n.name).not.toMatch(/\b(Olive|Saffron|Fig|Pho|Seoul|Wok)\b/);
      }
    }
  });

  it("what the shop does ('serving oysters') and how it is known ('known for') are not things on the sign", () => {
    for (const seed of seeds) {
      for (const n of run("restaurant", { cuisine: "seafood", description: "harbour-side fish shack serving oysters and fish and chips" }, seed)) expect(n.name).not.toMatch(/\bServing\b/);
      for (const n of run("bakery", { description: "family bakery in a seaside village, known for sourdough loaves and cinnamon rolls" }, seed)) expect(n.name).not.toMatch(/\bKnown\b/);
      for (const n of run("bakery", { focus: "cupcakes", description: "cupcakes and birthday cakes in pastel colours, run by two sisters" }, seed)) expect(n.name).not.toMatch(/\bRun\b/);
    }
  });

  it("no word is said twice inside a name, even as the end of another ('Cupcake Cake Bar')", () => {
    for (const seed of seeds) {
      for (const n of run("bakery", { focus: "cupcakes", style: "playful", description: "cupcakes and birthday cakes in pastel colours" }, seed, 30)) {
        const ws = n.name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);
        for (const [i, w] of ws.entries()) for (const [j, o] of ws.entries()) if (i !== j) expect(o.endsWith(w) && o !== w, n.name).toBe(false);
      }
    }
  });

  it("a feel left at its default is not announced: the visitor who wrote nothing about 'cozy' does not read it", () => {
    for (const seed of seeds) {
      for (const n of run("coffee-shop", { description: "small specialty coffee shop with plants and vinyl records" }, seed)) expect(`${n.meaning} ${n.why_it_fits}`).not.toMatch(/\bcozy\b/i);
    }
  });

  it("each name's explanation names that name, so no two names in a list share a sentence", () => {
    for (const seed of seeds) {
      const names = run("bakery", { description: "gluten-free bakery for people with coeliac disease" }, seed, 7);
      for (const n of names) expect(n.why_it_fits).toContain(n.name);
      expect(names.every((n) => !/sounds good said out loud|takes no effort to say/.test(n.why_it_fits))).toBe(true);
    }
  });

  it("most names use the visitor's words when they described the shop", () => {
    let own = 0;
    let all = 0;
    for (const seed of seeds) {
      for (const n of run("coffee-shop", { description: "quiet coffee house with a fireplace, books to borrow and homemade scones" }, seed, 7)) {
        all++;
        if (/\b(quiet|coffee|fireplace|fire|hearth|book|books|homemade|scone|scones)\b/i.test(n.name)) own++;
      }
    }
    expect(own / all).toBeGreaterThanOrEqual(0.6);
  });

  it("'The X Nook' is one snug word among several, not the café's every other sign", () => {
    const descriptions = ["small specialty coffee shop with plants and vinyl records", "quiet coffee house with a fireplace, books to borrow and homemade scones", "a bike-repair workshop that also serves espresso and waffles"];
    const names = descriptions.flatMap((description) => [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => run("coffee-shop", { description }, seed, 7)));
    expect(names.filter((n) => /Nook/.test(n.name)).length).toBeLessThanOrEqual(names.length * 0.04);
  });

  it("who a place is for is not on its sign ('Worker & Tsuki'), and 'famous for' is no mood ('The Famous Ember')", () => {
    for (const seed of seeds) {
      for (const n of run("restaurant", { cuisine: "japanese", description: "a tiny ramen bar open late for night-shift workers" }, seed)) expect(n.name).not.toMatch(/\bWorkers?\b|\bShift\b/);
      for (const n of run("bakery", { description: "a Portuguese bakery famous for custard tarts" }, seed)) expect(n.name).not.toMatch(/\bFamous\b/);
    }
  });

  it("a cupcake bakery is not offered the bread baker's rye and sourdough", () => {
    for (const seed of seeds) {
      for (const n of run("bakery", { focus: "cupcakes", style: "playful", description: "cupcakes and birthday cakes in pastel colours, run by two sisters" }, seed)) expect(n.name).not.toMatch(/\b(Rye|Sourdough|Levain|Baguette|Crust)\b/);
    }
  });

  it("a description that names no cuisine is not handed the default's Italian words", () => {
    for (const seed of seeds) {
      for (const n of run("restaurant", { cuisine: "italian", description: "a steakhouse with a wood-fired grill and whiskey bar" }, seed)) expect(n.name).not.toMatch(/Nonna|Trattoria|Osteria|Basilico|Pomodoro|Limone|Rosmarino|Vigna|Forno|Enoteca|Ristorante|Cucina|Olivo/);
      for (const n of run("restaurant", { cuisine: "italian", description: "a Lebanese street-food truck" }, seed)) expect(n.name).not.toMatch(/Nonna|Trattoria|Osteria|Basilico|Pomodoro|Limone|Rosmarino|Vigna|Forno|Enoteca|Ristorante|Cucina|Olivo/);
    }
  });

  it("a bakery of croissants and macarons is a pastry shop, and a donut shop is not offered rye and levain", () => {
    for (const seed of seeds) {
      for (const n of run("bakery", { focus: "artisan", description: "a French patisserie with macarons and croissants" }, seed)) expect(n.name).not.toMatch(/\b(Levain|Sourdough|Rye|Wheat|Loaf|Proof|Wild Yeast|Baguette|Stone Oven)\b/);
      for (const n of run("bakery", { focus: "artisan", description: "donut shop with wild flavours and late-night hours" }, seed)) expect(n.name).not.toMatch(/\b(Levain|Sourdough|Rye|Wheat|Proof|Wild Yeast|Baguette|Stone Oven)\b/);
    }
  });

  it("two nouns typed together stay together ('The Board Game Café', never 'The Board Corner')", () => {
    const names = seeds.flatMap((seed) => run("coffee-shop", { description: "a cat café with board games" }, seed, 7)).map((n) => n.name);
    for (const name of names) if (/\bBoard\b/.test(name)) expect(name).toMatch(/Board Game/);
    expect(names.some((name) => /Board Game/.test(name))).toBe(true);
  });

  it("bland or abstract words are no things on a sign ('The Specialty Corner', 'The Hour Parlour', 'Smoothy')", () => {
    for (const seed of seeds) {
      for (const n of run("coffee-shop", { description: "small specialty coffee shop with plants and vinyl records" }, seed)) expect(n.name).not.toMatch(/Specialty/);
      for (const n of run("bakery", { description: "donut shop with wild flavours and late-night hours" }, seed)) expect(n.name).not.toMatch(/\b(Hour|Flavour)\b/);
      for (const n of run("coffee-shop", { description: "a surf shack serving smoothies and cold brew on the beach" }, seed)) expect(n.name).not.toMatch(/Smoothy/);
      for (const n of run("restaurant", { cuisine: "seafood", description: "harbour-side fish shack serving oysters and fish and chips" }, seed)) expect(n.name).not.toMatch(/Harbou?r & Harbou?r/);
    }
  });

  it("what makes the place itself leads most names: a bike-repair café is offered bikes and waffles", () => {
    let own = 0;
    let all = 0;
    for (const seed of seeds) {
      for (const n of run("coffee-shop", { description: "a bike-repair workshop that also serves espresso and waffles" }, seed, 7)) {
        all++;
        if (/\b(bike|waffle)\b/i.test(n.name)) own++;
      }
    }
    expect(own / all).toBeGreaterThanOrEqual(0.3);
  });
});

describe("who a shop serves", () => {
  it("a bakery for dogs is a dog bakery: its names speak of dogs", () => {
    const all = [1, 2, 3, 4].flatMap((seed) => run("bakery", { description: "a vegan bakery for dogs" }, seed, 7)).map((n) => n.name);
    expect(all.filter((n) => /Dog|Paw|Kibble|Leash|Pup|Woof|Bone|Tail|Whisker|Bark/.test(n)).length).toBeGreaterThanOrEqual(6);
  });

  it("people it serves stay off the sign ('Busy Family Bake Shop')", () => {
    for (let seed = 1; seed <= 6; seed++) for (const n of run("bakery", { description: "a bakery for busy families" }, seed, 7)) expect(n.name).not.toMatch(/Famil|Busy/);
  });
});

describe("a restaurant named for one dish", () => {
  it("a ramen bar is no sushi bar, and a sushi counter no ramen house", () => {
    for (const seed of seeds) {
      for (const n of run("restaurant", { description: "a tiny ramen bar with eight seats" }, seed)) expect(n.name).not.toMatch(/Sushi Bar/);
      for (const n of run("restaurant", { cuisine: "japanese", description: "a sushi counter with twelve seats" }, seed)) expect(n.name).not.toMatch(/Ramen House/);
    }
  });
});
