// Generate, then rank: strategies over-generate candidates; this picks the
// best, varied set. A candidate scores for using the visitor's words (or their
// WordNet relatives), for a length that suits a name, for reading as a word;
// it is dropped when it leans on something the visitor ruled out. Picking is
// greedy, with a penalty for names that look or sound like one already picked
// (Double Metaphone, core/sound.ts; Levenshtein) or that repeat an explanation sentence.
import { distance } from "fastest-levenshtein";
import type { GeneratedName } from "../../catalog/types";
import type { Ctx } from "./context";
import { OTHER_PITCHES, PREFERRED, type WithPitches, type WithPreference } from "./result";
import { pronounceable } from "./markov";
import { genderSaid } from "./name-gender";
import { fold, listing, tokens } from "./text";
import { syllableCount, syllablesKnown } from "./describe";
import { soundKey } from "./sound";
import { STOPWORDS } from "./stopwords";
import { baseForm, clashesWith, relatedWords } from "./understand";
import { GENERIC, isAudience } from "../data/description-families";
import { ADJECTIVES } from "../data/brand-themes";

export interface Scored {
  c: GeneratedName;
  score: number;
  rel: number;
  lower: string;
  stems: string[];
  /** The visitor's words run into an address ("useinvoice.com" holds "invoice"). */
  inside: string[];
  sound: string;
  sentences: string[];
}

// Words true to a description that nobody wants on a sign or a cover ("The
// Disease Corner", "Late Payment Co."): never a reason to rank a name up.
const UNPLEASANT = new Set(
  `disease illness sick sickness pain painful hate hated problem problems late risk risky debt dirty harsh damage damaged broken fail failure
  stress stressful anxiety boring messy mess chore chores waste toxic chemical chemicals allergy allergies allergic sensitive coeliac celiac
  diabetes diabetic cancer tumour tumours tumor tumors injury injured death dead disability paperwork hassle annoying tedious hate hates overdue unpaid
  crack cracks cracked leak leaks leaking mould mold rust rusty corrosion fault faults defect defects diagnosis diagnoses disorder disorders
  infection infections symptom symptoms drought droughts outbreak addiction trauma grief divorce bankruptcy eviction fraud scam lawsuit
  lawsuits burnout lonely loneliness migraine acne eczema lice mistake mistakes clutter odor odour odors odours smell smells stink stench
  headstone gravestone tombstone graveyard deadline deadlock headache heartache toothache backache setback breakdown meltdown downfall
  shipwreck landfill cesspool hangover sinkhole stalemate outcast wasteland deathbed bloodbath`.split(/\s+/).filter(Boolean),
);

// Pages that name a firm or a product, where an illness it fights is no word of the name.
const FIRM_KINDS = new Set(["business-brand", "tech-industry"]);
// Names of illnesses by their endings and the commonest by name ("arthritis", "fibrosis", "anaemia", "melanoma", "sepsis").
const ILLNESS = /^([a-z]+(itis|osis|aemia|emia|oma|pathy)|sepsis|asthma|dementia|alzheimers?|parkinsons?|malaria|measles|influenza|flu|covid|stroke|obesity|insomnia|depression|autism|epilepsy|leukaemia|leukemia|hiv|aids)$/;

// The family who run a business are who runs it, not what it sells: "run by me and my sister" gives no "Balance & Sister".
// (A band of two sisters may well be "The Lighthouse Sisters": only a business's words leave them out.)
const KIN = new Set(
  `sister sisters brother brothers uncle aunt dad mum mom father mother son daughter husband wife grandpa grandma grandfather grandmother
  cousin nephew niece`.split(/\s+/).filter(Boolean),
);

/** Whether a word names one of the family ("sister", "dad"): who runs a business, never a word on its sign. */
export function isKin(word: string): boolean {
  return KIN.has(word.toLowerCase());
}

/** Whether a word is one nobody wants in a name ("disease", "hate"), however true to the description. */
export function isUnpleasant(word: string): boolean {
  return UNPLEASANT.has(word.toLowerCase());
}

const stem = (w: string) => w.replace(/(ing|ers|er|es|s|ed|y)$/, "").slice(0, 6);

// Joining words and trade words repeat across any good list ("The …", "… Co.").
const FILLER = new Set(["the", "and", "of", "co", "com", "for", "with", "your", "our", "from", "studio", "shop", "company", "house"]);

function nameWords(name: string): string[] {
  return fold(name).split(/[^a-z]+/).filter((w) => w.length >= 3 && !FILLER.has(w));
}

/** The sentences of a name's explanation a visitor reads as prose. */
export function explanationSentences(c: GeneratedName): string[] {
  const text = "meaning" in c ? `${c.meaning} ${c.why_it_fits}` : `${c.how_to_grow_it_quickly} ${c.why_it_would_work}`;
  return sentencesOf(text).map((s) => s.trim()).filter((s) => s.length > 0);
}

function explanationText(c: GeneratedName): string {
  return "meaning" in c ? `${c.meaning} ${c.why_it_fits} ${c.name_origin}` : `${c.niche} ${c.how_to_grow_it_quickly} ${c.why_it_would_work}`;
}

