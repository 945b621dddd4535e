// Which strategy names each generator, and with which vocabulary. Adding a
// generator to the catalog means adding one line here.
import type { Ctx } from "./core/context";
import type { Maker } from "./strategies/types";
import { brandMaker, type BrandParams } from "./strategies/brand";
import { domainMaker } from "./strategies/domain";
import { localMaker } from "./strategies/local";
import { luxuryMaker } from "./strategies/luxury";
import { consultingFounderMaker, engineeringMaker, legalMaker, medicalMaker } from "./strategies/firms";
import { blogMaker, TITLE_PATTERNS, titleMaker } from "./strategies/titles";
import { clanMaker, linkedinMaker, snapchatMaker, tiktokMaker, twitchMaker, twitterMaker, usernameMaker, youtubeMaker } from "./strategies/handles";
import { alienMaker, dndMaker, elfMaker, fantasyMaker, sciFiMaker, vampireMaker, wizardMaker } from "./strategies/fantasy";
import {
  bandMaker, characterMaker, derbyMaker, dragMaker, halloweenMaker, penNameMaker, pirateShipMaker, robotMaker, steampunkMaker, unicornMaker, zombieMaker,
} from "./strategies/fun";
import {
  characterMaker as describedCharacterMaker, cowboyMaker, pirateMaker, spyMaker, superheroMaker, villainMaker,
} from "./strategies/people";
import { catMaker, dogMaker, horseMaker, petMaker } from "./strategies/pets";
import { warriorCatMaker } from "./strategies/warrior-cats";
import { withDescription } from "./strategies/described-fun";
import { selfName } from "./core/own-names";
import { compoundHead } from "./strategies/seams";
import { babyMaker } from "./strategies/babies";
import { realWords, SELLS_GOODS, withAudience } from "./strategies/shops";
import { podcastMaker } from "./strategies/podcast";
import { withSoftwareNames } from "./strategies/software";
import { withCustomerWorld } from "./strategies/for-customers";
import { projectMaker, inventedWordMaker } from "./strategies/invented";
import { mix, withOptions } from "./strategies/combine";
import { words } from "./core/words";
import { activityWord, familyFor } from "./data/description-families";
import { fold, tokens } from "./core/text";
import { namesPeople, partsOfSpeech } from "./core/understand";

// Endings of a field's own ("Roomview", "Phishguard", "Contractmind"): a word of the description ends in what the field does.
const XR_TAILS = words("verse:a world of its own; view:what you see; scape:a whole landscape; sight:seeing clearly; lens:a way of seeing; portal:a door to elsewhere; vista:a wide view; frame:the window you look through; loop:a cycle that keeps improving; path:a clear way");
const SECURITY_TAILS = words("guard:protection; shield:a defence; lock:what keeps it shut; sentry:a watchful guard; gate:a controlled way in; ward:protection; watch:keeping an eye out; fort:a stronghold; proof:resistant to attack; safe:kept from harm");
const AI_TAILS = words("mind:thinking; sense:understanding; logic:reasoning; spark:the first flash of an idea; wise:smart; pilot:a guide at the controls; lens:a way of seeing; ly:made easy; loop:a cycle that keeps improving; path:a clear way");
const BIOTECH_TAILS = words("bio:life science; therapeutics:medicines that heal; biosciences:the science of life; labs:laboratories; genomics:the study of genes; gen:origin and genes");

/** Whether the visitor picked a select's value themselves, other than its default (not read from the description). */
function chosenByVisitor(ctx: Ctx, field: string): boolean {
  const f = ctx.generator.fields.find((x) => x.name === field);
  const value = ctx.text(field).trim().toLowerCase();
  return Boolean(f && f.kind === "select" && value !== f.default && f.options.some((o) => o.value === value));
}

/** Whether a select field is at its default value (left as the visitor found it). */
function isDefault(ctx: Ctx, field: string): boolean {
  const f = ctx.generator.fields.find((x) => x.name === field);
  return Boolean(f && f.kind === "select" && ctx.opt(field) === f.default);
}

