// Fantasy and fun names that answer the description: a vampire who runs a
// night bakery, a pirate ship crewed by retired cooks, a robot that waters the
// garden. The description's motifs (strategies/people.ts, data/people-motifs.ts)
// give a word, and each generator puts it in a shape of its own genre
// ("Dorian 'Biscuit' Nightshade", "The Salty Ladle", "Sapling-7"). With no
// motif in the description, or for most of the list, the generator's own maker
// runs: the described names are a share of the result, not all of it.
import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import { words, type Word } from "../core/words";
import { capitalize, tokens } from "../core/text";
import { baseForm } from "../core/understand";
import { isAdjective } from "../core/pos";
import { general, traits } from "../core/result";
import { MOTIF_SOURCES, type Motif } from "../data/people-motifs";
import { VAMPIRE, WIZARD_GIVEN } from "../data/fantasy-extras";
import { DRAG, STEAMPUNK } from "../data/fun-words";
import { SCIFI } from "../data/space-words";
import { genderOf } from "./fantasy";
import { motifsIn, type Found } from "./people";

type Kind = "vampire" | "steampunk" | "pirate-ship" | "robot" | "unicorn" | "wizard" | "zombie" | "roller-derby" | "drag-queen" | "sci-fi";

const SHIP_WORDS = ["Salty", "Black", "Rusty", "Drunken", "Golden", "Crimson", "Jolly", "Howling", "Restless", "Wicked"];
const UNICORN_TAILS = ["Sparkle", "Dream", "Glimmer", "Whisper", "Star", "Shimmer", "Moon"];
// The Victorian given names of data/fun-words.ts that are women's.
const STEAMPUNK_WOMEN = new Set(["Ada", "Octavia", "Evangeline", "Philippa", "Henrietta", "Lavinia"]);
const STEAMPUNK_FIRST = { female: STEAMPUNK.first.filter((f) => STEAMPUNK_WOMEN.has(f)), male: STEAMPUNK.first.filter((f) => !STEAMPUNK_WOMEN.has(f)) };
const STEAM_TITLES = { female: ["Lady", "Professor", "Doctor", "Captain", "Madame"], male: ["Lord", "Professor", "Doctor", "Captain", "Sir"] };

/** The visitor's word and what the motif word means, for a "why it fits". */
function because(kind: string, name: string, w: Word, f: Found): string {
  return `${name} answers '${f.said}' in your description: '${w.w}' is ${w.g}, which gives your ${kind} ${f.motif.about}.`;
}

function origin(w: Word, f: Found, shape: string): string {
  return `'${w.w}' comes from ${MOTIF_SOURCES[f.motif.key] ?? EXTRA_SOURCES[f.motif.key] ?? "everyday English"}; ${shape}`;
}

interface Made {
  name: string;
  meaning: string;
  traits: string[];
  /** The genre's tradition behind the name's shape, for its origin. */
  shape: string;
}

