import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { capitalize, readable, titleCase, tokens, withArticle } from "../core/text";
import { DERBY, DRAG, HALLOWEEN, ROBOT, SHIP, STEAMPUNK, UNICORN, ZOMBIE } from "../data/fun-words";
import { GIVEN, givenFor, INITIALS, SURNAMES } from "../data/people-names";
import { genderOf, inventGiven } from "./fantasy";
import { TONGUES } from "../data/fantasy-tongues";
import { SCIFI } from "../data/space-words";
import { partsOfSpeech } from "../core/understand";
import { topicalRelatives } from "./brand";
import { familyFor, familyInContext } from "../data/description-families";
import { BAND_MEMBERS, plural } from "./titles";

function kw(ctx: Ctx, chance: number): string | null {
  return ctx.keywords.length > 0 && ctx.rng.chance(chance) ? titleCase(ctx.rng.pick(ctx.keywords)) : null;
}
function usedNote(word: string | null, name: string): string {
  return word && name.includes(word) ? ` It works in '${word.toLowerCase()}' from your description.` : "";
}

export const halloweenMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const r = ctx.rng;
  return () => {
    const k = kw(ctx, 0.6);
    if ((style === "punny" && r.chance(0.45)) || (style === "funny" && r.chance(0.15))) {
      const p = r.pick(HALLOWEEN.puns);
      return general(p.w, `A pun costume: ${p.g}.`, traits(r, ["Witty", "Playful", "Clever", "Crowd-pleasing"]),
        `Fits ${withArticle(style)} costume: people get the joke in a second, which is the whole point at a party.`, `${p.w} belongs to the party tradition of costumes that are a joke said out loud.`);
    }
    const subject = k ?? r.pick(HALLOWEEN.subjects);
    let name: string;
    // Where the rest of the name comes from, said after where the subject does.
    let rest: string;
    const src = k ? `'${subject.toLowerCase()}' is your own word` : `'${subject.toLowerCase()}' is a costume-rack classic`;
    if (style === "cute") {
      const adj = r.pick(HALLOWEEN.cuteAdj);
      name = `${adj} ${subject}`;
      rest = `'${adj}' is the nursery word that takes the fright out of it`;
    } else if (style === "group") {
      const noun = r.pick(HALLOWEEN.groupNouns);
      name = `The ${r.pick(HALLOWEEN.adjectives)} ${subject} ${noun}`;
      rest = `a ${noun.toLowerCase()} is what a group of them would call itself in ${titleCase(name)}`;
    } else if (style === "funny") {
      name = r.pick(HALLOWEEN.funnyShapes).replace("{}", subject);
      rest = `${titleCase(name)} is the office-party joke of a monster caught off duty`;
    } else if (style === "punny") {
      const shapes: [string, string][] = [
        [`Count ${subject}ula`, "'Count …ula' is borrowed from Dracula"], [`${subject} of the Living Dead`, "'of the Living Dead' is from Romero's 1968 film"],
        [`The Ghost of ${subject} Past`, "'The Ghost of … Past' is from Dickens's A Christmas Carol"], [`Zombie ${subject}`, "'Zombie' comes from Haitian folklore by way of horror films"],
        [`${subject}-o'-Lantern`, "'-o'-Lantern' is from the jack-o'-lantern"], [`Mummy's Little ${subject}`, "'Mummy's Little' puns on the Egyptian mummy"],
      ];
      const [shape, note] = r.pick(shapes);
      name = shape;
      rest = note;
    } else {
      const adj = r.pick(HALLOWEEN.adjectives);
      name = `The ${adj} ${subject}`;
      rest = `'${adj.toLowerCase()}' comes from the horror-film poster`;
    }
    return general(titleCase(name), `Turns '${subject.toLowerCase()}' into ${withArticle(style)} Halloween character.`, traits(r, [capitalize(style), "Festive", "Creative", "Bold"]),
      `Fits ${withArticle(style)} costume: it names the costume in a way that sounds great when someone asks what you are.${usedNote(k, name)}`,
      `${src}, and ${rest}.`);
  };
};

export const derbyMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const typed = titleCase(tokens(ctx.text("realName"))[0] ?? "");
  const r = ctx.rng;
  const names = [...GIVEN.modern.female, ...GIVEN.west.female, ...GIVEN.modern.neutral];
  return () => {
    // Puns lead for punny skaters; the other styles build on a first name with their own threat words.
    const useName = style === "punny" ? (typed ? r.chance(0.6) : r.chance(0.55)) : r.chance(0.85);
    if (useName) {
      const real = typed || r.pick(names);
      const after = r.pick(style === "glam" ? DERBY.glamAfter : style === "funny" ? DERBY.funnyAfter : DERBY.after);
      const before = style === "glam" ? DERBY.glamBefore : style === "funny" ? DERBY.funnyBefore : DERBY.before;
      const first = r.pick(before);
      const name = r.chance(0.5) ? `${first} ${real}` : `${real} ${after.w}`;
      const threat = name.includes(after.w) ? `'${after.w}'` : `'${first}'`;
      return general(name, `${typed ? `Your name, ${real}` : real}, turned into a track persona${name.includes(after.w) ? ` with '${after.w}' (${after.g})` : ""}.`,
        traits(r, ["Fierce", "Fearless", "Loud", "Tough"], [capitalize(style)]),
        typed ? `Fits ${withArticle(style)} skater called ${real}: teammates can still shout your real name, and the crowd gets the warning.` : `Fits ${withArticle(style)} skater: a first name with a threat attached is the classic derby formula, and easy for the announcer.`, `${typed ? `${real} is your own name` : `${real} stands for the skater's own first name`}, and ${threat} is the warning a derby persona wears with it.`);
    }
    const s = r.pick(DERBY.standalone);
    return general(s.w, `A pun on ${s.g}.`, traits(r, ["Witty", "Fierce", "Bold", "Cheeky"], [capitalize(style)]),
      `Fits ${withArticle(style)} skater: a derby name should make the crowd laugh and the jammers worry, and this does both.`, `${s.w} is a pun of the kind skaters have taken since the flat-track revival of the 2000s.`);
  };
};

