// Reading a visitor's description with real language tools: compromise tags
// each word (noun, adjective, verb, plural, gerund…) and gives base forms
// ("stories" -> "story", "invoicing" -> "invoice"); the WordNet index
// (data/related-words.ts, built by scripts/build-word-index.mjs) gives the
// related words. Negations ("fragrance-free", "no added sugar", "without
// parabens", "not spicy") become words a name must never lean on.
import nlp from "compromise/two";
import { RELATED_WORDS } from "../data/related-words";
import { FAMILIES } from "../data/description-families";

export interface Understanding {
  /** Content words in base form, in the order typed, without negated ones. */
  readonly words: readonly string[];
  readonly nouns: readonly string[];
  readonly adjectives: readonly string[];
  readonly verbs: readonly string[];
  /** Words the visitor ruled out, in base form. */
  readonly negated: readonly string[];
  /** WordNet relatives of `words`, none of them excluded. */
  readonly related: readonly string[];
  /** Negated words with their relatives and their word families: never in a name. */
  readonly excluded: ReadonlySet<string>;
}

const model = nlp.model();
// compromise types its methods as a bare object; these two are documented string transforms.
interface Transform {
  noun: { toSingular(word: string, model: object): string };
  verb: { toInfinitive(word: string, model: object, tense?: string): string };
}
const transform = (nlp.methods() as { two: { transform: Transform } }).two.transform;

// Loaded on first use: the index is a string until a request needs it.
let index: Map<string, string> | null = null;
function relatedIndex(): Map<string, string> {
  if (index) return index;
  index = new Map();
  let start = 0;
  while (start < RELATED_WORDS.length) {
    let end = RELATED_WORDS.indexOf("\n", start);
    if (end < 0) end = RELATED_WORDS.length;
    const space = RELATED_WORDS.indexOf(" ", start);
    index.set(RELATED_WORDS.slice(start, space), RELATED_WORDS.slice(space + 1, end));
    start = end + 1;
  }
  return index;
}

/** Familiar related words (WordNet synonyms, derived forms, broader words), commonest sense first. */
export function relatedWords(word: string): string[] {
  const line = relatedIndex().get(word.toLowerCase());
  return line ? line.split(" ") : [];
}

/** Whether WordNet knows the word at all (a real English word, in base form). */
export function isKnownWord(word: string): boolean {
  return relatedIndex().has(word.toLowerCase());
}

const NEGATORS = new Set(["no", "without", "not", "never", "zero", "non", "nothing", "avoid", "free"]);
// Words that only grade what follows a negator ("no added sugar", "no harsh chemicals").
const GRADERS = new Set(["added", "extra", "harsh", "artificial", "more", "any", "real", "refined", "synthetic", "nasty", "hidden", "fake", "cheap", "boring"]);
const SKIP = new Set(["thing", "things", "way", "lot", "kind", "type", "sort", "something", "someone", "anything", "everything", "one", "ones", "bit", "lot"]);

interface Term {
  normal: string;
  post: string;
  tags: string[];
}

