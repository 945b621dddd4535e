import type { Ctx } from "../core/context";
import { words, type Word } from "../core/words";
import { plural } from "./titles";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { pronounceable } from "../core/markov";
import { capitalize, escapeRegExp, listing, readable, titleCase, tokens, withArticle } from "../core/text";
import { CUISINE } from "../data/local-trades";
import { MORE_CUISINE } from "../data/more-cuisines";
import { ADJECTIVES, BRAND_SUFFIXES, PLACE_TAILS, ROOT_ENDINGS, TAILS, THEMES, rootsFor } from "../data/brand-themes";
import { activityWord, CREDENTIALS, familyFor, familyInContext, GENERIC, isAudience, MODIFIERS, STYLE_TRADES, THEME_TRADES, type Family } from "../data/description-families";
import { accidentalWord, cleanSeam, doublesWord, ingNoun, leadingNouns, relativesOf, RootBudget, singular, takesObject, thingPhrase, verbUses, withFeatures, workNoun } from "./seams";
import { ampersandJoinsNouns, describedPhrases, isAdjective } from "../core/pos";
import { baseForm, ING_THINGS, isKnownWord, namesPeople, partsOfSpeech, relatedWords, sameWord } from "../core/understand";
import { isIllness, isKin, isUnpleasant, speciesIn, STOCK_MOODS } from "../core/rank";
import { STOPWORDS } from "../core/stopwords";
import { preferred } from "../core/result";
import { CLIPS, CLIP_SAYS, CONDITIONS, IDIOMS, JOBS, PRODUCT_KINDS, THREATS, TONGUES, UNITS, type Job } from "../data/tech-subjects";

// Words for a side or a part of something: before another noun they say which part, and name nothing alone.
const PART_OF = /^(side|sides|top|tops|back|backs|front|fronts|bottom|bottoms|edge|edges|end|ends|half|halves|part|parts|bit|bits|upper|lower|inner|outer)$/;
const NUMBER_WORD = /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|thousands|million|millions|dozen|dozens)$/;

/** How one brand generator is set up: what it names and which words it uses. */
export interface BrandParams {
  /** What is being named, e.g. "startup", "SaaS product". */
  what: string;
  /** Theme ids from brand-themes.ts, most relevant first. */
  themes: string[];
  /** A key of TAILS / BRAND_SUFFIXES / ADJECTIVES, or a catchy style. */
  style: string;
  /** Shown in "why it fits", e.g. "fintech". */
  field?: string;
  /** Extra words typed elsewhere (niche, platform) that count as keywords. */
  extraKeywords?: string[];
  /** Second halves for compounds, when the style's usual ones do not suit the field. */
  tails?: Word[];
  /** Words appended to spaced names, e.g. "Studio", "Labs". */
  suffixNouns?: string[];
  /** The field option (industry, sector) is at its default, so the description may lead instead. */
  fieldIsDefault?: boolean;
  /** The field's value was read from the description, not chosen ("electricians" -> home services). */
  fieldInferred?: boolean;
  /** Whether a plain dictionary word may stand alone ("Cairn"); not for domains, which are long taken. */
  singleWords?: boolean;
}

const STYLE_TRAITS: Record<string, string[]> = {
  modern: ["Modern", "Clean", "Forward-looking", "Approachable"],
  classic: ["Trustworthy", "Established", "Warm", "Timeless"],
  playful: ["Playful", "Friendly", "Cheerful", "Memorable"],
  professional: ["Professional", "Credible", "Polished", "Reliable"],
  bold: ["Bold", "Confident", "Energetic", "Ambitious"],
  minimal: ["Minimal", "Calm", "Focused", "Understated"],
  rhyming: ["Catchy", "Playful", "Memorable", "Rhythmic"],
  alliterative: ["Catchy", "Punchy", "Memorable", "Rhythmic"],
  invented: ["Distinctive", "Ownable", "Modern", "Curious"],
  punchy: ["Punchy", "Energetic", "Direct", "Confident"],
};

// Techniques that shape letters: affixes, blends, respellings, roots. Used in
// the minority of names once the description gives real words to work with.
type Technique = "compound" | "affix" | "blend" | "respell" | "root" | "twoWord" | "ampersand" | "rhyme" | "alliterate";

const PLAN: Record<string, Technique[]> = {
  modern: ["compound", "compound", "compound", "affix", "affix", "blend", "blend", "respell", "root", "twoWord"],
  classic: ["twoWord", "twoWord", "ampersand", "ampersand", "compound", "compound", "affix"],
  playful: ["affix", "affix", "compound", "compound", "blend", "alliterate", "rhyme"],
  professional: ["root", "root", "root", "twoWord", "twoWord", "compound", "compound", "affix"],
  bold: ["compound", "compound", "compound", "affix", "affix", "respell", "twoWord"],
  minimal: ["affix", "affix", "respell", "respell", "blend", "blend", "root", "compound"],
  rhyming: ["rhyme", "rhyme", "rhyme", "compound"],
  alliterative: ["alliterate", "alliterate", "alliterate", "compound"],
  invented: ["root", "root", "blend", "blend", "affix", "respell"],
  punchy: ["compound", "compound", "respell", "affix", "affix"],
};
const STYLE_BASE: Record<string, string> = { rhyming: "playful", alliterative: "playful", invented: "modern", punchy: "bold" };

const REASON: Record<Technique, string> = {
  compound: "two familiar words fuse into one that people can spell after hearing it once",
  affix: "the ending turns a plain word into something that sounds like a brand rather than a description",
  blend: "blending at shared letters makes a short, ownable word that still hints at both ideas",
  respell: "the respelling keeps the sound but is easier to trademark and to find in search",
  root: "a Latin root gives it weight and trust without sounding stiff",
  twoWord: "an adjective and a noun paint a picture customers remember",
  ampersand: "the ampersand suggests a partnership with history behind it",
  rhyme: "the rhyme makes it stick after a single hearing",
  alliterate: "the repeated first sound makes it bounce off the tongue",
};

// Techniques built from the description's own words and their families
// ("Summit Roast", "Peak & Pour", "Ridgeline Coffee Co.").
type Described = "pair" | "and" | "trade" | "join" | "single" | "describe";
type DescribedReason = Described | "core" | "place";

// (A stock describing word before the visitor's noun, "Perky Robot", "Rapid Garlic", "Royal Bookkeeping", is the weakest kind of
// name: one or two in a plan, the rest compounds and pairs.)
const DESCRIBED_PLAN: Record<string, Described[]> = {
  modern: ["pair", "pair", "pair", "join", "join", "join", "trade", "trade", "and", "describe", "single"],
  classic: ["and", "and", "and", "and", "and", "trade", "trade", "trade", "pair", "pair", "describe"],
  playful: ["join", "join", "join", "and", "and", "describe", "describe", "pair", "pair"],
  professional: ["trade", "trade", "trade", "trade", "pair", "pair", "pair", "describe", "and"],
  bold: ["describe", "describe", "join", "join", "join", "join", "pair", "pair", "trade"],
  minimal: ["single", "single", "single", "pair", "pair", "join", "join", "trade"],
  rhyming: ["and", "and", "and", "pair", "pair", "join"],
  alliterative: ["and", "and", "pair", "pair", "pair", "describe", "describe"],
  invented: ["join", "join", "pair", "trade"],
  punchy: ["join", "join", "join", "pair", "pair", "describe", "trade"],
};
/** Of every seven names, how many come from the description when it gives words. */
const DESCRIBED_SHARE: Record<string, number> = { invented: 2, rhyming: 3 };
// Words the dictionary index leaves out that are no things: adverbs and particles ("get along", "instead").
const PARTICLES = /^(along|instead|together|anyway|ahead|apart|around|abroad|aside|alone|already|always|often|again|maybe|perhaps|rather|quite|almost|always|never|forever|somewhere|anywhere|everywhere|nowhere|online|offline|upstairs|downstairs|overseas|indoors|outdoors|nearby|onto|into|upon|within|without|towards?|whilst|amongst|unless|until|though|although)$/;

/** A thing newer than the dictionary ("kombucha", "phishing"): read as a noun in the sentence, a word of letters, sayable. */
function newNoun(word: string, nouns: readonly string[]): boolean {
  return nouns.includes(word) && /^[a-z]{5,12}$/.test(word) && !/ly$/.test(word) && !PARTICLES.test(word) && !STOPWORDS.has(word) && pronounceable(word);
}

/** Describing words of mood and manner, the style lists' own and a few more: what a visitor means by a feel. */
const FEEL_WORDS = new Set([
  ...STOCK_MOODS,
  ..."cosy cozy friendly playful elegant luxurious fun quirky calm relaxed modern minimalist minimal rustic charming cheerful bold fresh warm gentle premium upscale trendy cool chic sleek stylish classy casual laid-back lively vibrant serious sophisticated whimsical bright soothing peaceful serene cute fierce tough sweet".split(" "),
]);

// What an offer does, said as one word a sign can carry: the visitor's verb or its noun ("drones that inspect blades" -> Check,
// "sends parents reminders" -> Nudge, "summarizes contracts" -> Brief). A name of the thing and what is done to it
// ("Blade Check", "Contract Brief", "Curbside Groom") says the whole offer, where a stock word before their noun says nothing.
const ACT_OF = new Map<string, string[]>();
for (const entry of `check:inspect inspects inspecting inspection inspections checks checking checkup screening screens verify verifies verification audit audits auditing test tests testing detect detects detection
scan:scans scanning inspect inspects inspection detect detects detection
pulse:measure measures measuring monitor monitors monitoring
gauge:measure measures measuring
meter:measure measures measuring
nudge:remind reminds reminder reminders nudges
ping:reminder reminders alerts notifies notifications
cue:remind reminds reminder reminders
fix:repair repairs repairing fixes fixing mends
tune:servicing tuning tunes
groom:grooming grooms
brief:summarize summarizes summarise summarises summarizing summarising summary summaries
digest:summarize summarizes summarise summarises summarizing summarising
gist:summarize summarizes summarise summarises summarizing summarising
track:tracks tracking tracker trackers
log:logs logging tracks tracking
trail:tracks tracking
stash:save saves saving savings aside
nest:save saves saving savings
match:connect connects connecting matching matches matchmaking
link:connect connects connecting
bridge:connect connects connecting
drop:deliver delivers delivery delivered delivering
prep:prep prepping
slot:schedule schedules scheduling booking bookings appointments
guard:protect protects protecting protection defend defends
shield:protect protects protection
ward:protect protects protection defend defends
coach:training coaching
drill:training drills
star:reward rewards rewarding
perk:reward rewards perks
badge:reward rewards badges
wash:wash washes washing cleaning
scrub:scrub scrubs scrubbing cleaning
shine:clean cleans cleaning polish polishing
mend:recovery recover recovering rehab rehabilitation healing heal heals mends
rally:recovery recover recovering rehab rehabilitation
sort:organize organizes organise organises organizing organising sorting
plan:plans planning planner
wrap:wrap wraps wrapping
tally:inventory counts counting
count:inventory counts counting
stock:inventory restock restocking
brew:brew brews brewing
haul:moving removals hauling
scout:finds finding discover discovers search searches
alert:alert alerts
sync:sync syncs syncing
swap:swap swaps swapping
walk:walks walking`.split("\n")) {
  const [act, from] = entry.split(":");
  for (const w of from.split(" ")) ACT_OF.set(w, [...(ACT_OF.get(w) ?? []), act]);
}
// How an offer reaches people, said as a sign would say it: a van or a visit is kerbside.
// The area or the people an offer serves, which name where it works, never what it does it to ("Suburb Groom").
const AREAS = /^(suburbs?|towns?|city|cities|villages?|areas?|neighbou?rhoods?|districts?|regions?|county|counties|countryside|outskirts|hospitals?|schools?|offices?|homes?|hotels?)$/;
const COMES = /^(mobile|vans?|trucks?|visits?|onsite|on-site)$/;
// What people gain, in the visitor's own word, leading a name ("Same-Day Fix", "Early Check", "Rapid Scan").
const GAINS = /^(same-day|early|rapid|quick|fast|instant|fresh|automatic|automatically|lightweight|safe|smart|easy|simple|daily|weekly|nightly|local)$/;

const DEFAULT_SHARE = 4;
/** Names of what the offer does in one result: the few words for it would otherwise come back in every result. */
const ACTS_PER_RESULT = 1;
const ACT_CHANCE = 0.65;
/**
 * Of every seven names, how many lead with the generator's own field: its
 * theme words and trade words ("Chapter Reality", "Holo Page", "Sentinel
 * Labs"), so a VR studio and a bakery given the same description differ.
 */
const THEMED_SHARE = 2;

const DESCRIBED_REASON: Record<DescribedReason, string> = {
  pair: "two everyday words paint a picture people remember and can spell after hearing it once",
  and: "an ampersand between two ideas has the ring of old trading houses and independent studios",
  trade: "the vivid word catches the eye and the plain trade word tells people at once what you do",
  join: "one word that holds two real ones is easy to say, spell and remember",
  single: "one real, evocative word is short, confident and easy to say",
  describe: "a describing word and a noun paint a picture customers remember",
  core: "it leads with what you actually do, in your own words, so nobody has to guess",
  place: "leading with the place tells locals you belong to the area and helps people searching nearby",
};

// "'Co.' says plainly what kind of business it is": a company word says it is a firm, never which trade ("Trial Sync", "Circle Collective").
const COMPANY_WORDS = /^(&\s*)?(Co\.|Company|Group|Partners|& Sons|Trading Co\.|Collective|Co-op|Works|Studios?|Labs|Club|Supply|Supply Co\.)$/;
const COMPANY_SAYS: [RegExp, string][] = [
  [/^(&\s*)?(Co\.|Company)$/, "makes it a company's name"],
  [/^(Group|Partners)$/, "says a firm of people stands behind it"],
  [/^& Sons$/, "has the sound of a family firm"],
  [/^Trading Co\.$/, "has the sound of an old merchant house"],
  [/^(Collective|Co-op)$/, "says a group of people makes it together"],
  [/^(Works|Workshop|Makers)$/, "says things are made here"],
  [/^(Supply|Supply Co\.|Goods|Provisions|Market|Shop|Exchange)$/, "says it is where people come to get them"],
  [/^(Studios?|Labs)$/, "says ideas are worked out and made here"],
  [/^Club$/, "invites people to join in"],
  [/^Sync$/, "promises things kept in step"],
  [/^(Protocol|Systems|Technologies|Devices)$/, "says there is engineering behind it"],
  [/^(Living|Homeworks)$/, "speaks of the home"],
  [/^(Earth Co\.)$/, "makes it a company with the planet in mind"],
  [/^(Little Co\.)$/, "makes it a small company's name"],
];
/** What a trade word after a name says: the trade itself ("Plumbing", "Bakery"), or only that it is a firm of some kind ("Co."). */
function tradeSays(trade: string): string {
  const said = COMPANY_SAYS.find(([re]) => re.test(trade))?.[1];
  return said ? `'${trade}' ${said}` : `'${trade}' says plainly what kind of business it is`;
}
const ACT_REASON = {
  thing: "naming the thing and what you do to it tells the whole offer in two words",
  joined: "the thing and what you do to it, run into one word, make a short name that still says the offer",
  how: "it says how people get it and what they get, the way a good sign does",
  gain: "it leads with what people gain and ends on what you do",
  gainThing: "it leads with what people gain, on the very thing you work on",
  wheels: "'on Wheels' tells people at once that you come to them",
};
const COMPANY_REASON = "a vivid word with a company word after it reads as an established name";
const AND_REASON = "two ideas on either side of an ampersand fit a logo and tell two things about you at once";
// Styles that are a way of making names: the name must show it before the explanation claims it.
const SHAPE_STYLES = new Set(["rhyming", "alliterative", "invented"]);
function showsStyle(built: { name: string; invented: boolean; parts: readonly { w: string }[] }, style: string): boolean {
  if (style === "invented") return built.invented;
  const words = built.name.split(/[\s&]+/).filter((w) => /^[a-z]/i.test(w));
  const halves = words.length > 1 ? words : built.parts.map((p) => p.w);
  if (halves.length < 2) return false;
  const [a, b] = [halves[0].toLowerCase(), halves[halves.length - 1].toLowerCase()];
  if (style === "alliterative") return a[0] === b[0] || (a.slice(0, 2) === "ph" && b[0] === "f") || (b.slice(0, 2) === "ph" && a[0] === "f");
  // A rhyme shares its last vowel and what follows it ("Groom Zoom", "Paw Raw").
  const tail = (w: string) => w.match(/[aeiouy]+[^aeiouy]*$/)?.[0] ?? w;
  return a !== b && tail(a) === tail(b);
}

type Source = "typed" | "desc" | "modifier" | "phrase" | "family" | "relative" | "theme" | "style" | "tail" | "root" | "place" | "act" | "how" | "clip" | "job" | "idiom";

/** Families whose words are a thing's world only where the app finds their people for its users:
 * roommates are a shared home's world in "helps renters find roommates", not in "grocery lists for families and roommates" ("List Couch"). */
const ONLY_WHEN_OFFERED = new Set(["sharing"]);

/** Whether a gloss ("a young dog") names the word ("dog", or "dogs"). */
function glossSays(gloss: string, word: string): boolean {
  const w = word.toLowerCase();
  return tokens(gloss).some((t) => t === w || t === `${w}s`);
}

interface Part extends Word {
  /** Typed or described by the visitor (limited by the keyword budget). */
  keyword: boolean;
  src: Source;
  fam?: Family;
  /** For a WordNet relative: the visitor's word it is close to. */
  from?: string;
}

interface Built {
  name: string;
  parts: Part[];
  /** A plain trade word ending the name ("Coffee Co."), if any. */
  trade?: string;
  reason: string;
  /** The tradition the name's shape comes from (T below), or "" for a plain pair of words. */
  origin: string;
  /** The ending of an invented word ("ton" in "Oakton"). */
  suffix?: string;
  /** The rhyming word of a rhyme name. */
  echo?: string;
  /** Spelled, not found in a dictionary: must pass the pronounceability check. */
  invented: boolean;
}

// The tradition a name's shape comes from: said once in a result, never how the strings were put together.
const T = {
  ampersand: "The ampersand is a habit of old trading houses and modern studios alike.",
  trade: "A plain trade word at the end is how independent businesses have long signed their names.",
  join: "One-word names of two everyday words are a favourite of modern brands, from Facebook to Dropbox.",
  single: "A single real word as a name follows brands like Apple and Notion.",
  place: "Leading with the place is how long-standing local firms are named.",
  firm: "Two plain words, one after the other, is the manner of established firms.",
  affix: "A short ending on a real word is a habit of modern brands, from Bitly to Spotify.",
  blend: "Overlapping blends such as Pinterest keep two ideas in one short word.",
  respell: "Respellings that keep the sound follow Lyft and Flickr.",
  root: "Latin roots have named companies from Volvo ('I roll') to Audi ('listen').",
  rhyme: "Rhyming names stay in the head after one hearing, like Reese's Pieces.",
  alliterate: "Alliteration has sold things from Coca-Cola to Dunkin' Donuts.",
};

