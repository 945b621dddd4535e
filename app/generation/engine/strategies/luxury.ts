import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { words } from "../core/words";
import { withArticle } from "../core/text";

// Luxury houses borrow French and Italian words, founders' names and gems.
const FRENCH = words("Lumière:light; Soie:silk; Étoile:star; Velours:velvet; Rivage:the shore; Aube:dawn; Ciel:sky; Perle:pearl; Or:gold; Nuit:night; Jardin:garden; Plume:feather");
const ITALIAN = words("Seta:silk; Oro:gold; Stella:star; Luce:light; Notte:night; Perla:pearl; Velluto:velvet; Alba:dawn; Cielo:sky; Marea:the tide; Giardino:garden; Piuma:feather");
const TIMELESS = words("Aurum:gold, in Latin; Sable:rich dark fur; Ivory:refined pale elegance; Marble:timeless stone; Opal:a rare shimmering gem; Onyx:polished black stone; Laurel:victory; Cashmere:the softest wool; Amber:warm resin; Gilt:a thin layer of gold");
const HOUSES = { french: ["Maison", "Atelier", "Le", "Comptoir"], italian: ["Casa", "Bottega", "Atelier", "Officina"], other: ["House of", "Atelier", "Studio", "Maison"] };
const FOUNDERS = ["Valmont", "Delacroix", "Moreau", "Castellane", "Beaumont", "Rossi", "Varenne", "Montclair", "Vitale", "Ferrante", "Laurent", "Fontaine"];

export const luxuryMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const vocab = style === "french" ? FRENCH : style === "italian" ? ITALIAN : style === "opulent" ? [...FRENCH, ...ITALIAN, ...TIMELESS] : [...TIMELESS, ...FRENCH.slice(0, 4), ...ITALIAN.slice(0, 4)];
  const houses = style === "french" ? HOUSES.french : style === "italian" ? HOUSES.italian : HOUSES.other;
  const r = ctx.rng;
  return () => {
    const a = r.pick(vocab);
    const b = r.pick(vocab);
    const shape = style === "minimal" ? r.pick([0, 0, 3]) : r.int(4);
    let name: string;
    let origin: string;
    if (shape === 0) { name = a.w; origin = "A single word, the way the most exclusive houses are named."; }
    else if (shape === 1) { name = `${r.pick(houses)} ${a.w}`; origin = "A house or workshop word before the name, in the tradition of European ateliers."; }
    else if (shape === 2 && a.w !== b.w) { name = `${a.w} & ${b.w}`; origin = "Two precious words joined by an ampersand."; }
    else { const f = r.pick(FOUNDERS); name = r.chance(0.5) ? f : `${f} ${a.w}`; origin = "A founder-style surname, the way heritage houses carry a family name."; }
    const desc = a.g ? `'${a.w}' means ${a.g}` : `'${a.w}'`;
    return general(name, `${desc}; the name suggests rare materials and patient craft.`, traits(r, ["Refined", "Exclusive", "Timeless", "Confident"], ["Discreet", "Elegant"]),
      `Fits ${withArticle(style)} luxury brand: it is short, sounds expensive in any language, and looks beautiful embossed on a box.`, origin);
  };
};
