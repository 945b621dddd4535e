// Checks for one-word brand names built by joining two pieces. Real brands
// that join words (Facebook, Snapchat, Dropbox) share three habits: the
// join is easy to say, neither half swamps the other, and the whole word is
// short. These helpers keep invented compounds to the same habits.

import { ingStems, isAdjective, singularOf, verbOfIng } from "../core/pos";
import { baseForm, ING_THINGS, irregularSingular, partsOfSpeech, relatedWords } from "../core/understand";
import { GENERIC } from "../data/description-families";
import { STOPWORDS } from "../core/stopwords";
import { isUnpleasant } from "../core/rank";

const VOWEL = /[aeiou]/;

// Words ending in s that name one thing: "Pilates", not "Pilate".
const ONE_THING = /^(pilates|maths|news|series|species|always|perhaps|atlas|canvas|chaos|cosmos|lens|bias|alias|ethos|texas|vegas|paris|athens|wales|dallas|kansas|mars|venus|spectacles|specs|sunglasses|eyeglasses|goggles|binoculars|scissors|trousers|jeans|leggings|tights|pyjamas|pajamas|pliers|tongs|shorts|overalls|dungarees|bifocals|varifocals|tapas|nachos|churros|mezze)$|[^aeiou]ics$/;

/** "teams" -> "team", "tools" -> "tool": plurals make clumsy joins ("Teamsex"). */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || /(ss|us|is|ous)$/.test(w) || ONE_THING.test(w)) return w;
  // "mats" -> mat, "cups" -> cup ("Matsjolt"); "yes", "this", "gas" stay.
  if (w.length === 4) return /^[a-z]{2}[^su]s$/.test(w) && !/^(this|thus|plus|odds|alms|news|does|goes|lens|chaos|gas|bias|was|has|his|its)$/.test(w) ? w.slice(0, -1) : w;
  // "knives" -> knife, "lenses" -> lens, never "knive" or "lense".
  const irregular = irregularSingular(w);
  if (irregular) return irregular;
  // "berries" -> berry, but "chillies" -> chilli and "cookies" -> cookie, as the dictionary has them.
  if (/ies$/.test(w)) return [w.slice(0, -1), w.slice(0, -2)].find((f) => partsOfSpeech(f).includes("n")) ?? `${w.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(w)) return w.slice(0, -2);
  // "houses" -> house, but "classes" -> class and "buzzes" -> buzz, as the dictionary has them.
  if (/(s|z)es$/.test(w)) return [w.slice(0, -1), w.slice(0, -2)].find((f) => partsOfSpeech(f).includes("n")) ?? w.slice(0, -1);
  if (/[^s]s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Syllables, roughly: vowel groups, not counting a silent final e. */
function beats(word: string): number {
  const groups = word.replace(/(?<=[^aeiou])e$/, "").match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Consonant sounds in a row, counting th/sh/ch/ck/ph/ng as one sound and a final w or y as a vowel. */
function consonantRun(text: string): number {
  const t = text.replace(/th|sh|ch|ck|ph|ng|qu/g, "T").replace(/[wy](?![aeiou])/g, "a");
  let best = 0;
  let run = 0;
  for (const c of t) {
    run = VOWEL.test(c) ? 0 : run + 1;
    best = Math.max(best, run);
  }
  return best;
}

/**
 * Whether `a` + `b` written as one word joins cleanly: no doubled or tripled
 * letter at the join ("Stackkey"), no vowel pile-up ("Remoteember"), no
 * consonant jam ("Lensstream"), and halves of similar weight.
 */
export function cleanSeam(a: string, b: string, maxLength = 11): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x.length < 2 || y.length < 2) return false;
  const joined = x + y;
  if (joined.length > maxLength || joined.length < 5) return false;
  // "Head" + "stone" is a word already, and a grave's.
  if (isUnpleasant(joined)) return false;
  if (/(.)\1\1/.test(joined)) return false;
  const last = x[x.length - 1];
  const first = y[0];
  if (last === first) return false;
  // "Halo" + "eo", "Remote" + "ember": two vowel sounds collide at the join.
  if (/[aeiouy]/.test(last) && /[aeiou]/.test(first)) return false;
  if (consonantRun(x.slice(-3) + y.slice(0, 3)) > 3) return false;
  // Balanced halves read as one word; "Cognitionhub" reads as a word with a tag.
  if (Math.abs(x.length - y.length) > 5) return false;
  // Brands that join words stay at two or three beats (Dropbox, Salesforce); four drags.
  if (beats(x) + beats(y) > 3) return false;
  return true;
}

// Fragments a join can spell by accident ("Teams" + "ex"). Whole-word
// blocking elsewhere does not see them because they sit inside a word.
const ACCIDENTS = /sex|anal|anus|cum(?!en|b)|tits|fag|nazi|rape|porn|piss|shit|butt|dick|cock|poop|turd|slut|whor|puke|vomit|dung|kkk/;

export function accidentalWord(name: string): boolean {
  return ACCIDENTS.test(name.toLowerCase());
}

/**
 * Counts how often each root is used in one request, so a result of fifteen
 * does not show "Stack" in five of them.
 */
export class RootBudget {
  private readonly used = new Map<string, number>();

  constructor(private readonly limit: number) {}

  allows(...roots: string[]): boolean {
    return roots.every((r) => (this.used.get(r.toLowerCase()) ?? 0) < this.limit);
  }

  spend(...roots: string[]): void {
    for (const r of roots) this.used.set(r.toLowerCase(), (this.used.get(r.toLowerCase()) ?? 0) + 1);
  }
}

// Words that glue a name together rather than carry an idea.
const FILLER = new Set(["co", "and", "the", "sons", "company"]);

/**
 * Whether the pieces of a name repeat one word: "Roast Roasters", "Ridge
 * Ridgeline", "Coffee Coffee Co.". Pieces are the words of a spaced name or
 * the halves of a compound.
 */
export function doublesWord(pieces: readonly string[]): boolean {
  const ws = pieces.map((p) => p.toLowerCase().replace(/[^a-z]/g, "")).filter((p) => p.length > 0 && !FILLER.has(p));
  for (let i = 0; i < ws.length; i++) {
    for (let j = i + 1; j < ws.length; j++) {
      const [a, b] = ws[i].length <= ws[j].length ? [ws[i], ws[j]] : [ws[j], ws[i]];
      if (a === b) return true;
      if (a.length >= 3 && b.startsWith(a)) return true;
      // ("Cybersecurity Security", "Keystone Stone": the longer word ends on the shorter.)
      if (a.length >= 5 && b.endsWith(a)) return true;
      if (a.length >= 5 && a.slice(0, 4) === b.slice(0, 4)) return true;
    }
  }
  return false;
}

/** A WordNet relative of one of the visitor's words ("stream" for "river"), and the word it came from. */
export interface Relative {
  w: string;
  from: string;
}

// Relatives too vague or too odd to carry a name ("person", "soul", "artifact", "activity").
const VAGUE = new Set(
  `person individual someone somebody mortal soul human people thing object artifact activity act work unit area region group organization
  entity matter state quality attribute event process being part whole abstraction relation measure amount time instrumentality
  device structure property statement result solution solvent teamster tract parcel emptiness vacancy maturation enrollee employment
  engagement hatred emotion leader worker expert professional creator communicator portion section segment piece component dainty delicacy`.split(/\s+/).filter(Boolean),
);

/**
 * Nouns WordNet gives as close to the visitor's words ("river" -> stream,
 * "dinner" -> meal, "silk" -> fabric): more words to build names from than
 * the description's own, each still tied to something the visitor said.
 * Forms of the same word ("travel" for "traveller") and vague ones are left out.
 */
export function relativesOf(words: readonly string[], related: (w: string) => string[], isNoun: (w: string) => boolean, excluded: ReadonlySet<string>, perWord = 3): Relative[] {
  const out: Relative[] = [];
  const seen = new Set(words.map((w) => w.toLowerCase()));
  for (const from of words) {
    let n = 0;
    for (const r of related(from)) {
      if (n >= perWord) break;
      if (!/^[a-z]{4,10}$/.test(r) || seen.has(r) || VAGUE.has(r) || excluded.has(r) || !isNoun(r)) continue;
      // "traveler", "budgetary", "sleepy": another form of the visitor's own word adds no idea.
      if (r.slice(0, 4) === from.slice(0, 4) || from.includes(r) || r.includes(from.slice(0, Math.max(4, from.length - 2)))) continue;
      seen.add(r);
      out.push({ w: r, from });
      n++;
    }
  }
  return out;
}

// Words after an -ing word that end its phrase: "cleaning for families", "booking online", "baking and coffee";
// and the premises or the firm that does it: "a dog grooming van", "a window cleaning company" (grooming is the trade, not done to the van).
const PHRASE_END = new Set(["for", "and", "or", "with", "by", "in", "on", "at", "to", "from", "of", "that", "which", "who", "online", "services", "service",
  "business", "businesses", "company", "companies", "firm", "van", "vans", "truck", "trailer", "shop", "salon", "studio", "parlor", "parlour", "centre", "center", "clinic", "agency", "kiosk", "stall", "cart", "school", "club", "crew"]);

/** Whether an -ing word is followed by its object ("turning waste", "tracking how much") wherever the visitor used it. */
export function takesObject(word: string, said: readonly string[]): boolean {
  const at = said.map((w, i) => (w === word ? i : -1)).filter((i) => i >= 0);
  return at.length > 0 && at.every((i) => i + 1 < said.length && !PHRASE_END.has(said[i + 1]));
}

const DETERMINERS = new Set(["a", "an", "the", "my", "our", "your", "his", "her", "their", "this", "new", "old", "little", "small", "big"]);

// -ing words whose noun of the same spelling is another thing ("training" is no railway train).
const OTHER_THING = new Set(["train", "book", "box", "park", "ring", "match", "sign", "check", "roll", "wed", "spell", "stud", "coach", "lift", "press", "land", "plan", "bank", "market", "track"]);

/**
 * The noun inside an -ing word that names a thing's world: "a sailing boat" -> sail,
 * "my camping stove" -> camp. Only where the -ing word stands between a determiner
 * or a describing word and a noun, not where it is an action with its object
 * ("turning food waste"), and only when the dictionary relates the two words.
 */
export function ingNoun(word: string, said: readonly string[]): string | null {
  // ("a wedding florist": a thing in -ing is that thing, never its verb's noun, "Steady Wed".)
  if (ING_THINGS.test(word)) return null;
  const i = said.indexOf(word);
  if (i <= 0 || i + 1 >= said.length) return null;
  const before = said[i - 1];
  if (!DETERMINERS.has(before) && !isAdjective(before)) return null;
  if (!partsOfSpeech(said[i + 1]).includes("n")) return null;
  const stem = word.slice(0, -3);
  // "a training studio", "a booking app", "a boxing gym": the noun of that spelling is another thing (a railway train, a book, a box).
  if (OTHER_THING.has(stem)) return null;
  const related = relatedWords(word);
  return ingStems(word).find((f) => f.length >= 3 && related.includes(f) && partsOfSpeech(f).includes("n")) ?? null;
}

/**
 * The thing an -ing word's work is about, where the verb is that thing's own: "invoicing" -> invoice, "budgeting" -> budget,
 * "scheduling" -> schedule; not where the noun of that spelling is another thing ("booking", "marketing").
 */
export function workNoun(word: string): string | null {
  if (!/ing$/.test(word)) return null;
  return ingStems(word).find((f) => f.length >= 3 && !OTHER_THING.has(f) && /n/.test(partsOfSpeech(f)) && /v/.test(partsOfSpeech(f))) ?? null;
}

// Where a thing's own noun phrase ends: "a silicone bag that…", "a desk mat for…", "wooden boards, oiled by hand".
const PHRASE_STOP = /^(that|which|who|for|with|made|from|in|to|by|of|on|at|without|using|so|where|when|because|but|is|are|has|have|lets|helps|keeps)$/;

/**
 * What a thing is and what its nouns say of it, from the description's first phrase:
 * "a reusable silicone food storage bag" -> heads [bag], attributive silicone, food, storage;
 * "an ergonomic standing desk mat" -> heads [mat], attributive desk.
 */
export function thingPhrase(description: string): { heads: string[]; attributive: Set<string> } {
  const heads: string[] = [];
  const attributive = new Set<string>();
  const first = description.toLowerCase().split(/[,;.:!?()]/)[0] ?? "";
  const words = first.split(/[^a-z'-]+/).filter(Boolean);
  const end = words.findIndex((w) => PHRASE_STOP.test(w));
  for (const group of (end < 0 ? words : words.slice(0, end)).join(" ").split(/\b(?:and|or|&)\b/)) {
    const nouns = group.split(/\s+/).flatMap((w) => w.split("-")).filter((w) => w.length >= 3 && partsOfSpeech(singular(w)).includes("n") && !isAdjective(w) && !/ing$/.test(w));
    // ("a sandwich bag set", "a knife kit": a set of bags is named for the bags.)
    const last = nouns.length > 1 && /^(set|sets|kit|kits|pack|packs|bundle|bundles|collection|range|line)$/.test(nouns[nouns.length - 1]) ? nouns.length - 2 : nouns.length - 1;
    if (last >= 0) heads.push(singular(nouns[last]));
    for (const n of nouns.slice(0, last)) attributive.add(singular(n));
  }
  return { heads, attributive };
}

// What a thing is made or filled with is what it is ("soap made with goat milk"): no feature.
const MADE_WITH = /^(made|filled|infused|scented|packed|flavou?red|topped|blended|brewed|baked|dusted|coated|stuffed|cooked|grown|dyed|printed|decorated)$/;
// The parts a thing comes with, as opposed to what it holds or is made of.
const PARTS = /^(heads?|sleeves?|holders?|chargers?|charging|compartments?|controls?|lights?|lids?|handles?|straps?|pockets?|zips?|zippers?|wheels?|cases?|covers?|cushioning|padding|lining|buttons?|screens?|displays?|speakers?|sensors?|timers?|alarms?|apps?|bags?|infusers?|lines|filters?|trays?|drawers?|hooks?|clips?|stands?|mounts?|cables?|ports?|plugs?|batter(y|ies)|motors?|blades?|nozzles?|spouts?|valves?|locks?|hoods?|inserts?|attachments?|settings?|modes?|functions?|features?|options?|legs?|arms?|shelves?|panels?|mirrors?|microphones?|mics?|cameras?|fans?|bases?|frames?|soles?|insoles?|laces?|buckles?|loops?|rings?|cords?|leads?|pouches?|bottles?|cups?|mugs?|mats?)$/;
const FEATURE_STOP = /^(for|and|or|that|which|who|to|so|in|on|at|from|by|of|while|when|plus|but|because|if|as|like|into|than|you|your)$/;

/**
 * What a product comes with: "an electric toothbrush with replaceable bamboo heads" -> heads: {head, replaceable}, which: {bamboo}.
 * The last thing of each "with" names a part, never the product ("Watt Head", "Spark Holder"); the nouns before it say which
 * part ("bamboo", "card") and may lead a name but never end one; its describing words ("replaceable", "separate") say nothing alone.
 */
export function withFeatures(description: string): { heads: Set<string>; which: Set<string> } {
  const heads = new Set<string>();
  const which = new Set<string>();
  const words = description.toLowerCase().split(/[^a-z'-]+/).filter(Boolean);
  for (let i = 1; i < words.length; i++) {
    if (words[i] !== "with" || MADE_WITH.test(words[i - 1])) continue;
    const run: string[] = [];
    for (let j = i + 1; j < words.length && !FEATURE_STOP.test(words[j]); j++) {
      if (/^(a|an|the|its|their|his|her)$/.test(words[j])) continue;
      // ("extra cushioning", "a built-in sleeve": how much or how it is fitted says nothing alone, "Stride Extra".)
      if (/^(extra|built-in|built|two|three|four|more|added|integrated)$/.test(words[j])) heads.add(words[j]);
      else run.push(words[j]);
    }
    const nouns = run.filter((w) => partsOfSpeech(singular(w)).includes("n") && !isAdjective(w));
    // ("a night light": the last word names the part, though the dictionary also calls it a describing word.)
    const head = [...run].reverse().find((w) => partsOfSpeech(singular(w)).includes("n"));
    // ("an energy bar with oats and peanuts", "soap with oatmeal": what a thing holds is what it is made of, and names it well.)
    if (!head || !PARTS.test(head)) continue;
    heads.add(head);
    heads.add(singular(head));
    for (const w of run) {
      if (w === head) continue;
      // ("separate compartments", "wireless charger": a word that also describes says which by its description, nothing alone.)
      if (nouns.includes(w) && !partsOfSpeech(w).includes("a")) which.add(singular(w));
      else heads.add(w);
    }
  }
  return { heads, which };
}

// Heads after which a noun names what a place sells or does: "a coffee shop", "a yoga studio", "a taco truck".
const PREMISES = /^(shop|store|studio|salon|parlou?r|room|bar|house|cafe|van|truck|stand|stall|cart|kitchen|club|school|class|course|lab|market|boutique|centre|center|clinic|gym|label|line|box|delivery|subscription|business|brand|company|service|app|software|platform|tool|website|blog|channel|podcast|newsletter|magazine|agency|firm|practice|co|list|tracker|planner|journal|log|diary|calendar|scheduler|manager|organi[sz]er|finder|guide|map|note|reminder|timer|counter|monitor|checker|builder|maker|generator|assistant|bot|dashboard|hub|network|community|directory|feed|alert|kit)$/;

/**
 * Nouns the description only ever puts before another noun, where together they name one thing
 * that is neither: "wedding cakes", "dog walkers", "ghost peppers", "ice cream". Either half alone
 * means something else, so such a word never ends a name ("Sourdough Wedding Co.", "Roster Dog",
 * "Mortar Ghost"); it may still lead one ("Wedding Roster"). Before a premises ("a coffee shop",
 * "a yoga studio") the noun is what the place sells: it is the business's own word and stays free.
 */
export function leadingNouns(description: string): Set<string> {
  const leading = new Set<string>();
  const free = new Set<string>();
  const noun = (w: string) => w.length >= 3 && !PHRASE_STOP.test(w) && !STOPWORDS.has(w) && (/ing$/.test(w) || (/^$|n/.test(partsOfSpeech(singular(w))) && !isAdjective(w)));
  for (const clause of description.toLowerCase().split(/[,;.:!?()]/)) {
    const words = clause.split(/[^a-z'-]+/).flatMap((w) => w.split("-")).filter(Boolean);
    let run: string[] = [];
    const flush = () => {
      // ("horse riding instructors": a doing inside a run joins its object to the head; at the end it heads nothing, "dog walking".)
      while (run.length > 0 && /ing$/.test(run[run.length - 1]) && !ING_THINGS.test(run[run.length - 1])) run.pop();
      const last = run[run.length - 1];
      if (last) free.add(singular(last));
      const premises = last !== undefined && (PREMISES.test(singular(last)) || GENERIC.has(last));
      for (const w of run.slice(0, -1)) (premises ? free : leading).add(singular(w));
      run = [];
    };
    for (const w of words) {
      if (noun(w)) run.push(w);
      else flush();
    }
    flush();
  }
  for (const w of free) leading.delete(w);
  return leading;
}

// ("camping gear", "hiking boots", "fishing trips": before what is used or sold for it, an -ing word names a kind of thing.)
const GOODS = /^(gear|equipment|supply|accessory|product|clothing|clothes|wear|shoe|boot|sock|glove|bag|shirt|jacket|holiday|trip|tour|spot|site|rental|hire|stove|tent|lesson|session|trail|route|pole|rod|reel|bait|board|mat|chair|table)$/;
// Words after which an -ing word that has an object is something done: "Raising three kids", "tips on growing tomatoes".
const BEFORE_DOING = /^(for|about|on|of|in|with|by|and|or|while|when|after|before|from|into|through|like|without|at|is|are|love|loves|enjoy|enjoys|start|started|stop|stopped|keep|keeps)$/;
// Whoever does something, before the plain verb they do: "you find", "they file", "helps renters find".
const DOERS = /^(i|we|you|they|he|she|people|who|that|which|and|or|to|help|helps|let|lets|make|makes)$/;
const OBJECT_OPENERS = /^(their|your|my|our|his|her|its|the|a|an|every|each|any|more|less|all|one|two|three|four|five|ten|them|it|you|us|me|him|everything|anything)$/;

/**
 * Words the description uses as verbs, with the base form of each: "businesses file their taxes" (file),
 * "AI that reads scans" (reads, read), "learning to cook" (learning, cook), "raising three kids" (raising).
 * A word said as something done is no thing: alone beside another word it reads as a noun of another
 * meaning ("Early File", "Logic Read", "Raising & Acre"); joined into one word ("Readsense") it still reads as a doing.
 */
export function verbUses(description: string): Set<string> {
  const out = new Set<string>();
  const add = (w: string) => out.add(w).add(baseForm(w));
  for (const clause of description.toLowerCase().split(/[,;.:!?()]/)) {
    const ws = clause.split(/[^a-z']+/).filter(Boolean);
    for (const [i, w] of ws.entries()) {
      const prev = ws[i - 1] ?? "";
      const next = ws[i + 1] ?? "";
      if (/ing$/.test(w)) {
        // ("a camping stove", "dog grooming vans": after a determiner or a noun it names a kind of thing.)
        // ("invoicing app", "booking software": before the kind of thing it is, it names the thing's work.)
        if (verbOfIng(w) && (i === 0 || BEFORE_DOING.test(prev)) && next !== "" && (next === "to" || !(PHRASE_END.has(next) || PREMISES.test(singular(next)) || GOODS.test(singular(next)) || GENERIC.has(next)))) add(w);
        continue;
      }
      if (w.length < 3 || STOPWORDS.has(w) || !partsOfSpeech(w).includes("v")) continue;
      const plain = baseForm(w) === w || baseForm(w) === w.replace(/s$/, "");
      // "an app that reads", "people who love": what follows "that" or "who" is done.
      if (/^(that|who|which)$/.test(prev) && (OBJECT_OPENERS.test(next) || (/[^s]s$/.test(w) && next !== "" && !/^(itself|themselves|how|what|when|where|whether|if|up|out|down|back|off|on|in|for|with|to|and|or)$/.test(next)))) add(w);
      // "businesses file their taxes", "helps renters find the best trails", "find your next read".
      else if (plain && OBJECT_OPENERS.test(next) && (i === 0 || DOERS.test(prev) || (/[^s']s$/.test(prev) && partsOfSpeech(singular(prev)).includes("n")))) add(w);
      // "I repair antique clocks", "we bake sourdough", "she sells seashells": after I, we, they, he or she the verb is done, whatever follows.
      else if (plain && next !== "" && /^(i|we|they|he|she)$/.test(prev)) add(w);
      // "helping hospitals cut waiting times", "a marketplace where farmers sell surplus": after those helped or those who do it, the plain form is done.
      else if (plain && i >= 2 && /[^s']s$/.test(prev) && partsOfSpeech(singular(prev)).includes("n") && /^(help|helps|helping|let|lets|letting|make|makes|making|where|so|when|while)$/.test(ws[i - 2])) add(w);
      // "learning to cook", "reminds you to drink", "teaching kids to code": the plain form after "to" is done; "farm to table" is a route.
      else if (prev === "to" && baseForm(w) === w && i >= 2 && (/^(how|you|them|us|me|people|ways|want|wants|need|needs|able|easy|hard|time)$/.test(ws[i - 2]) || /ing$/.test(ws[i - 2]) || (/[^s']s$/.test(ws[i - 2]) && partsOfSpeech(singular(ws[i - 2])).includes("n")))) add(w);
    }
  }
  return out;
}

// Joined words that are no kind of their second half: a turntable is no table, a nightmare no mare.
const NOT_A_KIND = new Set(["turntable", "pineapple", "honeymoon", "horseradish", "typewriter", "screwdriver", "nightmare", "scarecrow", "brainstorm", "painkiller", "fireplace", "marketplace", "landscape", "moonshine", "boardwalk", "password", "buttercup", "dragonfly", "butterfly", "cartwheel", "catfish", "starfish", "jellyfish", "seahorse", "hotdog", "hallmark", "landmark", "trademark", "bookmark", "checkmate", "shortcut", "spotlight", "cockpit", "deadline", "headline", "skyline", "outline", "lifeline", "timeline", "pipeline", "hairline",
  // (Words that only look joined: a contractor drives no tractor, a necklace is no lace, an accountant no ant.)
  "contractor", "companion", "landscaper", "landlord", "landlady", "necklace", "bracelet", "accountant", "brewery", "passport", "partnership", "warehouse", "cupboard", "cartoon", "carpet", "pendant", "parsnip", "catering", "capsule"]);

/** The thing a joined word is a kind of: "houseplant" -> plant, "sailboat" -> boat; never "turntable" -> table. */
export function compoundHead(word: string, minLength: number): string | null {
  // ("bookkeeping", "beekeeping": a doing is no kind of its last half, "keeping".)
  // ("photographer" is no kind of "grapher".)
  if (word.length < minLength || NOT_A_KIND.has(word) || NOT_A_KIND.has(singularOf(word)) || /ing$|graphers?$/.test(word)) return null;
  // Both halves things ("house" + "plant", "news" + "letter"), not "free" + "lancer".
  for (let i = 3; i <= word.length - 4; i++) if (/^n+v?$/.test(partsOfSpeech(word.slice(0, i))) && partsOfSpeech(word.slice(i)).includes("n")) return word.slice(i);
  return null;
}