function make(kind: Kind, ctx: Ctx, w: Word, f: Found): Made | null {
  const r = ctx.rng;
  const gender = genderOf(ctx);
  const fem = gender === "female" || (gender === "neutral" && r.chance(0.5));
  const word = w.w;
  // One-word motif words only where a name needs one word ("The Salty Ladle", "Sapling-7").
  const single = !word.includes(" ");
  switch (kind) {
    case "vampire": {
      const given = r.pick(fem ? VAMPIRE.gothicFemale : VAMPIRE.gothicMale);
      const surname = r.pick(VAMPIRE.surnames);
      if (r.chance(0.5)) {
        return { name: `${given} "${word}" ${surname.w}`, meaning: `${given} ${surname.w} is an old gothic name; "${word}" is the nickname, and ${word.toLowerCase()} is ${w.g}.`, traits: traits(r, ["Brooding", "Elegant", "Secretive", "Ancient"], ["Nocturnal"]), shape: `the nickname between given name and surname is how the old families told their own apart.` };
      }
      const title = r.pick(VAMPIRE.titles.filter((_, i) => (fem ? i % 2 === 1 : i % 2 === 0)));
      return { name: `${title} ${given} of the ${word}`, meaning: `${title} ${given} takes a title of the old nobility; 'of the ${word}' names what this vampire keeps: ${w.g}.`, traits: traits(r, ["Aristocratic", "Proud", "Ancient", "Cunning"], ["Nocturnal"]), shape: `'of the …' is how a noble house is known by its seat.` };
    }
    case "steampunk": {
      const first = r.pick(fem ? STEAMPUNK_FIRST.female : STEAMPUNK_FIRST.male);
      const title = r.pick(fem ? STEAM_TITLES.female : STEAM_TITLES.male);
      if (!single) return null;
      return { name: `${title} ${first} ${word}`, meaning: `${first} is a Victorian given name; '${word}' is ${w.g}, worn as a surname.`, traits: traits(r, ["Inventive", "Eccentric", "Dapper", "Daring"]), shape: `${title} is a title of the machine age, and an inventor named for the work is a Victorian habit.` };
    }
    case "pirate-ship": {
      if (!single) return null;
      if (r.chance(0.3)) return { name: `The ${word}'s Revenge`, meaning: `'${word}' is ${w.g}; '…'s Revenge' is the boast of a ship with a score to settle.`, traits: traits(r, ["Fearsome", "Proud", "Restless", "Lucky"]), shape: `'…'s Revenge' follows Blackbeard's Queen Anne's Revenge.` };
      const adj = r.pick(SHIP_WORDS);
      return { name: `The ${adj} ${word}`, meaning: `'${adj}' sets the ship's temper; '${word}' is ${w.g}.`, traits: traits(r, ["Fearsome", "Lucky", "Weathered", "Proud"]), shape: `a describing word and a noun is the oldest shape of ship names, from the Golden Hind to the Black Pearl.` };
    }
    case "robot": {
      if (!single || word.length > 10) return null;
      const code = `${String.fromCharCode(65 + r.int(26))}-${1 + r.int(99)}`;
      const name = r.pick([`${word}-${1 + r.int(9)}`, `Unit ${code} '${word}'`, `${word} ${code}`]);
      return { name, meaning: `'${word}' is ${w.g}, and the code is its model number.`, traits: traits(r, ["Helpful", "Precise", "Tireless", "Curious"]), shape: `a word with a model number is how robots are named, from R2-D2 to WALL-E.` };
    }
    case "wizard": {
      // "Barnaby Inkwell", "Aldric of the Codex": a wizard known by what they keep, as the ones who guard libraries are.
      if (!single) return null;
      const given = r.pick(gender === "female" ? WIZARD_GIVEN.female : gender === "male" ? WIZARD_GIVEN.male : [...WIZARD_GIVEN.female, ...WIZARD_GIVEN.male]);
      if (r.chance(0.5)) return { name: `${given} ${word}`, meaning: `${given} is an old, scholarly given name; '${word}' is ${w.g}, worn as a surname.`, traits: traits(r, ["Wise", "Eccentric", "Secretive", "Patient"], ["Learned"]), shape: `a wizard named for the work, as the old tales name their scholars.` };
      return { name: `${given} of the ${word}`, meaning: `${given} is an old, scholarly given name; 'of the ${word}' names what this wizard keeps: ${w.g}.`, traits: traits(r, ["Wise", "Formidable", "Secretive", "Patient"], ["Learned"]), shape: `'of the …' is how a wizard is known by what they guard.` };
    }
    case "zombie": {
      // "Undead Packleader", "Fetch of the Living Dead": what it loved in life is what the survivors call it.
      const style = ctx.opt("style");
      if (style === "tragic" && r.chance(0.5)) return { name: `Poor Old ${word}`, meaning: `'${word}' is ${w.g}: the one thing it still seems to remember.`, traits: traits(r, ["Tragic", "Lost", "Gentle", "Haunting"], ["Undead"]), shape: `'Poor Old …' is how survivors speak of a walker they once knew.` };
      if (r.chance(0.5)) return { name: `Undead ${word}`, meaning: `'${word}' is ${w.g}, and 'Undead' is what became of it.`, traits: traits(r, ["Shambling", "Relentless", "Hungry", "Odd"], ["Undead"]), shape: `'Undead' before a word is how survivors tag a walker by what it was.` };
      if (!single) return null;
      return { name: `${word} of the Living Dead`, meaning: `'${word}' is ${w.g}; 'of the Living Dead' says it kept walking.`, traits: traits(r, ["Shambling", "Relentless", "Hungry", "Odd"], ["Undead"]), shape: `'of the Living Dead' is from Romero's 1968 film.` };
    }
    case "roller-derby": {
      // "Lethal Purl", "Linda the Caboose": a skater's own word with the track's warning.
      const typed = tokens(ctx.text("realName"))[0];
      const real = typed ? capitalize(typed) : null;
      if (real && r.chance(0.4)) return { name: `${real} the ${word}`, meaning: `${real} is your own name, and '${word}' is ${w.g}.`, traits: traits(r, ["Fierce", "Fearless", "Loud", "Tough"]), shape: `a first name with an epithet is how the announcer makes a skater a legend.` };
      if (!single) return null;
      const before = r.pick(["Lethal", "Mad", "Wrecking", "Killer", "Rowdy", "Ruthless", "Savage", "Hurricane", "Full-Contact", "Bruising"]);
      return { name: `${before} ${word}`, meaning: `'${word}' is ${w.g}, and '${before}' is the warning the blockers should heed.`, traits: traits(r, ["Fierce", "Fearless", "Cheeky", "Tough"]), shape: `a threat word before something harmless is the oldest joke of derby names.` };
    }
    case "drag-queen": {
      // "Lola Lagoon", "Miss Ossuary": the queen's inspiration worn as her surname or her title.
      if (!single) return null;
      if (r.chance(0.4)) {
        const title = r.pick(["Miss", "Lady", "Madame", "Duchess"]);
        return { name: `${title} ${word}`, meaning: `'${word}' is ${w.g}, and '${title}' gives it a pageant's dignity.`, traits: traits(r, ["Campy", "Fearless", "Glamorous", "Witty"]), shape: `a title before one bold word is how pageant queens are announced.` };
      }
      const first = r.pick(DRAG.first);
      return { name: `${first} ${word}`, meaning: `${first} brings the old-school glamour, and '${word}' is ${w.g}.`, traits: traits(r, ["Campy", "Fearless", "Glamorous", "Dramatic"]), shape: `a glamorous first name with a surname taken from the act is the classic drag formula.` };
    }
    case "sci-fi": {
      // "ISV Contraband", "Aquifer Authority", "Lieutenant Vera 'Riptide' Halden", "LANTERN-4": the description's own thing in the genre's shapes.
      // (A planet reads the description's landscape in the maker itself.)
      const what = ctx.opt("kind");
      if (what === "planet" || word.length > 12) return null;
      if (what === "starship") {
        // An independent crew's ship is named by its crew ("The False Bottom"); a registry prefix takes one word.
        const p = single && r.chance(0.5) ? r.pick(SCIFI.shipPrefixes) : SCIFI.shipPrefixes.find((x) => x.w === "The")!;
        const said = p.w === "The" ? "'The' and no registry mark an independent crew's ship" : `${p.w} stands for ${p.g}`;
        return { name: `${p.w} ${word}`, meaning: `'${word}' is ${w.g}; ${said}.`, traits: traits(r, ["Resilient", "Weathered", "Storied", "Dependable"]), shape: `a ship named for one thing its crew holds dear is the naval custom of HMS Endeavour and the Firefly.` };
      }
      if (!single) return null;
      if (what === "corporation") {
        const c = r.pick(SCIFI.corpPlain);
        return { name: `${word} ${c.w}`, meaning: `'${word}' is ${w.g}; '${c.w}' says ${c.g}.`, traits: traits(r, ["Powerful", "Ruthless", "Sleek", "Ubiquitous"]), shape: `a company named for what it controls is how the megacorporations of science fiction are named, from Weyland-Yutani's "building better worlds" to the Spacing Guild.` };
      }
      if (what === "ai") {
        const n = 2 + r.int(11);
        const name = r.chance(0.5) ? `${word.toUpperCase()}-${n}` : word;
        return { name, meaning: `'${word}' is ${w.g}${name === word ? "" : `, and ${n} is its build number`}.`, traits: traits(r, ["Observant", "Calm", "Curious", "Unsettling"]), shape: `a crew names its AI for what it does best, the way HAL and Mother were named for their work.` };
      }
      const gender = genderOf(ctx);
      const given = r.pick(gender === "female" ? SCIFI.givenFemale : gender === "male" ? SCIFI.givenMale : SCIFI.given);
      const [rank, surname] = [r.pick(SCIFI.ranks), r.pick(SCIFI.surnames)];
      return { name: `${rank} ${given} "${word}" ${surname}`, meaning: `${given} ${surname} is a name from a mixed future Earth; "${word}" is the call sign, and ${word.toLowerCase()} is ${w.g}.`, traits: traits(r, ["Decisive", "Resourceful", "Loyal", "Haunted"]), shape: `a call sign between given name and surname is how pilots have been known since the first air forces.` };
    }
    case "unicorn": {
      if (!single) return null;
      const tail = r.pick(UNICORN_TAILS);
      return { name: `${word} ${tail}`, meaning: `'${word}' is ${w.g}, and '${tail}' adds the unicorn's magic.`, traits: traits(r, ["Magical", "Gentle", "Sparkly", "Kind"]), shape: `a word paired with '${tail}' is the shape of storybook unicorn names.` };
    }
  }
}

