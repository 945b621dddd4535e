import type { Ctx } from "../core/context";
import type { Rng } from "../core/rng";
import type { Word } from "../core/words";
import type { Maker } from "./types";
import { general, traits, pitched } from "../core/result";
import { pronounceable, NameChain } from "../core/markov";
import { capitalize, readable, withArticle } from "../core/text";
import { RACE_ALIASES, TONGUES, VIRTUE_NAMES, type Tongue } from "../data/fantasy-tongues";
import { CHRISTMAS_ELF, CLASS_ALIASES, CLASS_EPITHETS, VAMPIRE, WIZARD_EPITHETS, WIZARD_GIVEN } from "../data/fantasy-extras";
import { ALIEN_EPITHETS, ALIEN_EXAMPLES, SCIFI } from "../data/space-words";
import { GIVEN, SURNAMES } from "../data/people-names";
import { genderSaid } from "../core/name-gender";
import { partsOfSpeech } from "../core/understand";
import { familyFor } from "../data/description-families";

export type Gender = "female" | "male" | "neutral";

const SHE = /\b(she|her|hers|herself|woman|women|girl|lady|queen|princess|duchess|empress|mother|mom|mum|grandmother|grandma|aunt|widow|wife|sister|daughter|witch|sorceress|actress|waitress|heroine|businesswoman|nun|ballerina|priestess|goddess|countess|baroness|matriarch|headmistress|mistress|matron|maiden|bride|niece|granddaughter|stepmother|madam|dame|abbess|enchantress|huntress|seamstress|governess|girlfriend|lass)\b/;
const HE = /\b(he|him|his|himself|man|men|boy|lord|king|prince|duke|emperor|father|dad|grandfather|grandpa|uncle|widower|husband|brother|son|sorcerer|businessman|monk|priest|god|baron|patriarch|headmaster|boyfriend|nephew|grandson|stepfather|groom|lad)\b/;

/** The gender a description gives ("a young prince who hates his crown"), when it gives one and not both. */
export function describedGender(description: string): Gender | null {
  return genderSaid(description, SHE, HE);
}

/** The person's gender: the option when chosen, else what the description says, else any of the three. */
export function genderOf(ctx: Ctx): Gender {
  const g = ctx.opt("gender");
  if (g === "female" || g === "male" || g === "neutral") return g;
  return describedGender(ctx.description) ?? ctx.rng.pick(["female", "male", "neutral"] as const);
}

function genderWord(g: Gender): string {
  return g === "female" ? "feminine" : g === "male" ? "masculine" : "gender-neutral";
}

/** Opening + optional middle + gendered ending, smoothed at the joins. */
export function inventGiven(rng: Rng, t: Tongue, gender: Gender): string | null {
  const ends = gender === "female" ? t.endsFemale : gender === "male" ? t.endsMale : rng.chance(0.5) ? t.endsFemale : t.endsMale;
  let name = rng.pick(t.starts);
  if (rng.chance(0.35)) name += rng.pick(t.middles);
  let end = rng.pick(ends);
  // "Ae" + "ara" -> "Aera" rather than "Aeara".
  if (/[aeiou]$/i.test(name) && /^[aeiou]/i.test(end)) end = end.slice(1);
  name = (name + end).toLowerCase();
  if (name.length < 3 || name.length > 11 || !pronounceable(name)) return null;
  // An invented name that is already an English word reads as that word ("Owes Ashmere", "Cedes").
  if (partsOfSpeech(name) !== "" || partsOfSpeech(name.replace(/e?s$/, "")) !== "") return null;
  return capitalize(name);
}

