import type { Ctx } from "../core/context";
import type { Entry, Word } from "../core/words";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { suitsSex, titleSuits } from "../core/name-gender";
import { petSexOf } from "../core/rank";
import { callNote, describedTags, describedWord, tagTraits } from "../core/describe";
import { capitalize, listing, tokens, withArticle } from "../core/text";
import { CLASSIC_DOG_NAMES, DOG_HONORIFICS, DOG_NAMES } from "../data/dog-names";
import { CAT_NAMES, CLASSIC_CAT_NAMES } from "../data/cat-names";
import { HORSE_NAMES, RACE_FIRST, RACE_SECOND, SHOW_FIRST, SHOW_SECOND } from "../data/horse-names";
import { PET_MOTIFS, PET_TYPE_ALIASES, PET_TYPE_NAMES } from "../data/pet-names";
import { isUnpleasant } from "../core/rank";
import { partsOfSpeech } from "../core/understand";
import { isAudience } from "../data/description-families";

const STYLE_TRAITS: Record<string, string[]> = {
  fun: ["Playful", "Goofy", "Cheerful", "Lovable", "Energetic"],
  cute: ["Sweet", "Cuddly", "Gentle", "Adorable", "Affectionate"],
  strong: ["Brave", "Loyal", "Confident", "Protective", "Powerful"],
  elegant: ["Graceful", "Refined", "Poised", "Dignified", "Calm"],
  unique: ["Original", "Curious", "Free-spirited", "Memorable", "Independent"],
  mythical: ["Mysterious", "Wise", "Enchanting", "Bold", "Otherworldly"],
  quirky: ["Quirky", "Funny", "Unpredictable", "Charming", "Odd"],
  regal: ["Regal", "Proud", "Commanding", "Dignified", "Aloof"],
  race: ["Fast", "Competitive", "Bold", "Determined"],
  show: ["Elegant", "Poised", "Polished", "Expressive"],
  pleasure: ["Friendly", "Steady", "Kind", "Easygoing"],
  draft: ["Strong", "Patient", "Hard-working", "Gentle"],
  western: ["Tough", "Reliable", "Spirited", "Sure-footed"],
  sport: ["Athletic", "Brave", "Focused", "Powerful"],
};

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

