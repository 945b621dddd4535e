import { domainToASCII } from "node:url";

export const LABEL_MAX = 63;

export type LabelResult = { ok: true; label: string } | { ok: false; problem: string };

// Letters NFKD does not take apart, spelled the way a domain would.
const LATIN_FOLDS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * Turns a name into the label a domain would use: lower case, accents folded,
 * spaces and punctuation removed; names in other scripts become punycode
 * (xn--…). Too long or unusable labels say why.
 */
export function toDomainLabel(name: string): LabelResult {
  const folded = name
    .toLowerCase()
    .replace(/&/g, "and")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (c) => LATIN_FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]/gu, "");
  if (!folded) return { ok: false, problem: "This name has no letters or digits a domain could use." };
  const ascii = /^[a-z0-9]+$/.test(folded) ? folded : domainToASCII(folded);
  if (!ascii || ascii.includes(".") || !/^[a-z0-9-]+$/.test(ascii)) {
    return { ok: false, problem: "This name cannot be written as a domain." };
  }
  if (ascii.length > LABEL_MAX) return { ok: false, problem: `Too long for a domain: a domain name has at most ${LABEL_MAX} characters before the ending.` };
  return { ok: true, label: ascii };
}