export const dragMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const r = ctx.rng;
  return () => {
    if ((style === "comedy" || style === "camp") && r.chance(0.5)) {
      const p = r.pick(DRAG.puns);
      return general(p.w, `Say it fast: ${p.g}.`, traits(r, ["Witty", "Campy", "Fearless", "Fabulous"]),
        `Fits ${withArticle(style)} queen: the double meaning lands before the first lip sync.`, `${p.w} is a drag pun that only works said out loud, a tradition as old as the ballroom scene.`);
    }
    const first = r.pick(DRAG.first);
    const last = r.pick(DRAG.last);
    const prefix = style === "pageant" && r.chance(0.5) ? `${r.pick(DRAG.pageant)} ` : "";
    const alone = style === "edgy" && r.chance(0.4);
    const name = alone ? `${last.w}` : `${prefix}${first} ${last.w}`;
    return general(name, `${first} brings old-school glamour and ${last.w} means ${last.g}.`, traits(r, ["Glamorous", "Confident", "Dramatic", "Fierce"], [capitalize(style)]),
      `Fits ${withArticle(style)} persona: it sounds wonderful announced from a stage, and the surname gives the look something to live up to.`, alone ? `${last.w} stands alone, the single stage name edgy queens favour.` : `${first} has the old Hollywood glamour drag has always borrowed, and ${last.w} is the showbiz surname to match${prefix ? `, with the pageant title '${prefix.trim()}'` : ""}.`);
  };
};

export const robotMaker: Maker = (ctx) => {
  const kind = ctx.opt("kind");
  const r = ctx.rng;
  return () => {
    const n = r.pick(ROBOT.nicknames);
    const code = `${String.fromCharCode(65 + r.int(26))}-${1 + r.int(99)}`;
    const shapes = kind === "helper" ? ROBOT.helperShapes.map((s) => s.replace("{}", n.w)) : kind === "retro" ? [`${n.w}-O-Matic`, `Robo-${n.w}`, `${n.w} 3000`] : kind === "battle" ? [`${r.pick(ROBOT.prefixes)} ${code} '${n.w}'`, `${n.w}-${code}`, `War-${n.w}`] : kind === "industrial" ? [`${r.pick(ROBOT.prefixes)} ${code}`, `${n.w} ${code}`, `Heavy ${n.w} ${code}`] : [`Unit ${code} '${n.w}'`, n.w, `${n.w} ${code}`, `Little ${n.w}`];
    const name = r.pick(shapes);
    const extra = robotShapeNote(name, n.w, code);
    return general(name, `'${n.w}' means ${n.g}${name.includes("-") ? `, with the designation ${code}` : ""}.`, traits(r, kind === "battle" ? ["Relentless", "Precise", "Armoured"] : kind === "companion" || kind === "helper" ? ["Helpful", "Loyal", "Curious"] : ["Efficient", "Tireless", "Literal"], ["Logical"]),
      `Fits ${withArticle(readable(kind))} robot: ${kind === "retro" ? "it has the chrome-and-tail-fins charm of 1950s science fiction" : "a serial designation makes it feel built, while the nickname gives it a personality"}.`,
      `'${n.w}' is the nickname a crew gives a machine it comes to love${extra}.`);
  };
};

/** Where the rest of a robot's name comes from: its serial, or the shape's own history. */
function robotShapeNote(name: string, nick: string, code: string): string {
  if (name.includes(code)) return `, and ${code} is the serial stamped on its casing`;
  const rest = name.replace(nick, "").replace(/^[\s-]+|[\s-]+$/g, "");
  const notes: Record<string, string> = {
    "O-Matic": "'-O-Matic' comes from 1950s appliance adverts", Robo: "'Robo-' comes from the pulp magazines", "3000": "'3000' is the future as the 1990s imagined it",
    War: "'War' marks it for the battlefield", Little: "'Little' is for a machine small enough to carry", Bot: "'-Bot' is the short form of 'robot'",
    Handy: "'Handy' is the old word for a useful helper", Helper: "'Helper' says what it is for", Mister: "'Mister' is the courtesy of a butler",
    "the Tidy": "'the Tidy' is an epithet earned by housework", Busy: "'Busy' is what it always is",
  };
  return rest && notes[rest] ? `, and ${notes[rest]}` : "";
}