const LANGUAGES = /^(Old |Middle )?(English|Greek|Latin|Norse|French|Italian|Spanish|German|Germanic|Japanese|Hebrew|Irish|Welsh|Scottish|Persian|Sanskrit|Arabic|Egyptian|Celtic|Cornish|Hawaiian|Maori|Tamil|Swahili|Slavic|Dutch|Aramaic|Portuguese|Hungarian|Russian|Algonquian|Cantonese|Yiddish|Babylonian|Lakota|Dakota Sioux|Sioux|Zuni|O'odham)$/;

/** Where a pet name comes from, said of that name: "Mochi is a Japanese name", "Gravy is an English food word". */
function originPhrase(origin: string): string {
  const o = origin.trim().replace(/\.$/, "");
  if (!o) return "a long-loved pet name";
  if (/ via /.test(o)) return `from ${o}`;
  if (LANGUAGES.test(o) || /^(American|American English|Old French|Scottish Gaelic|Old Norse|Anglo-Norman|Germanic)$/.test(o)) return `${withArticle(o)} name`;
  if (/(literature|folklore)$/.test(o)) return `from ${o}`;
  if (/cartoon$/.test(o)) return `from ${withArticle(o)}`;
  if (/slang$/.test(o)) return o;
  if (/(word|pun|name|nickname|invention|compound)$/i.test(o)) return withArticle(o.charAt(0).toLowerCase() + o.slice(1)).replace(/^(an?) (english|american|italian|spanish|french|japanese|scottish|cantonese|mexican|louisiana|irish|german|greek|latin)\b/i, (_, a: string, l: string) => `${a} ${l.charAt(0).toUpperCase()}${l.slice(1)}`);
  return `from ${o}`;
}

function originSentence(origin: string, _animal: string, name: string): string {
  return `${name} is ${originPhrase(origin)}.`;
}


// Animals with fur: a fluffy, shaggy or furry word in the description only makes sense for these.
const FURRY = new Set(["dog", "cat", "horse", "rabbit", "rodent", "ferret"]);
const FUR_TAGS = new Set(["fluffy", "curly"]);
const FUR_WORDS = /\b(fur|furry|fluff|fluffy|fuzz|fuzzy|shaggy|whiskers?|paws?|purr|mane|coat|curls?|curly|woolly|teddy|bear)\b/i;

/** Entries that can be said of this kind of animal: no fur on a fish, a bird or a lizard. */
function suitsKind(kind: string) {
  return (e: Entry) => FURRY.has(kind) || (!e.tags.some((t) => FUR_TAGS.has(t)) && !FUR_WORDS.test(`${e.name} ${e.meaning}`));
}

/** Reptile names made for one kind (a snake's "Monty", a turtle's "Shelly", "Gecko") only go to that kind. */
function suitsReptile(animal: string) {
  const snake = /snake|python|boa|serpent/.test(animal);
  const turtle = /turtle|tortoise|terrapin/.test(animal);
  return (e: Entry) => (!e.tags.includes("snake") || snake) && (!e.tags.includes("turtle") || turtle) && (e.name !== "Gecko" || animal === "gecko");
}

const MOTIF_TITLES = ["Captain", "Little", "Mister", "Miss", "Sir", "Lady", "Professor"];

const WHY_FORMS = [
  (name: string, word: string, animal: string) => `${name} answers the '${word}' in your description of your ${animal}.`,
  (name: string, word: string) => `You mentioned '${word}', and ${name} makes a name of it.`,
  (name: string, word: string, animal: string) => `${name} is for ${withArticle(animal)} you describe with '${word}': it sounds like them.`,
];

/**
 * Names for what the visitor said about their animal: its colour, breed, habits,
 * where it is from, what it loves. Several names per thing said, and each result
 * spreads over the things said, so no one name wins every run.
 */
function motifNames(ctx: Ctx, kind: string, animal: string) {
  const titles = forSex(ctx, MOTIF_TITLES);
  const said = new Set([...ctx.mentioned, ...ctx.understood.words]);
  const text = ctx.text("description").toLowerCase();
  const coats = describedTags(ctx).filter((t) => t in CLASHING_COATS);
  const otherCoats = [...new Set(coats.flatMap((t) => CLASHING_COATS[t]).filter((t) => !coats.includes(t)))];
  // A name that answers two things said ("Echo" for loud and for mimics) is offered once, not twice as often.
  const offered = new Set<string>();
  const found = PET_MOTIFS.flatMap((m) => {
    if (m.kinds.length > 0 && !m.kinds.includes(kind)) return [];
    // Quoted back as typed ("steals"), not in its base form ("steal").
    const word = m.on.find((w) => (w.includes("-") ? text.includes(w) : ctx.mentioned.has(w))) ?? m.on.find((w) => said.has(w));
    if (!word) return [];
    // No furry name ("Teddy") for a soft-scaled lizard, and no golden one ("Toast", "Goldie") for a black Labrador.
    const names = m.names.filter((n) => (FURRY.has(kind) || !FUR_WORDS.test(`${n.name} ${n.meaning}`)) && !offered.has(n.name) && !otherCoats.some((c) => COAT_SAID[c]?.test(n.meaning)));
    for (const n of names) offered.add(n.name);
    return word && names.length > 0 && !ctx.understood.excluded.has(word) ? [{ m: { ...m, names }, word }] : [];
  });
  const uses = new Array<number>(found.length).fill(0);
  return {
    count: found.length,
    names: new Set(found.flatMap(({ m }) => m.names.map((n) => n.name))),
    make: () => {
      if (found.length === 0) return null;
      // The thing said that has given the fewest names so far in this result.
      // Among those, a thing with more names to give is more likely, so a small one does not repeat itself.
      const least = Math.min(...uses);
      const open = found.map((_, i) => i).filter((i) => uses[i] === least);
      let roll = ctx.rng.int(open.reduce((sum, j) => sum + found[j].m.names.length, 0));
      const i = open.find((j) => (roll -= found[j].m.names.length) < 0) ?? open[0];
      uses[i]++;
      const { m, word } = found[i];
      const n = ctx.rng.pick(m.names);
      // A fond title on a motif name ("Captain Chaos", "Little Peanut"); the grander ones read oddly on a word ("Duchess Derby").
      const titled = !n.name.includes(" ") && n.name.length > 3 && ctx.rng.chance(0.35) ? ctx.rng.pick(titles) : "";
      if (titled && !titleSuits(titled.replace(/\.$/, ""), n.name)) return null;
      const name = titled ? `${titled} ${n.name}` : n.name;
      const meaning = `${capitalize(sentence(n.meaning))}${titled ? ` '${titled.replace(/\.$/, "")}' in front gives it a fond, tongue-in-cheek ring.` : ""}`;
      const why = WHY_FORMS[(i + m.names.indexOf(n)) % WHY_FORMS.length](name, word, animal);
      return general(name, meaning, traits(ctx.rng, ["Personal", "Memorable", "Fitting"], ["Playful", "Charming"]), why,
        `${name} is chosen for your own words about your ${animal}, with ${callNote(name)}.`);
    },
  };
}

/** About three names in seven answer what the visitor described; the rest are strong everyday names. */
function withMotifs(ctx: Ctx, kind: string, animal: string, base: () => ReturnType<ReturnType<Maker>>) {
  const motifs = motifNames(ctx, kind, animal);
  if (motifs.count === 0) return base;
  // One of the first names always answers the description, so no result misses it; the rest do about one time in three (one in five when one thing was said).
  const share = motifs.count === 1 ? 0.16 : 0.24;
  // (Not the very first draw: seeds next to each other start alike, and would all open with one name.)
  const forcedAt = 1 + ctx.rng.int(3);
  let calls = 0;
  // A name the description's motifs already offer comes only from them, so it is not twice as likely as its neighbours.
  const everyday = () => {
    const c = base();
    return c && motifs.names.has(c.name) ? null : c;
  };
  return () => {
    if (calls++ === forcedAt || ctx.rng.chance(share)) return motifs.make();
    return everyday();
  };
}

/** Picks from a curated list, preferring entries that match the description. */
// Coat colours that cannot both be right: a ginger cat is never offered a name
// meaning black wood ("Ebony"). Neighbouring shades (ginger and golden) are left alone.
// (Both ways: a black Labrador is offered no "Goldie" as a golden one is offered no "Ebony".)
const CLASHING_COATS: Record<string, string[]> = { black: ["white", "cream", "golden", "orange"], white: ["black"], cream: ["black"], golden: ["black"], orange: ["black", "gray"], gray: ["orange"] };
// How a name's meaning says each coat ("Toast: warm and golden").
const COAT_SAID: Record<string, RegExp> = { black: /\b(black|ebony|jet|coal|soot|inky?)\b/i, white: /\b(white|snow|snowy)\b/i, cream: /\bcream\b/i, golden: /\b(golden|gold)\b/i, orange: /\b(orange|ginger|red-gold|marmalade)\b/i, gray: /\b(gr[ae]y|silver)\b/i };

function curated(ctx: Ctx, pool: readonly Entry[], animal: string, style: string, extra?: () => ReturnType<ReturnType<Maker>>, kind = animal) {
  // A fluffy fish is not a thing: fur words only steer the names of furry animals.
  const wanted = describedTags(ctx).filter((t) => FURRY.has(kind) || !FUR_TAGS.has(t));
  const clashing = new Set(wanted.flatMap((t) => CLASHING_COATS[t] ?? []).filter((t) => !wanted.includes(t)));
  const offCoat = new Set(clashing.size === 0 ? [] : pool.filter((e) => e.tags.some((t) => clashing.has(t)) && !e.tags.some((t) => wanted.includes(t) && t in CLASHING_COATS)).map((e) => e.name));
  const matched = pool.filter((e) => e.tags.some((t) => wanted.includes(t)));
  const styleTraits = STYLE_TRAITS[style] ?? STYLE_TRAITS.fun;
  const matchedShare = Math.min(0.18, new Set(matched.map((m) => m.name)).size / 80);
  return () => {
    if (extra && ctx.rng.chance(0.3)) {
      const c = extra();
      // A titled name ("Lady Ebony") keeps to the coat too.
      return c && offCoat.has(c.name.split(" ").pop() ?? "") ? null : c;
    }
    // Names that match the description come up often, but a handful of them
    // would come back in every result: the fewer there are, the rarer each is.
    // (Names answering the description's words also come from the motifs, so this stays a light touch.)
    const e = ctx.rng.prefer(matched, pool, matchedShare);
    if (offCoat.has(e.name)) return null;
    const hits = e.tags.filter((t) => wanted.includes(t));
    const why = hits.length > 0
      ? `Fits ${withArticle(style)} ${animal}: it matches the '${listing([...new Set(hits.map((t) => describedWord(ctx, t)))])}' in your description, and it has ${callNote(e.name)}.`
      : `Fits ${withArticle(style)} ${animal}: ${styleReason(style, animal)}`;
    return general(e.name, sentence(e.meaning), traits(ctx.rng, tagTraits(e.tags), styleTraits), why, originSentence(e.origin, animal, e.name));
  };
}

function styleReason(style: string, animal: string): string {
  const reasons: Record<string, string> = {
    fun: "it is silly enough to make people smile at the park and easy to shout at full volume.",
    cute: "it sounds soft and sweet, the kind of name you end up saying in a baby voice.",
    strong: `it sounds bold and confident, a name that suits ${withArticle(animal)} with presence.`,
    elegant: "it has a polished, classic sound that still works when you call it every day.",
    unique: "it is uncommon, so you are unlikely to meet another one at the vet.",
    mythical: "it borrows from old myths and legends, giving an everyday pet a touch of magic.",
    quirky: "it is a little absurd in the best way, a name guests always ask about.",
    regal: `it treats your ${animal} like the royalty they believe they are.`,
    pleasure: "it is friendly and easy to say, ideal for a horse you ride and groom every day.",
    draft: "it sounds as solid and dependable as a horse that pulls its weight.",
    western: "it has trail dust on it, the kind of name that sounds right called across a ranch.",
    sport: "it has the crisp European ring of the warmblood stud books and sounds good over an arena loudspeaker.",
  };
  return reasons[style] ?? reasons.fun;
}

export const dogMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const own = DOG_NAMES[style as keyof typeof DOG_NAMES] ?? DOG_NAMES.fun;
  // A style's own names come up about half the time; everyday dog names widen
  // the choice so repeated requests bring new names.
  // The well-loved everyday names (Max, Bella, Teddy) keep every style within reach of a name people really pick.
  const pool = own === DOG_NAMES.fun
    ? widen(own, 1, CLASSIC_DOG_NAMES)
    : widen(own, 3, CLASSIC_DOG_NAMES, ...(style === "cute" ? [DOG_NAMES.fun, CAT_NAMES.cute.filter(notAbout(/\bcats?\b|kitten|feline|purr|whisker|meow/i))] : []));
  const playful = style === "fun" || style === "cute";
  const honorifics = forSex(ctx, DOG_HONORIFICS);
  const titled = () => {
    const e = ctx.rng.pick(pool);
    if (e.name.includes(" ")) return null;
    const title = ctx.rng.pick(honorifics);
    if (!titleSuits(title, e.name)) return null;
    return general(
      `${title} ${e.name}`,
      `${sentence(e.meaning)} The mock-grand title '${title}' adds a wink for a dog who acts important.`,
      traits(ctx.rng, tagTraits(e.tags), STYLE_TRAITS[style], ["Charming", "Funny"]),
      `Fits ${withArticle(style)} dog: a pompous title on a homely name is a classic joke, and day to day you can shorten it to ${e.name}.`,
      `'${title}' is an English title of rank, worn in jest, and ${e.name} is ${originPhrase(e.origin)}.`,
    );
  };
  return withMotifs(ctx, "dog", "dog", curated(ctx, pool, "dog", style, playful ? titled : undefined));
};