// Brand endings with a history of their own: the Old English place-name endings and the Latin ones.
const SUFFIX_ORIGIN: Record<string, string> = {
  ton: "'-ton' is Old English for a farmstead or village, as in Boston",
  worth: "'-worth' is Old English for an enclosed homestead, as in Tamworth",
  field: "'-field' is Old English 'feld', open land, as in Sheffield",
  wood: "'-wood' is Old English 'wudu', a wood, as in Hollywood",
  ford: "'-ford' is Old English for a river crossing, as in Oxford",
  ia: "'-ia' is the Latin ending of lands, as in Britannia",
  ium: "'-ium' is a Latin noun ending, as in atrium",
};

const ONSETS = ["b", "d", "f", "g", "h", "j", "l", "m", "n", "p", "r", "s", "t", "w", "z", "bl", "br", "cl", "fl", "gl", "gr", "pl", "sn", "sp", "st", "tr", "sw"];

/** A word plus a brand ending, or "" when the result would not read as a name. */
export function joinAffix(word: string, suffix: string): string {
  const w = word.toLowerCase();
  // "Rallyly", "Haloly", "Echoify": a vowel ending swallows these suffixes.
  if (/[aeiouy]$/.test(w) && /^(ly|ify)$/.test(suffix)) return "";
  // "Lanternx": a bare x only sounds like a brand after a vowel (Rolex, Xerox).
  if (suffix === "x" && !/[aeiou]$/.test(w)) return "";
  if (w.length > 8) return "";
  // "Organiciva", "Roastereo": on a long word a vowel ending reads as a typo, not a brand.
  if (w.length > 6 && /^[aeiouy]/.test(suffix)) return "";
  // "Teammax", "Toolsster": a doubled letter at the join reads as a typo.
  if (suffix.length > 1 && w.endsWith(suffix[0])) return "";
  // "Slope" + "iva" -> "Slopiva": dropping a silent e for a vowel ending spells another word.
  if (w.endsWith("e") && /^[aeiouy]/.test(suffix)) return "";
  // "Story" + "able" -> "Storable": dropping a final y spells an everyday word, not a brand.
  if (/[^aeiou]y$/.test(w) && /^[aeiou]/.test(suffix)) return "";
  let stem = w;
  if (/[aeiouy]$/.test(w) && /^[aeiouy]/.test(suffix)) stem = w.slice(0, -1);
  else if (suffix === "r") {
    // Only "-er" words drop a vowel well ("Roastr", like Tumblr); "Alpinr" does not.
    if (!w.endsWith("er")) return "";
    stem = w.slice(0, -2);
  }
  // "Eco" + "ex" -> "Ecex": two letters of a word are not enough to recognise it.
  if (stem.length < 3) return "";
  return stem + suffix;
}

/** Lyft-style respellings that keep the sound. */
function respell(word: string): string {
  const w = word.toLowerCase();
  const options = [
    w.replace(/er$/, "r"),
    w.replace(/^c(?=[aou])/, "k"),
    w.replace(/ck/, "k"),
    // ("toys" -> "toyz", "beans" -> "beanz"; never a hissed s: "Compasz", "Atlaz".)
    w.replace(/(?<=[bdglmnrvwy]|[^aeiou]e)s$/, "z"),
    w.replace(/ph/, "f"),
    w.replace(/ight/, "ite"),
  ].filter((o) => o !== w && o.length >= 4);
  return options.length > 0 ? options[Math.floor((w.length * 7) % options.length)] : "";
}

/** "pet" + "petal", "snap" + "apple": join where the end of one starts the other. */
function overlapBlend(a: string, b: string): string {
  for (let k = Math.min(a.length, b.length) - 1; k >= 2; k--) {
    if (a.endsWith(b.slice(0, k))) return a + b.slice(k);
  }
  // One shared letter still reads as a blend ("north" + "hub" -> "Northub").
  if (a.endsWith(b[0])) return a + b.slice(1);
  return "";
}

/** Place, quality and describing words lead a two-word name: "Summit Roast", not "Roast Summit". */
function leads(p: Part): boolean {
  return p.src === "modifier" || p.src === "style" || p.src === "theme" || p.fam?.kind === "place" || p.fam?.kind === "quality";
}

// Word lists as name parts, built once: the lists never change and parts are never mutated.
const FAMILY_PARTS = new Map<Family, Part[]>();
function familyParts(f: Family): Part[] {
  let parts = FAMILY_PARTS.get(f);
  if (!parts) {
    parts = f.words.map((w) => ({ ...w, keyword: false, src: "family" as const, fam: f }));
    FAMILY_PARTS.set(f, parts);
  }
  return parts;
}
// The worlds of food and drink, where one people's kitchen has words of its own.
const FOOD_WORLDS = new Set(["food", "sweets", "spice", "coffee", "tea", "dairy", "bread", "honey", "grocery", "juice", "wine", "beer", "spirits", "icecream", "grill", "bar"]);
// What is eaten or drunk, for a kitchen's words where no family of food was found ("Italian biscuits", "Mexican chocolate bars").
const EATEN = /^(snacks?|sauces?|treats?|sweets|candy|spices?|condiments?|oils?|olives?|pasta|noodles?|rice|teas?|biscuits?|cookies?|chocolates?|cakes?|crisps|chips|jams?|preserves|pickles?|cheeses?|breads?|pastr(y|ies)|desserts?|gelato|meals?|dishes|foods?|cuisine|cooking|recipes?|coffee|wines?|drinks?|dinners?|lunch(es|box(es)?)?|breakfasts?|dumplings?|curr(y|ies)|pastes?|marinades?|dips?|salsas?|pizzas?|bars|tortillas?|sushi|ramen|tapas|mezze)$/;
const CUISINE_FAMILIES = new Map<string, Family | null>();
/** One people's kitchen as a family of words ("japanese" -> Umami, Yuzu, Nori), or null where there is none. */
function cuisineFamily(people: string): Family | null {
  if (!CUISINE_FAMILIES.has(people)) {
    // (Only kitchens whose words are its places and tastes, not its dishes: "Bulgogi" names no snack.)
    const source = /^(italian|mexican|japanese|indian|french|thai|chinese|mediterranean)$/.test(people) ? CUISINE[people]?.nouns : /^(greek|spanish)$/.test(people) ? MORE_CUISINE[people]?.nouns : undefined;
    const single = (source ?? []).filter((w) => /^[A-Za-z]+$/.test(w.w) && w.w.length <= 8);
    CUISINE_FAMILIES.set(people, single.length >= 6 ? { key: `cuisine-${people}`, about: `${capitalize(people)} food`, kind: "thing", triggers: [], words: single, trades: [] } : null);
  }
  return CUISINE_FAMILIES.get(people) ?? null;
}

// Children past the cradle: the babies' words without a baby's own ("lullaby", "cradle"), with a playground's in their place.
const BABY_ONLY = /^(lullaby|cradle|duckling|blanket|rattle)$/;
const PLAYGROUND = words(`puddle:a splash waiting to happen; doodle:a happy scribble; conker:a playground treasure; scooter:fun on two wheels; marble:a classic toy; treehouse:a den up high; hopscotch:the chalked playground game; yoyo:a toy on a string; pompom:a woolly bobble`);
const CHILDRENS_PARTS = new Map<Family, Part[]>();
function childrensParts(f: Family): Part[] {
  let parts = CHILDRENS_PARTS.get(f);
  if (!parts) {
    parts = [...familyParts(f).filter((p) => !BABY_ONLY.test(p.w)), ...PLAYGROUND.map((w) => ({ ...w, keyword: false, src: "family" as const, fam: f }))];
    CHILDRENS_PARTS.set(f, parts);
  }
  return parts;
}
// Keyed by the (constant) arrays of brand-themes.ts and recipes.ts.
const LIST_PARTS = new Map<readonly Word[], Part[]>();
function listParts(list: readonly Word[], src: Source): Part[] {
  let parts = LIST_PARTS.get(list);
  if (!parts) {
    parts = list.map((w) => ({ ...w, keyword: false, src }));
    LIST_PARTS.set(list, parts);
  }
  return parts;
}

const THEME_PARTS = new Map<string, Part[]>();
function themeParts(themes: readonly string[]): Part[] {
  const key = themes.join(",");
  let parts = THEME_PARTS.get(key);
  if (!parts) {
    const found = themes.flatMap((t) => THEMES[t] ?? []).filter((w) => !w.w.includes(" "));
    parts = (found.length > 0 ? found : THEMES.light).map((w) => ({ ...w, keyword: false, src: "theme" as const }));
    // Theme lists come from recipes.ts, so this map stays small.
    if (THEME_PARTS.size < 500) THEME_PARTS.set(key, parts);
  }
  return parts;
}


