import type { Maker } from "./types";
import type { Entry } from "../core/words";
import { general, traits } from "../core/result";
import { syllableCount } from "../core/describe";
import { capitalize, escapeRegExp, fold, withArticle } from "../core/text";
import { BABY_NAMES, SHARED_NAMES } from "../data/baby-names";
import type { Ctx } from "../core/context";

const STYLE_REASON: Record<string, string> = {
  classic: "it has been in steady use for generations and ages well from playground to boardroom",
  modern: "it feels fresh and current without being a passing fad",
  rare: "it is uncommon, so your child is unlikely to share it with classmates",
  nature: "it draws on the natural world, which gives it a calm, grounded feel",
  vintage: "it is an older name coming back into fashion, with plenty of charm",
};
const STYLE_TRAITS: Record<string, string[]> = {
  classic: ["Timeless", "Dependable", "Graceful"],
  modern: ["Fresh", "Confident", "Bright"],
  rare: ["Distinctive", "Independent", "Creative"],
  nature: ["Calm", "Grounded", "Gentle"],
  vintage: ["Charming", "Warm", "Thoughtful"],
};

// Languages and peoples a visitor may name in the description, as the origin option's values
// and the language codes of the shared names.
const LANGUAGE_WORDS: Record<string, { origin: string; code?: string }> = {
  english: { origin: "english", code: "en" }, british: { origin: "english", code: "en" }, american: { origin: "english", code: "en" },
  spanish: { origin: "spanish", code: "es" }, mexican: { origin: "spanish", code: "es" }, latino: { origin: "spanish", code: "es" }, latina: { origin: "spanish", code: "es" }, hispanic: { origin: "spanish", code: "es" },
  italian: { origin: "italian", code: "it" }, french: { origin: "french", code: "fr" }, german: { origin: "german", code: "de" },
  portuguese: { origin: "spanish", code: "pt" }, brazilian: { origin: "spanish", code: "pt" },
  irish: { origin: "irish" }, greek: { origin: "greek" }, latin: { origin: "latin" }, hebrew: { origin: "hebrew" }, jewish: { origin: "hebrew" },
  japanese: { origin: "japanese" }, arabic: { origin: "arabic" }, indian: { origin: "indian" }, hindi: { origin: "indian" },
  nordic: { origin: "nordic" }, scandinavian: { origin: "nordic" }, swedish: { origin: "nordic" }, norwegian: { origin: "nordic" }, danish: { origin: "nordic" },
};
const LANGUAGE_NAME: Record<string, string> = { en: "English", es: "Spanish", it: "Italian", fr: "French", de: "German", pt: "Portuguese" };

/** The languages named in the description, in the order typed. */
function languagesSaid(ctx: Ctx): string[] {
  const said = ctx.text("description").toLowerCase().match(/[a-z]+/g) ?? [];
  return [...new Set(said.filter((w) => w in LANGUAGE_WORDS && !ctx.understood.excluded.has(w)))];
}

