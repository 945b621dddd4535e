import { memo } from "./memo";

/** A word the engine may use, with what it suggests (used in "meaning"). */
export interface Word {
  w: string;
  g: string;
}

/**
 * Data files write word lists as "word:gloss; word:gloss" strings: compact to
 * write and read, parsed once when the module loads.
 */
export function words(source: string): Word[] {
  return source
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const i = part.indexOf(":");
      return i < 0 ? { w: part, g: "" } : { w: part.slice(0, i).trim(), g: part.slice(i + 1).trim() };
    });
}

/** A plain list: "a, b, c" or "a; b; c". */
export function list(source: string): string[] {
  return source
    .split(/[;,\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A curated entry: a whole name with its meaning, origin and tags. */
export interface Entry {
  name: string;
  meaning: string;
  origin: string;
  tags: string[];
}

// The few hundred origins and tags of the name lists ("english", "girl", "classic"), each kept once: split from every
// line, they were some twenty thousand copies of a few hundred words on the heap.
const shared = memo((word: string) => word, Infinity);

/**
 * Entries are written one per line: "Name | meaning | origin | tag tag tag".
 * The origin may be left empty to use the file's default.
 */
export function entries(source: string, defaultOrigin = ""): Entry[] {
  const out: Entry[] = [];
  for (const line of source.split("\n")) {
    const parts = line.split("|").map((p) => p.trim());
    if (parts.length < 2 || parts[0] === "") continue;
    out.push({
      name: parts[0],
      meaning: parts[1],
      origin: shared(parts[2] || defaultOrigin),
      tags: (parts[3] ?? "").split(/\s+/).filter(Boolean).map(shared),
    });
  }
  return out;
}

/** A number said as when or how many, never what ("tenth", "forty", "twenty-first"): no show or title is about it. */
export const ORDINAL = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|[a-z]+ieth|[a-z]+-[a-z]+(st|nd|rd|th))$/;