// Description words that steer family names ("fire" -> Ember..., "sea" -> Tide...).
const ELEMENT_HINTS: Record<string, string> = {
  fire: "Ember:embers; Flame:flame; Ash:ash", flame: "Ember:embers; Flame:flame", ice: "Frost:frost; Winter:winter", frost: "Frost:frost",
  snow: "Snow:snow; Frost:frost", shadow: "Shadow:shadow; Night:night", dark: "Night:night; Shadow:shadow", night: "Night:night; Moon:the moon",
  forest: "Leaf:leaves; Oak:the oak", wood: "Oak:the oak; Leaf:leaves", tree: "Oak:the oak; Willow:the willow", sea: "Tide:the tide; Wave:the waves",
  ocean: "Tide:the tide; Wave:the waves", water: "River:the river; Tide:the tide", storm: "Storm:the storm; Thunder:thunder",
  thunder: "Thunder:thunder; Storm:the storm", sun: "Sun:the sun; Dawn:the dawn", light: "Dawn:the dawn; Sun:the sun", moon: "Moon:the moon; Silver:silver light",
  star: "Star:the stars", stars: "Star:the stars", blood: "Blood:blood; Red:red", stone: "Stone:stone; Granite:granite", mountain: "Stone:stone; Peak:the peaks",
  wind: "Wind:the wind; Gale:the gale", gold: "Gold:gold", silver: "Silver:silver",
  // What the character is and does, not only the elements around them.
  wolf: "Wolf:the wolf; Fang:a wolf's fang", bear: "Bear:the bear; Claw:a bear's claw", raven: "Raven:the raven", hawk: "Hawk:the hawk",
  ranger: "Arrow:the ranger's arrow; Hawk:the hawk", hunter: "Arrow:the hunter's arrow; Stag:the stag", north: "North:the north; Frost:frost", northern: "North:the north; Frost:frost",
  heal: "Balm:a healing balm; Mend:mending", healer: "Balm:a healing balm; Mend:mending", cleric: "Candle:a chapel candle; Bell:a temple bell",
  blacksmith: "Anvil:the anvil; Hammer:the smith's hammer; Forge:the forge", smith: "Anvil:the anvil; Forge:the forge", forge: "Forge:the forge",
  ale: "Brew:strong ale; Barrel:the ale barrel", brew: "Brew:strong ale; Barrel:the ale barrel", song: "Song:song; Harp:the harp", sing: "Song:song",
  pie: "Honey:honey; Berry:berries", thief: "Shadow:shadow; Latch:a lifted latch", pickpocket: "Latch:a lifted latch; Purse:a cut purse",
  witch: "Hex:a witch's hex; Raven:the raven", pact: "Oath:a sworn oath; Ember:embers", hall: "Hall:the great halls", halls: "Hall:the great halls",
};

/** Hints for family names from the description, each with the visitor's word it comes from. */
export function elementHints(ctx: Ctx): (Word & { from?: string })[] {
  const out: (Word & { from?: string })[] = [];
  const said = new Set([...ctx.mentioned, ...ctx.understood.words]);
  for (const [k, v] of Object.entries(ELEMENT_HINTS)) {
    if (said.has(k)) {
      for (const part of v.split(";")) {
        const [w, g] = part.split(":");
        if (!out.some((o) => o.w === w.trim())) out.push({ w: w.trim(), g: g.trim(), from: k });
      }
    }
  }
  return out;
}

/** "'Marsh' (the fen)", or "'Granite'" when the gloss would only say the word again. */
function part(x: Word): string {
  const bare = x.g.replace(/^(the|a|an) /, "").toLowerCase();
  return bare === x.w.toLowerCase() || bare === `${x.w.toLowerCase()}s` ? `'${x.w}'` : `'${x.w}' (${x.g})`;
}

interface Family {
  name: string;
  meaning: string;
  /** The visitor's word the first part comes from, if any. */
  from: string | null;
  first: Word;
  second: Word;
}

function family(ctx: Ctx, t: Tongue, hints: (Word & { from?: string })[]): Family {
  const hinted = hints.length > 0 && ctx.rng.chance(0.55);
  const a = hinted ? ctx.rng.pick(hints) : ctx.rng.pick(t.familyFirst);
  let b = ctx.rng.pick(t.familySecond);
  if (a.w.toLowerCase() === b.w) b = ctx.rng.pick(t.familySecond);
  const name = `${a.w}${b.w}`;
  return { name, meaning: `the family name ${name} joins ${part(a)} and ${part(b)}`, from: hinted ? ((a as { from?: string }).from ?? null) : null, first: a, second: b };
}