export function makeBrand(params: BrandParams): Maker {
  return (ctx) => {
    const base = STYLE_BASE[params.style] ?? params.style;
    const plan = PLAN[params.style] ?? PLAN.modern;
    let vocabParts = themeParts(params.themes);
    // A shop for dogs takes no cat's purr ("Purr Treat" for dog treats), and a cat shop no dog's bark.
    const animals = speciesIn(ctx.description);
    const saysDogs = animals.has("dog");
    const saysCats = animals.has("cat");
    if (saysDogs !== saysCats) vocabParts = vocabParts.filter((p) => !(saysDogs ? /^(purr|meow|mouser|tabby|kitten)$/ : /^(bark|woof|fetch|pup|kibble|leash|snout)$/).test(p.w));
    const typed = [...ctx.typedKeywords, ...(params.extraKeywords ?? [])];
    // "a family-run Italian bakery": where a thing is from is the visitor's word too, though typed with a capital ("Italian Bakehouse").
    const fromWhere = new Set(ctx.origins);
    const isFrom = (w: string) => fromWhere.has(w.toLowerCase());
    const described = [...ctx.keywords.filter((k) => !typed.includes(k)), ...[...fromWhere].filter((w) => !ctx.keywords.includes(w))];
    const tails = params.tails ?? TAILS[base] ?? TAILS.modern;
    const suffixes = BRAND_SUFFIXES[base] ?? BRAND_SUFFIXES.modern;
    const adjectives = ADJECTIVES[base] ?? ADJECTIVES.modern;
    const r = ctx.rng;
    // Two brand generators given one seed would otherwise draw the same described names in the same order.
    for (let i = 0, n = [...params.what].reduce((h, c) => h + c.charCodeAt(0), 0) % 5; i < n; i++) r.next();

    // The description, read once: its nouns, its describing words, and the
    // families of related words they point at.
    const famOf = (w: string) => familyFor(w) ?? familyFor(singular(w));
    const typedParts: Part[] = typed.map((w) => ({ w, g: "", keyword: true, src: "typed", fam: famOf(w) }));
    const descParts: Part[] = [];
    const modifiers: Part[] = [];
    // What the business does, in the visitor's words ("plumbing", "yoga"): these lead trade names.
    const coreParts: Part[] = [];
    const isCore = (p: Part) => coreParts.some((c) => c.w === p.w);
    const said = ctx.description.toLowerCase().split(/[^a-z]+/).filter(Boolean);
    // The family a description word points at in the sense the description means, or its singular's where the word itself names none.
    const worldOf = (w: string) => familyInContext(w, said) ?? (familyFor(w) ? undefined : familyInContext(singular(w), said));
    // The same words with hyphenated ones kept whole ("family-run"), for telling "time tracking" from "family-run plumbing".
    const joinedWords = ctx.description.toLowerCase().split(/[^a-z-]+/).filter(Boolean);
    const actions = new Set(said.filter((w, i) => i > 0 && /^(that|who|which)$/.test(said[i - 1]) && partsOfSpeech(w).includes("v")));
    // "lets marketing teams plan…", "helps support teams…": a description that opens on a verb says what it does.
    if (said.length > 1 && /s$/.test(said[0]) && partsOfSpeech(said[0]).includes("v") && EVERYDAY_VERBS.has(said[0].replace(/e?s$/, ""))) actions.add(said[0]);
    // "a coffee van that visits offices", "a wholesaler that serves restaurants": whom it visits or serves are its customers, not what it is ("Salt Office").
    // "an electrician for homes and small offices", "bookkeeping for cafes": whom a service is for are its customers too ("Officeporch", "Cafe Studio").
    const customers = ctx.customers;
    // ("helps renters find roommates", "meet tutors": whom it finds for them is what it offers.)
    const offered = (k: string) => said.some((w, i) => w === k && /^(find|finds|meet|meets|hire|hires)$/.test(said[i - 1] ?? ""));
    // (Only where the description gives no world of its own: "payroll and time tracking for restaurants" is named for payroll.)
    const software = /\b(app|SaaS product|startup|tech startup|AI startup)$/.test(params.what);
    // (A startup may still be a shop or a market, "Furrow Market" for a marketplace of farmers: only software is named as software alone.)
    const softwareOnly = software && params.what !== "startup";
    const softwareForTrade = software && params.what !== "AI startup" && ctx.soldTo.size === 0 && ![...ctx.mentioned].some((t) => !customers.has(t) && !customers.has(singular(t)) && familyInContext(t, said));
    // "a silicone food storage bag", "a standing desk mat": a product is its last noun; the nouns before it say what it is
    // made of or for, and never end its name ("Zip Desk" for a mat, "Cycle Foods" for a bag).
    const thing = params.what === "product" ? thingPhrase(ctx.description) : { heads: [], attributive: new Set<string>() };
    // ("a phone case with a card holder", "a kettle with temperature control": what a product comes with is a part, never its name,
    // "Spark Holder", "Glide Temperature"; which part it is may lead one, "Card Case", never end one, "Cedar Laptop" for a backpack.)
    const features = params.what === "product" ? withFeatures(ctx.description) : { heads: new Set<string>(), which: new Set<string>() };
    const attributive = new Set([...thing.attributive, ...features.which]);
    // ("wedding cakes", "dog walkers": anything else than a product may lead with such a word, never end on it, "Sourdough Wedding Co.".)
    // A word its own trade is named for ("leather wallets": "Leather Co.") stays free; so do random names, which need not sound like a firm.
    // "a dog grooming van", "a valeting trailer": a vehicle after what the business does is how it gets there; the business is the grooming,
    // not a van ("Van Pets", "Van Burrow"), and the grooming ends names as before ("Cardiff Grooming Co.").
    const vehicles = new Set(said.filter((w, i) => i > 0 && VEHICLES.test(w) && (activityWord(said[i - 1]) || /^(repairs?|servicing|hire|rental|catering)$/.test(said[i - 1]))));
    const allLeading = new Set([...leadingNouns(ctx.description)].filter((w) => !said.some((x, i) => x === w && vehicles.has(said[i + 1] ?? ""))));
    // ("a mortgage broker", "a tax adviser": what the person before it does is the business's own word, "Sterling Mortgage".)
    const tradeOfPerson = (w: string) => activityWord(w) && said.some((x, i) => x === w && namesPeople(said[i + 1] ?? ""));
    const leading = params.what === "product" || params.what === "name" ? new Set<string>() : new Set([...allLeading].filter((w) => !famOf(w)?.trades.some((t) => t.toLowerCase().split(" ")[0] === w) && !tradeOfPerson(w)));
    // "businesses file their taxes", "AI that reads scans": a word said as something done ends no name of separate words, where
    // it would read as a thing of another meaning ("Early File", "Logic Read"); it may lead one ("Chase Ledger") or join into one word ("Readsense").
    const verbal = verbUses(ctx.description);
    // (A thing that holds what its nouns name, a food bag or a tea tin, is no fork or teapot either; a sleep mask may still be a "Slumber".)
    const holder = attributive.size > 0 && thing.heads.some((w) => HOLDERS.test(w));
    const forWhom = (k: string) => customers.has(k) || customers.has(singular(k));
    const visits = (k: string) => said.some((w, i) => w === k && i > 0 && CUSTOMER_VERBS.has(baseForm(said[i - 1])) && actions.has(said[i - 1]));
    // Software for a trade is named from that trade ("scheduling software for dog walkers" -> "Walkroster", "Dog Planner"):
    // the trade's words, not the people ("Sure Walker") nor the firms ("Clinic Cloud"), are its own.
    const served = (k: string) => (forWhom(k) && !(software && !namesPeople(k) && !isAdjective(k) && /^$|n/.test(partsOfSpeech(singular(k))))) || visits(k);
    const packedIn = new Set<string>();
    for (const [i, w] of said.entries()) {
      if (!PACKAGING.test(w)) continue;
      const at = said.slice(Math.max(0, i - 3), i).lastIndexOf("in");
      if (at >= 0) for (const x of said.slice(Math.max(0, i - 3) + at + 1, i + 1)) packedIn.add(x);
    }
    // "hand cream for gardeners", "streetwear for skaters": the people a thing is for set its world, never its noun ("Seedling Gardener", "Skater Supply").
    const cameFrom = (k: string) => params.what === "product" && said.some((w, i) => w === k && said.slice(Math.max(0, i - 4), i).includes("from"));
    const goesTo = (k: string) => said.some((w, i) => w === k && i > 1 && /^(your|their|our|the|his|her)$/.test(said[i - 1]) && said[i - 2] === "to");
    const forPeople = new Set<string>();
    for (const [i, w] of said.entries()) {
      if (w !== "for") continue;
      for (let j = i + 1; j < said.length && j < i + 5 && !/^(that|which|who|with|in|at|to|on|by|from|and|or)$/.test(said[j]); j++) if (namesPeople(said[j]) && /s$/.test(said[j])) forPeople.add(said[j]);
    }
    // The people a business is, in the visitor's words ("dog walkers", "funeral directors", "painters and decorators"): they name
    // its trade whole ("Leeds Dog Walkers", "Willow Funeral Directors") and are never a name's noun alone ("Walker Den", "Meadow Director").
    const staffed = params.what === "business" || params.what === "brand" || params.what === "green business";
    const staff = !staffed ? { words: new Set<string>(), trades: [] as string[], objects: new Map<string, string>() } : tradePeople(said, (w) => forWhom(w) || forPeople.has(w) || offered(w));
    // "a sandwich shop near the train station", "a gym next to the park": what it is near says where it is, never what it is
    // ("Ledger Station", "Train Goods"), and the words that say so name nothing ("Opposite & Grind", "Next Anvil").
    const landmarks = new Set<string>();
    const landmarkPlaces: string[] = [];
    if (params.what !== "product") {
      for (const m of ctx.description.toLowerCase().matchAll(LANDMARK_PHRASE)) {
        for (const w of m[0].split(/[^a-z]+/)) landmarks.add(w);
        const head = m[1].split(/\s+/).pop() ?? "";
        if (partsOfSpeech(singular(head)).includes("n") && !landmarkPlaces.includes(capitalize(head))) landmarkPlaces.push(capitalize(head));
      }
    }
    for (const k of described) {
      if (landmarks.has(k)) continue;
      if (served(k) || CREDENTIALS.has(k) || (forPeople.has(k) && !offered(k) && !softwareForTrade)) continue;
      if (staff.words.has(k) || features.heads.has(k)) continue;
      // ("a cattery in the countryside": a setting's own word ends no name, "Wild Countryside"; its world's words say it, "Meadow Cattery".)
      if (/^(countryside|country|outdoors|wilderness|suburbs|outskirts)$/.test(k) && said.some((w, i) => w === k && /^(in|on|by|near|into)$/.test(said[i - (said[i - 1] === "the" ? 2 : 1)] ?? ""))) continue;
      if (vehicles.has(k)) continue;
      // "a habit tracker for people with ADHD": a condition's initials say whom it helps, never what it is ("Lumen ADHD").
      if (CONDITIONS.test(k)) continue;
      // "deodorant in compostable packaging", "honey sold in glass jars": how a thing is packed is no subject of its own ("Cedar Packaging").
      // (So is what the packing is made of, "Glasshive" for honey in glass jars.)
      if (packedIn.has(k) && described.some((x) => !packedIn.has(x) && !PACKAGING.test(x) && partsOfSpeech(singular(x)).includes("n"))) continue;
      // "sold in jars", "grown in Kent": an irregular verb form says what was done, no thing ("Sold Bloom").
      if (/^(sold|made|grown|built|bought|kept|sent|given|taken|shown|worn|held|brought|found)$/.test(k)) continue;
      // "women over fifty", "ten years": a number counts something; it is not a thing to name ("Fifty Satchel").
      if (NUMBER_WORD.test(k)) continue;
      // "side sleepers", "back pain", "top floors": a word for a side or a part of what follows names nothing alone ("Nest Side", "Side Lull").
      if (PART_OF.test(k) && allLeading.has(singular(k))) continue;
      // "a sailing boat", "a camping stove": the -ing word names the thing's world; its noun ("sail") is a word to build on.
      // ("reading glasses", "a reading lamp": what the thing is for is no world, and no "Read" either.)
      if (k === "reading" && familyFor(k) && !familyInContext(k, said)) continue;
      // ("invoicing software", "a budgeting app": software is named for what its work is about, "Invoice", "Budget", never as a
      // trade of its own, "Cloud Invoicing".)
      const worksOn = () => software && (!takesObject(k, said) || said.some((w, i) => w === k && SOFTWARE_HEADS.test(said[i + 1] ?? "")));
      const ingBase = /ing$/.test(k) ? (ingNoun(k, said) ?? (worksOn() ? workNoun(k) : null)) : null;
      if (ingBase) {
        if (!descParts.some((p) => p.w === ingBase)) descParts.push({ w: ingBase, g: "", keyword: true, src: "desc", fam: famOf(k) ?? famOf(ingBase) });
        continue;
      }
      // "Market Connecting": an action in -ing that WordNet does not know as a thing ("cleaning", "booking" are).
      // ("phishing", "glamping": an -ing word the dictionary lacks, from no verb it knows, is a thing of its own.)
      const newThing = /ing$/.test(k) && partsOfSpeech(k) === "" && partsOfSpeech(k.slice(0, -3)) === "" && partsOfSpeech(`${k.slice(0, -3)}e`) === "" && newNoun(k, ctx.understood.nouns);
      if (/ing$/.test(k) && !/[na]/.test(partsOfSpeech(k)) && !MODIFIERS.has(k) && !newThing) continue;
      // "turning food waste into compost", "connecting farmers": an -ing word with an object is an action, not a thing ("Seedling Turning").
      // ("wedding photographers", "evening classes": a thing in -ing before a noun is still a thing.)
      if (/ing$/.test(k) && !ING_THINGS.test(k) && !newThing && takesObject(k, said)) continue;
      // "a monitor that plays white noise": an everyday verb after "that" or "who" is what it does, not a thing ("Play Studios");
      // a telling one stays ("software that schedules nurses" -> Schedule).
      if (actions.has(k) && EVERYDAY_VERBS.has(k.replace(/e?s$/, ""))) continue;
      // "a bar that charges for membership": a verb with no object after it is what it does, not a thing ("Tonic Charge").
      if (actions.has(k) && said.every((w, i) => w !== k || i + 1 >= said.length || /^(for|with|to|in|on|at|by|from|into|over|up|out|and|or)$/.test(said[i + 1]))) continue;
      // "recovering at home", "work from home": where it happens, not what it is ("Home Realty").
      if (/^homes?$/.test(k) && said.some((w, i) => w === k && i > 0 && /^(at|from)$/.test(said[i - 1]))) continue;
      // "older people", "busy families": a word describing who it is for says nothing of the thing ("Older Key").
      if (describesAudience(k, said)) continue;
      // "recovering at home": an -ing word is what someone does, not the feel of the brand ("Recovering Keystone").
      if (/ing$/.test(k) && !MODIFIERS.has(k) && isAdjective(k)) continue;
      // "Italian", "Nordic": where a thing is from describes what follows it ("Italian Oven", never "Salt Korean"), with its capital.
      if (isFrom(k)) {
        descParts.push({ w: capitalize(k), g: "", keyword: true, src: "desc" });
        continue;
      }
      // ("prescription glasses": glasses one sees through are one thing, never a "Glass".)
      const s = k === "glasses" && familyInContext(k, said)?.key === "eyewear" ? k : singular(k);
      // Who it is for ("beginners", "parents") is not what it is: never a name's noun.
      // ("helps renters find roommates", "meet tutors": whom it finds for them is what it offers: "Roommate Match", not only "Renter" names.)
      if ((isAudience(k) || isAudience(s)) && !offered(k)) continue;
      // Mood words ("cozy", "mysterious", "rainy") describe; they never stand where a noun belongs.
      // "contoured", "hand-dyed": a verb's -ed form describes; it never heads a name ("Lucky Contoured").
      const participle = /[^e]ed$/.test(k) && baseForm(k) !== k;
      if (MODIFIERS.has(k) || MODIFIERS.has(s) || isAdjective(k) || participle) {
        // "answer email faster": a comparative describes by its plain form ("Fast Email", not "Faster Chorus").
        const plain = /[^e]er$/.test(k) && isAdjective(k.slice(0, -2)) ? k.slice(0, -2) : k;
        if (!modifiers.some((m) => m.w === plain)) modifiers.push({ w: plain, g: "", keyword: true, src: "modifier", fam: famOf(plain) });
      }
      else if (!GENERIC.has(k) && !GENERIC.has(s) && s.length >= 3) {
        // "get along", "instead": a word the dictionary knows only as something else is no noun; "find" and "build" are what it does.
        const pos = partsOfSpeech(s);
        if (pos !== "" && !pos.includes("n")) continue;
        // ("lunchbox", "earbud": a word the dictionary lacks is still a thing when it is two things joined.)
        // ("kombucha", "phishing", "pickleball": a thing newer than the dictionary is still the thing; the reading of the
        // sentence calls it a noun, and a result that never says it names nothing the visitor asked for.)
        if (pos === "" && !famOf(k) && !joinedNouns(s) && !newNoun(k, ctx.understood.nouns)) continue;
        if (EVERYDAY_VERBS.has(s) && pos.includes("v")) continue;
        // "cracks", "leaks": true to the description, nobody's name, and their relatives ("Crevice") no better.
        if (isUnpleasant(k) || isUnpleasant(s) || isKin(k) || isKin(s)) continue;
        const part: Part = { w: s, g: "", keyword: true, src: "desc", fam: famOf(k) };
        descParts.push(part);
        if (activityWord(k) || activityWord(s)) coreParts.push(part);
      }
    }
    // The things those activities are done to ("house", "gutter").
    const actedOn = new Set<string>();
    // ("dog walking", "gutter cleaning", "watch servicing": an activity keeps the thing it is done to, "Dog Walking", never
    // "Simple Walking" or "Lucky Servicing".)
    for (const c of coreParts) {
      const at = joinedWords.indexOf(c.w);
      const obj = at > 0 ? joinedWords[at - 1] : "";
      if (!/ing$/.test(c.w) || !/^[a-z]{3,}$/.test(obj) || STOPWORDS.has(obj) || GENERIC.has(obj) || customers.has(obj) || isAudience(obj) || isAdjective(obj) || activityWord(obj)) continue;
      if (!partsOfSpeech(singular(obj)).includes("n") || isFrom(obj) || ctx.places.some((p) => p.toLowerCase() === obj)) continue;
      c.w = `${singular(obj)} ${c.w}`;
      actedOn.add(singular(obj));
    }
    // Places the visitor named ("in Leeds"), exactly as typed: never singularised or lower-cased.
    // (What it is near stands for the place only where no town is named: "near the station in Leeds" is "Leeds Roasters".)
    const placeParts: Part[] = (ctx.places.length > 0 ? ctx.places : landmarkPlaces).map((w) => ({ w, g: "", keyword: true, src: "place" as const }));
    // ("Gym Press": "'Gym' is the place named in your description… tells locals you belong to the area" for a bar near the gym;
    // "Portugal Co." for an online shop of clothes made in Portugal, "helps people searching nearby".) What the place is to the business:
    // what it stands beside, where its goods are made, or where it is.
    const madeIn = new Set(ctx.places.filter((pl) => new RegExp(`\\b(?:made|grown|sourced|crafted|woven|knitted|produced|printed|brewed|roasted|designed|built|imported|harvested)\\s+(?:in|from|on)\\s+(?:the\\s+)?${escapeRegExp(pl)}\\b`, "i").test(ctx.description)));
    const placeIs = (w: string): "landmark" | "origin" | "home" => (ctx.places.length === 0 ? "landmark" : madeIn.has(w) ? "origin" : "home");
    const remote = /online store|product|app|SaaS|software|startup/i.test(params.what);
    // The description's words as typed, for telling "RAW" (a format) from "raw" (a feel).
    const typedWords = new Set(ctx.description.match(/\w+/g));
    // "rainy days", "fresh bread": a describing word and its noun, read as one idea ("Rainy Day Press").
    const phraseParts: Part[] = describedPhrases(ctx.description)
      // "eco-friendly house": half of a hyphenated word is not a describing word of its own ("Friendly House Co.").
      .filter((p) => !GENERIC.has(p.noun) && !staff.words.has(p.noun) && !features.heads.has(p.noun) && !features.heads.has(p.adj) && !ctx.places.some((x) => x.toLowerCase() === p.noun) && !CREDENTIALS.has(p.adj) && !isAudience(p.noun) && !customers.has(p.noun) && !customers.has(singular(p.noun)) && !/^names?$/.test(p.noun) && !said.some((w, i) => w === p.adj && i > 0 && ctx.description.toLowerCase().includes(`${said[i - 1]}-${w}`)))
      .map((p) => ({ w: `${p.adj} ${p.noun}`, g: "", keyword: true, src: "phrase" as const, fam: famOf(p.noun) }));
    // Families found through a noun ("mountains") weigh four times as much as
    // those found through a describing word ("organic"), so the main nouns lead.
    const families: Family[] = [];
    const weights: number[] = [];
    const triggerOf = new Map<Family, string>();
    const customerFamilies: Family[] = [];
    // (Software for plumbers is named from the plumbers' world, never as a plumber: "Bolt Plumbing Co.", "Spout Electrics".)
    const servedFamilies = new Set<Family>();
    // The families of what the thing is ("mask", "bag"), not of what it is made of or for ("silk", "food") or how it is described ("wooden").
    const headFamilies = new Set<Family>();
    for (const token of ctx.mentioned) {
      if (landmarks.has(token)) continue;
      const f = worldOf(token);
      if (!f || families.length >= 4 || actions.has(token) || verbal.has(token) || visits(token) || features.heads.has(token) || (ONLY_WHEN_OFFERED.has(f.key) && !offered(token))) continue;
      // The customers' families ("for construction companies") give no trade words ("Payroll Construction") and lead nothing.
      // Families found only through the audience ("students") season the names; the activity leads.
      // (Software made for a trade is named from that trade's world, "Shutterdesk" for photographers: there they lead, though the customers
      // themselves are still no name's noun, "Fresh Photographer".)
      if (forWhom(token)) {
        if (!softwareForTrade) {
          // ("comes to your office": where a visit goes is no world to stand beside the trade, "Desk Massage Co.".)
          if (!goesTo(token) && !customerFamilies.includes(f)) {
            customerFamilies.push(f);
            if (!triggerOf.has(f)) triggerOf.set(f, token);
          }
          continue;
        }
        servedFamilies.add(f);
      }
      // ("guitar lessons", "pottery classes": the kind of service seasons the names; the guitar leads. So does the world of
      // the people it is for, "Voyage" for a sleep mask for travellers.)
      // ("olive oil from a family farm": where it comes from seasons the names; the oil leads.)
      const w = MODIFIERS.has(token) || isAdjective(token) || isAudience(token) || GENERIC.has(token) || forPeople.has(token) || cameFrom(token) ? 1 : 4;
      if (w === 4 && !attributive.has(singular(token))) headFamilies.add(f);
      const i = families.indexOf(f);
      if (i < 0) {
        families.push(f);
        weights.push(w);
        triggerOf.set(f, token);
      } else weights[i] = Math.max(weights[i], w);
    }
    // ("a subscription box of Japanese snacks", "Korean hot sauce": food from one people's kitchen takes that kitchen's words,
    // "Umami Box", "Yuzu Snack", where the style's alone said nothing of it, "Titan Snack", "Boxroar".)
    if (families.some((f) => FOOD_WORLDS.has(f.key)) || said.some((w) => EATEN.test(w))) {
      for (const o of ctx.origins) {
        const f = cuisineFamily(o.toLowerCase());
        if (f && !families.includes(f) && families.length < 4) {
          families.push(f);
          weights.push(3);
          triggerOf.set(f, o.toLowerCase());
        }
      }
    }
    // "Kettle Bookkeeping": the customers' world only ever stands beside what the business does, never alone ("Summit Kettle").
    // A lullaby and a cradle are a baby's: a lunchbox or a school for children takes the family's other words ("Lullaby" for a kids' lunchbox).
    const saysBabies = said.some((w) => /^(bab(y|ies)|infants?|newborns?|toddlers?|nursery|nurseries|pregnan\w*|maternity|nappies|diapers?|cots?|cribs?|prams?|bedtime|sleep|under-fives|fives|preschool\w*|pre-school|childminders?|childminding|creche|creches)$/.test(w));
    const partsOf = (f: Family): Part[] => (f.key === "baby" && !saysBabies ? childrensParts(f) : familyParts(f));
    const customerPool: Part[] = customerFamilies.filter((f) => !families.includes(f)).flatMap(partsOf);
    const familyPool: Part[] = families.flatMap(partsOf);
    // WordNet's close nouns for the visitor's own ("answer" -> reply, "flower" -> blossom), in the sense the description means.
    const relativeParts: Part[] = topicalRelatives(descParts.map((p) => p.w), families, ctx.understood.excluded).map((x) => ({ w: x.w, g: "", keyword: false, src: "relative" as const, from: x.from, fam: famOf(x.w) }));
    /** A word from one of the description's families, weighted by family. */
    const familyWord = (only?: (f: Family) => boolean): Part | null => {
      let total = 0;
      for (let i = 0; i < families.length; i++) if (!only || only(families[i])) total += weights[i];
      if (total === 0) return null;
      let roll = r.next() * total;
      for (let i = 0; i < families.length; i++) {
        if (only && !only(families[i])) continue;
        roll -= weights[i];
        if (roll < 0) return r.pick(partsOf(families[i]));
      }
      return null;
    };
    /** Whether an occasion's word is only said of another family's noun ("wedding bouquets", "party cakes"). */
    // (Only an occasion: "flower delivery" delivers flowers, and "invoicing software" is about invoices.)
    const saysWhich = (f: Family): boolean => {
      if (f.key !== "events") return false;
      const t = triggerOf.get(f);
      const next = t ? said[said.indexOf(t) + 1] : undefined;
      return next !== undefined && families.some((g) => g !== f && g.triggers.includes(next));
    };
    // (An occasion that only says which florist or which cake seasons the names; the flowers lead, "Alpine Occasions" for a wedding florist.)
    for (let i = 0; i < families.length; i++) if (saysWhich(families[i])) weights[i] = 1;
    // ("commercial flooring contractors" gave "Mortar Contractor", "Trowel", "Commercial Builders": a word for who does the work
    // after the trade's own word says only that they do it; the floors lead.)
    for (let i = 0; i < families.length; i++) {
      const t = triggerOf.get(families[i]);
      const before = t && /^(contractors?|specialists?|experts?|installers?|fitters?)$/.test(t) ? said[said.indexOf(t) - 1] : undefined;
      if (before && families.some((g) => g !== families[i] && g.triggers.includes(before))) weights[i] = 1;
    }
    const leadFamily = (f: Family) => f.kind !== "thing";
    const hasLeads = families.some(leadFamily);
    const nounPool = [...descParts, ...familyPool];
    const fromDescription = typedParts.length + nounPool.length + phraseParts.length > 0;
    // With families found, the industry's words season the names rather than lead them.
    const themeWeight = families.length > 0 ? 0.08 : 0.25;
    // A product is no premises and no service: "Silicone Eatery", "Food Exchange" and "Mat Studio" name a business, not a bag or a mat.
    // (Nor is software, made for them: an app for dentists is no "Week Dentistry", booking software no "Tempo Studio".)
    const sold = (t: string) => (params.what !== "product" && !softwareOnly) || !PREMISES_TRADES.test(t);
    // A service is no shop: dog grooming is no "Pet Supply", bookkeeping no "Goods".
    // A bar or a restaurant serves its food: it is no food company ("Seville Foods", "Nightcap Foods").
    const serves = params.what !== "product" && said.some((w) => /^(restaurants?|cafes?|caf|bars?|pubs?|bistros?|diners?|taverns?|tavernas?|brasseries?|trattorias?|canteens?|tearooms?|taprooms?)$/.test(w));
    // (A bakery or a deli with a coffee bar still sells its loaves: "Harbour Provisions".)
    const sellsFood = said.some((w) => /^(bakery|bakeries|bakehouse|deli|delis|delicatessen|grocer|grocers|grocery|larder|farmshop)$/.test(w));
    const kept = (t: string) => sold(t) && !(coreParts.length > 0 && /\b(Supply|Supplies|Goods|Market)\b/.test(t)) && !(serves && !sellsFood && /^(Foods|Provisions|Supply|Supplies|Goods)$/.test(t));
    // (Software takes a trade word only from the worlds of software and money: a barbers' booking app is no "Tempo Barbers".)
    const tradeless = (f: Family) => servedFamilies.has(f) || (softwareOnly && !TECH_WORLDS.has(f.key) && f.key !== "money");
    // ("a wedding florist": the occasion that says which florist names no trade of its own, "Highland Events".)
    const familyTrades: { t: string; f?: Family }[] = families.flatMap((f) => ((params.what === "product" && descParts.length > 0 && !headFamilies.has(f)) || tradeless(f) || saysWhich(f) ? [] : f.trades.filter(kept).map((t) => ({ t, f }))));
    // The visitor's own word for the trade comes as often as all the family's together; a word of its family may lead it ("Willow Funeral Directors").
    const peopleTrades = staff.trades.map((t) => ({ t }));
    for (let i = 0, n = Math.max(1, Math.round(familyTrades.length / Math.max(1, peopleTrades.length))); peopleTrades.length > 0 && i < n; i++) familyTrades.push(...peopleTrades);
    const homeTrade = families.some((f) => HOME_TRADES.has(f.key));
    let themeTrades = params.themes.flatMap((t) => THEME_TRADES[t] ?? []);
    // An option left at its default ("technology") gives way to what the
    // description says ("plumbing and heating repairs"): the description's own
    // families stand in for the field, so a plumber is not offered "Plumb Data".
    // (So does a field read from the description when a house trade's own world was found: "Door Volt", "Smart Porch" for
    // electricians, whose "home services" were inferred. Other worlds keep the inferred field's words beside theirs, or one
    // family's dozen words come back in every result, "Calendula Beauty" eleven times in forty for skincare.)
    if ((params.fieldIsDefault || (params.fieldInferred && homeTrade)) && families.length > 0 && familyPool.length >= 8) {
      vocabParts = familyPool;
      themeTrades = [...new Set(familyTrades.map((t) => t.t))];
    }
    // An option left at its default with nothing in the description to stand in for it: plain, evocative
    // words, not the default field's ("Mobile Physiotherapy Technologies", "Halo Bit" for a physiotherapist).
    else if (params.fieldIsDefault && families.length === 0 && params.themes.some((t) => /^(tech|data|cloud)$/.test(t))) {
      vocabParts = themeParts(["light", "nature", "motion"]);
      themeTrades = [];
    }
    themeTrades = themeTrades.filter(kept);
    const styleTrades = (STYLE_TRADES[base] ?? STYLE_TRADES.modern).filter(sold);
    if (styleTrades.length === 0) styleTrades.push("Co.");

    // A Latin or Greek root from the description's world ("aqua" for a pool cleaner), or one that suits any ("nova").
    const roots = rootsFor([...families.map((f) => f.key), ...(params.fieldIsDefault && families.length > 0 ? [] : params.themes)]);
    // "Oilsync", "Olivegrid", "Saucedock", "Bikegrid" for a bike shop: the endings of apps and networks name no oil,
    // sauce or repair. Software and startups take them; anything else only from the worlds of technology and work,
    // described or chosen in the field ("technology" left at its default chooses nothing).
    const techWorld =
      SOFTWARE_MAKERS.test(params.what) || families.some((f) => TECH_WORLDS.has(f.key)) || (!params.fieldIsDefault && params.themes.some((t) => TECH_WORLDS.has(t)));
    const nonTech = tails.filter((t) => !TECH_TAILS.has(t.w));
    const tailParts = listParts(techWorld || nonTech.length === tails.length ? tails : [...nonTech, ...PLACE_TAILS.filter((t) => !nonTech.some((n) => n.w === t.w))], "tail");
    // A trade done at the customer's home is vouched for, not moody ("True Roofing", "Swift Removals", never "Wild Carpet" or
    // "Kind Rug"), and a funeral director's name is quiet ("Wild Funeral"): of the modern words, only those.
    // (Only for a business: a product, an app or a random name keeps its moods. A business named by its people or by what it
    // offers, "dog walkers", "phone repairs", is a trade.)
    const moodOf = families.map((f) => TRADE_MOODS[f.key]).find(Boolean) ?? (staff.trades.length > 0 || homeTrade ? TRADE_MOODS.trade : undefined);
    const mood = base === "modern" && staffed ? moodOf : undefined;
    const adjectiveParts = listParts(mood ? adjectives.filter((a) => mood.test(a.w)) : adjectives, "style");
    const themePart = (): Part => r.pick(vocabParts);
    const tailPart = (): Part => r.pick(tailParts);
    const adjectivePart = (): Part => r.pick(adjectiveParts);
    // One word written into another reads better in the singular ("Teamloop", not "Teamsloop").
    const one = (p: Part): string => (p.keyword && p.w !== "glasses" ? singular(p.w) : p.w.toLowerCase());

    /** A noun from the description: a typed keyword, a family word or the visitor's own word. */
    const describedWord = (): Part => {
      if (typedParts.length > 0 && r.chance(0.5)) return r.pick(typedParts);
      if (relativeParts.length > 0 && r.chance(0.3)) return r.pick(relativeParts);
      if (familyPool.length > 0 && (descParts.length === 0 || r.chance(0.6))) return familyWord() ?? r.pick(familyPool);
      if (descParts.length > 0) return r.pick(descParts);
      return typedParts.length > 0 ? r.pick(typedParts) : themePart();
    };
    /** Another described noun, from a different family than `a` when there is one. */
    const otherWord = (a: Part): Part | null => {
      for (let i = 0; i < 6; i++) {
        const b = describedWord();
        if (b.w !== a.w && (!a.fam || b.fam !== a.fam)) return b;
      }
      return null;
    };
    /** The first word of a two-word name: a setting, a quality, or now and then the industry. */
    const leadWord = (): Part => {
      const roll = r.next();
      if (roll < themeWeight) return themePart();
      if (roll < themeWeight + 0.1 && modifiers.length > 0) return r.pick(modifiers);
      if (hasLeads && r.chance(0.7)) return familyWord(leadFamily) ?? describedWord();
      return describedWord();
    };
    /** A word starting with `letter` for alliteration, from the description first. */
    const alliterating = (letter: string, not: string, nounsOnly = false): Part | null => {
      const pool = [...nounPool, ...typedParts].filter((p) => p.w[0] === letter && p.w !== not);
      // A style that does not ask for alliteration uses it only where several words offer it:
      // one or two matches would come back in every result ("Sock & Sprout").
      const extra = [...vocabParts, ...(nounsOnly ? [] : adjectiveParts)].filter((p) => p.w[0] === letter && p.w !== not);
      if (nounsOnly && pool.length + extra.length < 4) return null;
      if (pool.length > 0 && r.chance(0.8)) return r.pick(pool);
      return extra.length > 0 ? r.pick(extra) : null;
    };
    const describing = (p: Part) => p.src === "style" || p.src === "modifier";
    // "Little Coffee", "Warm Yoga", "Mysterious Publishing": a style's mood before a word that is itself its world's plain
    // trade word names no brand.
    const moodBeforeTrade = (first: Part, second: Part) => first.src === "style" && Boolean(second.fam?.trades.includes(titleCase(second.w)));
    const ordered = (a: Part, b: Part): [Part, Part] => {
      if (describing(a) !== describing(b)) return describing(a) ? [a, b] : [b, a];
      return leads(b) && !leads(a) ? [b, a] : [a, b];
    };

    let singles = 0;
    const buildDescribed = (technique: Described): Built | null => {
      switch (technique) {
        case "pair": {
          const a = leadWord();
          const b = params.style === "alliterative" ? alliterating(a.w[0], a.w) : otherWord(a);
          // "Nurse Schedule" describes; a brand needs at least one evocative word.
          if (!b || b.src === "modifier" || (a.keyword && b.keyword)) return null;
          // "Bean Coffee", "Brew Coffee": a word of the noun's own family says the noun again.
          if (a.fam && a.fam === b.fam && (a.keyword || b.keyword)) return null;
          const [x, y] = ordered(a, b);
          return { name: titleCase(`${x.w} ${y.w}`), parts: [x, y], reason: DESCRIBED_REASON.pair, origin: "", invented: false };
        }
        case "and": {
          const a = describedWord();
          const alliterate = params.style === "alliterative" || (params.style === "playful" && r.chance(0.5)) || r.chance(0.25);
          // "Good & Grocery": a describing word is not one of two things joined by '&'.
          let b: Part | null = alliterate ? alliterating(a.w[0], a.w, params.style !== "alliterative") : null;
          if (!b) b = r.chance(themeWeight) ? themePart() : r.chance(0.3) ? describedWord() : otherWord(a);
          if (params.style === "rhyming") {
            const end = a.w.slice(-3);
            const rhymes = [...nounPool, ...vocabParts].filter((p) => p.w !== a.w && p.w.endsWith(end.slice(-2)));
            if (rhymes.length > 0 && r.chance(0.7)) b = r.pick(rhymes);
          }
          // "Crema & Coffee" says one thing twice: the visitor's noun pairs with another idea.
          if (!b || b.w === a.w || (a.keyword && b.keyword) || (a.fam && a.fam === b.fam && (a.keyword || b.keyword))) return null;
          // "Tracking & Morsel": an activity is not one of two things joined by '&'.
          if ([a, b].some((p) => p.keyword && /ing$/.test(p.w))) return null;
          const [x, y] = ordered(a, b);
          return { name: `${titleCase(x.w)} & ${titleCase(y.w)}`, parts: [x, y], reason: DESCRIBED_REASON.and, origin: T.ampersand, invented: false };
        }
        case "trade": {
          let trade: string;
          let tradeFam: Family | undefined;
          const roll = r.next();
          if (familyTrades.length > 0 && roll < 0.75) {
            const picked = r.pick(familyTrades);
            trade = picked.t;
            tradeFam = picked.f;
          } else if (params.suffixNouns && roll < 0.88) trade = r.pick(params.suffixNouns);
          else if (themeTrades.length > 0 && r.chance(familyTrades.length > 0 ? 0.4 : 0.6)) trade = r.pick(themeTrades);
          else trade = r.pick(styleTrades);
          // "Bean Coffee" says one thing twice: the word comes from another family.
          let a: Part | null = phraseParts.length > 0 && r.chance(0.1) ? r.pick(phraseParts) : null;
          if (a && tradeFam && a.fam === tradeFam) a = null;
          // "Mobile Physiotherapy Homes": after the visitor's whole phrase only a plain company word reads well.
          if (a && a.src === "phrase") trade = r.pick(styleTrades);
          for (let i = 0; i < 6 && !a; i++) {
            const c = i < 3 && hasLeads && r.chance(0.5) ? familyWord(leadFamily) ?? describedWord() : describedWord();
            if (c.src !== "modifier" && (!tradeFam || c.fam !== tradeFam)) a = c;
          }
          // No noun to give: an evocative word from the field, not a bare adjective ("Next Publishing").
          if (!a && phraseParts.length > 0) a = r.pick(phraseParts);
          if (!a) a = themePart();
          // ("Bathroom Co.", "Laptop Co.": what the trade's people work on takes their trade, never a plain company word.)
          if (staff.objects.has(singular(a.w.toLowerCase())) && !familyTrades.some((t) => t.t === trade)) return null;
          // "Bookkeeping Pay": what the business does takes only a plain company word or a trade word of its own field ("Coffee Roasters").
          if (isCore(a) && (!tradeFam || tradeFam !== a.fam) && !styleTrades.includes(trade)) {
            // Another of the description's words before it, then: "Mint Pay", "Threshold Homeworks".
            let other: Part | null = null;
            for (let i = 0; i < 4 && !other; i++) {
              const c = familyWord() ?? describedWord();
              if (c && !isCore(c) && c.src !== "modifier" && (!tradeFam || c.fam !== tradeFam)) other = c;
            }
            if (!other) return null;
            a = other;
          }
          return { name: `${titleCase(a.w)} ${trade}`, parts: [a], trade, reason: DESCRIBED_REASON.trade, origin: T.trade, invented: false };
        }
        case "join": {
          const a = describedWord();
          if (a.src === "modifier") return null;
          const b = r.chance(0.5) ? tailPart() : otherWord(a);
          // Tails such as "ly" are endings, not words: "Driply" belongs with the invented names.
          if (!b || b.w.includes(" ") || b.w.length < 3 || b.w === a.w) return null;
          const [x, y] = ordered(a, b);
          // Short halves only: "Sagesneaker" is a word with a tag, "Stepcraft" is a word.
          if (one(x).length > 7 || one(y).length > 7 || !cleanSeam(one(x), one(y), 10) || /ing$/.test(one(x))) return null;
          // The visitor's own noun leads a compound ("Nursecraft"); as a tail it reads backwards ("Weeknurse").
          if (y.src === "desc") return null;
          return { name: capitalize(one(x) + one(y)), parts: [x, y], reason: DESCRIBED_REASON.join, origin: T.join, invented: false };
        }
        case "single": {
          // A dozen family words make few single names: two a result, or the same "Mooring" comes back every time.
          if (params.singleWords === false || singles >= 2) return null;
          // One word alone says the whole business: it comes from what is sold, never from a word said of it ("Toast" for
          // a florist's wedding bouquets, where "wedding" only says which bouquets).
          const a = familyWord((f) => !saysWhich(f));
          if (!a || a.w.length < 5 || a.w.length > 11) return null;
          singles++;
          return { name: capitalize(a.w), parts: [a], reason: DESCRIBED_REASON.single, origin: T.single, invented: false };
        }
        case "describe": {
          const adj = modifiers.length > 0 && r.chance(modifiers.length > 1 ? 0.3 : 0.25) ? r.pick(modifiers) : adjectivePart();
          // A style word before the visitor's own noun ("Steady Wallet") more often than before a family word ("Iron Chisel").
          const noun = adj.src === "style" && descParts.length > 0 && r.chance(0.6) ? r.pick(descParts) : describedWord();
          // "Quiet Coffee": two of the visitor's words describe; a brand needs one evocative word of its own.
          if (noun.w === adj.w || (adj.keyword && noun.keyword)) return null;
          if (moodBeforeTrade(adj, noun)) return null;
          // ("Honest Shift Planning", "Wild Shift Planning", "Little Shift Planning": a stock mood before the visitor's whole phrase.)
          if (adj.src === "style" && noun.w.includes(" ")) return null;
          // ("Neat Workshop", "Clear Studio" for a welding workshop: a stock mood before where the work is done says nothing of the work.)
          if (adj.src === "style" && noun.src === "desc" && /^(workshop|studio|shop|salon|clinic|agency|store|office|parlou?r|boutique|practice|centre|center|company|business|firm)s?$/.test(noun.w.toLowerCase())) return null;
          // ("Steady Funeral", "Easy Carpet": the word for what the trade's people do says it whole after a describing word, "Steady Funeral Directors".)
          const whole = staff.objects.get(noun.w);
          if (whole) return { name: `${titleCase(adj.w)} ${whole}`, parts: [adj], trade: whole, reason: DESCRIBED_REASON.describe, origin: "", invented: false };
          return { name: titleCase(`${adj.w} ${noun.w}`), parts: [adj, noun], reason: DESCRIBED_REASON.describe, origin: "", invented: false };
        }
      }
    };

    // Names led by what the business does, and where: "Leeds Plumbing & Heating",
    // "Leeds Plumbing Co.", "Keystone Plumbing", "Yoga & Pine". The activity is
    // the visitor's own word; the place is used exactly as typed.
    const coreTrade = (core: Part): string => {
      const own = (core.fam?.trades ?? []).filter((t) => /^(Studio|Club|Co\.)$/.test(t));
      if (own.length > 0 && r.chance(0.5)) return r.pick(own);
      return /ing$/.test(core.w) && r.chance(0.4) ? "Services" : "Co.";
    };
    const buildCore = (): Built | null => {
      const place = placeParts.length > 0 && r.chance(coreParts.length > 0 ? 0.5 : 1) ? r.pick(placeParts) : null;
      if (coreParts.length === 0) {
        if (!place) return null;
        // "Austin Coffee Co.": the place and a plain trade word from the description's field.
        const trades = familyTrades.length > 0 ? familyTrades.map((t) => t.t) : [...themeTrades, ...styleTrades];
        // (What it is near takes a word of the trade: "Station Deli", never "Station Co.", which could be anything there.)
        const landmark = landmarkPlaces.includes(place.w);
        // ("Leeds Dog Walkers" before "Leeds Co.": the visitor's own word for the trade says what it is.)
        const trade = staff.trades.length > 0 && r.chance(0.6) ? r.pick(staff.trades) : r.pick(trades.filter((t) => !t.startsWith("&") && !(landmark && SHARED_TRADES.has(t))).concat(landmark || staff.trades.length > 0 ? [] : ["Co."]));
        if (!trade) return null;
        return { name: `${place.w} ${trade}`, parts: [place], trade, reason: DESCRIBED_REASON.place, origin: T.place, invented: false };
      }
      const first = r.pick(coreParts);
      const others = coreParts.filter((c) => c.w !== first.w);
      const roll = r.next();
      // Two activities make one pair, which would head every result ("Bookkeeping & Payroll Co."): rarely then,
      // and always in the visitor's order, never also reversed.
      if (others.length > 0 && roll < (coreParts.length >= 3 ? 0.35 : 0.12)) {
        const picked = r.pick(others);
        const [core, b] = coreParts.indexOf(picked) < coreParts.indexOf(first) ? [picked, first] : [first, picked];
        // "time tracking", "expense tracking": an -ing word after its own object is an action on it, not a trade ("Payroll & Tracking").
        if ([core, b].some((p) => actsOnNoun(p.w, joinedWords))) return null;
        // Two things the business does, both nouns: "Plumbing & Heating", "Yoga & Pilates Studio".
        const trade = place ? undefined : r.chance(0.5) ? coreTrade(core) : undefined;
        const name = `${place ? `${place.w} ` : ""}${titleCase(core.w)} & ${titleCase(b.w)}${trade ? ` ${trade}` : ""}`;
        return { name, parts: place ? [place, core, b] : [core, b], trade, reason: DESCRIBED_REASON.core, origin: "", invented: false };
      }
      const core = first;
      if (place) {
        const trade = coreTrade(core);
        return { name: `${place.w} ${titleCase(core.w)} ${trade}`, parts: [place, core], trade, reason: DESCRIBED_REASON.place, origin: T.place, invented: false };
      }
      // A word from the description's families before or beside the activity: "Keystone Plumbing", "Yoga & Pine".
      // From the description's families most often, else a style word or the field's: a dozen family words
      // alone would bring back the same "Timber Bookkeeping" in every other result.
      // (Software says its work with what it works on plainly, "Easy Meal Planning"; a word of that world before it names a place,
      // "Table Meal Planning".)
      const roll2 = softwareOnly && core.w.includes(" ") ? 0.8 : r.next();
      // (Software for a trade says whose work it plans, "Kennel Shift Planning", as often as it says it plainly, "Easy Shift Planning".)
      const whose = softwareOnly && core.w.includes(" ") && r.chance(0.5) ? descParts.find((p) => forWhom(p.w.toLowerCase()) && !p.w.includes(" ")) : undefined;
      const other = whose ?? (roll2 < 0.6 ? (customerPool.length > 0 && r.chance(0.35) ? r.pick(customerPool) : familyWord()) ?? adjectivePart() : roll2 < 0.75 && relativeParts.length > 0 ? r.pick(relativeParts) : roll2 < 0.88 ? adjectivePart() : themePart());
      if (!other || other.w === core.w || other.w.includes(" ") || singular(other.w) === core.w) return null;
      if (moodBeforeTrade(other, core)) return null;
      // "Tracking & Ladle": an activity in -ing is not one of two things joined by '&'.
      if (roll < (base === "classic" ? 0.5 : 0.75) || describing(other) || /ing$/.test(core.w)) {
        const trade = r.chance(0.3) ? coreTrade(core) : undefined;
        return { name: `${titleCase(other.w)} ${titleCase(core.w)}${trade ? ` ${trade}` : ""}`, parts: [other, core], trade, reason: DESCRIBED_REASON.core, origin: "", invented: false };
      }
      return { name: `${titleCase(core.w)} & ${titleCase(other.w)}`, parts: [core, other], reason: DESCRIBED_REASON.and, origin: T.ampersand, invented: false };
    };
    const coreShare = coreParts.length > 0 ? 0.4 : placeParts.length > 0 ? 0.3 : 0;

    // Where the thing is from, before the plain word for the business or a word of its world: "Mexican Kitchen", "Italian Oven".
    const fromParts = descParts.filter((p) => isFrom(p.w));
    const buildFrom = (): Built | null => {
      const from = r.pick(fromParts);
      // The word it describes is the thing it heads ("Mexican street food": food), whose world gives the noun ("Mexican Supper", never "Mexican Garland" for festivals).
      const at = said.indexOf(from.w.toLowerCase());
      let head = "";
      for (let i = at + 1; i < Math.min(said.length, at + 4) && partsOfSpeech(singular(said[i])).includes("n") && !/^(in|at|for|from|with|and|or|to|of|on|by|near)$/.test(said[i]); i++) head = said[i];
      // ("Mexican chocolate bars": a word of two senses in the one the description means, no cocktail bar's "Mexican Nightcap".)
      const world = head ? worldOf(head) : undefined;
      const trades = familyTrades.filter((t) => !t.t.startsWith("&") && (!world || t.f === world));
      if (trades.length > 0 && r.chance(0.5)) {
        const { t } = r.pick(trades);
        return { name: `${from.w} ${t}`, parts: [from], trade: t, reason: DESCRIBED_REASON.trade, origin: T.trade, invented: false };
      }
      const own = descParts.filter((p) => p !== from && !isFrom(p.w) && !p.w.includes(" "));
      const noun = world && r.chance(0.7) ? r.pick(partsOf(world)) : own.length > 0 ? r.pick(own) : null;
      // ("Japanese Kaze": the kitchen's own word says where it is from already.)
      if (!noun || noun.fam?.key.startsWith("cuisine-")) return null;
      return { name: titleCase(`${from.w} ${noun.w}`), parts: [from, noun], reason: DESCRIBED_REASON.describe, origin: "", invented: false };
    };

    // Names that lead with the generator's own field: a described noun with the
    // field's trade word ("Chapter Reality"), the field's word before a
    // described noun ("Holo Page") or fused with it ("Pagevault"), or, when the
    // description has no noun to give, the field's words alone ("Sentinel Labs").
    const fieldTrades = [...themeTrades, ...(params.suffixNouns ?? [])];
    const ownTrades = fieldTrades.filter((t) => !SHARED_TRADES.has(t));
    const fieldTrade = (): string => r.pick(ownTrades.length > 0 && r.chance(0.8) ? ownTrades : fieldTrades);
    const describedNoun = (): Part | null => {
      for (let i = 0; i < 4; i++) {
        const c = phraseParts.length > 0 && r.chance(0.08) ? r.pick(phraseParts) : describedWord();
        if (c.src !== "modifier" && c.src !== "theme") return c;
      }
      return null;
    };
    const buildThemed = (): Built | null => {
      const roll = r.next();
      const noun = fromDescription ? describedNoun() : null;
      const theme = themePart();
      if (noun && roll < 0.3 && fieldTrades.length > 0) {
        // ("Bookkeeping Pay": what the business does takes a plain company word.)
        const trade = fieldTrade();
        if (isCore(noun) && !SHARED_TRADES.has(trade)) return null;
        return { name: `${titleCase(noun.w)} ${trade}`, parts: [noun], trade, reason: DESCRIBED_REASON.trade, origin: T.trade, invented: false };
      }
      if (noun && roll < 0.8 && !noun.w.includes(" ")) {
        if (theme.w === noun.w) return null;
        // Classic names join two ideas with an ampersand, like old trading houses.
        if (base === "classic") return { name: `${titleCase(theme.w)} & ${titleCase(noun.w)}`, parts: [theme, noun], reason: DESCRIBED_REASON.and, origin: T.ampersand, invented: false };
        return { name: titleCase(`${theme.w} ${noun.w}`), parts: [theme, noun], reason: DESCRIBED_REASON.pair, origin: "", invented: false };
      }
      if (noun && !noun.w.includes(" ")) {
        const [x, y] = r.chance(0.5) ? [noun, theme] : [theme, noun];
        if (one(x).length > 7 || one(y).length > 7 || !cleanSeam(one(x), one(y), 10) || y.src === "desc") return null;
        return { name: capitalize(one(x) + one(y)), parts: [x, y], reason: DESCRIBED_REASON.join, origin: T.join, invented: false };
      }
      if (noun) return null;
      if (fieldTrades.length > 0 && r.chance(0.6)) {
        const trade = fieldTrade();
        return { name: `${titleCase(theme.w)} ${trade}`, parts: [theme], trade, reason: DESCRIBED_REASON.trade, origin: T.trade, invented: false };
      }
      const tail = tailPart();
      if (tail.w.includes(" ") || tail.w.length < 3 || !cleanSeam(theme.w, tail.w)) return null;
      return { name: capitalize(theme.w.toLowerCase() + tail.w.toLowerCase()), parts: [theme, tail], reason: REASON.compound, origin: T.join, invented: false };
    };

    // Names of what the offer does, to what and how it reaches people: "Blade Check" for drones that inspect turbine blades,
    // "Curbside Groom" for a grooming van, "Early Check" for tests for early detection, "Grooming on Wheels".
    const acts: Part[] = [];
    for (const [i, w] of said.entries()) {
      for (const act of ACT_OF.get(w) ?? []) {
        if (acts.some((a) => a.w === act) || ctx.understood.excluded.has(w) || (said[i - 1] === "no" || said[i - 1] === "not")) continue;
        const own = sameWord(act, w) || w.startsWith(act);
        acts.push({ w: act, g: own ? "" : w, keyword: false, src: "act", from: w });
      }
    }
    const actAt = (a: Part) => said.indexOf(a.from ?? "");
    // The things it is done to: the visitor's own nouns, nearest after what is done first.
    // What is done to: the visitor's own noun, fit to stand in a name.
    const fitObject = (w: string): boolean => {
      const s = singular(w);
      if (!/^[a-z]{3,10}$/.test(w) || STOPWORDS.has(w) || GENERIC.has(w) || GENERIC.has(s) || verbal.has(w) || actions.has(w) || EVERYDAY_VERBS.has(s) || isAudience(w) || isIllness(w) || isUnpleasant(w) || isUnpleasant(s)) return false;
      if (ACT_OF.has(w) || ACT_OF.has(plural(s)) || isAdjective(w) || MODIFIERS.has(w) || VEHICLES.test(w) || vehicles.has(w) || AREAS.test(w) || customers.has(w) || customers.has(s) || isFrom(w) || NUMBER_WORD.test(w) || PART_OF.test(w)) return false;
      const pos = partsOfSpeech(s);
      return pos === "" ? newNoun(w, ctx.understood.nouns) : pos.includes("n") && !/^(set|get|put|way|ways|much|lot|lots|time|times|hour|hours|day|days|week|weeks|minute|minutes|year|years)$/.test(s);
    };
    // The thing it is done to, said right after what is done ("inspect wind turbine blades": blades; "detection of gum disease": gum),
    // or just before it ("bike repair", "phishing training": "Phishing Drill").
    const objectsOf = (a: Part): Part[] => {
      const out: string[] = [];
      const at = actAt(a);
      const prev = said[at - 1] ?? "";
      // ("self-cleaning": half of a hyphenated word is no thing, "Self Scrub".)
      if (at > 0 && !ctx.description.toLowerCase().includes(`${prev}-${a.from}`) && fitObject(prev)) out.push(singular(prev));
      let head = "";
      for (let i = at + 1; i < said.length && i <= at + 6; i++) {
        const w = said[i];
        if (/^(the|a|an|your|their|our|his|her|its|of|all|every|any)$/.test(w) || isAdjective(w) || MODIFIERS.has(w) || isAudience(w) || isUnpleasant(w)) {
          if (head) break;
          continue;
        }
        if (/(ing|ed)$/.test(w) || (!partsOfSpeech(singular(w)).includes("n") && !(partsOfSpeech(w) === "" && newNoun(w, ctx.understood.nouns)))) break;
        head = w;
        // ("gum disease": a noun before an unpleasant one is what the work is about.)
        if (isUnpleasant(said[i + 1] ?? "") || isIllness(said[i + 1] ?? "")) break;
      }
      if (head && fitObject(head) && !out.includes(singular(head))) out.push(singular(head));
      return out.map((w) => ({ w, g: "", keyword: true, src: "desc" as const }));
    };
    const objectsByAct = new Map(acts.map((a) => [a.w, objectsOf(a)]));
    const objectFor = (a: Part): Part | null => {
      const list = objectsByAct.get(a.w) ?? [];
      return list.length > 0 ? r.pick(list) : null;
    };
    const comesBy = said.find((w, i) => COMES.test(w) || (/^(comes?|travels?|drives?)$/.test(w) && /^(to|out)$/.test(said[i + 1] ?? "")));
    const hows: Part[] = [];
    if (comesBy) for (const w of ["Curbside", "Roving"]) hows.push({ w, g: `says you go to your customers, as your '${comesBy}' does`, keyword: false, src: "how", from: comesBy });
    for (const [i, w] of joinedWords.entries()) {
      if (!GAINS.test(w) || ctx.understood.excluded.has(w) || hows.some((h) => h.from === w)) continue;
      // (Only what is gained from the work: "early detection", "rapid saliva tests", "keep bread fresh", "automatically"; "fresh
      // produce" says what is sold, and "Fresh Match" for a market of it says nothing.)
      const next = joinedWords[i + 1] ?? "";
      if (!/ly$/.test(w) && !ACT_OF.has(next) && !ACT_OF.has(joinedWords[i + 2] ?? "") && partsOfSpeech(singular(next)).includes("n")) continue;
      if (/^automatic/.test(w)) hows.push({ w: "Auto", g: `says it runs by itself, as your '${w}' does`, keyword: false, src: "how", from: w });
      else if (w === "lightweight") hows.push({ w: "Light", g: `says it weighs little, as your '${w}' does`, keyword: false, src: "how", from: w });
      else hows.push({ w: w.split("-").map(capitalize).join("-"), g: "", keyword: true, src: "modifier", from: w });
    }
    // The visitor's own word for the work, for "… on Wheels" where the business comes to its customers.
    const work = comesBy ? coreParts.map((c) => c.w.split(" ").pop() ?? "").filter((w) => /^[a-z]{4,}$/.test(w)) : [];
    // How many different names of what is done the description allows ("Sitter Match" alone, for an app that matches sitters).
    const actKinds = acts.reduce((n, a) => n + (objectsByAct.get(a.w)?.length ?? 0) + hows.length, 0) + (work.length > 0 ? 1 : 0);
    const actsUsable = acts.length > 0 && (hows.length > 0 || acts.some((a) => (objectsByAct.get(a.w)?.length ?? 0) > 0));
    // (Each word of what is done, and each thing it is done to, once in a result: "Nurse Slot" and "Nurseslot" say one name twice.)
    const actWords = new Set<string>();
    const spent = (b: Built): Built | null => {
      const ws = b.parts.map((p) => p.w.toLowerCase());
      if (ws.some((w) => actWords.has(w))) return null;
      for (const w of ws) actWords.add(w);
      return b;
    };
    const actBuilt = new WeakSet<Built>();
    const buildAct = (): Built | null => {
      const b = buildActOnce();
      if (b) actBuilt.add(b);
      return b && spent(b);
    };
    const buildActOnce = (): Built | null => {
      const roll = r.next();
      if (work.length > 0 && roll < 0.12) {
        const w = r.pick(work);
        const part: Part = { w, g: "", keyword: true, src: "desc" };
        return { name: `${capitalize(w)} on Wheels`, parts: [part], reason: ACT_REASON.wheels, origin: "", invented: false };
      }
      if (acts.length === 0) return null;
      const act = r.pick(acts);
      const Act = capitalize(act.w);
      // (How it reaches people says most, "Curbside Groom"; what is gained nearly as much, "Same-Day Fix".)
      if (hows.length > 0 && roll < (hows.some((h) => h.src === "how") ? 0.6 : 0.45)) {
        const how = r.pick(hows);
        if (r.chance(0.3) && how.src === "modifier") {
          const thing = objectFor(act);
          if (!thing) return null;
          return { name: `${how.w} ${titleCase(thing.w)}`, parts: [how, thing], reason: ACT_REASON.gainThing, origin: "", invented: false };
        }
        return { name: `${how.w} ${Act}`, parts: [how, act], reason: how.src === "how" && how.w !== "Auto" && how.w !== "Light" ? ACT_REASON.how : ACT_REASON.gain, origin: "", invented: false };
      }
      const thing = objectFor(act);
      if (!thing || sameWord(thing.w, act.w)) return null;
      if (r.chance(0.4) && one(thing).length <= 7 && cleanSeam(one(thing), act.w, 11)) {
        return { name: capitalize(one(thing) + act.w), parts: [thing, act], reason: ACT_REASON.joined, origin: T.join, invented: false };
      }
      return { name: `${titleCase(thing.w)} ${Act}`, parts: [thing, act], reason: ACT_REASON.thing, origin: "", invented: false };
    };

    // Technology and B2B products are named by their subject and what they do, as founders name them: the subject clipped and
    // its job run into one word ("Brewstock" for inventory software for breweries, "Surgisim" for surgical simulations), a word of
    // the subject's world and the job ("Keg Count", "Ward Shield"), an idiom of the promise ("Spare Change" for an app that invests
    // round-ups) or, for a language, the language's own word ("Charla"). Never the customer or the threat as the head ("Sure
    // Hospital", "Balm Ransomware"), nor a stock mood before the visitor's noun ("Easy Inventory").
    // (Startups take these names sparingly and keep their other names as they were: a few of the pool drawn afresh for each
    // result, or their few idioms and blends would come back every time the visitor asks again. Not yet for apps, SaaS and
    // tech startups: their eval variety fell below 95% even so, and cutting the mood names there dropped relevance below 70%.)
    const plainTech = /^startup$/.test(params.what);
    const techMaker = plainTech || /^(biotech company|VR and AR project|AI startup|cybersecurity business|crypto project)$/.test(params.what);
    const threats = new Set(said.filter((w, i) => THREATS.test(w) || (i > 0 && /^(from|against)$/.test(said[i - 1]) && !PRODUCT_KINDS.test(w) && partsOfSpeech(singular(w)).includes("n"))));
    const subjectNames: Built[] = [];
    if (techMaker) {
      const lower = ctx.description.toLowerCase();
      const jobs: (Job & { from: string })[] = [];
      for (const w of joinedWords) for (const j of JOBS.get(w) ?? []) if (!jobs.some((x) => x.w === j.w)) jobs.push({ ...j, from: w });
      // (What the offer does in the words the act names use, "Brief" for "summarizes".)
      const actJobs = new Set<string>();
      for (const a of acts) {
        if (!a.g || jobs.some((x) => x.w === a.w)) continue;
        jobs.push({ w: a.w, g: "is what it does, in one word", from: a.from ?? "" });
        actJobs.add(a.w);
      }
      const subjects: { w: string; clip: string; fam?: Family; person: boolean }[] = [];
      for (const w of new Set(said)) {
        const clip = CLIPS.get(w) ?? CLIPS.get(singular(w));
        const person = namesPeople(w) || namesPeople(singular(w)) || isAudience(w) || TRADE_PEOPLE.test(w);
        if (w.length < 3 || STOPWORDS.has(w) || PRODUCT_KINDS.test(w) || threats.has(w) || CONDITIONS.test(w) || NUMBER_WORD.test(w) || ctx.understood.excluded.has(w)) continue;
        // (A unit measures, "in two hours" is no "Hour Drop"; a piece of a set compound is none of the visitor's subjects,
        // "open-source" is no "Source Scout".)
        // ("don't" is no "Donborrow".)
        if (UNITS.test(w) || new RegExp(`[a-z]-${w}\\b|\\b${w}-[a-z]|\\b${w}n?['\u2019]t\\b`).test(lower)) continue;
        // (A place or a name the visitor typed is kept whole elsewhere, never singularised, "Leed Fix".)
        if (isFrom(w) || [...ctx.places, ...ctx.properNouns].some((p) => p.toLowerCase().split(/\s+/).includes(w))) continue;
        // (An illness is clipped only where founders clip it, "Sepsight"; "Strokemend" reads as the illness mended.)
        if (isIllness(w) && !clip) continue;
        // (A security firm sounds like a security firm, never like its customers: "Purse Check", "Creditest" for banks. Other
        // products may take their customers' trade, "Surgisim" for surgeons.)
        if (params.what === "cybersecurity business" && forWhom(w) && !clip) continue;
        // (People the product serves give no word of their own; their world may still give one, "Ledger Check" for banks.)
        if (!clip && person && !JOBS.has(w)) {
          const fam = worldOf(w) ?? famOf(w);
          if (fam && !subjects.some((x) => x.fam === fam)) subjects.push({ w, clip: "", fam, person });
          continue;
        }
        if (!clip && (person || isAdjective(w) || GENERIC.has(w) || GENERIC.has(singular(w)) || !partsOfSpeech(singular(w)).includes("n") || /ing$/.test(w))) continue;
        const own = singular(w);
        const derived = [...Array(Math.max(0, own.length - 5)).keys()].map((i) => own.slice(0, i + 4)).find((p) => /^(ery|eries|er|ers|ist|ists|ian|ians|ics|ology|al)$/.test(own.slice(p.length)) && isKnownWord(p));
        const cut = clip ?? (own.length <= 6 ? own : derived);
        if ((!cut && !/^[a-z]{3,8}$/.test(own)) || subjects.some((x) => (cut && x.clip === cut) || x.w === w)) continue;
        // (Whom it is for points at its world even where the sentence alone leaves it open: "for banks" is the money's world.)
        // (A word that names a job itself, "contracts", "inventory", is a subject only in two words, "Contract Brief", never clipped.)
        subjects.push({ w, clip: JOBS.has(w) || !cut ? "" : cut, fam: worldOf(w) ?? (forWhom(w) || said[said.indexOf(w) - 1] === "for" ? famOf(w) : undefined) ?? undefined, person });
      }
      const clipPart = (s: { w: string; clip: string }): Part => ({ w: s.clip, g: CLIP_SAYS[s.clip] ?? "", keyword: false, src: "clip", from: s.w });
      const jobPart = (j: Job & { from: string }): Part => ({ w: j.w, g: j.g, keyword: false, src: "job", from: j.from });
      for (const s of subjects) {
        for (const j of jobs) {
          if (!s.clip || j.from === s.w || sameWord(s.clip, j.w) || s.clip === j.w) continue;
          // ("seps" + "sight": a clip that ends on the job's first letter shares it, "Sepsight".)
          const joined = s.clip.endsWith(j.w[0]) ? s.clip + j.w.slice(1) : s.clip + j.w;
          // ("Sepstest", "Spendround": three consonants at the seam are hard to say.)
          const seam = (s.clip.match(/[^aeiouy]+$/)?.[0] ?? "") + (joined === s.clip + j.w ? j.w.match(/^[^aeiouy]+/)?.[0] ?? "" : "");
          if (seam.length >= 3 || joined.length < 5 || joined.length > 11 || /(.)\1\1/.test(joined) || !pronounceable(joined) || accidentalWord(joined) || (/[aeiou]$/.test(s.clip) && /^[aeiou]/.test(j.w))) continue;
          subjectNames.push({ name: capitalize(joined), parts: [clipPart(s), jobPart(j)], reason: `'${capitalize(joined)}' holds what it is about and what it does in one short word that is easy to own`, origin: T.join, invented: true });
        }
        // The subject itself before the job, where it is a plain short thing of the visitor's: "Contract Brief", "Fracture Scan".
        const whole = singular(s.w);
        // (Never a word said as something done, "Read Scan", nor a job word before another job, "Test Scan".)
        if (!s.person && !forWhom(s.w) && !isIllness(s.w) && !verbal.has(s.w) && !actions.has(s.w) && /^[a-z]{3,8}$/.test(whole) && !CLIPS.has(s.w)) {
          for (const j of jobs.filter((j) => j.from !== s.w && !sameWord(whole, j.w) && (!JOBS.has(s.w) || actJobs.has(j.w))).slice(0, 2)) {
            subjectNames.push({ name: titleCase(`${whole} ${j.w}`), parts: [{ w: whole, g: "", keyword: true, src: "desc" }, jobPart(j)], reason: `'${titleCase(`${whole} ${j.w}`)}' names the thing and what is done to it, the whole offer in two words`, origin: "", invented: false });
          }
        }
        // A word of the subject's own world before the job: "Keg Count", "Ward Shield".
        // (Only the world of what it serves or is about, "for breweries", "sepsis": a describing word's or an audience's world
        // says nothing of the job, "Sawdust Stock" for craft breweries, "Willow Fit" for seniors. Only a job a noun can carry:
        // "Atom Grow", "Cell Mend" read as nothing.)
        const aboutIt = forWhom(s.w) || CLIPS.has(s.w) || /^(for|of|about)$/.test(said[said.indexOf(s.w) - 1] ?? "");
        // (Never the carers' words for a product used in hospitals, "Tend Check": the product is no carer.)
        const world = s.fam && s.fam.key !== "health" && aboutIt && !isAudience(s.w) && !MODIFIERS.has(s.w) ? familyParts(s.fam).filter((p) => /^[a-z]{3,7}$/.test(p.w)) : [];
        const pairJobs = jobs.filter((j) => !/^(grow|mend|cure|test|read|spot|find|scout|rent|borrow|coach|tutor|fit|draft)$/.test(j.w));
        for (const f of r.shuffle([...world]).slice(0, 3)) {
          const j = pairJobs.length > 0 ? r.pick(pairJobs) : null;
          if (!j || sameWord(f.w, j.w) || f.w === j.w) continue;
          subjectNames.push({ name: titleCase(`${f.w} ${j.w}`), parts: [f, jobPart(j)], reason: `'${titleCase(f.w)}' brings in the world of ${s.fam!.about} and '${capitalize(j.w)}' says the job, so ${titleCase(`${f.w} ${j.w}`)} tells the offer in two plain words`, origin: "", invented: false });
        }
      }
      const suffix = params.what === "VR and AR project" ? "VR" : params.what === "biotech company" ? "Bio" : params.what === "cybersecurity business" ? "Security" : params.what === "AI startup" ? "AI" : "";
      for (const [re, idioms] of IDIOMS) {
        if (!re.test(lower)) continue;
        for (const idiom of idioms) {
          const trade = suffix && idiom.name.includes(" ") === false && r.chance(0.5) ? suffix : undefined;
          const name = trade ? `${idiom.name} ${trade}` : idiom.name;
          if (subjectNames.some((b) => b.name.startsWith(idiom.name))) continue;
          subjectNames.push({ name, trade, parts: [{ w: idiom.name, g: idiom.g, keyword: false, src: "idiom" }], reason: `'${idiom.name}' says what you promise in words people already use, so it is understood and remembered after one hearing`, origin: "", invented: false });
        }
      }
      if (said.some((w) => /^(learn|learns|learning|learners?|lessons?|tutors?|tutoring|conversations?|speak|speaking|fluent|fluency|practise|practice)$/.test(w))) {
        for (const w of said) for (const t of TONGUES[w] ?? []) subjectNames.push({ name: t.name, parts: [{ w: t.name, g: t.g, keyword: false, src: "idiom", from: w }], reason: `'${t.name}' is a word of the language your learners come for, the first thing they will say`, origin: "", invented: false });
      }
      // Each kind in turn, so a result holds a word run into its job, a world's word, and an idiom, not three of one.
      const kinds = new Map<string, Built[]>();
      for (const b of r.shuffle(subjectNames.splice(0))) {
        const kind = b.parts[0].src === "idiom" ? "idiom" : b.invented ? "joined" : b.parts[0].src === "desc" ? "thing" : "world";
        kinds.set(kind, [...(kinds.get(kind) ?? []), b]);
      }
      // (The thing and what is done to it first, "Contract Brief": it says the whole offer.)
      if (plainTech) {
        // (A sample of the pool for this result, about one name in eight of it, and an idiom in about one result in three:
        // "Spare Change" in every list is no new idea the second time.)
        const idioms = kinds.get("idiom") ?? [];
        const rest = r.shuffle([...kinds.entries()].filter(([k]) => k !== "idiom").flatMap(([, l]) => l));
        const expected = Math.min(3, rest.length / 8);
        const n = Math.floor(expected) + (r.chance(expected - Math.floor(expected)) ? 1 : 0);
        subjectNames.push(...r.shuffle([...rest.slice(0, n), ...(idioms.length > 0 && r.chance(Math.min(IDIOM_CHANCE, 0.12 * idioms.length)) ? [r.pick(idioms)] : [])]));
      } else {
        const lists = [...(kinds.has("thing") ? [kinds.get("thing")!] : []), ...r.shuffle([...kinds.entries()].filter(([k]) => k !== "thing").map(([, l]) => l))];
        for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) subjectNames.push(l[i]);
      }
    }
    let subjectAt = 0;
    // (The first round takes only its share, or the same few would lead every result; the rest wait as spares, ahead of
    // invented words, "Velwyn", where the other kinds run dry.)
    let subjectQuota = 0;
    const buildSubject = (): Built | null => (subjectAt < Math.min(slot < 7 ? subjectQuota : subjectNames.length, subjectNames.length) ? subjectNames[subjectAt++] : null);

    // The older techniques, kept for a minority of names (and for every name
    // when the visitor gives no words at all).
    const keywordPart = (): Part | null => {
      if (typedParts.length > 0 && r.chance(0.85)) return r.pick(typedParts);
      if (relativeParts.length > 0 && r.chance(0.25)) return r.pick(relativeParts);
      if (familyPool.length > 0 && (descParts.length === 0 || r.chance(0.6))) return familyWord();
      if (descParts.length > 0) return r.pick(descParts);
      return typedParts.length > 0 ? r.pick(typedParts) : null;
    };
    const keywordChance = typedParts.length > 0 ? 0.8 : families.length > 0 ? 0.75 : 0.55;
    const basePart = (): Part => (fromDescription && r.chance(keywordChance) ? keywordPart() ?? themePart() : themePart());
    // With a description, the letter-shaping techniques work on the field's
    // own words ("Pagevault", "Holoify"): the description already leads the
    // other names, and these show which generator made them.
    // A random request ("names for a flower delivery service") has no field at all: the description is everything.
    const plainField = (/\b(app|SaaS product|startup|tech startup|name)$/.test(params.what) || ctx.generator.slug === "random") && params.style !== "invented";
    const fieldHalf = (): Part => (fromDescription || r.chance(0.5) ? themePart() : tailPart());
    // Software and startups have no trade words of their own: half their shaped names work on the visitor's words ("Shiftly").
    const fieldOrBase = (): Part => (fromDescription && !(plainField && r.chance(0.5)) ? themePart() : basePart());

    const build = (technique: Technique): Built | null => {
      const reason = REASON[technique];
      switch (technique) {
        case "compound": {
          const a = basePart();
          const b = fieldHalf();
          if (a.w === b.w) return null;
          // Professional and classic names read better as two words ("Bright Partners", "North & Co").
          const spaced = base === "professional" || base === "classic" || b.w.includes(" ");
          if (spaced) return { name: titleCase(`${a.w} ${b.w}`), parts: [a, b], reason, origin: T.firm, invented: false };
          // "Cleaningoak": an -ing word does not run into another.
          if (!cleanSeam(one(a), b.w) || /ing$/.test(one(a))) return null;
          return { name: capitalize(one(a) + b.w.toLowerCase()), parts: [a, b], reason, origin: T.join, invented: false };
        }
        case "affix": {
          const a = fieldOrBase();
          const s = r.pick(suffixes);
          const joined = joinAffix(one(a), s);
          // "vector" + "ora" -> "vectorora" stutters; reject repeated letter pairs.
          if (!joined || joined === a.w || /(..)\1/.test(joined)) return null;
          return { name: capitalize(joined), parts: [a], reason, origin: T.affix, suffix: s, invented: true };
        }
        case "blend": {
          const a = basePart();
          const b = themePart();
          if (a.w === b.w) return null;
          const blended = overlapBlend(one(a), b.w.toLowerCase());
          if (!blended || /(..)\1|(.)\2\2/.test(blended) || blended.length < 4 || blended.length > 11 || blended === a.w || blended === b.w) return null;
          return { name: capitalize(blended), parts: [a, b], reason, origin: T.blend, invented: true };
        }
        case "respell": {
          const a = fieldOrBase();
          if (one(a).length > 7) return null;
          const re = respell(one(a));
          if (!re) return null;
          // A respelling stands alone, as Lyft and Flickr do: with a tail it reads as a typo ("Summythub", "Bobbynhub").
          return { name: capitalize(re), parts: [a], reason, origin: T.respell, invented: true };
        }
        case "root": {
          const root = r.pick(roots);
          const found = fromDescription ? themePart() : null;
          // A root runs into a word only where it ends on a vowel ("Terraloop", "Vitaleaf"); "Thermhearth", "Fortpaw" read as two words jammed.
          const open = /[aeiou]$/.test(root.w);
          const kw = found && open && cleanSeam(root.w, one(found)) ? found : null;
          if (found && open && !kw) return null;
          const name = kw ? capitalize(root.w + one(kw)) : capitalize(joinAffix(root.w, r.pick(ROOT_ENDINGS)));
          // ("Corora", "Clarara": an ending that says the root's last sound again stutters.)
          if (/(..)\1/i.test(name)) return null;
          const parts: Part[] = [{ ...root, keyword: false, src: "root" }];
          if (kw) parts.push(kw);
          return { name, parts, reason, origin: T.root, invented: true };
        }
        case "twoWord": {
          const adj = adjectivePart();
          const noun = fieldOrBase();
          if (adj.w === noun.w) return null;
          const extra = params.suffixNouns && r.chance(0.35) ? r.pick(params.suffixNouns) : undefined;
          return { name: titleCase(`${adj.w} ${noun.w}${extra ? ` ${extra}` : ""}`), parts: [adj, noun], trade: extra, reason, origin: "", invented: false };
        }
        case "ampersand": {
          const a = basePart();
          const b = themePart();
          // "Tracking & Cadence": an activity is not one of two things joined by '&'.
          if (a.w === b.w || [a, b].some((p) => (p.keyword || said.includes(p.w.toLowerCase())) && /ing$/.test(p.w))) return null;
          const co = r.chance(0.3);
          const name = co ? `${titleCase(a.w)} & Co.` : `${titleCase(a.w)} & ${titleCase(b.w)}`;
          return { name, parts: co ? [a] : [a, b], reason, origin: T.ampersand, invented: false };
        }
        case "rhyme": {
          const a = fieldOrBase();
          const m = a.w.toLowerCase().match(/^([^aeiou]*)(.+)$/);
          if (!m || m[2].length < 2) return null;
          const onset = r.pick(ONSETS.filter((o) => o !== m[1]));
          const rhymed = onset + m[2];
          // "Drift Spift", "Potting Clotting": the echo must be a real word, and a pleasant one.
          if (!pronounceable(rhymed) || !isKnownWord(rhymed) || isUnpleasant(rhymed)) return null;
          const joined = r.chance(0.5) && cleanSeam(a.w, rhymed, 12);
          const name = joined ? capitalize(a.w.toLowerCase() + rhymed) : `${capitalize(a.w)} ${capitalize(rhymed)}`;
          return { name, parts: [a], reason, origin: T.rhyme, echo: rhymed, invented: false };
        }
        case "alliterate": {
          const a = basePart();
          const first = a.w[0]?.toLowerCase() ?? "b";
          const matches = [...adjectives, ...ADJECTIVES.playful, ...ADJECTIVES.modern, ...vocabParts].filter((w) => w.w[0] === first && w.w !== a.w);
          if (matches.length === 0) return null;
          const b: Part = { ...r.pick(matches), keyword: false, src: "style" };
          return { name: titleCase(`${b.w} ${a.w}`), parts: [b, a], reason, origin: T.alliterate, invented: false };
        }
      }
    };

    // What each part of a name is, in plain words, for the "meaning" text:
    // as a clause for real-word names, as a noun phrase for invented ones.
    const explain = (p: Part): string => {
      if (p.src === "typed") return `'${p.w}' is your own keyword`;
      if (p.src === "place") return placeIs(p.w) === "landmark" ? `'${p.w}' says what you are next to` : placeIs(p.w) === "origin" ? `'${p.w}' is where it is made` : `'${p.w}' is the place named in your description`;
      // The visitor's own word needs no gloss, only where it belongs.
      // "plant pot": a noun in front of another names what it is for, not a feel ("'plant', the feel you described").
      // Only a word of mood is a feel ("bright", "playful"); "mobile", "legal" or "vegan" say what it is ("'legal', the feel you described").
      // ("'RAW', the feel you described" for RAW photo editing: a word typed in capitals is a format or an initialism, no mood.)
      if (p.src === "modifier") return FEEL_WORDS.has(p.w.toLowerCase()) && !typedWords.has(p.w.toUpperCase()) ? `'${p.w}', the feel you described` : `'${p.w}', in your own words`;
      if (p.src === "desc" || p.src === "phrase") return `'${p.w}', in your own words`;
      if (p.src === "family" && p.fam) return `'${p.w}' is ${p.g}, for ${p.fam.about} in your description`;
      if (p.src === "relative") return `'${p.w}' is close in meaning to '${p.from}' in your description`;
      if (p.src === "act") return p.g ? `'${capitalize(p.w)}' is what it does, your '${p.from}' in one word` : `'${p.w}' is what you do, in your own words`;
      if (p.src === "how") return `'${p.w}' ${p.g}`;
      if (p.src === "clip") return p.w === singular(p.from ?? "") ? `'${capitalize(p.w)}', in your own words` : `'${capitalize(p.w)}' is your '${p.from}', cut short${p.g && p.g !== p.from ? ` (${p.g})` : ""}`;
      if (p.src === "job") return `'${capitalize(p.w)}' ${p.g}, for your '${p.from}'`;
      if (p.src === "idiom") return `'${p.w}' ${p.g}`;
      if (p.src === "theme") return p.g ? `'${p.w}' is ${p.g}, from the ${params.field ? readable(params.field) : params.what} vocabulary` : `'${p.w}'`;
      if (p.src === "root") return `'${p.w}' is Latin or Greek for ${p.g}`;
      return p.g ? `'${p.w}' suggests ${p.g}` : `'${p.w}'`;
    };
    const source = (p: Part): string => {
      if (p.src === "typed") return `your keyword '${p.w}'`;
      if (p.src === "place") return placeIs(p.w) === "origin" ? `'${p.w}', where it is made` : `'${p.w}', the place in your description`;
      if (p.src === "desc" || p.src === "modifier" || p.src === "phrase") return `'${p.w}' from your description`;
      if (p.src === "family" && p.fam) return `'${p.w}' (${p.g}, for ${p.fam.about} in your description)`;
      if (p.src === "relative") return `'${p.w}' (close to '${p.from}' in your description)`;
      if (p.src === "act" || p.src === "how" || p.src === "job") return `'${p.w}' (from '${p.from}' in your description)`;
      if (p.src === "clip") return p.w === singular(p.from ?? "") ? `'${p.w}' from your description` : `'${p.w}' (your '${p.from}', cut short)`;
      if (p.src === "root") return `the Latin or Greek root '${p.w}' (${p.g})`;
      return p.g ? `'${p.w}' (${p.g})` : `'${p.w}'`;
    };

    // A typed keyword may lead several names; a described word three; any other
    // word at most two, so a result of fifteen shows fifteen different ideas.
    // One noun alone ("a sailing boat") may lead one more: it is all the visitor gave.
    const keywordBudget = new RootBudget(typed.length > 0 ? 5 : descParts.length === 1 ? 4 : 3);
    const wordBudget = new RootBudget(2);
    const tradeBudget = new RootBudget(2);
    // "Grocery Systems", "Grocery Studio", "Grocery Co.": a plain trade word
    // after the visitor's noun is honest for a plumber, flat for an app or a
    // product, and a handful of them would come back in every result.
    // For an app or a startup the pair is flat ("Habit Technologies", "Grocery Co."): none; a product or a brand gets two,
    // a business three: the handful of trade words would otherwise fill every result with the same few names.
    const maxTrades = /\b(app|saas|startup|name)\b/i.test(params.what) ? 0 : /\b(product|brand)\b/i.test(params.what) ? 2 : 3;
    let trades = 0;
    const phraseBudget = new RootBudget(1);
    // The visitor's describing words ("bright", "playful") lead two candidates each: more would make
    // every result "Bright …" and "Playful …" with a different second word.
    const modifierBudget = new RootBudget(2);
    const emitted = new Set<string>();
    // A shape's tradition is told once in a result, on the first name of that shape.
    const traditionsSaid = new Set<string>();
    const fieldName = params.field ? readable(params.field) : params.what;
    /** Where one part of a name comes from, as a clause: the visitor's words, a field's language, a root. */
    const provenance = (p: Part): string => {
      const w = `'${titleCase(p.w)}'`;
      if (p.src === "typed") return `${w} is the keyword you typed`;
      if (p.src === "place") return placeIs(p.w) === "landmark" ? `${w} is what you are next to` : placeIs(p.w) === "origin" ? `${w} is where it is made` : `${w} is the place you named`;
      if (p.src === "desc") return `${w} is your own word`;
      if (p.src === "phrase") return `${w} is a phrase of yours`;
      if (p.src === "modifier") return `${w} is how you described it yourself`;
      if (p.src === "family" && p.fam) return triggerOf.has(p.fam) ? `${w} comes from the language of ${p.fam.about}, which your word '${triggerOf.get(p.fam)}' calls up` : `${w} comes from the language of ${p.fam.about}, which your description calls up`;
      if (p.src === "relative") return `${w} is a dictionary neighbour of your word '${p.from}'`;
      if (p.src === "act") return p.g ? `${w} is what it does, said for your word '${p.from}'` : `${w} is what you do, in your word '${p.from}'`;
      if (p.src === "how") return `${w} ${p.g}`;
      if (p.src === "clip") return p.w === singular(p.from ?? "") ? `${w} is your own word` : `${w} is your word '${p.from}', cut short`;
      if (p.src === "job") return `${w} is what it does, said for your word '${p.from}'`;
      if (p.src === "idiom") return (p.from ? `${w} is everyday ${capitalize(p.from)}` : `${w} is said in everyday English`);
      if (p.src === "theme") return `${w} is a familiar word in ${fieldName} names`;
      if (p.src === "root") return `${w} is a classical root meaning ${p.g}`;
      return p.g ? `${w} is everyday English for ${p.g}` : `${w} is an everyday English word`;
    };
    const originOf = (built: Built): string => {
      const [x, y] = built.parts;
      const pieces = built.parts.length === 2 && x.src === "theme" && y.src === "theme" ? [`'${titleCase(x.w)}' and '${titleCase(y.w)}' are both familiar words in ${fieldName} names`] : built.parts.map(provenance);
      if (built.echo) pieces.push(`'${titleCase(built.echo)}' is its rhyming echo`);
      if (built.suffix && SUFFIX_ORIGIN[built.suffix]) pieces.push(SUFFIX_ORIGIN[built.suffix]);
      if (built.trade) pieces.push(`'${built.trade}' names the trade plainly`);
      let text = built.invented ? `'${built.name}' is a coined word: ${pieces.join("; ")}.` : `${capitalize(pieces.join("; "))}.`;
      if (built.origin && !traditionsSaid.has(built.origin)) {
        traditionsSaid.add(built.origin);
        text += ` ${built.origin}`;
      }
      return text;
    };

    // Of every seven names, most come from the description's words, two lead
    // with the generator's own field, and the rest use the style's
    // letter-shaping techniques. The first is always described and the second
    // always the field's, so the top of the list shows both.
    type Slot = "described" | "themed" | "technique" | "act" | "subject";
    // Software and startups have no trade of their own to show: their field's words ("Pixelshift",
    // "Relay Data") say nothing of the product, so the description leads one more name in seven.
    const share = fromDescription ? (DESCRIBED_SHARE[params.style] ?? DEFAULT_SHARE) + (plainField ? 1 : 0) : 0;
    const themed = fromDescription ? THEMED_SHARE - (plainField ? 1 : 0) : 0;
    const slots: Slot[] = r.shuffle(Array.from({ length: 7 }, (_, i): Slot => (i < share ? "described" : i < share + themed ? "themed" : "technique")));
    const lead = (kind: Slot, at: number) => {
      const i = slots.indexOf(kind, at);
      if (i > at) [slots[at], slots[i]] = [slots[i], slots[at]];
    };
    if (share > 0) lead("described", 0);
    if (themed > 0) lead("themed", 1);
    // One name in seven says what the offer does ("Blade Check", "Curbside Groom"), in place of a described one.
    // (Only in some results: the few words for what is done would otherwise name the same "Sitter Match" every time.)
    if (actsUsable && actKinds >= 2 && share >= 2 && ctx.generator.slug !== "random" && ctx.generator.slug !== "domain" && r.chance(ACT_CHANCE * Math.min(1, actKinds / 4))) {
      for (let n = 1, i = 6; n > 0 && i >= 0; i--) {
        if (slots[i] === "described" && i !== 0) {
          slots[i] = "act";
          n--;
        }
      }
    }
    // (Technology products: the names of their subject and job take the turns of the field's stock words and invented shapes,
    // "Test Formula", "Celix", and of some described ones; what is left says the description's own words.)
    // (As many as the pool allows without the same few coming back in every result: about one in eight of them a result,
    // rounded by chance, at most three.)
    if (plainTech && subjectNames.length > 0) {
      let n = subjectNames.length;
      subjectQuota = n;
      for (const kind of ["technique", "themed", "described"] as Slot[]) for (let i = 6; i >= 1 && n > 0; i--) if (slots[i] === kind) { slots[i] = "subject"; n--; }
    } else if (subjectNames.length >= 2) {
      const expected = subjectNames.length / 6;
      let n = Math.max(1, Math.min(3, Math.floor(expected) + (r.chance(expected - Math.floor(expected)) ? 1 : 0)));
      subjectQuota = n;
      for (const kind of ["technique", "themed", "described"] as Slot[]) for (let i = 6; i >= 1 && n > 0; i--) if (slots[i] === kind) { slots[i] = "subject"; n--; }
    }
    const describedPlan = DESCRIBED_PLAN[params.style] ?? DESCRIBED_PLAN.modern;
    let slot = 0;
    let misses = 0;
    let actsMade = 0;
    const spelled = new Set((ctx.description.match(/\b[A-Z]{2,5}s?\b/g) ?? []).map((w) => w.replace(/s$/, "").toLowerCase()));

    const attempt = (): ReturnType<ReturnType<Maker>> => {
      const kind = slots[slot % 7];
      const built =
        kind === "described"
          ? fromParts.length > 0 && r.chance(0.15)
            ? buildFrom()
            : r.chance(coreShare)
            ? buildCore()
            : buildDescribed(r.pick(describedPlan))
          : kind === "themed"
            ? buildThemed()
            : kind === "act" && actsMade < ACTS_PER_RESULT
              ? buildAct()
              : kind === "act"
              ? buildDescribed(r.pick(describedPlan))
              : kind === "subject"
              ? buildSubject() ?? (plainTech ? build(r.pick(plan)) : buildDescribed(r.pick(describedPlan)))
              : build(r.pick(plan));
      if (!built || built.name.length < 3 || accidentalWord(built.name.replace(/[^a-z]/gi, ""))) return null;
      // Technology products: no stock mood before a word ("Easy Inventory", "Steady Purchase"), no '&' between two unrelated
      // ideas ("Orbit & Test"), and never the threat, the customers or people as a word of the name ("Balm Ransomware", "Sure
      // Hospital", "Silver Surgeon"); a clipped subject stays ("Surgisim").
      if (techMaker && !plainTech && !actBuilt.has(built) && !subjectNames.includes(built)) {
        if (built.parts.some((p) => p.src === "style" || (p.src !== "desc" && p.src !== "modifier" && p.src !== "typed" && MOOD_WORDS.has(p.w.toLowerCase()) && isAdjective(p.w.toLowerCase())))) return null;
        if (base !== "classic" && built.name.includes("&")) return null;
        const plain = built.parts.filter((p) => p.src !== "clip" && p.src !== "job" && p.src !== "idiom");
        const says = plain.flatMap((p) => p.w.toLowerCase().split(/\s+/));
        if (says.some((w) => threats.has(w) || THREATS.test(w) || THREATS.test(singular(w)))) return null;
        // (A word of the customers' trade may still lead one, "Dog Shift" for software for dog groomers; the customers never end it.)
        const head = /\s/.test(built.name) ? singular((built.trade ? built.name.slice(0, -built.trade.length) : built.name).trim().split(/\s+/).pop()!.toLowerCase()) : "";
        const person = (w: string) => (namesPeople(w) || namesPeople(singular(w)) || isAudience(w) || TRADE_PEOPLE.test(w)) && !TECH_WORLDS.has(w);
        if (head && (person(head) || forWhom(head)) && says.includes(head)) return null;
        if (built.trade && says.some((w) => person(w))) return null;
        if (!/\s/.test(built.name) && says.some((w) => person(w))) return null;
      }
      // ("Lily Funeral", "Easy Carpet": a name that ends on what the trade's people work on says the trade whole, "Lily Funeral Directors".)
      const [head, end, ...rest] = built.name.split(" ");
      // ("Key Roofing" says its trade already.)
      const whole = !built.trade && end && rest.length === 0 && built.parts.length === 2 && !activityWord(end) ? staff.objects.get(singular(end.toLowerCase())) : undefined;
      if (whole) Object.assign(built, { name: `${head} ${whole}`, trade: whole, parts: built.parts.slice(0, 1) });
      const keywordRoots = built.parts.filter((p) => p.keyword).map((p) => (p.src === "place" ? p.w : singular(p.w)));
      const otherRoots = built.parts.filter((p) => !p.keyword).map((p) => p.w);
      // (Asked first: most attempts on a long description end here, and the checks below cost more.)
      // A phrase ("Rainy Day") is distinctive enough to lead one name only.
      const phrases = built.parts.filter((p) => p.src === "phrase").map((p) => p.w);
      const describingWords = built.parts.filter((p) => p.src === "modifier").map((p) => p.w);
      // The cap is on the visitor's word plus a trade word; the field's own ("Keystone Security") stay free.
      const ownTrade = Boolean(built.trade) && keywordRoots.length > 0;
      if (!keywordBudget.allows(...keywordRoots) || !wordBudget.allows(...otherRoots) || !phraseBudget.allows(...phrases) || !modifierBudget.allows(...describingWords) || (built.trade && !tradeBudget.allows(built.trade)) || (ownTrade && trades >= maxTrades)) return null;
      // ("Tsukiforce", "Yuzuflare": a word of another language is never written into another word.)
      // ("Feast Wedding", "Pantry & Birthday" for a caterer: one occasion ends no name of separate words; it says which, "Wedding Feast".)
      if (!built.trade && /\s/.test(built.name) && /^(Wedding|Party|Event|Birthday|Christening|Celebration|Anniversary|Festival|Funeral|Reception|Occasion)$/.test(built.name.split(" ").pop() ?? "")) return null;
      // ("Japanese Umami": where a thing is from and its kitchen's word say one thing twice.)
      const kitchen = built.parts.find((p) => p.fam?.key.startsWith("cuisine-"));
      if (kitchen && ((!/\s/.test(built.name) && built.name.toLowerCase() !== kitchen.w.toLowerCase()) || built.name.split(/\s+/).some((w) => isFrom(w)))) return null;
      // ("Gcsebeam", "Nhsloop": letters said one by one are never written into another word.)
      // ("Dog walkinghub": an activity with its object is two words, never run into a third.)
      if (!/\s/.test(built.name) && built.parts.some((p) => spelled.has(p.w.toLowerCase()) || p.w.includes(" "))) return null;
      // Title case keeps "van" and "de" low for surnames ("van Gogh"); in a brand they are words ("Kibble Van").
      built.name = built.name.replace(/(?<= )(van|von|de|da|du|del|la|le)(?= |$)/g, (w) => capitalize(w));
      // "Fresh & Fable": both sides of an ampersand name things.
      if (!ampersandJoinsNouns(built.name)) return null;
      // "Nutrient & Metropolis": two stand-in words make a name about nothing the visitor said.
      if (built.parts.filter((p) => p.src === "relative").length > 1) return null;
      // "Coffee & Java", "Tutor Coach": two words WordNet gives as one say one thing twice.
      // ("Coach Tutors": the trade word counts as one of the name's words.)
      const lowered = [...built.parts.map((p) => singular(p.w.toLowerCase())), ...(built.trade ? built.trade.toLowerCase().split(/\s+/).map(singular) : [])];
      if (lowered.some((a, i) => lowered.some((b, j) => j > i && sameWord(a, b)))) return null;
      // "Pup Dog": a word whose meaning is the other word says it twice ("pup" is a young dog).
      if (built.parts.some((x) => x.g && !x.keyword && built.parts.some((y) => y !== x && y.keyword && glossSays(x.g, y.w)))) return null;
      const last = built.parts.at(-1);
      // ("Language Learning Speech": an activity with what it is done to ends a name, or stands before an ampersand.)
      if (!built.name.includes("&") && built.parts.slice(0, -1).some((p) => p.w.includes(" ") && isCore(p))) return null;
      // "House Home", "Sock Little Co.": the trade word must add something to the word before it.
      if (built.trade && last && !tradeReads(last, built.trade)) return null;
      // ("Cybersecurity Defense", "Fitness Athletics": a field's own trade word after a word that names the field says it twice.)
      if (built.trade && last && !COMPANY_WORDS.test(built.trade) && Object.entries(THEME_TRADES).some(([field, words]) => words.includes(built.trade!) && last.w.toLowerCase().includes(field))) return null;
      // What an activity is done to takes no trade word but that activity ("House Cleaning", never "House Living" or "Window Home"),
      // nor a word of the field's vocabulary before it ("Brick House", "Nest House" for house cleaning).
      if (built.trade && last && actedOn.has(last.w)) return null;
      if (built.parts.length > 1 && last && actedOn.has(singular(last.w.toLowerCase())) && built.parts.some((p) => p.src === "theme")) return null;
      const key = built.name.toLowerCase();
      if (emitted.has(key)) return null;
      // "Roast Roasters", "Ridge Ridgeline": one word said twice.
      const pieces = /\s/.test(built.name) ? built.name.split(/\s+/) : built.parts.map((p) => p.w);
      if (pieces.length > 1 && doublesWord(pieces)) return null;
      // A product's name does not end on what it is made of or for ("Smart Silicone", "Desk Co." for a desk mat),
      // nor on a word of that world or of a world a describing word called up ("Reusable Fork" for a food bag,
      // "Timber Lathe" for wooden boards): the last word of a name says what the thing is.
      const named = built.trade ? built.name.slice(0, -built.trade.length).trim().split(/\s+/) : pieces;
      // ("Polish Works", "Greek Studio": where a thing is from takes only its world's own trade word, "Polish Kitchen".)
      if (built.trade && named.length === 1 && isFrom(named[0]) && !familyTrades.some((t) => t.t === built.trade)) return null;
      // ("Phone Co." for phone screen repairs: a word that only says which thing is worked on takes no bare company word.)
      if (built.trade && COMPANY_WORDS.test(built.trade) && named.length === 1 && leading.has(singular(named[0].toLowerCase()))) return null;
      // ("Bright Cleaning", "Fresh Cleaning": a describing word before the bare doing says nothing of what is cleaned.)
      if (built.trade && /ing$/.test(built.trade) && named.length === 1 && built.parts.length === 1 && isAdjective(built.parts[0].w.toLowerCase())) return null;
      // ("Greekdock": where a thing is from is never written into another word.)
      if (!/\s/.test(built.name) && built.parts.some((p) => isFrom(p.w))) return null;
      // ("Salt Korean", "Italian & Knead": where a thing is from describes the word after it, never ends a name or a pair.)
      if (named.length > 1 && (leading.has(singular(named[named.length - 1].toLowerCase())) || isFrom(named[named.length - 1]) || named.some((w, i) => named[i + 1] === "&" && isFrom(w)))) return null;
      const words = params.what === "product" && descParts.length > 0 ? named : [];
      const lastPart = built.parts[built.parts.length - 1];
      // ("Early File", "Logic Read": the visitor's word said as something done.)
      if (/\s/.test(built.name) && lastPart?.src === "desc" && verbal.has(lastPart.w.toLowerCase())) return null;
      // ("Harbor Hair", "Week Dentistry" for booking software for hair salons or dentists: the trade software is made for leads a
      // name or joins into one word, "Hair Rota", "Doglantern"; ending one, it names a salon.)
      if (software && /\s/.test(built.name) && !built.trade && lastPart?.src === "desc" && forWhom(lastPart.w.toLowerCase())) return null;
      // "Sign Steady", "Stream Bright": a describing word of a field's world goes before a noun, never after one.
      if (named.length > 1 && !built.trade && lastPart && lastPart.src !== "desc" && lastPart.src !== "place" && lastPart.src !== "typed" && named[named.length - 1].toLowerCase() === lastPart.w.toLowerCase() && isAdjective(lastPart.w)) return null;
      if (words.length > 1 || (words.length > 0 && built.trade)) {
        if (attributive.has(singular(words[words.length - 1].toLowerCase()))) return null;
        if (lastPart?.src === "family" && lastPart.fam?.kind === "thing" && !headFamilies.has(lastPart.fam) && (weights[families.indexOf(lastPart.fam)] < 4 || holder)) return null;
        // ("Heron Co." for a water bottle: a trade word after a word of the contents' world names a firm of that world.)
        if (built.trade && holder && lastPart?.src === "family" && lastPart.fam && !headFamilies.has(lastPart.fam)) return null;
        if (lastPart?.src === "relative" && lastPart.from && attributive.has(singular(lastPart.from))) return null;
      }
      // Invented spellings must still be sayable; real-word compounds always are.
      if (built.invented && !pronounceable(built.name.replace(/[^a-z]/gi, ""))) return null;
      if (kind === "act") actsMade++;
      keywordBudget.spend(...keywordRoots);
      phraseBudget.spend(...phrases);
      modifierBudget.spend(...describingWords);
      wordBudget.spend(...otherRoots);
      if (built.trade) tradeBudget.spend(built.trade);
      if (ownTrade) trades++;
      emitted.add(key);

      const feel = (STYLE_TRAITS[params.style] ?? STYLE_TRAITS.modern).slice(0, 2).join(" and ").toLowerCase();
      const explained = built.parts.map(explain);
      if (built.trade) explained.push(tradeSays(built.trade));
      const label = [...built.parts.map((p) => capitalize(p.w)), ...(built.trade ? [built.trade] : [])].join(" + ");
      const meaning = built.invented
        ? `A new word that carries ${listing(built.parts.map(source))}, for a name that feels ${feel}.`
        : `${label}: ${explained.join("; ")}.`;
      const where = built.parts.find((p) => p.src === "place");
      if (where && built.reason === DESCRIBED_REASON.place) {
        const kind = placeIs(where.w);
        built.reason = kind === "landmark" ? "naming what you are next to tells passers-by where to find you" : kind === "origin" ? "naming where it is made tells people where it comes from" : remote ? "a place in the name gives it a home people can picture" : built.reason;
      }
      // ("Fits a rhyming brand" for "Kibble Dog Grooming": a style of making names is claimed only by a name made in it.)
      const style = !SHAPE_STYLES.has(params.style) || showsStyle(built, params.style) ? `${readable(params.style)} ` : "";
      const reason = built.reason === DESCRIBED_REASON.and && base !== "classic" ? AND_REASON : built.trade && COMPANY_WORDS.test(built.trade) && built.reason === DESCRIBED_REASON.trade ? COMPANY_REASON : built.reason;
      let why = `Fits ${withArticle(`${style}${params.what}`)}${params.field ? ` in ${readable(params.field)}` : ""}: ${reason}.`;
      const typedUsed = built.parts.filter((p) => p.src === "typed").map((p) => `'${p.w}'`);
      const fromText = [
        ...built.parts.filter((p) => p.src === "desc" || p.src === "modifier" || p.src === "phrase" || p.src === "place").map((p) => `'${p.w}'`),
        // (A family label is no word of the visitor's: "It echoes 'teams and work' in your description" quoted nothing they wrote.)
        ...built.parts.filter((p) => p.src === "family" && p.fam && triggerOf.has(p.fam)).map((p) => `'${triggerOf.get(p.fam!)}'`),
        ...built.parts.filter((p) => (p.src === "relative" || p.src === "act" || p.src === "how" || p.src === "clip" || p.src === "job") && p.from).map((p) => `'${p.from}'`),
      ].filter((v, i, all) => all.indexOf(v) === i);
      if (typedUsed.length > 0) why += ` Uses your keyword ${listing(typedUsed)} so people connect the name with what you do.`;
      if (fromText.length > 0) why += ` It echoes ${listing(fromText)} in your description.`;
      return general(built.name, meaning, traits(r, STYLE_TRAITS[params.style] ?? STYLE_TRAITS.modern, ["Memorable", "Distinctive", "Easy to say"]), why, originOf(built));
    };

    // Kinds of name that have run dry: their turns go to the others, so the ranker still has spares to choose from
    // (a description of one word, "customer feedback", spent its budget in seven names and left the ranker nothing else).
    const dry = new Set<Slot>();
    const kinds = new Set(slots).size;
    const next = () => {
      slot++;
      for (let i = 0; i < 7 && dry.has(slots[slot % 7]) && dry.size < kinds; i++) slot++;
    };
    return () => {
      const made = attempt();
      if (made) {
        next();
        misses = 0;
      } else if (++misses >= 30) {
        // This kind of name has run dry (a tiny description, a long list): move on.
        dry.add(slots[slot % 7]);
        next();
        misses = 0;
      }
      return made;
    };
  };
}

