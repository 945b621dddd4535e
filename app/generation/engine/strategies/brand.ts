import type { Ctx } from "../core/context";
import type { Word } from "../core/words";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { pronounceable } from "../core/markov";
import { capitalize, readable, titleCase } from "../core/text";
import { ADJECTIVES, BRAND_SUFFIXES, ROOTS, ROOT_ENDINGS, TAILS, THEMES } from "../data/brand-themes";
import { accidentalWord, cleanSeam, RootBudget, singular } from "./seams";

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

interface Part extends Word {
  keyword: boolean;
}

interface Built {
  name: string;
  parts: Part[];
  technique: Technique;
  origin: string;
}

const ONSETS = ["b", "d", "f", "g", "h", "j", "l", "m", "n", "p", "r", "s", "t", "w", "z", "bl", "br", "cl", "fl", "gl", "gr", "pl", "sn", "sp", "st", "tr", "sw"];

function joinAffix(word: string, suffix: string): string {
  const w = word.toLowerCase();
  // "Rallyly", "Haloly", "Echoify": a vowel ending swallows these suffixes.
  if (/[aeiouy]$/.test(w) && /^(ly|ify)$/.test(suffix)) return "";
  // "Lanternx": a bare x only sounds like a brand after a vowel (Rolex, Xerox).
  if (suffix === "x" && !/[aeiou]$/.test(w)) return "";
  if (w.length > 8) return "";
  // "Teammax", "Toolsster": a doubled letter at the join reads as a typo.
  if (suffix.length > 1 && w.endsWith(suffix[0])) return "";
  if (/[aeiouy]$/.test(w) && /^[aeiouy]/.test(suffix)) return w.slice(0, -1) + suffix;
  if (suffix === "r" && !w.endsWith("e")) return "";
  if (suffix === "r") return w.slice(0, -1) + "r";
  return w + suffix;
}