function raceTongue(race: string): Tongue {
  return TONGUES[RACE_ALIASES[race] ?? race] ?? TONGUES.human;
}

/** Fantasy, D&D and RPG characters: given name + family name or class epithet. */
function raceCharacter(ctx: Ctx, raceOption: string, classOption: string | null) {
  const race = raceOption || "human";
  const t = raceTongue(race);
  const hints = elementHints(ctx);
  const cls = classOption ? (CLASS_ALIASES[classOption] ?? classOption) : null;
  const epithets = cls ? CLASS_EPITHETS[cls] ?? [] : [];
  return () => {
    const gender = genderOf(ctx);
    const virtue = race === "tiefling" && ctx.rng.chance(0.3) ? ctx.rng.pick(VIRTUE_NAMES) : null;
    const given = virtue ? virtue.w : inventGiven(ctx.rng, t, gender);
    if (!given) return null;
    const who = `${gender === "neutral" ? "" : `${gender} `}${readable(race)}${classOption ? ` ${readable(classOption)}` : ""}`;
    const givenMeaning = virtue
      ? `${given} is a tiefling virtue name, meaning '${virtue.g}'`
      : `${given} is an invented ${t.label} given name with ${withArticle(genderWord(gender))} ending`;
    if (epithets.length > 0 && ctx.rng.chance(0.45)) {
      const e = ctx.rng.pick(epithets);
      const name = `${given} ${e.w}`;
      return general(
        name,
        `${givenMeaning}; the epithet '${e.w}' marks someone ${e.g}.`,
        traits(ctx.rng, t.traits, ["Daring", "Clever", "Driven", "Loyal"]),
        `'${e.w}' is the kind of epithet ${withArticle(readable(classOption ?? "hero"))} earns: it tells the party what to expect of ${given} before the first roll.`,
        `${given} is made of ${t.label} sounds; '${e.w}' follows it the way epithets follow heroes in the sagas.`,
      );
    }
    const fam = family(ctx, t, hints);
    const name = `${given} ${fam.name}`;
    // Why this name: the visitor's word its family name answers, or how it sounds for this race.
    const whys = fam.from
      ? [
          `${fam.name} carries '${fam.first.w}' for the '${fam.from}' in your description, and ${given} has ${t.sound}.`,
          `You gave them '${fam.from}', and the family name ${fam.name} answers it with '${fam.first.w}'.`,
          `The '${fam.from}' in your description lives on in ${fam.name}, a family name built on '${fam.first.w}'.`,
        ]
      : [
          `${name} has ${t.sound}, which suits ${withArticle(who)}.`,
          `Said aloud, ${name} carries ${t.sound}, right for ${withArticle(who)}.`,
          `${capitalize(withArticle(who))} could wear ${name} for a lifetime: it has ${t.sound}.`,
          `Readers would place ${name} at once: ${t.sound} marks ${withArticle(who)}.`,
        ];
    return pitched(general(name, `${givenMeaning}; ${fam.meaning}.`, traits(ctx.rng, t.traits, ["Determined", "Curious", "Proud", "Steady"]), whys[0],
      `${given} is made of ${t.label} sounds; ${fam.name} is a family name drawn from ${fam.first.g} and ${fam.second.g}, the way old families took their names from the land and their trades.`), whys);
  };
}

export const fantasyMaker: Maker = (ctx) => raceCharacter(ctx, ctx.opt("race"), null);
export const dndMaker: Maker = (ctx) => raceCharacter(ctx, ctx.opt("race"), ctx.opt("class"));