/** The visitor's words that say what the thing is: not who it is for, not filler ("people", "things"). */
function ownWords(ctx: Ctx): string[] {
  // Other short text fields are the visitor's words too ("niche: true crime" on the podcast page).
  const typed = ctx.generator.fields
    .filter((f) => f.kind !== "select" && f.name !== "description" && f.name !== "keywords")
    .flatMap((f) => tokens(ctx.text(f.name)).map(baseForm))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w));
  // A word typed into such a field is the subject itself, even a general one ("startups").
  return [...[...ctx.keywords, ...ctx.understood.words].filter((w) => !GENERIC.has(w)), ...typed].filter((w) => !isAudience(w) && !UNPLEASANT.has(w));
}

/** Words of the select options that differ from their defaults (chosen, or read from the description). */
function optionWords(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const f of ctx.generator.fields) {
    if (f.kind !== "select") continue;
    const value = ctx.opt(f.name);
    if (value !== f.default) out.push(...value.split("-").filter((w) => w.length >= 3 && w !== "and"));
  }
  return out;
}

/** The visitor's words, read once per request for scoring every candidate. */
interface Lexicon {
  own: Set<string>;
  ownWords: string[];
  picked: Set<string>;
  related: Set<string>;
  nouns: Set<string>;
  species: string | null;
  coats: ReadonlySet<string>;
  /** The precious metal the description names when it names only one: a name of the other is passed over. */
  otherMetal: RegExp | null;
  /** On the domain page, the length of address the visitor chose. */
  addressLength: string | null;
}

function lexiconOf(ctx: Ctx): Lexicon {
  const mine = ownWords(ctx);
  return {
    own: new Set(mine.map(stem)),
    ownWords: mine.filter((w) => w.length >= 4),
    picked: new Set(optionWords(ctx).map(stem)),
    related: new Set(ctx.understood.related.filter((w) => !GENERIC.has(w)).map(stem)),
    nouns: new Set(ctx.understood.nouns),
    species: speciesOf(ctx),
    coats: coatsOf(ctx),
    otherMetal: otherMetalOf(ctx.description),
    addressLength: ctx.generator.slug === "domain" ? ctx.opt("length") : null,
  };
}

const PAGE = new WeakMap<Ctx["generator"], RegExp>();

/**
 * Whether what is said about a name speaks of something the visitor ruled out. Two things are no clash: a thing only
 * a kind of which was ruled out ("a bakery's bread" after "no white bread"), and what the page names ("for a coffee
 * shop" to a tea room that serves no coffee, which would otherwise get no names at all).
 */
