import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import { general, preferred, traits } from "../core/result";
import { article, capitalize, escapeRegExp, hyphenCase, listing, readable, titleCase, withArticle } from "../core/text";
import { FILM_MOOD_NOUNS, FILM_WORDS, NOUN_GLOSSES, STORY_ADJECTIVES, STORY_NOUNS, STORY_SCENES, STORY_WORLDS, VOCAB, VOCAB_ALIASES, type StoryWorld, type Vocab } from "../data/title-vocab";
import { THEMES } from "../data/brand-themes";
import { ORDINAL } from "../core/words";
import { doublesWord, RootBudget, singular, verbUses } from "./seams";
import { indefinite, ingForm, isAdjective, isPastTense, isPlural, pastTense, singularOf, verbOfIng } from "../core/pos";
import { baseForm, ING_THINGS, isPlaceName, isProperAdjective, namesPeople, partsOfSpeech } from "../core/understand";
import { familyFor, familyInContext, isAudience } from "../data/description-families";
import { blogIdeas } from "./blog-names";
import { practicalIdeas } from "../data/practical-ideas";
import { isKnownGivenName } from "../core/name-gender";

// Word families that are scenes and things a story can show ("Orchard", "Tide"), not trades or services.
const SCENE_FAMILIES = new Set(["mountain", "ocean", "river", "forest", "desert", "farm", "garden", "sky", "sun", "snow", "flowers", "bread", "tea", "honey", "horse", "books", "music", "wine"]);
// Story titles leave out books: "a fantasy novel" is no scene of books ("What the Fable Knew", "Before the Quill").
const STORY_FAMILIES = new Set([...SCENE_FAMILIES].filter((k) => k !== "books"));

// Description words that describe rather than name: they only work before a
// noun ("The Drowned Crown"), never as one ("Drowned of the North").
const DESCRIBING = new Set("shy grumpy cheerful clumsy lazy timid young old lost dark wild small big little new last broken bright cold quiet silent secret hidden golden ancient lonely strange brave sweet deep red blue black white green grey gray silver first final forgotten frozen empty fierce gentle tiny haunted cursed sunken hollow tender cruel bitter sad happy angry funny magical mysterious dangerous beautiful".split(" "));

// Words that describe the work itself, not its story: a "fast roguelike" or a
// "short cozy game" gives no title image ("Fast Crypt", "Short Meadow").
// ("a practical guide", "an illustrated handbook": how the book is made, never the mood of its story: "The Practical Hedge".)
const ABOUT_THE_WORK = new Set("fast quick short long simple easy hard difficult fun funny new great good best big small little cozy cosy relaxing casual addictive challenging indie multiplayer online mobile retro classic modern epic light practical complete comprehensive definitive essential ultimate illustrated handy pocket concise brief".split(" "));

// People in the story: they own things in a title ("The Beekeeper's Key"), they do not
// describe them ("The Beekeeper Key", "Villager Cottage").
const PEOPLE = new Set("dad mum mom boss granddaughter grandson grandmother grandfather niece nephew cousin boxer fighter coach guard planner barista assistant partner friend enemy detective thief witch captain keeper hunter killer sailor villager farmer baker doctor nurse king queen prince princess girl boy woman man sister brother mother father daughter son wife husband widow widower orphan teacher student soldier knight pirate spy agent queen rival lover stranger child kid teen teenager cop officer priest monk nun healer smith blacksmith merchant owner neighbour neighbor roommate crew mailman postman chef driver lawyer judge ranger bride groom surgeon pilot nanny midwife courier gardener mechanic plumber vicar butler maid tutor professor headmaster headmistress sheriff marshal deputy inspector sergeant constable investigator reporter editor writer author poet painter singer dancer actor magician clown jockey athlete climber diver surfer hacker programmer engineer inventor astronaut explorer traveller traveler tourist pilgrim refugee immigrant heir duke earl lord lady baron emperor admiral colonel lieutenant caretaker carer cashier waiter waitress porter fisherman fisherwoman miner shepherd vet chauffeur accountant banker clerk secretary".split(" "));
// ("loneliness", "darkness", "mist", "playlist" end the same way as "princess" and "artist" and are nobody.)
// ("schoolteacher", "firefighter", "stepmother", "shopkeeper": a joined word that ends in a person is that person.)
const PEOPLE_ENDS = new RegExp(`^[a-z]{3,}(${[...PEOPLE].filter((p) => p.length >= 5).join("|")})$`, "i");
const isPerson = (word: string) =>
  PEOPLE.has(word.toLowerCase()) ||
  (PEOPLE_ENDS.test(word) && !/(autopilot|driver|painkiller|weedkiller|dumbwaiter|safeguard|mudguard|fireguard|stagecoach)$/i.test(word)) ||
  /(keeper|maker|smith|ian)$/i.test(word) ||
  /(actress|waitress|empress|seamstress|mistress|heiress|sorceress|huntress|enchantress|temptress|stewardess|priestess|duchess|princess|goddess|countess|hostess|governess|baroness|lioness|tigress)$/i.test(word) ||
  (word.length > 5 && /ist$/i.test(word) && !/(sist|xist|playlist|checklist|wishlist|setlist|shortlist|blacklist|waitlist)$/i.test(word));

/** A title's last word is capitalised whatever it is: "The Monster Who Held On", never "Held on". */
const lastWordUp = (title: string) => title.replace(/ ([a-z])([a-z]*)$/, (_m, c: string, rest: string) => ` ${c.toUpperCase()}${rest}`);

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
  // "Sheep", "Deer", "Fish": the same word for many.
  if (/^(sheep|deer|fish|moose|bison|salmon|trout|cod|aircraft|spacecraft|series|species|offspring|swine|elk)$/i.test(last)) return word;
  const irregular = { mouse: "mice", goose: "geese", child: "children", person: "people", man: "men", woman: "women", tooth: "teeth", foot: "feet", ox: "oxen" }[last.toLowerCase()];
  // "Fisherman" -> Fishermen, but "Human" -> Humans.
  if (/[a-z]{2,}(man|woman)$/i.test(last) && !/(human|german|talisman|roman|shaman|caiman|ottoman|doberman)$/i.test(last)) return `${head}${last.slice(0, -2)}en`;
  if (irregular) return `${head}${last[0] === last[0].toUpperCase() ? irregular[0].toUpperCase() + irregular.slice(1) : irregular}`;
  if (/(s|x|z|ch|sh)$/i.test(last) || /(echo|hero|potato|tomato|volcano|torpedo)$/i.test(last)) return `${head}${last}es`;
  if (/[^aeiou]y$/i.test(last)) return `${head}${last.slice(0, -1)}ies`;
  if (/^(leaf|shelf|wolf|half|thief|calf|loaf|sheaf|elf)$/i.test(last)) return `${head}${last.slice(0, -1)}ves`;
  if (/^(knife|life|wife|midwife|housewife|penknife|jackknife)$/i.test(last)) return `${head}${last.slice(0, -2)}ves`;
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
/** Kinds of song, with what each promises ("Train Blues", "Anniversary Waltz"). */
const SONG_FORMS: Record<string, string> = {
  Blues: "the oldest way to sing about what hurts", Lullaby: "a song sung softly at the end of the day", Waltz: "a dance in three, for turning slowly together",
  Serenade: "a song sung to someone under their window", Anthem: "a song everyone in the room sings back", Ballad: "a slow song that tells a story",
  Song: "the plainest promise a title can make", Hymn: "a song of praise", Shuffle: "a loose, easy rhythm", Reprise: "a tune that comes back changed",
  Overture: "the opening of something bigger", Refrain: "the line that keeps coming back",
};
/** The kinds of song each mood or genre is sung in: an empowering anthem is no lullaby ("Atlanta Lullaby"). */
const SONG_FORMS_BY_KIND: Record<string, string[]> = {
  happy: ["Song", "Shuffle", "Anthem", "Waltz"], sad: ["Blues", "Lullaby", "Ballad", "Refrain", "Hymn"],
  angry: ["Anthem", "Blues", "Song"], romantic: ["Serenade", "Waltz", "Ballad", "Song", "Lullaby"],
  nostalgic: ["Ballad", "Waltz", "Refrain", "Song", "Blues", "Lullaby"], empowering: ["Anthem", "Hymn", "Song"],
  pop: ["Song", "Anthem", "Serenade"], rock: ["Anthem", "Blues", "Song"], country: ["Ballad", "Waltz", "Blues", "Song", "Shuffle"],
  "hip-hop": ["Anthem", "Song", "Hymn"], "r-and-b": ["Serenade", "Ballad", "Song", "Lullaby"], indie: ["Song", "Refrain", "Lullaby", "Waltz"],
  electronic: ["Anthem"], folk: ["Ballad", "Waltz", "Hymn", "Lullaby", "Song", "Blues"],
};
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

export const TITLE_PATTERNS = { BOOK, BAND, GAME, FANFIC, COMIC };

export interface TitleParams {
  what: string;
  vocabKey: string;
  /** The shapes of the older pattern maker (bands, comic mastheads); a story, song or poem is built on its frames. */
  patterns: Pattern[];
  /** Extra sentence about an input, e.g. the fandom. */
  note?: string;
}

