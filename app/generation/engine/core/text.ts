// Turning free text typed by a visitor into safe, usable words.
import { indefinite, isPlural } from "./pos";
import { memo } from "./memo";

const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with", "de", "du", "la", "le", "von", "van"]);

/** Removes markup and control characters; keeps at most 500 characters. */
export function sanitize(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw
    .slice(0, 2000)
    .replace(/<[^>]*>?/g, " ")
    .replace(/&[#a-z0-9]+;/gi, " ")
    .replace(/[<>{}\\`]/g, " ")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 500);
}

/** Lowercase ASCII letters only: "Café Noir!" -> "cafe noir". */
export function fold(text: string): string {
  // (Most text is plain ASCII, which has no accents to take off: the Unicode pass is the costly part.)
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export function tokens(text: string): string[] {
  return fold(text).match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
}

/** Text to match as it is inside a regular expression: its dots, brackets and stars taken literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "The Long-haired Cat" -> "The Long-Haired Cat": every part of a hyphenated word that opens with a capital is capitalised in a title. */
export function hyphenCase(title: string): string {
  return title.replace(/\b([A-Z][a-z]*)((?:-[a-z]+)+)/g, (_, first: string, rest: string) => `${first}${rest.replace(/-([a-z])/g, (__, c: string) => `-${c.toUpperCase()}`)}`);
}

/** Title Case that leaves small joining words lowercase except at the start. */
export const titleCase = memo(titleCaseOf, 4000);

function titleCaseOf(text: string): string {
  return text
    .split(" ")
    .map((w, i, arr) => {
      if (w === "") return w;
      const lower = w.toLowerCase();
      // A small word starts a subtitle after a colon: "Comet: The Docks".
      // ("Camper Van Sundays": "van" and "von" stay low only where they were typed low before a name typed with a capital, "Vincent van Gogh".)
      if (i > 0 && SMALL_WORDS.has(lower) && !/:$/.test(arr[i - 1]) && (!/^v[ao]n$/.test(lower) || (w === lower && /^[A-Z]/.test(arr[i + 1] ?? "")))) return lower;
      // Keep deliberate inner capitals (McGee, DeVille) and all-caps codes (AI, K-7).
      if (/[A-Z]/.test(w.slice(1))) return capitalize(w);
      return capitalize(lower);
    })
    .join(" ");
}

export function possessive(word: string): string {
  return `${word}'s`;
}

/** Joins words as English prose: "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "a book", "an ember", "a unicorn", "an hour"; a plural takes no article ("ashes"). */
export function article(word: string): string {
  if (isPlural(word)) return word;
  return `${indefinite(word)} ${word}`;
}

/** "an elegant", "a fun": the phrase with the indefinite article its sound needs. */
export function withArticle(phrase: string): string {
  return `${indefinite(phrase)} ${phrase}`;
}

/** A number from a text that stays the same for the same text: the choice a request makes that no draw should change. */
export function textHash(text: string, seed = 7): number {
  let h = seed;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** Option values such as "food-and-drink" read as "food and drink". */
export function readable(value: string): string {
  return INITIALISMS[value] ?? value.replace(/[-_]+/g, " ").trim();
}

// Option values that are written in capitals or with a sign ("Fits an HR consulting firm", "an R&B song", never "a hr", "r and b").
const INITIALISMS: Record<string, string> = { hr: "HR", rpg: "RPG", it: "IT", api: "API", ai: "AI", nft: "NFT", "nft-collection": "NFT collection", dao: "DAO", defi: "DeFi", "r-and-b": "R&B", "hip-hop": "hip-hop", "vr-ar": "VR and AR", mmo: "MMO", fps: "FPS", moba: "MOBA", rts: "RTS", seo: "SEO", ux: "UX", ui: "UI", saas: "SaaS" };
