import type { GeneralName } from "../../catalog/types";
import type { Rng } from "./rng";

export function general(name: string, meaning: string, traits: string[], why: string, origin: string): GeneralName {
  return { name, meaning, personality_traits: traits, why_it_fits: why, name_origin: origin };
}

/**
 * Other ways to say why a name fits, kept off the JSON (a symbol key): a list that has already
 * said the first way twice says this name's in another (see dropRepeatedSentences).
 */
export const OTHER_PITCHES: unique symbol = Symbol("other pitches");
export type WithPitches = { [OTHER_PITCHES]?: readonly string[] };

/** A name whose why it fits may be said in any of `whys`, the first by default. */
export function pitched(n: GeneralName, whys: readonly string[]): GeneralName {
  const [first, ...others] = whys;
  return Object.assign({ ...n, why_it_fits: first ?? n.why_it_fits }, { [OTHER_PITCHES]: others });
}

/**
 * A name the strategy knows is the one a person would pick ("The Girl Who Could Talk to Animals", told from the
 * description's own clause), kept off the JSON like OTHER_PITCHES: the ranker puts it ahead of the rest.
 */
export const PREFERRED: unique symbol = Symbol("preferred");
export type WithPreference = { [PREFERRED]?: true };

/** The name, marked as one the ranker puts first. */
export function preferred(n: GeneralName): GeneralName {
  return Object.assign(n, { [PREFERRED]: true as const });
}

/** Two to four distinct traits, drawn from the pools in order of relevance. */
export function traits(rng: Rng, ...pools: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const want = 3 + (rng.chance(0.3) ? 1 : 0);
  for (const pool of pools) {
    if (pool.length === 0) continue;
    const start = rng.int(pool.length);
    for (let i = 0; i < pool.length && out.length < want; i++) {
      const t = pool[(start + i) % pool.length];
      if (!out.includes(t)) {
        out.push(t);
        break;
      }
    }
  }
  // Top up from the pools if a pool was short.
  for (const pool of pools) {
    for (const t of pool) {
      if (out.length >= want) break;
      if (!out.includes(t)) out.push(t);
    }
  }
  if (out.length < 2) out.push(...["Memorable", "Distinctive"].filter((t) => !out.includes(t)));
  return out.slice(0, 4);
}
