import type { GeneratorStructure } from "../../catalog/types";
import { practicalIdeas } from "../data/practical-ideas";
import { Rng } from "./rng";
import { STOPWORDS } from "./stopwords";
import { isBlocked } from "./blocklist";
import { capitalize, sanitize, tokens } from "./text";
import { ingStems } from "./pos";
import { boundWords } from "./bound";
import { customersOf, ING_THINGS, isPlaceName, originsIn, partsOfSpeech, soldTo, understand, withoutAsks, withoutNegations, type Understanding } from "./understand";

/** Everything a strategy needs to know about one request. */
export interface Ctx {
  readonly generator: GeneratorStructure;
  readonly rng: Rng;
  /** A select value, checked against the field's options (unknown -> default). */
  opt(field: string, fallback?: string): string;
  /** A free-text field, stripped of markup. */
  text(field: string): string;
  readonly description: string;
  /** Useful words typed by the visitor: the keywords field first, then the description. */
  readonly keywords: readonly string[];
  /** Only the words from the `keywords` field. */
  readonly typedKeywords: readonly string[];
  /** Every word of the description (folded), for matching tags such as colours. */
  readonly mentioned: ReadonlySet<string>;
  mentions(...words: string[]): boolean;
  /**
   * Names typed with a capital in the middle of a sentence ("Leeds", "New
   * York", "Sam"), exactly as typed. They are left out of `keywords`, which
   * are folded to lower case and may be singularised ("Leeds" -> "Leed"), so a
   * strategy that can use a name takes it from here, as it is.
   */
  readonly properNouns: readonly string[];
  /** Proper nouns that follow "in", "from", "near" and the like: the places the visitor named. */
  readonly places: readonly string[];
  /** The description read by compromise and WordNet: base forms, related words, what it rules out. */
  readonly understood: Understanding;
  /** Whom a service is for or a business sells to ("for cafes", "delivers to restaurants"), with their singulars. */
  readonly customers: ReadonlySet<string>;
  /** Those it sells, delivers or ships to, of the customers ("delivers bread to cafes", "shipped to your door"). */
  readonly soldTo: ReadonlySet<string>;
  /** Where a thing is from, as the description says it ("italian", "korean"), when no family of words speaks for it. */
  readonly origins: readonly string[];
  /** Words the description has only inside set compounds ("in-depth", "mid-size", "step-by-step"): never a name's word alone. */
  readonly bound: ReadonlySet<string>;
}

