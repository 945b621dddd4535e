import type { Maker } from "./types";
import type { Entry } from "../core/words";
import { general, traits } from "../core/result";
import { syllableCount } from "../core/describe";
import { capitalize, fold, withArticle } from "../core/text";
import { BABY_NAMES } from "../data/baby-names";

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

export const babyMaker: Maker = (ctx) => {
  const gender = ctx.opt("gender");
  const origin = ctx.opt("origin");
  const style = ctx.opt("style");
  const genderOk = (e: Entry) => gender === "any" || e.tags[0] === gender || (gender !== "neutral" && e.tags[0] === "neutral" && ctx.rng.chance(0.3));
  const byGender = BABY_NAMES.filter((e) => gender === "any" || e.tags[0] === gender || e.tags[0] === "neutral");
  const byOrigin = byGender.filter((e) => origin === "any" || e.origin === origin);
  const strict = byOrigin.filter((e) => e.tags.includes(style));
  // Narrow combinations (a rare Japanese boy's name) relax style first, then origin.
  const relaxed = byOrigin.length >= 8 ? byOrigin : byGender;
  const meaningHits = relaxed.filter((e) => ctx.keywords.some((k) => fold(e.meaning).includes(k)));

  return () => {
    const e = ctx.rng.chance(0.4) && meaningHits.length > 0 ? ctx.rng.pick(meaningHits) : ctx.rng.prefer(strict, relaxed, 0.75);
    if (!genderOk(e)) return null;
    const originName = capitalize(e.origin);
    const nameStyle = e.tags.includes(style) ? style : e.tags[1] ?? "classic";
    const hit = ctx.keywords.find((k) => fold(e.meaning).includes(k));
    const genderWord = e.tags[0] === "neutral" ? "gender-neutral" : e.tags[0] === "girl" ? "girl's" : "boy's";
    let why = `Fits your search for ${withArticle(style)} name: ${STYLE_REASON[nameStyle] ?? STYLE_REASON.classic}.`;
    if (origin !== "any" && e.origin === origin) why = `Fits your search for ${withArticle(style)} ${originName} name: ${STYLE_REASON[nameStyle] ?? STYLE_REASON.classic}.`;
    if (hit) why += ` Its meaning echoes '${hit}', which you mentioned.`;
    const syl = syllableCount(e.name);
    return general(
      e.name,
      `${e.name} means '${e.meaning.charAt(0).toLowerCase()}${e.meaning.slice(1)}' in ${originName}.`,
      traits(ctx.rng, STYLE_TRAITS[nameStyle] ?? STYLE_TRAITS.classic, ["Kind", "Strong", "Bright", "Warm"]),
      why,
      `${capitalize(withArticle(genderWord))} name, ${e.name} has ${originName} roots and ${["one syllable", "two syllables", "three syllables", "four syllables"][syl - 1] ?? `${syl} syllables`}.`,
    );
  };
};
