// Blog names a person would put on a masthead: who writes it ("The Single Mom's Ledger"), where they are going
// ("Road to Debt-Free", "One Loan at a Time"), how they go about it ("South America on a Budget") and the voice
// they chose ("Mostly Bread", "Simply Chalk Paint"). Read once per request from the description; each idea
// carries its own meaning and why, true for that name alone.
import { capitalize, titleCase, withArticle } from "../core/text";
import { isAdjective, pastTense, singularOf } from "../core/pos";
import { isPlaceName, partsOfSpeech } from "../core/understand";
import { verbOfIng } from "../core/pos";
import { mediaIdeas } from "./media-ideas";

export interface BlogIdea {
  name: string;
  meaning: string;
  why: string;
  origin: string;
  /** A voice said over the subject ("Mostly Bread"): a result holds only a few. */
  angle?: boolean;
  /** The writer's book ("The Single Mom's Ledger"): one a result, never "...'s Ledger" beside "...'s Budget Book". */
  record?: boolean;
}

export interface BlogReading {
  /** The description as typed. */
  text: string;
  /** Who writes it, title-cased ("Single Mom", "Retired Engineer"), or "". */
  writer: string;
  /** Subjects of the visitor's own, title-cased phrases first ("Chalk Paint", "Furniture"). */
  subjects: string[];
  /** The tone or style picked, or "" when left alone. */
  tone: string;
  /** The kind of blog, for the record word ("money", "food"...). */
  theme: string;
  /** Whether a noun is stuff or a doing, said bare ("Simply Bread"), not one of many ("Simply Farmhouse"). */
  isMass: (word: string) => boolean;
}

