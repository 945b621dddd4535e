import type { PodcastName } from "../../catalog/types";
import type { Maker } from "./types";
import { escapeRegExp, fold, hyphenCase, titleCase, tokens } from "../core/text";
import { STOPWORDS } from "../core/stopwords";
import { list, ORDINAL } from "../core/words";
import { isAdjective, isPastTense, singularOf, verbOfIng } from "../core/pos";
import { baseForm, ING_THINGS, namesPeople, partsOfSpeech } from "../core/understand";
import { familyFor, isAudience } from "../data/description-families";
import { isKnownGivenName } from "../core/name-gender";
import { plural } from "./titles";

// Places a talk happens, each for the words it reads after: "on the Porch" (never "on the Deep End"), "Around the Campfire"
// (never "Around the Hammock"), "Between Two Mics" (never "Between Two Landings"), "The Money Porch".
const ON = list("Couch, Porch, Road, Sofa, Bench, Balcony, Stoop, Rooftop, Dock, Train, Bus, Pier, Veranda, Record, Mic, Map, Clock, Back Porch, Front Step, Air, Radio, Ferry, Park Bench, Night Bus, Last Train, Sidelines, Back Step, Tram");
const AROUND = list("Table, Kitchen Table, Dinner Table, Campfire, Bonfire, Fire, Kettle, Block, Water Cooler, Kitchen, Coffee Pot, Fire Pit, Grill, Breakfast Table, Picnic Table, Corner, Teapot");
const BETWEEN = list("Mics, Chairs, Stools, Mugs, Armchairs, Headphones, Cups, Coffees, Teacups, Takes, Notebooks, Microphones");
const NOUNS = list("Table, Couch, Mic, Porch, Desk, Counter, Workshop, Garage, Window Seat, Common Room, Attic, Campfire, Sofa, Bench, Back Room, Kitchen, Lamp, Booth, Lounge, Den, Parlour, Snug, Studio, Kitchen Table, Front Room");
// Everyday "off the …" phrases that suit any talk: "Off the Cuff", "Off the Record" ("Off the Beaten Path" is for travel, not sitcoms).
const OFF = list("Record, Cuff, Rails, Wall, Mic, Clock, Couch, Script, Hook");
// Places where people sit and talk: "Money at the Kitchen Table".
// (No bar: "City Wildlife at the Bar", "Owners at the Bar" put any subject over a drink.)
// (Where people sit and talk: a porch or a step is sat on, never at, "Sisters at the Back Porch"; a bus stop or a late train is
// passed through, "Teachers at the Bus Stop".)
const GATHERINGS = list("Kitchen Table, Dinner Table, Water Cooler, Long Table, Back Booth, Campfire, Corner Booth, School Gate, Corner Table, Kitchen Counter, Garden Gate, Breakfast Table, Tea Table, Kitchen Island, Fireside, Coffee Counter");
const ADJS = list("Curious, Honest, Unfiltered, Late-Night, Weekly, Deep, Quiet, Loud, Little, Untold, Everyday, Brave, Open, Candid, Plain, Modern, Wild, Messy, Real, Gentle, Bold, Restless, Hidden, Unexpected, Sunday, Midnight, Happy, Hungry, Fearless, Patient, Tired, Lucky, Friendly, Slow, Noisy, Cheerful, Stubborn, Hopeful, Sleepless, Unlikely");
// Describing words that read well before "About": "Curious About Money" ("Weekly About Money", "Midnight About Towns" do not).
const ABOUT = list("Curious, Honest, Serious, Nerdy, Mad, Crazy, Quiet, Candid, Open, Brave, Gentle, Restless, Hopeful, Happy, Stubborn, Patient, Fearless, Bold, Hungry, Wild");
// A mood must suit the subject. Light moods never meet a grave one ("The Cheerful Unsolved Case Podcast", "Lucky Grief
// Radio", "Crazy About Cancer"); a grave subject has moods of its own ("Forgotten Towns", "The Cold Case Files").
const LIGHT = new Set(list("Happy, Cheerful, Lucky, Friendly, Hopeful, Noisy, Messy, Hungry, Mad, Crazy, Nerdy, Wild"));
const GRAVE = /\b(crimes?|criminals?|murder\w*|killers?|killings?|death|deaths|dying|dead|grief|griev\w*|bereave\w*|loss|losing|cancer|wars?|wartime|abuse\w*|trauma\w*|unsolved|missing|disasters?|illness\w*|divorce\w*|burnout|addiction|suicide|funerals?|serial|victims?|kidnapp\w*|disappear\w*)\b/;
// Only a crime or a mystery is cold or buried: "The Buried Nurse Podcast" for burnout, "The Buried Parent Hour" for grief.
const CRIME = /\b(crimes?|criminals?|murder\w*|killers?|killings?|unsolved|missing|kidnapp\w*|disappear\w*|detectives?|myster(y|ies)|heists?|serial|cold cases?)\b/;
const CRIME_MOODS = list("Cold, Forgotten, Unanswered, Dark, Buried, Silent, Unspoken");
// Moods that belong to one world and come only with it: "Hungry Unsolved Cases", "The Sleepless Money Hour".
const CUED: Record<string, RegExp> = {
  Hungry: /\b(food|foods|foodies?|cook\w*|recipes?|meals?|eat|eating|kitchens?|chefs?|restaurants?|bak\w*|dinners?|snacks?|cuisines?|dishes)\b/,
  Sleepless: /\b(nights?|shifts?|bab(y|ies)|newborns?|parent\w*|insomnia|sleep\w*|mums?|moms?|dads?|nurses?|doctors?|students?|toddlers?)\b/,
  Tired: /\b(nights?|shifts?|bab(y|ies)|newborns?|parent\w*|sleep\w*|mums?|moms?|dads?|nurses?|doctors?|teachers?|toddlers?|burnout)\b/,
};

/** The describing words that suit a show about `text`. */
function moodsFor(text: string): { moods: string[]; about: string[] } {
  const crime = CRIME.test(text);
  const grave = crime || GRAVE.test(text);
  const suits = (a: string) => (!grave || !LIGHT.has(a)) && (!CUED[a] || CUED[a].test(text));
  return { moods: [...ADJS.filter(suits), ...(crime ? CRIME_MOODS : [])], about: ABOUT.filter(suits) };
}