const ELF_FAMILY: Record<string, Word[]> = {
  "dark-elf": [{ w: "Night", g: "night" }, { w: "Shadow", g: "shadow" }, { w: "Spider", g: "the spider" }, { w: "Obsidian", g: "black glass" }, { w: "Venom", g: "venom" }],
  "sea-elf": [{ w: "Wave", g: "the waves" }, { w: "Tide", g: "the tide" }, { w: "Pearl", g: "pearls" }, { w: "Coral", g: "the coral" }, { w: "Salt", g: "sea salt" }],
  "high-elf": [{ w: "Star", g: "the stars" }, { w: "Sun", g: "the sun" }, { w: "Silver", g: "silver light" }, { w: "Gold", g: "gold" }, { w: "Dawn", g: "the dawn" }],
  "wood-elf": [{ w: "Leaf", g: "green leaves" }, { w: "Oak", g: "the oak" }, { w: "Fern", g: "ferns" }, { w: "Moss", g: "moss" }, { w: "Wind", g: "the wind" }],
};

export const elfMaker: Maker = (ctx) => {
  const kind = ctx.opt("kind");
  if (kind === "christmas-elf") {
    return () => {
      const first = ctx.rng.pick(CHRISTMAS_ELF.first);
      const last = ctx.rng.pick(CHRISTMAS_ELF.last);
      return general(
        `${first} ${last.w}`,
        `${first} is a jolly workshop nickname and ${last.w} recalls ${last.g}.`,
        traits(ctx.rng, ["Cheerful", "Busy", "Mischievous", "Generous"], ["Festive", "Warm"]),
        `Fits a Christmas elf: sweet, silly and seasonal, the kind of name stitched on a workshop apron.`,
        `${first} is the sort of nickname Santa's workshop runs on, and ${last.w} comes from the Christmas tree and the sweet tin.`,
      );
    };
  }
  const t = TONGUES.elf;
  const hints = [...elementHints(ctx), ...(ELF_FAMILY[kind] ?? [])];
  return () => {
    const gender = genderOf(ctx);
    const given = inventGiven(ctx.rng, t, gender);
    if (!given) return null;
    const fam = family(ctx, t, hints);
    return general(
      `${given} ${fam.name}`,
      `${given} is an invented elven given name with ${withArticle(genderWord(gender))} ending; ${fam.meaning}.`,
      traits(ctx.rng, t.traits, kind === "dark-elf" ? ["Cunning", "Secretive"] : ["Serene", "Keen-eyed"]),
      `Fits ${withArticle(readable(kind))}: the family name draws on the ${kind === "dark-elf" ? "shadowed underworld" : kind === "sea-elf" ? "sea and shore" : kind === "high-elf" ? "stars and high halls" : "forest"} your elf calls home.`,
      `${given} is modelled on Tolkien's Sindarin, and the house of ${fam.name} is named, as elven houses are, for ${fam.first.g}.`,
    );
  };
};

export const wizardMaker: Maker = (ctx) => {
  const magic = ctx.opt("magic");
  const epithets = WIZARD_EPITHETS[magic] ?? WIZARD_EPITHETS.storm;
  return () => {
    const gender = genderOf(ctx);
    const pool = gender === "female" ? WIZARD_GIVEN.female : gender === "male" ? WIZARD_GIVEN.male : [...WIZARD_GIVEN.female, ...WIZARD_GIVEN.male];
    const given = ctx.rng.chance(0.25) ? inventGiven(ctx.rng, ctx.rng.pick([TONGUES.elf, TONGUES.human]), gender) : ctx.rng.pick(pool);
    if (!given) return null;
    const e = ctx.rng.pick(epithets);
    const title = ctx.rng.chance(0.2) ? `${ctx.rng.pick(["Archmage", "Magister", "Old", "Master"])} ` : "";
    const name = e.w.startsWith("the ") ? `${title}${given} ${e.w}` : `${title}${given} ${ctx.rng.chance(0.5) ? "the " : ""}${e.w}`;
    return general(
      name,
      `${given} is an old, scholarly given name; '${e.w.replace(/^the /, "")}' marks a wizard ${e.g}.`,
      traits(ctx.rng, ["Wise", "Eccentric", "Formidable", "Patient", "Secretive"], magic === "fire" ? ["Fiery"] : magic === "ice" ? ["Cold"] : ["Learned"]),
      `Fits a master of ${magic} magic: the epithet announces the school before the first spell is cast.`,
      `${given} ${pool.includes(given) ? "is an old name of the kind fantasy's wizards carry" : "is invented with the ring of old spellbooks"}, and '${e.w.replace(/^the /, "")}' is earned through ${magic} magic, as Gandalf earned 'the Grey'.`,
    );
  };
};

