import type { Maker } from "./types";
import type { Word } from "../core/words";
import { general, traits } from "../core/result";
import { words } from "../core/words";
import { partsOfSpeech } from "../core/understand";
import { withArticle } from "../core/text";

// Luxury houses borrow French and Italian words, founders' names and gems.
const FRENCH = words("Lumière:light; Soie:silk; Étoile:star; Velours:velvet; Rivage:the shore; Aube:dawn; Ciel:sky; Perle:pearl; Or:gold; Nuit:night; Jardin:garden; Plume:feather; Cuir:leather; Lin:linen; Cristal:crystal");
const ITALIAN = words("Seta:silk; Oro:gold; Stella:star; Luce:light; Notte:night; Perla:pearl; Velluto:velvet; Alba:dawn; Cielo:sky; Marea:the tide; Giardino:garden; Piuma:feather; Cuoio:leather; Lino:linen; Cristallo:crystal");
const TIMELESS = words("Aurum:gold, in Latin; Sable:rich dark fur; Ivory:refined pale elegance; Marble:timeless stone; Opal:a rare shimmering gem; Onyx:polished black stone; Laurel:victory; Cashmere:the softest wool; Amber:warm resin; Gilt:a thin layer of gold");
const LANGUAGE = new Map<Word, string>([...FRENCH.map((w) => [w, "French"] as const), ...ITALIAN.map((w) => [w, "Italian"] as const)]);
const HOUSES: Record<string, [string, string][]> = {
  french: [["Maison", "a fashion house"], ["Atelier", "a maker's workshop"], ["Le", "the"], ["Comptoir", "a trading counter"]],
  italian: [["Casa", "a house"], ["Bottega", "a craftsman's shop"], ["Atelier", "a maker's workshop"], ["Officina", "a workshop"]],
  other: [["House of", "the old name for a fashion house"], ["Atelier", "a maker's workshop"], ["Studio", "a place of making"], ["Maison", "a fashion house, in French"]],
};
const FOUNDERS = ["Valmont", "Delacroix", "Moreau", "Castellane", "Beaumont", "Rossi", "Varenne", "Montclair", "Vitale", "Ferrante", "Laurent", "Fontaine"];

const ITALIAN_FOUNDERS = new Set(["Rossi", "Vitale", "Ferrante"]);
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
  const vocab = style === "french" ? FRENCH : style === "italian" ? ITALIAN : style === "opulent" ? [...FRENCH, ...ITALIAN, ...TIMELESS] : [...TIMELESS, ...FRENCH.slice(0, 4), ...ITALIAN.slice(0, 4)];
  const houses = style === "french" ? HOUSES.french : style === "italian" ? HOUSES.italian : HOUSES.other;
  // Materials the visitor named ("leather", "silk") lead: a word meaning them says what the house makes.
  const said = [...ctx.mentioned];
  const named = vocab.filter((w) => said.some((s) => s.length >= 3 && (w.w.toLowerCase() === s || w.g.replace(/^the /, "").split(/[ ,]+/).includes(s))));
  const what = [...ctx.keywords].reverse().find((k) => partsOfSpeech(k).includes("n") && !named.some((w) => w.g.includes(k))) ?? "";
  const r = ctx.rng;
  return () => {
    const a = named.length > 0 && r.chance(0.45) ? r.pick(named) : r.pick(vocab);
    const b = r.pick(vocab);
    const shape = style === "minimal" ? r.pick([0, 0, 3]) : r.int(4);
    let name: string;
    let meaning: string;
    let origin: string;
    if (shape === 0) {
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
      const f = r.pick(FOUNDERS);
      const alone = r.chance(0.5);
      name = alone ? f : `${f} ${a.w}`;
      meaning = alone ? `${f} reads as the surname of a founding family.` : `${f} reads as a founder's surname, and ${gloss(a)}.`;
      origin = alone
        ? `${f} is ${withArticle(founderLanguage(f))} surname, carried the way heritage houses carry a family name.`
        : `${f} is ${withArticle(founderLanguage(f))} surname, and '${a.w}' ${withArticle(languageOf(a))} word.`;
    }
    const material = named.includes(a) && name.includes(a.w) ? a : null;
    const why = material
      ? LANGUAGE.has(material)
        ? `${name} says '${material.g.replace(/^the /, "")}' in ${LANGUAGE.get(material)}, the material you named.`
        : `${name} puts the ${material.w.toLowerCase()} you named on the label, in a single precious word.`
      : what
        ? `${name} would look right embossed on the box of your ${what}.`
        : `${name} sounds expensive in any language and looks right embossed on a box.`;
    return general(name, meaning, traits(r, ["Refined", "Exclusive", "Timeless", "Confident"], ["Discreet", "Elegant"]), why, origin);
  };
};
