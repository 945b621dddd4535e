import { syllable } from "syllable";
import type { Ctx } from "./context";
import { isKnownWord } from "./understand";
import { memo } from "./memo";

// Description words mapped to the tags used in the curated lists, so that
// "a fluffy grey rescue" prefers names tagged fluffy and gray.
const TAG_SYNONYMS: Record<string, string[]> = {
  black: ["black", "dark", "ebony", "jet", "midnight", "raven", "inky"],
  white: ["white", "snow", "snowy", "pale", "ivory", "albino"],
  gray: ["gray", "grey", "silver", "ash", "smoky", "smokey", "slate", "blue"],
  brown: ["brown", "chocolate", "tan", "chestnut", "bay", "mocha", "coffee", "liver", "caramel", "brindle", "dun", "buckskin"],
  golden: ["golden", "gold", "yellow", "blonde", "blond", "honey", "wheaten", "palomino", "fawn", "retriever"],
  orange: ["orange", "ginger", "marmalade", "apricot", "copper", "amber"],
  red: ["red", "rust", "auburn", "russet", "ruby", "chestnut", "sorrel"],
  cream: ["cream", "beige", "champagne", "buff"],
  spotted: ["spotted", "spots", "spotty", "dalmatian", "speckled", "dappled", "dapple", "patches", "patchy", "merle", "appaloosa", "pinto", "paint", "piebald"],
  tuxedo: ["tuxedo", "socks", "paws"],
  calico: ["calico", "tortoiseshell", "tortie", "tabby"],
  fluffy: ["fluffy", "fluff", "furry", "shaggy", "fuzzy", "longhair", "poodle", "doodle", "maine", "persian", "soft"],
  small: ["small", "tiny", "little", "mini", "miniature", "toy", "chihuahua", "pomeranian", "yorkie", "kitten", "puppy", "runt", "pony"],
  big: ["big", "huge", "large", "giant", "massive", "mastiff", "dane", "newfoundland", "shepherd", "tall", "heavy"],
  chubby: ["chubby", "fat", "round", "chonky", "plump", "pudgy"],
  energetic: ["energetic", "hyper", "active", "bouncy", "zoomies", "crazy", "wild", "lively", "spirited"],
  playful: ["playful", "mischievous", "cheeky", "naughty", "silly", "fun", "funny"],
  goofy: ["goofy", "clumsy", "derpy", "silly", "dopey"],
  lazy: ["lazy", "sleepy", "chill", "couch", "relaxed", "mellow", "snoozes", "naps"],
  calm: ["calm", "gentle", "quiet", "steady", "patient", "chill", "mellow", "serene"],
  sweet: ["sweet", "affectionate", "loving", "cuddly", "kind"],
  cuddly: ["cuddly", "snuggly", "lap", "cuddles", "affectionate"],
  brave: ["brave", "bold", "fearless", "protective", "guard", "courageous"],
  strong: ["strong", "muscular", "powerful", "sturdy", "tough", "rottweiler", "pitbull"],
  smart: ["smart", "clever", "intelligent", "curious", "wise", "sneaky"],
  loud: ["loud", "vocal", "barks", "talkative", "chatty", "howls", "meows", "noisy"],
  fast: ["fast", "quick", "speedy", "greyhound", "whippet", "racing", "swift"],
  elegant: ["elegant", "graceful", "classy", "posh", "refined", "fancy"],
  regal: ["regal", "royal", "proud", "aloof", "dignified", "bossy"],
  green: ["green"],
  blue: ["blue"],
};

/** The curated-list tags the description points at. */
export function describedTags(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const [tag, syns] of Object.entries(TAG_SYNONYMS)) {
    if (syns.some((s) => ctx.mentioned.has(s))) out.push(tag);
  }
  return out;
}

/** The visitor's own word behind a tag ("bay" for brown), for quoting them back. */
export function describedWord(ctx: Ctx, tag: string): string {
  return TAG_SYNONYMS[tag]?.find((s) => ctx.mentioned.has(s)) ?? tag;
}

const TAG_TRAIT: Record<string, string> = {
  playful: "Playful", goofy: "Goofy", energetic: "Energetic", lazy: "Laid-back", calm: "Calm", sweet: "Sweet",
  cuddly: "Cuddly", brave: "Brave", strong: "Strong", smart: "Clever", loud: "Chatty", fast: "Quick", elegant: "Elegant",
  regal: "Dignified", gentle: "Gentle", loyal: "Loyal", spirited: "Spirited", fierce: "Fierce", grumpy: "Grumpy",
};

export function tagTraits(tags: readonly string[]): string[] {
  return tags.map((t) => TAG_TRAIT[t]).filter((t): t is string => Boolean(t));
}

/**
 * Syllables of one word as it is said, by the `syllable` library; a word run together from two the dictionary knows
 * is counted by its halves ("Flaredawn" is flare + dawn, two, where a count of its letters says three).
 */
export function syllableCount(word: string): number {
  return countSyllables(word.toLowerCase());
}

// (Names come from fixed pools and repeat from request to request: each word is counted once.)
const countSyllables = memo((lower: string): number => {
  const w = letters(lower);
  if (w.length === 0) return 1;
  const halves = isKnownWord(w) ? null : halvesOf(w);
  return halves ? halves.reduce((n, h) => n + Math.max(1, syllable(h)), 0) : Math.max(1, syllable(w));
}, 4000);

/** A word's plain letters, accents taken off ("Ciarán" -> ciaran). */
function letters(lower: string): string {
  return lower.normalize("NFD").replace(/[^a-z]/g, "");
}

/** The two dictionary words a word is run together from ("flaredawn" -> flare, dawn), or null. */
function halvesOf(w: string): [string, string] | null {
  for (let i = 3; i <= w.length - 3; i++) if (isKnownWord(w.slice(0, i)) && isKnownWord(w.slice(i))) return [w.slice(0, i), w.slice(i)];
  return null;
}

/**
 * Whether a word's syllables can be counted with confidence: a dictionary word, or two run together. An invented word
 * ("Emberion", "Teodorvo") may be said more than one way, so no sentence gives it a number.
 */
export function syllablesKnown(word: string): boolean {
  return knownSyllables(word.toLowerCase());
}

const knownSyllables = memo((lower: string): boolean => {
  const w = letters(lower);
  return w.length === 0 || isKnownWord(w) || halvesOf(w) !== null;
}, 4000);

/** Why a name's length works for calling an animal. */
export function callNote(name: string): string {
  const n = name.split(" ").reduce((s, w) => s + syllableCount(w), 0);
  if (n <= 1) return "one crisp syllable that carries across a park";
  if (n === 2) return "a two-beat rhythm animals pick up quickly";
  return "a longer name that shortens naturally to a nickname";
}