// Worlds a punchy default would shout at ("Infantvolt", "Iron Pouch" for baby food pouches): babies, children and pets.
const GENTLE = /^(baby|toys|pets|cat)$/;
// (What is sold, not whom it is for: "home workouts for busy mums" and "rota planning for veterinary nurses" are no nursery.)
const gentle = (ctx: Ctx) => [...ctx.mentioned].some((w) => !ctx.customers.has(w) && !namesPeople(w) && GENTLE.test(familyFor(w)?.key ?? ""));

function brand(what: string, themes: (ctx: Ctx) => string[], extra: Partial<BrandParams> & { styleField?: string; fieldFrom?: string; yieldsTo?: string; descriptionLeads?: boolean; gentleStyle?: string } = {}): Maker {
  return brandMaker((ctx) => ({
    fieldIsDefault: extra.descriptionLeads ?? (extra.yieldsTo ? isDefault(ctx, extra.yieldsTo) : false),
    fieldInferred: extra.yieldsTo ? !isDefault(ctx, extra.yieldsTo) && !chosenByVisitor(ctx, extra.yieldsTo) : false,
    what,
    themes: themes(ctx),
    // A style left at its default never overrules what the description says: a gentle world gets a gentle style.
    style: extra.style ?? (extra.gentleStyle && isDefault(ctx, extra.styleField ?? "style") && gentle(ctx) ? extra.gentleStyle : ctx.opt(extra.styleField ?? "style") || "modern"),
    field: extra.fieldFrom ? ctx.opt(extra.fieldFrom) : extra.field,
    suffixNouns: extra.suffixNouns,
    tails: extra.tails,
  }));
}
const fixed = (...themes: string[]) => () => themes;
// Technology words ("stack: layers of software") only for things the
// description says are technical: a sleep mask or a flower delivery gets none.
const TECHNICAL = /^(tech|code|ai|data|cloud|science|security|crypto|energy)$/;
/** The themes given, and `extra` too where the description is technical. */
const ifTechnical = (extra: string) => (...themes: string[]) => (ctx: Ctx) => {
  const technical = [...ctx.mentioned].some((w) => TECHNICAL.test(familyFor(w)?.key ?? ""));
  return technical ? [...themes, extra] : themes;
};
const techIfDescribed = ifTechnical("tech");
// (A gadget is named from the words of devices, "Chip", "Volt", "Circuit"; software's vocabulary is for software.)
const gadgetIfDescribed = ifTechnical("electronics");
const byOption = (field: string, map: Record<string, string[]>, fallback: string[]) => (ctx: Ctx) => map[ctx.opt(field)] ?? fallback;

const INDUSTRY: Record<string, string[]> = {
  technology: ["tech", "data", "light"], retail: ["retail"], "food-and-drink": ["food"], "health-and-wellness": ["wellness", "health"], finance: ["money"],
  creative: ["creative"], "home-services": ["home"], education: ["education"], consulting: ["consulting"], other: ["light", "nature", "motion"],
};
// "A woodworking shop", "a metalworking shop that sold custom gates": a shop named for its work is a workshop, and the
// retail the word "shop" suggests gives way to the maker's words ("Shine Stall", "Aisle Woodworking" gone).
const WORKSHOP_WORK = /^(repair|repairs|print|framing|frame|joinery|tailoring|upholstery|pottery|metalwork|woodwork|ironwork|leatherwork|glass|stone|sign|signs)$/;
function namesAWorkshop(description: string): boolean {
  const said = tokens(fold(description));
  return said.some((w, i) => /^(workshops?|shops?)$/.test(w) && (w.startsWith("workshop") || (i > 0 && (WORKSHOP_WORK.test(said[i - 1]) || (/ing$/.test(said[i - 1]) && activityWord(said[i - 1]))))));
}
const businessThemes = (ctx: Ctx): string[] =>
  ctx.opt("industry") === "retail" && !chosenByVisitor(ctx, "industry") && namesAWorkshop(ctx.description) ? ["craft"] : byOption("industry", INDUSTRY, ["light"])(ctx);
