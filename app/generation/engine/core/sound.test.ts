import { doubleMetaphone } from "double-metaphone";
import { describe, expect, it } from "vitest";
import { IRREGULAR_FORMS, PLACE_NAMES, PROPER_ADJECTIVES, RELATED_WORDS } from "../data/related-words";
import { soundKey } from "./sound";

// The sound key ranking uses is Double Metaphone's primary code, as the double-metaphone package gives it: names are
// penalised for sounding alike exactly as before ("Kora" after "Cora"), for every word, not only the common ones.

function mismatches(words: Iterable<string>): string[] {
  const wrong: string[] = [];
  for (const word of words) {
    const expected = doubleMetaphone(word)[0];
    if (soundKey(word) !== expected) wrong.push(`${word}: ${soundKey(word)} (package ${expected})`);
  }
  return wrong.slice(0, 20);
}

/** Made-up words from the spellings the rules look for ("sch", "gh", "-ier", "san", "jose", "witz"…), seeded. */
function madeUp(count: number, seed: number): string[] {
  const parts = "a e i o u y b c d f g h j k l m n p q r s t v w x z ch gh gn kn pn wr ps sch sh th tch cc cz dg gg ll mb ph rr ss tt zz ier aux oux san jose sugar mc van von witz caesar bacher macher orches archit hia cia ucce ough augh eim oek olm olz ed em en er uy oo et anger tion tia sio sia wicz ewski".split(" ");
  const out: string[] = [];
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let n = 0; n < count; n++) {
    let word = "";
    const pieces = 1 + Math.floor(next() * 5);
    for (let k = 0; k < pieces; k++) word += parts[Math.floor(next() * parts.length)];
    out.push(word);
  }
  return out;
}

describe("soundKey", () => {
  it("gives the double-metaphone package's primary code for every word of the dictionary", () => {
    const words = new Set<string>();
    for (const text of [RELATED_WORDS, IRREGULAR_FORMS, PLACE_NAMES, PROPER_ADJECTIVES]) for (const w of text.split(/[\s^]+/)) if (/^[a-z]+$/.test(w)) words.add(w);
    expect(words.size).toBeGreaterThan(50_000);
    expect(mismatches(words)).toEqual([]);
  });

  it("gives the package's code for made-up words and names run together ('sunnysideshop', 'mcgowanwitz')", () => {
    expect(mismatches(madeUp(300_000, 7))).toEqual([]);
    expect(mismatches(["", "a", "x", "xavier", "san", "sanjose", "jose", "sugar", "caesar", "schmidt", "rogier", "breaux", "thomas", "mcgregor", "gnome", "wright", "kora", "cora"])).toEqual([]);
  });

  it("gives every string of up to four letters the package's code", () => {
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const all: string[] = [];
    const grow = (prefix: string, left: number) => {
      all.push(prefix);
      if (left > 0) for (const l of letters) grow(prefix + l, left - 1);
    };
    grow("", 4);
    expect(mismatches(all)).toEqual([]);
  });
});
