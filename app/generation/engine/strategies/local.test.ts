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

describe("a city business is named from its own trade", () => {
  // The stock words every request used to share ("Lantern & Crossing", "Main Street & Corner", "The Vintage Landmark").
  const STOCK = /\b(Lantern|Crossing|Main Street|Landmark|Commons|Exchange|Bridge|Market|Harbor|Royal|Union|Gentleman's)\b/;
  const cases: [Record<string, string>, RegExp][] = [
    [{ city: "Cardiff", business: "bicycle courier", description: "" }, /\b(Bicycle|Courier|Spoke|Pedal|Gear|Chain|Cadence|Sprocket|Saddle|Wheel|Crank|Peloton|Climb|Tailwind|Parcel|Route|Relay|Dispatch|Haul|Cargo|Crate|Convoy|Depot|Lane|Waypoint|Cardiff)\b/],
    [{ city: "Glasgow", business: "pet grooming", description: "gentle grooming for nervous dogs" }, /\b(Pet|Grooming|Paw|Tail|Whisker|Snout|Collar|Pup|Leash|Biscuit|Fetch|Dog|Nervous|Glasgow|Den|Burrow|Kibble)\b/],
    [{ city: "Bath", business: "yoga studio", description: "" }, /\b(Yoga|Lotus|Breath|Flow|Mat|Still|Root|Balance|Mantra|Moon|Sage|Pose|Bloom|Bath)\b/],
  ];
  it("its names come from the business typed (and the town), not from a stock list shared by every request", () => {
    for (const [input, own] of cases) {
      let fromIt = 0;
      let all = 0;
      for (const seed of seeds) {
        for (const n of run("city-business", input, seed, 7)) {
          all++;
          expect(n.name, JSON.stringify(input)).not.toMatch(STOCK);
          if (own.test(n.name)) fromIt++;
        }
      }
      expect(fromIt / all, JSON.stringify(input)).toBeGreaterThanOrEqual(0.8);
    }
  });

  it("a pub typed as the business gets an inn sign's words, and a food truck serving a cuisine gets that cuisine", () => {
    const pub = seeds.flatMap((seed) => run("city-business", { city: "Galway", business: "pub", description: "a cosy pub with a fire and trad sessions" }, seed, 7)).map((n) => n.name);
    expect(pub.filter((n) => /\b(Plough|Fox|Hound|Crown|Anchor|Swan|Lion|Oak|Bell|Stag|Hare|Hop|Wheatsheaf|Pheasant|Feathers|Barley|Inn|Arms|Tavern|Ale House|Pub)\b/.test(n)).length).toBeGreaterThanOrEqual(pub.length * 0.5);
    const truck = seeds.flatMap((seed) => run("city-business", { city: "Houston", business: "food truck", description: "Korean fried chicken and kimchi fries" }, seed, 7)).map((n) => n.name);
    for (const n of truck) expect(n).not.toMatch(/\b(Parcel|Cargo|Crate|Convoy|Depot|Courier|Dispatch|Relay)\b/);
    for (const n of truck) expect(n).not.toMatch(/Truck Co\./);
  });
});

describe("a stock first name on the sign", () => {
  const owner = /^(Rosie|Mabel|Frankie|Lou|Nell|Gus|Bea|Otis|Hattie|Sal|Ruby|Milo|Ada|Theo|June|Walt|Dot|Vera|Hank|Ivy)('s|\b)/;
  it("is one sign in a list at most", () => {
    const requests: [string, Record<string, string>][] = [
      ["candle-business", { description: "hand-poured candles that smell like a forest after rain" }],
      ["handmade-business", { description: "hand-thrown stoneware plates and planters" }],
      ["car-wash", { description: "a family-run hand car wash on the high street" }],
      ["florist", { description: "a tiny florist next to the train station" }],
    ];
    for (const [slug, input] of requests) for (const seed of seeds) expect(run(slug, input, seed, 7).filter((n) => owner.test(n.name)).length, `${slug} ${seed}`).toBeLessThanOrEqual(1);
  });

  it("never for a luxury or streetwear label, and never a man's name for a woman's studio", () => {
    for (const seed of seeds) {
      for (const n of run("fashion-brand", { style: "streetwear", description: "boxy t-shirts and cargo pants for BMX riders" }, seed)) expect(n.name).not.toMatch(owner);
      for (const n of run("jewelry-brand", { style: "fine", description: "sapphire rings and tennis bracelets" }, seed)) expect(n.name).not.toMatch(owner);
      for (const n of run("candle-business", { style: "luxury", description: "amber and oud candles in heavy stone vessels" }, seed)) expect(n.name).not.toMatch(owner);
      for (const n of run("tattoo-shop", { description: "delicate ornamental tattoos by a woman tattooist" }, seed)) expect(n.name).not.toMatch(/^(Gus|Otis|Milo|Theo|Walt|Hank)'s/);
    }
  });

  it("has an origin of its own, not its name said again", () => {
    for (const seed of seeds) for (const n of run("coffee-shop", { description: "a coffee cart at the farmers market" }, seed, 15)) expect(n.name_origin.replace(/\.$/, "")).not.toBe(n.name);
  });
});

describe("stock fillers only where they fit", () => {
  it("no 'The Gentleman's …' for travel or estate agents, and no 'Nook' or 'Den' for a car wash, a tattoo studio or a travel agent", () => {
    for (const seed of seeds) {
      for (const [slug, input] of [
        ["travel-agency", { description: "rail holidays across Scandinavia for retired couples" }],
        ["real-estate", { description: "estate agents for village cottages" }],
        ["car-wash", { description: "hand wash and valet in a supermarket car park" }],
        ["tattoo-shop", { description: "walk-in flash tattoos near the seafront" }],
      ] as [string, Record<string, string>][]) {
        for (const n of run(slug, input, seed)) {
          expect(n.name).not.toMatch(/Gentleman's/);
          expect(n.name).not.toMatch(/\b(Nook|Den)\b/);
        }
      }
    }
  });

  it("a city hotel is not offered pine, tide or dune", () => {
    for (const seed of seeds) for (const n of run("hotel-resort", { setting: "city", style: "boutique", description: "twelve-room hotel above a jazz bar" }, seed)) expect(n.name).not.toMatch(/\b(Pine|Tide|Dune|Summit|Ridge|Cove|Palm|Meadow|Oasis)\b/);
  });
});

describe("the sentences about each name", () => {
  it("say a chosen speciality once ('a trucks truck dealership') and a place of many parts with 'the'", () => {
    for (const seed of seeds) {
      for (const n of run("car-dealership", { focus: "trucks", description: "work trucks for builders" }, seed)) expect(n.why_it_fits).not.toMatch(/\btrucks truck\b/i);
      for (const n of run("real-estate", { focus: "luxury", description: "sea-view villas" }, seed)) expect(n.why_it_fits).not.toMatch(/\bluxury luxury\b/i);
      for (const n of run("travel-agency", { description: "island hopping holidays in the Bahamas" }, seed, 15)) {
        const text = `${n.meaning} ${n.why_it_fits} ${n.name_origin}`;
        expect(text).not.toMatch(/\b(to|in|of|names) Bahamas\b/);
        expect(text).not.toMatch(/belong to|where you are|your own town/);
      }
    }
  });

  it("give names of one shape different pitches: one sentence twice at most, never five times", () => {
    for (const seed of seeds) {
      for (const [slug, input] of [
        ["barbershop", { description: "a barbers" }],
        ["real-estate", { area: "Headingley", description: "student lets" }],
        ["candle-business", { description: "candles" }],
      ] as [string, Record<string, string>][]) {
        const names = run(slug, input, seed, 7);
        const pitches = names.map((n) => n.why_it_fits.split(n.name)[1]?.split(".")[0] ?? "");
        const counts = new Map<string, number>();
        for (const p of pitches) counts.set(p, (counts.get(p) ?? 0) + 1);
        expect(Math.max(...counts.values()), `${slug} ${seed}: ${pitches.join(" | ")}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it("no counter for a brand sold online, a hotel or a planner", () => {
    for (const seed of seeds) {
      for (const [slug, input] of [
        ["jewelry-brand", { description: "recycled silver stacking rings" }],
        ["hotel-resort", { description: "a farmhouse B&B with six rooms" }],
        ["event-planning-business", { description: "kids' party planning in north London" }],
      ] as [string, Record<string, string>][]) {
        for (const n of run(slug, input, seed)) expect(n.why_it_fits).not.toMatch(slug === "hotel-resort" ? /counter/ : /counter|above a door|hand-painted sign|passers-by/);
      }
    }
  });
});

describe("what the description rules out", () => {
  it("not floral, gluten-free, water-free and a detailer's studio each keep their words off the names", () => {
    for (const seed of seeds) {
      for (const n of run("florist", { description: "wreaths and tributes for funerals, nothing floral in the name" }, seed)) expect(n.name).not.toMatch(/\b(Petal|Bloom|Blossom|Posy|Peony|Wildflower|Bud|Poppy|Lily|Rose|Dahlia|Bouquet|Daisy)\b/);
      for (const n of run("bakery", { description: "coeliac-safe brownies and birthday cakes, all gluten-free" }, seed)) expect(n.name).not.toMatch(/\b(Rye|Wheat|Barley|Spelt|Malt|Miller)\b/);
      for (const n of run("car-wash", { description: "water-free car cleaning in office car parks" }, seed)) expect(n.name).not.toMatch(/\b(Suds|Splash|Bubble|Tide|Wave|Drop|Rinse|Foam|Soap)\b/);
      for (const n of run("car-wash", { style: "premium", description: "paint protection film and ceramic detailing for supercars" }, seed)) expect(n.name).not.toMatch(/\b(Suds|Splash|Bubble|Tide|Wave|Drop|Rinse|Foam|Soap|Car Wash|Vessel|Stoneware|Kiln)\b/);
    }
  });

  it("'nothing too corny' and 'no puns' get no puns", () => {
    for (const seed of seeds) {
      for (const n of run("bakery", { style: "playful", description: "a village bakery, nothing too corny please" }, seed)) expect(n.meaning).not.toMatch(/play on words/i);
      for (const n of run("barbershop", { style: "playful", description: "a barbers for all ages, no puns" }, seed)) expect(n.meaning).not.toMatch(/play on words/i);
    }
  });
});

describe("a hotel's setting", () => {
  it("left at its default, gives way to the one the description names: a barn B&B is offered no lagoon", () => {
    for (const seed of seeds) for (const n of run("hotel-resort", { description: "a converted barn B&B next to an orchard" }, seed)) expect(n.name).not.toMatch(/\b(Lagoon|Coral|Cove|Tide|Palm|Driftwood|Sandpiper|Seagrass|Shell|Dune|Beach)\b/);
  });
});

describe("a city business's sign", () => {
  it("a walking tour is offered the town's streets, and a pub an inn's sign, not 'Pub' after a noun", () => {
    const tours = seeds.flatMap((seed) => run("city-business", { city: "Bath", business: "walking tours", description: "Georgian history walks" }, seed, 7)).map((n) => n.name);
    expect(tours.filter((n) => /\b(Avenue|Block|Borough|Corner|District|Skyline|Transit|Loft|Plaza|Quarter|Alley|Rooftop)\b/.test(n)).length).toBeGreaterThanOrEqual(seeds.length);
    for (const seed of seeds) for (const n of run("city-business", { city: "Leeds", business: "pub", description: "" }, seed)) expect(n.name).not.toMatch(/\w Pub$/);
  });
});

describe("a florist asked for nothing flowery", () => {
  it("is offered greenery in place of the petals", () => {
    const names = seeds.flatMap((seed) => run("florist", { description: "sympathy arrangements for a crematorium, no flowery names please" }, seed, 7)).map((n) => n.name);
    expect(names.filter((n) => /\b(Evergreen|Laurel|Juniper|Moss|Olive Branch|Eucalyptus|Ivy|Cedar)\b/.test(n)).length).toBeGreaterThanOrEqual(seeds.length);
  });
});