// Verbs too common to name anything ("helps", "plays", "lets", "makes").
// Verbs whose object is whom the business goes to or looks after, not what it offers.
/** A word made of two nouns the dictionary knows ("lunch" + "box", "ear" + "bud"). */
function joinedNouns(word: string): boolean {
  for (let i = 3; i <= word.length - 3; i++) if (partsOfSpeech(word.slice(0, i)).startsWith("n") && partsOfSpeech(word.slice(i)).startsWith("n")) return true;
  return false;
}

const CUSTOMER_VERBS = new Set(["visit", "serve", "reach", "meet", "supply", "cater"]);
// What a thing is packed in.
const PACKAGING = /^(packaging|packs?|jars?|tins?|bottles?|pouch(es)?|boxes|tubes?|cans?|sachets?|cartons?|wrappers?|wrapping|containers?|refills?)$/;
const VEHICLES = /^(vans?|trucks?|buses|bus|trailers?|carts?|caravans?|lorr(y|ies)|trikes?|horseboxes|horsebox|boats?|barges?)$/;
const EVERYDAY_VERBS = new Set(["build", "create", "last", "play", "help", "make", "let", "get", "keep", "take", "give", "use", "find", "need", "want", "love", "like", "go", "come", "have", "do", "work", "run", "show", "turn", "put", "bring", "allow", "enable", "visit", "sell", "offer", "serve", "hire", "send", "pick", "stop", "call", "reach", "meet", "arrive", "fix", "tell", "say", "know", "see", "look"]);