function baseForm(t: Term): string {
  const w = t.normal.replace(/[^a-z'-]/g, "").replace(/'s$/, "");
  const has = (tag: string) => t.tags.includes(tag);
  if (has("Plural") && has("Noun")) return transform.noun.toSingular(w, model) || w;
  if (has("Gerund")) {
    const inf = transform.verb.toInfinitive(w, model, "Gerund");
    return inf && relatedIndex().has(inf) ? inf : w;
  }
  if (has("Verb") && !has("Infinitive")) {
    const tense = has("PastTense") ? "PastTense" : has("PresentTense") ? "PresentTense" : undefined;
    const inf = tense ? transform.verb.toInfinitive(w, model, tense) : w;
    return inf && relatedIndex().has(inf) ? inf : w;
  }
  return w;
}

const familiesByTrigger = new Map<string, (typeof FAMILIES)[number][]>();
for (const f of FAMILIES) for (const t of f.triggers) familiesByTrigger.set(t, [...(familiesByTrigger.get(t) ?? []), f]);
const familyWords = (f: (typeof FAMILIES)[number]) => [...f.words.map((w) => w.w.toLowerCase()), ...f.triggers];

const cache = new Map<string, Understanding>();

/** What a description says, read once per distinct text. */
export function understand(text: string): Understanding {
  const key = text.trim();
  const hit = cache.get(key);
  if (hit) return hit;
  const result = read(key);
  if (cache.size > 200) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

function read(text: string): Understanding {
  const nouns: string[] = [];
  const adjectives: string[] = [];
  const verbs: string[] = [];
  const negated: string[] = [];
  if (text.trim() === "") return { words: [], nouns, adjectives, verbs, negated, related: [], excluded: new Set() };
  const sentences = nlp(text).json({ terms: { normal: true } }) as { terms: Term[] }[];
  for (const s of sentences) {
    const terms = s.terms;
    let negating = 0;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i];
      const base = baseForm(t);
      const next = terms[i + 1];
      // "fragrance-free", "sugar-free", "gluten-free": the word before "free" is ruled out.
      if (next && next.normal === "free" && t.post.trim() === "-") {
        negated.push(base);
        i++;
        continue;
      }
      if (NEGATORS.has(t.normal) && !(t.normal === "free" && terms[i - 1]?.post.trim() === "-")) {
        // "free of parabens", "free from nuts"; a lone "free" ("free shipping") rules nothing out.
        if (t.normal === "free" && !(next && (next.normal === "of" || next.normal === "from"))) continue;
        negating = 3;
        continue;
      }
      if (negating > 0) {
        negating--;
        if (t.normal === "of" || t.normal === "from" || GRADERS.has(t.normal) || t.tags.includes("Determiner")) {
          negating++;
          continue;
        }
        if (t.tags.includes("Noun") || t.tags.includes("Adjective") || t.tags.includes("Verb")) {
          negated.push(base);
          // "no sugar or salt": the list goes on.
          if (!(next && (next.normal === "or" || next.normal === "and" || t.post.includes(",")))) negating = 0;
          else negating = 2;
          continue;
        }
        if (t.normal === "or" || t.normal === "and" || t.normal === "nor") {
          negating++;
          continue;
        }
        negating = 0;
      }
      if (base.length < 3 || SKIP.has(base) || t.tags.includes("ProperNoun") || t.tags.includes("Pronoun")) continue;
      if (t.tags.includes("Noun")) nouns.push(base);
      else if (t.tags.includes("Adjective")) adjectives.push(base);
      else if (t.tags.includes("Verb") && !t.tags.includes("Auxiliary") && !t.tags.includes("Copula") && !t.tags.includes("Modal")) verbs.push(base);
    }
  }
  const excluded = new Set<string>();
  // A negated word's family ("fragrance" -> candles and scent) is ruled out,
  // unless something the visitor affirmed points at it too: a gluten-free
  // bakery still bakes bread.
  const affirmedFamilies = new Set([...nouns, ...adjectives, ...verbs].flatMap((w) => familiesByTrigger.get(w) ?? []));
  for (const n of negated) {
    excluded.add(n);
    for (const r of relatedWords(n)) excluded.add(r);
    for (const f of familiesByTrigger.get(n) ?? []) if (!affirmedFamilies.has(f)) for (const w of familyWords(f)) excluded.add(w);
  }
  for (const f of affirmedFamilies) for (const w of familyWords(f)) if (!negated.includes(w)) excluded.delete(w);
  const keep = (w: string) => !excluded.has(w);
  const uniq = (xs: string[]) => [...new Set(xs)].filter(keep);
  const words = uniq([...nouns, ...adjectives, ...verbs].sort((a, b) => text.toLowerCase().indexOf(a) - text.toLowerCase().indexOf(b)));
  const related = uniq(words.flatMap((w) => relatedWords(w).slice(0, 6))).filter((w) => !words.includes(w));
  return { words, nouns: uniq(nouns), adjectives: uniq(adjectives), verbs: uniq(verbs), negated: [...new Set(negated)], related, excluded };
}

/** The text with its negated phrases ("fragrance-free", "no harsh chemicals") taken out. */
export function withoutNegations(text: string): string {
  return text
    .replace(/\b[\p{L}]+-free\b/giu, " ")
    .replace(/\b(?:no|without|not|never|zero|free (?:of|from))\s+(?:added\s+|harsh\s+|artificial\s+|any\s+)?[\p{L}-]+/giu, " ");
}

/** Whether a name or sentence leans on a word the visitor ruled out ("gluten-free" itself does not). */
export function clashesWith(text: string, excluded: ReadonlySet<string>): boolean {
  if (excluded.size === 0) return false;
  for (const part of withoutNegations(text).toLowerCase().split(/[^a-z]+/)) {
    if (part.length < 3) continue;
    if (excluded.has(part) || (part.endsWith("s") && excluded.has(part.slice(0, -1)))) return true;
  }
  return false;
}
