import type { GeneralName } from "../../catalog/types";
import type { Rng } from "./rng";

export function general(name: string, meaning: string, traits: string[], why: string, origin: string): GeneralName {
  return { name, meaning, personality_traits: traits, why_it_fits: why, name_origin: origin };
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
