// Names for people in stories: superheroes, characters, pirates, spies,
// cowboys and villains. Each reads the description first: its words, and
// their WordNet relatives, point at motifs ("stop time" -> time, "librarian"
// -> books, "cracks safes" -> locks), and the name is made of that motif's
// words in the genre's own shape (a hero's title, a codename, a frontier
// nickname). Every explanation says what this name's parts mean and which of
// the visitor's words it answers.
import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import type { Word } from "../core/words";
import { general, traits } from "../core/result";
import { baseForm, relatedWords } from "../core/understand";
import { readable, tokens, withArticle } from "../core/text";
import { FALLBACK_MOTIFS, MOTIFS, MOTIF_SOURCES, MOTIF_SURNAMES, PLAIN_SURNAMES, WEST_SURNAME_ORIGINS, type Motif } from "../data/people-motifs";
import { givenFor, SURNAMES } from "../data/people-names";
import { BABY_NAMES } from "../data/baby-names";
import { PIRATE, SPY } from "../data/fun-words";
import { TONGUES } from "../data/fantasy-tongues";
import { describedGender, genderOf, inventGiven, type Gender } from "./fantasy";

/** A motif the description points at, with the visitor's word that points at it. */
export interface Found {
  motif: Motif;
  /** The visitor's own word, as typed; null for a fallback motif. */
  said: string | null;
  /** How strongly the description points at it: a thing named (3), another word of theirs (2), a WordNet relative (1). */
  weight: number;
  /** Found by the visitor's own word rather than a WordNet relative. */
  direct: boolean;
}

// Motifs that describe a temperament or a stage of life, not a gift: a shy
// teenager who flies is a flier first, so these lead less for heroes, spies
// and villains ("Doctor Detention" for a hero who talks to birds).
const TEMPERAMENT = new Set(["fear", "cheer", "grim", "youth", "teaching", "travel", "age"]);
const GIFTED = new Set(["superhero", "spy", "villain"]);
// A shy hero is still a hero: "Lily-Liver" and "Yellowbelly" mock the person they name.
const MOCKING = new Set(["fear"]);

// A generator's own words say nothing about this person: every pirate is a pirate.
const OWN_WORDS: Record<string, Set<string>> = {
  pirate: new Set(["pirate", "pirates", "captain"]),
  spy: new Set(["spy", "spies", "agent", "secret"]),
  cowboy: new Set(["cowboy", "cowgirl"]),
  villain: new Set(["villain", "evil", "bad"]),
  superhero: new Set(["hero", "superhero", "power", "powers", "super"]),
  character: new Set(["character", "protagonist"]),
};

// Words that say who the person is, not what they do: a "female" pirate is no animal (WordNet's female -> animal, beast).
const PERSON_WORDS = new Set(["female", "male", "woman", "women", "man", "men", "girl", "girls", "boy", "boys", "lady", "ladies", "guy", "gal", "person", "someone", "somebody", "who", "with"]);

const BY_KEY = new Map(MOTIFS.map((m) => [m.key, m]));

// Motifs only one genre can use: a kid who flies is no cartoon joke, and a hero is no monster.
const ONLY_FOR: Record<string, string> = { silly: "villain", beast: "villain" };

/** The motifs a text is about, strongest first: its own words, then their WordNet relatives. */
export function motifsIn(said: string, ctx?: Ctx): Found[] {
  // "my 8-year-old son": an age is no sign of the years behind a person ("Edward 'Veteran' Bellamy").
  const text = said.replace(/\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:years?|months?|weeks?|days?)[- ]old\b/gi, " ");
  const own = OWN_WORDS[ctx?.generator.slug ?? ""] ?? new Set<string>();
  // What the person fears is not their gift: a pirate "scared of water" is no master of water.
  const feared = new Set<string>();
  const all0 = tokens(text);
  for (let i = 0; i < all0.length; i++) {
    if (/^(scared|afraid|terrified|fear|fears|hates|hate|without)$/.test(all0[i])) for (const w of all0.slice(i + 1, i + 4)) if (w !== "of" && w !== "the" && w !== "a") feared.add(w);
    // "books instead of gold": what they turned away from is not what they are.
    if ((all0[i] === "instead" && all0[i + 1] === "of") || (all0[i] === "rather" && all0[i + 1] === "than")) for (const w of all0.slice(i + 2, i + 4)) if (w !== "the" && w !== "a") feared.add(w);
  }
  const nouns = new Set(ctx?.understood.nouns ?? []);
  // The things the visitor named ("time", "safes") speak before what is done to them ("stop", "cracks").
  const all = tokens(text).filter((w) => w.length >= 3 && !own.has(w) && !own.has(baseForm(w)) && !feared.has(w) && !PERSON_WORDS.has(w));
  const typed = [...all.filter((w) => nouns.has(baseForm(w))), ...all.filter((w) => !nouns.has(baseForm(w)))];
  const excluded = ctx?.understood.excluded;
  const found = new Map<string, Found>();
  const minor = GIFTED.has(ctx?.generator.slug ?? "");
  const add = (m: Motif, said: string, strength: number) => {
    // A pirate or a cowboy may well be nicknamed for a temper ("Greenhorn"), but less often than for a trade.
    const weight = TEMPERAMENT.has(m.key) ? strength * (minor ? 0.4 : 0.6) : strength;
    const had = found.get(m.key);
    // The motif's own word is the best one to cite ("time", not "stop").
    const direct = strength >= 2 || (had?.direct ?? false);
    if (!had || (said === m.key && had.said !== m.key)) found.set(m.key, { motif: m, said, weight: Math.max(weight, had?.weight ?? 0), direct });
    else if (had.weight < weight) Object.assign(had, { weight, direct });
  };
  const slug = ctx?.generator.slug ?? "";
  const mocks = (m: Motif) => ((slug === "superhero" || slug === "villain") && MOCKING.has(m.key)) || (ONLY_FOR[m.key] !== undefined && ONLY_FOR[m.key] !== slug);
  // A word that names a motif itself is read in that sense: a pirate "queen" rules, and WordNet's queen bee is another queen.
  const named = new Set<string>();
  // "shoots lightning": what is shot names the gift, and the verb is only how it is used (no gunslinger's Crosshair).
  const hits = (x: string) => MOTIFS.some((m) => (m.triggers.has(x) || m.triggers.has(baseForm(x))) && !mocks(m));
  // Only verbs that say how a gift is used: "buys the sun" is still a tycoon's deed.
  const governs = (w: string) => {
    if (!/^(shoot|shoots|shooting|shot|draw|draws|blast|blasts|blasting|throw|throws|throwing|spit|spits|breathe|breathes|breathing|cast|casts|hurl|hurls|aim|aims)$/.test(w)) return false;
    const i = all0.indexOf(w);
    const next = all0.slice(i + 1, i + 4).filter((x) => !/^(a|an|the|from|with|his|her|their|its|of|out|up)$/.test(x));
    return i >= 0 && next.length > 0 && hits(next[0]) && !MOTIFS.some((m) => m.triggers.has(w) && m.triggers.has(next[0]));
  };
  for (const w of typed) {
    if (excluded?.has(w) || (ctx && governs(w))) continue;
    const base = baseForm(w);
    for (const m of MOTIFS) if ((m.triggers.has(w) || m.triggers.has(base)) && !mocks(m)) {
      add(m, w, nouns.has(base) ? 3 : 2);
      named.add(w);
    }
  }
  // WordNet's relatives of a verb reach into other senses ("died" -> die -> dice): only the things named lead to relatives.
  for (const w of typed.filter((x) => (!ctx || nouns.has(baseForm(x))) && !/ed$/.test(x))) {
    if (excluded?.has(w) || named.has(w)) continue;
    for (const r of relatedWords(baseForm(w)).slice(0, 6)) for (const m of MOTIFS) if (m.triggers.has(r) && !mocks(m)) add(m, w, 1);
  }
  return [...found.values()];
}

