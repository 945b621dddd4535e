import type { Rng } from "./rng";

/**
 * A letter-level Markov chain over a short list of example names. It is built
 * once at module load; each call walks the chain and rejects copies of the
 * training names and letter runs people could not pronounce.
 */
export class NameChain {
  private readonly table = new Map<string, string[]>();
  private readonly known: Set<string>;

  constructor(
    examples: readonly string[],
    private readonly order = 2,
    private readonly minLength = 4,
    private readonly maxLength = 9,
  ) {
    this.known = new Set(examples.map((e) => e.toLowerCase()));
    for (const raw of examples) {
      const word = "^".repeat(order) + raw.toLowerCase() + "$";
      for (let i = 0; i + order < word.length; i++) {
        const key = word.slice(i, i + order);
        const next = word[i + order];
        const list = this.table.get(key);
        if (list) list.push(next);
        else this.table.set(key, [next]);
      }
    }
  }

  make(rng: Rng): string | null {
    let key = "^".repeat(this.order);
    let out = "";
    while (out.length <= this.maxLength) {
      const options = this.table.get(key);
      if (!options) return null;
      const next = rng.pick(options);
      if (next === "$") break;
      out += next;
      key = key.slice(1) + next;
    }
    if (out.length < this.minLength || out.length > this.maxLength || this.known.has(out)) return null;
    if (!pronounceable(out)) return null;
    return out.charAt(0).toUpperCase() + out.slice(1);
  }
}

export function pronounceable(word: string): boolean {
  const w = word.toLowerCase();
  if (/(.)\1\1/.test(w)) return false;
  if (/[^aeiouy'\- ]{4,}/.test(w)) return false;
  if (/[aeiou]{3,}/.test(w.replace(/[y']/g, ""))) return false;
  if (!/[aeiouy]/.test(w)) return false;
  // Clusters that do not start English-readable syllables.
  if (/^(?:[^aeiouy][^aeiouyhlrw'])/.test(w) && !/^(?:s[ckmnpqtvw]|th|ch|sh|ph|gn|kn|ts|zh|dr|tr|gr|kr|br|pr|fr|vr|bl|cl|fl|gl|pl|sl|dw|tw|sw|qu|xy)/.test(w)) return false;
  return true;
}