/**
 * A style's own names, `weight` times over, then other lists' names that are not already in:
 * a name on two lists is not twice as likely as its neighbours.
 */
function widen(own: readonly Entry[], weight: number, ...others: (readonly Entry[])[]): Entry[] {
  const seen = new Set(own.map((e) => e.name));
  const extra = others.flat().filter((e) => !seen.has(e.name) && (seen.add(e.name), true));
  return [...Array.from({ length: weight }, () => own).flat(), ...extra];
}

const notAbout = (re: RegExp) => (e: Entry) => !re.test(`${e.name} ${e.meaning}`);
// Fun dog names that do not talk about dogs, for cats, rabbits, birds and fish too.
const ANY_PET_NAMES = DOG_NAMES.fun.filter(notAbout(/\bdogs?\b|bark|pup|drool|beagle|labrador|dane|bernard|sausage-shaped|hound|fetch|walkies|wag/i));

const CAT_HONORIFICS = ["Sir", "Lady", "Lord", "Duchess", "Captain", "Professor", "Baron", "Mister", "Miss", "Little"];

export const catMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const own = CAT_NAMES[style as keyof typeof CAT_NAMES] ?? CAT_NAMES.elegant;
  // A style's own names come up about a third of the time; a neighbouring style and everyday names widen the choice.
  const neighbour = style === "quirky" ? CAT_NAMES.cute : style === "cute" ? CAT_NAMES.quirky : CAT_NAMES.elegant;
  const playful = style === "quirky" || style === "cute" ? ANY_PET_NAMES : [];
  // The default style (elegant) keeps the sweet and mythical names within reach too, a third of the time.
  const pool = own === CAT_NAMES.elegant
    ? widen(own, 2, CAT_NAMES.regal.filter((e) => !/\b(regal|royal|king|queen)\b/i.test(e.meaning)), CAT_NAMES.cute, CAT_NAMES.mythical, CLASSIC_CAT_NAMES)
    : widen(own, 2, neighbour, playful, CLASSIC_CAT_NAMES);
  // Cute, quirky and regal cats wear titles well ("Lady Mochi"); it widens the pool too.
  const honorifics = forSex(ctx, CAT_HONORIFICS);
  const titled = () => {
    const e = ctx.rng.pick(pool);
    if (e.name.includes(" ") || /^(Sir|Lady|Lord|Queen|King|Baron|Duke|Prince|Princess|Empress|Countess)/.test(e.name)) return null;
    const title = ctx.rng.pick(honorifics);
    if (!titleSuits(title, e.name)) return null;
    return general(`${title} ${e.name}`, `${sentence(e.meaning)} The title '${title}' suits a cat who expects to be served.`,
      traits(ctx.rng, tagTraits(e.tags), STYLE_TRAITS[style] ?? STYLE_TRAITS.cute),
      `Fits ${withArticle(style)} cat: a grand title on a small name matches the way cats carry themselves, and it shortens to ${e.name}.`,
      `'${title}' is the English title a cat assumes, and ${e.name} is ${originPhrase(e.origin)}.`);
  };
  return withMotifs(ctx, "cat", "cat", curated(ctx, pool, "cat", style, titled));
};


