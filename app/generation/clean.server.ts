import { doubleMetaphone } from "double-metaphone";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import type { GeneratedName } from "./catalog/types";

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Removes the wrapping models add: quotes, list markers, markdown emphasis. */
export function tidyName(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, "")
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")
    .replace(/^["'“”‘’*_`#\s]+/, "")
    .replace(/[\s"'“”‘’*_`]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function spellingKey(name: string): string {
  return name.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N}]/gu, "");
}

/** Vowel sounds, roughly: "Kaylee" and "Kailey" agree, "Bella" and "Bill" do not. */
function vowelSkeleton(word: string): string {
  return word
    .replace(/ee|ea|ie|ey$|y$/g, "i")
    .replace(/oo|ou|ew/g, "u")
    .replace(/ai|ay|ei/g, "e")
    .replace(/[^aeiou]/g, "")
    .replace(/(.)\1+/g, "$1");
}

/** Consonants by double metaphone plus the vowel skeleton: "Luna" and "Loona" share a key. */
function soundKey(name: string): string {
  const words = name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((w) => (/^\d+$/.test(w) ? w : `${doubleMetaphone(w)[0] || w}:${vowelSkeleton(w)}`)).join(" ");
}

/**
 * Keeps the names a result should show: tidy, inoffensive, not already in the
 * result (by spelling or by sound), not excluded, and no more than `limit`.
 */
export class NameFilter {
  private readonly spellings = new Set<string>();
  private readonly sounds = new Set<string>();
  private readonly excluded: Set<string>;
  private kept = 0;
  /** Candidates turned away because the user had already been shown them. */
  rejectedAsSeen = 0;

  constructor(private readonly limit: number, exclude: Iterable<string> = []) {
    this.excluded = new Set([...exclude].map(spellingKey));
  }

  get full(): boolean {
    return this.kept >= this.limit;
  }

  accept<T extends GeneratedName>(candidate: T): T | null {
    if (this.full) return null;
    const name = tidyName(candidate.name);
    if (name.length < 2 || name.length > 60) return null;
    if (profanity.hasMatch(name)) return null;
    const spelling = spellingKey(name);
    if (this.excluded.has(spelling)) {
      this.rejectedAsSeen++;
      return null;
    }
    if (!spelling || this.spellings.has(spelling)) return null;
    const sound = soundKey(name);
    if (sound && this.sounds.has(sound)) return null;
    this.spellings.add(spelling);
    if (sound) this.sounds.add(sound);
    this.kept++;
    return { ...candidate, name };
  }
}