/** Lyft-style respellings that keep the sound. */
function respell(word: string): string {
  const w = word.toLowerCase();
  const options = [
    w.replace(/er$/, "r"),
    w.replace(/^c(?=[aou])/, "k"),
    w.replace(/ck/, "k"),
    w.replace(/s$/, "z"),
    w.replace(/ph/, "f"),
    w.replace(/i(?=[^aeiou]$)/, "y"),
    w.replace(/ight/, "ite"),
  ].filter((o) => o !== w && o.length >= 3);
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

export function makeBrand(params: BrandParams): Maker {
  return (ctx) => {
    const base = STYLE_BASE[params.style] ?? params.style;
    const plan = PLAN[params.style] ?? PLAN.modern;
    const themeWords = params.themes.flatMap((t) => THEMES[t] ?? []).filter((w) => !w.w.includes(" "));
    const vocab = themeWords.length > 0 ? themeWords : THEMES.light;
    const typed = [...ctx.typedKeywords, ...(params.extraKeywords ?? [])];
    const described = ctx.keywords.filter((k) => !typed.includes(k));
    const tails = params.tails ?? TAILS[base] ?? TAILS.modern;
    const suffixes = BRAND_SUFFIXES[base] ?? BRAND_SUFFIXES.modern;
    const adjectives = ADJECTIVES[base] ?? ADJECTIVES.modern;
    const r = ctx.rng;

    const keywordPart = (): Part | null => {
      if (typed.length > 0 && r.chance(0.85)) return { w: r.pick(typed), g: "", keyword: true };
      if (described.length > 0) return { w: r.pick(described), g: "", keyword: true };
      return typed.length > 0 ? { w: r.pick(typed), g: "", keyword: true } : null;
    };
    const hasKeywords = typed.length + described.length > 0;
    const themePart = (): Part => ({ ...r.pick(vocab), keyword: false });
    // One word written into another reads better in the singular ("Teamloop", not "Teamsloop").
    const one = (p: Part): string => (p.keyword ? singular(p.w) : p.w.toLowerCase());
    // Typed keywords go into most names; words only found in the description into fewer.
    const keywordChance = typed.length > 0 ? 0.8 : 0.55;
    const basePart = (): Part => (hasKeywords && r.chance(keywordChance) ? keywordPart() ?? themePart() : themePart());

    const build = (technique: Technique): Built | null => {
      switch (technique) {
        case "compound": {
          const a = basePart();
          const b = r.chance(0.5) ? { ...r.pick(tails), keyword: false } : themePart();
          if (a.w === b.w) return null;
          // Professional and classic names read better as two words ("Bright Partners", "North & Co").
          const spaced = base === "professional" || base === "classic" || b.w.includes(" ");
          if (spaced) return { name: titleCase(`${a.w} ${b.w}`), parts: [a, b], technique, origin: `'${a.w}' followed by '${b.w}', in the manner of established firms.` };
          if (!cleanSeam(one(a), b.w)) return null;
          return { name: capitalize(one(a) + b.w.toLowerCase()), parts: [a, b], technique, origin: `A compound of '${a.w}' and '${b.w}', written as one word.` };
        }
        case "affix": {
          const a = basePart();
          const s = r.pick(suffixes);
          const joined = joinAffix(one(a), s);
          // "vector" + "ora" -> "vectorora" stutters; reject repeated letter pairs.
          if (!joined || joined === a.w || /(..)\1/.test(joined)) return null;
          return { name: capitalize(joined), parts: [a], technique, origin: `'${a.w}' with the brand ending '-${s}'.` };
        }
        case "blend": {
          const a = basePart();
          const b = themePart();
          if (a.w === b.w) return null;
          const blended = overlapBlend(one(a), b.w.toLowerCase());
          if (!blended || /(..)\1|(.)\2\2/.test(blended) || blended.length < 4 || blended.length > 11 || blended === a.w || blended === b.w) return null;
          return { name: capitalize(blended), parts: [a, b], technique, origin: `A blend of '${a.w}' and '${b.w}', joined where their letters meet.` };
        }
        case "respell": {
          const a = basePart();
          if (one(a).length > 7) return null;
          const re = respell(one(a));
          if (!re) return null;
          const picked = r.chance(0.4) ? r.pick(tails) : null;
          // "Layr" + "hub" jams consonants; a respelling that drops a vowel stands alone.
          const tail = picked && !picked.w.includes(" ") && !/[^aeiou]r$/.test(re) && cleanSeam(re, picked.w) ? picked : null;
          const name = capitalize(re + (tail ? tail.w : ""));
          return { name, parts: tail ? [a, { ...tail, keyword: false }] : [a], technique, origin: `A respelling of '${a.w}'${tail ? ` joined to '${tail.w}'` : ""}, in the style of Lyft and Flickr.` };
        }
        case "root": {
          const root = r.pick(ROOTS);
          const useKw = hasKeywords && r.chance(0.35);
          const found = useKw ? keywordPart() : null;
          const kw = found && cleanSeam(root.w, one(found)) ? found : null;
          const name = kw ? capitalize(root.w + one(kw)) : capitalize(joinAffix(root.w, r.pick(ROOT_ENDINGS)));
          const parts: Part[] = [{ ...root, keyword: false }];
          if (kw) parts.push(kw);
          return { name, parts, technique, origin: `Built on the Latin or Greek root '${root.w}' (${root.g})${kw ? ` joined to '${kw.w}'` : " with a brand-friendly ending"}.` };
        }
        case "twoWord": {
          const adj = { ...r.pick(adjectives), keyword: false };
          const noun = basePart();
          if (adj.w === noun.w) return null;
          const extra = params.suffixNouns && r.chance(0.35) ? ` ${r.pick(params.suffixNouns)}` : "";
          return { name: titleCase(`${adj.w} ${noun.w}${extra}`), parts: [adj, noun], technique, origin: `The adjective '${adj.w}' paired with '${noun.w}'.` };
        }
        case "ampersand": {
          const a = basePart();
          const b = themePart();
          if (a.w === b.w) return null;
          const name = r.chance(0.3) ? `${titleCase(a.w)} & Co.` : `${titleCase(a.w)} & ${titleCase(b.w)}`;
          return { name, parts: name.endsWith("Co.") ? [a] : [a, b], technique, origin: "An ampersand name in the tradition of old trading houses and modern studios." };
        }
        case "rhyme": {
          const a = basePart();
          const m = a.w.toLowerCase().match(/^([^aeiou]*)(.+)$/);
          if (!m || m[2].length < 2) return null;
          const onset = r.pick(ONSETS.filter((o) => o !== m[1]));
          const rhymed = onset + m[2];
          if (!pronounceable(rhymed)) return null;
          const joined = r.chance(0.5) && cleanSeam(a.w, rhymed, 12);
          const name = joined ? capitalize(a.w.toLowerCase() + rhymed) : `${capitalize(a.w)} ${capitalize(rhymed)}`;
          return { name, parts: [a], technique, origin: `'${a.w}' paired with its rhyme '${rhymed}'.` };
        }
        case "alliterate": {
          const a = basePart();
          const first = a.w[0]?.toLowerCase() ?? "b";
          const matches = [...adjectives, ...ADJECTIVES.playful, ...ADJECTIVES.modern, ...vocab].filter((w) => w.w[0] === first && w.w !== a.w);
          if (matches.length === 0) return null;
          const b = { ...r.pick(matches), keyword: false };
          return { name: titleCase(`${b.w} ${a.w}`), parts: [b, a], technique, origin: `An alliterative pairing of '${b.w}' and '${a.w}'.` };
        }
      }
    };

    // A typed keyword may lead several names; a theme word at most two, so a
    // result of fifteen shows fifteen different ideas.
    const keywordBudget = new RootBudget(typed.length > 0 ? 5 : 3);
    const themeBudget = new RootBudget(2);

    return () => {
      const built = build(r.pick(plan));
      if (!built || built.name.length < 3 || accidentalWord(built.name)) return null;
      const keywordRoots = built.parts.filter((p) => p.keyword).map((p) => singular(p.w));
      const themeRoots = built.parts.filter((p) => !p.keyword).map((p) => p.w);
      if (!keywordBudget.allows(...keywordRoots) || !themeBudget.allows(...themeRoots)) return null;
      // Invented spellings must still be sayable; real-word compounds always are.
      const invented = built.technique === "blend" || built.technique === "respell" || built.technique === "affix";
      if (invented && !pronounceable(built.name.replace(/[^a-z]/gi, ""))) return null;
      keywordBudget.spend(...keywordRoots);
      themeBudget.spend(...themeRoots);
      const kw = built.parts.find((p) => p.keyword);
      const explained = built.parts.map((p) => (p.keyword ? `your word '${p.w}'` : p.g ? `'${p.w}' (${p.g})` : `'${p.w}'`));
      const meaning = `Brings together ${explained.join(" and ")}, for a name that feels ${(STYLE_TRAITS[params.style] ?? STYLE_TRAITS.modern).slice(0, 2).join(" and ").toLowerCase()}.`;
      let why = `Fits a ${readable(params.style)} ${params.what}${params.field ? ` in ${readable(params.field)}` : ""}: ${REASON[built.technique]}.`;
      if (kw) why += typed.includes(kw.w) ? ` Uses your keyword '${kw.w}' so people connect the name with what you do.` : ` Draws on '${kw.w}' from your description.`;
      return general(built.name, meaning, traits(r, STYLE_TRAITS[params.style] ?? STYLE_TRAITS.modern, ["Memorable", "Distinctive", "Easy to say"]), why, built.origin);
    };
  };
}

/** Adds the options of one generator to the brand parameters. */
export type BrandRecipe = (ctx: Ctx) => BrandParams;

export function brandMaker(recipe: BrandRecipe): Maker {
  return (ctx) => makeBrand(recipe(ctx))(ctx);
}
