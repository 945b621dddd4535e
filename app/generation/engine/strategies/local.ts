import { isUnpleasant } from "../core/rank";
import { baseForm, partsOfSpeech } from "../core/understand";
import type { Ctx } from "../core/context";
import type { Word } from "../core/words";
import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { ownNames, refusesOwnName } from "../core/own-names";
import { genderSaid } from "../core/name-gender";
import { article, capitalize, fold, possessive, readable, textHash, titleCase, tokens, withArticle } from "../core/text";
import { ampersandJoinsNouns, describedPhrases, isAdjective, isPlural, singularOf } from "../core/pos";
import { GENERIC, familyFor, familyInContext, isAudience } from "../data/description-families";
import { RootBudget, singular } from "./seams";
import { CUISINE as BASE_CUISINE, FEEL, OWNER_NAMES, TRADES } from "../data/local-trades";
import type { Trade } from "../data/local-trades";
import { MORE_CUISINE, MORE_CUISINE_WORDS } from "../data/more-cuisines";

// The select's cuisines and the ones only a description names ("a Georgian restaurant serving khachapuri").
const CUISINE = { ...BASE_CUISINE, ...MORE_CUISINE };
import { DETAILING, GENERAL_BAKES, GREENERY, MODIFIERS, ORIGIN_MOTIFS, TRADE_FOCUS, TRADE_STYLE } from "../data/local-focus";
import { CUISINE_CITY, FUSION_FOODS } from "../data/more-cuisines";

const FEEL_TRAITS: Record<string, string[]> = {
  cozy: ["Cozy", "Welcoming", "Warm", "Homely"],
  upscale: ["Refined", "Elegant", "Exclusive", "Polished"],
  trendy: ["Trendy", "Fresh", "Social", "Urban"],
  classic: ["Classic", "Trustworthy", "Timeless", "Honest"],
  playful: ["Playful", "Cheerful", "Friendly", "Fun"],
  fun: ["Fun", "Cheerful", "Friendly", "Bright"],
  premium: ["Premium", "Meticulous", "Polished", "Reliable"],
  eco: ["Eco-friendly", "Fresh", "Responsible", "Clean"],
  fast: ["Quick", "Convenient", "Energetic", "Reliable"],
  luxury: ["Luxurious", "Exclusive", "Refined", "Serene"],
  vintage: ["Nostalgic", "Charming", "Crafted", "Timeless"],
  dark: ["Dark", "Bold", "Edgy", "Mysterious"],
  minimal: ["Minimal", "Calm", "Precise", "Modern"],
  witchy: ["Mystical", "Moody", "Enchanting", "Earthy"],
  streetwear: ["Bold", "Urban", "Raw", "Confident"],
  sportswear: ["Energetic", "Driven", "Fresh", "Confident"],
  bohemian: ["Free-spirited", "Warm", "Relaxed", "Earthy"],
  boho: ["Free-spirited", "Warm", "Relaxed", "Earthy"],
  statement: ["Bold", "Striking", "Confident", "Loud"],
  fine: ["Precious", "Refined", "Timeless", "Elegant"],
  botanical: ["Fresh", "Natural", "Calm", "Earthy"],
};

// The kinds of thing a trade sells, and its words for the whole category: "Earring Jewelry" and "Hoodie Apparel" say it twice.
const CATEGORY_TWICE: Record<string, [RegExp, RegExp]> = {
  "jewelry-brand": [/\b(Rings?|Earrings?|Necklaces?|Bracelets?|Bands?|Pendants?|Cuffs?|Brooch(es)?|Charms?|Chains?|Anklets?|Lockets?|Bangles?|Hoops?|Studs?|Chokers?|Gems?|Jewels?)\b/, /\b(Jewelry|Jewellery|Jewels|Gems|Jewelers)\b/],
  "handmade-business": [/\b(Rings?|Earrings?|Necklaces?|Bracelets?|Bands?|Pendants?|Cuffs?|Brooch(es)?|Charms?|Chains?|Anklets?|Lockets?|Bangles?|Gems?)\b/, /\b(Jewelry|Jewellery|Jewels|Gems)\b/],
  "fashion-brand": [/\b(Hoodies?|Tees?|Shirts?|T-Shirts?|Jackets?|Jeans?|Dress(es)?|Coats?|Tights|Leggings|Skirts?|Sweaters?|Knitwear|Bras?|Trousers|Pants)\b/, /\b(Apparel|Clothing|Clothes|Wear|Goods)\b/],
  "candle-business": [/\b(Candles?|Tealights?|Votives?|Tapers?)\b/, /\b(Candles?|Candle Co\.|Candle Works|Candle House)\b/],
};
const CATEGORY_WORDS: Record<string, [RegExp, RegExp]> = Object.fromEntries(Object.entries(CATEGORY_TWICE).map(([k, [item, cat]]) => [k, [item, new RegExp(cat.source, "g")]]));
/** "Ring Gems", "Earring Jewelry": a kind of the trade's goods before its word for all of them. */
function saysCategoryTwice(tradeKey: string, name: string): boolean {
  const c = CATEGORY_WORDS[tradeKey];
  if (!c) return false;
  const rest = name.replace(c[1], " ");
  return rest !== name && c[0].test(rest);
}

interface Piece extends Word {
  source?: "keyword" | "place" | "family" | "phrase" | "modifier" | "motif";
  /** For family and keyword words: the description word that led to them, as typed. */
  from?: string;
  /** For speciality or cuisine words: what they stand for ("gluten-free baking"). */
  speciality?: string;
  /** "Sourdough Stall": a described word and a kind of place, a whole sign on its own. */
  venue?: boolean;
  /** A style's stock describing word ("Heritage", "Union"). */
  sign?: boolean;
  /** A modifier that describes ("Second", "Oversized"): it stands before a thing, never alone. */
  adj?: boolean;
  /** A modifier said of a material ("Second Silver"). */
  material?: boolean;
}

/** What each part of a name means, clause by clause: "'Sorghum' is an ancient grain; 'Bakery' is your own word for the shop". */
/** The owner's name, or their pet's, when the description gives it and does not ask to leave it off ("run by me, Aisha", "my dog Otis"). */
function ownSignName(description: string): { given: string; role: "self" | "pet"; what: string } | null {
  if (refusesOwnName(description)) return null;
  const n = ownNames(description).find((x) => x.role === "self" || x.role === "pet");
  if (!n) return null;
  return { given: n.given, role: n.role === "self" ? "self" : "pet", what: n.relation ?? "" };
}

function parts(pieces: Piece[]): string {
  return pieces
    .map((p) =>
      p.source === "keyword"
        ? p.from && p.from.toLowerCase() !== p.w.toLowerCase()
          ? `'${p.w}' stands for the ${p.from} you described`
          : isAdjective(p.w.toLowerCase())
            ? `'${p.w}' is your own word`
            : `'${p.w}' is your own word`
        : p.source === "phrase"
          ? `'${p.w}' is the phrase you used`
          : p.source === "modifier" || p.source === "motif"
            ? `'${p.w}' is ${p.g}`
          : p.source === "place"
            ? `'${p.w}' is ${p.g || "where you are"}`
            : p.source === "family"
              ? `'${p.w}' is ${p.g}, a nod to the ${p.from} you mentioned`
              : p.g
                ? `'${p.w}' is ${p.g}`
                : `'${p.w}'`,
    )
    .join("; ");
}

// Trade words that belong to one cuisine ("Olive", "Saffron") and puns that promise one ("Pho Real").
const CUISINE_FLAVOURED = new Set(["Olive", "Fig", "Thyme", "Saffron"]);
const CUISINE_PUNS: Record<string, string> = { "Pho Real": "thai", "Seoul Food": "fusion", "Wok This Way": "chinese", "Curry Up": "indian" };

const BREAD_ONLY = new Set(["Sourdough", "Rye", "Levain", "Loaf", "Baguette", "Crust", "Barley", "Wheat", "Stone Oven", "Proof", "Miller", "Spelt", "Yeast", "Flour Sack", "Bread"]);
const NOT_MOODS = new Set(["dried", "scented", "infused", "poured", "turned", "known", "run", "based", "located", "owned", "made", "called", "named", "open", "opened", "set", "famous", "popular", "best", "late", "new", "available", "dim", "north", "south", "east", "west"]);