// Titles that sit well on any small pet or horse ("Captain Kiwi", "Lady Mabel").
const PET_TITLES = ["Mister", "Miss", "Captain", "Professor", "Little", "Sir", "Lady", "Doctor", "Major", "Auntie", "Uncle", "Count"];
const HORSE_TITLES = ["Lady", "Sir", "Captain", "Miss", "Major", "Lord", "Duchess", "Old", "Big", "Little"];

/** The titles that suit the animal's sex, when the description gives it: a mare is never "Lord", a tom never "Lady". */
function forSex(ctx: Ctx, titles: readonly string[]): readonly string[] {
  const sex = petSexOf(ctx);
  if (!sex) return titles;
  const fit = titles.filter((t) => suitsSex(`${t.replace(/\.$/, "")} Pip`, sex));
  return fit.length > 0 ? fit : titles;
}

/** A name from the pool with a mock-grand or fond title, which widens the choice without new word lists. */
function titledName(ctx: Ctx, pool: readonly Entry[], animal: string, allTitles: readonly string[]) {
  const titles = forSex(ctx, allTitles);
  return () => {
    const e = ctx.rng.pick(pool);
    if (e.name.includes(" ") || /^(Sir|Lady|Lord|Queen|King|Baron|Duke|Prince|Princess|Captain|Miss|Mister|Mr|Little|Big|Old)\b/.test(e.name)) return null;
    const title = ctx.rng.pick(titles);
    if (!titleSuits(title.replace(/\.$/, ""), e.name)) return null;
    const fond = /^(Little|Big|Old|Auntie|Uncle)$/.test(title);
    // ("Big Bramble" is no family member: only an aunt or an uncle is.)
    const kin = /^(Auntie|Uncle)$/.test(title);
    return general(
      `${title} ${e.name}`,
      `${sentence(e.meaning)} ${kin ? `'${title}' in front makes it sound like a family member.` : fond ? `'${title}' in front is how people speak of a favourite, fondly.` : `The title '${title.replace(/\.$/, "")}' gives it a grand, tongue-in-cheek ring.`}`,
      traits(ctx.rng, tagTraits(e.tags), ["Charming", "Funny", "Lovable"]),
      `Fits your ${animal}: ${fond ? `it is the name the whole family will use` : `a grand title on a homely name always raises a smile`}, and it shortens to ${e.name} for every day.`,
      `${fond ? `'${title.replace(/\.$/, "")}' is how families speak of a favourite` : `'${title.replace(/\.$/, "")}' is an English title, borrowed in fun`}, and ${e.name} is ${originPhrase(e.origin)}.`,
    );
  };
}