/**
 * Whether a trade word reads after a name's word: not "Sock Little Co." or "Oat Earth Co."
 * (a describing trade after the visitor's noun), not "House Home" (the trade says the word again).
 */
// Trades done in or for a customer's home, whose names take the plain words of trust (TRADE_MOODS.trade).
const HOME_TRADES = new Set(["roof", "chimney", "stove", "decorating", "windows", "driving", "laundry", "flooring", "heating", "tree", "handyman", "scaffold", "kitchens", "plumbing", "electric", "lock", "pest", "clean", "build", "metal", "car", "recruit", "home"]);
const TRADE_MOODS: Record<string, RegExp> = {
  trade: /^(bright|true|clear|swift|fresh|smart|good|easy|simple|steady|neat|sure|honest|happy)$/,
  funeral: /^(kind|good|true|steady|honest|quiet)$/,
};

// The people of a trade, said of the business itself ("dog walkers", "a wedding photographer"), never whom it serves.
const TRADE_PEOPLE =
  /^(walkers?|sitters?|groomers?|trainers?|fitters?|installers?|engineers?|electricians?|plumbers?|builders?|roofers?|painters?|decorators?|plasterers?|joiners?|carpenters?|bricklayers?|tilers?|glaziers?|landscapers?|gardeners?|cleaners?|surgeons?|directors?|undertakers?|photographers?|videographers?|florists?|caterers?|barbers?|tailors?|dressmakers?|locksmiths?|blacksmiths?|mechanics?|movers?|couriers?|instructors?|tutors?|therapists?|physiotherapists?|osteopaths?|chiropractors?|opticians?|accountants?|bookkeepers?|solicitors?|surveyors?|upholsterers?|stonemasons?|masons?|thatchers?|scaffolders?|arborists?|farriers?|sweeps?|valeters?|detailers?|technicians?|repairers?|restorers?|organi[sz]ers?|planners?|makers?|brewers?|roasters?|distillers?|butchers?|bakers?|fishmongers?|greengrocers?|cobblers?|jewellers?|jewelers?)$/;
