// Names for shops, makers and personal services that the brand maker alone gets wrong:
// a fitness brand for a group of people is named for them ("Fit Mums", "Strong at Fifty"),
// and a shop's or a trade's name is made of real words, never a blend that reads as a typo
// ("Gatemint", "Bineo", "Peakmint").
import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { fold, withArticle } from "../core/text";
import { isKnownWord } from "../core/understand";
import { familyFor, familyInContext } from "../data/description-families";
import { tokens } from "../core/text";
import { singularOf } from "../core/pos";

interface Audience {
  /** Who, as the visitor said it ("busy mums", "men over 50"). */
  said: string;
  /** Whole names for them, with what each says. {act} is the activity's word ("Fitness", "Yoga"). */
  names: [string, string][];
}

const NUMBERS: Record<string, string> = { "30": "Thirty", "40": "Forty", "50": "Fifty", "60": "Sixty", "70": "Seventy" };

// The activity's word for a sign, from the description or the focus picked; and the verb for "Mums Who Lift".
const ACTIVITIES: [RegExp, string, string][] = [
  [/\bbox(ing|ers?)\b/, "Boxing", "Box"],
  [/\byoga\b/, "Yoga", "Flow"],
  [/\bpilates\b/, "Pilates", "Move"],
  [/\b(run|runs|running|runners?|jogging|5k|10k|marathons?|parkrun)\b/, "Run Club", "Run"],
  [/\b(swim|swims|swimming|swimmers?)\b/, "Swim", "Swim"],
  [/\b(cycling|cyclists?|spin)\b/, "Cycle", "Ride"],
  [/\b(dance|dancing)\b/, "Dance", "Dance"],
  [/\b(strength|lifting|weights|weightlifting|powerlifting|kettlebells?)\b/, "Strength", "Lift"],
];
const FOCUS_ACT: Record<string, [string, string]> = {
  gym: ["Fitness", "Lift"], "personal-training": ["Fitness", "Lift"], crossfit: ["Fitness", "Lift"], yoga: ["Yoga", "Flow"], running: ["Run Club", "Run"],
};