const MOTIF_WORDS = new Set(PET_MOTIFS.flatMap((m) => m.on));

/** A name taken from the visitor's own words about their animal ("Cheeks" for a hamster who stuffs his cheeks). */
function describedName(ctx: Ctx, animal: string) {
  const species = new Set([animal, `${animal}s`, "pet", "pets", "animal", "horse", "pony", "mare", "gelding", "stallion", "foal", "dog", "cat", "puppy", "kitten", "bird", "rabbit", "bunny"]);
  const fits = (w: string) => /^[a-z]{3,9}$/.test(w) && !species.has(w) && !isUnpleasant(w) && !isAudience(w);
  // What the animal does with nothing after it ("a parrot that whistles and mimics…") is a name as said ("Whistles"), or
  // as the one who does it, when English has that word ("Whistler"); what it does to something ("stuffs his cheeks",
  // "loves carrots") is no name: the thing is ("Cheeks").
  const told = tokens(ctx.text("description"));
  const alone = (v: string) => told.some((t, i) => (t === `${v}s` || t === `${v}es`) && /^(and|or|when|whenever|at|all|like|around|about|along|away|in|on|to|with|through)?$/.test(told[i + 1] ?? ""));
  const doing = ctx.understood.verbs.filter(alone);
  const doers = doing.map((v) => (v.endsWith("e") ? `${v}r` : `${v}er`)).filter((d) => partsOfSpeech(d).includes("n"));
  const doings = doing.filter((v) => partsOfSpeech(v).includes("n")).map((v) => told.find((t) => t === `${v}s` || t === `${v}es`)!);
  // A word also used as a verb ("stuffs his cheeks") does not make a name in its plural form.
  // Words the motifs answer already ("cheeks", "carrots") are left to them.
  const usable = [...ctx.understood.nouns.filter((n) => !ctx.understood.verbs.includes(n) && !MOTIF_WORDS.has(n) && !MOTIF_WORDS.has(`${n}s`)), ...(ctx.rng.chance(0.5) ? doings : doers)].filter(fits);
  return () => {
    if (usable.length === 0) return null;
    const w = ctx.rng.pick(usable);
    // A plural the visitor used reads as a pet's name ("Cheeks", "Carrots"); a verb takes -er ("Whistler") or stays as it is.
    const said = ctx.understood.nouns.includes(w) ? [...ctx.mentioned].find((m) => m !== w && (m === `${w}s` || m === `${w}es`)) : undefined;
    const form = said ?? w;
    const title = ctx.rng.chance(0.4) ? `${ctx.rng.pick(["Little", "Mister", "Miss", "Captain"])} ` : "";
    const name = `${title}${form.charAt(0).toUpperCase()}${form.slice(1)}`;
    if (title && !titleSuits(title.trim().replace(/\.$/, ""), form)) return null;
    return general(
      name,
      `Named for the ${form} in your description${title ? `, with '${title.trim().replace(/\.$/, "")}' in front for a touch of fun` : ""}.`,
      traits(ctx.rng, ["Personal", "Playful", "Memorable"]),
      `Fits your ${animal} because it comes from what you said about them: '${form}' is yours, not a name off a list.`,
      `'${form}' is your own word for your ${animal}${title ? `, with the fond '${title.trim().replace(/\.$/, "")}' of family nicknames` : ""}.`,
    );
  };
}