// Snug words for "The Book Nook": a described noun turned into a little place.
const NOOKS = ["Nook", "Corner", "Room", "House"];
// The makers whose pieces draw on a people's craft ("inspired by West African textiles"); a restaurant's cuisine is its own matter.
// Garments named only in the plural: "Patchwork Jeans", never "Jean" or "Tight".
const PLURAL_ONLY = /^(tights|jeans|leggings|pants|trousers|shorts|overalls|joggers|dungarees|clothes)$/;
const MATERIALS = /^(Silver|Sterling|Gold|Brass|Copper|Bronze|Steel|Titanium|Platinum|Pewter|Glass|Denim|Cotton|Wool|Linen|Silk|Leather|Canvas|Wax|Soy|Beeswax|Wood|Oak|Walnut|Clay|Paper)$/;
const MOTIF_TRADES = new Set(["fashion-brand", "jewelry-brand", "candle-business", "handmade-business"]);
// Brands sold online or met in person, with no shop door or painted sign of their own.
const DOORLESS = new Set(["fashion-brand", "jewelry-brand", "candle-business", "handmade-business", "photography-business", "event-planning-business", "travel-agency"]);
const SIGN_TALK = /sign|door|passers-by|high-street|counter/;
// Pitches for a name whose shape another name of the list already had, each true of any good shop name.
const OTHER_REASONS = [
  "is easy to say, spell and find again",
  "sounds like somewhere that has been around for years",
  "is simple enough to pass on by word of mouth",
  "stands apart from the chains without trying too hard",
  "fits a sign, a van door or a business card without crowding",
  "has a friendly ring that regulars will shorten fondly",
  "sounds settled and sure of itself, never like a passing fad",
  "is plain enough to trust and odd enough to remember",
  "reads well on a receipt, a review site or a map",
  "can grow with you without sounding out of date",
];
const SIGNLESS_REASONS = [
  "is easy to say, spell and find again online",
  "looks as good on a label as on a social profile",
  "is simple enough to pass on by word of mouth",
  "has a calm, confident sound that suits a small brand",
  "stands apart from the big names without trying too hard",
  "fits a tag, a box or a business card without crowding",
  "sounds settled and sure of itself, never like a passing fad",
  "is plain enough to trust and odd enough to remember",
  "reads well as a shop handle, a hashtag or a stamp on the packaging",
  "can grow with you without sounding out of date",
];
// Places of many parts, said with "the": "the Maldives", "the Scottish Highlands".
const THE_PLACE = /\b(Maldives|Bahamas|Seychelles|Philippines|Netherlands|Canaries|Canary Islands|Azores|Alps|Andes|Highlands|Lowlands|Cotswolds|Hamptons|Balkans|Caribbean|Algarve|Lake District|Peak District|Midlands|Rockies|Everglades|Dolomites|Pyrenees|Riviera|Himalayas|Hebrides|Dales|Broads|Fens|Keys|Amalfi Coast|Gold Coast|Costa del Sol|Emirates|UAE|UK|USA|US|United States|United Kingdom|Gambia)$/;
// The trades a snug little room suits ("The Book Nook", "The Harbour Nook"): not a car wash, a tattoo studio or a travel agent ("The Tunnel Nook", "The Trip Den").
const NOOK_TRADES = new Set(["coffee-shop", "bakery", "restaurant", "candle-business", "handmade-business", "city-business"]);
// The trades whose owner's first name reads well over the door ("Rosie's Bakehouse"), and what it says there.
const OWNER_REASONS: Record<string, string> = {
  "coffee-shop": "sounds personal, as if the owner still works the counter",
  bakery: "sounds personal, as if the baker still serves at the counter",
  restaurant: "sounds personal, like a place where the cook knows the regulars",
  barbershop: "sounds personal, like a chair regulars book by name",
  "tattoo-shop": "sounds like one artist's own studio, which is what people look for",
  florist: "sounds personal, like a florist who remembers every regular's favourite",
  "car-wash": "sounds local and personal, with someone to answer for every car",
  "candle-business": "sounds like one maker's own work, which is what people buying handmade look for",
  "handmade-business": "sounds like one maker's own work, which is what people buying handmade look for",
  "city-business": "sounds personal, like someone locals already know by name",
  "car-dealership": "sounds like a family firm, someone to shake hands with on the deal",
};
// Styles a stock first name does not suit: a luxury or streetwear label is no corner shop ("Gus's Apparel", "Dot's Candle Co.").
const NO_OWNER_FEELS = new Set(["luxury", "upscale", "premium", "streetwear", "minimal", "urban", "fine", "statement", "professional", "sportswear", "elegant", "boutique", "modern", "corporate"]);
const FEMALE_OWNERS = ["Rosie", "Mabel", "Nell", "Bea", "Hattie", "Ruby", "Ada", "June", "Dot", "Vera", "Ivy"];
const MALE_OWNERS = ["Gus", "Otis", "Milo", "Theo", "Walt", "Hank"];
const SHE = /\b(she|her|hers|female|woman|women|ladies|lady|girls?|sisters?|mum|mom|mother|daughters?|wife|queer women)\b/;
const HE = /\b(he|his|him|male|man|men|gentlemen|gentleman|guys|brothers?|dad|father|sons?|husband)\b/;
/** A small number from a text, so two requests of one seed do not share an owner's name. */
// Words that name a cuisine or its dishes, so a description can say which
// cuisine it is when the option does not: "a Mexican taqueria", "homemade tortillas".
const CUISINE_WORDS: Record<string, string[]> = {
  italian: ["italian", "pizza", "pizzeria", "pasta", "trattoria", "osteria", "risotto", "lasagna", "gnocchi"],
  mexican: ["mexican", "taco", "tacos", "taqueria", "tortilla", "tortillas", "burrito", "burritos", "enchiladas", "quesadillas", "tamales", "cantina"],
  japanese: ["japanese", "sushi", "ramen", "izakaya", "tempura", "bento", "udon", "yakitori"],
  indian: ["indian", "curry", "curries", "tandoori", "masala", "biryani", "naan", "dosa", "dosas", "tiffin"],
  french: ["french", "bistro", "brasserie", "crepes", "creperie", "patisserie"],
  american: ["american", "diner", "burgers", "burger", "bbq", "barbecue", "wings", "smokehouse", "steakhouse", "steak", "steaks", "brisket", "ribs"],
  mediterranean: ["mediterranean", "greek", "falafel", "hummus", "mezze", "gyros", "taverna", "lebanese", "turkish", "moroccan", "shawarma", "kebab", "kebabs", "souvlaki", "tagine"],
  thai: ["thai", "pad", "satay"],
  chinese: ["chinese", "dumpling", "dumplings", "noodles", "dimsum", "dim", "wok", "cantonese", "szechuan", "sichuan", "teahouse"],
  vegan: ["vegan", "plant-based"],
  seafood: ["seafood", "oyster", "oysters", "lobster", "crab", "fish", "shellfish"],
  ...MORE_CUISINE_WORDS,
};

/**
 * Two cuisines the description puts together ("Korean BBQ tacos", "Thai and Mexican street food", "Japanese Peruvian"),
 * in the order it names them: each named within a few words of the other, or the word "fusion" said. A dish word right
 * after a people's name is theirs ("Korean BBQ" is Korean, not American).
 */
function fusionPair(ctx: Ctx): [string, string] | null {
  const toks = tokens(fold(ctx.description));
  const found: { key: string; at: number }[] = [];
  toks.forEach((t, i) => {
    const key = CUISINE_KEY_OF.get(t) ?? CUISINE_KEY_OF.get(singularOf(t));
    if (!key || /^(vegan|seafood|fusion)$/.test(key) || found.some((f) => f.key === key)) return;
    const prev = found[found.length - 1];
    if (prev && prev.at === i - 1 && NATIONAL.has(toks[i - 1]) && !NATIONAL.has(t)) return;
    found.push({ key, at: i });
  });
  if (found.length < 2) return null;
  const [a, b] = found;
  if (b.at - a.at > 3 && !toks.includes("fusion")) return null;
  return [a.key, b.key];
}

/** Both kitchens of a fusion: their everyday foods and their kinds of place. */
function fusionCuisine([a, b]: [string, string]): { nouns: Word[]; places: string[] } | undefined {
  const foods = [a, b].flatMap((k) => (FUSION_FOODS[k] ?? []).map((w) => ({ w, g: `a ${cuisineName(k)} staple` })));
  if (foods.length < 4) return CUISINE[a];
  return { nouns: foods, places: [...new Set([...(CUISINE[a]?.places ?? []), ...(CUISINE[b]?.places ?? [])])] };
}

/** Every cuisine's words, for telling a dish from another word. */
const CUISINE_WORD_SET = new Set(Object.values(CUISINE_WORDS).flat());
/** Which cuisine each of its words belongs to ("tacos": Mexican); a word two cuisines share belongs to the first. */
const CUISINE_KEY_OF = new Map<string, string>();
for (const [key, ws] of Object.entries(CUISINE_WORDS)) for (const w of ws) if (!CUISINE_KEY_OF.has(w)) CUISINE_KEY_OF.set(w, key);
/** A people's word for their cooking ("korean", "mexican"), not a dish. */
const NATIONAL = new Set(Object.values(CUISINE_WORDS).map((ws) => ws[0]).filter((w) => /(an|ese|ish|ian|i|ic)$/.test(w)));
/** Kinds of place a cuisine's words include ("cantina", "trattoria"): what a place is called, not what it serves. */
const PLACE_KINDS = /^(diner|smokehouse|steakhouse|teahouse|cantina|bistro|brasserie|creperie|patisserie|pizzeria|trattoria|osteria|taqueria|izakaya|taverna|tiffin)$/;

/** The cuisine the description names, if it names one. */
/** "Mexican", "Italian"; "vegan", "seafood" and "fusion" stay lower case in a sentence. */
function cuisineName(key: string): string {
  return /^(vegan|seafood|fusion)$/.test(key) ? key : capitalize(readable(key));
}

function describedCuisine(ctx: Ctx): string {
  // "a Georgian restaurant serving khachapuri and dumplings": a people's cooking the table does not hold is
  // still theirs, not the Chinese of its dumplings ("Dumpling & Dragon", "Hearth & Bamboo").
  const peoples = (ctx.description.match(/\b[A-Z][a-z]+(?:ian|an|ese|ish|i|ic)\b/g) ?? []).map((w) => w.toLowerCase()).filter((w) => partsOfSpeech(w).includes("a"));
  if (peoples.length > 0 && !peoples.some((w) => CUISINE[w] || CUISINE_WORD_SET.has(w))) return "";
  let best = "";
  let hits = 0;
  for (const [key, ws] of Object.entries(CUISINE_WORDS)) {
    const n = ws.filter((w) => ctx.mentioned.has(w)).length;
    if (n > hits) [best, hits] = [key, n];
  }
  return best;
}

// Words that name a bakery's speciality under another name: croissants make a pastry shop.
// A speciality select left at its default ("artisan") gives way to the one the description names.
const FOCUS_CUES: Record<string, Record<string, string[]>> = {
  // ("crocheted stuffed animals and baby blankets" with the craft left at pottery: yarn words, never "Baby & Clay".)
  "handmade-business": {
    pottery: ["pottery", "ceramic", "ceramics", "clay", "stoneware", "porcelain", "earthenware", "mugs", "mug", "planters", "vases", "bowls", "glaze", "glazed", "kiln", "wheel-thrown", "potter"],
    knitting: ["knit", "knits", "knitted", "knitting", "knitwear", "crochet", "crocheted", "crocheting", "yarn", "wool", "woolly", "amigurumi", "beanies", "scarves", "sweaters", "jumpers", "mittens", "socks"],
    woodwork: ["wood", "wooden", "woodwork", "woodworking", "walnut", "oak", "maple", "timber", "carved", "turned", "boards", "spoons", "furniture", "joinery"],
    jewelry: ["jewelry", "jewellery", "rings", "earrings", "necklaces", "bracelets", "pendants", "silver", "gold", "beaded", "gemstones"],
    "soap-and-candles": ["soap", "soaps", "candle", "candles", "wax", "wicks", "bath", "lotion", "balm", "scented"],
    sewing: ["sewing", "sewn", "quilt", "quilts", "quilted", "quilting", "embroidery", "embroidered", "fabric", "tote", "totes", "aprons", "cushions", "patchwork"],
    paper: ["paper", "stationery", "cards", "greeting", "notebooks", "journals", "letterpress", "origami", "calligraphy", "invitations"],
    "art-prints": ["prints", "print", "posters", "illustrations", "illustrated", "linocut", "screenprint", "screenprints", "watercolour", "watercolor", "paintings"],
  },
  bakery: {
    pastry: ["patisserie", "croissant", "croissants", "macaron", "macarons", "eclair", "eclairs", "pastry", "pastries", "viennoiserie", "danish", "tarts"],
    cakes: ["cake", "cakes", "wedding", "celebration"],
    cupcakes: ["cupcake", "cupcakes"],
    bread: ["sourdough", "loaf", "loaves", "bread", "breads", "baguette", "baguettes", "rye"],
    artisan: ["artisan", "artisanal", "wood", "fired", "levain", "stone", "craft"],
  },
  // A setting left at "beach" gives way to the one the description names: a farmhouse B&B is offered no lagoon.
  "hotel-resort": {
    beach: ["beach", "seaside", "coast", "coastal", "ocean", "sea", "island", "surf", "bay", "shore"],
    mountain: ["mountain", "mountains", "alpine", "ski", "highlands", "chalet", "peaks", "glen", "hills"],
    city: ["downtown", "city", "urban", "centre", "center", "rooftop", "metropolitan"],
    countryside: ["farm", "farmhouse", "barn", "countryside", "village", "cottage", "orchard", "vineyard", "manor", "rural", "country"],
    desert: ["desert", "dunes", "dune", "oasis", "canyon", "mesa"],
    lake: ["lake", "lakeside", "loch", "lakes", "lakefront"],
  },
};