export const vampireMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const ancient = new NameChain(["Azrakh", "Vorsha", "Khemet", "Ushtar", "Ammunet", "Sethra", "Nephrax", "Orzhek", "Ishvara", "Tezhar", "Morvath", "Ulthar"], 2, 4, 8);
  return () => {
    const gender = genderOf(ctx);
    const fem = gender === "female" || (gender === "neutral" && ctx.rng.chance(0.5));
    const surname = ctx.rng.pick(VAMPIRE.surnames);
    const trait = traits(ctx.rng, ["Brooding", "Seductive", "Ancient", "Cunning", "Cold", "Elegant"], ["Nocturnal", "Predatory"]);
    if (style === "aristocratic") {
      const titles = VAMPIRE.titles.filter((_, i) => (fem ? i % 2 === 1 : i % 2 === 0));
      const given = ctx.rng.pick(fem ? VAMPIRE.slavicFemale : VAMPIRE.slavicMale);
      return general(`${ctx.rng.pick(titles)} ${given} ${surname.w}`, `${given} is an Eastern European given name; ${surname.w} recalls ${surname.g}.`, trait,
        "Fits an aristocratic vampire: a noble title and an old-world name suggest centuries of inherited wealth and a castle on a crag.", `${given} is a Slavic given name and ${surname.w} an old family name, under a title of the Transylvanian nobility Dracula made famous.`);
    }
    if (style === "ancient") {
      const given = ancient.make(ctx.rng);
      if (!given) return null;
      const e = ctx.rng.pick(VAMPIRE.ancientEpithets);
      return general(`${given} ${e.w}`, `${given} is an invented name with the hard consonants of lost empires; the title marks one ${e.g}.`, trait,
        "Fits an ancient vampire: it sounds older than any living language, from before the first cities fell.", `${given} echoes the hard consonants of Akkadian and old Egyptian names, and '${e.w}' is an epithet of the kind ancient kings took.`);
    }
    if (style === "feral") {
      const e = ctx.rng.pick(VAMPIRE.feral);
      const given = ctx.rng.pick(fem ? VAMPIRE.gothicFemale : VAMPIRE.gothicMale);
      const name = ctx.rng.chance(0.5) ? e.w.replace(/^the /, "The ") : `${given} ${e.w.startsWith("the ") ? e.w : `"${e.w}"`}`;
      return general(name, `A name for a creature ${e.g}, what is left after the hunger took over.`, traits(ctx.rng, ["Feral", "Savage", "Hungry", "Tragic"]),
        "Fits a feral vampire: the old name has worn away into a nickname whispered by those who survived.", `'${e.w.replace(/^the /, "")}' is what survivors whisper${name.startsWith(given) ? ` in place of ${given}` : ""}, a bestial nickname in the horror tradition of Nosferatu.`);
    }
    const modern = style === "modern";
    const given = modern ? ctx.rng.pick(fem ? GIVEN.modern.female : GIVEN.modern.male) : ctx.rng.pick(fem ? VAMPIRE.gothicFemale : VAMPIRE.gothicMale);
    const last = modern ? ctx.rng.pick(SURNAMES.common) : surname.w;
    return general(`${given} ${last}`,
      modern ? `An ordinary-sounding name that lets a vampire pass unnoticed in the city; only the eyes give it away.` : `${given} is a romantic gothic given name; ${surname.w} recalls ${surname.g}.`,
      trait,
      modern ? "Fits a modern vampire: it blends into a phone contact list, the perfect cover for someone who has lived for centuries." : "Fits a gothic vampire: it sounds like candlelight, velvet and a crumbling abbey.",
      modern ? `${given} and ${last} are both common today, which makes them camouflage.` : `${given} belongs to the gothic novels of the 1800s, and ${surname.w} is a family name of the same dark romance.`);
  };
};