// Option values that never follow from a description ("any", "other").
const NEUTRAL_OPTIONS = new Set(["any", "other", "general", "none", "neutral"]);
// Description words that point at an option value under another name.
const OPTION_CUES: Record<string, string[]> = {
  // A clan's style, read from how it plays: "a casual clan of dads" is no intimidating one.
  funny: ["casual", "laid-back", "silly", "goofy", "noobs", "noob", "lol", "jokes", "joke", "banter", "wholesome"],
  honorable: ["honour", "honor", "respect", "respectful", "loyal", "loyalty", "sportsmanship", "fair"],
  mysterious: ["stealth", "stealthy", "shadows", "secretive", "silent", "mystery"],
  "science-fiction": ["sci-fi", "scifi", "spaceship", "starship", "space", "alien", "aliens", "robot", "robots", "galaxy", "planet", "cyberpunk"],
  "young-adult": ["teen", "teenage", "teenager", "ya"],
  // (Subjects only practical books are about: "personal finance for nurses" is no fantasy.)
  "non-fiction": ["guide", "handbook", "how-to", "nonfiction", "cookbook", "recipes", "recipe", "history", "biography", "self-help", "tips", "essays", "manual", "textbook", "workbook", "practical", "beginners", "introduction", "finance", "finances", "budgeting", "investing", "parenting", "productivity", "nutrition", "leadership", "marketing", "mindfulness", "composting", "advice", "lessons", "strategies", "techniques", "explained", "habits", "dieting", "retirement", "career", "careers", "business", "management", "entrepreneurs", "entrepreneurship", "self-improvement"],
  memoir: ["memoir", "memoirs", "autobiography"],
  horror: ["haunted", "ghost", "ghosts", "horror", "terrifying", "monster", "monsters", "creepy", "scary", "spooky", "eerie", "abandoned", "derelict", "zombie", "zombies", "undead", "nightmare", "nightmares", "demon", "demons", "possessed", "asylum", "slasher", "vampire", "vampires"],
  romance: ["romance", "romantic", "lovers", "love"],
  // A story of magic asks for fantasy, one of lifts and offices for today's world, whatever genre was left at its default
  // ("two strangers stuck in a lift overnight" gave "The Overnight Sorceress").
  fantasy: ["wizard", "wizards", "witch", "witches", "dragon", "dragons", "magic", "magical", "elf", "elves", "kingdom", "kingdoms", "sword", "swords", "quest", "spell", "spells", "sorcerer", "sorceress", "fae", "faerie", "prophecy", "throne", "realm", "mage", "necromancer", "enchanted", "knight", "knights", "dwarf", "dwarves", "orc", "orcs", "goblin", "goblins", "sorcery", "wand", "unicorn", "unicorns"],
  literary: ["lift", "elevator", "office", "offices", "phone", "phones", "smartphone", "email", "emails", "train", "trains", "flat", "apartment", "supermarket", "pub", "cafe", "divorce", "marriage", "commute", "suburbs", "suburban", "retirement", "colleague", "colleagues", "instagram", "tiktok", "laptop", "motorway", "council", "estate", "uber", "taxi", "nhs"],
  mystery: ["detective", "whodunit", "murder", "sleuth", "mystery"],
  thriller: ["thriller", "killer", "conspiracy", "suspense", "hunted"],
  cozy: ["cozy", "cosy", "farming", "gardening", "relaxing", "wholesome"],
  roguelike: ["roguelike", "roguelite", "permadeath"],
  // A wizard's school of magic, from what the description says they do or keep ("collects clocks" is time magic).
  time: ["clock", "clocks", "clockwork", "hourglass", "hourglasses", "hours", "centuries", "ages", "chronomancer", "timeless", "ageless"],
  fire: ["flame", "flames", "fiery", "burning", "ember", "embers", "pyromancer", "candles"],
  ice: ["frost", "frozen", "snow", "winter", "glacier", "icy", "cryomancer"],
  storm: ["lightning", "thunder", "weather", "wind", "winds", "tempest", "tempests"],
  shadow: ["necromancer", "darkness", "shadows", "curses", "cursed", "bones"],
  light: ["healer", "healing", "holy", "radiant", "sunlight", "dawn"],
  nature: ["forest", "trees", "herbs", "herbalist", "druid", "moss", "wildflowers", "mushrooms"],
  // A baby's name, a shop's look: "old-fashioned" is vintage, "unusual" is rare.
  vintage: ["old-fashioned", "vintage", "retro", "antique", "victorian", "throwback"],
  rare: ["uncommon", "unusual", "rare", "unique"],
  // A warrior cat's Clan, from how the description says it lives ("fishes in the river" is RiverClan).
  riverclan: ["river", "rivers", "fish", "fishes", "fishing", "fisher", "swim", "swims", "swimming", "swimmer", "reeds", "stream", "streams"],
  windclan: ["moor", "moors", "moorland", "heather", "runner", "rabbits", "hares", "windswept"],
  shadowclan: ["marsh", "marshes", "swamp", "swamps", "pine", "pines", "toads", "frogs"],
  skyclan: ["climber", "climbs", "climbing", "leaps", "leaping", "jumper", "gorge", "birds"],
  thunderclan: ["forest", "oak", "oaks", "thunder", "woods", "woodland"],
  puzzle: ["puzzle", "puzzles"],
  racing: ["racing", "race", "cars", "kart"],
  platformer: ["platformer", "jumping"],
  shooter: ["shooter", "shooting", "fps"],
  "food-and-drink": ["bakery", "coffee", "cafe", "restaurant", "food", "drinks", "bar", "brewery", "catering", "sourdough"],
  "health-and-wellness": ["skincare", "yoga", "wellness", "spa", "fitness", "therapy", "massage", "health", "skin"],
  "home-services": ["cleaning", "plumbing", "plumber", "electrician", "landscaping", "handyman", "roofing", "house"],
  finance: ["bookkeeping", "accounting", "payroll", "invoicing", "tax", "finance", "banking", "insurance"],
  retail: ["shop", "store", "boutique", "retail"],
  creative: ["design", "photography", "studio", "art", "music", "film"],
  education: ["tutoring", "school", "courses", "teaching", "learning", "lessons"],
  consulting: ["consulting", "consultancy", "advisory"],
  climate: ["climate", "solar", "carbon", "battery", "batteries", "renewable"],
  fintech: ["payments", "banking", "invoicing", "lending", "fintech"],
  health: ["hospital", "hospitals", "nurses", "patients", "clinic", "medical", "health"],
  "developer-tools": ["developers", "api", "code", "devops"],
  marketplace: ["marketplace", "connecting"],
  // The random generator's categories: "names for a robot vacuum" asks for product names, not people's.
  product: ["product", "gadget", "device", "robot", "vacuum", "appliance", "tool", "toy", "bottle", "machine", "drone"],
  business: ["company", "service", "shop", "store", "agency", "startup", "firm", "delivery", "brand"],
  project: ["project", "codename", "internal", "migration", "initiative", "release", "sprint"],
  // Law, medicine and engineering: the practice area a description names ("immigration lawyers", "a gentle dentist").
  family: ["divorce", "custody", "adoption", "separation", "prenup", "alimony", "guardianship"],
  immigration: ["visa", "visas", "immigrant", "immigrants", "citizenship", "asylum", "deportation", "refugee", "refugees"],
  "personal-injury": ["injury", "injuries", "accident", "accidents", "crash", "compensation", "whiplash", "negligence"],
  estate: ["wills", "probate", "inheritance", "trusts", "estates"],
  criminal: ["defense", "defence", "dui", "criminal", "crime", "arrest", "arrested"],
  corporate: ["mergers", "acquisitions", "contracts", "companies", "commercial", "corporate"],
  dental: ["dentist", "dentists", "dentistry", "teeth", "tooth", "orthodontics", "braces", "smile", "smiles"],
  pediatrics: ["children", "child", "kids", "babies", "baby", "toddlers", "newborns", "paediatric", "pediatric"],
  dermatology: ["skin", "acne", "eczema", "moles", "psoriasis", "rashes", "dermatologist"],
  physiotherapy: ["physio", "physiotherapist", "physical", "rehab", "rehabilitation", "sports", "back", "mobility", "posture"],
  cardiology: ["heart", "hearts", "cardiac", "cardiologist"],
  "mental-health": ["counselling", "counseling", "therapist", "anxiety", "depression", "trauma", "mental", "psychologist", "grief"],
  civil: ["bridge", "bridges", "road", "roads", "highways", "drainage", "infrastructure", "sewer", "railways", "councils"],
  mechanical: ["hvac", "machines", "machinery", "ventilation", "pumps", "engines", "manufacturing"],
  electrical: ["power", "wiring", "solar", "battery", "batteries", "lighting", "substations"],
  structural: ["buildings", "steel", "concrete", "foundations", "towers", "retrofits", "retrofit"],
  environmental: ["remediation", "contamination", "soil", "pollution", "wetlands", "flood", "flooding"],
  // What an online shop sells: "hand-poured soy candles" is home decor, not the select's first niche, fashion ("Hand Clothing").
  "home-decor": ["candles", "candle", "cushions", "throws", "rugs", "lamps", "vases", "planters", "homeware", "homewares", "decor", "furniture", "ceramics", "prints", "wallpaper", "curtains", "bedding", "mugs"],
  beauty: ["skincare", "makeup", "cosmetics", "lipstick", "lipsticks", "serum", "serums", "haircare", "perfume", "perfumes", "nail", "nails", "lashes", "moisturiser", "moisturizer"],
  electronics: ["gadgets", "gadget", "phones", "chargers", "headphones", "earbuds", "cables", "speakers", "laptops", "cameras", "drones"],
  pets: ["dog", "dogs", "cat", "cats", "puppy", "puppies", "kitten", "kittens", "pet", "collars", "leashes", "aquarium"],
  handmade: ["handmade", "hand-made", "knitted", "crochet", "crocheted", "embroidered", "hand-poured", "hand-thrown", "hand-painted", "handcrafted"],
  food: ["snacks", "coffee", "tea", "chocolate", "chocolates", "sauces", "sauce", "spices", "honey", "jam", "jams", "cookies", "granola", "olive", "cheese", "wine"],
  outdoor: ["camping", "hiking", "climbing", "tents", "fishing", "surf", "surfing", "backpacking", "kayaks", "trail"],
  kids: ["kids", "children", "toddlers", "toys", "nursery"],
  fashion: ["clothes", "clothing", "dresses", "shirts", "t-shirts", "jeans", "shoes", "sneakers", "jackets", "hoodies", "apparel", "scarves", "socks"],
  username: ["username", "handle", "gamertag", "gamer"],
  character: ["character", "protagonist", "villain", "hero", "novel"],
  female: ["she", "her", "woman", "girl", "queen", "heroine"],
  male: ["he", "his", "man", "boy", "king"],
};