// A tender subject ("anxiety", "grief") or a gentle tone asked for: no frame of a crisis line, a lecture or a case file
// ("The Mental Health Hotline", "Mental Health 101", "Anxiety Deep Dive"), and only calm moods ("The Hidden Anxiety Podcast").
const TENDER = /\b(anxiety|anxious|depress\w*|mental health|panic|stress|stressed|loneliness|lonely|grief|griev\w*|bereave\w*|trauma\w*|therapy|ocd|burnout|self-care|wellbeing|well-being|mindfulness|insecurit\w*|miscarriage|infertility|eating disorders?|sobriety|sober|recovery|healing|heal)\b/;
const GENTLE = /\b(gentle|gently|calm|calming|soft|softly|cosy|cozy|kind|kindly|soothing|comforting|quiet|peaceful|relaxing|warm|tender|compassionate|slow)\b/;
const CALM_MOODS = new Set(list("Gentle, Quiet, Slow, Patient, Hopeful, Honest, Open, Candid, Little, Everyday, Sunday, Friendly, Plain, Real, Curious, Brave"));
// Frames of a lecture, a clinic or a case file: what "nothing clinical" or "not too serious" rules out.
const CLINICAL = /\b(Hotline|101|Lab|Files|Report|Desk|Decoded|Deep Dive|Dispatch|Playbook|Explained|Uncovered|Confidential|Almanac|Field Guide|Unpacked)\b/;
// Frames too loud or too dark for a tender or gentle show ("Mental Health After Dark").
const LOUD = /\b(After Dark|by Night|Unfiltered|Confidential|Uncovered|Behind the Scenes|IRL|Off the Rails|Tonight|Hotline|101|Deep Dive|Playbook|Lab|Files|Decoded|Desk|Report|Dispatch)\b/;
// Frames a cheesy show would use, for "not cheesy".
const CHEESY = /\b(Adventures in|So You're|Out Loud|IRL|Unplugged|After Dark|by Night|Happy|Cheerful|Lucky|Jolly|Crazy|Mad About)\b/;
// Frames that promise winning moves, for a show about failing ("The Startup Playbook" for founders who failed).
const FAILURE = /\b(fail|fails|failed|failing|failures?|flops?|flopped|mistakes?|went wrong|goes wrong|gone wrong|collapsed?|bankrupt\w*|went bust|lost everything)\b/;
const WINNING = /\b(Playbook|Compass|101|Field Guide|Step by Step|Lucky|Happy|Cheerful|Fearless|Bold|Art of)\b/;
// Football as Britain says it: no American terms ("Overtime", "The Football Playbook"), and no campfire for a match.
const BRITISH_FOOTBALL = /\b(premier league|football|soccer|fa cup|champions league|la liga|serie a|bundesliga|epl|efl|the championship|non-league)\b/;
const AMERICAN_SPORT = /\b(american football|nfl|nba|nhl|mlb|basketball|baseball|hockey|super bowl|college football|touchdowns?)\b/;
const FAILURE_IDIOMS = list("Failing Forward, Post-Mortem, What Went Wrong, Back to the Drawing Board");
const FOOTBALL_IDIOMS = list("Half Time, Extra Time, Full Time, Stoppage Time, Final Whistle, Back of the Net, Early Kick-Off");
const AMERICAN = /\b(Club|Overtime|Playbook|Touchdown|Campfire|Fire Pit|Bonfire|Grill|Water Cooler|Picnic Table|Stoop|Veranda)\b/;
// Negated words that rule out a kind of frame: "nothing clinical", "not too serious", "no lectures", "not cheesy".
const NEGATED_FRAMES: [RegExp, RegExp][] = [
  [/^(clinical|medical|academic|serious|dry|technical|lectures?|lecturing|preachy|textbook|jargon|experts?|professional)$/, CLINICAL],
  [/^(cheesy|corny|cringe|cringey|cringy|puns?|gimmicky|twee|silly)$/, CHEESY],
  [/^(loud|shouty|sensational|dark|scary|edgy|intense)$/, LOUD],
];

/** The frames and moods a show about `text` cannot wear, from its subject, its tone and what the visitor ruled out. */
function framesRuledOut(text: string, negated: readonly string[]): { clashes: (title: string) => boolean; calm: boolean; failure: boolean; football: boolean } {
  const tender = TENDER.test(text);
  const calm = tender || GENTLE.test(text);
  const failure = FAILURE.test(text);
  const football = BRITISH_FOOTBALL.test(text) && !AMERICAN_SPORT.test(text);
  const banned: RegExp[] = [];
  if (tender) banned.push(CLINICAL);
  if (calm) banned.push(LOUD);
  if (failure) banned.push(WINNING);
  if (football) banned.push(AMERICAN);
  for (const w of negated) for (const [re, frames] of NEGATED_FRAMES) if (re.test(w)) banned.push(frames);
  return { clashes: (title) => banned.some((re) => re.test(title)), calm, failure, football };
}

// Words for a run of episodes: "Money Letters", "The Restless Founder Tapes".
const SERIES = list("Tapes, Letters, Postcards, Dispatches, Notes, Sessions, Conversations, Chronicles, Minutes, Field Notes, Files, Hours");
const GENERIC_NICHES = list("Curious Minds, Everyday Life, Big Ideas, Good Stories, Hidden Histories, Modern Life");

// Words about the format of a show, not its subject: "Interviews After Dark" names no topic.
const FORMAT = new Set(list("review, reviews, reviewing, discussing, arguing, debating, chatting, talking, ranting, week, weeks, day, days, month, months, interview, interviews, episode, episodes, show, shows, podcast, podcasts, conversation, conversations, chat, chats, talk, talks, discussion, discussions, guest, guests, series, host, hosts, listeners, weekly, daily, monthly, tip, tips, advice, hack, hacks, dive, dives, recap, recaps, roundup, roundups"));
// "the hard parts of night shifts", "all kinds of": a word for a share of something names no subject ("Hard Part Weekly").
// "Two friends chat about…": who sits at the microphones, no subject ("Friends, Explained", "Talking Friends").
const COMPANIONS = /^(friends?|mates?|pals?|buddies|buddy|besties|bestie|guys|girls|blokes|lads|gals|strangers|colleagues|co-?workers|flatmates|roommates|housemates|husband|wife|partner|spouse|boyfriend|girlfriend|fianc[e\u00e9]e?)$/;
// "Lessons from a decade of running a pub": how long is no subject ("The Decade Lab").
const TIMESPAN = /^(decades?|years?|centur(y|ies)|lifetimes?|weekends?)$/;
const PARTITIVE = /^(part|parts|side|sides|bit|bits|piece|pieces|kind|kinds|sort|sorts|type|types|lot|lots|half|halves|rest|aspect|aspects|range|variety)$/;
// Everyday verbs in -ing that say what someone does to their object, not a subject of their own: "raising toddlers",
// "surviving sleep deprivation" ("Raising Unfiltered", "The Noisy Raising Hour"); "baking bread" still names baking.
const DOING = new Set(list("raising, surviving, making, getting, keeping, finding, helping, managing, handling, dealing, balancing, juggling, navigating, starting, becoming, learning, trying, paying, saving, buying, selling"));
// Everyday clipped forms people use in show titles: "Indie Game Dev".
const CLIPS: Record<string, string> = { developer: "Dev", developers: "Devs", application: "App", applications: "Apps", photography: "Photo", documentary: "Doc", documentaries: "Docs" };

// Phrases a subject's own fans use, for titles that lead with the topic
// ("Save Point", "Patch Notes"), keyed by description family.
const IDIOMS: Record<string, string[]> = {
  toys: list("Save Point, Patch Notes, Press Start, Side Quest, Extra Life, Level Select, Respawn"),
  code: list("Merge Conflict, Hello World, Patch Notes, Stack Trace, Commit Log"),
  books: list("Dog-Eared, Shelf Life, Between the Lines, Chapter One, Marginalia"),
  food: list("Second Helpings, Mise en Place, Family Meal, Seconds Please"),
  music: list("Liner Notes, Deep Cuts, Sound Check, B-Side"),
  money: list("Net Worth, Compound Interest, Balance Sheet, Pocket Money"),
  fitness: list("Rest Day, Personal Best, Cool Down"),
  travel: list("Window Seat, Carry-On, Layover, Passport Stamps"),
  photo: list("Final Cut, Post-Credits, Director's Cut"),
  sports: list("Half Time, Extra Time, Full Time"),
  science: list("Peer Review, Lab Notes, Field Notes"),
  // ("Bedtime Stories" is a show for the children, never for their parents.)
  baby: list("Nap Time, School Run, Home Time"),
  mind: list("Breathing Room, Small Steps, Deep Breath, Quiet Mind"),
  learn: list("Office Hours, Study Break, Homeroom"),
  coffee: list("Second Cup, Daily Grind, Refill"),
  ai: list("Hello World, Training Data, Prompt Notes"),
  tech: list("Hello World, Reboot, Power Cycle"),
};

/**
 * Runs of content words from the description, the last one a noun: "Indie Game Dev", "Vegan Recipe"; and the words
 * that say what someone does ("who changed careers", "watch and rate"), which are no subject either.
 */
// People a show's subject can be, typed as one ("a nurse", "a teacher"): a doer of a verb ("teacher", "founder", "gardener") or one of these.
const PEOPLE = /^(nurse|doctor|chef|widow|widower|veteran|mum|mom|dad|parent|student|vet|nanny|midwife|surgeon|carer|caregiver|artist|scientist|therapist|dentist|pharmacist|journalist|novelist|firefighter|paramedic|soldier|pilot|farmer|mother|father|sister|brother|daughter|son|wife|husband|friend|immigrant|refugee|athlete|coach|pastor|priest|judge|lawyer|cop|detective|gardener|runner|player|designer|maker|baker|writer|teacher|founder|builder|trainer|cleaner|photographer|blogger|streamer|gamer|developer|engineer|manager)$/;
function onePerson(topic: string): boolean {
  const w = topic.toLowerCase();
  if (/\s|s$/.test(w)) return false;
  if (PEOPLE.test(w)) return true;
  // ("teacher" from teach, "runner" from run; not "water", "paper" or "corner".)
  const stem = /(er|or)$/.test(w) ? w.slice(0, -2) : "";
  return stem.length >= 3 && [stem, `${stem}e`, stem.replace(/(.)\1$/, "$1")].some((x) => partsOfSpeech(x) === "v" || (partsOfSpeech(x).includes("v") && /(ch|ght|nd|ld|ach|ain|ild|each|ess)$/.test(x)));
}

function topicPhrases(text: string, names: ReadonlySet<string>, hosts: ReadonlySet<string>): { phrases: string[]; doings: Set<string> } {
  const out: string[] = [];
  const doings = new Set<string>();
  for (const clause of text.split(/[,.;:!?()\/]+/)) {
    let run: string[] = [];
    const flush = () => {
      // The run ends on a noun: "indie game developers", not "game developers weekly".
      while (run.length > 0 && isAdjective(run[run.length - 1])) run.pop();
      // "their hardest shifts": a superlative ranks, it names nothing ("Fearless Hardest Shifts", "Notes on Hardest Shifts").
      while (run.length > 0 && superlative(run[0])) run.shift();
      for (let len = Math.min(3, run.length); len >= 2; len--) {
        for (let i = 0; i + len <= run.length; i++) {
          const ws = run.slice(i, i + len);
          // The last word as typed ("Unsolved Cases"); titles that use it before another noun singularise it.
          const last = ws[len - 1];
          const words = [...ws.slice(0, -1).map((w) => singularOf(w)), last].map((w) => CLIPS[w] ?? w);
          const phrase = hyphenCase(titleCase(words.join(" ")));
          if (i + len === run.length && !isAdjective(singularOf(last)) && !out.includes(phrase)) out.push(phrase);
        }
      }
      run = [];
    };
    // ("first-time founders", "self-employed parents": a hyphenated describing word stays whole, "First-Time Founders".)
    const ts = wordsOf(clause);
    const doing = doingsIn(ts);
    // ("small business owners", "local history": a plain size or age before a thing is part of the subject, "Small Business".)
    const sized = (k: number) => SIZES.test(ts[k]) && ts[k + 1] !== undefined && (/^business(es)?$/.test(ts[k + 1]) || !STOPWORDS.has(ts[k + 1])) && !isAudience(ts[k + 1]) && partsOfSpeech(singularOf(ts[k + 1])).includes("n");
    for (const i of doing) doings.add(ts[i]);
    for (const [i, t] of ts.entries()) {
      // ("Star Wars lore": a name's words are its own subject, never part of another, "War Lore".)
      // ("Priya review horror films": what a host does is no subject either, "Review Horror Film Talk".)
      const byHost = i > 0 && hosts.has(ts[i - 1]) && partsOfSpeech(t).includes("v");
      // ("two nurses talking about night shifts", "a chef cooking at home": an -ing word right after the people is
      // what they do, no subject, "The Nurse Talking Lab".)
      const byPeople = i > 0 && doneBy(ts[i - 1], t);
      // ("women who left corporate jobs to start bakeries": a verb after "who" or after "to" is what someone does, "Left Corporate Job Club",
      // "Start Bakery Diaries"; "talk to farmers" keeps its farmers.)
      // ("who gave up drinking and found running": a past after "and" in the same clause is another thing done.)
      const clauseVerb = i > 0 && (partsOfSpeech(t).includes("v") || isPastTense(t)) && (/^(who|that|which)$/.test(ts[i - 1]) || (ts[i - 1] === "and" && isPastTense(t) && ts.slice(0, i).some((x) => /^(who|that|which)$/.test(x))) || (ts[i - 1] === "to" && !/[^s]s$/.test(t) && i > 1 && !/^(talk|talks|talking|listen|listens|listening|speak|speaks|speaking|go|goes|going|went|moved?|moving|trips?|guide|introduction|letters?|welcome|back|up|down|close|next|due|thanks)$/.test(ts[i - 2])));
      if (byHost || byPeople || clauseVerb) doings.add(t);
      if (clauseVerb) {
        flush();
        continue;
      }
      if (doing.has(i) || PARTITIVE.test(t) || names.has(t) || byHost || byPeople) {
        flush();
        continue;
      }
      // ("friends rate terrible movies": what they do ends the phrase before it, "Rate Terrible Movie Files".)
      // ("small farm owners", "new dog owners": the thing that names the people is the subject, in the plural, "Notes on
      // Small Farms", never "Notes on Small Farm" or "The Owner Lab".)
      if (isAudience(t) && run.length > 0 && !isAdjective(run[run.length - 1])) {
        run[run.length - 1] = plural(singularOf(run[run.length - 1]));
        flush();
        continue;
      }
      if ((STOPWORDS.has(t) && !sized(i) && !(i > 0 && sized(i - 1))) || FORMAT.has(t) || isAudience(t) || t.length < 3 || (t.endsWith("ly") && t.length > 5) || partsOfSpeech(t) === "v" || (i > 0 && partsOfSpeech(t).includes("v") && afterPluralSubject(ts, i)) || afterOnePerson(ts, i)) flush();
      else run.push(t);
    }
    flush();
  }
  return { phrases: out.slice(0, 4), doings };
}

const SIZES = /^(small|big|little|new|old|local|young)$/;

/** "nurses talking", "a chef cooking", "twins sharing": an -ing verb right after whoever does it. */
function doneBy(before: string, word: string): boolean {
  if (!/ing$/.test(word) || ING_THINGS.test(word) || !verbOfIng(word)) return false;
  return onePerson(before) || namesPeople(before) || (/[^s]s$/.test(before) && partsOfSpeech(singularOf(before)).includes("n"));
}

// Audience hints for common niches; anything else gets a general description.
const AUDIENCE: [RegExp, string][] = [
  // (Whole words, or their own endings: "sail" is no "ai", "husband" no "band", "award" no "war".)
  [/\b(crimes?|murders?|myster(y|ies)|detectives?)\b/, "True-crime fans aged 25 to 45, mostly women, who listen on commutes, walks and long drives"],
  [/\b(startups?|founders?|business(es)?|entrepreneur\w*|marketing|sales)\b/, "Founders, freelancers and ambitious professionals aged 25 to 45 who listen to learn on the go"],
  [/\b(dads?|fathers?|fatherhood)\b/, "Dads of young children and teenagers who listen on the commute, at the school gate and on late-night feeds"],
  [/\b(parent\w*|moms?|mums?|bab(y|ies)|famil(y|ies)|kids?)\b/, "Parents of young children who listen during naps, school runs and late-night feeds"],
  [/\b(tech|ai|software|code|coding|developers?|programming)\b/, "Developers, product people and tech enthusiasts aged 22 to 45"],
  // ("mental health", "anxiety": no training or cooking for a show people listen to for calm.)
  [/\b(mental health|anxiety|anxious|depress\w*|panic|stress|wellbeing|well-being|mindfulness|therapy|loneliness)\b/, "Adults aged 20 to 45 looking after their mental health, who listen for calm company on walks, commutes and quiet evenings"],
  [/\b(grief|griev\w*|bereave\w*|(?<!weight )loss)\b/, "Adults living with a loss who want to hear from people who understand, at their own pace"],
  [/\b(health\w*|fitness|wellness|yoga|run|runs|running|runners?|nutrition)\b/, "Health-minded listeners aged 20 to 50 who listen while training, walking or cooking"],
  [/\b(money|finance|financial|invest\w*|budget\w*|wealth)\b/, "Savers and new investors aged 22 to 45 who want plain-English money advice"],
  [/\b(histor(y|ies|ical)|wars?|ancient)\b/, "History lovers of all ages who enjoy long-form storytelling"],
  [/\b(comedy|funny|humou?r)\b/, "Listeners aged 18 to 35 looking for a laugh on their commute"],
  [/\b(games?|gaming|esports)\b/, "Gamers aged 16 to 35 who follow releases, patches and the scene"],
  [/\b(films?|movies?|tv|shows?|anime|pixar)\b/, "Film and TV fans aged 18 to 45 who love recaps and hot takes"],
  [/\b(music|bands?|songs?)\b/, "Music fans aged 18 to 45 who want the stories behind the songs"],
  [/\b(books?|read|reading|readers?|writing|authors?)\b/, "Readers and aspiring writers aged 20 to 60"],
  [/\b(travel\w*|adventures?|sail\w*)\b/, "Travellers and armchair adventurers aged 22 to 50"],
  [/\b(food|cook\w*|recipes?|wine|coffee|baking|chefs?)\b/, "Home cooks and food lovers aged 25 to 55"],
  [/\b(football|soccer|premier league|fa cup)\b(?![^.]*\b(nfl|american football)\b)/, "Football fans aged 18 to 50 who want the arguments and analysis between matches"],
  [/\b(sports?|football|soccer|basketball|nba|nfl|premier league)\b/, "Sports fans aged 18 to 50 who want analysis between games"],
];

// Each tip names the show, so no two shows in a result share a sentence; never after an article or as a describing word
// ("a ready-made The Allotment Question clip").
const TIPS = [
  (n: string, show: string) => `Record a short trailer for ${show}, release three episodes on launch day, and post 60-second vertical clips of the best moment of each on TikTok, Instagram Reels and YouTube Shorts.`,
  (n: string, show: string) => `Invite guests who already have an audience in ${n}, and give them a ready-made clip of ${show} and a caption so they share the episode the day it goes out.`,
  (n: string, show: string) => `Swap promos with two or three similar-sized ${n} shows: a 30-second read about ${show} in their episodes reaches listeners who already love the format.`,
  (n: string, show: string) => `Publish ${show} on the same day every week and answer listener questions on air; people share shows that mention them.`,
  (n: string, show: string) => `Write the episode titles of ${show} as searchable questions people ask about ${n}, and publish each episode on YouTube with full chapters so it is found in search.`,
  (n: string, show: string) => `Start a free newsletter for ${show} with one takeaway per episode, and ask every new subscriber to reply with a topic idea.`,
  (n: string, show: string) => `Post something useful from each episode of ${show}, not just a link, in the online communities where people already talk about ${n}.`,
  (n: string, show: string) => `Ask your first hundred listeners to rate ${show} in Apple Podcasts and Spotify in the first week; early ratings lift a new show in the charts.`,
  (n: string, show: string) => `Go on two or three other ${n} podcasts as a guest and end each appearance with one line about where to find ${show}.`,
];

// The second half of why a show works, varied so no two read alike.
const CLOSERS = [
  (n: string) => `, and it makes the subject (${n}) clear at a glance in a crowded podcast app`,
  (n: string) => `; listeners browsing for ${n} can tell what they will get from the title alone`,
  (n: string) => `, and it is easy to say when one listener recommends it to another`,
  (n: string) => `, and it leaves room for every kind of episode about ${n} you might make`,
  () => ``,
];

// Titles for a show about something people do ("G" is the doing as typed, "Moving Abroad").
const GERUND_SHAPES: [string, string][] = [
  ["G", "it names the show in the very words listeners use for what they are going through"],
  ["Notes on G", "it sounds like a friend sharing what they learned on the way"],
  ["G, Honestly", "'Honestly' promises the parts people usually leave out"],
  ["G Unfiltered", "'Unfiltered' promises the unpolished version, told as it happened"],
  ["G Together", "'Together' says nobody listening has to do it alone"],
  ["On G", "a short title with the weight of an essay, about a change people live through"],
  ["The G Diaries", "'Diaries' promises personal, week-by-week stories from the middle of it"],
  ["Real Talk on G", "'Real Talk' promises advice from people who have done it, not from a brochure"],
  ["The Art of G", "'The Art of' treats the change as a craft that can be learned, episode by episode"],
  ["Adventures in G", "'Adventures' makes the hard parts sound like a story worth following"],
  ["So You're G", "it speaks straight to the listener in the middle of it, who will recognise themselves at once"],
  ["A Year of G", "'A Year of' promises a story that moves, with a beginning and an end"],
  ["Field Notes on G", "'Field Notes' suggests lessons gathered first-hand, not read in a book"],
  ["The G Club", "a club says listeners are among people doing the same thing"],
  ["G Out Loud", "'Out Loud' promises the things people usually only think"],
  ["G, Step by Step", "it promises a way through, one small step at a time"],
  ["Life After G", "it looks at what comes next, which is what listeners in the middle of a change want to hear"],
];

export const podcastMaker: Maker = (ctx) => {
  const nicheText = ctx.text("niche").slice(0, 60);
  // ("personal finance for millennials": who a niche is for is its audience, never part of its subject, "Personal Finance
  // Millennials Radio".)
  const forWhom = /^(.+?)\s+(?:for|aimed at|geared to(?:wards)?)\s+(.+)$/i.exec(nicheText.trim());
  const nicheSubject = forWhom ? forWhom[1] : nicheText;
  const nicheFor = forWhom ? forWhom[2].replace(/[.!]+$/, "").trim() : "";
  const forWords = new Set(tokens(nicheFor));
  const nicheWords = tokens(nicheSubject).filter((t) => !STOPWORDS.has(t) && t.length > 1).slice(0, 3);
  const niche = nicheWords.length > 0 ? titleCase(nicheWords.join(" ")) : "";
  const allKeywords = ctx.keywords.filter((k) => !nicheWords.includes(k) && !forWords.has(k));
  // The people a show is by are no subject: "Sam and Priya review films", "Chris & Dana talk racing" ("The Sam Sessions",
  // "The Dana Playbook"). Two words joined by "and" are hosts when one is a name typed with a capital and either is a
  // known first name or they do something next.
  const typedNames = new Set(ctx.properNouns);
  const hostPairs = [...ctx.description.matchAll(/([\p{L}']+) (?:and|&) ([\p{L}']+)(?: ([\p{L}']+))?/gu)]
    .filter(([, a, b, next]) => (typedNames.has(a) || typedNames.has(b)) && (isKnownGivenName(a) || isKnownGivenName(b) || (next !== undefined && partsOfSpeech(next.toLowerCase()).includes("v"))))
    .flatMap(([, a, b]) => [a.toLowerCase(), b.toLowerCase()]);
  const paired = (n: string) => hostPairs.includes(n.toLowerCase());
  const hosts = (n: string) => isKnownGivenName(n) || paired(n);
  const hostWords = new Set(ctx.properNouns.filter(hosts).flatMap((n) => wordsOf(n)));
  // A show is about a subject (a noun), not a mood: "Books, Explained", not "Cozy, Explained".
  // "nineteenth", "first": a number says when, never what a show is about ("Let's Talk Nineteenth").
  // The subject in the visitor's words ("Indie Game Dev") and its fans' own phrases ("Save Point").
  // ("Two brothers watch and rate films": "Rate Unplugged".)
  // "moving abroad and starting over": what people do is the subject as they say it ("Notes on Moving Abroad"), never its -ing word alone,
  // nor a subject of the everyday titles ("The Getting Sober Room").
  // ("no tech words", "nothing about crypto": a phrase the visitor ruled out is no subject, "The Tech Word Lab".)
  const ruledOut = (p: string) => p.toLowerCase().split(/\s+/).some((w) => ctx.understood.excluded.has(w) || ctx.understood.excluded.has(singularOf(w)));
  // ("people who quit their jobs to travel", "leaving the city": what someone leaves behind is no subject, "The Job Minute", "Jobs on the Tram".)
  const leftBehind = new Set(wordsOf(ctx.description).flatMap((w, i, ws) => {
    if (!/^(quit|quits|quitting|left|leave|leaves|leaving|ditch(es|ed|ing)?|escap(e|es|ed|ing)|abandon(s|ed|ing)?|gave|give|giving)$/.test(w)) return [];
    let j = i + 1;
    if (/^(gave|give|giving)$/.test(w)) {
      if (ws[j] !== "up") return [];
      j++;
    }
    while (/^(their|the|my|our|his|her|a|an|your|its|good|safe|steady|corporate|office|day|nine-to-five)$/.test(ws[j] ?? "") && j < i + 4) j++;
    return ws[j] !== undefined ? [ws[j], singularOf(ws[j])] : [];
  }));
  const saidGerunds = gerundPhrases(ctx.description);
  const gerunds = { ...saidGerunds, phrases: saidGerunds.phrases.filter((g) => !ruledOut(g)) };
  const saidTopics = topicPhrases(ctx.description, new Set(ctx.properNouns.flatMap((n) => wordsOf(n))), hostWords);
  const found = { ...saidTopics, phrases: saidTopics.phrases.filter((p) => !ruledOut(p)) };
  const doings = new Set([...found.doings, ...gerunds.ings]);
  const phrases = found.phrases.filter((p) => !gerunds.ings.has(p.split(" ")[0].toLowerCase()) && !p.toLowerCase().split(" ").some((w) => gerunds.settings.has(w) || leftBehind.has(w)));
  // "board games", "sleep deprivation", "software companies": two nouns that name one subject, which either alone
  // does not ("The Hidden Board Podcast", "The Deprivation Lab"): the pair is the subject, never its halves.
  const compounds = phrases.filter((p) => !isAdjective(p.split(" ")[0].toLowerCase()));
  const inCompound = new Set(compounds.flatMap((p) => p.toLowerCase().split(" ").flatMap((w) => [w, singularOf(w)])));
  // ("bootstrapped", "shipwrecked": a verb's -ed form describes; it is no subject, "Bootstrapped Unplugged".)
  const participle = (k: string) => /[^e]ed$/.test(k) && baseForm(k) !== k && partsOfSpeech(baseForm(k)).includes("v");
  // ("learning Spanish together", "speaking Irish": a word that can describe is the subject when it is what is learned.)
  const learned = new Set(wordsOf(ctx.description).filter((w, i, ws) => i > 0 && /^(learn|learning|learns|speak|speaking|teach|teaching|study|studying|practi[sc]e|practi[sc]ing)$/.test(ws[i - 1]) && partsOfSpeech(w).includes("n")));
  // ("getting sober in your thirties": an age is when, never what a show is about, "The Thirty Room".)
  const age = (k: string) => DECADES.test(k) && new RegExp(`\\b(your|their|my|our|his|her|in|late|early|mid)\\s+(late\\s+|early\\s+|mid-?)?${k}\\b`, "i").test(ctx.description);
  // ("Stories about moving abroad", "lessons from the NHS": what a show is made of, before what it is about, is its
  // format, no subject, "Notes on Stories"; "ghost stories" stay the subject.)
  const framing = new Set(wordsOf(ctx.description).filter((w, i, ws) => /^(stor(y|ies)|tales?|lessons?|thoughts?|reflections?|insights?|news|notes?|musings?|rants?)$/.test(w) && /^(about|of|from|on)$/.test(ws[i + 1] ?? "") && (i === 0 || !partsOfSpeech(singularOf(ws[i - 1])).includes("n") || STOPWORDS.has(ws[i - 1]) || /^(shar|tell|swap|trad|collect|read)(e|es|s|ing|ed)?$/.test(ws[i - 1]))));
  // ("small business owners": the people are named by the subject before them, which leads alone, never "The Owner Lab";
  // "explained for everyone": nobody in particular is no subject, "The Everyone Lab".)
  const phraseWords = new Set(phrases.flatMap((p) => p.toLowerCase().split(" ").map(singularOf)));
  const namedBySubject = new Set(wordsOf(ctx.description).filter((w, i, ws) => i > 0 && isAudience(w) && phraseWords.has(singularOf(ws[i - 1]))));
  const nobody = (k: string) => /^(every|any|some|no)(one|body)$|^(people|person|users?|customers?|clients?)$/.test(k) || namedBySubject.has(k);
  const nouns = allKeywords.filter((k) => !leftBehind.has(k) && !nobody(k) && !age(k) && !framing.has(k) && !COMPANIONS.test(k) && !TIMESPAN.test(k) && (!isAdjective(k) || learned.has(k)) && !paired(k) && !FORMAT.has(k) && !usedAsVerb(k, ctx.description) && !ORDINAL.test(k) && !superlative(k) && !participle(k) && !DOING.has(k) && !PARTITIVE.test(k) && !doings.has(k) && !gerunds.settings.has(k) && !inCompound.has(k) && !inCompound.has(singularOf(k)));
  // Names the visitor typed are subjects as they are: "Star Wars", "Spanish", "Ohio" (never "Star War"); a host's
  // first name ("Sam and Priya talk films") is not.
  // ("old English villages": where a thing is from describes it, no subject alone, "English 101"; "learning Spanish" is.)
  const describes = (n: string) => ctx.origins.includes(n.toLowerCase()) && !learned.has(n.toLowerCase()) && wordsOf(ctx.description).some((w, i, ws) => w === n.toLowerCase() && ws[i + 1] !== undefined && !STOPWORDS.has(ws[i + 1]) && partsOfSpeech(singularOf(ws[i + 1])).includes("n"));
  const named = ctx.properNouns.filter((n) => n.length > 2 && (/\s/.test(n) || !hosts(n)) && !describes(n));
  // (With nothing else to go on, "dating again in your forties" is about dating again: "The Dating Again Diaries", never "Curious Minds".)
  // A doing said in a few plain words ("moving abroad", "losing weight") is a subject beside the nouns ("Moving Abroad Tonight").
  const doingSubjects = gerunds.phrases.map((g) => g.toLowerCase()).filter((g) => g.split(" ").length <= 3 && g.split(" ").slice(1).every((w) => !DETERMINERS.test(w) && w !== "to"));
  const keywords = nouns.length + compounds.length + named.length > 0 ? [...nouns, ...compounds, ...named, ...doingSubjects] : phrases.length > 0 ? phrases.map((p) => p.toLowerCase()) : gerunds.phrases.length > 0 ? gerunds.phrases.map((g) => g.toLowerCase()) : allKeywords.filter((k) => !age(k) && !doings.has(k));
  const nicheLabel = niche ? niche.toLowerCase() : keywords[0] ?? "everyday curiosity";
  const tone = framesRuledOut(`${nicheText} ${ctx.description}`.toLowerCase(), ctx.understood.negated);
  const audience = nicheFor && nicheWords.length > 0 ? `${nicheFor.charAt(0).toUpperCase()}${nicheFor.slice(1)} who want to know more about ${nicheLabel}, one episode at a time` : AUDIENCE.find(([re]) => re.test(`${nicheText} ${ctx.description}`.toLowerCase()))?.[1]
    ?? `Listeners aged 25 to 44 who are curious about ${nicheLabel} and listen while commuting, exercising or doing chores`;
  const visual = /game|comedy|interview|fitness|cook|beauty|tech|film|movie/.test(`${nicheText} ${ctx.description}`.toLowerCase());
  const r = ctx.rng;
  const suited = moodsFor(`${nicheText} ${ctx.description}`.toLowerCase());
  // (A tender or gentle show has calm moods only: "The Hidden Anxiety Podcast", "Bold About Mental Health".)
  const calmOnly = (ms: string[]) => (tone.calm ? ms.filter((m) => CALM_MOODS.has(m)) : ms).filter((m) => !tone.clashes(m));
  const moods = calmOnly(suited.moods);
  const about = calmOnly(suited.about);
  // ("learning to live again after a loss": what someone does calls up no fans' phrases, "Office Hours", "Homeroom".)
  const familyIdioms = [...new Set([...nicheWords, ...[...ctx.mentioned].filter((w) => !DOING.has(w) && !doings.has(w) && !framing.has(w) && !usedAsVerb(w, ctx.description))].flatMap((w) => IDIOMS[familyFor(w)?.key ?? ""] ?? []))];
  // (Football's own phrases, as its fans in Britain say them; a show about failing has its own: "Failing Forward".)
  const idioms = [...familyIdioms.filter((i) => !IDIOMS.sports.includes(i) || !tone.football), ...(tone.football ? FOOTBALL_IDIOMS : []), ...(tone.failure ? FAILURE_IDIOMS : [])].filter((i) => !tone.clashes(i));
  const idiomShapes: [string, string][] = [
    ["IDIOM", "a phrase the subject's own fans use says who the show is for before anyone presses play"],
    ["IDIOM Podcast", "it is a phrase fans of the subject already say, with 'Podcast' so it is found in search"],
  ];

  const usedIdioms = new Set<string>();
  const usedGerunds = new Set<string>();
  let fillerUsed = false;
  return (): PodcastName | null => {
    // A fan's phrase is a treat, one or two in a result: a short list would otherwise come back every time.
    if (idioms.length > 0 && r.chance(0.1)) {
      const idiom = r.pick(idioms);
      if (usedIdioms.has(idiom)) return null;
      usedIdioms.add(idiom);
      const [shape, reason] = r.pick(idiomShapes);
      if (tone.clashes(shape)) return null;
      return made(shape.replace("IDIOM", idiom), reason);
    }
    // A doing the show is about, as the visitor said it: "Starting Over Together", "Notes on Leaving the Classroom".
    if (gerunds.phrases.length > 0 && r.chance(niche ? 0.1 : 0.2)) {
      const g = r.pick(gerunds.phrases);
      // ("The Leaving the Classroom Club"; "Life After Dating Again": only what ends something has an after.)
      const fits = GERUND_SHAPES.filter(([sh]) => !(/^The G/.test(sh) && / (the|a|an) /i.test(g)) && (sh !== "Life After G" || /^(leaving|quitting|losing|retiring|moving|getting|coming|breaking|selling|closing|finishing|ending)\b/i.test(g)));
      const [shape, reason] = r.pick(fits);
      if (usedGerunds.has(shape) || tone.clashes(shape.replace("G", ""))) return null;
      usedGerunds.add(shape);
      return made(shape.replace("G", g), reason);
    }
    // With a niche given, the description's own phrases ("Unsolved Case") and subjects ("The Sister
    // Files" for true crime) still lead about half the titles: the niche alone would give the same few every time.
    const phrase = phrases.length > 0 && r.chance(niche ? 0.25 : 0.5) ? r.pick(phrases) : null;
    // (The description's own subject leads: "anxiety" more often than the niche "mental health".)
    const kwTopic = keywords.length > 0 && r.chance(niche ? 0.82 : 0.75) ? titleCase(r.pick(keywords)) : null;
    // A subject of anyone's show ("Hidden Histories", "Modern Life") only where the description gives none of its own:
    // "Sleepless Hidden History Club" for career changers after fifty is nobody's pick.
    const topic = phrase ?? (niche && kwTopic ? kwTopic : null) ?? (niche || kwTopic || (keywords.length > 0 ? titleCase(r.pick(keywords)) : r.pick(GENERIC_NICHES)));
    const picked = keywords.length > 0 && r.chance(0.5) ? titleCase(r.pick(keywords)) : null;
    // "Books & Books": the second word must be another idea.
    const kw = picked && singularOf(picked) !== singularOf(topic) ? picked : null;
    // Before another noun a plural reads in the singular: "The Book Hour", not "The Books Hour".
    // (A doing keeps its object as said: "The Raising Teenagers Minute", never "Raising Teenager".)
    const asSaid = (t: string) => named.includes(t) || doingSubjects.includes(t.toLowerCase());
    const topicMod = asSaid(topic) ? topic : singularLast(topic);
    // ("Bad Horror Movies": only the last word of a phrase turns singular, "Bad Horror Movie Letters", never "Movy".)
    const kwMod = kw ? (asSaid(kw) ? kw : singularLast(kw)) : null;
    // "A nurse talks about…", "a football coach": one person typed in the singular is many as a subject ("Real Nurses",
    // "Inside Football Coaches"), never "Hopeful About Nurse"; before another noun the singular stays ("The Nurse Report").
    const manyOf = (t: string) => {
      const last = t.split(" ").pop() ?? t;
      return onePerson(last) && !named.includes(t) && !/['\u2019]s /i.test(t) ? plural(t) : t;
    };
    const bareTopic = manyOf(topic);
    const bareKw = kw ? manyOf(kw) : kw;
    const adj = r.pick(moods);
    const shapes: [string, string][] = [
      [`The ${topicMod} Hour`, "the classic 'The X Hour' format promises a regular, dependable listen"],
      [`${bareKw ?? bareTopic} Unfiltered`, "'Unfiltered' promises honest, unscripted conversation"],
      [`${bareTopic} After Dark`, "'After Dark' suggests the stories people only tell late at night"],
      [`The ${adj} ${topicMod} Show`, "an adjective sets the voice of the show before the first episode"],
      // Both sides of '&' name things ("Books & Coffee"), never a describing word ("Loud & Game").
      [pairable(kw) && pairable(topic) ? `${bareKw} & ${bareTopic}` : "", "pairing two subjects shows both halves of what the show covers"],
      [`${topicMod} Talk`, "it is short and clear, so it is easy to find in podcast search"],
      [`Off the ${r.pick(OFF)}`, "it borrows a phrase everyone knows, so it feels candid and relaxed"],
      [`Between Two ${r.pick(BETWEEN)}`, "it is a playful, conversational title that suits co-hosts or guests"],
      [`Around the ${r.pick(AROUND)}`, "it sounds like friends talking, which is what listeners come back for"],
      [`${r.pick(about)} About ${bareTopic}`, "it describes the attitude of the show as well as its subject"],
      [`${bareTopic}, Explained`, "it promises listeners will understand something by the end"],
      [`The ${kwMod ?? topicMod} Files`, "'Files' hints at deep dives and case-by-case episodes"],
      [`Inside ${bareTopic}`, "'Inside' promises the view from people who know the subject first-hand"],
      [`${topicMod} Diaries`, "'Diaries' promises personal, week-by-week stories"],
      [`Talking ${bareTopic}`, "it says in two words what the show does"],
      [`${bareTopic} Uncovered`, "'Uncovered' promises things listeners have not heard before"],
      [`The ${topicMod} Room`, "it sounds like a place listeners can walk into and join the conversation"],
      [`${bareTopic} on the ${r.pick(ON)}`, "it puts the subject somewhere friendly and relaxed"],
      [`Real ${bareTopic}`, "'Real' promises honesty over polish"],
      [`The ${topicMod} Notebook`, "a notebook suggests ideas collected carefully, episode by episode"],
      [`${adj} ${bareTopic}`, "a describing word sets the tone as well as the subject"],
      [`The ${topicMod} Question`, "a question in the title makes people want to hear the answer"],
      [`${bareTopic} Out Loud`, "'Out Loud' promises the things people usually only think"],
      [`${bareTopic} in Plain English`, "it promises no jargon, which is what newcomers search for"],
      [`Notes on ${bareTopic}`, "it sounds thoughtful and modest, like a friend sharing what they learned"],
      [`${topicMod} Club`, "a club is somewhere listeners belong, not just an audience"],
      [`The ${topicMod} Report`, "'Report' promises news and findings, episode after episode"],
      [`${bareTopic} Tonight`, "'Tonight' makes each episode feel like an appointment"],
      [`${bareTopic} Confidential`, "'Confidential' promises stories told behind closed doors"],
      [`The ${topicMod} Lab`, "a lab is where ideas get tested, not just discussed"],
      [`${bareTopic} 101`, "'101' promises a beginner-friendly way in"],
      [`Let's Talk ${bareTopic}`, "it is an open invitation, and it says the show is a conversation"],
      [`The ${topicMod} Desk`, "a desk sounds like a newsroom that covers the subject properly"],
      [`${bareTopic} IRL`, "'IRL' promises the real-life side of the subject, not the polished one"],
      [`The ${topicMod} Hotline`, "a hotline sounds like listeners can call in with anything"],
      [`${topicMod} Stories`, "it promises stories rather than lectures"],
      [`${bareTopic} by Night`, "'by Night' gives it a late, intimate mood"],
      [`${topicMod} Radio`, "'Radio' gives it the warmth of a station you tune into every week"],
      [`${topicMod} Weekly`, "'Weekly' tells listeners when to expect the next episode"],
      [`The ${topicMod} Minute`, "'Minute' promises short episodes that fit a coffee break"],
      [`${bareTopic} Unplugged`, "'Unplugged' promises the stripped-back, honest version"],
      [`The ${topicMod} Sessions`, "'Sessions' sounds like recordings worth collecting, one after another"],
      [`The ${topicMod} Dispatch`, "a dispatch is news sent straight from the field"],
      [`${bareTopic} Decoded`, "'Decoded' promises to make a confusing subject make sense"],
      [`${bareTopic} Unpacked`, "'Unpacked' promises each episode takes one idea apart carefully"],
      [`The ${topicMod} Playbook`, "a playbook promises moves listeners can use themselves"],
      [`The ${topicMod} Journal`, "a journal suggests an honest record kept over time"],
      [`A Field Guide to ${bareTopic}`, "a field guide promises practical help for people out in the real world"],
      [`${bareTopic}, Honestly`, "the comma and 'Honestly' sound like a friend about to tell the truth"],
      [`${bareTopic} Over Coffee`, "it sounds like a relaxed chat across a café table"],
      [`The ${topicMod} Corner`, "a corner is a small, friendly place of its own"],
      [`${bareTopic} Behind the Scenes`, "it promises what usually stays off camera"],
      [`The ${topicMod} Almanac`, "an almanac promises a little of everything, season after season"],
      [`${bareTopic} Deep Dive`, "'Deep Dive' promises long, thorough episodes"],
      [`The ${topicMod} Compass`, "a compass promises direction for people finding their way"],
      // Shapes with a word of their own to vary ("Restless Founders", "Money at the Kitchen Table")
      // come up more often, so repeated requests meet fewer of the same titles.
      [`${r.pick(moods)} ${bareTopic}`, "a describing word sets the tone as well as the subject"],
      [`The ${r.pick(moods)} ${topicMod} Show`, "an adjective sets the voice of the show before the first episode"],
      [`${bareTopic} at the ${r.pick(GATHERINGS)}`, "it places the conversation somewhere everyone has sat and talked"],
      [`${bareTopic} at the ${r.pick(GATHERINGS)}`, "it places the conversation somewhere everyone has sat and talked"],
      [`${r.pick(moods)} ${topicMod} Club`, "a club with a character of its own is somewhere listeners want to belong"],
      [`${r.pick(moods)} ${bareTopic}`, "a describing word gives the subject a voice of its own"],
      [`The ${r.pick(moods)} ${topicMod} Hour`, "a describing word and 'Hour' promise a regular listen with a character of its own"],
      [`${bareTopic} on the ${r.pick(ON)}`, "it puts the subject somewhere friendly and relaxed"],
      [`${bareTopic} from the ${r.pick(GATHERINGS)}`, "it sounds like the talk people have where they actually meet"],
      [`The ${r.pick(moods)} ${topicMod} Podcast`, "a describing word gives the show a character, and 'Podcast' helps it be found"],
      [`${r.pick(moods)} ${topicMod} Radio`, "'Radio' and a describing word sound like a station with a personality"],
      [`${r.pick(moods)} ${topicMod} Diaries`, "diaries with a mood of their own promise personal stories, told honestly"],
      [`The ${topicMod} ${r.pick(NOUNS)}`, "a familiar place in the title makes the show feel like somewhere to sit down and listen"],
      // Counted twice: their own word varies, so a repeated request rarely meets the same title.
      [`The ${r.pick(moods)} ${topicMod} Podcast`, "a describing word gives the show a character, and 'Podcast' helps it be found"],
      [`${r.pick(moods)} ${topicMod} Radio`, "'Radio' and a describing word sound like a station with a personality"],
      [`The ${r.pick(moods)} ${topicMod} Hour`, "a describing word and 'Hour' promise a regular listen with a character of its own"],
      [`${bareTopic} at the ${r.pick(GATHERINGS)}`, "it places the conversation somewhere everyone has sat and talked"],
      // More shapes with a word of their own: "Sleep Postcards", "Money Letters", "The Restless Dad Tapes".
      [`${topicMod} ${r.pick(SERIES)}`, "a word for a series in the title promises episodes worth collecting, one after another"],
      [`The ${r.pick(moods)} ${topicMod} ${r.pick(SERIES)}`, "a describing word and a word for a series give the show a voice and a shape"],
      [`${bareKw ?? bareTopic} at the ${r.pick(GATHERINGS)}`, "it places the conversation somewhere everyone has sat and talked"],
      [`${bareKw ?? bareTopic} from the ${r.pick(GATHERINGS)}`, "it sounds like the talk people have where they actually meet"],
      [`${r.pick(about)} About ${bareTopic}`, "it describes the attitude of the show as well as its subject"],
      // (In place of more subject-free titles: "Founder Letters", "Startups on the Night Bus".)
      [`${kwMod ?? topicMod} ${r.pick(SERIES)}`, "a word for a series in the title promises episodes worth collecting, one after another"],
      [`${bareKw ?? bareTopic} on the ${r.pick(ON)}`, "it puts the subject somewhere friendly and relaxed"],
      // (Where football is argued about in Britain: the stands and the pub, never the campfire.)
      ...(tone.football ? [[`${bareKw ?? bareTopic} from the Terraces`, "it sounds like the view from the stands, where every fan has an opinion"], [`${bareKw ?? bareTopic} Down the Pub`, "it sounds like the arguments fans have after the match, pint in hand"]] as [string, string][] : []),
    ];
    // A frame that clashes with the subject or the tone asked for: "The Mental Health Hotline" for a gentle show,
    // "Overtime" for the Premier League, "The Startup Playbook" for founders who failed.
    const [raw, reason] = r.pick(shapes.filter(([t]) => !tone.clashes(t)));
    if (!raw) return null;
    // A title with no subject of its own ("Off the Record", "Between Two Mugs") is one in a result, not three.
    if (/^(Off the|Between Two|Around the) /.test(raw)) {
      if (fillerUsed) return null;
      fillerUsed = true;
    }
    // ("The Patient Moving Abroad Podcast", "Honest Dating Again Radio": a mood describes a thing, not a doing.)
    // ("Wild Bootstrapped Software Company Radio": a subject of three words is long enough without a mood.)
    // ("Mad About Starting Over" reads well; "Restless About Fun Maths Puzzles" is too long.)
    const moody = (t: string, words: readonly string[]) => words.some((m) => raw.toLowerCase().includes(`${m.toLowerCase()} ${t.toLowerCase()}`));
    const long = topic.split(" ").length >= 3;
    const doing = doingSubjects.includes(topic.toLowerCase());
    const moodsHere = [...(doing || long ? moods : []), ...(long ? about.map((a) => `${a} about`) : [])];
    if (moody(topicMod, moodsHere) || moody(bareTopic, moodsHere)) return null;
    return made(raw, reason);
  };

  function made(raw: string, reason: string): PodcastName | null {
    const name = titleCase(raw.replace(/\s+/g, " "));
    // "Open Relationships": a describing word that turns the subject into another one.
    if (name.length > 40 || /\bopen relationships?\b/i.test(name)) return null;
    const platforms = ["Spotify", "Apple Podcasts"];
    if (visual || r.chance(0.5)) platforms.push("YouTube");
    platforms.push(r.pick(["Amazon Music", "Pocket Casts", "Overcast"]));
    return {
      name,
      niche: niche || (keywords.length > 0 ? titleCase(keywords[0]) : "General interest"),
      target_demographic: `${audience}.`,
      suggested_platforms: platforms,
      how_to_grow_it_quickly: r.pick(TIPS)(nicheLabel, name),
      why_it_would_work: `${name} works because ${reason}${r.pick(CLOSERS)(nicheLabel)}.`,
    };
  }
};

/** Where a clause's words say what someone does: "people who changed careers", "a mum and daughter read and discuss novels". */
function doingsIn(ts: readonly string[]): Set<number> {
  const doing = new Set<number>();
  // ("changed" is a describing word to WordNet as well: its verb is "change".)
  const verb = (w: string) => [w, baseForm(w), ...(/ed$/.test(w) ? [w.slice(0, -1), w.slice(0, -2)] : [])].some((f) => partsOfSpeech(f).includes("v"));
  for (const [i, t] of ts.entries()) {
    if (i > 0 && /^(who|that|which)$/.test(ts[i - 1]) && verb(t)) doing.add(i);
    // "brothers watch and rate films": two doings joined after the people who do them.
    else if (verb(t) && ts[i + 1] === "and" && ts[i + 2] !== undefined && (partsOfSpeech(baseForm(ts[i + 2])) === "v" || (verb(ts[i + 2]) && i > 0 && /[^s]s$/.test(ts[i - 1]) && partsOfSpeech(singularOf(ts[i - 1])).includes("n")))) doing.add(i).add(i + 2);
    else if (i > 1 && ts[i - 1] === "and" && doing.has(i - 2) && verb(t)) doing.add(i);
  }
  return doing;
}

/** The words of a text, a hyphenated one whole ("first-time"). */
function wordsOf(text: string): string[] {
  return fold(text).match(/[a-z]+(?:'[a-z]+)?(?:-[a-z]+)*/g) ?? [];
}

// The decades of a life: "in your thirties" says when.
const DECADES = /^(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)$/;
// Words that finish a doing without being a thing: "starting over", "moving abroad", "going back".
const PARTICLES = /^(over|again|abroad|out|up|back|home|alone|away|off|on|down|forward|sober|clean|young|old|late|early)$/;
const DETERMINERS = /^(the|your|my|our|their|his|her|a|an)$/;

/**
 * What a show is about when it is something people do: "moving abroad", "leaving the classroom", "losing weight",
 * "starting over" (after "about", "on", "after", "and" or opening a clause). Each with the -ing words and the particles
 * it holds, which are then no subject alone ("Talking Leaving", "The Leaving Question", "Sober IRL"), and the things
 * that only say how a pastime is done ("on a budget").
 */
// ("starting a business", "finding work": a plain word is a thing after a doing, though too common to be a subject alone.)
const PLAIN_THINGS = /^(business|work|home|money|love|people)$/;

function gerundPhrases(text: string): { phrases: string[]; ings: Set<string>; settings: Set<string> } {
  const phrases: string[] = [];
  const ings = new Set<string>();
  const settings = new Set<string>();
  for (const clause of text.split(/[,.;:!?()\/]+/)) {
    const ts = wordsOf(clause);
    for (const [i, t] of ts.entries()) {
      // ("a dad learning to cook", "two nurses running a bakery": what someone is doing is what the show follows.)
      const doer = i > 0 && (PEOPLE.test(singularOf(ts[i - 1])) || namesPeople(ts[i - 1]));
      if (!verbOfIng(t) || FORMAT.has(t) || (i > 0 && !doer && !/^(about|on|after|before|of|and|into|through|with|without|like)$/.test(ts[i - 1]))) continue;
      const rest: string[] = [];
      // ("learning to code", "learning to swim": the doing learned is its object.)
      if (ts[i + 1] === "to" && ts[i + 2] !== undefined && baseForm(ts[i + 2]) === ts[i + 2] && partsOfSpeech(ts[i + 2]).includes("v")) rest.push("to", ts[i + 2]);
      // ("running a small bakery": a describing word before the thing is part of it.)
      // ("gardening on a budget", "living off the grid": a particle before a determiner leads to its thing.)
      else for (let j = i + 1; j < ts.length && rest.length < 4; j++) {
        const w = ts[j];
        // ("starting a business", "finding work": a plain word is a thing here, though too common to be a subject alone.)
        const describing = isAdjective(w) && (!STOPWORDS.has(w) || /^(small|big|little|new|old|good|great|local|young|first)$/.test(w)) && j + 1 < ts.length && partsOfSpeech(singularOf(ts[j + 1])).includes("n") && (!STOPWORDS.has(ts[j + 1]) || PLAIN_THINGS.test(ts[j + 1]));
        const thing = !describing && (!STOPWORDS.has(w) || (rest.length > 0 && DETERMINERS.test(rest[rest.length - 1])) || PLAIN_THINGS.test(w)) && !DETERMINERS.test(w) && !FORMAT.has(w) && partsOfSpeech(singularOf(w)).includes("n") && !(/ing$/.test(w) && verbOfIng(w));
        const last = rest[rest.length - 1];
        const determiner = DETERMINERS.test(w) && (rest.length === 0 || (rest.length === 1 && PARTICLES.test(last)));
        if (rest.length === 3 && !thing) break;
        if ((PARTICLES.test(w) && rest.length < 2) || determiner || thing || describing) rest.push(w);
        else break;
        // ("running a family farm": a noun before another is part of the thing, "Running a Family Farm", never "Running a Family".)
        const compound = j + 1 < ts.length && !STOPWORDS.has(ts[j + 1]) && !FORMAT.has(ts[j + 1]) && partsOfSpeech(singularOf(ts[j + 1])).includes("n") && !/ing$/.test(ts[j + 1]);
        if (thing && rest.length > 1 && DETERMINERS.test(rest[rest.length - 2]) && !compound) break;
      }
      // ("leaving the", "gardening on a": a doing with no thing after it names nothing, and a particle before a thing it
      // does not reach is a preposition left hanging ("Gardening on").)
      const hanging = (k: number) => DETERMINERS.test(rest[k]) || (isAdjective(rest[k]) && !PARTICLES.test(rest[k]));
      while (rest.length > 0 && hanging(rest.length - 1)) rest.pop();
      const next = ts[i + 1 + rest.length];
      if (rest.length > 0 && PARTICLES.test(rest[rest.length - 1]) && next !== undefined && (DETERMINERS.test(next) || (partsOfSpeech(singularOf(next)).includes("n") && !STOPWORDS.has(next)))) rest.pop();
      if (rest.length === 0) continue;
      // ("gardening on a budget", "cooking on a shoestring": the doing is a pastime of its own and the budget is how it
      // is done, no subject alone ("The Budget Lab"); "living off the grid" has no pastime, "The Living Hour".)
      const circumstance = rest.length > 2 && /^(on|off|over|out|up|down)$/.test(rest[0]) && DETERMINERS.test(rest[1]);
      if (circumstance) for (const w of rest.slice(2)) settings.add(w);
      if (!circumstance || !familyFor(t)) ings.add(t);
      for (const w of rest) if (PARTICLES.test(w)) ings.add(w);
      // ("a teacher quitting her job": a show speaks to its listener, "Quitting Your Job", never "Quitting Her Job".)
      const phrase = hyphenCase(titleCase([t, ...rest.map((w) => (/^(his|her|their|my)$/.test(w) ? "your" : w))].join(" ")));
      if (!phrases.includes(phrase)) phrases.push(phrase);
    }
  }
  return { phrases: phrases.slice(0, 3), ings, settings };
}

/** "best", "worst", "hardest", "biggest": a word that ranks names nothing a show is about. */
function superlative(word: string): boolean {
  // ("strangest", "bravest": the describing word ends in e.)
  return /^(best|worst|most|least)$/.test(word) || (/[^e]est$/.test(word) && (isAdjective(word.replace(/(.)\1?est$/, "$1")) || isAdjective(word.slice(0, -2))));
}

/** "Startups" -> "Startup", "True Crime" as it is: the last word of a topic in the singular, before another noun. */
function singularLast(topic: string): string {
  const ws = topic.split(" ");
  // ("Women", "Children": a plural with no s says whose before another noun, "The Women's Minute", never "The Women Minute".)
  if (/^(women|men|children|people|gentlemen)$/i.test(ws[ws.length - 1])) {
    ws[ws.length - 1] = `${titleCase(ws[ws.length - 1].toLowerCase())}'s`;
    return ws.join(" ");
  }
  ws[ws.length - 1] = titleCase(singularOf(ws[ws.length - 1].toLowerCase()));
  return ws.join(" ");
}

/** "two sisters revisit unsolved cases": a word WordNet knows only as a verb, or one after "to"/"who", is an action here, not a topic. */
function usedAsVerb(word: string, description: string): boolean {
  const pos = partsOfSpeech(word);
  if (pos === "v") return true;
  if (!pos.includes("v")) return false;
  const ts = tokens(description.toLowerCase());
  // ("what actually works": a subject, and any -ly word, before it.)
  const subject = (k: number) => k >= 0 && /^(to|who|that|we|they|you|what|it|he|she)$/.test(ts[k]);
  return ts.some((t, i) => t === word && i > 0 && (subject(i - 1) || (/ly$/.test(ts[i - 1]) && subject(i - 2)) || afterPluralSubject(ts, i) || afterOnePerson(ts, i)));
}

/**
 * "A firefighter shares stories", "a chef reviews cafés": a verb's -s form right after one person is what they do
 * ("Share Stories"); so is one after the opening "A lifeguard", whoever WordNet says a lifeguard is.
 */
function afterOnePerson(ts: readonly string[], i: number): boolean {
  const t = ts[i];
  // ("a retired detective reviews cold cases": describing words may stand between the article and the person.)
  let j = i - 2;
  while (j > 0 && (isAdjective(ts[j]) || /[^e]ed$/.test(ts[j]))) j--;
  return i > 1 && /[^s]s$/.test(t) && baseForm(t) !== t && partsOfSpeech(baseForm(t)).includes("v") && ts[i + 1] !== undefined && /^(a|an|the|my|our|one|this|every)$/.test(ts[j]) && (j === 0 || onePerson(ts[i - 1]) || namesPeople(ts[i - 1]));
}

/** "two best friends rate terrible movies": a plain verb right after a plural noun, with something after it, is what they do ("Rate on the Deep End"). */
function afterPluralSubject(ts: readonly string[], i: number): boolean {
  const before = ts[i - 1];
  const after = ts[i + 1];
  return !/s$/.test(ts[i]) && /[^s]s$/.test(before) && partsOfSpeech(before).includes("n") && after !== undefined && !/^(for|of|with|and|or|in|on|at|by|from|to|about|club|show|night)$/.test(after);
}

/** A single plain noun that can stand on one side of '&': not a describing word, a person or a format word. */
function pairable(word: string | null): word is string {
  if (!word || /\s/.test(word)) return false;
  const w = word.toLowerCase();
  return !isAdjective(w) && !isAudience(w) && !FORMAT.has(w) && !/(er|ers|or|ors|ist|ists|ian|ians)$/.test(w);
}
