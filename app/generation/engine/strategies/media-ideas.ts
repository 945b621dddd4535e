// The idea of a show or a blog turned into the names people pick for it: "interviews with women who started businesses
// after 50" -> "Fifty and Fearless", "Second Act", "Founded After Fifty"; "two brothers review terrible movies" -> "So Bad
// It's Good", "Brothers in Bad Films"; "gardening for small gardens" -> "Small Garden, Big Harvest". Read from the
// description as phrases, never from one word alone, so each idea says something the visitor said.
import { titleCase } from "../core/text";
import { ingForm, singularOf } from "../core/pos";
import { partsOfSpeech } from "../core/understand";

export type Idea = [title: string, why: string];

const AGES: Record<string, string> = { "30": "Thirty", "40": "Forty", "50": "Fifty", "60": "Sixty", "70": "Seventy", "80": "Eighty", thirty: "Thirty", forty: "Forty", fifty: "Fifty", sixty: "Sixty", seventy: "Seventy", eighty: "Eighty", thirties: "Thirty", forties: "Forty", fifties: "Fifty", sixties: "Sixty", seventies: "Seventy", eighties: "Eighty" };
const PAST_BASE: Record<string, string> = { left: "leave", quit: "quit", became: "become", went: "go", made: "make", took: "take", gave: "give", built: "build", sold: "sell", ran: "run", began: "begin", set: "set", won: "win", lost: "lose", got: "get", learnt: "learn", bought: "buy", taught: "teach" };

/** The verb a past form comes from: "moved" -> move, "started" -> start, "left" -> leave; null when it is no verb. */
export function verbOfPast(word: string): string | null {
  const w = word.toLowerCase();
  if (PAST_BASE[w]) return PAST_BASE[w];
  if (!/ed$/.test(w)) return null;
  const stem = w.slice(0, -2);
  const forms = [/ied$/.test(w) ? `${w.slice(0, -3)}y` : "", `${stem}e`, stem, /([^aeiou])\1$/.test(stem) ? stem.slice(0, -1) : ""].filter(Boolean);
  // ("moved": "mov" is no word, "move" is; "started": "start".)
  return forms.find((f) => partsOfSpeech(f).includes("v")) ?? null;
}

/** When in life the story starts, if the description says it starts late: "after 50", "in their sixties", "after retirement", "later in life". */
const TENS: Record<string, string> = { "4": "Forty", "5": "Fifty", "6": "Sixty", "7": "Seventy", "8": "Eighty" };
const UNITS = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"];

/** "50" -> Fifty, "45" -> Forty-Five, "sixties" -> Sixty, "fifty" -> Fifty; null below forty. */
function ageWord(said: string): string | null {
  if (/^\d\d$/.test(said)) return TENS[said[0]] ? `${TENS[said[0]]}${said[1] === "0" ? "" : `-${UNITS[Number(said[1])]}`}` : null;
  const w = AGES[said];
  return w && w !== "Thirty" ? w : null;
}

/**
 * When in life the story starts, if the description says it starts late: "after 50", "in their sixties", "after retirement",
 * "later in life"; with the word that says it ("After Fifty", "at Sixty").
 */