const ALIEN_CHAINS: Record<string, NameChain> = Object.fromEntries(
  Object.entries(ALIEN_EXAMPLES).map(([k, v]) => [k, new NameChain(v, 2, 4, 9)]),
);
const ALIEN_SOUND: Record<string, string> = {
  humanoid: "soft but strange vowels, close enough to human to say aloud",
  insectoid: "clicks and hard k, z and t sounds, like mandibles",
  reptilian: "long hissing s sounds and a throaty rasp",
  "energy-being": "open, humming vowels with almost no consonants",
  aquatic: "rolling, bubbling vowels like speech under water",
};

export const alienMaker: Maker = (ctx) => {
  const kind = ctx.opt("kind");
  const chain = ALIEN_CHAINS[kind] ?? ALIEN_CHAINS.humanoid;
  return () => {
    let given = chain.make(ctx.rng);
    if (!given) return null;
    if (kind === "insectoid" && ctx.rng.chance(0.35) && given.length > 4) given = `${given.slice(0, 1)}'${given.slice(1)}`;
    const epithet = ctx.rng.chance(0.4) ? ctx.rng.pick(ALIEN_EPITHETS) : null;
    const name = epithet ? `${given} ${epithet.w}` : given;
    return general(
      name,
      `${given} is an invented ${readable(kind)} name${epithet ? `; '${epithet.w}' marks one ${epithet.g}` : ", as close as a human mouth can get to the original"}.`,
      traits(ctx.rng, ["Curious", "Inscrutable", "Ancient", "Calculating", "Gentle"], kind === "insectoid" ? ["Collective"] : ["Otherworldly"]),
      `Fits ${withArticle(readable(kind))} alien: it has ${ALIEN_SOUND[kind] ?? ALIEN_SOUND.humanoid}.`,
      `${given} belongs to no Earth language: its sounds follow ${readable(kind)} names such as ${examples(chainKind(kind), given)}${epithet ? `, and '${epithet.w}' is a title of its people` : ""}.`,
    );
  };
};

const chainKind = (kind: string) => (ALIEN_EXAMPLES[kind] ? kind : "humanoid");
/** Two of the model names an alien name sounds like, not the name itself. */
function examples(kind: string, not: string): string {
  const pool = ALIEN_EXAMPLES[kind].filter((x) => x !== not);
  const i = not.length % pool.length;
  return `${pool[i]} and ${pool[(i + 3) % pool.length]}`;
}

const PLANET_CHAIN = new NameChain(SCIFI.planetExamples, 2, 4, 9);

