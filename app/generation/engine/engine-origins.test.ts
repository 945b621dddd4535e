// Issue 14: "no two names in a result share an explanation sentence; nothing
// describes how the engine joined strings". A name's origin says where that
// name, or each of its parts, comes from: two names of one result never share
// an origin sentence, and none narrates the joining.
import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import { generateOffline, seededRandom } from "./index";

const MECHANICS = /\b(side by side|built from|built around|built on|generated|combines?|combined|a compound of|compound word|separated by|joined|letter by letter|rejecting copies)\b/i;

// Two realistic requests for each generator whose strategies give a name its own origin.
const CASES: Record<string, Record<string, string>[]> = {
  character: [{ description: "a grumpy lighthouse keeper who secretly writes poetry" }, { genre: "noir", description: "a tired detective who owes money to the wrong people" }],
  cowboy: [{ description: "a gambler who never loses at poker and rides a black mustang" }, { style: "sheriff", description: "a sharpshooter who keeps a quiet town safe" }],
  pirate: [{ description: "a cook who became captain after a mutiny" }, { style: "funny", description: "a seasick pirate who is scared of water" }],
  spy: [{ description: "a retired ballerina who now cracks safes" }, { style: "classic", description: "a hacker posing as a wine merchant in Vienna" }],
  superhero: [{ power: "control time", description: "a shy librarian" }, { description: "a firefighter who can fly" }],
  villain: [{ description: "a corrupt mayor who wants to rule the city" }, { style: "tragic", description: "a scientist whose wife died in an accident" }],
  fantasy: [{ description: "a ranger from the northern woods who talks to wolves" }, { race: "dwarf", description: "a blacksmith who loves ale and old songs" }],
  dnd: [{ race: "tiefling", class: "warlock", description: "made a pact with a fire demon" }, { description: "a halfling rogue who steals pies" }],
  "rpg-character": [{ description: "a healer from a mountain monastery" }, { description: "a hunter who tracks monsters in the swamp" }],
  elf: [{ kind: "wood-elf", description: "an archer who guards the old forest" }, { kind: "christmas-elf", description: "the elf who wraps all the presents" }],
  vampire: [{ style: "aristocratic", description: "a count who hosts midnight balls" }, { style: "modern", description: "a vampire working night shifts as a nurse" }],
  "sci-fi": [{ kind: "character", description: "a pilot on a deep space freighter" }, { kind: "starship", description: "an old cargo ship with a loyal crew" }],
  wizard: [{ magic: "fire", description: "an old hermit who teaches apprentices" }, { magic: "storm", description: "a young wizard who talks to clouds" }],
  alien: [{ kind: "insectoid", description: "a hive scout exploring Earth" }, { kind: "humanoid", description: "a gentle diplomat from a water world" }],
  "pen-name": [{ genre: "mystery", description: "cozy mysteries set in a seaside village" }, { genre: "romance", description: "steamy historical romance" }],
  zombie: [{ style: "funny", description: "a zombie who used to be an accountant" }, { style: "tragic", description: "a zombie who still waits for the school bus" }],
  "drag-queen": [{ style: "glamour", description: "old Hollywood glamour and sequins" }, { style: "comedy", description: "a queen who tells terrible jokes" }],
  "pirate-ship": [{ style: "fearsome", description: "a black ship that hunts merchant fleets" }, { style: "funny", description: "a leaky old tub with a cheerful crew" }],
  robot: [{ kind: "helper", description: "a robot that cleans the kitchen" }, { kind: "battle", description: "a giant robot that defends the city" }],
  steampunk: [{ kind: "character", description: "an inventor of flying machines" }, { kind: "airship", description: "a brass airship carrying mail over London" }],
  unicorn: [{ style: "majestic", description: "a silver unicorn that lives in the moonlit forest" }, { style: "funny", description: "a unicorn who loves pizza" }],
  "halloween-costume": [{ style: "punny", description: "a ghost costume for a party" }, { style: "group", description: "four friends dressed as witches" }],
  "roller-derby": [{ realName: "Maya", style: "fierce", description: "a fast jammer who loves heavy metal" }, { style: "punny", description: "a blocker who used to be a librarian" }],
  "book-title": [{ description: "a thriller about a detective hunting a serial killer in a snowbound Alaskan town" }, { genre: "romance", description: "two rival bakers fall in love during a summer baking contest" }],
  "poetry-title": [{ mood: "melancholic", description: "a poem about my grandmother's garden after she died" }, { description: "a poem about the sea at night" }],
  screenplay: [{ genre: "drama", description: "a family reunites at their father's farm before it is sold" }, { genre: "thriller", description: "a hacker discovers her company is spying on everyone" }],
  song: [{ description: "a breakup song about driving alone at night" }, { mood: "happy", description: "summer with friends at the beach" }],
  "fan-fiction": [{ fandom: "Harry Potter", genre: "romance", description: "Draco and Hermione stuck in the library" }, { description: "the crew of a starship stranded on an ice planet" }],
  "comic-book": [{ genre: "superhero", description: "a teenage girl who controls electricity" }, { description: "a detective cat solving crimes in a city of animals" }],
  game: [{ description: "a cozy farming game where you befriend forest spirits" }, { description: "a roguelike about escaping a haunted lighthouse" }],
  restaurant: [{ cuisine: "italian", description: "a small family trattoria with handmade pasta" }, { description: "a Mexican taqueria with homemade tortillas" }],
  "handmade-business": [{ craft: "pottery", description: "handmade mugs and bowls in earthy glazes" }, { description: "knitted baby blankets from organic wool" }],
  "fashion-brand": [{ description: "sustainable linen clothing for women" }, { description: "streetwear inspired by skateboarding" }],
  "candle-business": [{ description: "soy candles with cozy autumn scents" }, { description: "hand-poured candles in recycled wine bottles" }],
  "jewelry-brand": [{ description: "minimalist silver rings and necklaces" }, { description: "colourful beaded earrings made by hand" }],
  "car-dealership": [{ focus: "used", description: "affordable used cars for first-time drivers" }, { description: "a family-run dealership selling electric cars" }],
  "photography-business": [{ focus: "wedding", description: "natural, candid wedding photos outdoors" }, { description: "pet portraits in a cozy studio" }],
  "event-planning-business": [{ focus: "weddings", description: "elegant weddings in vineyards" }, { description: "children's birthday parties with a theme" }],
  "city-business": [{ city: "Leeds", business: "bike repair", description: "fast bike repairs for commuters" }, { description: "a neighbourhood bookshop with a café" }],
  "coffee-shop": [{ description: "a cozy café with books and rainy day vibes" }, { description: "specialty coffee and vinyl records" }],
  bakery: [{ focus: "artisan", description: "sourdough bread and cinnamon buns" }, { description: "gluten-free cakes and cupcakes" }],
  "hotel-resort": [{ setting: "beach", description: "a quiet boutique hotel by the sea" }, { description: "a mountain lodge for skiers" }],
  "travel-agency": [{ focus: "adventure", description: "hiking and kayaking trips in Norway" }, { description: "luxury honeymoon trips" }],
  "real-estate": [{ focus: "residential", description: "family homes in quiet suburbs" }, { description: "downtown apartments for young professionals" }],
  barbershop: [{ description: "classic cuts and hot towel shaves" }, { description: "a modern barbershop with craft beer" }],
  "tattoo-shop": [{ description: "fine-line botanical tattoos" }, { description: "traditional American tattoos and walk-ins" }],
  florist: [{ description: "wildflower bouquets and wedding flowers" }, { description: "dried flower arrangements delivered by bike" }],
  "car-wash": [{ description: "eco-friendly hand car wash" }, { description: "a fast drive-through car wash open all night" }],
  pet: [{ petType: "rabbit", description: "a fluffy white rabbit who loves carrots" }, { petType: "parrot", description: "a green parrot who whistles" }],
  dog: [{ description: "a big black Labrador who loves swimming" }, { style: "cute", description: "a tiny fluffy puppy" }],
  cat: [{ description: "a grey Persian who sleeps all day" }, { style: "quirky", description: "an orange tabby who steals socks" }],
  horse: [{ horseType: "race", description: "a fast chestnut thoroughbred" }, { description: "a gentle old mare for children" }],
  "warrior-cat": [{ clan: "riverclan", description: "a grey tabby she-cat who loves swimming" }, { description: "a black tom with green eyes" }],
  baby: [{ gender: "girl", style: "nature", description: "we love the sea and wildflowers" }, { gender: "boy", description: "strong and classic" }],
  "luxury-brand": [{ style: "french", description: "silk scarves and leather gloves" }, { description: "fine jewellery with diamonds" }],
  blog: [{ description: "budget travel tips for families with toddlers" }, { description: "honest reviews of cheap home espresso machines" }],
  "personal-blog": [{ description: "my slow life in a cottage, baking and knitting" }, { description: "running my first marathon at fifty" }],
};