const NOT_CAT = notAbout(/\bcats?\b|kitten|feline|purr|whisker|meow|mouser/i);

export const petMaker: Maker = (ctx) => {
  const typeText = ctx.text("petType").toLowerCase();
  const typeWords = typeText.match(/[a-z]+/g) ?? [];
  const key = typeWords.map((w) => PET_TYPE_ALIASES[w] ?? PET_TYPE_ALIASES[w.replace(/s$/, "")]).find(Boolean);
  // The animal's own word ("dragon" for a bearded dragon), not the adjective before it.
  const animal = typeWords.find((w) => PET_TYPE_ALIASES[w] || PET_TYPE_ALIASES[w.replace(/s$/, "")]) ?? typeWords.filter((w) => w.length > 2).pop() ?? "pet";
  let pool: Entry[];
  let kind = key ?? "pet";
  if (typeWords.some((w) => w.startsWith("dog") || w.startsWith("pup"))) (pool = [...DOG_NAMES.fun, ...DOG_NAMES.cute, ...CLASSIC_DOG_NAMES]), (kind = "dog");
  else if (typeWords.some((w) => w.startsWith("cat") || w.startsWith("kitt"))) (pool = [...CAT_NAMES.cute, ...CAT_NAMES.quirky, ...CLASSIC_CAT_NAMES]), (kind = "cat");
  else if (typeWords.some((w) => w.startsWith("horse") || w.startsWith("pony"))) (pool = HORSE_NAMES.pleasure), (kind = "horse");
  // Names made for this animal come up about a quarter of the time; the rest are
  // everyday, food and cartoon names that suit any small pet, so repeat visits stay fresh.
  // None of them speaks of fur for a fish, a bird or a lizard.
  else if (key) pool = widen(PET_TYPE_NAMES[key], 2, ANY_PET_NAMES, CAT_NAMES.cute.filter(NOT_CAT), CLASSIC_CAT_NAMES.filter(NOT_CAT), CLASSIC_DOG_NAMES.filter(notAbout(/\bdogs?\b|film dog/i))).filter(suitsKind(key)).filter(key === "reptile" ? suitsReptile(typeText) : () => true);
  else pool = [...DOG_NAMES.fun, ...CAT_NAMES.cute, ...CAT_NAMES.quirky.slice(0, 20)];
  // Titled names and names from the visitor's own words widen the choice, so repeated requests bring new names.
  const titled = titledName(ctx, pool, animal, PET_TITLES);
  const described = describedName(ctx, animal);
  return withMotifs(ctx, kind, animal, curated(ctx, pool, animal, "fun", () => (ctx.rng.chance(0.1) ? described() : titled()), kind));
};