export const sciFiMaker: Maker = (ctx) => {
  const kind = ctx.opt("kind");
  // The description's world, in words of its own families ("ocean" -> Tide, Reef; "desert" -> Dune).
  const described = kind !== "planet" ? [] : ctx.keywords.flatMap((k) => {
    const f = familyFor(k) ?? familyFor(k.replace(/s$/, ""));
    return f && f.kind === "place" ? f.words.filter((x) => !x.w.includes(" ") && x.w.length <= 9).map((x) => ({ ...x, from: k })) : [];
  });
  return () => {
    const r = ctx.rng;
    if (kind === "starship") {
      const p = r.pick(SCIFI.shipPrefixes);
      const a = r.pick(SCIFI.shipFirst);
      const b = r.pick(SCIFI.shipSecond);
      const body = r.chance(0.4) ? b.w : `${a.w} ${b.w}`;
      return general(`${p.w} ${body}`, `${p.w === "The" ? "An independent ship" : `${p.w} stands for ${p.g}`}; '${body}' suggests ${body === b.w ? b.g : `${a.g} and ${b.g}`}.`,
        traits(r, ["Resilient", "Fast", "Storied", "Dependable"]), "Fits a starship: a registry prefix makes it sound official, and the name is short enough for a comms channel.",
        `'${body}' is named in the naval custom of ships such as HMS Dauntless${p.w === "The" ? ", with no registry to serve" : `, and ${p.w} is its registry prefix`}.`);
    }
    if (kind === "planet") {
      const base = PLANET_CHAIN.make(r);
      if (!base) return null;
      // "an ocean planet with two moons": four names in ten carry a word of the world described ("Ossara Tide", "Veyra Reef").
      const seen = described.length > 0 && r.chance(0.4) ? r.pick(described) : null;
      if (seen) {
        const name = `${base} ${capitalize(seen.w)}`;
        return general(name, `${base} is an invented world name; '${capitalize(seen.w)}' is ${seen.g}, for the ${seen.from} in your description.`,
          traits(r, ["Mysterious", "Habitable", "Remote", "Wild"]), `Fits the world you described: '${capitalize(seen.w)}' answers its ${seen.from}, and ${base} is easy to say in dialogue yet sounds unlike anywhere on Earth.`,
          `${base} belongs to no Earth language; '${capitalize(seen.w)}' is an English word of the ${seen.from}, the way settlers name a new world for what they first see.`);
      }
      const end = r.chance(0.55) ? r.pick(SCIFI.planetEnds) : null;
      return general(end ? `${base} ${end.w}` : base, `${base} is an invented world name${end ? `; '${end.w}' marks ${end.g}` : ""}.`,
        traits(r, ["Harsh", "Mysterious", "Habitable", "Remote"]), "Fits a science-fiction world: it is easy to say in dialogue yet sounds unlike anywhere on Earth.",
        `${base} belongs to no Earth language${end ? `, and '${end.w}' is the way star charts catalogue a world` : ", like the worlds of space opera"}.`);
    }
    if (kind === "corporation") {
      const a = r.pick(SCIFI.corpFirst);
      const b = r.pick(SCIFI.corpSecond);
      return general(`${a.w} ${b.w}`, `'${a.w}' evokes ${a.g}; '${b.w}' says the company deals in ${b.g}.`, traits(r, ["Powerful", "Ruthless", "Sleek", "Ubiquitous"]),
        "Fits a science-fiction corporation: it sounds trustworthy on a billboard and ominous in a data leak.", `'${a.w}' comes from the classroom Latin and science of corporate logos, and '${b.w}' from heavy industry, as cyberpunk megacorporations are named.`);
    }
    if (kind === "ai") {
      if (r.chance(0.5)) {
        const a = r.pick(SCIFI.aiNames);
        const name = r.chance(0.5) ? `${a.w}-${2 + r.int(11)}` : a.w;
        return general(name, `An acronym for ${a.g}.`, traits(r, ["Logical", "Observant", "Calm", "Unsettling"]),
          "Fits a shipboard or corporate AI: the acronym hides a purpose, and the crew can say it like a name.", `${a.w} is a backronym, the way engineers name real systems.`);
      }
      const m = r.pick(SCIFI.aiMyth);
      return general(m.w, `Named after ${m.g}.`, traits(r, ["Wise", "Watchful", "Patient", "Enigmatic"]),
        "Fits an AI: a mythological name hints at how its creators saw it, and how it may come to see itself.", `${m.w} comes from myth and history, as the names of real research projects often do.`);
    }
    const [rank, given, surname] = [r.pick(SCIFI.ranks), r.pick(SCIFI.given), r.pick(SCIFI.surnames)];
    const name = `${rank} ${given} ${surname}`;
    return general(name, "A crisp rank, a short given name and a surname from a mixed future Earth.", traits(r, ["Decisive", "Resourceful", "Loyal", "Haunted"]),
      "Fits a science-fiction character: the rank tells readers their role on the first page, and the short name works over a crackling comm.",
      `${given} ${surname} is a name from a mixed future Earth, and ${rank} is a rank kept from today's navies and labs.`);
  };
};
