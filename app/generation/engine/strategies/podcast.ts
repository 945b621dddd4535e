import type { PodcastName } from "../../catalog/types";
import type { Maker } from "./types";
import { escapeRegExp, fold, hyphenCase, titleCase, tokens, withArticle } from "../core/text";
import { STOPWORDS } from "../core/stopwords";
import { list, ORDINAL } from "../core/words";
import { indefinite, isAdjective, isPastTense, pastTense, singularOf, verbOfIng } from "../core/pos";
import { baseForm, ING_THINGS, namesPeople, partsOfSpeech } from "../core/understand";
import { familyFor, isAudience } from "../data/description-families";
import { isKnownGivenName } from "../core/name-gender";
import { memo } from "../core/memo";
import { plural } from "./titles";
import { PODCAST_WORLDS } from "../data/podcast-worlds";

// (No stock setting for a talk, "on the Ferry", "at the Fireside", "Between Two Mics": it says nothing of the visitor's
// subject and reads the same on every show.)
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
const SERIES = list("Tapes, Letters, Postcards, Dispatches, Notes, Sessions, Conversations, Chronicles, Minutes, Field Notes, Hours, Logbook, Digest, Papers");
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
// (Asked of the same few words on every title made: worked out once.)
const onePerson = memo(isOnePerson, 5000);
function isOnePerson(topic: string): boolean {
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
          // ("women inventors": who they are keeps its plural before the noun, "Forgotten Women Inventors", never "Woman Inventors".)
          const words = [...ws.slice(0, -1).map((w) => (GENDERED.test(w) ? w : singularOf(w))), last].map((w) => CLIPS[w] ?? w);
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
      // ("a mum and dad share what works", "they explain how": a word before "what" or "how" is what someone does, "Autism Share".)
      // ("the worst films ever made", "by train across Europe": a word that says when or which way ends the subject, "Film Ever", "Train Across".)
      const verbBeforeClause = partsOfSpeech(t).includes("v") && /^(what|how|why|whatever|everything|it|them)$/.test(ts[i + 1] ?? "");
      // ("where our food comes from", "how money works": the verb after the thing in such a clause is what it does, "Food Come
      // Club", "The Money Work Tapes".)
      // ("why empires fall": a plain verb after a plural thing too.)
      const agrees = /[^s]s$/.test(t) || (/[^s]s$/.test(ts[i - 1] ?? "") && !/s$/.test(t));
      const whVerb = i > 1 && agrees && partsOfSpeech(t).includes("v") && !STOPWORDS.has(ts[i - 1]) && ts.slice(Math.max(0, i - 3), i - 1).some((x) => /^(where|how|why|when|what|whether)$/.test(x));
      if (whVerb) {
        doings.add(t);
        flush();
        continue;
      }
      if (doing.has(i) || PARTITIVE.test(t) || names.has(t) || byHost || byPeople || verbBeforeClause || ADVERBIAL.test(t)) {
        if (verbBeforeClause) doings.add(t);
        flush();
        continue;
      }
      // ("friends rate terrible movies": what they do ends the phrase before it, "Rate Terrible Movie Files".)
      // ("small farm owners", "new dog owners": the thing that names the people is the subject, in the plural, "Notes on
      // Small Farms", never "Notes on Small Farm" or "The Owner Lab".)
      // ("forgotten women inventors", "women founders": who they are, before the people a show is about, is part of the subject.)
      const modifier = GENDERED.test(t) && ts[i + 1] !== undefined && !STOPWORDS.has(ts[i + 1]) && !GENDERED.test(ts[i + 1]) && partsOfSpeech(singularOf(ts[i + 1])).includes("n");
      if (modifier) {
        run.push(t);
        continue;
      }
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
const GENDERED = /^(women|men|girls|boys)$/;
const ADVERBIAL = /^(ever|never|always|across|along|around|together|alone|anymore|yet|too|very)$/;

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
  // Who hosts, as typed: "two nurses" ("Two Nurses and a Night Shift"), "a marine biologist" ("Ask a Marine Biologist").
  const { crew, crewNouns, expert } = crewOf(ctx.description);
  const hostWordsSaid = new Set([...crewNouns, ...[...crewNouns].map((w) => plural(w)), ...(expert ? wordsOf(expert) : [])]);
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
  // ("every Zelda game", "the Harry Potter books": a name before a thing it names, or after "every", is a title, no host.)
  const titled = (n: string) => new RegExp(`\\b(every|each|all|the|of|about|on)\\s+${escapeRegExp(n.toLowerCase())}\\b|\\b${escapeRegExp(n.toLowerCase())}\\s+(games?|series|books?|films?|movies?|lore|saga|franchise|universe|albums?|songs?)\\b`).test(ctx.description.toLowerCase());
  const named = ctx.properNouns.filter((n) => n.length > 2 && (/\s/.test(n) || !hosts(n) || (titled(n) && !paired(n))) && !describes(n));
  // (With nothing else to go on, "dating again in your forties" is about dating again: "The Dating Again Diaries", never "Curious Minds".)
  // A doing said in a few plain words ("moving abroad", "losing weight") is a subject beside the nouns ("Moving Abroad Tonight").
  const doingSubjects = gerunds.phrases.map((g) => g.toLowerCase()).filter((g) => g.split(" ").length <= 3 && g.split(" ").slice(1).every((w) => !DETERMINERS.test(w) && w !== "to"));
  let keywords = nouns.length + compounds.length + named.length > 0 ? [...nouns, ...compounds, ...named, ...doingSubjects] : phrases.length > 0 ? phrases.map((p) => p.toLowerCase()) : gerunds.phrases.length > 0 ? gerunds.phrases.map((g) => g.toLowerCase()) : allKeywords.filter((k) => !age(k) && !doings.has(k));
  // ("the worst films ever made", "by train across Europe": "ever" and "across" say when or which way, "The Ever Hour".)
  keywords = keywords.filter((k) => !ADVERBIAL.test(k.toLowerCase()));
  // ("two nurses talk about night shifts", "a doctor busts diet myths": who hosts is no subject where there is another,
  // "Notes on Doctors", "A Field Guide to Nurses".)
  const unhosted = keywords.filter((k) => !k.toLowerCase().split(" ").some((w) => hostWordsSaid.has(w)));
  if (unhosted.length > 0) keywords = unhosted;
  // ("a beginner's guide to sourdough": a guide is what the show is, never its subject, "Beginner's Guide Decoded".)
  keywords = keywords.filter((k) => !/\b(guide|guides|introduction|intro|primer)$/i.test(k));
  // ("first-time founders", "unsolved cases": the people or things themselves are a subject too, "Founders Off the Record".)
  for (const c of compounds) {
    const ws = c.split(" ");
    const head = ws[ws.length - 1].toLowerCase();
    if (ws.length === 2 && !onePerson(singularOf(head)) && (/-/.test(ws[0]) || isAdjective(ws[0].toLowerCase()) || participle(ws[0].toLowerCase())) && !keywords.some((k) => singularOf(k.toLowerCase()) === singularOf(head))) keywords.push(head);
  }
  // ("unsolved cases", "a woman who went missing": a cold case is the genre's own word for them, "The Cold Case Hour".)
  if (CRIME.test(`${nicheText} ${ctx.description}`.toLowerCase()) && UNSOLVED.test(ctx.description.toLowerCase()) && !keywords.includes("cold cases")) keywords.push("cold cases");
  // ("honest talk for new dads": who a show is for, said with what sets them apart, is what it is about, "The New Dad Hour".)
  const forWhomSaid = /\bfor ((?:new|first-time|young|single|working|busy|stay-at-home|expectant|tired|older|retired|solo|new-ish) [a-z]+)\b/.exec(fold(ctx.description).toLowerCase());
  if (forWhomSaid && isAudience(forWhomSaid[1].split(" ")[1]) && !keywords.includes(forWhomSaid[1])) keywords.push(forWhomSaid[1]);
  // ("women who started businesses after 40": the people who did it are the subject, "Women Founders", never
  // "Businesses Confidential" or "Sunday Women's Chronicles".)
  const founded = foundersIn(ctx.description);
  if (founded) keywords = [founded, ...keywords.filter((k) => !/^(business(es)?|compan(y|ies)|startups?|firms?|brands?)$/i.test(k) && k.toLowerCase() !== founded.toLowerCase())];
  // ("life in the classroom", "women who…": a word that could be said of any show is no subject where another is,
  // "Talking Life", "Women Unpacked"; "stand-up" is one word, never "Stand".)
  const broken = (k: string) => new RegExp(`\\b${escapeRegExp(k.toLowerCase())}-[a-z]|[a-z]-${escapeRegExp(k.toLowerCase())}\\b`).test(ctx.description.toLowerCase());
  const specific = keywords.filter((k) => !vague(k) && !broken(k));
  if (specific.length > 0) keywords = specific;
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
  const familyIdioms = [...new Set([...nicheWords, ...[...ctx.mentioned].filter((w) => !hostWordsSaid.has(w) && !DOING.has(w) && !doings.has(w) && !framing.has(w) && !usedAsVerb(w, ctx.description))].flatMap((w) => IDIOMS[familyFor(w)?.key ?? ""] ?? []))];
  // (Football's own phrases, as its fans in Britain say them; a show about failing has its own: "Failing Forward".)
  const idioms = [...familyIdioms.filter((i) => !IDIOMS.sports.includes(i) || !tone.football), ...(tone.football ? FOOTBALL_IDIOMS : []), ...(tone.failure ? FAILURE_IDIOMS : [])].filter((i) => !tone.clashes(i));
  const idiomShapes: [string, string][] = [
    ["IDIOM", "a phrase the subject's own fans use says who the show is for before anyone presses play"],
    ["IDIOM Podcast", "it is a phrase fans of the subject already say, with 'Podcast' so it is found in search"],
  ];

  const expertArticle = expert ? indefinite(expert) : "a";
  const lowText = `${nicheText} ${ctx.description}`.toLowerCase();
  const comic = COMIC.test(lowText);
  const interviews = /\binterview\w*|\bconversations? with\b|\btalks? (to|with)\b|\bguests?\b/.test(lowText);
  const crime = CRIME.test(lowText);
  const history = HISTORY.test(lowText);
  // The subject as the visitor put it, with its own describing words: "Forgotten Women Inventors", "Unsolved Cases".
  const hooks = [...(founded && founded.includes(" ") ? [founded] : []), ...phrases.filter((p) => !/\b(guide|guides|introduction|intro|primer)$/i.test(p) && !/^(former|retired)\b/i.test(p) && !crewNouns.has(singularOf(p.split(" ").pop()!.toLowerCase())) && !EVALUATIVE.test(p.split(" ")[0].toLowerCase()) && !vague(p))];
  const hook = hooks.length > 0 ? hooks[0] : null;
  // ("unsolved murders": the murders are unsolved ones; the bare word alone, "Murders in Depth", "The Murder Dossier",
  // cuts the subject to one word.)
  const hookHeads = new Set(hooks.filter((h) => h.includes(" ")).map((h) => singularOf(h.split(" ").pop()!.toLowerCase())));
  const wholeKeywords = keywords.filter((k) => k.includes(" ") || !hookHeads.has(singularOf(k.toLowerCase())));
  const topicKeywords = wholeKeywords.length > 0 ? wholeKeywords : keywords;
  // ("a former bank manager interviews…", "a beginner's guide to…": who hosts and what the show is are no subject, "Inside Former Bank Managers".)
  const topicPhrasesSaid = phrases.filter((p) => !vague(p) && !EVALUATIVE.test(p.split(" ")[0].toLowerCase()) && !/\b(guide|guides|introduction|intro|primer)$/i.test(p) && !p.toLowerCase().split(" ").some((w) => hostWordsSaid.has(w) || hostWordsSaid.has(singularOf(w))));
  const flavour = flavourShapes(lowText, founded ? `${ctx.description} ${founded.toLowerCase()}` : ctx.description, hooks, named, crime, history, comic);
  const whos = [...(crew ? [crew] : []), ...(forWhomSaid ? [titleCase(forWhomSaid[1])] : []), ...hooks.filter((h) => onePerson(singularOf(h.split(" ").pop()!.toLowerCase())) && /s$/.test(h)).slice(0, 1)];
  // (Worked out once a request: the same few subjects come back on every title made.)
  const crewMemo = new Map<string, boolean>();
  const aboutCrew = (t: string) => {
    let is = crewMemo.get(t);
    if (is === undefined) crewMemo.set(t, (is = crewNouns.has(singularOf(t.split(" ").pop()!.toLowerCase()))));
    return is;
  };
  const hookSing = hook ? singularLast(hook) : "";
  const hookPerson = hook ? aboutCrew(hook) || onePerson(singularOf(hook.split(" ").pop()!.toLowerCase())) : false;
  // ("Tales from the Night Shift"; never "Tales from the Football Tactic": only a place or a stretch of work has tales from it.)
  const hookTales = !!hook && PLACE_HEADS.test(hook.split(" ").pop()!.toLowerCase()) && !/ing$/i.test(hook) && !hookPerson && !GENDERED.test(hook.split(" ")[0].toLowerCase()) && !isAdjective(hook.split(" ")[0].toLowerCase()) && !crime;
  const hookConfessions = !!hook && !!(crew || expert) && !hookPerson && !crime && !history;
  let calls = 0;
  // (The phrase with a tail, "Unsolved Cases in Depth", in about half the results: only a few tails suit a grave phrase,
  // and one in every result brought the same ones back again and again.)
  let hookTailUsed = r.chance(0.45);
  const tailed = new Set<string>();
  // A title of the visitor's own, said the ways real shows say it: "Unsolved Seventies", "The Unsolved Seventies Podcast".
  const variant = (t: string): string => {
    const roll = r.next();
    // ("The Sourdough Baking": a doing takes no article.)
    return roll < 0.4 ? t : roll < 0.6 ? `${t} Podcast` : roll < 0.8 || /ing$/i.test(t) ? `The ${t} Podcast` : `The ${t}`;
  };
  const usedIdioms = new Set<string>();
  const usedGerunds = new Set<string>();
  // A day or an hour only where the visitor said when ("every Friday": "The Friday Football Hour"); one made up
  // ("Friday Classroom Radio", "Midweek Life Radio") is filler nobody would pick.
  const saidSlots = SLOTS.filter((sl) => new RegExp(`\\b${sl.toLowerCase().replace("-", "[- ]?")}s?\\b`).test(lowText));
  // Who hosts, as one of them would say it: "Confessions of a Teacher", "Diary of a Nurse".
  // ("two sisters": who they are to each other is no job to confess, "Confessions of a Sister".)
  const hostPerson = crew ? (KIN.test(crew.split(" ").pop()!.toLowerCase()) ? null : titleCase(singularOf(crew.split(" ").pop()!.toLowerCase()))) : expert;
  const grave = crime || GRAVE.test(lowText) || TENDER.test(lowText);
  const world = worldTitles(lowText, crew, hostPerson, founded).filter(([t]) => !tone.clashes(t) && !(grave && LIGHT_WORDS.test(t)));
  const echoedVerb = new RegExp(`\\b(${["Revisited", "Uncovered", "Unpacked", "Decoded", "Unlocked", "Unfiltered", "Unscripted", "Unplugged", "Explained"].filter((t) => new RegExp(`\\b${t.toLowerCase().replace(/e?d$/, "")}`).test(lowText)).join("|") || "(?!)"})$`);
  const worldSet = new Set(world.map(([t]) => t));
  let worldMade = 0;
  // ("Ask a Nurse", "Ask a Beekeeper": one title, in about half the results; in every one, it was the same first name
  // each time a visitor asked again.)
  const askExpert = !!expert && r.chance(0.5);
  // (Two of the world's titles a result: with three, "The Pivot", "Early Days" and "Notes from the Boardroom" came back in
  // every other result. A show with one subject, "life in the classroom", leans on a big world more, or the few titles
  // of its one subject, "Classroom Tonight", would fill every result.)
  const oneSubject = keywords.length <= 1 && world.length >= 60;
  const worldMax = oneSubject ? WORLD_MAX + 1 : WORLD_MAX;
  const worldShare = oneSubject ? WORLD_SHARE * 2 : WORLD_SHARE;
  const familyMade = new Map<string, number>();
  // (One title a result from each place of the world: "Letters from the Archives", "Dispatches from the Archives" and
  // "Back in the Archives" in one list read as one idea.)
  const worldPlaces = [...new Set(PODCAST_WORLDS.flatMap((w) => w.places.map((pp) => pp.replace(/^(in|on|at|down|under|behind|above|out in)\s+/i, ""))))].filter((np) => world.some(([t]) => t.endsWith(np)));
  const placesUsed = new Set<string>();
  const freshPlace = (t: string) => {
    const np = worldPlaces.find((p) => t.endsWith(p) || t.startsWith(`${p.replace(/^the /i, "")} `));
    if (!np) return true;
    if (placesUsed.has(np)) return false;
    placesUsed.add(np);
    return true;
  };
  return (): PodcastName | null => {
    // A fan's phrase is a treat, one or two in a result: a short list would otherwise come back every time.
    if (idioms.length > 0 && r.chance(0.03)) {
      const idiom = r.pick(idioms);
      if (usedIdioms.has(idiom)) return null;
      usedIdioms.add(idiom);
      const [shape, reason] = r.pick(idiomShapes);
      if (tone.clashes(shape)) return null;
      return made(shape.replace("IDIOM", idiom), reason);
    }
    // A doing the show is about, as the visitor said it: "Starting Over Together", "Notes on Leaving the Classroom".
    // (A little more often where the show has a world of its own, whose phrases, "Making Hay", would otherwise crowd
    // out "Running a Family Farm".)
    if (gerunds.phrases.length > 0 && r.chance((niche ? 0.1 : 0.2) * (world.length > 0 ? 1.6 : 1))) {
      const g = r.pick(gerunds.phrases);
      // ("The Leaving the Classroom Club"; "Life After Dating Again": only what ends something has an after.)
      const fits = GERUND_SHAPES.filter(([sh]) => !(/^The G/.test(sh) && / (the|a|an) /i.test(g)) && (sh !== "Life After G" || /^(leaving|quitting|losing|retiring|moving|getting|coming|breaking|selling|closing|finishing|ending)\b/i.test(g)));
      const [shape, reason] = r.pick(fits);
      if (usedGerunds.has(shape) || tone.clashes(shape.replace("G", ""))) return null;
      usedGerunds.add(shape);
      return made(shape.replace("G", g), reason);
    }

    // A title in the words of the show's own world, "Staffroom Confidential", "Two Teachers, One Bell", "Tight Lines".
    // (A show about something people do, "running a family farm", leads with the doing; its world's phrases are fewer.)
    if (world.length > 0 && r.chance(gerunds.phrases.length > 0 ? worldShare / 2 : worldShare)) {
      const [t, why] = r.pick(world);
      if (worldMade >= worldMax || !freshPlace(t)) return null;
      worldMade++;
      return made(t, why);
    }
    // With a niche given, the description's own phrases ("Unsolved Case") and subjects ("The Sister
    // Files" for true crime) still lead about half the titles: the niche alone would give the same few every time.
    const phrase = hooks.length > 0 && r.chance(niche ? 0.35 : 0.5) ? r.pick(hooks) : topicPhrasesSaid.length > 0 && r.chance(niche ? 0.25 : 0.4) ? r.pick(topicPhrasesSaid) : null;
    // (The description's own subject leads: "anxiety" more often than the niche "mental health".)
    const kwTopic = keywords.length > 0 && r.chance(niche ? 0.82 : 0.75) ? titleCase(r.pick(topicKeywords)) : null;
    // A subject of anyone's show ("Hidden Histories", "Modern Life") only where the description gives none of its own:
    // "Sleepless Hidden History Club" for career changers after fifty is nobody's pick.
    // ("first-time founders": a long phrase for people leaves room for only the shortest words after it, and the same few,
    // "First-Time Founder Radio", came back every time; now and then the people alone, "The Founder Files", "Founders Unfiltered".)
    // (Only where the words before them say a stage, never who they are: "Forgotten Women Inventors" stay whole.)
    const stage = phrase ? STAGE_OF.exec(phrase) : null;
    const peopleAlone = stage && PEOPLE.test(singularOf(stage[1].toLowerCase())) && !KIN.test(singularOf(stage[1].toLowerCase())) && r.chance(0.4) ? titleCase(stage[1]) : null;
    const topic = peopleAlone ?? phrase ?? (niche && kwTopic ? kwTopic : null) ?? (niche || kwTopic || (keywords.length > 0 ? titleCase(r.pick(topicKeywords)) : r.pick(GENERIC_NICHES)));
    const picked = keywords.length > 0 && r.chance(0.5) ? titleCase(r.pick(topicKeywords)) : null;
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
    // ("from the night shift", "in the classroom": a thing typed after an article keeps one after a preposition,
    // "What Nobody Tells You About the Night Shift", "Inside the Classroom", and makes no "Let's Talk Classroom".)
    const isPeople = onePerson(singularOf(topic.split(" ").pop()!.toLowerCase())) || GENDERED.test(topic.split(" ")[0].toLowerCase()) || aboutCrew(topic);
    const typedAs = named.includes(topic) || isPeople ? { articled: false, prep: null } : articledIn(topic, lowText);
    const articled = typedAs.articled;
    const objTopic = articled ? `the ${bareTopic}` : bareTopic;
    // A subject someone loves, said warmly: "For the Love of Knitting", "Astronomy for the Rest of Us", "Talk Castles
    // to Me"; never for a grave or tender subject ("The Joy of Unsolved Cases"), nor for people ("Hooked on Founders").
    const fond: [string, string][] = grave || articled || isPeople || vague(topic) ? [] : [
      [`For the Love of ${bareTopic}`, `it says plainly why anyone listens: they love ${bareTopic.toLowerCase()}`],
      [`${bareTopic} for the Rest of Us`, `it promises ${bareTopic.toLowerCase()} without the gatekeeping, for people who are not experts`],
      [`Mostly ${bareTopic}`, `it admits with a smile that the talk wanders, but always comes back to ${bareTopic.toLowerCase()}`],
      [`Strictly ${bareTopic}`, `it promises that every episode stays on ${bareTopic.toLowerCase()}`],
      [`Talk ${bareTopic} to Me`, `it borrows a line everyone knows and points it at ${bareTopic.toLowerCase()}`],
      [`In Praise of ${bareTopic}`, `it sounds like an essay in favour of ${bareTopic.toLowerCase()}, warm rather than neutral`],
      [`The Joy of ${bareTopic}`, `it promises the pleasure of ${bareTopic.toLowerCase()}, not the chores`],
      [`Hooked on ${bareTopic}`, `it admits the hosts cannot stop thinking about ${bareTopic.toLowerCase()}, and listeners will not either`],
      [`A Love Letter to ${bareTopic}`, `it promises real affection for ${bareTopic.toLowerCase()} in every episode`],
      ...(comic || /ing$/i.test(bareTopic) ? [[`${bareTopic} Anonymous`, `it jokes that ${bareTopic.toLowerCase()} is a habit people need a support group for`]] as [string, string][] : []),
    ];
    // The people a show is about, as one of them would put it: "Founder to Founder", "Confessions of a First-Time
    // Founder", "The Accidental Founder" (never "The Sunday Founder Sessions").
    // (Not for people of the past: "Ask an Inventor" for forgotten inventors of the 19th century.)
    // (Nor for who someone is to someone else: "So You Want to Be a Brother".)
    // (Nor for a word that only looks like a doer: "river" is no one who rives, "So You Want to Be a River".)
    const lastWord = singularOf(topic.split(" ").pop()!.toLowerCase());
    const oneWhole = isPeople && (PEOPLE.test(lastWord) || (namesPeople(lastWord) && !/(er|or)$/.test(lastWord))) && !history && !KIN.test(lastWord) && !aboutCrew(topic) && !named.includes(topic) ? singularLast(topic.replace(/\b(Women|Men|Girls|Boys) /, "")) : "";
    // ("Confessions of a First-Time Founder" or "of a Founder": either, so the same few do not come back every time.)
    const oneShort = r.chance(0.5) ? oneWhole : oneWhole.split(" ").pop() ?? "";
    const whom = (x: string) => `${indefinite(x)} ${x}`;
    const personFrames: [string, string][] = oneWhole && !/'s$/.test(oneShort) ? [
      [`${oneShort} to ${oneShort}`, `it promises ${plural(oneShort.toLowerCase())} talking to each other as equals, not being lectured`],
      [`Confessions of ${whom(oneWhole)}`, `it promises what ${whom(oneWhole.toLowerCase())} only admits once the day is done`],
      [`Diary of ${whom(oneWhole)}`, `it promises the week-by-week story of ${whom(oneWhole.toLowerCase())}, told first-hand`],
      [`The Accidental ${oneShort}`, `it speaks to everyone who became ${whom(oneShort.toLowerCase())} without quite planning to`],
      [`So You Want to Be ${whom(oneShort)}`, `it speaks straight to the listener thinking of becoming ${whom(oneShort.toLowerCase())}`],
      [`Becoming ${whom(oneShort)}`, `it promises the story of how people become ${plural(oneShort.toLowerCase())}, step by step`],
      [`The Making of ${whom(oneShort)}`, `it promises the moments that turn someone into ${whom(oneShort.toLowerCase())}`],
      [`The Reluctant ${oneShort}`, `it is for every ${oneShort.toLowerCase()} who has doubted they were cut out for it`],
      [`Ask ${whom(oneShort)}`, `it invites listeners to bring their questions to ${plural(oneShort.toLowerCase())} who have been there`],
      [`The ${plural(oneShort)} Next Door`, `it promises ordinary ${plural(oneShort.toLowerCase())}, the kind listeners might live beside, not famous names`],
      [`Behind Every ${oneShort}`, `it promises the people and the moments behind every ${oneShort.toLowerCase()} you have heard of`],
      [`${plural(oneWhole)} Like Us`, `it tells listeners the show is made by and for ${plural(oneWhole.toLowerCase())} just like them`],
      [`One ${oneWhole} at a Time`, `it says how the show works: one ${oneWhole.toLowerCase()} and their story each episode`],
      [`Letters to a Young ${oneShort}`, `it borrows the shape of a famous book of advice and addresses it to every new ${oneShort.toLowerCase()}`],
      [`Notes from ${whom(oneShort)}`, `it sounds like ${whom(oneShort.toLowerCase())} writing down what they learn as they go`],
      [`What Makes ${whom(oneShort)}`, `it asks the question every episode tries to answer: what it really takes to be ${whom(oneShort.toLowerCase())}`],
      [`Every ${oneShort} Has a Story`, `it promises that each episode finds the story behind one ${oneShort.toLowerCase()}`],
      [`Portrait of ${whom(oneShort)}`, `it promises each episode draws one ${oneShort.toLowerCase()} closely, as a portrait would`],
      [`A Day in the Life of ${whom(oneShort)}`, `it promises the ordinary days of ${plural(oneShort.toLowerCase())}, hour by hour`],
    ] : [];
    // ("One Cold Case at a Time", "One Castle at a Time": a show that takes its subject one by one says so.)
    const oneByOne: [string, string][] = !isPeople && !articled && !asSaid(topic) && !/^\S+ing\b/i.test(topic) && /[^s]s$/i.test(topic) && !/(ics|news|arts|sports)$/i.test(topic) && topic.split(" ").length <= 2 ? [[`One ${singularLast(topic)} at a Time`, `it says how the show works: one ${singularLast(topic).toLowerCase()} each episode, looked at properly`]] : [];
    // Who talks, as the visitor said it: "Two Nurses and a Night Shift", "Ask the Marine Biologist".
    const crewTopic = aboutCrew(topic) ? (hook && !aboutCrew(hook) ? hook : null) : topic;
    const crewShapes: [string, string][] = [];
    if (crew && crewTopic) {
      const one = withArticle(singularLast(crewTopic));
      if (!named.includes(crewTopic)) crewShapes.push([`${crew} and ${one}`, `it says who is talking, ${crew.toLowerCase()}, and what they keep coming back to, ${one.toLowerCase()}`]);
      if (r.chance(0.1)) crewShapes.push([`${crew}, One Mic`, `it puts ${crew.toLowerCase()} at the centre, the way the show sounds when they sit down to talk`]);
      if (comic) crewShapes.push([`${crew} Walk Into a Bar`, `it opens like a joke, which suits ${crew.toLowerCase()} who make ${manyOf(crewTopic).toLowerCase()} funny`]);
    }
    if (askExpert) crewShapes.push([`Ask ${expertArticle} ${expert}`, `it invites listeners to bring their questions to ${withArticle(expert).toLowerCase()}, the person behind the show`]);
    // What the show promises to tell: "The Truth About Diet Myths", "What Nobody Tells You About Night Shifts".
    const promiseShapes: [string, string][] = [
      [`What Nobody Tells You About ${objTopic}`, `it promises the side of ${objTopic.toLowerCase()} people usually leave out`],
      [`The Truth About ${objTopic}`, `it promises straight answers about ${objTopic.toLowerCase()}`],
    ];
    const hookShapes: [string, string][] = [];
    if (hook) {
      // (Now and then: the phrase alone, "Unsolved Cases", is one title, and came back in every other result.)
      if (r.chance(0.3)) hookShapes.push([variant(hook), `it is your own phrase, ${hook.toLowerCase()}, so listeners know the subject from the title alone`]);
      if (hookTales) hookShapes.push([`Tales from the ${hookSing}`, `it promises stories told from inside ${withArticle(hookSing).toLowerCase()}`]);
      if (hookConfessions) hookShapes.push([`${hookSing} Confessions`, `it promises the stories from ${hook.toLowerCase()} that only people who were there can tell`]);
    }
    // (A title with none of the visitor's words, "Dead Ends", "So Bad It's Good", is a treat: every result would otherwise repeat it.)
    const slot = saidSlots.length > 0 ? r.pick(saidSlots) : null;
    // Who speaks, or who listens, with what they talk about: "Two Sisters on Unsolved Cases", "Money for New Dads".
    const whoShapes: [string, string][] = [];
    for (const who of whos) {
      if (topic.toLowerCase().includes(who.split(" ").pop()!.toLowerCase().replace(/s$/, ""))) continue;
      // ("Two Teachers in the Classroom", as typed; never "Two Teachers on the Classroom".)
      const prep = articled ? typedAs.prep : "on";
      if (prep) whoShapes.push([`${who} ${prep} ${objTopic}`, prep === "on" ? `it says who is talking, ${who.toLowerCase()}, and about what, ${objTopic.toLowerCase()}` : `it says who is talking, ${who.toLowerCase()}, and where their stories come from, ${prep} ${objTopic.toLowerCase()}`]);
      if (!articled) whoShapes.push([`${who} Talk ${bareTopic}`, `it says who is talking, ${who.toLowerCase()}, and what they talk about, ${bareTopic.toLowerCase()}`]);
      if (forWhomSaid && who === titleCase(forWhomSaid[1])) whoShapes.push([`${bareTopic} for ${who}`, `it says what the show covers, ${bareTopic.toLowerCase()}, and who it is made for, ${who.toLowerCase()}`]);
    }
    const genreShapes: [string, string][] = flavour.filter(([t]) => !FIXED_FLAVOUR.has(t) || r.chance(0.12)).map(([t, why]) => [/^(She|Ask|So|The|Year|Day) /.test(t) ? t : variant(t), why]);
    const people = onePerson(singularOf(topic.split(" ").pop()!.toLowerCase())) && !aboutCrew(topic) && !GENDERED.test(topic.split(" ")[0].toLowerCase());
    const shapes: [string, string][] = [
      ...hookShapes,
      ...crewShapes,
      // (The genre's few titles, "Unsolved Seventies", half the time: always there, they opened one result in eight each.)
      ...(r.chance(0.5) ? genreShapes : []),
      ...whoShapes,
      // (A day or an hour of its own makes a show an appointment, and never says anything untrue of its subject, as a mood
      // would: "The Sunday Founder Sessions", "Late-Night Case Files", never "The Loud Town Podcast".)
      ...(slot ? [
        [`The ${slot} ${topicMod} ${r.pick(SLOT_SHOWS)}`, `'${slot}' in the title makes every episode an appointment listeners keep`],
        [`${slot} ${topicMod} ${r.pick(SERIES)}`, `'${slot}' and a word for a series make it sound like something to catch every week`],
        [`The ${slot} ${kwMod ?? topicMod} ${r.pick(SLOT_SHOWS)}`, `'${slot}' in the title makes every episode an appointment listeners keep`],
        [`${slot} ${topicMod} ${r.pick(SLOT_SHORT)}`, `'${slot}' in the title makes every episode an appointment listeners keep`],
      ] as [string, string][] : []),
      ...fond,
      ...personFrames,
      ...oneByOne,
      ...(world.length > 0 ? [r.pick(world), r.pick(world), r.pick(world)] : []),
      ...promiseShapes,
      ...(people && interviews ? [[`The ${topicMod} Interviews`, `each episode is an interview with ${withArticle(singularLast(topic)).toLowerCase()}, as your show promises`], [`In Conversation with ${bareTopic}`, `it says what every episode is: a long conversation with ${bareTopic.toLowerCase()}`], [`${bareTopic} in Their Own Words`, `it promises ${bareTopic.toLowerCase()} telling it themselves, not a host telling it for them`]] as [string, string][] : []),
      ...(people ? [[`Conversations with ${bareTopic}`, `each episode is a conversation with ${bareTopic.toLowerCase()}, in their own words`], [`Life as ${withArticle(singularLast(topic))}`, `it promises what it is really like to be ${withArticle(singularLast(topic)).toLowerCase()}`]] as [string, string][] : []),
      ...(people ? [[`${bareTopic} Off the Clock`, `it promises ${bareTopic.toLowerCase()} talking the way they do once the work is done`], [`Meet the ${bareTopic}`, `it introduces listeners to ${bareTopic.toLowerCase()}, one episode at a time`], [`${bareTopic} Tell All`, `it promises ${bareTopic.toLowerCase()} saying what they usually keep to themselves`]] as [string, string][] : []),
      [withTail(bareTopic, "Off the Record"), "'Off the Record' promises what people say once the microphones are supposed to be off"],
      [`Straight Talk on ${objTopic}`, "'Straight Talk' promises plain answers, without the sales pitch"],
      [withTail(bareTopic, "After Hours"), "'After Hours' suggests the talk that starts once the day's work is done"],
      [withTail(bareTopic, "Unlocked"), "'Unlocked' promises a way into a subject that can seem closed to newcomers"],
      [`The ${topicMod} Breakdown`, "a breakdown promises each episode takes the subject apart, piece by piece"],
      [`The ${topicMod} Roundtable`, "a roundtable says several voices, and a real conversation, in every episode"],
      [`The ${topicMod} Lowdown`, "'Lowdown' promises the inside story, told plainly"],
      [`The ${topicMod} Show`, "a plain 'The X Show' says exactly what listeners will hear"],
      [`The ${topicMod} Podcast`, "it says the subject and the format, which is what people type into podcast search"],
      [withTail(bareTopic, "Unscripted"), "'Unscripted' promises real conversation, not a prepared speech"],
      [withTail(bareTopic, "Up Close"), "'Up Close' promises a near look at what most people only see from a distance"],
      [articled ? "" : `All Things ${bareTopic}`, "'All Things' promises every side of the subject, week after week"],
      [`The ${topicMod} Rundown`, "a rundown promises the week's essentials, quickly"],
      [`${bareTopic} in Conversation`, "it says the show is talk, with people who know the subject"],
      [withTail(bareTopic, "Revisited"), "'Revisited' promises a fresh look at what listeners thought they knew"],
      [`The ${topicMod} Hour`, "the classic 'The X Hour' format promises a regular, dependable listen"],
      [withTail(bareKw ?? bareTopic, "Unfiltered"), "'Unfiltered' promises honest, unscripted conversation"],
      [withTail(bareTopic, "After Dark"), "'After Dark' suggests the stories people only tell late at night"],
      // Both sides of '&' name things ("Books & Coffee"), never a describing word ("Loud & Game").
      [pairable(kw) && pairable(topic) ? `${bareKw} & ${bareTopic}` : "", "pairing two subjects shows both halves of what the show covers"],
      [pairable(kw) && pairable(topic) && !aboutCrew(kw!) && !aboutCrew(topic) ? `Of ${bareTopic} and ${bareKw}` : "", `it names two things the show keeps coming back to, ${bareTopic.toLowerCase()} and ${(bareKw ?? "").toLowerCase()}, like the title of an essay`],
      [pairable(kw) && pairable(topic) && !aboutCrew(kw!) && !aboutCrew(topic) ? `${bareTopic}, ${bareKw} and Everything Else` : "", `it starts from ${bareTopic.toLowerCase()} and ${(bareKw ?? "").toLowerCase()} and leaves room for whatever comes up`],
      [`${topicMod} Talk`, "it is short and clear, so it is easy to find in podcast search"],
      [articled ? "" : `${bareTopic}, Explained`, "it promises listeners will understand something by the end"],
      [`The ${kwMod ?? topicMod} Files`, "'Files' hints at deep dives and case-by-case episodes"],
      [`Inside ${objTopic}`, "'Inside' promises the view from people who know the subject first-hand"],
      [`${topicMod} Diaries`, "'Diaries' promises personal, week-by-week stories"],
      [/^\S+ing\b/i.test(bareTopic) || articled ? "" : `Talking ${bareTopic}`, "it says in two words what the show does"],
      [withTail(bareTopic, "Uncovered"), "'Uncovered' promises things listeners have not heard before"],
      [`The ${topicMod} Question`, "a question in the title makes people want to hear the answer"],
      [withTail(bareTopic, "Out Loud"), "'Out Loud' promises the things people usually only think"],
      [articled ? "" : `${bareTopic} in Plain English`, "it promises no jargon, which is what newcomers search for"],
      [`Notes on ${objTopic}`, "it sounds thoughtful and modest, like a friend sharing what they learned"],
      [`${topicMod} Club`, "a club is somewhere listeners belong, not just an audience"],
      [`The ${topicMod} Report`, "'Report' promises news and findings, episode after episode"],
      [withTail(bareTopic, "Tonight"), "'Tonight' makes each episode feel like an appointment"],
      [withTail(bareTopic, "Confidential"), "'Confidential' promises stories told behind closed doors"],
      [articled ? "" : `${bareTopic} 101`, "'101' promises a beginner-friendly way in"],
      [articled ? "" : `Let's Talk ${bareTopic}`, "it is an open invitation, and it says the show is a conversation"],
      [`${topicMod} Stories`, "it promises stories rather than lectures"],
      [`${topicMod} Radio`, "'Radio' gives it the warmth of a station you tune into every week"],
      [`${topicMod} Weekly`, "'Weekly' tells listeners when to expect the next episode"],
      [`The ${topicMod} Minute`, "'Minute' promises short episodes that fit a coffee break"],
      [`The ${topicMod} Sessions`, "'Sessions' sounds like recordings worth collecting, one after another"],
      [withTail(bareTopic, "Decoded"), "'Decoded' promises to make a confusing subject make sense"],
      [withTail(bareTopic, "Unpacked"), "'Unpacked' promises each episode takes one idea apart carefully"],
      [`The ${topicMod} Playbook`, "a playbook promises moves listeners can use themselves"],
      [`The ${topicMod} Journal`, "a journal suggests an honest record kept over time"],
      [`A Field Guide to ${objTopic}`, "a field guide promises practical help for people out in the real world"],
      [`${bareTopic}, Honestly`, "the comma and 'Honestly' sound like a friend about to tell the truth"],
      [`${bareTopic} Behind the Scenes`, "it promises what usually stays off camera"],
      [`${bareTopic} Deep Dive`, "'Deep Dive' promises long, thorough episodes"],
      // (More plain frames for any real subject, "The Sleep Notebook", "Cold Cases, Examined": with only a few, the same
      // ones came back in every other result once no made-up day filled the rest, "Sleep Unlocked". None after a subject
      // typed with an article, "Ward in Short", "City on Record".)
      ...(articled ? [] : [
        [`${bareTopic} in Depth`, "'in Depth' promises episodes that take their time over every question"],
        [`${bareTopic}, Examined`, "it promises a careful look, the way a good essay examines its subject"],
        [`${bareTopic} Under the Microscope`, "it promises a close, patient look at the details others skip"],
        [`${bareTopic} Explored`, "'Explored' promises curiosity, following the subject wherever it leads"],
        // ("every week" is when, never said again: "Game Picks, Week by Week".)
        ...(/\bweek/.test(lowText) ? [] : [[`${bareTopic}, Week by Week`, "it says how the show works: a regular look at the subject, every week"]] as [string, string][]),
        [`${bareTopic} in Brief`, "'in Brief' promises the essentials without the padding"],
        // (Short ones, so a long subject still has room: "Unsolved Cases, Plainly", "First-Time Founders in Short".)
        [`${bareTopic}, Plainly`, "'Plainly' promises the subject told simply, without jargon or drama"],
        [`${bareTopic} in Short`, "'in Short' promises episodes that get to the heart of it quickly"],
        [`${bareTopic} on Record`, "'on Record' promises people saying what they think, and standing by it"],
      ] as [string, string][]),
      [`The ${topicMod} Notebook`, "a notebook suggests ideas jotted down as they come, honest and unpolished"],
      [`The ${topicMod} Debrief`, "a debrief promises a frank look back at what happened and what it means"],
      [`The ${topicMod} Conversation`, "it promises one long, ongoing conversation about a single subject"],
      [`The ${topicMod} Brief`, "'Brief' promises short episodes that get straight to the point"],
      [`Real Talk on ${objTopic}`, "'Real Talk' promises honest opinions rather than polite ones"],
      // (A case, not the genre: "Cold Cases Reopened", "Chasing Cold Cases", never "True Crime Reopened".)
      ...(crime && !articled && !isPeople && !/\bcrimes?\b/i.test(topic) ? [
        [`${bareTopic} Reopened`, `it promises files on ${bareTopic.toLowerCase()} taken out of the drawer and read again`],
        [`${bareTopic}, Retold`, `it promises ${bareTopic.toLowerCase()} told again carefully, from the start`],
        [`The ${topicMod} Inquiry`, "'Inquiry' promises questions asked patiently until the answers add up"],
        [`Chasing ${bareTopic}`, `it promises the hosts following ${bareTopic.toLowerCase()} wherever the trail still goes`],
      ] as [string, string][] : []),
      // (Things, not people: "The Farmer Desk", "On Nurses".)
      ...(isPeople ? [] : [
        [`The ${topicMod} Desk`, "'Desk' sounds like a newsroom where someone covers this one subject full time"],
        [`The ${topicMod} Dossier`, "a dossier promises carefully gathered facts, one file at a time"],
        [`The ${topicMod} Casebook`, "a casebook promises one real example looked at properly in every episode"],
        ...(articled ? [] : [[`On ${objTopic}`, "it reads like the title of an essay: one subject, thought through properly"]] as [string, string][]),
      ] as [string, string][]),
      // (Not for a grave subject, "The Murder Companion", "Unsolved Murders Live", nor for people, "The Founder Almanac".)
      ...(grave || isPeople ? [] : [
        [`The ${topicMod} Companion`, "a companion promises a guide that stays with listeners, episode after episode"],
        [`The ${topicMod} Almanac`, "an almanac promises a little of everything worth knowing, gathered over the seasons"],
        [`The ${topicMod} Exchange`, "'Exchange' promises listeners and hosts trading what they know"],
        [`The ${topicMod} Insider`, "'Insider' promises knowledge from someone inside the subject's world, not watching it"],
        [`The ${topicMod} Guide`, "'Guide' promises practical help from people who know the way"],
        ...(articled ? [] : [
          [`${bareTopic} on Air`, "'on Air' gives it the feel of a live show listeners can tune into"],
          [`${bareTopic} Live`, "'Live' gives it the energy of a conversation happening right now"],
        ] as [string, string][]),
      ] as [string, string][]),
      [`${topicMod} ${r.pick(SERIES)}`, "a word for a series in the title promises episodes worth collecting, one after another"],
      [`The ${kwMod ?? topicMod} ${r.pick(SERIES)}`, "a word for a series in the title promises episodes worth collecting, one after another"],
      [`${kwMod ?? topicMod} ${r.pick(SERIES)}`, "a word for a series in the title promises episodes worth collecting, one after another"],
      // (Where football is argued about in Britain: the stands and the pub, never the campfire.)
      ...(tone.football ? [[`${bareKw ?? bareTopic} from the Terraces`, "it sounds like the view from the stands, where every fan has an opinion"], [`${bareKw ?? bareTopic} Down the Pub`, "it sounds like the arguments fans have after the match, pint in hand"]] as [string, string][] : []),
    ];
    // A frame that clashes with the subject or the tone asked for: "The Mental Health Hotline" for a gentle show,
    // "Overtime" for the Premier League, "The Startup Playbook" for founders who failed.
    // The first titles of a result lean on what is the visitor's own: who talks, who listens, their phrase with a promise,
    // two of their subjects, a day of its own ("Two Sisters on Unsolved Cases", "Money for New Dads", "Unsolved Cases
    // Revisited"), so repeated requests open differently rather than on the same few short titles.
    calls++;
    const tail = r.pick(TAILS);
    const genreLead = genreShapes.filter(([t]) => !FIXED_FLAVOUR.has(t));
    const ownLead = [...crewShapes.filter(([t]) => !t.endsWith("One Mic")), ...whoShapes];
    const lead = ([
      // (One of who speaks or listens, not all of them: "Two Sisters and a Cold Case" would open every result.)
      ...(r.chance(LEAD_OWN) && ownLead.length > 0 ? [r.pick(ownLead), r.pick(ownLead)] : []),
      // (Once a result: made again, the shortest of its forms would win every time, "First-Time Founders in Focus".)
      ...(hook && !hookTailUsed ? [[withTail(hook, tail[0]), `${tail[1]}, about ${hook.toLowerCase()}`]] as [string, string][] : []),
      ...(!tailed.has(bareTopic) && r.chance(0.5) && !(articled && BARE_TAILS.has(tail[0])) ? [[withTail(bareTopic, tail[0]), `${tail[1]}, about ${bareTopic.toLowerCase()}`]] as [string, string][] : []),
      // (One of the genre's titles at most: all of them each time would open every result on the same few, "Unsolved Seventies".)
      ...(r.chance(LEAD_FLAVOUR) && genreLead.length > 0 ? [r.pick(genreLead)] : []),
      ...(r.chance(LEAD_FLAVOUR) ? hookShapes : []),
      // (The visitor's own phrase as it is, "Forgotten Women Inventors", now and then among the first.)
      ...(hook && r.chance(0.12) ? [[variant(hook), `it is your own phrase, ${hook.toLowerCase()}, so listeners know the subject from the title alone`]] as [string, string][] : []),
      ...(slot ? [r.chance(0.5) ? [`The ${slot} ${topicMod} ${r.pick(SLOT_SHOWS)}`, `'${slot}' in the title makes every episode an appointment listeners keep`] : [`${slot} ${kwMod ?? topicMod} ${r.pick(SLOT_SHORT)}`, `'${slot}' in the title makes every episode an appointment listeners keep`]] as [string, string][] : []),
      // (Where a made-up day once stood, "Friday Classroom Radio": a title of the world, a fond or a personal one, or
      // any of the shapes, so repeated requests still open differently.)
      ...(world.length > 0 && r.chance(gerunds.phrases.length > 0 ? 0.3 : 0.5) ? [r.pick(world)] : []),
      ...(fond.length > 0 && r.chance(0.5) ? [r.pick(fond)] : personFrames.length > 0 && r.chance(0.3) ? [r.pick(personFrames)] : []),
      ...Array.from({ length: LEAD_ANY }, () => r.pick(shapes)),
      // ("The Cold Case Tapes", "Unsolved Case Letters": the subject with a word for a run of episodes.)
      r.chance(0.5) ? [`The ${kwMod ?? topicMod} ${r.pick(SERIES)}`, "a word for a series in the title promises episodes worth collecting, one after another"] : [`${hook && !hookPerson ? hookSing : topicMod} ${r.pick(SERIES)}`, "a word for a series in the title promises episodes worth collecting, one after another"],
    ] as [string, string][]).filter(([t]) => t !== "");
    const leadFits = lead.filter(([t]) => !tone.clashes(t));
    const pool = calls <= LEAD_CALLS && leadFits.length > 0 ? leadFits : shapes.filter(([t]) => !tone.clashes(t));
    if (pool.length === 0) return null;
    const [raw, reason] = r.pick(pool);
    if (hook && raw === withTail(hook, tail[0])) hookTailUsed = true;
    if (raw === withTail(bareTopic, tail[0])) tailed.add(bareTopic);
    if (!raw) return null;
    // (A handful of the world's own titles in a result: made again and again they would fill every list, "The Leap".)
    if (worldSet.has(raw)) {
      if (worldMade >= worldMax || !freshPlace(raw)) return null;
      worldMade++;
    }
    // (So with the people's own titles, "The Accidental Founder", and with who talks and the genre's own, "Two Sisters on
    // Cold Cases", "Unsolved Seventies": a few a result, or the favourites would open every one.)
    for (const [family, frames, max] of [["person", personFrames, 1], ["own", ownLead, 1], ["genre", genreLead, 1], ["fond", fond, 2]] as [string, [string, string][], number][]) {
      if (!frames.some(([t]) => t === raw)) continue;
      const n = familyMade.get(family) ?? 0;
      if (n >= max) return null;
      familyMade.set(family, n + 1);
    }
    // ("The Patient Moving Abroad Podcast", "Honest Dating Again Radio": a mood describes a thing, not a doing.)
    // ("Wild Bootstrapped Software Company Radio": a subject of three words is long enough without a mood.)
    // ("Mad About Starting Over" reads well; "Restless About Fun Maths Puzzles" is too long.)
    // ("two sisters revisit unsolved cases": what the hosts do is no promise of the title, "True Crime Revisited".)
    if (echoedVerb.test(raw)) return null;
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
const singularLast = memo(singularLastOf, 5000);
function singularLastOf(topic: string): string {
  const ws = topic.split(" ");
  // ("Women", "Children": a plural with no s says whose before another noun, "The Women's Minute", never "The Women Minute".)
  if (/^(women|men|children|people|gentlemen)$/i.test(ws[ws.length - 1])) {
    ws[ws.length - 1] = `${titleCase(ws[ws.length - 1].toLowerCase())}'s`;
    return ws.join(" ");
  }
  // ("Football Tactics", "Politics", "Martial Arts": a word whose singular is another thing keeps its s, never "Football Tactic".)
  if (/(ics|news|arts|sports|clothes|goods|olympics)$/i.test(ws[ws.length - 1])) return ws.join(" ");
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

// Words that judge a subject rather than name it: "Awful Night Shifts" is a review, "Night Shifts" the subject.
const EVALUATIVE = /^(funny|awful|terrible|great|good|bad|amazing|hilarious|honest|weird|crazy|silly|boring|best|worst|favourite|favorite|nice|cool|fun|real|true|little|big|new|latest|proper|simple|easy|quick)$/;
const COMIC = /\b(funny|comedy|comedic|hilarious|laugh\w*|jokes?|banter|silly|ridiculous|absurd|humou?r\w*|mock\w*|roast\w*)\b/;
const HISTORY = /\b(histor(y|ies|ic|ical)|centur(y|ies)|ancient|medieval|victorian|forgotten|wartime|dynast(y|ies)|empires?|\d{2}(th|st|nd|rd)|\d{4}s)\b/;
const COUNTS = /^(two|three|four|five|six)$/;
// When a show comes out: a day or an hour makes it an appointment ("The Sunday Money Show", "Late-Night Case Files").
const SLOTS = list("Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday, Weekend, Late-Night, Morning, Midweek, Lunchtime");
// About one title in seven is taken straight from the show's own world, where the description names one (more come
// through the first titles' picks).
const WORLD_SHARE = 0.15;
const WORLD_MAX = 2;
// Words too light for a grave subject: "Happy Hour" for grief, "Killing It" for a murder.
const LIGHT_WORDS = /\b(Happy|Killing|Died|Bombed|Jokes?|Dad Bod|Good Boy)\b/;
const SLOT_SHOWS = list("Hour, Show, Podcast, Sessions, Club, Edition, Briefing, Catch-Up");
const SLOT_SHORT = list("Talk, Radio, Club, Notes, Hour, Show");
const LEAD_CALLS = 10;
const LEAD_OWN = 0.3;
const LEAD_FLAVOUR = 0.2;
// A stage of a life or a career before people: "First-Time Founders", "New Nurses" (founders and nurses all the same).
const STAGE_OF = /^(?:first-time|new|newly qualified|young|aspiring|budding|would-be|novice|beginner|student|trainee|junior|solo|teenage|older|retired|former|future|working)\s+(\S+)$/i;
// Titles of any shape among the first, where a made-up day once stood.
const LEAD_ANY = 5;
// What a title promises after its subject: "Unsolved Cases Revisited", "Night Shifts Off the Record".
const TAILS: [string, string][] = [
  ["Revisited", "'Revisited' promises a fresh look at what listeners thought they knew"],
  ["Off the Record", "'Off the Record' promises what people say once the microphones are supposed to be off"],
  ["Unfiltered", "'Unfiltered' promises honest, unscripted conversation"],
  ["Uncovered", "'Uncovered' promises things listeners have not heard before"],
  ["Unpacked", "'Unpacked' promises each episode takes one idea apart carefully"],
  ["Up Close", "'Up Close' promises a near look at what most people only see from a distance"],
  ["After Hours", "'After Hours' suggests the talk that starts once the day's work is done"],
  ["Out Loud", "'Out Loud' promises the things people usually only think"],
  ["Unscripted", "'Unscripted' promises real conversation, not a prepared speech"],
  ["in Plain English", "it promises no jargon, which is what newcomers search for"],
  ["Tonight", "'Tonight' makes each episode feel like an appointment"],
  ["Decoded", "'Decoded' promises to make a confusing subject make sense"],
  ["Unplugged", "'Unplugged' promises the stripped-back, honest version"],
  ["in Focus", "'in Focus' promises one subject looked at closely, episode by episode"],
  ["Confidential", "'Confidential' promises stories told behind closed doors"],
  ["Behind the Scenes", "it promises what usually stays off camera"],
  ["Unlocked", "'Unlocked' promises a way into a subject that can seem closed to newcomers"],
  ["in Depth", "'in Depth' promises episodes that take their time over every question"],
  ["Explored", "'Explored' promises curiosity, following the subject wherever it leads"],
  ["Under the Microscope", "it promises a close, patient look at the details others skip"],
  ["Reconsidered", "'Reconsidered' promises a second, fairer look at what everyone thinks they know"],
  ["Under Review", "'Under Review' promises each episode weighs the evidence before it judges"],
  ["Laid Bare", "'Laid Bare' promises nothing is smoothed over or left out"],
  ["in the Spotlight", "'in the Spotlight' promises one part of the subject given the whole stage each episode"],
  ["in Detail", "'in Detail' promises the small facts that broader shows skip"],
  ["in Short", "'in Short' promises episodes that get to the heart of it quickly"],
  ["on Record", "'on Record' promises people saying what they think, and standing by it"],
];
/**
 * A subject with a word after it: "Sleep Uncovered", "Cold Cases in Depth"; after a plural a word that is no
 * preposition takes a comma, "Cold Cases, Uncovered" (run on, "Cold Cases Uncovered" reads as one noun stacked on
 * another, and lost to the few tails that begin with "in", so "Unsolved Cases in Depth" came back every time).
 */
function withTail(topic: string, word: string): string {
  // (Only a word that says what is done to the subject: "Cold Cases, Tonight", "Women Founders, After Dark" read oddly.)
  return /[^s']s$/i.test(topic) && /(ed|Bare|Up Close|Off the Record|Out Loud|Confidential)$/.test(word) ? `${topic}, ${word}` : `${topic} ${word}`;
}
// Tails that read only after a subject said bare: "Cold Cases in Short", never "Ward in Short".
const BARE_TAILS = new Set(["in Depth", "Explored", "Under the Microscope", "Reconsidered", "Under Review", "Laid Bare", "in the Spotlight", "in Detail", "in Short", "on Record"]);
const DECADE_OF: Record<string, string> = { "20": "Twenties", "30": "Thirties", "40": "Forties", "50": "Fifties", "60": "Sixties", "70": "Seventies", "80": "Eighties", "90": "Nineties" };
const FIXED_FLAVOUR = new Set(["Dead Ends", "The Cold Trail", "So Bad It's Good", "Myth Busting", "Year One", "Day One"]);
// People who host together, and are named by what they are to each other or do: "two sisters", "three old school friends".
const KIN = /^(sisters?|brothers?|siblings?|twins?|cousins?|friends?|mates?|besties|pals?|mums?|moms?|dads?|couples?|strangers|colleagues|coworkers|co-workers|roommates|flatmates|housemates|neighbou?rs)$/;

/** "two nurses talk…" -> "Two Nurses"; "a marine biologist explains…" -> an expert, "Marine Biologist". */
function crewOf(description: string): { crew: string | null; crewNouns: Set<string>; expert: string | null } {
  const ts = wordsOf(description);
  const crewNouns = new Set<string>();
  let crew: string | null = null;
  let expert: string | null = null;
  const person = (w: string) => KIN.test(w) || PEOPLE.test(singularOf(w)) || onePerson(singularOf(w));
  for (let i = 0; i < ts.length && !crew; i++) {
    if (!COUNTS.test(ts[i])) continue;
    for (let j = i + 1; j <= i + 3 && j < ts.length; j++) {
      if (/s$/.test(ts[j]) && person(ts[j])) {
        crew = `${titleCase(ts[i])} ${titleCase(ts[j])}`;
        crewNouns.add(singularOf(ts[j]));
        break;
      }
      if (STOPWORDS.has(ts[j]) && !/^(old|best|young|new)$/.test(ts[j])) break;
    }
  }
  // ("a mum and dad raising twins": the people who host are no subject of the show either.)
  for (const [i, w] of ts.entries()) if (i > 0 && (ts[i - 1] === "and" || ts[i + 1] === "and") && KIN.test(w)) crewNouns.add(singularOf(w));
  // One host who knows the subject, opening the description: "a doctor busts…", "a former bank manager interviews…".
  const lead = /^(?:i am |i'm |we are |hosted by )?(?:a|an|one)\s+(.*)$/.exec(ts.join(" "));
  if (!crew && lead) {
    const ws = lead[1].split(" ");
    for (let j = 0; j < Math.min(4, ws.length); j++) {
      if (STOPWORDS.has(ws[j]) && !/^(former|retired)$/.test(ws[j])) break;
      // ("a vicar's daughter", "a fisherman's wife": whose they are makes them the show's own character, its subject.)
      if (/'s$/.test(ws[j])) break;
      if (/^(former|retired|young|old|new)$/.test(ws[j])) continue;
      if (!/s$/.test(ws[j]) && (PEOPLE.test(ws[j]) || onePerson(ws[j]) || namesPeople(ws[j])) && !KIN.test(ws[j])) {
        const prev = j > 0 && !/^(former|retired|young|old|new)$/.test(ws[j - 1]) && !isAdjective(ws[j - 1]) && partsOfSpeech(ws[j - 1]).includes("n") ? `${ws[j - 1]} ` : "";
        expert = titleCase(`${prev}${ws[j]}`);
        crewNouns.add(ws[j]);
        break;
      }
    }
  }
  return { crew, crewNouns, expert };
}

/** An agent noun's verb: "inventor" -> "invent", "writer" -> "write", "founder" -> "found". */
function verbOfAgent(noun: string): string | null {
  const m = /^(.{3,}?)(er|or)$/.exec(noun);
  if (!m) return null;
  const stem = m[1];
  for (const v of [stem, `${stem}e`, stem.replace(/(.)\1$/, "$1")]) if (partsOfSpeech(v).includes("v") && !partsOfSpeech(v).includes("n")) return v;
  for (const v of [stem, `${stem}e`, stem.replace(/(.)\1$/, "$1")]) if (partsOfSpeech(v).includes("v")) return v;
  return null;
}

const PLACE_WORDS = /^(towns?|cit(y|ies)|villages?|count(y|ies)|states?|suburbs?|islands?|valleys?|coasts?|roads?|highways?|streets?|neighbou?rhoods?)$/;
const UNSOLVED = /\b(unsolved|cold cases?|unexplained|missing|disappear\w*|never (found|solved|caught))\b/;
const BAD_THINGS = /\b(worst|terrible|awful|bad|trashy|cheesy)\s+(\w+\s+)?(films?|movies?|books?|novels?|tv|shows?|songs?|albums?|sequels?)\b/;

/** Titles in the genre's own voice, built on the visitor's words: "Unsolved South", "Small Town Cold Cases", "She Invented It". */
function flavourShapes(low: string, description: string, hooks: readonly string[], named: readonly string[], crime: boolean, history: boolean, comic: boolean): [string, string][] {
  const out: [string, string][] = [];
  const ws = wordsOf(description);
  if (crime) {
    const unsolved = /\bunsolved\b/.test(low) ? "Unsolved" : /\bmissing\b/.test(low) ? "Missing" : null;
    // Where the cases happened: a place typed with capitals ("the American South") or in plain words ("small towns").
    const places = [...named.filter((n) => /^\p{Lu}/u.test(n)).map((n) => ({ bare: n.split(" ").pop()!, whole: n })), ...hooks.filter((h) => PLACE_WORDS.test(h.split(" ").pop()!.toLowerCase())).map((h) => ({ bare: h, whole: h }))];
    for (const p of places.slice(0, 2)) {
      if (unsolved && !p.bare.toLowerCase().startsWith(unsolved.toLowerCase())) out.push([`${unsolved} ${p.bare}`, `it says in two words what the show covers: ${unsolved.toLowerCase()} cases in ${p.whole.toLowerCase() === p.whole ? p.whole : `the ${p.whole}`}`]);
      if (UNSOLVED.test(low)) out.push([`${singularLast(p.whole)} Cold Cases`, `'Cold Cases' is the genre's own word for what the show reopens, set in ${p.whole.toLowerCase() === p.whole ? p.whole : `the ${p.whole}`}`]);
    }
    // ("cases from the 1970s": the decade is where the show lives, "Unsolved Seventies", "Seventies Cold Cases".)
    const decade = DECADE_OF[/\b(?:19|')?([2-9]0)'?s\b/.exec(low)?.[1] ?? ""];
    if (decade && UNSOLVED.test(low)) {
      if (unsolved) out.push([`${unsolved} ${decade}`, `it says in two words what the show covers: ${unsolved.toLowerCase()} cases from the ${decade.toLowerCase()}`]);
      out.push([`${decade} Cold Cases`, `'Cold Cases' is the genre's own word for what the show reopens, from the ${decade.toLowerCase()}`]);
    }
    if (UNSOLVED.test(low)) {
      out.push(["Dead Ends", "a dead end is where every case the show covers stopped, and where each episode picks it up again"]);
      out.push(["The Cold Trail", "it names what the show follows: a trail that went cold, picked up one case at a time"]);
    }
  }
  if (history) {
    for (const h of hooks.slice(0, 2)) {
      const bare = h.replace(/^(forgotten|lost|hidden|untold|overlooked)\s+/i, "");
      if (/\b(forgotten|overlooked|unknown|untold|hidden|lost)\b/.test(low) && bare.split(" ").length <= 3) out.push([`The ${bare} History Forgot`, `it says what the show restores: ${bare.toLowerCase()} history left out`]);
    }
  }
  // ("women inventors" -> "She Invented It", "female founders" -> "She Founded It": what they did, in three words.)
  if (/\b(women|woman|female|girls|she|her)\b/.test(low)) {
    for (const w of ws) {
      const one = singularOf(w);
      if (one === w || !onePerson(one)) continue;
      const verb = verbOfAgent(one);
      if (verb) {
        out.push([`She ${titleCase(pastTense(verb))} It`, `it gives the ${w} of your show the credit in three words: she ${pastTense(verb)} it`]);
        break;
      }
    }
  }
  const bad = BAD_THINGS.exec(low);
  if (bad) out.push(["So Bad It's Good", `it is what people say about the ${bad[0]} the show loves to sit through`]);
  // ("founders about their first year": the stretch of time a show follows, "Year One".)
  const first = /\b(first|1st) (year|day)\b/.exec(low);
  if (first) out.push([`${titleCase(first[2])} One`, `it names the stretch the show follows, the ${first[0]}, in two words`]);
  if (/\bmyths?\b/.test(low)) out.push(["Myth Busting", "it says what each episode does: takes a myth listeners believe and tests it"]);
  void comic;
  return out;
}

// Words that could be said of any show, no subject where the visitor gave another: "Talking Life", "Women Unpacked",
// "Businesses Confidential", "The Listener Question Lab".
const VAGUE = /^(life|lives|living|things?|stuff|world|everything|people|persons?|women|men|girls|boys|business|businesses|work|ideas?|issues?|topics?|experiences?|journeys?|time|times|days?|mind|minds|questions?|answers?|beginners?|listeners?|matters|ways?|moments?|struggles?|challenges?|everyday|stand|reality|realities|cases|friday|monday|tuesday|wednesday|thursday|saturday|sunday)$/i;
// ("Listener Questions", "Everyday Life": a phrase that ends on such a word is as vague; "Small Business" is not.)
const VAGUE_HEAD = /^(questions?|answers?|things?|stuff|life|lives|issues?|topics?|experiences?|ideas?|matters)$/i;
function vague(k: string): boolean {
  const ws = k.trim().split(/\s+/);
  return ws.length === 1 ? VAGUE.test(ws[0]) : VAGUE_HEAD.test(ws[ws.length - 1]);
}

/**
 * "women who started businesses after 40", "people who launch their own companies": the people who did it, as a
 * podcast names them, "Women Founders", "Founders".
 */
function foundersIn(description: string): string | null {
  const low = description.toLowerCase();
  if (/\bfounders?\b/.test(low)) return null;
  const m = /\b(?:(women|men|mums|moms|dads|mothers|fathers|parents|students|teachers|nurses)\s+(?:who|that)\s+)?(?:start(?:ed|ing|s)?|launch(?:ed|ing|es)?|found(?:ed|ing)|open(?:ed|ing)?|set(?:ting)? up|buil(?:t|d|ding)|ran|runs?|running)\s+(?:(?:their|her|his|my|our|your|own|a|an|new|small|first|second|little)\s+){0,3}(?:businesses|business|compan(?:y|ies)|startups?|firms?|brands?)\b/.exec(low);
  if (!m) return null;
  const who = m[1];
  return who === "women" || who === "men" ? `${titleCase(who)} Founders` : "Founders";
}

// Where a show's talk can come from: "Tales from the Night Shift", "Tales from the Classroom".
const PLACE_HEADS = /^(classroom|staffroom|kitchen|ward|newsroom|studio|garage|shed|farm|office|courtroom|road|stage|pub|bar|allotment|garden|lab|church|shift|front|trenches|pitch|dugout|boardroom|salon|shop|ring|track|hospital|school|station|cockpit|van|bench|range|library|workshop|field|counter|sea|deep|attic|archive|archives|vault)$/;

// Frames for a place of the world the show is about ("on the Ward"): "Overheard on the Ward", "Notes from the Staffroom".
const PLACE_FRAMES: [string, string][] = [
  ["Overheard PP", "it promises the talk you only hear PPL, which is where the best stories are told"],
  ["Notes from NP", "it sounds like someone writing down what really goes on PPL"],
  ["Tales from NP", "it promises stories told from PPL, by people who spend their days there"],
  ["Dispatches from NP", "it sounds like regular reports sent back from PPL"],
  ["Letters from NP", "it sounds personal, like news written home from PPL"],
  ["The View from NP", "it promises the world as it looks from PPL"],
  ["Life PP", "it promises what an ordinary day PPL is really like"],
  ["Meanwhile, PP", "it sounds like the start of a story about what happens PPL while nobody is looking"],
  ["Back PP", "it sounds like returning to a familiar place, PPL, every week"],
  ["Postcards from NP", "it promises short, vivid stories sent from PPL"],
  ["Live from NP", "it sounds like a broadcast straight from PPL, as things happen"],
  ["Voices from NP", "it promises the people PPL telling it in their own words"],
  ["Straight from NP", "it promises news and stories that come straight from PPL, unfiltered"],
  ["Scenes from NP", "it promises short, sharp scenes from PPL, like chapters of a story"],
  ["Field Notes from NP", "it sounds like careful notes taken PPL by someone who works there"],
  ["Inside NP", "it promises to take listeners inside PPL, where outsiders rarely go"],
  ["Word from NP", "it sounds like the latest news passed along from PPL"],
  ["Stories from NP", "it promises the stories people bring back from PPL"],
  ["Reports from NP", "it sounds like regular first-hand reports from PPL"],
];

/** A stretch of time typed as a number or a word ("after 40", "in their fifties") as a title says it: "Forty". */
function ageWordIn(low: string): string | null {
  // ("in your forties" is when, never what a show is about, "The Forty Room"; "after 40" is the story, a late start.)
  const m = /\b(?:after|over|past|turning)\s+(40|50|60|70|forty|fifty|sixty|seventy)\b/.exec(low);
  if (!m) return null;
  const v = m[1];
  const words: Record<string, string> = { "40": "Forty", "50": "Fifty", "60": "Sixty", "70": "Seventy", forty: "Forty", fifty: "Fifty", sixty: "Sixty", seventy: "Seventy", forties: "Forty", fifties: "Fifty", sixties: "Sixty", seventies: "Seventy" };
  return words[v] ?? null;
}

// Reasons for a phrase the world of the show already says ("Class Dismissed", "Tight Lines"), varied so a result's
// explanations do not read alike.
const IDIOM_REASONS = [
  "it is a phrase the people in this world already say, so the right listeners recognise it before they press play",
  "it borrows an everyday phrase from the subject's own world, which makes it sound like it was named from the inside",
  "it is short, familiar to anyone who knows the subject, and easy to remember after hearing it once",
  "insiders will smile at it, and newcomers still get a clear sense of what the show is about",
];

/**
 * Titles in the words of the world the show is about: its own phrases ("Class Dismissed"), its places ("Overheard in
 * the Staffroom", "Two Teachers in the Staffroom"), its things ("Two Teachers, One Bell"), the host as they would
 * describe themselves ("Confessions of a Teacher") and, for a later start, the age it began ("Founded After Forty").
 */
function worldTitles(low: string, crew: string | null, person: string | null, founded: string | null): [string, string][] {
  const out: [string, string][] = [];
  const worlds = PODCAST_WORLDS.filter((w) => w.test.test(low) && (!w.also || w.also.test(low)));
  for (const [i, w] of worlds.entries()) {
    for (const [k, idiom] of w.idioms.entries()) out.push([idiom, IDIOM_REASONS[(i + k) % IDIOM_REASONS.length]]);
    for (const pp of w.places) {
      const np = pp.replace(/^(in|on|at|down|under|behind|above|out in)\s+/i, "");
      const ppl = pp.replace(/\b(The|A)\b/g, (m) => m.toLowerCase());
      const npl = np.replace(/\b(The|A)\b/g, (m) => m.toLowerCase());
      for (const [frame, why] of PLACE_FRAMES) {
        // ("Notes from Front of House", "Tales from Back of House": a place with no preposition of its own takes none.)
        if (np === pp && /NP/.test(frame)) continue;
        // ("Tales from thirty years of nursing": stories are what the show is made of, never said again in its title.)
        if (/^(Tales|Stories)/.test(frame) && /\b(stor(y|ies)|tales?|lessons?)\b/.test(low)) continue;
        // ("Scenes from the Scene": a frame's word is never the place's own.)
        if (frame.split(" ")[0].replace(/s$/, "").toLowerCase() === np.split(" ").pop()!.toLowerCase()) continue;
        // ("Back in the Back Garden".)
        if (frame.startsWith("Back") && /\bBack\b/.test(pp)) continue;
        out.push([frame.replace("PP", pp).replace("NP", np), why.replace("PPL", /NP/.test(frame) ? npl : ppl)]);
      }
      // ("Staffroom Confidential", "Ward Confidential": a one-word room keeps its secrets.)
      const room = /^(in|on) the (\w+[^s])$/i.exec(pp);
      if (room) out.push([`${room[2]} Confidential`, `'Confidential' promises the stories told in the ${room[2].toLowerCase()} when nobody else is listening`]);
      if (crew) out.push([`${crew} ${pp}`, `it says who is talking, ${crew.toLowerCase()}, and where the conversation happens, ${ppl}`]);
    }
    for (const thing of w.things) {
      if (crew) out.push([`${crew}, One ${thing}`, `it says who is talking, ${crew.toLowerCase()}, and the one thing that ties their stories together, the ${thing.toLowerCase()}`]);
    }
  }
  if (worlds.length > 0 && person) {
    const a = indefinite(person);
    out.push([`Confessions of ${a} ${person}`, `it promises what ${a} ${person.toLowerCase()} only says when the day is over`]);
    out.push([`Diary of ${a} ${person}`, `it promises the week-by-week story of ${a} ${person.toLowerCase()}, told first-hand`]);
    out.push([`The Secret ${person}`, `it promises the side of the job ${a} ${person.toLowerCase()} rarely shows in public`]);
  }
  // ("after 40": when they began is the story, "Founded After Forty", "Life Begins at Forty".)
  const age = ageWordIn(low);
  if (age) {
    const verb = founded ? "Founded" : /\bstart(ed|ing)\b/.test(low) ? "Started" : /\b(learn\w*)\b/.test(low) ? "Learned" : null;
    if (verb) out.push([`${verb} After ${age}`, `it says the whole story in three words: ${verb.toLowerCase()} after ${age.toLowerCase()}`]);
    out.push([`Life Begins at ${age}`, `it turns the saying into a promise that the best part can start at ${age.toLowerCase()}`]);
    if (founded) out.push([`${age}-Something ${founded.split(" ").pop()}`, `it names the people on the show by where they started from, in their ${age.toLowerCase().replace(/y$/, "ies")}`]);
    if (founded) out.push([`Over ${age} and Open for Business`, `it answers anyone who thinks ${age.toLowerCase()} is too late to start`]);
  }
  return out;
}

/**
 * "from the night shift", "in the classroom": a subject the visitor typed after an article takes one in a title; with
 * the preposition they put before it, if any ("in").
 */
function articledIn(topic: string, low: string): { articled: boolean; prep: string | null } {
  if (topic.includes("'") || new RegExp(`\\b${escapeRegExp(topic.toLowerCase())}s\\b`).test(low)) return { articled: false, prep: null };
  const m = new RegExp(`(?:\\b(in|on|at|from|behind|inside|under)\\s+)?\\b(?:the|a|an|my|our|your|their|his|her|this|that)\\s+(?:\\w+\\s+)?${escapeRegExp(topic.toLowerCase())}\\b`).exec(low);
  return { articled: !!m, prep: m?.[1] ?? null };
}