// Words that begin or end no title ("a", "about", "my") and words about the work itself ("song", "poems").
const LYRIC_EDGE = /^(a|an|the|of|to|at|in|on|my|our|your|his|her|their|and|or|but|about|for|with|from|by|as|is|are|was|who|that|which|it|its|i|we|you|he|she|they|very|so|some|after|before|until|till|during|without|into|onto|through|than|when|while|if)$/;
const LYRIC_META = /^(songs?|poems?|poetry|tracks?|lyrics?|album|ballads?|verse|verses|collection|piece|pieces|written|write|writing|about|anthems?|lullab(?:y|ies)|hymns?|serenades?|laments?|tunes?|jingles?|haikus?|sonnets?|limericks?|villanelles?|odes?|elegy|elegies|raps?|duets?|singles?|stanzas?|rhymes?)$/;
/** Kinds of music and verse, said before the kind of work ("a sad country song", "a free verse poem"). */
const WORK_GENRES = /^(country|rock|pop|folk|jazz|blues|punk|metal|indie|soul|gospel|rap|hip|hop|rnb|emo|edm|techno|disco|reggae|grunge|acoustic|electronic|synth|synthpop|trap|lofi|dance|piano|guitar|spoken|free|power|prose|rock'n'roll|bluegrass|christmas|kids|children's)$/;
/** How the work itself sounds or reads, said before it ("an upbeat song", "a short poem"): nothing it is about. */
const WORK_MANNER = /^(upbeat|catchy|slow|fast|short|long|mellow|chill|dreamy|uplifting|heartfelt|emotional|cheerful|gentle|soft|loud|moody|simple|little|new|original|rhyming|instrumental|epic|funny|silly|cute|sweet|romantic|melancholy|melancholic|haunting|beautiful|powerful|quiet|modern|classic|traditional|dark|light|deep|meaningful|inspiring|inspirational|motivational|empowering|happy|sad|angry|nostalgic)$/;
/** A word that says what kind of song or poem it is, not what it is about: "upbeat" and "country" in "an upbeat country song". */
function aboutTheWork(words: readonly string[], k: string): boolean {
  if (!WORK_GENRES.test(k) && !WORK_MANNER.test(k)) return false;
  return words.some((t, i) => {
    if (t !== k) return false;
    let j = i + 1;
    while (j < words.length && (WORK_GENRES.test(words[j]) || WORK_MANNER.test(words[j]))) j++;
    return LYRIC_META.test(words[j] ?? "");
  });
}
/** A word said as a doing cut from its sentence ("died" in "my dog who died", "learn" in "my son learn to walk"): no title ends on it or starts with it. */
function doingWord(w: string): boolean {
  const pos = partsOfSpeech(w);
  if (pos === "v") return true;
  return !pos.includes("a") && !/(s|ing)$/.test(w) && baseForm(w) !== w && !isPlural(w);
}

/** Words that say where or which way ("far from home", "back again"): no title word alone, and no title ends on one. */
const SAYS_WHERE = /^(far|away|back|again|nearby|abroad|ahead|overseas)$/;

/** Two- and three-word runs of the description that read as a title on their own. */
function lyricPhrases(ctx: Ctx): string[] {
  // ("3am" is one word: "City at 3 A.M.", never "City at Am"; "father’s" is one word, never "Father S Old".)
  // A run stays inside one clause: "landlords, rent and a city" holds no "Landlords Rent".
  const clauses = ctx.description.toLowerCase().replace(/[\u2019\u2018]/g, "'").split(/[,.;:!?()]+/);
  const runsOf = (clause: string) => (clause.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).filter((w) => !ctx.understood.excluded.has(w) && (!/\d/.test(w) || /^\d{1,2}(am|pm)$/.test(w)));
  const out: string[] = [];
  for (let len = 3; len >= 2; len--) {
    for (const words of clauses.map(runsOf)) for (let i = 0; i + len <= words.length; i++) {
      const run = words.slice(i, i + len);
      // ("Father's Old", "Daughter Learning": a run ends on what it is about, not on an owner or a doing cut off from its object.)
      if (/'s$/.test(run[len - 1]) || (/ing$/.test(run[len - 1]) && !/^(in|of|and)$/.test(run[len - 2]))) continue;
      // ("Father's Old": what an owner has is a thing, not only how it is.)
      if (/'s$/.test(run[len - 2]) && describing(run[len - 1])) continue;
      // ("Truck Driver Far" of "a truck driver far from home": a word that says where ends no title.)
      if (SAYS_WHERE.test(run[len - 1]) || /^(too|also|still|even|ever|never|just|ago)$/.test(run[len - 1])) continue;
      if (LYRIC_EDGE.test(run[0]) || LYRIC_EDGE.test(run[len - 1]) || run.some((w) => LYRIC_META.test(w))) continue;
      // ("Sad Country" of "a sad country song", "Died Last Winter", "Son Learn": the kind of song, or a doing cut from its sentence.)
      if (run.some((w) => aboutTheWork(words, w) || doingWord(w))) continue;
      // Inside a run only small joining words may stand ("alone at night"), and it holds a thing or a quality.
      if (run.slice(1, -1).some((w) => LYRIC_EDGE.test(w) && !/^(at|in|on|of|and|the|to)$/.test(w))) continue;
      if (!run.some((w) => /[na]/.test(partsOfSpeech(w)))) continue;
      // ("Atlanta and Making": "and" joins two of a kind, not a place and a doing.)
      if (run.includes("and") && /ing$/.test(run[len - 1]) !== /ing$/.test(run[0])) continue;
      const line = run.join(" ");
      if (!out.some((o) => o.includes(line))) out.push(line);
    }
  }
  return out.slice(0, 6);
}

function vocabFor(key: string): Vocab {
  return VOCAB[key] ?? VOCAB[VOCAB_ALIASES[key] ?? ""] ?? VOCAB.literary;
}

export function titleMaker(params: (ctx: Ctx) => TitleParams): Maker {
  return (ctx) => {
    const p = params(ctx);
    if (p.what === "game" || p.what === "book" || p.what === "screenplay" || p.what === "fan fiction") return storyMaker(ctx, p);
    // A comic is a story too ("The City's Last Signal", "The Girl Who Talked to Machines"); some of its titles are still
    // a hero's name in the way of the series on the rack ("The Incredible Titan").
    if (p.what === "comic") {
      const story = storyMaker(ctx, p);
      if (p.vocabKey !== "superhero") return story;
      // (Mastheads only: an arc's subtitle around the visitor's word reads as a stock form filled in, "Sentinel: The Girl Saga".)
      const rack = patternMaker(ctx, { ...p, patterns: p.patterns.filter((x) => !/subtitle/.test(x.origin)) });
      return () => (ctx.rng.chance(0.75) ? story() : rack());
    }
    // A song or a poem is named for what it is about, as a story is ("Back to the Lake", "Ode to Insomnia"),
    // and often with its own words ("Driving Home Alone").
    if (p.what === "song" || p.what === "poem") {
      const lyric = lyricMaker(ctx, p);
      const story = storyMaker(ctx, p);
      return () => lyric() ?? story();
    }
    return patternMaker(ctx, p);
  };
}

/** A title lifted from the description's own words, about two times in ten ("Driving Home Alone", "Summer Nights"); null otherwise. */
function lyricMaker(ctx: Ctx, p: TitleParams): () => ReturnType<ReturnType<Maker>> {
  const vocab = vocabFor(p.vocabKey);
  const r = ctx.rng;
  // Two of them in a list, drawn afresh each time: asked again, the visitor meets other lines of theirs, not "Summer Nights" every time.
  const all = lyricPhrases(ctx);
  // (One where the description holds three lines or fewer: two of three would be in nearly every list.)
  // (Where the description holds three lines or fewer, four lists in ten take one: "Leaving Home" in every list is no choice.)
  const lyrics = all.length <= 3 && !r.chance(0.4) ? [] : Array.from({ length: Math.min(all.length <= 3 ? 1 : 2, all.length) }, () => all.splice(r.int(all.length), 1)[0]);
  const lyricsUsed = new Set<string>();
  return () => {
    if (lyrics.length === 0 || !r.chance(0.2)) return null;
    const line = r.pick(lyrics);
    if (lyricsUsed.has(line)) return null;
    lyricsUsed.add(line);
    const name = titleCase(line).replace(/\b(\d{1,2}) ?([AaPp])[Mm]\b/g, (_, h: string, m: string) => `${h} ${m.toUpperCase()}.M.`);
    const genre = readable(p.vocabKey);
    const gist = p.what === "song" ? "the line a chorus could be built on" : "the image the poem keeps coming back to";
    return general(
      name,
      `'${line}' is your own telling of it, ${gist}.`,
      traits(r, vocab.traits, ["Memorable", "Evocative", "Honest"]),
      `Fits ${withArticle(genre)} ${p.what}: it hints at ${vocab.hint}. ${name} says what the ${p.what} is about in words a listener already feels.`,
      `${name} is lifted from your description, the way ${p.what === "song" ? "songwriters find a hook in the story they are telling" : "poets title a poem with its own first image"}.`,
    );
  };
}

/** Titles in the shapes a kind of work is named in ("Till the Summer Comes", "The Incredible Titan"), with the description's words where they fit. */
function patternMaker(ctx: Ctx, p: TitleParams): () => ReturnType<ReturnType<Maker>> {
  const vocab = vocabFor(p.vocabKey);
  const r = ctx.rng;
  // The genre's own name is not an image ("The Cipher of the Thriller").
  const genreWords = new Set(p.vocabKey.split("-"));
  // "Exploring Doll", "Escaping Cycle": an action in -ing is no title word unless it names an activity ("farming", "baking").
  // Nor is a plain verb ("Gentle Befriend"), or the kind of thing being named ("Tiny Game").
  const kindWords = new Set(p.what.toLowerCase().split(/\s+/));
  // (A band's format and its songs are what it is, not what it sings of: "The Trio Moonlights", "The Song Glows".)
  if (p.what === "band") for (const w of ["trio", "duo", "quartet", "quintet", "ensemble", "orchestra", "song", "music", "musician", "singer", "player", "sound", "track", "album", "lyric"]) kindWords.add(w);
  // (Nor are its members, where it sings of something: "The Mate Motels" for five mates who sing about ferries.)
  if (p.what === "band" && ctx.understood.nouns.some((n) => !BAND_MEMBERS.test(n) && !kindWords.has(n))) for (const n of ctx.understood.nouns) if (BAND_MEMBERS.test(n)) kindWords.add(n).add(plural(n).toLowerCase());
  // "Farming Tea": an activity in -ing never stands as a title word; it leads to its scene ("Orchard", "Meadow") instead.
  // "escaping" -> Escape, "hunting" -> Hunt: an action whose plain form is also a noun is a title word.
  const actions = ctx.keywords.filter((k) => /ing$/.test(k)).map((k) => baseForm(k)).filter((b) => b.length >= 4 && !/ing$/.test(b) && partsOfSpeech(b).includes("n"));
  // "a girl joins the team", "a frog who hops": a word that can be a verb, right after its subject, is the action.
  const descWords = ctx.description.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  const nounsSaid = new Set(ctx.understood.nouns);
  // "who can talk to pigeons", "learns to fly": a plain verb after "can" or "to" is an action too ("The Talk Conspiracy").
  const afterModal = (k: string) => partsOfSpeech(k).includes("v") && descWords.some((t, i) => t === k && i > 0 && /^(can|could|will|would|must|to|cannot)$/.test(descWords[i - 1]));
  const usedAsVerb = (k: string) =>
    afterModal(k) ||
    (/s$/.test(k) && partsOfSpeech(k).includes("v") &&
      descWords.some((t, i) => t === k && i > 0 && (/^(who|that|which|and|then|also|she|he|they|it|i|we|you|never|always|often|still)$/.test(descWords[i - 1]) || (nounsSaid.has(baseForm(descWords[i - 1])) && !/s$/.test(descWords[i - 1])))));
  // "across", "into": a word WordNet knows neither as a thing nor as a quality is no title word.
  const noTitleWord = (k: string) => partsOfSpeech(k) === "" && k.length <= 7 && /^(across|around|through|between|among|toward|towards|within|without|behind|beyond|during|against|along|amid|upon|onto|into)$/.test(k);
  // "tenth", "forty": a number says when, not what ("Tenth Blues").
  const kws = [...ctx.keywords, ...actions].filter((k) => !usedAsVerb(k) && !noTitleWord(k) && !ORDINAL.test(k)).filter((k) => !genreWords.has(k) && !genreWords.has(k.replace(/s$/, "")) && !kindWords.has(k.replace(/s$/, "")) && !/ing$/.test(k) && partsOfSpeech(k) !== "v" && !ABOUT_THE_WORK.has(k));
  // Images from the description's scene: "flowers" -> Bloom, Petal; "farm" -> Orchard, Meadow.
  const scene: { w: string; g: string; from: string }[] = [];
  for (const k of ctx.keywords) {
    // (In the sense the description means: a fishing village is no farm, "A Pasture for the Detective".)
    const f = [k, singular(k), k.replace(/ing$/, "")].map((x) => familyInContext(x, descWords)).find((x) => x && SCENE_FAMILIES.has(x.key));
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
    // ("Summer Summers": a word and its plural are one word said twice.)
    if (doublesWord(ws) || ws.some((a, i) => a.length >= 4 && ws.some((b, j) => i !== j && (singular(a) === singular(b) || (b.length > a.length && b.toLowerCase().endsWith(a.toLowerCase())))))) return null;
    const usedKw = slots.kw && (raw.includes(slots.kw) || (slots.kwAsTyped && raw.includes(slots.kwAsTyped))) ? slots.kw : null;
    if (usedKw) {
      if (!kwBudget.allows(usedKw)) return null;
      kwBudget.spend(usedKw);
    }
    // ("The Paradises", "The Bar Midnights": a time or a feeling is not counted.)
    if ([slots.noun, slots.noun2].some((x) => massNoun(x) && raw.includes(plural(x)) && plural(x) !== x)) return null;
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
/** A personal blog's tone picks its publication words too: a serious one keeps a journal, a fun one a diary. */
const BLOG_ENDINGS_BY_TONE: Record<string, string[]> = {
  fun: ["Diaries", "Daily", "Notes", "Field Guide"], serious: ["Journal", "Notes", "Report", "Letters"], quirky: ["Field Guide", "Almanac", "Notes", "Diaries"],
  dramatic: ["Dispatch", "Diaries", "Report", "Letters"], elegant: ["Letters", "Edit", "Journal", "Almanac"],
};
/** Where each publication word comes from, for a name's origin. */
const BLOG_ENDING_ORIGINS: Record<string, string> = {
  Notes: "a writer's notebook", Journal: "the journal kept day by day", Diaries: "the diary, the oldest personal writing", Daily: "the daily newspaper",
  Letters: "letters written to readers", "Field Guide": "the naturalist's field guide", Almanac: "the farmer's almanac of useful facts",
  Edit: "the fashion magazine's pick of the best", Report: "the reporter's account from the scene", Dispatch: "the war correspondent's dispatch",
};

/** The voice of a personal blog whose tone was left alone: plain, never "The Cheeky Teacher" for a teacher paying off debt. */
const BLOG_PLAIN = ["Everyday", "Real", "Open", "Plain", "Good", "Ordinary"];
/** How a blog is said to come from its writer: "Notes from a Retired Couple", "Diary of a Dad of Three". */
const BLOG_FROM = ["Notes from", "Diary of", "Letters from", "Dispatches from"];
// (A confession is a fun or quirky blog's word only.)
const BLOG_FROM_PLAYFUL = ["Confessions of", "Adventures of"];
// People a personal blog is written by, past the dictionary's people: "a retired couple", "parents of twins".
const WRITERS = /^(couple|family|twins|parents|mum|mom|dad|mama|papa|nan|grandma|grandpa)$/;
const VEHICLES = /^(train|boat|bus|van|bike|bicycle|car|ship|yacht|ferry|camper|caravan|narrowboat)$/;

const BLOG_RECORD_THEMES = new Set(["money", "food", "bread", "travel", "tech", "craft", "kids", "wellness", "home", "fashion", "consulting"]);

export const blogMaker: Maker = (ctx) => {
  const topic = ctx.opt("topic");
  const toneName = ctx.generator.fields.some((f) => f.name === "tone") ? "tone" : "style";
  const tone = ctx.opt(toneName);
  // The subject the visitor wrote about sets the blog's words unless they picked a topic themselves:
  // "money tips for nurses" is a money blog, not a wellness one ("Tip & Breath").
  const picked = (name: string) => {
    const field = ctx.generator.fields.find((f) => f.name === name);
    return field?.kind === "select" && ctx.text(name).trim().toLowerCase() !== "" && ctx.text(name).trim().toLowerCase() !== field.default;
  };
  const pickedTopic = picked("topic");
  // (A personal blog's tone left alone sets none: "The Cheeky Teacher", "Merry Coin Field Guide" for a teacher's debt.)
  const plainVoice = toneName === "tone" && !picked("tone");
  // Words about the writing itself ("tips", "blog") are no subject ("Tip Edit", "The Daily Blog").
  // ("Raising three kids", "growing tomatoes": a word said as something done is no subject either, "Raising & Acre".)
  const verbal = verbUses(ctx.description);
  const text = ctx.description.replace(/[\u2019\u2018]/g, "'");
  const descWords: string[] = text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
  const bound = ctx.bound;
  // ("for busy families": whom a blog is for is no subject, "Busy Orchard Almanac".)
  const forWhom = (k: string) => descWords.some((t, i) => t === k && descWords.slice(Math.max(0, i - 3), i).includes("for"));
  const subjects = ctx.keywords.filter((k) => !isAudience(k) && !verbal.has(k) && !bound.has(k) && !forWhom(k) && !/^(blog|blogs|blogging|tips?|posts?|site|website|newsletter|advice|ideas?|guides?|life|lives|stories|story|writing|thoughts|tutorials?|step|steps)$/.test(k));
  // ("living with chronic illness", "sailing around the Med": a doing with its place or company after it is no subject, "Living Notes".)
  const doing = (k: string) => /ing$/.test(k) && descWords.some((t, i) => t === k && /^(with|in|on|around|through|across|off|up|out|about|as|for|to)$/.test(descWords[i + 1] ?? ""));
  // ("a single mum": what is said of the writer is none of the posts, "Single Letters".)
  const ofWriter = (k: string) => descWords.some((t, i) => t === k && (PEOPLE.has(descWords[i + 1] ?? "") || WRITERS.test(descWords[i + 1] ?? "")));
  // ("with my husband": whom they write with is none of the posts, "The Open Husband".)
  const companion = (k: string) => descWords.some((t, i) => t === k && /^(my|our|his|her|their)$/.test(descWords[i - 1] ?? "") && (isPerson(k) || WRITERS.test(k)));
  // ("stay-at-home", "plus-size": a part of a joined word names nothing alone, "Stay & School", "Plus & Outfit".)
  const joinedParts = new Set(text.toLowerCase().match(/[a-z]+(?=-[a-z])|(?<=[a-z]-)[a-z]+/g) ?? []);
  const nounSubjects = subjects.filter((k) => !isAdjective(k) && !ofWriter(k) && !companion(k) && !joinedParts.has(k) && !/^(journey|budget|ideas?)$/.test(k) && partsOfSpeech(singularOf(k)).includes("n") && !/\d/.test(k) && !META.has(k) && !doing(k));
  // The family of the first subject that has one: a theme of its own ("money") or the family's words ("beekeeper" -> honey, hive).
  const said = descWords;
  // ("moving from London": a doing with its place after it calls up no family, "Courier Letters", "Parcel & Depot".)
  const family = pickedTopic ? undefined : subjects.filter((k) => !(/ing$/.test(k) && descWords.some((t, i) => t === k && /^(from|to|through|across|around|with)$/.test(descWords[i + 1] ?? "")))).map((k) => familyInContext(k, said)).find((f) => f !== undefined);
  const themeWords = (family ? (THEMES[family.key] ?? family.words.filter((x) => !x.w.includes(" "))) : undefined) ?? THEMES[BLOG_TOPIC_THEME[topic] ?? "home"] ?? THEMES.home;
  // (Living with an illness is no radiance: "Glow Journal", "Chronic Glow Field Guide".)
  const ill = LIVED_THROUGH.test(ctx.description) || /\b(chronic|illness|pain|fibromyalgia|disability|disabled)\b/i.test(ctx.description);
  const theme = ill ? themeWords.filter((x) => !/^(Glow|Radiance|Bloom|Thrive|Vital|Zest|Sunny|Sparkle)$/i.test(x.w)) : themeWords;
  const adjs = plainVoice ? BLOG_PLAIN : (BLOG_ADJ[tone] ?? BLOG_ADJ.modern);
  const voice = plainVoice ? "" : `${readable(tone)} `;
  const r = ctx.rng;
  // Who writes it: "a dad of three", "a retired couple", "as a teacher" ("Diary of a Retired Couple"); never whom it is for.
  // ("three twins": only one who writes, "Letters from a Twins".)
  // ("with my husband": whom they write with is not who writes, "Letters from a Husband".)
  const writerAt = descWords.findIndex((t, i) => (PEOPLE.has(t) || WRITERS.test(t)) && !isPlural(t) && !forWhom(t) && !bound.has(t) && !/^(for|of|three|two|four|my|our|his|her|their|your|with)$/.test(descWords[i - 1] ?? "")
    // ("student loans", "teacher training": a person's word before a plural thing only says which thing.)
    && !(/[^s]s$/.test(descWords[i + 1] ?? "") && partsOfSpeech(singular(descWords[i + 1])).includes("n") && !verbal.has(descWords[i + 1])));
  let writer = "";
  if (writerAt >= 0) {
    const before = descWords[writerAt - 1] ?? "";
    const who = descWords[writerAt];
    // ("a retired couple", "a single mum": the word said of them goes with them.)
    // ("a single mom", "a retired engineer": the words a writer is known by, whatever the dictionary calls them.)
    const described = before && (isAdjective(before) || /^(single|retired|working|sober|solo|widowed|divorced|expat|vegan|stay-at-home|first-time)$/.test(before)) && !/^(a|an|the|my|our|as|old|new|other|same|busy|small|little|big)$/.test(before) ? `${before} ` : "";
    // ("a dad of three": how many goes with them too.)
    const many = text.toLowerCase().match(new RegExp(`\\b${who} of (two|three|four|five|six|twins)\\b`))?.[1];
    writer = titleCase(`${described}${who}${many ? ` of ${many}` : ""}`);
  }
  // Two words said together ("slow travel", "student debt", "chronic illness"): what the posts are about, said as the visitor said it.
  const phrases: string[] = [];
  for (let i = 0; i + 1 < descWords.length; i++) {
    const [x, y] = [descWords[i], descWords[i + 1]];
    if (!nounSubjects.includes(y) || !(subjects.includes(x) || isAdjective(x)) || LYRIC_EDGE.test(x) || x === y || bound.has(x) || forWhom(y) || /\d/.test(x)) continue;
    if (!new RegExp(`\\b${x} ${y}\\b`, "i").test(text) || /^(small|little|big|old|new|easy|busy|first|last|other)$/.test(x) && !/(travel|debt|business|town|towns)$/.test(y)) continue;
    if (isPerson(singular(y)) || WRITERS.test(y)) continue;
    // ("tight budget", "cheap weekend" of "cheap weekend trips": how, or only part of what was said.)
    if (/^(budget|shoestring)$/.test(y) || (descWords[i + 2] && nounSubjects.includes(descWords[i + 2]))) continue;
    phrases.push(titleCase(`${x} ${singularOf(y) === y || massNoun(y) ? y : y}`));
  }
  // "The Happy Vegetarian", "The Slow Train": "The" and a mood word go with someone, a place or a thing one can count, never stuff
  // or a doing ("The Practical Fibromyalgia", "The Clear Bookkeeping", "The Gilded Sailing", "The Little Win").
  const takesThe = (noun: string) => {
    const w = noun.toLowerCase();
    return isPerson(w) || WRITERS.test(w) || PLACE_WORDS.has(w) || VEHICLES.test(w) || (!massNoun(noun) && !partsOfSpeech(w).includes("v") && !/(ing|ia|y|th)$/.test(w) && !isAdjective(w));
  };
  const ownPairs = nounSubjects.filter((k, i, a) => a.findIndex((x) => singularOf(x) === singularOf(k)) === i);
  // Names a person would pick, read from who writes, where they are going and the voice picked ("The Single Mom's Ledger",
  // "One Loan at a Time", "South America on a Budget"); they lead, the stock shapes below fill the rest.
  const ideaSubjects = [...phrases, ...ownPairs.filter((k) => !isPerson(singular(k)) && !WRITERS.test(k)).map((k) => titleCase(k))];
  const ideas = blogIdeas({
    text: ctx.description,
    writer: writer || (/\bwith (my|our) (husband|wife|partner|boyfriend|girlfriend|fianc(?:e|\u00e9)e?)\b/i.test(ctx.description) ? "Couple" : ""),
    subjects: ideaSubjects.filter((x, i) => ideaSubjects.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i),
    tone: picked(toneName) ? tone : "",
    isMass: (w) => massNoun(w),
    theme: pickedTopic ? (BLOG_TOPIC_THEME[topic] ?? "home") : (family?.key && BLOG_RECORD_THEMES.has(family.key) ? family.key : (BLOG_TOPIC_THEME[topic] ?? "home")),
  });
  r.shuffle(ideas);
  // (Three names at most say a voice over the subject, "Mostly Bread", "Simply Bread": the rest say who, where and how.)
  let angles = 0;
  let records = 0;
  for (let i = ideas.length - 1; i >= 0; i--) if ((ideas[i].angle && ++angles > 3) || (ideas[i].record && ++records > 1)) ideas.splice(i, 1);
  // (Six at most a request: asked again, a visitor is offered others, and the rest of the list still says their subject.)
  ideas.splice(0, Math.max(0, ideas.length - 6));
  return () => {
    if (ideas.length > 0) {
      const idea = ideas.pop()!;
      return preferred(general(idea.name, idea.meaning, traits(r, ["Personal", "Memorable", "Inviting", "Warm"], ["Readable"]), idea.why, idea.origin));
    }
    const n = r.pick(theme);
    const n2 = r.pick(theme);
    // Most names carry the visitor's own subject; who reads ("nurses") is not one.
    const kw = nounSubjects.length > 0 && r.chance(0.7) ? r.pick(nounSubjects) : null;
    const noun = kw ? singularOf(kw) : n.w;
    const a = r.pick(adjs);
    const ending = r.pick(toneName === "tone" && !plainVoice ? (BLOG_ENDINGS_BY_TONE[tone] ?? BLOG_ENDINGS) : BLOG_ENDINGS);
    const ownNoun = kw !== null;
    const nounFrom = ownNoun ? `'${noun}' is your own word` : `'${noun}' comes from ${topic ? readable(topic) : "everyday"} writing`;
    const adjFrom = `'${a}' sets ${plainVoice ? "a plain" : withArticle(readable(tone))} voice`;
    const endingFrom = `'${ending}' borrows from ${BLOG_ENDING_ORIGINS[ending] ?? "the papers"}`;
    // What each part means, for the name's meaning.
    const nounMeans = ownNoun ? `'${capitalize(noun)}' is what you write about` : `'${capitalize(noun)}' is ${n.g}`;
    const adjMeans = `'${a}' sets the mood`;
    const endingMeans = `'${ending}' makes it a regular read`;
    const shapes: [string, string, string][] = [[`${noun} ${ending}`, `${nounMeans} and ${endingMeans}.`, `${capitalize(nounFrom)}; ${endingFrom}.`]];
    if (takesThe(noun)) shapes.push([`The ${a} ${noun}`, `${nounMeans} and ${adjMeans}.`, `${capitalize(nounFrom)} and ${adjFrom}, with a 'The' that makes it read like a magazine's name.`]);
    // Two subjects of the visitor's own ("Tax & Bookkeeping", "Chaos & Laundry"), or two of one family they wrote about ("Ladle & Butter");
    // never a stock word beside theirs ("Vegetarian & Kettle", "Teacher & Keystone").
    const other = ownPairs.filter((k) => singularOf(k) !== noun && !isPerson(singular(k)));
    if (ownNoun && other.length > 0 && !isPerson(noun.toLowerCase())) {
      const y = singularOf(r.pick(other));
      shapes.push([`${noun} & ${y}`, `'${capitalize(noun)}' and '${capitalize(y)}' are what you write about, both on the masthead.`, `${capitalize(nounFrom)}, and so is '${y}'.`]);
    } else if (!ownNoun && family && n2.w !== n.w) {
      shapes.push([`${n.w} & ${n2.w}`, `'${capitalize(n.w)}' is ${n.g} and '${capitalize(n2.w)}' is ${n2.g}.`, `Both come from the ${family.key} of your description: '${n.w}' and '${n2.w}'.`]);
    }
    if (phrases.length > 0) {
      const ph = r.pick(phrases);
      shapes.push([`${ph} ${ending}`, `'${ph}' is what you write about, as you put it, and ${endingMeans}.`, `'${ph}' is said as you said it; ${endingFrom}.`]);
    }
    if (writer) {
      const from = r.pick(plainVoice || !/^(fun|quirky|playful)$/.test(tone) ? BLOG_FROM : [...BLOG_FROM, ...BLOG_FROM_PLAYFUL]);
      shapes.push([`${from} ${withArticle(writer)}`, `'${writer}' is who writes it, in your own words, and '${from}' makes it a personal letter to readers.`, `'${writer}' is how you put who you are; '${from}' is how diaries and letters are titled.`]);
    }
    const [raw, meaning, origin] = r.pick(shapes);
    let why = `Fits ${withArticle(`${voice}${readable(topic)}`)} blog: it says what you write about${plainVoice ? "" : " and sets the voice"} before the first post.`;
    const usedOwn = [kw, writer, ...phrases].filter((w): w is string => !!w && raw.toLowerCase().includes(w.toLowerCase().split(" ").pop()!.replace(/s$/, "")));
    if (usedOwn.length > 0) why += ` It uses '${usedOwn[0].toLowerCase()}' from your description.`;
    return general(titleCase(raw), meaning, traits(r, [a, "Inviting", "Personal", "Consistent"], ["Readable"]), why, origin);
  };
};

// ——— Game and book titles: the description's own nouns in frames that suit them ———

// Words about the work, not its story ("a fantasy novel", "a detective story set in…").
// ("told in short weekly strips": how a comic comes out is none of its story, "The Sunny Strips", "Of Strips and Gas Stations".)
const META = new Set("gap childhood two three four five six seven eight nine ten twelve twenty thirty forty fifty sixty seventy eighty ninety hundred twenties thirties forties fifties sixties teens novel novels story stories book books tale tales memoir memoirs series game games title titles fiction nonfiction non adult adults self help set about genre plot character characters protagonist narrative chapter chapters cookbook guide handbook version sequel trilogy kind type style player players level levels mechanic mechanics world comic comics webcomic webcomics manga manhwa zine zines graphic film films movie movies romcom romcoms screenplay screenplays script scripts feature sitcom documentary strip strips panel panels issue issues episode episodes instalment instalments installment installments weekly monthly daily".split(" "));
// Genre names, said before the kind of work ("a survival horror game", "a puzzle game about…").
const GENRE_WORDS = new Set("fantasy mystery thriller romance romantic science sci scifi literary horror young non fiction memoir platformer rpg puzzle shooter strategy cozy cosy racing roguelike roguelite survival action adventure simulation sim sandbox crafting idle arcade metroidvania stealth visual crawler dungeon-crawler builder simulator".split(" "));
// Settings people describe: they are where a title happens ("Escape from the Spaceship").
// Words for a kind, a group or a span of time: before another noun they only say which ("generation ship", "class war").
const ABSTRACT_KINDS = /^(generation|generations|class|type|kind|sort|model|series|standard|age|era|century|decade|period|level|grade|rank|status|state|system|data|information|energy|power|science|research|security|safety|quality|value|process|service|support|management|control|design|production)$/;

const PLACE_WORDS = new Set("hospital clinic asylum spaceship starship ship station city town village farm farmhouse ranch house home mansion manor cottage castle palace kingdom empire lighthouse library school academy college island mountain forest woods desert planet moon rig shop store cafe tavern inn prison jail church temple tower dungeon cave mine sea ocean lake river valley court market street alley harbour harbor port space colony camp hotel motel bakery garden orchard theatre theater museum circus carnival office laboratory lab bunker base outpost ruins city".split(" "));
// Happenings and deeds that are nouns ("escape", "heist"): the story's event, never a place or thing.
const ACT_WORDS = new Set("escape survival rescue revenge heist hunt chase race quest journey war battle siege trial murder contest competition trade defence defense invasion exodus flight return voyage expedition search crossing election".split(" "));
// Times a story is set in.
const TIME_WORDS = new Set("night nights midnight dawn dusk evening morning summer winter autumn spring twilight weekend christmas".split(" "));
// Animals and other beings a story follows.
const BEING_WORDS = new Set("grandmother grandfather grandma grandpa nonna aunt uncle sheep lamb lambs cow cows goat goats pig pigs hen hens bee bees cat cats kitten dog dogs puppy fox foxes wolf wolves bear bird birds frog frogs rabbit mouse mice owl horse dragon ghost ghosts robot robots android alien aliens villager villagers witch witches sister sisters family swimmer hacker killer monster monsters zombie zombies vampire spirit spirits".split(" "));
// Style words that describe the world ("a rainy cyberpunk city").
const STYLE_WORDS = new Set("cyberpunk steampunk medieval victorian gothic futuristic dystopian noir".split(" "));
const ABOUT_WORK_TOO = new Set("pixel cozy cosy fast quick short long simple indie retro picture bedtime".split(" "));

type Role = "place" | "being" | "act" | "time" | "thing" | "quality";
interface Cue {
  /** As a single noun, title-cased ("Keeper", "Lighthouse Keeper", "Mars"). */
  one: string;
  /** As typed when plural ("Trees"), else the plural. */
  many: string;
  /** How a place reads after "from" or "of": "the Hospital", "Mars". */
  the: string;
  /** The preposition a place takes: "on Mars", "on the Farm", "in the City". */
  at: string;
  role: Role;
  /** The description word it came from, as typed. */
  typed: string;
  proper: boolean;
  plural: boolean;
  /** A phrase that reads only before a place ("Growing Up in Wales"). */
  phrase?: boolean;
  /** The visitor called it theirs ("my dog"). */
  mine?: boolean;
  /** The memoir's writer themself ("my years as an ER nurse"). */
  self?: boolean;
}

const ON_PLACES = /(^|\s)(mars|moon|planet|island|rig|farm|ship|spaceship|starship|station|mountain|train|boat|street|frontier|edge)$/i;
const MASS_ROLES = new Set(["act", "time", "quality"]);

function cueFor(word: string, typedWord: string, role: Role, proper: boolean): Cue {
  const one = proper ? word : titleCase(word);
  const typedPlural = !proper && role !== "quality" && /[^s]s$/i.test(typedWord) && typedWord.toLowerCase() !== word.toLowerCase();
  const many = proper || MASS_ROLES.has(role) ? one : typedPlural ? titleCase(typedWord) : plural(one);
  // ("on the mountains": "Letter from the Mountains", never "from the Mountain".)
  // ("space" is no one place: "Lost in Space", never "Air Vents of the Space".)
  return { one, many, the: proper || /^(space|outer space|deep space)$/i.test(word) ? one : role === "place" && typedPlural ? `the ${many}` : `the ${one}`, at: ON_PLACES.test(word) ? "on" : /^(city|town|village|desert|forest|woods|valley|kingdom|empire|space)$/i.test(word) || proper ? "in" : "at", role, typed: typedWord.toLowerCase(), proper, plural: typedPlural };
}

function roleOf(base: string, typed: string): Role {
  const w = base.toLowerCase();
  if (STYLE_WORDS.has(w)) return "quality";
  if (TIME_WORDS.has(w)) return "time";
  if (ACT_WORDS.has(w)) return "act";
  // ("friendship", "hardship" are no ship.)
  if (PLACE_WORDS.has(w) || /(house|shop|yard|room|hall|port|town|land)$/.test(w) || /^(space|star|air|war|flag|battle|mother|steam)?ship$/.test(w)) return "place";
  // ("office workers", "dog walkers", "a rider": a word for people who do something is someone, never "a thing at the heart of it".)
  // ("power", "energy", "order" end as people's words do and are nobody: "The Power Who Remembered".)
  if (BEING_WORDS.has(w) || isPerson(w) || (/(er|or|ist|ian)$/.test(w) && !ABSTRACT_KINDS.test(w) && !ABSTRACT.test(w) && namesPeople(w))) return "being";
  if (describing(typed)) return "quality";
  return "thing";
}

interface Img {
  w: string;
  g: string;
  mass: boolean;
  /** The description word that called it up, or null for a genre's stock image. */
  from: string | null;
}

const PLACE_OFS = ["Secret", "Silence", "Ghosts", "Lights", "Songs", "Keeper", "Children", "Last Days", "Weather", "Stories", "Memory", "Saints", "Bells", "Winters", "Roads", "Lost Year", "Quiet Hours", "Old Names", "Heart", "Weathervanes"];
/** What a place keeps, by the kind of book ("The Missing Persons of the Town", "The Hedgerows of Wales"); always a noun, never a
 * describing word standing for people ("The Lost of Tatooine", "The Missing of the Town"). */
const PLACE_OFS_BY_KIND: Record<string, string[]> = {
  thriller: ["Missing Persons", "Bodies", "Witnesses", "Lies", "Last Witness", "Cold Cases", "Vanishings", "Long Night", "Hunted", "Informant"],
  mystery: ["Missing Persons", "Vanishings", "Whispers", "Locked Rooms", "Last Letter", "Keys", "Unsolved Cases", "Lies", "Lost Hours", "Quiet Dead"],
  horror: ["Drowned Men", "Hollow Men", "Hunger", "Dead Things", "Whispers", "Faceless Ones", "Buried Things", "Dark Rooms", "Unquiet Graves", "Sleepers"],
  memoir: ["Kitchens", "Rain", "Long Evenings", "Small Hours", "Summers", "Back Streets", "Neighbours", "Good Years", "Winters", "Old Songs"],
  literary: ["Hedgerows", "Rain", "Kitchens", "Grandmothers", "Long Evenings", "Small Hours", "Orchards", "Widows", "Letters", "Salt"],
  romance: ["Sweethearts", "Summer Nights", "Love Letters", "Lanterns", "Dancing", "Wildflowers", "Second Chances", "Kisses", "Sunsets", "Promises"],
  crime: ["Missing Persons", "Crooked Cops", "Bosses", "Debts", "Informants", "Dirty Money", "Long Nights", "Wiseguys", "Lost Causes", "Last Call"],
  superhero: ["Heroes", "Masks", "Signals", "Rooftops", "Secret Lives", "Lights", "Guardians", "Storms", "Sirens", "Watchers"],
  "slice-of-life": ["Small Hours", "Regulars", "Rainy Days", "Lanterns", "Back Streets", "Neighbours", "Good Mornings", "Bicycles", "Seasons", "Little Things"],
  drama: ["Families", "Debts", "Promises", "Small Hours", "Long Evenings", "Daughters", "Good People", "Quiet Years", "Lost Causes", "Last Orders"],
  comedy: ["Disasters", "Bad Ideas", "Mishaps", "Fools", "Rumours", "Small Catastrophes", "Best Intentions", "Wild Nights", "Neighbours", "Plans"],
  humor: ["Disasters", "Bad Ideas", "Mishaps", "Fools", "Rumours", "Small Catastrophes", "Best Intentions", "Pranks", "Misunderstandings", "Plans"],
  action: ["Hunters", "Fallen Soldiers", "Brave Ones", "Last Stand", "Long Night", "Wanted Men", "Lost Men", "Burning Days", "Oaths", "Survivors"],
  adventure: ["Lost Roads", "Maps", "Tides", "Hidden Paths", "Wanderers", "Treasures", "Far Roads", "Lanterns", "Storms", "Explorers"],
  angst: ["Lost Ones", "Fallen Stars", "Last Light", "Long Silence", "Graves", "Ashes", "Old Wounds", "Mourning", "Ruins", "Old Grudges"],
  "hurt-comfort": ["Healers", "Safe Rooms", "Kindnesses", "Lanterns", "Long Nights", "Mornings After", "Mended Things", "Shelters", "Soft Hours", "Keepers"],
  "alternate-universe": ["Other Lives", "Second Chances", "Strangers", "Might-Have-Beens", "Neighbours", "Regulars", "Night Shifts", "Late Trains", "Rooftops", "Small Hours"],
};
/** Ends of a "The X Who …" title, the shape of The Spy Who Came in from the Cold; each kind of book adds its own. */
const WHO_ENDS = ["Stayed", "Came Back", "Never Left", "Remembered", "Stayed Behind", "Came Home", "Said Nothing", "Ran Away", "Kept the Secret", "Counted the Days"];
const WHO_ENDS_BY_KIND: Record<string, string[]> = {
  thriller: ["Knew Too Much", "Never Slept", "Came in from the Cold", "Wasn't There", "Saw Everything", "Lied", "Looked Away", "Kept Quiet", "Heard Nothing", "Stayed Late", "Counted Wrong", "Saw Too Much"],
  mystery: ["Knew Too Much", "Wasn't There", "Saw Everything", "Vanished", "Asked Too Many Questions"],
  horror: ["Wasn't There", "Never Slept", "Stopped Screaming", "Walked at Night"],
  romance: ["Stole My Heart", "Stayed for Summer", "Wrote Me Letters", "Got Away", "Fell First", "Loved Me Back"],
  memoir: ["Raised Me", "Taught Me Everything", "Never Left", "Stayed Behind"],
  "young-adult": ["Dared", "Got Away", "Broke the Rules", "Fell First"],
  fantasy: ["Would Be King", "Walked Between Worlds", "Stole the Crown", "Tamed the Storm"],
  drama: ["Stayed Too Long", "Sold the House", "Forgot to Call", "Carried On", "Never Said Goodbye", "Kept Going", "Wouldn't Quit", "Came Back Swinging", "Learned to Lose", "Never Looked Back", "Stayed for Supper", "Owed Everyone"],
  comedy: ["Said Yes", "Lost the Rings", "Forgot the Ring", "Couldn't Say No", "Knew Nothing", "Planned Everything", "Meant Well", "Had One Job", "Tried Too Hard", "Never Said Sorry", "Ruined Everything", "Showed Up Anyway"],
  humor: ["Said Yes", "Knew Nothing", "Couldn't Say No", "Meant Well", "Had One Job", "Read the Manual"],
  action: ["Wouldn't Die", "Came Back for Them", "Never Missed", "Walked Away", "Kept Fighting", "Had Nothing Left"],
  adventure: ["Found the Map", "Sailed West", "Followed the River", "Went Too Far", "Crossed the Sea", "Lost the Way"],
  angst: ["Didn't Say Goodbye", "Was Left Behind", "Couldn't Forget", "Stopped Waiting", "Lost Everything", "Came Back Wrong"],
  "hurt-comfort": ["Stayed Up", "Held On", "Kept Watch", "Waited Up", "Kept the Light On", "Didn't Let Go"],
  "alternate-universe": ["Lived Next Door", "Took the Last Train", "Wrote Back", "Worked Late", "Missed the Bus", "Stayed for Coffee"],
  crime: ["Went Straight", "Knew the Boss", "Owed Everyone", "Kept the Books", "Took the Fall", "Talked Too Much"],
  superhero: ["Could Fly", "Saved the City", "Lost Her Powers", "Wore the Mask", "Never Gave Up", "Fell from the Sky"],
  "slice-of-life": ["Opened Early", "Stayed for Tea", "Learned to Cook", "Moved Next Door", "Kept a Diary", "Missed the Last Bus"],
  "science-fiction": ["Missed the Launch", "Fell to Earth", "Saw the Stars", "Lost the Signal", "Outlived the Sun", "Dreamed of Earth"],
};
/** Kinds of story that live by their seasons ("One Summer at the Vineyard"); a thriller or a comedy gets none it was not given. */
const SEASONAL_KINDS = new Set(["romance", "drama", "literary", "memoir", "young-adult", "slice-of-life", "hurt-comfort", "alternate-universe", "children's", "adventure", "angst", "fantasy"]);
/** A caper is told in hours, not seasons ("A Long Summer of the Heist"). */
const CAPER = /\b(heists?|robbery|robberies|robs?|robbing|murders?|hostages?|standoff|kidnapp\w*|ransom|con|cons|theft|raid|shootout|manhunt|chase)\b/i;
/** Settings with no seasons to speak of: space, the Moon, a desert planet. */
const SEASONLESS = /\b(space|spaceship|starship|station|moon|moons|planet|planets|asteroid|galaxy|galactic|orbit|desert|deserts|dune|dunes|tatooine|arrakis|mars)\b/i;
/** Words of a thriller's dread that a cozy story never takes ("Our Last Night in Cornwall", "The Missing Seaside"). */
const COZY_DARK = /^(Last|Lost|Endless|Hard|Strange|Missing|Buried|Crooked|Locked|Silent|Empty|Dead|Shrouded|Bloody|Dark|Darkened|Fatal|Deadly|Sinister|Grim|Hollow|Cold|Secret|Secrets|Silence|Ghosts|Lies|Fallen|Dread|Sleepers|Graves?|Bones|Shadows?|Shadowed|Whispered|Misplaced|Vanished|Drowned|Murdered)$/;
const SEASON_OPENERS = ["The Last", "One", "A Long", "That", "The First", "The Quiet", "A Hard", "The Lost", "Another", "Our Last", "The Endless", "The Strange"];
const BEING_ADJS = ["Last", "Little", "Lost", "Silent", "Quiet", "Brave", "Lonely", "Reluctant", "Accidental", "Wandering", "Secret", "Restless", "Stubborn", "Clever", "Curious", "Runaway", "Unlikely", "Patient", "Sleepless", "Faithful"];
/** A person's describing words in the voice of a kind of story ("The Unbeaten Boxer", "The Hunted Nurse", "The Hapless Planner"). */
const BEING_ADJS_BY_KIND: Record<string, string[]> = {
  drama: ["Unbeaten", "Proud", "Weary", "Forgotten", "Unbroken", "Second-Best", "Hopeful", "Prodigal"],
  comedy: ["Hapless", "Overqualified", "Overworked", "Underdog", "Unflappable", "Unlucky", "Uninvited", "Hopeless"],
  thriller: ["Hunted", "Unseen", "Sleepless", "Trusted", "Nameless", "Watchful", "Cornered", "Wanted"],
  mystery: ["Watchful", "Meddling", "Observant", "Unlikely", "Nosy", "Methodical"],
  horror: ["Hunted", "Pale", "Unwelcome", "Watched", "Nameless", "Hollow-Eyed"],
  action: ["Unstoppable", "Wanted", "Fearless", "Cornered", "Relentless", "Rogue"],
  "science-fiction": ["Stranded", "Last Human", "Marooned", "Orbiting", "Waking", "Unplugged"],
  romance: ["Lovesick", "Hopeless", "Starry-Eyed", "Heartsick", "Smitten", "Unattached"],
};
const NF_SUBTITLES = ["A Practical Guide", "How to Start Today", "A Field Guide", "Without the Guilt", "A Guide for Busy People", "Small Steps, Big Changes",
  "A Handbook for Real Life", "What Nobody Tells You", "A Friendly Guide", "Everything You Need to Know", "One Week at a Time", "A Workbook",
  "From First Steps to Second Nature", "A Guide for the Rest of Us", "Start Where You Are", "The Honest Guide", "Lessons Learned the Hard Way"];
// How a guide promises to teach: "The Honest Guide to Saying No", "The Gentle Guide to Keeping Chickens".
const GUIDE_WORDS = ["Honest", "Gentle", "Modern", "Quiet", "Practical", "Little", "Everyday", "Essential", "Busy Person's", "Good-Humoured", "Sensible", "Unofficial"];

// A memoir about someone of the writer's own: "losing my mum", "my grandfather who fought in the war", "my nan taught me to bake".
// Mum, Dad and Nan are what the writer calls them, names without an article ("Summers with Mum"); the rest keep "My" ("Letters to My Brother").
/** Who is in a band, as a visitor says it: "three siblings", "four friends", "two brothers". */
export const BAND_MEMBERS = /^(friend|sibling|brother|sister|mate|pal|buddy|cousin|twin|student|teen|teenager|kid|neighbour|neighbor|classmate|flatmate|roommate|bandmate)$/;
const KIN_SAID = /\b(my|our|a|an)\s+(?:late\s+|little\s+|big\s+|older\s+|younger\s+|baby\s+|twin\s+|dear\s+|beloved\s+)?(mum|mom|mummy|mother|dad|daddy|father|nan|nana|nanna|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|brother|sister|son|daughter|husband|wife|partner|aunt|auntie|uncle|best friend|twin|parents)\b/i;
const CALLED = new Map(Object.entries({ mum: "Mum", mom: "Mom", mummy: "Mum", dad: "Dad", daddy: "Dad", nan: "Nan", nana: "Nana", nanna: "Nanna", gran: "Gran", granny: "Granny", grandma: "Grandma", grandad: "Grandad", granddad: "Granddad", grandpa: "Grandpa" }));
const SHE = /^(mum|mom|mummy|mother|nan|nana|nanna|gran|granny|grandma|grandmother|sister|daughter|wife|aunt|auntie)$/;
const HE = /^(dad|daddy|father|grandad|granddad|grandpa|grandfather|brother|son|husband|uncle)$/;
// What a memoir lives through, said as the writer said it: "living with grief", "through dementia", "a brother who has autism".
const LIVED_THROUGH = /\b(grief|dementia|alzheimer's|alzheimers|cancer|autism|adhd|depression|anxiety|addiction|alcoholism|infertility|miscarriage|divorce|illness|stroke|motor neurone disease|parkinson's|ms|chronic pain|long covid|bereavement|loss|diagnosis|war)\b/i;
const LOST = /\b(los(?:t|ing|s)|died|death|grief|grieving|passed away|passing|mourn\w*|bereave\w*|funeral|without)\b/i;
const FORGETTING = /\b(dementia|alzheimer's|alzheimers|memory loss|forgetting|forgot)\b/i;
const DAYS_WITH = ["Summers", "Sundays", "Tuesdays", "Saturdays", "Mornings", "Afternoons", "Winters", "Evenings"];
const HOME_THINGS = ["Kitchen", "Garden", "Hands", "Recipes", "Songs", "Allotment", "Shed", "Sewing Box", "Armchair", "Coat"];

interface MemoirShape {
  title: string;
  gloss: string;
}

// Which one: "breast cancer", "postnatal depression", "early-onset dementia".
const WHICH = /^(breast|bowel|lung|prostate|skin|ovarian|cervical|brain|blood|pancreatic|postnatal|postpartum|early-onset|young-onset|chronic|clinical|severe|terminal|childhood|teenage|complicated|sudden)$/;

/** What a memoir lives through, with the word that says which ("breast cancer"), or "". */
function livedOf(description: string): string {
  const m = description.match(LIVED_THROUGH);
  if (!m || m.index === undefined) return "";
  const before = description.slice(0, m.index).trim().split(/\s+/).pop()?.toLowerCase() ?? "";
  return `${WHICH.test(before) ? `${before} ` : ""}${m[1].toLowerCase()}`;
}

/** The one of the writer's own a memoir is about ("my mum", "a brother who has autism"), or "": "a mum of three" is the writer. */
function kinOf(description: string): string {
  const m = description.match(KIN_SAID);
  if (!m) return "";
  const kin = m[2].toLowerCase();
  return /^an?$/i.test(m[1]) && CALLED.has(kin) ? "" : kin;
}

/** A memoir's titles about the one it remembers (kin) and what they lived through, or null where it names neither. */
// What a "who" clause says first, told in the past as titles tell it: "can talk" -> Could Talk, "is afraid" -> Was Afraid.
const WHO_OPENERS = new Map(Object.entries({ can: "could", could: "could", is: "was", was: "was", are: "were", were: "were", has: "had", have: "had", had: "had", "can't": "couldn't", cannot: "couldn't", "won't": "wouldn't", will: "would", would: "would", "doesn't": "didn't", "isn't": "wasn't", never: "never", always: "always", still: "still" }));
// Where a clause may be cut when the title runs long: the time or place said after what they do ("forgets everything every morning").
const WHO_CUT = /^(every|each|at|in|on|after|before|when|while|during|from|with|until|because|since|for|across|through|around|over|into|to|under)$/;
// What a pronoun in the clause says, told in the past with the rest: "a cat who thinks he is a dog" -> Thought He Was a Dog.
const WHO_AGREES = new Map(Object.entries({ is: "was", are: "were", am: "was", has: "had", have: "had", can: "could", will: "would", "isn't": "wasn't", "can't": "couldn't", "won't": "wouldn't", "doesn't": "didn't", "don't": "didn't" }));

/**
 * "a widower learns to dance for…", "a retired headmistress solves murders…": a premise told with its lead and a verb in the
 * present reads as the same clause with "who" ("a widower who learns to dance"), or "" when it is no such premise.
 */
function asWhoClause(description: string): string {
  const ws = description.trim().split(/\s+/);
  // (One lead, whose verb takes an s: "two rival bakers fall in love" has none, and "bakers" is no verb.)
  if (!/^(a|an|the|one)$/i.test(ws[0] ?? "")) return "";
  // (The lead is the last word before the first verb in the present, within three words of the article: "a retired
  // headmistress solves", never "headmistress" read as a verb.)
  for (let i = 2; i <= Math.min(4, ws.length - 2); i++) {
    const v = ws[i].toLowerCase();
    if (!/^[a-z]+[^s]s$/.test(v) || /^(is|was|has|does|its|this|his|hers|thus|plus|always|perhaps|besides|unless|towards|afterwards)$/.test(v)) continue;
    // ("bakers", "workers": a plural noun whose stem is also a verb's is the noun.)
    if (/(?:er|or|ist|ian)s$/.test(v) && !partsOfSpeech(v.slice(0, -1)).includes("v")) continue;
    const stem = [v.slice(0, -1), v.slice(0, -2), `${v.slice(0, -3)}y`].find((x) => x.length >= 2 && partsOfSpeech(x).includes("v"));
    if (!stem || !partsOfSpeech(ws[i - 1].toLowerCase()).includes("n")) continue;
    return `${ws.slice(0, i).join(" ")} who ${ws.slice(i).join(" ")}`;
  }
  return "";
}

/**
 * "a girl who can talk to animals", "a hedgehog who is afraid of the dark": the classic shape of The Girl Who Played with
 * Fire, told from the description's own clause ("The Girl Who Could Talk to Animals"), or null.
 */
function whoTitle(description: string): { title: string; being: string; clause: string } | null {
  // ("twins who swap lives", "two sisters who run an inn": a plural needs no article.)
  const m = description.toLowerCase().match(/(?:^\s*|\b(?:a|an|the|one|two|three|four|five)\s+)(?:[a-z'-]+\s+){0,3}?([a-z]+)\s+who\s+([a-z' -]+)/);
  if (!m) return null;
  const being = m[1];
  if (!(isPerson(being) || isPerson(singular(being)) || BEING_WORDS.has(being) || /^n/.test(partsOfSpeech(being)))) return null;
  // The clause up to where another begins: "who hunts a killer, and…", "who runs a bakery but…".
  const all = m[2].split(/\s+(?:and|but|so|or|until|because|while)\s+/)[0].trim().split(/\s+/);
  // ("a girl who can talk to pigeons protects New York": the clause ends where the sentence's own verb begins.)
  const main = all.findIndex((w, k) => k >= 2 && /[^s]s$/.test(w) && !/^(is|was|has|does)$/.test(w) && partsOfSpeech(w.slice(0, -1)) === "v");
  const ws = main > 0 ? all.slice(0, main) : all;
  if (ws.length < 2 || ws.length > 9) return null;
  let i = 0;
  const out: string[] = [];
  // ("who never sleeps", "who can't stop laughing": an adverb or a modal keeps its place before the verb it opens.)
  while (i < ws.length && WHO_OPENERS.has(ws[i])) {
    out.push(WHO_OPENERS.get(ws[i])!);
    if (!/^(never|always|still)$/.test(ws[i])) return toldWho(being, [...out, ...ws.slice(i + 1)]);
    i++;
  }
  const verb = ws[i];
  if (!verb) return null;
  // "forgets" -> forgot, "talks" -> talked: a verb in the present, told in the past; one already past stays ("lost").
  // ("leaves" is "leave" here, never WordNet's leaf: the verb's own stem comes first.)
  // ("two sisters who run an inn": a plural's verb in the present has no s, and is told in the past too, "Who Ran".)
  const many = isPlural(being) || /^(people|children|men|women)$/.test(being);
  const present = /[^s]s$/.test(verb) || (many && !isPastTense(verb) && partsOfSpeech(verb).includes("v"));
  const base = present ? ([...(many ? [verb] : []), verb.slice(0, -1), verb.slice(0, -2), `${verb.slice(0, -3)}y`].find((v) => /[a-z]{2}$/.test(v) && partsOfSpeech(v).includes("v")) ?? baseForm(verb)) : verb;
  if (!partsOfSpeech(baseForm(base)).includes("v") && !isPastTense(verb)) return null;
  const past = present || out.length > 0 ? pastTense(base) : verb;
  return toldWho(being, [...out, past, ...ws.slice(i + 1)]);
}

function toldWho(being: string, clause: string[]): { title: string; being: string; clause: string } | null {
  let words = clause.map((w, k) => (k > 0 && /^(he|she|it|they|i|we|you)$/.test(clause[k - 1]) ? (WHO_AGREES.get(w) ?? w) : w));
  const make = () => lastWordUp(`The ${titleCase(being)} Who ${titleCase(words.join(" "))}`);
  // (Too long for a cover: the time or place said last goes first, "The Man Who Forgot Everything".)
  while (make().length > 40) {
    // (Never down to a bare "Could Talk": what follows an opener and its verb stays.)
    const cut = words.findLastIndex((w, k) => k > (/^(could|was|were|had|would|never|always|still|couldn't|wasn't|didn't|wouldn't)$/.test(words[0]) ? 2 : 1) && WHO_CUT.test(w));
    if (cut < 0) return null;
    words = words.slice(0, cut);
    // ("The Killer Who Left Chess Pieces At": a clause cut before "every" ends on no joining word either.)
    while (words.length > 1 && (WHO_CUT.test(words[words.length - 1]) || /^(a|an|the|his|her|their|its|my|our|your)$/.test(words[words.length - 1]))) words.pop();
  }
  if (words.length < 2 && !/ed$|^(ran|sang|swam|fell|lied|left)$/.test(words[0] ?? "")) return null;
  return { title: make(), being, clause: words.join(" ") };
}

// Where a memoir's life was lived, after the word that says how: "on a sheep farm", "in Wales", "in a van", "around Scotland".
const LIFE_PREPS = /^(on|in|at|around|across)$/i;
const LIFE_ARTICLES = /^(a|an|the|my|our)$/i;
const LIFE_STOPS = /^(on|in|at|around|across|through|with|and|or|but|when|while|during|as|for|from|to|after|before|of|by|who|that|which|where|until|since|because|then|near|over|under)$/i;

interface LifePlace {
  prep: string;
  /** "a ", "the " or "" before the words. */
  art: string;
  words: string;
  proper: boolean;
}

/** The places a life was lived in a memoir's description, as typed: "on a sheep farm" -> { on, "a ", "Sheep Farm" }. */
function lifePlaces(description: string): LifePlace[] {
  const tokens = description.split(/[\s,.;:!?()]+/).filter(Boolean);
  const out: LifePlace[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!LIFE_PREPS.test(tokens[i])) continue;
    let j = i + 1;
    const art = LIFE_ARTICLES.test(tokens[j] ?? "") ? `${tokens[j++].toLowerCase()} ` : "";
    const words: string[] = [];
    for (; j < tokens.length && words.length < 3; j++) {
      const t = tokens[j];
      const lower = t.toLowerCase();
      if (LIFE_STOPS.test(t) || LIFE_ARTICLES.test(t) || !/^[A-Za-z][A-Za-z&'-]*$/.test(t)) break;
      const proper = /^[A-Z]/.test(t);
      // ("in London looks back": after a name only more of the name goes on.)
      if (!proper && words.some((w) => /^[A-Z]/.test(w) && !isProperAdjective(w.toLowerCase()))) break;
      // ("living in a van travelling around Scotland": a doing after the place ends it; "a fishing village" is a kind of village.)
      const next = (tokens[j + 1] ?? "").toLowerCase();
      if (!proper && /ing$/.test(lower) && !ING_THINGS.test(lower) && !(next && !LIFE_STOPS.test(next) && partsOfSpeech(singular(next)).includes("n"))) break;
      if (!proper && !partsOfSpeech(singular(lower)).includes("n") && !isAdjective(lower)) break;
      words.push(proper ? t : lower);
    }
    if (words.length === 0) continue;
    const last = words[words.length - 1];
    // The place ends on a thing or a name: "in a small" says nothing, "in my twenties" is a time.
    // ("in a Cornish fishing village": a people's word describes; it ends no place.)
    if (/^[A-Z]/.test(last) ? isProperAdjective(last.toLowerCase()) : !partsOfSpeech(singular(last)).includes("n") || /^(twenties|thirties|forties|fifties|sixties|life|time|years?|way|end|place)$/.test(last)) continue;
    out.push({ prep: tokens[i].toLowerCase(), art, words: words.map((w) => (/^[A-Z]/.test(w) ? w : titleCase(w))).join(" "), proper: /^[A-Z]/.test(last) && art === "" });
  }
  return out;
}

/** The job a memoir's writer did, as they named it: "a memoir of a nurse", "my life as a firefighter" -> "Nurse". */
function lifeJob(description: string): string {
  const m = description.match(/\b(?:memoir|life|story|diary|years?|days|time)\s+(?:of|as)\s+an?\s+([a-z]+)\b/i) ?? description.match(/\b(?:working|worked|work)\s+as\s+an?\s+([a-z]+)\b/i);
  const job = m?.[1]?.toLowerCase() ?? "";
  return job && PEOPLE.has(job) && !KIN.test(job) ? titleCase(job) : "";
}

const LIFE_SEASONS = ["Summers", "Winters", "Sundays", "Mornings", "Evenings", "Seasons", "Autumns", "Springs"];
const LIFE_ADJS = ["Quiet", "Small", "Good", "Simple", "Wild", "Long", "Busy", "Borrowed", "Ordinary", "Muddy"];
const LIFE_NOTES = ["Notes", "Dispatches", "Stories", "Tales"];
const LIFE_LETTERS = ["Letters", "Postcards"];

/** A life memoir's titles: where it was lived and what the writer did there ("Growing Up on a Sheep Farm", "Diary of a Nurse"). */
function lifeShapes(description: string, job: string, r: Ctx["rng"]): MemoirShape[] {
  const shapes: MemoirShape[] = [];
  const places = lifePlaces(description);
  const at = (pl: LifePlace) => `${pl.art}${pl.words}`;
  const fits = (t: string) => t.length <= 40;
  const add = (title: string, gloss: string) => {
    if (fits(title) && !shapes.some((x) => x.title === title)) shapes.push({ title: hyphenCase(title), gloss });
  };
  const year = /\b(year|twelve months)\b/i.test(description);
  const nights = /\bnights?\b|\bnight shifts?\b/i.test(description);
  const travel = places.find((pl) => /^(around|across)$/.test(pl.prep) && pl.proper);
  const lived = places.filter((pl) => !/^(around|across)$/.test(pl.prep));
  for (const pl of lived.slice(0, 2)) {
    const where = `${pl.prep} ${at(pl)}`;
    // ("a Cornish fishing village": a long place is said short where a title names it twice, "Notes from a Fishing Village".)
    const short = pl.words.split(" ").length > 2 ? { ...pl, words: pl.words.split(" ").slice(-2).join(" ") } : pl;
    if (/\bgrowing up\b|\bgrew up\b|\bchildhood\b/i.test(description)) add(`Growing Up ${where}`, "the childhood, named where it happened");
    // (Fixed titles, each in about one request in two: asked again, "My Life on a Sheep Farm" led list after list.)
    if (r.chance(0.5)) add(`My Life ${where}`, "a life told plainly by where it was lived");
    const adj = r.pick(LIFE_ADJS);
    add(`${capitalize(indefinite(adj))} ${adj} Life ${where}`, "a life told by its feel and its place, the way quiet memoirs are named");
    add(`${r.pick(LIFE_SEASONS)} ${where}`, "the seasons the book remembers, named where they were spent");
    add(`${r.pick(LIFE_NOTES)} from ${at(short)}`, "a modest, honest title, the way memoirs of one place are named");
    // (In about one request in two: asked again, "Letters from Wales" led list after list.)
    if (pl.proper) {
      if (r.chance(0.5)) add(`${r.pick(LIFE_LETTERS)} from ${pl.words}`, "the book as letters sent home from the place itself");
    } else add(`The ${short.words} ${r.pick(["Years", "Diaries"])}`, "the years the book remembers, named for where they were spent");
    if (year) add(`A Year ${where}`, "one year of it, told as it happened");
    if (nights) add(`Nights ${where}`, "the nights the book remembers, named where they were worked");
    if (travel && !pl.proper) add(`${titleCase(travel.prep)} ${travel.words} ${where}`, "the journey said whole: where it went and how");
  }
  if (job) {
    add(`Diary of ${withArticle(job)}`, "the working life told day by day, the way the best job memoirs are");
    add(`Confessions of ${withArticle(job)}`, "what the job is really like, owned up to at last");
    if (nights) add(`${job} on Nights`, "the job and its hours, said as the people who do it say it");
  }
  return shapes;
}

function memoirOf(description: string, r: Ctx["rng"]): { shapes: MemoirShape[]; kin: string; lived: string; life?: boolean; job: string } | null {
  const kin = kinOf(description);
  const lived = livedOf(description);
  const job = lifeJob(description);
  // ("growing up on a sheep farm in Wales", "a memoir of a nurse working nights": a life is named for where it was lived and what was done there.)
  const life = lifeShapes(description, job, r);
  if (!kin && !lived) return life.length > 0 ? { shapes: life, kin, lived, life: true, job } : null;
  // ("I grew up above my parents' chip shop in Glasgow": where the life was lived names it beside the family, "Growing Up in Glasgow".)
  const shapes: MemoirShape[] = [...life];
  const called = CALLED.get(kin);
  const who = kin ? called ?? `My ${titleCase(kin)}` : "";
  const whose = who ? (who.endsWith("s") ? `${who}'` : `${who}'s`) : "";
  const pronoun = kin === "parents" ? "Them" : SHE.test(kin) ? "Her" : HE.test(kin) ? "Him" : "Them";
  const lost = LOST.test(description);
  const countable = /^(stroke|miscarriage|illness|diagnosis)$/.test(lived);
  const forgetting = FORGETTING.test(description);
  // (A war is where a life was lived, "My Grandfather's War", not an illness lived with.)
  const experience = lived && !/^(loss|war)$/.test(lived) ? titleCase(lived).replace(/\bAdhd\b/, "ADHD").replace(/\bMs\b/, "MS").replace(/\bAlzheimers\b/, "Alzheimer's") : "";
  if (who) {
    shapes.push({ title: `${r.pick(DAYS_WITH)} with ${who}`, gloss: "the days spent together, the shape of Tuesdays with Morrie" });
    shapes.push({ title: `${whose} ${r.pick(HOME_THINGS)}`, gloss: "one everyday thing of theirs that holds the whole life" });
    shapes.push({ title: `Letters to ${who}`, gloss: lost ? "the book as letters the writer never got to send" : "the book as letters written to them, one by one" });
    shapes.push({ title: `What ${who} Knew`, gloss: "what they understood that the writer learned late" });
    shapes.push({ title: kin === "parents" ? `My Parents and Me` : `${who} and Me`, gloss: "two lives told together, from one of them" });
    if (/\btaught\b/i.test(description)) shapes.push({ title: `Everything ${who} Taught Me`, gloss: "a life's lessons, handed down" });
    else shapes.push({ title: `Things I Never Told ${who}`, gloss: "what went unsaid, said at last" });
    // ("my nan taught me to bake": what they did together.)
    const together = description.match(/\btaught me (?:how )?to ([a-z]+)/i)?.[1]?.toLowerCase();
    if (together && partsOfSpeech(together).includes("v")) shapes.push({ title: `${titleCase(ingForm(together))} with ${who}`, gloss: "what they did together, and what it taught" });
    if (/\bgrowing up\b/i.test(description)) shapes.push({ title: `Growing Up with ${who}`, gloss: "a childhood told through the one who shared it" });
    if (/\bwar\b/i.test(description)) shapes.push({ title: `${whose} War`, gloss: "the war as one person lived it" });
    if (lost) {
      shapes.push({ title: `After ${who}`, gloss: "the life that goes on afterwards, named plainly" });
      shapes.push({ title: `A Year Without ${who}`, gloss: "the first year of missing them" });
      shapes.push({ title: `Learning to Live Without ${pronoun}`, gloss: "grief as something learned slowly" });
    }
    if (forgetting) {
      shapes.push({ title: `Still ${who}`, gloss: "the person who stays while the memories go" });
      shapes.push({ title: `Remembering for ${pronoun}`, gloss: "the writer keeping the memories they lost" });
    }
    if (/\bcaring for\b|\bcarer\b|\blooking after\b/i.test(description)) shapes.push({ title: `Caring for ${who}`, gloss: "the work of love, said plainly" });
    if (experience) shapes.push({ title: `${who}, ${countable ? `the ${experience}` : experience} and Me`, gloss: "the three at the heart of it, the writer last" });
  }
  // ("a stroke", "a miscarriage": one event is lived after, never "Living with Stroke" or "A Year of Miscarriage".)
  if (countable) {
    shapes.push({ title: `After the ${experience}`, gloss: "the life that comes after one day, named plainly" });
    shapes.push({ title: `The Year of the ${experience}`, gloss: "the year everything turned on, told as it happened" });
  } else if (experience) {
    // ("surviving breast cancer", "recovering from postnatal depression": the writer's own verb for it.)
    const verb = description.match(new RegExp(`\\b(surviving|beating|overcoming|fighting|recovering from|coping with|living with|life with|life after) (?:my |his |her |their |a |an )?${escapeRegExp(lived)}\\b`, "i"))?.[1];
    if (verb && !/^living with$/i.test(verb)) shapes.push({ title: `${titleCase(verb.toLowerCase())} ${experience}`, gloss: "what the book lives through, in the writer's own verb" });
    shapes.push({ title: `Living with ${experience}`, gloss: "what it is like day to day, named plainly" });
    shapes.push({ title: `Notes on ${experience}`, gloss: "a modest, honest title, the way essays are named" });
    shapes.push({ title: `What ${experience} Taught Me`, gloss: "what the hardest years gave back" });
    shapes.push({ title: `A Year of ${experience}`, gloss: "one year of it, told as it happened" });
  }
  return { shapes, kin, lived, job };
}

interface StoryFrame {
  origin: string;
  make: (f: Fill) => string | null;
}
interface Fill {
  cue: Cue;
  other: Cue | null;
  place: { the: string; one: string; cue: Cue | null; g: string } | null;
  being: Cue | null;
  img: Img;
  img2: Img;
  adj: { w: string; own: boolean };
  /** A describing word that suits a person or an animal ("Lost", "Reluctant"). */
  beingAdj: string;
  /** A stretch of time for a place ("The Last Summer", "One Winter"). */
  season: string;
  /** What a place holds in an "of" title ("The Silence of Wales"). */
  of: string;
  /** The end of a "The X Who …" title ("Never Left", "Knew Too Much"). */
  who: string;
  /** A name of its own for a building or a village ("Ravenhill" Hospital, "Willowbrook" Farm), or "" where the kind of game has none. */
  named: string;
  /** A number from 0 to 99 for a frame's variants ("Sunless Night", "The Sunless Night", "Sunless Nights"). */
  n: number;
  /** The story names no scene of its own, so the genre's images are all it has ("A War of Roses and Promises"). */
  sceneless: boolean;
  /** A kind of song for a chorus title ("Blues", "Lullaby"), or "" for other work. */
  form: string;
  /** The description speaks of a death or a loss: only then is a poem an elegy (a son learning to walk is alive). */
  mourning: boolean;
  /** The title is a film's: its event takes a plain describing word. */
  film?: boolean;
}

const countable = (i: Img) => !i.mass;
const F = (origin: string, make: (f: Fill) => string | null): StoryFrame => ({ origin, make });

const GAME_FRAMES: Record<Role, StoryFrame[]> = {
  place: [
    F("A 'Return to' title, the way sequels and homecomings are named.", (f) => `Return to ${f.cue.the}`),
    F("A 'Beyond' title that promises a journey.", (f) => `Beyond ${f.cue.the}`),
    F("An 'X of Place' title, the shape of adventure games.", (f) => (countable(f.img) ? `${plural(f.img.w)} of ${f.cue.the}` : `${f.img.w} of ${f.cue.the}`)),
    F("A place with a subtitle, the way series are named.", (f) => (countable(f.img) ? `${f.cue.one}: The ${f.adj.w} ${f.img.w}` : null)),
    F("A describing word and a place, short enough for a logo.", (f) => (f.adj.own && f.cue.proper ? null : `${f.adj.w} ${f.cue.one}`)),
    F("A place with a name of its own, the way a game's setting is remembered.", (f) => (f.named && !f.cue.proper && !f.cue.plural && NAMEABLE.test(f.cue.typed) ? `${f.named} ${f.cue.one}` : null)),
    F("A 'Lost' title, made for exploring.", (f) => `Lost ${f.cue.at === "at" ? "in" : f.cue.at} ${f.cue.the}`),
  ],
  being: [
    F("A possessive title, the shape of Assassin's Creed.", (f) => (countable(f.img) ? `The ${f.cue.one}'s ${f.img.w}` : null)),
    F("A hero and a quest in one line, the shape of Ori and the Blind Forest.", (f) => (countable(f.img) ? `${f.cue.one} and the ${f.adj.w} ${f.img.w}` : null)),
    F("A hero and a home, the shape of Prince of Persia.", (f) => (f.place && f.place.cue?.one !== f.cue.one ? `${f.cue.one} of ${f.place.the}` : null)),
    F("A describing word and a hero, short enough for a logo.", (f) => `${f.n % 3 === 0 ? "The " : ""}${f.adj.own || f.beingAdj.length % 2 ? f.adj.w : f.beingAdj} ${f.cue.one}`),
    F("A 'The Last' title, which puts everything on one hero.", (f) => `The Last ${f.cue.one}`),
  ],
  act: [
    F("An 'X from Place' title, the shape of Escape from Monkey Island.", (f) => (f.place && !f.cue.phrase ? `${f.cue.one} from ${f.place.the}` : null)),
    F("A describing word and the deed, short enough for a logo.", (f) => `${f.adj.w} ${f.cue.one}`),
    F("An 'X from Place' title with the place's mood, the shape of Escape from the Dark Tower.", (f) => (f.place?.cue && !f.place.cue.proper && !f.cue.phrase && !f.adj.own ? `${f.cue.one} from the ${f.adj.w} ${f.place.one}` : null)),
    F("A possessive title: whose story it is and what they do.", (f) => (f.being ? `The ${f.being.one}'s ${f.cue.one}` : null)),
    F("The deed with a subtitle, the way series are named.", (f) => (countable(f.img) && !f.img.w.includes(" ") ? `${f.cue.one}: The ${f.adj.w} ${f.img.w}` : null)),
  ],
  time: [
    F("A describing word, a time and a place.", (f) => (f.place?.cue ? `${f.beingAdj === "Last" ? "Seven" : ["Long", "Endless", "Lonely", "Silent", "Sleepless", "Seven", "Final", "Last"][f.beingAdj.length % 8]} ${f.cue.many} ${f.place.cue.at} ${f.place.the}` : null)),
    F("A time and a place, the shape of Five Nights at Freddy's.", (f) => (f.place?.cue ? `${f.cue.many} ${f.place.cue.at} ${f.place.the}` : null)),
    F("A place and a time, the shape of Night in the Woods.", (f) => (f.place ? `${f.place.one} at ${f.cue.one}` : null)),
    F("A describing word and a time, short enough for a logo.", (f) => (f.adj.own || NOT_PAIRED.test(f.adj.w) ? null : [`${f.adj.w} ${f.cue.one}`, `The ${f.adj.w} ${f.cue.one}`, `${f.adj.w} ${f.cue.many}`][f.n % 3])),
    F("A named place at a time, the way a horror game's setting is remembered.", (f) => (f.named && f.place?.cue && NAMEABLE.test(f.place.cue.typed) && /^(night|nights|midnight|dusk)$/.test(f.cue.typed) ? `${f.named} at ${f.cue.one}` : null)),
    F("A place after dark, the shape of Until Dawn.", (f) => (f.place && /^(night|nights|midnight|evening|dusk)$/.test(f.cue.typed) ? `${f.place.one} After Dark` : null)),
  ],
  thing: [
    F("An 'X of Place' title, the shape of adventure games.", (f) => (f.place ? `${f.cue.many} of ${f.place.the}` : null)),
    F("A describing word and a noun, short enough for a logo.", (f) => `${f.n % 3 === 0 ? "The " : ""}${f.adj.w} ${f.cue.plural ? f.cue.many : f.cue.one}`),
    F("A possessive title: whose it is says whose story it is.", (f) => (f.being && f.being.one !== f.cue.one ? `The ${f.being.one}'s ${f.cue.plural ? f.cue.many : f.cue.one}` : null)),
    F("A main title with a subtitle, the way series are named.", (f) => (countable(f.img) ? `${f.cue.plural ? f.cue.many : f.cue.one}: The ${f.adj.w} ${f.img.w}` : null)),
  ],
  quality: [
    F("The definite article with a describing word and an image.", (f) => (countable(f.img) && f.img.from !== f.cue.typed ? `The ${f.cue.one} ${f.img.w}` : null)),
    F("A describing word and an image, short enough for a logo.", (f) => (f.img.from !== f.cue.typed ? `${f.cue.one} ${countable(f.img) ? plural(f.img.w) : f.img.w}` : null)),
    F("Two describing words, the shape of Dead and Buried.", (f) => (f.adj.own || f.adj.w.includes("-") || /ing$/.test(f.adj.w) || NOT_PAIRED.test(f.adj.w) || f.adj.w === f.cue.one ? null : `${f.adj.w} and ${f.cue.one}`)),
    F("A named place with a describing word and an image, the way a series names its chapters.", (f) => (f.named && f.place?.cue && NAMEABLE.test(f.place.cue.typed) && countable(f.img) && !f.img.w.includes(" ") ? `${f.named}: ${f.cue.one} ${plural(f.img.w)}` : null)),
    F("A state and a place, the shape of Alone in the Dark.", (f) => (f.place && STATE_WORDS.test(f.cue.typed) ? `${f.cue.one} ${f.place.cue?.at ?? "in"} ${f.place.the}` : null)),
    F("A describing word and a noun, the shape of Hollow Knight.", (f) => (f.other && /^(place|being|thing)$/.test(f.other.role) ? `${f.cue.one} ${f.other.one}` : null)),
  ],
};

/** People a song or a poem speaks to as "my" ("Me and My Sister", "For My Grandmother"). */
const KIN = /^(mother|father|mum|mom|dad|sister|brother|grandmother|grandfather|grandma|grandpa|gran|nan|nana|nonna|daughter|son|friend|wife|husband|aunt|uncle|baby|lover|sweetheart|family|children|kids)$/i;
// ("my dog", "our house": whatever the visitor calls theirs is spoken of as "my": "Song for My Dog", never "Song for the Dog".)
const kin = (c: Cue) => !c.proper && (c.mine === true || KIN.test(singular(c.typed.split(" ").pop() ?? "")));
/** Places by the water, which a song goes "down by". */
const BY_WATER = /^(lake|river|sea|ocean|harbou?r|bay|creek|shore|water|waterfront|pier|beach|coast|canal)$/i;
/** Abstract things and times, said as they are ("On Love", "Ode to Autumn"). */
const ABSTRACT = /^(care|love|hope|grief|joy|peace|faith|trust|loss|rage|fear|pain|sorrow|longing|time|anger|guilt|shame|pride|desire|luck|wisdom|courage|music|water|air|fire|rent|money|work|home|sleep|insomnia|war|youth|death|life|truth|beauty|freedom|summer|winter|autumn|spring|paradise|heaven|midnight|tundra|thunder|sunshine|moonlight|starlight|depression|recovery|anxiety|addiction|heartbreak|healing|divorce|solitude|gratitude|regret|burnout|cancer|sobriety|isolation|exile|grace|mercy|poverty)$/i;
/** Words said of something as stuff, not as one of many: "On Insomnia", never "On Insomnias". */
// ("City Life" is said of life: "On City Life", never "On City Lives".)
const massNoun = (word: string) => {
  const w = word.split(" ").pop() ?? word;
  return MASS_STOCK.test(w) || TIME_IMAGE.test(w) || ABSTRACT.test(w) || /(ia|ness|ity|ism|dom|hood|ship|ment|ence|ance|ics|ure|ing)$/i.test(w);
};
/** A state a person is in, said after "Young and" or before "Again" ("Young and Broke", "Alone Again"). */
const FEELING = /^(alone|broke|lonely|lost|free|wild|tired|restless|young|reckless|awake|afraid|hungry|sober|single|homesick|heartbroken|angry|happy|sad|bored|brave|strong|unbroken|unstoppable|invincible|golden|stranded|sleepless|numb)$/i;
/** Times a song says "all … long" of. */
const ALL_LONG = /^(summer|winter|night|nights|day|weekend|spring|autumn)$/i;
/** Words said of a time in songs and poems ("Late Autumn", "Golden Summer"): a mood's stock ("Tall Dawn") fits no hour. */
const TIME_ADJS = ["Late", "Early", "Long", "Last", "Quiet", "Blue", "Golden", "Slow", "Endless", "Still", "Small", "Lost"];
/** When a song is set, in a place of the visitor's ("Sundays on the Lake", "Midnight in Atlanta"). */
const SONG_TIMES = ["Nights", "Summer", "Sundays", "Mornings", "Midnight", "Saturday Night", "Evenings", "Sunset", "Last Call", "Daylight"];
/** Small forms a poem is written in ("Nocturne for Insomnia", "A Psalm for My Grandmother"). */
const POEM_FORMS = ["Psalm", "Nocturne", "Hymn", "Prayer", "Lullaby", "Song", "Sketch", "Letter"];
/** A light or a weather a poem sees a place in ("Late Light in the Garden"). */
const POEM_LIGHTS = ["Late Light", "First Frost", "Blue Hour", "Last Light", "Small Hours", "Long Shadows", "Early Rain", "Low Sun"];
/** When a poem's place is seen, where the description gives no time of its own. */
const POEM_HOURS = ["Dusk", "Dawn", "Night", "Evening", "First Light", "Midnight"];


/** Home is said without "the": "Leaving Home", "Back Home", "Summer at Home". */
const isHome = (c: Cue) => /^home$/i.test(c.typed);

/** A line of a song or a poem built around the visitor's word, with what the rest of the line adds ("Take Me Back to the Lake"). */
interface Line {
  gloss: string;
  make: (w: string, f: Fill) => string | null;
}
const L = (gloss: string, make: Line["make"]): Line => ({ gloss, make });
/** The word a line is built on: a place with its article ("the Lake", "Paris", "Home"), someone as "My Father", a time, a thing as stuff. */
function lineWord(f: Fill): string | null {
  const c = f.cue;
  if (c.role === "place") return isHome(c) ? "Home" : c.the;
  if (c.role === "being") return c.proper ? c.one : kin(c) ? `My ${c.plural ? c.many : c.one}` : null;
  if (c.role === "time") return singular(c.one);
  // (A song sings of stuff, "Chasing Rain"; a poem looks at things too, "In Praise of Hands".)
  if (c.role === "thing") return massNoun(c.one) ? c.one : c.plural && f.form === "" ? c.many : null;
  if (c.role === "quality") return FEELING.test(c.typed) ? c.one : null;
  return null;
}
/** A time as something waited for or lost: "the Night", but "Summer" and "Midnight" as they are. */
const theTime = (w: string) => (/^(night|morning|evening|dawn|dusk|weekend|twilight|day|afternoon)$/i.test(w) ? `the ${w}` : w);
/** "in the City", "by the Lake", "in Paris", "at Home". */
const near = (f: Fill) => (BY_WATER.test(f.cue.typed) ? "by" : f.cue.at);
/** "Wherever My Father Goes", "Wherever My Kids Go". */
const says = (f: Fill, one: string, many: string) => (f.cue.plural ? many : one);
const owner = (w: string) => (/s$/.test(w) ? `${w}'` : `${w}'s`);
const home = (f: Fill) => isHome(f.cue);

/** Lines a song is named for, by what the word is (about one title in four holds one, drawn afresh each time). */
const SONG_LINES: Partial<Record<Role, Line[]>> = {
  place: [
    L("'Take Me Back' asks to be there again", (w) => `Take Me Back to ${w}`),
    L("'Meet Me' makes it the place two people return to", (w, f) => `Meet Me ${near(f)} ${w}`),
    L("'Halfway' puts the song on the road there", (w) => `Halfway to ${w}`),
    L("'in the Rearview' leaves it behind while the song drives on", (w) => `${capitalize(w)} in the Rearview`),
    L("'Far from' sings of it from a distance", (w) => `Far from ${w}`),
    L("'Postcards' send word back from it", (w) => `Postcards from ${w}`),
    L("'Slow Dance' holds one moment there", (w, f) => `Slow Dance ${near(f)} ${w}`),
    L("'Fireworks' light it up for one night", (w, f) => (home(f) ? null : `Fireworks over ${w}`)),
    L("'Sundown' sets the song at the end of a day there", (w, f) => (home(f) ? null : `Sundown ${near(f)} ${w}`)),
    L("'The Long Road' is the way there, taken slowly", (w) => `The Long Road to ${w}`),
    L("'Dreaming of' is the longing a chorus swells on", (w) => `Dreaming of ${w}`),
    L("'Running Back' turns the song around", (w) => `Running Back to ${w}`),
    L("'All the Way' promises the whole journey", (w) => `All the Way to ${w}`),
    L("'Rain' gives the place its weather", (w, f) => (home(f) ? null : `Rain ${near(f)} ${w}`)),
  ],
  being: [
    L("'Letters to' sings to them directly", (w) => `Letters to ${w}`),
    L("'Waiting on' is the longing of the song", (w) => `Waiting on ${w}`),
    L("a song that belongs to them", (w) => `${owner(w)} Song`),
    L("'Dancing with' holds one happy moment", (w) => `Dancing with ${w}`),
    L("'Still Thinking of' is the line that stays", (w) => `Still Thinking of ${w}`),
    L("'Wherever' follows them anywhere", (w, f) => `Wherever ${w} ${says(f, "Goes", "Go")}`),
    L("'Just Like' is about growing up to be them", (w) => `Just Like ${w}`),
    L("'One More Day' asks for a little more time together", (w) => `One More Day with ${w}`),
    L("'Calling' is the song as a phone call", (w) => `Calling ${w}`),
    L("'Everything … Said' keeps their words", (w) => `Everything ${w} Said`),
    L("'Home to' makes them the place to come back to", (w) => `Home to ${w}`),
    L("'Missing' says the loss plainly", (w, f) => (f.mourning ? `Missing ${w}` : null)),
    L("'Goodbye' is the last word to them", (w, f) => (f.mourning ? `Goodbye, ${w}` : null)),
  ],
  time: [
    L("'Another' says it has come round again", (w) => `Another ${w}`),
    L("'Without You' is the heartbreak in it", (w) => `${w} Without You`),
    L("'The … We Had' looks back on it together", (w) => `The ${w} We Had`),
    L("'Chasing' runs after it", (w) => `Chasing ${theTime(w)}`),
    L("'Waiting for' is the hope in it", (w) => `Waiting for ${theTime(w)}`),
    L("'Every' makes it a habit of the heart", (w) => `Every ${w}`),
    L("'Remember That' is a memory shared", (w) => `Remember That ${w}`),
    L("'Till … Comes' is the waiting", (w) => `Till ${capitalize(theTime(w))} Comes`),
    L("'Is Over' sings at its end", (w) => `${capitalize(theTime(w))} Is Over`),
    L("'Nothing Like' says there is none like it", (w) => `Nothing Like ${theTime(w)}`),
    L("'Won't Last' knows it will end", (w) => `${capitalize(theTime(w))} Won't Last`),
    L("'Before … Ends' holds on to the last of it", (w) => `Before ${theTime(w)} Ends`),
    L("'Somewhere in' loses the song inside it", (w) => `Somewhere in ${theTime(w)}`),
    L("'Out Late' is one of its long hours", (w) => `Out Late One ${w}`),
    L("'Save Me' asks it for rescue", (w) => `Save Me ${theTime(w)}`),
    L("'If … Comes Back' hopes to see it again", (w) => `If ${capitalize(theTime(w))} Comes Back`),
  ],
  thing: [
    L("'Chasing' runs after it", (w) => `Chasing ${w}`),
    L("'Nothing but' makes it all there is", (w) => `Nothing but ${w}`),
    L("'Like This' points at it in the moment", (w) => `${w} Like This`),
    L("'Letting Go of' is the moment to move on", (w) => `Letting Go of ${w}`),
    L("'in the Dark' sings it at night", (w) => `${w} in the Dark`),
    L("'Made of' says what someone is made of", (w) => `Made of ${w}`),
    L("'A Little' asks for just a bit of it", (w, f) => (f.cue.plural ? null : `A Little ${w}`)),
    L("'Out of' is what runs out", (w) => `Out of ${w}`),
    L("'Too Much' is the overflow", (w, f) => (f.cue.plural ? null : `Too Much ${w}`)),
    L("'Running on' is what keeps someone going", (w) => `Running on ${w}`),
  ],
  quality: [
    L("'Still' says it has not changed", (w) => `Still ${w}`),
    L("'Forever' makes it last", (w) => `${w} Forever`),
    L("'Stay' asks for it to last", (w) => `Stay ${w}`),
    L("'for a While' makes it a passing mood", (w) => `${w} for a While`),
    L("'Feeling' is how the chorus starts", (w) => `Feeling ${w}`),
    L("'in the Morning' is when it hits", (w) => `${w} in the Morning`),
    L("'Like Me' finds someone who feels the same", (w) => `${w} Like Me`),
  ],
};

/** Lines a poem is named for, by what the word is. */
const POEM_LINES: Partial<Record<Role, Line[]>> = {
  place: [
    L("'Notes from' is what a poet brings back", (w) => `Notes from ${w}`),
    L("'Walking' moves through it slowly", (w, f) => `Walking ${near(f)} ${w}`),
    L("'Remembers' lets the place keep a memory", (w) => `${capitalize(w)} Remembers`),
    L("'Rain' gives the place its weather", (w, f) => (home(f) ? null : `Rain ${near(f)} ${w}`)),
    L("'The Weather' is the mood the place is in", (w, f) => `The Weather ${near(f)} ${w}`),
    L("'What Grows' looks at what the place gives", (w, f) => `What Grows ${near(f)} ${w}`),
    L("'Returning' comes back to it", (w) => `Returning to ${w}`),
    L("'A Map of' draws the place from memory", (w) => `A Map of ${w}`),
    L("'The Quiet' is what the poem listens to", (w, f) => `The Quiet ${near(f)} ${w}`),
    L("'Small Gods' are the little things held sacred there", (w, f) => (home(f) ? null : `Small Gods of ${w}`)),
    L("'Before … Wakes' is the hush of early morning", (w, f) => (home(f) ? null : `Before ${w} Wakes`)),
  ],
  being: [
    L("'Letter to' speaks to them directly", (w) => `Letter to ${w}`),
    L("'Lines for' gives the poem to them", (w) => `Lines for ${w}`),
    L("'In Praise of' is an old way to honour someone", (w) => `In Praise of ${w}`),
    L("'at the Window' is one image of them, held still", (w) => `${w} at the Window`),
    L("'Things … Said' keeps their words", (w) => `Things ${w} Said`),
    L("'Singing' is them caught in a moment of joy", (w) => `${w}, Singing`),
    L("'Watching … Sleep' is a moment of tenderness", (w) => `Watching ${w} Sleep`),
    L("'A Small Song' is a quiet gift", (w) => `A Small Song for ${w}`),
    L("'Hands' are what a poem remembers of someone", (w) => `${owner(w)} Hands`),
    L("'What I Never Told' is the poem as a confession", (w) => `What I Never Told ${w}`),
    L("'in the Kitchen' is them at home, at ease", (w) => `${w} in the Kitchen`),
    L("'Remembering' keeps them close", (w, f) => (f.mourning ? `Remembering ${w}` : null)),
  ],
  time: [
    L("'Again' says it has come round once more", (w) => `${w} Again`),
    L("'Until' is the waiting for it", (w) => `Until ${theTime(w)}`),
    L("'The First Day of' is its beginning", (w) => `The First Day of ${w}`),
    L("'Late' catches it near its end", (w) => `${w}, Late`),
    L("'Waiting for' is the hope in it", (w) => `Waiting for ${theTime(w)}`),
    L("'The End of' is its last moment", (w) => `The End of ${theTime(w)}`),
    L("'Every' makes it a ritual", (w) => `Every ${w}`),
    L("'When … Comes' waits for its arrival, like weather", (w) => `When ${capitalize(theTime(w))} Comes`),
    L("'Light in' is the colour of it", (w) => `Light in ${theTime(w)}`),
    L("'A Field in' sets it in one open place", (w) => `A Field in ${theTime(w)}`),
    L("'The Birds in' listens to it", (w) => `The Birds in ${theTime(w)}`),
    L("'Late … Letter' is written at its end", (w) => `Late ${w} Letter`),
    L("'The Long Light of' is its slow hours", (w) => `The Long Light of ${theTime(w)}`),
    L("'Elegy for' mourns it passing", (w, f) => (f.mourning ? `Elegy for ${theTime(w)}` : null)),
    L("'Small Hours of' keeps its quietest time", (w) => `Small Hours of ${theTime(w)}`),
    L("'Leaving' is the turn out of it", (w) => `Leaving ${theTime(w)}`),
    L("'What We Kept of' is what is left of it", (w) => `What We Kept of ${theTime(w)}`),
    L("'What … Knows' gives it a wisdom", (w) => `What ${capitalize(theTime(w))} Knows`),
    L("'In the Middle of' sets the poem deep inside it", (w) => `In the Middle of ${theTime(w)}`),
  ],
  thing: [
    L("'In Praise of' is an old way to honour something", (w) => `In Praise of ${w}`),
    L("'Against' argues with it", (w) => `Against ${w}`),
    L("'Variations on' turns it over, like music", (w) => `Variations on ${w}`),
    L("'Notes Toward' is a poem still finding its way", (w) => `Notes Toward ${w}`),
    L("'The Weight of' makes it something to carry", (w) => `The Weight of ${w}`),
    L("'The Shape of' looks at its outline", (w) => `The Shape of ${w}`),
    L("'Field Notes' observe it closely", (w) => `Field Notes on ${w}`),
    L("'Thirteen Ways of Looking at' is Wallace Stevens's famous shape", (w) => `Thirteen Ways of Looking at ${w}`),
    L("'A Short Hymn' is a small song of praise", (w) => `A Short Hymn to ${w}`),
    L("'Unfinished' leaves it open", (w) => `${w}, Unfinished`),
    L("'The Grammar of' asks how it works", (w) => `The Grammar of ${w}`),
    L("'How to Carry' asks how to live with it", (w, f) => (f.cue.plural ? null : `How to Carry ${w}`)),
    L("'What … Leaves' is what it leaves behind", (w, f) => `What ${w} ${says(f, "Leaves", "Leave")}`),
  ],
};
/** The one frame each kind of word has for its lines; which line is drawn each time. */
const LINE_FRAMES = new Map<StoryFrame, Line[]>();
function lineFrame(lines: Line[] | undefined): StoryFrame[] {
  if (!lines) return [];
  // (Its origin is written for each title from the line's own words, where the explanations are put together.)
  const frame = F("A line built around your word.", (f) => {
    const w = lineWord(f);
    return w ? lines[f.n % lines.length].make(w, f) : null;
  });
  LINE_FRAMES.set(frame, lines);
  // (Three entries: one frame holds a dozen titles, where each of the others holds one.)
  return [frame, frame, frame];
}

const SONG_FRAMES: Record<Role, StoryFrame[]> = {
  place: [
    F("A going-home title, the kind a chorus swells on.", (f) => `Back to ${f.cue.the}`),
    F("A leaving title, the shape of Leaving on a Jet Plane.", (f) => `Leaving ${f.cue.the}`),
    F("A place and its nights, the shape of Boogie Nights and Tokyo Nights.", (f) => `${f.cue.one} Nights`),
    F("A place by the water, the shape of Down by the River.", (f) => (BY_WATER.test(f.cue.typed) ? `Down by ${f.cue.the}` : null)),
    F("A place on the mind, the shape of Georgia on My Mind.", (f) => `${f.cue.one} on My Mind`),
    F("A time in a place, the shape of Summer in the City.", (f) => `${SONG_TIMES[f.n % SONG_TIMES.length]} ${f.cue.at === "at" ? (BY_WATER.test(f.cue.typed) ? "on" : "in") : f.cue.at} ${f.cue.the}`),
    F("A describing word and a place, the shape of Electric Avenue.", (f) => (f.adj.own || NOT_PAIRED.test(f.adj.w) ? null : `${f.adj.w} ${f.cue.one}`)),
    F("A subject and a kind of song, the two-word shape choruses and old records are named in.", (f) => `${f.cue.one} ${f.form}`),
    ...lineFrame(SONG_LINES.place),
  ],
  being: [
    F("A first-person title that sounds like a lyric, the shape of Me and Bobby McGee.", (f) => (f.cue.proper ? `Me and ${f.cue.one}` : kin(f.cue) ? `Me and My ${f.cue.plural ? f.cue.many : f.cue.one}` : null)),
    F("A describing word and someone close, the shape of Little Sister.", (f) => (kin(f.cue) && !f.cue.plural ? `${f.adj.own ? f.adj.w : f.beingAdj} ${f.cue.one}` : null)),
    F("A letter sung aloud, the shape of Dear Prudence.", (f) => (f.cue.proper ? `Dear ${f.cue.one}` : kin(f.cue) && !f.cue.plural ? `Dear ${f.cue.one}` : null)),
    F("A ballad title, the oldest way to tell someone's story in a song.", (f) => `The Ballad of ${f.cue.proper ? f.cue.one : kin(f.cue) ? `My ${f.cue.plural ? f.cue.many : f.cue.one}` : `the ${f.cue.one}`}`),
    F("A song for someone, the shape of Song for Guy.", (f) => `Song for ${f.cue.proper ? f.cue.one : kin(f.cue) ? `My ${f.cue.plural ? f.cue.many : f.cue.one}` : `the ${f.cue.plural ? f.cue.many : f.cue.one}`}`),
    ...lineFrame(SONG_LINES.being),
  ],
  act: [
    F("An 'After the' title, sung from what follows.", (f) => (f.cue.phrase ? null : `After the ${f.cue.one}`)),
    F("A subject and a kind of song, the two-word shape choruses and old records are named in.", (f) => (f.cue.phrase ? null : `${f.cue.one} ${f.form}`)),
    F("A life's turn said as it is, the way a chorus sums up a verse.", (f) => (f.cue.phrase ? f.cue.one : null)),
  ],
  time: [
    F("A whole season or night in a line, the shape of All Summer Long.", (f) => (ALL_LONG.test(f.cue.typed) ? `All ${singular(f.cue.one)} Long` : null)),
    F("A 'One More' title, the shape of One More Night.", (f) => `One More ${singular(f.cue.one)}`),
    F("A time and the ones like it, the shape of Nights Like This.", (f) => `${plural(singular(f.cue.one))} Like These`),
    F("A time and a place, the shape of Midnight in Harlem.", (f) => (f.place?.cue ? `${f.cue.one} ${f.place.cue.at === "at" ? "in" : f.place.cue.at} ${f.place.the}` : null)),
    F("A describing word and a time, the shape of Golden Hour.", (f) => `${TIME_ADJS[f.n % TIME_ADJS.length]} ${f.cue.one}`),
    F("A subject and a kind of song, the two-word shape choruses and old records are named in.", (f) => `${f.cue.one} ${f.form}`),
    ...lineFrame(SONG_LINES.time),
  ],
  thing: [
    F("A subject and a kind of song, the two-word shape choruses and old records are named in.", (f) => `${f.cue.one} ${f.form}`),
    F("A one-word title, easy to shout back at a gig.", (f) => (f.cue.plural ? f.cue.many : null)),
    F("A thing on the mind, the shape of Georgia on My Mind.", (f) => `${f.cue.plural ? f.cue.many : f.cue.one} on My Mind`),
    F("A thing and a time, the shape of Cigarettes After Sex and Coffee in the Morning.", (f) => `${f.cue.plural ? f.cue.many : f.cue.one} ${["at Midnight", "in the Morning", "After Dark", "on Sunday", "in the Rain", "Till Dawn"][f.n % 6]}`),
    F("A describing word and the song's own thing, the most common hit-song shape.", (f) => (f.adj.own ? null : `${f.adj.w} ${f.cue.plural ? f.cue.many : f.cue.one}`)),
    F("A thing and a place, made for a chorus.", (f) => (f.place?.cue ? `${f.cue.plural ? f.cue.many : f.cue.one} ${f.place.cue.at === "at" ? "in" : f.place.cue.at} ${f.place.the}` : null)),
    ...lineFrame(SONG_LINES.thing),
  ],
  quality: [
    F("A state said twice over, the shape of Alone Again.", (f) => (FEELING.test(f.cue.typed) ? `${f.cue.one} Again` : null)),
    F("Two states of being young, the shape of Young and Beautiful.", (f) => (FEELING.test(f.cue.typed) && !/^young$/i.test(f.cue.typed) ? `Young and ${f.cue.one}` : null)),
    F("A state for one night, the shape of Alone Tonight.", (f) => (FEELING.test(f.cue.typed) ? `${f.cue.one} Tonight` : null)),
    F("A state and a place, the shape of Lost in Paris.", (f) => (f.place?.cue && FEELING.test(f.cue.typed) ? `${f.cue.one} ${f.place.cue.at === "at" ? "in" : f.place.cue.at} ${f.place.the}` : null)),
    F("A describing word and a noun from the song, the shape of Summer Nights.", (f) => (f.other && /^(place|being|thing|time)$/.test(f.other.role) ? `${f.cue.one} ${f.other.many}` : null)),
    ...lineFrame(SONG_LINES.quality),
  ],
};

const POEM_FRAMES: Record<Role, StoryFrame[]> = {
  place: [
    F("An 'In the' title, a poem's way of setting its scene.", (f) => `${BY_WATER.test(f.cue.typed) ? "On" : "In"} ${f.cue.the}`),
    F("A 'Letter from' title, a voice from far away.", (f) => `Letter from ${f.cue.the}`),
    F("A 'What the X Keeps' title, which gives a place a memory.", (f) => (f.cue.proper ? null : f.cue.plural ? `What the ${f.cue.many} Keep` : `What the ${f.cue.one} Keeps`)),
    F("An elegy title, which frames the poem as a farewell.", (f) => (f.mourning ? `Elegy for ${f.cue.the}` : null)),
    F("A place at an hour, the way a poem fixes one moment.", (f) => `${capitalize(f.cue.the)} at ${POEM_HOURS[f.n % POEM_HOURS.length]}`),
    F("A light and a place, the way a poem fixes one moment.", (f) => `${POEM_LIGHTS[f.n % POEM_LIGHTS.length]} ${BY_WATER.test(f.cue.typed) ? "on" : "in"} ${f.cue.the}`),
    ...lineFrame(POEM_LINES.place),
  ],
  being: [
    F("A small form given to someone, the shape of A Prayer for My Daughter.", (f) => `${capitalize(withArticle(POEM_FORMS[f.n % POEM_FORMS.length]))} for ${f.cue.proper ? f.cue.one : kin(f.cue) ? `My ${f.cue.plural ? f.cue.many : f.cue.one}` : `the ${f.cue.one}`}`),
    F("A dedication, the way poems are given to someone.", (f) => (f.cue.proper ? `For ${f.cue.one}` : kin(f.cue) ? `For My ${f.cue.plural ? f.cue.many : f.cue.one}` : null)),
    F("A portrait title, a poem that looks long at one person.", (f) => `Portrait of ${f.cue.proper ? f.cue.one : kin(f.cue) ? `My ${f.cue.one}` : withArticle(f.cue.one)}`),
    F("An elegy title, which frames the poem as a farewell.", (f) => (f.mourning ? `Elegy for ${f.cue.proper ? f.cue.one : kin(f.cue) ? `My ${f.cue.one}` : `the ${f.cue.one}`}` : null)),
    F("A 'What the X Knew' title, which gives someone a secret.", (f) => `What ${f.cue.proper ? f.cue.one : kin(f.cue) ? `My ${f.cue.one}` : `the ${f.cue.one}`} Knew`),
    ...lineFrame(POEM_LINES.being),
  ],
  act: [
    F("An 'After the' title, told from what follows.", (f) => (f.cue.phrase ? null : `After the ${f.cue.one}`)),
    F("An 'On X' title, in the tradition of odes and meditations.", (f) => (f.cue.phrase ? `On ${f.cue.one}` : null)),
    F("An elegy title, which frames the poem as a farewell.", (f) => (f.cue.phrase || !f.mourning ? null : `Elegy for the ${f.cue.one}`)),
  ],
  time: [
    F("An ode title, the shape of To Autumn and Ode to the West Wind.", (f) => `Ode to ${singular(f.cue.one)}`),
    F("A time and a small form, the shape of Winter Psalm and Summer Nocturne.", (f) => `${singular(f.cue.one)} ${POEM_FORMS[f.n % POEM_FORMS.length]}`),
    F("A time and a place, the way a poem fixes one moment.", (f) => (f.place ? `${singular(f.cue.one)} ${BY_WATER.test(f.place.one) ? "on" : "in"} ${f.place.the}` : null)),
    F("A 'Before' title, the hush before something comes.", (f) => `Before ${singular(f.cue.one)}`),
    F("A describing word and a time, the shape of Late Spring.", (f) => `${TIME_ADJS[f.n % TIME_ADJS.length]} ${singular(f.cue.one)}`),
    F("A 'Notes on' title, the way essayists and poets gather their thoughts.", (f) => `Notes on ${singular(f.cue.one)}`),
    ...lineFrame(POEM_LINES.time),
  ],
  thing: [
    F("An 'On X' title, in the tradition of odes and meditations.", (f) => `On ${f.cue.plural ? f.cue.many : massNoun(f.cue.one) ? f.cue.one : plural(f.cue.one)}`),
    F("A small form for a thing, the shape of Nocturne for Insomnia.", (f) => `${POEM_FORMS[f.n % POEM_FORMS.length]} for ${f.cue.plural ? f.cue.many : massNoun(f.cue.one) ? f.cue.one : `the ${f.cue.one}`}`),
    F("An ode title, the shape of Ode to a Nightingale.", (f) => `Ode to ${f.cue.plural ? f.cue.many : massNoun(f.cue.one) ? f.cue.one : withArticle(f.cue.one)}`),
    F("A 'A Brief History of' title, a small subject given a grand frame.", (f) => `A Brief History of ${f.cue.plural ? f.cue.many : massNoun(f.cue.one) ? f.cue.one : plural(f.cue.one)}`),
    F("A still-life title, a painter's way of naming what is on the table.", (f) => (f.cue.plural || massNoun(f.cue.one) ? null : `Still Life with ${f.cue.one}`)),
    F("A 'What the X Said' title, which gives voice to a thing.", (f) => (massNoun(f.cue.one) ? null : `What the ${f.cue.plural ? f.cue.many : f.cue.one} Said`)),
    F("A pair of images, as the Imagist poets titled their work.", (f) => (f.img.from && f.img.w !== f.cue.one ? `${f.cue.plural ? f.cue.many : f.cue.one}, ${f.img.w}` : null)),
    ...lineFrame(POEM_LINES.thing),
  ],
  quality: [
    F("A describing word and a noun from the poem, the shape of Little Gidding.", (f) => (f.other && /^(place|being|thing|time)$/.test(f.other.role) ? `${f.cue.one} ${f.other.plural ? f.other.many : f.other.one}` : null)),
    F("A describing word and an image, a title borrowed from the poem's own first line.", (f) => (countable(f.img) && f.img.from && f.img.from !== f.cue.typed ? `The ${f.cue.one} ${f.img.w}` : null)),
  ],
};

const BOOK_FRAMES: Record<Role, StoryFrame[]> = {
  place: [
    F("A 'Return to' title, the way homecoming novels are named.", (f) => `Return to ${f.cue.the}`),
    F("A 'Letters from' title, which promises a voice from far away.", (f) => `Letters from ${f.cue.the}`),
    F("A title that names what a place keeps, the shape of The Secret of Crickley Hall.", (f) => `The ${f.of} of ${f.cue.the}`),
    F("A season and a place, the shape of The Last Summer at Chelsea Beach.", (f) => (f.season ? `${f.season} ${f.cue.at} ${f.cue.the}` : null)),
    F("The classic 'The X of Place' title shape.", (f) => (countable(f.img) && f.img.from ? `The ${f.img.w} of ${f.cue.the}` : null)),
    F("A 'What Happened at' title, which promises a secret.", (f) => (f.cue.proper ? null : `What Happened ${f.cue.at} ${f.cue.the}`)),
  ],
  being: [
    F("A possessive title, the shape of The Lighthouse Keeper's Daughter.", (f) => (countable(f.img) ? `The ${f.cue.one}'s ${f.img.w}` : null)),
    // (A memoir's writer is "I", never looked at from outside: "The Last Nurse", "The Secret Nurse", "A Long Autumn with the Nurse".)
    F("A 'The Last' title, which puts everything on one person.", (f) => (f.cue.self ? null : `The Last ${f.cue.one}`)),
    F("A 'The X Who' title, the shape of The Spy Who Came in from the Cold.", (f) => (f.cue.proper ? null : `The ${f.cue.one} Who ${f.who}`)),
    F("The definite article with a describing word and a person, like The Silent Patient.", (f) => (f.cue.self ? null : `The ${f.adj.own ? f.adj.w : f.beingAdj} ${f.cue.one}`)),
    F("A person and a place, the shape of The Girl from the Other Side.", (f) => (f.place && f.place.cue?.one !== f.cue.one && !f.place.cue?.one.includes(f.cue.one) ? `The ${f.cue.one} of ${f.place.the}` : null)),
    F("Two of the story's own words, the shape of The Old Man and the Sea.", (f) => (f.other && f.other.role !== "quality" && f.other.role !== "act" ? `The ${f.cue.one} and the ${f.other.plural ? f.other.many : f.other.one}` : null)),
    F("A name and what they face, the shape of Harry Potter and the Chamber of Secrets.", (f) => (f.cue.proper && countable(f.img) && !f.adj.own && !f.img.w.includes(" ") ? `${f.cue.one} and the ${f.adj.w} ${f.img.w}` : null)),
    F("A stretch of time with someone, the shape of The Summer I Turned Pretty and Tuesdays with Morrie.", (f) => (!f.season || f.cue.self || /^(The Quiet|The Lost|The Endless|The Strange|The First)/.test(f.season) ? null : `${f.season} with ${f.cue.proper ? f.cue.one : `the ${f.cue.plural ? f.cue.many : f.cue.one}`}`)),
    F("A gift for someone, the shape of A Song for Achilles.", (f) => (countable(f.img) && !isPlural(f.img.w) && f.img.from !== f.cue.typed && !TIME_IMAGE.test(f.img.w) ? `${capitalize(withArticle(f.img.w))} for ${f.cue.proper ? f.cue.one : `the ${f.cue.one}`}` : null)),
  ],
  act: [
    F("An 'After the' title, told from what follows.", (f) => (f.cue.phrase ? null : `After the ${f.cue.one}`)),
    // (A film's event takes no stock word: "The Burned Heist", "The Deadly Murder".)
    F("The definite article with the story's event, like The Escape.", (f) => (f.cue.phrase || f.film ? null : `The ${f.adj.w} ${f.cue.one}`)),
    F("A possessive title: whose story it is and what they do.", (f) => (f.being && !f.cue.phrase ? `The ${f.being.one}'s ${f.cue.one}` : null)),
    F("A 'Before the' title, told from the days leading up to it.", (f) => (f.cue.phrase ? null : `Before the ${f.cue.one}`)),
    F("A stretch of time in the event, the shape of The Last Days of Summer.", (f) => (f.cue.phrase || !f.season || /(Year|Week|Weekend)$/.test(f.season) ? null : `${f.season} of the ${f.cue.one}`)),
    F("What the event leaves behind, the shape of Echoes of the War.", (f) => (f.cue.phrase || !(f.img.from || f.sceneless) ? null : `${f.img.mass ? f.img.w : plural(f.img.w)} of the ${f.cue.one}`)),
    F("An 'A X of Y and Z' title, the shape of A Song of Ice and Fire.", (f) => (f.cue.phrase || !(f.img.from || f.sceneless) || `${f.img.w}${f.img2.w}`.includes(" ") ? null : `${capitalize(withArticle(f.cue.one))} of ${f.img.mass ? f.img.w : plural(f.img.w)} and ${f.img2.mass ? f.img2.w : plural(f.img2.w)}`)),
    F("A life's turn and its place, the shape of Growing Up in Public.", (f) => (f.cue.phrase && f.place?.cue ? `${f.cue.one} ${f.place.cue.at} ${f.place.the}` : null)),
    F("A life's turn and how it felt, the shape of Growing Up Wild.", (f) => (f.cue.phrase && !f.adj.own && !f.adj.w.includes("-") && !/^(Late|Early|Long|Small|Plain|Kind|Lost|Green|Bright|Homemade|Storied|Unfinished|Borrowed|Ordinary|Weathered)$/.test(f.adj.w) ? `${f.cue.one} ${f.adj.w}` : null)),
    F("A life's turn and the company it kept, the shape of Growing Up with Wolves.", (f) => (f.cue.phrase && f.being && !f.being.proper ? `${f.cue.one} with ${f.being.plural || BEING_WORDS.has(f.being.typed) ? f.being.many : `the ${f.being.many}`}` : null)),
    F("A life's turn with the image that stayed, the way memoirs are subtitled.", (f) => (f.cue.phrase && countable(f.img) && f.img.from ? `${f.cue.one}: ${f.img.w} and ${f.img2.mass ? f.img2.w : plural(f.img2.w)}` : null)),
  ],
  time: [
    F("A time and a place, the shape of Midnight in Paris.", (f) => (f.place ? `${f.cue.one} in ${f.place.the}` : null)),
    F("A 'The Long' title, which promises a story told slowly.", (f) => `The Long ${f.cue.one}`),
    F("A 'One + describing word' title, the shape of One Crazy Summer.", (f) => (f.adj.own ? null : `One ${f.adj.w} ${f.cue.one}`)),
    F("A time that belongs to the story's people, the shape of The Summer of the Bees.", (f) => (f.being ? `The ${f.cue.one} of the ${f.being.many}` : null)),
  ],
  thing: [
    F("A 'What the X Knew' title, which promises a secret.", (f) => `What the ${f.cue.plural ? f.cue.many : f.cue.one} Knew`),
    F("A 'The Language of' title, which promises a way of seeing.", (f) => (f.cue.plural ? `The Language of ${f.cue.many}` : null)),
    F("A 'The Keeper of' title, the shape of The Keeper of Lost Things.", (f) => (f.cue.plural && !/keeper/i.test(f.being?.one ?? "") ? `The Keeper of ${f.cue.many}` : null)),
    // (Stuff and a doing take no "The" and a mood word: "The Unbreakable Electricity", "The Practical Fibromyalgia"; a feeling may, "The Quiet Sadness".)
    F("The definite article with a describing word and a noun.", (f) => (!f.cue.plural && (/(ia|ity|ics|ing)$/i.test(f.cue.one) || ABSTRACT_KINDS.test(f.cue.typed)) ? null : `The ${f.adj.w} ${f.cue.plural ? f.cue.many : f.cue.one}`)),
    F("The classic 'The X of Place' title shape.", (f) => (f.place ? `The ${f.cue.one} of ${f.place.the}` : null)),
    F("A possessive title, the shape of The Handmaid's Tale.", (f) => (f.being && f.being.one !== f.cue.one ? `The ${f.being.one}'s ${f.cue.plural ? f.cue.many : f.cue.one}` : null)),
    // (Never stuff paired with a thing: "Pandemic Burnout and Suitcases", "Burnout and Songs".)
    F("An 'X and Y' title, like Pride and Prejudice, which promises a contrast.", (f) => (f.img.w !== f.cue.one && f.img.from !== f.cue.typed && !massNoun(f.cue.one) ? `${f.cue.plural ? f.cue.many : f.cue.one} and ${f.img.mass ? f.img.w : plural(f.img.w)}` : null)),
    F("An 'Of X and Y' title, the shape of Of Mice and Men.", (f) => (f.cue.proper || !f.cue.plural || isPerson(singular(f.cue.typed)) || f.img.w === f.cue.one || f.img.mass || f.img.from === null ? null : `Of ${f.cue.many} and ${plural(f.img.w)}`)),
  ],
  quality: [
    F("A state and a place, the shape of Sleepless in Seattle.", (f) => (f.place && STATE_WORDS.test(f.cue.typed) ? `${f.cue.one} ${f.place.cue?.at ?? "in"} ${f.place.the}` : null)),
    F("A 'The + describing word + noun' title, like The Silent Patient.", (f) => (countable(f.img) && f.img.from !== f.cue.typed ? `The ${f.cue.one} ${f.img.w}` : null)),
    F("A describing word and a noun from the story, the shape of Little Women.", (f) => (f.other && f.other.role !== "quality" && f.other.role !== "act" ? `${f.cue.one} ${f.other.many}` : null)),
  ],
};

/** Images that are a time, not a thing one could give ("A Winter for Obi-Wan"). */
const TIME_IMAGE = /^(Winter|Summer|Spring|Autumn|Morning|Night|Dawn|Dusk|Season|Year|Years|Midnight|Twilight|Hour|Sunset|Sunrise|Weekend|Holiday|Lifetime|Timeline|Aftermath)$/;
/** The genres' stock images that are stuff, not things: no plural, no "a" ("Nightmares and Warmths", "A Tea for Bucky"). */
const MASS_STOCK = /^(Warmth|Coffee|Tea|Rain|Silence|Chaos|Fury|Payback|Smoke|Blood|Gold|Concrete|Velvet|Silk|Honey|Heat|Moonlight|Static|Noise|Sugar|Glitter|Steam|Moss|Light|Gasoline|Thunder|Snow|Frost|Dust|Weather|Distance|Inheritance|Wreckage|Regret|Glass|Sunshine|Treasure|Rampage|Impact|Love|Skin|Hunger|Iron|Doom|Smoke|Starlight|Lightning|Fire|Mischief|Thyme|Mint|Basil|Sage|Rosemary|Lavender|Ivy|Clay|Soil|Compost|Salt|Flour|Butter|Cheese|Wool|Linen|Cotton|Timber|Brass|Copper|Chalk|Ink|Driftwood|Saltwater|Patina|Yarn|Leather|Suede|Cocoa|Cream|Sourdough|Espresso|Vinyl|Denim|Mist|Fog|Sand|Rust|Ash)$/;
/** Places that take a name of their own ("Ravenhill Hospital", "Willowbrook Farm"). */
const NAMEABLE = /^(wharf|harbou?r|pier|quarry|hospital|asylum|sanatorium|clinic|house|manor|mansion|hotel|motel|school|academy|lighthouse|farm|ranch|cottage|prison|church|station|mine|camp|library|museum|island|village|town|valley|orchard|inn|tavern|castle|abbey)$/i;
/** Names for such places, by the mood of the game. */
const PLACE_NAMES: Record<string, string[]> = {
  dark: ["Ravenhill", "Blackmoor", "Greywater", "Ashgrove", "Crowhurst", "Saint Agatha's", "Saint Jude's", "Whitlock", "Thornfield", "Mercy Hill", "Briarwood", "Hollowmere"],
  gentle: ["Willowbrook", "Honeybrook", "Maple Hollow", "Fernwood", "Clover Hill", "Bramblewood", "Sunnyside", "Larkspur", "Thistledown", "Puddlemere", "Applecross", "Foxglove"],
};
const PLACE_NAME_MOOD: Record<string, keyof typeof PLACE_NAMES> = { horror: "dark", mystery: "dark", thriller: "dark", survival: "dark", crime: "dark", cozy: "gentle", "slice-of-life": "gentle", platformer: "gentle", puzzle: "gentle" };
/** Words that rank or place rather than describe: "Last and Frozen" pairs nothing. */
const NOT_PAIRED = /^(Last|First|Final|Great|Old|High|Grand|Royal|Little|Tiny|Rising|Crowned|Sworn|Proud|Golden|Northern|Eternal|Ancient|Stone|Iron|Elder|Outer|Distant|Thousand-Year|Deep|Lost)$/;
/** Words said only after a noun ("the keeper was alone"), never before it ("Alone Lamps"). */
const PREDICATIVE_WORDS = ["alone", "awake", "asleep", "afraid", "alive", "aware", "adrift", "ablaze", "aglow", "stuck"];
const PREDICATIVE = new RegExp(`^(${PREDICATIVE_WORDS.join("|")})$`, "i");
/** A word said only after a verb, put before a noun ("The Stuck Map", "The Afraid Girl", "Alone Lamps"). */
const PREDICATIVE_BEFORE_NOUN = new RegExp(`\\b(${PREDICATIVE_WORDS.map(capitalize).join("|")}) [A-Z]`);
/** An image of the time of day ("Moon" for night) describes no place: an abandoned hospital has no "Abandoned Moons". */
const timeImage = (i: Img) => i.from !== null && TIME_WORDS.has(i.from.toLowerCase());
/** Describing words that say how someone is held by a place ("Snowbound in Alaska", "Stranded on the Island"). */
const STATE_WORDS = /^(\w+bound|lost|alone|stranded|stuck|trapped|frozen|buried|hidden|missing|sleepless|marooned|abandoned|exiled|snowed|haunted|awake|unseen|forgotten)$/i;
/** Words of the brand families that name no thing to hold or see in a story ("The Baker's Meridian"). */
const NOT_SCENE = new Set(["meridian", "halo", "bright", "firstlight", "lever", "vantage", "keystone", "bearing", "waypoint", "clarity", "axis"]);

interface Factual {
  kind: "history" | "cookbook" | "general";
  /** The subject as said, in title case ("Roman Navy", "Italian Pasta"). */
  subject: string;
  /** With its article when the description gave one ("the Roman Navy"). */
  the: string;
  quick: boolean;
  /** A single thing ("Rescue Dog"), said with "the": never "Notes on Rescue Dog". */
  countable?: boolean;
  /** Whom the book is for, as said ("Nurses and Teachers"), if the description names them. */
  readers?: string;
  /** A cookbook's subject before "Kitchen": "Sri Lankan Family", where the subject is "Sri Lankan Family Cooking". */
  kitchen?: string;
}
const DISHES_LIKE_PEOPLE = /^(dinners?|suppers?|burgers?|crackers?|peppers?|starters?|leftovers|fritters?|wafers?|sliders?|tenders)$/;
// Words that say whose or when a cookbook's cooking is, never a dish: "family recipes", "weeknight recipes".
const WHOSE_COOKING = /^(family|home|house|household|weeknight|weekday|weekend|everyday|holiday|sunday|summer|winter|autumn|spring|festive|christmas|village|farmhouse|country|student|camping|campfire|picnic|party|budget)$/;
// ("a self-help book for introverts": the kind of book is no subject, "The Self-Help Handbook".)
const FACTUAL_META = /^(a|an|the|book|books|cookbook|cookbooks|recipe|recipes|history|histories|guide|guides|story|stories|quick|easy|simple|fast|short|complete|practical|little|new|self-help|nonfiction|non-fiction|how-to)$/;

// Words after which a how-to topic says where or how, not what: "keeping chickens in a small garden", "composting in small apartments".
const WHERE_OR_HOW = "in|on|at|with|without|for|from|by|into|under|over|when|while|after|before";
const SAYS_WHERE_OR_HOW = new RegExp(` (?:${WHERE_OR_HOW}) `);
// ("getting out of debt", "giving up sugar": a verb's particle opens no subject, "The Everyday Out of Debt".)
const OPENS_WHERE_OR_HOW = new RegExp(`^(?:${WHERE_OR_HOW}|out|off|up|down|rid|back|away|through|ahead|along|around)\\b`);

// Verbs whose next word is part of them, so what follows is what the book is about: "caring for a rescue dog", "looking after hens".
// ("living with chronic pain", "coping with grief" are what the reader goes through, said whole: "Understanding the Chronic Pain".)
// ("training for your first marathon" is the reader's own: "Understanding the First Marathon".)
const TAKES_ITS_WORD = /^(?:caring for|looking after|saving for|preparing for|training for) (?!(?:(?:a|an|the|your|my) )?first\b)[a-z]/;
// A how-to topic that gets the reader out of something: "overcoming anxiety", "beating burnout", "paying off debt".
const FOUGHT = /^(overcoming|beating|quitting|stopping|fighting|managing|coping|surviving|conquering|escaping|ending|avoiding|reducing|recovering|healing|curing|treating|breaking|kicking|ditching|giving|getting|dealing|living|tackling|easing|calming|taming|clearing|paying|losing)\b/i;

// What kind of practical book it is, never what it is about.
const NF_FORMS = /^(essays?|guides?|handbooks?|collections?|anthology|anthologies|workbooks?|manuals?|primers?|memoirs?)$/;

/** What a non-fiction book is about, read from "a history of the Roman navy", "a cookbook of quick Italian pasta recipes". */
/** A verb's -ing form ("running", "planning", "making"), whatever else the dictionary makes of it. */
function doneTo(word: string): boolean {
  const stem = word.match(/^([a-z]+)ing$/)?.[1];
  if (!stem || stem.length < 2) return false;
  return [stem, `${stem}e`, /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem].some((v) => partsOfSpeech(v).includes("v"));
}

function factualSubject(description: string): Factual | null {
  const text = description.toLowerCase();
  const kind: Factual["kind"] = /\b(history|histories|biography)\b/.test(text) ? "history" : /\b(cookbook|recipes?|food|dishes|dinners|meals|suppers|lunches|breakfasts|cuisine|cooking)\b/.test(text) ? "cookbook" : "general";
  // ("personal finance for nurses and teachers": with no "of" or "about", the subject is what it opens with;
  // "Vietnamese home cooking", said alone, is the subject whole.)
  // ("a beginner guide to sourdough baking", "an introduction to birdwatching": what a guide leads to is its subject.)
  const after = text.match(/\b(?:guide|guides|introduction|handbook|primer|companion)\s+to\s+([a-z' -]+)/)?.[1] ?? text.match(/\b(?:of|about|on)\s+([a-z' -]+)/)?.[1] ?? text.match(/^\s*((?:[a-z'-]+ ){0,3}[a-z'-]+)\s+(?:for|with|in|at)\b/)?.[1] ?? text.match(/^\s*((?:[a-z'-]+ ){0,3}[a-z'-]+)\s*$/)?.[1] ?? "";
  const words: string[] = [];
  for (const w of after.split(/\s+/)) {
    if (/^(who|that|which|with|for|in|at|from|by|and|to|during|where|when)$/.test(w)) break;
    if (!FACTUAL_META.test(w) && w.length > 1) words.push(w);
  }
  // ("on running one-on-ones": a doing with its object is about the object, never "Running One-On-Ones", read as jogging.)
  // ("on running one-on-ones": the doing is its object's, "One-on-Ones for First-Time Managers", never "Running One-On-Ones", read as jogging.)
  if (words.length === 2 && doneTo(words[0]) && isPlural(words[1].split("-").pop() ?? "")) words.shift();
  if (words.length === 0 || words.length > 3) return null;
  // ("Sri Lankan family recipes", "Italian recipes": whose or when the cooking is says no dish, and names the cooking, "Simply Sri Lankan Family Cooking", never "Real Sri Lankan Family".)
  const last = words[words.length - 1];
  // ("dinners", "burgers" end as people's words do, and are dishes.)
  const cooking = kind === "cookbook" && (isProperAdjective(last) || (namesPeople(last) && !DISHES_LIKE_PEOPLE.test(last)) || isPlaceName(last) || WHOSE_COOKING.test(last));
  const subject = titleCase(words.join(" ")) + (cooking ? " Cooking" : "");
  const hadThe = /\b(?:of|about|on)\s+the\b/.test(text);
  const forWhom = text.match(/\bfor ([a-z]+(?: (?:and|or) [a-z]+)?)\s*$/)?.[1];
  // ("a guide for first-time managers on running…": the readers named mid-sentence are the readers too.)
  const named = text.match(/\bfor ((?:[a-z]+-[a-z]+ |new |young |busy |working |single )?([a-z]+s))\b/);
  const readers = forWhom && forWhom.split(/ (?:and|or) /).every((w) => namesPeople(w) && /s$/.test(w)) ? titleCase(forWhom) : named && namesPeople(named[2]) ? titleCase(named[1]) : undefined;
  // ("Vietnamese home cooking", "vegan dinners": the kitchen is the rest, "The Vietnamese Home Kitchen", "A Vegan Cookbook".)
  const kitchen = cooking ? titleCase(words.join(" ")) : words.length > 1 && (isPlural(last) || /^(cooking|baking|cuisine)$/.test(last)) ? titleCase(words.slice(0, -1).join(" ")) : subject;
  return { kind, subject, the: hadThe ? `the ${subject}` : subject, quick: /\b(quick|fast|easy|simple)\b/.test(text), readers, kitchen };
}

/** Draws one of a list: a shape with words of its own to vary gives new titles when asked again, not the same seven. */
type Draw = (words: readonly string[]) => string;
// How histories are subtitled and what part of a history they promise ("The Roman Navy: A Social History", "The Golden Age of…").
const HISTORY_SUBTITLES = ["A History", "A New History", "A Short History", "An Illustrated History", "A Social History", "A Cultural History", "The Untold Story", "A Story of People and Power", "From the Beginning"];
const HIDDEN_HISTORY = ["Hidden", "Secret", "Untold", "Forgotten", "Unexpected", "Curious"];
// How cookbooks are subtitled ("The Korean Table: Recipes to Share") and what their two-word titles promise ("Everyday Korean Cooking").
const COOKBOOK_SUBTITLES = ["Recipes to Share", "Recipes for Every Day", "Food for Family and Friends", "Recipes from Home", "Recipes Worth Passing Down", "Simple Food for Busy Nights", "Food to Gather Round", "Recipes for Every Season"];
const FACTUAL_SUBTITLES: Record<Factual["kind"], readonly string[]> = { history: HISTORY_SUBTITLES, cookbook: COOKBOOK_SUBTITLES, general: NF_SUBTITLES };
const COOKING_WORDS = ["Simply", "Real", "Everyday", "Modern", "Classic", "Easy", "Fresh", "Honest", "Homestyle"];
const COOKING_ENDS = ["Made Easy", "Made Simple", "from Scratch", "for Sharing", "for Every Season", "the Easy Way"];

// (Most shapes draw a word of their own: each title of a result differs in its own words, so the ones that did would
// otherwise come back every time.)
const FACTUAL_SHAPES: Record<Factual["kind"], [(f: Factual, draw: Draw) => string, string][]> = {
  history: [
    [(f, draw) => `${capitalize(f.the)}: ${draw(HISTORY_SUBTITLES)}`, "the subtitle promises what kind of history it is"],
    [(f, draw) => `A ${draw(["Short", "Brief", "New", "Popular", "People's"])} History of ${f.the}`, "it says plainly that the book is a history, and of what"],
    [(f, draw) => `The ${draw(["Story", "Saga", "Chronicle"])} of ${f.the}`, "it promises the history told as a story"],
    [(f) => `Inside ${f.the}`, "'Inside' promises the view from within"],
    [(f, draw) => `The ${draw(["Rise", "Birth", "Heyday", "Golden Age", "Rise and Fall", "Early Years"])} of ${f.the}`, "it promises one stretch of the story told whole"],
    [(f, draw) => `The ${draw(["World", "People", "Masters", "Voices", "Legends"])} of ${f.the}`, "it promises its people and places, not only its dates"],
    [(f, draw) => `${capitalize(f.the)} Through the ${draw(["Ages", "Centuries", "Years"])}`, "it promises the long view"],
    [(f) => `The Making of ${f.the}`, "'The Making of' promises how it came to be"],
    [(f, draw) => `The ${draw(HIDDEN_HISTORY)} History of ${f.the}`, "it promises what the usual accounts leave out"],
    [(f, draw) => `How ${capitalize(f.the)} ${draw(["Changed the World", "Shaped the Modern World", "Began", "Came to Be"])}`, "it promises to say why it matters"],
  ],
  cookbook: [
    [(f, draw) => `${f.subject} ${draw(["Every Day", "All Year Round"])}`, "it promises recipes for ordinary evenings"],
    [(f, draw) => `${draw(COOKING_WORDS)} ${f.subject}`, "it says in two words what the recipes are"],
    [(f, draw) => `The ${f.kitchen ?? f.subject} ${draw(["Kitchen", "Table", "Pantry", "Stove", "Supper Table"])}`, "it puts the reader at home, where the cooking is"],
    [(f) => `${f.subject} at Home`, "'at Home' promises restaurant food made in a home kitchen"],
    [(f) => (f.quick ? `Quick ${f.subject}` : `Real ${f.subject}`), "it says in two words what the recipes are"],
    [(f, draw) => `The ${draw(["Little", "Big", "Everyday", "Essential"])} Book of ${f.subject}`, "it promises a friendly cookbook to keep by the stove"],
    [(f, draw) => `${f.subject} in ${draw(["Thirty", "Twenty"])} Minutes`, "it promises dinner on a weeknight"],
    [(f, draw) => `${f.subject} ${draw(COOKING_ENDS)}`, "it promises cooking anyone can follow"],
    [(f, draw) => `${f.kitchen ?? f.subject} ${draw(["Favourites", "Classics", "Staples", "Suppers", "Feasts"])}`, "it promises the dishes cooked again and again"],
    [(f, draw) => `${draw(["A", "The"]) === "A" ? capitalize(withArticle(f.kitchen ?? f.subject)) : `The ${f.kitchen ?? f.subject}`} Cookbook`, "it says in plain words what the book is"],
    [(f) => (f.kitchen && f.kitchen !== f.subject ? `Recipes from ${withArticle(f.kitchen)} Kitchen` : `${f.subject}: The Cookbook`), "it promises food cooked at home, not in a restaurant"],
  ],
  general: [
    [(f, draw) => `The ${draw(["", "Everyday ", "Complete ", "Essential "])}${f.subject} Book`, "'Book' promises the one book on it a reader needs"],
    [(f) => `Understanding ${f.the}`, "'Understanding' promises the subject made clear"],
    [(f) => `${f.countable ? capitalize(f.the) : f.subject}, Explained`, "'Explained' promises plain answers"],
    [(f, draw) => `The ${draw(["Little", "Pocket"])} Book of ${f.the}`, "it promises a short, friendly read"],
    [(f, draw) => `${f.countable ? capitalize(f.the) : f.subject}: ${draw(["A Field Guide", "A Practical Guide", "A User's Guide"])}`, "the guide promises something to carry and use"],
    [(f) => (f.countable ? `The ${f.subject} Companion` : `${f.subject} for Everyone`), "it promises a book that stays by the reader's side"],
    [(f, draw) => (f.countable ? `Understanding ${f.the}, Step by Step` : `${f.subject} Without the ${draw(["Jargon", "Guesswork"])}`), "it promises plain words"],
    [(f, draw) => `The ${draw(["", "Everyday ", "Practical "])}${f.subject} Handbook`, "a handbook is the book kept within reach"],
    [(f) => `Notes on ${f.the}`, "'Notes on' promises short, thoughtful chapters"],
    [(f) => (f.readers ? `${f.subject} for ${f.readers}` : f.countable ? `The Everyday ${f.subject}` : `Everyday ${f.subject}`), "it says plainly what the book is about and whom it is for"],
  ],
};

const SAMPLE_CUE = cueFor("Wharf", "wharf", "thing", false);
const fills = (w: string): Fill => ({ cue: SAMPLE_CUE, other: SAMPLE_CUE, place: { the: "the Dock", one: "Dock", cue: SAMPLE_CUE, g: "" }, being: SAMPLE_CUE, img: { w: `${w}a`, g: "", mass: false, from: null }, img2: { w: `${w}b`, g: "", mass: false, from: null }, adj: { w: `${w}c`, own: false }, beingAdj: `${w}d`, season: `${w}e`, of: `${w}f`, who: `${w}g`, named: `${w}h`, n: 0, sceneless: false, form: `${w}i`, mourning: true });
/** Whether a frame gives the same title for a word whatever else is drawn ("Return to the Spaceship"). */
const FIXED = new Map<StoryFrame, boolean>();
function fixedFrame(frame: StoryFrame): boolean {
  if (LINE_FRAMES.has(frame)) return false;
  let fixed = FIXED.get(frame);
  if (fixed === undefined) FIXED.set(frame, (fixed = frame.make(fills("X")) === frame.make(fills("Y"))));
  return fixed;
}

function sceneImages(ctx: Ctx, words: readonly string[]): Img[] {
  const out: Img[] = [];
  const said = ctx.description.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (const k of words) {
    for (const form of [k, singular(k), baseForm(k)]) {
      const images = STORY_SCENES.get(form.toLowerCase());
      if (!images) continue;
      for (const i of images) if (!out.some((x) => x.w === i.w) && !ctx.understood.excluded.has(i.w.toLowerCase())) out.push({ ...i, from: k });
      break;
    }
    // The word families a brand name draws on hold a scene's things too ("bakers" -> Crust, Oven, Flour).
    const f = [k, singular(k)].map((x) => familyInContext(x, said)).find((x) => x && STORY_FAMILIES.has(x.key));
    if (f) for (const w of f.words) if (!w.w.includes(" ") && !NOT_SCENE.has(w.w) && partsOfSpeech(w.w).startsWith("n") && !out.some((x) => x.w === titleCase(w.w)) && !ctx.understood.excluded.has(w.w)) out.push({ w: titleCase(w.w), g: w.g, mass: MASS_STOCK.test(titleCase(w.w)), from: k });
  }
  return out;
}

/** A screenplay's frames from the novel's: a film is never "Casino and Deadlines", "The Ordinary Film", "An Uncle for the Robot"
 * or "The Weather of the Office" (two nouns joined, a stock word pinned to any noun, a gift, what a place keeps). */
const SCREEN_DROPS = /'X and Y'|'Of X and Y'|'A X of Y and Z'|'The Keeper of'|gift for someone|what a place keeps|'The X of Place'|'What the X Knew'|'The Language of'|Harry Potter|describing word and a noun\.$|whose story it is and what they do|'The \+ describing word \+ noun'/;
const SCREEN_FRAMES: Record<Role, StoryFrame[]> = Object.fromEntries(
  Object.entries(BOOK_FRAMES).map(([role, frames]) => [role, frames.filter((x) => !SCREEN_DROPS.test(x.origin))]),
) as Record<Role, StoryFrame[]>;

/** Where a premise runs the film's frames dry: the novel's, still without two nouns joined ("Boat and Verdicts"). */
const RELAXED_SCREEN_FRAMES: Record<Role, StoryFrame[]> = Object.fromEntries(
  Object.entries(BOOK_FRAMES).map(([role, frames]) => [role, frames.filter((x) => !/'X and Y'|'Of X and Y'|gift for someone/.test(x.origin))]),
) as Record<Role, StoryFrame[]>;

/** A novel's frames: never one of the story's words joined to a stock image ("Map and Moats", "Talks and Hollows") nor a stock
 * thing handed to someone ("A Bridge for the Schoolteacher", "A Grave for the Babysitter"): neither says anything of the story. */
const NOVEL_FRAMES: Record<Role, StoryFrame[]> = Object.fromEntries(
  Object.entries(BOOK_FRAMES).map(([role, frames]) => [role, frames.filter((x) => !/'X and Y'|gift for someone/.test(x.origin))]),
) as Record<Role, StoryFrame[]>;

const COUNTS = /^(two|three|four|five|six|seven)$/;

/** Phrases of a premise a film could be named with: "The Cornfield Whispers", "My Boss Is a Robot", "Dad's Ashes". */
function premiseLines(description: string): { title: string; said: string; gloss: string }[] {
  const out: { title: string; said: string; gloss: string }[] = [];
  const text = description.replace(/[\u2019\u2018]/g, "'");
  // "their boss is a robot": said by the one it happens to, "My Boss Is a Robot".
  const is = text.match(/\b(my|our|their|his|her|the)\s+((?:[a-z]+\s+)?)([a-z]+)\s+(is|was)\s+(a|an)\s+([a-z]+)\b/i);
  if (is && partsOfSpeech(is[3].toLowerCase()).includes("n") && partsOfSpeech(is[6].toLowerCase()).includes("n") && (!is[2] || partsOfSpeech(is[2].trim().toLowerCase()).includes("a"))) {
    const owner = /^the$/i.test(is[1]) ? "The" : "My";
    out.push({ title: lastWordUp(titleCase(`${owner} ${is[2]}${is[3]} is ${is[5]} ${is[6]}`)), said: is[0], gloss: "is the premise said by someone it happens to, the way comedies are named" });
  }
  // "where the cornfield whispers": a thing that does something uncanny, "The Cornfield Whispers".
  const does = text.match(/\b(?:where|when|and)\s+the\s+([a-z]+)\s+([a-z]+s)\b/i);
  if (does && partsOfSpeech(does[1].toLowerCase()).includes("n") && partsOfSpeech(does[2].toLowerCase().slice(0, -1)).includes("v")) {
    out.push({ title: titleCase(`The ${does[1]} ${does[2]}`), said: does[0].replace(/^\w+\s+/, ""), gloss: "holds the premise in three words, a sentence that is already a warning" });
  }
  // "their dad's ashes": whose and what, "Dad's Ashes".
  const whose = text.match(/\b(?:my|our|their|his|her|the|a)?\s*([a-z]+)'s\s+([a-z]+)\b/i);
  if (whose && partsOfSpeech(whose[2].toLowerCase()).includes("n")) {
    const named = CALLED.get(whose[1].toLowerCase());
    out.push({ title: named ? `${named}'s ${titleCase(whose[2])}` : `The ${titleCase(whose[1])}'s ${titleCase(whose[2])}`, said: whose[0].trim(), gloss: "names what the whole film carries, and whose it was" });
  }
  // "two estranged brothers", "three old friends": how many and who, "Two Brothers".
  const count = text.match(/\b(two|three|four|five|six|seven)\s+(?:([a-z]+)\s+)?([a-z]+s)\b/i);
  if (count && COUNTS.test(count[1].toLowerCase()) && namesPeople(count[3].toLowerCase()) && (!count[2] || !namesPeople(count[2].toLowerCase()))) {
    const which = count[2] && partsOfSpeech(count[2].toLowerCase()).startsWith("n") && !isAdjective(count[2].toLowerCase()) ? `${count[2]} ` : "";
    out.push({ title: titleCase(`${count[1]} ${which}${count[3]}`), said: count[0], gloss: "names who the film follows and how many, the way Two Brothers and Three Kings are named" });
  }
  // "for one last fight", "one final job": the premise's own promise, "One Last Fight".
  const last = text.match(/\bone (last|final|more) ([a-z]+)\b/i);
  if (last && partsOfSpeech(last[2].toLowerCase()).includes("n")) out.push({ title: titleCase(`one ${last[1]} ${last[2]}`), said: last[0], gloss: "promises everything rides on this one time" });
  return out;
}

/** A why of the title's own first and last words, for a result past its stock sentences: two never read alike but for the name. */
function ownWordsWhy(name: string): string {
  const words = name.replace(/^(The|A|An|Our|One|My) /, "").split(" ");
  return words.length < 2 ? `${name} is a single word, quick to say and hard to forget.` : `${name} opens on '${words[0]}' and lands on '${words[words.length - 1]}', so it is easy to recall.`;
}

/** How a thing of the visitor's is said, a different way each time in one result. */
function thingWords(said: string[], work: string): string {
  const ways = ["a thing at the heart of it", `what the ${work} turns on`, `the ${work}'s own object`, `what the ${work} keeps coming back to`, `the thing the ${work} is built around`, "what everything hangs on"];
  const way = ways.find((w) => !said.includes(w)) ?? ways[said.length % ways.length];
  said.push(way);
  return way;
}

// ——— Titles from what happens in a premise: its irony, its conflict, its strange thing ———

/** A title told from the premise itself, with what it says and where it came from. */
interface Hook { title: string; meaning: string; origin: string; key: string }
type HookFamily = (r: Ctx["rng"]) => Hook | null;
/** Things that do something uncanny in a premise ("the ice is singing", "a crown that whispers"). */
const UNCANNY = /^(sing|whisper|speak|talk|breathe|dream|remember|hum|scream|weep|bleed|listen|wake|glow|call|answer|hunger|laugh|cry|burn|grow|watch|pray|forget|dance|lie|lies|move|wait|hunt|know)$/;
/** Uncanny doings that say something, so a title may ask what ("What the Crown Whispers"). */
const SAYS_SOMETHING = /^(whisper|speak|say|remember|dream|know|call|sing|hum)$/;
const thirdPerson = (v: string) => (/(s|x|z|ch|sh)$/.test(v) ? `${v}es` : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`);
/** How unwilling partners are said, drawn a different way each time ("Partners, Unwillingly"). */
const UNWILLING = ["Unwillingly", "Reluctantly", "Under Protest", "For Now", "On Paper", "Grudgingly", "Until Further Notice", "Officially", "Against Their Will", "Temporarily"];
// Places that give orders: "Under Ministry Orders".
const GIVES_ORDERS = /^(ministry|academy|bureau|agency|department|council|guild|order|precinct|firm|palace|court|army|navy|division|office|senate|company|headquarters|council)$/i;
// Leads a phrase of the premise takes as a title ("Long After the War", "All Through the Winter").
// (Many a phrase: with a few, "Years After the War" came back in one request in three.)
const PHRASE_LEADS: Record<string, string[]> = {
  after: ["", "Long", "Life", "The Year", "Years", "Only", "Still", "What Comes", "Everything", "The Morning", "The Summer", "The Winter", "The Quiet", "Somehow", "The Long Road", "Mornings", "Small Hours", "The Peace", "Home", "Nothing", "The Silence", "Soon", "All That Came", "Whatever Comes", "The Days"],
  through: ["", "All", "Halfway", "Only", "Just", "All the Way", "Somehow", "Straight", "Every Step", "The Long Way", "Still"],
  across: ["", "Somewhere", "Halfway", "All the Way", "Out", "Far", "Miles", "Still", "The Long Way", "Straight", "Every Mile"],
  before: ["", "Just", "Long", "The Night", "The Day", "The Summer", "The Last Year", "The Hour", "Right", "The Morning", "Not Long", "Still"],
  beyond: ["", "Far", "Just", "Somewhere", "Out", "Always", "Still", "Miles"],
  under: ["", "Deep", "Down", "Somewhere", "Far", "Still", "Safe", "Quiet"],
  off: ["", "Far", "Still", "Just"],
  until: ["", "Not", "Only", "Wait", "Stay", "Hold On"],
};
/** How often a hook is open in a request, and how often a title is drawn from the open ones. */
const HOOK_OPEN = 0.8;
const HOOK_RATE = 0.3;
/** A result takes two titles of the premise's hooks at most ("Partners, Reluctantly" and "Long After the War"). */
const HOOK_MAX = 2;
/** The share of results that take a phrase of the story's own world ("Split Decision"). */
const WORLD_SHARE = 0.5;
/** (A novel's list has more of its own words to vary with: one result in three, or "Snowblind" comes back run after run.) */
const WORLD_SHARE_BOOK = 0.3;
/** A film's hour pinned to its place or people ("Last Call for the Boxer") once a result; each other kind of film title once too. */
const HOUR_MAX = 1;
const KIND_MAX = 1;
const TURNED_WAS = ["Once a", "Ex-", "Formerly a", "No Longer a"];
/** A premise's people said by the visitor's own word: a word of the dictionary's people or one it knows as someone. */
// ("hitman", "doorman": a joined word that ends in a man is someone.)
const someone = (w: string) => isPerson(w) || namesPeople(w) || namesPeople(singular(w)) || /^[a-z]{2,}(man|woman)$/.test(w);
const isNoun = (w: string) => partsOfSpeech(w.toLowerCase()).includes("n");

/**
 * The premise's own hooks, each a family of titles drawn a different way each time: who someone was and is now
 * ("Once a Hitman" for a retired hitman turned crossing guard), two of one thing and one of another ("Two Weddings, One Venue"),
 * a thing that does something uncanny ("When the Ice Sings"), unwilling partners ("Partners, Unwillingly"), the premise's own
 * phrases ("Long After the War"), who looks after whom ("Stay with Me, Anakin"), a slip ("The Wrong Order"), a forgetting
 * ("Remember Me, Zelda"), a fandom's own title turned ("Coffee and Prejudice").
 */
function premiseHooks(description: string, names: readonly string[], o: { places: readonly Cue[]; things: readonly Cue[]; work: string; genre: string; fandom: string; romance: boolean }): HookFamily[] {
  const text = description.replace(/[\u2019\u2018]/g, "'");
  const lower = text.toLowerCase();
  const out: HookFamily[] = [];
  const draw = <T,>(r: Ctx["rng"], xs: readonly T[]) => r.pick(xs);
  const fit = (t: string) => (t.length <= 40 ? t : null);
  const place = (r: Ctx["rng"]) => (o.places.length > 0 ? r.pick(o.places) : null);

  // "a retired hitman who becomes a school crossing guard", "a disgraced detective turned taxi driver".
  const turned = lower.match(/\b(retired |former |reformed |disgraced |washed-up |ex-)?([a-z]+) (?:turned|who (?:becomes|became|is now|now works as)|becomes|became|now working as) (?:an? )?((?:[a-z]+ ){0,2}[a-z]+)\b/);
  if (turned) {
    const was = turned[2];
    // ("turned taxi driver hunts the man": who they are now ends on the first person said, never "Hunts the".)
    const all = turned[3].split(" ");
    const end = all.findIndex((w) => someone(w));
    const nowWords = end < 0 ? all : all.slice(0, end + 1);
    const now = nowWords.slice(-2).filter((w, i, a) => i === a.length - 1 || isNoun(w));
    if (someone(was) && someone(now[now.length - 1]) && was !== now[now.length - 1]) {
      const X = titleCase(was);
      const Y = titleCase(now.join(" "));
      const yThing = now.length === 2 && !someone(now[0]) ? titleCase(now[0]) : "";
      out.push((r) => {
        const kind = r.int(yThing ? 5 : 4);
        const lead = draw(r, TURNED_WAS);
        const title = kind === 0 ? `${lead === "Ex-" ? `Ex-${X}` : `${lead} ${X}`}` : kind === 1 ? fit(`The ${X} Who Became ${withArticle(Y)}`) : kind === 2 ? (turned[1]?.trim() === "retired" ? `${X}, ${draw(r, ["Retired", "Mostly Retired", "Semi-Retired"])}` : `${Y} by Day`) : kind === 3 ? `${Y} by Day` : `The ${draw(r, ["Last", "Final", "Dangerous", "Long"])} ${yThing}`;
        if (!title) return null;
        return {
          title,
          key: "turned",
          meaning: kind === 4 ? `${title} puts the ${nowWords.join(" ")}'s ${yThing.toLowerCase()} in a ${was}'s hands, the joke and the danger the ${o.work} runs on` : `${title} holds who they were, ${withArticle(was)}, against who they are now, ${withArticle(nowWords.join(" "))}: the irony the ${o.work} runs on`,
          origin: `The ${was} and the ${nowWords.join(" ")} come from your description; ${title} tells the turn in their life the way ${o.genre} titles name a second act.`,
        };
      });
    }
  }

  // "two weddings on the same day at the same venue", "two rival wedding planners are booked for the same wedding".
  const two = lower.match(/\b(two|three) (?:(?:rival|competing|different|estranged|feuding|warring|separate) )?(?:([a-z]+) )?([a-z]+s)\b/);
  const sames = [...lower.matchAll(/\bsame ([a-z]+)\b/g)].map((m) => m[1]).filter((w) => isNoun(w) && !/^(time|way|thing|one|old)$/.test(w));
  if (two && isPlural(two[3]) && isNoun(singular(two[3])) && sames.length > 0) {
    const Xs = titleCase(two[3]);
    const count = titleCase(two[1]);
    const doubled = /\bdouble[- ]?book|\bbooks? (?:two|both)\b|\bbooked twice\b/.test(lower);
    out.push((r) => {
      const Y = titleCase(r.pick(sames));
      if (Y.toLowerCase() === singular(two[3])) return null;
      // (Many ways round, some with the place: with six, "Two Planners, One Wedding" came back in one request in three.)
      const p = place(r);
      const shapes = [`${count} ${Xs}, One ${Y}`, `One ${Y}, ${count} ${Xs}`, `${count} ${Xs} Too Many`, `${count} ${Xs} and ${withArticle(Y)}`, `Same ${Y}, ${r.pick(["Different", "Rival", "Other"])} ${Xs}`, `${r.pick(["Only", "Just"])} One ${Y}`,
        `${Y} for ${count}`, `${Y}, Times ${count}`, `The ${Y} War`, `${Y} Wars`, `A ${Y} Divided`, `Whose ${Y} Is It Anyway?`, `The ${r.pick(["Great", "Big", "Grand"])} ${Y} ${r.pick(["Mix-Up", "Standoff", "Showdown", "Clash"])}`, `${r.pick(["One", "A Single"])} ${Y}, ${r.pick(["No Winners", "No Mercy", "No Surrender", "No Truce"])}`, `${count} ${Xs}, No Truce`,
        ...(p ? [`One ${Y} ${p.at} ${p.the}`, `${count} ${Xs} ${p.at} ${p.the}`, `${p.the} ${Y} ${r.pick(["Wars", "Showdown", "Standoff", "Mix-Up"])}`, `${Y} Wars ${p.at} ${p.the}`] : []),
        ...(doubled ? ["Double Booked", p ? `Double Booked ${p.at} ${p.the}` : `Double-Booked ${Y}`, `Booked Twice`, `The Double-Booked ${Y}`] : [])];
      const pickIt = r.int(shapes.length);
      const kind = pickIt >= shapes.length - (doubled ? 4 : 0) ? 6 : 0;
      const title = shapes[pickIt].replace(/^The The /, "The ");
      return {
        title,
        key: "two",
        meaning: kind >= 6 ? `${title} is the mistake the whole ${o.work} spills out of, said as the characters would say it` : `${title} sets ${two[1]} ${two[3]} against the one ${Y.toLowerCase()} they must share: the collision the ${o.work} is about`,
        origin: `'${two[0]}' and 'same ${Y.toLowerCase()}' come from your description; ${title} says the clash the way comedies of errors are named.`,
      };
    });
  }

  // "the ice is singing back to them", "a crown that whispers the names of the dead", "where the cornfield whispers".
  for (const m of lower.matchAll(/\b(?:the|a|an) ([a-z]+) (?:that |which |is |was |are |were |keeps |starts |begins )?([a-z]+)( back)?\b/g)) {
    const noun = m[1];
    const said = m[2];
    const verbBase = /ing$/.test(said) ? (verbOfIng(said) ?? "") : /[^s]s$/.test(said) ? baseForm(said) : "";
    if (!verbBase || !UNCANNY.test(verbBase) || !isNoun(noun) || someone(noun) || namesPeople(noun) || isAdjective(noun)) continue;
    const N = titleCase(noun);
    const Vs = titleCase(thirdPerson(verbBase));
    const Ving = titleCase(ingForm(verbBase));
    const back = m[3] ? " Back" : "";
    const named = o.places.filter((c) => c.proper);
    out.push((r) => {
      const kinds = [`The ${Ving} ${N}`, `When the ${N} ${Vs}${back}`, `The ${N} ${Vs}${back}`, ...(named.length > 0 ? [`${r.pick(named).one} ${Vs}${back}`] : []), ...(SAYS_SOMETHING.test(verbBase) ? [`What the ${N} ${Vs}`] : []), `Listen to the ${N}`, `The ${N} Is ${Ving}`];
      const title = r.pick(kinds);
      if (title === "Listen to the " + N && !/^(sing|whisper|speak|talk|hum|scream|call|answer|cry|laugh)$/.test(verbBase)) return null;
      return {
        title,
        key: "uncanny",
        meaning: `${title} names the strange thing at the heart of your premise, that the ${noun} ${thirdPerson(verbBase).toLowerCase()}, and lets it unsettle before anything is explained`,
        origin: `'${m[0].trim()}' comes from your description; ${title} turns it into the line a ${o.genre} reader remembers.`,
      };
    });
    break;
  }

  // "forced to work together", "rival bookshop owners", "enemies to lovers", "forced to share a cottage".
  const rel: string[] = [];
  if (/\b(forced|made|ordered|assigned|have|has|had) to (?:work|team up|partner|investigate|train)\b|\bwork together\b|\bteam up\b/.test(lower)) rel.push("Partners", "Allies");
  if (/\brivals?\b/.test(lower)) rel.push("Rivals");
  if (/\benem(?:y|ies)\b/.test(lower)) rel.push("Enemies");
  if (rel.length > 0) {
    const orders = o.places.filter((c) => c.proper && !c.one.includes(" ") && GIVES_ORDERS.test(c.one));
    const beings = o.things.filter((c) => c.role === "being" && !c.proper && !c.one.includes(" ") && c.one.toLowerCase() !== "rival" && someone(c.one.toLowerCase()));
    out.push((r) => {
      const R = r.pick(rel);
      const p = place(r);
      // (The pair by name, when two were named: "Hermione and Draco, Reluctantly", "Partnered with Draco".)
      const [a, b] = names.length >= 2 ? (r.chance(0.5) ? [names[0], names[1]] : [names[1], names[0]]) : ["", ""];
      const one = R === "Rivals" ? "Rival" : R === "Enemies" ? "Enemy" : R === "Allies" ? "Ally" : "Partner";
      // (Or by the visitor's word for them: "My Rival, the Baker", "Baker vs. Baker".)
      const being = beings.length > 0 ? r.pick(beings) : null;
      if (being && r.chance(0.4)) {
        const B = being.one;
        const t = r.pick([`My ${one}, the ${B}`, `The Rival ${B}`, `${B} vs. ${B}`, `${B}s at War`, `The Other ${B}`, `${B} Against ${B}`, `A ${B}'s ${one}`, `The ${B} Across the Way`, `Two ${B}s, No Truce`, `The ${B} I Can't Stand`, `${B}, ${one}, ${r.pick(["Problem", "Nuisance", "Menace"])}`]).replace(/^A ([AEIOU])/, "An $1");
        return { title: t, key: "rel", meaning: `${t} names the ${being.typed.toLowerCase()} your premise sets against each other, ${R.toLowerCase()} who cannot walk away`, origin: `The ${R.toLowerCase()} and the ${being.typed.toLowerCase()} come from what you wrote of them; ${t} names the pairing the way ${o.genre} titles name a tension.` };
      }
      const kind = r.int(9);
      const title = kind === 0 || (kind === 1 && !p) ? `${R}, ${r.pick(UNWILLING)}` : kind === 1 ? `${R} ${p!.at} ${p!.the}` : kind === 2 ? (orders.length > 0 && r.chance(0.3) ? `Under ${r.pick(orders).one} Orders` : `${R}, ${r.pick(UNWILLING)}`)
        : kind === 3 ? `${R === "Enemies" ? "Sworn" : r.pick(["Unlikely", "Reluctant", "Accidental", "Uneasy", "Improbable"])} ${R}`
        : kind === 4 && a ? `${a} and ${b}, ${r.pick(UNWILLING)}` : kind === 5 && a ? `${r.pick(["My", "The", "An Unwanted", "A Temporary"])} ${one}, ${b}` : kind === 6 && a ? `${a}'s ${r.pick(["Unwanted", "Reluctant", "Impossible", "Least Favourite", "Temporary"])} ${one}`
        : kind === 7 && p ? `${r.pick(["The", "Two"])} ${r.pick(["Unlikely", "Reluctant", "Uneasy"])} ${R} of ${p.the}` : kind === 8 ? `${R}, ${r.pick(["If We Must", "As Ordered", "For the Record", "Apparently", "So It Seems", "For One Case Only", "Not by Choice"])}` : `${R}, ${r.pick(UNWILLING)}`;
      const withLove = R === "Enemies" && /\blovers?\b/.test(lower);
      return {
        title: withLove && r.chance(0.3) ? `Enemies, ${r.pick(["Then Lovers", "Then Not", "Mostly"])}` : title,
        key: "rel",
        meaning: `${title} says what the premise makes of them, ${R.toLowerCase()} who cannot walk away, and the ${o.work} is the distance they close`,
        origin: `The ${R.toLowerCase()} come from what you wrote of them; ${title} names the pairing the way ${o.genre} titles name a tension.`,
      };
    });
  }
  const share = lower.match(/\b(?:forced to|have to|has to|had to|must|made to) share (?:a|an|the|one|their) ([a-z]+)\b/);
  if (share && isNoun(share[1]) && !someone(share[1])) {
    const S = titleCase(share[1]);
    out.push((r) => {
      const title = r.pick([`Sharing the ${S}`, `The Shared ${S}`, `One ${S}, Two Problems`, `Our ${S} Now`, `Half the ${S}`]);
      return { title, key: "share", meaning: `${title} puts the forced sharing of one ${share[1]} in front, the close quarters everything grows from`, origin: `'${share[0]}' comes from your description; ${title} is how a reader would tell a friend what happens.` };
    });
  }

  // The premise's own phrases: "after the war", "through the winter", "across Texas", "off Coruscant".
  const phrases = new Map<string, string>();
  for (const m of text.matchAll(/(?:\b([A-Za-z-]+) )?\b([Aa]fter|[Tt]hrough|[Aa]cross|[Bb]eyond|[Bb]efore|[Uu]nder|[Oo]ff|[Uu]ntil)\s+(the\s+[a-z]+|[A-Z][\w'-]+(?:\s+\d+|\s+[A-Z][\w'-]+)?)(?=[\s,.;:!?]|$)/g)) {
    const prep = m[2].toLowerCase();
    const obj = m[3];
    // ("looks after Bucky", "runs off the road": a verb's own particle opens no phrase, "Long After Bucky".)
    if (/^(looks?|looked|looking|take|takes|took|taking|run|runs|ran|go|goes|went|named|care|cares|seen|see|sees|show|shows|showing|pass|passes|passed|cut|cuts|get|gets|got|sign|signs|signed|kick|kicks|kicked|pull|pulls|pulled|go|chase|chases|chased)$/.test(m[1] ?? "")) continue;
    const head = obj.replace(/^the\s+/i, "");
    if (/^the /i.test(obj) ? !isNoun(head) || someone(head) || isAdjective(head.toLowerCase()) && !isNoun(head) || /^(same|other|rest|end|way|day|time|next|first|last)$/i.test(head) : !/^[A-Z]/.test(obj)) continue;
    if (/^(He|She|They|It|We|You|I|His|Her|Their)$/.test(obj)) continue;
    phrases.set(prep, `${prep} ${/^the /i.test(obj) ? `the ${head.toLowerCase()}` : obj}`);
  }
  for (const [prep, phrase] of phrases) {
    out.push((r) => {
      // (Or one of the story's own people or places before it: "Hermione and Draco After the War", "Obi-Wan, Long After Order 66".)
      const who = names.length > 0 && r.chance(0.2) ? (names.length >= 2 && r.chance(0.4) ? `${names[0]} and ${names[1]}` : r.pick(names)) : "";
      const lead = who ? (r.chance(0.5) ? "" : r.pick(["Long", "Still", "Only", "Years", "Just", "Somehow"].filter((l) => PHRASE_LEADS[prep].includes(l)))) ?? "" : r.pick([...PHRASE_LEADS[prep], ...(o.romance && prep === "after" ? ["Love", "Falling in Love", "Us"] : [])]);
      const said = lastWordUp(titleCase(`${lead ? `${lead} ` : ""}${phrase}`)).replace(/^(\w+) Off /, "$1 off ").replace(/ The (\w+)$/, " the $1");
      const title = who ? (lead ? `${who}, ${said}` : `${who} ${said}`) : said;
      return {
        title,
        key: `phrase ${prep}`,
        meaning: who ? `${title} puts ${who} where your premise puts them, '${phrase}'` : lead ? `${title} holds '${phrase}' from your premise, with '${lead}' to say how far it reaches` : `${title} is the premise's own turn, '${phrase}', said alone so it carries the whole ${o.work}`,
        origin: `'${phrase}' comes from your description; ${title} is the kind of title fan archives and shelves are full of because it says when and where it hurts.`,
      };
    });
  }

  // "Obi-Wan after Order 66, alone on Tatooine", "alone in the lighthouse": someone left on their own somewhere.
  const alone = text.match(/\b(?:all |left |now |stranded |living |lives |lived )?alone (on|in|at) (the [a-z]+|[A-Z][\w'-]+)/);
  if (alone && (/^the /.test(alone[2]) ? isNoun(alone[2].slice(4)) && !someone(alone[2].slice(4)) : true)) {
    const P = /^the /.test(alone[2]) ? `the ${titleCase(alone[2].slice(4))}` : alone[2];
    const at = alone[1];
    out.push((r) => {
      const who = names.length > 0 ? r.pick(names) : "";
      const title = r.pick([`Alone ${at} ${P}`, `All Alone ${at} ${P}`, `Alone Again ${at} ${P}`, `Nobody Else ${at} ${P}`, `No One Else ${at} ${P}`, `The Only One ${at} ${P}`, `Left Alone ${at} ${P}`, `One Alone ${at} ${P}`, `The Last One ${at} ${P}`,
        ...(who ? [`${who}, Alone`, `${who} Alone`, `${who}, Alone ${at} ${P}`, `Just ${who} and ${P}`, `Only ${who} Remains`, `${who} Alone ${at} ${P}`] : [])]).replace(/ The (\w+)$/, " the $1");
      return { title, key: "alone", meaning: `${title} keeps the loneliness your premise gives, '${alone[0].trim()}', and makes the ${o.work} about who is missing`, origin: `'${alone[0].trim()}' comes from your description; ${title} names the solitude before anything happens in it.` };
    });
  }

  // "coffee shop AU where Kageyama is a barista": a name and the part the story gives them.
  const role = text.match(/\b([A-Z][\w-]+) (?:is|works as|becomes) an? ([a-z]+)\b/);
  if (role && names.includes(role[1]) && someone(role[2])) {
    const N = role[1];
    const J = titleCase(role[2]);
    out.push((r) => {
      const title = r.pick([`${N}, ${J}`, `${J} ${N}`, `${N} the ${J}`, `A ${J} Named ${N}`, `The ${J}'s Name Is ${N}`, `${N}, ${J} by Trade`, `Our ${J}, ${N}`, `Meet ${N}, ${J}`, `${N} Behind the Counter`, `The ${J} Called ${N}`].filter((t) => !/Counter/.test(t) || /barista|baker|bartender|clerk|cashier|shopkeeper|waiter|waitress/.test(role[2])))
        .replace(/^A ([AEIOU])/, "An $1");
      return { title, key: "role", meaning: `${title} names ${N} by the part your story gives them, ${withArticle(role[2])}, so a reader knows the AU at a glance`, origin: `'${role[0]}' comes from your description; ${title} is how such an AU is told on the archive.` };
    });
  }

  // "Obi-Wan looks after an injured Anakin", "Steve looks after Bucky": whoever is cared for is spoken to.
  const cares = text.match(/\b([A-Z][\w-]+) (?:looks after|takes care of|cares for|nurses|patches up|comforts|watches over|stays with|tends to|sits with) (?:an? |the )?(?:(injured|wounded|sick|hurt|feverish|dying|broken|grieving|unconscious) )?([A-Z][\w-]+)/);
  if (cares) {
    const [, X, hurt, Y] = cares;
    out.push((r) => {
      const title = r.pick([`Stay with Me, ${Y}`, `Keeping ${Y}`, `${X}'s Watch`, `Watching Over ${Y}`, ...(hurt ? [`Until ${Y} Wakes`, `Mending ${Y}`, `Hold On, ${Y}`, `${Y}, Breathing`] : []), `${X} Stays`, `Where ${X} Stays`, `Not Without ${Y}`, `${X}, Keeping Watch`, `I've Got You, ${Y}`, `Carrying ${Y}`, `${X} Won't Leave`]);
      return { title, key: "cares", meaning: `${title} is about ${X} looking after ${Y}, the care your story is made of, said in the voice of the one who stays`, origin: `${X} and ${Y} are the pair you named; ${title} puts their care in the words a hurt/comfort reader looks for.` };
    });
  }

  // "keeps getting his order wrong", "accidentally gets sorted into Slytherin".
  const wrong = lower.match(/\b(?:gets?|getting|got|gets it) (?:his|her|their|the|my|your) ([a-z]+) wrong\b/);
  if (wrong && isNoun(wrong[1])) {
    const W = titleCase(wrong[1]);
    out.push((r) => {
      const who = names.length > 0 ? r.pick(names) : "";
      const other = names.find((n) => n !== who) ?? "";
      const title = r.pick([`The Wrong ${W}`, `Wrong ${W}, Again`, `Another Wrong ${W}`, `Wrong ${W}, Right ${r.pick(["Person", "Time", "Place", "Guy", "Answer"])}`, ...(who ? [`${who}'s Wrong ${W}`, `Wrong ${W}, ${who}`, `Wrong Again, ${who}`, `${who} Gets It Wrong`, `${who}, That's the Wrong ${W}`] : []),
        ...(who && other ? [`${other} and the Wrong ${W}`, `Wrong ${W} for ${other}`] : []), `${W} Up, Wrong Again`, `Wrong ${W}, ${r.pick(["Every Time", "Every Day", "Once More", "Third Time"])}`, `The ${r.pick(["Hundredth", "Twelfth", "Seventh", "Umpteenth"])} Wrong ${W}`, `${r.pick(["Almost", "Nearly", "Never Quite"])} the Right ${W}`, `All the Wrong ${W}s`, `A Wrong ${W} a Day`]);
      return { title, key: "wrong", meaning: `${title} is the running mistake of your premise, the ${wrong[1]} that keeps coming out wrong, and the excuse for every meeting`, origin: `'${wrong[0]}' comes from your description; ${title} is the joke readers will recognise on sight.` };
    });
  }
  const accident = text.match(/\baccidentally (?:gets? |is |was )?(?:[a-z]+ed|[a-z]+s) (?:into |up |with )?(?:an? |the )?((?:[A-Za-z]+ ){0,2}[A-Za-z]+)/);
  // ("sorted into Slytherin and has to…": the thing ends where a joining word begins; "books two weddings" is the count's hook, not this one.)
  const accidentWords = accident ? accident[1].split(" ") : [];
  const stop = accidentWords.findIndex((w) => /^(on|in|at|to|for|with|and|or|but|while|during|as|by|from)$/i.test(w));
  if (accident && !/^(two|three|four|both|some|many|his|her|their)$/i.test(accidentWords[0])) {
    const words = stop < 0 ? accidentWords : accidentWords.slice(0, stop);
    const obj = words.slice(-2).join(" ");
    if (obj && (isNoun(words[words.length - 1]) || /^[A-Z]/.test(obj)) && !/\b(on|in|at)\b/i.test(obj)) {
      const O = /^[A-Z]/.test(obj) ? obj : titleCase(obj);
      out.push((r) => {
        // ("Accidentally Metal Band": only a name reads after the adverb, "Accidentally Slytherin".)
        const title = r.pick([`${O} by Accident`, ...(/^[A-Z]/.test(obj) ? [`Accidentally ${O}`] : []), `${O}, Accidentally`]);
        return { title, key: "accident", meaning: `${title} owns the accident your premise starts with, and promises the ${o.work} laughs at it`, origin: `'${accident[0]}' comes from your description; ${title} says it the way a friend would retell it.` };
      });
    }
  }

  // "Zelda does not remember him", "she forgets him every morning".
  const forgets = text.match(/\b([A-Z][\w-]+) (?:does not|doesn't|did not|didn't|cannot|can't|no longer|won't) (?:remember|recognise|recognize) (him|her|them|[A-Z][\w-]+)/) ?? text.match(/\b([A-Z][\w-]+) (?:forgets|forgot) (him|her|them|[A-Z][\w-]+)/);
  if (forgets) {
    const N = forgets[1];
    out.push((r) => {
      const title = r.pick([`Remember Me, ${N}`, `The One ${N} Forgot`, `${N} Doesn't Remember`, `Before ${N} Forgot`, `Still ${N}'s`]);
      return { title, key: "forgets", meaning: `${title} aches with what your premise takes away, that ${N} does not remember, and whoever says it still does`, origin: `'${forgets[0]}' comes from your description; ${title} is where the angst lives.` };
    });
  }
  const late = lower.match(/\b((?:a |one )?(?:hundred|thousand|two|three|five|ten|twenty|fifty|few) (?:years|days|months|weeks|decades|centuries)) too late\b/);
  if (late) {
    out.push((r) => {
      const p = o.places.find((c) => c.proper);
      const title = r.pick([titleCase(`${late[1]} too late`), ...(p ? [`Too Late for ${p.one}`] : []), "Too Late to Save", "Waking Too Late"]);
      if (title === "Too Late to Save") return null;
      return { title, key: "late", meaning: `${title} is the loss your premise opens on, arriving '${late[0]}'`, origin: `'${late[0]}' comes from your description; ${title} says the wound before the first chapter does.` };
    });
  }

  // A fandom named "Pride and Prejudice": its own title with a word of the story in it ("Coffee and Prejudice").
  const pair = o.fandom.match(/^([A-Z][a-z]+) (?:and|&) ([A-Z][a-z]+)$/);
  const pairable = o.things.filter((c) => !c.proper && !c.one.includes(" ") && c.role !== "quality" && c.role !== "being");
  if (pair && pairable.length > 0) {
    out.push((r) => {
      const c = r.pick(pairable);
      const stuff = massNoun(c.one.toLowerCase()) || MASS_STOCK.test(c.one) ? c.one : c.many;
      const title = r.chance(0.5) ? `${stuff} and ${pair[2]}` : `${pair[1]} and ${stuff}`;
      return { title, key: "pun", meaning: `${title} swaps your ${c.typed} into ${o.fandom}'s own title, so a reader knows the fandom and the twist at once`, origin: `'${c.typed}' comes from your description and the rest from ${o.fandom} itself.` };
    });
  }
  return out;
}

export function storyMaker(ctx: Ctx, p: TitleParams): () => ReturnType<ReturnType<Maker>> {
  const vocab = vocabFor(p.vocabKey);
  const r = ctx.rng;
  const genre = readable(p.vocabKey);
  const game = p.what === "game";
  // ("cozy mystery set in a seaside bakery": a puzzle over tea, never "a secret someone would kill to keep".)
  const cozy = /\b(cozy|cosy)\b/i.test(ctx.description) || /^(cozy|cosy)/.test(p.vocabKey);
  const hint = cozy && /mystery|crime|thriller/.test(p.vocabKey) ? "a puzzle solved between cups of tea" : vocab.hint;
  const song = p.what === "song";
  const poem = p.what === "poem";
  const screen = p.what === "screenplay";
  const frames = game ? GAME_FRAMES : song ? SONG_FRAMES : poem ? POEM_FRAMES : screen ? SCREEN_FRAMES : p.what === "book" ? NOVEL_FRAMES : BOOK_FRAMES;
  // What the work is, in the explanations: "who the song is about", "who the story follows".
  const work = song ? "song" : poem ? "poem" : p.what === "screenplay" ? "film" : "story";
  const songForms = SONG_FORMS_BY_KIND[p.vocabKey] ?? Object.keys(SONG_FORMS);
  let choruses = 0;
  const descWords: string[] = ctx.description.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
  const genreWords = new Set(p.vocabKey.split("-"));
  // "a girl who hears trees", "robots defend a city": a word right after its subject is the action.
  const nounsSaid = new Set(ctx.understood.nouns);
  // "Hinata keeps getting…": a name is a subject too.
  const named = new Set(ctx.properNouns.map((n) => n.toLowerCase().split(/[\s-]/).pop()!));
  // ("Sherlock and John": a word the dictionary knows is a name too when it is joined to one.)
  for (const n of ctx.properNouns) for (const m of ctx.description.matchAll(new RegExp(`\\b([A-Z][a-z]+) (?:and|&) ${n}\\b|\\b${n} (?:and|&) ([A-Z][a-z]+)\\b`, "g"))) named.add((m[1] ?? m[2]).toLowerCase());
  // ("Sherlock and John try", "Geralt and Ciri travel": two names joined are a plural subject.)
  const twoNamed = (i: number) => named.has(descWords[i - 1]) && descWords[i - 2] === "and" && named.has(descWords[i - 3] ?? "");
  const usedAsVerb = (k: string) =>
    // ("I spent a year on a narrowboat": what the writer did is done, whatever else the dictionary calls it, never "The Spent Kitchen".)
    descWords.some((t, i) => t === k && /^(i|we)$/.test(descWords[i - 1] ?? "")) ||
    (partsOfSpeech(k).includes("v") &&
    // ("talk to machines": a plural after "to" is where something goes, not an infinitive.)
    // ("his son try to save the farm": a verb before "to" and another verb is what they try, want or need, "Son Try and Hillsides".)
    // ("a quest to find the lost crown", "a plan to rob a bank": after an article it is the thing planned, still a noun.)
    descWords.some((t, i) => t === k && i > 0 && ((descWords[i + 1] === "to" && !/^(a|an|the|his|her|their|my|our|your|its|one|last|final|desperate|secret)$/.test(descWords[i - 1]) && partsOfSpeech(descWords[i + 2] ?? "") !== "" && partsOfSpeech(descWords[i + 2] ?? "").includes("v")) || (/^(who|that|which|and|then|also|she|he|they|it|i|we|you|can|will|must|never|always|often|still|nobody|somebody|someone|anyone|everyone|everybody|nothing|something|everything)$/.test(descWords[i - 1]) || (descWords[i - 1] === "to" && !(/[^s]s$/.test(k) && partsOfSpeech(k).startsWith("n")))) || (/s$/.test(k) && named.has(descWords[i - 1])) || (!/s$/.test(k) && twoNamed(i)) || (nounsSaid.has(baseForm(descWords[i - 1])) && (/s$/.test(k) ? !/s$/.test(descWords[i - 1]) : /[^s]s$/.test(descWords[i - 1]))))));
  // "the previous owners vanished": a past deed right after the ones who did it, and before no noun of theirs, is what they did.
  const didIt = (k: string) => /ed$/.test(k) && descWords.some((t, i) => t === k && i > 0 && (nounsSaid.has(baseForm(descWords[i - 1])) || named.has(descWords[i - 1])) && !nounsSaid.has(baseForm(descWords[i + 1] ?? "")));
  // "goes badly", "wakes up too early", "nobody trusts him": a word that says how or who in general is no title word.
  const saysHow = (k: string) =>
    (/ly$/.test(k) && !partsOfSpeech(k).includes("a") && !partsOfSpeech(k).includes("n")) ||
    descWords.some((t, i) => t === k && /^(too|so|very)$/.test(descWords[i - 1] ?? "") && !nounsSaid.has(baseForm(descWords[i + 1] ?? ""))) ||
    /^(nobody|somebody|someone|anyone|anybody|everyone|everybody|nothing|something|anything|everything|previous|former|same|next|other|own|current|entire|whole|certain|various|such|several|new|last|first|final|only)$/.test(k);
  // "are forced to work", "is booked for": what is done to them is no title word ("The Forced Journey", "The Booked Uncle"),
  // nor a word that only says how ("work together", "gets it wrong").
  // ("…in a small town, told in short strips": a participle that opens a clause says how the work is told, "The Unhurried Told".)
  const passive = (k: string) => (/ed$/.test(k) || /^(stuck|caught|made|kept|sent|told|given|taken|held|born|raised|brought|drawn|written|shown|seen|set|bound)$/.test(k)) && (descWords.some((t, i) => t === k && /^(is|are|was|were|be|been|being|get|gets|got|getting)$/.test(descWords[i - 1] ?? "")) || new RegExp(`[,;:(]\\s*${k}\\b`, "i").test(ctx.description));
  // "snowed-in", "worn-out": half of a joined word is not a word of its own ("The Snowed Cabin").
  const halfJoined = (k: string) => new RegExp(`\\b${k}-(in|up|out|off|over)\\b`, "i").test(ctx.description);
  // "plague-ridden", "self-taught": the end of a joined describing word says nothing alone ("Ridden and Ramparts").
  const afterHyphen = (k: string) => new RegExp(`[a-z]-${k}\\b`, "i").test(ctx.description);
  const joinedEnd = (k: string) => !partsOfSpeech(k).includes("n") && afterHyphen(k) && !new RegExp(`(^|[^-a-z])${k}\\b`, "i").test(ctx.description);
  // "a 24-hour laundromat", "a ten-year feud": a number joined to a noun says how long, and the noun is nothing alone ("Hour and Kitchens").
  const counted = (k: string) => new RegExp(`(\\d|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred))-${k}\\b`, "i").test(ctx.description) && !new RegExp(`(^|[^-a-z0-9])${k}\\b`, "i").test(ctx.description);
  // ("a rogue AI": a word said of a name in capitals goes with it, and is nothing alone: "Rogue and Rain".)
  const beforeAcronym = (k: string) => new RegExp(`\\b${k} [A-Z]{2,}\\b`).test(ctx.description.replace(new RegExp(`\\b${k}\\b`, "gi"), k));
  const howOnly = (k: string) => halfJoined(k) || beforeAcronym(k) || (SAYS_WHERE.test(k) || /^(together|apart|wrong|right|alone|anyway|instead|forever|open|closed|shut|straight)$/.test(k)) && !PLACE_WORDS.has(k);
  // A word right before the kind of work or a genre word is about the work ("survival horror", "racing game").
  const beforeGenre = (k: string) => descWords.some((t, i) => t === k && (GENRE_WORDS.has(descWords[i + 1] ?? "") || META.has(descWords[i + 1] ?? "")) && (GENRE_WORDS.has(k) || ABOUT_WORK_TOO.has(k)));
  // ("a group of friends", "a band of thieves": the word for how many is none of the story, "Group and Keepsakes".)
  // (A describing word, or a deed's participle that describes: "lost", "stolen", "missing".)
  const saysHowItIs = (w: string) => describing(w) || isAdjective(w) || partsOfSpeech(w).includes("a") || /[^e]ed$|[^e]en$/.test(w);
  // "three generations of women keep a lighthouse", "the bookshop owner next door keep getting…", "the child talks to someone":
  // a word the dictionary also calls a verb, right before what it is done to, a doing or "to", and after no article, is the
  // premise's verb ("Women Keep and Storms", "The Rotten Talks").
  const verbHere = (k: string) => partsOfSpeech(k).includes("v") && descWords.some((t, i) => t === k && i > 0 && !/^(a|an|the|his|her|their|its|my|our|your|this|that|one|each|every|of|for|with|in|on|at|by|to)$/.test(descWords[i - 1]) &&
    (/^(a|an|the|each|every|his|her|their|its|my|our|your|them|him|me|us|someone|something|everyone|everything|nobody|nothing)$/.test(descWords[i + 1] ?? "") || ((descWords[i + 1] ?? "").length > 5 && verbOfIng(descWords[i + 1]) !== null) || (/[^s]s$/.test(k) && partsOfSpeech(k.slice(0, -1)).includes("v") && /^(to|about|with)$/.test(descWords[i + 1] ?? ""))));
  // "her village's annual baking contest": a word that is mostly said of the next noun is no thing of the story ("The Shuttered Annual").
  // ("the next door": where a neighbour lives, no door of the story.)
  const nextDoor = (k: string) => k === "door" && descWords.some((t, i) => t === k && descWords[i - 1] === "next") && !descWords.some((t, i) => t === k && descWords[i - 1] !== "next");
  const saidOfNext = (k: string) => !describing(k) && !/^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|bottom|ground)$/.test(k) && partsOfSpeech(k).includes("a") && partsOfSpeech(k).includes("n") && !PLACE_WORDS.has(k) && !BEING_WORDS.has(k) && !isPerson(k) && descWords.some((t, i) => t === k && (descWords[i + 1] ?? "").length > 2 && partsOfSpeech(descWords[i + 1]).includes("n") && !/^(of|and|or|to|in|on|at)$/.test(descWords[i + 1]));
  const partitive = (k: string) => /^(group|bunch|pair|couple|gang|handful|crowd|band|team|trio)$/.test(k) && descWords.some((t, i) => t === k && descWords[i + 1] === "of");
  const skip = (k: string) =>
    partitive(k) || ((screen || p.what === "book") && (verbHere(k) || saidOfNext(k) || nextDoor(k))) || META.has(k) || META.has(singular(k)) || ((song || poem) && (LYRIC_META.test(k) || aboutTheWork(descWords, k))) || GENRE_WORDS.has(k) || genreWords.has(k) || ABOUT_THE_WORK.has(k) || ABOUT_WORK_TOO.has(k) || beforeGenre(k) ||
    (/ing$/.test(k) && !PLACE_WORDS.has(k)) || usedAsVerb(k) || passive(k) || howOnly(k) || didIt(k) || saysHow(k) || joinedEnd(k) || (partsOfSpeech(k) === "v") || /^\d/.test(k) || counted(k) ||
    /^(across|around|through|between|among|toward|towards|within|without|behind|beyond|during|against|along|amid|upon|onto|into|can|who|whom|whose|which|what|where|while|when)$/.test(k);
  // "a guide for beginners", "a handbook for new parents": whom a practical book is for is none of its subject ("The Kind Beginner",
  // "Beginner and Methods"); "A Beginner's Guide to…" says it.
  // ("personal finance for nurses and teachers": the people after "for" are its readers too, "The Runaway Nurse";
  // and "essays", "a guide" say what kind of book it is, "The Calm Essays".)
  const readers = new Set((ctx.description.toLowerCase().match(/\bfor ((?:[a-z-]+(?:,? (?:and |or )?)?){1,5})/g) ?? []).flatMap((m) => m.slice(4).split(/[^a-z-]+/)).filter((w) => namesPeople(w)));
  // ("a history of the Roman navy", "Korean recipes": what kind of practical book it is, never its subject, "What the History Knew".)
  // ("a children's picture book", "a kids' book": whom a book is for is no word of its story, "Children and Curfews".)
  const forChildren = (k: string) => /^(children|kids|toddlers|babies)$/.test(k) && new RegExp(`\\b${k}['’]?s?['’]? (?:picture |bedtime |board |story |chapter )?books?\\b`, "i").test(ctx.description);
  const forReaders = (k: string) => forChildren(k) || p.vocabKey === "non-fiction" && (isAudience(k) || isAudience(singular(k)) || readers.has(k) || NF_FORMS.test(k) || /^(history|histories|recipes?)$/.test(k));
  const kept = ctx.keywords.filter((k) => !skip(k) && !forReaders(k));
  // "escaping" -> Escape, "hunting" -> Hunt: an action whose plain form is a deed.
  for (const k of ctx.keywords) if (/ing$/.test(k) && ACT_WORDS.has(baseForm(k)) && !kept.includes(baseForm(k)) && !GENRE_WORDS.has(k)) kept.push(baseForm(k));
  // "lighthouse keeper", "oil rig", "serial killer": a noun that names the next one is read with it.
  const cues: Cue[] = [];
  const modifiers = new Set<string>();
  const heads = new Set<string>();
  /** The role of the noun at i + 1 when the noun at i names it ("lighthouse keeper"), or null. */
  const compoundAt = (i: number): Role | null => {
    const [a, b] = [descWords[i], descWords[i + 1]];
    if (b === undefined || !kept.includes(a) || !kept.includes(b) || a === b) return null;
    // ("a ramen shop in a small town, told in short strips": two words either side of a comma are two clauses, "Town Told".)
    if (!new RegExp(`\\b${escapeRegExp(a)}[ -]+${escapeRegExp(b)}\\b`, "i").test(ctx.description.replace(/[\u2019\u2018]/g, "'"))) return null;
    // "a night-shift security guard": the end of a joined word belongs to its first half, not to the next noun ("Shift Security").
    if (afterHyphen(a)) return null;
    if (describing(a) && !/^(serial|marine|potion)$/.test(a) && partsOfSpeech(a) !== "na") return null;
    if (!partsOfSpeech(singular(a)).includes("n") && partsOfSpeech(a) !== "") return null;
    const role = roleOf(nounForm(b), b);
    return role === "quality" || role === "act" ? null : role;
  };
  for (let i = 0; i + 1 < descWords.length; i++) {
    const [a, b] = [descWords[i], descWords[i + 1]];
    const role = compoundAt(i);
    if (!role) continue;
    // "a village flower show": the last two nouns are the thing ("Flower Show"), the first says which ("Village Flower").
    if (compoundAt(i + 1)) continue;
    const head = nounForm(b);
    const c = cueFor(`${titleCase(a)} ${titleCase(head)}`, `${a} ${b}`, role, false);
    c.the = `the ${c.one}`;
    cues.push(c);
    modifiers.add(a);
    heads.add(b);
  }
  // ("a coming-of-age comedy": the kind of story, no age to name it after, "The Age Affair".)
  const comingOfAge = /\bcoming[- ]of[- ]age\b/i.test(ctx.description);
  // ("ice cream vans": the dessert, no winter's ice nor a jug of cream, "The Rival's Ice", "Snowblind"; its world speaks for it.)
  const iceCream = /\bice[- ]creams?\b/i.test(ctx.description);
  for (const k of kept) {
    if ((comingOfAge && /^(age|coming)$/.test(k)) || (iceCream && /^(ice|cream|creams)$/.test(k))) continue;
    // ("a generation ship": a thing that only says which ship is nothing alone, "The Cold Generation"; a lighthouse keeper's
    // lighthouse and a dragon rider's dragon still are.)
    // ("a space station", "her bridge club", "a chess club": alone the word is another thing, "The Keeper of the Space", "The Overlooked Bridge".)
    // (A film's "cruise ship" is no "Cruise": only a place or someone stands alone, "The Office", "The Dog".)
    if (screen && modifiers.has(k) && !["place", "being"].includes(roleOf(nounForm(k), k))) continue;
    if (modifiers.has(k) && (partsOfSpeech(k).includes("a") || describing(k) || /^(oil|hover|potion|tea|space|bridge|chess|poker|card|board|quiz|video|book|picture)$/.test(k) || (ABSTRACT_KINDS.test(k) && roleOf(nounForm(k), k) === "thing"))) continue;
    // ("a flower show": "Show" alone is another thing, a play or a display; "lighthouse keeper": the keeper is still who it is about.)
    // (Nor is a "dog walker" a "Walker": the film keeps the whole of who they are.)
    if (screen && heads.has(k)) continue;
    if (heads.has(k) && (roleOf(nounForm(k), k) === "place" || (partsOfSpeech(nounForm(k)).includes("v") && !isPerson(k)))) continue;
    // "Hermione and Draco…", "Bucky has nightmares": a word no dictionary knows, typed only with a capital, is someone's name,
    // even where it opens the description (the story follows them: "Draco's War", never "The Long Hermione").
    // ("Ron and Luna…": a word the dictionary knows is a name too when it is joined to one.)
    const cap = titleCase(k);
    const pairedWithName = ctx.properNouns.some((n) => new RegExp(`\\b${cap} (and|&) ${n}\\b|\\b${n} (and|&) ${cap}\\b`).test(ctx.description));
    if ((partsOfSpeech(k) === "" || pairedWithName) && new RegExp(`\\b${cap}\\b`).test(ctx.description) && !new RegExp(`\\b${k}\\b`).test(ctx.description)) {
      if (!cues.some((c) => c.one === cap)) cues.push(cueFor(cap, cap, roleOf(cap, k) === "place" ? "place" : "being", true));
      continue;
    }
    const base = describing(k) && !partsOfSpeech(k).startsWith("n") ? k : nounForm(k);
    const role = roleOf(base, k);
    if (!cues.some((c) => c.one.toLowerCase() === base.toLowerCase())) cues.push(cueFor(role === "quality" ? k : base, k, role, false));
  }
  for (const name of ctx.properNouns) {
    const first = name.split(" ")[0].toLowerCase();
    const at = descWords.indexOf(first);
    // "at the Ministry" is a place as much as "at Hogwarts".
    const before = (descWords[at - 1] === "the" ? descWords[at - 2] : descWords[at - 1]) ?? "";
    // "Italian", "Alaskan": a people's name describes; it is not a place.
    // ("Greek", "Sri Lankan": WordNet's capitalised describing words; "Obi-Wan", "Ethan" and "Logan" are people.)
    const nationality = isProperAdjective(name.split(" ").pop()!);
    // ("in rural Ireland", "across northern Spain": a describing word between is still where.)
    const placedAfter = (w: string) => /^(in|at|on|from|to|of|near|across|around|visiting|set)$/.test(w);
    // ("a heist in a Monaco casino": a known place, said before the thing that is in it, is where; no one is called Monaco.)
    const isPlace = !nationality && (ctx.places.includes(name) || placedAfter(before) || (isAdjective(before) && placedAfter(descWords[at - 2] ?? "")) || /^\d/.test(before) || /^mars$/i.test(name)
      || (isPlaceName(name) && !isKnownGivenName(name)));
    // "Order 66", "Apollo 13": a name with a number is an event, not someone the story follows.
    const numbered = new RegExp(`\\b${name} \\d`).test(ctx.description);
    const role: Role = TIME_WORDS.has(name.toLowerCase()) ? "time" : nationality ? "quality" : isPlace ? "place" : numbered ? "act" : "being";
    const cue = cueFor(name, name, role, true);
    // "on Tatooine", "in Vegas": a named place keeps the word it was given.
    if (isPlace && /^(on|in|at)$/.test(before)) cue.at = before;
    // "the Ministry" keeps its article: "One Spring at the Ministry".
    if (isPlace && descWords[at - 1] === "the") cue.the = `the ${name}`;
    cues.push(cue);
  }
  // "about growing up on a farm", "about coming home": a life's turn, said as a phrase ("Growing Up in Wales").
  const phrase = ctx.description.match(/\b(growing up|coming home|leaving home|coming of age|growing old|starting over|moving on|falling apart)\b/i)?.[1];
  if (phrase && !game) cues.push({ ...cueFor(titleCase(phrase), phrase, "act", false), the: titleCase(phrase), phrase: true });
  // ("my dog who died", "our old house": what the visitor calls theirs.)
  for (const c of cues) if (!c.proper && descWords.some((t, i) => t === c.typed.split(" ").pop() && (/^(my|our)$/.test(descWords[i - 1] ?? "") || (/^(my|our)$/.test(descWords[i - 2] ?? "") && !LYRIC_EDGE.test(descWords[i - 1]))))) c.mine = true;
  // ("my years as an ER nurse": in a memoir, who the writer was is the writer.)
  if (p.vocabKey === "memoir") for (const c of cues) if (c.role === "being" && new RegExp(`\\b(?:i was|as|being) (?:a|an) (?:[a-z]+ )?${escapeRegExp(c.typed)}\\b`, "i").test(ctx.description)) c.self = true;
  const mourning = /\b(died|dies|dead|death|deaths|loss|losing|grief|grieving|mourn\w*|funeral|gone|passed away|passing|miss|missing|late|memor(y|ies)|remember\w*|goodbye|farewell|elegy|killed|widow\w*|buried|grave)\b/i.test(ctx.description);
  const places = cues.filter((c) => c.role === "place");
  const beings = cues.filter((c) => c.role === "being");
  // "a retired teacher", "a young witch": a word said of a person describes only people ("The Retired Shelf").
  const personal = new Set(
    cues.filter((c) => c.role === "quality" && !c.proper && descWords.some((t, i) => t === c.typed.toLowerCase() && [descWords[i + 1] ?? "", singular(descWords[i + 1] ?? "")].some((n) => isPerson(n) || BEING_WORDS.has(n)))),
  );
  const qualities = cues.filter((c) => c.role === "quality");
  // The story's own word a describing word was said of, if it is one of the title words ("empty" -> the office tower).
  // ("a snowbound Alaskan town": past another describing word, to the noun.)
  const saidOfCues = new Map<Cue, Cue | undefined>(
    qualities.map((q) => {
      const at = descWords.indexOf(q.typed.toLowerCase());
      for (const next of at < 0 ? [] : descWords.slice(at + 1, at + 3)) {
        const found = cues.find((c) => c !== q && c.role !== "quality" && !c.proper && [c.typed.toLowerCase(), singular(c.typed.toLowerCase())].some((t) => t === next || t.startsWith(`${next} `) || t === singular(next)));
        if (found) return [q, found];
        if (!cues.some((c) => c.role === "quality" && c.typed.toLowerCase() === next)) return [q, undefined];
      }
      return [q, undefined];
    }),
  );
  const saidOfCue = (q: Cue) => saidOfCues.get(q);
  // A state said of a place is its people's too: the detective of a snowbound town is snowbound ("The Snowbound Detective").
  const adjFits = (q: Cue, cue: Cue | null) => {
    const of = saidOfCue(q);
    return !of || (cue !== null && (of === cue || (STATE_WORDS.test(q.typed) && of.role === "place" && cue.role === "being")));
  };
  const topicWords = (ctx.description.match(/\babout ((?:[a-z]+ing)(?: [a-z]+){0,2})\s*$/i)?.[1] ?? "").toLowerCase().split(" ");
  // (Ice cream is no winter: "Snowblind", "Improbable Whiteouts".)
  const scene = sceneImages(ctx, [...kept, ...ctx.keywords.filter(halfJoined), ...ctx.properNouns.map((n) => n.toLowerCase()), ...cues.map((c) => c.typed), ...topicWords].filter((w) => !(iceCream && /^(ice|icy|cream|creams)$/.test(w))));
  const sceneless = scene.length === 0;
  // A stock image the description uses as a verb ("a frog who hops") would read as that verb ("Sky-High Hops").
  const stock: Img[] = vocab.nouns.filter((n) => (!n.includes(" ") || game) && !descWords.includes(plural(n).toLowerCase())).map((n) => ({ w: n, g: NOUN_GLOSSES[n] ?? "", mass: MASS_STOCK.test(n), from: null }));
  for (const n of STORY_NOUNS[p.vocabKey] ?? []) if (!stock.some((x) => x.w === n.w) && (!n.w.includes(" ") || game) && !descWords.includes(n.w.toLowerCase())) stock.push({ ...n, from: null });
  // Adjectives that only work in one famous title ("Total War") or as numbers ("The Twelfth Killer").
  // Once each: a word in both lists would be drawn twice as often ("Deep Escape" run after run).
  const genreAdjs = [...new Set([...vocab.adjectives, ...(STORY_ADJECTIVES[p.vocabKey] ?? [])])].filter((a) => !/^(Total|Critical|Full|Max|Ultra|Super|Zero|Twelfth|Maximum|Thousandth|Second|Lesser|Dead|Black|White|Empty)$/.test(a))
    // (A cozy mystery's mood is never a thriller's: "The Missing Seaside", "The Shrouded Reef".)
    .filter((a) => !cozy || !COZY_DARK.test(a))
    // A word that only grades the next ("Slightly", "Completely") describes no war or cat on its own ("The Completely Pounce").
    .filter((a) => a.includes(" ") || !/ly$/.test(a) || partsOfSpeech(a.toLowerCase()).includes("a"));
  // The ranker keeps a result varied (it marks down a word already picked); this only stops one word crowding out the rest.
  // (A song or a poem leads with one word at most three times: "City Anthem", "City Blues" and "City Song" in one list is one idea.)
  const budget = new RootBudget(song || poem ? 3 : cues.length <= 4 ? 8 : 5);
  // The topic of a how-to book, as said: "about saying no" -> "Saying No", "a guide to starting a vegetable garden" -> "Starting a Vegetable Garden",
  // "how to start a vegetable garden" -> "Starting a Vegetable Garden" too ("How to Start a Vegetable Garden" is then one of its titles).
  // ("how to train a rescue dog with kindness": the topic runs up to where it says how, "Training a Rescue Dog".)
  // ("how to care for houseplants", "how to cook for one": a word such as "for" right after the verb belongs to it.)
  const howPhrase = ctx.description.match(/\bhow to ([a-z]+(?: (?:for|after|with|to|on|about)(?= [a-z]))?)((?: (?!with\b|without\b|in\b|on\b|at\b|for\b|from\b|by\b|using\b|when\b|while\b)[a-z-]+){0,4})(?:\s+(?:with|without|in|on|at|for|from|by|using|when|while)\b[a-z ]*)?\s*$/i);
  // ("a practical guide to keeping chickens in a small garden": a topic of six words is still the one the book teaches;
  // "quitting sugar for good", a description that is only a doing, is the topic whole.)
  // ("a self-help book for introverts who want to be more confident": what the readers want is what it teaches, "Being More
  // Confident for Introverts".)
  const wanted = ctx.description.match(/\bfor ((?:[a-z]+ )?[a-z]+s) who (?:want|need|hope|would like|are trying|try|wish) to ([a-z]+)((?: [a-z]+){0,4})\s*$/i);
  const rawTopic = (howPhrase ? `${howPhrase[1].toLowerCase().replace(/^[a-z]+/, (v) => ingForm(v))}${howPhrase[2]}` : (ctx.description.match(/^\s*((?:[a-z]+ing)(?: [a-z]+){0,7})\s*$/i)?.[1] ?? ctx.description.match(/\b(?:about|to|on|for) ((?:[a-z]+ing)(?: [a-z]+){0,7})\s*$/i)?.[1] ?? (wanted ? `${ingForm(wanted[2].toLowerCase())}${wanted[3].toLowerCase()} for ${wanted[1].toLowerCase()}` : ""))).replace(/\s+/g, " ").trim()
    // ("saying no without guilt": what the book leaves out is no part of what it teaches, and says a word ruled out.)
    .replace(/ without\b.*$/, "")
    // ("quitting sugar for good": how lasting it is says nothing of what is taught, "Quitting Sugar for Good for Real Life".)
    .replace(/ (?:for good|for life|for ever|forever|once and for all|at last|for real)$/, "");
  // ("budgeting for students": whom the book is for follows what it teaches, "Budgeting for Students", never "Budgeting for Students for Real Life".)
  // ("caring for an elderly parent": the verb's own "for" names what is done, not the readers, "The Caring Handbook".)
  const readersSaid = TAKES_ITS_WORD.test(rawTopic) && /^[a-z]+ for /.test(rawTopic) && rawTopic.split(" for ").length === 2 ? null : rawTopic.match(/ for ((?:[a-z-]+ ){0,2}([a-z]+))$/);
  const topicReaders = readersSaid && (namesPeople(readersSaid[2]) || isAudience(readersSaid[2])) ? titleCase(readersSaid[1]) : "";
  const topic = topicReaders ? rawTopic.slice(0, readersSaid!.index) : rawTopic;
  const howTo = !game && p.vocabKey === "non-fiction" && topic.length > 0;
  // A history or a cookbook is named for its subject ("The Roman Navy: A History", "Italian Pasta Every Day").
  // (A how-to book's subject names it too: "starting a vegetable garden" -> "The Vegetable Garden Book".)
  // (Up to where it says where or how: "keeping chickens in a small garden" -> "Chickens".)
  // ("composting in small apartments" has no object: its subject is no "In Small Apartments".)
  // ("caring for a rescue dog", "training for a marathon": the verb's own word goes with it, and what follows is its subject.)
  const verbWords = howPhrase ? howPhrase[1].split(" ").length : TAKES_ITS_WORD.test(topic) ? 2 : 1;
  // What the topic's verb is done to ("a vegetable garden"), up to where it says where or how.
  const object = topic.split(" ").slice(verbWords).join(" ");
  const objectPart = object.split(SAYS_WHERE_OR_HOW)[0];
  const topicSubject = howTo && !OPENS_WHERE_OR_HOW.test(object) ? titleCase(objectPart.split(" ").filter((w) => !/^(a|an|the|your|my|our|own)$/i.test(w)).join(" ")) : "";
  const pluralSubject = isPlural(topicSubject.split(" ").pop()!.toLowerCase());
  // ("caring for an elderly parent": a person is no subject to explain, "Understanding the Elderly Parent".)
  const personSubject = namesPeople(topicSubject.split(" ").pop()!.toLowerCase());
  const factual = !game && p.vocabKey === "non-fiction" ? (howTo ? (topicSubject.includes(" ") && !personSubject ? { kind: "general" as const, subject: topicSubject, the: pluralSubject ? topicSubject : `the ${topicSubject}`, quick: false, countable: !pluralSubject } : null) : factualSubject(ctx.description)) : null;
  let factualUsed = 0;
  const draw: Draw = (xs) => r.pick(xs);
  // ("Japanese Woodblock Printing" fills few shapes within a title's length: the rest say its last two words, "The World of Woodblock Printing".)
  // (A cookbook keeps where its cooking is from: "Family Cooking" would lose "Sri Lankan".)
  const factualWords = factual?.subject.split(" ") ?? [];
  // ("First Year of Teaching" said short is "Year of Teaching", never "of Teaching".)
  const shortSubject = factualWords.slice(/^(of|in|for|on|at|to|with|and|the|a|an|your|my)$/i.test(factualWords[factualWords.length - 2] ?? "") ? -3 : -2).join(" ");
  const shortFactual = factual && factualWords.length > 2 && factual.kind !== "cookbook" ? { ...factual, subject: shortSubject, the: factual.the === factual.subject ? shortSubject : `the ${shortSubject}` } : null;
  const factualSaid = new Set<string>();
  // A practical book's own ideas ("Tomorrow Is Today" for procrastination), each once, a few to a result.
  // (Not a cookbook's, which names its food, nor a project's, "Building a Raised Bed", which names what is made.)
  const ideas = !game && p.vocabKey === "non-fiction" && factual?.kind !== "cookbook" && !/^(?:(?:building|making|restoring|repairing|fixing|renovating) (?:a|an|the|your|my|our)|knitting|sewing|crocheting|carving|quilting|weaving)\b/.test(topic) ? practicalIdeas(ctx.description) : [];
  const ideaSaid = new Set<string>();
  let seasonMade = 0;
  let moodMade = 0;
  const placeNames = game && PLACE_NAME_MOOD[p.vocabKey] ? PLACE_NAMES[PLACE_NAME_MOOD[p.vocabKey]] : [];
  const whoEnds = [...WHO_ENDS, ...(WHO_ENDS_BY_KIND[p.vocabKey] ?? [])];
  const beingAdjs = [...BEING_ADJS, ...(BEING_ADJS_BY_KIND[p.vocabKey] ?? [])].filter((a) => !cozy || !COZY_DARK.test(a));
  // A season the story names is its season ("a summer baking contest" never gets "One Winter").
  const saidSeason = ctx.description.match(/\b(summer|winter|autumn|spring)\b/i)?.[1];
  // A season nobody gave is a filler: it comes only where the kind of story lives by its seasons, never in a heist, on the
  // Moon or in a desert ("A Long Summer of the Heist", "A Hard Winter on Tatooine", "That Autumn at the Office" for a comedy).
  const seasonal = SEASONAL_KINDS.has(p.vocabKey) && !CAPER.test(ctx.description) && !SEASONLESS.test(ctx.description);
  // A cozy story is told in gentle seasons ("One Autumn in Cornwall"), never a thriller's last night ("Our Last Night in Cornwall").
  const seasons = /snow|frozen|winter|alaska|arctic/i.test(ctx.description) ? ["Winter", "Year", "Thaw"] : saidSeason ? [titleCase(saidSeason.toLowerCase()), "Year"] : seasonal || cozy ? ["Summer", "Winter", "Year", "Autumn", "Spring"] : ["Night", "Year", "Week", "Day", "Weekend"];
  const seasonOpeners = cozy ? SEASON_OPENERS.filter((o) => !COZY_DARK.test(o.split(" ").pop()!) && !/Last|Lost|Endless|Hard/.test(o)) : SEASON_OPENERS;
  // (No "The Winters of the Desert" where the story has no seasons.)
  const placeOfs = [...PLACE_OFS, ...(PLACE_OFS_BY_KIND[p.vocabKey] ?? [])].filter((x) => seasons.some((t) => /Summer|Winter|Autumn|Spring/.test(t)) || !/^(Winters|Summers|Seasons|Summer Nights)$/.test(x)).filter((x) => !cozy || !x.split(" ").some((w) => COZY_DARK.test(w)))
    // (A describing word alone is no thing a place keeps: "The Lost of Tatooine", "The Fallen of Tatooine".)
    .filter((x) => x.includes(" ") || !isAdjective(x.toLowerCase()) || partsOfSpeech(x.toLowerCase()).includes("n") && !/ed$|en$/.test(x));

  // A frame that never changes around a word ("Return to Wales") is open to about one request in three,
  // so asking twice does not bring the same title back.
  const said = descWords.join(" ");
  const fixedToday = new Set(Object.values(frames).flat().filter((x) => fixedFrame(x) && r.chance(0.25)));
  const pickImg = (not: string[]): Img => {
    // A scene with enough images of its own takes none of the genre's stock: a spaceship has no Crypt.
    // A small scene lends the genre's stock a few titles, so two requests do not share all their images ("The Cat's Windowsill").
    const pool = scene.length >= 12 || (scene.length > 0 && (r.chance(scene.length >= 6 ? 0.8 : 0.85) || stock.length === 0)) ? scene : stock;
    for (let t = 0; t < 4; t++) {
      const i = r.pick(pool);
      if (!not.includes(i.w) && !cues.some((c) => c.one === i.w)) return i;
    }
    return r.pick(stock);
  };

  // The names' patterns, once per request: a person's name after a describing word, and names said without "the".
  const describedNames = cues.filter((c) => c.proper && c.role === "being").map((c) => new RegExp(`^The [A-Z][a-z-]+ ${c.one}$`));
  const lowerDescription = ctx.description.toLowerCase();
  const bareNames = cues
    .filter((c) => c.proper && c.role !== "thing" && c.role !== "act" && !new RegExp(`\\bthe ${c.one.toLowerCase()}\\b`).test(lowerDescription))
    .map((c): [RegExp, string] => [new RegExp(`\\b[Tt]he ${c.one}\\b`, "g"), c.one]);

  // A memoir about someone of the writer's own, or what they lived through, is named for them ("Summers with Mum",
  // "Living with Grief"); a novel's frames made "The Mud-Caked Mum", "Mum and Fathers" and "What the Dementia Knew" of it.
  const memoir = !game && !song && !poem && p.vocabKey === "memoir" ? memoirOf(ctx.description, r) : null;
  // (Offered in about one result in two: asked again, the same line would lead every list.)
  const whoOpen = !game && !song && !poem && !howTo && !factual && !memoir;
  const whoTold = whoOpen ? whoTitle(ctx.description) : null;
  // ("a widower learns to dance": told with "who" by us, offered less often, in about one result in four.)
  const whoSaid = whoTold ?? (whoOpen ? whoTitle(asWhoClause(ctx.description)) : null);
  const who = whoSaid && r.chance(whoTold ? 0.5 : 0.25) ? whoSaid : null;
  let whoOffered = false;
  const whySaid = new Set<number>();
  const keptSaid = new Set<string>();
  // ("a thing at the heart of it" once a result: a second thing is said another way.)
  const thingSaid: string[] = [];
  // (Each line of the premise is offered in about one request in three: asked again, the same "Two Brothers" would lead every list.)
  const premise = screen ? premiseLines(ctx.description).filter(() => r.chance(0.12)) : [];
  // A film's own words around the premise's nouns ("Lockdown at the Casino", "The Casino Job", "Don't Tell the Boss").
  const film = screen ? FILM_WORDS[p.vocabKey] ?? FILM_WORDS.drama : null;
  const filmSaid = new Set<string>();
  const filmWhySaid = new Set<number>();
  // (The genre's hint once a result, whichever title says it first.)
  let fitsSaid = false;
  const filmPlaces = places.filter((c) => !/^(space|outer space|deep space)$/i.test(c.typed) && c.one.split(" ").length <= 2);
  // (Family are called by name, "Dad", never "Don't Tell the Dad".)
  // (A dog is no lead of a romcom about dog walkers: "Kissing the Dog".)
  const person = (c: Cue) => isPerson(singular(c.typed)) || namesPeople(c.typed) || namesPeople(singular(c.typed)) || PEOPLE.has(singular(c.typed.split(" ").pop()!));
  const filmPeople = beings.filter((c) => !c.proper && person(c) && !KIN.test(singular(c.typed)) && !KIN.test(c.typed));
  // (Three "The Casino …" in seven is one idea: each kind of film title twice a result at most.)
  const filmKinds = new Map<string, number>();
  let filmMade = 0;
  // A title with nothing drawn in it ("Don't Tell the Boss", "After the Fight") is open to about one request in sixteen:
  // the same premise words make it every time, and asked again it would lead every list.
  const fixedOpen = new Map<string, boolean>();
  const openToday = (title: string) => {
    let open = fixedOpen.get(title);
    if (open === undefined) fixedOpen.set(title, (open = r.chance(0.06)));
    return open;
  };
  const filmCap = 4;
  const kin = beings.filter((c) => !c.proper && CALLED.has(c.typed));
  const filmThings = cues.filter((c) => c.role === "thing" && !c.proper && !isPerson(singular(c.typed)));
  const feelings = filmThings.filter((c) => massNoun(c.one.toLowerCase()) && !c.plural);
  const objects = filmThings.filter((c) => !feelings.includes(c));
  const filmActs = cues.filter((c) => c.role === "act" && !c.phrase && !c.proper);
  // A film's titles that pin a stretch of time to its place or its people ("Awards Night at the Alley", "The Lost Year at the
  // Alley", "Payday for the Boxer"): one a result.
  let hourTitles = 0;
  const filmTitle = (): ReturnType<ReturnType<Maker>> => {
    if (!film) return null;
    const used: Cue[] = [];
    const take = (xs: Cue[], not?: Cue) => {
      const open = xs.filter((c) => c !== not);
      if (open.length === 0) return null;
      const c = r.pick(open);
      used.push(c);
      return c;
    };
    let title: string | null = null;
    let gloss = "";
    let shape = "";
    // (The film's own word drawn for this title, if any: "Lockdown" in "Lockdown at the Casino".)
    let drawnWord = "";
    const kind = r.int(10);
    // ("loneliness" -> "lonely": a feeling's own describing word with a film's nouns, "The Lonely Hours", "Lonely Sundays".)
    const feeling = feelings.length > 0 && r.chance(0.5) ? r.pick(feelings) : null;
    const moodWord = feeling ? feeling.typed.replace(/iness$/, "y").replace(/ness$/, "") : "";
    if (feeling && moodWord !== feeling.typed && isAdjective(moodWord)) {
      used.push(feeling);
      const noun = (drawnWord = r.pick(FILM_MOOD_NOUNS));
      title = `${r.chance(0.5) ? "The " : ""}${titleCase(moodWord)} ${noun}`;
      gloss = [`'${titleCase(moodWord)}' is your ${feeling.typed} said of the film's ${noun.toLowerCase()}`, `'${noun}' gives your ${feeling.typed} somewhere to live`, `'${noun}' are where the ${feeling.typed} shows`, `'${noun}' make the ${feeling.typed} something you can see`][Math.min(3, filmKinds.get("the feeling's own describing word and what it colours") ?? 0)];
      shape = `the feeling's own describing word and what it colours, the shape of Lonely Hearts`;
    } else if (kind < 3 && filmPlaces.length > 0 && (filmPeople.length === 0 || r.chance(0.6))) {
      const place = take(filmPlaces)!;
      const when = (drawnWord = r.pick(film.when));
      title = `${when} ${place.at} ${place.the}`;
      // (Said another way the second time in a result: two titles of one kind never share a sentence.)
      gloss = filmKinds.has("an hour and a place") ? `everything there comes to a head at '${when}'` : `'${when}' sets the hour it all happens`;
      shape = "an hour and a place, the shape of Midnight in Paris";
    } else if (kind < 3 && filmPeople.length > 0 && !filmKinds.has("an hour and who it comes for")) {
      // ("Last Call for the Boxer", "Game Night for the Wedding Planners": the hour that comes for the film's own people, once a
      // result: "Payday for the Girl", "Happy Hour for the Girl" and "Cheat Day for the Girl" is one joke three times.)
      const who = take(filmPeople)!;
      const when = (drawnWord = r.pick(film.when));
      title = `${when} for the ${who.plural ? who.many : who.one}`;
      gloss = filmKinds.has("an hour and who it comes for") ? `'${when}' is when their luck runs out` : `'${when}' is the hour that comes for them`;
      shape = "an hour and who it comes for, the shape of Last Call for the Boxer";
    } else if (kind < 5 && (filmPlaces.length > 0 || objects.length > 0) && (filmPlaces.length + objects.length > 1 || r.chance(0.5))) {
      const onThing = filmPlaces.length === 0 || (objects.length > 0 && film.thingTails.length > 0 && r.chance(0.4));
      const c = take(onThing ? objects.filter((o) => !o.plural) : filmPlaces);
      if (!c) return null;
      const tail = (drawnWord = r.pick(onThing ? film.thingTails : film.placeTails));
      if (!tail) return null;
      title = `The ${c.one} ${tail}`;
      gloss = filmKinds.has(onThing ? "a thing and what it sets off" : "a place and the kind of story it holds") ? `'${tail}' tells the audience what to expect` : `'${tail}' says what kind of ${genre} this is`;
      shape = onThing ? "a thing and what it sets off, the shape of The Andromeda Strain" : "a place and the kind of story it holds, the shape of The Italian Job";
    } else if (kind < 6 && filmActs.length > 0 && filmPlaces.length > 0) {
      const act = take(filmActs)!;
      const place = take(filmPlaces)!;
      if (place.one.includes(act.one)) return null;
      title = `The ${place.one} ${act.one}`;
      gloss = `what happens and where, in two words`;
      shape = "an event named for its place, the shape of The Thomas Crown Affair";
    } else {
      const [line, what] = r.pick(film.lines);
      const slots: Record<string, () => string | null> = {
        "{the}": () => take(filmPlaces)?.the ?? null,
        "{at the}": () => { const c = take(filmPlaces); return c ? `${c.at} ${c.the}` : null; },
        "{Place}": () => take(filmPlaces)?.one ?? null,
        "{P}": () => take(filmPeople)?.one ?? null,
        "{P2}": () => { const c = take(filmPeople, used.find((u) => filmPeople.includes(u))); return c ? c.one : null; },
        "{Ps}": () => { const c = take(filmPeople); return c && c.plural ? c.many : null; },
        "{T}": () => take(objects)?.one ?? null,
        "{Ts}": () => { const c = take(objects); return c && !massNoun(c.one.toLowerCase()) ? c.many : null; },
        "{M}": () => take(feelings)?.one ?? null,
        "{A}": () => take(filmActs)?.one ?? null,
        // ("Mum's Boat", "Dad and Me": family by the name they are called.)
        "{K}": () => { const c = take(kin); return c ? CALLED.get(c.typed) ?? null : null; },
      };
      let made: string | null = line;
      for (const slot of line.match(/\{[A-Za-z0-9 ]+\}/g) ?? []) {
        const w: string | null = slots[slot]?.() ?? null;
        if (w === null) return null;
        made = made.replace(slot, w);
      }
      title = made;
      // (The whole line is glossed, never a frame with dots where the visitor's words go.)
      const alone = /^\{[A-Za-z0-9 ]+\}$/.test(line);
      gloss = alone ? `the word alone is ${what}` : `${lastWordUp(titleCase(made))} is ${what}`;
      shape = alone ? `the word alone, the way Melancholia and Loneliness are named` : `said in ${lastWordUp(titleCase(made))}, a line in the shape ${genre} films are named`;
    }
    if (!title || used.length === 0) return null;
    const kindOf = shape.split(",")[0];
    if (drawnWord === "" && !openToday(title.toLowerCase())) return null;
    if ((filmKinds.get(kindOf) ?? 0) >= (feeling ? 4 : KIND_MAX)) return null;
    // (An hour of the genre's stock pinned to the premise, "Awards Night at the Alley", "Payday for the Boxer", once a result
    // at most: it says nothing the story does, and two in seven read as one form filled in twice.)
    if (kindOf.startsWith("an hour and") && hourTitles >= HOUR_MAX) return null;
    title = lastWordUp(titleCase(title.replace(/^The the /, "The ")));
    if (filmSaid.has(title.toLowerCase()) || /\b(\w+) \1\b/i.test(title)) return null;
    filmSaid.add(title.toLowerCase());
    filmKinds.set(kindOf, (filmKinds.get(kindOf) ?? 0) + 1);
    if (kindOf.startsWith("an hour and")) hourTitles++;
    filmMade++;
    const mine = [...new Set(used)];
    const clauses = mine.map((c) => {
      const what = c.role === "place" ? "the place" : c.role === "being" ? "who the film follows" : c.role === "act" ? "what happens" : feelings.includes(c) ? "what the film is about" : thingWords(thingSaid, "film");
      const shown = title!.includes(c.many) && c.many !== c.one ? c.many : c.one;
      return c.proper && c.role === "place" ? `'${shown}' is the place you named` : `'${shown}' is ${what}, in your own words`;
    });
    const reasons = [
      `${title} reads like a poster title, short and built on your premise.`,
      `${title} tells a producer what the film is at a glance.`,
      `${title} sounds like ${withArticle(genre)} film before anyone reads the logline.`,
      `${title} is easy to say when pitching the film.`,
      `${title} would sit well in a festival programme.`,
      `${title} makes people ask what happened before they have seen a frame.`,
      `${title} keeps your own words, so the title and the story belong together.`,
    ];
    const open = reasons.map((_, i) => i).filter((i) => !filmWhySaid.has(i));
    reasons.push(ownWordsWhy(title));
    const pick = open.length > 0 ? r.pick(open.filter((i) => i < reasons.length - 1)) : reasons.length - 1;
    filmWhySaid.add(pick);
    const why = `${!fitsSaid ? `Fits ${withArticle(genre)} screenplay: it hints at ${hint}. ` : ""}${reasons[pick]}`;
    fitsSaid = true;
    const sources = listing(mine.map((c) => `'${c.proper ? c.one : c.typed}'`));
    return general(
      title,
      `${capitalize([...clauses, gloss].join("; "))}.`,
      traits(r, vocab.traits, ["Memorable", "Intriguing"]),
      why,
      `${sources} ${mine.length > 1 ? "come" : "comes"} from your description${drawnWord ? ` and '${drawnWord}' from the way ${genre} films are named` : ""}: ${shape}.`,
    );
  };
  const memoirSaid = new Set<string>();
  if (memoir) {
    const kinWord = memoir.kin || undefined;
    const livedWords = memoir.lived.split(" ").filter(Boolean);
    // (The novel's frames keep the rest of the story's words, "The Long War", and leave the person and the illness to these.)
    const said = (t: string, w: string | undefined) => w !== undefined && t.split(" ").some((x) => x === w || x === plural(w));
    for (let i = cues.length - 1; i >= 0; i--) {
      const t = cues[i].typed.toLowerCase();
      // ("a mum of three on surviving breast cancer": in a memoir a word of the family is the writer's own, never "What the Mum Knew".)
      if (said(t, kinWord) || livedWords.some((w) => said(t, w)) || t.split(" ").some((x) => KIN.test(x))) cues.splice(i, 1);
    }
    // (A memoir follows its writer: the farm's sheep are no one the story follows, "A Silo for the Sheep", "The Unlikely Sheep".)
    // (Nor is the job the writer did, "An Owl for the Nurse": "Diary of a Nurse" says it.)
    const job = memoir.life ? memoir.job.toLowerCase() : "";
    for (let i = cues.length - 1; i >= 0; i--) {
      const typed = singular(cues[i].typed.toLowerCase());
      if (cues[i].role === "being" && !cues[i].proper && (!PEOPLE.has(typed) || typed === job)) cues.splice(i, 1);
    }
    // (Nor does the genre's stock bring another of the family: "The Faraway Father" for a book about Mum.)
    for (const images of [stock, scene]) for (let i = images.length - 1; i >= 0; i--) if (KIN.test(singular(images[i].w.toLowerCase()))) images.splice(i, 1);
  }

  // The premise's hooks: a novel's, a film's, a comic's and a fan work's, never a memoir's or a practical book's (they have shapes of their own).
  // (Not yet a screenplay's: its own frames vary as much, and "Two Planners, No Truce" came back across requests.)
  const hooks = !game && !song && !poem && !screen && !memoir && !howTo && !factual && p.vocabKey !== "non-fiction"
    ? premiseHooks(ctx.description, ctx.properNouns.filter((n) => cues.some((c) => c.proper && c.role === "being" && c.one === n)), { places: cues.filter((c) => c.role === "place"), things: cues, work, genre, fandom: ctx.text("fandom").trim(), romance: /romance|romantic/.test(p.vocabKey) })
    : [];
  // (Each hook is open in about two requests in five and gives one title a result: asked again, "Two Planners, One Wedding"
  // would otherwise lead every list.)
  // (Each hook has many titles now, so it is open more often; a result takes two hook titles at most.)
  const hooksToday = hooks.filter(() => r.chance(HOOK_OPEN));
  const hookSaid = new Set<string>();
  const hookKinds = new Map<string, number>();
  // A premise of few words runs a film's frames dry ("a mum and her son restore an old boat"): after many misses in a row the
  // novel's frames open again, so the list fills with the story's own words and never with invented ones ("Teodela").
  // The world the story is set in, found by its own words, names it the way its people talk: a bowling alley's film is
  // "Split Decision" or "Gutter Sisters", a boxer's "Saved by the Bell", a wedding's "Speak Now" (a novel's or a film's, never
  // a practical book's). A joke is no thriller's ("Spare Us"), and a dark phrase no comedy's ("Dead Lane").
  const worldOpen = (screen || p.what === "book") && !howTo && !factual && p.vocabKey !== "non-fiction";
  const noJokes = /^(horror|thriller|action|literary|science-fiction)$/.test(p.vocabKey) || (p.vocabKey === "mystery" && !cozy);
  const noDark = /^(comedy|romance|young-adult|memoir)$/.test(p.vocabKey) || cozy;
  const worldSayings: { t: string; world: StoryWorld; typed: string }[] = [];
  const worldPeople: { t: string; world: StoryWorld; typed: string; who: Cue }[] = [];
  if (worldOpen) {
    const pairs = descWords.slice(1).map((w, i) => `${descWords[i]}_${w}`);
    // ("a band of thieves", "a crew of miners": a word for how many says no world.)
    const said = (w: string, i: number) => !(descWords[i + 1] === "of" && /^(band|bands)$/.test(w)) && !ctx.understood.excluded.has(w);
    // (Their own people in the world's word: "Gutter Sisters", "Southpaw Boxers".)
    const crowd = beings.filter((c) => !c.proper && c.plural && person(c) && !c.one.includes(" "));
    for (const world of STORY_WORLDS) {
      const typed = descWords.find((w, i) => world.on.has(w) && said(w, i)) ?? pairs.find((w) => world.on.has(w))?.replace("_", " ");
      if (!typed) continue;
      for (const x of world.sayings) if (!(x.joke && noJokes) && !(x.dark && noDark) && !worldSayings.some((y) => y.t === x.t) && !descWords.includes(x.t.toLowerCase())) worldSayings.push({ t: x.t, world, typed });
      for (const tag of world.tags) for (const who of crowd) if (!tag.toLowerCase().includes(who.typed.toLowerCase())) worldPeople.push({ t: `${tag} ${who.many}`, world, typed, who });
    }
  }
  const worldSaid = new Set<string>();
  // (One a result, in about one film's result in two: a world has a dozen phrases, and asked again the same "Ringside" would lead every list.)
  const worldMax = worldSayings.length > 0 && r.chance(screen ? WORLD_SHARE : WORLD_SHARE_BOOK) ? 1 : 0;
  let misses = 0;
  let relaxed = false;
  const make = (): ReturnType<ReturnType<Maker>> => {
    // ("a girl who can talk to animals": the description's own clause, told as the classic "The Girl Who…" title.)
    // ("where the cornfield whispers", "their boss is a robot", "their dad's ashes": a film is often named with a phrase of its premise.)
    if (premise.length > 0 && r.chance(0.5)) {
      const line = premise.shift()!;
      premise.length = 0;
      return general(
        line.title,
        `${line.title} ${line.gloss}.`,
        traits(r, vocab.traits, ["Memorable", "Intriguing"]),
        `Fits ${withArticle(genre)} ${p.what}: ${line.title} says the premise in your own words, the way many films are named.`,
        `'${line.said}' comes from your description${line.said.toLowerCase() === line.title.toLowerCase() ? "" : `, said as a title`}.`,
      );
    }
    if (who && !whoOffered) {
      whoOffered = true;
      return preferred(general(
        who.title,
        `${who.title} tells the ${who.being} you described by what they ${/^(could|was|were|had|would|never|always|still)$/.test(who.clause.split(" ")[0]) ? "are" : "do"}, in the shape of The Girl Who Played with Fire.`,
        traits(r, vocab.traits, ["Memorable", "Intriguing"]),
        `Fits ${withArticle(genre)} story: a whole premise in one line makes a browser want the rest.`,
        `'${capitalize(who.clause)}' comes from your description, told in the past the way titles tell it.`,
      ));
    }
    // ("Once a Hitman", "Two Weddings, One Venue", "When the Ice Sings", "Partners, Unwillingly": the premise's own hook, about a title in three.)
    if (hooksToday.length > 0 && hookSaid.size < HOOK_MAX && r.chance(HOOK_RATE)) {
      const h = r.pick(hooksToday)(r);
      if (!h || h.title.length > 40 || hookSaid.has(h.title.toLowerCase()) || hookKinds.has(h.key) || /\b(\w+) \1\b/i.test(h.title)) return null;
      // (No plural owns with "'s" here either: "Ministry Aurors's Watch".)
      if ([...h.title.matchAll(/\b([A-Za-z-]+s)'s\b/g)].some(([, w]) => isPlural(w.toLowerCase()) && !ctx.properNouns.includes(w))) return null;
      hookSaid.add(h.title.toLowerCase());
      hookKinds.set(h.key, (hookKinds.get(h.key) ?? 0) + 1);
      return general(
        h.title,
        `${capitalize(h.meaning)}.`,
        traits(r, vocab.traits, ["Memorable", "Intriguing"]),
        `Fits ${withArticle(genre)} ${p.what}: ${h.title} is named for what happens, so it could belong to no other ${work}.`,
        h.origin,
      );
    }
    // ("Split Decision", "Gutter Sisters": a phrase of the story's own world, about a title in four, two a film at most.)
    if (worldSayings.length > 0 && worldSaid.size < worldMax && r.chance(0.3)) {
      // (Their people in the world's word, "Gutter Sisters", where there are a few such words: one alone would lead every list.)
      const withPeople = worldPeople.length >= 3 && r.chance(0.3);
      const x = withPeople ? r.pick(worldPeople) : r.pick(worldSayings);
      const t = x.t;
      if (worldSaid.has(t.toLowerCase())) return null;
      worldSaid.add(t.toLowerCase());
      const who = "who" in x ? (x as { who: Cue }).who : null;
      return general(
        t,
        who
          ? `${t} calls your ${who.typed} by a word of ${x.world.name}, the world your '${x.typed}' puts them in.`
          : `${t} is a phrase from ${x.world.name}, the world your '${x.typed}' puts the ${work} in, so the title speaks its language.`,
        traits(r, vocab.traits, ["Memorable", "Witty"]),
        `Fits ${withArticle(genre)} ${p.what}: ${t} sounds like ${x.world.name} before anyone reads a line of it.`,
        who ? `'${who.typed}' and '${x.typed}' come from your description; ${t} names them the way their own world would.` : `'${x.typed}' comes from your description; ${t} borrows words people in ${x.world.name} already say.`,
      );
    }
    // (A life told by its places has fewer shapes than a life told by a person: two a result, or asked again the same "Letters from Wales"
    // leads every list; the phrases of its world, "Lambing Season", name it too.)
    if (memoir && memoir.shapes.length > 0 && (!memoir.life || memoirSaid.size < 2) && r.chance(0.7)) {
      const shape = r.pick(memoir.shapes);
      const name = shape.title;
      if (memoirSaid.has(name)) return null;
      memoirSaid.add(name);
      return general(
        name,
        `${name}: ${shape.gloss}.`,
        traits(r, vocab.traits, ["Honest", "Warm"]),
        `Fits a memoir: ${name} says plainly what your book remembers, the way the memoirs readers keep are named.`,
        `${name} comes from your description, in the words you used.`,
      );
    }
    // A practical book is named for its idea as often as for its topic: the problem, the promise or the first step, said
    // short ("Tomorrow Is Today", "Quiet Confidence"), the topic in a subtitle where it fits.
    if (ideas.length > 0 && !memoir && ideaSaid.size < 2 && r.chance(0.35)) {
      const idea = r.pick(ideas);
      if (ideaSaid.has(idea.title)) return null;
      ideaSaid.add(idea.title);
      // ("Name Your Price: Pricing": a one-word topic says nothing a subtitle should.)
      const sub = topic.includes(" ") ? titleCase(topic) : "";
      const name = hyphenCase(sub && r.chance(0.4) && idea.title.length + sub.length + 2 <= 40 ? `${idea.title}: ${sub}` : idea.title);
      return general(
        name,
        `${idea.title}: ${idea.says}.`,
        traits(r, vocab.traits, ["Memorable", "Warm"]),
        `Fits ${withArticle(genre)} book: ${name} names what the reader wants from it, the way the practical books people keep are named, not what it covers.`,
        `${idea.title} is written for your book's subject${name.includes(":") ? `, and '${sub}' comes from your description` : ""}.`,
      );
    }
    // (A how-to book's subject takes its shapes once each, or twice for a short topic; a long topic fits few how-to shapes within a
    // title's length, "The Complete Guide to Starting a Vegetable Garden", so its subject names more.)
    // (A history or a cookbook draws its shapes again with new subtitles and words: the novel's frames are closed to it.)
    if (factual && factualUsed < (howTo ? (topic.length > 24 ? FACTUAL_SHAPES[factual.kind].length : 2) : FACTUAL_SHAPES[factual.kind].length * 3) && r.chance(howTo ? (topic.length > 24 ? 0.5 : 0.3) : 0.9)) {
      const shapes = FACTUAL_SHAPES[factual.kind];
      const [make, gloss] = r.pick(shapes);
      const first = make(factual, draw);
      const f = first.length > 40 && shortFactual ? shortFactual : factual;
      const main = titleCase(f === factual ? first : make(f, draw));
      // (Most histories and cookbooks carry a subtitle, "Inside the Roman Navy: A Social History": asked again, the same shapes come back with new ones.)
      const sub = howTo || main.includes(":") ? "" : draw(FACTUAL_SUBTITLES[factual.kind]);
      const name = hyphenCase(sub && r.chance(0.6) && main.length + sub.length + 2 <= 40 ? `${main}: ${sub}` : main);
      if (factualSaid.has(name)) return null;
      factualSaid.add(name);
      factualUsed++;
      return general(
        name,
        `'${f.subject}' is what ${name} is about; ${gloss}.`,
        traits(r, vocab.traits, ["Clear", "Trustworthy"]),
        `Fits a non-fiction book: ${name} tells a browser at once what is inside.`,
        `${name} takes '${f.subject}' from your description, in the shape ${factual.kind === "history" ? "historians" : factual.kind === "cookbook" ? "cookbooks" : "practical books"} are named.`,
      );
    }
    // (Three titles in four say what a how-to book teaches: the rest, "The Kind Balcony" or "Vegetables and Edges", read as novels.)
    if (howTo && r.chance(0.85)) {
      // A long topic is said up to where it says where or how ("Keeping Chickens"), and whole once on its own.
      const whole = titleCase(topic);
      // (The verb's own word stays: "Looking After Backyard Chickens", never "Looking".)
      const cut = topic.length <= 24 ? topic : `${topic.split(" ").slice(0, verbWords).join(" ")} ${objectPart}`.trim();
      // Still long ("Building a Wooden Rowing Boat"): some titles say it short, "Building a Boat, Step by Step".
      // (A verb's particle stays with it: "Paying Off Your Loans", never "Paying Loans".)
      // ("looking after houseplants" has nothing to leave out but its particle: "Looking Houseplants".)
      const shortened = cut.length > 24 ? cut.match(/^([a-z]+ (?:(?:for|after|with|to|on|about|off|out of|out|up|over|down|back|away) )?(?:a |an |the |your )?)((?:[a-z-]+ )+)([a-z-]+)$/) : null;
      // ("caring for an elderly parent" said short is "Caring for a Parent": the article goes by the word it now stands before.)
      const short = shortened && !/^(?:(?:for|after|with|to|on|about|off|out|of|up|over|down|back|away|a|an|the|your) )+$/.test(shortened[2]) ? (shortened[1] + shortened[3]).replace(/\ban? ([a-z-]+)$/, (_m, w: string) => `${indefinite(w)} ${w}`) : undefined;
      // ("Training for Your Marathon" says another thing than "Your First Marathon": a word that says which one stays, and
      // the short form is then what the verb is done to, "Your First Marathon, Step by Step".)
      const which = short ? cut.match(/\b(?:your|my|a|an|the) (?:(?:first|new|next|last|own) [a-z- ]+)$/)?.[0] : undefined;
      const t = titleCase(short && r.chance(0.5) ? (/\b(?:first|new|next|last|own)\b/.test(cut) ? (which ?? cut).replace(/^(?:my|a|an|the) /, "your ") : short) : cut);
      const last = t.split(" ").pop()!;
      // (Each drawn word is named in its explanation: two titles of one shape never share a sentence.)
      const [promise, artAdj, made, pace, guide, forWhom] = [r.pick(NF_SUBTITLES), r.pick(genreAdjs), r.pick(["Simple", "Easy"]), r.pick(["Step by Step", "Week by Week", "Day by Day"]), r.pick(GUIDE_WORDS), r.pick(["Real Life", "Everyone", "the Rest of Us"])];
      const shapes: [string, string][] = [
        [`The Art of ${t}`, "An 'The Art of' title, the shape of The Art of War."],
        [`${t}: ${promise}`, `A main title with '${promise}' as the promise in its subtitle, the way practical books are named.`],
        [`The ${artAdj} Art of ${t}`, `'${artAdj}' before 'The Art of', a title that promises a gentle method.`],
        [`A Beginner's Guide to ${t}`, "A 'Beginner's Guide' title, which promises to start from nothing."],
        [`${t} Made ${made}`, `A 'Made ${made}' title, which promises no jargon.`],
        [`The Complete Guide to ${t}`, "A 'Complete Guide' title, which promises everything in one book."],
        [`${t}, ${pace}`, `A '${pace}' title, which promises to take the reader through it in order.`],
        // (Shapes with a word of their own to vary: asked again, a how-to book gets new titles, not the same seven.)
        [`The ${guide} Guide to ${t}`, `A guide named '${guide}' for the way it teaches, which tells a browser what kind of help is inside.`],
        [`The ${guide} Guide to ${t}`, `A guide named '${guide}' for the way it teaches, which tells a browser what kind of help is inside.`],
        [`${t}: ${promise}`, `A main title with '${promise}' as the promise in its subtitle, the way practical books are named.`],
        [`The Little Book of ${t}`, "A 'Little Book' title, which promises something short enough to finish."],
        // ("living with chronic pain", "overcoming grief": what the reader goes through is no joy.)
        ...(FOUGHT.test(topic) ? [] : [[`The Joy of ${t}`, "A 'The Joy of' title, the shape of The Joy of Cooking, which makes the work sound like a pleasure."] as [string, string]]),
        // ("Caring for a Rescue Dog for Everyone": one "for" to a title.)
        ...(/ for /i.test(t) ? [] : [[`${t} for ${forWhom}`, `A 'for ${forWhom}' title, which promises advice that works outside the book.`] as [string, string]]),
        [`${t}, One Step at a Time`, "A 'One Step at a Time' title, which promises no one has to do it all at once."],
        [`Notes on ${t}`, "A 'Notes on' title, modest and thoughtful, like advice from a friend."],
        // ("Caring for a Rescue Dog": a topic with a joining word of its own is no name before "Handbook".)
        // (Nor is a doing with its thing: "The Looking After Chickens Handbook".)
        ...(/ (?:a|an|the|for|to|with|of|in|on|after|your|my) /i.test(` ${t} `) || /^[a-z]+ing [a-z]/i.test(t) ? [] : [[`The ${t} Handbook`, "A handbook title, which promises something to keep within reach."] as [string, string]]),
      ];
      // ("a guide for beginners", "for new gardeners": a book for newcomers says so.)
      if (topicReaders) shapes.push([`${t} for ${topicReaders}`, "The subject and its readers, the title they search for."], [`${t} for ${topicReaders}`, "The subject and its readers, the title they search for."]);
      if (/\b(beginners?|newcomers?|novices?|new to|first-time)\b/i.test(ctx.description)) shapes.push([`${t} for Beginners`, "A 'for Beginners' title, which tells a newcomer the book is for them."]);
      // ("The Power of Garden": one word of a longer topic is no habit.)
      // ("The Power of Well" for eating well: only a thing, or a "no", has a power.)
      // ("overcoming anxiety": what the book helps the reader out of has no power to praise, "The Power of Anxiety".)
      if (!FOUGHT.test(topic) && t.split(" ").length <= 2 && (/^(no|yes|now)$/i.test(last) || (partsOfSpeech(last.toLowerCase()).includes("n") && !isAdjective(last.toLowerCase()) && !/^(well|better|more|less|again|fast|right|out|up|down|off|on|away|back|over|alone)$/i.test(last)))) shapes.push([`The Power of ${last}`, "A 'The Power of' title, the shape of The Power of Habit."]);
      // ("starting a vegetable garden": the reader's first one.)
      const first = topic.match(/^starting (?:a|an|your) ([a-z]+(?: [a-z]+){0,2})$/)?.[1];
      if (first) shapes.push([`Your First ${titleCase(first)}`, "A 'Your First' title, which speaks to someone starting out."], [`Your First ${titleCase(first)}, Step by Step`, "A 'Your First' title that promises to take the reader through it in order."]);
      if (howPhrase) shapes.push([titleCase(`how to ${howPhrase[1]}${howPhrase[2]}`), "The plain 'How to' title, the one readers search for."]);
      else if (whole !== t) shapes.push([whole, "The book's subject said plainly, the title readers search for."]);
      const [main, origin] = r.pick(shapes);
      // Most practical books carry a promise after a colon ("The Art of Saying No: What Nobody Tells You"): asked again,
      // the same few shapes come back with new promises, not the same seven titles.
      const sub = r.pick(NF_SUBTITLES);
      const picked = !main.includes(":") && r.chance(0.7) && main.length + sub.length + 2 <= 40 ? `${main}: ${sub}` : main;
      const name = hyphenCase(picked);
      // (Every title of a how-to book holds its topic: the budget that keeps one word from leading a novel's list would
      // leave five or six to choose from, the same ones every time.)
      const meaning = `'${t}' is what your book teaches${name.includes(":") ? `; '${name.split(": ")[1]}' says what the reader gets` : name.startsWith("The Power") ? `, and 'The Power of ${last}' turns one word into a strength` : ""}.`;
      const why = `Fits ${withArticle(genre)} book: it hints at ${hint}. ${name} tells a browser at once what the book will help with.`;
      return general(name, meaning, traits(r, vocab.traits, ["Memorable", "Clear"]), why, `'${t}' comes from your description: ${origin.charAt(0).toLowerCase()}${origin.slice(1)}`);
    }
    // A how-to book is named for what it teaches, or for its subject ("The Vegetable Garden Book"): the novel's frames
    // make "Vegetable and Meadows" or "The Hidden Hedge" of it. So are a history and a cookbook ("Mexican and Porches",
    // "What the Personal Finance Knew"): their own shapes draw enough words to vary.
    if (howTo || factual) return null;
    // (Two titles in three are a film's own words around the premise: the novel's frames named a heist "That Year on the Cruise Ship".)
    // (Three a result at most: a premise has few nouns, and asked again the same "Lockdown at the Casino" would lead every list.)
    if (film && (filmMade < filmCap || relaxed) && r.chance(0.65)) return filmTitle();
    // Most titles hold one of the description's own words; the rest are images from its scene.
    const open = cues.filter((c) => budget.allows(c.one) && !personal.has(c));
    // (A song or a poem keeps a title in four for its mood's own images: the mood is half of what it is.)
    const useCue = open.length > 0 && (song || poem ? r.chance(0.75) : scene.length === 0 || r.chance(game ? 0.75 : 0.92));
    // A name the visitor typed ("Wales") leads fewer titles than their own nouns; it is more often the place of one.
    const common = open.filter((c) => !c.proper);
    // (The ranker puts a named place first, so it needs no help to show.)
    // (Where the story has few words but names, the names lead more: two common words cannot carry every title.)
    let cue = useCue ? (common.length > 0 && r.chance(common.length >= 3 ? 0.95 : 0.75) ? r.pick(common) : r.pick(open)) : null;
    // A describing word has few frames of its own ("The Abandoned Ward"): it leads half as often as a noun.
    if (cue?.role === "quality" && r.chance(0.5)) cue = r.pick(open);
    const img = pickImg([]);
    const img2 = pickImg([img.w]);
    const others = cues.filter((c) => c !== cue);
    // A describing word goes with what it was said of ("Empty Towers", never "Empty Murders").
    const other = (cue?.role === "quality" ? saidOfCue(cue) : undefined) ?? (others.length > 0 ? r.pick(others) : null);
    const placeCue = places.filter((c) => c !== cue);
    const scenePlace = scene.length === 0 ? r.pick(vocab.places) : null;
    const commonPlaces = placeCue.filter((c) => !c.proper);
    const named = placeNames.length > 0 ? r.pick(placeNames) : "";
    const ofWord = r.pick(placeOfs);
    // A game with no place of its own may get a named one ("Flowers of Willowbrook").
    const namedPlace = placeCue.length === 0 && named && game && r.chance(0.5) ? { the: named, one: named, cue: null, g: "" } : null;
    const place = namedPlace ?? (placeCue.length > 0 ? (() => { const c = commonPlaces.length > 0 && r.chance(0.75) ? r.pick(commonPlaces) : r.pick(placeCue); return { the: c.the, one: c.one, cue: c, g: "" }; })() : scenePlace ? { the: scenePlace, one: scenePlace.replace(/^the /, ""), cue: null, g: "" } : null);
    const beingCue = beings.filter((c) => c !== cue);
    const being = beingCue.length > 0 ? r.pick(beingCue) : null;
    // A word said of one person stays with that person: "a retired boxer" gives "The Retired Boxer", never "The Retired Granddaughter".
    const saidOf = (c: Cue) => descWords.find((t, i) => descWords[i - 1] === c.typed.toLowerCase() && t.length > 2) ?? "";
    // So does a word said of one of the story's things: "an empty office tower" gives no "The Empty Guard".
    const ownAdj = qualities.filter((c) => c !== cue && !PREDICATIVE.test(c.typed) && (personal.has(c) ? cue?.role === "being" && [cue.typed, singular(cue.typed)].includes(saidOf(c)) : adjFits(c, cue)));
    const ownCommon = ownAdj.filter((c) => !c.proper);
    const adj = ownAdj.length > 0 && r.chance(0.4) ? { w: (ownCommon.length > 0 && r.chance(0.7) ? r.pick(ownCommon) : r.pick(ownAdj)).one, own: true } : { w: r.pick(genreAdjs), own: false };
    let raw: string | null;
    let origin: string;
    // The words a frame draws around the visitor's own: each is explained, so two titles of one frame never share an explanation.
    let drawn = { beingAdj: "", season: "", who: "", form: "", line: "" };
    // (Family in a film is called by name: never "The Silent Dad", "That Winter with the Dad".)
    if (screen && cue?.role === "being" && !cue.proper && (KIN.test(cue.typed) || KIN.test(singular(cue.typed)) || !person(cue))) return null;
    if (cue) {
      // A frame that never changes around the word ("Return to the Spaceship") comes back run after run: it is drawn less often.
      const roleFrames = relaxed ? RELAXED_SCREEN_FRAMES[cue.role] : frames[cue.role];
      let frame = r.pick(roleFrames);
      const varied = roleFrames.filter((x) => !fixedFrame(x));
      if (fixedFrame(frame) && varied.length > 0 && (!fixedToday.has(frame) || r.chance(0.5))) frame = r.pick(varied);
      // ("A Tower for the Blacksmith", "A Blanket for Obi-Wan": a stock thing handed to someone says nothing of the premise; one draw in five.)
      drawn = { beingAdj: r.pick(beingAdjs), season: ((opener: string, time: string) => (seasons.length > 0 ? `${opener} ${time}` : ""))(r.pick(seasonOpeners), r.pick(seasons.length > 0 ? seasons : ["Year"])), who: r.pick(whoEnds), form: song ? r.pick(songForms) : "", line: "" };
      const n = r.int(100);
      raw = frame.make({ cue, other, place, being, img, img2, adj, ...drawn, of: ofWord, named, n, sceneless, mourning, film: screen });
      origin = frame.origin;
      const lines = LINE_FRAMES.get(frame);
      if (lines) drawn.line = lines[n % lines.length].gloss;
    } else {
      // A story told in words of its own gets no title of the genre's stock alone ("Long Fathers" for a boxer's last fight).
      const ownStory = !game && !song && !poem && cues.length > 0;
      // (A film with words of its own is never named with the genre's stock alone: "The Double-Booked Signal", "Disastrous Factories".)
      if (screen && ownStory && !relaxed && (!img.from || r.chance(0.5))) return null;
      const shapes: StoryFrame[] = [
        F("The definite article with a describing word and an image.", (f) => (countable(f.img) && (f.img.from || !ownStory) ? `The ${f.adj.w} ${f.img.w}` : null)),
        F("Two images with an 'and', the shape of Salt and Silver, a title that promises a contrast.", (f) => (f.img.from && f.img2.from && !howTo && !screen && (p.what !== "book" || p.vocabKey === "memoir") && !`${f.img.w}${f.img2.w}`.includes(" ") && timeImage(f.img) === timeImage(f.img2) ? `${f.img.w} and ${f.img2.w}` : null)),
        F(game ? "A describing word and an image, short enough for a logo." : "A describing word and an image.", (f) => (f.img.w.includes(" ") || !countable(f.img) || (!f.img.from && ownStory) ? null : `${f.adj.w} ${plural(f.img.w)}`)),
      ];
      const frame = r.pick(shapes);
      raw = frame.make({ cue: cueFor("x", "x", "thing", false), other, place, being, img, img2, adj, beingAdj: "", season: "", of: "", who: "", named: "", n: 0, sceneless, form: "", mourning });
      origin = frame.origin;
    }
    if (!raw) return null;
    // (A stock mood word before the story's own word is one title's idea: "The Blind Casino", "The Quiet Casino" and "The Rogue
    // Casino" in one list say one thing three times.)
    if (cue && !adj.own && new RegExp(`^(?:The )?${escapeRegExp(adj.w)} (?:${escapeRegExp(cue.one)}|${escapeRegExp(cue.many)})$`).test(raw)) {
      // (A premise of one or two words has few other titles to give: it keeps them, never an invented word instead.)
      if (moodMade >= 2 && !relaxed) return null;
      moodMade++;
    }
    // A practical book is about its reader's subject, not the genre's stock ideas: "Vegetables and Methods", "The Rescue Dog's Question".
    if (p.vocabKey === "non-fiction" && [img, img2].some((i) => i.from === null && raw!.includes(i.w))) return null;
    // Nor is it set in the genre's stock places: "The Shift of the Workplace".
    if (p.vocabKey === "non-fiction" && scenePlace && raw.includes(place?.one ?? "\u0000")) return null;
    // Nor is its subject a character ("The Calm Grief", "The Honest Apartments") or a season of someone's life ("Our Last Year
    // of the Rescue"); where it has a subject of its own, it has no characters either ("The Rescue Dog Who Stayed").
    // (A how-to book never reaches here.)
    if (p.vocabKey === "non-fiction" && cue && ((!adj.own && new RegExp(`^The ${escapeRegExp(adj.w)} (?:${escapeRegExp(cue.one)}|${escapeRegExp(cue.many)})$`).test(raw)) || (/\b(Summer|Winter|Autumn|Spring|Year)\b/.test(raw) && !/\b(summer|winter|autumn|spring|year)\b/i.test(ctx.description)) || (cue.role === "being" && factual))) return null;
    // (Nor does a frame's own dread word come into a cozy story: "The Last Sister", "The Lost Year of the Tea Room".)
    if (cozy && raw.split(/[\s:,']+/).some((w) => COZY_DARK.test(w) && !descWords.includes(w.toLowerCase()))) return null;
    // A memoir's mood word falls on no event or abstract thing it lived through: "The Weathered Pandemic", "The Mud-Caked Burnout".
    if (p.vocabKey === "memoir" && cue && !adj.own && (cue.role === "thing" || cue.role === "act") && new RegExp(`\\b${escapeRegExp(adj.w)} (?:${escapeRegExp(cue.one)}|${escapeRegExp(cue.many)})\\b`).test(raw)) return null;
    // ("home" is said without "the": "Leaving Home", "Back Home", "Summer at Home", never "Leaving the Home".)
    if (cue && isHome(cue)) raw = raw.replace(/\bthe Home\b/g, "Home").replace(/\bto Home\b/g, "Home").replace(/\b(?:in|on) Home\b/g, "at Home");
    // A person's name takes no article: "Draco's Key", not "The Draco's Key" (a place typed with "the" keeps it: "The Ministry's…").
    // Nor a describing word before it ("The Stubborn Draco"), and "another" takes no "the" ("The Another Order").
    if (describedNames.some((re) => re.test(raw!))) return null;
    // A plural owns with an apostrophe alone, and a title that needs one reads badly: no "Ministry Aurors's Shadow".
    if (/\b[A-Za-z-]+s's\b/.test(raw) && [...raw.matchAll(/\b([A-Za-z-]+s)'s\b/g)].some(([, w]) => isPlural(w.toLowerCase()) && !ctx.properNouns.includes(w))) return null;
    raw = raw.replace(/^The (Another|Other) /, "$1 ");
    for (const [re, name] of bareNames) raw = raw.replace(re, name);
    // The visitor's own describing words never fall on the night's images ("Abandoned Moons", "Hospital: The Abandoned Moon").
    // ("Alone Lamps": a word said only after a verb stands before no noun, PREDICATIVE_BEFORE_NOUN below.)
    const ownDescribing = [adj.own ? adj.w : null, cue?.role === "quality" ? cue.one : null].filter((d): d is string => d !== null);
    const before = (d: string, w: string) => raw!.includes(`${d} ${w}`);
    if (ownDescribing.some((d) => [img, img2].some((i) => timeImage(i) && (before(d, i.w) || before(d, plural(i.w)))))) return null;
    // ("the lost crown": a describing word said with its noun takes no second one, "The Wandering Lost Crown".)
    if (cue && cue.one.includes(" ") && saysHowItIs(cue.one.split(" ")[0].toLowerCase()) && new RegExp(`\\b(?!The\\b|A\\b|An\\b)[A-Z][a-z-]+ ${escapeRegExp(cue.one)}`).test(raw)) return null;
    // "Abandoned Hospital" for "an abandoned hospital" only says the description back.
    if (said.includes(raw.toLowerCase().replace(/^the /, ""))) return null;
    // A people's name ("Alaskan") describes one of the story's own nouns, not a stock image ("The Alaskan Target").
    if (cues.some((c) => c.proper && c.role === "quality" && raw!.includes(c.one)) && !cues.some((c) => !c.proper && raw!.includes(c.one))) return null;
    if (PREDICATIVE_BEFORE_NOUN.test(raw)) return null;
    // ("a fox who is scared of the dark": the description's own clause says who the fox is; a stock one says otherwise, "The Fox Who Remembered".)
    if (whoSaid && / Who /.test(raw) && raw !== whoSaid.title) return null;
    const ws = raw.split(/[\s:,&']+/).filter((t) => !/^(the|of|and|in|a|an|to|for|on|at|from|s)$/i.test(t));
    if (doublesWord(ws) || new Set(ws.map((w) => w.toLowerCase().replace(/s$/, ""))).size < ws.length) return null;
    if (/\b(\w+) \1\b/i.test(raw)) return null;
    const found = cues.filter((c) => new RegExp(`\\b${c.one}|\\b${c.many}`).test(raw!));
    // "Sheep Farm" holds "Sheep": the title uses the one phrase, not two words.
    const used = found.filter((c) => !found.some((o) => o !== c && o.one.includes(c.one)));
    if (!budget.allows(...used.map((c) => c.one))) return null;
    // (One "… Blues" or "… Anthem" in a list: a handful of words and kinds of song would fill every list with the same pairs.)
    if (drawn.form && raw.endsWith(` ${drawn.form}`) && choruses++ >= 1) return null;
    // (A film's title with nothing drawn in it, "After the Fight", "The Boxer and the Granddaughter", is as rare as the film's own fixed lines.)
    if (screen) {
      const drawnWords = [img.w, img2.w, adj.own ? "" : adj.w, drawn.who, drawn.season, ofWord, named, drawn.beingAdj].filter((w) => w && raw!.includes(w));
      if (drawnWords.length === 0 && !relaxed && !openToday(raw.toLowerCase())) return null;
    }
    budget.spend(...used.map((c) => c.one));
    const name = lastWordUp(titleCase(raw));
    const has = (w: string) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(raw!);
    // What each part of this title is, in the order it matters.
    const clauses: string[] = [];
    const sources: string[] = [];
    let lineOrigin = "";
    for (const c of used) {
      const shown = raw.includes(c.many) && c.many !== c.one ? c.many : c.one;
      const typedSame = c.typed.toLowerCase() === shown.toLowerCase() || c.proper;
      const what = c.role === "place" ? "the place" : c.role === "being" ? (work === "story" ? "who the story follows" : `who the ${work} is about`) : c.role === "act" ? "what happens" : c.role === "time" ? "when it happens" : c.role === "quality" ? "the mood you gave it" : thingWords(thingSaid, work);
      clauses.push(c.proper && c.role === "place" ? `'${shown}' is the place you named` : typedSame ? `'${shown}' is ${what}, in your own words` : `'${shown}' is ${what}: the ${c.typed} in your description`);
      sources.push(`'${shown}' comes from your description`);
    }
    const subject = cue ? (cue.proper ? cue.one : cue.one.toLowerCase()) : "";
    // (Said of the one the story follows only: "The Lost Order" is a mood word's, not "what kind of Order this is".)
    if (cue?.role === "being" && drawn.beingAdj && raw.includes(`${drawn.beingAdj} ${cue.one}`) && !used.some((c) => c.one === drawn.beingAdj)) {
      clauses.push(`'${drawn.beingAdj}' says what kind of ${subject} this is`);
      sources.push(`'${drawn.beingAdj}' is a word for the one the ${work} is about`);
    }
    if (cue && drawn.who && raw.endsWith(`Who ${drawn.who}`)) {
      clauses.push(`'Who ${drawn.who}' is all the title gives away of the ${subject}'s story`);
      sources.push(`'Who ${drawn.who}' is the turn of their story`);
    }
    if (drawn.line) {
      clauses.push(drawn.line);
      // (The line's own words, so two lines on one word are never explained alike: "'Returning to …'", "'Before … Wakes'".)
      // (The longer form first: "Vegetables" is replaced whole, never leaving "…s".)
      const words = [...used.map((c) => c.many), ...used.map((c) => c.one)].sort((a, b) => b.length - a.length);
      const around = raw.replace(new RegExp(`(My |the )?(${words.map(escapeRegExp).join("|") || "$^"})('s?)?\\b`, "g"), "…").trim();
      // (One sentence of its own: never "Summer Without You is it is a line…", nor dots where there are none.)
      lineOrigin = around.includes("…") && around !== "…"
        ? `'${around}' is a line the ${work} could open on, and your ${listing(used.map((c) => `'${c.proper ? c.one : c.typed}'`))} fills the gap.`
        : `${name} could be the ${work}'s first line as well as its title.`;
    }
    if (drawn.form && raw.endsWith(` ${drawn.form}`)) {
      clauses.push(`'${drawn.form}' is ${SONG_FORMS[drawn.form]}`);
      sources.push(`'${drawn.form}' names the kind of song`);
    }
    if (drawn.season && raw.startsWith(drawn.season)) {
      // (A stretch of time is one title's idea: "The First Day of the Heist", "That Night of the Heist" and "One Week with
      // Monaco" in one list is one frame three times.)
      if (seasonMade >= 2 && !relaxed) return null;
      seasonMade++;
      clauses.push(`'${drawn.season}' is the stretch of time it covers`);
      sources.push(`'${drawn.season}' sets the time`);
    }
    const stockUsed = (i: Img) => has(i.w) && !used.some((c) => c.one.includes(i.w));
    for (const i of [img, img2]) {
      if (!stockUsed(i) || clauses.some((c) => c.startsWith(`'${i.w}'`))) continue;
      const shown = !i.mass && raw.includes(plural(i.w)) ? plural(i.w) : i.w;
      // A gloss is written of one ("a safe place to land"): a plural title says it of one of them.
      clauses.push(!i.g ? `'${i.w}' is ${withArticle(genre)} image` : shown === i.w ? `'${shown}' is ${i.g}` : `'${shown}': ${withArticle(i.w.toLowerCase())} is ${i.g}`);
      sources.push(i.from ? `'${i.w}' belongs with the ${i.from} you described` : `'${i.w}' is stock imagery of ${genre} titles`);
    }
    if (raw.startsWith(`The ${ofWord} of `) && !used.some((c) => c.one === ofWord)) {
      clauses.push(`'${ofWord}' is what the ${work} finds there`);
      sources.push(`'${ofWord}' is what the place keeps`);
    }
    if (named && has(named)) {
      clauses.push(`'${named}' gives the ${cue && NAMEABLE.test(cue.typed) ? cue.typed : place?.cue?.typed ?? "game's world"} a name of its own, ${PLACE_NAME_MOOD[p.vocabKey] === "dark" ? "one people lower their voices to say" : "the kind found on a storybook map"}`);
      sources.push(`'${named}' is a made-up name for the ${cue && NAMEABLE.test(cue.typed) ? cue.typed : place?.cue?.typed ?? "game's world"}`);
    }
    // (A place the visitor named is explained once: "'Vegas' is the place you named", not again as a setting of comedies.)
    if (place && !place.cue && place.one !== named && has(place.one) && !used.some((c) => c.one === place.one)) {
      clauses.push(`'${place.one}' is where it happens`);
      sources.push(`'${place.one}' is a setting of ${genre} titles`);
    }
    if (has(adj.w) && !used.some((c) => c.one === adj.w) && !clauses.some((c) => c.startsWith(`'${adj.w}'`))) {
      clauses.push(`'${adj.w}' sets the mood`);
      sources.push(`'${adj.w}' is a mood word of ${genre} titles`);
    }
    const meaning = clauses.length > 0 ? `${capitalize(clauses.join("; "))}.` : `${name} is one ${genre} image.`;
    const surface = game ? "a title screen" : song ? "a track list" : poem ? "the top of a page" : screen ? "a poster" : "a cover";
    const framesWhy = [`${name} would sit well on ${surface}.`, `${name} is easy to pass on when recommending it to a friend.`, `${name} gives a first glimpse of what is inside.`];
    let why: string;
    if (screen) {
      // (A film's: each of these sentences once in a result, so seven names never share one with only the name swapped.)
      framesWhy.push(`${name} is short work to remember after hearing it once.`, `${name} leaves a question the ${work} goes on to answer.`, `Said aloud, ${name} already sounds like a ${work} people talk about.`, `${name} stands out in a list of ${genre} titles without shouting.`);
      const unsaid = framesWhy.map((_, i) => i).filter((i) => !whySaid.has(i));
      // (Past seven, a sentence of the title's own words.)
      framesWhy.push(ownWordsWhy(name));
      const pickedWhy = unsaid.length > 0 ? r.pick(unsaid) : framesWhy.length - 1;
      whySaid.add(pickedWhy);
      why = `${!fitsSaid ? `Fits ${withArticle(genre)} ${p.what}: it hints at ${hint}. ` : ""}${framesWhy[pickedWhy]}`;
      fitsSaid = true;
      // (Once for each of the visitor's words in a result: a second title keeping 'casino' does not say so again.)
      const keeps = listing(used.map((c) => `'${c.proper ? c.one : c.typed}'`));
      if (used.length > 0 && !keptSaid.has(keeps)) why += ` It keeps ${keeps} from your own telling of it.`;
      // (Only a place's or a thing's own image is said to answer it: an attic answers no lighthouse keeper, "'Attic' answers the keeper".)
      else if (used.length === 0 && img.from && has(img.w) && !keptSaid.has(img.w) && !namesPeople(singular(img.from)) && !isPerson(singular(img.from))) why += ` '${img.w}' answers the ${img.from} in your description.`;
      keptSaid.add(used.length > 0 ? keeps : img.w);
    } else {
      why = `Fits ${withArticle(genre)} ${p.what}: it hints at ${hint}. ${framesWhy[r.int(framesWhy.length)]}`;
      if (used.length > 0) why += ` It keeps ${listing(used.map((c) => `'${c.proper ? c.one : c.typed}'`))} from your own telling of it.`;
      else if (img.from && has(img.w) && !namesPeople(singular(img.from)) && !isPerson(singular(img.from))) why += ` '${img.w}' answers the ${img.from} in your description.`;
    }
    if (p.note) why += ` ${p.note}`;
    const shape = origin.replace(/\.$/, "");
    const nameOrigin = lineOrigin ? lineOrigin : sources.length > 0 ? `${capitalize(listing(sources.slice(0, 3)))}: ${shape.charAt(0).toLowerCase()}${shape.slice(1)}.` : `${name} is ${shape.charAt(0).toLowerCase()}${shape.slice(1)}.`;
    return general(name, meaning, traits(r, vocab.traits, ["Memorable", "Evocative", "Intriguing"]), why, nameOrigin);
  };
  return () => {
    const made = make();
    if (made) misses = 0;
    else if (screen && ++misses > 45) relaxed = true;
    return made;
  };
}