// Registered-name words that carry a horse's coat or nature, by the tags the description points at.
const COAT_WORDS: Record<string, string[]> = {
  gray: ["Silver", "Steel", "Storm", "Shadow", "Sterling", "Moonlit", "Winter"],
  black: ["Midnight", "Shadow", "Velvet", "Twilight"],
  white: ["Winter", "Ivory", "Starlight", "Dawn", "Moonlit"],
  red: ["Copper", "Crimson", "Blazing", "Autumn"],
  orange: ["Copper", "Blazing", "Amber"],
  brown: ["Copper", "Autumn", "Velvet", "Desert"],
  golden: ["Golden", "Gilded", "Summer", "Amber", "Champagne"],
  fast: ["Rapid", "Electric", "Blazing"],
  energetic: ["Wild", "Electric", "Rebel"],
  calm: ["Velvet", "Secret", "Satin"],
  brave: ["Brave", "Bold", "Gallant"],
  elegant: ["Royal", "Noble", "Graceful"],
};

// How the two words of a registered name sound together, said a different way from name to name.
const HORSE_PAIRINGS = [
  "together they sound like a horse with a story",
  "the two make a name with presence",
  "the pair reads well in a catalogue and better over a loudspeaker",
  "one word for the look and one for the legend",
  "two words that a commentator would enjoy calling",
];

