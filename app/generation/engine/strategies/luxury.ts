import type { Maker } from "./types";
import type { Word } from "../core/words";
import { general, traits } from "../core/result";
import { words } from "../core/words";
import { partsOfSpeech } from "../core/understand";
import { GENERIC, isAudience } from "../data/description-families";
import { withArticle } from "../core/text";

// Luxury houses borrow French and Italian words, founders' names and gems.
const FRENCH = words("Lumière:light; Soie:silk; Étoile:star; Velours:velvet; Rivage:the shore; Aube:dawn; Ciel:sky; Perle:pearl; Or:gold; Nuit:night; Jardin:garden; Plume:feather; Cuir:leather; Lin:linen; Cristal:crystal; Ambre:amber; Nacre:mother-of-pearl; Aurore:the first light; Brume:mist; Saphir:sapphire; Ivoire:ivory; Cygne:the swan; Rosée:dew");
const ITALIAN = words("Seta:silk; Oro:gold; Stella:star; Luce:light; Notte:night; Perla:pearl; Velluto:velvet; Alba:dawn; Cielo:sky; Marea:the tide; Giardino:garden; Piuma:feather; Cuoio:leather; Lino:linen; Cristallo:crystal; Ambra:amber; Aurora:the first light; Rugiada:dew; Zaffiro:sapphire; Avorio:ivory; Cigno:the swan; Brezza:the breeze; Nebbia:mist");
const TIMELESS = words("Aurum:gold, in Latin; Sable:rich dark fur; Ivory:refined pale elegance; Marble:timeless stone; Opal:a rare shimmering gem; Onyx:polished black stone; Laurel:victory; Cashmere:the softest wool; Amber:warm resin; Gilt:a thin layer of gold");
// What the house makes, in its own words: a wine club is no silk house ("Cashmere" for wine collectors).
interface Trade {
  test: RegExp;
  fr: Word[];
  it: Word[];
  en: Word[];
}
const TRADES: Trade[] = [
  { test: /^(wines?|winery|wineries|vineyards?|champagne|sommeliers?|cellars?|vintages?|collectors?)$/, fr: words("Cru:a great growth of wine; Cave:a wine cellar; Vigne:the vine; Millésime:a vintage year; Terroir:the land a wine tastes of; Vendange:the grape harvest"), it: words("Vigna:the vine; Cantina:a wine cellar; Vendemmia:the grape harvest; Annata:a vintage year"), en: words("Cellar:where great wine waits; Vintage:a year worth keeping; Reserve:wine kept back for the best") },
  { test: /^(perfumes?|fragrances?|scents?|parfums?|colognes?|perfumery)$/, fr: words("Parfum:perfume; Essence:the heart of a scent; Ambre:amber; Néroli:orange blossom oil; Iris:the iris, a precious note; Sillage:the trail a scent leaves"), it: words("Essenza:essence; Profumo:perfume; Zagara:orange blossom"), en: words("Accord:notes blended into one; Oud:the precious dark wood") },
  { test: /^(jewellery|jewelry|jewels?|rings?|necklaces?|diamonds?|gems?|gold|earrings?|bracelets?)$/, fr: words("Bijou:a jewel; Éclat:brilliance; Gemme:a gem; Joyau:a treasure; Carat:the measure of a stone"), it: words("Gioia:a jewel, and joy; Gemma:a gem; Brillante:a diamond"), en: words("Facet:a cut face that catches light; Solitaire:a single stone, set alone") },
  { test: /^(watches?|watchmaking|timepieces?|clocks?|horology)$/, fr: words("Heure:the hour; Temps:time; Cadran:the dial; Horloger:a watchmaker"), it: words("Ora:the hour; Tempo:time; Quadrante:the dial"), en: words("Tourbillon:the watchmaker's finest mechanism; Meridian:the hour of noon") },
  { test: /^(chocolates?|chocolatier|pralines?|truffles?|patisserie|pastries|pastry|macarons?|confectionery)$/, fr: words("Cacao:the cocoa bean; Praline:a sugared nut; Ganache:chocolate and cream; Fondant:melting; Confiserie:a sweet shop"), it: words("Cioccolato:chocolate; Gianduja:chocolate and hazelnut; Dolce:sweet"), en: words("Truffle:the finest chocolate; Cocoa:the bean it starts from") },
  { test: /^(hotels?|resorts?|villas?|spa|spas|retreats?|suites?|travel|yachts?|members|club|clubs)$/, fr: words("Séjour:a stay; Voyage:a journey; Rivage:the shore; Demeure:a grand home; Salon:a receiving room; Cercle:a private circle"), it: words("Villa:a country house; Riva:the shore; Viaggio:a journey; Circolo:a private circle"), en: words("Residence:a grand house; Sanctuary:a place apart; Estate:land and a great house") },
  { test: /^(skincare|serums?|cosmetics?|beauty|creams?|facials?|skin)$/, fr: words("Peau:skin; Rose:the rose; Éclat:radiance; Rosée:dew; Lait:milk"), it: words("Pelle:skin; Rosa:the rose; Rugiada:dew"), en: words("Dew:fresh morning moisture; Bloom:the glow of good skin") },
];
// Cloth and fur words belong to houses that dress people.
const CLOTH = new Set(["Soie", "Velours", "Lin", "Cuir", "Seta", "Velluto", "Lino", "Cuoio", "Cashmere", "Sable"]);
const DRESSES = /^(silk|scarves|scarf|fashion|couture|clothing|clothes|dresses?|gowns?|knitwear|cashmere|leather|handbags?|bags?|shoes|linen|velvet|tailoring|suits?|textiles?|fabrics?|furs?|coats?|wool)$/;