export const babyMaker: Maker = (ctx) => {
  // "a name for our daughter" with gender left at "any" looks for girls' names (and gender-neutral ones).
  const gender = ctx.opt("gender") === "any" ? genderSaid(ctx) : ctx.opt("gender");
  const said = languagesSaid(ctx);
  // The description wins over the default: "an Irish name" with origin left at "any" looks for Irish names.
  const origin = ctx.opt("origin") === "any" && said.length === 1 ? LANGUAGE_WORDS[said[0]].origin : ctx.opt("origin");
  const style = ctx.opt("style");
  // Two or more languages ("English and Spanish"): names said and spelled the same in each come first.
  const codes = [...new Set(said.map((w) => LANGUAGE_WORDS[w].code).filter((c): c is string => Boolean(c)))];
  const shared = codes.length >= 2 ? SHARED_NAMES.filter((e) => codes.every((c) => e.tags.includes(c)) && (gender === "any" || e.tags[0] === gender || e.tags[0] === "neutral")) : [];
  const languages = codes.map((c) => LANGUAGE_NAME[c]);
  const bilingual = () => {
    const e = ctx.rng.prefer(shared.filter((x) => x.tags.includes(style)), shared, 0.5);
    const spoken = languages.length === 2 ? `${languages[0]} and ${languages[1]}` : `${languages.slice(0, -1).join(", ")} and ${languages[languages.length - 1]}`;
    const genderWord = e.tags[0] === "neutral" ? "gender-neutral" : e.tags[0] === "girl" ? "girl's" : "boy's";
    const hit = ctx.keywords.find((k) => means(e, k));
    return general(
      e.name,
      `${e.name} means '${e.meaning.charAt(0).toLowerCase()}${e.meaning.slice(1)}' and comes from ${capitalize(e.origin)}.`,
      traits(ctx.rng, ["Bilingual", "Easy to spell", "Warm"], STYLE_TRAITS[style] ?? STYLE_TRAITS.classic),
      `${ctx.rng.pick([
        `Fits a family that speaks ${spoken}: ${e.name} is spelled the same and sounds natural in each, so nobody has to translate it.`,
        `${e.name} needs no translating at either grandparent's table: it is said and spelled the same in ${spoken}.`,
        `In ${spoken} alike, ${e.name} is a name people already know, so it will never be misspelled on a school register.`,
        `${e.name} crosses between ${spoken} without changing a letter, which suits a family that lives in both.`,
      ])}${hit ? ` Its meaning echoes '${hit}', which you mentioned.` : ""}`,
      `${capitalize(withArticle(genderWord))} name in use in ${spoken} alike, ${e.name} has ${syllableWords(syllableCount(e.name))}.`,
    );
  };
  // "His big brother is named Theodore", "our last name O'Connell": a name the family already has is not offered again,
  // unless it is one they ask for ("named after Rose", "we love Hazel").
  const description = ctx.text("description");
  const taken = new Set(ctx.properNouns.filter((n) => !new RegExp(`\\b(after|like|love|loves|liked|honou?r|honou?ring)\\s+(?:the name\\s+|grandma\\s+|grandpa\\s+|aunt\\s+|uncle\\s+)?${escapeRegExp(n)}\\b`, "i").test(description)).map((n) => fold(n.toLowerCase())));
  const genderOk = (e: Entry) => !taken.has(fold(e.name.toLowerCase())) && (gender === "any" || e.tags[0] === gender || (gender !== "neutral" && e.tags[0] === "neutral" && ctx.rng.chance(0.3)));
  const byGender = BABY_NAMES.filter((e) => gender === "any" || e.tags[0] === gender || e.tags[0] === "neutral");
  const byOrigin = byGender.filter((e) => origin === "any" || e.origin === origin);
  const strict = byOrigin.filter((e) => e.tags.includes(style));
  // Narrow combinations (a rare Japanese boy's name) relax style first, then origin.
  const relaxed = byOrigin.length >= 8 ? byOrigin : byGender;
  // The style asked for leads as far as it has names to lead with.
  const strictShare = strict.length >= 16 ? 0.75 : strict.length >= 8 ? 0.5 : 0.3;
  const meaningHits = relaxed.filter((e) => ctx.keywords.some((k) => means(e, k)));

  return () => {
    if (shared.length > 0 && (shared.length >= 12 || ctx.rng.chance(0.85))) return bilingual();
    // A meaning the visitor asked for ("meaning light") leads when the list has several.
    // (Both by how many there are: five names meaning 'strong' in most lists are five names every time.)
    const e = ctx.rng.chance(meaningHits.length >= 12 ? 0.5 : meaningHits.length >= 3 ? 0.3 : 0.2) && meaningHits.length > 0 ? ctx.rng.pick(meaningHits) : ctx.rng.prefer(strict, relaxed, strictShare);
    if (!genderOk(e)) return null;
    const originName = capitalize(e.origin);
    const nameStyle = e.tags.includes(style) ? style : e.tags[1] ?? "classic";
    const hit = ctx.keywords.find((k) => means(e, k));
    const genderWord = e.tags[0] === "neutral" ? "gender-neutral" : e.tags[0] === "girl" ? "girl's" : "boy's";
    let why = `Fits your search for ${withArticle(style)} name: ${STYLE_REASON[nameStyle] ?? STYLE_REASON.classic}.`;
    if (origin !== "any" && e.origin === origin) why = `Fits your search for ${withArticle(style)} ${originName} name: ${STYLE_REASON[nameStyle] ?? STYLE_REASON.classic}.`;
    // A meaning asked for leads the explanation, in a sentence of this name's own.
    if (hit) why = `${e.name} answers the '${hit}' you asked for: it means '${e.meaning.charAt(0).toLowerCase()}${e.meaning.slice(1)}'.`;
    const syl = syllableCount(e.name);
    return general(
      e.name,
      `${e.name} means '${e.meaning.charAt(0).toLowerCase()}${e.meaning.slice(1)}' in ${originName}.`,
      traits(ctx.rng, STYLE_TRAITS[nameStyle] ?? STYLE_TRAITS.classic, ["Kind", "Strong", "Bright", "Warm"]),
      why,
      `${capitalize(withArticle(genderWord))} name, ${e.name} has ${originName} roots and ${syllableWords(syl)}.`,
    );
  };
};

// Words every request for a baby's name says: a meaning that holds them ("early baby") answers nothing asked.
const ASKED_OF_EVERY_NAME = /^(baby|babies|child|children|kid|girl|boy|son|daughter|name|names|due|born|birth|little|new)$/;

/** Whether a name's meaning says the visitor's word, as a word ("light" in "bringer of light", never "due" in "subdued"). */
function means(e: Entry, word: string): boolean {
  return !ASKED_OF_EVERY_NAME.test(word) && fold(e.meaning).split(/[^a-z]+/).some((w) => w === word || w === `${word}s` || `${w}s` === word);
}

function syllableWords(n: number): string {
  return ["one syllable", "two syllables", "three syllables", "four syllables"][n - 1] ?? `${n} syllables`;
}

function genderSaid(ctx: Ctx): string {
  const girl = ["girl", "daughter", "she", "her", "sister"].some((w) => ctx.mentioned.has(w));
  const boy = ["boy", "son", "he", "him", "his", "brother"].some((w) => ctx.mentioned.has(w));
  return girl === boy ? "any" : girl ? "girl" : "boy";
}