interface Pick {
  word: Word;
  found: Found;
}

/**
 * Draws motif words for one request: mostly from what the description is
 * about, sometimes from the genre's own motifs, never the same word twice.
 */
function drawer(ctx: Ctx, genre: string, found0: Found[]): () => Pick | null {
  const fallback = (FALLBACK_MOTIFS[genre] ?? []).map((k) => BY_KEY.get(k)).filter((m): m is Motif => Boolean(m)).map((motif) => ({ motif, said: null, weight: 1, direct: false }));
  const used = new Set<string>();
  const r = ctx.rng;
  // A description that names its person's gift outright needs the genre's stock words less.
  const direct = found0.some((f) => f.direct);
  // WordNet's relatives reach into other senses ("controls" -> power -> thrones): when the visitor's own words found motifs, those lead.
  const lead = direct ? found0.map((f) => (f.direct ? f : { ...f, weight: f.weight * 0.25 })) : found0;
  return () => {
    const pool = lead.length > 0 && r.chance(direct ? 0.95 : 0.8) ? lead : fallback;
    if (pool.length === 0) return null;
    const found = weighted(r, pool);
    const fresh = found.motif.words.filter((w) => !used.has(w.w) && !NOT_FOR[genre]?.test(w.w));
    if (fresh.length === 0) return null;
    // A two-word word ("Deep Freeze") takes fewer titles than a one-word one, so it comes up less often.
    const first = r.pick(fresh);
    const word = /\s/.test(first.w) && r.chance(0.5) ? r.pick(fresh) : first;
    used.add(word.w);
    return { word, found };
  };
}

/** One motif, drawn in proportion to how strongly the description points at it. */
function weighted(r: Ctx["rng"], pool: Found[]): Found {
  let x = r.next() * pool.reduce((a, f) => a + f.weight, 0);
  for (const f of pool) if ((x -= f.weight) < 0) return f;
  return pool[pool.length - 1];
}

// Titles that say a gender, for villains, who have no gender field.
const HIS_TITLES = /^(Baron|Count|Lord|Mister|Dark Lord|High Lord|\{\}, Shadow King)\b/;
const HER_TITLES = /^(Madame|Night Empress|Dread Queen)\b/;

// A request's explanations take turns through their sentences, so seven names do not share one with the name swapped.
const TURNS = new WeakMap<Ctx, Map<string, number>>();
function turn<T>(ctx: Ctx, key: string, list: T[]): T {
  let m = TURNS.get(ctx);
  if (!m) TURNS.set(ctx, (m = new Map()));
  const i = m.get(key) ?? Math.floor(ctx.rng.next() * list.length);
  m.set(key, i + 1);
  return list[i % list.length];
}

// A hero's trait from the gift: "Stealthy", not the last word of "a home in the shadows".
const MOTIF_TRAIT: Record<string, string> = {
  time: "Patient", books: "Studious", birds: "Free-spirited", fire: "Fiery", light: "Radiant", sea: "Fearless", water: "Adaptable", cold: "Cool-headed", storm: "Fierce",
  electric: "Electric", speed: "Swift", strength: "Mighty", mind: "Perceptive", shadow: "Stealthy", animals: "Wild", dance: "Graceful", music: "Musical", sound: "Loud",
  locks: "Nimble", medicine: "Caring", chemistry: "Brilliant", tech: "Inventive", firefighter: "Fearless", age: "Seasoned", youth: "Daring", magnet: "Magnetic",
  size: "Resourceful", phase: "Elusive", teleport: "Elusive", copies: "Resourceful", space: "Cosmic", magic: "Mysterious", sorcery: "Mysterious", cheer: "Cheerful",
};

/** The visitor's word with its quotes, for a "why it fits". */
const q = (w: string) => `'${w}'`;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a motif word comes from: "'Tumbler' comes from the locksmith's and safecracker's trade". */
const from = (w: string, m: Motif, genre = "") => `'${w}' comes from ${SOURCE_FOR[genre]?.[m.key] ?? MOTIF_SOURCES[m.key] ?? "everyday English"}`;

// ---------------------------------------------------------------------------
// Superheroes

const HERO_POWER_ALIASES: Record<string, string> = { speed: "fast", flight: "fly", invisible: "invisible", mind: "mind", strength: "strong", electric: "lightning" };

