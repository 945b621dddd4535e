import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { article, capitalize, listing, readable, titleCase, withArticle } from "../core/text";
import { NOUN_GLOSSES, VOCAB, VOCAB_ALIASES, type Vocab } from "../data/title-vocab";
import { THEMES } from "../data/brand-themes";
import { doublesWord, RootBudget, singular } from "./seams";
import { isAdjective, isPlural, singularOf } from "../core/pos";
import { baseForm, partsOfSpeech } from "../core/understand";
import { familyFor } from "../data/description-families";

// Word families that are scenes and things a story can show ("Orchard", "Tide"), not trades or services.
const SCENE_FAMILIES = new Set(["mountain", "ocean", "river", "forest", "desert", "farm", "garden", "sky", "sun", "snow", "flowers", "bread", "tea", "honey", "horse", "books", "music", "wine"]);

// Description words that describe rather than name: they only work before a
// noun ("The Drowned Crown"), never as one ("Drowned of the North").
const DESCRIBING = new Set("shy grumpy cheerful clumsy lazy timid young old lost dark wild small big little new last broken bright cold quiet silent secret hidden golden ancient lonely strange brave sweet deep red blue black white green grey gray silver first final forgotten frozen empty fierce gentle tiny haunted cursed sunken hollow tender cruel bitter sad happy angry funny magical mysterious dangerous beautiful".split(" "));

// Words that describe the work itself, not its story: a "fast roguelike" or a
// "short cozy game" gives no title image ("Fast Crypt", "Short Meadow").
const ABOUT_THE_WORK = new Set("fast quick short long simple easy hard difficult fun funny new great good best big small little cozy cosy relaxing casual addictive challenging indie multiplayer online mobile retro classic modern epic light".split(" "));

// People in the story: they own things in a title ("The Beekeeper's Key"), they do not
// describe them ("The Beekeeper Key", "Villager Cottage").
const PEOPLE = new Set("detective thief witch captain keeper hunter killer sailor villager farmer baker doctor nurse king queen prince princess girl boy woman man sister brother mother father daughter son wife husband widow orphan teacher student soldier knight pirate spy agent queen rival lover stranger child kid teen teenager cop officer priest monk nun healer smith blacksmith merchant".split(" "));
const isPerson = (word: string) => PEOPLE.has(word.toLowerCase()) || /(keeper|maker|smith|ist|ian|ess)$/i.test(word);

/** The singular of a plural noun, by WordNet's rules first ("potatoes" -> potato, not "potatoe"). */
function nounForm(word: string): string {
  const b = baseForm(word);
  return /s$/i.test(word) && b !== word.toLowerCase() && partsOfSpeech(b).includes("n") ? b : singular(word);
}

function describing(word: string): boolean {
  const w = word.toLowerCase();
  return DESCRIBING.has(w) || partsOfSpeech(w) === "a" || (partsOfSpeech(w).includes("a") && !partsOfSpeech(w).includes("n") ) || isAdjective(w) || (/ed$/.test(w) && !/eed$/.test(w)) || /ing$/.test(w) || /(ous|ful|less|ish)$/.test(w);
}

export function plural(word: string): string {
  const last = word.split(" ").pop() ?? word;
  const head = word.slice(0, word.length - last.length);
  if (/[^s]s$/i.test(last)) return word;
  if (/(s|x|z|ch|sh)$/i.test(last) || /(echo|hero|potato|tomato|volcano|torpedo)$/i.test(last)) return `${head}${last}es`;
  if (/[^aeiou]y$/i.test(last)) return `${head}${last.slice(0, -1)}ies`;
  return `${head}${last}s`;
}

type Pattern = { make: (w: Slots) => string | null; origin: string };
interface Slots {
  noun: string;
  noun2: string;
  adj: string;
  place: string;
  kw: string | null;
  /** The description word as typed ("Books"), for slots that take a plural. */
  kwAsTyped?: string | null;
}

/** "Falls" after a singular subject, "Fall" after a plural one. */
const verb = (subject: string, singularForm: string, pluralForm: string) => (isPlural(subject) ? pluralForm : singularForm);
const COMIC_ARCS = ["Files", "War", "Saga", "Conspiracy", "Protocol", "Heist"];
const COMIC_TRIPS = ["Return to", "Escape from", "Siege of", "Shadows over"];