// What a trade offers, said as one plural or a noun of its own: "phone repairs", "scaffolding hire", "house removals" ("Phone Repairs").
const TRADE_SERVICES = /^(repairs|hire|removals|installations)$/;
// ("dry cleaners", "gas engineers": a word before the people that says which trade, though the dictionary calls it a describing word.)
const TRADE_OBJECTS = /^(dry|gas|oil|solar|mobile|wedding|funeral|tree|dog|cat|pet|horse|window|gutter|chimney|kitchen|bathroom|carpet|floor|flooring|roof|boiler|heating|garden|landscape|house|office|commercial|domestic|event|party|portrait|family|tattoo|hair|nail|beauty|car|van|bike|cycle|motorbike|piano|guitar|music|maths|english|driving|swimming|dance|yoga|fitness|personal|wine|beer|coffee|cake)$/;

/**
 * The trade a business names by its people ("friendly dog walkers in Leeds" -> "Dog Walkers"; "painters and decorators" ->
 * "Painters & Decorators"), with the words for them; the people it serves (`serves`) are left out.
 */
export function tradePeople(said: readonly string[], serves: (w: string) => boolean): { words: Set<string>; trades: string[]; objects: Map<string, string> } {
  const people = new Set<string>();
  const objects = new Map<string, string>();
  const trades: string[] = [];
  for (let i = 0; i < said.length; i++) {
    const w = said[i];
    if (!(TRADE_PEOPLE.test(w) || TRADE_SERVICES.test(w)) || serves(w) || serves(singular(w))) continue;
    // ("a van that comes to your office": a word said after a verb's "to" or "by" is no trade of the business's own.)
    if (i > 0 && /^(for|to|by|with|from|like|than)$/.test(said[i - 1])) continue;
    people.add(w);
    people.add(singular(w));
    const before = said[i - 1] ?? "";
    // ("a roofer in Swansea": a firm is named for its people in the plural, "Swansea Roofers".)
    let trade = titleCase(TRADE_PEOPLE.test(w) ? plural(w) : w);
    if (before === "and" && TRADE_PEOPLE.test(said[i - 2] ?? "") && !serves(said[i - 2])) {
      const alone = trades.indexOf(titleCase(said[i - 2]));
      if (alone >= 0) trades.splice(alone, 1);
      trade = `${titleCase(said[i - 2])} & ${trade}`;
    }
    else if (/^[a-z]{2,}$/.test(before) && !STOPWORDS.has(before) && !CREDENTIALS.has(before) && !isAudience(before) && !TRADE_PEOPLE.test(before) &&
      (TRADE_OBJECTS.test(before) || (partsOfSpeech(singular(before)).includes("n") && !isAdjective(before) && !MODIFIERS.has(before)))) {
      trade = `${titleCase(before)} ${trade}`;
      objects.set(singular(before), trade);
      // ("carpet and flooring fitters": the first of two things worked on is the same trade's, "Easy Carpet Fitters".)
      const first = said[i - 3] ?? "";
      if (said[i - 2] === "and" && /^[a-z]{3,}$/.test(first) && !STOPWORDS.has(first) && partsOfSpeech(singular(first)).includes("n") && !isAdjective(first) && !MODIFIERS.has(first))
        objects.set(singular(first), `${titleCase(first)} ${titleCase(w)}`);
    }
    if (!trades.includes(trade)) trades.push(trade);
  }
  return { words: people, trades, objects };
}