export const superheroMaker: Maker = (ctx) => {
  const power = ctx.text("power");
  // The power field leads; the description adds who the hero is.
  const fromPower = motifsIn(`${power} ${tokens(power).map((t) => HERO_POWER_ALIASES[t] ?? "").join(" ")}`, ctx);
  const fromText = motifsIn(ctx.description, ctx).filter((f) => !fromPower.some((p) => p.motif.key === f.motif.key));
  const lead = [...fromPower, ...fromPower, ...fromText];
  // The power field is not the description: its motifs are "the power you chose".
  const chosen = new Set(fromPower.map((f) => f.motif.key));
  const draw = drawer(ctx, "superhero", lead);
  const r = ctx.rng;
  return () => {
    const g = genderOf(ctx);
    const p = draw();
    if (!p) return null;
    const w = p.word.w;
    // A two-word power ("Queen Bee", "Sixth Sense") takes no title: "Sir Queen Bee" is a muddle.
    const all = /[\s-]/.test(w) ? heroFrames(g).filter(([shape]) => /^(\{\}|The \{\}|Captain \{\})$/.test(shape)) : heroFrames(g);
    // "Night Nightjar", "Knight Nighthawk": a title that repeats its word says it twice.
    const frames = all.filter(([shape]) => !shape.replace("{}", "").trim().split(" ").some((t) => t.length > 2 && t !== "The" && w.toLowerCase().includes(t.toLowerCase().slice(0, 4))));
    const [shape, note, history] = r.pick(frames);
    const name = shape.replace("{}", w);
    if (FAMOUS.has(name.replace(/^The /, ""))) return null;
    const meaning = `'${w}' is ${p.word.g}${note ? `, ${note}` : ""}.`;
    const about = p.found.motif.about;
    const said = p.found.said;
    const why = said && chosen.has(p.found.motif.key)
      ? turn(ctx, "chosen", [
        `${name} suits a hero with ${about}, the power you chose.`,
        `${name} says ${about} at a glance, which is the power you picked.`,
        `A hero with ${about}, as you chose, could wear ${name} on the chest emblem.`,
        `${name} is how a city's headlines would name a hero with ${about}, the gift you picked.`,
        `Say ${name} and a reader knows the hero has ${about}, as you chose.`,
        `${name} would sell the first issue of a hero with ${about}, the power you picked.`,
      ])
      : said
      ? turn(ctx, "said", [
        `${name} suits a hero with ${about}, which is what ${q(said)} in your description promises.`,
        `Your ${q(said)} gives this hero ${about}, and ${name} puts it on the chest emblem.`,
        `${name} is the headline a city would write about a hero with ${about}, the gift your ${q(said)} points to.`,
        `${name} tells a reader about ${about} before the first panel ends, and your ${q(said)} is why.`,
        `For the ${q(said)} in your description, ${name} turns ${about} into a hero's name.`,
        `A hero with ${about}, as your ${q(said)} suggests, would answer to ${name}.`,
      ])
      : turn(ctx, "stock", [
        `${name} gives the hero ${about}, a power that reads well on a chest emblem.`,
        `${name} would look bold on a comic's cover, promising a hero with ${about}.`,
        `${name} is short enough for a headline and promises ${about}.`,
        `A city in trouble would be glad to hear ${name} is on the way: a hero with ${about}.`,
      ]);
    return general(name, meaning, traits(r, ["Brave", "Determined", "Heroic"], [MOTIF_TRAIT[p.found.motif.key] ?? "Bold"]), why,
      `${from(w, p.found.motif)}, ${history}.`);
  };
};

// Each dress a hero name can wear, what it adds, and where comics got it: a name's origin tells its own frame's story.
function heroFrames(g: Gender): [string, string, string][] {
  const frames: [string, string, string][] = [
    ["{}", "", "worn alone on the chest, the way Storm and Cyclops wear theirs"],
    ["The {}", "made a title by 'The'", "and 'The' makes it a title, the way the papers wrote of The Shadow and The Spirit"],
    ["Captain {}", "with a captain's rank", "and 'Captain' is the oldest rank in comics, worn since Captain Marvel in 1940"],
    ["Doctor {}", "with a doctor's title, for a clever hero", "and 'Doctor' has marked a hero of learning since Doctor Fate in 1940"],
    ["Kid {}", "for a hero still young", "and 'Kid' was the sidekick's badge, as in Kid Flash in 1959"],
    ["Professor {}", "with a professor's title, for a hero who knows things", "and 'Professor' is the teacher's title Professor X made a hero's"],
    ["The Mighty {}", "made grand by 'The Mighty'", "and 'The Mighty' is the billing comics save for their strongest, as in The Mighty Thor"],
    ["{} Knight", "with a knight's name for a hero who protects", "and 'Knight' after it follows Moon Knight and the caped crusader's 'Dark Knight'"],
    ["Night {}", "for a hero who works after dark", "and 'Night' before it marks a hero of the rooftops, as Nightwing and Nite Owl are"],
    ["Commander {}", "with a commander's rank", "and 'Commander' is a rank war comics gave the heroes who led squads"],
    ["The Amazing {}", "billed as 'The Amazing' on every poster", "and 'The Amazing' is the billing Spider-Man first wore in 1962"],
    ["The Incredible {}", "billed as 'The Incredible' the way comics sell a hero", "and 'The Incredible' has sold the Hulk since 1962"],
  ];
  if (g === "female") frames.push(["Lady {}", "with the old courtesy 'Lady'", "and 'Lady' gives her a title of rank, as Lady Blackhawk had"], ["{} Girl", "for a young heroine", "and '-Girl' is the form Supergirl and Batgirl made famous"], ["Miss {}", "with a polite 'Miss' that fools no villain", "and 'Miss' is the courtesy title Miss America wore in the 1940s comics"]);
  else if (g === "male") frames.push(["Mister {}", "with a polite 'Mister' that fools no villain", "and 'Mister' is the polite title Mister Fantastic and Mister Terrific wear"], ["{} Man", "in the classic 'Man' form", "and '-Man' is the classic form of Superman and Aquaman"], ["Sir {}", "with a knight's 'Sir'", "and 'Sir' borrows a knight's honour from the tales of the Round Table"]);
  else frames.push(["Agent {}", "with an agent's title", "and 'Agent' puts the hero on a government payroll, as in Agent Carter"], ["Major {}", "with a major's rank", "and 'Major' is an army rank heroes of the war comics carried"]);
  return frames;
}

// ---------------------------------------------------------------------------
// Spies

const SPY_FIRST = ["Sebastian", "Victor", "Natalia", "Elena", "Julian", "Ingrid", "Maxim", "Celeste", "Viktor", "Sofia", "Leon", "Mara", "Anton", "Irina", "Felix", "Odile", "Lucien", "Katya"];
const SPY_LAST: Word[] = [
  { w: "Vane", g: "a weathervane, turning with the wind" }, { w: "Lang", g: "German for tall" }, { w: "Sterling", g: "money of true worth" }, { w: "Kovac", g: "a smith, in the Slavic languages" },
  { w: "Marlowe", g: "land left by a drained lake" }, { w: "Devereaux", g: "a family from Évreux in Normandy" }, { w: "Drake", g: "an old word for dragon" }, { w: "Wolff", g: "the wolf, in German" },
  { w: "Faust", g: "Latin for lucky" }, { w: "Hale", g: "a nook of land" }, { w: "Reyes", g: "Spanish for kings" }, { w: "Lindgren", g: "a linden branch, in Swedish" },
];