const SECTOR: Record<string, string[]> = {
  fintech: ["money", "data"], health: ["health"], climate: ["energy", "green"], consumer: ["light", "motion"], "developer-tools": ["tech", "cloud"],
  marketplace: ["retail", "motion"], education: ["education"], other: ["light", "motion", "nature"],
};
const STORE: Record<string, string[]> = {
  fashion: ["fashion"], "home-decor": ["home"], beauty: ["beauty"], electronics: ["electronics"], pets: ["pets"], handmade: ["craft"], food: ["food"],
  outdoor: ["outdoor"], kids: ["kids"], other: ["retail"],
};
const GREEN: Record<string, string[]> = {
  "renewable-energy": ["energy"], "zero-waste": ["circular", "green"], "organic-food": ["food", "green"], "eco-products": ["green"], landscaping: ["green", "nature"], recycling: ["circular", "energy"],
};
// Each option below picks the vocabulary, so a yoga studio and a CrossFit box
// do not get the same list.
const FITNESS: Record<string, string[]> = {
  gym: ["fitness", "strength"], yoga: ["yoga"], "personal-training": ["fitness", "motion"], crossfit: ["strength", "fitness"],
  running: ["running"], apparel: ["fashion", "motion"], nutrition: ["nutrition"],
};
const APP_PLATFORM: Record<string, string[]> = {
  mobile: ["tech", "motion", "light"], web: ["cloud", "tech"], desktop: ["tech", "data"], game: ["games"], api: ["cloud", "data"],
};
const CRYPTO: Record<string, string[]> = {
  token: ["crypto"], "nft-collection": ["crypto", "creative"], dao: ["community", "crypto"], defi: ["crypto", "money"], exchange: ["money", "motion"],
};
const XR: Record<string, string[]> = {
  game: ["vr", "games"], app: ["vr", "tech"], studio: ["vr", "creative"], hardware: ["vr", "electronics"], experience: ["vr", "light"],
};
const BIOTECH: Record<string, string[]> = {
  therapeutics: ["bio", "health"], diagnostics: ["diagnostics", "bio"], genomics: ["bio", "data"], agritech: ["green", "bio"], "medical-devices": ["electronics", "health"],
};