// Words a blog is kept in, by its kind: "The Single Mom's Ledger", "A Dad's Kitchen".
const RECORDS: Record<string, string[]> = {
  money: ["Ledger", "Budget Book", "Piggy Bank"], food: ["Kitchen", "Table", "Pantry"], bread: ["Kitchen", "Bread Box", "Oven"], travel: ["Passport", "Backpack", "Suitcase"], tech: ["Workbench", "Toolbox", "Garage"],
  craft: ["Workshop", "Workbench", "Toolbox"], kids: ["Playroom", "Kitchen Table", "Minivan"], wellness: ["Journal", "Notebook", "Morning Pages"], home: ["Notebook", "Kitchen Table", "Front Porch"],
  fashion: ["Closet", "Wardrobe", "Mirror"], consulting: ["Desk", "Notebook", "Whiteboard"],
};
const RECORD_MEANS: Record<string, string> = {
  Ledger: "the book where every payment is written down", "Budget Book": "the notebook a household's money is planned in", Kitchen: "where the cooking happens",
  Table: "where the meals are shared", "Bread Box": "where the loaves are kept", Passport: "the stamped book of every border crossed", Backpack: "what goes on every trip",
  Workbench: "where the projects get built", Toolbox: "what every fix starts with", Workshop: "where the making happens", Playroom: "where the children's days happen",
  "Kitchen Table": "where family plans are made", Journal: "the daily record of how it is going", Notebook: "where the thinking gets written down",
  Closet: "where the outfits start", "Piggy Bank": "where every saved coin goes", Pantry: "where the good things are stored", Oven: "where the baking happens",
  Suitcase: "what is packed for every trip", Garage: "where tinkering has always happened", Minivan: "where family life is driven about", "Morning Pages": "the first writing of the day",
  "Front Porch": "where neighbours stop to talk", Mirror: "where every outfit is checked", Whiteboard: "where the plans are drawn up", Wardrobe: "the whole collection of what is worn", Desk: "where the work gets done",
};
// Family words said more warmly in a fun blog's name: "Debt-Free Mama".
const WARM: Record<string, string> = { Mom: "Mama", Mum: "Mama", Dad: "Papa" };
const FAMILY = /^(mom|mum|mama|dad|papa|mother|father|parent|parents|nan|grandma|grandpa|granny)$/i;
// Doings that end something the writer wants gone: "paying off student loans", "quitting sugar".
const ENDING = /^(pay off|pay down|quit|clear|kick|ditch|cut|beat|escape|get out|give up|lose|shed)$/;
// What a writer can be free of: "Debt-Free", "Sugar-Free".
const FREEABLE: Record<string, string> = {
  debt: "Debt", debts: "Debt", loan: "Debt", loans: "Debt", mortgage: "Mortgage", credit: "Debt", sugar: "Sugar", alcohol: "Alcohol", booze: "Booze", drinking: "Booze",
  clutter: "Clutter", plastic: "Plastic", waste: "Waste", gluten: "Gluten", dairy: "Dairy", stress: "Stress", smoking: "Smoke", addiction: "Addiction",
};
const PARTICLES = /^(off|up|down|out|away|back|over)$/;
const DETERMINERS = /^(a|an|the|my|our|his|her|their|your|some|this|that|these|those|every)$/;
const STOPS = /^(it|them|me|us|him|myself|ourselves|themselves|as|with|for|in|on|at|after|before|by|from|to|and|or|but|while|when|because|through|across|around|into|of|about|every|each|so|since|until|who|that|which|is|are|was|i|we)$/;
// Ways of going about it that read as a blog's promise: "on a Budget", "by Train", "Over Forty".
const MANNERS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\bon an? (?:tight |small |shoestring |strict |low )?(budget|shoestring)\b/i, (m) => `on a ${titleCase(m[1])}`],
  [/\bon (an?|one) ([a-z]+'s |single |small |low |modest )?(salary|income|wage|paycheck|pension)\b/i, (m) => `on ${m[1] === "one" ? "One" : "a"} ${titleCase(`${m[2] ?? ""}${m[3]}`)}`],
  [/\bby (train|rail|bike|bicycle|boat|van|campervan|bus|foot|car|motorbike)\b/i, (m) => `by ${titleCase(m[1])}`],
  [/\b(?:over|after|past|at) (thirty|forty|fifty|sixty|seventy|30|40|50|60|70)\b/i, (m) => `Over ${titleCase(({ 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy" } as Record<string, string>)[m[1]] ?? m[1])}`],
  [/\bin (?:a|an|my|our) ((?:tiny|small|little|shared) )?(?:city |studio |london |new york )?(apartment|flat|studio|van|cabin|caravan|camper)\b/i, (m) => `in a ${titleCase(`${m[1] ?? ""}${m[2]}`)}`],
  [/\bwith (?:my |our |his |her |the |two |three )?(kids|toddlers|twins|babies|children)\b/i, (m) => `with ${titleCase(m[1])}`],
  [/\bin (?:their|your|my|our|the) (twenties|thirties|forties|fifties|sixties)\b/i, (m) => `in Your ${titleCase(m[1])}`],
  [/\b(after|through|during|before) (menopause|pregnancy|divorce|retirement|baby|cancer|burnout|loss|redundancy)\b/i, (m) => `${titleCase(m[1])} ${titleCase(m[2])}`],
];
// Modifiers the visitor may say that make a doer a blog's persona: "The Weekend Baker", "The Budget Backpacker".
const PERSONA_MODS = /^(weekend|weeknight|budget|busy|lazy|broke|everyday|retired|frugal|sober|vegan|solo|slow|midlife|reluctant|accidental)$/;
// A voice of the tone chosen, said over the subject: "Mostly Bread", "Simply Chalk Paint", "Gut Health, Unfiltered".
// ("{s}" is the subject before another noun, said in the singular: "The Keyboard Project", never "The Keyboards Project".)
// (Each voice is said after "with": "A blog about bread, with the feel of a work in progress.")
const ANGLES: Record<string, [string, string][]> = {
  fun: [["{s} Club", "the welcome of a club anyone can join"], ["Hooked on {S}", "the grin of a happy habit"], ["Happy {S}", "a cheerful mood"]],
  playful: [["{s} Club", "the welcome of a club anyone can join"], ["Hooked on {S}", "the grin of a happy habit"], ["Happy {S}", "a cheerful mood"]],
  serious: [["{S}, Honestly", "a promise to tell it straight"], ["The {s} Notebook", "the care of a record kept over time"], ["{S} in Practice", "the weight of what really works"], ["The Honest {s} Guide", "a plain, useful promise"], ["Notes on {S}", "the quiet of a thinker's notes"]],
  quirky: [["Mostly {S}", "a wry shrug that it is mostly about this"], ["{S} and Other Disasters", "a wink at what goes wrong"], ["{S}, Apparently", "a raised eyebrow"], ["Adventures in {S}", "a cheerful muddle"]],
  dramatic: [["{S} or Bust", "everything riding on it"], ["All In on {S}", "the nerve of a bet of everything"], ["The {s} Chronicles", "the sweep of a saga"], ["{S}: The Saga", "the sweep of a long tale"], ["Against All {S}", "a fight against the odds"]],
  elegant: [["The {s} Edit", "the taste of a careful pick of the best"], ["The Art of {S}", "the grace of a craft done well"], ["{S}, Beautifully", "the promise of beauty"], ["A Little {s} Luxury", "a small, fine pleasure"], ["The {s} Salon", "the polish of a salon"]],
  modern: [["{s} Lab", "the freedom of a place to try things out"], ["The {s} Project", "the feel of a work in progress"], ["{S} Now", "the pace of today"], ["{s} HQ", "the buzz of a headquarters"], ["The {s} Hub", "a meeting point"]],
  classic: [["The {s} Companion", "the trust of a guide at your side"], ["The Art of {S}", "the grace of a craft done well"], ["The {s} Almanac", "the good sense of an almanac"], ["The {s} Handbook", "the use of a handbook on the shelf"], ["In Praise of {S}", "an old-fashioned tribute"]],
  professional: [["The {s} Brief", "the use of a short, useful read"], ["The {s} Playbook", "plays that work"], ["{s} Insider", "knowledge from the inside"], ["The {s} Report", "the rigour of a report"], ["{S}, Explained", "clear answers"]],
  bold: [["{S} Unfiltered", "nothing held back"], ["No-Nonsense {S}", "a voice that goes straight to the point"], ["{S}, Loud and Proud", "pride said out loud"], ["Fearless {S}", "no fear at all"], ["{S} Uncut", "nothing cut out"]],
  minimal: [["Simply {S}", "nothing extra"], ["{S}, Simplified", "the hard parts made plain"], ["Just {S}", "one subject and nothing else"], ["{S}, Plainly", "plain words"]],
  "": [["The {s} Project", "the feel of a work in progress"], ["Simply {S}", "nothing extra"], ["Mostly {S}", "a wry shrug that it is mostly about this"], ["{S}, Honestly", "a promise to tell it straight"], ["Adventures in {S}", "a cheerful muddle"], ["Notes on {S}", "the quiet of a thinker's notes"]],
};
// Words that say how or when, or about the writing, never what a blog is about ("Mostly Budget", "Real Journey", "Simply Reviews").
const NOT_SUBJECT = /^(salary|income|wage|journey|living|life|lives|ideas?|reviews?|advice|tips?|budget|weekends?|size|plus|ways?|things?|people|days?|years?|time|projects?|stuff|addiction|illness|debt|debts|loans?|mortgage|every|tight|cheap|quick|busy)$/;
// (Of two words, only these ends and starts say how or when: "Tight Budget", "Cheap Weekend"; "Sober Living" is a subject.)
const NOT_SUBJECT_END = /^(budget|weekend|weekends|ideas?|reviews?|advice|tips?|people|stuff|projects?)$/;
const NOT_SUBJECT_START = /^(every|tight|cheap|quick|busy|my|our)$/;
// Stuff and fields said bare, past the dictionary's mass nouns: "Simply Bread", "Hooked on Chalk Paint".
const STUFF = /^(paint|bread|wood|furniture|food|money|coffee|tea|wine|beer|fashion|travel|health|fitness|yoga|art|music|tech|sugar|pasta|cheese|chocolate|clothing|streetwear|gear|strength|automation|marketing|investing|budgeting|retirement|living|pi)$/;
// People a writer can be, as nouns: "The Weeknight Vegan".
const IDENTITY = /^(vegan|vegetarian|minimalist|homesteader|introvert|expat|nomad|foodie|runner|gardener)$/;

// What someone lives with or through: no joke or hobby shape is said over it.
const SUFFERING = /^(anxiety|depression|grief|illness|pain|cancer|burnout|loss|ocd|adhd|insomnia|endometriosis|fibromyalgia|diabetes|infertility|loneliness|panic|trauma|addiction|ptsd)$/;
const lower = (s: string) => s.toLowerCase();
/** "run" -> "Runner", "invest" -> "Investor", "bake" -> "Baker": a doer the dictionary knows, or null. */
function doerOf(verb: string): string | null {
  if (verb.includes(" ")) return null;
  // ("cook" -> a cook, never "The Everyday Cooker", a stove.)
  if (verb === "cook") return "Cook";
  const forms = [/e$/.test(verb) ? `${verb}r` : /^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb) ? `${verb}${verb.slice(-1)}er` : `${verb}er`, `${verb.replace(/e$/, "")}or`];
  // ("raise" -> raiser, "move" -> mover, "lose" -> loser: nobody a blog's writer calls themself.)
  return forms.find((f) => partsOfSpeech(f) === "n" && !/^(cooker|raiser|mover|loser|liver|payer|getter|user|doer|learner|finisher|starter|builder|rebuilder|quitter|survivor|finder|worker|getter|sharer)$/.test(f)) ?? null;
}