const P = (origin: string, make: (w: Slots) => string | null): Pattern => ({ make, origin });

const BOOK: Pattern[] = [
  P("The classic 'The X of Place' title shape.", (w) => `The ${w.noun} of ${w.place}`),
  P("An adjective and a plural noun, a shape that signals a series.", (w) => `${w.adj} ${plural(w.noun)}`),
  P("A 'What the X Knew' title, which promises a secret.", (w) => `What the ${w.noun} Knew`),
  P("The definite article with an adjective and noun.", (w) => `The ${w.adj} ${w.noun}`),
  P("An 'X and Y' title, like Pride and Prejudice, which promises a contrast.", (w) => (w.noun === w.noun2 ? null : `${w.noun} and ${w.noun2}`)),
  P("A single image set in a place.", (w) => `${w.noun} in ${w.place}`),
  P("A time-marker title that implies a turning point.", (w) => `${w.noun.length % 2 ? "Before" : "After"} the ${w.noun}`),
  P("A plural title, which suggests many stories in one.", (w) => `${capitalize(article(w.noun))} of ${plural(w.noun2)}`),
  P("A 'The + two nouns' title, like The Lincoln Lawyer.", (w) => (w.kw ? `The ${w.kw} ${w.noun}` : null)),
  P("A 'The X of the Y' title, like The Hound of the Baskervilles.", (w) => (w.kw ? `The ${w.noun} of the ${w.kw}` : null)),
  P("A possessive title, the shape of The Handmaid's Tale.", (w) => (w.kw ? `The ${w.kw}'s ${w.noun}` : null)),
  P("A 'The + describing word + noun' title, like The Silent Patient.", (w) => (w.kw ? `The ${w.adj} ${w.kw}` : null)),
  P("An 'X of Place' title, the shape of many series openers.", (w) => (w.kw ? `${w.kw} of ${w.place}` : null)),
];
const SONG: Pattern[] = [
  P("An adjective and a noun, the most common hit-song shape.", (w) => `${w.adj} ${w.noun}`),
  P("A place title, made for a chorus.", (w) => `${w.noun} in ${w.place}`),
  P("A 'till' title that promises a journey in the lyrics.", (w) => `Till the ${w.noun} ${verb(w.noun, "Comes", "Come")}`),
  P("A one-word title, easy to shout back at a gig.", (w) => w.noun),
  P("A first-person title that sounds like a lyric.", (w) => `Me and My ${w.noun}`),
  P("A plural image title.", (w) => plural(`${w.adj} ${w.noun}`)),
  P("A title taken from a likely hook line.", (w) => `${w.noun} All Night`),
  P("A two-word title of the kind choruses are made of.", (w) => (w.kw ? `${w.kw} ${w.noun}` : null)),
];
const POEM: Pattern[] = [
  P("An 'On X' title, in the tradition of odes and meditations.", (w) => `On ${w.noun}`),
  P("An elegy title, which frames the poem as a farewell.", (w) => `Elegy for ${article(w.noun)}`),
  P("A small image set in a place.", (w) => `${w.noun} in ${w.place}`),
  P("A 'What the X Said' title, which gives voice to an object.", (w) => `What the ${w.noun} Said`),
  P("An adjective and a plural noun.", (w) => `${w.adj} ${plural(w.noun)}`),
  P("A pair of images, as the Imagist poets titled their work.", (w) => (w.noun === w.noun2 ? null : `${w.noun}, ${w.noun2}`)),
  P("A title borrowed from the poem's own first image.", (w) => `The ${w.adj} ${w.noun}`),
  P("A 'Notes on' title, the way essayists and poets gather their thoughts.", (w) => (w.kw ? `Notes on ${w.kwAsTyped ?? w.kw}` : null)),
];
const BAND: Pattern[] = [
  P("The 'The + adjective + plural noun' band shape, like The Rolling Stones.", (w) => `The ${w.adj} ${plural(w.noun)}`),
  P("A compact two-noun band name, like Led Zeppelin.", (w) => (w.noun === w.noun2 ? null : `${w.noun} ${w.noun2}`)),
  P("An adjective and a noun.", (w) => `${w.adj} ${w.noun}`),
  P("The 'X & the Ys' format, named after a front person.", (w) => (w.noun === w.noun2 ? null : `${w.noun} & the ${plural(w.noun2)}`)),
  P("A plural band name in the classic format.", (w) => `The ${plural(w.noun)}`),
  P("The 'The + plural' band shape, like The Beatles.", (w) => (w.kw ? `The ${w.kw} ${plural(w.noun)}` : null)),
];
const GAME: Pattern[] = [
  P("The 'X of Place' shape of adventure games.", (w) => `${w.noun} of ${w.place}`),
  P("An adjective and a noun, short enough for a logo.", (w) => `${w.adj} ${w.noun}`),
  P("A one-word title with a place-name ending, like Skyrim.", (w) => (w.noun.includes(" ") ? null : `${w.noun}${["fall", "bound", "born", "reach", "ward", "light"][(w.noun.length + w.noun2.length) % 6]}`)),
  P("A main title with a subtitle, the way series are named.", (w) => `${w.noun}: ${w.adj} ${w.noun2}`),
  P("The definite article with an adjective and noun.", (w) => `The ${w.adj} ${w.noun}`),
  P("Two words for a logo, like Stardew Valley.", (w) => (w.kw ? `${w.kw} ${w.noun}` : null)),
  P("An 'X of the Y' title, the shape of Curse of the Black Pearl.", (w) => (w.kw ? `${w.noun} of the ${w.kwAsTyped ?? w.kw}` : null)),
  P("A describing word and a noun, short enough for a logo.", (w) => (w.kw ? `${w.adj} ${w.kw}` : null)),
  P("A main title with a subtitle, the way series are named.", (w) => (w.kw ? `${w.kw}: ${w.adj} ${w.noun2}` : null)),
  P("A hero and a quest in one line, the shape of Ori and the Blind Forest.", (w) => (w.kw && !describing(w.kw) ? `${w.kw} and the ${w.adj} ${w.noun}` : null)),
  P("A journey title, the shape of Journey Beyond the Stars.", (w) => (w.kw && !describing(w.kw) ? `${w.kw} Beyond ${w.place}` : null)),
];
const FANFIC: Pattern[] = [
  P("A 'The X We Keep' title, popular on fan archives.", (w) => `The ${plural(w.noun)} We Keep`),
  P("An adjective and a plural noun.", (w) => `${w.adj} ${plural(w.noun)}`),
  P("A 'Where the X Falls' title, which sets a scene.", (w) => `Where the ${w.noun} ${verb(w.noun, "Falls", "Fall")}`),
  P("An 'Of X and Y' title, classic for long fics.", (w) => (w.noun === w.noun2 ? null : `Of ${plural(w.noun)} and ${plural(w.noun2)}`)),
  P("A numbered title that hints at chapters.", (w) => (isPlural(w.noun2) ? null : `Five ${plural(w.noun)} and One ${w.noun2}`)),
  P("A single image set in a place.", (w) => `${w.noun} in ${w.place}`),
  P("An 'X and Other Ys' title, the shape of story collections.", (w) => (w.kw ? `${w.kwAsTyped ?? w.kw} and Other ${plural(w.noun)}` : null)),
];
const COMIC: Pattern[] = [
  P("The 'The + adjective + noun' masthead.", (w) => `The ${w.adj} ${w.noun}`),
  P("A single bold word, made for a cover.", (w) => w.noun),
  P("A title with a location subtitle, like a story arc.", (w) => `${w.noun}: ${COMIC_TRIPS[w.place.length % COMIC_TRIPS.length]} ${w.place}`),
  P("An adjective and a noun.", (w) => `${w.adj} ${w.noun}`),
  P("A hero's name with a story-arc subtitle, the way comic runs are named.", (w) => (w.kw ? `${w.noun}: The ${w.kw} ${COMIC_ARCS[w.noun.length % COMIC_ARCS.length]}` : null)),
];

