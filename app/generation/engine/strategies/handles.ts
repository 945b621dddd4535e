import type { Ctx } from "../core/context";
import type { Maker } from "./types";
import { general, preferred, traits } from "../core/result";
import { capitalize, escapeRegExp, readable, textHash, titleCase, tokens, withArticle } from "../core/text";
import { list } from "../core/words";
import { describedPhrases, ingForm, isAdjective, isPlural, singularOf } from "../core/pos";
import { GIVEN } from "../data/people-names";
import { activityWord, familyFor, familyInContext, isAudience } from "../data/description-families";
import { isUnpleasant } from "../core/rank";
import { takesObject, verbUses } from "./seams";
import { describesAudience } from "./brand";
import { baseForm, partsOfSpeech, relatedWords } from "../core/understand";
import { plural } from "./titles";

const STYLE_WORDS: Record<string, string[]> = {
  cool: list("Nova, Shadow, Echo, Blaze, Frost, Vortex, Onyx, Zero, Apex, Drift, Neon, Volt, Storm, Orbit"),
  cute: list("Bunny, Peach, Mochi, Boba, Honey, Pixie, Bean, Cloud, Sprinkle, Daisy, Muffin, Kitten, Cherry, Sunny"),
  funny: list("Noodle, Potato, Waffle, Pickle, Goose, Nacho, Taco, Snack, Chaos, Gremlin, Sock, Burrito, Toast, Llama"),
  aesthetic: list("Luna, Velvet, Moon, Haze, Blossom, Sage, Dusk, Petal, Film, Lavender, Soft, Aura, Fern, Pearl"),
  edgy: list("Venom, Hex, Riot, Ghost, Raven, Static, Void, Rogue, Reaper, Ash, Havoc, Wraith, Fang, Grim"),
  clean: list("Studio, Daily, Notes, Field, North, Plain, True, Simple, Works, Journal, Press, Desk"),
  dark: list("Wraith, Void, Raven, Hex, Grim, Ash, Shade, Dusk, Nightfall, Crow, Phantom, Obsidian"),
  pro: list("Ace, Prime, Apex, Elite, Clutch, Tactical, Vector, Legend, Sharp, Precision, Alpha, Major"),
  professional: list("Insights, Notes, Works, Desk, Studio, Advisory, Daily, Field, Lab, Brief, Journal, Press"),
  witty: list("Overthinks, Rambles, Says, Wonders, Ponders, Mutters, Explains, Scribbles, Tweets, Rants"),
  personal: list("Daily, Life, Notes, Diaries, Thoughts, Pages, Letters, Days, Corner, Journal"),
  "niche-expert": list("Insights, Explained, Lab, Academy, Guide, Breakdown, School, Notes, Decoded, Weekly"),
  catchy: list("Pop, Vibes, Spark, Buzz, Glow, Flash, Beat, Bounce, Zing, Snap"),
  bold: list("Boss, Beast, Fire, Loud, Legend, Force, Icon, Max, Titan, Major"),
};
const STYLE_NOUNS: Record<string, string[]> = {
  cool: list("Rider, Pilot, Fox, Wolf, Hawk, Knight, Runner, Ronin, Lynx, Comet"),
  cute: list("Paws, Bear, Bun, Puff, Bee, Cub, Fawn, Duckling, Kit, Pip"),
  funny: list("Wizard, Goblin, Enjoyer, Haver, Person, Gremlin, Raccoon, Goose, Disaster, Dad"),
  aesthetic: list("Garden, Tide, Dreams, Diary, Bloom, Skies, Waves, Letters, Atelier, Hour"),
  edgy: list("Wolf, Crow, Blade, Fang, Viper, Knight, Howl, Hound, Shade, Reign"),
  clean: list("Co, Media, Works, Space, Hub, Room, Lab, Line, Desk, Base"),
};
// Words that belong to one platform's culture, so an Instagram handle and a
// Discord handle do not come out the same.
const PLATFORM_WORDS: Record<string, string[]> = {
  instagram: list("Snaps, Frames, Grams, Lens, Shots, Feed, Stories, Filter, Golden Hour, Captures"),
  tiktok: list("Clips, Tok, Duets, Moves, Trends, Loops, Fyp, Sounds, Takes, Reels"),
  reddit: list("Lurker, Karma, Thread, Upvote, Redditor, Anon, Commenter, Mod, Throwaway, Poster"),
  discord: list("Mod, Ping, Lobby, Server, Guild, Voice, Admin, Emoji, Nitro, Channel"),
  gaming: list("GG, Respawn, Loot, Clutch, Combo, Noscope, Speedrun, Frag, Boss, Headshot, Save File, Game Night, Couch Co-op, Player Two, Bonus Level, Cheat Code, Respawn Room, Game Shelf, Retro Room, Replay"),
  professional: list("Consulting, Studio, Advisory, Works, Desk"),
};
const LIMITS: Record<string, [number, number]> = {
  twitter: [4, 15], snapchat: [3, 15], tiktok: [3, 24], instagram: [3, 30], twitch: [4, 25], reddit: [3, 20], discord: [3, 32],
  gaming: [3, 16], professional: [4, 22], any: [3, 20],
};

function leet(word: string, ctx: Ctx): string {
  if (!ctx.rng.chance(0.25)) return word;
  const i = word.search(/[eo]/i);
  if (i < 0) return word;
  return word.slice(0, i) + (word[i].toLowerCase() === "e" ? "3" : "0") + word.slice(i + 1);
}

// Words about a person that say nothing of what they are about ("things_life", "tips_and_videos").
// ("theStreamerComet": what the person is on the platform is no interest of theirs either.)
const GAMES = /^(games?|gaming|videogames?)$/;
const SAYS_NOTHING = /^(tips?|things?|stuff|life|lives|love|loves|lot|lots|bit|way|ways|videos?|posts?|content|account|page|streamers?|youtubers?|creators?)$/;

// Words a visitor uses to say what they want of the handle, not what they are about: "sniper main", "wolf theme",
// "a name for my account" ("main_boss", "professional.space", "ThemeJackals").
const INSTRUCTION = /^(favourite|favorite|favourites|favorites|nickname|nicknames|hobby|hobbies|interest|interests|main|mains|theme|themed|vibe|vibes|style|styled|name|names|handle|handles|username|usernames|user|account|accounts|channel|channels|profile|something|anything|player|players|gamer|gamers|stream|streams|streaming|idea|ideas|word|words)$/;
// What a handle should sound like, said in the description ("want something professional", "something funny about
// bread"): how the person asks for it, never a thing they are about ("WorksProfessional", "funny_goblin").
const SOUNDS = /^(cool|cute|funny|aesthetic|edgy|clean|pro|professional|simple|catchy|bold|intimidating|serious|minimal|minimalist|unique|short|memorable|original|creative|clever|good|nice|random|elegant|classy|fun|quirky|sleek|polished|formal)$/;

/** The words of a description that ask for a kind of handle ("want something professional"), rather than say what the person is about. */
export function askedFor(said: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const [i, w] of said.entries()) {
    if (INSTRUCTION.test(w)) out.add(w);
    // "sounding professional", "something funny", "a cool name", "want it clean": a describing word of how it should sound.
    const before = said[i - 1] ?? "";
    const after = said[i + 1] ?? "";
    // ("want something calm": whatever describing word follows "something" says how it should sound.)
    if (/^(something|anything|sounding)$/.test(before) && (isAdjective(w) || partsOfSpeech(w).includes("a"))) out.add(w);
    if (SOUNDS.test(w) && (/^(something|anything|sounding|sound|sounds|look|looks|looking|be|want|wants|need|needs|very|more|bit|kinda|really|but|and|a|an|it)$/.test(before) || INSTRUCTION.test(after) || /^(about|for|with|please)$/.test(after) || i + 1 === said.length)) out.add(w);
  }
  return out;
}

// The things of an interest's world a handle can borrow, for worlds the description families do not hold: games,
// streams and a few pastimes ("sniper" -> scope, crosshair; a horror stream -> scream, jumpscare).
const HANDLE_WORLD: Record<string, string[]> = {
  sniper: list("scope, crosshair, longshot, headshot, sightline, recon"),
  fps: list("frag, headshot, crosshair, recoil, respawn"),
  tank: list("shield, bulwark, anchor, frontline, armor"),
  healer: list("medic, halo, mend, remedy"),
  support: list("medic, halo, backline"),
  horror: list("scream, jumpscare, shriek, fright, haunt, ghoul"),
  scream: list("jumpscare, shriek, yelp, fright"),
  screams: list("jumpscare, shriek, yelp, fright"),
  speedrun: list("split, skip, warp, glitch, frame, timer"),
  speedrunner: list("split, skip, warp, glitch, frame, timer"),
  speedrunning: list("split, skip, warp, glitch, frame, timer"),
  minecraft: list("creeper, pickaxe, redstone, block, diamond, ender"),
  stardew: list("parsnip, junimo, harvest, turnip"),
  souls: list("bonfire, estus, parry, hollow, roll"),
  valorant: list("spike, clutch, flick, ace"),
  rage: list("tilt, ragequit, salty"),
  rages: list("tilt, ragequit, salty"),
  software: list("code, dev, stack, commit, debug, build"),
  engineer: list("build, dev, stack, code"),
  developer: list("code, dev, stack, commit, build"),
  coding: list("code, dev, stack, commit, debug"),
  chess: list("gambit, rook, pawn, checkmate, knight"),
  strawberry: list("berry, jam, shortcake"),
  strawberries: list("berry, jam, shortcake"),
  sunset: list("dusk, glow, horizon, golden"),
  sunsets: list("dusk, glow, horizon, golden"),
};

interface HandleOptions {
  platform: string;
  style: string;
  /** Words from other fields (niche, games) that count as interests. */
  extra: string[];
}

function handleMaker(options: (ctx: Ctx) => HandleOptions): Maker {
  return (ctx) => {
    const o = options(ctx);
    // What the person is about, in nouns: "writes" and "loves" say what they do, "tips" and "things" say nothing ("WorksWrites", "things_life").
    const nounsSaid = new Set(ctx.understood.nouns);
    const saidWords = tokens(ctx.description);
    const afterPronoun = (w: string) =>
      saidWords.some((x, i) => x === w && /^(i|we|you|he|she|they|who)$/.test(saidWords[i - 1] ?? "") && partsOfSpeech(w).includes("v"));
    // "who grows tomatoes and keeps bees": after "and", a second thing the person does, not a thing ("tomatoes.and.keeps").
    // ("I main sniper classes and play mostly at night": after "I", a second thing done comes in its plain form, "GamesAndPlay".)
    const secondVerb = (w: string) =>
      saidWords.some((x, i) => x === w && saidWords[i - 1] === "and" && i + 1 < saidWords.length && (/s$/.test(w) ? partsOfSpeech(baseForm(w)).includes("v") && saidWords.slice(0, i - 1).some((y, j) => afterPronoun(y) && j < i - 2) : partsOfSpeech(w).includes("v") && /^(i|we|you|they)$/.test(saidWords[0] ?? "")));
    // Words in passing, never a theme: how often ("ChessTwiceMod"), a doing said as done ("StreamedRider" for roguelikes streamed
    // 24/7), where the person is seen ("thecameraframe" for a bunny on camera).
    const onShow = new Set([...ctx.description.toLowerCase().matchAll(/\b(?:on|off) (camera|cam|stream|air|mic|screen|video)\b/g)].map((m) => m[1]));
    const passing = (w: string) => {
      const low = w.toLowerCase();
      return /^(twice|thrice|once|always|often|never|sometimes|usually|again|together|mostly|forever|ever|also|just|really|very|whatever|whenever)$/.test(low) || (/ly$/.test(low) && !partsOfSpeech(low).includes("n")) ||
        (/ed$/.test(low) && baseForm(low) !== low && partsOfSpeech(baseForm(low)).includes("v") && !nounsSaid.has(low)) || onShow.has(low);
    };
    const doing = (w: string) =>
      afterPronoun(w) || secondVerb(w) || (!nounsSaid.has(baseForm(w)) && !nounsSaid.has(singularOf(w)) && (ctx.understood.verbs.includes(baseForm(w)) || partsOfSpeech(w) === "v"));
    // "cold brew": a describing word that only ever stands before another word is half of that thing, no interest ("the.cold.knight").
    // (Said of the person, it is their vibe and stays: "a cozy streamer" -> CozyHawk.)
    const person = (x: string) => isAudience(x) || /(er|ers|ist|ists|or|ors)$/.test(x);
    const halfOf = (w: string) =>
      (partsOfSpeech(w).includes("a") || partsOfSpeech(w) === "") &&
      saidWords.some((x, i) => x === w && i + 1 < saidWords.length) &&
      !saidWords.some((x, i) => x === w && (i + 1 === saidWords.length || /^(and|or|but)$/.test(saidWords[i + 1]) || person(saidWords[i + 1])));
    // (Kept whole, the thing stays: "ColdBrewClips" is made of the person's phrase, below.)
    // A game, a show or a band named with a capital is an interest as much as a word is ("Zelda", "Minecraft").
    const named = ctx.properNouns.filter((n) => /^[A-Za-z]{3,12}$/.test(n) && !ctx.places.includes(n));
    // ("no hit attempts", "no-death runs": the challenge is the whole "no hit", kept as one word, "NoHit"; "RunDusk21" lost it.)
    const noMatches = [...ctx.description.matchAll(/\bno[- ](hit|death|damage|hud|commentary|mic|swearing|deaths|hits)\b/gi)];
    const noPhrases = [...new Set(noMatches.map((m) => `No${capitalize(singularOf(m[1].toLowerCase()))}`))];
    const noParts = new Set(noMatches.map((m) => m[1].toLowerCase()));
    // "sniper main", "want something professional": how the person asks for a handle is no interest of theirs.
    const asked = askedFor(saidWords);
    const chosen = [o.style, o.platform];
    const wanted = (w: string) => !asked.has(w.toLowerCase()) && !INSTRUCTION.test(w.toLowerCase()) && !chosen.includes(w.toLowerCase());
    const said0 = [...o.extra, ...named, ...noPhrases, ...ctx.keywords.filter((w) => !doing(w) && !SAYS_NOTHING.test(w) && !passing(w) && !noParts.has(w))].filter((w) => w.length <= 12 && wanted(w));
    // "horror game streamer": the game is the horror; "game" alone says nothing once something else is said ("horror_game", "game_gremlin").
    const said = [...new Set(said0.some((w) => !GAMES.test(w.toLowerCase())) ? said0.filter((w) => !GAMES.test(w.toLowerCase())) : said0)].slice(0, 8);
    // ("classes in pottery", "photos of mugs": what comes before "in" or "of" another interest is the frame, not the theme,
    // "the.class.slate".)
    // (Things in the plural only: "a sniper in battlefield" is who the person is there.)
    const frame = (w: string) => isPlural(w.toLowerCase()) && saidWords.some((x, i) => x === w.toLowerCase() && /^(in|of)$/.test(saidWords[i + 1] ?? "") && said.includes(saidWords[i + 2] ?? ""));
    // ("sniper classes", "challenge runs": a noun after another names a thing of that one; alone it says little, and its own
    // world is another's, "classchalk", "RunDusk21". The two stay together in the person's own phrase.)
    // (Not across a comma, "hiking, photography"; not the thing of a described pair, "cold brew coffee".)
    const together = (x: string, y: string) => new RegExp(`\\b${x}\\s+${y}\\b`, "i").test(ctx.description);
    const headOf = (w: string) => {
      const low = w.toLowerCase();
      const after = (i: number) => i > 0 && said.includes(saidWords[i - 1]) && partsOfSpeech(saidWords[i - 1]).includes("n") && !isAdjective(saidWords[i - 1]) && !isAdjective(saidWords[i - 2] ?? "") && together(saidWords[i - 1], low);
      return saidWords.some((x, i) => x === low) && saidWords.every((x, i) => x !== low || after(i));
    };
    // ("camera roll": a noun said only before another names that other thing, and the world of its own is not theirs, "camera_still".)
    const modifierOnly = (w: string) => saidWords.some((x) => x === w) && saidWords.every((x, i) => x !== w || (partsOfSpeech(saidWords[i + 1] ?? "").includes("n") && said.includes(saidWords[i + 1]) && together(w, saidWords[i + 1])));
    const interests0 = said.filter((w) => o.extra.includes(w) || (!halfOf(w) && !frame(w)));
    const interests = interests0.some((w) => !headOf(w)) ? interests0.filter((w) => o.extra.includes(w) || !headOf(w)) : interests0;
    // The words that belong with an interest ("sourdough" -> crumb, loaf; "hiking" -> summit, ridge): a handle's second word may be one.
    // (Once per interest, not once per handle tried.)
    const kinFound = new Map<string, string[]>();
    const kinOf = (interest: string): string[] => {
      let kin = kinFound.get(interest);
      const low = interest.toLowerCase();
      if (!kin) kinFound.set(interest, (kin = (HANDLE_WORLD[low] ?? HANDLE_WORLD[singularOf(low)] ?? (headOf(low) || modifierOnly(low) ? [] : familyFor(low)?.words ?? []).map((x) => x.w)).filter((x) => !x.includes(" ") && x.length <= 9 && !low.includes(x) && !x.includes(singularOf(low)) && !saidWords.includes(x) && !isUnpleasant(x))));
      return kin;
    };
    const extra = o.extra.filter((w) => said.includes(w));
    // ("souls games": a kind of game named in the plural keeps it, not "SoulStreamer".)
    // (A game named in the field is its name: "DarkSouls", not "DarkSoul".)
    const oneFound = new Map<string, string>();
    const one = (w: string) => {
      let found = oneFound.get(w);
      if (found === undefined) oneFound.set(w, (found = (HANDLE_WORLD[w.toLowerCase()] && !HANDLE_WORLD[singularOf(w.toLowerCase())]) || (extra.includes(w) && /[a-z][A-Z]/.test(w)) ? w : singularOf(w)));
      return found;
    };
    // Every interest's world, and that of what the person does on stream when it has one ("screams", "rages").
    const world: [string, string][] = [...new Set([...interests, ...saidWords.filter((w) => doing(w) && HANDLE_WORLD[w])])].flatMap((w) => kinOf(w).map((k): [string, string] => [k, w]));
    // (Once per interest, not once per handle tried.)
    const othersFound = new Map<string, [string, string][]>();
    const othersOf = (interest: string) => {
      const low = interest.toLowerCase();
      let found = othersFound.get(low);
      if (!found) othersFound.set(low, (found = world.filter(([, from]) => from.toLowerCase() !== low && singularOf(from.toLowerCase()) !== low)));
      return found;
    };
    const ownNumber = /\b24\/7\b/.test(ctx.description) ? "247" : null;
    const words = STYLE_WORDS[o.style] ?? STYLE_WORDS.cool;
    const nouns = STYLE_NOUNS[o.style] ?? STYLE_NOUNS[o.style === "dark" ? "edgy" : o.style === "pro" ? "cool" : "clean"] ?? STYLE_NOUNS.cool;
    const [min, max] = LIMITS[o.platform] ?? LIMITS.any;
    const r = ctx.rng;
    // Where each word of a handle comes from: the visitor's interests, the platform's culture or the chosen style.
    const ownForms = new Set([...interests, ...o.extra].flatMap((i) => [i.toLowerCase(), singularOf(i.toLowerCase())]));
    const whence = (x: string): string => {
      const low = x.toLowerCase();
      if (ownForms.has(low)) return `'${x}' is one of your own interests`;
      if ((PLATFORM_WORDS[o.platform] ?? []).includes(x)) return `'${x}' is ${readable(o.platform)} slang`;
      return `'${x}' sets ${withArticle(o.style === "pro" ? "skilled" : o.style)} tone`;
    };
    const separators = o.platform === "twitter" || o.platform === "twitch" || o.platform === "gaming" ? ["", "_"] : o.platform === "professional" ? ["", "."] : ["", "_", "."];
    // Only the description's words, not a select's value ("lifestyle_and_baking").
    // (The games stay in a phrase of the person's own: "cozy farming games", "games and chat".)
    const own = ownedHandles(ctx, said0.filter((w) => !o.extra.includes(w) || ctx.keywords.includes(w)), saidWords, doing);
    // Each of them once in a result: "vegan.recipes" and "VeganRecipes" are one name.
    // Two of them at most, drawn afresh each time: asked again, the person sees others ("CozyStreamer" in every list is one name seen five times).
    // (Where three or more would name what the person is, one does: "CozyStreamer", "NightStreamer" and "HorrorStreamer" are one idea.)
    const pool = [...own];
    const roles = own.filter((x) => x.kind === "role").length >= 3 ? 1 : 2;
    const unused: Owned[] = [];
    while (pool.length > 0 && unused.length < 2) {
      const owned = pool.splice(r.int(pool.length), 1)[0];
      if (owned.kind !== "role" || unused.filter((x) => x.kind === "role").length < roles) unused.push(owned);
    }
    return () => {
      // Now and then the person's own words make the whole handle: "NightShiftNurse", "kitchen.fails", "coffee_and_shifts".
      if (unused.length > 0 && r.chance(0.4)) {
        // The phrase alone, or kept whole before a word of the platform or the style ("ColdBrewClips", "night_shift_hawk").
        // Only a phrase takes a word after it: "CoffeeNurseFox" and "games_and_chat_lab" say too much.
        const owned = unused.splice(r.int(unused.length), 1)[0];
        const tail = owned.kind === "phrase" && r.chance(0.55) ? (PLATFORM_WORDS[o.platform] && r.chance(0.4) ? r.pick(PLATFORM_WORDS[o.platform]) : r.pick(nouns)) : null;
        const made = ownHandle(ctx, owned, o, separators, min, max, tail ? { word: tail, whence: whence(tail) } : null);
        if (made) return made;
      }
      // A field the visitor filled in for this (niche, games) leads more often than a passing word.
      // In the singular: it stands before another word more often than not ("parent_lab", not "parents_lab").
      // Where the person said what they are about, every handle says it too: "VoltComet" for cats and coffee is anyone's.
      const interest = interests.length > 0 ? capitalize(one(extra.length > 0 && r.chance(0.4) ? r.pick(extra) : r.pick(interests))) : null;
      const platformWords = PLATFORM_WORDS[o.platform];
      // The second word is most often a thing of the interest's world ("SniperScope", "bread_crumb"), or of another
      // of the person's interests ("ChillCreeper" for Minecraft and chill); a style word only now and then.
      const ownKin = interest ? kinOf(interest) : [];
      const otherKin = interest ? othersOf(interest) : [];
      const kinned: [string, string] | null =
        ownKin.length > 0 && r.chance(0.65) ? [r.pick(ownKin), interest!]
        : otherKin.length > 0 && r.chance(0.3) ? r.pick(otherKin)
        : null;
      const kinWord = kinned ? capitalize(kinned[0]) : null;
      const kinFrom = kinned ? kinned[1].toLowerCase() : "";
      // ("GhostScope", "crumb_goblin": the interest's world word with the style's voice, now and then.)
      // (Only a word that says its world at once: "EchoVelvet" keeps nothing of the cat it came from.)
      const vivid = kinWord !== null && (Boolean(HANDLE_WORLD[kinFrom] ?? HANDLE_WORLD[singularOf(kinFrom)]) || o.style === "aesthetic");
      const voiced = vivid && kinFrom === interest?.toLowerCase() && r.chance(0.3);
      // ("pizza_skillet", "thePizzaPantry": for a funny handle, two plain things of one world are no joke; the style's voice joins them.)
      if (kinWord && !voiced && o.style === "funny") return null;
      const a = voiced ? r.pick(words) : (interest ?? r.pick(words));
      const b = kinWord ?? (platformWords && r.chance(0.4) ? r.pick(platformWords) : r.chance(0.5) ? r.pick(nouns) : r.pick(words));
      if (a.toLowerCase() === b.toLowerCase()) return null;
      const sep = r.pick(separators);
      const lower = sep !== "" || o.style === "aesthetic" || o.style === "cute";
      let handle: string;
      const shape = r.int(5);
      // A plural stands last, not before another word ("the_days_lab", "ThoughtsLab"); interests were made singular above.
      if (!interest && shape !== 3 && /[^su]s$/i.test(a) && singularOf(a) !== a) return null;
      if (shape === 0) handle = `the${sep}${a}${sep}${b}`;
      else if (shape === 1 && (o.platform === "gaming" || o.style === "edgy" || o.style === "cool" || o.style === "pro")) handle = `${leet(a, ctx)}${b}`;
      // ("Spire247" for streams 24/7: a number of the person's own is worth more than any stock one.)
      else if (shape === 2 && (ownNumber || r.chance(0.4))) handle = `${a}${b}${ownNumber ?? r.pick(["7", "13", "21", "77", "99", "404", "x"])}`;
      else if (shape === 3) handle = `${b}${sep}${a}`;
      else handle = `${a}${sep}${b}`;
      const leeted = /[30]/.test(handle) && !/[30]/.test(`${a}${b}`);
      handle = handle.replace(/\s+/g, "");
      if (lower) handle = handle.toLowerCase();
      if (handle.length < min || handle.length > max || /[._]{2}|^[._]|[._]$/.test(handle)) return null;
      // ("Your slaythespire", "the nohit": a name written as one word is said in its words.)
      const spoken = (x: string) => x.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
      const where = o.platform === "any" ? "social media" : readable(o.platform);
      const tone = withArticle(o.style === "pro" ? "skilled" : o.style);
      const inHandle = voiced ? null : interest;
      const whyOpen = r.pick([
        `At ${handle.length} characters it fits ${withArticle(where)} profile and is easy to say out loud.`,
        `${handle.length} characters, easy to type in a search and to say out loud.`,
        `Short enough (${handle.length} characters) to read at a glance on ${where}.`,
      ]);
      const why = inHandle
        ? `${whyOpen} ${r.pick([`${capitalize(spoken(inHandle))} is what you said you are about, so followers know what to expect.`, `Anyone who sees it guesses the ${spoken(inHandle)} before opening a post.`, `It says ${spoken(inHandle)} up front, the thing you said you are about.`])}`
        : kinWord ? `${whyOpen} It hints at your ${kinFrom} without spelling it out.` : `${whyOpen} It fits ${tone} ${where} account.`;
      const meaning =
        kinWord && voiced ? `'${b}' from the world of ${kinFrom}, said in ${tone} voice with '${a}'.`
        : kinWord && kinFrom === interest?.toLowerCase()
          ? r.pick([`${capitalize(spoken(interest))} and ${withArticle(b.toLowerCase())} go together: '${a}' with '${b}'.`, `'${b}' is part of the world of ${spoken(interest)}, so '${a}' gets a partner that belongs with it.`, `Your ${spoken(interest)}, and '${b}', a thing that comes with it.`])
        : kinWord ? `Your ${interest!.toLowerCase()} with '${b}' from your ${kinFrom}: two of your interests in one handle.`
        : interest
          ? r.pick([`Joins '${a}' with '${b}', putting one of your interests front and centre.`, `'${a}' first, your interest, then '${b}' to give it ${withArticle(o.style === "pro" ? "skilled" : o.style)} edge.`, `Your ${spoken(interest)}, finished with '${b}'.`])
          : `Joins '${a}' with '${b}', ${withArticle(o.style)} pairing.`;
      return general(
        handle,
        meaning,
        traits(r, [capitalize(o.style === "pro" ? "skilled" : o.style), "Memorable", "Confident", "Approachable"], ["Original", "Social"]),
        why,
        `In '${handle}', ${kinWord && voiced ? `'${b}' belongs with your '${kinFrom}', and '${a}' sets ${tone} tone` : kinWord ? `${whence(a)}, and '${kinWord}' belongs with your '${kinFrom}'` : whence(a).endsWith(" tone") && whence(b).endsWith(" tone") ? `'${a}' and '${b}' both set ${tone} tone` : `${whence(a)}, and ${whence(b)}`}${leeted ? `, with ${/3/.test(handle) ? "'3' for 'e'" : "'0' for 'o'"} in old gamer spelling` : ""}${ownNumber && handle.endsWith(ownNumber) ? `, and '${ownNumber}' is your '24/7'` : ""}.`,
      );
    };
  };
}

