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

type Explained = { name: string; meaning: string; why_it_fits: string };

function results(slug: string, input: Record<string, string>, runs = 12) {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return Array.from({ length: runs }, (_, i) => generateOffline({ generator, input, count: 7, random: seededRandom(i * 7919 + 11) }) as unknown as Explained[]);
}

describe("pet names answer the description", () => {
  it("a sock-stealing terrier gets names about its habit and its look in most results", () => {
    const about = /sock|bandit|thief|pickpocket|rascal|loot|robin hood|outlaw|klepto|swiper|houdini|scruff|scraps|ragamuffin|tuft|mop|muddle|shaggy|bedhead|scrappy|digger|rags|peanut|pip|bean|tiny|button|pixie|minnie|squirt|sprout|tater|nugget|mini|bitsy|shrimp|titch/i;
    const rs = results("dog", { description: "a shaggy little terrier who steals socks from the laundry" });
    const hits = rs.map((r) => r.filter((n) => about.test(n.name)).length);
    expect(hits.filter((h) => h >= 1).length).toBeGreaterThanOrEqual(10);
    expect(hits.reduce((a, b) => a + b, 0) / rs.length).toBeGreaterThanOrEqual(1.5);
  });

  it("a ginger cat who sleeps all day gets ginger and sleepy names, and explanations quote the visitor's word", () => {
    const rs = results("cat", { description: "a fat ginger tom who sleeps all day" });
    const quoted = rs.flat().filter((n) => /'(ginger|fat|sleeps|sleep)'/.test(n.why_it_fits));
    expect(quoted.length).toBeGreaterThanOrEqual(rs.length * 1.5);
  });

  it("a fish or a lizard described as fluffy is never given a furry name", () => {
    for (const petType of ["fish", "lizard"]) {
      for (const n of results("pet", { petType, description: "a fluffy little thing, very soft" }).flat()) {
        expect(`${n.name} ${n.meaning}`, n.name).not.toMatch(/fluff|\bfur|fuzz|shaggy|whisker|\bpaws?\b|teddy|woolly|curl/i);
      }
    }
  });

  it("a bearded dragon is not given a snake's, a turtle's or a gecko's name", () => {
    for (const n of results("pet", { petType: "bearded dragon", description: "a bearded dragon who loves crickets" }).flat()) {
      expect(`${n.name} ${n.meaning} ${n.why_it_fits}`, n.name).not.toMatch(/\b(snake|python|turtle|tortoise|shell|gecko)s?\b/i);
    }
  });

  it("no one name comes back in most runs", () => {
    const rs = results("cat", { style: "quirky", description: "a ginger tabby who steals food" }, 20);
    const counts = new Map<string, number>();
    for (const n of rs.flat()) counts.set(n.name, (counts.get(n.name) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(5);
  });

  it("a pair of animals can be named as a pair", () => {
    const names = results("pet", { petType: "goldfish", description: "a pair of goldfish in one tank" }).flat().map((n) => n.name);
    expect(names.some((n) => / and /.test(n))).toBe(true);
  });
});


describe("a pet page's names speak of the visitor's animal only", () => {
  const OTHERS: Record<string, RegExp> = {
    dog: /\b(cats?|kittens?|horses?|ponies|pony|frogs?|rabbits?|parrots?|fish|hamsters?)\b/i,
    cat: /\b(dogs?|pupp(y|ies)|horses?|ponies|pony|frogs?|rabbits?|parrots?|hamsters?)\b/i,
    horse: /\b(dogs?|pupp(y|ies)|cats?|kittens?|frogs?|rabbits?|parrots?|hamsters?)\b/i,
  };
  const REQUESTS: [string, Record<string, string>][] = [
    ["dog", { description: "a lazy old basset hound who snores" }],
    ["dog", { style: "funny", description: "a tiny fluffy white puppy who loves cuddles" }],
    ["cat", { style: "funny", description: "an orange tabby who knocks everything off tables" }],
    ["horse", { description: "a calm grey pony for a child's first lessons" }],
  ];
  it("no name's story is another animal's ('Garfield, a cat who loves lasagne' for a dog, 'Pippa, lover of horses')", () => {
    for (const [slug, input] of REQUESTS) {
      const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
      for (let seed = 1; seed <= 60; seed++) {
        for (const n of generateOffline({ generator, input, count: 7, random: seededRandom(seed * 7919 + 3) })) {
          const said = "meaning" in n ? `${n.name} ${n.meaning} ${n.why_it_fits} ${n.name_origin}` : n.name;
          expect(said, `${slug}: ${n.name}`).not.toMatch(OTHERS[slug]);
        }
      }
    }
  });
});

describe("a famous namesake's habits", () => {
  it("are never said of the visitor's pet ('Garfield: a cat who loves lasagne' for an orange tabby who knocks things over)", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "cat")!;
    const said = Array.from({ length: 100 }, (_, i) => generateOffline({ generator, input: { style: "quirky", description: "a chubby orange tabby who knocks cups off tables" }, count: 7, random: seededRandom(i * 7919 + 5) })).flat();
    expect(said.some((n) => n.name === "Garfield")).toBe(true);
    expect(said.filter((n) => "meaning" in n && /lasagne/i.test(`${n.meaning} ${n.why_it_fits}`)).map((n) => n.name)).toEqual([]);
  });
});