export function tradeReads(a: { w: string; keyword: boolean }, trade: string): boolean {
  // A trade that starts with a describing word or an audience only follows a word of the field ("Fern Earth Co.").
  const lead = /^([A-Z][a-z]+) Co\.$/.exec(trade)?.[1].toLowerCase();
  // After the visitor's own noun only an activity or a supply reads ("Coffee Trading Co."), not another thing ("Oat Earth Co.").
  if (lead && ((a.keyword && !/ing$|^supply$/.test(lead)) || isAdjective(lead) || isAudience(lead) || lead === "baby")) return false;
  const w = singular(a.w.toLowerCase().split(" ").pop() ?? "");
  const t = trade.toLowerCase().replace(/[^a-z ]/g, "").split(" ")[0];
  // "Dog Pets", "Kitten Pet Co.": a pet's own name is already the pet.
  if (t === "pet" || t === "pets") return !ANIMALS.test(w);
  // ("Pub Tavern", "Bar Taproom": a place that pours drinks before another says one place twice.)
  if (DRINKING_PLACES.test(t)) return !DRINKING_PLACES.test(w);
  return !sameWord(w, t);
}

// Where a business is, said by what it is beside: "near the train station", "opposite the cathedral", "next to the park".
// (Two words only when both name it, "the train station", never "the station in" Leeds.)
const LANDMARK_PHRASE = /\b(?:near|opposite|beside|overlooking|next to|close to|across from|round the corner from)\s+(?:the|a|our|my)\s+((?:[a-z]+\s+(?!(?:in|on|at|for|with|and|or|to|of|by|from|that|which|who|where|selling|serving)\b))?[a-z]+)\b/g;
// Trade words any business could take: "Protocol", "Reality", "Defense" say which field; "Labs" and "Studio" could be any.
const SHARED_TRADES = new Set(["Labs", "Co.", "Studio", "Studios", "Works", "Group", "Collective"]);
const DRINKING_PLACES = /^(bar|pub|tavern|taproom|lounge|inn)$/;
const ANIMALS = /^(dog|puppy|pup|cat|kitten|kitty|rabbit|bunny|horse|pony|hamster|guinea|ferret|parrot|bird|fish|reptile|tortoise|lizard|snake|canine|feline|hound|doggy|doggie|pooch)$/;

