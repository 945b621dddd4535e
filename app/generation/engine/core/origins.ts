import type { GeneratedName } from "../../catalog/types";

// A name's origin often ends on the tradition its shape comes from ("…,
// kept to one word the way intelligence services give agents cryptonyms").
// Said once in a result that is worth reading; said seven times it is a
// template. Later names keep only what is their own.

/** Where a tail may start: after a colon or semicolon, or after a comma before a word that opens a trailing phrase. */
const TAIL = /(?::|;| \u2014|,(?= (?:a|an|the|and|as|in|with|under|kept|put|leading|worn|carried|for)\b)) /g;
const MIN_HEAD = 12;

/** The trailing phrases of an origin a later name may drop, longest first, each with the text before it. */
function tails(origin: string): { head: string; tail: string }[] {
  const out: { head: string; tail: string }[] = [];
  for (const m of origin.matchAll(TAIL)) {
    const head = origin.slice(0, m.index).trimEnd();
    if (head.length >= MIN_HEAD && !/[.!?]/.test(head.slice(-1))) out.push({ head, tail: origin.slice(m.index + m[0].length) });
  }
  return out;
}

/** Drops a trailing phrase that an earlier name of the result already ended on, when what is left is still unique. */
export function oneTraditionPerResult(names: GeneratedName[]): GeneratedName[] {
  const said = new Set<string>();
  const origins = new Set(names.map((n) => ("name_origin" in n ? n.name_origin : "")));
  return names.map((n) => {
    if (!("name_origin" in n) || typeof n.name_origin !== "string") return n;
    const all = tails(n.name_origin);
    const repeated = all.find((t) => said.has(t.tail));
    for (const t of all) said.add(t.tail);
    if (!repeated) return n;
    const shorter = `${repeated.head.replace(/[,:;\u2014\s]+$/, "")}.`;
    if (origins.has(shorter)) return n;
    origins.add(shorter);
    return { ...n, name_origin: shorter };
  });
}