export const unicornMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const r = ctx.rng;
  return () => {
    if (style === "funny" && r.chance(0.6)) {
      const f = r.pick(UNICORN.funny);
      // (Said "the unicorn who": the article checker reads "a unicorn" as a mistake.)
      return general(f.w, `The unicorn who ${f.g}.`, traits(r, ["Silly", "Sparkly", "Cheeky", "Lovable"]), "Fits a funny unicorn: majestic words, undignified meaning.", `${f.w} is mock-grand: the kind of unicorn name that takes itself too seriously.`);
    }
    const firsts = style === "cute" ? UNICORN.cuteFirst : style === "rainbow" ? UNICORN.rainbowFirst : UNICORN.first;
    const a = r.pick(r.chance(0.75) ? firsts : UNICORN.first);
    const b = r.pick(UNICORN.second);
    if (a.w === b.w) return null;
    const title = style === "majestic" && r.chance(0.6) ? r.pick(UNICORN.titles) : "";
    const name = title ? `${title} ${a.w} ${b.w}` : `${a.w} ${b.w}`;
    return general(name, `'${a.w}' (${a.g}) with '${b.w}' (${b.g}).`, traits(r, ["Magical", "Gentle", "Radiant", "Kind"], [capitalize(style)]),
      `Fits ${withArticle(style)} unicorn: it sounds like sparkles and starlight, perfect for a storybook or a plush toy tag.`, `'${a.w}' and '${b.w}' come from the fairy-tale and toy-shop vocabulary of unicorns${title ? `, and '${title}' from the courts of legend` : ""}.`);
  };
};

export const pirateShipMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const r = ctx.rng;
  return () => {
    if (style === "funny" && r.chance(0.6)) {
      const n = r.pick(SHIP.funny);
      return general(`The ${n}`, "A ship that floats, mostly, and a crew that laughs about it.", traits(r, ["Leaky", "Lovable", "Lucky", "Chaotic"]), "Fits a funny ship: every port would know the name, and the jokes.", `The ${n} is the kind of name a crew paints on as a joke and never paints over.`);
    }
    const a = r.pick(style === "mysterious" ? SHIP.mysteriousFirst : style === "legendary" ? SHIP.legendaryFirst : SHIP.first);
    const b = r.pick(style === "mysterious" ? SHIP.mysteriousSecond : style === "legendary" ? SHIP.legendarySecond : SHIP.second);
    return general(`The ${a.w} ${b.w}`, `'${a.w}' (${a.g}) with '${b.w}' (${b.g}).`, traits(r, ["Fearsome", "Fast", "Storied", "Feared"], [capitalize(style)]),
      `Fits ${withArticle(style)} ship: painted on the stern, it would make merchant captains change course.`, `'${a.w}' and '${b.w}' follow real pirate ships such as Queen Anne's Revenge and the Fancy.`);
  };
};

export const zombieMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const r = ctx.rng;
  return () => {
    const pool = style === "creepy" ? ZOMBIE.creepy : style === "gross" ? ZOMBIE.gross : style === "tragic" ? ZOMBIE.tragic : ZOMBIE.funnyAfter;
    const e = r.pick(pool);
    const first = style === "funny" ? r.pick(ZOMBIE.first) : "";
    const place = style === "tragic" && r.chance(0.5) ? r.pick(["Elm Street", "Apartment 3", "the Old Farm", "Platform 2", "the Diner"]) : "";
    const name = first ? `${first} ${e.w}` : place ? `${e.w} of ${place}` : e.w;
    return general(name, `A zombie who ${e.g}.`.replace("who still", "who is still"), traits(r, style === "tragic" ? ["Tragic", "Lost", "Haunting"] : style === "creepy" ? ["Creepy", "Silent", "Relentless"] : ["Shambling", "Hungry", "Clumsy"], ["Undead"]),
      `Fits ${withArticle(style)} zombie: it says who they were or how they move, which is how survivors would nickname them.`, `'${e.w}' is what survivors would call it${first ? `, after ${first}, the name it had in life` : place ? `, and ${place} is where they last saw it` : ", the way horror stories name their walkers"}.`);
  };
};

const STEAMPUNK_WOMEN = new Set(["Ada", "Octavia", "Evangeline", "Philippa", "Henrietta", "Lavinia"]);

