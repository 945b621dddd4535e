// Words a visitor typed with capitals inside them keep that spelling in every
// name and explanation: "SEO audits" gives "SEO Query", not "Seo Query";
// "ICU nurses", "iPhone cases" and "NFTs" likewise. The strategies work in
// lower case and title-case what they build, which loses it.
import { STOPWORDS } from "./stopwords";
import { escapeRegExp } from "./text";

/** A word typed all in capitals ("SEO", "NFTs") or with a capital inside it ("iPhone", "YouTube"). */
const CAPITALS = /^(?:[A-Z]{2,6}s?|[a-z]+[A-Z][A-Za-z]*|[A-Z][a-z]+[A-Z][A-Za-z]*)$/;

/**
 * The words of `texts` typed with capitals inside them, keyed by their lower case. A text typed
 * mostly in capitals ("A BAKERY IN PARIS") is shouted, not spelled: it gives none. Small words
 * ("IT", "US", "OR") are left alone, since "it" and "us" are in every explanation.
 */
export function typedForms(texts: readonly string[]): Map<string, string> {
  const forms = new Map<string, string>();
  const words = texts.flatMap((t) => t.match(/[A-Za-z]+/g) ?? []);
  const capitalised = words.filter((w) => w.length >= 2 && w === w.toUpperCase()).length;
  const long = words.filter((w) => w.length >= 2).length;
  if (capitalised >= 3 && capitalised * 2 > long) return forms;
  for (const word of words) {
    if (!CAPITALS.test(word)) continue;
    const lower = word.toLowerCase();
    if (STOPWORDS.has(lower) || forms.has(lower)) continue;
    forms.set(lower, word);
    // "NFTs": the singular is spelled the same way ("NFT Vault").
    if (/^[A-Z]{2,6}s$/.test(word) && !forms.has(lower.slice(0, -1))) forms.set(lower.slice(0, -1), word.slice(0, -1));
  }
  return forms;
}

/** `text` with each of `forms` spelled as typed: in a name only where a word starts with a capital ("Seo Query"), in prose everywhere. */
function respell(text: string, forms: ReadonlyMap<string, string>, pattern: RegExp, inName: boolean): string {
  return text.replace(pattern, (match: string, offset: number) => {
    const before = text.charAt(offset - 1);
    const after = text.slice(offset + match.length, offset + match.length + 2);
    // Inside an address or a handle ("seo.com", "@seo_daily"), letters stay as they are.
    if (/[@._/]/.test(before) || /^[._@]\w/.test(after)) return match;
    if (inName && !/^[A-Z]/.test(match)) return match;
    return forms.get(match.toLowerCase()) ?? match;
  });
}

/** Every name in `names` with the visitor's own spelling of the words in `forms`. */
export function withTypedCase<T extends object>(names: T[], forms: ReadonlyMap<string, string>): T[] {
  if (forms.size === 0) return names;
  const pattern = new RegExp(`\\b(?:${[...forms.keys()].map(escapeRegExp).join("|")})\\b`, "gi");
  const fix = (value: unknown, inName: boolean): unknown =>
    typeof value === "string" ? respell(value, forms, pattern, inName) : Array.isArray(value) ? value.map((v) => fix(v, inName)) : value;
  return names.map((n) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(n)) out[k] = fix(v, k === "name");
    return out as T;
  });
}
