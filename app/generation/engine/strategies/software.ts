// Software is named the way people name the apps they keep on their phones: the subject run into a short word for the kind
// of tool it is ("Rentmate", "Ticketdesk", "Restobook", "Dentally"), or the subject and the one who does the job ("Rent
// Splitter", "Contract Reader"). These sit beside the brand maker's names: without them an app for splitting rent got
// "Lumen Rent", "Happy Bill" and "Wren Bill", and dental scheduling software "Keen Beacon" and "Dental & Almanac".
import type { Ctx } from "../core/context";
import type { GeneralName } from "../../catalog/types";
import type { Maker } from "./types";
import { general, pitched, traits } from "../core/result";
import { capitalize, fold, tokens } from "../core/text";
import { STOPWORDS } from "../core/stopwords";
import { baseForm, isKnownWord, partsOfSpeech } from "../core/understand";
import { isAdjective } from "../core/pos";
import { familyInContext, GENERIC, isAudience } from "../data/description-families";
import { CLIP_SAYS, CLIPS, CONDITIONS, PRODUCT_KINDS, THREATS, UNITS } from "../data/tech-subjects";
import { AGENTS, SOFTWARE_TAILS } from "../data/software-words";
import { accidentalWord, cleanSeam, compoundHead, singular } from "./seams";
import { plural } from "./titles";

/** A description that says the thing is software: an app, a platform, a tool online. */
export const NAMES_SOFTWARE = /\b(apps?|software|saas|platforms?|dashboards?|plugins?|browser extensions?|web ?apps?|apis?|chatbots?)\b/;

interface Subject {
  /** The word a name is built on ("rent", "resto"). */
  w: string;
  /** How the explanations speak of it: one and many ("dental clinic", "dental clinics"). */
  one: string;
  many: string;
  /** The word as the visitor typed it. */
  typed: string;
  /** What a clipped subject is short for ("the law" for "lex"). */
  clipOf?: string;
}

/** The share of a layer's pool a list samples: each name turns up in about one list in eight (also for-customers.ts). */
export const SAMPLE = 0.125;

/** Words the description says as something done: "a tool that turns…", "helps people split…", "AI that reads…". */
function doings(ctx: Ctx, said: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const [i, w] of said.entries()) {
    if (ctx.understood.verbs.includes(baseForm(w)) || (i > 0 && /^(that|which|who|to|people|you|users|teams|and)$/.test(said[i - 1]) && partsOfSpeech(baseForm(w)).includes("v"))) out.add(w);
  }
  return out;
}

// Worlds of everyday things whose words make a friendly app's name ("Pawspot", "Beanspot", "Sproutpal"). The words of
// work's worlds say nothing run into a tool's word: "Balmboard" and "Vitalboard" for nurse rotas, "Dialbook" for payroll.
const PLAYFUL_WORLDS = /^(coffee|tea|bread|food|sweets|juice|hydration|icecream|grocery|pets|cat|horse|garden|flowers|books|records|music|photo|games|toys|baby|yoga|run|bike|sailing|travel|outdoor|mountain|ocean|forest|river|sleep|beauty|dental|art|craft|pottery|needlework|football|basketball|tennis|golf|swim|dance)$/;
// The endings a friendly app's name takes: a pal, a spot, a mate (never "Pawboard", "Beanflow").
const WORLD_TAILS = /^(pal|spot|scout|mate|buddy|minder|log|pad|list|kit)$/;

// People a product serves, beyond the audiences the families know: never its subject ("Nursewise").
const PEOPLE = /^(nurses?|doctors?|vets?|famil(y|ies)|couples?|kids?|children|students?|staff|crews?|patients?|guests?|tenants?|landlords?|members?|volunteers?|athletes?|players?|teens?|adults?|seniors?|bab(y|ies)|toddlers?|pupils?|clients?|customers?|users?|people|women|men|girls?|boys?|friends?)$/;
// Places one goes looking for, which a "spot" or a "scout" finds ("Cafespot").
const PLACES = /^(cafes?|restaurants?|bars?|pubs?|venues?|shops?|stores?|parks?|walks?|trails?|beach(es)?|campsites?|places?|spots?|parking|gyms?|studios?|hotels?|rooms?|desks?|offices?|homes?|houses?|flats?|apartments?|rentals?|jobs?|deals?|events?|classes|courses?|tutors?|markets?|stalls?)$/;
// People whose work is planned or matched by software: the object of its job ("Nurse Scheduler", "Tutor Finder").
const PEOPLE_AT_WORK = /^(nurses|doctors|carers|staff|drivers|cleaners|tutors|teachers|coaches|trainers|sitters|walkers|volunteers|freelancers|contractors|tradespeople|builders|plumbers|electricians|therapists|nannies|babysitters)$/;
// Faults a product finds or fixes: what it fights, never its subject.
const DEFECTS = /^(cracks?|faults?|defects?|damage|rust|corrosion|mould|mold|rot|bugs?|errors?|glitches?|leaks?|blockages?|potholes?)$/;
// Things not counted: "all the rent", never "every rent".
const MASS = /^(rent|water|money|cash|payroll|inventory|stock|time|content|software|data|feedback|food|energy|power|traffic|mail|email|music|media|news|progress|sleep|health|fitness|law|management|marketing|research|advice|insurance|legal|tax|pay)$/;

