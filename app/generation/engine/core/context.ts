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
  const keywords = [...new Set([...typedKeywords, ...usefulWords(description)])].slice(0, 10);
  const mentioned = new Set(tokens(`${description} ${safeInput.keywords ?? ""}`));

  return {
    generator,
    rng,
    description,
    keywords,
    typedKeywords,
    mentioned,
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
