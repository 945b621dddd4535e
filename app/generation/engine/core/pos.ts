import { ING_THINGS, irregularSingular, partsOfSpeech } from "./understand";

// A little part-of-speech awareness for words typed by visitors. Names are
// built from slots ("The ___ Café", "___'s Tower"), and a slot that wants a
// noun reads badly with a describing word ("The Cozy's Tower") or with a
// plural used as a modifier ("The Books Pour"). These helpers tell the three
// apart well enough for naming: describing words, plural nouns, other nouns.

// Describing words that visitors use for mood, weather, size and feel. A
// word here is never used where a noun belongs.
const ADJECTIVE_LIST = `
  cozy cosy comfy snug trusty warm cool cold hot chilly icy frosty snowy rainy sunny windy misty foggy stormy cloudy breezy dusty dewy
  dark light bright dim gloomy moody dreamy sleepy spooky eerie creepy quirky funky cheeky sassy classy fancy edgy earthy witchy
  mysterious magical curious strange odd weird wild calm steady quiet loud silent gentle soft hard tender sweet bitter sour salty spicy
  fresh crisp clean pure simple plain rich deep shallow little small tiny big large huge giant tall short long slow fast quick
  swift rapid busy lazy happy sad merry jolly lucky cheerful playful funny silly lovely pretty beautiful elegant charming cute
  bold brave fierce proud humble honest kind friendly lonely lost young old ancient new modern classic vintage retro rustic
  urban rural local golden silver secret hidden haunted cursed sunken hollow broken frozen forgotten empty final first last
  strong weak heavy rough smooth sharp dull wet dry green red blue black white grey gray brown pink purple orange yellow violet
  whimsical nostalgic romantic cozier warmer darker brighter quieter stronger bolder faster better busier smarter
  organic natural healthy tasty delicious hearty homely homey welcoming inviting relaxed relaxing restful peaceful serene tranquil
  luxurious luxury premium affordable cheap sleek stylish trendy chic smart clever wise wholesome artisanal artisan handmade
  sustainable eco ethical independent indie creative personal custom digital global social mobile virtual remote
  easy everyday weekly daily homemade vegan`;

const ADJECTIVES: ReadonlySet<string> = new Set(ADJECTIVE_LIST.split(/\s+/).filter(Boolean));

// Words ending like describing words that are nouns all the same.
const NOUN_EXCEPTIONS: ReadonlySet<string> = new Set(
  `story city party family bakery library gallery pottery jewelry jewellery country valley journey honey money key monkey
  pony puppy kitty baby body candy berry cherry poetry melody harmony memory mystery fantasy energy galaxy alley
  ivy daisy lily poppy fairy pantry factory history theory diary fury glory army navy sky spy toy boy joy way day
  festival animal journal crystal signal capital hospital metal pedal petal portal medal rival canal tribute
  detective native relative motive olive chive hive archive vegetable timetable constable turntable executive explosive
  radish polish relish parish varnish finish handful mouthful spoonful hundred`.split(/\s+/).filter(Boolean),
);

/** Whether a visitor's word describes rather than names ("cozy", "mysterious", "rainy"). */
export function isAdjective(word: string): boolean {
  const lower = word.toLowerCase();
  // "Road-Tested", "Pre-Loved": a hyphenated word describes when its last part does.
  if (/-/.test(lower)) {
    const last = lower.split("-").pop() ?? "";
    return isAdjective(last) || /[^e]ed$/.test(last);
  }
  const w = lower;
  if (ADJECTIVES.has(w)) return true;
  // WordNet decides for the words it files under one part of speech only:
  // "snowbound", "serial" describe; "bakery", "honey" name.
  const pos = partsOfSpeech(w);
  if (pos === "a") return true;
  if (pos === "n" || pos === "v" || pos === "nv") return false;
  if (NOUN_EXCEPTIONS.has(w) || w.length < 5) return false;
  // -ous, -ful, -less, -ish, -ive, -ic(al), -able: describing endings.
  if (/(ous|ful|less)$/.test(w)) return true;
  if (/(ish|ive|ical|able|ible)$/.test(w) && w.length >= 7) return true;
  // Past participles ("drowned", "haunted"), but not "seed" or "bed".
  if (/[^e]ed$/.test(w) && w.length > 5) return true;
  return false;
}

// Words that end in s but are singular.
const SINGULAR_S: ReadonlySet<string> = new Set(
  `atlas canvas chaos cosmos lens iris bus gas bias alias ethos pathos kudos news series species lotus cactus crocus
  chorus circus nexus virus status genesis oasis axis basis thesis crisis abyss bliss moss glass grass brass compass
  cross dress press class boss chess walrus hummus octopus campus bonus focus radius tennis christmas always perhaps
  whereas hiss kiss mass pass business witness harness wilderness darkness mattress fortress princess goddess actress
  mistress duchess countess heiress hostess waitress pilates athletics aerobics gymnastics physics economics politics
  mathematics maths statistics robotics electronics linguistics genetics acoustics phonics ethics logistics analytics`.split(/\s+/).filter(Boolean),
);