// A handle built from the person's own words only.
interface Owned {
  /** The words, in the order the person gave them. */
  words: string[];
  /** "phrase": two words side by side in the description ("kitchen fails"); "role": what they are, after an interest
   * ("a nurse who…" -> CoffeeNurse); "and": two interests joined ("hikes_and_lenses"). */
  kind: "phrase" | "role" | "and";
}

/** What the person is ("a nurse who posts", "I'm a skater"), when the description says. */
function roleOf(said: readonly string[]): string | null {
  for (let i = 0; i < said.length; i++) {
    const w = said[i];
    const before = said.slice(Math.max(0, i - 3), i).join(" ");
    const named = /^(who|that)$/.test(said[i + 1] ?? "") || /\b(i am an?|i'm an?|im an?)$/.test(before);
    if (named && /^[a-z]{3,10}$/.test(w) && partsOfSpeech(w).includes("n") && !isAudience(w) && !/^(person|account|page|channel|girl|guy|boy|man|woman|someone|one)$/.test(w)) return w;
  }
  return null;
}

function ownedHandles(ctx: Ctx, interests: readonly string[], said: readonly string[], doing: (w: string) => boolean): Owned[] {
  const out: Owned[] = [];
  // ("deckbuilding roguelikes": a word of twelve letters still makes a phrase of the person's.)
  const usable = (w: string) => /^[a-z]{3,12}$/.test(w) && !isUnpleasant(w) && !SAYS_NOTHING.test(w) && !/^(about|and|the|who|with|for|from|my|our|your|their|his|her)$/.test(w);
  const interest = new Set(interests.map((w) => w.toLowerCase()));
  // Words side by side, the last a noun the person is about: "night shifts", "kitchen fails", "cold brew coffee".
  const pair = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && usable(a) && usable(b) && interest.has(b) && !doing(a) && !doing(b) && !isAudience(a) && !isAudience(b) &&
    (interest.has(a) || isAdjective(a)) && !describesAudience(a, said);
  const add = (words: string[]) => {
    // ("horror game": one word and "game" is the one word, "horror_game".)
    if (words.length === 2 && GAMES.test(words[1])) return;
    if (!out.some((x) => x.kind === "phrase" && x.words.join(" ") === words.join(" "))) out.push({ words, kind: "phrase" });
  };
  for (let i = 0; i + 1 < said.length; i++) {
    // Only whole runs: "brew coffee" is half of "cold brew coffee".
    if (!pair(said[i], said[i + 1]) || pair(said[i - 1], said[i])) continue;
    const run = pair(said[i + 1], said[i + 2]) ? said.slice(i, i + 3) : said.slice(i, i + 2);
    add(run);
    if (run.length === 3) {
      // Its head with a describing word stands alone ("vegan recipes"), and so does a describing word with its noun ("cold brew").
      if (isAdjective(run[1])) add(run.slice(1));
      else if (isAdjective(run[0])) add(run.slice(0, 2));
    }
  }
  const role = roleOf(said);
  // Not a word that only describes the next one ("night" in "night shifts": the nurse is not all about night).
  const modifierOnly = (w: string) => said.some((x, i) => x === w && interest.has(said[i + 1] ?? "")) && !said.some((x, i) => x === w && !interest.has(said[i + 1] ?? ""));
  // ("GameStreamer": a game is what every streamer plays, not what this one is about.)
  if (role) for (const w of interests) if (w.toLowerCase() !== role && usable(w.toLowerCase()) && !GAMES.test(w.toLowerCase()) && !doing(w) && !modifierOnly(w.toLowerCase())) out.push({ words: [w.toLowerCase(), role], kind: "role" });
  // Two things the person joins with "and" themselves: "games and chat", "night shifts and coffee".
  const noun = (w: string) => usable(w) && interest.has(w) && w !== role && !isAdjective(w) && !doing(w);
  for (let i = 1; i + 1 < said.length; i++) {
    if (said[i] !== "and" || !noun(said[i - 1])) continue;
    // The head of what follows: "recipes and book reviews" joins recipes and reviews, not recipes and book.
    let j = i + 1;
    while (j + 1 < said.length && j < i + 3 && usable(said[j + 1]) && interest.has(said[j + 1]) && !doing(said[j + 1]) && (interest.has(said[j]) || isAdjective(said[j]))) j++;
    if (noun(said[j])) out.push({ words: [said[i - 1], said[j]], kind: "and" });
  }
  return out;
}

function ownHandle(ctx: Ctx, owned: Owned, o: HandleOptions, separators: readonly string[], min: number, max: number, tail: { word: string; whence: string } | null) {
  const r = ctx.rng;
  const sep = r.pick(separators);
  const lower = sep !== "" || o.style === "aesthetic" || o.style === "cute";
  const [a, b] = owned.words;
  const last = owned.words[owned.words.length - 1];
  // In a phrase the first words describe the last: "night shift" rather than "nights shifts"; before another word
  // the phrase is singular too: "NightShiftHawk", not "NightShiftsHawk".
  const parts =
    owned.kind === "and" ? [a, "and", b]
    : owned.kind === "role" ? [HANDLE_WORLD[a] && !HANDLE_WORLD[singularOf(a)] ? a : singularOf(a), b]
    : [...owned.words.slice(0, -1).map((w) => singularOf(w)), tail ? singularOf(last) : last];
  // A plain pair is signed with "the" now and then ("the.kitchen.fails").
  const lead = owned.kind === "phrase" && r.chance(0.3) ? ["the"] : [];
  let handle = [...(tail ? [] : lead), ...parts, ...(tail ? [tail.word] : [])].map((w) => (lower ? w : capitalize(w))).join(sep);
  if (lower) handle = handle.toLowerCase();
  if (handle.length < min || handle.length > max) return null;
  const platform = o.platform === "any" ? "social media" : readable(o.platform);
  const said = owned.words.map((w) => `'${w}'`).join(" and ");
  const phrase = owned.words.join(" ");
  const meaning =
    owned.kind === "phrase" ? `'${phrase}', in your own words, as a name.`
    : owned.kind === "role" ? `The ${b} who is all about ${a}, said in ${handle.length} characters.`
    : `${capitalize(a)} and ${b}: the two things the account is about.`;
  const why =
    owned.kind === "phrase" ? `You wrote '${phrase}', so anyone who finds ${handle} knows at once what the ${platform} account is about.`
    : owned.kind === "role" ? `It says in one go who you are (${withArticle(b)}) and what you are about (${a}).`
    : `Both halves are yours (${said}), so the handle promises exactly what followers will get.`;
  const origin =
    owned.kind === "phrase" ? `'${capitalize(phrase)}' is how you put it yourself${tail ? `, and ${tail.whence}` : lead.length > 0 ? ", with 'the' in front as a title" : ""}.`
    : owned.kind === "role" ? `'${capitalize(b)}' is what you said you are, and '${a}' is one of your own interests.`
    : `'${capitalize(a)}' and '${b}' are both yours, in the order you wrote them.`;
  return general(handle, meaning, traits(r, ["Personal", "Clear", "Memorable"], ["Original", "Social"]), why, origin);
}

/** A sentence told once in a result (a tradition), then left out. */
function sayOnce(): (sentence: string) => string {
  const told = new Set<string>();
  return (sentence) => (told.has(sentence) ? "" : (told.add(sentence), ` ${sentence}`));
}

export const usernameMaker = handleMaker((ctx) => ({ platform: ctx.opt("platform"), style: ctx.opt("style"), extra: [] }));
export const twitchMaker = handleMaker((ctx) => ({ platform: "twitch", style: ctx.opt("style"), extra: gamesOf(ctx.text("games")) }));

/** The games a streamer named, each as one word: "Elden Ring" is "EldenRing", never "ring_tilt"; "horror games" is "horror". */
function gamesOf(text: string): string[] {
  return text
    .split(/,|&|\/|\band\b|\bor\b/i)
    .map((g) => tokens(g).filter((t) => !GAMES.test(t) && t.length > 1))
    // ("Slay the Spire" is "SlayTheSpire"; a name too long for a handle keeps the word that is its own, "Stardew" of "Stardew
    // Valley", "Zelda" of "The Legend of Zelda", never a plain word, "Valley".)
    .map((t) => (t.join("").length <= 12 ? t : t.filter((x) => x.length >= 4 && partsOfSpeech(x) === "").slice(0, 1)))
    .filter((t) => t.length > 0)
    .map((t) => (t.length === 1 ? t[0] : t.map(capitalize).join("")))
    .filter((g) => g.length > 2 && g.length <= 12)
    .slice(0, 3);
}
export const twitterMaker = handleMaker((ctx) => ({ platform: "twitter", style: ctx.opt("style"), extra: [] }));
export const snapchatMaker = handleMaker((ctx) => ({ platform: "snapchat", style: ctx.opt("style"), extra: [] }));
export const tiktokMaker = handleMaker((ctx) => ({ platform: "tiktok", style: ctx.opt("style"), extra: [ctx.opt("niche")] }));

export const linkedinMaker: Maker = (ctx) => {
  const profession = tokens(ctx.text("profession")).filter((t) => t.length > 1).slice(0, 3);
  const style = ctx.opt("style");
  const tails: Record<string, string[]> = {
    professional: ["pro", "consulting", "advisory", "expert", "hq", "official"],
    creative: ["studio", "creates", "makes", "lab", "works", "atelier"],
    expert: ["expert", "insights", "explained", "academy", "specialist", "lead"],
    friendly: ["helps", "hello", "notes", "daily", "with-you", "talks"],
  };
  const r = ctx.rng;
  const once = sayOnce();
  // A field of work is a noun: "the-book-advisory", never "the-rainy-consulting"
  // (a mood word) or "the-books-advisory" (a plural used as a modifier).
  const fields = [...new Set(ctx.keywords.filter((k) => !isAdjective(k)).map((k) => singularOf(k)))];
  return () => {
    const core = profession.length > 0 && r.chance(0.75) ? profession.join("-") : r.pick(fields.length > 0 && r.chance(0.7) ? fields : ["strategy", "growth", "design", "insight"]);
    const tail = r.pick(tails[style] ?? tails.professional);
    const shape = r.int(3);
    const whose = profession.length > 0 && core === profession.join("-") ? "your profession" : fields.includes(core) ? "your own field" : "a field to swap for your own";
    const slug = shape === 0 ? `${core}-${tail}` : shape === 1 ? `${tail}-${core}` : `the-${core}-${tail}`;
    if (slug.length > 40 || slug.split("-").some((p) => p === "")) return null;
    return general(
      slug,
      r.pick([
        `Puts '${core.replace(/-/g, " ")}' up front and adds '${tail}', so people see your field in the address itself.`,
        `Your ${core.replace(/-/g, " ")} in the address, with '${tail}' to round it off.`,
        `'${tail}' with '${core.replace(/-/g, " ")}': what you do, readable before anyone opens the profile.`,
      ]),
      traits(r, ["Professional", "Credible", "Approachable", "Focused"], [capitalize(style)]),
      `Fits ${withArticle(style)} LinkedIn presence: a custom profile address with your ${profession.length > 0 ? "profession" : "focus"} in it is easier to share and to find in search.`,
      `In '${slug}', '${core.replace(/-/g, " ")}' is ${whose}, and '${tail.replace(/-/g, " ")}' sets ${withArticle(style)} tone.${once("LinkedIn lets every member choose this part of the profile address.")}`,
    );
  };
};

const CHANNEL_WORDS: Record<string, string[]> = {
  gaming: list("Pixel, Respawn, Loot, Controller, Quest, Checkpoint, Boss Fight, Save Point, Combo, Arcade, Lobby, High Score, Joystick, Cartridge, Player One, Glitch, Power Up, Co-op, Side Quest, Level Up, Continue, Bonus Round, Game Over, Extra Life, Hitbox, Warp Zone, Final Boss, Speedrun, Hotkey, Button Mash, New Game Plus, Critical Hit, Leaderboard, Console"),
  vlog: list("Days, Diaries, Life, Corner, Journal, Notes, Weekend, Everyday, Chapters, Moments, Mornings, Stories, Snapshots, Sundays, Camera Roll, Little Things, Seasons, Small Talk, Home Movies, Daydreams, Good Days, Afternoons"),
  // Kinds no option names, chosen from the description: travel and moving abroad, and pets (a vet's or an owner's channel).
  travel: list("Abroad, Postcards, Passport, Roads, Detours, Wanderings, Open Road, Side Streets, Field Notes, Camera Roll, Journeys, Miles, Departures, Suitcase, Boarding Pass, Slow Travel, Expat Diaries, Day Trips, Backroads"),
  pets: list("Tails, Paws, Woof, Walkies, Treats, Zoomies, Dog Park, Whiskers, Purrs, Pet Corner, Vet Notes, Fetch, Sit & Stay, Tail Wags, Pawprints, Pet Hacks, Tricks, Good Boy, Pet Talk, Paw Notes, Logic, Decoded, Behaviour, Body Language"),
  education: list("Explained, Academy, Lab, Classroom, School, Notes, Lessons, Curious, Question, Chalkboard, Minute, Guide, Workshop, Study Hall, Notebook, Class, Field Guide, Primer, Explainers, Office Hours, Homework, Margin Notes, Lecture Hall, Blackboard, Study Guide, Big Questions, Pop Quiz, Library, Syllabus, Crash Course, Flashcards, Whiteboard, Reading Room, Almanac, Atlas, Seminar, Answers, Encyclopedia, Deep Dives, Sketchpad, Debate Club, Science Fair"),
  tech: list("Bytes, Gadgets, Circuit, Unboxed, Tech Tips, Silicon, Setup, Kernel, Signal, Specs, Teardown, Workbench, Patch, Hardware, Upgrade, Benchmark, Firmware, Bench Test, Boot Up, Gigabyte, Motherboard, Tech Talk, Desk Setup, Power Button, Screwdriver, Soldering Iron, Beta, Changelog, Device Lab, Battery, Test Bench, Spec Sheet, Lab Notes, Review Desk, Tech Desk, Bench Notes, First Look, Hands-On"),
  cooking: list("Kitchen, Pantry, Skillet, Table, Spoon, Recipe, Oven, Supper, Feast, Bites, Plate, Crumbs, Cookbook, Kettle, Stove, Larder, Simmer, Saucepan, Whisk, Mixing Bowl, Cutting Board, Wooden Spoon, Dinner Bell, Stockpot, Sheet Pan, Apron, Ladle, Spice Rack, Cast Iron, Leftovers, Countertop, Potluck, Test Kitchen, Supper Club, Recipe Box, Family Table, Kitchen Table, Sunday Supper, Home Kitchen, Cook-Along, Weeknights, Dinner Party, Mess Hall, Kitchen Notes, Pantry Shelf, Bake Sale, Picnic"),
  fitness: list("Reps, Strong, Sweat, Move, Pulse, Gains, Stride, Burn, Iron, Flex, Motion, Grind, Lift, Sprint, Form, Tempo, Warm Up, Cooldown, Reps & Sets, Sweat Club, Step, Endurance, Stopwatch, Personal Best, Barbell, Kettlebell, Start Line, Recovery, Power Hour, Finish Line, Stretch, Balance, Mobility, Steady, Steps, Daily Moves, Move More, Living Room Gym"),
  comedy: list("Chaos, Nonsense, Bits, Shenanigans, Sketch, Mischief, Jokes, Punchline, Laughs, Antics, Blunders, Capers, Gags, Goofs, Hijinks, Tomfoolery, Bloopers, Outtakes, Punchlines, Sketchbook, Silliness, Banter, Pratfalls, Whoopee Cushion, Clown Car, Rubber Chicken, Deadpan, Running Gag, Open Mic, Plot Twist"),
  music: list("Sessions, Chords, Tapes, Riffs, Covers, Studio, Notes, Vinyl, Jam, Sound, Loops, Tracks, B-Sides, Encore, Verses, Grooves, Setlist, Soundcheck, Backstage, Bridge, Chorus, Harmony, Mixtape, Demo Tape, Green Room, Tuning Fork, Metronome, Rehearsal, Liner Notes, Headphones"),
  beauty: list("Glow, Glam, Blush, Palette, Shades, Vanity, Beauty, Routine, Lashes, Gloss, Mirror, Brush, Swatches, Blend, Radiance, Makeover, Vanity Table, Glow Up, Primer, Highlighter, Contour, Powder Room, Makeup Bag, Dressing Table, Compact, Lip Gloss, Finishing Touch, Glow Kit, Touch Up, Brush Roll"),
  // Kinds no option names, chosen from the description: mending and restoring things, and making them by hand.
  // ("The Hand Tool Spanner", "The Boot Sale Sawhorse": one tool is no channel's word; what happens to things is.)
  workshop: list("Workshop, Workbench, Bench, Shed, Build Log, Shop Notes, Projects, Restorations, Rebuilds, Elbow Grease, Patina, Second Life, Spare Parts, Blueprints, Handiwork, Fixes, Nuts & Bolts, Bench Notes, Repair Bench, Odds & Ends, Teardown, Project Log, Revival, Rescue, Rescues, Makeover, Rust to Shine, Good as New, Brought Back"),
  crafts: list("Craft Room, Makers, Handiwork, Studio, Craft Table, Workbasket, Scraps, Projects, Make Day, Bits & Bobs, Odds & Ends, Craft Corner, Little Makes, Snippets, Patterns, Project Bag, Sketchbook, Tutorials, Maker Days, Craft Diaries, Work Table, Notions, Offcuts, Hobby Room, Samplers, Keepsakes"),
};
const TONE_ADJ: Record<string, string[]> = {
  fun: list("Happy, Silly, Sunny, Little, Big, Lucky, Jolly, Merry, Breezy, Cheery"), serious: list("Honest, Deep, Real, Clear, Daily, True, Smart, Plain, Solid, Straight"),
  quirky: list("Odd, Curious, Wonky, Weird, Tiny, Accidental, Slightly, Peculiar, Wobbly, Offbeat"), dramatic: list("Epic, Wild, Ultimate, Midnight, Legendary, Burning, Bold, Fearless, Thunder, Savage"),
  elegant: list("Velvet, Golden, Gilded, Quiet, Ivory, Silk, Graceful, Pearl, Gentle, Satin"),
};

// What a host does on camera, for "Cooking with Sam".
const CHANNEL_ACTIVITY: Record<string, string[]> = {
  gaming: list("Gaming, Games, Speedruns"), vlog: list("Life, Weekends, Adventures, Road Trips"), education: list("Learning, Lessons, Science"),
  tech: list("Tinkering, Gadgets, Tech"), cooking: list("Cooking, Dinner, Baking"), fitness: list("Training, Workouts, Lifting"),
  comedy: list("Chaos, Nonsense, Mischief"), music: list("Jamming, Sessions, Covers"), beauty: list("Makeup, Glam, Skincare"),
  workshop: list("Fixing, Restoring, Building, Tinkering"), crafts: list("Making, Crafting, Creating"),
  travel: list("Travels, Adventures, Road Trips, Slow Travel"), pets: list("Dogs, Pets, Walkies, Training"),
};
// First names for a host, in "Cooking with Sam".
const HOSTS = [...GIVEN.modern.neutral, ...GIVEN.modern.female.slice(0, 12), ...GIVEN.modern.male.slice(0, 12)].filter((n) => n.length <= 7);

// Description families that say which kind of channel it is, when the
// "Channel type" option is left at its default: recipes make a cooking channel.
const NICHE_BY_FAMILY: Record<string, string> = {
  games: "gaming", science: "education", food: "cooking", coffee: "cooking", bread: "cooking", sweets: "cooking", grill: "cooking", spice: "cooking", toys: "gaming",
  fitness: "fitness", yoga: "fitness", music: "music", beauty: "beauty", tech: "tech", code: "tech", ai: "tech", learn: "education",
  build: "workshop", woodwork: "workshop", craft: "crafts", pottery: "crafts", needlework: "crafts",
  pets: "pets", cat: "pets", travel: "travel",
};
// "I repair antique clocks", "restoring old tractors": mending or restoring things makes a workshop channel, not a vlog ("Jolly Wanderings").
const MENDING = /^(repair|repairs|repairing|restore|restores|restoring|fix|fixes|fixing|rebuild|rebuilds|rebuilding|refurbish\w*|renovat\w*|upcycl\w*|mend|mends|mending|tinker\w*|refinish\w*|overhaul\w*)$/;

/** The channel type: the option, or the description's subject when the option is at its default. */
function channelNiche(ctx: Ctx, said: readonly string[]): string {
  const chosen = ctx.opt("niche");
  const field = ctx.generator.fields.find((f) => f.name === "niche");
  if (!field || field.kind !== "select" || chosen !== field.default) return chosen;
  if (said.some((w) => MENDING.test(w))) return "workshop";
  // ("a nurse explains medical myths", "debunking diet fads": explaining is teaching, not a vlog's "Afternoons".)
  if (said.some((w) => /^(explain|explains|explained|explaining|explainer|explainers|myth|myths|debunk|debunks|debunking|facts)$/.test(w))) return "education";
  // ("vlogging my move from London to rural Japan", "life as expats in Lisbon": moving abroad is a traveller's channel.)
  if (said.some((w) => /^(abroad|expat|expats|emigrating|emigrated|relocating|backpacking|overseas)$/.test(w)) || /\bmov(?:e|ing|ed) (?:abroad|overseas|(?:from [A-Z][a-z]+ )?to (?:[a-z]+ )?[A-Z])/.test(ctx.description)) return "travel";
  // ("a college student's study vlogs": a vlog says so; "daily life of a student": who the host is makes no education channel.)
  if (said.some((w) => /^vlogs?$/.test(w))) return chosen;
  // ("clocks in my garage": a word of two worlds counts in the one the description means, and where the host works is no world.)
  for (const k of ctx.keywords) {
    if (isAudience(k)) continue;
    const niche = NICHE_BY_FAMILY[familyInContext(k, said)?.key ?? ""];
    if (niche) return niche;
  }
  return chosen;
}

// What a channel promises about how it tells its subject: "Space Made Simple", "Laptops Unboxed".
const CHANNEL_PROMISES: [string, string][] = [
  ["Made Simple", "the promise that nothing will go over anyone's head"], ["Decoded", "the promise that the hard parts get explained"],
  ["Daily", "a promise of something new every day"], ["Weekly", "a promise of one good video every week"], ["Uncut", "the promise of the whole thing, nothing trimmed"],
  ["in Minutes", "the promise of short, quick videos"], ["IRL", "the real-life side, not the polished one"], ["Club", "a place viewers belong to, not just watch"],
  ["Show", "the plain promise of a regular show"], ["Simplified", "the promise of the short, clear version"], ["Deep Dive", "the promise of long, thorough videos"],
  ["Nerds", "a friendly badge for people who love the subject"],
  ["101", "the promise of starting from the very beginning"], ["Corner", "a small, friendly place to come back to"], ["HQ", "the one place everything on the subject lives"],
  ["Diaries", "the promise of the real story, told as it happens"], ["Academy", "the promise that viewers will come away knowing more"], ["Hour", "the promise of an unhurried watch"],
  ["Tonight", "the promise of something to watch this evening"], ["Files", "the promise of a growing archive to dig through"], ["Lab", "the promise of trying things out on camera"],
];

/** "Big Questions", "Small Talk", "Final Boss": a channel word of two that opens on a describing word. */
function describedFirst(word: string): boolean {
  const first = word.split(" ")[0].toLowerCase();
  return word.includes(" ") && (isAdjective(first) || /^(good|open)$/.test(first));
}

/** How often, how quick or how big, said of the subject: never a subject alone ("Daily Days TV", "Quick Kettle"). */
const HOW_OFTEN = /^(daily|weekly|monthly|easy|quick|simple|small|big|little|good|best|new|cheap|fast|short|long)$/;

/** Words that say where a thing was found or left ("found on the street", "left in the attic"). */
const WHERE_FROM = /^(on|in|at|from|by|along|under|near|inside|behind|around)$/;

/** "on a budget", "on a shoestring": how, not what the channel is about ("Merry Budget"). */
function onA(word: string, said: readonly string[]): boolean {
  return said.some((w, i) => w === word && i >= 2 && said[i - 1] === "a" && said[i - 2] === "on");
}

// Words about the channel itself ("show the process", "weekly videos"), never its subject ("Process Hour", "Show with Alex").
const CHANNEL_META = new Set(["show", "shows", "process", "video", "videos", "channel", "channels", "content", "episode", "episodes", "series", "clip", "clips", "upload", "uploads", "subscribers", "footage", "youtube", "post", "posts", "vlogs", "stream", "streams", "livestream", "livestreams", "week", "weeks", "weekly", "monthly", "tutorial", "tutorials", "tips", "vlog", "vlogs", "guide", "guides", "reviews", "review"]);
// Talking about a thing ("explaining space", "I review street food") is how a channel tells it, not what it does.
const TELLING = ["explain", "teach", "review", "talk", "discuss", "show", "share", "answer", "cover", "rank", "react", "rate", "test", "compare", "interview", "read", "watch", "play", "listen"];
const TELLING_ING = new Set(TELLING.map(ingForm));
// Verbs a host uses about the telling, or about liking, not the doing ("I love", "I explain").
const HOW_TOLD = new Set([...TELLING, "am", "was", "be", "have", "had", "love", "like", "want", "need", "think", "post", "film", "upload", "make", "do", "try", "get", "go"]);

// ---- The hook a person would name a channel for: who is on camera, whom it is for, what is odd about it ----

/** A channel name built from the description's hook, with its own explanation. */
interface Hook {
  name: string;
  meaning: string;
  why: string;
  origin: string;
  /** Which hook it is made of: who is on camera, whom it is for, what is odd, the subject's own words. */
  kind: string;
}

// The people a description puts on camera ("Grandma and grandson cooking"): the host is who they said, never an
// invented first name ("Caleb's Grandson Cookbook", "Recipes with Zoe" for a grandma and her grandson).
const KIN: Record<string, { title: string; elder: boolean; kind: "grandmother" | "grandfather" | "mother" | "father" | "other" }> = {
  grandma: { title: "Grandma", elder: true, kind: "grandmother" }, granny: { title: "Granny", elder: true, kind: "grandmother" },
  grandmother: { title: "Grandma", elder: true, kind: "grandmother" }, nana: { title: "Nana", elder: true, kind: "grandmother" },
  nan: { title: "Nan", elder: true, kind: "grandmother" }, abuela: { title: "Abuela", elder: true, kind: "grandmother" },
  nonna: { title: "Nonna", elder: true, kind: "grandmother" }, grandpa: { title: "Grandpa", elder: true, kind: "grandfather" },
  grandfather: { title: "Grandpa", elder: true, kind: "grandfather" }, granddad: { title: "Granddad", elder: true, kind: "grandfather" },
  grandad: { title: "Grandad", elder: true, kind: "grandfather" }, abuelo: { title: "Abuelo", elder: true, kind: "grandfather" },
  mom: { title: "Mom", elder: true, kind: "mother" }, mum: { title: "Mum", elder: true, kind: "mother" }, mother: { title: "Mom", elder: true, kind: "mother" },
  dad: { title: "Dad", elder: true, kind: "father" }, father: { title: "Dad", elder: true, kind: "father" },
  grandson: { title: "Grandson", elder: false, kind: "other" }, granddaughter: { title: "Granddaughter", elder: false, kind: "other" },
  grandkids: { title: "Grandkids", elder: false, kind: "other" }, grandchildren: { title: "Grandkids", elder: false, kind: "other" },
  son: { title: "Son", elder: false, kind: "other" }, daughter: { title: "Daughter", elder: false, kind: "other" },
  kids: { title: "Kids", elder: false, kind: "other" }, sister: { title: "Sister", elder: false, kind: "other" }, brother: { title: "Brother", elder: false, kind: "other" },
  twins: { title: "Twins", elder: false, kind: "other" }, wife: { title: "Wife", elder: false, kind: "other" }, husband: { title: "Husband", elder: false, kind: "other" },
};
// What a grandparent is called where the family's food or roots are from ("Mexican recipes" -> Abuela): the word the
// family itself would use. (A list, because the language is one.)
const KIN_WORD: { roots: RegExp; grandmother: string; grandfather: string }[] = [
  { roots: /^(mexican|spanish|latin|latino|latina|latinx|cuban|colombian|peruvian|argentinian|argentine|puerto|dominican|salvadoran|guatemalan|venezuelan|chilean|honduran|tex)$/, grandmother: "Abuela", grandfather: "Abuelo" },
  { roots: /^(italian|sicilian|neapolitan)$/, grandmother: "Nonna", grandfather: "Nonno" },
  { roots: /^(greek)$/, grandmother: "Yiayia", grandfather: "Papou" },
  { roots: /^(filipino|filipina)$/, grandmother: "Lola", grandfather: "Lolo" },
  { roots: /^(german|austrian|dutch)$/, grandmother: "Oma", grandfather: "Opa" },
  { roots: /^(polish)$/, grandmother: "Babcia", grandfather: "Dziadek" },
  { roots: /^(jewish|yiddish)$/, grandmother: "Bubbe", grandfather: "Zayde" },
  { roots: /^(lebanese|syrian|palestinian|arab|arabic)$/, grandmother: "Teta", grandfather: "Jiddo" },
];
// Where a niche's videos happen, after a person's name ("Abuela's Kitchen", "Dad's Workshop").
const PLACE_OF: Record<string, string[]> = {
  cooking: list("Kitchen, Table, Recipes, Cookbook, Stove, Pantry"), workshop: list("Workshop, Garage, Workbench, Shed"), crafts: list("Craft Room, Sewing Box, Craft Table"),
  gaming: list("Game Room, Couch, Arcade"), fitness: list("Gym, Workouts"), music: list("Music Room, Sessions"), beauty: list("Vanity, Makeup Bag"),
  tech: list("Desk, Workbench"), vlog: list("Days, Adventures"), education: list("Lessons, Classroom"), comedy: list("Couch, Chaos"),
  travel: list("Travels, Adventures"), pets: list("Dog Walks, Pets"),
};
const ACT_OF: Record<string, string> = { travel: "Travelling", pets: "Dog Walks", cooking: "Cooking", workshop: "Fixing Things", crafts: "Crafting", gaming: "Gaming", fitness: "Working Out", music: "Jamming", beauty: "Glam", tech: "Tinkering", vlog: "Adventures", education: "Learning", comedy: "Chaos" };

/** "over 50", "over fifty", "in their 60s": the age a channel is made for, as a word ("Fifty"). */
function ageOf(description: string): string | null {
  const m = description.toLowerCase().match(/\b(?:over|past|after|aged|in (?:their|your|our|my))\s+(40|50|60|70|80|forty|fifty|sixty|seventy|eighty)(?:'?s)?\b/);
  if (!m) return null;
  const words: Record<string, string> = { "40": "Forty", "50": "Fifty", "60": "Sixty", "70": "Seventy", "80": "Eighty" };
  return words[m[1]] ?? capitalize(m[1]);
}

/** "bad knees", "back pain", "stiff hips", "arthritis": the part of the body a channel is kind to ("Knee"). */
function troubledPart(description: string): string | null {
  const d = description.toLowerCase();
  const m = d.match(/\b(?:bad|sore|weak|stiff|painful|aching|achy|creaky|dodgy|injured|replaced|arthritic|wonky)\s+(knee|back|hip|shoulder|joint|ankle|wrist|neck)s?\b/) ?? d.match(/\b(knee|back|hip|shoulder|joint|neck)\s+(?:pain|problems?|issues?|injur(?:y|ies)|trouble)\b/);
  if (m) return capitalize(m[1]);
  return /\barthritis\b/.test(d) ? "Joint" : null;
}

// How the visitor says their videos go wrong or run odd ("speedrunning badly"): the joke a channel can wear.
const MANNER = /^(badly|poorly|terribly|horribly|awfully|slowly|lazily|clumsily|awkwardly|chaotically|reluctantly)$/;
// What an odd choice of subject makes of it ("obscure PS1 games" -> Deep Cut, Bargain Bin). (A list: these are set phrases.)
const OBSCURE: Record<string, [string, string][]> = {
  obscure: [["Deep Cut", "a deep cut is a thing only real fans know"], ["Bargain Bin", "the bargain bin is where forgotten titles end up"], ["Forgotten", "the obscure titles most people forgot"]],
  forgotten: [["Forgotten", "the titles most people forgot"], ["Bargain Bin", "the bargain bin is where forgotten titles end up"]],
  underrated: [["Underrated", "the underrated titles you cover"], ["Hidden Gem", "a hidden gem is a good thing few have found"]],
  unknown: [["Deep Cut", "a deep cut is a thing only real fans know"], ["Hidden Gem", "a hidden gem is a good thing few have found"]],
  overlooked: [["Hidden Gem", "a hidden gem is a good thing few have found"], ["Overlooked", "the overlooked titles you cover"]],
  cheap: [["Bargain Bin", "cheap finds, as from a bargain bin"], ["Budget", "the cheap end you cover"]],
  weird: [["Oddball", "the weird picks you make"], ["Weird", "the weird picks you make"]],
};
// The sound or slang of a subject's world a channel can lead with ("keyboards" -> Thock, Keycap).
const SUBJECT_SLANG: Record<string, [string, string][]> = {
  keyboard: [["Thock", "the deep sound a good mechanical keyboard makes"], ["Keycap", "the caps on every key"], ["Clack", "the sound of a mechanical keyboard"], ["Keeb", "what keyboard fans call their boards"]],
  speedrun: [["Any%", "the speedrun category where anything goes"], ["Split", "the times a speedrunner keeps"], ["Frame Perfect", "what a speedrunner's best tricks must be"]],
  camera: [["Shutter", "what every camera clicks"], ["Aperture", "the opening a photographer sets"]],
  photography: [["Shutter", "what every camera clicks"], ["Aperture", "the opening a photographer sets"]],
  piano: [["Ivories", "the keys a pianist plays"]], farm: [["Harvest", "what every farm works toward"]],
  horror: [["Jump Scare", "the moment every horror fan waits for"]], calisthenics: [["Bodyweight", "the only weight calisthenics uses"]],
  coffee: [["Crema", "the top of a good espresso"], ["Pour-Over", "a slow way of making coffee"]],
  guitar: [["Fretboard", "where a guitarist's fingers go"], ["Riff", "what a guitarist plays"]],
};
// The angles a channel is told from (see channelHooks): one name of each in a list.
const ANGLES = /^(price|honest|start|late|quick|for|place|every|with|badly|rescue|vibe)$/;
// Words that say a channel's price angle ("budget mechanical keyboards", "drugstore makeup").
const PRICE = /^(budget|cheap|affordable|inexpensive|drugstore|thrifty|frugal|bargain|low-cost)$/;
// Animals that come along on camera ("van life with my dog"): company, never the subject.
const PET = /^(dog|cat|puppy|kitten|pup)s?$/;
// A mood said of the videos ("chill vlogs", "cozy games"): how they feel, never what they are about ("Chill Speedrun").
const VIBE = /^(chill|cozy|cosy|relaxing|relaxed|calm|wholesome|comfy|laid-back)$/;
// Words a channel name ends on after a subject, with what each promises ("Thock Theory", "Switch Lab").
// (Each with the kinds of channel it suits: "Dinner Bench", "Dinner Dojo" suit none.)
// (None of the promises above, "Lab", "Club", "Weekly": one name would come of both.)
const SHOW_WORDS: [string, string, RegExp][] = [
  ["Theory", "the close look behind each video", /^(tech|gaming|education|music)$/], ["Bench", "the bench the things are tested on", /^(tech|workshop|crafts)$/],
  ["Society", "a circle of people who care about it", /./], ["Report", "a straight verdict on each one", /^(tech|gaming|education|beauty)$/],
  ["Talk", "an easy conversation about it", /./], ["Notes", "careful notes on each one", /./], ["Dojo", "a place to get good at it", /^(gaming|fitness)$/],
  ["Garage", "a place things get taken apart", /^(tech|workshop|music)$/], ["Session", "one sitting at a time", /^(music|gaming|fitness|education|crafts)$/],
  ["Studio", "a place things get made", /^(music|crafts|beauty|cooking)$/], ["Digest", "the best of it, gathered up", /./], ["Desk", "a desk where it all gets looked at closely", /^(tech|education|gaming)$/],
  ["Collective", "a crowd of people who love it", /./], ["Circle", "a close group that shares it", /./], ["Den", "a cosy place to come back to", /./],
];
// A channel made for those who must take it easy: what a fitness channel says of them ("Fit After Fifty").
const FIT_STATES: [string, string][] = [["Fit", "Getting fit"], ["Strong", "Getting strong"], ["Active", "Staying active"], ["Stronger", "Getting stronger"]];

/** The names a visitor would pick first: made of who is on camera, whom it is for and what is odd about it. */
function channelHooks(ctx: Ctx, said: readonly string[], niche: string, heads: readonly string[], activity: string | null): Hook[] {
  const out: Hook[] = [];
  let kind = "people";
  const add = (name: string, meaning: string, why: string, origin: string) => {
    if (name.length <= 30 && !out.some((h) => h.name === name)) out.push({ name, meaning, why, origin, kind });
  };
  const d = ctx.description;
  const roots = [...ctx.origins, ...said].map((w) => w.toLowerCase());
  // Who is on camera.
  const kinSaid = said.filter((w) => KIN[w]).map((w) => ({ said: w, ...KIN[w] }));
  const elder = kinSaid.find((k) => k.elder);
  const younger = kinSaid.find((k) => !k.elder);
  if (elder) {
    const root = elder.kind === "grandmother" || elder.kind === "grandfather" ? KIN_WORD.find((k) => roots.some((r) => k.roots.test(r))) : undefined;
    const rootSaid = root ? roots.find((r) => root.roots.test(r)) : undefined;
    const title = root ? (elder.kind === "grandmother" ? root.grandmother : root.grandfather) : elder.title;
    const whoIs = root ? `'${title}' is what a ${capitalize(rootSaid!)} family calls ${elder.kind === "grandmother" ? "a grandmother" : "a grandfather"}, your ${elder.said}` : `'${title}' is your ${elder.said}, the one on camera`;
    const act = activity ? titleCase(activity) : ACT_OF[niche] ?? null;
    const places = PLACE_OF[niche] ?? [];
    // ("the recipes is where the videos happen": a thing in the plural is what is shared, not a place.)
    for (const place of places) add(`${title}'s ${place}`, `${whoIs}; ${isPlural(place) ? `the ${place.toLowerCase()} are what the videos share` : `the ${place.toLowerCase()} is where the videos happen`}.`, `It puts your ${elder.said} at the centre, where viewers will want to be.`, `${capitalize(whoIs)}, and '${place}' names the place.`);
    if (rootSaid && ctx.origins.length > 0 && places[0]) add(`${title}'s ${capitalize(rootSaid)} ${places[0]}`, `Your ${elder.said} and the ${capitalize(rootSaid)} food you cook, in the place it is made.`, `It says both things viewers come for: ${title} and ${capitalize(rootSaid)} cooking.`, `${capitalize(whoIs)}, and '${capitalize(rootSaid)}' is the food you named.`);
    if (act) add(`${act} with ${title}`, `Viewers join your ${elder.said} for the ${act.toLowerCase()}, as if they were family.`, `It says who is on camera and what you do together, in three words.`, `${capitalize(whoIs)}, and '${act}' is what the videos show.`);
    if (younger) {
      add(`${title} & Me`, `Told by your ${younger.said}: ${title} and the one filming with ${elder.kind === "grandfather" || elder.kind === "father" ? "him" : "her"}.`, `It sounds like a family album, which is what a channel of two generations is.`, `${capitalize(whoIs)}, and 'Me' is your ${younger.said}.`);
      add(`${title} & the ${younger.title}`, `Both of you, ${elder.said} and ${younger.said}, in the name, as a double act.`, `Two generations in one title: viewers know it is a double act before they click.`, `${capitalize(whoIs)}, and the ${younger.title.toLowerCase()} is who cooks alongside.`);
    }
    add(`Ask ${title}`, `Everything is done the way your ${elder.said} says, and viewers get to ask too.`, `Short, warm and easy to say: it promises the know-how of your ${elder.said}.`, `${capitalize(whoIs)}, and 'Ask' makes ${elder.kind === "grandfather" || elder.kind === "father" ? "him" : "her"} the one with the answers.`);
    add(`${title} Knows Best`, `A nod to the one who has done it longest: your ${elder.said}.`, `It has a wink to it, and it puts the family's expert first.`, `${capitalize(whoIs)}, with the old saying that she or he knows best.`.replace("she or he", elder.kind === "grandfather" || elder.kind === "father" ? "he" : "she"));
    if (niche === "cooking") add(`${title}'s Secret Recipes`, `The recipes your ${elder.said} knows by heart, shared at last.`, `It promises what every viewer wants from a family cook: the recipes nobody wrote down.`, `${capitalize(whoIs)}, and 'Secret Recipes' is the promise.`);
  }
  // Whom it is for: an age ("over 50") and a part of the body to be kind to ("bad knees").
  kind = "age";
  const age = ageOf(d);
  const part = troubledPart(d);
  const field = niche === "fitness" ? "Fitness" : heads[0] ? titleCase(heads[0]) : null;
  if (age) {
    const over = d.toLowerCase().match(/\b(over|past|after|aged|in (?:their|your|our|my))\s+\w+/)?.[0] ?? `over ${age.toLowerCase()}`;
    if (niche === "fitness") {
      for (const [s, how] of FIT_STATES) {
        add(`${s} After ${age}`, `${how} once you are past ${age.toLowerCase()}: the people you said it is for.`, `It speaks straight to viewers ${over}, and the alliteration makes it stick.`.replace(", and the alliteration makes it stick", s[0] === age[0] ? ", and the alliteration makes it stick" : ""), `'${age}' is your '${over}', and '${s}' is what the workouts give.`);
        if (s !== "Stronger") add(`${age} & ${s}`, `Being ${age.toLowerCase()} and ${s.toLowerCase()} at once, the promise to viewers ${over}.`, `A proud, short promise to the viewers you make it for.`, `'${age}' is your '${over}', and '${s}' is what they get.`);
      }
    } else if (field) {
      add(`${field} After ${age}`, `${field} for the viewers you said it is for: those ${over}.`, `It tells viewers ${over} at once that the channel is theirs.`, `'${age}' is your '${over}', and '${field}' is your subject.`);
      add(`${field} Over ${age}`, `${field}, made for viewers ${over}.`, `Plain and findable: people ${over} search for exactly this.`, `'${age}' is your '${over}', with your '${heads[0]}'.`);
    }
  }
  kind = "body";
  if (part && (niche === "fitness" || heads.some((h) => /^(workouts?|exercises?|training|yoga|pilates|stretch\w*|walking|mobility|fitness)$/.test(h)))) {
    const partSaid = d.toLowerCase().match(new RegExp(`\\b(\\w+\\s+)?${part.toLowerCase()}s?(\\s+\\w+)?\\b`))?.[0] ?? (/\barthritis\b/i.test(d) ? "arthritis" : part.toLowerCase());
    const doings = [...new Set([niche === "fitness" ? "Fitness" : null, ...heads.filter((h) => /^(workouts?|exercises?|training|yoga|pilates|stretch\w*|walking|mobility)$/.test(h)).map((h) => titleCase(h))].filter((x): x is string => x !== null))];
    for (const doing of doings) {
      add(`${part}-Friendly ${doing}`, `${doing} that is kind to ${part.toLowerCase()}s like the ones you mentioned ('${partSaid}').`, `It tells viewers with ${part.toLowerCase()} trouble at once that nothing here will hurt.`, `'${part}-Friendly' comes from your '${partSaid}', and '${doing}' is what the videos are.`);
      add(`Low-Impact ${doing}`, `${doing} without jumping or pounding, for '${partSaid}'.`, `'Low-impact' is the word people with ${part.toLowerCase()} trouble search for.`, `'Low-Impact' answers your '${partSaid}', and '${doing}' is what the videos are.`);
    }
    // ("Easy on the Backs": one back to a viewer, and one neck.)
    if (!/^(Back|Neck)$/.test(part)) add(`Easy on the ${part}s`, `Every move is easy on the ${part.toLowerCase()}s, for viewers with '${partSaid}'.`, `A friendly promise that reads like a reassurance, which is what these viewers need.`, `'${part}s' comes from your '${partSaid}'.`);
    if (!/^(Back|Neck)$/.test(part)) add(`Happy ${part}s Club`, `A club for viewers with '${partSaid}' who want to keep moving.`, `Warm and a little cheeky, and it says who it is for.`, `'${part}s' comes from your '${partSaid}', and 'Club' makes the viewers members.`);
  }
  // What is odd about it: how it goes ("badly") and what it picks ("obscure").
  kind = "manner";
  const manner = said.find((w) => MANNER.test(w));
  // ("Bargain Bin Meal Preps": what a thing costs is the price angle's, below.)
  const oddSaid = said.find((w) => OBSCURE[w] && !PRICE.test(w) && said.some((x, i) => x === w && /^[a-z0-9]+$/.test(said[i + 1] ?? "")));
  const platform = d.match(/\b(?:PS[1-5]|N64|GBA|SNES|NES|DS|3DS|PSP|GameCube|Dreamcast|Xbox|Switch|Atari|Sega|Amiga)\b/)?.[0];
  // "Speedrunning" -> Speedruns: the thing the activity makes.
  const actNoun = activity ? activityNoun(activity) : null;
  const actIng = activity ? titleCase(activity.split(" ")[0]) : null;
  if (manner && actIng) {
    const m = manner;
    const bad = /^(badly|poorly|terribly|horribly|awfully)$/.test(m);
    add(`${actIng}, ${capitalize(m)}`, `'${capitalize(m)}' is your own word: the channel owns that it goes wrong${bad ? "" : " slowly"}.`.replace("goes wrong slowly", "takes its time"), `Honest and funny at once: viewers know what kind of ${actIng.toLowerCase()} to expect.`, `'${actIng}' and '${capitalize(m)}' are both your words.`);
    if (bad && actNoun) {
      add(`Bad at ${actIng}`, `Says outright what you said: the ${actIng.toLowerCase()} goes ${m}.`, `Self-mocking names make people click, and this one is honest.`, `'Bad' comes from your '${m}', and '${actIng}' is what you do.`);
      add(`Barely ${actIng}`, `${actIng}, only just: the '${m}' you promised, in one word.`, `Two words, a shrug and a joke: it fits a channel about runs that go wrong.`, `'Barely' stands for your '${m}', and '${actIng}' is what you do.`);
      add(`${actNoun} Gone Wrong`, `${actNoun} that go ${m}, as you said: the fails are the show.`, `It promises the fails, which is what viewers of a channel like this come for.`, `'${actNoun}' are what you make, and 'Gone Wrong' is your '${m}'.`);
    }
  }
  kind = "odd";
  if (oddSaid) {
    // ("Bargain Bin Gamecubes": the machine's name is no thing the channel is made of.)
    const head = heads.find((h) => !platform || h.toLowerCase() !== platform.toLowerCase());
    const thing = actNoun ?? (head ? titleCase(plural(singularOf(head))) : null);
    for (const [q, gloss] of OBSCURE[oddSaid]) {
      if (thing) add(`${q} ${thing}`, `${capitalize(gloss)}: your '${oddSaid}' picks, ${thing.toLowerCase()} of them.`.replace(/, (\w+) of them\./, ", made into $1."), `It tells viewers the picks will be ones they have never seen covered.`, `'${q}' stands for your '${oddSaid}', and '${thing}' is what the channel is made of.`);
      // ("PS1 Deep Cuts", "PS1 Bargain Bin": only a thing, not a describing word, follows the machine's name.)
      if (platform && /^(Deep Cut|Hidden Gem|Bargain Bin)$/.test(q)) add(q === "Bargain Bin" ? `${platform} ${q}` : `${platform} ${q}s`, `${capitalize(gloss)}, on the ${platform}.`, `Fans of the ${platform} will know it is for them at a glance.`, `'${platform}' is your own word, and '${q}' stands for '${oddSaid}'.`);
    }
  }
  // The angle a channel is told from: what it costs, how honest, whom it starts from, how quick, who comes along, what it
  // saves from the bin ("Budget Thock", "The Honest Keyboard", "Calisthenics from Zero", "Ten-Minute History").
  // (Each angle is a kind of its own: one name of each in a list, drawn afresh when asked again.)
  const dl = d.toLowerCase();
  const moodSaid = said.find((w) => VIBE.test(w));
  const subjHeads = heads.filter((h) => !isAudience(h) && !isAudience(singularOf(h)) && !KIN[h] && !PET.test(singularOf(h)) && !VIBE.test(h) && !/^(apartment|flat|home|house|room|equipment|gear|week|day|month|adult)s?$/.test(h));
  const head0 = subjHeads[0];
  if (head0) {
    let typedHead = head0.includes(" ") ? (dl.match(new RegExp(`\\b${head0}(?:es|s)?\\b`))?.[0] ?? head0) : head0;
    // ("Kitchen Table Science", not "... Science Experiments": a kind of video after a field says no more than the field.)
    if (/^\w+ (experiment|project|tip|lesson|hack|idea|trick|tutorial|review|gear|video)s?$/.test(typedHead)) typedHead = typedHead.split(" ")[0];
    // ("Photography from Zero", not "Camera Gear from Zero": a practice says what a beginner starts on.)
    const practice = subjHeads.find((h) => !h.includes(" ") && /(graphy|ics|ology|ism)$/.test(h));
    const priceSaid = said.find((w) => PRICE.test(w));
    // ("Drugstore Makeup on a Budget": the price word already in the subject is said once.)
    const bare = priceSaid && typedHead.startsWith(`${priceSaid} `) ? typedHead.slice(priceSaid.length + 1) : typedHead;
    const S = titleCase(bare);
    const S0 = S;
    const S1 = titleCase(bare.split(" ").length > 1 ? bare.replace(/(\w+)$/, (w) => singularOf(w)) : singularOf(bare));
    const slangWords = [...bare.split(" ").reverse(), ...subjHeads.flatMap((h) => h.split(" ")), ...(activity ? [activity.replace(/ing$/, "")] : [])];
    const slang = slangWords.map((w) => SUBJECT_SLANG[w] ?? SUBJECT_SLANG[singularOf(w)]).find((x) => x)?.[0];
    const L = slang?.[0];
    const sub = bare;
    const fits = (x: string) => x.length <= 30;
    kind = "price";
    if (priceSaid) {
      const p = priceSaid;
      if (p === "drugstore") {
        add(`The Drugstore Edit`, `The pick of the drugstore shelf: the ${sub} you cover, chosen and tried.`, `'Edit' is what beauty editors call their shortlist, and 'Drugstore' tells viewers it is all within reach.`, `'Drugstore' is your own word, and 'Edit' is a shortlist of the best.`);
        add(`Drugstore Finds`, `The ${sub} worth buying at the drugstore, found for the viewer.`, `Plain and searchable: people type 'drugstore finds' when they want exactly this.`, `'Drugstore' is your own word, and 'Finds' is what each video brings back.`);
        if (L) add(`Drugstore ${L}`, `${capitalize(slang[1])}, from the drugstore shelf.`, `Two words that say both the subject and the price of it.`, `'Drugstore' is your own word, and '${L}' is ${slang[1]}.`);
      } else {
        if (fits(`${S} on a Budget`)) add(`${S} on a Budget`, `${S} without spending much: the '${p}' side of it is the whole point.`, `It answers the first thing a viewer worries about: can I afford it?`, `'${S}' is your subject, and 'on a Budget' is your '${p}'.`);
        if (fits(`${S} on a Shoestring`)) add(`${S} on a Shoestring`, `${S} made with very little money, as your '${p}' says.`, `'On a shoestring' is the old saying for doing it cheaply, and it sounds friendlier than 'cheap'.`, `'${S}' is your subject, and 'on a Shoestring' is your '${p}'.`);
        add(`Penny-Wise ${S}`, `${S} for viewers who count every penny: your '${p}'.`, `A wink at the old saying, and a promise that nothing here is wasteful.`, `'Penny-Wise' is your '${p}', and '${S}' is your subject.`);
        add(`${S} for Less`, `${S} at a smaller price, as your '${p}' promises.`, `A promise of savings in three words, which is what a '${p}' viewer clicks for.`, `'${S}' is your subject, and 'for Less' says '${p}'.`);
        if (L) add(`Budget ${L}`, `${capitalize(slang[1])}, without the price tag: your '${p}' ${sub}.`, `Short and in the subject's own slang: fans will get it, and the price is in the name.`, `'${L}' is ${slang[1]}, and 'Budget' is your '${p}'.`);
        if (L) add(`${L} on a Budget`, `All the ${L.toLowerCase()}, none of the expense: ${sub} that cost little.`, `The subject's own slang with a promise of savings: a name fans would say aloud.`, `'${L}' is ${slang[1]}, and 'on a Budget' is your '${p}'.`);
        if (niche === "cooking") add(`Budget Bites`, `Small, cheap meals: your '${p}' ${sub}, bite by bite.`, `Alliteration makes it stick, and it says the price before the first video.`, `'Budget' is your '${p}', and 'Bites' is what the videos cook.`);
        if (niche === "cooking") add(`Cheap Eats`, `Good food that costs little: your '${p}' ${sub}.`, `Two words every hungry viewer on a budget already searches for.`, `'Cheap' is your '${p}', and 'Eats' is the food itself.`);
        if (/\bstudents?\b/.test(dl) && fits(`Broke Student ${S}`)) add(`Broke Student ${S}`, `${S} for students with little money, as you said: '${p}'.`, `'Broke student' is what your viewers call themselves, with a grin.`, `'Broke' is your '${p}', 'Student' your students, and '${S}' your subject.`);
        if (/^(gaming|tech)$/.test(niche) && fits(`Bargain Bin ${S}`)) add(`Bargain Bin ${S}`, `${S} from the cheap end, as from a bargain bin: your '${p}' picks.`, `A bargain bin is where the cheap finds are, and viewers know it at once.`, `'Bargain Bin' stands for your '${p}', and '${S}' is your subject.`);
      }
    }
    kind = "honest";
    const honest = said.find((w) => /^(honest|honestly|unbiased|unsponsored)$/.test(w)) ?? (/\bno[- ](nonsense|hype|bs)\b/.test(dl) ? "no-nonsense" : undefined);
    if (honest) {
      add(`The Honest ${S1}`, `${S} told straight: your '${honest}' is the promise of every video.`, `Honesty is what viewers of reviews look for first, and the name promises it.`, `'Honest' is your '${honest}', and '${S1}' is your subject.`);
      if (fits(`${S}, Honestly`)) add(`${S}, Honestly`, `What you really think of the ${sub}, nothing sold: your '${honest}'.`, `It sounds like a person talking, not an advert, which is the point.`, `'${S}' is your subject, and 'Honestly' is your '${honest}'.`);
      add(`No-Hype ${S}`, `${S} without the marketing gloss: your '${honest}' take.`, `Viewers tired of sponsored gushing know at once this channel is different.`, `'No-Hype' says your '${honest}', and '${S}' is your subject.`);
      if (priceSaid && priceSaid !== "drugstore" && fits(`Cheap ${S}, Honest Takes`)) add(`Cheap ${S}, Honest Takes`, `Both promises in one line: ${sub} that cost little, and what you really think of them.`, `It reads like a motto: price and honesty, the two things you said.`, `'Cheap' is your '${priceSaid}', and 'Honest Takes' is your '${honest}'.`);
    }
    kind = "start";
    const starts = said.find((w) => /^(beginners?|newbies?|novices?|newcomers?)$/.test(w)) ?? (/\bfrom scratch\b/.test(dl) ? "from scratch" : undefined);
    if (starts) {
      const S = practice ? titleCase(practice) : S0;
      add(`${S} from Zero`, `${S} starting at nothing: made for your '${starts}'.`, `It promises a first step anyone can take, with nothing assumed.`, `'${S}' is your subject, and 'from Zero' is your '${starts}'.`);
      if (fits(`Day One ${S}`)) add(`Day One ${S}`, `${S} from the very first day, for '${starts}'.`, `Viewers on their first day know the channel starts where they are.`, `'Day One' stands for your '${starts}', and '${S}' is your subject.`);
    }
    const late = dl.match(/\bas an? (adult|grown[- ]up)\b|\b(late bloomers?|adult learners?|later in life)\b/)?.[0];
    if (late) {
      kind = "late";
      add(`Grown-Up ${S1}`, `${S1}, learned ${late.startsWith("as ") ? late : "late"}, the way you do it.`, `It tells other grown-up learners the channel is for them, not for children.`, `'Grown-Up' is your '${late}', and '${S1}' is your subject.`);
      if (fits(`Never Too Late for ${S1}`)) add(`Never Too Late for ${S1}`, `The promise you live on camera: starting ${sub} ${late.startsWith("as ") ? late : "late"} is not too late.`, `Warm and encouraging: it is what every late starter wants to hear.`, `'${S1}' is your subject, and 'Never Too Late' is your '${late}'.`);
      add(`Late to ${S1}`, `Coming to ${sub} later than most: your '${late}', owned with a smile.`, `Three short words with a shrug in them, easy to remember.`, `'Late' is your '${late}', and '${S1}' is your subject.`);
    }
    kind = "quick";
    const mins = dl.match(/\b(\d{1,2}|five|ten|fifteen|twenty|thirty)[- ]minutes?\b/)?.[1];
    if (mins) {
      const n = /^\d/.test(mins) ? mins : capitalize(mins);
      if (fits(`${n}-Minute ${S}`)) add(`${n}-Minute ${S}`, `${S} in ${mins} minutes each, as you said.`, `The time is the hook: busy viewers know at once it fits their day.`, `'${n}-Minute' is your '${mins} minutes', and '${S}' is your subject.`);
      if (fits(`${S} in ${n} Minutes`)) add(`${S} in ${n} Minutes`, `${S}, done in ${mins} minutes: the number is the promise.`, `Plain and searchable, with the promise in the last words.`, `'${S}' is your subject, and '${n} Minutes' is your own time.`);
    }
    kind = "for";
    const forWhom = dl.match(/\bfor (lazy|busy|tired|broke|sleepy|clueless|hungry|picky) (\w+s)\b/);
    if (forWhom && !/^(people|folks)$/.test(forWhom[2])) {
      const [, a, who] = forWhom!;
      if (fits(`${S} for ${capitalize(a)} ${capitalize(who)}`)) add(`${S} for ${capitalize(a)} ${capitalize(who)}`, `${S} made for the ${a} ${who} you named.`, `It picks out its viewers by name, and they will smile at being called ${a}.`, `'${S}' is your subject, and '${capitalize(a)} ${capitalize(who)}' are who you make it for.`);
      if (/^(lazy|busy)$/.test(a)) add(`${capitalize(a)} ${a === "busy" ? `${titleCase(singularOf(who))} ` : ""}${S}`, `${S} for ${a} ${who}: the short way, said with a wink.`, `Two or three words, and a viewer who is ${a} knows it is for them.`, `'${capitalize(a)}' is your own word, and '${S}' is your subject.`);
    }
    kind = "place";
    const noKit = dl.match(/\bno (equipment|gear|gym|weights)\b/)?.[1];
    if (noKit) {
      add(`No-${capitalize(noKit)} ${S}`, `${S} with no ${noKit} at all, as you said.`, `It removes the first excuse viewers have, before they click.`, `'No-${capitalize(noKit)}' is your 'no ${noKit}', and '${S}' is your subject.`);
      if (niche === "fitness") add(`No Gym Needed`, `Every workout works with no ${noKit}, wherever the viewer is.`, `A promise, not a label: viewers know at once they can start today.`, `'No Gym Needed' is your 'no ${noKit}'.`);
    }
    const small = dl.match(/\b(small|tiny|little) (apartment|flat|room|space|kitchen|studio)\b/);
    if (small) add(`Small-Space ${S}`, `${S} that fit in a ${small[0]}, as yours does.`, `Everyone in a ${small[2]} knows at once the channel is for them.`, `'Small-Space' is your '${small[0]}', and '${S}' is your subject.`);
    if (/\bat home\b/.test(dl) && !small) {
      if (/^(education|crafts|cooking)$/.test(niche) && fits(`Kitchen Table ${S}`)) add(`Kitchen Table ${S}`, `${S} done at home, on the kitchen table.`, `It says anyone can do it with what is already in the house.`, `'Kitchen Table' is your 'at home', and '${S}' is your subject.`);
      if (niche === "fitness" && fits(`Living Room ${S}`)) add(`Living Room ${S}`, `${S} done at home, in the living room.`, `It says anyone can join in without leaving the house.`, `'Living Room' is your 'at home', and '${S}' is your subject.`);
    }
    kind = "every";
    const every = dl.match(/\b(one|a) (\w+) (a|per|every) (day|week|month)\b/);
    if (every && every[2].length >= 3) {
      const thing = titleCase(every[2]);
      add(`One ${thing} a ${capitalize(every[4])}`, `Your own promise as the name: one ${every[2]} a ${every[4]}, and viewers can follow along.`, `A challenge in a title: viewers come back to see the next ${every[2]}.`, `'One ${thing} a ${capitalize(every[4])}' is what you said, word for word.`);
    }
    kind = "with";
    const withMatch = dl.match(/\bwith (?:(my|our|the|a) )?(?:little |big |younger |older |baby |two |three )?(brother|sister|dog|cat|puppy|kids|son|daughter|wife|husband|partner|boyfriend|girlfriend|best friend|twin)\b/);
    const withWho = withMatch?.[2];
    if (withWho) {
      const W = titleCase(withWho);
      const My = withMatch?.[1] === "my" ? "My " : withMatch?.[1] === "our" ? "Our " : withMatch?.[1] ? "the " : "";
      if (fits(`${S} with ${My}${W}`)) add(`${S} with ${My}${W}`, `${S}, with ${My ? `your ${withWho}` : withWho} alongside, as you said.`, PET.test(withWho) ? `It promises a person and a pet on camera, which is half the fun.` : withWho === "kids" ? `It promises kids on camera, which families love to watch.` : `It promises two people on camera, which is half the fun.`, `'${S}' is your subject, and '${My}${W}' is who comes along.`);
      if (PET.test(withWho)) {
        if (fits(`${S}, ${W} Included`)) add(`${S}, ${W} Included`, `${S}, and your ${withWho} comes too.`, `Viewers come for the ${sub} and stay for the ${withWho}.`, `'${S}' is your subject, and '${W} Included' is your ${withWho}.`);
      } else if (/^(brother|sister|twin|best friend|wife|husband|partner|boyfriend|girlfriend)$/.test(withWho)) add(`Me & My ${W}`, `You and your ${withWho}, the double act the channel is.`, `A name that sounds like a sitcom: viewers know it is two of you.`, `'My ${W}' is the one you said plays along.`);
      else if (withWho === "kids") add(`Kids vs ${S}`, `Your kids take on the ${sub}, on camera.`, `A challenge in the title, and kids in it: families will click.`, `'Kids' is your kids, and '${S}' is your subject.`);
    }
    kind = "badly";
    const badly = said.find((w) => /^(badly|poorly|terribly|horribly|awfully)$/.test(w));
    if (badly) {
      if (fits(`${S}, Badly`)) add(`${S}, Badly`, `${S}, done ${badly}, as you said: the fails are the show.`, `Honest and funny at once: viewers know what kind of ${sub} to expect.`, `'${S}' is your subject, and 'Badly' is your '${badly}'.`);
      add(`Bad at ${S}`, `Says outright what you said: the ${sub} go ${badly}.`, `Self-mocking names make people click, and this one is honest.`, `'Bad' is your '${badly}', and '${S}' is your subject.`);
    }
    kind = "rescue";
    if (/\binstead of (throwing|binning|tossing|buying|replacing|dumping)\b|\b(landfill|e-waste)\b/.test(dl) && said.some((w) => MENDING.test(w))) {
      add(`Repair, Don't Replace`, `The whole channel in a motto: fix the ${sub} instead of throwing them away.`, `A slogan viewers can repeat, and it says what you stand for.`, `'Repair' is your fixing, and 'Don't Replace' is your 'instead of'.`);
      add(`Don't Bin It`, `A plea for your ${sub}: fix them, as you do, instead of throwing them away.`, `Three words with a wink that say the channel's cause.`, `'Don't Bin It' is your 'instead of throwing them away'.`);
      if (fits(`Second Life ${S}`)) add(`Second Life ${S}`, `${S} that get a second life instead of the bin.`, `It says what each video gives back: a working thing.`, `'Second Life' is your fixing instead of throwing away, and '${S}' is your subject.`);
    }
    kind = "vibe";
    if (moodSaid && L) add(`${capitalize(moodSaid)} ${L}`, `${capitalize(slang[1])}, taken at a ${moodSaid} pace, as you said.`, `The subject's own word and your mood in two words: it sounds like the videos feel.`, `'${capitalize(moodSaid)}' is your own word, and '${L}' is ${slang[1]}.`);
  }
  // The slang of the subject's world, with a word for the show ("Thock Theory", "Switch Lab").
  kind = "subject";
  const slangs = heads.flatMap((h) => (SUBJECT_SLANG[singularOf(h)] ?? SUBJECT_SLANG[h.replace(/(ning|ing)$/, "")] ?? []).map(([w, g]): [string, string, string] => [w, g, h]));
  const plainHeads = heads.filter((h) => !isAudience(h) && h.length <= 12 && !/ing$/.test(h)).slice(0, 3).map((h): [string, string, string] => [titleCase(singularOf(h)), `what you said the videos are about ('${h}')`, h]);
  // (Only a word of the subject's own slang: "Dinner Digest" from the plain word is what every other shape already says.)
  for (const [w, gloss, from] of slangs) {
    kind = slangs.some(([x]) => x === w) ? "slang" : "subject";
    // (Alliteration first: "Thock Theory", "Keycap Club"; then the rest.)
    // (Every show word that suits the kind of channel: drawn from many, asked again the visitor sees others.)
    const shows = SHOW_WORDS.filter(([, , fits]) => fits.test(niche));
    for (const [s, promise] of shows) {
      // (A subject's plain word takes a show word only where the two begin alike, "Switch Society": "Dinner Notes" is any channel's.)
      if (w.toLowerCase() === s.toLowerCase() || (kind === "subject" && s[0] !== w[0])) continue;
      add(`${w} ${s}`, `'${w}' is ${gloss}${slangs.some(([x]) => x === w) ? `, from the world of your ${from}` : ""}; '${s}' promises ${promise}.`, s[0] === w[0] ? `The matching first letters make it easy to remember, and it says the subject at once.` : `Two words, and a viewer of ${plural(singularOf(from))} knows what it is about.`, `'${w}' comes from your '${from}', and '${s}' names the kind of show.`);
    }
  }
  return out;
}

/** "speedrunning" -> "Speedruns", "cooking" -> null: the thing an activity makes, when it is a noun of its own. */
function activityNoun(activity: string): string | null {
  const ing = activity.split(" ")[0].toLowerCase();
  if (!/ing$/.test(ing)) return null;
  const stem = ing.replace(/(.)\1ing$/, "$1").replace(/ing$/, "");
  // ("cooking" -> Cooks: a verb's noun is most often who does it, not what is made.)
  for (const base of [stem, `${stem}e`]) if (partsOfSpeech(base) === "n" || (partsOfSpeech(base) === "" && base.length >= 6)) return capitalize(plural(base));
  return null;
}

// Gear and parts of a niche: a thing in the hand, never what a channel is ("The Keyboard Build Motherboard", "Commentary Controller TV").
const GEAR = /^(Gigabyte|Motherboard|Screwdriver|Soldering Iron|Battery|Power Button|Firmware|Kernel|Silicon|Circuit|Beta|Bytes|Patch|Hardware|Boot Up|Signal|Joystick|Controller|Cartridge|Console|Hotkey|Hitbox|Button Mash|Power Up|Cutting Board|Mixing Bowl|Wooden Spoon|Saucepan|Whisk|Stockpot|Sheet Pan|Ladle|Spoon|Stove|Oven|Kettle|Apron|Spice Rack|Cast Iron|Dinner Bell|Countertop|Barbell|Kettlebell|Stopwatch)$/;
// What strains a body: no word for a channel made for those who must take it easy ("Bad Knee Grind").
const STRAIN = /^(Iron|Grind|Sprint|Burn|Gains|Flex|Lift|Sweat|Sweat Club|Power Hour|Endurance|Personal Best|Pulse|Finish Line|Start Line|Lifting|Training)$/;
// The channel type's own words: a gaming channel is about games, a cooking channel about recipes.
const NICHE_SELF = /^(games?|gaming|videogames?|recipes?|cooking|food|meals?|dishes|workouts?|fitness|exercises?|tech|technology|gadgets?|music|songs?|beauty|makeup|videos?)$/;
/** A word saying a part of the body gives trouble ("bad knees"), and the parts. */
const TROUBLE = /^(bad|sore|weak|stiff|painful|aching|achy|creaky|dodgy|injured|replaced|arthritic|wonky)$/;
const BODY = /^(knees?|backs?|hips?|shoulders?|joints?|ankles?|wrists?|necks?)$/;

/** A describing word that names no world ("funny", "cozy"), unlike "vegan" or "retro". */
function moodOnlyWord(k: string): boolean {
  return isAdjective(k) && !familyFor(k);
}

/** Promises that a subject will be taught ("Made Simple", "101"). */
const TAUGHT = /^(Made Simple|Decoded|Simplified|101|Academy|Deep Dive|Lab|Files)$/;

interface OwnParts {
  heads: readonly string[];
  phrases: readonly { adj: string; noun: string; text: string }[];
  compoundTyped: ReadonlyMap<string, string>;
  manner: (k: string) => boolean;
  moodOnly: (k: string) => boolean;
  asThing: (k: string) => boolean;
  selfWord: (k: string) => boolean;
}

/**
 * Channel names made of the visitor's own words only: the subject as they typed it, with whom it is for ("Student
 * Vegan Dinners"), how it is done ("in 15 Minutes"), a word they said of it ("Quick Vegan Dinners") or of where it
 * happens ("Retro Speedruns" for speedruns in retro games). Null when the description gives nothing to make one of.
 */
function ownWordsShapes(ctx: Ctx, said: readonly string[], o: OwnParts): (() => Omit<Hook, "kind"> | null) | null {
  const r = ctx.rng;
  const d = ctx.description.toLowerCase();
  // The subjects as typed, each with the words the visitor said it in.
  // (Plain: one with a word of the visitor's said of it, "Quick Vegan Dinners", may stand as a name alone; "Platform Games" is
  // only what the channel shows.)
  const subjects: { text: string; said: string; plain: boolean }[] = [];
  const addSubject = (text: string, saidAs: string, plain = true) => {
    if (text.length <= 22 && !subjects.some((x) => x.text === text)) subjects.push({ text, said: saidAs, plain });
  };
  const typed = (head: string) => o.compoundTyped.get(head.split(" ")[0]) ?? said.find((w) => w === head || singularOf(w) === head) ?? head;
  // ("Games for Students": the channel type's own word is a subject only when there is nothing else.)
  const heads = o.heads.filter((h) => !o.selfWord(h) && !o.asThing(h) && !isAudience(h));
  for (const h of heads) addSubject(titleCase(typed(h)), typed(h), false);
  // ("Kettlebell in 15 Minutes" for kettlebell workouts: two nouns said together are one subject, "Kettlebell Workouts".)
  for (const [i, w] of said.entries()) {
    const next = said[i + 1] ?? "";
    if (o.heads.includes(w) && o.heads.includes(next) && isPlural(next) && !isAudience(next) && !o.asThing(next)) addSubject(titleCase(`${w} ${next}`), `${w} ${next}`, false);
  }
  for (const p of o.phrases) {
    const whole = `${p.adj} ${typed(p.noun)}`;
    // ("Short Kettlebell" of "short kettlebell workouts": a phrase stopped before its thing is half of it.)
    const next = said[said.findIndex((w, i) => w === p.adj && said[i + 1] === whole.split(" ")[1]) + whole.split(" ").length] ?? "";
    if (!d.includes(whole) || (next && o.heads.some((h) => h === next || singularOf(next) === h))) continue;
    // ("Retro Platform Games" alone is the genre, any channel's.)
    addSubject(titleCase(whole), whole, !o.selfWord(whole.split(" ").pop()!));
    // ("quick vegan dinners": the word said before the phrase describes the whole, "Quick Vegan Dinners", "Quick Dinners".)
    const at = said.findIndex((w, i) => w === p.adj && said[i + 1] === whole.split(" ")[1]);
    const before = said[at - 1] ?? "";
    if (at > 0 && o.manner(before) && isAdjective(before)) {
      addSubject(titleCase(`${before} ${whole}`), `${before} ${whole}`);
      if (!o.moodOnly(p.adj)) addSubject(titleCase(`${before} ${typed(p.noun)}`), `${before} ${typed(p.noun)}`);
    }
    // ("speedruns and funny fails in retro platform games": a word of a world said of where the things happen says it of
    // them too, "Retro Speedruns", "Retro Fails"; never a mood, "Funny Speedruns".)
    const where = said[at - 1] ?? "";
    if (at > 0 && /^(in|of|from|on)$/.test(where) && !o.moodOnly(p.adj) && familyFor(p.adj)) {
      const others = [...o.heads.filter((x) => !o.selfWord(x) && !x.includes(" ") && isPlural(typed(x))), ...said.filter((w) => o.asThing(w))].map(typed).filter((t) => !whole.includes(t));
      for (const t of others) addSubject(titleCase(`${p.adj} ${t}`), `${t} in ${whole}`);
      // ("Retro Speedruns & Fails": both things, in the world they come from.)
      if (others.length >= 2 && `${p.adj} ${others[0]} & ${others[1]}`.length <= 26) subjects.push({ text: titleCase(`${p.adj} ${others[0]} & ${others[1]}`), said: `${others[0]} and ${others[1]} in ${whole}`, plain: true });
    }
  }
  // Whom it is for, as they said it ("for students", "to curious teenagers").
  const audiences: string[] = [];
  for (const [i, w] of said.entries()) {
    if (!isAudience(w) || !isPlural(w)) continue;
    if (/^(for|to)$/.test(said[i - 1] ?? "") || (isAdjective(said[i - 1] ?? "") && /^(for|to)$/.test(said[i - 2] ?? ""))) audiences.push(w);
  }
  // How it is done, in their words ("in 15 minutes"). (Never "on a budget" or "at home": where and how thrifty are no channel's
  // name, "Merry Budget", "Home Bench".)
  const hows = [...d.matchAll(/\b(in (?:\d+|five|ten|fifteen|twenty|thirty) minutes)\b/g)].map((m) => m[1]);
  const said1 = (x: string) => `'${x}'`;
  // ("Vegan in 15 Minutes": a describing word that names a world is a subject of its own before how it is done.)
  const worldWords = o.phrases.filter((p) => familyFor(p.adj) && !o.moodOnly(p.adj) && d.includes(`${p.adj} ${typed(p.noun)}`)).map((p) => p.adj);
  const made: Omit<Hook, "kind">[] = [];
  const plain: Omit<Hook, "kind">[] = [];
  const tail = (h: string) => h.replace(/\bminutes\b/, "Minutes");
  for (const sub of [...subjects, ...worldWords.map((w) => ({ text: titleCase(w), said: w, plain: false }))]) {
    const first = sub.said.split(" ")[0];
    // (Whom it is for goes first, as a kind: "Student Vegan Dinners"; last, it reads as the channel's people, "Vegan Dinners for
    // Students" as a name about students.)
    // ("Teen Space", "Parent Kettlebell": only things in the plural or a subject of two words take it; "Student Quick Dinners":
    // never before a word said of how.)
    const forWhom = sub.text.includes(" ") || isPlural(sub.said) ? audiences.filter(() => !o.manner(first) && !HOW_OFTEN.test(first) && !sub.text.includes("&")) : [];
    for (const a of forWhom) {
      const one = /^teen(ager)?s$/.test(a) ? "Teen" : titleCase(singularOf(a));
      const name = `${one} ${sub.text}`;
      if (name.length <= 30 && !sub.text.startsWith(one))
        made.push({
          name,
          meaning: `${capitalize(sub.said)}, the ${one.toLowerCase()} kind: for the ${a} you said you make ${isPlural(sub.said.split(" in ")[0]) ? "them" : "it"} for.`,
          why: `${capitalize(a)} looking for ${sub.said} see at once that ${name} is theirs.`,
          origin: `${capitalize(said1(sub.said))} is your subject, and '${one}' comes from your '${a}'.`,
        });
      // ("Student Dinners in 15 Minutes": whom it is for and how, both theirs.)
      for (const h of hows) {
        const both = `${one} ${sub.text} ${tail(h)}`;
        if (both.length <= 28 && !sub.text.startsWith(one))
          made.push({
            name: both,
            meaning: `${capitalize(sub.said)} for ${a}, ${h}: all three in the words you used.`,
            why: `It answers at once who the channel is for (${a}) and how it is done (${h}).`,
            origin: `${capitalize(said1(sub.said))}, '${one}' from your '${a}' and ${said1(h)} are all yours.`,
          });
      }
    }
    for (const h of hows) {
      const name = `${sub.text} ${tail(h)}`;
      if (name.length <= 30 && !sub.text.includes("&"))
        made.push({
          name,
          meaning: `${capitalize(sub.said)}, ${h}: what the videos are and how they are done.`,
          why: `'${capitalize(h)}' is what a viewer looking for ${sub.said} hopes to hear, and ${name} says it.`,
          origin: `${capitalize(said1(sub.said))} and ${said1(h)} are your own words.`,
        });
    }
    // ("Dinners" alone is anyone's: only a subject with a word of its own said before it stands as a name.)
    if (sub.plain)
      plain.push({
        name: sub.text,
        meaning: sub.said.includes(" in ") ? `Your ${sub.said.split(" in ")[0]}, made in ${sub.said.split(" in ")[1]}: the subject said in few words.` : `${capitalize(sub.said)}: what the channel is, said the way you said it.`,
        why: `Plain and searchable: people type '${sub.text.toLowerCase()}' when they want exactly this.`,
        origin: `${capitalize(said1(sub.said))} is how you described the videos.`,
      });
  }
  // (Nothing to make of "space" and "astronomy" for "teenagers": no list asks the draw for one.)
  if (made.length === 0 && plain.length === 0) return null;
  // (Few of these in a list, and the plain subject once at most: "Quick Dinners" in every list asked for is one name seen five times.)
  // (The fewer there are, the seldomer one comes: two names asked for five times are the same two names.)
  let left = made.length > 0 && r.chance(Math.min(0.3, made.length / 20)) ? 1 : 0;
  let plainLeft = plain.length > 0 && r.chance(Math.min(0.2, plain.length / 20)) ? 1 : 0;
  return () => {
    if (plainLeft > 0 && (left === 0 || r.chance(0.5))) {
      plainLeft--;
      return r.pick(plain);
    }
    if (left <= 0) return null;
    left--;
    return r.pick(made);
  };
}

export const youtubeMaker: Maker = (ctx) => {
  // The description's words, in order.
  const said = ctx.description.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const niche = channelNiche(ctx, said);
  const tone = ctx.opt("tone");
  // ("The Keyboard Build Motherboard", "Game Joystick", "The Grandma Cutting Board": a piece of gear names no channel.)
  // ("Bad Knee Grind", "Home Workout Barbell" for viewers over 50 with bad knees: no strain for those who must take it easy.)
  const gentle = Boolean(ageOf(ctx.description) || troubledPart(ctx.description)) || said.some((w) => /^(seniors?|elderly|older|retirees?|pregnan\w*|postpartum|rehab|arthritis|chronic)$/.test(w));
  const words = (CHANNEL_WORDS[niche] ?? CHANNEL_WORDS.vlog).filter((x) => !GEAR.test(x) && !(gentle && STRAIN.test(x)));
  // Where a noun belongs ("The Lucky ___"), a describing word ("Everyday", "Explained") does not go.
  const nouns = words.filter((w) => !isAdjective(w) && !/ed$/.test(w));
  const plainWords = words.filter((w) => !describedFirst(w));
  const adjs = TONE_ADJ[tone] ?? TONE_ADJ.fun;
  // The description's nouns ("recipes"), its describing words ("vegan"), and phrases of both ("vegan recipes").
  // "explaining space": an action with its object, and "teenagers", who watches, are not the channel's topic.
  // "curious teenagers": a word describing who watches is not the channel's subject either ("Curious Lab").
  // "back pain": a word that only says where the trouble is, once the trouble is left out, is no subject ("Back Reps").
  const ofTrouble = (k: string) => said.some((w, i) => w === k && isUnpleasant(said[i + 1] ?? ""));
  // "furniture found on the street", "toys left in the attic": a participle after a noun says where the thing
  // came from; neither it nor its place is the channel's subject ("Furniture Found Diaries", "Street Lab").
  const participleAt = said.flatMap((w, i) => (i > 0 && WHERE_FROM.test(said[i + 1] ?? "") && partsOfSpeech(said[i - 1]).includes("n") && !isAdjective(said[i - 1]) && ((w.length > 4 && /ed$/.test(w) && partsOfSpeech(baseForm(w)).includes("v")) || /^(found|left|made|sold|built|kept|lost|hidden|seen|given|taken|bought|thrown|grown|worn)$/.test(w)) ? [i] : []));
  const circumstance = new Set(participleAt.flatMap((i) => [said[i], ...said.slice(i + 2, i + 5).filter((w) => !/^(the|a|an|my|our|their|old)$/.test(w)).slice(0, 1)]));
  // ("I repair antique clocks": what the host does is no subject, "Repair Antique Gear".)
  const verbal = verbUses(ctx.description);
  // ("repairing phones at home", "filmed at night": what follows "at" says where or when, "Home Bench".)
  // ("budget hiking gear", "luxury hotel reviews": "budget" or "luxury" before what it is said of only says which kind, "Budget with Ruby".)
  const grade = (k: string) => /^(budget|luxury|premium|beginner)$/.test(k) && said.some((w, i) => w === k && /^[a-z]{3,}$/.test(said[i + 1] ?? "") && !/^(and|or|for|of|in|on|at|with|to|travel|tips|friendly)$/.test(said[i + 1]));
  // ("I play retro games and talk about them": what the host does after "and" is no subject, "Talk Pixel".)
  const toldBy = (k: string) => HOW_TOLD.has(k) && said.some((w, i) => w === k && /^(i|we|and|to|also)$/.test(said[i - 1] ?? ""));
  // ("Grandson Tonight", "Caleb's Grandson Cookbook": who is on camera is the hook's, said as the visitor put it, never a subject word.)
  // ("Bad Knees with Ruby", "Bad Knee Grind": a trouble and the part it is in say whom the channel is kind to, never its subject.)
  // ("Obscure with Daniel", "Obscure in Minutes": a word that only says which kind of thing follows is no subject alone.)
  const troubled = new Set(said.flatMap((w, i) => (/^(arthritis|injury|injuries)$/.test(w) ? [w] : TROUBLE.test(w) && BODY.test(said[i + 1] ?? "") ? [w, said[i + 1]] : BODY.test(w) && /^(pain|problems?|issues?|injur(y|ies)|trouble)$/.test(said[i + 1] ?? "") ? [w] : [])));
  const odd = (k: string) => Boolean(OBSCURE[k]) && said.some((w, i) => w === k && i + 1 < said.length);
  // ("with lots of commentary and fails": what comes along with the videos is no subject, "Commentary Controller TV".)
  const along = new Set(said.flatMap((w, i) => (w === "with" && /^(lots|plenty|loads|some|a)$/.test(said[i + 1] ?? "") ? said.slice(i + 2, i + 7).filter((x) => !/^(of|lot|and|the|a|my|some)$/.test(x)) : [])));
  // ("funny fails", "epic wins": a word the dictionary knows only as a verb is a thing after a describing word; left out, the
  // describing word was the channel's subject alone, "Funny Checkpoint".)
  const asThing = (k: string) => partsOfSpeech(k) === "v" && /[^s]s$/.test(k) && said.some((w, i) => w === k && i > 0 && isAdjective(said[i - 1]) && !/^(i|we|you|he|she|they|it|who|that|which)$/.test(said[i - 2] ?? ""));
  // ("my move from London to rural Japan": where a move starts is left behind, and the move and its vlogging are no subject;
  // the channel is about where it goes, "Rural Japan".)
  const leftBehind = (k: string) => new RegExp(`\\bfrom ${escapeRegExp(k)}\\b(?: [a-z]+){0,2} to\\b`, "i").test(ctx.description) || (/^(move|moving|vlogging)$/.test(k) && /\bmov(?:e|ing) (?:abroad|overseas|from|to)\b/i.test(ctx.description));
  const topicWords0 = ctx.keywords.filter((k) => !KIN[k] && !VIBE.test(k) && !troubled.has(k) && !odd(k) && !grade(k) && (asThing(k) || !verbal.has(k)) && !said.some((w, i) => w === k && said[i - 1] === "at") && !CHANNEL_META.has(k) && !circumstance.has(k) && !/^(teen|teenager|viewer|fan)s?$/.test(k) && !leftBehind(k) && !(/ing$/.test(k) && takesObject(k, said)) && !describesAudience(k, said) && !onA(k, said) && !ofTrouble(k) && !isUnpleasant(k) && (asThing(k) || /[na]/.test(partsOfSpeech(k)) || (partsOfSpeech(k) === "" && k.length >= 4 && !/ly$/.test(k))) && partsOfSpeech(k) !== "a" && !toldBy(k));
  const topicWords = topicWords0.some((k) => !along.has(k)) ? topicWords0.filter((k) => !along.has(k)) : topicWords0;
  // "street food", "van life", "platform games": a noun in front of another names one thing with it ("Street Food
  // Kitchen"), not a subject of its own ("Street Made Simple").
  const compoundOf = new Map<string, string>();
  const compoundTyped = new Map<string, string>();
  for (let i = 0; i + 1 < said.length; i++) {
    const [x, y] = [said[i], said[i + 1]];
    // ("mechanical keyboards, switches": a comma between two words makes no one thing of them, "Keyboards Switch Lab".)
    if (topicWords.includes(x) && topicWords.includes(y) && new RegExp(`\\b${x}\\s+${y}\\b`, "i").test(ctx.description) && !isAdjective(x) && !isAdjective(y) && !isAudience(y) && partsOfSpeech(x).includes("n")) {
      compoundOf.set(x, `${x} ${singularOf(y)}`);
      compoundTyped.set(x, `${x} ${y}`);
    }
  }
  // The second half of one ("life" in "office life", "food" in "street food") is too vague a subject alone ("Life Tribe").
  const tails = new Set([...compoundOf.values()].map((c) => c.split(" ")[1]));
  const inCompound = (k: string) => compoundOf.has(k) || tails.has(singularOf(k));
  // ("budget hiking gear": a noun before a joined pair only says which kind, "Budget with Ruby", "Little Budget Capital".)
  const saysWhich = new Set(said.filter((x, i) => compoundOf.has(x) && compoundOf.has(said[i + 1] ?? "")));
  // "mature skin", "retro games": a describing word said only before the thing it describes is no subject alone ("Mature Files",
  // "Mature with Marcus"); it comes with its thing ("Mature Skin Glow").
  // (Only before the thing itself: "quick" in "quick vegan dinners" describes no "vegan".)
  const head = (i: number) => topicWords.includes(said[i] ?? "") && !topicWords.includes(said[i + 1] ?? "");
  // (A plain describing word already stands as one, "Vegan Skillet"; this is for a word that is a noun as well, "Mature Files".)
  const modifier = (k: string) => topicWords.includes(k) && /a/.test(partsOfSpeech(k)) && !isAdjective(k) && !compoundOf.has(k) && said.some((w) => w === k) && said.every((w, i) => w !== k || topicWords.includes(said[i + 1] ?? ""));
  const describing = (k: string) => modifier(k) && said.every((w, i) => w !== k || head(i + 1));
  // ("quick" in "quick vegan dinners": a describing word before a described thing says how, not what; "The Quick Kettle".)
  const manner = (k: string) => HOW_OFTEN.test(k) || isAdjective(k) && said.some((w) => w === k) && said.every((w, i) => w !== k || (topicWords.includes(said[i + 1] ?? "") && !head(i + 1)));
  const kwNouns = topicWords.filter((k) => !isAdjective(k) && !isAudience(k) && !saysWhich.has(k) && !modifier(k));
  // "curious teenagers" says who watches, not what the videos are: never a channel's name ("Curious Teenager School").
  const phrases = describedPhrases(ctx.description)
    .filter((p) => !isAudience(p.noun) && !isAudience(singularOf(p.noun)) && !/^(teen|teenager|viewer|fan|adult|people)s?$/.test(p.noun))
    // "cheap street food": the describing word goes with the whole thing, not half of it ("Cheap Street Pantry").
    .map((p) => (compoundOf.has(p.noun) ? { ...p, noun: compoundOf.get(p.noun)!, text: `${p.adj} ${compoundTyped.get(p.noun) ?? compoundOf.get(p.noun)!}` } : p))
    // ("Short Kettlebell Iron" of "short kettlebell workouts": a phrase stopped before the thing it describes is half of it.)
    .filter((p) => {
      const ws = p.text.split(" ");
      return !said.some((_, i) => ws.every((x, j) => said[i + j] === x) && kwNouns.includes(said[i + ws.length] ?? ""));
    })
    // ("easy 15 minute meals": a phrase whose thing is no subject of the channel is none, "Easy Minute Skillet".)
    .filter((p) => topicWords.some((t) => t === p.noun || singularOf(t) === p.noun || t === p.noun.split(" ")[0]));
  for (const [i, k] of said.entries()) if (asThing(k) && topicWords.includes(k) && !phrases.some((p) => p.noun === singularOf(k))) phrases.push({ adj: said[i - 1], noun: singularOf(k), text: `${said[i - 1]} ${k}` });
  for (const [i, k] of said.entries()) {
    const next = said[i + 1] ?? "";
    if (describing(k) && !/ing$/.test(k) && !phrases.some((p) => p.adj === k)) phrases.push({ adj: k, noun: compoundOf.get(next) ?? singularOf(next), text: `${k} ${compoundTyped.get(next) ?? next}` });
  }
  // Words the visitor said of the whole channel, which may stand before its subject as a kind of it: whom it is for ("Student
  // Vegan Kitchen"), how quick ("Quick Vegan Skillet"), the world its things come
  // from ("Retro Speedrun Club" for speedruns in retro platform games). Never a mood ("Funny Speedrun").
  // (Said of one thing, it goes with that thing only: "Cheap Phone Hour" for cheap gadgets and budget phones.)
  const descriptors: { word: string; piece: string; not: string[]; audience: boolean; only?: string[] }[] = [];
  const addDescriptor = (word: string, piece: string, not: string[] = [], audience = false, only?: string[]) => {
    if (!descriptors.some((x) => x.word === word)) descriptors.push({ word, piece, not: [word.toLowerCase(), ...not], audience, only });
  };
  for (const [i, w] of said.entries()) {
    if (isAudience(w) && isPlural(w) && (/^(for|to)$/.test(said[i - 1] ?? "") || (isAdjective(said[i - 1] ?? "") && /^(for|to)$/.test(said[i - 2] ?? "")))) {
      const one = /^teen(ager)?s$/.test(w) ? "Teen" : titleCase(singularOf(w));
      addDescriptor(one, `'${one}' for the ${w} you make it for`, [], true);
    }
    // ("short kettlebell workouts": the describing word goes with the last noun of the run, not the first.)
    let head = said.findIndex((x, j) => j > i && j <= i + 3 && kwNouns.includes(x));
    while (head > i && kwNouns.includes(said[head + 1] ?? "")) head++;
    if (HOW_OFTEN.test(w) && isAdjective(w) && head > i && said.slice(i + 1, head).every((x) => topicWords.includes(x))) addDescriptor(titleCase(w), `'${titleCase(w)}' from your '${said.slice(i, head + 1).join(" ")}'`, [], false, said.slice(i + 1, head + 1).filter((x, j, all) => j === all.length - 1 || isAdjective(x)).flatMap((x) => [x, singularOf(x)]));
  }
  for (const p of phrases) {
    const at = said.findIndex((x, i) => x === p.adj && /^(in|of|from|on)$/.test(said[i - 1] ?? ""));
    if (at > 0 && familyFor(p.adj) && !moodOnlyWord(p.adj)) addDescriptor(titleCase(p.adj), `'${titleCase(p.adj)}' from your '${p.text}'`, p.noun.split(" "));
  }
  const activities = CHANNEL_ACTIVITY[niche] ?? CHANNEL_ACTIVITY.vlog;
  // "restoring old furniture": what the host does, with what to, is the channel's own activity ("Restoring Furniture with Sam").
  const doing = (() => {
    const i = said.findIndex((x) => /ing$/.test(x) && takesObject(x, said) && !TELLING_ING.has(x));
    const obj = i < 0 ? undefined : said.slice(i + 1, i + 4).find((x) => kwNouns.includes(x) && !circumstance.has(x));
    if (obj) return `${said[i]} ${compoundTyped.get(obj) ?? obj}`;
    // "I restore old hand tools", "we build tiny cabins": what the host does, said of themselves ("Restoring Hand Tools with Sam").
    const v = said.findIndex((x, j) => j > 0 && /^(i|we)$/.test(said[j - 1]) && partsOfSpeech(x).includes("v") && !/s$/.test(x) && !HOW_TOLD.has(x));
    const thing = v < 0 ? undefined : said.slice(v + 1, v + 4).find((x) => kwNouns.includes(x) && !circumstance.has(x));
    return thing ? `${ingForm(said[v])} ${compoundTyped.get(thing) ?? thing}` : null;
  })();
  // Words of the subject's own world ("space" -> Comet, Orbit; "budget" -> Penny): channel nouns that belong to
  // this channel, not to every channel of its type.
  // ("I repair vintage radios": a word of two worlds counts only in the one the description confirms, never "Repair Mortar" or "Vintage Joist".)
  // ("speedruns": a pastime the description families do not hold has the handles' world, split, warp, glitch.)
  const worldFamily = (k: string) => familyInContext(k, said) ?? (HANDLE_WORLD[singularOf(k)] && !/^(software|engineer|developer|coding)$/.test(singularOf(k)) ? { key: `handle:${singularOf(k)}`, words: HANDLE_WORLD[singularOf(k)].map((w) => ({ w })) } : undefined);
  // ("gardening tips for small balconies": what the host does is a world too, "Balcony Trellis".)
  const activityWords = ctx.keywords.filter((k) => /ing$/.test(k) && !TELLING_ING.has(k) && !kwNouns.includes(k));
  // ("Game Marble TV", "Recipe Ladle": the world of the channel type's own word is every such channel's, none of this one's.)
  const subjectWorld = [...new Set([...kwNouns.filter((k) => !inCompound(k) && !NICHE_SELF.test(k)), ...activityWords].flatMap((k) => worldFamily(k)?.words.slice(0, 12).map((x) => titleCase(x.w)) ?? []))].filter((x) => !kwNouns.includes(x.toLowerCase()) && !isAdjective(x) && !GEAR.test(x) && !(gentle && STRAIN.test(x)));
  const worldOf = (x: string) => [...kwNouns, ...activityWords].find((k) => worldFamily(k)?.words.some((f) => f.w === x.toLowerCase()));
  const whereFrom = (x: string) => (subjectWorld.includes(x) && worldOf(x) ? `the world of your '${worldOf(x)}'` : `the world of ${niche} videos`);
  // (A channel of no chosen type takes its words from its subject more often than from stock vlog words: "Balcony Errands".)
  const channelNoun = () => (subjectWorld.length > 0 && r.chance(nicheChosen ? 0.35 : 0.55) ? r.pick(subjectWorld) : r.pick(nouns));
  // A place the channel is set in is a subject of its own ("Tokyo Diaries").
  // ("Funny Checkpoint", "The Funny Pixel": a describing word alone is a subject only where it names a world, "vegan", "retro";
  // a mood or a manner goes with the thing it was said of, "Funny Fails".)
  const moodOnly = (k: string) => !compoundOf.has(k) && moodOnlyWord(k);
  const subjectsWithAudience = [...topicWords.filter((k) => !(tails.has(singularOf(k)) && !compoundOf.has(k)) && !modifier(k) && !manner(k) && !moodOnly(k)), ...ctx.places.filter((p) => /^[A-Z][a-z]+$/.test(p) && !leftBehind(p))];
  const subjectsAll = subjectsWithAudience.filter((k) => !isAudience(k) && !modifier(k) && !manner(k) && !moodOnly(k));
  // ("Game Tonight", "Recipe Deep Dive": the channel type's own word says nothing the type does not, once there is more to say.)
  const subjectsAlone = subjectsAll.some((k) => !NICHE_SELF.test(k)) ? subjectsAll.filter((k) => !NICHE_SELF.test(k)) : subjectsAll;
  const phraseUsed = new Set<string>();
  const pairUsed = new Set<string>();
  // WordNet relatives of the words in names, looked up once per request.
  const kinOf = new Map<string, Set<string>>();
  const kin = (w: string) => kinOf.get(w) ?? (kinOf.set(w, new Set(relatedWords(w))), kinOf.get(w)!);
  const r = ctx.rng;
  const once = sayOnce();
  const toneField = ctx.generator.fields.find((f) => f.name === "tone");
  const toneChosen = !(toneField && toneField.kind === "select" && tone === toneField.default);
  const nicheField = ctx.generator.fields.find((f) => f.name === "niche");
  const nicheChosen = !(nicheField && nicheField.kind === "select" && ctx.opt("niche") === nicheField.default);
  // The hook a visitor would name the channel for (who is on camera, whom it is for, what is odd about it), a few
  // drawn afresh for each request: asked again, the visitor sees others ("Abuela's Kitchen" in every list is one name seen five times).
  const activity = said.find((x) => /ing$/.test(x) && x.length > 5 && !TELLING_ING.has(x) && ctx.keywords.includes(x) && (activityWord(x) || partsOfSpeech(baseForm(x)).includes("v") || partsOfSpeech(x) === "")) ?? null;
  const heads = kwNouns.filter((k) => !inCompound(k) || compoundOf.has(k)).map((k) => compoundOf.get(k) ?? k);
  const hookPool = channelHooks(ctx, said, niche, heads, activity);
  const hooks: Hook[] = [];
  // (One of each kind first: "Abuela's Table" and "Abuela's Cookbook" are one idea.)
  // (A subject's word with a show word is one idea however it is said: "Dinner Lab" and "Dinner Club" once at most.)
  for (let round = 0; hookPool.length > 0 && hooks.length < 5 && round < 3; round++) {
    for (const kind of [...new Set(hookPool.map((h) => h.kind))]) {
      const ofKind = hookPool.filter((h) => h.kind === kind);
      // (An angle once in a list: "Keyboards on a Budget" and "Keyboards for Less" are one idea.)
      const once = /^(subject|slang)$/.test(kind) || ANGLES.test(kind);
      if (hooks.length < 5 && ofKind.length > 0 && (round === 0 ? !once || (ANGLES.test(kind) || r.chance(0.6)) : !once)) { const h = r.pick(ofKind); hooks.push(h); hookPool.splice(hookPool.indexOf(h), 1); }
    }
  }
  r.shuffle(hooks);
  const angled = hooks.some((h) => ANGLES.test(h.kind));
  // An invented host once at most, and never where the visitor said who is on camera ("Recipes with Zoe" for a grandma).
  let hostsLeft = said.some((x) => KIN[x]) ? 0 : 1;
  const ownShape = ownWordsShapes(ctx, said, { heads, phrases, compoundTyped, manner, moodOnly, asThing, selfWord: (k) => NICHE_SELF.test(k) });
  // ("The Keyboard Upgrade" and "Keyboard Upgrade", "Keyboards Weekly" and "Keyboard Weekly": one name said twice.)
  const sounded = new Set<string>();
  const soundOf = (name: string) => name.toLowerCase().replace(/^the /, "").replace(/ tv$/, "").replace(/s\b/g, "");
  const make = channelCandidate();
  return () => {
    const c = make();
    if (!c) return null;
    const k = soundOf(c.name);
    if (sounded.has(k)) return null;
    sounded.add(k);
    return c;
  };
  function channelCandidate() {
  return () => {
    // Names made only of what the visitor said: the subject with whom it is for and how ("Student Vegan Dinners", "Retro
    // Speedruns", "Pasta in 15 Minutes"), where stock channel words said nothing of it ("The Dinner Bites").
    if (ownShape && r.chance(0.3)) {
      const made = ownShape();
      if (made) return general(made.name, made.meaning, traits(r, [toneChosen ? capitalize(tone) : "Clear", "Findable", "Honest", "Bingeable"], ["Personal"]), made.why, made.origin);
    }
    // (An angle of the visitor's is the name they came for: "Budget Thock" before "Keyboard Tech Tips".)
    if (hooks.length > 0 && r.chance(angled ? 0.75 : 0.6)) {
      const h = hooks.shift()!;
      const made = general(h.name, h.meaning, traits(r, [toneChosen ? capitalize(tone) : "Warm", "Memorable", "Clear", "Bingeable"], ["Personal"]), h.why, h.origin);
      // (The visitor's angle leads the list: "Keyboards on a Budget" before "Keyboard Tech Tips".)
      return ANGLES.test(h.kind) ? preferred(made) : made;
    }
    // Before another word a plural reads in the singular: "Parent Notes TV", not "Parents Notes TV".
    // Most names carry a word of the description: one with no subject ("Silly Notes", "Sunny Class") could be anyone's channel.
    // Who watches ("beginners", "boys") is a subject only now and then ("Beginner Clay", "Boy Balm" are nobody's channel).
    const subjects = r.chance(0.08) ? subjectsWithAudience : subjectsAlone;
    const word = subjects.length > 0 && r.chance(0.85) ? r.pick(subjects) : null;
    // (A place is said whole: "Leeds", never "Leed".)
    const kwAlone = word ? (ctx.places.includes(word) ? word : titleCase(compoundOf.get(word) ?? singularOf(word))) : null;
    const kw = kwAlone;
    // Who watches ("students") may describe a channel ("Student Spoon") but is never its noun ("Silly Student").
    const kwIsNoun = Boolean(word && !isAdjective(word) && !isAudience(word));
    let w = channelNoun();
    const a = r.pick(adjs);
    // "The Breezy Astronomy", "Big Woodworking": a mood word in front of a subject reads as nonsense; it goes with a channel word.
    const noun = channelNoun();
    const used: string[] = [];
    let raw: string;
    let meaning: string;
    let whence: string[];
    const roll = r.int(10);
    // "The Kid Big Questions", "Garage Little Things": a channel word that opens on a describing word follows no subject.
    if ((kw || roll === 1) && describedFirst(w)) w = r.pick(plainWords);
    if (roll === 9) {
      // "Speedruns & Fails", "Space and Astronomy": two of the visitor's own subjects, side by side.
      if (kwNouns.length < 2) return null;
      const [x, y] = [r.pick(kwNouns), r.pick(kwNouns)];
      // "retro platform games": a noun in front of another describes it, and is no subject beside it ("Platform & Games").
      const adjunct = said.some((w, i) => (w === x && said[i + 1] === y) || (w === y && said[i + 1] === x));
      if (x === y || adjunct || inCompound(x) || inCompound(y) || x.length + y.length > 22 || pairUsed.has(`${x} ${y}`)) return null;
      pairUsed.add(`${x} ${y}`).add(`${y} ${x}`);
      const joiner = r.chance(0.5) ? "&" : "and";
      used.push(x);
      raw = `${titleCase(x)} ${joiner} ${titleCase(y)}`;
      meaning = `'${x}' and '${y}': the two things your videos are about, in your own words.`;
      whence = [`'${titleCase(x)}' and '${titleCase(y)}' are both things you said the videos are about`];
    } else if (roll >= 7) {
      // "Space Made Simple", "Vegan Dinners Daily": the subject and a promise of how it is told.
      // ("Vegan Dinners Made Simple": a describing word makes a promise's subject with the thing it describes.)
      const ph = word ? phrases.find((p) => p.adj === word || p.noun === singularOf(word)) : undefined;
      if (!kw || (!kwIsNoun && !ph)) return null;
      const usePh = ph !== undefined && (!kwIsNoun || r.chance(0.4));
      // ("Funny Fails Made Simple", "Fails Simplified": a subject said with a mood, or what goes wrong, is watched for fun, not taught.)
      const [promise, gloss] = r.pick((usePh && moodOnly(ph.adj)) || (!usePh && asThing(word!)) ? CHANNEL_PROMISES.filter(([x]) => !TAUGHT.test(x)) : CHANNEL_PROMISES);
      // ("Games Files", "Balconies Corner": a promise that is a place or a thing takes the subject in the singular.)
      const one = roll === 7 || /^(Files|Lab|Corner|HQ|Club|Academy|Show|Hour|Diaries|Nerds|Deep Dive|Tonight)$/.test(promise);
      // ("Quick Dinners Daily", "Student Dinners Weekly": now and then a word said of the whole channel goes before a subject of one word.)
      const kinds = usePh || compoundOf.has(word!) ? [] : descriptors.filter((k) => !k.not.some((x) => x === word || singularOf(x) === singularOf(word!)) && (!k.audience || isPlural(word!)) && (!k.only || k.only.includes(word!)));
      const withKind = kinds.length > 0 && r.chance(0.7) ? r.pick(kinds) : null;
      const subject = `${withKind ? `${withKind.word} ` : ""}${usePh ? titleCase(one ? `${ph.adj} ${ph.noun}` : ph.text) : one ? kw : titleCase(compoundOf.get(word!) ?? word!)}`;
      const saidAs = usePh ? ph.text : (compoundOf.get(word!) ?? word!);
      used.push(saidAs);
      raw = `${subject} ${promise}`;
      meaning = r.pick([`Your word${saidAs.includes(" ") ? "s" : ""} '${saidAs}' with '${promise}': ${gloss}.`, `'${promise}' after your '${saidAs}' gives ${gloss}.`]) + (withKind ? ` ${capitalize(withKind.piece)}.` : "");
      whence = [`'${subject}' is your own subject`, `'${promise}' is a promise viewers know from creators' channels`];
    } else if (((roll === 1 && r.chance(0.8)) || (roll === 2 && r.chance(0.5))) && kw && !kw.includes(" ") && hostsLeft > 0) {
      // "Maya's Vegan Kitchen", "Sam's Smartphone Bench": a host's own place for the subject, as many real channels are named.
      const host = r.pick(HOSTS);
      hostsLeft--;
      const place = r.pick(nouns.filter((x) => !x.includes(" ") && !/s$/.test(x) && !isAdjective(x)));
      if (!place) return null;
      used.push(word!);
      raw = `${host}'s ${kw} ${place}`;
      meaning = r.pick([
        `'${kw}' is your subject and '${place}' the place it happens, with a host's name, ${host}, in front; put your own there.`,
        `A first name (${host}, to swap for yours) before your '${word}' and '${place}', as if viewers were dropping in.`,
      ]);
      whence = [`'${host}' stands in for your own first name`, `'${kw}' is your own subject`, `'${place}' is a word ${niche} viewers know`];
    } else if (roll === 0 && hostsLeft > 0) {
      // "Cooking with Sam", "Vegan Recipes with Maya": a thing done, then a host's first name.
      const host = r.pick(HOSTS);
      hostsLeft--;
      const phrase = phrases.length > 0 && r.chance(0.5) ? r.pick(phrases) : null;
      // "Woodworking with Avery": the visitor's subject, rather than what every channel of the type does ("Road Trips with Ravi").
      // ("Farmhouse with Kit", "Van with Leo": one thing is nothing a host does with you; a craft, a field or things in the plural are,
      // "Pottery with Kit", "Houseplants with Leo".)
      // ("Fails with Alex": what goes wrong is nothing a host does with you.)
      const hostable = kwNouns.filter((k) => !asThing(k) && (!inCompound(k) || compoundOf.has(k)) && (compoundOf.has(k) ? isPlural(compoundTyped.get(k)!.split(" ")[1]) : isPlural(k) || /ing$/.test(k) || /(y|ics|ism|ure)$/.test(k)));
      const typedWord = !phrase && hostable.length > 0 && r.chance(0.8) ? r.pick(hostable) : null;
      // ("Guitar Lessons with Kit": before "with" the thing is said as typed, not "Guitar Lesson with Kit".)
      const typed = typedWord ? (compoundTyped.get(typedWord) ?? typedWord) : null;
      const own = doing && r.chance(0.6) ? doing : null;
      // ("Road Trips with Zoe" for a balcony garden: a type's stock activity is no one's when the type was not chosen.)
      if (!own && !phrase && !typed && !nicheChosen && niche === ctx.opt("niche") && subjects.length > 0) return null;
      const what = own ? titleCase(own) : phrase ? titleCase(phrase.text) : typed ? titleCase(typed) : r.pick(activities);
      if (own) used.push(own);
      else if (phrase) used.push(phrase.text);
      else if (typed) used.push(typed);
      raw = `${what} with ${host}`;
      meaning = r.pick([
        `'${what}' with a host's first name, ${host}, as if a friend is showing you how${used.length > 0 && used[0].toLowerCase() !== what.toLowerCase() ? `; '${used[0]}' comes from your description` : ""}. Swap in your own name.`,
        `${host} stands in for you: '${what} with' and your own first name makes the channel sound like an invitation.`,
        `A standing invitation: '${what}', done alongside a host, here ${host}; put your own name in.`,
      ]);
      whence = [`'${host}' stands in for your own first name`, used.length > 0 ? `'${what}' is your subject` : `'${what}' is what ${niche} hosts do on camera`];
    } else if (roll === 1 && phrases.length > 0) {
      // "Vegan Recipe Kitchen": a phrase from the description and a channel word, once per phrase.
      const phrase = r.pick(phrases);
      // ("Retro Platform Game Skip": a pastime's own thing follows only the pastime's name.)
      const fromW = subjectWorld.includes(w) ? worldOf(w) : undefined;
      if (phraseUsed.has(phrase.text) || (fromW && worldFamily(fromW)?.key.startsWith("handle:") && !phrase.text.includes(fromW))) return null;
      phraseUsed.add(phrase.text);
      used.push(phrase.text);
      raw = `${titleCase(`${phrase.adj} ${phrase.noun}`)} ${w}`;
      meaning = `Your words '${phrase.text}' with '${w}' from ${whereFrom(w)}.`;
      whence = [`'${phrase.text}' is your own phrase`, subjectWorld.includes(w) ? `'${w}' belongs with your '${worldOf(w)}'` : `'${w}' is a word ${niche} viewers know`];
    } else {
      // "The Jolly Space Lab": the voice, the subject and a channel word, when the subject is a thing.
      // ("Lucky Guitar Lesson Rehearsal": a mood goes before a subject of one word only.)
      // The tone's word is a voice the visitor chose, said now and then before their subject ("The Quirky Physics Lab"); left at
      // its default it is nobody's choice, and bolted on it says nothing of the channel ("Silly Supper", "Merry Device Lab").
      // "Comet Classroom", "The Trellis Diaries": a thing of the subject's own world leads, where a mood word would say nothing of it.
      // (Not a world that is the channel type's own: "Table Crumbs", "Skillet Kettle" for a cooking channel say nothing of the meals.)
      const leads = subjectWorld.filter((x) => { const from = worldOf(x); const fam = from ? worldFamily(from)?.key : undefined; return !fam || NICHE_BY_FAMILY[fam] !== niche; });
      const lead = leads.length > 0 && r.chance(toneChosen ? 0.1 : 0.15) ? r.pick(leads) : null;
      const ending = lead ? r.pick(plainWords.filter((x) => !subjectWorld.includes(x) && !x.includes(" ") && !isAdjective(x) && !/ed$/.test(x))) : null;
      if (lead && ending) {
        raw = r.chance(0.4) ? `The ${lead} ${ending}` : `${lead} ${ending}`;
        const from = worldOf(lead);
        if (!from) return null;
        meaning = r.pick([`'${lead}' belongs with ${from}, and '${ending}' says what kind of channel it is.`, `'${lead}', a thing of the world of your ${from}, with '${ending}'.`, `${capitalize(withArticle(niche))} channel word, '${ending}', led by '${lead}' from the world of ${from}.`]);
        whence = [`'${lead}' belongs with your '${from}'`, `'${ending}' is a word ${niche} viewers know`];
      } else {
      // "retro games", "mature skin": the thing with the word the visitor said of it, now and then ("Retro Game Arcade").
      const described = word && r.chance(0.5) ? phrases.find((p) => p.noun === singularOf(word) || p.adj === word) : undefined;
      // ("Student Vegan Kitchen": now and then a word said of the whole channel goes before a subject of one word.)
      // (Who watches stands before things in the plural only, and seldom: "Teen Space Guide", "Beginner Woodworking" in every list.)
      const kinds = described || !kwAlone || kwAlone.includes(" ") ? [] : descriptors.filter((k) => !k.not.some((x) => x === kwAlone.toLowerCase() || singularOf(x) === singularOf(kwAlone.toLowerCase())) && (!k.audience || isPlural(word!)) && (!k.only || k.only.includes(word!)));
      const kind = kinds.length > 0 && r.chance(0.6) ? r.pick(kinds) : null;
      const kinded = kind && (!kind.audience || r.chance(0.4)) ? kind : null;
      const kw = described ? titleCase(`${described.adj} ${described.noun}`) : kinded ? `${kinded.word} ${kwAlone}` : kwAlone;
      // (With no subject of theirs at all, the voice is what is left: "Curious Office Hours".)
      const toned = toneChosen && (!kw || r.chance(0.3)) && !kinded;
      // ("The Boat Open Road": after a subject, a channel word that opens on a describing word gives way, as 'w' did above.)
      const plainNoun = describedFirst(noun) ? w : noun;
      if (!kw && subjects.length > 0) return null;
      const shapes = toned || !kw
        ? [`${kw ?? a} ${w}`, `The ${a} ${noun}`, `${kw ?? a} ${w} TV`, `${a} ${noun}`, kw && kwIsNoun && !kw.includes(" ") ? `${r.chance(0.4) ? "The " : ""}${a} ${kw} ${w}` : `${kw ?? a} ${w}`]
        : [`${r.chance(0.3) ? "The " : ""}${kw} ${w}`, `The ${kw} ${plainNoun}`, `${kw} ${w} TV`, `${r.chance(0.3) ? "The " : ""}${kw} ${plainNoun}`, `The ${kw} ${w}`];
      raw = shapes[roll - 2] ?? shapes[0];
      // "Antique Clock Toolkit TV", "Map Study Hall TV": 'TV' goes after two words, never after three.
      if (/ TV$/.test(raw) && raw.split(" ").length > 3) raw = raw.slice(0, -3);
      // "Happy Explained": a describing channel word ("Explained", "Everyday") follows a subject, not a mood.
      if (!kw && (isAdjective(w) || /ed$/.test(w)) && raw.includes(w)) return null;
      // A word of theirs was picked: it stays in the name ("The Vegan Skillet", not "The Happy Spoon").
      if (kw && !raw.includes(kw)) raw = r.chance(0.5) ? `The ${kw} ${w}` : `${kw} ${w}`;
      if (kw && raw.includes(kw)) used.push(described ? described.text : (compoundOf.get(word!) ?? word!));
      // ("The Student Vegan Supper Club": a kind and a subject take a channel word of one word.)

      // Says only what is in the name: the visitor's word, the channel word, the voice word.
      const inName = (x: string) => ` ${raw} `.includes(` ${x} `);
      // ("The Teen Space Horizon": a thing of the subject's world after a kind and a subject says the subject twice.)
      if (kinded && (raw.replace(/^The /, "").split(" ").length > 3 || subjectWorld.some((x) => inName(x)))) return null;
      const channelWord = inName(w) ? w : noun !== kw && inName(noun) ? noun : null;
      // ("The Platform Game Skip": a pastime's own thing follows only the pastime's name, "Speedrun Glitch".)
      const from = channelWord && subjectWorld.includes(channelWord) ? worldOf(channelWord) : undefined;
      if (from && worldFamily(from)?.key.startsWith("handle:") && from !== word) return null;
      const pieces = [
        used.length > 0 ? `your word${used[0].includes(" ") ? "s" : ""} '${used[0]}'` : null,
        kinded && inName(kinded.word) ? kinded.piece : null,
        // (Said in one of a few ways, so seven names do not read as one sentence with the words swapped.)
        channelWord
          ? subjectWorld.includes(channelWord) && worldOf(channelWord)
            ? r.pick([`'${channelWord}' from the world of your '${worldOf(channelWord)}'`, `'${channelWord}', which goes with ${worldOf(channelWord)}`])
            : r.pick([`'${channelWord}' from the world of ${niche} videos`, `'${channelWord}', a word ${niche} viewers know`, `'${channelWord}', a word you see on ${niche} channels`])
          : null,
        inName(a) ? r.pick([`'${a}', ${withArticle(tone)} word that sets the voice of the channel`, `'${a}' for ${withArticle(tone)} voice`, `'${a}', which keeps it ${tone}`]) : null,
      ].filter((x): x is string => x !== null);
      if (pieces.length < 2) return null;
      meaning =
        used.length > 0 && pieces.length >= 2
          ? r.pick([
              `${capitalize(pieces[0])} with ${pieces.slice(1).join(", and ")}.`,
              `Built on '${used[0]}' from your description, with ${pieces.slice(1).join(", and ")}.`,
              `${capitalize(pieces.slice(1).join(", and "))}, after what your videos are about: '${used[0]}'.`,
            ])
          : `${capitalize(pieces[0])} with ${pieces.slice(1).join(", and ")}.`;
      whence = [
        used.length > 0 ? `'${titleCase(used[0])}' is your own subject` : null,
        kinded && inName(kinded.word) ? kinded.piece : null,
        channelWord ? (subjectWorld.includes(channelWord) ? `'${channelWord}' belongs with your '${worldOf(channelWord)}'` : `'${channelWord}' is a word ${niche} viewers know`) : null,
        inName(a) ? `'${a}' sets the voice` : null,
      ].filter((x): x is string => x !== null);
      }
    }
    if (/(\b\w+\b).*\b\1\b/i.test(raw)) return null;
    // "The Game Review Final Boss", "Budget Travel Home Movies": two two-word halves make a banner nobody can say at once.
    if (used[0]?.includes(" ") && [w, noun].some((x) => x.includes(" ") && raw.includes(x))) return null;
    // "Vegan Dinner Supper": a channel word that says the visitor's word again.
    const inRaw = raw.toLowerCase().split(/[^a-z]+/).filter((x) => x.length >= 3);
    const close = (x: string, y: string) => kin(x).has(y) || [...kin(x)].some((z) => z.length >= 4 && kin(y).has(z));
    if (inRaw.some((x) => inRaw.some((y) => x !== y && close(x, y)))) return null;
    // The kind of channel as the visitor gave it: a tone or a type left at its default is not theirs ("a fun education channel" for a student's vlog).
    const kind = `${toneChosen ? `${tone} ` : ""}${nicheChosen || niche !== ctx.opt("niche") ? `${niche} ` : ""}channel`;
    let why = r.pick([
      `Fits ${withArticle(kind)}: new viewers can tell from the thumbnail alone what the videos are about.`,
      `Short enough for a banner and a search bar, and plain about what ${withArticle(kind)} like yours covers.`,
      `Easy to remember after one video, and it says at once what the ${kind} is for.`,
    ]);
    if (used.length > 0) why += ` It uses '${used[0]}' from your description.`;
    return general(titleCase(raw), meaning,
      traits(r, [toneChosen ? capitalize(tone) : "Clear", "Watchable", "Friendly", "Bingeable"], ["Consistent"]), why,
      `In '${titleCase(raw)}', ${whence.join(", and ")}.${once("Successful creators name channels this way: a subject and a voice, short enough for a banner.")}`);
  };
  }
};

const CLAN_WORDS: Record<string, { adj: string[]; nouns: string[] }> = {
  intimidating: {
    adj: list("Iron, Blood, Black, Savage, Dread, Grim, Crimson, Feral, Ruthless, Venom, Ashen, Scorched, Brutal, Wicked, Steel, Rabid"),
    nouns: list("Wolves, Reapers, Legion, Vipers, Jackals, Wardens, Ravagers, Titans, Hounds, Butchers, Marauders, Wraiths, Executioners, Berserkers, Hyenas, Outlaws"),
  },
  funny: {
    adj: list("Lag, Potato, Noob, Snack, Sleepy, Respawn, Couch, Crunchy, Wobbly, Soggy, Grumpy, Pajama, Budget, Spicy, Tiny"),
    nouns: list("Goblins, Gremlins, Geese, Nuggets, Bandits, Raccoons, Snacks, Campers, Noodles, Potatoes, Muffins, Pigeons, Llamas, Waffles, Hamsters, Gnomes"),
  },
  mysterious: {
    adj: list("Silent, Hollow, Veiled, Nameless, Midnight, Phantom, Shadow, Lost, Hidden, Masked, Forgotten, Sunless, Ashen, Pale, Whispering, Unseen"),
    nouns: list("Order, Circle, Ghosts, Syndicate, Covenant, Whispers, Shades, Cartel, Veil, Cult, Masks, Spectres, Watchers, Lanterns, Keepers, Echoes"),
  },
  honorable: {
    adj: list("Iron, Golden, Silver, Oath, Dawn, Valiant, Noble, First, Loyal, Steadfast, Sworn, Gallant, True, Royal, High, Bright"),
    nouns: list("Guard, Knights, Vanguard, Brotherhood, Sentinels, Paladins, Wardens, Company, Shield, Templars, Lions, Crusaders, Defenders, Banner, Legion, Watch"),
  },
};
const GAME_FLAVOUR: Record<string, string[]> = {
  shooter: list("Squad, Recon, Strike, Unit, Fireteam, Platoon, Ops, Division"),
  "battle-royale": list("Squad, Drop, Zone, Last Circle, Landing, Storm, Crew, Loot"),
  mmo: list("Guild, Order, Company, Fellowship, Raiders, Conclave, Covenant, Kin"),
  moba: list("Lane, Core, Nexus, Five, Esports, Gaming, Jungle, Carry"),
  strategy: list("Legion, Empire, Council, Dominion, Dynasty, Command, Host, Realm"),
  sports: list("United, FC, Athletic, Club, Rovers, City, Rangers, Esports"),
};

function singular(word: string): string {
  if (word.endsWith("ves")) return `${word.slice(0, -3)}f`;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  return word.replace(/s$/, "");
}

/** What a clan's description says of itself or its games, which names no clan ("Wardens of Group", "Team Unit", "Play Squad"). */
const CLAN_SAYS_NOTHING = new Set(
  list(
    // (And the words that ask for a kind of name: "wolf theme" is wolves, never "Theme Jackals".)
    "theme, themed, vibe, vibes, style, styled, name, names, tag, focus, focused, based, inspired, something, anything, idea, ideas, main, want, " +
    "group, team, crew, clan, squad, guild, friend, buddy, player, gamer, game, gaming, play, people, member, community, server, discord, bunch, lot, match, round, rank, ranked, casual, competitive, chill, serious, hardcore, tryhard, love, like, thing, way, kind, type, style, everyone, anyone, someone, mostly, usually, together, online, session, shooter, strategy, sport, moba, mmo, fps, rpg, battle, royale",
  ),
);
/** Creatures a clan can be ("The Night Owls", "Savage Ravens"). */
const CLAN_CREATURE = /^(owl|wolf|raven|crow|fox|bear|hawk|falcon|eagle|shark|snake|viper|cobra|tiger|lion|panther|jaguar|goblin|gremlin|dragon|wyvern|ghost|phantom|zombie|goose|duck|raccoon|possum|badger|ferret|otter|rat|bat|spider|scorpion|hornet|wasp|bee|hound|dog|cat|kitten|pirate|ninja|knight|viking|samurai|potato|nugget|penguin|llama|goat|frog|toad|gecko|mantis|kraken|yeti)$/;
/** Times a clan plays in, said before its name ("Weekend Wolves", "Midnight Squad"). */
const CLAN_TIME = /^(night|midnight|weekend|dawn|dusk|sunday|saturday|friday|morning|evening|lunch|lunchtime)$/;

interface ClanWord {
  /** As it stands in a name, singular ("Redstone", "Owl", "Night Owl"). */
  one: string;
  kind: "creature" | "time" | "place" | "thing";
  /** As the visitor said it ("night owls", "Brazil"). */
  said: string;
}

/** The description's own words a clan can be named for: its creatures, its hours, its places and its things. */
function clanWordsOf(ctx: Ctx): ClanWord[] {
  const out: ClanWord[] = [];
  const words = tokens(ctx.description);
  const add = (w: ClanWord) => {
    if (!out.some((x) => x.one === w.one)) out.push(w);
  };
  for (const name of ctx.places) add({ one: name, kind: "place", said: name });
  for (const [i, word] of words.entries()) {
    const one = singularOf(word);
    // (Only the description's content words: "who" is no World Health Organization.)
    if (one.length < 3 || !(ctx.keywords.includes(word) || CLAN_TIME.test(word)) || CLAN_SAYS_NOTHING.has(one) || CLAN_SAYS_NOTHING.has(word) || ctx.understood.excluded.has(one)) continue;
    // A game's or a person's name is theirs, not the clan's ("Valorant Squad").
    // ("Call of Duty": each word of a game's name is the game's.)
    if (ctx.properNouns.some((n) => n.toLowerCase().split(" ").includes(word)) && !ctx.places.some((n) => n.toLowerCase() === word)) continue;
    // "night owls": an hour before a creature is one name.
    const next = singularOf(words[i + 1] ?? "");
    if (CLAN_TIME.test(one) && CLAN_CREATURE.test(next)) {
      add({ one: `${titleCase(one)} ${titleCase(next)}`, kind: "creature", said: `${word} ${words[i + 1]}` });
      continue;
    }
    if (CLAN_TIME.test(one)) add({ one: titleCase(one), kind: "time", said: word });
    else if (CLAN_CREATURE.test(one)) add({ one: titleCase(one), kind: "creature", said: word });
    // "after the kids are asleep": whoever a clause is about is someone else, not the clan.
    else if (i > 0 && /^(are|is|was|were)$/.test(words[i + 1] ?? "")) continue;
    // A noun the dictionary knows and no verb or describing word of the sentence ("loves", "build", "building" as an act).
    // ("redstone": a word the dictionary does not know, typed in lower case, is most likely a thing of the game.)
    else if ((partsOfSpeech(one).startsWith("n") || (partsOfSpeech(one) === "" && one.length >= 4)) && !/ing$/.test(word) && !isAdjective(word) && !(partsOfSpeech(one).includes("v") && /^(who|that|which|and|to|we|they)$/.test(words[i - 1] ?? ""))) add({ one: titleCase(one), kind: "thing", said: word });
  }
  return out.filter((w) => !out.some((o) => o !== w && o.kind === "creature" && o.one.endsWith(` ${w.one}`)) && !out.some((o) => o !== w && o.one.startsWith(`${w.one} `)));
}

export const clanMaker: Maker = (ctx) => {
  const style = ctx.opt("style");
  const game = ctx.opt("game");
  const w = CLAN_WORDS[style] ?? CLAN_WORDS.intimidating;
  const flavour = GAME_FLAVOUR[game] ?? GAME_FLAVOUR.shooter;
  const own = clanWordsOf(ctx);
  const r = ctx.rng;
  const once = sayOnce();
  const tone = withArticle(style);
  return () => {
    const a = r.pick(w.adj);
    const n = r.pick(w.nouns);
    const f = r.pick(flavour);
    // Most names carry one of the clan's own words; the rest are the style's stock.
    const kw = own.length > 0 && r.chance(0.87) ? r.pick(own) : null;
    let raw: string;
    if (!kw) raw = r.pick([`${a} ${n}`, `The ${a} ${n}`, `${a} ${f}`, `Order of the ${a} ${singular(n)}`]);
    // ("The Night Owls" never changes, so it is one shape in several.)
    else if (kw.kind === "creature") raw = r.pick([r.chance(0.3) ? `The ${plural(kw.one)}` : `${a} ${plural(kw.one)}`, `${a} ${plural(kw.one)}`, `${kw.one} ${f}`, `The ${a} ${plural(kw.one)}`]);
    else if (kw.kind === "place") raw = r.pick([`${n} of ${kw.one}`, `${kw.one} ${f}`, `${kw.one} ${n}`, f.includes(" ") ? `The ${kw.one} ${n}` : `${a} ${kw.one} ${f}`]);
    else if (kw.kind === "time") raw = r.pick([`${kw.one} ${n}`, `${kw.one} ${f}`, `The ${kw.one} ${n}`, `${a} ${kw.one} ${n}`.length <= 24 ? `${a} ${kw.one} ${n}` : `${kw.one} ${n}`]);
    else {
      // (A game's eight words run out before the style's sixteen: "Coffee Guild" comes back sooner than "Coffee Paladins".)
      const described = `${a} ${kw.one} ${n}`.length <= 26 ? `${a} ${kw.one} ${n}` : `The ${kw.one} ${n}`;
      raw = r.pick([`${kw.one} ${n}`, r.chance(0.5) ? `${kw.one} ${f}` : described, `The ${kw.one} ${n}`, f.includes(" ") ? described : `${a} ${kw.one} ${f}`, described]);
    }
    // ("Order of the Forgotten Order": a word said twice.)
    if (raw.length > 32 || /\b(?!the\b|of\b)(\w+)\b.*\b\1\b/i.test(raw)) return null;
    // (The way a piece is said follows from the name, not from the draw: the names stay those the draw gives.)
    const say = (ways: string[]) => ways[textHash(raw, ways.length) % ways.length];
    const has = (x: string) => ` ${raw} `.includes(` ${x} `) || raw.startsWith(`${x} `) || raw.endsWith(` ${x}`);
    const kwShown = kw ? (raw.includes(plural(kw.one)) && kw.kind === "creature" ? plural(kw.one) : kw.one) : "";
    const parts = [
      kw
        ? kw.kind === "time" ? say([`'${kwShown}' is when you play, from your '${kw.said}'`, `'${kwShown}' for the hours you keep`])
        : kw.kind === "creature" ? say([`'${kwShown}' is what you are, from your '${kw.said}'`, `'${kwShown}' for your ${kw.said}`, `'${kwShown}' carries your ${kw.said}`])
        : `'${kwShown}' is ${kw.kind === "place" ? "the place you named" : kw.said === kw.one.toLowerCase() ? "your own word" : `from your '${kw.said}'`}`
        : null,
      // (Said in one of a few ways: seven names with "'X' sets an intimidating tone; 'Y' names the crew" read as one.)
      has(a) ? say([`'${a}' sets ${tone} tone`, `'${a}' gives it ${tone} edge`, `'${a}' is the ${style} part`]) : null,
      has(n) || has(singular(n)) ? say([`'${has(n) ? n : singular(n)}' names the crew`, `'${has(n) ? n : singular(n)}' is what you call yourselves`, `'${has(n) ? n : singular(n)}' stands for the whole team`]) : null,
      has(f) ? say([`'${f}' is ${readable(game)} talk`, `'${f}' comes from ${readable(game)} lobbies`, `'${f}' is a word ${readable(game)} players use`]) : null,
    ].filter((x): x is string => x !== null);
    const name = titleCase(raw);
    const meaning = `${capitalize(parts.join("; "))}.`;
    const why = `Fits ${tone} ${readable(game)} clan: it fits in a tag, sounds good in voice chat and tells rivals what you are about.${kw ? ` It keeps '${kw.said}' from your description.` : ""}`;
    return general(name, meaning, traits(r, [capitalize(style), "United", "Competitive", "Loyal"]), why, `In '${name}', ${parts.join(", and ")}.${once("Esports teams and old guilds name themselves this way.")}`);
  };
};