// Motifs the people table has no room for, found only by their own words.
const EXTRA_MOTIFS: Motif[] = [
  {
    key: "sweets",
    triggers: new Set("cupcake cupcakes cake cakes candy candies sweets sweet sugar dessert desserts cookie cookies bakery baking pastry pastries chocolate chocolates frosting".split(" ")),
    about: "a sweet tooth",
    words: words("Cupcake:a small cake with icing on top; Sprinkles:tiny sugar strands on icing; Frosting:sweet icing; Sugarplum:a sugared sweet of old Christmas tales; Gumdrop:a soft sugared sweet; Marshmallow:the softest sweet; Bonbon:a little chocolate; Toffee:butter and sugar cooked to gold; Meringue:baked sugar and egg white; Crumble:butter, flour and sugar baked golden"),
  },
];
const EXTRA_SOURCES: Record<string, string> = { sweets: "the baker's and confectioner's counter" };

// Every vampire keeps the night, every pirate ship is a ship, every robot a machine: those words say nothing of this one.
const OWN: Record<Kind, RegExp> = {
  vampire: /^(vampires?|night|nights|blood|dark|darkness|bite|bites)$/,
  steampunk: /^(steampunk|steam|inventor|inventors)$/,
  "pirate-ship": /^(pirates?|ships?|boats?|sea|seas|sail|sails|crew|crews|crewed)$/,
  robot: /^(robots?|machines?|android|bot|bots)$/,
  unicorn: /^(unicorns?|horn|horns|rainbow|rainbows|magic|magical)$/,
  wizard: /^(wizards?|witch|witches|mage|mages|magic|magical|spells?|sorcerers?|wands?|staffs?|old)$/,
  zombie: /^(zombies?|undead|dead|death|brains?|walkers?|corpses?|graves?|apocalypse|horde|infected)$/,
  "drag-queen": /^(drag|queens?|kings?|shows?|stage|performers?|makeup|wigs?|heels|lip|sync)$/,
  "sci-fi": /^(sci|fi|scifi|science|fiction|space|spaceship|spaceships|starships?|ships?|planets?|worlds?|corporations?|corp|corps|megacorp|megacorps|company|ai|character|crew|crews|crewed|galaxy|future|futuristic|stars?|universe|alien|aliens)$/,
  "roller-derby": /^(roller|derby|skates?|skaters?|skating|jammers?|blockers?|league|leagues|bouts?|tracks?|teams?)$/,
};
// Where a describing word is the whole joke ("tiny but fast" -> "Lethal Pipsqueak", "Rowdy Blur").
const TAKES_QUALITIES = new Set<Kind>(["roller-derby", "zombie"]);