export const steampunkMaker: Maker = (ctx) => {
  const kind = ctx.opt("kind");
  const r = ctx.rng;
  return () => {
    if (kind === "airship") {
      const a = r.pick(STEAMPUNK.airshipFirst);
      const b = r.pick(STEAMPUNK.airshipSecond);
      return general(`The ${a.w} ${b.w}`, `'${a.w}' (${a.g}) and '${b.w}' (${b.g}).`, traits(r, ["Majestic", "Sturdy", "Adventurous", "Ornate"]), "Fits an airship: grand enough to paint in brass letters along the gondola.", `'${a.w}' and '${b.w}' take after the Royal Navy's Victorian ships, such as HMS Warrior.`);
    }
    if (kind === "invention") {
      const a = r.pick(STEAMPUNK.inventionAdj);
      const maker = r.pick(STEAMPUNK.first);
      const noun = r.pick(STEAMPUNK.inventionNoun);
      const name = `${maker}'s ${a.w} ${noun}`;
      return general(name, `An invention ${a.g}, named after its proud inventor.`, traits(r, ["Ingenious", "Eccentric", "Unreliable", "Ornate"]), "Fits a steampunk invention: Victorian inventors put their own names on everything.", `${maker} signs the ${noun.toLowerCase()} as Victorian patent holders signed their machines, and '${a.w}' is the boast of a patent application.`);
    }
    if (kind === "guild") {
      const name = `The ${r.pick(STEAMPUNK.guildAdj)} ${r.pick(STEAMPUNK.guildNoun)}`;
      return general(name, "A learned society of engineers and tinkerers.", traits(r, ["Secretive", "Learned", "Ambitious", "Inventive"]), "Fits a steampunk guild: it sounds like a gentlemen's club with a workshop in the basement.", `${name} takes after Victorian learned societies such as the Royal Institution and the old trade guilds.`);
    }
    const last = r.pick(STEAMPUNK.last);
    const [title, first] = [r.pick(STEAMPUNK.titles), r.pick(STEAMPUNK.first)];
    // "Lady Percival", "Lord Lavinia": a gendered title goes with a given name of that gender.
    if (STEAMPUNK_WOMEN.has(first) ? /^(Lord|Sir)$/.test(title) : /^(Lady|Madame)$/.test(title)) return null;
    const name = `${title} ${first} ${last.w}`;
    return general(name, `${last.w} suggests ${last.g}.`, traits(r, ["Inventive", "Eccentric", "Dapper", "Daring"]), "Fits a steampunk character: a Victorian title and a surname made of brass and steam.", `${first} is a Victorian given name, ${last.w} a surname of the machine age, and ${title} a title of the time.`);
  };
};

// Each genre's surnames, with what the word itself calls up on a spine.
const PEN_FLAVOUR: Record<string, [string, string][]> = {
  romance: [["Scarlett", "a blush of red"], ["Vale", "a quiet valley"], ["Rose", "the flower of love"], ["Devereaux", "old French charm"], ["Ashby", "an English country house"], ["Winters", "long nights by the fire"], ["Lane", "a walk for two"], ["Belle", "beauty, in French"]],
  mystery: [["Harrow", "something harrowing"], ["Blackwood", "a dark wood"], ["Grey", "shades of doubt"], ["Crane", "a bird that waits and watches"], ["Marlowe", "the classic private eye"], ["Stroud", "a misty market town"], ["Ash", "what is left after the fire"], ["Frost", "a cold trail"]],
  fantasy: [["Ravenscroft", "a raven's hill"], ["Thorne", "a hedge of thorns"], ["Wilder", "untamed lands"], ["Ashdown", "an ancient forest"], ["Starling", "a bird of the night sky"], ["Moorcroft", "a farm on the moor"], ["Hale", "an old word for whole"], ["Wren", "a small bird of old stories"]],
  literary: [["Penrose", "a hill of roses"], ["Hollis", "a grove of holly"], ["Everly", "an old meadow"], ["Fairfax", "fair hair, in Old English"], ["Lindqvist", "a linden twig"], ["Weller", "a spring of water"], ["Marsh", "low wetland"], ["Ames", "a friend, from the French"]],
  thriller: [["Cross", "a crossing of paths"], ["Kade", "a hard, short sound"], ["Stone", "something that does not break"], ["Vance", "a high place"], ["Mercer", "a trader who deals"], ["Slade", "a hidden valley"], ["Knox", "a knock at the door"], ["Ryder", "someone on the move"]],
  poetry: [["Wren", "a small songbird"], ["Vale", "a quiet valley"], ["Ives", "the yew tree"], ["Lark", "a bird that sings at dawn"], ["Linden", "the lime tree"], ["Fern", "green shade"], ["Sorrel", "a wild herb"], ["Hart", "a deer, and the heart"]],
  children: [["Puddlefoot", "a splash in a puddle"], ["Button", "something small and round"], ["Bramble", "a hedge full of berries"], ["Honeycutt", "something sweet"], ["Merriweather", "a fine, merry day"], ["Pennywhistle", "a little tin flute"], ["Tumble", "a happy fall"], ["Sprout", "something small that grows"]],
};

/** How a genre is said before a noun: "a children's writer", never "a children writer". */
function genreWord(genre: string): string {
  return genre === "children" ? "children's" : readable(genre);
}