// Spoof codenames whose own text holds a colon ("Codename: Decaf") were split at it: only whole ones are kept.
const CALL_SIGNS = ["One", "Two", "Four", "Six", "Seven", "Nine", "Zero", "Actual"];
const SPOOFS = SPY.funny.filter((f) => f.w.includes(" ") && !f.g.includes(":"));

export const spyMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const lead = motifsIn(ctx.description, ctx);
  const draw = drawer(ctx, "spy", lead);
  const r = ctx.rng;
  return () => {
    const p = draw();
    if (!p) return null;
    const w = p.word.w;
    const said = p.found.said;
    if (style === "alias" || style === "classic") {
      const first = r.pick(SPY_FIRST);
      const last = r.pick(SPY_LAST);
      const withCode = r.chance(style === "classic" ? 0.6 : 0.35);
      const name = withCode ? `${first} "${w}" ${last.w}` : `${first} ${last.w}`;
      const meaning = `${last.w} is ${last.g}${withCode ? `, and "${w}", ${p.word.g}, is the name only the handler uses` : `, an ordinary surname that passes any border`}.`;
      const why = said
        ? withCode
          ? `${name} keeps a plain passport name while "${w}" nods to the ${q(said)} in your description.`
          : `As ${first} ${last.w}, the spy you describe by ${q(said)} could check into any hotel unnoticed.`
        : `${name} would pass a border check and still sound good in a casino.`;
      return general(name, meaning, traits(r, ["Charming", "Composed", "Unreadable", "Polished"]), why, withCode ? `${from(w, p.found.motif)}, the handler's word for ${first} ${last.w}.` : `${first} is a given name heard all over Europe, which is why ${first} ${last.w} ${style === "alias" ? "draws no attention" : "suits Cold War spy fiction"}.`);
    }
    if (style === "funny") {
      // Half the spoofs are the classics ("Agent Double-Oh-Snack"), half come from the description.
      if (!said || r.chance(0.4)) {
        const f = r.pick(SPOOFS);
        return general(f.w, `The joke behind ${f.w}: ${f.g}.`, traits(r, ["Clumsy", "Lovable", "Lucky", "Funny"]),
          `${f.w} undercuts the tuxedo-and-gadgets image in one line.`, `${f.w} parodies the grand codenames of spy films.`);
      }
      const name = r.pick([`Agent ${w}`, `Codename: ${w}`, `Special Agent ${w}`]);
      return general(name, `'${w}' is ${p.word.g}, which is not what most people hear in a codename.`, traits(r, ["Lovable", "Lucky", "Clumsy", "Funny"]),
        said ? `${name} takes the ${q(said)} in your description far too literally, which is the joke.` : `${name} sounds grand and means something homely, the spoof spy's way.`, `${from(w, p.found.motif)}, an unlikely place for a spy to find a codename.`);
    }
    // A call sign adds a number, the way field teams are named on the radio.
    const sign = !/\s/.test(w) && r.chance(0.3) ? r.pick(CALL_SIGNS) : null;
    const name = sign ? `${w} ${sign}` : r.pick([`Agent ${w}`, `Codename: ${w}`, `Operative ${w}`, w, `The ${w}`]);
    const meaning = `'${w}' is ${p.word.g}${sign ? `, and '${sign}' makes it a radio call sign` : ""}.`;
    const why = said
      ? r.pick([
        `${name} hides ${p.found.motif.about} in a codename: only someone who knew about the ${q(said)} in your description would get it.`,
        `${name} is a private joke about the ${q(said)} in your description that no enemy file would explain.`,
        `A handler who knew about the ${q(said)} in your description would choose ${name}, and nobody else would see why.`,
      ])
      : `${name} gives nothing away about the person behind it, which is what a codename is for.`;
    return general(name, meaning, traits(r, ["Discreet", "Calculating", "Resourceful", "Patient"]), why,
      `${from(w, p.found.motif)}, kept to one word the way intelligence services give agents cryptonyms.`);
  };
};

// ---------------------------------------------------------------------------
// Cowboys

const SHERIFF_TITLES = ["Sheriff", "Marshal", "Deputy", "Ranger"];

export const cowboyMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const lead = motifsIn(ctx.description, ctx);
  const draw = drawer(ctx, "cowboy", lead);
  const r = ctx.rng;
  return () => {
    const p = draw();
    if (!p) return null;
    const g = genderOf(ctx);
    const first = r.pick(givenFor("west", g));
    const last = r.pick(SURNAMES.west);
    const w = p.word.w;
    let name: string;
    if (style === "sheriff") name = r.pick([`${r.pick(SHERIFF_TITLES)} ${first} ${last}`, `${r.pick(SHERIFF_TITLES)} ${first} "${w}" ${last}`, `${r.pick(SHERIFF_TITLES)} ${first} "${w}" ${last}`]);
    else if (style === "outlaw") name = r.pick([`${w} ${last}`, `${first} "${w}" ${last}`, `the ${w} Kid`]);
    else if (style === "rancher") name = `${first} "${w}" ${last}`;
    else name = r.pick([`${w} ${first}`, `${first} "${w}" ${last}`]);
    if (name.startsWith("the ")) name = `The${name.slice(3)}`;
    const nick = name.includes(w);
    const meaning = nick
      ? `'${w}' is ${p.word.g}, the kind of nickname earned on the trail${name.includes(first) ? `, on the plain frontier name ${first}` : ""}.`
      : `${first} ${last} is a plain frontier name, and the title says who keeps the peace.`;
    const said = p.found.said;
    const why = said && nick
      ? r.pick([
        `A trail crew would call someone with ${p.found.motif.about} '${w}', and the ${q(said)} in your description says this cowboy has it.`,
        `Out on the range a name like '${w}' sticks to a rider with ${p.found.motif.about}, and your ${q(said)} is where it comes from.`,
        `Your ${q(said)} would earn a rider '${w}' by the second week of any cattle drive.`,
      ])
      : said
        ? `${name} is a name the law can wear with nothing to hide, for the rider your ${q(said)} describes.`
        : `${name} sounds right drawled across a saloon or printed on a wanted poster.`;
    return general(name, meaning,
      traits(r, style === "outlaw" ? ["Dangerous", "Restless", "Cunning"] : style === "sheriff" ? ["Lawful", "Steady", "Brave"] : ["Weathered", "Independent", "Tough"], ["Laconic", "Loyal"]),
      why, cowboyOrigin(name, w, p.found.motif, first, last));
  };
};

