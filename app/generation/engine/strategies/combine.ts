import type { Ctx } from "../core/context";
import type { Maker } from "./types";

/** Runs one of several makers per candidate, by weight. */
export function mix(...entries: [Maker, number][]): Maker {
  return (ctx) => {
    const prepared = entries.map(([maker, weight]) => [maker(ctx), weight] as const);
    const total = prepared.reduce((s, [, w]) => s + w, 0);
    return () => {
      let roll = ctx.rng.next() * total;
      for (const [make, weight] of prepared) {
        roll -= weight;
        if (roll < 0) return make();
      }
      return prepared[prepared.length - 1][0]();
    };
  };
}

/** Gives a maker option values its generator does not have (used by "random"). */
export function withOptions(maker: Maker, values: Record<string, string>): Maker {
  return (ctx) => {
    const wrapped: Ctx = { ...ctx, opt: (field, fallback) => values[field] ?? ctx.opt(field, fallback) };
    return maker(wrapped);
  };
}