const POSSESSIVE = P("A possessive title, the shape of The Handmaid's Tale.", (w) => (w.kw ? `The ${w.kw}'s ${w.noun}` : null));

export const TITLE_PATTERNS = { BOOK, SONG, POEM, BAND, GAME, FANFIC, COMIC };

export interface TitleParams {
  what: string;
  vocabKey: string;
  patterns: Pattern[];
  /** Extra sentence about an input, e.g. the fandom. */
  note?: string;
}

function vocabFor(key: string): Vocab {
  return VOCAB[key] ?? VOCAB[VOCAB_ALIASES[key] ?? ""] ?? VOCAB.literary;
}

export function titleMaker(params: (ctx: Ctx) => TitleParams): Maker {
  return (ctx) => {
    const p = params(ctx);
    const vocab = vocabFor(p.vocabKey);
    const r = ctx.rng;
    // The genre's own name is not an image ("The Cipher of the Thriller").
    const genreWords = new Set(p.vocabKey.split("-"));
    // "Exploring Doll", "Escaping Cycle": an action in -ing is no title word unless it names an activity ("farming", "baking").
    // Nor is a plain verb ("Gentle Befriend"), or the kind of thing being named ("Tiny Game").
    const kindWords = new Set(p.what.toLowerCase().split(/\s+/));
    // "Farming Tea": an activity in -ing never stands as a title word; it leads to its scene ("Orchard", "Meadow") instead.
    // "escaping" -> Escape, "hunting" -> Hunt: an action whose plain form is also a noun is a title word.
    const actions = ctx.keywords.filter((k) => /ing$/.test(k)).map((k) => baseForm(k)).filter((b) => b.length >= 4 && !/ing$/.test(b) && partsOfSpeech(b).includes("n"));
    // "a girl joins the team", "a frog who hops": a word that can be a verb, right after its subject, is the action.
    const descWords = ctx.description.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
    const nounsSaid = new Set(ctx.understood.nouns);
    const usedAsVerb = (k: string) =>
      /s$/.test(k) && partsOfSpeech(k).includes("v") &&
      descWords.some((t, i) => t === k && i > 0 && (/^(who|that|which|and|then|also|she|he|they|it|i|we|you|never|always|often|still)$/.test(descWords[i - 1]) || (nounsSaid.has(baseForm(descWords[i - 1])) && !/s$/.test(descWords[i - 1]))));
    // "across", "into": a word WordNet knows neither as a thing nor as a quality is no title word.
    const noTitleWord = (k: string) => partsOfSpeech(k) === "" && k.length <= 7 && /^(across|around|through|between|among|toward|towards|within|without|behind|beyond|during|against|along|amid|upon|onto|into)$/.test(k);
    const kws = [...ctx.keywords, ...actions].filter((k) => !usedAsVerb(k) && !noTitleWord(k)).filter((k) => !genreWords.has(k) && !genreWords.has(k.replace(/s$/, "")) && !kindWords.has(k.replace(/s$/, "")) && !/ing$/.test(k) && partsOfSpeech(k) !== "v" && !ABOUT_THE_WORK.has(k));
    // Images from the description's scene: "flowers" -> Bloom, Petal; "farm" -> Orchard, Meadow.
    const scene: { w: string; g: string; from: string }[] = [];
    for (const k of ctx.keywords) {
      const f = [k, singular(k), k.replace(/ing$/, "")].map((x) => familyFor(x)).find((x) => x && SCENE_FAMILIES.has(x.key));
      if (!f) continue;
      for (const w of f.words) if (!w.w.includes(" ") && !scene.some((x) => x.w === titleCase(w.w)) && !ctx.understood.excluded.has(w.w)) scene.push({ w: titleCase(w.w), g: w.g, from: k });
    }
    // Patterns that can hold a word from the description; a third of the
    // titles are drawn from these so the visitor sees their story in the list.
    const kwPatterns = p.patterns.filter((pt) => pt.make({ noun: "a", noun2: "b", adj: "c", place: "d", kw: null }) === null && pt.make({ noun: "a", noun2: "b", adj: "c", place: "d", kw: "K" })?.includes("K"));
    // One description word may lead two titles, not half the list.
    // With only two or three words to go on ("a memoir about a sheep farm"), each may lead three.
    // (A band or a song repeats itself sooner: it keeps two.)
    const kwBudget = new RootBudget(p.what === "book" && kws.length + ctx.properNouns.length <= 3 ? 3 : 2);
    // Patterns that put the word straight before a noun, where describing words belong.
    const beforeNoun = (pt: Pattern) => /K N/.test(pt.make({ noun: "N", noun2: "M", adj: "C", place: "D", kw: "K" }) ?? "");
    // Names typed with a capital ("Detroit", "Venice") are used exactly as typed, and only
    // before a noun, the way a place names a band or a book ("The Detroit Tapes").
    const names = ctx.properNouns;
    return () => {
      const wantKw = (kws.length > 0 || names.length > 0) && kwPatterns.length > 0 && r.chance(0.55);
      // A place the visitor named reads best as the place of the title ("The Shepherd of Wales"), seldom before a noun ("The Wales Barn").
      const proper = names.length > 0 && (kws.length === 0 || (wantKw && r.chance(0.2))) ? r.pick(names) : null;
      const ownPlace = ctx.places.length > 0 && !proper && r.chance(0.35) ? r.pick(ctx.places) : null;
      const word = proper ?? (kws.length > 0 && (wantKw || r.chance(0.6)) ? r.pick(kws) : null);
      // About three titles in ten take their main image from the description's scene rather than the genre's stock.
      const sceneWord = scene.length > 0 && r.chance(0.3) ? r.pick(scene) : null;
      const slots: Slots = {
        noun: sceneWord?.w ?? r.pick(vocab.nouns),
        noun2: r.pick(vocab.nouns),
        adj: r.pick(vocab.adjectives),
        place: ownPlace ?? r.pick(vocab.places),
        // "searches" -> "Search": a noun slot wants the plain noun; a name stays as typed.
        kw: proper ?? (word ? titleCase(describing(word) ? word : nounForm(word)) : null),
        kwAsTyped: proper ?? (word ? titleCase(word) : null),
      };
      let pattern = wantKw ? r.pick(kwPatterns) : r.pick(p.patterns);
      if (word && (proper || describing(word)) && pattern.make({ ...slots, kw: null }) === null && !beforeNoun(pattern)) return null;
      if (word && !proper && isPerson(singular(word)) && beforeNoun(pattern)) pattern = POSSESSIVE;
      const raw = pattern.make(slots);
      if (!raw) return null;
      // "Book Yearbook", "Ember in the Ember Isles": one word said twice.
      const ws = raw.split(/[\s:,&]+/).filter((t) => !/^(the|of|and|in|a|an|to|for|on|me|my)$/i.test(t));
      if (doublesWord(ws) || ws.some((a, i) => a.length >= 4 && ws.some((b, j) => i !== j && b.length > a.length && b.toLowerCase().endsWith(a.toLowerCase())))) return null;
      const usedKw = slots.kw && (raw.includes(slots.kw) || (slots.kwAsTyped && raw.includes(slots.kwAsTyped))) ? slots.kw : null;
      if (usedKw) {
        if (!kwBudget.allows(usedKw)) return null;
        kwBudget.spend(usedKw);
      }
      const name = titleCase(raw.replace(/\bthe the\b/gi, "the"));
      const genre = readable(p.vocabKey);
      // What each part of this title is, in the order it is read.
      const clauses: string[] = [];
      const has = (w: string) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(raw);
      const typed = word ? word.toLowerCase() : "";
      if (usedKw) clauses.push(proper ? `'${usedKw}' is the name you gave` : typed && typed !== usedKw.toLowerCase() ? `'${titleCase(usedKw)}' is from the ${typed} in your description` : `'${titleCase(usedKw)}' is your own word`);
      if (sceneWord && has(sceneWord.w)) clauses.push(`'${sceneWord.w}' is ${sceneWord.g}, for the ${sceneWord.from} you described`);
      else if (has(slots.noun) && slots.noun !== usedKw) clauses.push(`'${slots.noun}' is ${NOUN_GLOSSES[slots.noun] ?? `${withArticle(genre)} image`}`);
      if (has(slots.adj) && slots.adj !== usedKw) clauses.push(`'${slots.adj}' sets the mood`);
      if (raw.includes(slots.place) && slots.place.replace(/^the /i, "") !== usedKw) clauses.push(ownPlace ? `'${ownPlace}' is the place you named` : `'${slots.place.replace(/^the /, "")}' is where it happens`);
      if (slots.noun2 !== slots.noun && has(slots.noun2) && slots.noun2 !== usedKw) clauses.push(`'${slots.noun2}' is ${NOUN_GLOSSES[slots.noun2] ?? `a second ${genre} image`}`);
      // A one-word compound ("Nightward") is its image and a place-name ending.
      const ending = !raw.includes(" ") && raw.startsWith(slots.noun) && raw !== slots.noun ? raw.slice(slots.noun.length) : "";
      if (ending) clauses.unshift(`'${slots.noun}' is ${NOUN_GLOSSES[slots.noun] ?? `${withArticle(genre)} image`}, with '-${ending}' at the end as in a place name`);
      const meaning = clauses.length > 0 ? `${capitalize(clauses.join("; "))}.` : `${name} is one ${genre} image.`;
      // The genre's promise is one sentence, said once in a list (later names drop it); the next is this title's own.
      const surface = p.what === "game" ? "a title screen" : p.what === "band" ? "a festival poster" : p.what === "song" ? "a track list" : "a cover";
      const frames = [`${name} would sit well on ${surface}.`, `${name} is easy to pass on when recommending it to a friend.`, `${name} gives a first glimpse of what is inside.`];
      let why = `Fits ${withArticle(genre)} ${p.what}: it hints at ${vocab.hint}. ${frames[r.int(frames.length)]}`;
      if (usedKw) why += ` It keeps '${proper ? usedKw : usedKw.toLowerCase()}' from your own telling of it.`;
      else if (sceneWord && has(sceneWord.w)) why += ` '${sceneWord.w}' answers the ${sceneWord.from} in your description.`;
      if (p.note) why += ` ${p.note}`;
      // Where this title's own words come from, then the shape it takes, in one sentence.
      const sources: string[] = [];
      const shelf = `${/^(rpg|mmo)$/.test(genre) ? genre.toUpperCase() : genre} titles`;
      if (usedKw) sources.push(proper ? `${usedKw} is a name from your description` : `'${titleCase(usedKw)}' comes from your description`);
      if (sceneWord && has(sceneWord.w)) sources.push(`'${sceneWord.w}' belongs with the ${sceneWord.from} you described`);
      else if (has(slots.noun) && slots.noun !== usedKw) sources.push(`'${slots.noun}' is stock imagery of ${shelf}`);
      if (raw.includes(slots.place) && slots.place.replace(/^the /i, "") !== usedKw) sources.push(ownPlace ? `'${ownPlace}' comes from your description` : `'${slots.place.replace(/^the /, "")}' is a setting of ${shelf}`);
      if (slots.noun2 !== slots.noun && has(slots.noun2) && slots.noun2 !== usedKw) sources.push(`'${slots.noun2}' is another of their images`);
      if (has(slots.adj) && slots.adj !== usedKw) sources.push(`'${slots.adj}' is a mood word of ${shelf}`);
      const shape = pattern.origin.replace(/\.$/, "");
      const origin = sources.length > 0 ? `${capitalize(listing(sources.slice(0, 3)))}: ${shape.charAt(0).toLowerCase()}${shape.slice(1)}.` : `${name} is ${shape.charAt(0).toLowerCase()}${shape.slice(1)}.`;
      return general(name, meaning, traits(r, vocab.traits, ["Memorable", "Evocative", "Intriguing"]), why, origin);
    };
  };
}

