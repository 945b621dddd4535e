import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

// YouTube channel names a visitor would notice: their subject whole, never half of it or the trouble they named.

function channels(input: Record<string, string>, seed: number): string[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "youtube-channel");
  if (!generator) throw new Error("no youtube-channel generator");
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }).map((n) => n.name);
}

const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe("YouTube channel names", () => {
  it("'street food' stays whole: never 'Street Made Simple' or 'Cheap Street Pantry'", () => {
    for (const seed of seeds) for (const n of channels({ description: "reviewing cheap street food in Bangkok" }, seed)) if (/Street/.test(n)) expect(n).toMatch(/Street Food/);
  });

  it("'back pain' gives neither 'Back Reps' nor 'Pain Still' (only 'Back-Friendly', which is kind to it)", () => {
    for (const seed of seeds) for (const n of channels({ niche: "fitness", description: "yoga for people with back pain" }, seed)) expect(n).not.toMatch(/\b(Back(?!-Friendly)|Pain)\b/);
  });

  it("who watches ('beginners') is seldom the subject: most names carry what the videos are about", () => {
    let beginner = 0;
    let subject = 0;
    for (const seed of seeds) {
      for (const n of channels({ description: "woodworking for beginners" }, seed)) {
        if (/Beginner/.test(n)) beginner++;
        if (/Woodworking/.test(n)) subject++;
      }
    }
    expect(beginner).toBeLessThanOrEqual(8);
    expect(subject).toBeGreaterThanOrEqual(35);
  });

  it("a channel word never says the subject again ('Vegan Dinner Supper')", () => {
    for (const seed of seeds) for (const n of channels({ niche: "cooking", description: "quick vegan dinners for students on a budget" }, seed)) expect(n).not.toMatch(/Dinner.*Supper|Supper.*Dinner/);
  });
});

/** What `seeds` requests give, the seeds 1, 2, 3… times `step`. */
function results(slug: string, input: Record<string, string>, seeds: number, step = 1): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return Array.from({ length: seeds }, (_, i) => generateOffline({ generator, input, count: 7, random: seededRandom((i + 1) * step) }) as GeneralName[]).flat();
}

describe("handles are made of what the person is about", () => {
  const handles = (slug: string, description: string) => results(slug, { description }, 12).map((n) => n.name);

  it("what they do ('writes', 'play') and empty words ('tips', 'things', 'videos') are not their interests", () => {
    for (const h of handles("twitter-handle", "a nurse who writes about money tips")) expect(h).not.toMatch(/writes|tips|things/i);
    for (const h of handles("username", "I play chess and love cats")) expect(h).not.toMatch(/play|love/i);
    for (const h of handles("tiktok-username", "I bake sourdough and post funny videos of my dog")) expect(h).not.toMatch(/videos|post(?!er)/i);
  });

  it("some handles keep the person's own words together: their phrase, what they are, what they join with 'and'", () => {
    const cases: [string, string, RegExp][] = [
      ["twitter-handle", "a nurse who posts about night shifts and coffee", /^(the[._]?)?night[._]?shifts?([._]?[a-z]+)?$|^(coffee|shift|night)[._]?nurse$|^shifts?[._]?and[._]?coffee$/i],
      ["username", "a gardener who grows tomatoes and keeps bees", /^tomato[._]?gardener$|^bee[._]?gardener$|^tomatoes[._]?and[._]?bees$/i],
      ["twitch", "I stream cozy farming games and chat", /^(the[._]?)?(cozy[._]?farming([._]?games?)?|farming[._]?games?)([._]?[a-z]+)?$|^games[._]?and[._]?chat$/i],
    ];
    for (const [slug, description, own] of cases) {
      const hs = handles(slug, description);
      expect(hs.filter((h) => own.test(h)).length, description).toBeGreaterThanOrEqual(hs.length * 0.15);
    }
  });

  it("a plural in -oes loses only its 's' or 'es' as the word says ('tomato', not 'tomatoe')", () => {
    for (const h of handles("username", "a gardener who grows tomatoes and potatoes")) expect(h).not.toMatch(/(tomatoe|potatoe)(?!s|cho)/i);
  });

  it("most handles carry one of their interests", () => {
    const hs = handles("username", "I play chess and love cats");
    expect(hs.filter((h) => /chess|cat/i.test(h)).length).toBeGreaterThan(hs.length * 0.6);
  });
});