// Description nouns that say when, how many or how, never what the place is ("The Sunday University", "The Hour Parlour").
const NOT_THINGS = new Set(["street", "town", "towns", "city", "cities", "chip", "chips", "care", "love", "passion", "pride", "attention", "heart", "soul", "hand", "drive", "self", "well", "specialty", "speciality", "quality", "gourmet", "artisan", "boutique", "home", "class", "classes", "lesson", "lessons", "night", "nights", "evening", "evenings", "morning", "mornings", "day", "days", "inside", "outside", "hour", "hours", "generation", "generations", "order", "orders", "vibe", "vibes", "flavour", "flavours", "flavor", "flavors", "seat", "seats", "sum", "delivery", "deliveries", "menu", "option", "options", "range", "selection", "variety", "area", "style", "everyone", "anyone", "today", "week", "weekend", "weekends", "dozen", "plenty"]);
const NUMBER_WORDS = /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|first|second|third)$/;
// Kinds of place a description may name besides the trade's own ("a sourdough stall", "a surf shack"):
// with the word before them they make a whole sign ("The Sourdough Stall").
const VENUES = new Set(["stall", "truck", "kiosk", "cart", "shack", "hut", "van", "stand", "shop", "bar"]);
// Words every eating or drinking place may be called: never a thing of its own ("Whiskey & Bar").
const EATERY_WORDS = ["bar", "cafe", "café", "restaurant", "bistro", "eatery", "diner", "shop", "store", "place", "local"];
// The one who does the trade is the visitor, not a thing on the sign ("Photographer Pictures", "Photographer & Bouquet").
const TRADE_PEOPLE = ["photographer", "photographers", "planner", "planners", "florist", "florists", "barber", "barbers", "tattooist", "tattooists", "realtor", "realtors", "agent", "agents", "stylist", "stylists", "hotelier", "detailer", "detailers"];
// Foreign words for a place to eat lead ("Trattoria Basilico"); English ones follow ("Laurel Table").
const ENGLISH_PLACE = /^(Kitchen|Table|House|Grill|Eatery|Canteen|Caf\u00e9|Social|Garden|Palace|Shack|Tavern|Diner|Smokehouse|Supper Club|Street Food|Thai House|Noodle Bar|Dumpling House|Ramen House|Sushi Bar|Spice House|Tiffin Room|Mezze House|Oyster Bar|Fish House|Crab House)$/;
// The trades whose signs were tuned to lead with the description (issue 14); the others keep their earlier mix.
const FOOD_TRADES = new Set(["coffee-shop", "restaurant", "bakery"]);
// Words after which two nouns in a row are one thing ("with board games", "by the tram stop").
const LEADS_NOUN = new Set(["a", "an", "the", "with", "and", "or", "of", "for", "in", "on", "at", "by", "from", "near", "our", "my", "their", "its", "serving", "selling", "plus", "some", "lots", "your"]);
// A dish typed in two words: "dim sum".
const DISH_NAMES: Record<string, string> = { dim: "Dim Sum", pad: "Pad Thai" };

export interface LocalOptions {
  /** Which select field holds the feel; "style" by default. */
  feelField?: string;
  /** Free-text fields naming a place, e.g. "city", "area", "town". */
  placeField?: string;
  /** The select field holding the speciality (bakery focus, hotel setting, craft). */
  focusField?: string;
}

// A city business typed as a trade the engine knows ("pub", "barber", "coffee shop") is named as that trade is.
const BUSINESS_TRADES: [RegExp, string][] = [
  [/\b(pubs?|gastropubs?|inns?|taverns?|alehouses?)\b/, "pub"],
  [/\b(coffee|cafes?|espresso|roasters?|roastery)\b/, "coffee-shop"],
  [/\b(bakery|bakeries|bakehouse|bakers?|patisserie)\b/, "bakery"],
  [/\bbarbers?(hop|shop)?\b/, "barbershop"],
  [/\b(florists?|flower shops?|flowers)\b/, "florist"],
  [/\btattoo/, "tattoo-shop"],
  [/\b(car wash|car washes|valeting|car detailing)\b/, "car-wash"],
  [/\b(restaurants?|bistros?|diners?|eatery|trattoria|brasserie)\b/, "restaurant"],
  [/\b(hotels?|guest ?houses?|b ?& ?b|bed and breakfast|hostels?)\b/, "hotel-resort"],
  [/\b(estate agents?|estate agency|realtors?|real estate|lettings)\b/, "real-estate"],
  [/\bcandles?\b/, "candle-business"],
  [/\bjewell?e?ry\b/, "jewelry-brand"],
  [/\bphotograph/, "photography-business"],
  [/\b(car dealers?|car dealership|car sales)\b/, "car-dealership"],
  [/\b(event plann|wedding plann)/, "event-planning-business"],
  [/\btravel agen/, "travel-agency"],
];
// Words of a business's type that name no trade of its own ("bike repair shop": the bike is the trade, not the shop).
const BUSINESS_FILLER = /^(a|an|the|and|of|for|in|my|our|shop|shops|store|stores|business|businesses|company|service|services|firm|agency|outlet|place|local|small|independent)$/;
// A food truck's truck is how it trades, not what it trades in (no delivery words: "Cargo & Crate").
const VENUE_WORD = /^(trucks?|vans?|carts?|stalls?|kiosks?|stands?|trailers?|mobile)$/;
// What a food business is, in the business field ("food truck", "taco stand").
const FOOD_BUSINESS = /\b(food|taco|tacos|burgers?|pizza|street food|noodles?|dumplings?|kebabs?|bbq|barbecue|takeaway|take-away|catering|fish and chips|chippy|crepes?|waffles?|ice cream|gelato)\b/;