/**
 * The option a description points at when the select was left at its default:
 * "a thriller about…" with the genre still on "fantasy" means a thriller.
 * Only a single clear winner counts.
 */
export function optionFromDescription(options: readonly { value: string; label: string }[], said: ReadonlySet<string>, order: readonly string[] = []): string | null {
  let best: string | null = null;
  let bestScore = 0;
  let tie = false;
  // On a tie the option named first wins ("immigration lawyers helping families" is immigration law), when the order is known.
  const first = (value: string): number => {
    const o = options.find((x) => x.value === value);
    const cues = new Set([value, ...(OPTION_CUES[value] ?? []), ...(o ? [o.label.toLowerCase()] : [])]);
    const i = order.findIndex((w) => cues.has(w));
    return i < 0 ? Infinity : i;
  };
  for (const o of options) {
    if (NEUTRAL_OPTIONS.has(o.value)) continue;
    const own = [o.value, o.value.replace(/-/g, " "), o.label.toLowerCase()].flatMap((v) => (v.includes(" ") ? [] : [v]));
    const cues = [...own, ...(OPTION_CUES[o.value] ?? [])];
    const score = cues.filter((c) => said.has(c)).length + (own.some((c) => said.has(c)) ? 2 : 0);
    if (score > bestScore) {
      best = o.value;
      bestScore = score;
      tie = false;
    } else if (score > 0 && score === bestScore) {
      const a = first(o.value);
      const b = best ? first(best) : Infinity;
      if (a < b) {
        best = o.value;
        tie = false;
      } else if (a === b) tie = true;
    }
  }
  return tie ? null : best;
}

