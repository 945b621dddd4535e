// The built-in offline name engine: works without any AI provider, for every
// generator in the catalog. See recipes.ts for which strategy serves which.
import type { GeneratedName, GeneratorStructure } from "../catalog/types";
import { makeContext } from "./core/context";
import { Rng, seededRandom } from "./core/rng";
import { isBlocked } from "./core/blocklist";
import { clashesWith } from "./core/understand";
import { fold } from "./core/text";
import { recipeFor } from "./recipes";
import { inventedWordMaker } from "./strategies/invented";
import { mix } from "./strategies/combine";
import { petSexOf, rankAndPick, saysRuledOut } from "./core/rank";
import { suitsSex } from "./core/name-gender";
import { oneTraditionPerResult } from "./core/origins";
import type { Maker } from "./strategies/types";
import { OTHER_PITCHES, PREFERRED, type WithPitches, type WithPreference } from "./core/result";
import { typedForms, withTypedCase } from "./core/typed-case";

export { seededRandom };

export interface EngineRequest {
  generator: GeneratorStructure;
  input: Record<string, string>;
  count: number;
  exclude?: Iterable<string>;
  random?: () => number;
}

const MAX_NAME_LENGTH = 40;

/** The name as compared with the others in a result: "The Keyboard Upgrade" and "Keyboard Upgrade" are one name. */
function key(name: string): string {
  return fold(name).replace(/[^a-z0-9]+/g, " ").trim().replace(/^(the|a|an) (?=\S)/, "");
}