function cowboyOrigin(name: string, w: string, m: Motif, first: string, last: string): string {
  const lastPart = name.includes(last) ? `${last} is ${WEST_SURNAME_ORIGINS[last] ?? "an old frontier surname"}` : "";
  if (!name.includes(w)) return `${cap(lastPart)}, and ${first} a given name common on the frontier.`;
  return `${from(w, m, "cowboy")}${lastPart ? `, and ${lastPart}` : `, and ${first} is a given name common on the frontier`}.`;
}

// ---------------------------------------------------------------------------
// Villains

const VILLAIN_TITLES: Record<string, [string, string][]> = {
  mastermind: [["Doctor {}", "with a doctor's title for a brilliant mind"], ["Baron {}", "with a baron's title"], ["Madame {}", "with a chilling 'Madame'"], ["Professor {}", "with a professor's title"], ["The {}", "made a title by 'The'"], ["Count {}", "with a count's title"], ["General {}", "with a general's rank over an army of henchmen"], ["Lord {}", "with a lord's title"], ["Mister {}", "with a polite 'Mister' that fools no one"]],
  "dark-lord": [["Dark Lord {}", "under the title of a dark lord"], ["{} the Undying", "with an epithet for one who cannot die"], ["Dread {}", "with 'Dread' before it"], ["{}, Shadow King", "crowned King of Shadows"], ["Night Empress {}", "crowned empress of the night"], ["{} the Conqueror", "with an epithet for one who takes everything"], ["High Lord {}", "with the title of a lord above lords"], ["Dread Queen {}", "crowned a queen to be feared"], ["{} the Cruel", "with an epithet earned, not given"]],
  monster: [["The {}", "made a title by 'The'"], ["The {} Below", "for a thing that lives beneath"], ["{}maw", "joined to 'maw', a monster's mouth"], ["The {} in the Walls", "for a thing heard but never seen"]],
  comic: [["Captain {}", "with a captain's rank nobody gave"], ["Baron Von {}", "with a baron's title and a 'Von' for show"], ["Mister {}", "with a polite 'Mister'"], ["Doctor {}", "with a doctorate nobody checked"]],
  tragic: [["The {}", "made a title by 'The'"], ["Poor {}", "with the pity the story owes"], ["{} the Forsaken", "with an epithet for one who was abandoned"], ["Saint {}", "with a saint's title that went sour"]],
};

const RULER_WORDS = new Set(["Sovereign", "Dominion", "Usurper", "Regent", "Tyrant", "Overlord", "Imperator", "Nemesis", "Queen Bee", "Archivist", "Alchemist", "Empire", "Crown", "Scepter", "Despot", "Chancellor", "Warlord", "Magnate", "Mogul", "Tycoon", "Chairman", "Puppetmaster", "Ventriloquist", "Conjurer", "Illusionist", "Showman", "Maestro", "Lich", "Revenant"]);
// Titles a famous book, show or comic owns: "The Iron Throne" is Westeros's, not this villain's.
const FAMOUS = new Set(["Iron Throne", "Iron Fist", "Last Tycoon", "Iron Giant", "Black Widow", "Black Panther", "Dark Knight", "Iron Man", "Silver Surfer", "Crimson Tide", "Pale Rider", "Hollow Crown", "Silent Spring", "Last Emperor", "Black Swan", "Last Samurai", "Doctor Doom", "Human Torch", "Captain Cold", "Mister Freeze", "Doctor Octopus", "Mister Sinister", "Doctor Strange", "Doctor Fate", "Captain Marvel", "Captain America", "Flash", "Static", "Firestorm", "Night Owl", "Nite Owl", "Moon Knight", "Doctor Light", "Storm", "Iceman", "Captain Atom", "Black Lightning"]);
const VILLAIN_ADJECTIVES: Word[] = [
  { w: "Hollow", g: "says nothing is left inside" }, { w: "Pale", g: "drains it of colour" }, { w: "Last", g: "makes it the end of a line" }, { w: "Iron", g: "makes it unbending" },
  { w: "Silent", g: "means it never warns you" }, { w: "Crimson", g: "paints it blood-red" }, { w: "Gilded", g: "covers it in false gold" }, { w: "Sleepless", g: "means it never rests" },
  { w: "Ashen", g: "greys it like a burnt-out fire" }, { w: "Broken", g: "says something in it snapped long ago" }, { w: "Endless", g: "means it never stops" }, { w: "Black", g: "paints it the colour of no mercy" },
];

export const villainMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const lead = motifsIn(ctx.description, ctx);
  // A monster, a cartoon villain or a dark lord falls back on its own kind of word, not the mastermind's.
  const draw = drawer(ctx, FALLBACK_MOTIFS[`villain-${style}`] ? `villain-${style}` : "villain", lead);
  // "Lord Hurricane" for a weather woman: a title that says a gender agrees with the description's.
  const said = describedGender(ctx.description);
  const frames = (VILLAIN_TITLES[style] ?? VILLAIN_TITLES.mastermind).filter(([shape]) => !(said === "female" && HIS_TITLES.test(shape)) && !(said === "male" && HER_TITLES.test(shape)));
  const r = ctx.rng;
  return () => {
    const p = draw();
    if (!p) return null;
    const w = p.word.w;
    // A word that is a title already ("Regent", "Usurper") takes no second title: "The Hollow Regent".
    // A two-word thing ("Tin Soldier", "Bottom Line") is a title on its own: "The Tin Soldier".
    if (/\s/.test(w) && !RULER_WORDS.has(w)) {
      const name = `The ${w}`;
      if (FAMOUS.has(w)) return null;
      return villainName(ctx, style, p, name, `'${w}' is ${p.word.g}, made a title by 'The'.`);
    }
    // A cartoon villain's "Overlord" still takes a silly title: "Baron Von Overlord", never "The Iron Overlord".
    const titled = style !== "comic" && (RULER_WORDS.has(w) || r.chance(0.4));
    const adj = titled ? r.pick(VILLAIN_ADJECTIVES) : null;
    const [shape, note] = adj ? [`The ${adj.w} {}`, `and '${adj.w}' ${adj.g}`] : r.pick(frames);
    // "Hushmaw" reads as one word; "Skeleton Keymaw" does not.
    if (shape === "{}maw" && /\s|-/.test(w)) return null;
    const name = shape.replace("{}", w);
    if (FAMOUS.has(name.replace(/^The /, ""))) return null;
    return villainName(ctx, style, p, name, `'${w}' is ${p.word.g}, ${note}.`);
  };
};