describe("a pet's title agrees with the sex the description gives", () => {
  const REQUESTS: [string, Record<string, string>, RegExp][] = [
    ["horse", { description: "a chestnut mare, fast and fiery" }, /\b(Lord|Sir|Mister|King|Prince|Duke|Baron|Uncle)\b/],
    ["dog", { description: "a big male rottweiler, very protective" }, /\b(Lady|Miss|Princess|Queen|Duchess|Countess|Auntie)\b/],
    ["cat", { description: "a sweet little girl kitten with white paws" }, /\b(Lord|Sir|Mister|King|Prince|Duke|Baron|Uncle)\b|Gentle Ben/],
  ];
  it("a mare is never 'Lord Shiloh', a male rottweiler never 'Lady Willow', a girl kitten never 'Mister Snowflake'", () => {
    for (const [slug, input, other] of REQUESTS) {
      const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
      for (let seed = 1; seed <= 30; seed++) for (const n of generateOffline({ generator, input, count: 7, random: seededRandom(seed) })) expect(n.name, slug).not.toMatch(other);
    }
  });
});

describe("a pet whose sex the description gives", () => {
  it("is offered no plain name of the other sex ('Bonnie' for a gelding, 'Bruno' for a girl poodle)", () => {
    const women = /^(Bonnie|Holly|Sadie|Bella|Daisy|Rosie|Penny|Hazel|Ivy|Lily|Willow|Lottie|Freya|Ruby|Maggie|Nala|Stella|Tilly|Cleo)$/;
    const men = /^(Bruno|Wilbur|Theo|Marcel|Milo|Jack|Teddy|Walter|Jasper|Napoleon|Percival|Alexander|Henry|Julian|Archie|Otto)$/;
    for (const [slug, description, wrong] of [
      ["horse", "a gentle grey gelding who loves children", women],
      ["dog", "a male rottweiler puppy, big and goofy", women],
      ["dog", "a fluffy female poodle who loves the beach", men],
      ["cat", "a tiny black girl kitten who is very shy", men],
    ] as const) {
      const list = names(slug, { description });
      expect(list.filter((n) => wrong.test(n)), description).toEqual([]);
      expect(new Set(list).size, description).toBeGreaterThan(list.length * 0.7);
    }
  });
});

describe("a family or grand title agrees with the name after it", () => {
  it("no 'Uncle Rosie', 'Sir Maisie' or 'Auntie Max', whatever the animal", () => {
    const him = /^(Uncle|Sir|Lord|Mister|Count|Baron|Duke|King|Prince)\b/;
    const her = /^(Auntie|Aunt|Lady|Miss|Countess|Duchess|Queen|Princess|Dame)\b/;
    const girls = /\b(Rosie|Maisie|Bonnie|Mabel|Lottie|Bertha|Belle|Daisy|Molly|Poppy|Winnie|Hattie|Elsie|Ellie|Annie|Polly|Flossie|Nancy|Penny|Ruby)$/;
    const boys = /\b(Max|Bruno|Teddy|Barney|Hank|Gus|Duke|Rocky|Milo|Otis|Rufus|Buster|Toby|Jasper|Winston|Hamish|Fergus|Boris|Barnaby|Hector)$/;
    const requests: [string, Record<string, string>][] = [
      ["horse", { horseType: "draft", description: "a gentle giant Shire horse, black with white feathers" }],
      ["horse", { description: "a gentle grey horse who loves apples" }],
      ["dog", { description: "a scruffy terrier who steals socks" }],
      ["cat", { style: "cute", description: "a fluffy tabby who sleeps all day" }],
      ["pet", { petType: "rabbit", description: "a fluffy white rabbit who loves carrots" }],
      ["pet", { petType: "guinea pig", description: "a brown guinea pig who squeaks at the fridge" }],
    ];
    const wrong: string[] = [];
    for (const [slug, input] of requests) {
      const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
      for (let seed = 1; seed <= 60; seed++) for (const n of generateOffline({ generator, input, count: 7, random: seededRandom(seed) })) {
        if ((him.test(n.name) && girls.test(n.name)) || (her.test(n.name) && boys.test(n.name))) wrong.push(n.name);
      }
    }
    expect(wrong).toEqual([]);
  });
});