/** A word and "-ly" as one light word ("Dentally", "Rently"), or "" where it reads badly ("Emailly", "Hospitally"). */
function withLy(word: string): string {
  return /[^aeiouy]$/.test(word) && !/(ll|il)$/.test(word) && word.length <= 6 ? `${word}ly` : "";
}

/**
 * A word run into a tool's ending as one name ("Rentmate", "Pawspot"), or "" where the seam is hard to say, the join spells
 * something else, or it is a word of the dictionary already, which says something else ("Weekly", "Crackly").
 */
function joinTail(word: string, tail: string): string {
  const joined = tail === "ly" ? withLy(word) : cleanSeam(word, tail, 11) ? word + tail : "";
  return !joined || accidentalWord(joined) || /(.)\1\1/.test(joined) || isKnownWord(joined) || partsOfSpeech(joined) ? "" : capitalize(joined);
}

// Words between a verb and its object: "splits the rent", "reads all your contracts".
const BETWEEN = /^(the|a|an|your|their|our|my|his|her|its|all|any|every|each|more|new|up|out|down|through|in|into|of)$/;
const NUMBER = /^(one|two|three|four|five|six|seven|eight|nine|ten|hundreds?|thousands?|millions?|dozens?)$/;

/** What the description is about, as words a name can carry: its things, and the short forms founders clip them to. */
function subjectsOf(ctx: Ctx, said: readonly string[], verbal: ReadonlySet<string>): Subject[] {
  const out: Subject[] = [];
  const add = (s: Subject) => {
    if (!out.some((x) => x.w === s.w)) out.push(s);
  };
  const proper = new Set(ctx.properNouns.flatMap((p) => p.toLowerCase().split(/\s+/)));
  for (const [i, w] of said.entries()) {
    if (w.length < 3 || STOPWORDS.has(w) || PRODUCT_KINDS.test(w) || THREATS.test(w) || NUMBER.test(w) || proper.has(w)) continue;
    if (ctx.understood.excluded.has(w) || ctx.bound.has(w) || isAudience(w) || PEOPLE.test(w) || UNITS.test(w)) continue;
    // (What is done, "scheduling", "growing", is the job, not the subject: "Growingwise".)
    if (/ing$/.test(w)) continue;
    // ("clinics" -> clinic, "bills" -> bill: the dictionary's own base form of a thing.)
    const base = baseForm(w);
    const own = base !== w && partsOfSpeech(base).includes("n") ? base : singular(w);
    // (A word said as what it does is no subject: "turns tickets into insights" gives no "Turndesk", and the job's own verb run
    // into an ending, "Splitwise", "Readwise", "Trackly", is how the best-known apps are already named; the doer says it, "Rent
    // Splitter".)
    if (verbal.has(w)) continue;
    const clip = CLIPS.get(w) ?? CLIPS.get(own);
    if (clip && clip.length >= 3 && clip !== own) {
      // (A clip is said as what it is short for, "'Lex' is short for the law", never as the visitor's word: "a box for your laws".)
      add({ w: clip, one: own, many: own, typed: w, clipOf: CLIP_SAYS[clip] ?? own });
    }
    // (People and their trades are whom it serves, never its subject: "Nursewise", "Teacherbook". The ending is all that tells
    // them from things here, so a few things go too: a tracker, a flower. Nor are the firms it is sold to, "Clinicwise" for
    // dental clinics, nor a condition's initials, "Adhdly", nor the fault it looks for, "Crackly" for drones that find cracks.)
    if (/(er|or|ist|ian)$/.test(own) || ctx.customers.has(w) || ctx.customers.has(own) || CONDITIONS.test(w) || DEFECTS.test(w)) continue;
    if (GENERIC.has(w) || GENERIC.has(own) || isAdjective(w) || !partsOfSpeech(own).includes("n")) continue;
    // ("houseplants": a long compound is named by its head, "Plantminder".)
    const head = own.length > 8 ? compoundHead(own, 8) : null;
    if (head && /^[a-z]{4,8}$/.test(head) && !GENERIC.has(head)) add({ w: head, one: head, many: plural(head), typed: w });
    // ("media" is no "medium" here, "Mediumly"; "electric bikes" and "social media" say what kind, "Electricly".)
    if (!/^[a-z]{3,8}$/.test(own) || !w.startsWith(own.replace(/y$/, "")) || (partsOfSpeech(own).includes("a") && said[i + 1] && partsOfSpeech(singular(said[i + 1])).includes("n"))) continue;
    // (Typed as one, a thing is counted unless it is a mass, "every habit" but "all the rent".)
    add({ w: own, one: own, many: w !== own ? w : MASS.test(own) ? own : plural(own), typed: w });
  }
  return out;
}