/** The words of a city business from its type ("bike repair shop", "dog walking"): its own trade's, or its family's. */
function cityTrade(ctx: Ctx): { trade: Trade; kind: string; key: string; food: boolean } | undefined {
  const typed = fold(ctx.text("business")).replace(/[^a-z0-9&' -]/g, " ").replace(/\s+/g, " ").trim();
  if (!typed) return undefined;
  const ts = tokens(typed);
  const core = ts.filter((t) => !BUSINESS_FILLER.test(t)).slice(0, 3);
  const kind = titleCase((core.length > 0 ? core : ts.slice(0, 3)).join(" "));
  // "a dog walking" and "a walking tours" need a noun after them: "a dog walking business".
  const last = ts[ts.length - 1] ?? "";
  const label = /ing$/.test(last) || isPlural(last) ? `${typed} business` : typed;
  const food = FOOD_BUSINESS.test(typed);
  const known = BUSINESS_TRADES.find(([re]) => re.test(typed))?.[1];
  if (known) {
    const t = TRADES[known];
    // "The Crown Inn", not "Crown Pub": a pub's sign says Inn or Arms.
    return { trade: { ...t, label, places: known === "pub" ? t.places : [kind, ...t.places.filter((p) => fold(p) !== fold(kind))] }, kind: known === "pub" ? "" : kind, key: known, food };
  }
  // The business's own world ("bike": Spoke, Pedal, Sprocket; "dog": Paw, Leash), read in the sense the description gives it.
  const said = [...ts, ...tokens(fold(ctx.description))];
  const nouns: Word[] = [];
  // A walking tour is of the town's streets, not of suitcases and passports ("Alley & Lantern", "The Old Quarter").
  const streets = /^(walking|walks?|guided)$/.test(core[0] ?? "") ? familyFor("town") : undefined;
  for (const w of streets?.words ?? []) nouns.push({ w: titleCase(w.w), g: w.g });
  for (const t of core) {
    if (VENUE_WORD.test(t)) continue;
    const f = familyInContext(t, said) ?? familyInContext(singular(t), said);
    if (f) for (const w of f.words) if (w.w.length <= 9 && !nouns.some((n) => n.w.toLowerCase() === w.w)) nouns.push({ w: titleCase(w.w), g: w.g });
  }
  const base = TRADES["city-business"];
  const places = [kind, "Co."];
  // "walking tours": "Tours" alone is a kind of place too ("Lantern Tours").
  if (core.length > 1 && isPlural(last) && !VENUE_WORD.test(last)) places.push(titleCase(last));
  return { trade: { label, nouns: nouns.length >= 6 ? nouns : [...nouns, ...base.nouns], places, puns: [] }, kind, key: "", food };
}

export function localMaker(tradeKey: string, options: LocalOptions = {}): Maker {
  return (ctx: Ctx) => {
    // ("a Sunday roast pub in the Cotswolds": a pub is named from its sign, "The Plough Inn", "Fox & Hounds", never "Crema & Olive".)
    const pub = tradeKey === "restaurant" && /\b(pubs?|gastropubs?|inns?|taverns?|alehouses?|free ?houses?|boozers?)\b/i.test(ctx.description);
    const city = tradeKey === "city-business" ? cityTrade(ctx) : undefined;
    const trade0 = city?.trade ?? (pub ? TRADES.pub : undefined) ?? TRADES[tradeKey] ?? TRADES["city-business"];
    // A city business has no style to pick: it gets a local trader's plain words, not "Royal" and "Union".
    let feel = ctx.opt(options.feelField ?? "style") || (tradeKey === "city-business" ? "local" : "classic");
    // A style left at its default gives way to the one the description shows ("oversized hoodies with skate graphics": streetwear).
    const styles = TRADE_STYLE[tradeKey];
    const feelDef = ctx.generator.fields.find((f) => f.name === (options.feelField ?? "style"));
    if (styles && feelDef?.kind === "select" && feel === feelDef.default) {
      const said = new Set(tokens(fold(ctx.description)));
      const hits = (k: string) => (styles[k]?.cues ?? []).filter((c) => said.has(c)).length;
      let best = feel;
      for (const k of Object.keys(styles)) if (hits(k) > hits(best)) best = k;
      feel = best;
    }
    // A streetwear label is offered no tailor's silk, a witchy candle maker the moon and the coven.
    const styleWords = styles?.[feel];
    const trade: Trade = styleWords ? { ...trade0, nouns: styleWords.nouns, places: styleWords.places, puns: styleWords.puns ?? trade0.puns } : trade0;
    // What the description rules out, in words or in kind: "not flowery names", "nothing too corny", "gluten-free",
    // "waterless", a ceramic-coating studio that is no splash-and-suds wash.
    const folded = fold(ctx.description);
    const ruledOut = new Set([...ctx.understood.negated, ...[...folded.matchAll(/\b(?:not|no|nothing|never|without|avoid|avoiding)\s+(?:too\s+|very\s+|overly\s+|so\s+|really\s+)?([a-z]+)/g)].map((m) => m[1])]);
    const rules = (re: RegExp) => [...ruledOut].some((w) => re.test(w));
    const noPuns = rules(/^(corny|cheesy|puns?|punny|gimmicky|jokey|silly|cute|twee|tacky|flowery|girly|hipster)$/);
    const banned: RegExp[] = [];
    if (rules(/^(flowery|floral|frilly)$/)) banned.push(/\b(Petal|Petals|Bloom|Blooms|Blossom|Posy|Peony|Wildflower|Bud|Poppy|Lily|Rose|Dahlia|Bouquet|Daisy|Floral|Garden|Meadow|Sweet Pea|Marigold|Sprig)(?![A-Za-z])/);
    if (rules(/^(girly|feminine|pink|pretty)$/)) banned.push(/\b(Velvet|Blush|Petal|Pearl|Silk|Lace|Honey|Bloom|Posy|Rose|Sweet|Ivory|Champagne|Moonlight|Glow)(?![A-Za-z])/);
    if (rules(/^(hipster|trendy)$/)) banned.push(/\b(Neon|Indie|Urban|Concrete|Copper|Electric|Social|Night Owl|Minimalist)(?![A-Za-z])/);
    if (/\bgluten[- ]?free|\bcoeliac|\bceliac|\bwheat[- ]free|\bno gluten\b/.test(folded) || ctx.opt(options.focusField ?? "") === "gluten-free") banned.push(/\b(Rye|Wheat|Barley|Spelt|Malt|Farro|Semolina|Bran|Durum|Einkorn|Wheat Sheaf|Miller)(?![A-Za-z])/);
    if (tradeKey === "car-wash" && /\b(waterless|water[- ]free|no water|without water|dry wash|rinseless)\b/.test(folded)) banned.push(/\b(Suds|Splash|Splashy|Bubble|Bubbly|Bubbles|Tide|Wave|Drop|Rinse|Foam|Soap|Hose|Spray|Lather|Blue|Scrub)(?![A-Za-z])/);
    // A ceramic-coating or paint-correction studio is a detailer, not a splash-and-suds wash.
    const detailer = tradeKey === "car-wash" && (feel === "premium" || /\b(ceramic|paint correction|detailing|detailer|luxury|prestige|concours|supercars?)\b/.test(folded));
    if (detailer) banned.push(/\b(Suds|Splash|Splashy|Bubble|Bubbly|Tide|Wave|Drop|Foam|Soap|Scrub|Rinse|Car Wash|Wash Co\.|Express Wash|Wash & Shine)(?![A-Za-z])/);
    // ("in the Scottish Highlands", "in the Lake District": hills with no Alps in them, "Ridge & Edelweiss", "Chalet Lodge".)
    if (/\b(scottish|scotland|highlands|wales|welsh|lake district|peak district|yorkshire|dales|cumbria|snowdonia|cairngorms|ireland|irish)\b/.test(folded)) banned.push(/\b(Edelweiss|Chalet|Glacier|Snowcap|Alpine)\b/);
    const allowed = (w: string) => !banned.some((re) => re.test(w));
    // "The Gentleman's Compass" for backpackers: an old barber's or tailor's word, nowhere else.
    const gentlemanly = /^(barbershop|fashion-brand)$/.test(tradeKey) || /\bgentlem[ae]n|\bmen'?s\b/.test(folded);
    // "Wooden" is a cosy sign-writer's word for wood's trades, not for crochet or candles ("The Wooden Block", "The Wooden Spiral").
    const wooden = /\b(wood|wooden|woodwork\w*|timber|oak|walnut|carved|carpentry|joinery)\b/.test(folded) || ctx.opt(options.focusField ?? "") === "woodwork";
    const adjectives = (FEEL[feel] ?? FEEL.classic).filter((a) => allowed(a.w) && (gentlemanly || a.w !== "Gentleman's") && (wooden || a.w !== "Wooden"));
    // A cuisine the description names ("a Mexican taqueria") leads when the
    // option is left at its default, and shares the list when the visitor chose another.
    const chosenCuisine = tradeKey === "restaurant" ? ctx.opt("cuisine") : "";
    const cuisineField = ctx.generator.fields.find((f) => f.name === "cuisine");
    const cityFood = Boolean(city && (city.food || city.key === "restaurant"));
    const describedKey = tradeKey === "restaurant" || cityFood ? describedCuisine(ctx) : "";
    const cuisineDefault = Boolean(cuisineField && cuisineField.kind === "select" && chosenCuisine === cuisineField.default);
    // A description that names no cuisine ("a steakhouse with a whiskey bar", "farm-to-table in an old barn")
    // is not handed the default's Italian words: the place's own words and the kitchen's lead instead.
    const describedAtAll = ctx.keywords.length >= 2;
    const cuisineKey0 = cityFood ? describedKey : describedKey && CUISINE[describedKey] && cuisineDefault ? describedKey : cuisineDefault && describedAtAll && !describedKey ? "" : chosenCuisine;
    // "Korean BBQ tacos", "Japanese-Peruvian": both halves of a fusion lead, not the one the table lists first.
    const fusion = tradeKey === "restaurant" || cityFood ? fusionPair(ctx) : null;
    const fusionLeads = Boolean(fusion && (!cuisineKey0 || cuisineKey0 === "fusion" || fusion.includes(cuisineKey0) || cuisineDefault));
    const cuisineKey = fusion && fusionLeads ? fusion[0] : cuisineKey0;
    // A fusion's signs take the everyday foods of both kitchens ("Kimchi", "Tortilla"), not one side's rarer words ("Mugunghwa").
    const cuisine = fusion && fusionLeads ? fusionCuisine(fusion) : CUISINE[cuisineKey];
    // A place named for one dish is not the place of another: a ramen bar is no "Sushi Bar", a taqueria no "Pizzeria".
    // (A cantina or a trattoria is a kind of place, not a dish: it stays.)
    const dish = (w: string) => CUISINE_WORD_SET.has(w) && !CUISINE[w] && !PLACE_KINDS.test(w);
    const saidDishes = [...ctx.mentioned].filter(dish);
    const servesSaid = (place: string) => saidDishes.length === 0 || !tokens(fold(place)).some((t) => dish(t) && !saidDishes.includes(t));
    const otherCuisineKey = fusion && fusionLeads ? fusion[1] : describedKey && describedKey !== cuisineKey && CUISINE[describedKey] ? describedKey : "";
    const descWords = new Set(tokens(fold(ctx.description)));
    const focusDef = options.focusField ? ctx.generator.fields.find((f) => f.name === options.focusField) : undefined;
    let focusKey = options.focusField ? ctx.opt(options.focusField) : "";
    // A speciality left at its default gives way to the one the description names ("croissants and macarons": a
    // pastry shop); a description that names none ("donuts", "dog biscuits") gets the trade's general words, not the default's.
    const cues = FOCUS_CUES[tradeKey];
    if (cues && focusDef?.kind === "select" && focusKey === focusDef.default) {
      let best = "";
      let hits = 0;
      for (const [key, ws] of Object.entries(cues)) {
        const n = ws.filter((w) => descWords.has(w)).length;
        if (n > hits) [best, hits] = [key, n];
      }
      if (best) focusKey = best;
      else if (describedAtAll) focusKey = "";
    }
    const focus = TRADE_FOCUS[tradeKey]?.[focusKey];
    // A bakery of no named speciality is offered the oven and the whisk, not rye and sourdough.
    const noFocus = tradeKey === "bakery" && !focus;
    // The speciality's own words outweigh the general trade words two to one,
    // so a cupcake bakery is offered cupcake names.
    const special = cuisine ?? focus;
    // A taqueria is not offered olives and saffron: with a cuisine, only the trade's cuisine-neutral words stay.
    // A cupcake or cake shop is not offered the bread baker's words ("Rye Cake Bar", "Pastel & Sourdough").
    const sweetFocus = tradeKey === "bakery" && /^(cupcakes|cakes|pastry)$/.test(focusKey);
    const tradeNouns0 = cuisine ? trade.nouns.filter((n) => !CUISINE_FLAVOURED.has(n.w)) : sweetFocus ? trade.nouns.filter((n) => !BREAD_ONLY.has(n.w)) : noFocus ? [...trade.nouns.filter((n) => !BREAD_ONLY.has(n.w)), ...GENERAL_BAKES] : trade.nouns;
    // A city hotel is offered the city's words, not the mountain's pine or the beach's tide ("The Hidden Pine" downtown).
    const focusOnly = Boolean(focus?.only || (tradeKey === "hotel-resort" && focus));
    // A florist asked for nothing flowery is offered greenery in place of the petals ruled out.
    const detailNouns = detailer ? DETAILING : tradeKey === "florist" && banned.length > 0 ? GREENERY : [];
    const allNouns: Word[] = (focusOnly && focus ? focus.nouns : special ? [...tradeNouns0, ...special.nouns, ...special.nouns] : [...tradeNouns0, ...detailNouns]).filter((n) => allowed(n.w));
    // What a speciality word stands for, and whether the visitor picked it or wrote it.
    const specialWords = new Set((special?.nouns ?? []).map((n) => n.w));
    const specialChosen = cuisine ? chosenCuisine === cuisineKey && !cuisineDefault : Boolean(options.focusField && ctx.text(options.focusField).trim().toLowerCase() === focusKey);
    // A fusion's words are of both kitchens: "Korean-Mexican cooking".
    const cuisineLabel = fusion && fusionLeads ? `${cuisineName(fusion[0])}-${cuisineName(fusion[1])}` : cuisineName(cuisineKey);
    const specialLabel = cuisine ? `${cuisineLabel} cooking` : focus ? focus.label.replace(/ bakery$/, " baking") : "";
    // Describing words in a trade list ("Trusty", "Road-Tested") never stand where a noun belongs.
    const realNouns = allNouns.filter((n) => !isAdjective(n.w));
    const nouns: Word[] = realNouns.length >= 4 ? realNouns : allNouns;
    // "Pho Real" and "Wok This Way" promise a cuisine: only for that one.
    // A cupcake shop's own puns come first, with the trade's that are not about bread ("Knead to Know").
    const focusPuns = focus?.puns ? (focus.only ? focus.puns : [...focus.puns, ...trade.puns.filter((p) => !/Knead|Bread|Loaf|Yeast|Dough|Rise/.test(p.w))]) : undefined;
    const puns = (noPuns ? [] : focusPuns ?? trade.puns).filter((p) => allowed(p.w)).filter((p, i, all) => all.findIndex((o) => o.w === p.w) === i).filter((p) => !cuisine || !CUISINE_PUNS[p.w] || CUISINE_PUNS[p.w] === cuisineKey);
    // A donut shop or a dog bakery is no boulangerie: without a speciality, French shop words wait for a French description.
    const tradePlaces = noFocus && !descWords.has("french") ? trade.places.filter((p) => !/^(Boulangerie|P\u00e2tisserie)$/.test(p)) : trade.places;
    const places0 = (special ? [...special.places, ...special.places, ...tradePlaces] : tradePlaces).filter(servesSaid);
    const places = places0.filter(allowed).length > 0 ? places0.filter(allowed) : places0;
    const typedPlace = options.placeField ? titleCase(ctx.text(options.placeField).replace(/[^\p{L}\p{N} '-]/gu, "").trim()).slice(0, 24) : "";
    // A place named in the description ("in Leeds") serves when no place field is filled in, exactly as typed.
    const location = typedPlace || (ctx.places[0] ?? "").slice(0, 24);
    // "the Maldives", "the Scottish Highlands": a place of many parts takes "the" in a sentence.
    const theLocation = THE_PLACE.test(location) && !/^the /i.test(location) ? `the ${location}` : location;
    // A travel agent's places are where it sends people, not where it is ("'Europe' is where you are").
    const destination = !typedPlace && tradeKey === "travel-agency";
    const businessWords = city ? tokens(fold(ctx.text("business"))).join(" ") : "";
    const businessNoun = city?.kind || "";
    const kindLast = tokens(fold(businessNoun)).pop() ?? "";
    const kindTakesCo = Boolean(businessNoun) && !isPlural(kindLast) && !VENUE_WORD.test(kindLast) && !/^(pub|hotel-resort|restaurant)$/.test(city?.key ?? "");
    // A speciality left at its default and not read from the description is not announced ("an artisan bakery").
    const focusSaid = Boolean(focus) && !(focusDef?.kind === "select" && focusKey === focusDef.default && !ctx.text(focusDef.name).trim());
    const label = (city ? trade.label : undefined) || (focusSaid ? focus?.label : undefined) || trade.label;
    // "shop" or "bakery" typed in the description would only repeat the kind of place.
    const placeWords = new Set([...places, trade.label, ...EATERY_WORDS, ...TRADE_PEOPLE].flatMap((p) => tokens(p)).flatMap((t) => (t === "parlour" ? [t, "parlor"] : [t])));
    // "family-run": half of a joined word is not a word of its own ("The Run Nook").
    // The first half of a joined noun stays a thing ("bike-repair", "harbour-side", "dog-friendly": Bike, Harbour, Dog).
    const joinedOnly = (k: string) => {
      const d = fold(ctx.description);
      if (new RegExp(`(^|[^a-z-])${k}([^a-z-]|$)`).test(d)) return false;
      if (new RegExp(`(^|[^a-z-])${k}-[a-z]`).test(d) && !new RegExp(`[a-z]-${k}(?![a-z])`).test(d) && partsOfSpeech(k).includes("n") && !isAdjective(k) && !isAudience(k)) return false;
      return new RegExp(`(^|[^a-z-])(${k}-[a-z]|[a-z]+-${k}(?![a-z]))`).test(d);
    };
    // "a place to stay": a word after "to" or "who", or one WordNet knows only as a verb, is an action, not a thing for the sign.
    const descTokens = tokens(fold(ctx.description));
    const actionWord = (k: string) => {
      const pos = partsOfSpeech(k);
      // "serving oysters": an -ing form of a verb is something done, not something on the sign.
      return pos === "v" || (/ing$/.test(k) && [k.slice(0, -3), `${k.slice(0, -3)}e`].some((b) => partsOfSpeech(b).includes("v"))) || (pos.includes("v") && descTokens.some((t, i) => t === k && i > 0 && /^(to|who|that|which|also|we|they|you|it|she|he|i)$/.test(descTokens[i - 1])));
    };
    // "for night-shift workers", "for people with coeliac disease": who it is for, and their reasons, never head the sign.
    const forWhom = new Set<string>();
    descTokens.forEach((t, i) => {
      // "known for sourdough", "perfect for rainy days" name the thing itself.
      // A bakery "for dogs" is a dog bakery: an animal it serves is what makes it itself, not an audience to leave off the sign.
      if (t === "for" && !/^(known|famous|popular|loved|renowned|perfect|great|good|ideal|made|baked|open)$/.test(descTokens[i - 1] ?? "")) for (const w of descTokens.slice(i + 1, i + 6)) if (familyFor(w)?.key !== "pets") forWhom.add(w);
      // "run by two sisters", "owned by a chef": who runs it is not on the sign ("Sister & Birthday").
      if (t === "by" && /^(run|owned|made|baked|founded|started|cooked)$/.test(descTokens[i - 1] ?? "")) for (const w of descTokens.slice(i + 1, i + 5)) forWhom.add(w);
    });
    // "an emergency plumber" typed for a plumbing business says the trade again ("Plumber Plumbing Co.").
    const businessStems = tokens(businessWords).filter((t) => t.length >= 5).map((t) => t.slice(0, 5));
    const keywords = ctx.keywords.filter((k) => !forWhom.has(k) && !businessWords.includes(k) && !businessStems.some((st) => k.startsWith(st)) && !location.toLowerCase().includes(k) && !placeWords.has(k) && !placeWords.has(k.replace(/s$/, "")) && !joinedOnly(k) && !isUnpleasant(k));
    const punChance = feel === "playful" || feel === "fun" ? 0.35 : 0.06;
    const r = ctx.rng;
    let nooksMade = 0;
    // The description read by part of speech: describing words ("cozy",
    // "rainy") only ever describe; nouns ("books") are used in the singular
    // when they modify another word ("Book Nook", not "Books Pour"), and point
    // at a family of evocative words ("chapter", "quill") for the sign itself.
    // "known for", "run by", "based in": a participle before a preposition says nothing about the place.
    // "hand-rolled and boiled": how something is cooked is no feel for a sign ("The Boiled Apron").
    const process = (k: string) => /[^e]ed$/.test(k) && partsOfSpeech(baseForm(k)).includes("v") && !/^(candlelit|handmade|homemade)$/.test(k);
    const moods: Piece[] = keywords.filter((k) => isAdjective(k) && !NOT_MOODS.has(k) && !process(k)).map((k) => ({ w: titleCase(k), g: "", source: "keyword", from: k }));
    // Who it is for ("families", "students") is not what it is: the audience never heads a name.
    // "Portuguese custard tarts": a people's name typed with a capital describes, as "rustic" does.
    const nationality = (k: string) => !NOT_MOODS.has(k) && partsOfSpeech(k).includes("a") && new RegExp(`\\b${k}\\b`, "i").test(ctx.description) && new RegExp(`\\b${capitalize(k)}\\b`).test(ctx.description);
    for (const k of keywords) if (!isAdjective(k) && nationality(k) && !moods.some((m) => m.from === k)) moods.push({ w: titleCase(k), g: "", source: "keyword", from: k });
    // Two nouns typed together name one thing ("board games", "tram stop", "cinnamon buns"): the pair goes on the
    // sign whole ("The Board Game Café"), and its first half never stands alone ("The Board Corner").
    const signWord = (k: string) => keywords.includes(k) && !isAdjective(k) && partsOfSpeech(k).includes("n") && !NOT_MOODS.has(k) && !NOT_THINGS.has(k) && !NUMBER_WORDS.test(k) && !isAudience(k) && !actionWord(k) && !nationality(k);
    const compounds: Piece[] = [];
    const halves = new Set<string>();
    for (const clause of fold(ctx.description).split(/[,.;:!?()/]+/)) {
      const ws = clause.match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
      for (let i = 0; i + 1 < ws.length && compounds.length < 2; i++) {
        const [a, b] = [ws[i], ws[i + 1]];
        // "buyers find flats": a noun after another content word is more likely a verb and its object.
        const before = ws[i - 1];
        if (before && !LEADS_NOUN.has(before) && !isAdjective(before)) continue;
        const venue = VENUES.has(b) && signWord(a) && !placeWords.has(a) && !isPlural(a);
        if (!venue && (!signWord(a) || !signWord(b) || isPlural(a) || placeWords.has(b) || placeWords.has(singularOf(b)) || placeWords.has(a))) continue;
        compounds.push({ w: titleCase(`${a} ${PLURAL_ONLY.test(b) ? b : singularOf(b)}`), g: "", source: "keyword", from: `${a} ${b}`, venue });
        if (!familyFor(a)) halves.add(a);
        if (!familyFor(b) && !familyFor(singular(b)) && partsOfSpeech(b).includes("v")) halves.add(b);
        i++;
      }
    }
    // The trade's own goods ("hoodies", "earrings") are things of the sign even when the dictionary does not know them.
    const goods = CATEGORY_TWICE[tradeKey]?.[0];
    const isGoods = (k: string) => Boolean(goods) && goods!.test(titleCase(singularOf(k))) && !halves.has(k);
    const things: Piece[] = keywords
      .filter((k) => (signWord(k) || (isGoods(k) && !forWhom.has(k))) && !halves.has(k))
      .map((k) => ({ w: titleCase(PLURAL_ONLY.test(k) ? k : singularOf(k)), g: "", source: "keyword" as const, from: k }))
      .filter((p, i, all) => all.findIndex((o) => o.w === p.w) === i);
    const familyWords: Piece[] = [];
    // A word of two senses counts in the sense the description confirms: a café's servers are no cloud ("Mesh & Hearth").
    for (const k of keywords) {
      if (isAdjective(k) || NOT_THINGS.has(k)) continue;
      // A car's ceramic coating is no potter's clay ("Vessel & Polish", "Stoneware & Glaze").
      if (tradeKey === "car-wash" && /^(ceramics?|coatings?|paint|glass)$/.test(k)) continue;
      // A jeweller's bands and rings are the goods themselves, no music or boomerang ("Pure Groove Studio").
      if (isGoods(k)) continue;
      const f = familyInContext(k, descTokens) ?? (familyFor(k) ? undefined : familyInContext(singular(k), descTokens));
      if (!f) continue;
      for (const w of f.words) if (w.w.length <= 9 && allowed(titleCase(w.w)) && !familyWords.some((p) => p.w.toLowerCase() === w.w) && !((sweetFocus || noFocus) && BREAD_ONLY.has(titleCase(w.w)))) familyWords.push({ w: titleCase(w.w), g: w.g, source: "family", from: k });
    }
    const phrases: Piece[] = describedPhrases(ctx.description)
      // "for busy families": who it is for is not on the sign ("Busy Family Bake Shop").
      .filter((p) => !forWhom.has(p.noun) && !isAudience(p.noun) && !placeWords.has(p.noun) && !businessWords.includes(p.noun) && !location.toLowerCase().includes(p.noun) && !GENERIC.has(p.adj) && !GENERIC.has(p.noun) && !NOT_THINGS.has(p.noun) && !NOT_MOODS.has(p.adj) && !isUnpleasant(p.adj) && !isUnpleasant(p.noun))
      .map((p) => ({ w: titleCase(`${p.adj} ${p.noun}`), g: "", source: "phrase" }));
    // The description's distinctive modifiers ("recycled", "stacking", "beaded", "full moon") and the crafts it draws on
    // ("inspired by West African textiles"): each goes on some signs, "Second Silver", "Bead & Kente", "Full Moon Apothecary".
    const modifiers: Piece[] = [];
    for (const [re, m] of MODIFIERS) {
      const hit = folded.match(re);
      if (!hit || !allowed(m.w) || ruledOut.has(hit[1]) || modifiers.some((x) => x.w === m.w)) continue;
      modifiers.push({ w: m.w, g: m.g.replace("{w}", hit[1]), source: "modifier", from: hit[1], adj: m.adj, material: m.material });
    }
    const motifs: Piece[] = [];
    if (MOTIF_TRADES.has(tradeKey)) {
      for (const [re, ws] of ORIGIN_MOTIFS) {
        const hit = folded.match(re);
        if (hit) for (const w of ws) if (allowed(w.w)) motifs.push({ w: w.w, g: w.g, source: "motif", from: hit[0].trim() });
      }
    }
    // The modifier's own word is not said again beside it ("The Beaded Link" next to "Bead & Kente").
    // ("ocean plastic": neither the ocean nor the plastic is said again beside "Second Tide", "Tideline & Plastic".)
    const modified = new Set(modifiers.flatMap((m) => (m.from ? [m.from, ...tokens(m.from)] : [])));
    // "The Korean Salsa" says one half of a fusion as if it were all of it.
    if (fusion && fusionLeads) for (const w of fusion) for (const t of CUISINE_WORDS[w] ?? []) if (NATIONAL.has(t)) modified.add(t);
    for (const list of [moods, things]) for (let i = list.length - 1; i >= 0; i--) if (list[i].from && (modified.has(list[i].from!) || modifiers.some((m) => m.w === list[i].w))) list.splice(i, 1);
    // Trade nouns that are one plain word ("Crumb", "Pour"), for "Chapter & Crumb".
    const tradeNouns = nouns.filter((n) => /^[A-Z][a-z]+$/.test(n.w));
    // One of the least-used so far: a list of seven signs turns to each thing described, not to one thing four times.
    const fresh = <T,>(list: readonly T[], key: (x: T) => string, uses: Map<string, number>): T => {
      const least = Math.min(...list.map((x) => uses.get(key(x)) ?? 0));
      return r.pick(list.filter((x) => (uses.get(key(x)) ?? 0) === least));
    };
    const thingUses = new Map<string, number>();
    const pickThing = (list: readonly Piece[]): Piece => {
      const t = fresh(list, (x) => x.w, thingUses);
      thingUses.set(t.w, (thingUses.get(t.w) ?? 0) + 1);
      return t;
    };
    // A style's stock word ("Union", "Heritage") is the sign-writer's, never said to be the trade's own.
    const adj = (): Piece => (moods.length > 0 && r.chance(0.2) ? r.pick(moods) : { ...r.pick(adjectives), sign: true });
    const noun = (): Piece => (familyWords.length > 0 && r.chance(0.15) ? r.pick(familyWords) : r.pick(nouns));
    // The kind of place in the visitor's own word ("bakery", "coffee") comes up more often than the trade's other words.
    const descriptionTokens = new Set(tokens(fold(ctx.description)));
    const isOwn = (p: string) => tokens(fold(p)).some((t) => descriptionTokens.has(t));
    const ownPlaces = places.filter(isOwn);
    // Someone who wrote "bakery" reads "Bakery" on the sign more often than "Boulangerie".
    const ownOr = (list: readonly string[]): string => {
      const own = list.filter(isOwn);
      return own.length > 0 && r.chance(0.5) ? r.pick(own) : r.pick(list);
    };
    // The visitor's word for the place comes often, but not on every sign of one list ("Plant Coffee", "Record Coffee", "Vinyl Coffee").
    const placeUses = new Map<string, number>();
    // A sign that already carries a described thing ("Vinyl …") takes another word for the place more often, so the
    // visitor's own word ("Coffee") is left for the signs that have nothing else of theirs.
    const otherPlaces = places.filter((p) => !isOwn(p));
    const place = (carries = false): string => {
      // "Bike Repair Co.", but never "Food Truck Co." or "Walking Tours Co.".
      if (businessNoun && r.chance(city?.key ? 0.35 : 0.6)) return `${businessNoun}${kindTakesCo && r.chance(0.5) ? " Co." : ""}`;
      const own = ownPlaces.length > 0 && r.chance(carries ? 0.25 : 0.75);
      const p = own || otherPlaces.length === 0 ? fresh(own ? ownPlaces : places, (x) => x, placeUses) : fresh(otherPlaces, (x) => x, placeUses);
      placeUses.set(p, (placeUses.get(p) ?? 0) + 1);
      return p;
    };
    // A trade noun, sharing the first letter of `w` when one does ("Chapter & Crumb").
    const tradeNoun = (w: string): Piece => {
      // A cupcake shop's pairs come from cupcakes more often than from bread.
      if (special && r.chance(0.6)) return r.pick(special.nouns);
      const rhyming = tradeNouns.filter((n) => n.w[0] === w[0] && n.w !== w);
      return rhyming.length > 0 && r.chance(0.1) ? r.pick(rhyming) : r.pick(tradeNouns.length > 0 ? tradeNouns : nouns);
    };

    // "Millet & Chestnut Bakery": a visitor who wrote "bakery" may read it after a pair of words too.
    const oneWordOwn = ownPlaces.filter((p) => !p.includes(" "));
    const ownSign = (): string => (oneWordOwn.length > 0 && r.chance(0.5) ? ` ${r.pick(oneWordOwn)}` : "");
    // Speciality and cuisine words say what they stand for.
    const tag = (w: Word): Piece => (specialWords.has(w.w) ? { ...w, speciality: specialLabel } : w);

    // Where a sign's word comes from, for its origin: the visitor, the trade, the speciality, the town.
    // "gluten-free bakery" names what the visitor ruled out: the speciality is then "your speciality".
    const speaksOfExcluded = (label: string) => tokens(fold(label)).some((t) => ctx.understood.excluded.has(t));
    const specialist = focus && !speaksOfExcluded(focus.label) ? `${withArticle(focus.label)} would use` : "of your speciality";
    // Each kind of source, said of one word or of two ("'Thistle' and 'Wildflower' are words a florist would use").
    const whence = (p: Piece): [string, (ws: string, many: boolean) => string] => {
      if (p.source === "keyword") return ["keyword", (ws, many) => `${ws} come${many ? "" : "s"} from your description`];
      if (p.source === "phrase") return ["phrase", (ws) => `${ws} is your own phrase`];
      if (p.source === "modifier") return [`modifier ${p.from}`, () => `'${p.w}' is ${p.g}`];
      if (p.source === "motif") return [`motif ${p.from}`, (ws, many) => `${ws} ${many ? "are nods" : "is a nod"} to the ${titleCase(p.from ?? "")} craft you draw on`];
      if (p.source === "place") return ["place", () => `'${p.w}' is ${p.g || "where you are"}`];
      if (p.source === "family") return [`family ${p.from}`, (ws, many) => `${ws} belong${many ? "" : "s"} with your '${p.from}'`];
      if (p.speciality) {
        const who = / cooking$/.test(p.speciality) ? `of ${p.speciality}` : specialist;
        return ["special", (ws, many) => `${ws} ${many ? "are words" : "is a word"} ${who}`];
      }
      if (p.sign || isAdjective(p.w.toLowerCase())) return ["sign", (ws, many) => `${ws} ${many ? "are" : "is"} sign-writers' ${many ? "words" : "word"}`.replace("is sign-writers'", "is a sign-writer's")];
      return ["trade", (ws, many) => `${ws} ${many ? "are words" : "is a word"} ${withArticle(trade.label)} would use`];
    };
    const whenceAll = (ps: Piece[]) => {
      const said = ps.map((p) => [p, ...whence(p)] as const);
      if (said.length === 2 && said[0][1] === said[1][1] && said[0][1] !== "place") return capitalize(said[0][2](`'${ps[0].w}' and '${ps[1].w}'`, true));
      return capitalize(said.map(([p, , f]) => f(`'${p.w}'`, false)).join(", and "));
    };
    // `reason` completes a sentence about the name: "Sorghum Bakery is short, clear and…".
    type Built = { name: string; pieces: Piece[]; origin: string; reason: string };
    const own = ownSignName(ctx.description);
    // A stock first name is one sign in a list at most, in the trades and styles it suits, and of the sex the description
    // gives its maker ("a female artist" is no "Gus"); two requests of one seed get different names.
    const ownerTrade = pub ? "restaurant" : tradeKey;
    const stockOwners = Boolean(OWNER_REASONS[ownerTrade]) && !NO_OWNER_FEELS.has(feel) && !NO_OWNER_FEELS.has(focusKey) && !ctx.understood.negated.some((w) => /^(girly|cute|twee|cheesy|corny)$/.test(w));
    const sex = genderSaid(ctx.description, SHE, HE);
    const ownerPool = sex === "female" ? FEMALE_OWNERS : sex === "male" ? MALE_OWNERS : OWNER_NAMES;
    const ownerAt = textHash(`${tradeKey} ${fold(ctx.description)} ${fold(ctx.text("business"))}`);
    let ownersMade = 0;
    const ownerSign = (): Built | null => {
      // "run by me, Aisha", "me and my dog Otis": the name on the sign is theirs when they give it.
      if (!own && (!stockOwners || ownersMade > 0)) return null;
      ownersMade++;
      const owner = own?.given ?? ownerPool[(ownerAt + r.int(ownerPool.length)) % ownerPool.length];
      const where = businessNoun && !city?.key ? businessNoun : place().replace(/^Co\.$/, businessNoun || "& Co.");
      const pieces = [{ w: owner, g: own ? (own.role === "self" ? "your own name" : `the name of your ${own.what}`) : "a friendly first name" }];
      const reason = own ? (own.role === "self" ? "puts your own name over the door, the way regulars will talk about the place anyway" : `puts ${owner} on the sign, and regulars will ask after ${owner} by name`) : OWNER_REASONS[ownerTrade];
      // "Vera & Sons", not "Vera's & Sons": a joined name takes no possessive.
      if (where.startsWith("&")) return { name: `${owner} ${where}`, pieces, origin: `A first name and '${where}' make the family-firm sign, the oldest kind on any high street.`, reason };
      return { name: `${possessive(owner)} ${where}`, pieces, origin: own ? `Your ${own.role === "self" ? "own name" : `${own.what}'s name`} before the kind of place is the oldest form of local business name.` : `A first name before the kind of place is the oldest form of local business name.`, reason };
    };
    const patterns: (() => Built | null)[] = [
      () => {
        const a = adj();
        const n = tag(noun());
        return { name: `The ${a.w} ${n.w}${ownSign()}`, pieces: [a, n], origin: `${whenceAll([a, n])}, after the 'The' of old painted shop signs.`, reason: "reads like a hand-painted sign and is easy to recommend by word of mouth" };
      },
      () => {
        const a = tag(noun());
        const b = tag(r.pick(nouns));
        // "Wheat Sheaf & Wheat" says one thing twice.
        if (tokens(a.w).some((t) => tokens(b.w).includes(t))) return null;
        return { name: `${a.w} & ${b.w}${ownSign()}`, pieces: [a, b], origin: `${whenceAll([a, b])}, in the ampersand style independent shops favour.`, reason: "pairs two simple things with an ampersand, which feels crafted and independent" };
      },
      () => {
        const a = adj();
        const n = tag(noun());
        return { name: `${a.w} ${n.w} ${place()}`, pieces: [a, n], origin: `${whenceAll([a, n])}, as high-street signs say what they are.`, reason: "tells passers-by exactly what you are while still having character" };
      },
      () => {
        const n = tag(noun());
        return { name: `${n.w} ${place()}`, pieces: [n], origin: `${whenceAll([n])}, put before the kind of place as high-street signs do.`, reason: "is short, clear and looks good above a door or on a map pin" };
      },
      ownerSign,
    ];
    if (location) {
      // A pub or a hotel is no "Co." ("Dublin Barley Co.").
      const coFits = !/^(pub|hotel-resort|restaurant)$/.test(city?.key ?? (pub ? "pub" : tradeKey === "hotel-resort" ? "hotel-resort" : ""));
      const locationWhy = typedPlace ? `tells locals you belong to ${theLocation} and helps people searching nearby` : destination ? `names ${theLocation}, so people dreaming of it find you first` : `puts ${theLocation} on the sign for people searching there`;
      patterns.push(() => {
        const described = r.chance(0.5);
        const n = described ? tag(r.pick(nouns)) : adj();
        const loc: Piece = { w: location, g: destination ? "where you send people" : "", source: "place" };
        // ("Manchester Warm Co.": a describing word needs its kind of place after it, never a bare "Co.")
        const bare = !described || isAdjective(n.w.toLowerCase());
        const kind = !bare && coFits && r.chance(0.5) ? "Co." : place(true);
        if (bare && kind === "Co.") return null;
        return { name: `${location} ${n.w} ${kind}`, pieces: [loc, n], origin: `${whenceAll([loc, n])}, leading as the names of long-standing local firms do.`, reason: locationWhy };
      });
      // "Leeds Bike Repair", "Portland Dog Walking": the plain sign a local trader puts up, the town and the trade.
      if (businessNoun) {
        patterns.push(() => {
          const loc: Piece = { w: location, g: destination ? "where you send people" : "", source: "place" };
          return { name: `${location} ${businessNoun}`, pieces: [loc], origin: `'${location}' and the trade you typed: the plainest sign a local firm can have.`, reason: "says what you do and where, in the words people type into a map search" };
        });
      }
    }
    if (cuisine) {
      patterns.push(() => {
        const n = tag(r.pick(cuisine.nouns));
        // The visitor's own word for the place ("trattoria", "shack") when it is one of the cuisine's.
        const where = ownOr(cuisine.places.filter(servesSaid));
        if (!where) return null;
        return { name: ENGLISH_PLACE.test(where) ? `${n.w} ${where}` : `${where} ${n.w}`, pieces: [n], origin: `'${where}' and '${n.w}' are ${cuisineLabel} words, as restaurants use at home.`, reason: `promises ${cuisineLabel} food before anyone reads the menu` };
      });
    }
    // Names built from the description, in shapes real shops use: "Rainy Day
    // Café", "The Book Nook", "Chapter & Crumb", "Book & Bean", "The Cozy Crumb".
    const described: (() => Built | null)[] = [];
    // The description names another cuisine than the one chosen: some names follow the description.
    const other = otherCuisineKey && !fusionLeads ? CUISINE[otherCuisineKey] : undefined;
    if (other) {
      described.push(() => {
        const n: Piece = { ...r.pick(other.nouns), speciality: `${cuisineName(otherCuisineKey)} cooking` };
        const where = r.pick(other.places);
        return { name: ENGLISH_PLACE.test(where) ? `${n.w} ${where}` : `${where} ${n.w}`, pieces: [n], origin: `'${where}' and '${n.w}' are ${cuisineName(otherCuisineKey)} words, from the cuisine your description names.`, reason: `matches the ${cuisineName(otherCuisineKey)} food your description promises` };
      });
    }
    // Dishes the description names ("homemade tortillas"): "Tortilla House", "Casa Tortilla".
    // Not the cuisine's people ("Greek") or its kind of place ("taverna"): those are no dish.
    const placeTokens = new Set(Object.values(CUISINE).flatMap((c) => c.places.flatMap((p) => tokens(fold(p)))));
    const dishes = keywords.filter((k) => dish(k) && !nationality(k) && !placeTokens.has(k) && !placeWords.has(k)).map((k) => DISH_NAMES[k] ?? titleCase(singularOf(k)));
    if (dishes.length > 0) {
      const dishCuisine = CUISINE[describedKey] ?? cuisine;
      described.push(() => {
        const d = r.pick(dishes);
        const piece: Piece = { w: d, g: "", source: "keyword", from: keywords.find((k) => (DISH_NAMES[k] ?? titleCase(singularOf(k))) === d) };
        if (dishCuisine && r.chance(0.5)) {
          const where = r.pick(dishCuisine.places.filter((p) => !tokens(p).includes(fold(d).toLowerCase()) && servesSaid(p)));
          if (!where) return null;
          return { name: ENGLISH_PLACE.test(where) ? `${d} ${where}` : `${where} ${d}`, pieces: [piece], origin: `'${d}' is the dish from your description, and '${where}' is what its home country calls a place to eat.`, reason: "names a dish you are proud of, so people know what to order" };
        }
        const kind = r.pick(["House", "Kitchen", "Co.", "Bar"]);
        return { name: `${d} ${kind}`, pieces: [piece], origin: `'${d}' is the dish from your description, and '${kind}' the plainest word for where it is served.`, reason: "names a dish you are proud of, so people know what to order" };
      });
    }
    if (focus) {
      patterns.push(() => {
        const n = tag(r.pick(focus.nouns));
        const where = ownOr(focus.places);
        return { name: `${n.w} ${where}`, pieces: [n], origin: `In ${n.w} ${where}, '${n.w}' is a word ${specialist}${specialist.endsWith("use") ? ", for your speciality" : ""}.`, reason: `tells people straight away that you are ${article(focus.label)}` };
      });
    }
    if (phrases.length > 0) {
      described.push(() => {
        const p = r.pick(phrases);
        return { name: `${p.w} ${place(true)}`, pieces: [p], origin: `'${p.w}' is your own phrase, put on the sign as you said it.`, reason: "says something true about the place, in your own words" };
      });
    }
    if (things.length > 0) {
      described.push(() => {
        const t = pickThing(things);
        // One snug little room in a list, and only in the trades it suits.
        if (!NOOK_TRADES.has(tradeKey) || (city && !/\b(shop|store|bookshop|boutique|cafe|bakery|deli)\b/.test(fold(ctx.text("business")))) || nooksMade > 0) return null;
        nooksMade++;
        const nook = NOOKS[r.int(r.chance(0.15) ? 1 : NOOKS.length)];
        // "The Book Nook Café" reads as a sign; "The Book House Café" does not.
        const withPlace = (nook === "Nook" || nook === "Corner") && r.chance(0.4);
        return { name: `The ${t.w} ${nook}${withPlace ? ` ${place(true)}` : ""}`, pieces: [t], origin: `'${t.w}' comes from your description, and a ${nook.toLowerCase()} is the snug place of old shop signs.`, reason: `makes the ${t.from ?? t.w.toLowerCase()} into a snug corner people will want to find` };
      });
      // "Vinyl & Bean", "Book & Crumb": the visitor's thing and the trade's, the commonest good shape.
      const withTrade = () => {
        const t = pickThing(things);
        const n = tag(tradeNoun(t.w));
        return { name: `${t.w} & ${n.w}`, pieces: [t, n], origin: `${whenceAll([t, n])}, in the ampersand style of independent shops.`, reason: "pairs what makes your place yours with what you serve" };
      };
      described.push(withTrade, withTrade);
      // A stock describing word over the visitor's thing ("The Crooked Bike") is one voice, not the main one.
      if (r.chance(0.5)) {
        described.push(() => {
          const t = pickThing(things);
          const a = adj();
          if (a.source === "keyword") return null;
          return { name: `The ${a.w} ${t.w}`, pieces: [a, t], origin: `${whenceAll([a, t])}, under the 'The' of hand-painted signs.`, reason: "reads like a hand-painted sign over something you described" };
        });
      }
      // "Cat Café", "Waffle Espresso Bar", "Vinyl Coffee House": the thing that makes the place, then what it is.
      const thingFirst = () => {
        const t = pickThing(things);
        const where = place(true);
        return { name: `${where.includes(" ") && r.chance(0.4) ? "The " : ""}${t.w} ${where}`, pieces: [t], origin: `'${t.w}' comes from your description and leads, as on a high-street sign that says what you are.`, reason: `puts the ${t.from ?? t.w.toLowerCase()} up front, so people know what makes you different before they walk in` };
      };
      described.push(thingFirst, thingFirst);
    }
    // "Plant & Vinyl", "Book & Scone": two things the visitor named, side by side.
    // Two things make only two pairs: offered in some lists, not in every one.
    if (things.length >= 4 || (things.length >= 2 && r.chance(things.length === 3 ? 0.5 : 0.25))) {
      const pair = () => {
        const [a, b] = [pickThing(things), pickThing(things)];
        // "Wine & Cellar" splits one thing in two.
        if (a.w === b.w || compounds.some((c) => c.from && a.from && b.from && c.from.includes(a.from) && c.from.includes(b.from))) return null;
        return { name: `${a.w} & ${b.w}`, pieces: [a, b], origin: `${whenceAll([a, b])}: two of your own things under one sign, in the ampersand style of independent shops.`, reason: `names the ${a.from} and the ${b.from} people will come for` };
      };
      described.push(pair);
    }
    // "The Board Game Café", "Tram Stop Bakery", "Cinnamon Bun & Crumb".
    if (compounds.length > 0) {
      const whole = () => {
        const c = pickThing(compounds);
        // "The Sourdough Stall" is a whole sign: no "Bakery" after it, and one such sign in some lists, not all.
        if (c.venue && r.chance(0.6)) return null;
        const the = c.venue || r.chance(0.5) ? "The " : "";
        return { name: `${the}${c.w}${c.venue ? "" : ` ${place(true)}`}`, pieces: [c], origin: `'${c.w}' is what you called it, put on the sign whole as shops named after a landmark or a speciality are.`, reason: `is the ${c.from} you described, which is what people will remember you by` };
      };
      described.push(whole, whole, whole);
      described.push(() => {
        const c = pickThing(compounds);
        // "Donut Shop & Icing" names two places at once.
        if (c.venue) return null;
        const n = tag(tradeNoun(c.w));
        return { name: `${c.w} & ${n.w}`, pieces: [c, n], origin: `${whenceAll([c, n])}, in the ampersand style of independent shops.`, reason: `pairs your ${c.from} with what you serve` };
      });
    }
    // "Second Silver", "Oversized Hoodie Co.": a describing modifier before the thing it describes.
    const modThings = [...things, ...compounds.filter((c) => !c.venue)];
    const modifiedThings = new Set<string>();
    for (const m of modifiers) {
      if (m.adj) {
        if (modThings.length === 0) continue;
        const before = (): Built | null => {
          // "Second Silver", not "Second Band": a second life is the metal's or the cloth's.
          // "Oversized Hoodie", not "Oversized Graphic": a cut is the garment's.
          const stuff = modThings.filter((x) => (m.material ? MATERIALS.test(x.w) : isGoods(x.from ?? "")));
          if (stuff.length === 0 && m.material) return null;
          const t = pickThing(stuff.length > 0 ? stuff : modThings);
          if (tokens(t.w).includes(m.w.toLowerCase())) return null;
          // One "Second Gold" to a list: "Second Gold" beside "Second Gold Co." says it twice, and the second loses its reason.
          if (modifiedThings.has(`${m.w} ${t.w}`)) return null;
          modifiedThings.add(`${m.w} ${t.w}`);
          const name = tokens(t.w).length === 1 && r.chance(0.4) ? `${m.w} ${t.w}` : `${m.w} ${t.w} ${place(true)}`;
          return { name, pieces: [m, t], origin: `${whenceAll([m, t])}.`, reason: `says what sets your ${t.from ?? t.w.toLowerCase()} apart before anyone asks` };
        };
        described.push(before, before);
        continue;
      }
      // "Stack & Sterling", "Bead & Kente", "Moon & Sage": the modifier's thing with another of the visitor's or the style's.
      const partners = [...motifs, ...things, ...modifiers.filter((x) => !x.adj && x.w !== m.w)];
      described.push(() => {
        const x = partners.length > 0 && r.chance(0.75) ? pickThing(partners) : tag(r.pick(tradeNouns.length > 0 ? tradeNouns : nouns));
        if (tokens(x.w).some((t) => tokens(m.w).includes(t))) return null;
        return { name: `${m.w} & ${x.w}`, pieces: [m, x], origin: `${whenceAll([m, x])}, in the ampersand style of independent makers.`, reason: `pairs the ${m.w.toLowerCase()} at the heart of your work with ${x.source === "motif" ? "what inspires it" : x.source ? `your ${x.from ?? x.w.toLowerCase()}` : "a word of the trade"}` };
      });
      // "Full Moon Apothecary", "Bead Studio".
      described.push(() => (r.chance(0.4) ? null : { name: `${m.w} ${place(true)}`, pieces: [m], origin: `${whenceAll([m])}, ahead of the kind of business you are.`, reason: `leads with the ${m.w.toLowerCase()} at the heart of your work, which is what people will remember` }));
    }
    // "Kente & Bead", "Adinkra Studio": a motif of the craft the description draws on.
    if (motifs.length > 0) {
      const motifPair = (): Built | null => {
        const mo = pickThing(motifs);
        const partners = [...modifiers.filter((x) => !x.adj), ...things];
        const x = partners.length > 0 ? pickThing(partners) : tag(r.pick(tradeNouns.length > 0 ? tradeNouns : nouns));
        return { name: `${mo.w} & ${x.w}`, pieces: [mo, x], origin: `${whenceAll([mo, x])}, in the ampersand style of independent makers.`, reason: `carries the ${titleCase(mo.from ?? "")} inspiration of your work into the name` };
      };
      described.push(motifPair, motifPair, () => {
        const mo = pickThing(motifs);
        return { name: `${mo.w} ${place(true)}`, pieces: [mo], origin: `${whenceAll([mo])}, ahead of the kind of business you are.`, reason: `tells people at once where your designs draw from` };
      });
    }
    // "Seoul Taco", "Kimchi & Tortilla": both halves of a fusion on one sign.
    if (fusion && fusionLeads) {
      const [a, b] = fusion;
      const dishOf = (key: string): Piece | null => {
        const said = keywords.filter((k) => dish(k) && CUISINE_KEY_OF.get(k) === key && !placeTokens.has(k));
        if (said.length > 0 && r.chance(0.7)) {
          const k = r.pick(said);
          return { w: DISH_NAMES[k] ?? titleCase(singularOf(k)), g: "", source: "keyword", from: k };
        }
        const foods = FUSION_FOODS[key];
        return foods ? { w: r.pick(foods), g: `a ${cuisineName(key)} staple`, speciality: `${cuisineName(key)} cooking` } : null;
      };
      const both = `${cuisineName(a)}-${cuisineName(b)}`;
      const cityDish = (): Built | null => {
        const [x, y] = r.chance(0.85) ? [a, b] : [b, a];
        const town = CUISINE_CITY[x] ? r.pick(CUISINE_CITY[x]) : "";
        const d = dishOf(y);
        if (!town || !d) return null;
        const loc: Piece = { w: town, g: `a city of ${cuisineName(x)} cooking`, source: "place" };
        return { name: `${town} ${d.w}`, pieces: [d, loc], origin: `'${town}' stands for the ${cuisineName(x)} half of your cooking and '${d.w}' for the ${cuisineName(y)} half.`, reason: `names both halves of your ${both} cooking at once` };
      };
      const foodPair = (): Built | null => {
        const [x, y] = [dishOf(a), dishOf(b)];
        if (!x || !y || x.w === y.w) return null;
        return { name: `${x.w} & ${y.w}`, pieces: [x, y], origin: `'${x.w}' is ${cuisineName(a)} and '${y.w}' is ${cuisineName(b)}, the two kitchens your food brings together.`, reason: `promises the ${both} mix before anyone reads the menu` };
      };
      described.push(cityDish, cityDish, cityDish, foodPair, foodPair, foodPair);
    }
    if (familyWords.length > 0) {
      described.push(() => {
        const f = r.pick(familyWords);
        const n = tag(tradeNoun(f.w));
        return { name: `${f.w} & ${n.w}`, pieces: [f, n], origin: `${whenceAll([f, n])}, in the ampersand style independent shops like.`, reason: "hints at your place without spelling it out, which makes people curious" };
      });
    }
    if (moods.length > 0) {
      described.push(() => {
        // One describing word before ten trade words is a small set of signs: with things described, it is one voice of several.
        if (things.length + compounds.length > 0 && r.chance(0.5)) return null;
        const m = r.pick(moods);
        const n = tag(r.pick(tradeNouns.length > 0 ? tradeNouns : nouns));
        return { name: `The ${m.w} ${n.w}`, pieces: [m, n], origin: `${whenceAll([m, n])}, under the 'The' of a painted shop sign.`, reason: "reads like a hand-painted sign above the door" };
      });
    }
    // The description's own words shape about half of the candidates: a shop
    // sign should say what the visitor described ("Vinyl & Bean"). A mood alone
    // ("a quiet place to stay") is one voice among the options'.
    // A name the visitor gave is one of the signs most lists offer ("Aisha's Bakery"), not all of them.
    if (own) described.push(ownerSign, ownerSign);
    const describedShare = described.length === 0 ? 0 : things.length + compounds.length + phrases.length + dishes.length + modifiers.length + motifs.length + (fusion ? 1 : 0) > 0 ? (FOOD_TRADES.has(tradeKey) ? 0.8 : 0.65) : 0.3;

    // The feel is named only when the visitor picked it or wrote it.
    const feelField = options.feelField ?? "style";
    const feelSaid = ctx.text(feelField).trim().toLowerCase() === feel || ctx.mentioned.has(feel);
    // ("For a trucks truck dealership": when one select is both the feel and the speciality, the label already says it.)
    const feelInLabel = tokens(fold(readable(feel))).some((t) => tokens(fold(label)).some((l) => l === t || singularOf(t) === l || singularOf(l) === singularOf(t)));
    const what = `${feelSaid && !feelInLabel && options.feelField !== options.focusField ? `${feel} ` : ""}${label}`;
    const cite = (p: Piece): string | null => {
      if (p.source === "phrase") return `It repeats '${p.w.toLowerCase()}' from your description.`;
      if (p.source === "modifier") return `It keeps your word '${p.from}'.`;
      if (p.source === "motif") return `'${p.w}' honours the ${titleCase(p.from ?? "")} craft your work draws on.`;
      if (p.source === "keyword") return isAdjective(p.w.toLowerCase()) ? `It keeps your word '${p.w.toLowerCase()}'.` : `It names the ${p.from ?? p.w.toLowerCase()} you described.`;
      if (p.source === "family") return `'${p.w}' points to the ${p.from} in your description without spelling it out.`;
      // "'Dovetail', the classic joint, suits…": what the word is, so two names of one speciality are not one sentence.
      if (p.speciality) {
        const what = /^(a|an|the) /.test(p.g) ? `'${p.w}', ${p.g},` : `'${p.w}'`;
        return specialChosen ? `${what} suits the ${p.speciality} you picked.` : `${what} suits the ${p.speciality} your description asks for.`;
      }
      return null;
    };
    // Puns come from a short list: a quiet shop gets one in every other list, so repeated requests are not the same joke.
    // Each pun is one of a short list, so a pun in every list repeats across requests: one in most playful lists, few in others.
    const punLimit = r.chance(punChance > 0.2 ? 0.6 : 0.3) ? 1 : 0;
    let punsMade = 0;
    // One pitch said once in a list: a second name of the same shape gets another true thing said of it.
    const reasonUses = new Map<string, number>();
    const doorless = DOORLESS.has(tradeKey);
    const sayOnce = (reason: string): string => {
      const first = doorless && SIGN_TALK.test(reason) ? fresh(SIGNLESS_REASONS, (x) => x, reasonUses) : doorless ? reason.replace("what you serve", "what you make") : reason;
      const said = (reasonUses.get(first) ?? 0) > 0 ? fresh(doorless ? SIGNLESS_REASONS : OTHER_REASONS, (x) => x, reasonUses) : first;
      reasonUses.set(said, (reasonUses.get(said) ?? 0) + 1);
      return said;
    };
    const descBudget = new RootBudget(2);
    return () => {
      let built: Built | null;
      // One pun in a list is a smile; three are a joke shop.
      if (puns.length > 0 && punsMade < punLimit && r.chance(punChance)) {
        punsMade++;
        // A pun on the visitor's own word ("Hey Cupcake" for cupcakes) first, when there is one.
        const ownPuns = puns.filter((x) => tokens(fold(x.w)).some((t) => t.length > 3 && (descWords.has(t) || descWords.has(`${t}s`))));
        const p = ownPuns.length > 0 && r.chance(0.15) ? r.pick(ownPuns) : r.pick(puns);
        const name = titleCase(p.w);
        return general(name, `A play on words: ${p.g}.`, traits(r, FEEL_TRAITS[feel] ?? FEEL_TRAITS.playful, ["Witty", "Memorable"]), `For ${withArticle(what)}, ${name} makes people smile, take a photo of the sign and tell a friend.`, `${name} is a pun, the favourite kind of name for independent shops.`);
      }
      built = described.length > 0 && r.chance(describedShare) ? r.pick(described)() : r.pick(patterns)();
      // "Wick & Twisted": both sides of an ampersand name things.
      if (!built || !ampersandJoinsNouns(built.name) || !allowed(built.name)) return null;
      // "Earring Jewelry", "Ring Gems", "Hoodie Apparel": the category said twice.
      if (saysCategoryTwice(tradeKey, built.name)) return null;
      // "Harbour & Harbor": one word in two spellings.
      const sides = built.name.split(" & ").map((x) => fold(x).replace(/[^a-z]/g, "").slice(0, 5));
      if (sides.length === 2 && sides[0] === sides[1]) return null;
      const name = titleCase(built.name.replace(/\s+/g, " ").trim());
      // One word from the description leads one or two names, not half the list.
      const roots = built.pieces.filter((p) => p.source && p.source !== "place").map((p) => p.w);
      if (!descBudget.allows(...roots)) return null;
      // "Wool Wool Shop", "Homespun Home Makers": one word said twice.
      const words = tokens(name);
      if (words.some((w, i) => words.some((o, j) => i !== j && (o.startsWith(w) || o.endsWith(w)) && w.length > 2))) return null;
      descBudget.spend(...roots);
      let why = `For ${withArticle(what)}, ${name} ${sayOnce(built.reason)}.`;
      const cited = built.pieces.map(cite).find((c) => c !== null);
      if (cited) why += ` ${cited}`;
      // The visitor's own word for the place ("Bakery") is said to be theirs.
      const own = ownPlaces.find((p) => name.endsWith(` ${p}`) && !built!.pieces.some((x) => x.w === p));
      const clauses = [parts(built.pieces), own ? `'${own}' is your own word for the place` : ""].filter(Boolean);
      const meaning = `${capitalize(clauses.join("; "))}.`;
      return general(name, meaning, traits(r, FEEL_TRAITS[feel] ?? FEEL_TRAITS.classic, ["Local", "Memorable", "Welcoming"]), why, built.origin);
    };
  };
}