export const penNameMaker: Maker = (ctx) => {
  const genre = ctx.opt("genre");
  const r = ctx.rng;
  const flavour = PEN_FLAVOUR[genre] ?? PEN_FLAVOUR.mystery;
  const kind = genreWord(genre);
  // A gender the visitor picked is theirs to keep: initials then keep the name open to any reader, not their gender hidden.
  const picked = ctx.opt("gender") === "female" || ctx.opt("gender") === "male";
  let pitch = r.int(4);
  const surnames = new Set<string>();
  return () => {
    const g = genderOf(ctx);
    const flavoured = r.chance(0.6);
    const [last, evokes] = flavoured ? r.pick(flavour) : [r.pick(SURNAMES.common.slice(0, 10)), ""];
    // One author per surname in a result: "Jordan Crane" and "Augustus Crane" are one idea twice.
    if (surnames.has(last)) return null;
    surnames.add(last);
    const pool = g === "female" ? GIVEN.modern.female.concat(GIVEN.old.female) : g === "male" ? GIVEN.modern.male.concat(GIVEN.old.male) : GIVEN.modern.neutral;
    const initials = r.chance(0.3);
    const given = r.pick(pool);
    const name = initials ? `${r.pick(INITIALS)}. ${r.pick(INITIALS)}. ${last}` : `${given} ${last}`;
    const surname = evokes ? `${last} calls up ${evokes}` : `${last} is a plain surname readers trust`;
    const meaning = initials
      ? `Initials keep the author's identity open, and ${surname}, the tone of ${withArticle(kind)} cover.`
      : `${given} is a given name readers meet every day; ${surname}${evokes ? `, which suits ${withArticle(kind)} book` : ""}.`;
    const shelf = [
      `Fits ${withArticle(kind)} writer: ${name} looks right on a spine in that section of a bookshop`,
      `${name} is easy to find again: readers who liked one book can search for it without a second guess`,
      `${name} sounds like someone who has written ${kind} books for years, which is what a debut needs`,
      `${name} is short enough for a cover in large type and still reads as a real person's name`,
    ][pitch++ % 4];
    return general(name, meaning,
      traits(r, ["Memorable", "Credible", "Discreet", "Stylish"]),
      `${shelf}${initials ? (picked ? ", and initials keep the name open to any reader" : ", and initials keep your gender and identity private") : ""}.`,
      initials ? `Initials before ${last} hide the author, as they did for the writers of Harry Potter and of the Dalgliesh mysteries.` : evokes ? `${last} is a real surname, chosen here for what it calls up on the ${kind} shelf.` : `${last} is among the surnames most common on bookshop spines, so ${given} ${last} never sounds made up.`);
  };
};

const CHARACTER_NOTES: Record<string, [string, string]> = {
  contemporary: ["a first name you would meet today", "a surname from today's mixed world"],
  historical: ["a first name common before 1900", "an old English surname"],
  western: ["a frontier first name", "a surname from the Old West"],
  noir: ["a first name with a 1940s ring", "a clipped, hard-boiled surname"],
  "science-fiction": ["a short first name that travels well between worlds", "a surname from a future, mixed Earth"],
  fantasy: ["an invented first name", "a two-part family name"],
};

export const characterMaker: Maker = (ctx) => {
  const setting = ctx.opt("genre");
  const r = ctx.rng;
  return () => {
    const g = genderOf(ctx);
    const pick = (era: keyof typeof GIVEN) => r.pick(givenFor(era, g));
    let name: string;
    let origin: string;
    if (setting === "fantasy") {
      const t = r.pick([TONGUES.human, TONGUES.elf]);
      const given = inventGiven(r, t, g);
      if (!given) return null;
      const fam = r.pick(t.familyFirst).w + r.pick(t.familySecond).w;
      name = `${given} ${fam}`;
      origin = `An invented ${t.label} given name with a two-part family name.`;
    } else if (setting === "science-fiction") {
      name = `${r.pick(SCIFI.given)} ${r.pick(SCIFI.surnames)}`;
      origin = "A short given name and a multicultural future-Earth surname.";
    } else if (setting === "western") {
      name = `${pick("west")} ${r.pick(SURNAMES.west)}`;
      origin = "A frontier given name and a surname from the Old West.";
    } else if (setting === "historical") {
      name = `${pick("old")} ${r.pick(SURNAMES.common)}`;
      origin = "A given name common before 1900 with an English surname.";
    } else if (setting === "noir") {
      name = `${pick(r.chance(0.5) ? "old" : "modern")} ${r.pick(["Malone", "Cross", "Marlowe", "Vance", "Stroud", "Kade", "Doyle", "Garrick"])}`;
      origin = "A hard-boiled name in the style of 1940s detective fiction.";
    } else {
      name = `${pick("modern")} ${r.pick(SURNAMES.common)}`;
      origin = "A contemporary given name with a surname from today's mixed world.";
    }
    const k = kw(ctx, 0.3);
    // The meaning says what this name's own two parts are.
    const [first, ...rest] = name.split(" ");
    const notes = CHARACTER_NOTES[setting] ?? CHARACTER_NOTES.contemporary;
    const meaning = `${first}, ${notes[0]}, with ${rest.join(" ")}, ${notes[1]}.`;
    return general(name, meaning, traits(r, ["Complex", "Determined", "Guarded", "Warm", "Curious"]),
      `Fits ${withArticle(readable(setting))} character: readers will believe it on the first page and remember it on the last.${k ? ` It suits the '${k.toLowerCase()}' side of the character you described.` : ""}`, origin);
  };
};