interface Doing {
  verb: string;
  ing: string;
  /** What is done, as typed, without its article ("student loans", "a marathon" -> "marathon"). */
  object: string;
  learning: boolean;
  /** The object came after a word ("saving for", "tinkering with"): the doing and it do not run together. */
  linked: boolean;
}

/** The first thing the writer does in the description: "paying off student loans", "learning to bake bread", "my journey to run a marathon". */
function doingOf(words: string[]): Doing | null {
  // ("budgeting and getting out of credit card debt": the doing with a thing done to it says more.)
  let first: Doing | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const prev = words[i - 1] ?? "";
    let verb: string | null = null;
    let at = i + 1;
    let learning = false;
    let linked = false;
    if (/ing$/.test(w) && (i === 0 || !(isAdjective(prev) || DETERMINERS.test(prev)) || /^(i'm|am|are|about|while|on|journey|and|me|us)$/.test(prev))) {
      verb = verbOfIng(w);
      if (verb && /^(learn|try|trying|start)$/.test(verb) && words[i + 1] === "to" && partsOfSpeech(words[i + 2] ?? "").includes("v")) {
        learning = verb === "learn";
        verb = words[i + 2];
        at = i + 3;
      }
    } else if (w === "to" && /^(journey|goal|mission|quest|attempt|plan|trying|learning|how)$/.test(prev) && partsOfSpeech(words[i + 1] ?? "").includes("v")) {
      verb = words[i + 1];
      at = i + 2;
      learning = prev === "learning" || prev === "how";
    }
    if (!verb || /^(be|have|do|write|blog|share|document|live|make|use|help|read|talk|want|need|like|love)$/.test(verb)) continue;
    if (PARTICLES.test(words[at] ?? "")) verb = `${verb} ${words[at++]}`;
    if (/ (out|up)$/.test(verb) && words[at] === "of") at++;
    const object: string[] = [];
    while (at < words.length && DETERMINERS.test(words[at])) at++;
    // ("saving for our first house": what is saved for is the object.)
    if (words[at] === "for" && /^(save|prepare|plan)$/.test(verb)) {
      at++;
      linked = true;
      while (at < words.length && DETERMINERS.test(words[at])) at++;
    }
    // ("tinkering with raspberry pi projects": what is tinkered with is the object.)
    if (/^(with|on|through)$/.test(words[at] ?? "") && /^(tinker|experiment|play|work|cook|bake|travel|craft)$/.test(verb)) {
      at++;
      linked = true;
      while (at < words.length && DETERMINERS.test(words[at])) at++;
    }
    while (at < words.length && object.length < 3 && !STOPS.test(words[at]) && !DETERMINERS.test(words[at])) object.push(words[at++]);
    // ("a farmhouse in rural France and renovating it": "it" is the thing named last before.)
    if (object.length === 0 && /^(it|them)$/.test(words[at] ?? "")) {
      const back = words.slice(0, i).reverse().find((x) => partsOfSpeech(x).includes("n") && !isPlaceName(x) && !STOPS.test(x) && !DETERMINERS.test(x) && !isAdjective(x));
      if (back) object.push(back);
    }
    const found = { verb, ing: w === "to" ? "" : `${w}${verb.includes(" ") ? ` ${verb.split(" ")[1]}` : ""}`, object: object.filter((x) => !/\d/.test(x) || object.length === 1).join(" "), learning, linked };
    if (found.object) return found;
    first ??= found;
  }
  return first;
}

/** A place the visitor named, as typed ("South America", "Chicago"). */
// Countries travellers name that the place list lacks: "around Japan".
const COUNTRIES = /^(Japan|China|Korea|Vietnam|Thailand|Cambodia|Laos|Indonesia|Bali|Philippines|Malaysia|Nepal|India|Iceland|Norway|Sweden|Finland|Portugal|Spain|Greece|Croatia|Morocco|Egypt|Kenya|Tanzania|Peru|Chile|Argentina|Colombia|Mexico|Brazil|Canada|Scotland|Ireland|Wales|Patagonia|Tuscany|Provence|Sicily)$/;
function placeOf(text: string): string {
  const runs = text.match(/\b[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}\b/g) ?? [];
  return runs.find((r) => r.split(" ").some((p) => isPlaceName(p) || COUNTRIES.test(p)) && !/^(I|My|A|The)\b/.test(r)) ?? "";
}

/** "plus-size streetwear" -> "Plus-Size Streetwear". */
const hyphenUp = (s: string) => titleCase(s).replace(/-([a-z])/g, (_m, c: string) => `-${c.toUpperCase()}`);

export function blogIdeas(b: BlogReading): BlogIdea[] {
  const out: BlogIdea[] = [];
  const seen = new Set<string>();
  const add = (name: string, meaning: string, why: string, origin: string) => {
    const k = lower(name).replace(/[^a-z0-9]/g, "");
    if (seen.has(k) || name.length > 34) return;
    seen.add(k);
    out.push({ name: name.replace(/\bVs\.?\s/g, "vs. "), meaning, why, origin });
  };
  const text = b.text.replace(/[\u2019\u2018]/g, "'");
  // The blog's idea in the words readers would use for it: "Never Too Late to Cook" for cooking after retirement, "Less Stuff,
  // More Play" for minimalist living with kids.
  for (const [name, gist] of mediaIdeas(text, "blog"))
    add(name, `${capitalize(gist)}.`, `${name} says what the blog is about in the words a reader would use to recommend it.`, `Every word of ${name} is an everyday one, picked for the idea you described.`);
  const words: string[] = lower(text).match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
  const doing = doingOf(words);
  const writer = b.writer;
  const family = writer !== "" && FAMILY.test(writer.split(" ").pop()!);
  const warm = /^(fun|quirky|playful|)$/.test(b.tone) && family ? WARM[writer.split(" ").pop()!] : undefined;
  const place = placeOf(text);
  const fun = /^(fun|quirky|playful|dramatic|bold|)$/.test(b.tone);
  // What the writer is rid of, if anything: "paying off student loans" -> Debt.
  const objectWords = doing ? lower(doing.object).split(" ") : [];
  const saidFree = text.match(/\b([a-z]+)-free\b/i)?.[1];
  const freeOf = saidFree && FREEABLE[lower(saidFree)] ? FREEABLE[lower(saidFree)] : doing && (ENDING.test(doing.verb) || /^(sober|quit)/.test(doing.verb)) ? objectWords.map((w) => FREEABLE[w]).find(Boolean) : undefined;
  // (A word the dictionary lacks, "pi" of "raspberry pi", is taken as a name.)
  const object = doing && doing.object && !/\d/.test(doing.object) && doing.object.split(" ").every((w) => partsOfSpeech(singularOf(w)).includes("n") || isAdjective(w) || partsOfSpeech(w) === "") ? titleCase(doing.object) : "";
  // (Names of places keep their capitals: "South America", never "south america".)
  const low = (s: string) => s.split(" ").map((w) => (isPlaceName(w) || w === place ? w : lower(w))).join(" ");
  const said = (s: string) => `'${low(s)}'`;
  // What the posts are about: what the writer does first ("bread", "raspberry pi projects" -> Raspberry Pi), then the visitor's subjects,
  // never a word of how or when ("budget", "weekend") nor a single word said only before another ("raspberry" of "raspberry pi").
  const objectSubject = object && !objectWords.some((w) => FREEABLE[w]) ? titleCase(objectWords.filter((w, i) => i === 0 || !NOT_SUBJECT.test(w)).join(" ").replace(/^(old|new|my|the|two|three|four|five) /, "")) : "";
  const nextOf = (w: string) => words[words.indexOf(w) + 1] ?? "";
  // Whom it is for is no subject ("for small bakeries and cafes": "Cafe Insider").
  const forPhrase = lower(text).match(/\bfor ((?:[a-z-]+ ?){1,6})/)?.[1].split(" ") ?? [];
  // How they go ("by train") is no subject either ("Mostly Train").
  const mannerWords = new Set(MANNERS.map(([re]) => text.match(re)?.[0].split(" ").pop()?.toLowerCase()).filter((x): x is string => !!x));
  // "Plus-Size Streetwear": a joined word the visitor wrote, with the thing it describes.
  const hyphened = text.match(/\b([a-z]+(?:-[a-z]+)+)(?: ([a-z]+))?\b/i);
  // ("a stay-at-home dad": a word said of the writer is theirs, never the posts'.)
  const joined = hyphened && !/-(free|friendly|based|made)$/i.test(hyphened[1]) && !FAMILY.test(hyphened[2] ?? "") && !(writer && lower(writer).includes(lower(hyphened[2] ?? "-"))) ? hyphenUp(lower(hyphened[2] && !STOPS.test(lower(hyphened[2])) && !NOT_SUBJECT_END.test(lower(hyphened[2])) && !/^and$/i.test(hyphened[2]) ? `${hyphened[1]} ${hyphened[2]}` : hyphened[1])) : "";
  const subjects = [objectSubject, joined, ...b.subjects].filter((s, i, a) => {
    if (!s || a.findIndex((x) => lower(x) === lower(s)) !== i) return false;
    const ws = lower(s).split(" ");
    // (What the writer is getting rid of is no subject to be "Simply" about: "Simply Sugar".)
    if (freeOf && ws.some((w) => FREEABLE[w])) return false;
    // ("working remotely": a word of how is no subject, "Mostly Remotely".)
    if (ws.some((w) => /ly$/.test(w) && !partsOfSpeech(w).includes("n"))) return false;
    // ("stay-at-home", "plus-size": a part of a joined word is none on its own, "The Stay Project".)
    if (s !== joined && ws.some((w) => new RegExp(`\\b${w}-|-${w}\\b`).test(lower(text)))) return false;
    // ("furniture found at flea markets": a word of what was done to it is none of the subject, "The Furniture Found Project".)
    if (ws.length > 1 && /^(found|made|bought|used|built|sold|grown|given|left)$/.test(ws[ws.length - 1])) return false;
    if (ws.length === 1 ? NOT_SUBJECT.test(ws[0]) : NOT_SUBJECT_END.test(ws[ws.length - 1]) || NOT_SUBJECT_START.test(ws[0])) return false;
    if (ws.some((w) => mannerWords.has(w) || ((forPhrase.includes(w) || forPhrase.includes(`${w}s`)) && !objectWords.includes(w)))) return false;
    // ("cheap weekend" of "cheap weekend trips", "tiny city" of "tiny city apartment": only part of what was said.)
    const after = nextOf(ws[ws.length - 1]);
    if (after && (partsOfSpeech(after).includes("n") || partsOfSpeech(after) === "") && !NOT_SUBJECT_END.test(after) && !STOPS.test(after) && !DETERMINERS.test(after) && !/ing$/.test(after) && s !== objectSubject && s !== joined) return false;
    return !a.some((x, j) => j !== i && x.length > s.length && lower(x).split(" ").includes(ws[0]) && ws.length === 1);
  });

  if (writer) {
    const w = writer;
    const whose = `${family && !w.includes(" ") ? "" : "The "}${w}'s`;
    // "The Single Mom's Ledger": who writes, and the book they keep.
    // ("The Dad of Three's Playroom" stumbles: a writer said with "of" keeps no book.)
    for (const rec of w.includes(" of ") ? [] : (RECORDS[b.theme] ?? RECORDS.home).slice(0, 3))
    {
      add(`${whose} ${rec}`, `The blog is ${withArticle(lower(w))}'s own ${lower(rec)}, ${RECORD_MEANS[rec] ?? "where it is all kept"}.`, `You write as ${withArticle(lower(w))}, and ${said(w)} heads the masthead.`, `'${rec}' is ${RECORD_MEANS[rec] ?? "a keeper of records"}; ${said(w)} is how you put who you are.`);
      if (out[out.length - 1]?.name === `${whose} ${rec}`) out[out.length - 1].record = true;
    }
    if (freeOf) {
      add(`${freeOf}-Free ${w}`, `${capitalize(withArticle(lower(w)))} who is, or soon will be, free of ${lower(freeOf === "Booze" ? "drink" : freeOf)}: the goal said as who you will be.`, `It names the writer by the finish line: ${said(w)} with the goal of being ${lower(freeOf)}-free.`, `'${freeOf}-Free' is said as people say it of a goal reached; ${said(w)} is from your description.`);
      if (warm) add(`${freeOf}-Free ${warm}`, `A warm '${warm}' for the ${lower(w)} writing it, and the goal of being ${lower(freeOf)}-free.`, `'${warm}' is the homely word for ${withArticle(lower(w.split(" ").pop()!))}, which keeps a money story friendly.`.replace(" a money story", b.theme === "money" ? " a money story" : " the story"), `'${warm}' is how a ${lower(w.split(" ").pop()!)} is called at home.`);
    }
    if (object && doing && fun && (ENDING.test(doing.verb) || /^(raise|run|train|fight|learn|survive|juggle|tame)/.test(doing.verb)))
      add(`${w.split(" of ")[0].split(" ").pop()} vs. ${object}`, `The ${lower(w)} against ${lower(object)}: every post is a round of the match.`, `It puts your story as a contest you mean to win: ${said(w.split(" of ")[0].split(" ").pop()!)} against ${said(object)}.`, `'vs.' is the sign of a match on a poster; both sides come from your description.`);
    // ("The Baking Dad", "The Backpacking Couple": one word for who writes, the doing before it.)
    if (doing && doing.ing && !/\s/.test(doing.ing) && !w.includes(" ") && !ENDING.test(doing.verb))
      add(`The ${titleCase(doing.ing)} ${w}`, `${capitalize(withArticle(lower(w)))} who is ${lower(doing.ing)}: the writer and the doing in one.`, `Readers meet the person before the posts: ${said(w)}, ${lower(doing.ing)}.`, `${said(doing.ing)} and ${said(w)} are both yours.`);
    // "The Debt-Free Mom Diaries", "One Mom, Zero Debt", "Single Mom, Paying It Off": the writer and the goal, said other ways.
    const who = w.split(" of ")[0].split(" ").pop()!;
    if (freeOf) {
      add(`The ${freeOf}-Free ${w.includes(" of ") ? who : w} Diaries`, `The diaries of ${withArticle(lower(w))} on the way to ${lower(freeOf)}-free.`, `Readers follow the writer day by day toward the goal: ${said(w)}, ${lower(freeOf)}-free.`, `'Diaries' promises the day-to-day; ${said(w)} is who you are.`);
      add(`One ${who}, Zero ${freeOf}`, `One ${lower(who)} and the aim of no ${lower(freeOf === "Booze" ? "drink" : freeOf)} at all, said like a score.`, `It states the goal in four words: ${lower(freeOf)} down to zero, by one ${lower(who)}.`, `'Zero ${lower(freeOf)}' is your goal; ${said(who)} is you.`);
    }
    if (doing && /^pay (off|down)$/.test(doing.verb)) add(`${w}, Paying It ${titleCase(doing.verb.split(" ")[1])}`, `${capitalize(withArticle(lower(w)))}, paying it ${doing.verb.split(" ")[1]} month by month.`, `It says who you are and what you are doing in one breath: ${said(w)}, ${lower(doing.ing)}.`, `${said(doing.ing)} is how you put it; ${said(w)} is who you are.`);
    if (place && !place.includes(" ") && new RegExp(`\\b(in|across|around|through|on) ${place}`).test(text)) add(`${titleCase(withArticle(lower(w)))} in ${place}`, `${capitalize(withArticle(lower(w)))} writing from ${place}.`, `Who and where in one line: ${said(w)} in ${place}.`, `${place} is where you are; ${said(w)} is who you are.`);
  }

  if (doing) {
    const verb = doing.verb;
    if (freeOf) add(`Living ${freeOf}-Free`, `Life without ${lower(freeOf === "Booze" ? "drink" : freeOf)}, one ordinary day after another.`, `It names the life you are making: ${lower(freeOf)}-free.`, `'Living ${lower(freeOf)}-free' is how people say it of the goal you wrote about.`);
    // "The First House Fund": what is saved for.
    if (/^save$/.test(verb) && object && !objectWords.some((w) => FREEABLE[w])) add(`The ${object} Fund`, `The money put by for the ${lower(object)}, and the story of saving it.`, `Every post adds to it: the fund for your ${lower(object)}.`, `${said(object)} is what you are saving for.`);
    if (freeOf && !writer) add(`Road to ${freeOf}-Free`, `The way to being free of ${lower(freeOf === "Booze" ? "drink" : freeOf)}, told as it is travelled.`, `It promises the whole journey, not just the end: the road to ${lower(freeOf)}-free.`, `'Road to' is how a journey's story is named; '${lower(freeOf)}-free' is where yours ends.`);
    if (freeOf && writer) add(`Road to ${freeOf}-Free`, `The way to being free of ${lower(freeOf === "Booze" ? "drink" : freeOf)}, told as it is travelled.`, `It promises readers the journey as well as the end, ${lower(freeOf)}-free at last.`, `'Road to' is how a journey's story is named.`);
    if (ENDING.test(verb) && /^(pay|clear)/.test(verb)) add(`${titleCase(verb.replace(/^pay/, "paid").replace(/^clear/, "cleared"))}, Finally`, `The day the last payment goes: the end of the story, told from its start.`, `It names the finish you are working toward by ${lower(doing.ing || verb)}.`, `${said(verb.replace(/^pay/, "paid").replace(/^clear/, "cleared"))} is your own goal said as done.`);
    // "One Loan at a Time", "One Trip at a Time": a plural thing done one by one.
    const heads = objectWords.length > 0 ? objectWords[objectWords.length - 1] : "";
    if (heads && /[^s]s$/.test(heads) && partsOfSpeech(singularOf(heads)).includes("n") && !/\d/.test(doing.object)) {
      const one = titleCase(singularOf(heads));
      add(`One ${one} at a Time`, `${capitalize(lower(doing.object))}, taken one ${lower(one)} at a time: steady progress, post by post.`, `It promises the slow, steady way through your ${lower(doing.object)}.`, `'One ${lower(one)} at a time' is how a big job is said to get done; '${lower(heads)}' is your word.`);
    }
    // "Learning to Bake", "Road to the Marathon".
    if (doing.learning) add(`Learning to ${titleCase(verb)}`, `A beginner's blog: learning to ${verb}${object ? ` ${lower(object)}` : ""}, mistakes and all.`, `It is honest about where you start: learning to ${verb}.`, `'Learning to ${verb}' is how you put it yourself.`);
    if (object && !ENDING.test(verb) && !objectWords.some((w) => FREEABLE[w]) && objectWords.length === 1 && /^(run|finish|climb|hike|swim|ride|complete|reach|walk|cycle)$/.test(verb))
      add(`Road to the ${object}`, `Every step toward the ${lower(object)}, told as it happens.`, `It follows the training as much as the ${lower(object)} itself.`, `'Road to' is how a journey's story is named; ${said(object)} is your goal.`);
    // "The Weekend Baker", "The Accidental Runner": the writer as the doer, with a word they said or the tone's shrug.
    const doer = doerOf(verb);
    if (doer) {
      const mod = words.find((x) => PERSONA_MODS.test(x)) ?? (words.includes("retirement") ? "retired" : undefined) ?? (/^(quirky|fun|playful|)$/.test(b.tone) ? (b.tone === "" ? "Everyday" : "Accidental") : "");
      if (mod) add(`The ${titleCase(mod)} ${titleCase(doer)}`, `${capitalize(withArticle(`${lower(mod)} ${lower(doer)}`))}: the writer as the one who ${verb.replace(/([^s])$/, "$1s")}${object ? ` ${lower(object)}` : ""}.`, `Readers see themselves in it: ${withArticle(lower(doer))}${words.includes(lower(mod)) ? `, ${lower(mod)} as you said` : ", an everyday one"}.`, `${said(doer)} is whoever does what you do, ${lower(doing.ing || verb)}.`);
    }
  }
  // "From London to Rural France": a move told by its ends.
  const fromTo = text.match(/\bfrom ([A-Z][a-z]+(?: [A-Z][a-z]+)?) to (?:an? |the )?((?:[a-z]+ ){0,2}?)([A-Za-z]+)(?: in ((?:[a-z]+ )?)([A-Z][a-z]+))?/);
  if (fromTo && !STOPS.test(fromTo[3])) {
    const to = fromTo[5] ? `${fromTo[4] ?? ""}${fromTo[5]}` : `${fromTo[2] ?? ""}${fromTo[3]}`;
    add(`From ${fromTo[1]} to ${titleCase(to)}`, `The move itself: from ${fromTo[1]} to ${to}.`, `Everyone who reads it knows the journey at once: ${fromTo[1]} to ${to}.`, `Both ends of the move are as you wrote them.`);
  }
  // "Japan with Kids", "Two Kids in Japan", "Utah with My Dog": where they go and who comes along.
  const crew = text.match(/\bwith (my |our |the |his |her )?(two |three |four |five )?(kids|children|toddlers|twins|baby|dog|dogs|puppy|cat)\b/i);
  if (place && crew) {
    const mate = lower(crew[3]);
    const count = crew[2] ? titleCase(crew[2].trim()) : "";
    const owner = crew[1] ? titleCase(crew[1].trim()) : "";
    const plural = /[^s]s$/.test(mate) || mate === "children";
    const crewSaid = `${crew[1] ?? ""}${crew[2] ?? ""}${mate}`;
    if (plural && /^(kids|children|toddlers|twins)$/.test(mate)) {
      add(`${place} with ${titleCase(mate)}`, `${place}, seen with ${mate} along.`, `It tells parents at once this is ${place} the family way: with ${crewSaid}.`, `${place} and ${said(mate)} are from your description.`);
      add(`${place}, ${titleCase(mate)} in Tow`, `${place} with the ${mate} in tow, every stop of it.`, `It promises the real trip with ${crewSaid}, not the brochure.`, `'In tow' is how a family trip is said; ${place} is where you go.`);
      if (count) add(`${count} ${titleCase(mate)} in ${place}`, `${capitalize(lower(count))} ${mate} loose in ${place}.`, `Readers meet the whole crew and the place at once: ${lower(count)} ${mate}, ${place}.`, `'${lower(count)} ${mate}' and ${place} are as you wrote them.`);
      if (count) add(`${count} ${titleCase(mate)}, One ${place}`, `${capitalize(lower(count))} ${mate} and one ${place} to see.`, `It sets up the adventure as a sum: ${lower(count)} ${mate}, one ${place}.`, `The numbers are yours: ${lower(count)} ${mate}, in ${place}.`);
    } else if (!plural) {
      add(`${place} with ${owner && owner !== "The" ? owner : "the"} ${titleCase(mate)}`, `${place}, with the ${mate} at your side.`, `It tells readers who comes along: ${crewSaid}, in ${place}.`, `${place} and ${said(mate)} are from your description.`);
    }
  }
  // "South America on a Budget", "Weekends by Train".
  for (const [re, say] of MANNERS) {
    const m = text.match(re);
    if (!m) continue;
    const manner = say(m);
    const last = lower(m[0].split(" ").pop()!);
    const heads = [place, doing?.ing && object && !doing.linked && `${doing.ing} ${object}`.length < 22 ? titleCase(`${doing.ing} ${lower(object)}`) : "", ...subjects.slice(0, 2)].filter((h) => h && !lower(manner).includes(lower(h)) && !lower(h).includes(last));
    for (const h of heads.slice(0, 2)) add(`${h} ${manner}`, `${h}, ${lower(manner)}: the subject and the way you do it.`, `It tells readers the promise of every post: ${low(h)} ${lower(manner)}.`, `${said(h)} and ${said(manner)} are your own words.`);
  }
  // "The Weeknight Vegan", "The Vegan Dad": who the writer is, by what they eat or how they live.
  const identity = words.find((w) => IDENTITY.test(w));
  if (identity) {
    for (const mod of words.filter((w) => PERSONA_MODS.test(w) && w !== identity).slice(0, 2))
      add(`The ${titleCase(mod)} ${titleCase(identity)}`, `${capitalize(withArticle(`${mod} ${identity}`))}: the writer readers will recognise themselves in.`, `It speaks to every ${mod} ${identity} looking for what you write.`, `${said(mod)} and ${said(identity)} are both yours.`);
    if (writer) add(`The ${titleCase(identity)} ${writer}`, `${capitalize(withArticle(`${identity} ${lower(writer)}`))}, writing as one.`, `Who writes and how they live, together: ${said(identity)} and ${said(writer)}.`, `${said(identity)} and ${said(writer)} are from your description.`);
  }
  // "Marketing for Bakeries": the subject and whom it is for.
  const forWhom = text.match(/\bfor (?:small |busy |new |local |first-time |young |working |single |independent )?([a-z]+)\b/i);
  if (forWhom && subjects[0] && /([^s]s|men)$/.test(forWhom[1]) && partsOfSpeech(singularOf(forWhom[1])).includes("n") && !/^(people|folks|others|ones|those|things|years|days|less|kids)$/.test(lower(forWhom[1])) && !lower(subjects[0]).includes(lower(singularOf(forWhom[1]))))
    add(`${subjects[0]} for ${titleCase(forWhom[1])}`, `${subjects[0]}, written for ${lower(forWhom[1])}.`, `Every ${lower(singularOf(forWhom[1]))} who finds it knows it is for them.`, `${said(subjects[0])} and ${said(forWhom[1])} are your own words.`);
  // "Recipes from Sicily": where the subject comes from.
  if (place && subjects[0] && new RegExp(`\\bfrom ${place}\\b`).test(text) && !fromTo) add(`${subjects[0]} from ${place}`, `${subjects[0]}, brought from ${place}.`, `It says where it all comes from: ${place}.`, `${place} and ${said(subjects[0])} are as you wrote them.`);
  // "Van Life", "Two Dogs and a Van": a life lived somewhere, and who shares it.
  const home = lower(text).match(/\bliving (?:in|on) (?:a|an|the|our|my) (?:[a-z]+ )?(van|boat|bus|farm|barge|narrowboat|camper|caravan|cabin|island|homestead|sailboat|tiny house|yurt)\b/)?.[1];
  if (home) {
    add(`${titleCase(home)} Life`, `Life lived in ${withArticle(home)}, day to day.`, `It is what people call the life you wrote about: ${lower(home)} life.`, `'${titleCase(home)} life' is how the way of living is known.`);
    const crew = lower(text).match(/\bwith (two|three|four|five) ([a-z]+s)\b/);
    if (crew) add(`${titleCase(crew[1])} ${titleCase(crew[2])} and ${withArticle(titleCase(home))}`, `${capitalize(crew[1])} ${crew[2]} and ${withArticle(home)}: the whole household in one line.`, `It introduces everyone on board: ${crew[1]} ${crew[2]} and ${withArticle(home)}.`, `'${crew[1]} ${crew[2]}' and ${said(home)} are from your description.`);
  }
  // "The Freelancer's Notebook": the book its readers would keep.
  if (forWhom && /([^s]s)$/.test(forWhom[1]) && /(er|or|ist|ian|ant|ent)s$/.test(lower(forWhom[1])) && partsOfSpeech(singularOf(forWhom[1])).includes("n")) {
    const reader = titleCase(singularOf(forWhom[1]));
    for (const rec of (RECORDS[b.theme] ?? RECORDS.home).slice(0, 1)) add(`The ${reader}'s ${rec}`, `The ${lower(rec)} every ${lower(reader)} would keep: ${RECORD_MEANS[rec] ?? "where it is all kept"}.`, `It is written for ${lower(forWhom[1])}, and says so.`, `${said(forWhom[1])} is whom you write for.`);
  }
  // "50 Pounds Down": weight lost, said as a score.
  const lost = text.match(/\b(?:losing|lost|lose|shed|shedding|dropping|dropped) (\d+|[a-z]+ty(?: [a-z]+)?) (pounds|lbs|kilos|kg|stone)\b/i);
  if (lost) {
    const unit = /lbs/i.test(lost[2]) ? "Pounds" : /kg/i.test(lost[2]) ? "Kilos" : titleCase(lost[2]);
    add(`${titleCase(lost[1])} ${unit} Down`, `${lost[1]} ${lower(unit)} gone, counted like a score.`, `It tells the win you are proud of: ${lost[1]} ${lower(unit)} down.`, `'${lost[1]} ${lower(unit)}' is your own number.`);
    add(`${titleCase(lost[1])} ${unit} Lighter`, `${lost[1]} ${lower(unit)} lighter, in body and in spirit.`, `It names the change by its number: ${lost[1]} ${lower(unit)}.`, `'Lighter' is what ${lost[1]} ${lower(unit)} less feels like.`);
  }
  // "Life, Rebuilt", "Farmhouse, Renovated": the object, the work done on it.
  if (doing && objectSubject && /^(rebuild|renovate|restore|declutter|upcycle|build|fix|redo|transform|simplify)$/.test(doing.verb)) {
    const done = doing.verb.startsWith("re") && doing.verb !== "restore" && doing.verb !== "renovate" ? `re${pastTense(doing.verb.slice(2))}` : pastTense(doing.verb);
    add(`${objectSubject}, ${titleCase(done)}`, `${objectSubject}, ${done}: the work told by its end.`, `It promises readers the finished ${lower(objectSubject)} as well as the work.`, `${said(done)} is what ${lower(doing.ing || doing.verb)} comes to.`);
  }
  // The voice over the subject: "Mostly Bread", "Simply Chalk Paint".
  const angles = ANGLES[b.tone] ?? ANGLES[""];
  for (const s of subjects.slice(0, 3))
    for (const [shape, gist] of angles) {
      // ("Simply First House": a first of something is a goal, said by its fund and its project only.)
      if (s.split(" ").length > 2 || (/^First /.test(s) && !/Project/.test(shape))) continue;
      // ("Adventures in Dogs", "Dogs, Apparently": adventures are had in a doing or a craft, never in creatures or people.)
      if (/Adventures in|Apparently/.test(shape) && /[^s]s$/.test(s)) continue;
      // ("Notes on Farmhouse", "Simply Marathon": one of many is said bare only before another noun, "The Farmhouse Project".)
      const head = lower(s.split(" ").pop()!);
      if (shape.includes("{S}") && !/[^s]s$/.test(head) && !b.isMass(head) && !STUFF.test(head) && !isPlaceName(head)) continue;
      // ("Simply Flea Markets", "Mostly National Parks": a bare voice word goes with stuff or a doing, never a list of things.)
      if (/^(Simply|Mostly|Just) /.test(shape) && /[^s]s$/.test(head)) continue;
      // ("Mostly Anxiety", "Adventures in Anxiety", "Anxiety Club": what someone lives with is said plainly, never as a joke or a hobby.)
      if (SUFFERING.test(head) && !/Honestly|Notes on|Notebook|Unfiltered|in Practice|Explained/.test(shape)) continue;
      const one = s.replace(/(\w+)$/, (w) => singularOf(w));
      const name = shape.replace("{S}", s).replace("{s}", one);
      add(name, `A blog about ${low(s)}, with ${gist}.`, `It names ${said(s)}, your subject, and the voice you want: ${gist}.`, `${said(s)} is yours; the words around it give ${gist}.`);
      if (out.length > 0 && out[out.length - 1].name === name) out[out.length - 1].angle = true;
    }
  // "Unapologetically Plus-Size": a joined describing word the visitor wrote, owned out loud.
  if (joined && /^(bold|dramatic|fun|playful|)$/.test(b.tone)) {
    const adj = joined.split(" ")[0];
    add(`Unapologetically ${adj}`, `${adj}, and proud of it: no apology asked.`, `It says the attitude as well as the subject: ${said(adj)}, unapologetically.`, `${said(adj)} is your own word.`);
  }
  return out;
}
