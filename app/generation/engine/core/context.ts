import type { GeneratorStructure } from "../../catalog/types";
import { Rng } from "./rng";
import { STOPWORDS } from "./stopwords";
import { isBlocked } from "./blocklist";
import { sanitize, tokens } from "./text";

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
}

// Words after which a capitalised name is a place: "in Leeds", "from Detroit".
const PLACE_CUES = new Set(["in", "from", "near", "at", "around", "across", "outside", "serving", "throughout", "of", "to"]);
// Capitalised words that are not names even mid-sentence.
const NOT_NAMES = new Set(["i", "i'm", "i've", "i'd", "ok", "okay", "diy"]);

/** Capitalised names in running text, as typed, with the places among them. */
export function properNames(text: string): { names: string[]; places: string[] } {
  const names: string[] = [];
  const places: string[] = [];
  const re = /[\p{L}][\p{L}'’]*/gu;
  let m: RegExpExecArray | null;
  let run: string[] = [];
  let runEnd = -1;
  let cue = false;
  let prevWord = "";
  const flush = () => {
    if (run.length > 0) {
      const name = run.join(" ");
      if (!names.includes(name)) names.push(name);
      if (cue && !places.includes(name)) places.push(name);
    }
    run = [];
  };
  while ((m = re.exec(text))) {
    const raw = m[0].replace(/['’]s$/, "").replace(/['’]/g, "");
    const before = text.slice(0, m.index);
    // A word opening the text or a sentence is capitalised anyway.
    const sentenceStart = before.trim() === "" || /[.!?\n"“(]\s*$/.test(before);
    const capital = /^\p{Lu}\p{Ll}+$/u.test(raw) && raw.length >= 2 && !NOT_NAMES.has(raw.toLowerCase());
    // Names of two words are typed with a single space between them ("New York").
    const joined = run.length > 0 && /^ $/.test(text.slice(runEnd, m.index));
    if (capital && !sentenceStart) {
      if (run.length === 0 || !joined) {
        flush();
        cue = PLACE_CUES.has(prevWord);
      }
      run.push(raw);
      runEnd = m.index + m[0].length;
    } else flush();
    prevWord = raw.toLowerCase();
  }
  flush();
  return { names: names.slice(0, 4), places: places.slice(0, 2) };
}

function usefulWords(text: string): string[] {
  const seen = new Set<string>();
  for (const t of tokens(text)) {
    const w = t.replace(/'s$/, "").replace(/'/g, "");
    if (w.length < 3 || w.length > 12 || STOPWORDS.has(w) || isBlocked(w)) continue;
    // Adverbs rarely make good name parts ("quickly", "really").
    if (w.endsWith("ly") && w.length > 5) continue;
    seen.add(w);
  }
  return [...seen];
}

export function makeContext(generator: GeneratorStructure, input: Record<string, string>, rng: Rng): Ctx {
  const safeInput: Record<string, string> = {};
  for (const [k, v] of Object.entries(input ?? {})) safeInput[k] = sanitize(v);

  const description = safeInput.description ?? "";
  const typedKeywords = usefulWords(safeInput.keywords ?? "").slice(0, 6);
  const proper = properNames(description);
  // Every word that only ever appears capitalised is a name, kept out of the folded keywords.
  const lowerTyped = new Set(tokens(description.replace(/[\p{L}']*\p{Lu}[\p{L}']*/gu, " ")));
  const nameWords = new Set(proper.names.flatMap((n) => tokens(n)).filter((w) => !lowerTyped.has(w)));
  const keywords = [...new Set([...typedKeywords, ...usefulWords(description).filter((w) => !nameWords.has(w))])].slice(0, 10);
  const mentioned = new Set(tokens(`${description} ${safeInput.keywords ?? ""}`));

  return {
    generator,
    rng,
    description,
    keywords,
    typedKeywords,
    mentioned,
    properNouns: proper.names,
    places: proper.places,
    opt(field, fallback) {
      const def = generator.fields.find((f) => f.name === field);
      const value = (safeInput[field] ?? "").trim().toLowerCase();
      if (def && def.kind === "select") {
        return def.options.some((o) => o.value === value) ? value : def.default;
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
