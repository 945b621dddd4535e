import type { Ctx } from "../core/context";
import type { Word } from "../core/words";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { article, listing, possessive, readable, titleCase, tokens } from "../core/text";
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
  source?: "keyword" | "place";
}

function parts(pieces: Piece[]): string {
  return listing(pieces.map((p) => (p.source === "keyword" ? `your word '${p.w}'` : p.source === "place" ? `'${p.w}', your location` : p.g ? `'${p.w}' (${p.g})` : `'${p.w}'`)));
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
    const cuisineKey = tradeKey === "restaurant" ? ctx.opt("cuisine") : "";
    const cuisine = CUISINE[cuisineKey];
    const focusKey = options.focusField ? ctx.opt(options.focusField) : "";
    const focus = TRADE_FOCUS[tradeKey]?.[focusKey];
    // The speciality's own words outweigh the general trade words two to one,
    // so a cupcake bakery is offered cupcake names.
    const special = cuisine ?? focus;
    const nouns: Word[] = focus?.only ? focus.nouns : special ? [...trade.nouns, ...special.nouns, ...special.nouns] : trade.nouns;
    const puns = focus?.puns ?? trade.puns;
    const places = special ? [...special.places, ...special.places, ...trade.places] : trade.places;
    const location = options.placeField ? titleCase(ctx.text(options.placeField).replace(/[^\p{L}\p{N} '-]/gu, "").trim()).slice(0, 24) : "";
    const businessWords = tradeKey === "city-business" ? tokens(ctx.text("business")).slice(0, 2).join(" ") : "";
    const businessNoun = businessWords ? titleCase(businessWords) : "";
    const label = businessWords || focus?.label || trade.label;
    // "shop" or "bakery" typed in the description would only repeat the kind of place.
    const placeWords = new Set([...places, trade.label, "shop", "store", "place", "local"].flatMap((p) => tokens(p)));
    const keywords = ctx.keywords.filter((k) => !businessWords.includes(k) && !location.toLowerCase().includes(k) && !placeWords.has(k) && !placeWords.has(k.replace(/s$/, "")));
    const punChance = feel === "playful" || feel === "fun" ? 0.45 : 0.08;
    const r = ctx.rng;
    const adj = (): Piece => r.pick(adjectives);
    const noun = (): Piece => (keywords.length > 0 && r.chance(0.3) ? { w: titleCase(r.pick(keywords)), g: "", source: "keyword" } : r.pick(nouns));
    const place = (): string => (businessNoun && r.chance(0.6) ? `${businessNoun}${r.chance(0.5) ? " Co." : ""}` : r.pick(places));

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
        return { name: `${possessive(owner)} ${place()}`, pieces: [{ w: owner, g: "a friendly first name" }], origin: "A possessive first name, the oldest form of local business name.", reason: "a first name makes it feel personal, like the owner still works the counter" };
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
    if (focus) {
      patterns.push(() => {
        const n = r.pick(focus.nouns);
        return { name: `${n.w} ${r.pick(focus.places)}`, pieces: [n], origin: `Uses the language of ${readable(focusKey)}, your speciality.`, reason: `it tells people straight away that you are ${article(focus.label)}` };
      });
    }
    if (keywords.length > 0) {
      patterns.push(() => {
        const k: Piece = { w: titleCase(r.pick(keywords)), g: "", source: "keyword" };
        return { name: r.chance(0.5) ? `${k.w} ${place()}` : `The ${k.w} ${r.pick(nouns).w}`, pieces: [k], origin: "Built around a word from your description.", reason: "it is built from your own description, so it says something true about the place" };
      });
    }

    return () => {
      let built: Built | null;
      if (puns.length > 0 && r.chance(punChance)) {
        const p = r.pick(puns);
        built = { name: p.w, pieces: [], origin: `A pun on ${p.g}.`, reason: "a pun makes people smile, take a photo of the sign and tell a friend" };
        const name = titleCase(built.name);
        return general(name, `A play on words: ${p.g}.`, traits(r, FEEL_TRAITS[feel] ?? FEEL_TRAITS.playful, ["Witty", "Memorable"]), `Fits a ${feel} ${label}: ${built.reason}.`, built.origin);
      }
      built = r.pick(patterns)();
      if (!built) return null;
      const name = titleCase(built.name.replace(/\s+/g, " ").trim());
      // "Wool Wool Shop", "Homespun Home Makers": one word said twice.
      const words = tokens(name);
      if (words.some((w, i) => words.some((o, j) => i !== j && o.startsWith(w) && w.length > 2))) return null;
      const kw = built.pieces.find((p) => p.source === "keyword");
      let why = `Fits a ${feel} ${label}: ${built.reason}.`;
      if (kw) why += ` It uses '${kw.w.toLowerCase()}' from your description.`;
      const meaning = built.pieces.length > 0 ? `Built from ${parts(built.pieces)}, evoking a ${feel} ${label}.` : `A name for a ${feel} ${label}.`;
      return general(name, meaning, traits(r, FEEL_TRAITS[feel] ?? FEEL_TRAITS.classic, ["Local", "Memorable", "Welcoming"]), why, built.origin);
    };
  };
}
