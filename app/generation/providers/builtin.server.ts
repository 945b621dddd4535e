import type { GeneratedName } from "../catalog/types";
import { generateOffline } from "../engine";
import type { NameProvider } from "./types";

/** How many spare names the engine makes, so filtering by sound still leaves enough. */
const SPARE = 5;
/** With a liked name, the engine makes this many times more names and keeps the closest in spirit. */
const LIKE_POOL = 4;

/** The built-in offline engine: the default when no AI service is configured. */
export function builtinProvider(random?: () => number): NameProvider {
  return {
    info: { id: "builtin", label: "the built-in Namesmith name engine", model: null },
    async *stream({ generator, input, exclude, examples = [] }) {
      const wanted = input.count + SPARE;
      const names = generateOffline({
        generator,
        input: input.values,
        count: examples.length > 0 ? wanted * LIKE_POOL : wanted,
        exclude,
        random,
      });
      yield* examples.length > 0 ? closestInSpirit(names, examples).slice(0, wanted) : names;
    },
  };
}

/** How alike two names feel: word count, first letter, length and ending. */
export function spiritScore(name: string, example: string): number {
  const a = name.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N} ]/gu, "").trim();
  const b = example.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N} ]/gu, "").trim();
  if (!a || !b) return 0;
  let score = 0;
  if (a.split(/\s+/).length === b.split(/\s+/).length) score += 2;
  if (a[0] === b[0]) score += 1;
  score += Math.max(0, 1.5 - Math.abs(a.length - b.length) / 3);
  if (a.slice(-2) === b.slice(-2)) score += 1;
  else if (a.slice(-1) === b.slice(-1)) score += 0.5;
  return score;
}

/** Orders names by how close they are to the liked examples, keeping the engine's order on ties. */
function closestInSpirit(names: GeneratedName[], examples: string[]): GeneratedName[] {
  const scored = names.map((n, i) => ({ n, i, s: Math.max(...examples.map((e) => spiritScore(n.name, e))) }));
  return scored.sort((x, y) => y.s - x.s || x.i - y.i).map((x) => x.n);
}