describe("gaming clan names", () => {
  const clan = (input: Record<string, string>) => results("gaming-clan", input, 20, 7919);

  it("are made of what the clan says of itself: its creatures, hours, places and things ('The Night Owls', 'Weekend Squad', 'Wardens of Brazil')", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ description: "competitive Valorant team of night owls from Brazil" }, /Night Owl|Brazil/],
      [{ description: "a casual group of friends who play survival games on weekends" }, /Weekend|Survival/],
      [{ style: "honorable", game: "mmo", description: "dads who raid after the kids are asleep, fueled by coffee" }, /Dad|Coffee/],
    ];
    for (const [input, own] of cases) {
      const names = clan(input).map((n) => n.name);
      expect(names.filter((n) => own.test(n)).length, input.description).toBeGreaterThanOrEqual(names.length * 0.4);
    }
  });

  it("never name the clan for what any clan is, or for a word that is no noun ('Wardens of Group', 'Play Squad', 'Who Unit', 'Valorant Squad')", () => {
    for (const description of ["a casual group of friends who play survival games on weekends", "competitive Valorant team of night owls from Brazil", "a group of friends who play late at night"]) {
      for (const n of clan({ description })) expect(n.name, description).not.toMatch(/\b(Group|Friends?|Play|Games?|Team|Who|Casual|Competitive|Valorant|Late)\b/);
    }
  });

  it("say many of a creature as English does ('Couch Potatoes', never 'Potatos')", () => {
    for (const n of clan({ style: "funny", description: "a clan of couch potatoes who only play on sundays" })) expect(n.name).not.toMatch(/Potatos\b/);
    expect(clan({ style: "funny", description: "a clan of couch potatoes who only play on sundays" }).some((n) => /Potatoes/.test(n.name))).toBe(true);
  });

  it("explain the words that are in the name, not others ('Wolves of Game': \"Pairs 'Savage' with 'Wolves'\")", () => {
    for (const n of clan({ description: "competitive Valorant team of night owls from Brazil" })) {
      for (const quoted of n.meaning.match(/'[^']+'/g) ?? []) {
        const word = quoted.slice(1, -1);
        // The visitor's own words are quoted as they said them ("from your 'night owls'").
        if (/night owls|Brazil/.test(word)) continue;
        expect(n.name, n.meaning).toContain(word);
      }
    }
  });
});

describe("a handle's words belong together", () => {
  const handles = (slug: string, description: string) => results(slug, { description }, 25, 7919).map((n) => n.name);

  it("half of a thing is no interest: 'cold brew' gives ColdBrew, never 'cold_shadow' or 'coldcomet'", () => {
    for (const h of handles("username", "I like cold brew, hiking and indie games")) if (/cold/i.test(h)) expect(h).toMatch(/cold[._]?brew/i);
  });

  it("an interest may take a word that goes with it ('the_sourdough_crumb', 'summit.hiking')", () => {
    const all = handles("username", "nurse who bakes sourdough on weekends");
    expect(all.filter((h) => /sourdough/i.test(h) && /crumb|loaf|crust|rye|flour|proof|oven|hearth|wheat|knead|rise/i.test(h)).length).toBeGreaterThan(0);
  });
});

describe("a streamer's handles", () => {
  const handles = (slug: string, description: string) => results(slug, { description }, 12).map((n) => n.name);
  it("a game named with a capital is an interest ('ZeldaDrift'), and being a streamer is none ('theStreamerComet')", () => {
    const hs = handles("twitch", "speedrunner of old Zelda games who talks a lot");
    expect(hs.filter((h) => /zelda/i.test(h)).length).toBeGreaterThanOrEqual(hs.length * 0.3);
    for (const h of handles("twitch", "chill streamer who plays Minecraft and builds castles")) expect(h).not.toMatch(/^(the)?[._]?streamer[._]?[a-z]/i);
  });

  it("what the person is names one handle in a list, not three ('CastleStreamer', 'ChillStreamer', 'MinecraftStreamer')", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const one = generateOffline({ generator: GENERATOR_STRUCTURES.find((g) => g.slug === "twitch")!, input: { description: "chill streamer who plays Minecraft and builds castles" }, count: 7, random: seededRandom(seed * 7919) });
      expect(one.filter((n) => /streamer$/i.test(n.name)).length, one.map((n) => n.name).join(" ")).toBeLessThanOrEqual(1);
    }
  });
});

describe("what the person asks for is not what they are about", () => {
  const names = (slug: string, input: Record<string, string>) => results(slug, input, 15, 7919).map((n) => n.name);

  it("'X main', 'want something Y', 'something Y about', 'Z theme' are instructions, never words of the handle ('main_boss', 'WorksProfessional', 'Theme Jackals')", () => {
    for (const h of names("username", { description: "healer main in an mmo, want something calm", platform: "gaming", style: "cool" })) expect(h).not.toMatch(/main|want|something|calm/i);
    for (const h of names("username", { description: "accountant, want something serious", platform: "professional", style: "clean" })) expect(h).not.toMatch(/want|something|serious/i);
    for (const h of names("username", { description: "something cute about frogs", style: "cute" })) expect(h).not.toMatch(/something|cute/i);
    for (const h of names("twitch", { description: "support main, chill vibes", style: "cool" })) expect(h).not.toMatch(/main|vibe/i);
    for (const h of names("gaming-clan", { description: "shark theme, we play ranked squads", game: "shooter" })) expect(h).not.toMatch(/Theme/);
    for (const h of names("gaming-clan", { description: "a raven themed guild", game: "mmo", style: "mysterious" })) expect(h).not.toMatch(/Theme/);
  });
});