// Where each villain title comes from, so a result's origins are not one sentence with the name swapped.
const VILLAIN_HISTORY: [RegExp, string[]][] = [
  [/^Baron Von /, ["and 'Baron Von' is the mock nobility cartoon villains give themselves"]],
  [/^Doctor /, ["and 'Doctor' is the title mad scientists have claimed since Doctor Moreau", "and a villain's 'Doctor' goes back to the pulp serials' Doctor Fu Manchu"]],
  [/^Baron /, ["and 'Baron' lends it the old-world menace of Baron Zemo"]],
  [/^Count /, ["and 'Count' has carried menace since Count Dracula"]],
  [/^Madame /, ["and 'Madame' is the title of the spy serials' femmes fatales"]],
  [/^Professor /, ["and 'Professor' follows Moriarty, the professor who was Sherlock Holmes's nemesis"]],
  [/^General /, ["and 'General' gives it an army, as General Zod had"]],
  [/^Lord /, ["and 'Lord' claims a rank nobody granted"]],
  [/^Mister /, ["and 'Mister' is the calm, polite menace of Mister Sinister", "and a polite 'Mister' makes a threat sound like a visiting card"]],
  [/^Captain /, ["and a 'Captain' nobody appointed is a cartoon villain's oldest boast"]],
  [/^Dark Lord /, ["and 'Dark Lord' is the title fantasy gives the enemy behind every war"]],
  [/the Undying$/, ["and 'the Undying' is what the songs call a sorcerer death could not keep"]],
  [/^Dread Queen /, ["and 'Dread Queen' crowns her with the fear she rules by"]],
  [/^Dread /, ["and 'Dread' is the old word for the fear a tyrant rules by"]],
  [/Shadow King$/, ["and 'Shadow King' crowns it ruler of a realm of night"]],
  [/^Night Empress /, ["and 'Night Empress' gives her every hour after dusk"]],
  [/the Conqueror$/, ["and 'the Conqueror' is the epithet chroniclers gave William of Normandy"]],
  [/^High Lord /, ["and 'High Lord' sets it above every other lord"]],
  [/the Cruel$/, ["and 'the Cruel' is the epithet chroniclers kept for the worst kings"]],
  [/ Below$/, ["and 'Below' puts it under the floor, where monster stories begin"]],
  [/maw$/, ["and '-maw' makes a monster of its mouth"]],
  [/ in the Walls$/, ["and 'in the Walls' is the horror story's thing heard but never seen"]],
  [/^Poor /, ["and 'Poor' asks the reader to pity it"]],
  [/the Forsaken$/, ["and 'the Forsaken' is what a villain the world abandoned calls itself"]],
  [/^Saint /, ["and a 'Saint' gone bad is the tragic villain's oldest shape"]],
];

function villainHistory(name: string, style: string, r: Ctx["rng"]): string {
  const found = VILLAIN_HISTORY.find(([re]) => re.test(name));
  if (found) return r.pick(found[1]);
  const adj = VILLAIN_ADJECTIVES.find((a) => name.startsWith(`The ${a.w} `));
  if (adj) return r.pick([`and '${adj.w}' in front sets its mood, the way pulp serials billed their villains`, `and '${adj.w}' before it is the kind of word a villain's legend grows around`]);
  return r.pick([
    `and 'The' makes it the only one of its kind`,
    `taken as a title by a ${readable(style)} villain who has no use for a birth name`,
    `and 'The' turns a thing into someone to be feared`,
  ]);
}

function villainName(ctx: Ctx, style: string, p: Pick, name: string, meaning: string): ReturnType<ReturnType<Maker>> {
    const r = ctx.rng;
    const w = p.word.w;
    const said = p.found.said;
    const about = p.found.motif.about;
    const why = said
      ? turn(ctx, "said", [
        `${name} fits a villain with ${about}, which the ${q(said)} in your description suggests.`,
        `The ${q(said)} in your description gives this villain ${about}, and ${name} lets the victims know it.`,
        `Heroes would whisper ${name} about a villain with ${about}, as your ${q(said)} sets up.`,
        `${name} puts ${about} into a villain's name, just as your ${q(said)} asks.`,
        `Your ${q(said)} makes ${about} this villain's weapon, and ${name} is what the headlines would call it.`,
        `A villain with ${about}, as the ${q(said)} in your description tells, would sign every threat ${name}.`,
      ])
      : style === "comic"
      ? turn(ctx, "comic", [
        `${name} is the name a cartoon villain shouts from the top of the tower, just before the plan falls apart.`,
        `Children would boo ${name} every Saturday morning, and cheer when the plan backfires.`,
        `${name} sounds grand to its owner and silly to everyone else, which is the joke.`,
        `Every episode, ${name} is foiled again, and every episode swears revenge.`,
      ])
      : turn(ctx, "stock", [
        `${name} announces the threat before the plan is revealed.`,
        `${name} is a name heroes learn to fear long before they meet its owner.`,
        `${name} would look right on the last page of a ransom note.`,
        `Said once in a briefing room, ${name} would silence it.`,
        `${name} sounds like a plan already in motion.`,
      ]);
    const kind = style === "tragic" ? ["Tragic", "Bitter", "Brilliant"] : style === "comic" ? ["Ridiculous", "Dramatic", "Persistent"] : style === "monster" ? ["Terrifying", "Inhuman", "Relentless"] : ["Cunning", "Ruthless", "Charismatic"];
    return general(name, meaning, traits(r, kind, ["Ambitious", "Menacing"]), why, `${from(w, p.found.motif)}, ${villainHistory(name, style, r)}.`);
}

// ---------------------------------------------------------------------------
// Pirates

const PIRATE_LAST: Word[] = [
  { w: "Blackwake", g: "the dark wake a ship leaves" }, { w: "Saltmarsh", g: "the salty shore" }, { w: "Flint", g: "the stone that strikes sparks" }, { w: "Stormcrow", g: "a bird said to bring bad weather" },
  { w: "Redsail", g: "a red sail on the horizon" }, { w: "Driftwood", g: "wood the sea washes up" }, { w: "Deepwater", g: "the open ocean" }, { w: "Kidd", g: "a nod to Captain Kidd" }, { w: "Teach", g: "Blackbeard's real surname" },
  { w: "Rackham", g: "the surname of Calico Jack" }, { w: "Bonny", g: "the surname of Anne Bonny, who sailed with Calico Jack" }, { w: "Bellamy", g: "the surname of Black Sam, the richest pirate of all" },
  { w: "Roberts", g: "the surname of Black Bart, who took hundreds of ships" }, { w: "Vane", g: "the surname of Charles Vane, who never took a pardon" },
];
const PIRATE_FIRST = { female: ["Mara", "Anne", "Grace", "Bess", "Moll", "Ruby", "Nell", "Sadie", "Jenny", "Isla"], male: ["Ned", "Jack", "Silas", "Finn", "Morgan", "Tom", "Edward", "Hugo", "Caleb", "Ezra"] };

