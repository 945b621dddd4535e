import type { Maker } from "./types";
import type { GeneralName } from "../../catalog/types";
import { makeBrand } from "./brand";
import { fold } from "../core/text";
import { general, traits } from "../core/result";
import { GENERIC, isAudience } from "../data/description-families";
import { isUnpleasant } from "../core/rank";
import { baseForm, partsOfSpeech, relatedWords } from "../core/understand";
import { isAdjective } from "../core/pos";
import type { Ctx } from "../core/context";

const TLD_NOTE: Record<string, string> = {
  ".com": "the ending people type by default and trust most",
  ".io": "popular with tech products and developer tools",
  ".co": "short, company-like and easy to remember",
  ".app": "tells visitors it is an app, and always runs over HTTPS",
  ".net": "a classic, credible alternative to .com",
  ".shop": "says at once that visitors can buy something",
};
const LENGTH_RANGE: Record<string, [number, number]> = { short: [4, 10], medium: [8, 14], long: [12, 20] };
// [piece, what it adds, whether it goes in front]
const WEB_PIECES: [string, string, boolean][] = [
  ["ly", "the ending of friendly web tools, as in Calendly", false],
  ["ify", "'-ify' says it does the job for you", false],
  ["hub", "a hub is where everything comes together", false],
  ["desk", "a desk is where the work gets done", false],
  ["kit", "a kit has every tool you need", false],
  ["get", "'get' in front invites people to act", true],
  ["try", "'try' in front makes the first step feel easy", true],
  ["flow", "a flow is work that moves without friction", false],
  ["base", "a base is where everything is kept", false],
  ["nest", "a nest is a safe home for it", false],
  ["pilot", "a pilot steers it for you", false],
  ["my", "'my' in front makes it personal", true],
  ["hello", "'hello' in front sounds friendly", true],
  ["box", "a box keeps it all in one place", false],
  ["pal", "a pal is a helper on your side", false],
  ["now", "'now' promises it happens straight away", false],
  ["hq", "HQ is where it is run from", false],
  ["wise", "'-wise' promises someone who knows the subject", false],
  ["lab", "a lab is where ideas are tried out", false],
  ["mate", "a mate is a friendly helper", false],
  ["deck", "a deck puts everything in front of you", false],
  ["dash", "a dash is quick, and a dashboard shows it all", false],
  ["go", "'go' in front sounds quick and ready", true],
  ["use", "'use' in front is a plain call to action", true],
  ["hey", "'hey' in front sounds casual and friendly", true],
  ["join", "'join' in front invites people in", true],
  ["the", "'the' in front makes it sound like the one to go to", true],
  ["loop", "a loop keeps everyone up to date", false],
  ["bee", "a busy bee gets the job done", false],
  ["nook", "a nook is a small, cosy corner for it", false],
  ["spot", "a spot is the place people know to go", false],
  ["works", "'works' says this is where it gets done", false],
  ["sync", "'sync' promises everything stays up to date", false],
  ["zen", "'zen' promises calm where there used to be stress", false],
  ["genie", "a genie grants the wish before you finish asking", false],
  ["buddy", "a buddy is always on hand to help", false],
  ["tap", "'tap' says it takes one touch", false],
  ["snap", "'snap' promises it is done in a snap", false],
  ["ready", "'ready' says it is set up and waiting for you", false],
  ["easy", "'easy' makes the promise outright", false],
  ["simple", "'simple' makes the promise outright", false],
  ["smart", "'smart' says it thinks ahead for you", false],
  ["pro", "'pro' says it is made for people who do this for a living", false],
  ["owl", "an owl is wise and keeps watch", false],
  ["fox", "a fox is quick and clever", false],
  ["bird", "a bird is light and quick", false],
  ["craft", "'craft' says it is done with care", false],
  ["space", "a space of its own for it", false],
  ["port", "a port is where everything comes in and goes out", false],
  ["cloud", "the cloud keeps it safe and reachable anywhere", false],
  ["able", "'-able' says it is within reach", false],
  ["club", "a club is a place for people who share it", false],
  ["wave", "a wave carries it along", false],
  ["spark", "a spark is where something good starts", false],
  ["bay", "a bay is a calm harbour for it", false],
  ["yard", "a yard is where the work is laid out in the open", false],
  ["path", "a path leads the way step by step", false],
  ["pop", "'pop' is quick and fun to say", false],
  ["one", "'one' says it is the only one you need", false],
  ["ahoy", "'ahoy' in front is a cheerful hello", true],
  ["meet", "'meet' in front introduces it like a friend", true],
  ["with", "'with' in front says it is by your side", true],
  ["do", "'do' in front is a call to get it done", true],
  ["simply", "'simply' in front promises no fuss", true],
  ["hi", "'hi' in front is the shortest friendly hello", true],
  ["all", "'all' in front promises everything in one place", true],
  ["app", "'app' says plainly that it is an app", false],
  ["up", "'up' sounds like progress", false],
  ["day", "'day' says it fits into every day", false],
  ["jar", "a jar keeps things safe until you need them", false],
  ["io", "'-io' is the short, techy ending of many web tools", false],
  ["ster", "'-ster' gives a word a cheeky, friendly edge", false],
  ["zone", "a zone set aside just for it", false],
  ["point", "a point is where you start", false],
  ["land", "a land of its own for it", false],
  ["fast", "'fast' promises no waiting", false],
  ["just", "'just' in front says that is all it takes", true],
  ["on", "'on' in front says it is switched on and working", true],
  ["team", "'team' in front says it works for the whole team", true],
  // Short pieces: a seven-letter word leaves room for three letters in a short address.
  ["ink", "ink is what puts it on paper", false],
  ["key", "a key opens the door to it", false],
  ["map", "a map shows the whole picture at once", false],
  ["pad", "a pad is where you jot it down", false],
  ["pen", "a pen is the simplest tool for the job", false],
  ["bit", "'bit' makes it sound small and quick", false],
  ["den", "a den is a snug place to get on with it", false],
  ["hop", "'hop' says it takes one small jump", false],
  ["gem", "a gem is a small thing of real worth", false],
  ["ace", "an ace is the one who does it best", false],
  ["oak", "an oak is steady and built to last", false],
  ["sky", "'sky' leaves room to grow", false],
  ["tab", "a tab keeps count as you go", false],
  ["wiz", "a wiz makes it look effortless", false],
  ["zap", "'zap' says it is done in a flash", false],
  ["yes", "'yes' in front sounds like the answer you wanted", true],
  ["ant", "an ant is small, tireless and always working", false],
  ["cub", "a cub is small, keen and friendly", false],
  ["elf", "an elf does the work while you sleep", false],
  ["joy", "'joy' promises it feels good to use", false],
  ["run", "'run' says it keeps going for you", false],
  ["top", "'top' says it sits above the rest", false],
  ["pie", "'pie' makes it sound as easy as pie", false],
  ["cue", "a cue tells you when it is time", false],
  ["hut", "a hut is a small home of its own", false],
  ["ok", "'ok' says it is sorted", false],
  ["we", "'we' in front says it is shared", true],
];
const LONG_PREFIXES = ["get", "try", "the", "go", "hello", "meet", "my"];
const LONG_SUFFIXES = ["hq", "online", "studio", "hub", "app", "now", "daily"];