// A story's own words: a description with one of these tells a plot, even where it opens on a doing ("saving the kingdom from a dragon").
const STORY_WORDS = /\b(dragons?|kingdoms?|witch(es)?|wizards?|knights?|elf|elves|magic\w*|quests?|swords?|thrones?|realms?|princes?|princess(es)?|queens?|kings?|castles?|spells?|curses?|prophec(y|ies)|heroes?|heroine|villains?|aliens?|planets?|galax(y|ies)|ghosts?|zombies?|vampires?|murder\w*|detectives?|killers?|lovers?|girl|boy|woman|man|orphan|crew|ship|empire|world)\b/i;

/**
 * A book whose description is only a doing of the reader's own life ("quitting sugar for good", "paying off debt in a year",
 * "decluttering a small flat") is a practical one: no story opens on a gerund with nobody in it.
 */
function opensOnADoing(description: string): boolean {
  const topic = description.trim().toLowerCase().replace(/^(?:how to |a guide to |a book (?:about|on) )/, "");
  const first = topic.match(/^([a-z]+ing)\s+[a-z]/)?.[1];
  // ("building a wooden rowing boat": a thing's word before "a" or "your" is the doing, never "The Elder Boat".)
  if (!first || (ING_THINGS.test(first) && !/^[a-z]+ing (?:a|an|the|your|my|our|their)\s/.test(topic)) || STORY_WORDS.test(description)) return false;
  // ("running away to join the circus", "coming home from the war": a doing that goes somewhere is a life's turn, a story's.)
  if (/^[a-z]+ing (?:away|back|home|off|out|up|down) (?:to|from)\b/.test(topic)) return false;
  // ("paying" is also a describing word to WordNet, and "decluttering" is not in it: the verb before -ing decides.)
  // (A thing's word that passed the article test above is read by its verb too: "building" -> build.)
  return ingStems(first).some((f) => partsOfSpeech(f).includes("v")) || partsOfSpeech(first) === "";
}

/**
 * A description that only names food ("Mexican street food at home", "easy vegan dinners for students", "Vietnamese home
 * cooking"): what is wanted is a cookbook, whatever genre was left at its default.
 */
/**
 * Whether the writer tells their own life: "my year living in a van", "my twenties in Berlin", "I grew up above a chip shop".
 * A book told so is a memoir, whatever genre was left at its default.
 */
function toldByMe(description: string): boolean {
  return (
    /^\s*(?:(?:a|the) )?(?:my|our) (?:[a-z]+ )?(?:year|years|life|time|journey|childhood|twenties|thirties|teens|summer|months|decade|adventures?|travels|walk|voyage)\b/i.test(description) ||
    /\bI (?:grew up|spent|lived|moved|walked|cycled|sailed|survived|quit|left|became|worked|nursed|cared|travelled|traveled|drove|ran away|lost|found)\b/.test(description)
  );
}