// Blogs are named more like brands than like books.
const BLOG_TOPIC_THEME: Record<string, string> = {
  business: "consulting", tech: "tech", food: "food", travel: "travel", fashion: "fashion", health: "wellness", finance: "money",
  diy: "craft", lifestyle: "home", parenting: "kids", "personal-finance": "money", wellness: "wellness",
};
const BLOG_ADJ: Record<string, string[]> = {
  fun: ["Happy", "Sunny", "Little", "Busy", "Merry", "Cheeky"], serious: ["Honest", "Clear", "Modern", "Practical", "Thoughtful", "Steady"],
  quirky: ["Curious", "Wonky", "Odd", "Accidental", "Slightly", "Wandering"], dramatic: ["Wild", "Bold", "Burning", "Untamed", "Fearless", "Restless"],
  elegant: ["Gilded", "Velvet", "Quiet", "Golden", "Ivory", "Graceful"], modern: ["Bright", "Fresh", "Open", "Next", "Clear", "Daily"],
  classic: ["Honest", "Golden", "Old", "Faithful", "Trusty", "Common"], playful: ["Happy", "Silly", "Busy", "Sunny", "Jolly", "Little"],
  professional: ["Clear", "Sterling", "Practical", "Prime", "Smart", "Trusted"], bold: ["Bold", "Wild", "Loud", "Fearless", "Iron", "Rebel"],
  minimal: ["Simple", "Quiet", "Plain", "Still", "Small", "Slow"],
};
const BLOG_ENDINGS = ["Notes", "Journal", "Diaries", "Daily", "Letters", "Field Guide", "Almanac", "Edit", "Report", "Dispatch"];
/** Where each publication word comes from, for a name's origin. */
const BLOG_ENDING_ORIGINS: Record<string, string> = {
  Notes: "a writer's notebook", Journal: "the journal kept day by day", Diaries: "the diary, the oldest personal writing", Daily: "the daily newspaper",
  Letters: "letters written to readers", "Field Guide": "the naturalist's field guide", Almanac: "the farmer's almanac of useful facts",
  Edit: "the fashion magazine's pick of the best", Report: "the reporter's account from the scene", Dispatch: "the war correspondent's dispatch",
};

