/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/**
 * mulberry32: tiny, fast and good enough for picking words. Seeding it makes a
 * whole generation reproducible, which the tests and the bench rely on.
 */
export function seededRandom(seed: number): RandomSource {
  let a = (Math.floor(seed) >>> 0) || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Small helpers over a RandomSource so strategies read as sentences. */
export class Rng {
  constructor(private readonly source: RandomSource) {}

  next(): number {
    const n = this.source();
    // Guard against sources that return 1 or garbage: indexes must stay in range.
    return Number.isFinite(n) && n >= 0 && n < 1 ? n : 0;
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** `items` in a random order, shuffled in place (Fisher-Yates) and returned. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  /** Picks from `preferred` with probability p when it has items, else from `all`. */
  prefer<T>(preferred: readonly T[], all: readonly T[], p: number): T {
    return preferred.length > 0 && this.chance(p) ? this.pick(preferred) : this.pick(all);
  }
}