export function lateStart(text: string): { age: string | null; prep: "After" | "at"; retired: boolean; later: boolean } | null {
  const low = text.toLowerCase();
  const after = /\b(?:after|over|past|turning)\s+(\d\d|forty|fifty|sixty|seventy|eighty)\b(?!\s*(?:%|percent|minutes|mins|pounds|kg|lbs|k\b|quid|dollars|euros|miles|km|days|episodes|countries|books|recipes|years))/.exec(low)?.[1];
  const at = /\bin (?:my|their|your|our|his|her|the|one's) (?:late |early |mid-?)?(forties|fifties|sixties|seventies|eighties)\b/.exec(low)?.[1] ?? /\b(?:at|aged?)\s+(\d\d)\b(?!\s*(?:%|percent|minutes|mins|pounds|kg|lbs|k\b|miles|km|mph|days))/.exec(low)?.[1];
  const retired = /\b(retired|retirement|retiring|retirees?|pensioners?)\b/.test(low);
  const later = /\b(later in life|late in life|late starters?|late bloomers?|mid-?life|second careers?|second acts?|never too late|too old)\b/.test(low);
  const word = after ? ageWord(after) : at ? ageWord(at) : null;
  if (!word && !retired && !later) return null;
  return { age: word, prep: after && word ? "After" : "at", retired, later };
}

/** What someone in the story does, as a verb and its -ing phrase: "learning to cook" -> cook, "started businesses" -> start, "Starting a Business". */
export interface Doing {
  verb: string;
  /** "Cooking", "Starting a Business". */
  ing: string;
}

/** The first thing the people do in the description: "who started businesses", "learning to cook", "moved abroad". */
export function doingIn(text: string): Doing | null {
  const low = text.toLowerCase().replace(/[\u2019']/g, "'");
  const learn = /\b(?:learning|learn|learnt|learned|trying) (?:how )?to ([a-z]+)(?: (?:my |a |an |the )?([a-z]+))?/.exec(low);
  if (learn && partsOfSpeech(learn[1]).includes("v")) {
    const obj = learn[2] && partsOfSpeech(singularOf(learn[2])).includes("n") && !/^(after|in|at|for|with|from|when|as|and|again|again)$/.test(learn[2]) ? ` ${learn[2]}` : "";
    return { verb: learn[1], ing: titleCase(`${ingForm(learn[1])}${obj}`) };
  }
  const who = /\b(?:who|that) ([a-z]+ed|left|quit|became|went|made|took|built|sold|ran|began|set|got|bought) (?:up |out |off )?(?:(a|an|the|their|his|her|new|own) )?([a-z]+)/.exec(low);
  if (who) {
    const verb = verbOfPast(who[1]);
    if (verb && !/^(be|have|do|say|use|need|want|like|love|feel)$/.test(verb)) {
      const thing = who[3];
      const particle = /^(abroad|home|away|over|out|up|back|off)$/.test(thing);
      if (particle) return { verb, ing: titleCase(`${ingForm(verb)} ${thing}`) };
      if (partsOfSpeech(singularOf(thing)).includes("n") && !/^(after|in|at|for|with|from|when|as|and|later)$/.test(thing)) {
        // ("started businesses": one of them each, "Starting a Business".)
        const one = /^(businesses|companies|startups|charities|shops|bakeries|restaurants|cafes)$/.test(thing) ? `a ${thing === "businesses" ? "business" : singularOf(thing)}` : thing;
        return { verb, ing: titleCase(`${ingForm(verb)} ${one}`) };
      }
    }
  }
  return null;
}

// Things people take up late and say "it is never too late to" of: "Never Too Late to Cook" (never "to Change", "to Move").
const HOBBIES = /^(cook|bake|paint|draw|sing|dance|run|swim|cycle|ride|write|read|learn|play|travel|start|sail|surf|climb|knit|sew|garden|code|act|row|skate|ski|box|lift)$/;
const STARTING = /^(start|found|launch|open|set|begin|build)$/;
const BUSINESS = /\b(business|businesses|company|companies|startups?|brands?|shops?|firms?)\b/;

/** Names for a story that starts late: "Fifty and Fearless", "Second Act", "Never Too Late to Cook", "Retired and Cooking". */
export function lateStartIdeas(text: string, kind: "show" | "blog"): Idea[] {
  const late = lateStart(text);
  if (!late) return [];
  const low = text.toLowerCase();
  const doing = doingIn(text);
  const out: Idea[] = [];
  const { age, retired, prep } = late;
  const when = age ? `${prep.toLowerCase()} ${age.toLowerCase()}` : retired ? "in retirement" : "later in life";
  if (age) out.push([`${age} and Fearless`, `it says who the ${kind} is about, people who did it ${when}, and how they went about it`]);
  if (age && doing && STARTING.test(doing.verb) && BUSINESS.test(low)) out.push([`Founded After ${age}`, `it says the whole idea in three words: a business founded ${when}`]);
  else if (age && doing) out.push([`${doing.ing} ${prep} ${age}`, `it says what the ${kind} follows, ${doing.ing.toLowerCase()}, and when, ${when}`]);
  if (age && prep === "After" && /^(Forty|Fifty|Sixty)$/.test(age) && !/\b(die|died|death|grief|cancer|loss)\b/.test(low)) out.push([`Life Begins at ${age}`, `it turns the old saying into the ${kind}'s promise: what people start ${when}`]);
  if (doing && HOBBIES.test(doing.verb)) out.push([`Never Too Late to ${titleCase(doing.verb)}`, `it says the ${kind}'s promise out loud: it is never too late to ${doing.verb}`]);
  else out.push(["Never Too Late", `it says the ${kind}'s promise out loud: starting ${when} is never too late`]);
  out.push([kind === "blog" ? "My Second Act" : "Second Act", `a second act is what starting again ${when} is, and the ${kind} follows it`]);
  out.push([kind === "blog" ? "The Late Bloomer" : "Late Bloomers", `'late bloomer' is the warm word for someone who finds their thing ${when}`]);
  if (retired && doing) out.push([`Retired and ${doing.ing.split(" ")[0]}`, `it says who and what in three words: retired, and ${doing.ing.split(" ")[0].toLowerCase()} at last`]);
  return out;
}

// Things people love to sit through at their worst.
const BAD_THINGS = /\b(worst|terrible|awful|bad|trashy|cheesy|dreadful|rubbish|so-bad)\s+(?:\w+\s+)?(films?|movies?|books?|novels?|tv|shows?|songs?|albums?|sequels?|reality tv|b-movies?)\b/;

/** Names for a show about loving bad films or books: "So Bad It's Good", "Worst Movie Ever", "Brothers in Bad Films". */
export function badThingIdeas(text: string, crew: string | null): Idea[] {
  const low = text.toLowerCase();
  const m = BAD_THINGS.exec(low);
  if (!m) return [];
  const thing = singularOf(m[2] === "tv" ? "tv show" : m[2]);
  const one = titleCase(thing === "tv show" ? "TV Show" : thing).replace("Tv", "TV");
  const many = /s$/.test(m[2]) ? titleCase(m[2]) : `${one}s`;
  const out: Idea[] = [
    ["So Bad It's Good", `it is what people say about the ${m[0]} the show loves to sit through`],
    [`Worst ${one} Ever`, `it is the verdict every episode argues about, one ${thing} at a time`],
    ["Two Thumbs Down", `it turns the critics' thumbs-up round, which is what the show gives every ${thing}`],
    [`Bad ${one} Night`, `it sounds like the night in the show recreates: friends, snacks and a terrible ${thing}`],
  ];
  const kin = crew ? /^(?:two|three|four|five|six) (brothers|sisters)$/i.exec(crew)?.[1] : null;
  if (kin) out.push([`${titleCase(kin)} in Bad ${/film|movie/.test(thing) ? "Films" : many}`, `it plays on 'Brothers in Arms': the ${kin.toLowerCase()} who host it, and the bad ${many.toLowerCase()} they sit through`]);
  return out;
}

// Small places people make the most of, and what they get out of them ("Small Garden, Big Harvest").
const SMALL = /\b(?:small|tiny|little|compact)\s+(gardens?|spaces?|kitchens?|flats?|apartments?|homes?|houses?|yards?|balcon(?:y|ies)|plots?|allotments?|studios?|farms?|holdings?)\b/;
const BIG: Record<string, string> = { garden: "Harvest", plot: "Harvest", allotment: "Harvest", balcony: "Harvest", yard: "Harvest", farm: "Harvest", holding: "Harvest", kitchen: "Flavour", flat: "Life", apartment: "Life", home: "Life", house: "Life", studio: "Ideas", space: "Ideas" };

/** "small gardens" -> "Small Garden, Big Harvest", "Big Ideas for Small Gardens", "The Pocket Garden". */
export function smallPlaceIdeas(text: string): Idea[] {
  const m = SMALL.exec(text.toLowerCase());
  if (!m) return [];
  const one = singularOf(m[1]);
  const One = titleCase(one);
  const many = titleCase(/s$/.test(m[1]) ? m[1] : one === "balcony" ? "balconies" : `${one}s`);
  const big = BIG[one] ?? "Ideas";
  const out: Idea[] = [[`Small ${One}, Big ${big}`, `it says the promise in four words: a ${one} that is small, and a ${big.toLowerCase()} that is not`]];
  if (big !== "Ideas") out.push([`Big Ideas for Small ${many}`, `it says who it is for, people with small ${many.toLowerCase()}, and what they get`]);
  if (/^(garden|kitchen|balcony|farm|plot)$/.test(one)) out.push([`The Pocket ${One}`, `'pocket' is how people say a ${one} small enough to fit one, and that is the kind it is about`]);
  return out;
}

// Phrases the people of a world say themselves, read from the description's own phrases: "Handover" for nurses, "Tough Crowd"
// for comedians, "The Graveyard Shift" for night shifts.
const WORLDS: [RegExp, Idea[]][] = [
  [/\bnight[- ]shifts?\b|\bnights? on the ward\b|\bgraveyard shifts?\b/, [["The Graveyard Shift", "the graveyard shift is what people who work nights call it"], ["After Midnight", "it names the hours the show lives in, the ones after midnight"]]],
  [/\bnurs(e|es|ing)\b/, [["Handover", "handover is the moment every nursing shift turns on, and the show is the talk that comes with it"], ["Bedside Manner", "it is the nurse's own phrase, with a wink at how the show talks to its listeners"]]],
  [/\b(teachers?|teaching|classrooms?)\b/, [["The Staff Room", "the staff room is where teachers say what they really think"], ["After the Bell", "it names the time teachers finally get to talk, once the bell has gone"]]],
  [/\b(stand-?up|comedians?|open mics?)\b/, [["Tough Crowd", "'tough crowd' is what every comedian says when a gig goes badly"], ["Died on Stage", "'dying on stage' is the comedian's own phrase for a gig that went wrong"]]],
  [/\b(gardens?|gardening|gardeners?|allotments?)\b/, [["Get Digging", "it is a gardener's invitation and an eager one, which suits people just starting out"], ["Green Fingers", "green fingers are what every gardener wishes for, and what the show hands out"], ["Muddy Boots", "it sounds like the garden itself: practical, outdoors and unfussy"]]],
  [/\b(dog training|training (?:your |their |rescue |new )?(?:dogs?|pupp(?:y|ies))|rescue dogs?|pupp(y|ies))\b/, [["Good Dog", "it is the two words every dog owner wants to say, and what each episode works towards"], ["Sit, Stay", "it is the first thing every dog learns, and where the show starts"]]],
  [/\b(campervans?|motorhomes?|camper vans?|van life|vanlife|caravans?)\b/, [["Home Is Where We Park It", "it is the van traveller's own saying, and it says how the show's hosts live"], ["Open Road", "it names what the show is about: the road ahead and where it goes"]]],
  [/\b(farmers?|farming|farms?)\b/, [["Muck and Boots", "it sounds like farm work, honest and unglamorous"], ["Early Start", "every farmer's day starts early, and the show starts there too"]]],
  [/\bsleep\b/, [["Sleep On It", "it is what people say about a hard decision, and here the subject itself"], ["Lights Out", "it names the moment the show is about, when the lights go off"]]],
  [/\bsingle (parents?|mums?|moms?|dads?|mothers?|fathers?)\b|\bsolo parent/, [["Flying Solo", "'flying solo' is how single parents put it, with pride"], ["One Pair of Hands", "it says what single parents have to do everything with, and do"]]],
  [/\btwins\b/, [["Double Trouble", "it is what everyone says to parents of twins, and the show knows it"], ["Two of Everything", "it says the first thing parents of twins learn: you need two of everything"]]],
  [/\b(chefs?|cooks?|cooking|recipes?|kitchens?)\b.*\b(scien\w+|chemist\w*|why)\b|\b(scien\w+|chemist\w*)\b.*\b(chefs?|cooking|recipes?|kitchens?)\b/, [["Kitchen Chemistry", "it says what the show does: the science behind what happens in the kitchen"], ["The Science of Supper", "it puts the show's two halves together, the science and the supper"]]],
  [/\b(grandm(?:other|a)s?|nan|nana|granny|nonna)'?s?\b.*\brecipes?\b/, [["Handed Down", "recipes handed down are what the show cooks, one generation's to the next"], ["Grandma's Kitchen", "it puts listeners in the kitchen where the recipes come from"]]],
  [/\b(lower[- ]league|non-league|grassroots)\b/, [["Grassroots", "it is the football fans' word for the game below the top flight"], ["The Lower Leagues", "it says the show's ground plainly: the lower leagues"]]],
  [/\b(chang(?:ed|ing|e) careers?|career change|career changers?|switch(?:ed|ing) careers?)\b/, [["Career Change", "it says what every guest has done, in the words they used for it"], ["Plot Twist", "a career change is the plot twist of a working life, and each episode tells one"]]],
  [/\b(mov(?:ed|ing) abroad|expats?|emigrat\w+|living abroad)\b/, [["Far From Home", "it says where every guest ended up: far from home, and at home there"], ["Home Away from Home", "it names what people who move abroad go looking for"]]],
  [/\b(commut\w+)\b/, [["Next Stop", "it sounds like the journey it is listened on"], ["Between Stops", "it names the minutes the show fills, between one stop and the next"]]],
  [/\bnews\b.*\bbriefing\b|\bbriefing\b.*\bnews\b|\bdaily news\b/, [["Need to Know", "it promises only what listeners need to know today"], ["The Catch-Up", "it says what each episode is: the day caught up on"]]],
  [/\b(minimalis[tm]|declutter\w*|less stuff|simple living)\b/, [["Less Stuff, More Life", "it is the minimalist's promise in four words"], ["Simply Enough", "it says the minimalist idea plainly: enough, and no more"]]],
  [/\bchronic (pain|illness|fatigue)\b/, [["Spoon Theory", "'spoon theory' is how people with chronic illness explain their energy, and listeners will know it at once"], ["Flare Days", "it names the days people with chronic pain know best, with honesty"]]],
];

/** Phrases of the world the description is in, each said by the people who live in it. */
export function worldIdeas(text: string): Idea[] {
  const low = text.toLowerCase();
  // ("a teacher's life after quitting teaching": a world someone left is no longer theirs, "The Staff Room".)
  return WORLDS.filter(([re]) => {
    const ms = [...low.matchAll(new RegExp(re.source, "g"))];
    return ms.length > 0 && !ms.some((m) => /\b(quit|quits|quitting|left|leave|leaves|leaving|gave up|giving up)\s+(?:\w+\s+)?$/.test(low.slice(Math.max(0, m.index - 30), m.index)));
  }).flatMap(([, ideas]) => ideas);
}

/** "minimalist living with kids": the idea with the children in it ("Less Stuff, More Play", "The Simple Family"). */
export function withKidsIdeas(text: string): Idea[] {
  const low = text.toLowerCase();
  if (!/\bwith (?:my |our |the |two |three |four |young |little |small )?(kids|children|toddlers|little ones)\b/.test(low)) return [];
  const out: Idea[] = [];
  if (/\b(minimalis[tm]|declutter\w*|simple living|less stuff)\b/.test(low)) {
    out.push(["Less Stuff, More Play", "it is the minimalist promise told the family way: fewer things, more time to play"]);
    out.push(["The Simple Family", "it says the whole idea: a family that lives simply"]);
    const parent = /\b(mum|mom|mama|mother)\b/.test(low) ? "Mum" : /\b(dad|father|papa)\b/.test(low) ? "Dad" : "Family";
    out.push([`The Minimalist ${parent}`, `it says who writes it, a minimalist ${parent.toLowerCase()}, the way readers will say it`]);
  }
  return out;
}

/** Every idea a show or blog description holds, one group a kind of idea, the groups in the order they matter. */
export function mediaIdeaGroups(text: string, kind: "show" | "blog", crew: string | null = null): Idea[][] {
  const seen = new Set<string>();
  return [lateStartIdeas(text, kind), badThingIdeas(text, crew), smallPlaceIdeas(text), withKidsIdeas(text), worldIdeas(text)]
    .map((g) => g.filter(([t]) => !seen.has(t) && (seen.add(t), true)))
    .filter((g) => g.length > 0);
}

/** Every idea a show or blog description holds. */
export function mediaIdeas(text: string, kind: "show" | "blog", crew: string | null = null): Idea[] {
  return mediaIdeaGroups(text, kind, crew).flat();
}

/**
 * A few of the ideas for one result, drawn with `int` (a random index below its bound): one of each kind first, so the
 * late start is never crowded out by the world's phrases, then any.
 */
export function someIdeas(groups: readonly (readonly Idea[])[], want: number, int: (bound: number) => number): Idea[] {
  const pools = groups.map((g) => [...g]);
  const out: Idea[] = [];
  while (out.length < want && pools.some((p) => p.length > 0)) {
    for (const p of pools) {
      if (out.length >= want || p.length === 0) continue;
      out.push(p.splice(int(p.length), 1)[0]);
    }
  }
  return out;
}