/**
 * A book for a kind of reader ("a book for parents of kids with anxiety") or on a problem practical books are written on
 * ("the science of why we procrastinate", "money for couples who argue about spending"), with no story in it: advice,
 * whatever genre was left at its default.
 */
function readsAsAdvice(description: string): boolean {
  if (STORY_WORDS.test(description) || /\b(story|stories|novel|novella|tale|tales|saga|fiction|romance|thriller|mystery|adventure|journey)\b/i.test(description)) return false;
  return /\b(?:book|guide|handbook) for (?:(?:new|first-time|busy|young|working|single|older|anxious|shy) )?[a-z]+s\b/i.test(description) || practicalIdeas(description).length > 0;
}

function namesFood(description: string): boolean {
  return /^\s*(?:an? |the |my |our )?(?:[a-z'-]+ ){0,4}(?:food|dishes|dinners|meals|suppers|lunches|breakfasts|cuisine|cooking)(?:\s+(?:for|at|in|on|with|from|to)\b[a-z' -]*)?\s*$/i.test(description) && !STORY_WORDS.test(description);
}

// Words after which a capitalised name is a place: "in Leeds", "from Detroit".
const PLACE_CUES = new Set(["in", "from", "near", "at", "around", "across", "outside", "serving", "covering", "throughout", "of", "to"]);
// Capitalised words that are not names even mid-sentence.
const NOT_NAMES = new Set(["i", "i'm", "i've", "i'd", "ok", "okay", "diy"]);

/** Whether a lower-case "of" (or "the" after it) joins two capitalised words into one name: "Call of Duty", "Sea of Thieves". */
function joinsTitle(word: string, run: readonly string[], rest: string): boolean {
  if (word === "of") return /^ of (?:the )?\p{Lu}\p{Ll}/u.test(rest);
  return word === "the" && run[run.length - 1] === "of" && /^ the \p{Lu}\p{Ll}/u.test(rest);
}