/** Who a fitness brand is for, when the description says ("for busy mums", "for men over 50", "for teenagers"). */
export function fitnessAudience(description: string): Audience | null {
  const d = fold(description);
  const age = d.match(/\b(?:over|over-|aged|age|in their)\s*(30|40|50|60|70)s?\b|\b(30|40|50|60|70)s?\s*(?:\+|plus|and over|and up)/);
  if (age) {
    const n = NUMBERS[age[1] ?? age[2]];
    const who = d.match(/\b(men|women|mums|dads|adults|people)\s+(?:over|aged|in their)/)?.[1];
    return {
      said: `${who ? `${who} ` : "people "}over ${age[1] ?? age[2]}`,
      names: [
        [`Fit at ${n}`, `says the age your clients are and what they come to you for`],
        [`Strong at ${n}`, `says the age your clients are and what they build with you`],
        [`${n} Strong`, `is a promise to people of ${age[1] ?? age[2]} and over, said as a slogan`],
        [`Fit After ${n}`, `says fitness does not stop at ${age[1] ?? age[2]}`],
        [`Second Wind {act}`, `a second wind is the fresh burst of energy that comes later on`],
      ],
    };
  }
  const mums = d.match(/\b(busy |new |working |single |stay-at-home |postnatal )?(mums|mothers|mamas|moms)\b/);
  if (mums) {
    const us = mums[2] === "moms";
    const [N, A] = us ? ["Moms", "Mom"] : ["Mums", "Mum"];
    const names: [string, string][] = [
      [`Fit ${N}`, `says who it is for and what they come for in two words`],
      [`Strong ${N}`, `says who it is for and what they build with you`],
      [`${A} Strong`, `reads as a slogan your ${N.toLowerCase()} can say about themselves`],
      [`Fit ${A} Club`, `makes your clients members of a club of ${N.toLowerCase()} like them`],
      [`${N} Who {verb}`, `describes your clients as they want to see themselves`],
    ];
    if (mums[1] || /\b(babies|baby|toddlers?|postnatal|postpartum|school)\b/.test(d)) {
      names.push([`Nap Time {act}`, `a workout that fits into nap time, the one free hour a busy ${A.toLowerCase()} has`]);
      names.push([`School Run {act}`, `fits around the school run, the fixed point of a busy ${A.toLowerCase()}'s day`]);
    }
    return { said: `${mums[1] ?? ""}${mums[2]}`, names };
  }
  const dads = d.match(/\b(busy |new |working )?(dads|fathers)\b/);
  if (dads) return {
    said: `${dads[1] ?? ""}${dads[2]}`,
    names: [
      [`Fit Dads`, `says who it is for and what they come for in two words`],
      [`Dad Strong`, `reads as a slogan your dads can say about themselves`],
      [`Dads Who {verb}`, `describes your clients as they want to see themselves`],
      [`Fit Dad Club`, `makes your clients members of a club of dads like them`],
    ],
  };
  const teens = d.match(/\b(teenagers|teens|young people|youngsters|teenage)\b/);
  if (teens) return {
    said: teens[1],
    names: [
      [`Teen {act}`, `says plainly who it is for, so parents and teenagers know it is theirs`],
      [`Next Gen {act}`, `speaks to the generation coming up, the young people you train`],
      [`Young Guns {act}`, `an old phrase for a bold young crowd, which your teenagers are`],
      [`Youth {act} Club`, `says who it is for and that they belong to something`],
    ],
  };
  const older = d.match(/\b(older adults|older people|seniors|elderly|retirees|pensioners|over sixties|later life)\b/);
  if (older) return {
    said: older[1],
    names: [
      [`Second Wind {act}`, `a second wind is the fresh burst of energy that comes later on`],
      [`Evergreen {act}`, `evergreen stays green all year, as your clients stay active`],
      [`Ageless {act}`, `says age is no bar to what your clients do`],
      [`Still Strong`, `is what your older clients can say of themselves`],
    ],
  };
  const beginners = d.match(/\b(beginners|newcomers|first-timers|novices|hate (?:running|exercise|the gym|gyms)|never (?:run|exercised))\b/);
  if (beginners) return {
    said: beginners[1],
    names: [
      [`Day One {act}`, `day one is where every beginner starts, and your clients are on it`],
      [`First Step {act}`, `the first step is the one beginners find hardest, and you help them take it`],
      ...(/\bhate|never\b/.test(beginners[1]) ? ([[`The Reluctant {verb}ners`, `owns the fact that your people never liked it, which is the joke they will share`]] as [string, string][]) : []),
      [`Couch to Strong`, `the journey your beginners make, from the sofa to strong`],
    ],
  };
  const women = d.match(/\b(women|ladies)\b/);
  if (women) return {
    said: women[1],
    names: [
      [`She {verb}s`, `puts your clients at the centre, in three syllables or fewer`],
      [`Strong Her`, `turns 'stronger' into a name about the women you train`],
      [`Her {act} Club`, `says who it is for and that they belong to something`],
      [`Fit Sisters`, `makes your clients a sisterhood as much as a class`],
    ],
  };
  return null;
}

/**
 * A fitness brand for a group of people: some names are for them ("Fit Mums", "Strong at Fifty", "Nap Time Fitness"),
 * the rest are the brand maker's. No group named, no change.
 */