function sentences(text: string): string[] {
  // "J. K. Rowling" and "Co." do not end a sentence.
  return text.split(/(?<=[a-z)'’][.!?])\s+(?=[A-Z'‘])/).map((s) => s.trim()).filter(Boolean);
}

describe("name origins (issue 14)", () => {
  for (const [slug, inputs] of Object.entries(CASES)) {
    it(`${slug}: every name has its own origin sentence, about the name, not the joining`, () => {
      const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
      expect(generator, slug).toBeDefined();
      for (const [i, input] of inputs.entries()) {
        for (const seed of [7, 31]) {
          const names = generateOffline({ generator: generator!, input, count: 7, random: seededRandom(seed + i) }) as unknown as Record<string, string>[];
          expect(names.length).toBeGreaterThan(0);
          const seen = new Map<string, string>();
          for (const n of names) {
            const origin = String(n.name_origin ?? "");
            expect(origin, `${slug}: ${n.name}`).not.toBe("");
            expect(origin, `${slug}: ${n.name} narrates the mechanics`).not.toMatch(MECHANICS);
            for (const s of sentences(origin)) {
              expect(seen.get(s), `${slug} ${JSON.stringify(input)}: "${s}" is shared by ${seen.get(s)} and ${n.name}`).toBeUndefined();
              seen.set(s, n.name);
              expect(`${n.meaning} ${n.why_it_fits}`, `${slug}: ${n.name}'s origin repeats its meaning or why`).not.toContain(s);
            }
          }
        }
      }
    });
  }
});

