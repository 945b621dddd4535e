import { isUnpleasant } from "../core/rank";
import { partsOfSpeech } from "../core/understand";
import type { Ctx } from "../core/context";
import type { Word } from "../core/words";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { article, fold, listing, possessive, readable, titleCase, tokens, withArticle } from "../core/text";
import { ampersandJoinsNouns, describedPhrases, isAdjective, singularOf } from "../core/pos";
import { GENERIC, familyFor, isAudience } from "../data/description-families";
import { RootBudget, singular } from "./seams";
import { CUISINE, FEEL, OWNER_NAMES, TRADES } from "../data/local-trades";
import { TRADE_FOCUS } from "../data/local-focus";

const FEEL_TRAITS: Record<string, string[]> = {
  cozy: ["Cozy", "Welcoming", "Warm", "Homely"],
  upscale: ["Refined", "Elegant", "Exclusive", "Polished"],
  trendy: ["Trendy", "Fresh", "Social", "Urban"],
  classic: ["Classic", "Trustworthy", "Timeless", "Honest"],
  playful: ["Playful", "Cheerful", "Friendly", "Fun"],
  fun: ["Fun", "Cheerful", "Friendly", "Bright"],
  premium: ["Premium", "Meticulous", "Polished", "Reliable"],
  eco: ["Eco-friendly", "Fresh", "Responsible", "Clean"],
  fast: ["Quick", "Convenient", "Energetic", "Reliable"],
  luxury: ["Luxurious", "Exclusive", "Refined", "Serene"],
  vintage: ["Nostalgic", "Charming", "Crafted", "Timeless"],
  dark: ["Dark", "Bold", "Edgy", "Mysterious"],
  minimal: ["Minimal", "Calm", "Precise", "Modern"],
  witchy: ["Mystical", "Moody", "Enchanting", "Earthy"],
};

interface Piece extends Word {
  source?: "keyword" | "place" | "family" | "phrase";
  /** For family words: the description word that led to them. */
  from?: string;
}

function parts(pieces: Piece[]): string {
  return listing(
    pieces.map((p) =>
      p.source === "keyword" || p.source === "phrase"
        ? `your ${p.w.includes(" ") ? "words" : "word"} '${p.w.toLowerCase()}'`
        : p.source === "place"
          ? `'${p.w}', your location`
          : p.source === "family"
            ? `'${p.w}' (${p.g}, for '${p.from}' in your description)`
            : p.g
              ? `'${p.w}' (${p.g})`
              : `'${p.w}'`,
    ),
  );
}

// Snug words for "The Book Nook": a described noun turned into a little place.
const NOOKS = ["Nook", "Corner", "Room", "House"];

// Words that name a cuisine or its dishes, so a description can say which
// cuisine it is when the option does not: "a Mexican taqueria", "homemade tortillas".
const CUISINE_WORDS: Record<string, string[]> = {
  italian: ["italian", "pizza", "pizzeria", "pasta", "trattoria", "osteria", "risotto", "lasagna", "gnocchi"],
  mexican: ["mexican", "taco", "tacos", "taqueria", "tortilla", "tortillas", "burrito", "burritos", "enchiladas", "quesadillas", "tamales", "cantina"],
  japanese: ["japanese", "sushi", "ramen", "izakaya", "tempura", "bento", "udon", "yakitori"],
  indian: ["indian", "curry", "curries", "tandoori", "masala", "biryani", "naan", "dosa", "tiffin"],
  french: ["french", "bistro", "brasserie", "crepes", "creperie", "patisserie"],
  american: ["american", "diner", "burgers", "burger", "bbq", "barbecue", "wings", "smokehouse"],
  mediterranean: ["mediterranean", "greek", "falafel", "hummus", "mezze", "gyros", "taverna"],
  thai: ["thai", "pad", "satay"],
  chinese: ["chinese", "dumpling", "dumplings", "noodles", "dimsum", "wok", "cantonese", "szechuan", "sichuan"],
  vegan: ["vegan", "plant-based"],
  seafood: ["seafood", "oyster", "oysters", "lobster", "crab", "fish", "shellfish"],
};

/** The cuisine the description names, if it names one. */
function describedCuisine(ctx: Ctx): string {
  let best = "";
  let hits = 0;
  for (const [key, ws] of Object.entries(CUISINE_WORDS)) {
    const n = ws.filter((w) => ctx.mentioned.has(w)).length;
    if (n > hits) [best, hits] = [key, n];
  }
  return best;
}