export function saysRuledOut(c: GeneratedName, ctx: Ctx): boolean {
  if (ctx.understood.excluded.size === 0) return false;
  let page = PAGE.get(ctx.generator);
  if (!page) {
    const kind = ctx.generator.noun.toLowerCase().replace(/\s+(names|titles)$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    page = new RegExp(`\\b${kind}s?\\b`, "gi");
    PAGE.set(ctx.generator, page);
  }
  return clashesWith(explanationText(c).replace(page, " "), ctx.understood.unsayable);
}

/** How strongly a name is built from a place the visitor named (1.5), their words (1), an option they picked (0.8), related words (0.6), or neither (0). */
export function relevance(name: string, ctx: Ctx, lex: Lexicon = lexiconOf(ctx)): number {
  const parts = nameWords(name);
  if (parts.length === 0) return 0;
  // A place or a name the visitor typed ("Detroit") counts as their own word.
  // A place the visitor named ranks above their other words: it is what makes a local name theirs.
  if (ctx.places.some((p) => name.includes(p))) return 1.5;
  if (ctx.properNouns.some((p) => name.includes(p))) return 1;
  const stems = parts.map(stem);
  if (stems.some((p) => lex.own.has(p))) return 1;
  const flat = fold(name).replace(/[^a-z]/g, "");
  if (lex.ownWords.some((w) => flat.includes(w))) return 1;
  if (stems.some((p) => lex.picked.has(p))) return 0.8;
  if (stems.some((p) => lex.related.has(p))) return 0.6;
  return 0;
}

// Animals a pet name or its explanation may mention; the ones that are not the
// visitor's animal make a contradiction ("Fish Stick" for a rabbit).
const SPECIES: Record<string, string[]> = {
  dog: ["dog", "dogs", "puppy", "puppies", "pup", "hound", "canine"], cat: ["cat", "cats", "kitten", "kitty", "feline"], rabbit: ["rabbit", "bunny", "bunnies"],
  horse: ["horse", "pony", "ponies", "mare", "foal", "stallion"], bird: ["bird", "parrot", "budgie", "canary"], fish: ["fish", "goldfish"],
  rodent: ["hamster", "mouse", "mice", "gerbil", "rat"], frog: ["frog", "toad"], lizard: ["lizard", "gecko", "snake", "turtle", "tortoise"],
};
const SPECIES_KIND = new Map(Object.entries(SPECIES).flatMap(([kind, ws]) => ws.map((w) => [w, kind] as const)));
const ANY_SPECIES = new RegExp(`(${[...SPECIES_KIND.keys()].map((w) => w.replace(/(ies|y|s)$/, "")).join("|")})`, "i");

const SHE_ANIMAL = /\b(she|her|hers|female|girl|mare|filly|queen|lady|jenny|hen|doe|dam|sow|ewe|nanny)\b/;
const HE_ANIMAL = /\b(he|him|his|male|boy|stallion|colt|gelding|stud|tom|tomcat|buck|boar|ram|billy|king)\b/;

/** The animal's sex on a pet page, when the description gives it ("a chestnut mare", "a big male rottweiler"). */
export function petSexOf(ctx: Ctx): "female" | "male" | null {
  return speciesOf(ctx) || ctx.generator.slug === "pet" ? genderSaid(ctx.description, SHE_ANIMAL, HE_ANIMAL) : null;
}

/** The visitor's animal on a pet page ("dog" on the dog page, the pet type typed on the pet page), if any. */
function speciesOf(ctx: Ctx): string | null {
  const slug = ctx.generator.slug;
  if (slug === "dog" || slug === "cat" || slug === "horse") return slug;
  if (slug !== "pet") return null;
  for (const w of ctx.text("petType").toLowerCase().split(/[^a-z]+/)) if (SPECIES_KIND.has(w)) return SPECIES_KIND.get(w)!;
  return null;
}

/** The kinds of animal a text names ("organic treats for puppies" -> dog); "lover of horses": a plural is the same animal. */
export function speciesIn(text: string): Set<string> {
  const kinds = new Set<string>();
  // (Most explanations name no animal at all: one look at the whole text spares splitting it.)
  if (!ANY_SPECIES.test(text)) return kinds;
  for (const w of text.toLowerCase().split(/[^a-z]+/)) {
    const kind = SPECIES_KIND.get(w) ?? SPECIES_KIND.get(w.replace(/ies$/, "y")) ?? SPECIES_KIND.get(w.replace(/s$/, "")) ?? SPECIES_KIND.get(w.replace(/es$/, ""));
    if (kind) kinds.add(kind);
  }
  return kinds;
}

function otherSpecies(text: string, species: string): boolean {
  return [...speciesIn(text)].some((kind) => kind !== species);
}

// Coat colours on pet pages: the visitor's words for each (a bay horse is brown, a palomino golden), and the words a
// name or its meaning uses for it ("Bruno: brown", "Chestnut", "Goldie", "Pistachio: a green nut").
const COAT_DESCRIBED: Record<string, string[]> = {
  black: ["black", "piebald", "tuxedo", "ebony", "jet"], white: ["white", "piebald", "skewbald", "tuxedo", "albino", "snowy"],
  grey: ["grey", "gray", "silver", "dapple", "roan", "blue"], brown: ["brown", "chocolate", "bay", "chestnut", "liver", "tan", "skewbald", "sable", "brindle"],
  golden: ["golden", "gold", "yellow", "blonde", "palomino", "buckskin", "dun", "fawn", "apricot", "tan"], orange: ["orange", "ginger", "red", "chestnut", "copper", "marmalade"],
  cream: ["cream", "creamy", "beige", "fawn", "dun"], green: ["green"], blue: ["blue"], pink: ["pink"],
};
const COAT_NAMED: Record<string, RegExp> = {
  black: /\b(black\w*|ebony|jet|coal\w*|soot\w*|inky?|onyx|raven|midnight|liquorice|licorice|oreo)\b/,
  white: /\b(white\w*|snow\w*|ivory|pearl\w*|milk\w*|frost\w*|marshmallow|blanc\w*|oreo)\b/,
  grey: /\b(gr[ae]y\w*|silver\w*|ash|ashen|ashy|smok\w*|slate|pewter)\b/,
  brown: /\b(brown\w*|tan|bruno|chocolate|cocoa|coffee|mocha|chestnut|hazel\w*|caramel|toffee|cinnamon|nutmeg|walnut|fudge|bronze|tawny)\b/,
  golden: /\b(gold\w*|honey\w*|amber|butter\w*|blond\w*|champagne|sandy?)\b/,
  orange: /\b(orange|ginger\w*|marmalade|rust\w*|copper\w*|red|pumpkin|tangerine|carrot\w*)\b/,
  cream: /\b(cream\w*|vanilla|custard)\b/, green: /\b(green\w*|pistachio|olive|mint\w*|jade|emerald|kiwi)\b/, blue: /\b(blue\w*|azure|sapphire|indigo)\b/, pink: /\b(pink\w*|blush\w*|bubblegum)\b/,
};
// Shades that may stand for each other: a golden retriever may be "Honey" or "Butterscotch", a grey cat "Blue".
const COAT_NEAR: Record<string, string[]> = {
  black: ["grey"], white: ["cream", "grey"], grey: ["white", "blue", "black"], brown: ["golden", "orange", "cream"], golden: ["cream", "orange", "brown"],
  orange: ["golden", "brown"], cream: ["white", "golden", "brown"], blue: ["grey"], green: [], pink: [],
};
const PET_PAGES = new Set(["dog", "cat", "horse", "pet", "warrior-cat"]);
const BRIGHT_COATS = new Set(["green", "blue", "pink"]);

/** The coat colours a pet description gives ("a black Labrador", "a bay mare"): empty when it gives none. */
function coatsOf(ctx: Ctx): Set<string> {
  if (!PET_PAGES.has(ctx.generator.slug)) return new Set();
  // ("a black kitten with green eyes": the colour of the eyes, a collar or a bow is no coat.)
  const words = fold(`${ctx.description} ${ctx.text("petType")}`).split(/[^a-z]+/);
  const said = new Set(words.filter((w, i) => !/^(eyes?|collar|harness|bow|ribbon|nose|tongue)$/.test(words[i + 1] ?? "")));
  return new Set(Object.entries(COAT_DESCRIBED).filter(([, ws]) => ws.some((w) => said.has(w))).map(([k]) => k));
}

/** Whether a pet's name, or what its meaning says, is a colour the visitor's animal is not ("Bruno, brown" for a black Labrador). */
function offCoat(c: GeneratedName, coats: ReadonlySet<string>): boolean {
  if (coats.size === 0 || !("meaning" in c)) return false;
  const allowed = new Set([...coats, ...[...coats].flatMap((k) => COAT_NEAR[k] ?? [])]);
  // A furred animal's coat is never green, blue or pink: "Olive" and "Sky" contradict nothing about a black cat, only a bird's.
  const bright = [...coats].some((k) => BRIGHT_COATS.has(k));
  const text = fold(`${c.name} ${c.meaning}`);
  return Object.entries(COAT_NAMED).some(([k, re]) => !allowed.has(k) && (bright || !BRIGHT_COATS.has(k)) && re.test(text));
}

// A stock mood word before an idea, a process or a tool names nothing one can picture ("Bright Schedule", "Jolly Manager",
// "Simple Headphone", "Fresh Awareness"); before a thing it can ("Happy Socks", "Little Moons"). Such names rank after the rest.
export const STOCK_MOODS: ReadonlySet<string> = new Set(Object.values(ADJECTIVES).flatMap((list) => list.map((w) => w.w.toLowerCase())));
const ABSTRACT_ENDING = /(tion|sion|ment|ness|ity|ance|ence|ship|ism|ing|ware|ics|ology|ager|ator|ure)$/;
const ABSTRACT = new Set(
  `schedule budget monitor limit volume data app platform tool system service widget test analysis care support feedback insight content
  report account password software hardware device gadget headphone earbud charger sensor tracker habit task note file document contract
  form invoice payroll tax finance money payment loan credit debt insurance policy claim law compliance risk privacy security network process
  workflow project team staff client customer user member order delivery booking appointment shift rota plan goal idea solution result
  product brand business company startup agency firm review course lesson class program programme event experience tour trip travel health
  therapy treatment diagnosis vaccine drug medicine dose market marketplace exchange token chain crypto deal price cost value energy power
  waste emission carbon electricity electronics api code model agent automation awareness penetration recovery repair installation
  maintenance removal hire rental media post email message call`.split(/\s+/).filter(Boolean),
);
/** Whether a name is a stock mood word before one of the visitor's words for an idea or a tool ("Keen Schedule"). */
function moodBeforeIdea(name: string, lex: Lexicon): boolean {
  const parts = fold(name).split(/\s+/);
  if (parts.length !== 2 || !STOCK_MOODS.has(parts[0])) return false;
  const noun = parts[1].replace(/[^a-z]/g, "");
  const one = noun.replace(/(?<=[^s])s$/, "");
  return lex.own.has(stem(noun)) && (ABSTRACT.has(noun) || ABSTRACT.has(one) || ABSTRACT_ENDING.test(noun));
}

const GOLD_WORDS = /\b(gold\w*|gilt|gilded|gilding|karat|karats|goldsmiths?)\b/i;
const SILVER_WORDS = /\b(silver\w*|sterling|silversmiths?)\b/i;
/** The words of the other precious metal than the one the description names (silver and not gold, or gold and not silver), or null. */
function otherMetalOf(description: string): RegExp | null {
  const silver = SILVER_WORDS.test(description);
  const gold = GOLD_WORDS.test(description);
  if (silver === gold) return null;
  return silver ? GOLD_WORDS : SILVER_WORDS;
}

/** Generators whose names are titles of a story, a song or a poem: the people in them are not whom the name is for. */
const STORY_TITLES = new Set(["book-title", "screenplay", "fan-fiction", "game", "comic-book", "song", "poetry-title"]);

/** Whether a word names an illness ("stroke", "arthritis"): what a firm fights, never a word of its name. */
export function isIllness(word: string): boolean {
  return ILLNESS.test(word.toLowerCase());
}

function score(c: GeneratedName, ctx: Ctx, lex: Lexicon, weightRelevance: number): Scored | null {
  // Nothing the visitor ruled out in what is said about a name (a name holding it was passed over as it was made).
  // (A title that tells the visitor's own clause, "The Boy Who Never Wanted to Sleep", says their words, never one they ruled out.)
  if (saysRuledOut(c, ctx) && !(c as WithPreference)[PREFERRED]) return null;
  // No other animal than theirs in a pet's name or explanation: a name's story may be another animal's
  // ("Garfield, a cat who loves lasagne", "Kermit, a green frog") and says the wrong thing of a dog.
  if (lex.species && otherSpecies(`${c.name} ${explanationText(c)}`, lex.species)) return null;
  // No colour the visitor's animal is not: "Chestnut" for a white Arabian, "Sir Cocoa" for a grey kitten.
  if (offCoat(c, lex.coats)) return null;
  // ("The Silver Gilt", "The Small Karat" for sterling silver jewellery: the metal the visitor named, never the other.)
  if (lex.otherMetal?.test(c.name)) return null;
  const words = nameWords(c.name);
  // ("Sepsis Company", "Thera Sepsis", "Trial & Sepsis" for a sepsis test: the illness a firm fights is no word of its name,
  // whatever it is called; a clinic may still say what it treats, and a blog or a podcast about living with it.)
  if (FIRM_KINDS.has(ctx.generator.category) && ctx.generator.slug !== "medical-practice" && words.some((w) => ILLNESS.test(w))) return null;
  const rel = relevance(c.name, ctx, lex);
  let s = weightRelevance * rel;
  if (words.some((w) => UNPLEASANT.has(w))) s -= 1.5;
  // Who it is for never heads the name ("Quill Kids"); in a story the people are its subject ("The Last Teacher", "A Gift for the Owner").
  if (words.length > 1 && isAudience(words[words.length - 1]) && !STORY_TITLES.has(ctx.generator.slug)) s -= 2;
  // A plural noun of the visitor's does not modify another word ("books_lab", "The Books Pour").
  const pieces = c.name.toLowerCase().split(/[\s._-]+/).filter(Boolean);
  // ("Birds of Britain", "Pasta and Tables", "The Brothers Who…": a plural before a joining word modifies nothing.)
  for (const [i, p] of pieces.slice(0, -1).entries()) if (p.length > 3 && p.endsWith("s") && !p.endsWith("ss") && !/^(of|and|in|on|at|for|from|with|to|&|the|who)$/.test(pieces[i + 1]) && lex.nouns.has(p.replace(/(ie)?s$/, (m) => (m === "ies" ? "y" : "")))) s -= 1;
  // (A name its strategy knows a person would pick, "The Girl Who Could Talk to Animals", leads whatever its length.)
  if ((c as WithPreference)[PREFERRED]) s += 1;
  const letters = c.name.replace(/[^a-z]/gi, "").length;
  if (letters > 22) s -= 0.3;
  // ("sleeppal.app" for a long address: the length a visitor chose is weighed, a long address past a short one.)
  if (lex.addressLength) {
    const label = c.name.replace(/\.[a-z.]+$/, "").length;
    if (lex.addressLength === "long" && label < 12) s -= 0.5;
    if (lex.addressLength === "medium" && label < 8) s -= 0.3;
  }
  // One invented word must read as a word.
  // (An address runs real words together, "invoicebox.com": it is read as those words.)
  if (words.length === 1 && !/\s/.test(c.name.trim()) && !/\.[a-z]{2,}$/.test(c.name) && !pronounceable(words[0])) s -= 0.5;
  const lower = c.name.toLowerCase();
  // An address that runs the visitor's word into another ("useinvoice", "invoicebox") repeats that word,
  // front or back: both count, a little, so a result is not six ways of writing one word.
  const flat = lower.replace(/[^a-z]/g, "");
  // A word with its final e dropped for an ending ("invoicify", "invoicio") still holds it.
  const inside = words.length === 1 && /\.[a-z]{2,}$/.test(c.name) ? lex.ownWords.filter((w) => flat.includes(w) || flat.includes(w.replace(/e$/, ""))).map(stem) : [];
  // An address's one label is not a word: its shared part is counted by `inside`, front ("useinvoice") and back ("invoicely") alike.
  const stems = inside.length > 0 ? [] : words.map(stem);
  return { c, score: s, rel, lower, stems, inside, sound: soundKey(lower.replace(/[^a-z]/g, "")), sentences: explanationSentences(c) };
}

// Titles in fun on a pet's name ("Sir Crouton", "Lady Pie"): two a result at most, or half the list is a joke on one idea.
const PET_TITLE = /^(Sir|Lady|Lord|Duke|Duchess|Prince|Princess|Captain|Professor|Doctor|Dr\.|Miss|Mister|Mr\.|Mrs\.|Uncle|Auntie|Aunt|Baron|Baroness|Count|Countess|Admiral|General|Major|Madame|King|Queen|Little|Big|Old)\s/;

/** The stock shape a name is made in, with how many of it a result holds, or null for a name of its own shape. */
function stockShape(name: string, ctx: Ctx, count: number, lex: Lexicon): { key: string; max: number } | null {
  if (moodBeforeIdea(name, lex)) return { key: "mood", max: Math.max(1, Math.floor(count * 0.15)) };
  if (PET_PAGES.has(ctx.generator.slug) && PET_TITLE.test(name)) return { key: "title", max: Math.max(2, Math.floor(count * 0.3)) };
  // ("Gus's Tattoo Parlour", "Hank's Car Wash": an owner nobody named; the visitor's own name is theirs to use.)
  const owner = name.match(/^([A-Z][a-z]+)['\u2019]s\s/)?.[1];
  if (owner && !ctx.description.includes(owner)) return { key: "owner", max: Math.max(1, Math.ceil(count * 0.15)) };
  if (/^The \S+ (Nook|Den|Corner)$/.test(name)) return { key: "nook", max: Math.max(1, Math.ceil(count * 0.15)) };
  return null;
}

/** Picks `count` names from the candidates: best first, each unlike the ones before it. */
export function rankAndPick(candidates: readonly GeneratedName[], ctx: Ctx, count: number, weightRelevance: number, relevantShare = 0.72): GeneratedName[] {
  const lex = lexiconOf(ctx);
  const pool = scoredPool(candidates, ctx, count, weightRelevance, lex);
  const picked: Scored[] = [];
  // About seven or eight names in ten lean on the visitor's words; the rest
  // leave room for the options they picked (industry, style, craft) and the
  // generator's own field (crypto, fitness) to show.
  const relevantQuota = Math.max(1, Math.round(count * relevantShare));
  let relevantPicked = 0;
  // Each candidate's penalty for resembling what is already picked, updated after every pick.
  const penalty = new Float64Array(pool.length);
  const taken = new Uint8Array(pool.length);
  const usedSentences = new Set<string>();
  // How many of each candidate's sentences are said already, kept up to date as names are picked (faster than asking each round).
  const repeats = new Uint8Array(pool.length);
  const saying = sentenceHolders(pool);
  // (Addresses only: elsewhere a pitch's shape is the kind of name, "Fits a modern business: two everyday words…", and
  // weighing it spent relevance and variety on changing kinds; the explanations' own rule keeps any shape to two.)
  const pitchShapes = ctx.generator.slug === "domain" ? pool.map((p) => pitchShape(p.c)) : null;
  const usedShapes = new Set<string>();
  const shapes = pool.map((p) => stockShape(p.c.name, ctx, count, lex));
  const shapeCount = new Map<string, number>();
  // The picking is done by small functions of their own (bestOf, resemblance): a server's compiler then optimises
  // each hot loop apart, and never this whole function at once, which took megabytes of its working memory.
  const pick: Picking = { pool, penalty, taken, repeats, pitchShapes, usedShapes, shapes, shapeCount, quotaFull: false, weightRelevance };
  while (picked.length < count && picked.length < pool.length) {
    pick.quotaFull = relevantPicked >= relevantQuota;
    const best = bestOf(pick);
    const chosen = pool[best];
    taken[best] = 1;
    if (shapes[best]) shapeCount.set(shapes[best]!.key, (shapeCount.get(shapes[best]!.key) ?? 0) + 1);
    picked.push(chosen);
    if (chosen.rel > 0) relevantPicked++;
    for (const sentence of chosen.sentences) {
      if (usedSentences.has(sentence)) continue;
      usedSentences.add(sentence);
      for (const i of saying.get(sentence) ?? []) repeats[i]++;
    }
    if (pitchShapes) usedShapes.add(pitchShapes[best]);
    resemblance(pool, taken, penalty, chosen);
  }
  return dropRepeatedSentences(picked.map((p) => p.c), ctx);
}

/** The candidates worth ranking, each scored, with the strategy's first round lifted and a little chance added. */
function scoredPool(candidates: readonly GeneratedName[], ctx: Ctx, count: number, weightRelevance: number, lex: Lexicon): Scored[] {
  const jitter = 0.5 + (1 - Math.min(1, weightRelevance)) * 0.9;
  const pool: Scored[] = [];
  for (const [i, c] of candidates.entries()) {
    const s = score(c, ctx, lex, weightRelevance);
    if (!s) continue;
    // The strategy's first round keeps the mix its style asked for (ampersands for classic, blends for minimal).
    if (i < count) s.score += weightRelevance >= 1 ? 0.5 : 1.2;
    // A little chance keeps repeated requests from returning the same list;
    // more of it where the visitor's words matter less (pets, fantasy people).
    s.score += ctx.rng.next() * jitter;
    pool.push(s);
  }
  return pool;
}

/** Each explanation sentence with the candidates that say it. */
function sentenceHolders(pool: readonly Scored[]): Map<string, number[]> {
  const saying = new Map<string, number[]>();
  for (const [i, p] of pool.entries()) {
    for (const sentence of p.sentences) {
      const holders = saying.get(sentence);
      if (holders) holders.push(i);
      else saying.set(sentence, [i]);
    }
  }
  return saying;
}

interface Picking {
  pool: readonly Scored[];
  penalty: Float64Array;
  taken: Uint8Array;
  repeats: Uint8Array;
  pitchShapes: string[] | null;
  usedShapes: Set<string>;
  shapes: ({ key: string; max: number } | null)[];
  shapeCount: Map<string, number>;
  quotaFull: boolean;
  weightRelevance: number;
}

/** The index of the best candidate still free, its score less its penalties. */
function bestOf(pick: Picking): number {
  const { pool, penalty, taken, repeats, pitchShapes, usedShapes, shapes, shapeCount, quotaFull, weightRelevance } = pick;
  let best = -1;
  let bestValue = -Infinity;
  // A stock shape (a mock title on a pet, an owner's first name, "The … Nook") fills a result only up to its share;
  // past it, only when nothing else is left.
  const capped = (i: number) => shapes[i] !== null && (shapeCount.get(shapes[i]!.key) ?? 0) >= shapes[i]!.max;
  const open = pool.some((_, i) => !taken[i] && !capped(i));
  for (let i = 0; i < pool.length; i++) {
    if (taken[i] || (open && capped(i))) continue;
    const p = pool[i];
    let v = p.score - penalty[i] - (quotaFull && p.rel > 0 ? weightRelevance * p.rel * 0.8 : 0);
    // A sentence already said counts once, however many names said it; one said already with only the name and the
    // quoted words swapped ("Anyone searching for 'data' can guess what datadeck.io offers") counts a little.
    for (let k = 0; k < repeats[i]; k++) v -= 0.2;
    if (pitchShapes && usedShapes.has(pitchShapes[i])) v -= 0.6;
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  }
  return best;
}

/** Adds to each free candidate's penalty for sounding like, looking like or sharing a word with the one just picked. */
function resemblance(pool: readonly Scored[], taken: Uint8Array, penalty: Float64Array, chosen: Scored): void {
  for (let i = 0; i < pool.length; i++) {
    if (taken[i]) continue;
    const p = pool[i];
    if (p.sound && p.sound === chosen.sound) penalty[i] += 0.8;
    else if (Math.abs(p.lower.length - chosen.lower.length) <= 2 && distance(p.lower, chosen.lower) <= 2) penalty[i] += 0.6;
    for (const st of p.stems) if (chosen.stems.includes(st)) penalty[i] += 0.45;
    for (const st of p.inside) if (chosen.inside.includes(st)) penalty[i] += 0.3;
  }
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

// Syllables of 0-19 and of the tens said aloud ("seven" 2, "eleven" 3, "seventy" 3).
const SAID_NUMBER = [2, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 3, 1, 2, 2, 2, 2, 3, 2, 2];
const SAID_TENS = [0, 0, 2, 2, 2, 2, 2, 3, 2, 2];
const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10, XI: 11, XII: 12 };

/** Syllables of one written token as it is said: "TESS-6" is two, "RSV" three (spelled), "Kora IV" three. */
function saidSyllables(token: string): number {
  if (/^\d+$/.test(token)) {
    const n = Number(token);
    if (n < 20) return SAID_NUMBER[n];
    if (n < 100) return SAID_TENS[Math.floor(n / 10)] + (n % 10 === 0 ? 0 : SAID_NUMBER[n % 10]);
    return [...token].reduce((sum, d) => sum + SAID_NUMBER[Number(d)], 0);
  }
  if (ROMAN[token]) return saidSyllables(String(ROMAN[token]));
  // A registry or initialism of three capitals or fewer is spelled out, letter by letter ("double-u" is three).
  if (/^[A-Z]{2,3}$/.test(token)) return [...token].reduce((sum, l) => sum + (l === "W" ? 3 : 1), 0);
  return syllableCount(fold(token));
}

/**
 * A sentence about this one name: the visitor's word it uses, the related
 * word it hints with, or how it sounds. It names the name, so no two names
 * in a result share it.
 */
export function nameSentence(c: GeneratedName, ctx: Ctx, variant: number, soundOnly = false): string {
  return (soundOnly ? null : ownWordSentence(c, ctx, variant)) ?? soundSentence(c.name, nameWords(c.name), variant);
}

/** A sentence on which of the visitor's words this name holds or hints at, or null when it holds none. */
function ownWordSentence(c: GeneratedName, ctx: Ctx, variant: number): string | null {
  const name = c.name;
  const parts = nameWords(name);
  const own = ownWords(ctx);
  const used = own.find((w) => parts.some((p) => stem(p) === stem(w)) || (w.length >= 4 && name.toLowerCase().replace(/[^a-z]/g, "").includes(w)));
  if (used) {
    const forms = [
      `${name} puts "${used}" in plain sight, so people know what it is about at first glance.`,
      `With "${used}" right in it, ${name} tells people what to expect before they read any further.`,
      `${name} says "${used}" outright, and that is the word you chose to describe it.`,
    ];
    return forms[variant % forms.length];
  }
  for (const p of parts) {
    const source = own.find((w) => relevanceWords(w).has(stem(p)));
    if (source) return `"${capitalizeWord(p)}" is close in meaning to "${source}", so ${name} hints at it without spelling it out.`;
  }
  return null;
}

function soundSentence(name: string, parts: string[], variant: number): string {
  if (parts.length === 0) return `${name} sounds good said out loud, which is how most people will first hear it.`;
  // (Counted over every word said: "The Queen's Triumph" is four syllables, not the two of its chosen words.)
  const n = (name.match(/[A-Za-z\u00C0-\u024F]+|\d+/g) ?? []).reduce((sum, p) => sum + saidSyllables(p), 0);
  const first = parts.map((p) => p[0]);
  if (parts.length >= 2 && first.every((l) => l === first[0])) return `The repeated "${first[0].toUpperCase()}" sound makes ${name} easy to remember.`;
  // ("At five syllables, Desiree Couture takes no effort to say": a long name is praised for its rhythm, not its ease.)
  // (An invented word may be said more than one way: "Emberion" is given no number of syllables.)
  const countable = (name.match(/[A-Za-z\u00C0-\u024F]+/g) ?? []).every((p) => /^[A-Z]{2,3}$/.test(p) || ROMAN[p] !== undefined || syllablesKnown(p));
  const extra = [
    `${name} is easy to spell after hearing it once, which spares everyone a second try.`,
    `People who hear ${name} once can say it back straight away.`,
    `${name} has an easy rhythm that sticks after one hearing.`,
  ];
  const forms = [
    !countable ? `${name} has a sound of its own, easy to say and hard to forget.` : n <= 3 ? `At ${NUMBER_WORDS[n] ?? n} syllable${n === 1 ? "" : "s"}, ${name} takes no effort to say and stays in the mind.` : `At ${NUMBER_WORDS[n] ?? n} syllables, ${name} has a rhythm an announcer can lean into.`,
    n <= 4 ? `Short enough to say in one breath, ${name} still stands out from the crowd.` : `${name} rolls off the tongue, which is how most people will first meet it.`,
    `${name} sounds good said out loud, which is how most people will first hear it.`,
    ...extra,
  ];
  return forms[variant % forms.length];
}

function capitalizeWord(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

function relevanceWords(word: string): Set<string> {
  return new Set(relatedWords(word).map(stem));
}

/**
 * A text's sentences, split after a full stop, question or exclamation mark, but not after an abbreviation in a name:
 * "Pine Co. keeps 'hikers' from what you wrote." is one sentence, not "Pine Co." and a half that every "… Co." shares.
 */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])(?<!\b(?:Co|St|Dr|Mr|Mrs|Ms|Ltd|Inc|Jr|Bros|Mt)\.)\s+/);
}