/** Whether a word is a plural noun ("books", "days", "ashes"); a guess good enough for names. */
export function isPlural(word: string): boolean {
  // "farmer's", "the chef’s": a possessive is one owner, never a plural ("The Farmer' Wife Hour").
  if (/['\u2019]s$/i.test(word)) return false;
  const w = (word.toLowerCase().split(/[\s-]+/).pop() ?? "").replace(/[^a-z]/g, "");
  if (w.length < 3 || !w.endsWith("s")) return false;
  if (SINGULAR_S.has(w) || isAdjective(w)) return false;
  if (/(ss|us|is|ous)$/.test(w)) return false;
  return true;
}

/** Plurals of words that end in -ie, where the dictionary also knows a -y spelling or none ("cooky", "hoody", "auntie"). */
const IE_NOUNS = /^(cookies|hoodies|smoothies|goalies|selfies|foodies|newbies|techies|besties|freebies|beanies|brownies|collies|rookies|birdies|sweeties|genies|boogies|aussies|indies|roadies|groupies|bookies|junkies|hippies|yuppies|pixies|nighties|onesies|quickies|pies|movies|zombies|veggies|booties|aunties|doggies|kiddies|magpies)$/;
/** The singular of a plural noun, for use as a modifier: "books" -> "book", "stories" -> "story", "leaves" -> "leaf". */
export function singularOf(word: string): string {
  // "NHS", "nhs", "DVLA": letters with no vowel before the s are an abbreviation, never a plural ("The Nh Sessions").
  if (!isPlural(word) || !/[aeiouy]/i.test(word.slice(0, -1))) return word;
  const keepCase = (s: string) => (word[0] === word[0].toUpperCase() ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  const w = word.toLowerCase();
  // "clothes" has no singular a sign could use ("Designer Clothe Archive").
  if (w === "clothes") return word;
  const irregular = irregularSingular(w);
  if (irregular) return keepCase(irregular);
  // "berries" -> berry, but "movies" -> movie and "cookies" -> cookie, as the dictionary has them ("Movy Club").
  if (/[^aeiou]ies$/.test(w)) return keepCase(IE_NOUNS.test(w) || (partsOfSpeech(w.slice(0, -1)).includes("n") && !partsOfSpeech(`${w.slice(0, -3)}y`).includes("n")) ? w.slice(0, -1) : `${w.slice(0, -3)}y`);
  if (/(ch|sh|x|ss|zz)es$/.test(w)) return keepCase(w.slice(0, -2));
  // "tomatoes" -> tomato, "heroes" -> hero; but "shoes", "toes", "tiptoes", "canoes" keep their e.
  if (/(oes)$/.test(w) && !/(shoes|^toes|tiptoes|canoes|floes|^hoes|oboes|sloes|aloes|throes)$/.test(w)) return keepCase(w.slice(0, -2));
  return keepCase(w.slice(0, -1));
}

/** The -ing form of a verb: "restore" -> restoring, "knit" -> knitting, "stir" -> stirring, "tie" -> tying, "fix" -> fixing. */
/** The plain forms an -ing word may come from: "sailing" -> sail, saile; "baking" -> bak, bake; "shopping" -> shopp, shoppe, shop. */
export function ingStems(word: string): string[] {
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, /([^aeiou])\1$/.test(stem) ? stem.slice(0, -1) : ""].filter((f) => f.length >= 2);
}

/** The verb an -ing word is made from ("raising" -> raise, "shipping" -> ship, "finding" -> find), or null. */
export function verbOfIng(word: string): string | null {
  if (!/ing$/.test(word) || ING_THINGS.test(word)) return null;
  return ingStems(word).find((f) => partsOfSpeech(f).includes("v")) ?? null;
}

export function ingForm(verb: string): string {
  if (verb === "be") return "being";
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

// The simple past of the verbs English makes its own way ("forget" -> forgot); the rest add -ed.
const PAST = new Map(
  `forget:forgot steal:stole sing:sang see:saw take:took know:knew write:wrote run:ran find:found make:made get:got lose:lost fall:fell
  swim:swam begin:began go:went come:came become:became keep:kept feel:felt hear:heard wake:woke fly:flew grow:grew hide:hid leave:left
  think:thought buy:bought bring:brought catch:caught teach:taught fight:fought hold:held sell:sold tell:told build:built send:sent
  spend:spent break:broke choose:chose drive:drove ride:rode rise:rose throw:threw draw:drew win:won meet:met sit:sat stand:stood
  understand:understood eat:ate drink:drank bite:bit shake:shook wear:wore tear:tore dig:dug hang:hung lead:led lend:lent light:lit
  pay:paid say:said shoot:shot sleep:slept slide:slid spin:spun stick:stuck strike:struck swing:swung weep:wept give:gave do:did have:had
  sink:sank ring:rang freeze:froze forgive:forgave mean:meant speak:spoke bear:bore swear:swore seek:sought dream:dreamed learn:learned
  cut:cut hit:hit hurt:hurt let:let put:put quit:quit set:set shut:shut spread:spread cost:cost read:read bet:bet burst:burst`
    .split(/\s+/).filter(Boolean).map((pair) => pair.split(":") as [string, string]),
);

const PAST_FORMS: ReadonlySet<string> = new Set(PAST.values());

/** Whether a word is already a verb's simple past: "lost", "talked", "found". */
export function isPastTense(word: string): boolean {
  const w = word.toLowerCase();
  return /[^e]ed$/.test(w) || PAST_FORMS.has(w);
}

/** The simple past of a verb: "forget" -> forgot, "talk" -> talked, "stop" -> stopped, "carry" -> carried, "love" -> loved. */
export function pastTense(verb: string): string {
  const v = verb.toLowerCase();
  const irregular = PAST.get(v);
  if (irregular) return irregular;
  if (/e$/.test(v)) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  // ("stop", "plan", "grab": one short syllable ending in a consonant doubles it; "open", "visit" do not.)
  if (/^[^aeiou]{1,2}[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v.slice(-1)}ed`;
  return `${v}ed`;
}

/** "a"/"an" for a word, by sound: "an ember", "a unicorn", "a one-off", "an hour". */
export function indefinite(phrase: string): "a" | "an" {
  const w = phrase.trim().toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return "an";
  if (/^(uni|use|usu|uti|eu|ewe|one|once|ur[aeiou])/.test(w)) return "a";
  if (/^[aeiou]/.test(w)) return "an";
  // Letters said as names: "an MRI", "an X-ray", "an HR firm" (a word with no vowel is spelled out, letter by letter).
  if (/^[fhlmnrsx](?:[^a-z]|$)/.test(w) || /^[fhlmnrsx][b-df-hj-np-tv-xz]{1,3}(?:[^a-z]|$)/.test(w)) return "an";
  return "a";
}

/**
 * A describing word followed by a noun in the visitor's text ("rainy days",
 * "fresh bread", "strong coffee"), with the noun in the singular: the phrase
 * reads as one idea and can lead a name ("Rainy Day Press").
 */
export interface Phrase {
  adj: string;
  noun: string;
  /** As typed, e.g. "rainy days". */
  text: string;
}

const NOT_NOUNS = new Set(
  `and or but for with without from into onto over under about the a an of to in on at by as is are was were be been
  who that which this these those their our your my his her its them they we you it me us people folks love loves like
  likes want wants need needs bit lot little more most very really quite too so just thing things stuff way ways time
  times kind kinds sort sorts one ones`.split(/\s+/).filter(Boolean),
);

export function describedPhrases(text: string): Phrase[] {
  const out: Phrase[] = [];
  for (const clause of text.split(/[,.;:!?()\/]+/)) {
    const ws = clause.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().match(/[a-z]+/g) ?? [];
    for (let i = 0; i + 1 < ws.length; i++) {
    const a = ws[i];
    const n = ws[i + 1];
    if (!ADJECTIVES.has(a) || NOT_NOUNS.has(a) || a === "little" || a === "new" || a === "old" || a === "first" || a === "last") continue;
    if (NOT_NOUNS.has(n) || isAdjective(n) || n.length < 3 || /(ly|ing)$/.test(n)) continue;
    const noun = singularOf(n);
    if (out.some((p) => p.noun === noun)) continue;
    out.push({ adj: a, noun, text: `${a} ${n}` });
    }
  }
  return out.slice(0, 3);
}

/**
 * Whether every "X & Y" in a name joins two things ("Peak & Pour", "Crust &
 * Wild Yeast"), not a describing word and a thing ("Loud & Game", "Fresh &
 * Fable"): each side must hold at least one word that is not a describing word.
 * "& Co.", "& Sons" and "X & the Ys" are fine as they are.
 */
export function ampersandJoinsNouns(name: string): boolean {
  const sides = name.split(/\s+&\s+/);
  if (sides.length < 2) return true;
  return sides.every((side, i) => {
    if (i > 0 && /^(co\.?|sons|the\b|company)/i.test(side)) return true;
    const ws = side.split(/\s+/).filter((w) => /[a-z]/i.test(w));
    return ws.length > 0 && ws.some((w) => !isAdjective(w.replace(/[^a-z'-]/gi, "")));
  });
}

/**
 * Whether "X with Y" in a name is followed by a person or a thing ("Cooking
 * with Sam"), never by a bare describing word ("Corner with Vegan").
 */
export function withJoinsNoun(name: string): boolean {
  const m = name.match(/\bwith\s+(.+)$/i);
  if (!m) return true;
  const ws = m[1].split(/\s+/).filter((w) => /[a-z]/i.test(w));
  return ws.length > 0 && ws.some((w) => !isAdjective(w.replace(/[^a-z'-]/gi, "")));
}