// Things that hold or carry something: a "food storage bag" is named for the bag, not for the food's world.
const HOLDERS = /^(bags?|bottles?|boxe?s|box|jars?|tins?|cases?|pouch|pouches|trays?|containers?|holders?|racks?|baskets?|tubs?|cans?|flasks?|mugs?|cups?|crates?|caddy|caddies|sacks?|totes?|backpacks?|lunchbox(es)?|wallets?|sleeves?|covers?)$/;

// The endings of apps and networks, and the worlds of technology and work whose products may take them.
const TECH_TAILS = new Set(["sync", "grid", "hub", "base", "loop", "deck", "dock", "stack", "byte", "desk", "port", "lens"]);
const TECH_WORLDS = new Set(["ai", "code", "cloud", "data", "tech", "security", "crypto", "time", "team", "talk", "money", "marketing", "learn", "reminder"]);
/** What software is called in a description: "invoicing software", "a budgeting app". */
const SOFTWARE_HEADS = /^(software|apps?|tools?|platforms?|systems?|tracker|trackers|dashboard|portal)$/;
// What is named as software or a startup ("app", "SaaS product", "tech startup"): its names may end like apps.
const SOFTWARE_MAKERS = /^(app|SaaS product|startup|tech startup|AI startup|crypto project|VR and AR project|cybersecurity business)$/;

// Trade words that name premises or a service ("Eatery", "Exchange", "Studio", "Tours"), never a thing that is sold.
const PREMISES_TRADES = /^(Kitchen|Eatery|Bakery|Bakehouse|Roastery|Teahouse|Tea Room|Brewery|Distillery|Juicery|Creamery|Dairy|Smokehouse|Grill|Butchery|BBQ|Bar|Apiary|Pharmacy|Spa|Studios?|Retreat|Gym|Therapy|Counseling|Dental|Dentistry|Stables|Bookshop|Gallery|Agency|Marketing|Academy|Learning|School|Tutors|Law|Legal|Counsel|Partners|Advisory|Group|Consulting|Realty|Homes|Home Care|Cleaning( Co\.)?|Cleaners|Plumbing.*|Electrical|Electrics|Locksmiths|Pest .*|Tailors|Tailoring|Alterations|Hair.*|Salon|Swim .*|Aquatics|Builders|Construction|Building Co\.|Garage|Autoworks|Logistics|Freight|Delivery|Express|Travel|Tours|Expeditions|Journeys|Sailing Co\.|.*Club|Court|Links|Rink|Exchange|Market|Shop|Workshop|Atelier|Events|Occasions|Event Co\.|Research|Capital|Finance|Wealth|Stitchery|Joinery|Saddlery|Printworks|Scoops|Vineyards|Cellars|Training Co\.|Co-op)$/;

// Senses of a word that a description about something else never means: "pot" -> toilet, "bar" -> saloon, "charge" -> attack,
// "group" -> a chemical radical, "boiler" -> kettle, "pool" -> pond, "board" -> plank, "three" -> leash (of hounds),
// "bread" -> cabbage (money), "cast" -> mould, "cream" -> pick (the best of a crowd), "club" -> society or lodge ("Society Pace"), "shuttle" -> birdie (of badminton, "Spot Birdie" for airport parking).
const SENSE_TRAPS = new Set(
  `toilet throne stool can saloon ginmill room attack onslaught onset onrush complaint void artillery breeding stool john head crapper potty
  gaol jail prison slammer sack bed hay pen cage booze liquor drunk grass weed pot dope joint fag butt works complex instance example
  lean tilt foodstuff statement papa daddy pop firm company business concern household beloved dear darling sweetheart love
  favorite favourite physique monotone draught drafts conscript outline swig gulp history story chronicle narration report explanation account accounts jury
  radical mood adept clip leash maria divine batch cancel kettle make assay tally decade vocal unity catch form sort look common skill primer
  bulk scope reach plank brace pond pattern whorl assist racket house design program cabbage kale loot scratch mold mould pick elite
  society lodge association order birdie shuttlecock`.split(/\s+/).filter(Boolean),
);

/**
 * The visitor's nouns' WordNet relatives in the sense the description means: a word of the description's own families;
 * never a sense trap. (Synonyms that list each other were taken too, and came in the wrong sense: "Coach" for a password
 * manager, "Tear" for splitting rent, "clink" for a one-click tool.)
 */
export function topicalRelatives(nouns: readonly string[], families: readonly Family[], excluded: ReadonlySet<string>): { w: string; from: string }[] {
  const familyWords = new Set(families.flatMap((f) => f.words.map((w) => w.w)));
  return relativesOf(nouns, relatedWords, (w) => partsOfSpeech(w).includes("n"), excluded, 2).filter(
    // Short, plain words only: "metropolis" and "nutrient" are the dictionary's, not a sign's.
    (x) => x.w.length <= 7 && !SENSE_TRAPS.has(x.w) && !/ing$/.test(x.w) && !GENERIC.has(x.w) && !isAudience(x.w) && (familyWords.has(x.w) || families.some((f) => familyFor(x.w) === f)),
  );
}

/**
 * Whether an -ing word follows a noun it acts on in the description ("time tracking"), unlike "family-run plumbing".
 * `w` is the description's words with hyphenated ones kept whole.
 */
function actsOnNoun(word: string, w: readonly string[]): boolean {
  if (!/ing$/.test(word)) return false;
  const at = w.indexOf(word);
  const prev = at > 0 ? w[at - 1] : "";
  return prev !== "" && !/^(and|or|of|the|a|an)$/.test(prev) && partsOfSpeech(prev).includes("n") && !isAdjective(prev);
}

/** "older people", "busy families": a describing word whose next word in the description is who it is for. */
export function describesAudience(word: string, said: readonly string[]): boolean {
  const at = said.map((w, i) => (w === word ? i : -1)).filter((i) => i >= 0);
  return at.length > 0 && at.every((i) => i + 1 < said.length && (isAudience(said[i + 1]) || /^(people|folks|adults|seniors|users|customers)$/.test(said[i + 1])));
}

// How often a result of a startup page holds one idiom of the promise ("Spare Change", "Tiny Wins").
const IDIOM_CHANCE = 0.3;

// The styles' stock describing words ("easy", "steady", "bright"), by whatever list a name drew them from ("steady" is a health word too).
const MOOD_WORDS = new Set(Object.values(ADJECTIVES).flat().map((w) => w.w.toLowerCase()));

/** Adds the options of one generator to the brand parameters. */
export type BrandRecipe = (ctx: Ctx) => BrandParams;

export function brandMaker(recipe: BrandRecipe): Maker {
  return (ctx) => makeBrand(recipe(ctx))(ctx);
}