const LANGUAGE = new Map<Word, string>([...FRENCH.map((w) => [w, "French"] as const), ...ITALIAN.map((w) => [w, "Italian"] as const), ...TRADES.flatMap((t) => [...t.fr.map((w) => [w, "French"] as const), ...t.it.map((w) => [w, "Italian"] as const)])]);
const HOUSES: Record<string, [string, string][]> = {
  french: [["Maison", "a fashion house"], ["Atelier", "a maker's workshop"], ["Le", "the"], ["Comptoir", "a trading counter"]],
  italian: [["Casa", "a house"], ["Bottega", "a craftsman's shop"], ["Atelier", "a maker's workshop"], ["Officina", "a workshop"]],
  other: [["House of", "the old name for a fashion house"], ["Atelier", "a maker's workshop"], ["Studio", "a place of making"], ["Maison", "a fashion house, in French"]],
};
const ITALIAN_FOUNDERS = new Set(["Rossi", "Vitale", "Ferrante", "Moretti", "Bellini", "Marchetti", "Santoro", "Lombardi", "Benedetti", "Falcone", "Conti", "Serafini", "Galliano", "Amato", "Ricci"]);
const FOUNDERS = ["Valmont", "Delacroix", "Moreau", "Castellane", "Beaumont", "Varenne", "Montclair", "Laurent", "Fontaine", "Delaunay", "Marchand", "Chevalier", "Duval", "Rochefort", "Vasseur", "Sorel", "Armand", "Lafitte", ...ITALIAN_FOUNDERS];
/** The language a word of the house comes from: "French", "Italian", "Latin" or "English". */
function languageOf(w: Word): string {
  return LANGUAGE.get(w) ?? (/in Latin/.test(w.g) ? "Latin" : "English");
}
const founderLanguage = (f: string) => (ITALIAN_FOUNDERS.has(f) ? "Italian" : "French");

/** "'Seta' is Italian for silk", "'Opal' is a rare shimmering gem". */
function gloss(w: Word): string {
  const lang = LANGUAGE.get(w);
  return lang ? `'${w.w}' is ${lang} for ${w.g.replace(/^the /, "")}` : `'${w.w}' is ${w.g}`;
}