// A real pirate's own given name before their surname is that pirate, not a new one: no "Anne 'Imperator' Bonny".
const REAL_PIRATES: Record<string, string> = { Bonny: "Anne", Rackham: "Jack", Teach: "Edward", Bellamy: "Sam", Vane: "Charles", Kidd: "William", Roberts: "Bart" };

// The frontier drinks whiskey at a saloon; a crew drinks grog below decks.
const NOT_FOR: Record<string, RegExp> = { pirate: /^(Whiskey|Sarsaparilla|Barrelhouse)$/, cowboy: /^(Grog|Bilge Rum)$/ };
const SOURCE_FOR: Record<string, Record<string, string>> = { pirate: { drink: "the ship's rum barrel and the harbour tavern" }, cowboy: { drink: "the saloon bar" } };

const FUNNY_RANKS = ["First Mate", "Bosun", "Admiral", "Lookout", "Quartermaster", "Ship's Cook"];

export const pirateMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  // A pirate's water is the sea: "Riverbed" and "Aquifer" belong to a plumber, not a crew.
  const sea = BY_KEY.get("sea");
  const lead = motifsIn(ctx.description, ctx)
    .map((f) => (f.motif.key === "water" && sea ? { ...f, motif: sea } : f))
    .filter((f, i, all) => (f.motif.key !== "sea" || lead0(ctx) || f.said !== null) && all.findIndex((g) => g.motif.key === f.motif.key) === i);
  const draw = drawer(ctx, "pirate", lead);
  const r = ctx.rng;
  return () => {
    const p = draw();
    if (!p) return null;
    const g = genderOf(ctx);
    const first = r.pick(g === "female" ? PIRATE_FIRST.female : g === "male" ? PIRATE_FIRST.male : [...PIRATE_FIRST.female, ...PIRATE_FIRST.male]);
    const last = r.pick(PIRATE_LAST.filter((l) => REAL_PIRATES[l.w] !== first));
    const w = p.word.w;
    // A cunning pirate is often known by a smooth nickname rather than by what the description names.
    if (style === "cunning" && r.chance(0.45)) {
      const nick = r.pick(PIRATE.cunningNicknames);
      const name = r.chance(0.5) ? `${nick.w} ${first}` : `${nick.w} ${first} ${last.w}`;
      return general(name, `'${nick.w}': ${nick.g}${name.includes(last.w) ? `; ${last.w} is ${last.g}` : ""}.`, traits(r, ["Cunning", "Charming", "Slippery"], ["Adventurous"]),
        `${name} warns other crews to count their coins after every handshake.`, `'${nick.w}' is the sort of name a crew gave its smooth talker, put before ${first}, an old sailor's given name.`);
    }
    const shapes = style === "legendary" ? [`Captain ${first} ${last.w}`, `Captain ${w} ${last.w}`, `${first} "${w}" ${last.w}`, `Captain ${first} "${w}" ${last.w}`] : style === "funny" ? [`${w} ${first}`, `${r.pick(FUNNY_RANKS)} ${w}`, g === "male" ? `Cabin Boy ${w}` : `Deckhand ${w}`, `${first} the ${w}`] : [`${w} ${first}`, `${first} "${w}" ${last.w}`, r.chance(0.5) ? `Captain ${w}` : `Captain ${w} ${last.w}`, `${w} ${first} ${last.w}`];
    const name = r.pick(shapes);
    const hasWord = name.includes(w);
    const hasLast = name.includes(last.w);
    const parts = [hasWord ? `'${w}' is ${p.word.g}` : "", hasLast ? `${last.w} is ${last.g}` : ""].filter(Boolean);
    const meaning = `${cap(parts.join(", and "))}.`;
    const said = p.found.said;
    const about = p.found.motif.about;
    const why = said && hasWord
      ? turn(ctx, "said", [
        `${name} is what a crew would call a pirate with ${about}, as you wrote ${q(said)}.`,
        `Your ${q(said)} gives this pirate ${about}, and ${name} is how every port would tell it.`,
        `A crew names its own for what they do, and for the ${q(said)} in your description that makes ${name}.`,
        `Your ${q(said)} is the story behind ${name}: a pirate with ${about}.`,
        `Every tavern from Tortuga to Nassau would know ${name}, the pirate with ${about} your ${q(said)} describes.`,
        `${name} is the kind of name a crew gives a shipmate with ${about}, and your ${q(said)} says this one has it.`,
      ])
      : hasWord
        ? turn(ctx, "word", [
          `${name} would look right on a wanted poster nailed to a harbour wall.`,
          `${name} is a name a crew would shout across a boarding deck.`,
          `${name} sounds like a tale told below decks on a long night watch.`,
          `Merchant captains would strike their colours on hearing ${name}.`,
        ])
        : turn(ctx, "plain", [
          `${name} has the ring of a captain whose ship other crews steer around.`,
          `${name} would sit well in a ship's log beside a list of prizes taken.`,
          `${name} is a name a harbour master would remember for all the wrong reasons.`,
        ]);
    const kind = style === "funny" ? ["Cheerful", "Clumsy", "Lucky"] : style === "cunning" ? ["Cunning", "Charming", "Slippery"] : ["Fearsome", "Bold", "Ruthless"];
    return general(name, meaning, traits(r, kind, ["Adventurous", "Loyal to the crew"]), why,
      hasWord ? `${from(w, p.found.motif, "pirate")}, the kind of nickname Golden Age crews gave their own.` : `${last.w} is a sea-going surname, and ${first} a given name from the Golden Age crews' rolls.`);
  };
};

// Every pirate is at sea: "sea" is only worth leading with when the visitor said more than "pirate".
function lead0(ctx: Ctx): boolean {
  return ctx.understood.words.some((w) => w !== "pirate" && (BY_KEY.get("sea")?.triggers.has(w) ?? false));
}

// ---------------------------------------------------------------------------
// Characters

const babyPool = (g: Gender, tags: string[]) =>
  BABY_NAMES.filter((b) => {
    const t = b.tags;
    const sex = g === "female" ? t.includes("girl") : g === "male" ? t.includes("boy") : t.includes("neutral");
    return sex && tags.some((x) => t.includes(x));
  });