function clean(name: string): string {
  return name.replace(/[<>{}\\`]/g, "").replace(/\s+/g, " ").trim();
}

/** Prose with a word said twice in a row ("a used used car dealership") said once. */
function once(text: string): string {
  return mayDouble(text) ? text.replace(/\b([\p{L}]+)(\s+\1\b)+/giu, "$1") : text;
}

/**
 * Whether two neighbouring words could be the same word: the last letters of one and the first letters of the next.
 * A quick look that lets most prose skip the regular expression; text beyond plain ASCII always takes it.
 */
function mayDouble(text: string): boolean {
  const letter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const space = (c: number) => c === 32 || (c >= 9 && c <= 13);
  let prevStart = -1;
  let prevEnd = -1;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c > 127) return true;
    if (letter(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    // A run of letters [start, i): the same letters as the run before, with only spaces between?
    if (prevEnd >= 0 && prevEnd < start && i - start === prevEnd - prevStart) {
      let gap = true;
      for (let k = prevEnd; k < start && gap; k++) gap = space(text.charCodeAt(k));
      let same = gap;
      for (let k = 0; same && k < i - start; k++) same = (text.charCodeAt(prevStart + k) | 32) === (text.charCodeAt(start + k) | 32);
      if (same) return true;
    }
    prevStart = start;
    prevEnd = i;
    start = -1;
  }
  return false;
}

/** Every explanation field of a name, with doubled words removed. */
function tidy(c: GeneratedName): GeneratedName {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) out[k] = k === "name" ? v : typeof v === "string" ? once(v) : Array.isArray(v) ? v.map((x) => (typeof x === "string" ? once(x) : x)) : v;
  const others = (c as WithPitches)[OTHER_PITCHES];
  if (others) Object.assign(out, { [OTHER_PITCHES]: others.map(once) });
  if ((c as WithPreference)[PREFERRED]) Object.assign(out, { [PREFERRED]: true });
  return out as unknown as GeneratedName;
}

function complete(c: GeneratedName): boolean {
  for (const value of Object.values(c)) {
    if (typeof value === "string" && value.trim() === "") return false;
    if (Array.isArray(value) && (value.length === 0 || value.some((v) => typeof v !== "string" || v.trim() === ""))) return false;
  }
  return true;
}

// Used only when a generator's own pools run dry (a huge exclude list).
const fallbackMaker: Maker = mix([inventedWordMaker, 1]);

/** Spare candidates made beyond the names returned: the ranker picks the best, varied set from them. */
const SPARE_FACTOR = 3;
/** Failed attempts in a row after which a strategy that has given enough names is taken as run dry. */
const MISSES = 40;
const MAX_SPARE = 40;

// Generators whose names are built from what the visitor described: a name
// that uses their words ranks first. For the others (pets, fantasy people,
// handles) the strategies already follow the description's traits and tags.
const DESCRIBED_KINDS = new Set(["business-brand", "tech-industry"]);
const DESCRIBED_SLUGS = new Set(["random", "podcast", "book-title", "game", "software-app", "gaming-clan"]);
// Generators with no field of their own (unlike crypto or fitness brands):
// about eight names in ten may lean on the visitor's words, not seven.
const GENERAL_SLUGS = new Set(["business", "product", "catchy-brand", "domain", "startup", "software-app", "tech-startup", "saas", "podcast", "book-title", "game", "random", "band", "youtube-channel"]);
/** How much a name that uses the visitor's words ranks up, by generator. */
function relevanceWeight(generator: GeneratorStructure): number {
  if (DESCRIBED_SLUGS.has(generator.slug) || DESCRIBED_KINDS.has(generator.category)) return 1;
  if (generator.category === "writing-creative" && !/character|pen-name/.test(generator.slug)) return 0.7;
  if (generator.category === "geographical-local" || generator.slug === "youtube-channel" || generator.slug === "personal-blog") return 0.5;
  // Pet names follow the description's colours and traits through their own tags.
  if (generator.category === "niche-specific" && generator.dedicated) return 0;
  return 0.3;
}

export function generateOffline(req: EngineRequest): GeneratedName[] {
  const wanted = Math.max(1, Math.min(60, Math.floor(Number.isFinite(req.count) ? req.count : 7) || 7));
  const count = wanted + Math.min(wanted * SPARE_FACTOR, MAX_SPARE);
  const rng = new Rng(req.random ?? Math.random);
  const ctx = makeContext(req.generator, req.input ?? {}, rng);
  const seen = new Set<string>();
  for (const name of req.exclude ?? []) if (typeof name === "string") seen.add(key(name));

  const out: GeneratedName[] = [];
  let usable = 0;
  // A mare is offered no "Lord Shiloh": names of the other sex are passed over as they are made, so the list still fills.
  const sex = petSexOf(ctx);
  const take = (make: () => GeneratedName | null, attempts: number) => {
    // Attempts are budgeted by the names wanted; spares come from what is left.
    let misses = 0;
    for (let i = 0; i < attempts && usable < count; i++) {
      // Enough to choose from and the strategy has run dry: stop looking.
      if (usable >= wanted && misses > MISSES) break;
      const c = make();
      misses++;
      if (!c) continue;
      const name = clean(c.name);
      const k = key(name);
      // (A name with a word the visitor ruled out is passed over here, so the list still fills: "no coffee" on the coffee-shop page.
      // A title marked PREFERRED tells the visitor's own clause: "a boy who never wants to sleep" rules no sleep out of "The Boy Who
      // Never Wanted to Sleep".)
      if (!k || name.length > MAX_NAME_LENGTH || seen.has(k) || isBlocked(name) || !complete(c) || (sex && !suitsSex(name, sex)) || (clashesWith(name, ctx.understood.excluded) && !(c as WithPreference)[PREFERRED])) continue;
      seen.add(k);
      misses = 0;
      out.push(tidy({ ...c, name }));
      // (One whose explanation speaks of what was ruled out is dropped when ranked: the list fills without it.)
      if (!saysRuledOut(c, ctx) || (c as WithPreference)[PREFERRED]) usable++;
    }
  };

  const maker = recipeFor(req.generator.slug);
  if (maker) take(maker(ctx), wanted * 60 + 200);
  if (usable < wanted && req.generator.resultKind !== "podcast") {
    // (A domain page's spare names are addresses too: "Lirin" is no domain, "lirin.com" is.)
    const tld = req.generator.slug === "domain" ? ctx.opt("tld") || ".com" : "";
    const spare = fallbackMaker(ctx);
    take(() => {
      const c = spare();
      return c && tld ? { ...c, name: `${c.name.toLowerCase().replace(/[^a-z0-9]/g, "")}${tld}` } : c;
    }, count * 80 + 200);
  }
  const picked = oneTraditionPerResult(rankAndPick(out, ctx, wanted, relevanceWeight(req.generator), GENERAL_SLUGS.has(req.generator.slug) ? 0.8 : 0.72));
  // "SEO Query", not "Seo Query": words typed with capitals inside them keep them.
  return withTypedCase(picked, typedForms(Object.values(req.input ?? {}).filter((v): v is string => typeof v === "string")));
}