/** Capitalised names in running text, as typed, with the places among them. */
export function properNames(text: string): { names: string[]; places: string[] } {
  const names: string[] = [];
  const places: string[] = [];
  // "Obi-Wan", "Jean-Luc": a name joined by a hyphen is one name.
  const re = /[\p{L}][\p{L}'\u2019]*(?:-\p{Lu}[\p{L}'\u2019]*)*/gu;
  let m: RegExpExecArray | null;
  let run: string[] = [];
  let runEnd = -1;
  let cue = false;
  let prevWord = "";
  let wordBefore = "";
  let cueWord = "";
  // ("my move from London to rural Japan": where one goes is the place the text is about, before where one left.)
  let fromPlace = false;
  let toPlace = "";
  const flush = () => {
    if (run.length > 0) {
      const name = run.join(" ");
      if (!names.includes(name)) names.push(name);
      // ("a guild of World of Warcraft healers", "fans of Lord of the Rings": a name with "of" in it after "of" is a title, no place.)
      const title = cueWord === "of" && run.includes("of");
      if (cue && !title && !places.includes(name)) places.push(name);
    }
    run = [];
  };
  while ((m = re.exec(text))) {
    const raw = m[0].replace(/['\u2019]s$/, "").replace(/['\u2019]/g, "");
    const before = text.slice(0, m.index);
    // A word opening the text or a sentence is capitalised anyway.
    // (A name with a second capital, "Obi-Wan", is a name even there.)
    const sentenceStart = (before.trim() === "" || /[.!?\n"\u201c(]\s*$/.test(before)) && !raw.includes("-");
    const capital = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*$/u.test(raw) && raw.length >= 2 && !NOT_NAMES.has(raw.toLowerCase());
    // Names of two words are typed with a single space between them ("New York").
    const joined = run.length > 0 && /^ $/.test(text.slice(runEnd, m.index));
    if (capital && !sentenceStart) {
      if (run.length === 0 || !joined) {
        flush();
        // ("in the Isle of Wight", "near the Lake District": the article between the cue and the name.)
        // ("to rural Japan", "in northern Spain": a word for which part of it between the cue and the name.)
        const part = /^(rural|northern|southern|eastern|western|central|coastal|upstate|downtown|inner|outer|north|south|east|west)$/.test(prevWord);
        cue = PLACE_CUES.has(prevWord) || ((prevWord === "the" || part) && PLACE_CUES.has(wordBefore));
        cueWord = prevWord === "the" || part ? wordBefore : prevWord;
        if (cue && cueWord === "from") fromPlace = true;
        if (cue && cueWord === "to" && fromPlace) toPlace = raw;
      }
      run.push(raw);
      runEnd = m.index + m[0].length;
    } else if (run.length > 0 && joinsTitle(raw, run, text.slice(runEnd))) {
      // "Call of Duty", "Lord of the Rings": one name, never a "Call" and a place called "Duty".
      run.push(raw);
      runEnd = m.index + m[0].length;
    } else flush();
    wordBefore = prevWord;
    prevWord = raw.toLowerCase();
  }
  flush();
  const to = toPlace ? places.findIndex((p) => p.split(" ")[0] === toPlace) : -1;
  if (to > 0) places.unshift(...places.splice(to, 1));
  return { names: names.slice(0, 4), places: places.slice(0, 2) };
}

function usefulWords(text: string): string[] {
  const seen = new Set<string>();
  for (const t of tokens(text)) {
    // ("Yourestone", "Charge Youre": "you're", "don't" and "we'll" are no words to name things with.)
    if (/'(?!s$)/.test(t)) continue;
    const w = t.replace(/'s$/, "").replace(/'/g, "");
    // Long words count too: "physiotherapy" is what a physiotherapist does.
    if (w.length < 3 || w.length > 14 || STOPWORDS.has(w) || isBlocked(w)) continue;
    // Adverbs rarely make good name parts ("quickly", "really").
    if (w.endsWith("ly") && w.length > 5) continue;
    seen.add(w);
  }
  return [...seen];
}

const MEASURED = new RegExp(
  String.raw`(?:\b\d+(?:[.,]\d+)?\s*|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|few|several|couple of|per)\s+)(seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|decades?|miles?|km|kilomet(?:re|er)s?|met(?:re|er)s?|feet|foot|inch(?:es)?|pounds?|lbs?|kilos?|kg|grams?|litres?|liters?|ounces?|percent|times)\b`,
  "gi",
);
const NAME_WORDS = new Set(["name", "names", "naming", "nickname", "nicknames"]);
const REQUEST_WORDS = new Set(["short", "long", "sound", "sounds", "theme", "themed", "letter", "letters", "syllable", "syllables", "word", "words", "catchy", "cool", "unique", "simple", "memorable", "funny", "ideas", "idea", "starting", "ending", "avoid", "include", "like", "random", "code", "codename", "internal"]);

export function makeContext(generator: GeneratorStructure, input: Record<string, string>, rng: Rng): Ctx {
  const safeInput: Record<string, string> = {};
  for (const [k, v] of Object.entries(input ?? {})) safeInput[k] = sanitize(v);

  // "Plant-based" means vegan, not potted plants: read it as the one word it is.
  // "Second-hand" is one word too: it says nothing about hands ("truehands.com" for used lenses).
  const description = (safeInput.description ?? "").replace(/\bplant[- ]based\b/gi, "vegan").replace(/\b(second|first)[- ]hand\b/gi, "$1hand")
    // "A zero waste grocery" is the circular idea, as "zero-waste" is: it rules out neither waste nor refills and jars.
    .replace(/\bzero\s+waste\b/gi, "zero-waste")
    // "for kids aged 6 to 9", "ages 3+", "8 years old": an age says whom it is for; "aged" is no old age ("Elderly Games", "Kite Aged").
    .replace(/\b(?:aged|ages?)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\+?(?:\s*(?:to|-|\u2013|and|or)\s*(?:\d+|up|over|older|under))?\+?|\b\d+\s*(?:-|to|\u2013)?\s*(?:\d+\s*)?years?[- ]olds?\b/gi, "")
    // "evening classes", "weekend workshops": when it is taught, not what ("Spanish Evening", "Parley Evening").
    .replace(/\b(?:evening|morning|weekend|weekday|night|daytime|lunchtime|after[- ]work)\s+(?=(?:[a-z]+\s+){0,2}(?:classes|class|lessons?|courses?|sessions?|workshops?)\b)/gi, "")
    // "Tax returns", "self-assessment returns": the form filed is the tax; no "Keystone Return".
    .replace(/\b(tax|vat|self[- ]assessment)\s+returns?\b/gi, "$1")
    // "In a market town", "on the market square": where it is, no market ("Iris Market", "Quarter Market" for an optician).
    .replace(/\bmarket (towns?|squares?)\b/gi, "$1")
    // "Open-plan offices": how the office is laid out, no plan ("Cadence Plan", "Tempo Plan" for headphones).
    .replace(/\bopen[- ]plan\b/gi, "")
    // "Gym-goers", "festival-goers": people, one word ("Sprint Gym", "Pulse Gym" for protein pancakes for gym-goers).
    .replace(/\b([a-z]+)-goers?\b/gi, "$1goers")
    // "After-school tutoring" happens after school; it is no school ("Early School", "Schoolbay").
    .replace(/\bafter[- ]school\b/gi, "")
    // "In small groups", "one-to-one": how it is taught, not what it is ("Quill Group", "Keen Group" for maths tutoring).
    .replace(/\b(in )?small[- ]groups\b/gi, "")
    // "Stitched by hand", "oiled by hand": made by hand, which says nothing of hands ("Awl Hand", "Simple Hand").
    .replace(/\b(?:[a-z]+ed )?by hand\b/gi, "handmade")
    // "Hand-forged", "hand-stitched": made by hand too, which names no hand ("Anvil Hand", "Hand Welding").
    .replace(/\bhand[- ](?=[a-z]+ed\b)/gi, "handmade ")
    // "Dishwasher safe", "freezer friendly", "machine washable": how it is looked after, not what it is ("Refill Freezer", "Neat Dishwasher").
    .replace(/\b(dishwasher|microwave|oven|freezer|fridge|refrigerator|machine|dryer|tumble[- ]dryer|stovetop|hob|induction|toaster)[- ](safe|proof|friendly|washable|dryable|ready|compatible|tested)\b/gi, "")
    // "Extra virgin olive oil": a grade of oil, never a virgin ("Virginhub", "Virgin Orchard").
    .replace(/\bextra[- ]virgin\b/gi, "")
    // "Food-safe", "pet safe", "reef safe": gentle on them, not security ("Moat Storage", "Shield Depot").
    .replace(/\bfood[- ]safe\b/gi, "").replace(/\b(skin|pet|baby|kid|child|toddler|reef|septic|ocean|planet|earth)[- ]safe\b/gi, "$1-friendly")
    // "IT support", "an IT consultancy": the capitals are information technology, not the word "it".
    .replace(/\bIT\b(?!')/g, "tech")
    // "made to order", "tailored to measure": how it is made, never an order or a measure to name ("orderclub.com").
    .replace(/\b(?:(?:made|built|tailored|cut|printed|baked|cooked|sewn|crafted|designed)\s+)?to\s+(?:order|measure)\b/gi, "custom-made")
    // "a plumber in leeds", "dog walking in south London": a place typed in lower case is still the place ("Leeds Plumbing", never "Leedwell"),
    // and the side of town is part of its name ("South London", never "South Whisker").
    .replace(/\b(in|near|from|around|across|throughout|serving|outside|covering|of|to)\s+((?:the\s+)?)((?:(?:north|south|east|west|central|greater|inner|outer|downtown)\s+)?)([A-Za-z][a-z]+)\b/g, (whole: string, cue: string, the: string, side: string, w: string) =>
      isPlaceName(w) ? `${cue} ${the}${side.replace(/^[a-z]/, (c) => c.toUpperCase())}${capitalize(w)}` : whole);
  const understood = understand(`${description}${safeInput.keywords ? `. ${safeInput.keywords}` : ""}`);
  const allowed = (w: string) => !understood.excluded.has(w) && !understood.excluded.has(w.replace(/s$/, ""));
  // Negated phrases ("fragrance-free", "no harsh chemicals") give no words to build on.
  // What the visitor asks of the name ("want a domain guests remember easily") gives its describing words, not its things.
  const described = withoutAsks(description, understood.negated);
  const affirmed = withoutNegations(described);
  const typedKeywords = usefulWords(safeInput.keywords ?? "").filter(allowed).slice(0, 6);
  // ("easy to say in Spanish and Turkish" names the name's languages, not the thing named.)
  const proper = properNames(described);
  // Every word that only ever appears capitalised is a name, kept out of the folded keywords.
  const lowerTyped = new Set(tokens(description.replace(/[\p{L}']*\p{Lu}[\p{L}']*/gu, " ")));
  const nameWords = new Set(proper.names.flatMap((n) => tokens(n)).filter((w) => !lowerTyped.has(w)));
  // Words about the names wanted ("short names", "catchy"), not the thing named, on the random page's requirements.
  const asked = (w: string) => NAME_WORDS.has(w) || (generator.slug === "random" && REQUEST_WORDS.has(w));
  // "inspired by skateboarding", "powered by the sun", "made from cork": the participle says how, never what ("Inspired Linen").
  const saidTokens = tokens(description);
  // ("designed for side sleepers", "built to last": so is one before "for" or "to", "Designed Nap".)
  const participles = new Set(saidTokens.filter((t, i) => /^(by|from|with|for|to)$/.test(saidTokens[i + 1] ?? "") && (/[^e]ed$|[^aeiou]ied$/.test(t) && t.length > 5 || /^(made|built|grown|written|driven|worn|sold|kept|run|told)$/.test(t))));
  // "swaps in ten seconds", "30 minutes a day": a unit after a number measures; it is nothing to name ("Sure Second", "Byte Minute").
  const measured = new Set([...description.matchAll(MEASURED)].map((m) => m[1].toLowerCase()));
  for (const [i, t] of saidTokens.entries()) {
    const before = saidTokens[i - 1] ?? "";
    const next = saidTokens[i + 1] ?? "";
    // ("set in a fantasy world", "told in short strips", "based in Leeds": where or how a story or a firm is, never a "Mighty Set".)
    const placed = /^(set|told|based|located)$/.test(t) && /^(in|on|at|during|among)$/.test(next) && /^(a|an|the|my|our|their|his|her)$/.test(saidTokens[i + 2] ?? "");
    // ("ethically sourced diamonds", "locally grown flowers": a participle after its adverb says how, "Sourced & Opal".)
    const how = /ly$/.test(before) && before.length > 4 && (/[^e]ed$|[^aeiou]ied$/.test(t) || /^(grown|made|built|sewn|woven|spun|thrown|blown|known|run)$/.test(t));
    // ("sell power back to the grid", "give away", "wear out in a week": a particle that goes with its verb is no thing, "Rapid Back".)
    const particle = /^(back|away|out|off|up|down|over|around|together|apart)$/.test(t) && /^(to|into|from|with|and|in|on|at|for|of)$/.test(next);
    if (placed || how || particle) participles.add(t);
  }
  const bound = boundWords(description);
  const keywords = [...new Set([...typedKeywords, ...usefulWords(affirmed).filter((w) => !nameWords.has(w) && allowed(w) && !asked(w) && !participles.has(w) && !measured.has(w) && !bound.has(w))])].slice(0, 10);
  const mentioned = new Set(tokens(`${affirmed} ${safeInput.keywords ?? ""}`).filter(allowed));
  // "bookkeeping for cafes and restaurants" is finance: whom a service is for does not choose its industry.
  const sold = soldTo(description);
  const customers = customersOf(description, sold);
  // ("how to care for houseplants" is a how-to, typed with or without its hyphen.)
  const said = new Set([...mentioned, ...understood.words, ...(description.match(/\b[a-z]+-[a-z]+\b/gi) ?? []).map((w) => w.toLowerCase()), ...(/\bhow to\b|\b(?:a|the|my|our) (?:short |little |new |first )?book on\b/i.test(description) || opensOnADoing(description) ? ["how-to"] : []), ...(namesFood(description) ? ["cookbook"] : []), ...(readsAsAdvice(description) ? ["how-to"] : []), ...(toldByMe(description) ? ["memoir"] : [])].filter((w) => !customers.has(w)));
  const inferred = new Map<string, string | null>();
  const order = description.toLowerCase().split(/[^a-z-]+/).filter(Boolean);

  return {
    generator,
    rng,
    description,
    keywords,
    typedKeywords,
    mentioned,
    properNouns: proper.names,
    places: proper.places,
    understood,
    customers,
    soldTo: sold,
    origins: originsIn(description),
    bound,
    opt(field, fallback) {
      const def = generator.fields.find((f) => f.name === field);
      const value = (safeInput[field] ?? "").trim().toLowerCase();
      if (def && def.kind === "select") {
        const chosen = def.options.some((o) => o.value === value) ? value : def.default;
        // A select left at its default never overrules what the description says.
        if (chosen !== def.default) return chosen;
        if (!inferred.has(field)) inferred.set(field, optionFromDescription(def.options, said, order));
        return inferred.get(field) ?? chosen;
      }
      return value || fallback || "";
    },
    text(field) {
      return safeInput[field] ?? "";
    },
    mentions(...words) {
      return words.some((w) => mentioned.has(w));
    },
  };
}