const QUOTED = /(?<![A-Za-z])'([^']+)'(?![A-Za-z])|"([^"]+)"/g;

/**
 * A sentence's shape: the sentence with the name and the quoted words taken out. "It echoes 'invoice' in your description"
 * and "It echoes 'ledger' in your description" are one shape.
 * (A quote opens and closes off a word, so a possessive, "a chemist's", is no quote.)
 */
function sentenceShape(sentence: string, name: string): string {
  return sentence.split(name).join("\u0000").replace(QUOTED, "\u0001").trim();
}

/** The shape of a name's pitch, the first sentence of why it fits: what a list of addresses would say again. */
function pitchShape(c: GeneratedName): string {
  return sentenceShape(sentencesOf("meaning" in c ? c.why_it_fits : c.why_it_would_work)[0] ?? "", c.name);
}

/**
 * A sentence already said about an earlier name is left out of a later one's
 * explanation when something else remains to be said.
 */
export function dropRepeatedSentences(names: GeneratedName[], ctx: Ctx): GeneratedName[] {
  const said = new Set<string>();
  const origins = new Set<string>();
  // How often each sentence shape (`sentenceShape`) has been said: a list says one twice at most.
  const shapes = new Map<string, number>();
  const own = ownWords(ctx);
  // (An address's pitch has a name's other ways ready: there a shape is said once, "Anyone searching for 'bike' can guess…" twice read as a form.)
  const most = ctx.generator.slug === "domain" ? 1 : 2;
  return names.map((c, index) => {
    const worn = (sentence: string) => (shapes.get(sentenceShape(sentence, c.name)) ?? 0) >= most;
    // A worn sentence that cites the visitor's own words still says why this name fits them: it is said again in a form not yet used.
    const citeAgain = (sentence: string): string | null => {
      const quoted = [...sentence.matchAll(QUOTED)].map((m) => m[1] ?? m[2]).filter((q) => own.some((w) => stem(w) === stem(q.toLowerCase())));
      if (quoted.length === 0) return null;
      const words = listing([...new Set(quoted)].map((q) => `'${q}'`));
      const many = new Set(quoted).size > 1;
      // Only a name that holds the words themselves "keeps" them or "says them back" ("Watt Energy keeps 'solar'" was untrue).
      const flatName = fold(c.name).replace(/[^a-z]/g, "");
      const holds = [...new Set(quoted)].every((q) => {
        const w = fold(q).replace(/[^a-z]/g, "");
        return flatName.includes(w) || flatName.includes(stem(w)) || nameWords(c.name).some((p) => stem(p) === stem(w));
      });
      const forms = [
        ...(holds ? [`${c.name} keeps ${words} from what you wrote.`, `You wrote ${words}, and ${c.name} says ${many ? "them" : "it"} back.`] : []),
        `${c.name} answers ${words} in your description.`,
        `Your word${many ? "s" : ""} ${words} ${many ? "give" : "gives"} ${c.name} its point.`,
        ...(holds ? [] : [`${c.name} takes its cue from ${words} in your description.`]),
      ];
      return forms.find((f) => !worn(f) && !said.has(f)) ?? null;
    };
    // Repeated sentences go; when nothing new is left, a sentence about this name takes their place.
    // A meaning says what this name's own parts are, so only the pitch (why it fits) is held to two of a shape.
    const trim = (text: string, variant: number | null, pitch = false): string => {
      const fresh = sentencesOf(text).filter((s) => !said.has(s.trim()));
      const kept = pitch ? fresh.map((s) => (worn(s) ? citeAgain(s) : s)).filter((s): s is string => s !== null) : fresh;
      if (kept.length > 0) return kept.join(" ");
      if (fresh.length > 0) {
        // Only worn sentences are left: a sentence on the visitor's word in this name takes their place, when there is one and it is not worn too.
        const instead = variant === null ? null : ownWordSentence(c, ctx, variant);
        return instead && !worn(instead) ? instead : fresh.join(" ");
      }
      return variant === null ? text : nameSentence(c, ctx, variant);
    };
    let out: GeneratedName;
    if ("meaning" in c) {
      // A pitch already said twice in this list's words is said in one of the name's other ways, when it has one not yet worn.
      const others = (c as WithPitches)[OTHER_PITCHES] ?? [];
      const pitch = sentencesOf(c.why_it_fits).some(worn) ? (others.find((o) => !sentencesOf(o).some((x) => worn(x) || said.has(x))) ?? c.why_it_fits) : c.why_it_fits;
      const why = trim(pitch, index, true);
      // A meaning already given to an earlier name becomes a sentence about this one, unlike its why.
      let meaning = trim(c.meaning, index + 1);
      if (meaning === why || said.has(meaning)) meaning = nameSentence(c, ctx, index + 2, true);
      const { [OTHER_PITCHES]: _others, [PREFERRED]: _preferred, ...shown } = c as GeneratedName & WithPitches & WithPreference;
      out = { ...shown, meaning, why_it_fits: why };
      // ("Emailguild", "Email & Guild": two names of the same words tell their origin once; the second keeps what is its own.)
      const told = sentencesOf(c.name_origin).map((x) => x.trim()).filter(Boolean);
      const untold = told.filter((x) => !said.has(x) && !origins.has(x));
      const kept = untold.length > 0 && untold.length < told.length ? untold : told;
      if (kept !== told) out = { ...out, name_origin: kept.join(" ") };
      for (const x of kept) origins.add(x);
    } else out = { ...c, how_to_grow_it_quickly: trim(c.how_to_grow_it_quickly, null), why_it_would_work: trim(c.why_it_would_work, index, true) };
    for (const s of explanationSentences(out)) {
      said.add(s);
      const shape = sentenceShape(s, c.name);
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    }
    return out;
  });
}