/** Whether a word is a thing you count ("tickets") or a mass ("rent"): "every ticket", never "every rent". */
function countable(s: Subject): boolean {
  return s.many !== s.one;
}

/**
 * Software names beside a maker's: a share of the candidates are the subject with a tool's word or with its doer. Only
 * where the page is for software, or the description says it is software (`always` false: "an app that…" on the business page).
 * `worlds` false keeps out the words of the subject's world, which name a consumer's app ("Beanspot") and no tool for work
 * ("Ladlespot" for restaurant payroll).
 */
export function withSoftwareNames(maker: Maker, { share = 0.2, always = true, worlds: withWorlds = true } = {}): Maker {
  return (ctx: Ctx) => {
    const make = maker(ctx);
    const d = fold(ctx.description);
    if (!always && !NAMES_SOFTWARE.test(d)) return make;
    const said = tokens(d);
    const subjects = subjectsOf(ctx, said, doings(ctx, said));
    if (subjects.length === 0) return make;
    const r = ctx.rng;
    // Each name with the visitor's word it is built on: one name a list for each ("Dentally" or "Dentwise", not both).
    const pool: { group: string; make: () => GeneralName }[] = [];

    for (const s of subjects) {
      for (const t of SOFTWARE_TAILS) {
        if (t.cue && !t.cue.test(d)) continue;
        // (One spots a place, never the dog that goes there: "Dogspot" for dog-friendly cafes.)
        if (/^(spot|scout)$/.test(t.tail) && !PLACES.test(s.typed)) continue;
        const name = joinTail(s.w, t.tail);
        if (!name) continue;
        const first = `Anyone ${s.clipOf ? `who works with ${s.clipOf}` : `with ${s.many} to look after`} knows at once what ${name} is for, and it is one short word people can make a verb of.`;
        pool.push({ group: s.typed, make: () =>
          pitched(
            general(
              name,
              s.clipOf ? `${name}: '${s.w}' is short for ${s.clipOf}; ${t.means}.` : `${t.says(name, s.one, s.many, countable(s) ? `every ${s.one}` : `all the ${s.many}`)}.`,
              traits(r, ["Friendly", "Easy to say", "Useful", "Clear"], ["Memorable", "Modern", "Own-able"]),
              first,
              `${name} is made of '${s.typed}', from your description, and '${t.tail}'.`,
            ),
            [
              first,
              `${name} speaks of ${s.clipOf ?? `the ${s.many}`} you described in one word, short enough for an app icon.`,
            ],
          ),
        });
      }
    }

    // A word of the subject's world with a tool's ending ("Pawspot" for dog-friendly cafes, "Sproutly" for a habit app that
    // grows plants, "Coinmate" for splitting bills): one a list for each world, from its short, plain words.
    const worlds = new Set<string>();
    for (const w of withWorlds ? said : []) {
      // (Whom it serves brings no world of its own: "parents" are no nursery, "Cradlelog" for sharing the school run.)
      if (w.length < 3 || STOPWORDS.has(w) || PRODUCT_KINDS.test(w) || ctx.understood.excluded.has(w) || isAudience(w) || PEOPLE.test(w)) continue;
      const fam = familyInContext(w, said);
      if (!fam || worlds.has(fam.key) || !PLAYFUL_WORLDS.test(fam.key)) continue;
      worlds.add(fam.key);
      for (const x of fam.words) {
        const word = x.w.toLowerCase();
        if (!/^[a-z]{3,6}$/.test(word) || !x.g || ctx.understood.excluded.has(word) || subjects.some((s) => s.w === word)) continue;
        // (Only an ending the description asks for: "Couchwise", "Kettlewise" for an app that splits rent say nothing.)
        for (const t of SOFTWARE_TAILS) {
          if (!t.cue?.test(d) || !WORLD_TAILS.test(t.tail)) continue;
          const name = joinTail(word, t.tail);
          if (!name) continue;
          const first = `Anyone into ${fam.about} hears ${name} and knows which world it comes from, and it is one short word that is easy to own.`;
          pool.push({ group: `world:${fam.key}`, make: () =>
            pitched(
              general(
                name,
                `${name}: '${word}' is ${x.g}, from the world of ${fam.about}; ${t.means}.`,
                traits(r, ["Friendly", "Warm", "Playful", "Easy to say"], ["Memorable", "Modern", "Own-able"]),
                first,
                `${name} takes '${word}' from the world of ${fam.about} in your description.`,
              ),
              [first, `${name} sounds like the ${fam.about} you described, and short enough for an app icon.`],
            ),
          });
        }
      }
    }

    // The one who does the job: the description's verb and what it is done to ("splits rent" -> Rent Splitter).
    for (const [i, w] of said.entries()) {
      const verb = baseForm(w);
      const agent = AGENTS[verb];
      if (!agent) continue;
      let j = i + 1;
      // (And a describing word or two: "tracks your daily water intake".)
      while (j < said.length && (BETWEEN.test(said[j]) || (j - i <= 3 && /[ar]/.test(partsOfSpeech(said[j])) && /n/.test(partsOfSpeech(singular(said[j + 1] ?? "")))))) j++;
      // (The people a job is done for are its object too, "schedules nurses" -> Nurse Scheduler, though never a subject.)
      const staff = said[j] && PEOPLE_AT_WORK.test(said[j]) ? { w: singular(said[j]), one: singular(said[j]), many: said[j], typed: said[j] } : undefined;
      const object = said[j] && (subjects.find((s) => s.typed === said[j]) ?? staff);
      if (!object || object.w === verb || !/^[a-z]{3,9}$/.test(object.one)) continue;
      const name = `${capitalize(object.one)} ${agent}`;
      const does = /s$/.test(w) && w !== verb ? w : `${verb}s`;
      pool.push({ group: object.typed, make: () =>
        general(
          name,
          `${name} is the one that ${does} the ${object.many} for you, said as plainly as a label on a drawer.`,
          traits(r, ["Plain", "Clear", "Useful", "Honest"], ["Memorable", "Searchable"]),
          `You said it ${does} ${object.typed}: ${name} puts that in two words, and people searching for it type exactly those.`,
          `${name} is your own verb, '${w}', and its object, '${object.typed}'.`,
        ),
      });
    }

    const order = r.shuffle(pool.map((_, i) => i));
    // A sample of the pool for this list, each name in about one list in eight, three at most and one for each word it is built on:
    // asked again, the visitor sees others ("Rentwise" in every list is no new idea the second time).
    const used = new Set<string>();
    const chosen: (typeof pool)[number][] = [];
    for (const i of order) {
      if (chosen.length >= 3) break;
      if (used.has(pool[i].group) || !r.chance(SAMPLE)) continue;
      used.add(pool[i].group);
      chosen.push(pool[i]);
    }
    let next = 0;
    // A stock picture in company dress says nothing of this software ("Tempo Systems", "Leaf Technologies", "Bloom Works"):
    // company words stand only after the visitor's own.
    const own = new Set(said.flatMap((w) => [w, singular(w)]));
    const stock = (c: ReturnType<ReturnType<Maker>>) => {
      const m = c?.name.match(/^(\w+) (Systems|Technologies|Technology|Labs|Works|Co\.|Studio|Group|Solutions)$/);
      if (m && !own.has(m[1].toLowerCase())) return null;
      // A coined word on a stock picture or a Latin root says nothing of it either ("Prismify", "Atlasora", "Claron").
      return c && "meaning" in c && /^A new word that carries/.test(c.meaning) && !/ (from|in) your description/.test(c.meaning) ? null : c;
    };
    return () => (next < chosen.length && r.chance(share) ? chosen[next++].make() : stock(make()));
  };
}