export function withAudience(maker: Maker, share = 0.3): Maker {
  return (ctx: Ctx) => {
    const make = maker(ctx);
    const focus = ctx.opt("focus");
    // Gym wear and protein shakes are named as goods, not as a club of people.
    const aud = /^(apparel|nutrition)$/.test(focus) ? null : fitnessAudience(ctx.description);
    if (!aud) return make;
    const d = fold(ctx.description);
    const hit = ACTIVITIES.find(([re]) => re.test(d));
    const [act, verb] = hit ? [hit[1], hit[2]] : FOCUS_ACT[focus] ?? ["Fitness", "Lift"];
    const r = ctx.rng;
    const used = new Set<string>();
    return () => {
      const fresh = aud.names.filter(([n]) => !used.has(n));
      if (fresh.length === 0 || !r.chance(share)) return make();
      const [shape, says] = r.pick(fresh);
      used.add(shape);
      const name = shape.replace("{act}", act).replace("{verb}", verb).replace(/\bRun Club Club\b/, "Run Club").replace(/\bRunners\b/, "Runners");
      if (/\{/.test(name)) return null;
      const meaning = `${name} ${says.startsWith("a ") || says.startsWith("an ") ? `: ${says}` : says}.`.replace(" : ", ": ");
      return general(
        name,
        meaning.charAt(0).toUpperCase() + meaning.slice(1),
        traits(r, ["Welcoming", "Encouraging", "Personal", "Warm"], ["Memorable", "Clear"]),
        `For ${withArticle(`fitness brand for ${aud.said}`)}, ${name} speaks to the people you train, so they know at once it is for them.`,
        `${name} is built around ${aud.said}, the people the description says it is for.`,
      );
    };
  };
}

/** Where a closed name splits into two words of the request's world ("Summerdock": summer, dock), if it does. */
function worldHalves(word: string, world: ReadonlySet<string>): boolean {
  for (let i = 3; i <= word.length - 3; i++) if (world.has(word.slice(0, i)) && world.has(word.slice(i))) return true;
  return false;
}

/**
 * A shop's or a trade's name is made of words people know: no coined blend that reads as a typo ("Bineo", "Peakmint",
 * "Vinylinen", "Gritbastion", "Recordseam"). A closed compound stays when both its halves are the request's own words or
 * words of its world ("Summerdock", "Vinylshelf"). Only where the description is not about technology: a software brand
 * may coin a word.
 */
export function realWords(maker: Maker, only?: RegExp): Maker {
  return (ctx: Ctx) => {
    const make = maker(ctx);
    if (only && !only.test(fold(ctx.description))) return make;
    const said = tokens(fold(ctx.description));
    const technical = [...ctx.mentioned].some((w) => /^(tech|code|ai|data|cloud|science|security|crypto|energy|electronics)$/.test(familyInContext(w, said)?.key ?? ""));
    if (technical) return make;
    const typed = fold(ctx.description);
    const world = new Set<string>();
    for (const w of [...ctx.mentioned, ...ctx.keywords, ...ctx.understood.words]) {
      world.add(w);
      world.add(w.replace(/s$/, ""));
      for (const x of familyFor(w)?.words ?? []) world.add(x.w.toLowerCase());
    }
    return () => {
      const c = make();
      if (!c || !("meaning" in c)) return c;
      // A Latin or Greek root of the trade's own world ("Thermora" for heating) is a name of its own, not a typo.
      if (/Latin or Greek root/.test(c.meaning)) return c;
      for (const part of c.name.split(/[\s&]+/).filter(Boolean)) {
        const w = part.toLowerCase().replace(/[^a-z]/g, "");
        const one = singularOf(w);
        if (w.length < 3 || isKnownWord(w) || isKnownWord(one) || world.has(w) || world.has(one) || typed.includes(w)) continue;
        if (!worldHalves(w, world)) return null;
      }
      return c;
    };
  };
}

/** A business that sells, stores or makes goods: the shop and trade side of the business page. */
export const SELLS_GOODS = /\b(shops?|stores?|sold|sells?|selling|warehouses?|storage|workshops?|makers?|made|handmade|metalwork\w*|retail\w*|boutiques?|stock|goods|hardware|secondhand|furniture|gates|railings)\b/;