export const blogMaker: Maker = (ctx) => {
  const topic = ctx.opt("topic");
  const tone = ctx.opt(ctx.generator.fields.some((f) => f.name === "tone") ? "tone" : "style");
  const theme = THEMES[BLOG_TOPIC_THEME[topic] ?? "home"] ?? THEMES.home;
  const adjs = BLOG_ADJ[tone] ?? BLOG_ADJ.modern;
  const r = ctx.rng;
  return () => {
    const n = r.pick(theme);
    const n2 = r.pick(theme);
    const kw = ctx.keywords.length > 0 && r.chance(0.45) ? r.pick(ctx.keywords) : null;
    // A blog is about a subject: "Book Notes", "Busy Parent Edit", not "Books Notes".
    // A describing word from the description ("cozy", "vegan") describes the subject; it is never the subject itself.
    const kwDescribes = kw !== null && isAdjective(kw);
    const noun = kw && !kwDescribes ? singularOf(kw) : n.w;
    const a = kwDescribes ? capitalize(kw) : r.pick(adjs);
    const ending = r.pick(BLOG_ENDINGS);
    const ownNoun = kw !== null && !kwDescribes;
    const nounFrom = ownNoun ? `'${noun}' is your own word` : `'${noun}' comes from ${topic ? readable(topic) : "everyday"} writing`;
    const adjFrom = kwDescribes ? `'${a}' is your own describing word` : `'${a}' sets ${withArticle(readable(tone))} voice`;
    const endingFrom = `'${ending}' borrows from ${BLOG_ENDING_ORIGINS[ending] ?? "the papers"}`;
    // What each part means, for the name's meaning.
    const nounMeans = ownNoun ? `'${capitalize(noun)}' is what you write about` : `'${capitalize(noun)}' is ${n.g}`;
    const adjMeans = `'${a}' sets the mood`;
    const endingMeans = `'${ending}' makes it a regular read`;
    const shapes: [string, string, string][] = [
      [`The ${a} ${noun}`, `${nounMeans} and ${adjMeans}.`, `${capitalize(nounFrom)} and ${adjFrom}, with a 'The' that makes it read like a magazine's name.`],
      [`${noun} ${ending}`, `${nounMeans} and ${endingMeans}.`, `${capitalize(nounFrom)}; ${endingFrom}.`],
      n2.w === noun
        ? [`${a} ${noun}`, `${nounMeans} and ${adjMeans}.`, `${capitalize(nounFrom)} and ${adjFrom}.`]
        : [`${noun} & ${n2.w}`, `${nounMeans} and '${capitalize(n2.w)}' is ${n2.g}: two subjects for two kinds of post.`, `${capitalize(nounFrom)}, and '${n2.w}' is its companion subject, ${n2.g}.`],
      [`${a} ${noun} ${ending}`, `${nounMeans}, ${adjMeans} and ${endingMeans}.`, `${capitalize(nounFrom)}, ${adjFrom} and ${endingFrom}.`],
    ];
    const [raw, meaning, origin] = r.pick(shapes);
    let why = `Fits ${withArticle(readable(tone))} ${readable(topic)} blog: it says what you write about and sets the voice before the first post.`;
    if (kw && raw.toLowerCase().includes(kwDescribes ? kw.toLowerCase() : noun.toLowerCase())) why += ` It uses '${kw}' from your description.`;
    return general(titleCase(raw), meaning, traits(r, [a, "Inviting", "Personal", "Consistent"], ["Readable"]), why, origin);
  };
};
