import { partsOfSpeech } from "./understand";

// Pieces of a set compound mean nothing alone: "in-depth" is no depth, "mid-size" no size, "one-click" no click,
// "step-by-step" no step, "post-apocalyptic" no post. A judge found "The Depth Gigabyte", "Size Tribe", "clinknow.io",
// "Step Dispatch" and "The Uncharted Post" made of them.

// Words that open a compound whose noun is then no thing of its own: a preposition, a count, an order, a degree.
const OPENERS = new Set(
  `in on at to by of up out off over under down all ever mid one two three four five six seven eight nine ten first second third
  last next same long short high low real full part half top open well multi non semi single`.split(/\s+/).filter(Boolean),
);
// A joining word inside ("farm-to-table", "step-by-step", "one-on-ones").
const JOINERS = new Set(["to", "by", "on", "in", "of", "and", "the", "a", "for", "from", "with"]);
// A prefix written with a hyphen: the word after it stands ("post-apocalyptic" is apocalyptic), the prefix does not.
const PREFIXES = new Set(["post", "pre", "co", "semi", "ex", "re", "neo", "pseudo", "quasi", "ultra", "mega", "micro", "mini"]);
// "single-origin", "all-natural", "full-bodied": compounds whose noun is the thing itself.
const KEEP = new Set(["single-origin", "all-natural", "all-weather", "all-day", "high-street", "open-air", "open-water", "half-term", "in-house"]);

/**
 * The words of a description that appear only as pieces of set compounds ("in-depth", "mid-size", "step-by-step",
 * "one-on-ones", "first-time", the "post" of "post-apocalyptic"), lower-cased: no name is built on them alone.
 */
export function boundWords(description: string): Set<string> {
  const bound = new Set<string>();
  const text = description.toLowerCase();
  for (const m of text.matchAll(/\b[a-z]+(?:-[a-z]+)+\b/g)) {
    const compound = m[0];
    if (KEEP.has(compound)) continue;
    const pieces = compound.split("-");
    const first = pieces[0];
    const last = pieces[pieces.length - 1];
    const inner = pieces.slice(1, -1);
    // "step-by-step", "face-to-face", "one-on-ones": the same word each side of a joining word.
    const same = inner.length > 0 && inner.every((p) => JOINERS.has(p)) && last.replace(/s$/, "") === first;
    // "in-depth", "mid-size", "one-click", "up-to-date", "long-form": an opener before a noun.
    const opened = OPENERS.has(first) && (partsOfSpeech(last).includes("n") || inner.length > 0);
    if (same || opened) for (const p of pieces) bound.add(p);
    else if (PREFIXES.has(first) || OPENERS.has(first)) bound.add(first);
  }
  // A piece the visitor also wrote on its own is theirs ("a short film about a short-haired cat").
  const loose = new Set(text.replace(/\b[a-z]+(?:-[a-z]+)+\b/g, " ").match(/\b[a-z]+\b/g));
  for (const w of bound) if (loose.has(w)) bound.delete(w);
  return bound;
}