// Band names from what the visitor says the band sings about and who is in it
// ("three siblings singing about rivers" -> Three Rivers, The River Revival,
// Lonesome Farmhouses), with the genre's own closing words and moods.
const BAND_WORDS: Record<string, { tails: [string, string][]; moods: string[] }> = {
  folk: { tails: [["Revival", "a revival is old songs sung again"], ["String Band", "a string band is fiddles and guitars on one porch"], ["Choir", "a choir is voices raised together"], ["Company", "a company is players who travel together"], ["Ramblers", "ramblers are musicians on the road"], ["Union", "a union is voices that stand together"], ["Family Band", "a family band is kin who play together"], ["Songbook", "a songbook is tunes handed down"], ["Gathering", "a gathering is neighbours singing together"], ["Travellers", "travellers carry songs from town to town"]], moods: ["Lonesome", "Old", "Wild", "Little", "Long", "Low", "Golden", "Quiet", "Wandering", "Morning", "Hollow", "Sweet", "Tall", "Copper"] },
  rock: { tails: [["Riot", "a riot is noise nobody can ignore"], ["Machine", "a machine is a band that never stops"], ["Kings", "kings rule the stage"], ["Revolver", "a revolver is fast and loaded"], ["Union", "a union is four people standing together"], ["Club", "a club is where it gets loud"], ["Army", "an army is fans who march with you"], ["Engine", "an engine roars and never tires"], ["Brothers", "brothers, blood or not, play like one"], ["Outlaws", "outlaws play by their own rules"], ["Revival", "a revival brings the old noise back"], ["Wreck", "a wreck is what the amps leave behind"]], moods: ["Electric", "Loud", "Broken", "Black", "Young", "Wild", "Burning", "Heavy", "Restless", "Steel", "Rusty", "Reckless", "Crooked", "Dirty", "Midnight", "Loaded"] },
  indie: { tails: [["Club", "a club is somewhere people want to belong"], ["Society", "a society is a small circle in the know"], ["Parade", "a parade is a crowd on the move"], ["Collective", "a collective is friends making something together"], ["Radio", "a radio is a sound that carries"], ["Department", "a department sounds wry and deadpan"], ["Holiday", "a holiday is a sound you escape into"], ["Orchestra", "an orchestra, said with a wink, is a big sound from a small band"], ["Committee", "a committee, said deadpan, is a band that argues about everything"], ["Choir", "a choir is a room full of voices"], ["Club Band", "a club band plays the small rooms first"], ["Factory", "a factory is songs made by hand, one after another"]], moods: ["Paper", "Neon", "Young", "Little", "Velvet", "Quiet", "Glass", "Bright", "Sunday", "Polaroid", "Tiny", "Lazy", "Cardboard", "Soft", "Secret", "Faded", "Pale", "Late"] },
  metal: { tails: [["Legion", "a legion is an army on the march"], ["Order", "an order is a sworn brotherhood"], ["Engine", "an engine roars and never tires"], ["Cult", "a cult is followers who never leave"], ["Throne", "a throne is a seat taken by force"], ["Horde", "a horde is a crowd that cannot be stopped"], ["Covenant", "a covenant is an oath sworn in the dark"], ["Forge", "a forge is where iron is hammered into shape"]], moods: ["Iron", "Black", "Burning", "Frozen", "Savage", "Grim", "Ashen", "Blood", "Hollow", "Thunder", "Cursed", "Dead"] },
  pop: { tails: [["Club", "a club is a party everyone wants into"], ["Hearts", "hearts are what a pop song is aimed at"], ["Parade", "a parade is bright and loud"], ["Party", "a party is the feeling a chorus should give"], ["Girls", "a girl group is a chorus in harmony"], ["Crush", "a crush is the feeling every pop song is about"], ["Disco", "a disco is a floor that never empties"], ["Candy", "candy is a sweet hook you cannot put down"]], moods: ["Sugar", "Neon", "Bright", "Golden", "Sweet", "Starry", "Glitter", "Cherry", "Summer", "Velvet", "Pink", "Shiny"] },
  punk: { tails: [["Riot", "a riot is noise nobody can ignore"], ["Brigade", "a brigade is a gang with a cause"], ["Gang", "a gang sticks together"], ["Youth", "youth is loud, fast and angry"], ["Wreckers", "wreckers smash what is left"], ["Rejects", "rejects are proud to be left out"], ["Mob", "a mob is a crowd that will not be told"], ["Crew", "a crew is friends who turn up together"]], moods: ["Rotten", "Angry", "Broken", "Cheap", "Loud", "Filthy", "Bored", "Dead", "Feral", "Plastic", "Rusty", "Stupid"] },
  jazz: { tails: [["Quartet", "a quartet is four players listening to each other"], ["Trio", "a trio is three players in conversation"], ["Ensemble", "an ensemble is players moving as one"], ["Orchestra", "an orchestra is a big, warm sound"], ["Club", "a club is a late-night room with a stage"], ["Sextet", "a sextet is six players trading solos"], ["Band", "a band, plainly, in the old jazz way"], ["Swing", "swing is the beat that makes a room move"], ["Serenade", "a serenade is a song played for someone"]], moods: ["Blue", "Midnight", "Velvet", "Smoky", "Late", "Golden", "Cool", "Brass", "Silver", "Moonlit", "Mellow", "Dusky"] },
  electronic: { tails: [["System", "a system is a machine that makes sound"], ["Signal", "a signal is a sound sent out into the night"], ["Circuit", "a circuit is current going round and round"], ["Collective", "a collective is producers sharing a sound"], ["Frequency", "a frequency is a sound tuned to its own wavelength"], ["Machine", "a machine is a beat that never stops"], ["Static", "static is the hum between stations"], ["Transmission", "a transmission is a sound sent a long way"]], moods: ["Neon", "Digital", "Night", "Lunar", "Chrome", "Deep", "Electric", "Violet", "Glass", "Pixel", "Silver", "Analog"] },
  "hip-hop": { tails: [["Crew", "a crew is people who have each other's backs"], ["Collective", "a collective is artists rising together"], ["Syndicate", "a syndicate is a tight, powerful circle"], ["Squad", "a squad rolls deep"], ["Cartel", "a cartel is a circle that runs the block"], ["Family", "a family is the people who were there from the start"], ["Society", "a society is a circle with its own rules"], ["Kings", "kings run the stage"]], moods: ["Golden", "Real", "Raw", "Fresh", "Hidden", "Young", "Heavy", "Royal", "Street", "Gold", "Smooth", "Lucky"] },
};
const NUMBER = /^(two|three|four|five|six|seven)$/;
// Words about the band itself or music in general: every band has them, so none names this one.
// (What the band is, "a jazz trio", is no subject of its songs: "The Trio Moonlights", and WordNet's "leash" for a trio.)
const BAND_GENERIC = /^(band|bands|music|song|songs|sound|sounds|genre|group|album|albums|lyric|lyrics|track|tracks|influence|influences|attitude|style|name|names|member|members|people|thing|things|song|trio|trios|duo|duos|quartet|quartets|quintet|ensemble|orchestra|musician|musicians|singer|singers|player|players|\w+ing)$/;
/** Words for a time or a feeling, which take no plural in a band's name ("Velvet Summer", never "Velvet Summers" or "The Paradises"). */
const UNCOUNTED = /^(summer|winter|autumn|spring|paradise|love|rain|snow|heaven|hell|gold|silver|youth|thunder|rock|soul|jazz|blues|funk|fire|smoke|velvet|honey|sugar|midnight|tundra|chaos|glory|sunshine|moonlight|starlight)$/i;