// The tradition a shape comes from is said once in a result, not in every name's origin.
const TRADITIONS: [string, Record<string, string>, RegExp][] = [
  ["spy", { description: "a retired ballerina who now cracks safes" }, /intelligence services/],
  ["villain", { description: "a corrupt mayor who wants to rule the city" }, /named for the deed/],
  ["pirate", { description: "a cook who became captain after a mutiny" }, /Golden Age crews/],
  ["jewelry-brand", { description: "minimalist silver rings and necklaces" }, /ampersand style independent shops favour/],
  ["luxury-brand", { style: "french", description: "silk scarves and leather gloves" }, /ampersand of old jewellers' signs/],
  ["book-title", { genre: "fantasy", description: "a girl who finds a map to a lost city" }, /like The Hound of the Baskervilles/],
];

describe("a shape's tradition is said once per result (issue 14)", () => {
  for (const [slug, input, tradition] of TRADITIONS) {
    it(`${slug}: ${tradition.source} in one origin at most`, () => {
      const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
      for (const seed of [3, 7, 31, 77]) {
        const names = generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as unknown as Record<string, string>[];
        const telling = names.filter((n) => tradition.test(n.name_origin)).map((n) => n.name);
        expect(telling.length, `${slug} seed ${seed}: ${telling.join(", ")}`).toBeLessThanOrEqual(1);
        // What is left of a shortened origin is a sentence of its own.
        for (const n of names) expect(n.name_origin, n.name).toMatch(/^[A-Z'‘].*[a-z)'’]\.$/);
      }
    });
  }

  it("steampunk: a gendered title goes with a given name of that gender", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "steampunk")!;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const names = generateOffline({ generator, input: { kind: "character", description: "an inventor of flying machines" }, count: 7, random: seededRandom(seed) });
      for (const n of names) expect(n.name).not.toMatch(/^(Lady|Madame) (Percival|Erasmus|Archibald|Bartholomew|Cornelius|Thaddeus|Augustus|Montgomery|Reginald|Horatio)\b|^(Lord|Sir) (Ada|Henrietta|Philippa|Lavinia|Beatrice|Cordelia|Evangeline|Theodora|Octavia|Winifred)\b/);
    }
  });
});
