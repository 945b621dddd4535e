import { GENERATOR_STRUCTURES } from "./structure";

// Old and alternative paths of generator pages, and the canonical path of each.
const ALIASES = new Map<string, string>(
  GENERATOR_STRUCTURES.flatMap((g) => g.aliases.map((alias) => [alias, g.path] as const)),
);

export function redirectFor(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ALIASES.get(normalized.toLowerCase());
}