function compound(ctx: Ctx, first: readonly Word[], second: readonly Word[], maxLength: number, type: string) {
  // About one name in three opens with a word for the coat or temper the visitor described ("Silver" for a grey).
  const described = new Set(describedTags(ctx).flatMap((t) => COAT_WORDS[t] ?? []));
  const fitting = first.filter((w) => described.has(w.w));
  for (let i = 0; i < 20; i++) {
    const a = ctx.rng.prefer(fitting, first, 0.35);
    const b = ctx.rng.pick(second);
    const name = `${a.w} ${b.w}`;
    if (name.length > maxLength || a.w === b.w) continue;
    const registry = type === "race"
      ? `${name} keeps within the Jockey Club's limit of 18 characters for a registered race name.`
      : `${name} is a registered name in the two-part style of the show ring, with ${a.w} or ${b.w} to call in the barn.`;
    const coat = described.has(a.w) ? ` ${name} opens with '${a.w}', a word for the horse you described.` : "";
    return general(
      name,
      `'${a.w}' suggests ${a.g}, and '${b.w}' ${b.g}; ${ctx.rng.pick(HORSE_PAIRINGS)}.`,
      traits(ctx.rng, STYLE_TRAITS[type], ["Memorable", "Distinguished"]),
      (type === "race"
        ? `Fits a race horse: it is short enough to register and sounds good when a commentator calls it down the home straight.`
        : `Fits a show horse: it reads elegantly in a catalogue and announces well as you enter the ring.`) + coat,
      registry,
    );
  }
  return null;
}

export const horseMaker: Maker = (ctx) => {
  const type = ctx.opt("horseType");
  if (type === "race") return () => compound(ctx, RACE_FIRST, RACE_SECOND, 18, "race");
  if (type === "show") return () => compound(ctx, [...SHOW_FIRST, ...RACE_FIRST.slice(0, 12)], SHOW_SECOND, 30, "show");
  const own = HORSE_NAMES[type as keyof typeof HORSE_NAMES] ?? HORSE_NAMES.pleasure;
  // A type's own names come up about a third of the time; everyday horse names widen
  // the choice so repeated requests bring new names.
  // Everyday (pleasure) horses also take the homelier draft and western names, a third of the time.
  const pool = own === HORSE_NAMES.pleasure ? [...own, ...own, ...HORSE_NAMES.draft, ...HORSE_NAMES.western] : [...own, ...own, ...HORSE_NAMES.pleasure];
  // Titled names ("Lady Mabel", "Old Moose") widen the choice. (A horse's description talks about its
  // rider and work as much as the horse, so its nouns make poor names: "Mr. Lessons".)
  const titled = titledName(ctx, pool, "horse", HORSE_TITLES);
  const base = withMotifs(ctx, "horse", "horse", curated(ctx, pool, "horse", type, titled));
  if (type !== "sport") return base;
  // Sport horses often carry registered two-word names too.
  return () => (ctx.rng.chance(0.3) ? compound(ctx, SHOW_FIRST, RACE_SECOND, 30, "show") : base());
};