const SETTING_NOTES: Record<string, string[]> = {
  contemporary: ["readers will believe it on the first page", "it would sit naturally on a class register or a work badge", "it sounds like someone you could meet on a train today", "it is easy to say aloud and hard to forget"],
  historical: ["it belongs in a letter sealed with wax", "it would look right in a parish register", "it sounds right announced at a ball", "it fits a calling card on a silver tray"],
  noir: ["it sounds right in a smoky office at two in the morning", "it would look right painted on a frosted-glass door", "it sounds like a name in a police file", "it suits a voice-over in the rain"],
  western: ["it would look right on a wanted poster", "it sounds right said slow across a saloon", "it would fit a name carved on a ranch gate", "it sounds like the frontier"],
  "science-fiction": ["it would sound right over a ship's intercom", "it would fit a crew manifest", "it sounds like someone born off-world", "it reads well on a station's duty roster"],
  fantasy: ["it sounds at home in a ballad", "it would fit a name in a bard's song", "it sounds right read out at a royal court", "it suits a tale of maps and dragons"],
};

const MIXED_WORLD = new Set(["Navarro", "Moreau", "Okafor", "Tanaka", "Lindqvist", "Kowalski", "Reyes", "Delacroix"]);

// Words that place a character in a setting when the visitor left the select at its default:
// a wizard's apprentice does not live in a contemporary story.
const SETTING_CUES: [string, RegExp][] = [
  ["fantasy", /\b(wizards?|witch(es)?|sorcer(er|ess)|warlock|elf|elves|elven|dwarf|dwarves|dragons?|knights?|kingdom|mage|magic|spell(s|caster)?|enchanted|orcs?|paladin|necromancer|castle)\b/],
  ["western", /\b(cowboy|cowgirl|sheriff|saloon|frontier|outlaw|gunslinger|ranch|rancher|wild west|stagecoach)\b/],
  ["science-fiction", /\b(spaceship|starship|space station|android|cyborg|aliens?|galaxy|planet|astronaut|space)\b/],
  ["noir", /\b(private (eye|detective)|gumshoe|femme fatale|mobster|gangster)\b/],
  ["historical", /\b(victorian|regency|edwardian|medieval|tudor|elizabethan|renaissance|1[5-8]\d\ds)\b/],
];

function settingOf(ctx: Ctx): string {
  const chosen = ctx.opt("genre");
  const typed = (ctx.text("genre") ?? "").trim().toLowerCase();
  if (typed && typed !== "contemporary") return chosen;
  if (chosen !== "contemporary") return chosen;
  const text = ctx.description.toLowerCase();
  return SETTING_CUES.find(([, cue]) => cue.test(text))?.[0] ?? chosen;
}

export const characterMaker: Maker = (ctx) => {
  const setting = settingOf(ctx);
  const found = motifsIn(ctx.description, ctx);
  const surnameMotifs = found.filter((f) => MOTIF_SURNAMES[f.motif.key]);
  const usedLast = new Set<string>();
  const r = ctx.rng;
  return () => {
    const g = genderOf(ctx);
    // A surname from what the character does, when the description says it.
    const f = surnameMotifs.length > 0 && r.chance(0.7) ? r.pick(surnameMotifs) : null;
    // A western or a period piece keeps to old English-speaking surnames; today's world and the future are mixed.
    const plain = setting === "contemporary" || setting === "science-fiction" ? PLAIN_SURNAMES : PLAIN_SURNAMES.filter((s) => !MIXED_WORLD.has(s.w));
    const lastPool = (f ? MOTIF_SURNAMES[f.motif.key] : plain).filter((s) => !usedLast.has(s.w));
    if (lastPool.length === 0) return null;
    const last = r.pick(lastPool);
    let given: string;
    let givenNote: string;
    let givenFrom: string;
    if (setting === "fantasy") {
      const t = r.pick([TONGUES.human, TONGUES.elf]);
      const inv = inventGiven(r, t, g);
      if (!inv) return null;
      const a = r.pick(t.familyFirst);
      const b = r.pick(t.familySecond);
      const fam = f ? last.w : `${a.w}${b.w}`;
      const name = `${inv} ${fam}`;
      const famNote = f ? `${fam} once meant ${last.g}` : `the family name ${fam} joins '${a.w}' (${a.g}) and '${b.w}' (${b.g})`;
      const famFrom = f ? `${fam} is a real English surname` : `${fam} is ${withArticle(t.label)} family name in the manner of old heraldry`;
      return finish(ctx, name, `${inv} is an invented ${t.label} given name, and ${famNote}.`, f, setting, last.w, `${inv} has ${t.sound}; ${famFrom}.`);
    }
    if (setting === "western") {
      given = r.pick(givenFor("west", g));
      givenNote = `${given} is a frontier given name`;
      givenFrom = `${given} was a given name common on the American frontier`;
    } else {
      const tags = setting === "historical" ? ["vintage", "classic"] : setting === "noir" ? ["vintage"] : setting === "science-fiction" ? ["rare", "modern"] : ["modern", "classic"];
      const pool = babyPool(g, tags);
      const b = pool.length > 0 ? r.pick(pool) : null;
      if (!b) return null;
      given = b.name;
      givenNote = `${given} means '${b.meaning.charAt(0).toLowerCase()}${b.meaning.slice(1)}'`;
      givenFrom = b.origin ? `${given} has ${cap(b.origin)} roots` : `${given} has been a given name for generations`;
    }
    usedLast.add(last.w);
    return finish(ctx, `${given} ${last.w}`, `${givenNote}, and ${last.w} once meant ${last.g}.`, f, setting, last.w,
      `${givenFrom}, and ${last.w} ${f ? "is a surname that began as a trade or place" : "is a surname in use for centuries"}.`);
  };
};

function finish(ctx: Ctx, name: string, meaning: string, f: Found | null, setting: string, last: string, origin: string): ReturnType<ReturnType<Maker>> {
  const r = ctx.rng;
  const note = r.pick(SETTING_NOTES[setting] ?? SETTING_NOTES.contemporary);
  const why = f?.said
    ? `${last} suits a character with ${f.motif.about}, the side of them your ${q(f.said)} shows, and ${note}.`
    : `${name} fits ${withArticle(readable(setting))} story: ${note}.`;
  return general(name, meaning, traits(r, ["Complex", "Determined", "Guarded", "Warm", "Curious"]), why, origin);
}