export const luxuryMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const said = [...ctx.mentioned];
  const trades = TRADES.filter((t) => said.some((w) => t.test.test(w)));
  const dresses = said.some((w) => DRESSES.test(w));
  const general_ = style === "french" ? FRENCH : style === "italian" ? ITALIAN : style === "opulent" ? [...FRENCH, ...ITALIAN, ...TIMELESS] : [...TIMELESS, ...FRENCH.slice(0, 4), ...ITALIAN.slice(0, 4)];
  // A house that makes something else than clothes gets no cloth words; its own trade's words join the general ones.
  const own = trades.flatMap((t) => (style === "french" ? t.fr : style === "italian" ? t.it : [...t.fr, ...t.it, ...t.en]));
  const vocab = [...(trades.length > 0 && !dresses ? general_.filter((w) => !CLOTH.has(w.w)) : general_), ...own];
  const houses = style === "french" ? HOUSES.french : style === "italian" ? HOUSES.italian : HOUSES.other;
  // A place the visitor named ("made in Lyon") can sign the house, as Paris and Milan sign theirs.
  const place = ctx.places.find((p) => p.length <= 12) ?? "";
  // Materials the visitor named ("leather", "silk") lead: a word meaning them says what the house makes.
  const named = vocab.filter((w) => said.some((s) => s.length >= 3 && (w.w.toLowerCase() === s || w.g.replace(/^the /, "").split(/[ ,]+/).includes(s))));
  // What the house makes or is: the description's first thing, never whom it is for or where ("tailoring for men", "a hotel on the coast").
  const what = ctx.understood.nouns.find((k) => k.length >= 3 && partsOfSpeech(k).includes("n") && !isAudience(k) && !GENERIC.has(k) && !ctx.places.some((p) => p.toLowerCase() === k) && !named.some((w) => w.g.includes(k)) && !/^(coast|sea|lake|city|town|village|mountains?|countryside|brand|house|label|line|collection|range|company|boutique)$/.test(k)) ?? "";
  // A box holds what is sold; a hotel or a restaurant is visited, not unboxed.
  const boxed = what !== "" && !/^(hotel|resort|spa|restaurant|bar|club|villa|lodge|retreat|salon|boutique|gallery|yacht|charter|concierge|service|services|tailoring|agency)s?$/.test(what);
  const r = ctx.rng;
  let pitch = r.int(4);
  // Two names signed with the place at most: one city on every label is one name said many times.
  let placed = 0;
  // An Italian house has an Italian founder, a French one a French founder.
  const founders = style === "italian" ? FOUNDERS.filter((f) => ITALIAN_FOUNDERS.has(f)) : style === "french" ? FOUNDERS.filter((f) => !ITALIAN_FOUNDERS.has(f)) : FOUNDERS;
  return () => {
    const a = named.length > 0 && r.chance(0.45) ? r.pick(named) : own.length > 0 && r.chance(0.45) ? r.pick(own) : r.pick(vocab);
    const b = r.pick(vocab);
    const shape = place && placed < 2 && r.chance(0.2) ? 4 : style === "minimal" ? r.pick([0, 0, 3]) : r.int(4);
    let name: string;
    let meaning: string;
    let origin: string;
    if (shape === 4) {
      placed++;
      const [house, houseGloss] = r.pick(houses.filter(([h]) => h !== "Le"));
      const f = r.pick(founders);
      const alone = r.chance(0.5);
      name = alone ? `${house} ${place}` : `${f} ${place}`;
      meaning = alone ? `'${house}' is ${houseGloss}, signed with ${place}, where the work is done.` : `${f} reads as a founder's surname, with ${place}, the city the house comes from.`;
      origin = alone ? `'${house}' comes from the European ateliers' tradition; ${place} is the place you named.` : `${f} is ${withArticle(founderLanguage(f))} surname; ${place} is the place you named, as heritage houses carry their city.`;
    } else if (shape === 0) {
      name = a.w;
      meaning = `${gloss(a)}, one word with nothing to explain.`;
      origin = `${a.w} is ${withArticle(languageOf(a))} word, and one word alone is how the most exclusive houses are named.`;
    } else if (shape === 1) {
      const [house, houseGloss] = r.pick(houses);
      name = `${house} ${a.w}`;
      meaning = `'${house}' is ${houseGloss}, and ${gloss(a)}.`;
      origin = `'${house}' comes from the European ateliers' tradition, and '${a.w}' is ${withArticle(languageOf(a))} word.`;
    } else if (shape === 2 && a.w !== b.w) {
      name = `${a.w} & ${b.w}`;
      meaning = `${gloss(a)}, and ${gloss(b)}.`;
      const [la, lb] = [languageOf(a), languageOf(b)];
      origin = `'${a.w}' and '${b.w}' are ${la === lb ? la : `${la} and ${lb}`} words, with the ampersand of old jewellers' signs.`;
    } else {
      const f = r.pick(founders);
      const alone = r.chance(0.5);
      name = alone ? f : `${f} ${a.w}`;
      meaning = alone ? `${f} reads as the surname of a founding family.` : `${f} reads as a founder's surname, and ${gloss(a)}.`;
      origin = alone
        ? `${f} is ${withArticle(founderLanguage(f))} surname, carried the way heritage houses carry a family name.`
        : `${f} is ${withArticle(founderLanguage(f))} surname, and '${a.w}' ${withArticle(languageOf(a))} word.`;
    }
    const material = named.includes(a) && name.includes(a.w) ? a : null;
    const trade = !material && own.includes(a) && name.includes(a.w) ? a : null;
    const why = shape === 4
      ? `${name} ties the house to ${place}, which you named, the way great houses are known by their city.`
      : trade
        ? `${name} speaks the language of ${what ? `your ${what}` : "what you make"}: ${gloss(trade)}.`
        : material
      ? LANGUAGE.has(material)
        ? `${name} says '${material.g.replace(/^the /, "")}' in ${LANGUAGE.get(material)}, the material you named.`
        : `${name} puts the ${material.w.toLowerCase()} you named on the label, in a single precious word.`
      : [
        boxed ? `${name} would look right embossed on the box of your ${what}.` : `${name} sounds expensive in any language and looks right engraved on a card.`,
        `${name} says luxury quietly: no explanation, just a name people learn and ask for.`,
        `${name} sounds as good said by a concierge as it looks stamped in gold.`,
        `${name} would sit well on a shopfront on the grandest street in town.`,
      ][pitch++ % 4];
    return general(name, meaning, traits(r, ["Refined", "Exclusive", "Timeless", "Confident"], ["Discreet", "Elegant"]), why, origin);
  };
};