// "A children's picture book about…", "a bedtime story": a book for children, whatever genre was left at its default.
const CHILDRENS_BOOK = /\b(?:children'?s?|kids'?|toddlers?'?|bedtime|picture)\s+(?:picture\s+|bedtime\s+|board\s+)?(?:book|books|story|stories)\b/i;
const title = (what: string, field: string, patterns?: keyof typeof TITLE_PATTERNS, note?: (ctx: Ctx) => string | undefined): Maker =>
  titleMaker((ctx) => ({
    what,
    vocabKey: what === "book" && isDefault(ctx, field) && CHILDRENS_BOOK.test(ctx.description) ? "children's" : ctx.opt(field),
    patterns: patterns ? TITLE_PATTERNS[patterns] : [],
    note: note?.(ctx),
  }));

// The consulting "Name style" option: founder names lean on the founder maker,
// the other three set the tone of the brand-style names.
const consultingBrand: Maker = (ctx) => {
  const style = ctx.opt("style");
  // A founder who gives their name asked for it on the door: every name comes from the founder's maker.
  if (style === "founder-name" && selfName(ctx.description)?.surname) return consultingFounderMaker(ctx);
  const tone = style === "modern" ? "modern" : style === "classic" ? "classic" : "professional";
  return brand("consulting firm", fixed("consulting"), { style: tone, suffixNouns: ["Partners", "Advisory", "Group"] })(ctx);
};

export const RECIPES: Record<string, Maker> = {
  // Business & brand
  // (A shop's or a trade's name is of real words, "Custom Gate Works" not "Gatemint"; a technical business may coin one.)
  business: withSoftwareNames(withCustomerWorld(realWords(brand("business", businessThemes, { yieldsTo: "industry" }), SELLS_GOODS)), { always: false }),
  // No field says what the product is: the description's own word families lead ("a sleep mask" -> dusk, hush).
  product: brand("product", techIfDescribed("light", "motion", "nature"), { descriptionLeads: true }),
  "ecommerce-store": realWords(brand("online store", byOption("niche", STORE, ["retail"]), { yieldsTo: "niche", suffixNouns: ["Shop", "Store", "Supply", "Goods", "Market", "Co."] })),
  domain: domainMaker,
  startup: brand("startup", byOption("industry", SECTOR, ["light"])),
  "catchy-brand": brand("brand", fixed("light", "motion", "nature"), { descriptionLeads: true, gentleStyle: "playful" }),
  saas: withSoftwareNames(brand("SaaS product", fixed("cloud", "data", "tech")), { worlds: false }),
  "consulting-firm": mix([consultingFounderMaker, 2], [consultingBrand, 1]),
  "luxury-brand": luxuryMaker,
  "green-business": brand("green business", byOption("focus", GREEN, ["green"]), { fieldFrom: "focus" }),
  "handmade-business": localMaker("handmade-business", { focusField: "craft" }),
  // Personal & social
  username: usernameMaker,
  "youtube-channel": youtubeMaker,
  twitch: twitchMaker,
  "twitter-handle": twitterMaker,
  fantasy: fantasyMaker,
  "personal-blog": blogMaker,
  "linkedin-profile": linkedinMaker,
  "snapchat-username": snapchatMaker,
  "tiktok-username": tiktokMaker,
  "gaming-clan": clanMaker,
  // Writing & creative
  "book-title": title("book", "genre", "BOOK"),
  character: describedCharacterMaker,
  "pen-name": penNameMaker,
  // The title shapes and names built from what the band sings about, about half each.
  band: mix([title("band", "genre", "BAND"), 2], [bandMaker, 3]),
  podcast: podcastMaker,
  blog: blogMaker,
  "poetry-title": title("poem", "mood"),
  screenplay: title("screenplay", "genre", "BOOK"),
  song: mix([title("song", "mood"), 3], [title("song", "genre"), 2]),
  "fan-fiction": title("fan fiction", "genre", "FANFIC", (ctx) => (ctx.text("fandom") ? `It sits comfortably alongside ${ctx.text("fandom").slice(0, 40)} titles on fan archives.` : undefined)),
  "comic-book": title("comic", "genre", "COMIC"),
  // Niche-specific
  restaurant: localMaker("restaurant"),
  pet: petMaker,
  dog: dogMaker,
  cat: catMaker,
  horse: horseMaker,
  "warrior-cat": warriorCatMaker,
  baby: babyMaker,
  // "for busy mums", "for men over 50": some names are for the people trained ("Fit Mums", "Strong at Fifty").
  "fitness-brand": withAudience(realWords(brand("fitness brand", byOption("focus", FITNESS, ["fitness"]), { fieldFrom: "focus" }))),
  "fashion-brand": localMaker("fashion-brand"),
  "candle-business": localMaker("candle-business"),
  "jewelry-brand": localMaker("jewelry-brand"),
  "car-dealership": localMaker("car-dealership", { feelField: "focus", focusField: "focus", placeField: "town" }),
  "photography-business": localMaker("photography-business", { focusField: "focus" }),
  "event-planning-business": localMaker("event-planning-business", { focusField: "focus" }),
  // Tech & industry
  "software-app": withSoftwareNames(brand("app", byOption("platform", APP_PLATFORM, ["tech"]))),
  "crypto-nft": brand("crypto project", byOption("kind", CRYPTO, ["crypto"])),
  "ai-startup": brand("AI startup", fixed("ai", "data"), { tails: AI_TAILS }),
  "legal-firm": legalMaker,
  "medical-practice": medicalMaker,
  "engineering-firm": engineeringMaker,
  "tech-startup": withSoftwareNames(brand("tech startup", fixed("tech", "data", "cloud")), { worlds: false }),
  "vr-ar": brand("VR and AR project", byOption("kind", XR, ["vr"]), { tails: XR_TAILS }),
  "biotech-company": brand("biotech company", byOption("field", BIOTECH, ["bio"]), { style: "professional", tails: BIOTECH_TAILS, fieldFrom: "field" }),
  "cybersecurity-business": brand("cybersecurity business", fixed("security"), { tails: SECURITY_TAILS }),
  // Geographical & local
  "city-business": localMaker("city-business", { placeField: "city" }),
  "coffee-shop": localMaker("coffee-shop"),
  bakery: localMaker("bakery", { focusField: "focus" }),
  "hotel-resort": localMaker("hotel-resort", { focusField: "setting" }),
  "travel-agency": localMaker("travel-agency", { feelField: "focus", focusField: "focus" }),
  "real-estate": localMaker("real-estate", { feelField: "focus", focusField: "focus", placeField: "area" }),
  barbershop: localMaker("barbershop"),
  "tattoo-shop": localMaker("tattoo-shop"),
  florist: localMaker("florist"),
  "car-wash": localMaker("car-wash"),
  // Fantasy & gaming
  game: title("game", "genre", "GAME"),
  "rpg-character": dndMaker,
  dnd: dndMaker,
  elf: elfMaker,
  vampire: withDescription("vampire", vampireMaker),
  "sci-fi": withDescription("sci-fi", sciFiMaker, 0.5),
  pirate: pirateMaker,
  zombie: withDescription("zombie", zombieMaker, 0.5),
  superhero: superheroMaker,
  wizard: withDescription("wizard", wizardMaker),
  alien: alienMaker,
  // Specialty & fun
  "halloween-costume": halloweenMaker,
  "roller-derby": withDescription("roller-derby", derbyMaker, 0.5),
  "drag-queen": withDescription("drag-queen", dragMaker, 0.5),
  cowboy: cowboyMaker,
  "pirate-ship": withDescription("pirate-ship", pirateShipMaker),
  spy: spyMaker,
  robot: withDescription("robot", robotMaker),
  villain: villainMaker,
  steampunk: withDescription("steampunk", steampunkMaker),
  unicorn: withDescription("unicorn", unicornMaker),
};

// The random generator dispatches on its category to the family that fits.
const RANDOM_BY_CATEGORY: Record<string, Maker> = {
  general: mix([withOptions(characterMaker, { genre: "contemporary", gender: "any" }), 2], [inventedWordMaker, 2], [withOptions(fantasyMaker, { race: "human", gender: "any" }), 1]),
  business: brand("business", techIfDescribed("light", "nature", "motion"), { style: "modern" }),
  product: brand("product", gadgetIfDescribed("light", "motion"), { style: "playful" }),
  character: mix(
    [withOptions(characterMaker, { genre: "contemporary", gender: "any" }), 1],
    [withOptions(characterMaker, { genre: "historical", gender: "any" }), 1],
    [withOptions(characterMaker, { genre: "fantasy", gender: "any" }), 1],
    [withOptions(characterMaker, { genre: "noir", gender: "any" }), 1],
  ),
  username: withOptions(usernameMaker, { platform: "any", style: "cool" }),
  project: projectMaker,
};

// "A name for my new sailing boat": a general request that names a thing gets names built from
// its words (Tideswell, Anchor), with a few invented words beside them: not a person's full name.
const namedThing: Maker = mix(
  [brand("name", techIfDescribed("light", "nature", "motion"), { style: "modern", descriptionLeads: true }), 6],
  [inventedWordMaker, 1],
);

/**
 * A thing's name does not say what the thing is ("Boatloop" for a boat) or end on a
 * trade word ("Harbor Surf Co."): the description's last noun is the thing named.
 */
const notSayingWhatItIs = (maker: Maker): Maker => (ctx) => {
  const thing = ctx.understood.nouns[ctx.understood.nouns.length - 1] ?? "";
  const make = maker(ctx);
  return () => {
    const c = make();
    if (!c || !("meaning" in c)) return c;
    if (thing.length >= 3 && c.name.toLowerCase().replace(/[^a-z]/g, "").includes(thing)) return null;
    return c.meaning.includes("what kind of business it is") ? null : c;
  };
};

// Company dress on a thing's or a product's name: "Chip Technologies", "Rally & Vacuum".
const CORPORATE = /&| (Technologies|Technology|Systems|Labs|Co\.|Group|Industries|Solutions|Partners|Holdings|Ventures|Works|Studio|Studios)$/;

/**
 * A thing's or a product's name carries something of the description: one of its words, a close
 * relative or a word of its world ("Sweep", "Tidewell"), never only the vocabulary's fillers
 * ("Dashmash", "Sparkzip"); and it is dressed as a name, not as a company.
 */
// Web and gadget endings that make a boat or a houseplant sound like an app ("Sailhub", "Breezesync").
const GADGET_ENDING = /(hub|base|sync|loop|box|pod|pal|bop|pop|dot|ify|ly|io|ster|kit|hq|app|lab|labs|bee|bug|doodle|jam|nest|patch|tonic|surge|mint)$/;

const describedName = (maker: Maker, world = true, thing = false): Maker => (ctx) => {
  const anchors = new Set<string>();
  const add = (w: string) => {
    if (w.length >= 3) anchors.add(w.slice(0, Math.max(3, w.length - (w.length >= 6 ? 2 : 0))));
  };
  for (const w of [...ctx.understood.words, ...ctx.understood.related, ...ctx.keywords]) add(w);
  const own = new Set(anchors);
  let carriers = 0;
  for (const w of ctx.mentioned) {
    for (const x of familyFor(w)?.words ?? []) {
      if ([...own].some((a) => x.w.toLowerCase().includes(a))) carriers++;
      add(x.w);
    }
  }
  const nouns = new Set(ctx.understood.nouns);
  const make = maker(ctx);
  return () => {
    const c = make();
    if (!c || !("meaning" in c)) return c;
    if (CORPORATE.test(c.name)) return null;
    const parts = c.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
    // "Potting" beside a pot, "Cleaner" beside a clean: the visitor's word with an ending says it twice.
    if (parts.some((w) => [...nouns].some((k) => w !== k && w.startsWith(k) && /^[a-z]?(ing|er|ers|ed)$/.test(w.slice(k.length))))) return null;
    const flat = c.name.toLowerCase().replace(/[^a-z]/g, "");
    if (thing) {
      // A thing's name is a word of its world, or two of them ("Tradewind", "Westerly Tide"): not an app's ending,
      // nor a stock describing word before the visitor's noun ("Early Sail", "Next Sail").
      if (parts.length === 1 && GADGET_ENDING.test(parts[0]) && ![...anchors].some((a) => parts[0].endsWith(a))) return null;
      if (parts.length >= 2 && !parts.every((p) => [...anchors].some((a) => p.includes(a)))) return null;
    }
    if ([...own].some((a) => flat.includes(a))) return c;
    // A thing is named with real words: a Latin root on a boat's word ("Sloopiva", "Mastora") reads as an app.
    if (thing && c.meaning.startsWith("A new word that carries")) return null;
    // Most of a thing's names carry the visitor's own words ("Topsail", "Full Sail"); the rest its world's ("Swell").
    // Only where that world has such words: a houseplant's garden words never say 'plant', and would give way to invented ones.
    if (thing && carriers >= 3 && ctx.rng.chance(0.4)) return null;
    // A boat is rightly "Swell" or "Bowline"; a product's name more often says what it is ("Leaf Pot", not "Swift Bramble").
    return [...anchors].some((a) => flat.includes(a)) && (world || ctx.rng.chance(0.5)) ? c : null;
  };
};

/** "a houseplant", "a sailboat": a compound thing also brings its head ("plant", "boat") and that word's world. */
function withHeads(ctx: Ctx): Ctx {
  const heads: string[] = [];
  for (const n of ctx.understood.nouns) {
    const h = compoundHead(n, 8);
    if (h) heads.push(h);
  }
  if (heads.length === 0) return ctx;
  const mentioned = new Set([...ctx.mentioned, ...heads]);
  return { ...ctx, keywords: [...ctx.keywords, ...heads], mentioned, mentions: (...w: string[]) => w.some((x) => mentioned.has(x)) };
}

export const randomMaker: Maker = (ctx) => {
  const category = ctx.opt("category");
  if (category === "general" && ctx.understood.nouns.some((n) => n.length >= 3 && !/^(name|names|something|idea|ideas)$/.test(n))) return describedName(notSayingWhatItIs(namedThing), true, true)(withHeads(ctx));
  if (category === "product") return describedName(RANDOM_BY_CATEGORY.product, false)(withHeads(ctx));
  return (RANDOM_BY_CATEGORY[category] ?? RANDOM_BY_CATEGORY.general)(ctx);
};

export function recipeFor(slug: string): Maker | undefined {
  return slug === "random" ? randomMaker : RECIPES[slug];
}
