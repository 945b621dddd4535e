import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";
import { grammarProblems } from "../grammar-lint";
import { nameGender } from "../core/name-gender";

function run(slug: string, input: Record<string, string>, seed: number, count = 7): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateOffline({ generator, input, count, random: seededRandom(seed) }) as GeneralName[];
}

const names = (slug: string, input: Record<string, string>, seeds = 4) => Array.from({ length: seeds }, (_, i) => run(slug, input, i + 1)).flat();
const sentences = (n: GeneralName) => `${n.meaning} ${n.why_it_fits}`.split(/(?<=[.!?])\s+/);

describe("people read from the description", () => {
  it("a librarian who stops time gets names of time or books, not a tsunami", () => {
    const all = names("superhero", { description: "a librarian who can stop time" });
    const fitting = all.filter((n) => /'(librarian|time|stop)'/.test(n.why_it_fits));
    expect(fitting.length / all.length).toBeGreaterThanOrEqual(0.7);
    expect(all.map((n) => n.name).join(" ")).not.toMatch(/Tsunami/);
  });

  it("a superhero's meanings are not one shared template ('names the hero's power')", () => {
    for (const n of names("superhero", { description: "a shy teenager who can talk to birds and fly with them" })) expect(n.meaning).not.toMatch(/names the hero's power/);
  });

  it("a retired ballerina who cracks safes gets codenames from dance and locks, citing her words", () => {
    const all = names("spy", { description: "a retired ballerina who now cracks safes" });
    const fitting = all.filter((n) => /'(ballerina|safes|cracks)'/.test(n.why_it_fits));
    expect(fitting.length / all.length).toBeGreaterThanOrEqual(0.6);
    expect(all.map((n) => n.name).join(" ")).toMatch(/Pointe|Arabesque|Pirouette|Tumbler|Lockpick|Skeleton Key|Combination|Vault/);
  });

  it("a gambling cowboy's nicknames come from the card table", () => {
    const all = names("cowboy", { description: "a gambler who never loses at poker" });
    expect(all.filter((n) => /Ace|Blackjack|Jackpot|Wildcard|High Roller|Double Down|Sterling|Bullion|Full House|Poker Face|Royal Flush|Snake Eyes|Deuces|Ante|Lady Luck/.test(n.name)).length).toBeGreaterThanOrEqual(all.length / 2);
  });

  it("a poisoner villain is named from chemistry, and 'safe' as in 'keeps the town safe' is no safecracker", () => {
    const v = names("villain", { description: "a bitter chemist who wants to poison the city" });
    expect(v.filter((n) => /Catalyst|Arsenic|Hemlock|Mercury|Alchemist|Venom|Reagent|Nightshade|Belladonna|Cyanide|Beaker|Isotope|Titration|Foxglove|Compound|Elixir|Toxin|Vial|Solvent|Bunsen/.test(n.name)).length).toBeGreaterThanOrEqual(v.length / 2);
    const sheriff = names("cowboy", { style: "sheriff", description: "a sheriff who keeps a quiet town safe" });
    expect(sheriff.map((n) => n.name).join(" ")).not.toMatch(/Tumbler|Lockpick|Vault|Heist|Deadbolt/);
  });

  it("a pirate's own word 'pirate' points at nothing: a cheerful cook is not a lockpick", () => {
    const all = names("pirate", { description: "a cheerful pirate cook who loves parrots" });
    expect(all.map((n) => n.name).join(" ")).not.toMatch(/Lockpick|Vault|Sleight|Heist/);
    expect(all.filter((n) => /'(cheerful|cook|parrots)'/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(all.length / 2);
  });

  it("character names say what their own given name and surname mean", () => {
    for (const n of names("character", { description: "a grumpy retired sea captain who runs a lighthouse" })) {
      expect(n.meaning).not.toMatch(/a first name you would meet today/);
      expect(n.meaning).toMatch(new RegExp(n.name.split(" ").pop()!));
    }
  });

  it("no sentence is shared within a result, and the English is clean", () => {
    const requests: [string, Record<string, string>][] = [
      ["superhero", { description: "a nurse who can heal anyone by touch" }],
      ["spy", { style: "classic", description: "a hacker posing as a wine merchant in Vienna" }],
      ["spy", { style: "funny", description: "a clumsy spy who keeps losing his gadgets" }],
      ["cowboy", { style: "outlaw", description: "a retired bank robber turned preacher" }],
      ["villain", { style: "dark-lord", description: "a fallen king who wants to rule the world from his ice throne" }],
      ["pirate", { style: "funny", description: "a seasick pirate who is scared of water" }],
      ["character", { genre: "noir", description: "a tired private detective with a gambling debt" }],
    ];
    for (const [slug, input] of requests) {
      for (let seed = 1; seed <= 3; seed++) {
        const result = run(slug, input, seed);
        expect(result.length).toBe(7);
        const all = result.flatMap(sentences);
        expect(new Set(all).size).toBe(all.length);
        for (const n of result) expect(grammarProblems(sentences(n).join(" "))).toEqual([]);
      }
    }
  });

  it("a word's other senses lead nowhere: a widower whose wife died is not offered dice and card games", () => {
    const all = names("villain", { style: "tragic", description: "a gardener whose plants turned deadly after his wife died" });
    expect(all.map((n) => n.name).join(" ")).not.toMatch(/Ace|Blackjack|Bullion|Jackpot|Wildcard|High Roller|Double Down|Sterling/);
    expect(all.filter((n) => /'(gardener|plants|wife|died|deadly)'/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(all.length / 2);
  });

  it("a legendary captain who buried gold gets a treasure nickname, not only a stock sea surname", () => {
    const all = names("pirate", { style: "legendary", description: "an old captain who buried gold on a haunted island" });
    expect(all.map((n) => n.name).join(" ")).toMatch(/Doubloon|Pieces of Eight|Goldtooth|Spade|Strongbox|Compass|Plunder|Bullion/);
  });

  it("a singer who shatters glass is named for her voice, and a western schoolteacher gets no surname from today's mixed world", () => {
    const hero = names("superhero", { description: "a singer who can shatter glass with her voice" });
    expect(hero.map((n) => n.name).join(" ")).toMatch(/Sonic|Resonance|Shatter|Siren|Decibel|Banshee|Shockwave|High Note/);
    const western = names("character", { genre: "western", description: "a schoolteacher in a dusty town" }, 8);
    expect(western.map((n) => n.name).join(" ")).not.toMatch(/Okafor|Tanaka|Navarro|Lindqvist|Kowalski|Reyes|Moreau|Delacroix/);
  });

  it("what a pirate fears is not their gift: scared of water gives no master of water, a sheriff cites her own words", () => {
    const all = names("pirate", { style: "funny", description: "a seasick pirate who is scared of water" });
    expect(all.filter((n) => /'water'/.test(n.why_it_fits))).toEqual([]);
    const hero = names("superhero", { description: "a librarian who can stop time" });
    expect(hero.some((n) => /'time' in your description/.test(n.why_it_fits))).toBe(true);
    const sheriff = names("cowboy", { style: "sheriff", gender: "female", description: "a sharpshooter sheriff who keeps a quiet town safe" });
    for (const n of sheriff) expect(n.why_it_fits).not.toMatch(/lawman's name/);
  });

  it("a 'secret royal past' is not a power over time, and a fantasy family name says what its parts are", () => {
    const all = names("character", { genre: "fantasy", gender: "female", description: "a young thief with a silver tongue and a secret royal past" });
    for (const n of all) {
      expect(n.why_it_fits).not.toMatch(/'past'/);
      expect(n.meaning).not.toMatch(/ means [a-z ]+ by /);
    }
  });

  it("a power typed in the power field is the power they chose, not a word of the description", () => {
    for (const n of names("superhero", { power: "super speed", gender: "female", description: "a pizza delivery girl in New York" })) expect(n.why_it_fits).not.toMatch(/'speed' in your description/);
  });

  it("a seasick pirate's names are mostly new on every request", () => {
    const all = [1, 2, 3, 4, 5].flatMap((run_) => run("pirate", { style: "funny", description: "a seasick pirate who is scared of water" }, run_ * 7919 + 3).map((n) => n.name));
    expect(new Set(all).size / all.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe("people from descriptions the motif table did not know before", () => {
  it("a hero who controls magnets is named for magnetism, never for a hunger for power", () => {
    const all = names("superhero", { description: "a skateboarder who controls magnets" });
    expect(all.filter((n) => /'magnets'/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(all.length / 2);
    for (const n of all) expect(n.why_it_fits).not.toMatch(/hunger for power/);
  });

  it("a nurse who heals, a janitor who walks through walls and a mail carrier who teleports get their own gift", () => {
    const cases: [string, RegExp][] = [
      ["a nurse who can heal with a touch", /healer's hands/],
      ["an old janitor who can walk through walls", /through solid things/],
      ["a mail carrier who can teleport", /anywhere to anywhere/],
    ];
    for (const [description, gift] of cases) {
      const all = names("superhero", { description });
      expect(all.filter((n) => gift.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(all.length / 2);
    }
  });

  it("villains and spies take the description's trade, not a generic codename", () => {
    const ceo = names("villain", { description: "a corporate CEO who buys the sun" });
    expect(ceo.filter((n) => /'(ceo|corporate|buys|sun)'/i.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(ceo.length * 0.6);
    const knitter = names("spy", { description: "a grandmother who knits coded messages" });
    expect(knitter.filter((n) => /'(knits|coded|messages)'/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(knitter.length * 0.6);
    const ballerina = names("spy", { description: "a retired ballerina who now cracks safes" });
    expect(ballerina.filter((n) => /gives nothing away/.test(n.why_it_fits)).length).toBeLessThanOrEqual(ballerina.length * 0.15);
  });

  it("a pirate's water is the sea: no river or plumbing words", () => {
    const all = [...names("pirate", { description: "a pirate who can command the water" }, 8), ...names("pirate", { style: "fearsome", description: "a captain who floods enemy ships" }, 8)];
    expect(all.map((n) => n.name).join(" ")).not.toMatch(/Aquifer|Riverbed|Wellspring|Downstream|Rainmaker|Floodgate|Reservoir|Waterworks/);
  });

  it("a two-word word takes no title of its own: no 'Sir Queen Bee' or 'Count Tin Soldier'", () => {
    const hero = names("superhero", { gender: "male", description: "a beekeeper who commands a swarm of insects" }, 8);
    for (const n of hero) expect(n.name).not.toMatch(/^(Sir|Mister|Doctor|Professor|Kid|Night) \S+ \S+/);
    const villain = names("villain", { description: "a toymaker whose toys come alive at night" }, 8);
    for (const n of villain) expect(n.name).not.toMatch(/^(Count|Baron|Doctor|Professor|Madame|Mister|Lord|General) \S+ \S+/);
  });

  it("a wizard's apprentice left at the default setting gets a fantasy name, not a contemporary one", () => {
    const all = names("character", { description: "a nervous young wizard apprentice" });
    for (const n of all) expect(n.why_it_fits).not.toMatch(/contemporary/);
    expect(all.filter((n) => /fantasy|ballad|bard|royal court|dragons|['"](wizard|apprentice|nervous|young)['"]/.test(n.why_it_fits)).length).toBe(all.length);
    const chosen = names("character", { genre: "noir", description: "a nervous young wizard apprentice" });
    for (const n of chosen) expect(n.why_it_fits).not.toMatch(/fantasy/);
  });

  it("a title agrees with the gender the description gives: no 'Lord Hurricane' for a weather woman", () => {
    const her = names("villain", { description: "a weather woman who causes hurricanes" }, 8);
    for (const n of her) expect(n.name).not.toMatch(/^(Baron|Count|Lord|Mister|Dark Lord|High Lord) /);
    const him = names("villain", { style: "dark-lord", description: "a fallen king who wants to rule the world from his ice throne" }, 8);
    for (const n of him) expect(n.name).not.toMatch(/^(Madame|Night Empress|Dread Queen) /);
    const girl = names("superhero", { description: "a girl who talks to plants and makes them grow" }, 8);
    for (const n of girl) expect(n.name).not.toMatch(/^(Sir|Mister) | Man$/);
  });

  it("what they turned away from is not their name: a pirate who hoards books instead of gold is not named for gold", () => {
    const all = names("pirate", { style: "funny", description: "a pirate librarian who hoards books instead of gold" });
    for (const n of all) expect(n.why_it_fits).not.toMatch(/'gold'/);
    const hero = names("superhero", { description: "an accountant who can multiply himself" });
    expect(hero.filter((n) => /'(accountant|multiply)'/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(hero.length * 0.7);
  });

  it("'runs a ranch' is not a gift of speed", () => {
    const all = names("cowboy", { style: "rancher", description: "a widow who runs the biggest cattle ranch in Texas" });
    for (const n of all) expect(n.why_it_fits).not.toMatch(/'runs'/);
  });
});

describe("a person's gender from the whole description", () => {
  it("'a young prince who hates his crown' gets men's names even though 'who hates…' is left out of the name words", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "character")!;
    for (let seed = 1; seed <= 12; seed++) {
      for (const n of generateOffline({ generator, input: { description: "a young prince who hates his crown" }, count: 7, random: seededRandom(seed) })) expect(nameGender(n.name), n.name).not.toBe("female");
    }
  });

  it("an elf queen gets women's names on the fantasy page", () => {
    const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "fantasy")!;
    for (let seed = 1; seed <= 12; seed++) {
      for (const n of generateOffline({ generator, input: { description: "an elf queen of the forest" }, count: 7, random: seededRandom(seed) })) expect(nameGender(n.name), n.name).not.toBe("male");
    }
  });
});

describe("the description's key trait, in the sense the visitor meant", () => {
  const joined = (all: GeneralName[]) => all.map((n) => n.name).join(" | ");

  it("a hero of electricity is named for sparks and current, not wind and rain", () => {
    const all = names("superhero", { description: "a boy who throws sparks from his fingertips", power: "electricity" });
    expect(joined(all)).not.toMatch(/Cyclone|Gale|Zephyr|Downpour|Whirlwind|Hurricane|Tailspin|Tempest/);
    const electric = all.filter((n) => /Volt|Surge|Static|Live ?[Ww]ire|Spark|Lightning|Arc|Ampere|Dynamo|Circuit|Kilowatt|Megawatt|Thunderbolt|Jolt|Flashover|Tesla/.test(n.name));
    expect(electric.length).toBeGreaterThanOrEqual(all.length / 2);
  });

  it("a firefighter fights fire: no fire-starting words", () => {
    const all = names("superhero", { description: "a firefighter who never gives up", gender: "female" });
    expect(joined(all)).not.toMatch(/Tinder|Kindle|Wildfire|Inferno|Matchstick|Pyre|Bonfire|Sparkler|Firebrand|Scorch|Blaze/);
    expect(all.filter((n) => /'firefighter'/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(all.length / 2);
  });

  it("a monster of the marsh is named for the marsh or for a monster, not for thrones and anvils", () => {
    const all = names("villain", { style: "monster", description: "a slimy thing that crawls out of the marsh" });
    expect(joined(all)).not.toMatch(/Despot|Autocrat|Anvil|Ironclad|Bedrock|Sovereign|Tyrant/);
    expect(all.filter((n) => /'(marsh|slimy)'/.test(n.why_it_fits)).length).toBeGreaterThanOrEqual(all.length / 2);
  });

  it("a cartoon villain for children is silly, not grim", () => {
    const all = names("villain", { style: "comic", description: "a goofy bad guy for a children's show" });
    expect(joined(all)).not.toMatch(/Spite|Venom|Rancour|Blackheart|Grudge|Nightshade|Umbra|Shroud|Midnight|Overlord|Cyanide|Arsenic|Vendetta/);
    for (const n of all) expect(n.why_it_fits).not.toMatch(/learn to fear|ransom note|silence it/);
  });

  it("a dark sorcerer is no stage magician, and takes no famous title", () => {
    const all = names("villain", { style: "dark-lord", description: "a wicked warlock who wants the throne" }, 8);
    expect(joined(all)).not.toMatch(/Prestige|Hocus|Abracadabra|Sleight|Illusionist|Stardust|Cantrip|Iron Throne/);
    const king = names("villain", { description: "a cruel king on an iron throne who rules with an iron fist" }, 12);
    expect(joined(king)).not.toMatch(/^The Iron Throne$|\| The Iron Throne|The Iron Fist|The Last Tycoon/);
  });

  it("a pirate queen rules a crew, not a hive, and a 'female' pirate is no animal", () => {
    const all = names("pirate", { style: "legendary", gender: "female", description: "a pirate queen of the southern seas" }, 6);
    expect(joined(all)).not.toMatch(/Swarm|Hive|Stinger|Mantis|Silk|Queen Bee|Packleader|Howl|Menagerie|Wildheart/);
    const hero = names("superhero", { description: "a female scientist who shrinks to the size of an ant" });
    expect(joined(hero)).not.toMatch(/Packleader|Howl|Menagerie|Wildheart|Lodestar/);
  });

  it("pirate facts are right: Anne Bonny sailed with Calico Jack, and pirates drink rum, not saloon whiskey", () => {
    const all = names("pirate", { description: "a pirate who drinks too much rum" }, 10);
    for (const n of all) {
      expect(`${n.meaning} ${n.name_origin}`).not.toMatch(/sailed with him|saloon|Whiskey|Sarsaparilla/);
      expect(n.name).not.toMatch(/^(Captain )?Anne .*Bonny$|^(Captain )?Jack .*Rackham$|^(Captain )?Edward .*Teach$/);
    }
  });

  it("a hero's and a villain's origins are their own, not one sentence with the name swapped", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const heroes = run("superhero", { description: "a nurse who can walk through walls" }, seed);
      for (const n of heroes) expect(n.name_origin).not.toMatch(/comic books have dressed hero names/);
      const tails = heroes.map((n) => n.name_origin.replace(/^'[^']+' comes from [^,]+,?/, ""));
      expect(new Set(tails).size).toBeGreaterThanOrEqual(5);
      const villains = run("villain", { description: "a jealous violinist who wants revenge" }, seed);
      expect(villains.filter((n) => /named for the deed, not the birth name/.test(n.name_origin)).length).toBeLessThanOrEqual(1);
    }
  });

  it("'shoots lightning' is a gift of lightning, not a gunslinger's aim", () => {
    const all = names("superhero", { description: "a girl who shoots lightning out of her eyes" });
    expect(joined(all)).not.toMatch(/Crosshair|Buckshot|One Shot|Deadeye|Trigger|Bullseye|Sureshot/);
  });
});