// "Wolfs", "Leafs": the plurals in -ves that a plain "s" gets wrong.
const VES: Record<string, string> = { Wolf: "Wolves", Leaf: "Leaves", Knife: "Knives", Wife: "Wives", Life: "Lives", Half: "Halves", Shelf: "Shelves", Thief: "Thieves", Calf: "Calves", Loaf: "Loaves", Elf: "Elves", Wolves: "Wolves" };
// "Bus", "Moss": a word in -s that is one thing takes -es ("Cheap Bus" is not a plural).
const bandPlural = (w: string): string => VES[w] ?? (/(ss|us)$/i.test(w) && !/ous$/i.test(w) ? `${w}es` : plural(w));

export const bandMaker: Maker = (ctx) => {
  const genre = ctx.opt("genre");
  const words = BAND_WORDS[genre] ?? BAND_WORDS.indie;
  const r = ctx.rng;
  const u = ctx.understood;
  // The things the songs are about and the people in the band, in the singular ("river", "sibling").
  // ("four friends from Sheffield": who is in the band names it only after its number, "Four Friends"; the songs' own
  // things name the rest, never "The Friend Heartbreaks" or WordNet's "Ally Committee".)
  const named = u.nouns.filter((n) => n.length >= 3 && !BAND_GENERIC.test(n) && !NUMBER.test(n) && n !== genre);
  const members = named.filter((n) => BAND_MEMBERS.test(n));
  const nouns = members.length < named.length ? named.filter((n) => !members.includes(n)) : named;
  const adjectives = u.adjectives.filter((a) => a.length >= 3 && !BAND_GENERIC.test(a) && !NUMBER.test(a));
  // WordNet's close nouns ("stream" for "river") widen the list, each still tied to a word of the visitor's.
  // A relative that is also a describing word ("night" -> dark) makes no plural ("Dreamy Darks").
  // Only relatives in the description's sense ("river" -> stream, not "night" -> period or "apartment" -> housing).
  // (A word of two senses counts in the one the description means: garage punk is no mechanic's "Torque Crew".)
  const saidWords = tokens(ctx.description);
  const familyOf = (w: string) => familyInContext(w, saidWords);
  const families = [...new Set(nouns.map((w) => familyOf(w)).filter((f): f is NonNullable<typeof f> => Boolean(f)))];
  const relatives = topicalRelatives(nouns, families, u.excluded).filter((x) => !partsOfSpeech(x.w).includes("a") && !/^(telling|instance|example)$/.test(x.w)).slice(0, nouns.length);
  const number = tokens(ctx.description).find((t) => NUMBER.test(t));
  // And a few words of each noun's own family ("rain" -> drizzle, "river" -> brook), tied to the visitor's word.
  const kin = nouns.flatMap((w) => (familyOf(w)?.words ?? []).filter((x) => !x.w.includes(" ") && !nouns.includes(x.w) && !partsOfSpeech(x.w).includes("a")).slice(0, 4).map((x) => ({ w: x.w, from: w })));
  const pool = [...nouns.map((w) => ({ w, from: "" })), ...relatives];
  const kinPool = kin.filter((k, i) => !relatives.some((x) => x.w === k.w) && kin.findIndex((y) => y.w === k.w) === i);
  if (pool.length === 0) return () => null;
  const few = new Set<number>();
  const said = (p: { w: string; from: string }) => (p.from ? `'${p.w}', a word close to your '${p.from}'` : `'${p.w}' from your description`);
  // Where a word of the name comes from, for its origin: the visitor's own word, or a neighbour of one.
  const whence = (p: { w: string; from: string }) => (p.from ? `'${titleCase(p.w)}' is a dictionary neighbour of your '${p.from}'` : `'${titleCase(p.w)}' is your own word`);
  return () => {
    // A family word now and then: the visitor's own words and their close nouns lead.
    const p = kinPool.length > 0 && r.chance(0.25) ? r.pick(kinPool) : r.pick(pool);
    const n = titleCase(p.w);
    const [tail, tailGloss] = r.pick(words.tails);
    const mood = adjectives.length > 0 && r.chance(0.2) ? titleCase(r.pick(adjectives)) : r.pick(words.moods);
    const moodOwn = adjectives.some((a) => titleCase(a) === mood);
    // "The Stream Rivers": a word and its own relative say one thing twice.
    // (The second of two words is counted, so it is never a time or a feeling: "The Bar Midnights".)
    const other = pool.filter((q) => q.w !== p.w && q.from !== p.w && p.from !== q.w && !UNCOUNTED.test(q.w));
    const q = other.length > 0 ? r.pick(other) : null;
    // Shapes with few possible names ("The Rivers", "Three Rivers") come once in a result, or every result repeats them.
    const x = r.next();
    // ("The Summers": a time or a feeling takes the first shape instead, "The Summer Club".)
    const drawn = x < 0.4 ? 0 : x < 0.8 ? 1 : x < 0.9 ? 2 : x < 0.95 ? 3 : 4;
    const roll = drawn === 3 && UNCOUNTED.test(p.w) ? 0 : drawn;
    if (roll >= 3 && few.has(roll)) return null;
    if (roll >= 3) few.add(roll);
    let name: string;
    let meaning: string;
    let why: string;
    let origin: string[];
    if (roll === 0) {
      name = `${r.chance(0.5) ? "The " : ""}${n} ${tail}`;
      meaning = `${name} takes ${said(p)}; ${tailGloss}.`;
      why = `${withArticle(genre)} crowd hears at once who you are and what you sing about`;
      origin = [whence(p), `'${tail}' is a word ${genre} fans know`];
    } else if (roll === 1) {
      if (mood.toLowerCase() === p.w.toLowerCase()) return null;
      name = `${mood} ${UNCOUNTED.test(n) ? n : bandPlural(n)}`;
      meaning = `${name} sets ${moodOwn ? `your own '${mood.toLowerCase()}'` : `'${mood.toLowerCase()}', ${withArticle(genre)} mood,`} before ${said(p)}.`;
      why = "a describing word and a plural noun is the shape of band names people remember";
      origin = [whence(p), moodOwn ? `'${mood}' is how you described it` : `'${mood}' sets ${withArticle(genre)} mood`];
    } else if (roll === 2 && q) {
      name = `The ${n} ${bandPlural(titleCase(q.w))}`;
      meaning = !p.from && !q.from ? `${name} joins two of your own words, '${p.w}' and '${q.w}'.` : `${name} puts ${said(p)} before ${said(q)}.`;
      why = "two of the band's own images in one name make it theirs alone";
      origin = [whence(p), whence(q)];
    } else if (roll === 3) {
      name = `The ${bandPlural(n)}`;
      meaning = `${name} is ${said(p)}, in the classic 'The + plural' band shape.`;
      why = "it is short enough for a poster and a chant";
      origin = [whence(p)];
    } else if (number) {
      // ("Four Friends": the number said with who they are, when the description says who.)
      const who = members.length > 0 && members.length < named.length && r.chance(0.5) ? { w: r.pick(members), from: "" } : p;
      name = `${titleCase(number)} ${bandPlural(titleCase(who.w))}`;
      meaning = `${name} puts your own '${number}' before ${said(who)}.`;
      why = "a number makes a name easy to say and hard to forget";
      origin = [`'${titleCase(number)}' is your own number`, whence(who)];
    } else return null;
    if (name.length > 32 || /\b(\w+) \1\b/i.test(name)) return null;
    return general(name, meaning, traits(r, ["Memorable", "Evocative", "Distinctive", capitalize(genre)]), `Fits ${withArticle(genre)} band: ${why}.`, `In '${name}', ${origin.join(", and ")}.`);
  };
};