export interface LocalOptions {
  /** Which select field holds the feel; "style" by default. */
  feelField?: string;
  /** Free-text fields naming a place, e.g. "city", "area", "town". */
  placeField?: string;
  /** The select field holding the speciality (bakery focus, hotel setting, craft). */
  focusField?: string;
}

export function localMaker(tradeKey: string, options: LocalOptions = {}): Maker {
  return (ctx: Ctx) => {
    const trade = TRADES[tradeKey] ?? TRADES["city-business"];
    const feel = ctx.opt(options.feelField ?? "style") || "classic";
    const adjectives = FEEL[feel] ?? FEEL.classic;
    // A cuisine the description names ("a Mexican taqueria") leads when the
    // option is left at its default, and shares the list when the visitor chose another.
    const chosenCuisine = tradeKey === "restaurant" ? ctx.opt("cuisine") : "";
    const cuisineField = ctx.generator.fields.find((f) => f.name === "cuisine");
    const describedKey = tradeKey === "restaurant" ? describedCuisine(ctx) : "";
    const cuisineDefault = Boolean(cuisineField && cuisineField.kind === "select" && chosenCuisine === cuisineField.default);
    const cuisineKey = describedKey && CUISINE[describedKey] && cuisineDefault ? describedKey : chosenCuisine;
    const cuisine = CUISINE[cuisineKey];
    const otherCuisineKey = describedKey && describedKey !== cuisineKey && CUISINE[describedKey] ? describedKey : "";
    const focusKey = options.focusField ? ctx.opt(options.focusField) : "";
    const focus = TRADE_FOCUS[tradeKey]?.[focusKey];
    // The speciality's own words outweigh the general trade words two to one,
    // so a cupcake bakery is offered cupcake names.
    const special = cuisine ?? focus;
    const allNouns: Word[] = focus?.only ? focus.nouns : special ? [...trade.nouns, ...special.nouns, ...special.nouns] : trade.nouns;
    // Describing words in a trade list ("Trusty", "Road-Tested") never stand where a noun belongs.
    const realNouns = allNouns.filter((n) => !isAdjective(n.w));
    const nouns: Word[] = realNouns.length >= 4 ? realNouns : allNouns;
    const puns = focus?.puns ?? trade.puns;
    const places = special ? [...special.places, ...special.places, ...trade.places] : trade.places;
    const typedPlace = options.placeField ? titleCase(ctx.text(options.placeField).replace(/[^\p{L}\p{N} '-]/gu, "").trim()).slice(0, 24) : "";
    // A place named in the description ("in Leeds") serves when no place field is filled in, exactly as typed.
    const location = typedPlace || (ctx.places[0] ?? "").slice(0, 24);
    const businessWords = tradeKey === "city-business" ? tokens(ctx.text("business")).slice(0, 2).join(" ") : "";
    const businessNoun = businessWords ? titleCase(businessWords) : "";
    const label = businessWords || focus?.label || trade.label;
    // "shop" or "bakery" typed in the description would only repeat the kind of place.
    const placeWords = new Set([...places, trade.label, "shop", "store", "place", "local"].flatMap((p) => tokens(p)));
    // "family-run": half of a joined word is not a word of its own ("The Run Nook").
    const joinedOnly = (k: string) => new RegExp(`(^|[^a-z-])(${k}-[a-z]|[a-z]+-${k}(?![a-z]))`).test(fold(ctx.description)) && !new RegExp(`(^|[^a-z-])${k}([^a-z-]|$)`).test(fold(ctx.description));
    // "a place to stay": a word after "to" or "who", or one WordNet knows only as a verb, is an action, not a thing for the sign.
    const descTokens = tokens(fold(ctx.description));
    const actionWord = (k: string) => {
      const pos = partsOfSpeech(k);
      return pos === "v" || (pos.includes("v") && descTokens.some((t, i) => t === k && i > 0 && /^(to|who|that|we|they|you)$/.test(descTokens[i - 1])));
    };
    const keywords = ctx.keywords.filter((k) => !businessWords.includes(k) && !location.toLowerCase().includes(k) && !placeWords.has(k) && !placeWords.has(k.replace(/s$/, "")) && !joinedOnly(k) && !isUnpleasant(k));
    const punChance = feel === "playful" || feel === "fun" ? 0.45 : 0.08;
    const r = ctx.rng;
    // The description read by part of speech: describing words ("cozy",
    // "rainy") only ever describe; nouns ("books") are used in the singular
    // when they modify another word ("Book Nook", not "Books Pour"), and point
    // at a family of evocative words ("chapter", "quill") for the sign itself.
    const moods: Piece[] = keywords.filter((k) => isAdjective(k)).map((k) => ({ w: titleCase(k), g: "", source: "keyword" }));
    // Who it is for ("families", "students") is not what it is: the audience never heads a name.
    const things: Piece[] = keywords
      .filter((k) => !isAdjective(k) && !isAudience(k) && !actionWord(k))
      .map((k) => ({ w: titleCase(singularOf(k)), g: "", source: "keyword" as const }))
      .filter((p, i, all) => all.findIndex((o) => o.w === p.w) === i);
    const familyWords: Piece[] = [];
    for (const k of keywords) {
      if (isAdjective(k)) continue;
      const f = familyFor(k) ?? familyFor(singular(k));
      if (!f) continue;
      for (const w of f.words) if (w.w.length <= 9 && !familyWords.some((p) => p.w.toLowerCase() === w.w)) familyWords.push({ w: titleCase(w.w), g: w.g, source: "family", from: k });
    }
    const phrases: Piece[] = describedPhrases(ctx.description)
      .filter((p) => !placeWords.has(p.noun) && !businessWords.includes(p.noun) && !location.toLowerCase().includes(p.noun) && !GENERIC.has(p.adj) && !GENERIC.has(p.noun) && !isUnpleasant(p.adj) && !isUnpleasant(p.noun))
      .map((p) => ({ w: titleCase(`${p.adj} ${p.noun}`), g: "", source: "phrase" }));
    // Trade nouns that are one plain word ("Crumb", "Pour"), for "Chapter & Crumb".
    const tradeNouns = nouns.filter((n) => /^[A-Z][a-z]+$/.test(n.w));
    const adj = (): Piece => (moods.length > 0 && r.chance(0.2) ? r.pick(moods) : r.pick(adjectives));
    const noun = (): Piece => (familyWords.length > 0 && r.chance(0.15) ? r.pick(familyWords) : r.pick(nouns));
    // The kind of place in the visitor's own word ("bakery", "coffee") comes up more often than the trade's other words.
    const descriptionTokens = new Set(tokens(fold(ctx.description)));
    const isOwn = (p: string) => tokens(fold(p)).some((t) => descriptionTokens.has(t));
    const ownPlaces = places.filter(isOwn);
    // Someone who wrote "bakery" reads "Bakery" on the sign more often than "Boulangerie".
    const ownOr = (list: readonly string[]): string => {
      const own = list.filter(isOwn);
      return own.length > 0 && r.chance(0.6) ? r.pick(own) : r.pick(list);
    };
    const place = (): string => (businessNoun && r.chance(0.6) ? `${businessNoun}${r.chance(0.5) ? " Co." : ""}` : ownPlaces.length > 0 && r.chance(0.6) ? r.pick(ownPlaces) : r.pick(places));
    // A trade noun, sharing the first letter of `w` when one does ("Chapter & Crumb").
    const tradeNoun = (w: string): Piece => {
      const rhyming = tradeNouns.filter((n) => n.w[0] === w[0] && n.w !== w);
      return rhyming.length > 0 && r.chance(0.6) ? r.pick(rhyming) : r.pick(tradeNouns.length > 0 ? tradeNouns : nouns);
    };

    type Built = { name: string; pieces: Piece[]; origin: string; reason: string };
    const patterns: (() => Built | null)[] = [
      () => {
        const a = adj();
        const n = noun();
        return { name: `The ${a.w} ${n.w}`, pieces: [a, n], origin: "A classic 'The + adjective + noun' shop-sign name.", reason: "it reads like a hand-painted sign and is easy to recommend by word of mouth" };
      },
      () => {
        const a = noun();
        const b = r.pick(nouns);
        // "Wheat Sheaf & Wheat" says one thing twice.
        if (tokens(a.w).some((t) => tokens(b.w).includes(t))) return null;
        return { name: `${a.w} & ${b.w}`, pieces: [a, b], origin: "An ampersand pairing of two things from the trade, a favourite of independent shops.", reason: "two simple nouns joined by an ampersand feel crafted and independent" };
      },
      () => {
        const a = adj();
        const n = noun();
        return { name: `${a.w} ${n.w} ${place()}`, pieces: [a, n], origin: "Adjective, trade word and type of place, the way high-street names are built.", reason: "it tells passers-by exactly what you are while still having character" };
      },
      () => {
        const n = noun();
        return { name: `${n.w} ${place()}`, pieces: [n], origin: "A single evocative word followed by the kind of place it is.", reason: "it is short, clear and looks good above a door or on a map pin" };
      },
      () => {
        const owner = r.pick(OWNER_NAMES);
        const where = place();
        // "Vera & Sons", not "Vera's & Sons": a joined name takes no possessive.
        if (where.startsWith("&")) return { name: `${owner} ${where}`, pieces: [{ w: owner, g: "a friendly first name" }], origin: "A first name joined to the family, the oldest form of local business name.", reason: "a first name makes it feel personal, like the owner still works the counter" };
        return { name: `${possessive(owner)} ${where}`, pieces: [{ w: owner, g: "a friendly first name" }], origin: "A possessive first name, the oldest form of local business name.", reason: "a first name makes it feel personal, like the owner still works the counter" };
      },
    ];
    if (location) {
      patterns.push(() => {
        const n = r.chance(0.5) ? r.pick(nouns) : adj();
        const loc: Piece = { w: location, g: "", source: "place" };
        return { name: `${location} ${n.w} ${r.chance(0.5) ? place() : "Co."}`, pieces: [loc, n], origin: "Leads with the place name, the way long-standing local firms are named.", reason: `putting ${location} first tells locals you belong to the area and helps people searching nearby` };
      });
    }
    if (cuisine) {
      patterns.push(() => {
        const n = r.pick(cuisine.nouns);
        return { name: `${r.pick(cuisine.places)} ${n.w}`, pieces: [n], origin: `Uses ${readable(cuisineKey)} words, as restaurants do in their home country.`, reason: `the ${readable(cuisineKey)} words promise the cuisine before anyone reads the menu` };
      });
    }
    // The description names another cuisine than the one chosen: some names follow the description.
    const other = otherCuisineKey ? CUISINE[otherCuisineKey] : undefined;
    if (other) {
      const described = () => {
        const n = r.pick(other.nouns);
        return { name: `${r.pick(other.places)} ${n.w}`, pieces: [n], origin: `Uses ${readable(otherCuisineKey)} words, the cuisine your description names, as restaurants do in their home country.`, reason: `the ${readable(otherCuisineKey)} words match what your description promises` };
      };
      patterns.push(described, described);
    }
    // Dishes the description names ("homemade tortillas"): "Tortilla House", "Casa Tortilla".
    const cuisineWords = new Set(Object.values(CUISINE_WORDS).flat());
    const dishes = keywords.filter((k) => cuisineWords.has(k) && !CUISINE[k]).map((k) => titleCase(singularOf(k)));
    if (dishes.length > 0) {
      const dishCuisine = CUISINE[describedKey] ?? cuisine;
      patterns.push(() => {
        const d = r.pick(dishes);
        const piece: Piece = { w: d, g: "", source: "keyword" };
        if (dishCuisine && r.chance(0.5)) {
          const where = r.pick(dishCuisine.places.filter((p) => !tokens(p).includes(fold(d).toLowerCase())));
          if (!where) return null;
          return { name: `${where} ${d}`, pieces: [piece], origin: `'${d}' from your description after '${where}', in the manner of restaurants in the dish's home country.`, reason: "it names a dish you are proud of, so people know what to order" };
        }
        return { name: `${d} ${r.pick(["House", "Kitchen", "Co.", "Bar"])}`, pieces: [piece], origin: `A dish from your description followed by the kind of place it is.`, reason: "it names a dish you are proud of, so people know what to order" };
      });
    }
    if (focus) {
      patterns.push(() => {
        const n = r.pick(focus.nouns);
        return { name: `${n.w} ${ownOr(focus.places)}`, pieces: [n], origin: `Uses the language of ${readable(focusKey)}, your speciality.`, reason: `it tells people straight away that you are ${article(focus.label)}` };
      });
    }
    // Names built from the description, in shapes real shops use: "Rainy Day
    // Café", "The Book Nook", "Chapter & Crumb", "Book & Bean", "The Cozy Crumb".
    const described: (() => Built | null)[] = [];
    if (phrases.length > 0) {
      described.push(() => {
        const p = r.pick(phrases);
        return { name: `${p.w} ${place()}`, pieces: [p], origin: "Built around a phrase from your description, followed by the kind of place it is.", reason: "it is built from your own description, so it says something true about the place" };
      });
    }
    if (things.length > 0) {
      described.push(() => {
        const t = r.pick(things);
        const nook = NOOKS[r.int(r.chance(0.6) ? 1 : NOOKS.length)];
        // "The Book Nook Café" reads as a sign; "The Book House Café" does not.
        const withPlace = (nook === "Nook" || nook === "Corner") && r.chance(0.4);
        return { name: `The ${t.w} ${nook}${withPlace ? ` ${place()}` : ""}`, pieces: [t], origin: `A '${t.w} ${nook}' shop sign: a word from your description made into a snug place.`, reason: "it is built from your own description, so it says something true about the place" };
      });
      described.push(() => {
        const t = r.pick(things);
        const n = tradeNoun(t.w);
        return { name: `${t.w} & ${n.w}`, pieces: [t, n], origin: "An ampersand pairing of a word from your description and a word from the trade.", reason: "two simple nouns joined by an ampersand feel crafted and independent, and one of them is yours" };
      });
    }
    if (familyWords.length > 0) {
      described.push(() => {
        const f = r.pick(familyWords);
        const n = tradeNoun(f.w);
        return { name: `${f.w} & ${n.w}`, pieces: [f, n], origin: "An ampersand pairing of a word suggested by your description and a word from the trade.", reason: "two simple nouns joined by an ampersand feel crafted and independent" };
      });
    }
    if (moods.length > 0) {
      described.push(() => {
        const m = r.pick(moods);
        const n = r.pick(tradeNouns.length > 0 ? tradeNouns : nouns);
        return { name: `The ${m.w} ${n.w}`, pieces: [m, n], origin: "A 'The + adjective + noun' shop-sign name, with a describing word from your description.", reason: "it reads like a hand-painted sign and carries the mood you described" };
      });
    }
    if (described.length > 0) {
      const fromDescription = () => r.pick(described)();
      // The description's own words shape about a third of the candidates: a
      // shop sign should say what the visitor described ("Vinyl & Bean").
      // A mood alone ("a quiet place to stay") is one voice among the options'.
      patterns.push(fromDescription);
      if (things.length + phrases.length > 0) patterns.push(fromDescription, fromDescription);
    }

    const descBudget = new RootBudget(2);
    return () => {
      let built: Built | null;
      if (puns.length > 0 && r.chance(punChance)) {
        const p = r.pick(puns);
        built = { name: p.w, pieces: [], origin: `A pun on ${p.g}.`, reason: "a pun makes people smile, take a photo of the sign and tell a friend" };
        const name = titleCase(built.name);
        return general(name, `A play on words: ${p.g}.`, traits(r, FEEL_TRAITS[feel] ?? FEEL_TRAITS.playful, ["Witty", "Memorable"]), `Fits ${withArticle(feel)} ${label}: ${built.reason}.`, built.origin);
      }
      built = r.pick(patterns)();
      // "Wick & Twisted": both sides of an ampersand name things.
      if (!built || !ampersandJoinsNouns(built.name)) return null;
      const name = titleCase(built.name.replace(/\s+/g, " ").trim());
      // One word from the description leads one or two names, not half the list.
      const roots = built.pieces.filter((p) => p.source && p.source !== "place").map((p) => p.w);
      if (!descBudget.allows(...roots)) return null;
      // "Wool Wool Shop", "Homespun Home Makers": one word said twice.
      const words = tokens(name);
      if (words.some((w, i) => words.some((o, j) => i !== j && o.startsWith(w) && w.length > 2))) return null;
      descBudget.spend(...roots);
      const kw = built.pieces.find((p) => p.source === "keyword" || p.source === "phrase");
      const fam = built.pieces.find((p) => p.source === "family");
      let why = `Fits ${withArticle(feel)} ${label}: ${built.reason}.`;
      if (kw) why += ` It uses '${kw.w.toLowerCase()}' from your description.`;
      else if (fam) why += ` '${fam.w}' comes from '${fam.from}' in your description.`;
      const meaning = built.pieces.length > 0 ? `Built from ${parts(built.pieces)}, evoking ${withArticle(feel)} ${label}.` : `A name for ${withArticle(feel)} ${label}.`;
      return general(name, meaning, traits(r, FEEL_TRAITS[feel] ?? FEEL_TRAITS.classic, ["Local", "Memorable", "Welcoming"]), why, built.origin);
    };
  };
}