describe("every handle is about the person", () => {
  const names = (slug: string, input: Record<string, string>) => results(slug, input, 15, 7919).map((n) => n.name);

  it("where they said what they like, a handle never pairs two stock words ('VoltComet', 'taco_noodle' for tea and chess)", () => {
    const world = /chess|tea|gambit|rook|pawn|checkmate|knight|leaf|steep|kettle|brew|infusion|chai|cup|blend|pekoe|teapot|bergamot|jasmine/i;
    for (const [slug, input] of [["username", { description: "I like chess and tea" }], ["twitch", { description: "chess and tea", style: "funny" }]] as const) {
      const hs = names(slug, input);
      expect(hs.filter((h) => !world.test(h)), slug).toEqual([]);
    }
  });

  it("a game's world lends the second word: a sniper's scope, a horror stream's screams", () => {
    const sniper = names("username", { description: "I play as a sniper in battlefield", platform: "gaming", style: "edgy" });
    expect(sniper.filter((h) => /scope|crosshair|longshot|headshot|sightline|recon/i.test(h)).length).toBeGreaterThanOrEqual(sniper.length * 0.25);
    const horror = names("twitch", { description: "horror streamer, lots of jump scares", style: "cool" });
    expect(horror.filter((h) => /scream|shriek|fright|haunt|ghoul/i.test(h)).length).toBeGreaterThanOrEqual(horror.length * 0.2);
  });

  it("a game of two words is one name ('EldenRing'), never half of it ('ring_tilt', 'SockElden')", () => {
    for (const h of names("twitch", { description: "I die a lot and laugh about it", games: "Elden Ring, Dark Souls", style: "funny" })) {
      if (/elden|ring/i.test(h)) expect(h).toMatch(/elden[._]?ring/i);
      if (/dark|souls/i.test(h)) expect(h).toMatch(/dark[._]?souls/i);
    }
  });
});

describe("a handle keeps what defines the person, not a word said in passing", () => {
  const names = (slug: string, input: Record<string, string>) => results(slug, input, 15, 7919).map((n) => n.name);

  it("a word in passing is no theme: 'classes' before 'in pottery' ('the.class.slate'), 'sniper classes' ('classchalk'), 'on camera' ('thecameraframe'), 'twice' ('ChessTwiceMod'), 'streamed' ('StreamedRider'), 'and play' after 'I' ('GamesAndPlay')", () => {
    for (const h of names("username", { platform: "instagram", style: "cute", description: "I take classes in ceramics and post my glazes" })) expect(h).not.toMatch(/class/i);
    for (const h of names("username", { platform: "gaming", style: "edgy", description: "I main sniper classes in FPS games and play mostly at night" })) expect(h).not.toMatch(/chalk|primer|slate|acorn|quill|class_|classchalk|play(?!er)|mostly/i);
    for (const h of names("twitch", { style: "cute", games: "Stardew Valley", description: "cozy streams with my cat on camera" })) expect(h).not.toMatch(/camera|frame|darkroom|aperture|shutter/i);
    for (const h of names("username", { platform: "discord", style: "funny", description: "I bake sourdough and lose at chess twice a day" })) expect(h).not.toMatch(/twice/i);
    for (const h of names("twitch", { style: "cool", games: "Hades", description: "roguelikes streamed every night" })) expect(h).not.toMatch(/streamed/i);
  });

  it("the defining detail stays: 'no hit' runs give 'NoHit', '24/7' gives '247', a game of three words is one ('SlayTheSpire')", () => {
    expect(names("twitch", { style: "dark", games: "Dark Souls", description: "soulslike challenge runs, no hit attempts" }).some((h) => /nohit/i.test(h))).toBe(true);
    expect(names("twitch", { style: "dark", games: "Hollow Knight", description: "no-death runs every weekend" }).some((h) => /nodeath/i.test(h))).toBe(true);
    expect(names("twitch", { style: "cool", games: "Slay the Spire", description: "deckbuilding roguelikes streamed 24/7" }).some((h) => /247$/.test(h))).toBe(true);
    expect(names("twitch", { style: "cool", games: "Slay the Spire", description: "card games all evening" }).some((h) => /slay_?the_?spire/i.test(h))).toBe(true);
  });

  it("a funny handle is no plain pair of one world's things ('pizza_skillet', 'thePizzaPantry'): the style's voice comes in", () => {
    const plain = /^(the)?[._]?(pizza|cat)[._]?(skillet|pantry|salt|fork|table|hearth|supper|oven|crust|slice|yarn|cushion|whisker)\d*$|^(the)?[._]?(skillet|pantry|salt|fork|table|hearth|supper|oven|crust|slice|yarn|cushion|whisker)[._]?(pizza|cat)\d*$/i;
    const hs = names("username", { platform: "any", style: "funny", description: "I love cats and pizza and I'm always late" });
    expect(hs.filter((h) => plain.test(h)).length).toBeLessThanOrEqual(Math.floor(hs.length * 0.1));
  });
});