// Everyday short forms that read well in an address ("balconyveg", "photobox").
const CLIPS: Record<string, string> = {
  vegetable: "veg", vegetables: "veg", photography: "photo", photographs: "photo", application: "app", applications: "app", mathematics: "math",
  bicycle: "bike", bicycles: "bike", laboratory: "lab", veterinary: "vet", veterinarian: "vet", information: "info", restaurant: "eats", restaurants: "eats",
  advertising: "ads", documentary: "doc", television: "tv", technology: "tech", university: "uni", gymnasium: "gym", mobile: "mobi",
};

/** The first syllables of a long word, when they end on a clear vowel ("invoice" -> invo, "balcony" -> balco); null when they would not read. */
export function clipOf(word: string): string | null {
  if (CLIPS[word]) return null;
  const m = word.match(/^[^aeiouy]*[aeiouy]+[^aeiouy]+[aeo](?=[^aeiouy])/);
  if (!m || m[0].length < 4 || m[0].length > 5 || m[0].length > word.length - 2) return null;
  return m[0];
}

const capitalize = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** A valid DNS label: letters, digits and inner hyphens, at most 63 characters. */
export function isDomainLabel(label: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
}

export const domainMaker: Maker = (ctx) => {
  const tld = ctx.opt("tld");
  const length = ctx.opt("length");
  const [min, max] = LENGTH_RANGE[length] ?? LENGTH_RANGE.short;
  // Domains want short words: the dictionary form of the visitor's words ("invoicing" -> invoice).
  const shorter = (w: string) => {
    if (CLIPS[w]) return CLIPS[w];
    const base = baseForm(w);
    return base.length >= 3 && base.length < w.length ? base : w;
  };
  const domainCtx: Ctx = { ...ctx, keywords: [...new Set(ctx.keywords.map(shorter))].filter((w) => !isUnpleasant(w)) };
  const brand = makeBrand({ what: "website", themes: ["tech", "light", "nature", "retail"], style: length === "long" ? "classic" : "modern", singleWords: false })(domainCtx);
  // The visitor's own words with a short web ending or opener ("invoicely",
  // "getinvoice"): the plainest domain that still says what the site does.
  const usable = (w: string) => /^[a-z]{3,}$/.test(w) && w.length <= max - 2 && !isAudience(w) && !GENERIC.has(w) && !isUnpleasant(w);
  // A describing word on its own ("quickpilot") says nothing of the site: nouns and activities only.
  const own = domainCtx.keywords.filter((w) => usable(w) && partsOfSpeech(w) !== "a" && !isAdjective(w));
  // Short WordNet relatives of the visitor's words ("grow" -> growth, "flower" ->
  // bloom, "delivery" -> deliver), and of who it is for ("freelancer"): addresses
  // that hint at the subject when the plain word is taken.
  const relatives = new Map<string, string>();
  const audience = ctx.keywords.filter((w) => /^[a-z]{3,}$/.test(w) && isAudience(w) && !isUnpleasant(w)).map(shorter);
  for (const w of [...own.slice(0, 5), ...audience.slice(0, 2)]) {
    for (const r of relatedWords(w).slice(0, 6)) if (/^[a-z]{3,8}$/.test(r) && usable(r) && !own.includes(r) && !ctx.understood.excluded.has(r) && !relatives.has(r)) relatives.set(r, w);
  }
  // "help with invoices", "help with growing": a noun in the plural, an -ing word as it is.
  const topic = (w: string) => (w === "freelancer" ? "freelancing" : w.endsWith("ing") ? w : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`.replace(/ss$/, "s"));
  // Two words run together ("balconyveg"), or blended where one ends as the
  // next begins ("balconyard"): the visitor's own words, or one of theirs with a relative.
  // Two or three words give only a handful of pairs: one in a result, or every result repeats them.
  let pairs = 0;
  const paired = (): GeneralName | null => {
    if (pairs >= 1) return null;
    const pool = [...own, ...audience.filter((w) => w.length <= 6)];
    if (pool.length < 2 && relatives.size === 0) return null;
    const a = ctx.rng.pick(own);
    const others = [...pool.filter((w) => w !== a), ...[...relatives.keys()].filter((r) => relatives.get(r) !== a)];
    if (others.length === 0) return null;
    const b = ctx.rng.pick(others);
    const [first, second] = ctx.rng.chance(0.5) ? [a, b] : [b, a];
    const overlap = [3, 2, 1].find((k) => first.length > k + 2 && second.length > k + 2 && first.endsWith(second.slice(0, k)));
    const label = overlap ? `${first}${second.slice(overlap)}` : `${first}${second}`;
    if (label.length > max || /(.)\1\1/.test(label)) return null;
    const relative = relatives.has(b) ? b : null;
    pairs++;
    return general(
      label,
      overlap ? `'${first}' and '${second}', sharing the letters '${second.slice(0, overlap)}'.` : `'${first}' and '${second}' in one address.`,
      traits(ctx.rng, ["Clear", "Descriptive", "Memorable", "Easy to type"]),
      relative
        ? `${label}${tld} pairs your '${a}' with '${relative}', a word close to your '${relatives.get(relative)}', so visitors know what they will find before the page loads.`
        : `${label}${tld} names both ${topic(first)} and ${topic(second)}, so visitors know what they will find before the page loads.`,
      relative
        ? `In '${label}', '${a}' is your own word and '${relative}' is a dictionary neighbour of your '${relatives.get(relative)}'.`
        : `In '${label}', '${first}' and '${second}' are both your own words.`,
    );
  };
  const described = (): GeneralName | null => {
    if (own.length === 0) return null;
    if (ctx.rng.chance(own.length >= 3 ? 0.3 : 0.2)) return paired();
    const relative = relatives.size > 0 && ctx.rng.chance(0.3) ? ctx.rng.pick([...relatives.keys()]) : null;
    // Now and then the word's first syllables stand for it, as brands clip them ("invoice" -> invo).
    const whole = relative ?? ctx.rng.pick(own);
    const clip = relative ? null : clipOf(whole);
    const word = clip && ctx.rng.chance(0.25) ? clip : whole;
    // Only the openers and endings that leave the address within the length asked for.
    const fitting = WEB_PIECES.filter(([piece]) => word.length + piece.length <= max);
    if (fitting.length === 0) return null;
    const [piece, gloss, before] = ctx.rng.pick(fitting);
    // "invoicify", "invoicable": only these endings swallow a final e ("invoicup" would not read).
    const label = before ? `${piece}${word}` : `${/^(ify|able|io|ful)$/.test(piece) ? word.replace(/e$/, "") : word}${piece}`;
    if (/(.)\1\1/.test(label)) return null;
    const source = relative ? relatives.get(relative)! : whole;
    const shown = word === whole ? `'${word}'` : `'${word}' (short for '${whole}')`;
    return general(
      label,
      `${shown} with ${before ? `'${piece}' in front` : `'${piece}'`}: ${gloss}.`,
      traits(ctx.rng, ["Clear", "Direct", "Memorable", "Easy to type"]),
      relative
        ? `'${capitalize(relative)}' is another word for ${topic(source)}, so ${label}${tld} hints at what it offers while leaving the plainest addresses to others.`
        : `Anyone searching for '${whole}' can guess what ${label}${tld} offers from the address alone.`,
      relative
        ? `In '${label}', '${relative}' is a dictionary neighbour of your '${source}', and '${piece}' is a familiar web ${before ? "opener" : "ending"}.`
        : `In '${label}', ${shown} is your own word, and '${piece}' is a familiar web ${before ? "opener" : "ending"}.`,
    );
  };
  return () => {
    const mine = ctx.rng.chance(0.5) ? described() : null;
    const b = mine ?? (brand() as GeneralName | null);
    if (!b) return null;
    let label = fold(b.name).replace(/&/g, "and").replace(/[^a-z0-9]/g, "");
    // The brand names' few endings on the visitor's own word ("invoicio", "invoicify") would come back
    // in every result: the visitor's word takes its endings from the web pieces above, eighty of them.
    if (!mine && own.some((w) => label.startsWith(w.replace(/e$/, "")))) return null;
    if (label.length < min && length !== "short") {
      label = ctx.rng.chance(0.5) ? ctx.rng.pick(LONG_PREFIXES) + label : label + ctx.rng.pick(LONG_SUFFIXES);
    }
    if (label.length < min || label.length > max || !isDomainLabel(label)) return null;
    return {
      ...b,
      name: `${label}${tld}`,
      why_it_fits: `${b.why_it_fits} The ${tld} ending is ${TLD_NOTE[tld] ?? "a familiar web address ending"}; at ${label.length} letters it is ${length === "short" ? "quick to type" : length === "medium" ? "descriptive yet typeable" : "descriptive and easy to read aloud"}. Check availability with a registrar before you fall in love with it.`,
    };
  };
};