/** The description's motifs this generator can name: said outright, never by its own word, never a verb ("runs a bakery" is no speed). */
function motifsFor(kind: Kind, ctx: Ctx): Found[] {
  const said = tokens(ctx.description);
  const verbAt = new Set(said.filter((w, i) => i > 0 && /^(who|that|which)$/.test(said[i - 1])));
  // A describing word ("fast", "old") is how the thing is, not what it is about ("The Salty Velocity").
  const fits = (w: string) => !OWN[kind].test(w) && !verbAt.has(w) && !ctx.understood.excluded.has(w) && (TAKES_QUALITIES.has(kind) || !isAdjective(w));
  const found = motifsIn(ctx.description, ctx).filter((f) => f.said !== null && fits(f.said) && (f.motif.triggers.has(f.said) || f.motif.triggers.has(baseForm(f.said))));
  for (const m of EXTRA_MOTIFS) {
    const w = said.find((x) => fits(x) && (m.triggers.has(x) || m.triggers.has(baseForm(x))));
    if (w) found.push({ motif: m, said: w, weight: 3, direct: true });
  }
  return found;
}

/** The generator's own maker, with a share of names made from the description's motifs. */
export function withDescription(kind: Kind, base: Maker, share = 0.4): Maker {
  const label = kind === "pirate-ship" ? "ship" : kind === "roller-derby" ? "skater" : kind === "drag-queen" ? "queen" : kind;
  return (ctx) => {
    const own = base(ctx);
    const found = motifsFor(kind, ctx);
    if (found.length === 0) return own;
    const used = new Set<string>();
    return () => {
      if (!ctx.rng.chance(share)) return own();
      const f = ctx.rng.pick(found);
      const fresh = f.motif.words.filter((w) => !used.has(w.w));
      if (fresh.length === 0) return own();
      const w = ctx.rng.pick(fresh);
      const m = make(kind, ctx, w, f);
      if (!m) return own();
      used.add(w.w);
      // A ship, a company or an AI is not given a person's gifts ("water at their command").
      const thing = kind === "sci-fi" && ctx.opt("kind") !== "character";
      const why = thing ? `${m.name} answers '${f.said}' in your description: '${w.w}' is ${w.g}.` : because(kind === "sci-fi" ? "character" : label, m.name, w, f);
      return general(m.name, m.meaning, m.traits, why, origin(w, f, m.shape));
    };
  };
}
