import type { Maker } from "./types";
import type { GeneralName } from "../../catalog/types";
import { makeBrand, topicalRelatives, tradePeople } from "./brand";
import { compoundHead, verbUses } from "./seams";
import { fold, listing, withArticle } from "../core/text";
import { general, pitched, preferred, traits } from "../core/result";
import { activityWord, FAMILIES, familyInContext, GENERIC, isAudience, type Family } from "../data/description-families";
import { isUnpleasant } from "../core/rank";
import { baseForm, ING_THINGS, isKnownWord, isProperAdjective, partsOfSpeech } from "../core/understand";
import { isAdjective, singularOf, verbOfIng } from "../core/pos";
import type { Ctx } from "../core/context";

// What each ending tells a visitor, as the rest of a sentence that starts "The '.shop' ending …" (quoted, so the dot is never read as a stray full stop).
const TLD_NOTE: Record<string, string> = {
  ".com": "is the one people type by default and trust most",
  ".io": "is popular with tech products and developer tools",
  ".co": "is short and reads as a company, though some visitors will type '.com' out of habit, so own that too if you can",
  ".app": "tells visitors at once that it is an app, and the site always runs over HTTPS",
  ".net": "is a classic, credible alternative to '.com'",
  ".shop": "says at once that visitors can buy something",
};
// "Short" is what people type without a second look: twelve letters at most ("invoicebuddy").
const LENGTH_RANGE: Record<string, [number, number]> = { short: [4, 12], medium: [8, 15], long: [12, 20] };
// [piece, what it adds, whether it goes in front]
const WEB_PIECES: [string, string, boolean][] = [
  ["ly", "the ending of friendly web tools, as in Calendly", false],
  ["ify", "'-ify' says it does the job for you", false],
  ["hub", "a hub is where everything comes together", false],
  ["desk", "a desk is where the work gets done", false],
  ["kit", "a kit has every tool you need", false],
  ["get", "'get' in front invites people to act", true],
  ["try", "'try' in front makes the first step feel easy", true],
  ["flow", "a flow is work that moves without friction", false],
  ["base", "a base is where everything is kept", false],
  ["nest", "a nest is a safe home for it", false],
  ["pilot", "a pilot steers it for you", false],
  ["my", "'my' in front makes it personal", true],
  ["hello", "'hello' in front sounds friendly", true],
  ["box", "a box keeps it all in one place", false],
  ["pal", "a pal is a helper on your side", false],
  ["now", "'now' promises it happens straight away", false],
  ["hq", "HQ is where it is run from", false],
  ["wise", "'-wise' promises someone who knows the subject", false],
  ["lab", "a lab is where ideas are tried out", false],
  ["mate", "a mate is a friendly helper", false],
  ["deck", "a deck puts everything in front of you", false],
  ["dash", "a dash is quick, and a dashboard shows it all", false],
  ["go", "'go' in front sounds quick and ready", true],
  ["hey", "'hey' in front sounds casual and friendly", true],
  ["join", "'join' in front invites people in", true],
  ["the", "'the' in front makes it sound like the one to go to", true],
  ["loop", "a loop keeps everyone up to date", false],
  ["bee", "a busy bee gets the job done", false],
  ["nook", "a nook is a small, cosy corner for it", false],
  ["spot", "a spot is the place people know to go", false],
  ["works", "'works' says this is where it gets done", false],
  ["sync", "'sync' promises everything stays up to date", false],
  ["zen", "'zen' promises calm where there used to be stress", false],
  ["genie", "a genie grants the wish before you finish asking", false],
  ["buddy", "a buddy is always on hand to help", false],
  ["tap", "'tap' says it takes one touch", false],
  ["snap", "'snap' promises it is done in a snap", false],
  ["ready", "'ready' says it is set up and waiting for you", false],
  ["easy", "'easy' makes the promise outright", false],
  ["simple", "'simple' makes the promise outright", false],
  ["smart", "'smart' says it thinks ahead for you", false],
  ["pro", "'pro' says it is made for people who do this for a living", false],
  ["owl", "an owl is wise and keeps watch", false],
  ["fox", "a fox is quick and clever", false],
  ["bird", "a bird is light and quick", false],
  ["craft", "'craft' says it is done with care", false],
  ["space", "a space of its own for it", false],
  ["port", "a port is where everything comes in and goes out", false],
  ["cloud", "the cloud keeps it safe and reachable anywhere", false],
  ["club", "a club is a place for people who share it", false],
  ["wave", "a wave carries it along", false],
  ["spark", "a spark is where something good starts", false],
  ["bay", "a bay is a calm harbour for it", false],
  ["yard", "a yard is where the work is laid out in the open", false],
  ["path", "a path leads the way step by step", false],
  ["pop", "'pop' is quick and fun to say", false],
  ["ahoy", "'ahoy' in front is a cheerful hello", true],
  ["meet", "'meet' in front introduces it like a friend", true],
  ["simply", "'simply' in front promises no fuss", true],
  ["app", "'app' says plainly that it is an app", false],
  ["jar", "a jar keeps things safe until you need them", false],
  ["io", "'-io' is the short, techy ending of many web tools", false],
  ["zone", "a zone set aside just for it", false],
  ["point", "a point is where you start", false],
  ["fast", "'fast' promises no waiting", false],
  ["just", "'just' in front says that is all it takes", true],
  ["team", "'team' in front says it works for the whole team", true],
  // Short pieces: a seven-letter word leaves room for three letters in a short address.
  ["ink", "ink is what puts it on paper", false],
  ["key", "a key opens the door to it", false],
  ["map", "a map shows the whole picture at once", false],
  ["pad", "a pad is where you jot it down", false],
  ["pen", "a pen is the simplest tool for the job", false],
  ["den", "a den is a snug place to get on with it", false],
  ["hop", "'hop' says it takes one small jump", false],
  ["gem", "a gem is a small thing of real worth", false],
  ["ace", "an ace is the one who does it best", false],
  ["oak", "an oak is steady and built to last", false],
  ["sky", "'sky' leaves room to grow", false],
  ["tab", "a tab keeps count as you go", false],
  ["wiz", "a wiz makes it look effortless", false],
  ["zap", "'zap' says it is done in a flash", false],
  ["yes", "'yes' in front sounds like the answer you wanted", true],
  ["cub", "a cub is small, keen and friendly", false],
  ["elf", "an elf does the work while you sleep", false],
  ["joy", "'joy' promises it feels good to use", false],
  ["run", "'run' says it keeps going for you", false],
  ["top", "'top' says it sits above the rest", false],
  ["hut", "a hut is a small home of its own", false],
  // More pieces, so that two requests for the same subject rarely land on the same address.
  ["bell", "a bell says it lets you know", false], ["boat", "a boat carries it for you", false], ["bolt", "a bolt is quick and sure", false],
  ["book", "a book keeps it all in one place", false], ["bridge", "a bridge gets you across", false], ["buzz", "a buzz is lively talk", false],
  ["camp", "a camp is where your people gather", false], ["cart", "a cart carries what you need", false], ["chef", "a chef makes it just right", false],
  ["cove", "a cove is a sheltered spot", false], ["crew", "a crew works with you", false], ["dock", "a dock is where things arrive", false],
  ["dot", "a dot is small and exact", false], ["drop", "a drop lands just where it should", false], ["edge", "an edge keeps you ahead", false],
  ["fly", "'fly' says it moves fast", false], ["forge", "a forge is where things are made", false], ["fuel", "fuel keeps you going", false],
  ["glow", "a glow is warm and welcoming", false], ["grove", "a grove is a calm place to grow", false], ["guru", "a guru knows the way", false],
  ["haven", "a haven is a safe place", false], ["hive", "a hive is busy and organised", false], ["home", "a home is where it all lives", false],
  ["jet", "a jet is speed itself", false], ["keep", "a keep holds what matters", false], ["kite", "a kite rises with little effort", false],
  ["lane", "a lane is an easy route", false], ["leaf", "a leaf is fresh and light", false], ["lift", "a lift does the heavy work", false],
  ["line", "a line is a direct connection", false], ["link", "a link joins things up", false], ["lodge", "a lodge is a welcoming place", false],
  ["loft", "a loft is a bright, open space", false], ["mill", "a mill turns out good work", false], ["mint", "mint is fresh and new", false],
  ["note", "a note is a quick reminder", false], ["pack", "a pack has what you need", false],
  ["pier", "a pier reaches out to meet you", false], ["plus", "'plus' promises a little more", false], ["post", "a post is where news arrives", false],
  ["pulse", "a pulse is a steady beat", false], ["quest", "a quest is a worthwhile journey", false], ["rise", "'rise' promises things look up", false],
  ["roost", "a roost is a home to come back to", false], ["route", "a route is the way through", false], ["scout", "a scout finds the way", false],
  ["shed", "a shed is where things get fixed", false], ["shelf", "a shelf keeps things in reach", false], ["shop", "a shop has it ready", false],
  ["spring", "a spring is fresh and lively", false], ["stack", "a stack keeps things in order", false], ["star", "a star stands out", false],
  ["step", "a step moves you forward", false], ["stream", "a stream keeps flowing", false], ["studio", "a studio is where good work is made", false],
  ["swift", "'swift' says it is quick", false], ["tide", "a tide comes in reliably", false], ["tower", "a tower sees everything", false],
  ["track", "a track keeps you on course", false], ["trail", "a trail shows the way", false], ["tribe", "a tribe is your own people", false],
  ["vault", "a vault keeps things safe", false], ["view", "a view shows it all at once", false], ["way", "'way' says it shows how", false],
  ["well", "a well never runs dry", false], ["wing", "a wing lifts you up", false], ["yeti", "a yeti is big, friendly and hard to forget", false],
  ["all", "'all' in front promises everything in one place", true],
  ["daily", "'daily' in front makes it part of every day", true],
  ["pure", "'pure' in front promises nothing extra", true], ["real", "'real' in front promises the genuine thing", true],
  ["your", "'your' in front makes it personal", true], ["true", "'true' in front promises honesty", true], ["one", "'one' in front says it is all you need", true],
  ["neat", "'neat' in front says it is tidy and clever", true], ["super", "'super' in front promises more than usual", true],
  // Still more, so that a subject of one short word ("invoice") does not meet the same ending twice in five requests.
  ["arc", "an arc carries it from start to finish", false], ["ally", "an ally is on your side", false], ["beam", "a beam lights the way", false],
  ["bench", "a bench is where the work is done", false], ["bit", "a bit is small and quick", false], ["brook", "a brook runs clear and steady", false],
  ["cabin", "a cabin is a snug place of its own", false], ["chime", "a chime lets you know, gently", false], ["clip", "a clip holds it all together", false],
  ["coast", "'coast' says it glides along", false], ["cog", "a cog keeps the wheels turning", false], ["crest", "a crest is the top of the wave", false],
  ["cube", "a cube keeps it neat and square", false], ["dial", "a dial puts it at your fingertips", false], ["dove", "a dove brings good news", false],
  ["fern", "a fern grows quietly and well", false], ["field", "a field is open ground to work in", false], ["flag", "a flag marks what matters", false],
  ["fleet", "a fleet moves quickly together", false], ["frame", "a frame holds it in shape", false], ["gate", "a gate is the way in", false],
  ["gear", "gear is everything you need", false], ["glide", "'glide' says it runs smoothly", false], ["grid", "a grid keeps it in order", false],
  ["helm", "the helm is where you steer", false], ["hill", "a hill gives a view of it all", false], ["isle", "an isle is a calm place apart", false],
  ["knot", "a knot holds fast", false], ["lark", "a lark is up early and cheerful", false], ["latch", "a latch keeps it closed and safe", false],
  ["ledge", "a ledge keeps things within reach", false], ["lime", "lime is fresh and zesty", false], ["maple", "a maple is sturdy and warm", false],
  ["metro", "'metro' says it runs on time", false], ["moon", "the moon is always there", false], ["north", "north is a clear direction", false],
  ["orbit", "an orbit keeps it on a steady path", false], ["otter", "an otter is playful and clever", false], ["peak", "a peak is the top of the climb", false],
  ["pine", "a pine stays green all year", false], ["pixel", "a pixel is small and exact", false], ["plaza", "a plaza is where people meet", false],
  ["prism", "a prism shows every side", false], ["quill", "a quill writes it down neatly", false], ["raft", "a raft keeps you afloat", false],
  ["reef", "a reef is full of life", false], ["ridge", "a ridge gives the long view", false], ["robin", "a robin is a cheerful regular", false],
  ["sage", "a sage knows the answer", false], ["sail", "'sail' says it goes with the wind", false], ["stone", "a stone is solid and lasting", false],
  ["sun", "the sun is warm and reliable", false], ["swan", "a swan is calm on the surface", false], ["torch", "a torch lights the way", false],
  ["trek", "a trek gets you there step by step", false], ["vine", "a vine grows and connects", false], ["wren", "a wren is small and busy", false],
  ["zest", "zest is energy and flavour", false],
];
// Endings that read after a plural ("invoicesnow", "groomershq"), unlike "invoicesbird".
const PLURAL_ENDINGS = new Set(["now", "hq", "hub", "box", "desk", "plus"]);
// Pictures that say nothing of an offer ("monitorlodge", "emergencyowl", "apipine"): a plain word's address takes a working ending instead.
const PICTURE_PIECES = new Set(["owl", "fox", "bird", "wave", "spark", "bay", "yard", "pop", "ahoy", "jar", "ink", "key", "pen", "den", "hop", "gem", "oak", "sky", "wiz", "zap", "cub", "elf", "joy", "run", "top", "hut", "bell", "boat", "bolt", "bridge", "buzz", "cove", "dock", "dot", "drop", "edge", "fly", "forge", "fuel", "glow", "grove", "haven", "jet", "kite", "lane", "leaf", "lodge", "loft", "mint", "pier", "pulse", "quest", "rise", "roost", "route", "spring", "star", "stream", "swift", "tide", "tower", "tribe", "way", "well", "wing", "yeti", "arc", "ally", "beam", "bench", "bit", "brook", "cabin", "chime", "clip", "coast", "cog", "crest", "cube", "dial", "dove", "fern", "field", "flag", "fleet", "frame", "gate", "gear", "glide", "grid", "helm", "hill", "isle", "knot", "lark", "latch", "ledge", "lime", "maple", "metro", "moon", "north", "orbit", "otter", "peak", "pine", "pixel", "plaza", "prism", "quill", "raft", "reef", "ridge", "robin", "sage", "sail", "stone", "sun", "swan", "torch", "trek", "vine", "wren", "zest", "pad", "tab", "ace", "wave", "space", "cloud", "port", "path", "boat", "keep", "mill", "pier", "loop", "bee", "nook", "nest", "pilot", "genie", "zen"]);
// Openers that make a common word sound like the one address for it ("theportfolio.com", "mydata.io", "dailyphoto.com"):
// on the old endings such an address was registered long ago; only the newer ones (.app, .shop, .co) still have them free.
const TAKEN_OPENERS = new Set(["the", "my", "daily", "your", "one", "all", "go", "just", "real", "true", "pure", "super", "get", "simply"]);
const OLD_TLDS = new Set([".com", ".net", ".io", ".org"]);
// A word of the subject's world, not the visitor's own, takes a working word too: "signalbay", "branchdove" are two steps from the subject.
// A longer address has room to be plain: the subject with a working word ("plumbinghq", "mugworks"), not a picture
// that says nothing of it ("plumbingcloud", "plumbingcove", "mugswan").
const PLAIN_PIECES = new Set(["hub", "hq", "desk", "kit", "works", "pro", "lab", "crew", "club", "home", "base", "spot", "now", "box", "studio", "co", "shop", "craft", "get", "try", "the", "my", "your", "hello", "meet", "ly", "mate", "buddy", "pal", "plus"]);
// Words of the description that say nothing of what the site is ("localplumbing", "personalportfolio", "busynurses").
const BLAND = /^(local|online|personal|small|little|big|large|new|best|freelance|busy|professional|independent|simple|easy|quick|good|great|modern|friendly|affordable|premium|cheap|top|real|based|family|run)$/;

// Everyday short forms that read well in an address ("balconyveg", "photobox").
const CLIPS: Record<string, string> = {
  vegetable: "veg", vegetables: "veg", photography: "photo", photographs: "photo", application: "app", applications: "app", mathematics: "math",
  bicycle: "bike", bicycles: "bike", laboratory: "lab", veterinary: "vet", veterinarian: "vet", information: "info", restaurant: "eats", restaurants: "eats",
  advertising: "ads", documentary: "doc", television: "tv", technology: "tech", university: "uni", gymnasium: "gym", mobile: "mobi",
  motorcycle: "moto", motorcycles: "moto", motorbike: "moto", motorbikes: "moto", automobile: "auto", automobiles: "auto", motorhome: "camper", motorhomes: "camper",
  // (The trade's own word, as in "keeping the books".)
  bookkeeping: "books", bookkeeper: "books", bookkeepers: "books",
  // (A long word for who does the work, by the work: "a photographer in the Cotswolds" gave only invented addresses.)
  photographer: "photo", photographers: "photo", videographer: "video", videographers: "video", physiotherapist: "physio", physiotherapists: "physio",
  hairdresser: "hair", hairdressers: "hair", electrician: "electric", electricians: "electric", chiropractor: "chiro", chiropractors: "chiro",
  dermatologist: "skin", dermatologists: "skin", nutritionist: "nutrition", nutritionists: "nutrition",
  orthodontist: "ortho", orthodontists: "ortho", orthodontics: "ortho", chiropodist: "foot", chiropodists: "foot", podiatrist: "foot", podiatrists: "foot", podiatry: "foot", chiropody: "foot",
  // (A long subject by the short word everybody uses for it.)
  development: "dev", developer: "dev", developers: "dev",
  sustainability: "sustain", sustainable: "sustain", cybersecurity: "cyber", translation: "translate", translations: "translate", translator: "translate", translators: "translate",
};
// The world a short form stands in when it is not the usual one: "books" kept for others are money, not a shelf of novels.
const CLIP_WORLDS: Record<string, string> = { bookkeeping: "money", bookkeeper: "money", bookkeepers: "money" };

// Words for what a thing is made as, which say what kind it is: "vegan", "organic", "gluten-free".
const MADE_AS = /^(vegan|vegetarian|organic|halal|kosher|glutenfree|gluten-free|plant-based|sugar-free|handmade|homemade|wholefood|raw|keto|paleo)$/;

// -ing words whose stem alone reads as a thing of another kind: a train, a groom, a coach, a box, a date, a park.
// ("plumbing" -> plumb is a plumb line, "building" -> build a program, "catering" -> cater to someone.)
const STEM_MISREADS = new Set(["plumbing", "building", "catering", "accounting", "printing", "landscaping", "training", "grooming", "coaching", "boxing", "dating", "parking", "skating", "sailing", "rowing", "boarding"]);

/** What kind of shop or course follows its subject: "beekeeping supplies", "woodworking classes". */
const kindOfSite = (w: string) => /^(suppl(y|ies)|gear|equipment|kits?|accessor(y|ies)|products?|goods|tools?|class(es)?|lessons?|courses?|services?|shop|store|rentals?|hire|trips?|tours?|holidays?)$/.test(w);

/** What a doing written as one word works on: "beekeeping" -> bee, "woodworking" -> wood, "dogsitting" -> dog. */
function workedOn(word: string): string | null {
  if (!/ing$/.test(word) || CLIPS[word]) return null;
  for (let i = 3; i <= word.length - 6; i++) {
    const [thing, doing] = [word.slice(0, i), word.slice(i)];
    if (partsOfSpeech(thing).includes("n") && verbOfIng(doing)) return thing;
  }
  return null;
}

const SCIENCE_PREFIXES = /^(histo|hydro|psycho|neuro|gastro|cardio|necro|patho|haemo|hemo|osteo|thermo|cyto|photo|micro|macro|metro|retro|typo|memo|demo|electro|pyro|chemo|endo|exo|ecto|mono|poly|proto|pseudo)$/;

/** The first syllables of a long word, when they end on a clear vowel ("invoice" -> invo, "balcony" -> balco); null when they would not read. */
export function clipOf(word: string): string | null {
  if (CLIPS[word]) return null;
  const m = word.match(/^[^aeiouy]*[aeiouy]+[^aeiouy]+[aeo](?=[^aeiouy])/);
  // Only a clip ending on 'o' reads as a name of its own ("invo", "balco"); "podca" and "fitne" do not.
  if (!m || !m[0].endsWith("o") || m[0].length < 4 || m[0].length > 5 || m[0].length > word.length - 2) return null;
  // ("history" -> histo, "hydrant" -> hydro: a clip that is science's own prefix reads as tissue or water, "histopixel.com".)
  if (SCIENCE_PREFIXES.test(m[0])) return null;
  // ("newborn" -> newbo: a word made of two words is cut through its second, "newbomoon.com".)
  for (let i = 3; i <= word.length - 3; i++) if (isKnownWord(word.slice(0, i)) && isKnownWord(word.slice(i))) return null;
  return m[0];
}


// ---- What the business is, read as a person reads it: "a local plumber in Leeds offering emergency repairs" is a plumber,
// "a meal planning app" plans meals, "handmade ceramic mugs and bowls" are mugs and bowls. An address leads with that,
// with its own modifier ("mealplanner", never "planningnow"), the town for a local trade ("leedsplumber") and an ending
// only when it says something of the offer ("plumberpro", "mealplanapp", "mugstudio").

// Words that say what kind of site it is, not what it offers.
const SITE_KIND = /^(apps?|blog|shop|store|services?|company|tools?|platform|website|site|podcast|newsletter|business|agency|firm|boutique|marketplace|software|channel|magazine|studio|box|brand|startup|saas|api|subscription)$/;
// Where the offer's own words stop: a place, whom it is for, what else it does.
const PHRASE_STOP = /^(in|for|with|about|of|on|at|from|to|by|near|across|around|that|who|which|where|whose|offering|offers|selling|sells|serving|serves|helping|helps|providing|making|connecting|covering|based|using|via|and|or|but|than|like|,)$/;
const DETERMINER = /^(a|an|the|my|our|your|their|his|her|its|this|these|those|some|any|every|each|all)$/;
// The trades whose people are the business ("a plumber", "a wedding photographer").
const TRADE_PERSON = /(er|or|ist|ian|smith)s?$/;
// Endings that say something of the offer, by kind: [piece, what it says, in front].
const OFFER_PIECES: Record<string, [string, string, boolean][]> = {
  trade: [["pro", "'pro' says it is done by someone who does this for a living", false], ["co", "'co' reads as a proper local company", false], ["hq", "HQ is where the work is run from", false],
    ["now", "'now' promises someone comes when needed", false], ["direct", "'direct' promises you deal with the trader, not an agency", false], ["team", "'team' says there is a crew behind it", false],
    ["local", "'local' in front says it is near the customer", true], ["call", "'call' in front tells a customer what to do next", true], ["fast", "'fast' in front promises no long wait", true], ["ask", "'ask' in front invites a question", true]],
  app: [["app", "'app' says plainly what it is", false], ["hq", "HQ is where it all gets organised", false], ["hub", "a hub keeps it all in one place", false], ["kit", "a kit has every tool for the job", false],
    ["pal", "a pal is a helper on your side", false], ["buddy", "a buddy is always on hand", false], ["mate", "a mate is a friendly helper", false], ["ly", "the ending of friendly web tools, as in Calendly", false],
    ["get", "'get' in front invites people to start", true], ["try", "'try' in front makes the first step easy", true], ["use", "'use' in front says it is ready to go", true], ["hey", "'hey' in front sounds friendly", true]],
  goods: [["shop", "'shop' says at once that it sells them", false], ["store", "'store' says it is where to buy them", false], ["co", "'co' reads as a small maker's company", false],
    ["studio", "a studio is where they are made", false], ["house", "'house' makes it sound like a maker with a name", false], ["club", "'club' invites regulars", false], ["andco", "'and co' sounds like a small maker's shop", false], ["the", "'the' in front makes it the one to go to", true]],
  media: [["hq", "HQ is where the subject is followed", false], ["club", "'club' invites readers and listeners who share it", false], ["weekly", "'weekly' promises something new every week", false],
    ["talk", "'talk' says the subject is discussed", false], ["notes", "'notes' promises tips worth keeping", false], ["daily", "'daily' promises something every day", false], ["show", "'show' says there is something to watch or hear", false]],
  general: [["hq", "HQ is where it is all run from", false], ["hub", "a hub brings it all together", false], ["co", "'co' reads as a proper company", false], ["pro", "'pro' says it is done properly", false], ["club", "'club' invites people who share it", false]],
};

// Words that never lead an address's subject: how it is sold or run, not what it offers ("mobilevan", "monthlybox").
const PLAIN_DROP = /^(mobile|monthly|weekly|daily|subscription|teach\w*|learn\w*|helps?|helping|writes?|writing|turns?|turning|makes?|making|course|courses|class|classes|lessons?|school|academy|program|programme|tool|tools|ai|van|vans|truck|online|virtual|service|services|company|business|firm)$/;
// Where or how a trade is carried out, after its work ("dog grooming van", "nail salon"): never the subject.
const VENUE = /^(van|vans|truck|trucks|salon|parlour|parlor|studio|shop|company|business|service|services|firm|agency)$/;
// Everyday words founders use for a longer subject in an address ("financefornurses" -> moneyfornurses, "productdescriptions" -> productcopy).
// Web pieces that are fillers whatever the subject ("financevault", "notestack").
const PLAIN_FILLER = new Set(["vault", "stack", "shelf", "link", "line", "step", "track", "trail", "view", "way", "book", "chef", "tribe", "camp", "post", "note", "plus", "flow", "deck", "dash", "sync", "cloud", "port", "point", "zone", "spot", "shed", "cart", "lift", "scout", "guru", "wise", "bee", "genie", "pilot", "nest", "space", "craft", "loop", "smart", "fast", "easy", "simple", "snap", "tap", "ready", "io", "ly", "ify"]);
const PLAIN_ALIASES: Record<string, string> = { finance: "money", finances: "money", descriptions: "copy", description: "copy", photography: "photo", vegetables: "veg", bicycles: "bike", bicycle: "bike" };
// Short forms of a town that locals really use in names ("mcrplumbing").
const TOWN_SHORT: Record<string, string> = { manchester: "mcr", birmingham: "brum", london: "ldn" };
// Plain words for the kind of offer, by kind: [word, what it says, in front].
const PLAIN_FUNCTION: Record<string, [string, string, boolean][]> = {
  learn: [["class", "a class is where it is taught", false], ["school", "a school says it is taught properly", false], ["academy", "an academy says there is a course to follow", false], ["course", "'course' says plainly what is on offer", false], ["learn", "'learn' in front says what a visitor comes to do", true], ["skills", "'skills' is what a learner takes away", false]],
  podcast: [["podcast", "'podcast' says plainly what it is", false], ["pod", "'pod' is what listeners call a podcast", false], ["show", "'show' says there is something to listen to", false], ["talk", "'talk' says the subject is discussed", false]],
  letter: [["weekly", "'weekly' promises something new every week", false], ["notes", "'notes' promises tips worth keeping", false], ["brief", "'brief' promises the news in short", false], ["guide", "'guide' promises someone who knows the way", false]],
  box: [["box", "a box is what arrives at the door", false], ["club", "a club says subscribers get it every month", false], ["crate", "a crate is a box packed with treats", false]],
  app: [["app", "'app' says plainly what it is", false], ["hq", "HQ is where the work gets organised", false], ["kit", "a kit has every tool for the job", false], ["writer", "'writer' says it does the writing for you", false]],
  goods: [["shop", "'shop' says at once that it sells them", false], ["co", "'co' reads as a small maker's company", false], ["store", "'store' says it is where to buy them", false], ["house", "'house' sounds like a maker with a name", false]],
  trade: [["pro", "'pro' says it is done by someone who does this for a living", false], ["co", "'co' reads as a proper local company", false], ["hq", "HQ is where the work is run from", false]],
  general: [["hq", "HQ is where it is all run from", false], ["co", "'co' reads as a proper company", false], ["hub", "a hub brings it all together", false], ["club", "a club gathers people who share it", false]],
};

const capitalize = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
// The people of a trade ("groomers", "fitters", "electrician"), as against its service ("plumbing", "roofing").
const TRADE_PEOPLE_WORD = /(er|ers|or|ors|ist|ists|ian|ians|man|men|smith|smiths)$/;

/** A valid DNS label: letters, digits and inner hyphens, at most 63 characters. */
export function isDomainLabel(label: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
}

export const domainMaker: Maker = (ctx) => {
  const tld = ctx.opt("tld");
  const length = ctx.opt("length");
  const [min, max] = LENGTH_RANGE[length] ?? LENGTH_RANGE.short;
  const roomy = length === "medium" || length === "long";
  // A longer address is longer because it says more of the description, never because of filler ("plumbkiteonline");
  // when the description has no more to say, a shorter address beats a padded one.
  const floor = length === "long" ? 8 : length === "medium" ? 7 : min;
  // The word an ending stands for ("shop" in a .shop address, "app" in .app): never said twice ("mugshop.shop"), and "app" only in an app's address.
  const tldWord = tld.replace(/^\./, "");
  // Domains want short words: the dictionary form of the visitor's words ("invoicing" -> invoice,
  // "washing" -> wash), or a clip everybody knows ("vegetable" -> veg).
  // "PDFs", "APIs": an abbreviation in the plural is one thing in an address ("pdfapi", never "pdfsapi").
  const acronymPlurals = new Set((ctx.description.match(/\b[A-Z]{2,}s\b/g) ?? []).map((x) => x.toLowerCase()));
  const shorter = (w: string) => {
    if (acronymPlurals.has(w)) return w.slice(0, -1);
    if (CLIPS[w]) return CLIPS[w];
    // (A doing by what it works on, "housekeeping" -> house, "beekeeping" -> bee: never "housekeep" or "keeping".)
    const thing = w.length > max - 2 ? workedOn(w) : null;
    if (thing) return thing;
    // ("dog training" is no "traindesk", "mobile grooming" no "groomhq": a stem that reads as another thing keeps its -ing.)
    // (A longer address has room for the whole -ing word: "leedsplumbing", never "plumbkite".)
    if (/ing$/.test(w) && w.length >= 7 && !roomy && partsOfSpeech(w.slice(0, -3)).includes("v") && !STEM_MISREADS.has(w)) return w.slice(0, -3);
    const base = baseForm(w);
    if (base.length >= 3 && base.length < w.length) return base;
    // A long compound by its head ("houseplant" -> plant, "sunflower" -> flower): short enough for an address.
    return compoundHead(w, max - 1) ?? w;
  };
  const said = ctx.description.toLowerCase().split(/[^a-z-]+/).filter(Boolean);
  const flat = said.flatMap((w) => w.split("-"));
  // "true crime", "rare houseplants", "high-school", "mobile car-wash": a describing word in front of a
  // noun tells which kind; on its own in an address ("trueace", "highkey", "mobiio") it says nothing of the site.
  // ("piano lessons", "gold rings": a thing WordNet also files, rarely, as describing names the subject; "lessonhq" for piano lessons.)
  const thingFirst = (w: string) => partsOfSpeech(w) === "na" && !isAdjective(w) && !/^(high|left|plus|private|public)$/.test(w);
  const describing = (w: string) =>
    !thingFirst(w) &&
    (ctx.understood.adjectives.includes(w) ||
      said.some((x) => x.startsWith(`${w}-`) && partsOfSpeech(w).includes("a")) ||
      flat.some((x, i) => x === w && (partsOfSpeech(w).includes("a") || (/[^e]ed$/.test(w) && verbOfIng(`${w.slice(0, -2)}ing`) !== null)) && i + 1 < flat.length && ctx.keywords.includes(flat[i + 1])));
  // A long compound also gives its head ("houseplants" -> plant): more short addresses on the same subject.
  const head = (w: string) => {
    const h = compoundHead(w, 9) ?? workedOn(w);
    return h ? [h] : [];
  };
  const domainCtx: Ctx = { ...ctx, keywords: [...new Set(ctx.keywords.filter((w) => !describing(w)).map(shorter).flatMap((w) => [w, ...head(w)]))].filter((w) => !isUnpleasant(w)) };
  const brand = makeBrand({ what: "website", themes: ["tech", "light", "nature", "retail"], style: length === "long" ? "classic" : "modern", singleWords: false })(domainCtx);
  // The visitor's own words with a short web ending or opener ("invoicely",
  // "getinvoice"): the plainest domain that still says what the site does.
  const usable = (w: string) => /^[a-z]{3,}$/.test(w) && w.length <= max - 2 && !isAudience(w) && !GENERIC.has(w) && !isUnpleasant(w);
  // A describing word on its own ("quickpilot") says nothing of the site: nouns and activities only.
  // "a bakery that delivers sourdough": what it does after "that" is no subject of its own ("ondeliver").
  // ("finding the best trails", "helps businesses file their taxes": a word said as something done is no subject either, "findhq".)
  // ("chopping boards", "sleeping bags", "running shoes": an -ing word before a thing says which kind of thing, no subject alone, "chopbridge.com".)
  const which = flat.filter((x, i) => /ing$/.test(x) && !ING_THINGS.test(x) && verbOfIng(x) && flat[i + 1] !== undefined && ctx.keywords.includes(flat[i + 1]) && partsOfSpeech(singularOf(flat[i + 1])).includes("n") && !kindOfSite(flat[i + 1]) && !activityWord(flat[i + 1]));
  const doing = new Set([...flat.filter((x, i) => i > 0 && /^(that|who|which)$/.test(flat[i - 1])), ...verbUses(ctx.description), ...which].map((x) => shorter(baseForm(x))));
  // ("Spanish tutoring", "an Italian deli": where a thing is from or what is taught says what the site is, "spanishtutor.com".)
  // ("a vegan bakery", "organic dog treats": what a thing is made as says which kind it is, and pairs with it the same way, "veganbakery.com".)
  const fromWhere = [...ctx.origins, ...flat.filter((w, i) => MADE_AS.test(w) && flat[i + 1] !== undefined && ctx.keywords.includes(flat[i + 1]) && !ctx.understood.excluded.has(w))];
  // ("bookkeeping for freelance designers": whom a service is for is who it is for, no subject alone, "designerhub.com".)
  const served = (w: string) => ctx.customers.has(w);
  // ("dog walkers", "funeral directors": the trade's people say who works there; what they work on is the subject, "dogorbit.com",
  // never "walkerpeak.com" or, through a relative, "managerify.com".)
  const staff = tradePeople(flat, served);
  // (With nothing else said, "a roofer in Swansea", the people are the subject.)
  const saidWords = domainCtx.keywords.filter((w) => usable(w) && partsOfSpeech(w) !== "a" && !isAdjective(w) && !doing.has(w) && !fromWhere.includes(w));
  const subjectsSaid = saidWords.some((w) => !staff.words.has(w)) ? saidWords.filter((w) => !staff.words.has(w)) : saidWords;
  // (Software made for a trade is named from the trade's world: "online booking for dog groomers" keeps "doggroom.com".)
  const software = /\b(app|apps|online|software|platform|tools?|booking|scheduling|crm|saas|website|marketplace)\b/i.test(ctx.description);
  const appSaid = /\b(apps?|software|saas|platforms?|tools?|crm)\b/i.test(ctx.description);
  const selling = /\b(shops?|stores?|sell\w*|boutiques?|buy|market\w*|retail\w*|ecommerce|e-commerce)\b/i.test(ctx.description);
  const forTeams = /\b(teams?|staff|employees?|colleagues|coworkers?|workplaces?|offices?|remote|collaborat\w*|companies|businesses|managers?|hr)\b/i.test(ctx.description);
  const servedOnly = !software && subjectsSaid.some((w) => !served(w)) ? subjectsSaid.filter(served) : [];
  const named = [...new Set([...subjectsSaid.filter((w) => !servedOnly.includes(w)), ...fromWhere.filter(usable)])];
  // "a blog about balcony vegetables", "a newsletter about houseplants": the kind of site is no subject of its
  // own ("meetblog"); it only follows one ("vegblog").
  // ("beekeeping supplies", "woodworking classes": what kind of shop or course follows its subject too, "beesupply.com", never "supplyhill.com".)
  const containers = named.filter((w) => named.length > 1 && ((flat.some((x, i) => (x === w || shorter(baseForm(x)) === w) && flat[i + 1] === "about") && w === named[0]) || (kindOfSite(w) && named.some((x) => !kindOfSite(x) && !fromWhere.includes(x)))));
  const own0 = named.filter((w) => !containers.includes(w));
  // ("teaching Excel", "writes product descriptions": the verb is no subject, "teachwren".)
  // ("teaching Excel", "a course in Photoshop": a name written with a capital is the subject, though it is no keyword.)
  const placeSet0 = new Set(ctx.places.map((p) => fold(p).replace(/[^a-z]/g, "")));
  const propers0 = ctx.properNouns.filter((p) => !/\s/.test(p) && !/^[A-Z]{2,3}$/.test(p)).map((p) => fold(p).replace(/[^a-z]/g, "")).filter((p) => p.length >= 3 && p.length <= max - 3 && !placeSet0.has(p) && !ctx.origins.includes(p) && !isUnpleasant(p) && !ctx.understood.excluded.has(p));
  const own = [...new Set([...propers0, ...own0.filter((w) => !/^(teach|learn|help|write|turn|make|mobile|mobi|van|vans|truck)$/.test(w))])];
  // Close relatives of the visitor's words in the sense the description means ("tutor" -> coach,
  // "car" -> auto), never a stray sense ("runner" -> felon, "deliver" -> utter), and words of the
  // subject's own family ("dog" -> paw, "bakery" -> loaf): addresses that hint at the subject when the plain word is taken.
  const relatives = new Map<string, string>();
  const audience = [...new Set([...ctx.keywords.filter((w) => /^[a-z]{3,}$/.test(w) && isAudience(w) && !isUnpleasant(w)).map(shorter), ...servedOnly])];
  // "booking" read as "book" is no shelf of books: relatives come only from words the visitor wrote as they are.
  const subjects = own.slice(0, 5).filter((w) => ctx.keywords.includes(w) || !ctx.keywords.some((k) => /ing$/.test(k) && k.startsWith(w)));
  // ("dog training": a word of two worlds counts in the one the description means, never the gym's "ironsimple.com".)
  // (A short form is in the world of the word it stands for: "books" for bookkeeping is no shelf of novels.)
  const clipped = new Map(flat.filter((x) => CLIPS[x]).map((x) => [CLIPS[x], x]));
  const worldOf = (w: string) => {
    const source = clipped.get(w);
    return source && CLIP_WORLDS[source] ? FAMILIES.find((f) => f.key === CLIP_WORLDS[source]) : familyInContext(source ?? w, flat);
  };
  const families = [...new Set(subjects.map(worldOf).filter((f): f is Family => Boolean(f)))];
  for (const { w: r, from } of topicalRelatives([...subjects, ...audience.slice(0, 2)], families, ctx.understood.excluded)) {
    if (/^[a-z]{3,8}$/.test(r) && usable(r) && !own.includes(r) && !relatives.has(r)) relatives.set(r, from);
  }
  const kin = new Map<string, string>();
  for (const w of subjects) {
    const f = worldOf(w);
    if (!f) continue;
    for (const x of f.words.slice(0, 14)) if (/^[a-z]{3,6}$/.test(x.w) && usable(x.w) && !own.includes(x.w) && !relatives.has(x.w) && !ctx.understood.excluded.has(x.w) && !kin.has(x.w)) kin.set(x.w, w);
  }
  // Places the visitor named ("in Leeds"): a local business's address often carries the town.
  const places = ctx.places.map((p) => fold(p).replace(/[^a-z]/g, "")).filter((p) => p.length >= 3 && p.length <= 9);
  // A name from the brand maker only when it carries one of these: never a filler ("cartunion", "medishelf").
  const anchors = [...own, ...relatives.keys(), ...places].map((w) => (w.length >= 5 ? w.replace(/e$/, "") : w));
  // "help with invoices", "help with growing": a noun in the plural, an -ing word as it is.
  // (The visitor's word as they wrote it, in quotes: "names both handmades and mugs" and "belongs with datas" put plurals on words that have none.)
  const written = (w: string) => `'${flat.find((x) => x === w || (x.startsWith(w) && x.length <= w.length + 2 && /(s|es)$/.test(x))) ?? w}'`;
  const topic = written;
  const pluralOf = (w: string) => (w.endsWith("ing") ? w : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : /(s|sh|ch|x)$/.test(w) ? `${w}es` : `${w}s`);
  // Each kind's sentences are taken in turn, so two names rarely share one with only the address swapped ("Anyone searching
  // for 'data' can guess what datadeck.io / dataink.io offers"); the others go with each name (OTHER_PITCHES), and the
  // ranker says a worn one another way. (Once a kind's sentences were all said it made no more names: most candidates are
  // never picked, so the pool starved, fourteen names for fifteen asked, and a request took four times as long.)
  const turns = new Map<string, number>();
  const inTurn = (kind: string, whys: string[]): string[] => {
    const k = (turns.get(kind) ?? 0) % whys.length;
    turns.set(kind, k + 1);
    return [...whys.slice(k), ...whys.slice(0, k)];
  };
  // Two words run together ("balconyveg", "leedswash", "dogpaw"), or blended where one ends as the
  // next begins ("balconyard"): one of the visitor's words with another of theirs, a close relative,
  // a word of its world or the town. Two or three words give only a handful of pairs: one in a result, or every result repeats them.
  let pairs = 0;
  // ("picky eaters": who it is for with the word that says which, never "forkeater" without it.)
  const boundAudience = (w: string) => flat.some((x, i) => i > 0 && (x === w || singularOf(x) === w) && isAdjective(flat[i - 1]) && !BLAND.test(flat[i - 1]));
  // Each two words once in a result: "balconyveg" or "vegbalcony", not both.
  const label0 = new Set<string>();
  const kinds: [string, "own" | "audience" | "relative" | "kin" | "place"][] = [];
  const paired = (): GeneralName | null => {
    // (Where a thing is from pairs with it, "spanishtutor.com", "koreanskincare.com": a second such pair in a result.)
    if (pairs >= (fromWhere.length > 0 ? 2 : 1) || own.length === 0) return null;
    const a = fromWhere.some((w) => own.includes(w)) && ctx.rng.chance(0.6) ? ctx.rng.pick(fromWhere.filter((w) => own.includes(w))) : ctx.rng.pick(own);
    kinds.length = 0;
    // ("koreanmen.com", "italianbath.com": where a thing is from describes the thing, not the people, the town or another origin.)
    const origin = fromWhere.includes(a);
    for (const w of [...own, ...containers]) if (w !== a && !(label0.has(`${a} ${w}`)) && !(origin && fromWhere.includes(w))) kinds.push([w, "own"]);
    if (!origin) for (const w of audience) if (w.length <= 6 && w !== a && !boundAudience(w)) kinds.push([w, "audience"]);
    for (const [w, from] of relatives) if (from !== a) kinds.push([w, "relative"]);
    for (const [w] of kin) kinds.push([w, "kin"]);
    if (!origin) for (const w of places) kinds.push([w, "place"]);
    if (kinds.length === 0) return null;
    // Two or three partners make a handful of addresses ("vegblog", "balconyveg"): taken every time, five requests repeat them.
    if (kinds.length < 6 && !origin && !ctx.rng.chance(kinds.length / 8)) return null;
    // Each kind of partner as likely as the others: a town is one word against a family's dozen.
    const kind = ctx.rng.pick([...new Set(kinds.map((k) => k[1]))]);
    const [b] = ctx.rng.pick(kinds.filter((k) => k[1] === kind));
    // A town leads ("leedswash"), or follows ("washleeds"); other words either way round.
    const [first, second] = (ctx.rng.chance(kind === "place" ? 0.75 : 0.5) ? [b, a] : [a, b]).sort((x, y) => Number(fromWhere.includes(y)) - Number(fromWhere.includes(x)));
    const overlap = kind === "place" ? undefined : [3, 2, 1].find((k) => first.length > k + 2 && second.length > k + 2 && first.endsWith(second.slice(0, k)));
    const label = overlap ? `${first}${second.slice(overlap)}` : `${first}${second}`;
    if (label.length > max || /(.)\1\1/.test(label)) return null;
    // The kind of site follows its subject ("vegblog"), never leads it.
    if (containers.includes(first)) return null;
    pairs++;
    label0.add(`${a} ${b}`).add(`${b} ${a}`);
    const whose =
      kind === "own" ? `'${b}' is your own word too`
      : kind === "audience" ? `'${b}' is who it is for`
      : kind === "relative" ? `'${b}' is a dictionary neighbour of your '${relatives.get(b)}'`
      : kind === "kin" ? `'${b}' belongs to the world of your '${kin.get(b)}'`
      : `'${b}' is the place you named`;
    const why =
      kind === "own" ? `${label}${tld} carries both your ${topic(first)} and your ${topic(second)}, so visitors know what they will find before the page loads.`
      : kind === "audience" ? `${label}${tld} says what it is and who it is for in one word, so the right visitors recognise themselves.`
      : kind === "relative" ? `${label}${tld} pairs your '${a}' with '${b}', a word close to your '${relatives.get(b)}', so visitors know what they will find before the page loads.`
      : kind === "kin" ? `'${capitalize(b)}' calls up your ${topic(kin.get(b)!)} at a glance, so ${label}${tld} says what the site is about without spelling it out.`
      : `Local searchers look for the town and the service together, and ${label}${tld} has both.`;
    return general(
      label,
      overlap ? `'${first}' and '${second}', sharing the letters '${second.slice(0, overlap)}'.` : `'${first}' and '${second}' in one address.`,
      traits(ctx.rng, ["Clear", "Descriptive", "Memorable", "Easy to type"], kind === "place" ? ["Local"] : []),
      why,
      `In '${label}', '${a}' is your own word and ${whose}.`,
    );
  };
  const described = (): GeneralName | null => {
    if (own.length === 0) return null;
    // A pair not taken (too few partners, too long) leaves the word with a web piece, not a made-up brand.
    if (ctx.rng.chance(fromWhere.length > 0 ? 0.5 : own.length >= 3 || places.length > 0 || kin.size > 0 ? 0.35 : 0.2)) {
      const pair = paired();
      if (pair) return pair;
    }
    // Now and then a word of the subject's world stands for it ("ledgerkit", "pawhub"): the plain word's addresses run out first.
    const relative = relatives.size > 0 && ctx.rng.chance(0.3) ? ctx.rng.pick([...relatives.keys()]) : kin.size > 0 && ctx.rng.chance(0.1) ? ctx.rng.pick([...kin.keys()]) : null;
    // Now and then the word's first syllables stand for it, as brands clip them ("invoice" -> invo).
    // A long word takes only the two-letter endings ("freelancerhq", "freelancerly"): the same few in every result.
    // A three-letter word with a web piece reads as two small words ("dogowl", "vegpop"): it does better in pairs.
    // ("thekorean.com", "teamitalian.com": where a thing is from stands alone as a person; it is paired with what it describes.)
    const alone = own.some((w) => !fromWhere.includes(w)) ? own.filter((w) => !fromWhere.includes(w)) : own;
    const fitting0 = alone.filter((w) => w.length <= max - 3 && (w.length > 3 || ctx.rng.chance(0.35)));
    const whole = relative ?? ctx.rng.pick(fitting0.length > 0 ? fitting0 : alone.every((w) => w.length > max - 3) ? alone : alone.filter((w) => w.length <= max - 3));
    const clip = relative ? null : clipOf(whole);
    // Now and then the plural after an opener ("myinvoices", "getgroomers"): an address of the same subject, not the same address.
    // Not a word read out of an -ing word ("booking" -> book): "justbooks" would be a bookshop.
    const fromDoing = ctx.keywords.some((k) => k !== whole && k.startsWith(whole) && k.endsWith("ing"));
    // Nor a clip ("veg" -> "vegs"): its plural is nobody's word.
    // Only a word the visitor wrote in the plural: "vinyl" and "software" are never "vinyls" ("onevinyls").
    const many = pluralOf(whole);
    const plural = flat.includes(many) && !relative && !clip && !fromDoing && !whole.endsWith("ing") && !Object.values(CLIPS).includes(whole) && partsOfSpeech(whole).includes("n") && ctx.rng.chance(0.3) ? many : null;
    const word = plural ?? (clip && ctx.rng.chance(0.25) ? clip : whole);
    // Only the openers and endings that leave the address within the length asked for.
    // ("oneturntables": 'one' counts one thing.)
    // ("teamplanning" for busy parents, "recordapp" for a record shop: 'team' is for work done together and 'app' for software.)
    const fitting = WEB_PIECES.filter(([piece, , before]) => (!PICTURE_PIECES.has(piece) || !(strictKey || plainStrong)) && !(plainStrong && PLAIN_FILLER.has(piece)) && word.length + piece.length <= max && (!plural || (before && piece !== "one") || PLURAL_ENDINGS.has(piece)) && (piece !== "team" || forTeams) && (piece !== "app" || (appSaid && tld !== ".shop")) && piece !== tldWord && !(tld === ".shop" && /^(store|cart|shop)$/.test(piece)) && !(before && TAKEN_OPENERS.has(piece) && OLD_TLDS.has(tld)) && (!(roomy || relative) || PLAIN_PIECES.has(piece))
      // ("theplumbing", "myplumbing": 'the' and 'my' go before a thing, not a trade; "watchshop" for a blog sells nothing.)
      && !(/^(the|my|your|one|all)$/.test(piece) && word.endsWith("ing")) && (!/^(shop|cart|store)$/.test(piece) || selling));
    if (fitting.length === 0) return null;
    const [piece, gloss, before] = ctx.rng.pick(fitting);
    // "true crime" -> "truecrime": an opener the visitor wrote before the word is their phrase, not a web piece ("'true' promises honesty").
    if (before && flat.some((x, i) => x === piece && i + 1 < flat.length && flat[i + 1].startsWith(whole.slice(0, 4)))) return null;
    // "invoicify", "invoicable": only these endings swallow a final e ("invoicup" would not read).
    const label = before ? `${piece}${word}` : `${/^(ify|able|io|ful)$/.test(piece) ? word.replace(/e$/, "") : word}${piece}`;
    // ("housekeep" for housekeeping: a piece that only writes back part of the visitor's own word says less than it did.)
    if (flat.some((x) => x.length > label.length && x.startsWith(label))) return null;
    // "tallyify", "podcastify": '-ify' follows a consonant sound only, and not a word that already ends like a verb.
    // ("turntablely", "pixelly": '-ly' after an l or a y is no word anyone would say.)
    if (/(.)\1\1/.test(label) || (piece === "ify" && /[aiouy]$|st$/.test(word)) || (piece === "ly" && /[lyaeiou]$|le$|ing$/.test(word))) return null;
    const isKin = relative !== null && !relatives.has(relative);
    const source = relative ? (relatives.get(relative) ?? kin.get(relative)!) : whole;
    const shown = word === whole ? `'${word}'` : plural ? `'${word}'` : `'${word}' (short for '${whole}')`;
    const address = `${label}${tld}`;
    const whys = isKin
      ? [
          `'${capitalize(relative!)}' belongs with your ${topic(source)}, so ${address} hints at the subject without spelling it out.`,
          `${address} leans on '${relative}', a word from the world of your ${topic(source)}, and leaves the obvious addresses to others.`,
          `Visitors who know the world of your ${topic(source)} will catch the '${relative}' in ${address} at once.`,
        ]
      : relative
      ? [
          `'${capitalize(relative)}' is close in meaning to your ${topic(source)}, so ${address} hints at what it offers while leaving the plainest addresses to others.`,
          `${address} says your ${topic(source)} in other words, with '${relative}', so it stands apart from the plainest addresses.`,
          `With '${relative}' standing in for your ${topic(source)}, ${address} is on topic without being one of a crowd.`,
        ]
      : [
          `Anyone searching for '${whole}' can guess what ${address} offers from the address alone.`,
          `${address} puts '${whole}' where a search engine and a visitor both look first.`,
          `Someone who types ${address} from memory already knows it is about '${whole}'.`,
          `With '${whole}' in plain sight, ${address} says what it offers before the page even loads.`,
          `${before ? `'${capitalize(piece)}' leads` : `'${capitalize(piece)}' follows`} and '${word}' carries the meaning: ${address} is plain about its subject yet still has a ring to it.`,
          `A visitor told ${address} once will remember it, because '${whole}' is the very thing they came for.`,
          `${address} leaves no doubt about the subject: '${whole}' is the first thing anyone reads.`,
          `Nobody has to guess what ${address} is about; '${whole}' is right there in it.`,
        ];
    const ordered = inTurn(isKin ? "kin" : relative ? "relative" : "own", whys);
    return pitched(general(
      label,
      `${shown} with ${before ? `'${piece}' in front` : `'${piece}'`}: ${gloss}.`,
      traits(ctx.rng, ["Clear", "Direct", "Memorable", "Easy to type"]),
      ordered[0],
      isKin
        ? `In '${label}', '${relative}' comes from the world of your '${source}', and '${piece}' is a familiar web ${before ? "opener" : "ending"}.`
        : relative
        ? `In '${label}', '${relative}' is a dictionary neighbour of your '${source}', and '${piece}' is a familiar web ${before ? "opener" : "ending"}.`
        : `In '${label}', ${shown} is your own word, and '${piece}' is a familiar web ${before ? "opener" : "ending"}.`,
    ), ordered);
  };
  // "freelancers who hate paperwork", "no more spreadsheets": what the site takes away makes an address
  // of its own ("paperless", "nopaper"), the promise that the chore is gone.
  const chores = ctx.keywords
    .filter((w) => isUnpleasant(w) && partsOfSpeech(w).includes("n"))
    .map((w) => { for (let i = 3; i <= w.length - 3; i++) if (isKnownWord(w.slice(0, i)) && isKnownWord(w.slice(i)) && partsOfSpeech(w.slice(0, i)).includes("n")) return w.slice(0, i); return w; })
    .filter((w) => /^[a-z]{3,7}$/.test(w) && !isUnpleasant(w));
  const CHORE_FORMS: [(w: string) => string, string][] = [
    [(w) => `${w}less`, "'-less' promises the %s is gone"], [(w) => `no${w}`, "'no' in front says plainly: no more %s"],
    [(w) => `${w}free`, "'-free' promises a life free of %s"], [(w) => `bye${w}`, "'bye' in front waves the %s goodbye"],
  ];
  let chored = 0;
  const chore = (): GeneralName | null => {
    if (chores.length === 0 || chored >= 1) return null;
    const w = ctx.rng.pick(chores);
    const [form, gloss] = ctx.rng.pick(CHORE_FORMS);
    const label = form(w);
    if (label.length > max || label.length < min) return null;
    chored++;
    return general(
      label,
      `'${w}' with ${gloss.replace("%s", w)}.`,
      traits(ctx.rng, ["Clear", "Memorable", "Reassuring", "Easy to type"]),
      `You said they are tired of ${w}: ${label}${tld} promises the relief before anyone reads a word of the page.`,
      `In '${label}', '${w}' is the chore from your description, turned into the promise of getting rid of it.`,
    );
  };
  // The description's own words run together in the order written, as a person registers an address:
  // "leedsplumbing", "plumbinginleeds", "handmademugs", "vintagewatchblog", "weddingphoto". The longer lengths
  // are longer for what they say, never for filler.
  const placeWords = new Set(places);
  const asWritten = (x: string) => (acronymPlurals.has(x) ? x.slice(0, -1) : x);
  const content = (x: string, i: number) =>
    /^[a-z]{2,}$/.test(x) && !BLAND.test(x) && !GENERIC.has(x) && !isUnpleasant(x) && !ctx.understood.excluded.has(x) && !ctx.understood.excluded.has(singularOf(x)) &&
    (placeWords.has(x) || ctx.keywords.includes(x) || MADE_AS.test(x)) &&
    // ("converting PDFs", "selling mugs": a doing before its object is no part of the subject.)
    // ("dog grooming salon", "rock climbing gear": a service's -ing word before a thing is part of its name.)
    !(/ing$/.test(x) && verbOfIng(x) && !STEM_MISREADS.has(x) && !ING_THINGS.test(x) && flat[i + 1] !== undefined && ctx.keywords.includes(flat[i + 1])) && !isAudience(x);
  const runs: string[][] = [];
  {
    let run: string[] = [];
    let forWhom = false;
    // ("about", "in Leeds", "for students": the run stops at any other word; what follows "for" is whom it serves, never the subject, "bristolhomes".)
    flat.forEach((x, i) => {
      if (content(x, i) && !placeWords.has(x)) { if (run.length === 0) forWhom = flat.slice(0, i).reverse().find((y) => !BLAND.test(y) && !/^(a|an|the)$/.test(y)) === "for"; run.push(x); }
      else { if (run.length && !forWhom) runs.push(run); run = []; }
    });
    if (run.length && !forWhom) runs.push(run);
  }
  // (Only words the visitor typed: "hand-poured" is read as handmade elsewhere, but "handmadecandles" would claim a word they never wrote.)
  const typed = ctx.opt("description");
  const typedWord = (w: string) => w === "in" || w === "co" || new RegExp(`(^|[^a-z-])${w}`).test(typed);
  const placeName = new Map(ctx.places.map((p) => [fold(p).replace(/[^a-z]/g, ""), p]));
  const siteKinds = new Set(containers.concat(flat.filter((x) => /^(blog|newsletter|podcast|shop|store|studio|app|portfolio|magazine|journal|club)$/.test(x))));
  const phrases = new Map<string, { words: string[]; place?: string; kind?: string }>();
  const addPhrase = (words: string[], extra: { place?: string; kind?: string } = {}) => {
    const label = words.join("");
    if (label.length < Math.max(floor, 6) || label.length > max || /(.)\1\1/.test(label) || !isDomainLabel(label) || phrases.has(label)) return;
    if (words.some((w, i) => words.indexOf(w) !== i) || words.includes(tldWord) || !words.every(typedWord)) return;
    // ("gamedev.com", "truecrime.com": two everyday words on an old ending were registered long ago.)
    if (OLD_TLDS.has(tld) && words.length < 3 && label.length < 11) return;
    phrases.set(label, { words, ...extra });
  };
  const subjectRuns = runs.map((r) => r.filter((w) => !siteKinds.has(w))).filter((r) => r.length > 0);
  for (const r of subjectRuns) {
    // ("dog groomers", "kitchen fitters": an address names the work, not the trade's people, as the other addresses do.)
    if (r.some((w) => TRADE_PEOPLE_WORD.test(w) && staff.words.has(w))) continue;
    const last = asWritten(r[r.length - 1]);
    const one = singularOf(last);
    const short = (w: string) => CLIPS[w] ?? w;
    for (let start = 0; start < r.length - 1; start++) {
      const lead = r.slice(start, -1).map(asWritten);
      addPhrase([...lead, last]);
      if (CLIPS[r[r.length - 1]]) addPhrase([...lead, short(r[r.length - 1])]);
      // ("handmade ceramic mugs" -> "handmademugs": the first describing word with the thing.)
      if (lead.length > 1) addPhrase([lead[0], last]);
    }
    // What kind of site it is follows its subject ("vintagewatchblog", "indiegamenewsletter").
    // (Only the subject, the first thing named: "a blog about growing vegetables on a small balcony" is no "balconyblog".)
    if (r === subjectRuns[0]) for (const kind of siteKinds) if (kind !== tldWord) addPhrase([...r.slice(0, -1).map(asWritten), one, kind], { kind });
    // The town with the trade, either way round ("leedsplumbing", "plumbingleeds", "plumbinginleeds").
    // (The town goes with the trade, the first thing named: "leedsplumbing", never "bristoloffices".)
    // (A long run gives its shorter ends too: "dog grooming salon in Bath" -> "bathgroomingsalon", "saloninbath".)
    if (r === subjectRuns[0]) for (const place of placeWords) for (let k = 0; k < r.length; k++) {
      const subject = r.slice(k).map(asWritten);
      addPhrase([place, ...subject], { place });
      addPhrase([...subject, place], { place });
      if (flat.some((x, i) => x === "in" && flat[i + 1] === place)) addPhrase([...subject, "in", place], { place });
      if (flat.some((x, i) => x === r[r.length - 1] && /^(company|co|services)$/.test(flat[i + 1] ?? ""))) addPhrase([place, ...subject, "co"], { place });
    }
  }
  const phraseLabels = [...phrases.keys()];
  let phrased = 0;
  const phrase = (): GeneralName | null => {
    // One or two in a result, and fewer when there are few to choose from: five requests should not meet the same ones every time.
    if (phrased >= (phraseLabels.length >= 6 ? 2 : 1) || phraseLabels.length === 0 || !ctx.rng.chance(Math.min(1, phraseLabels.length / 5))) return null;
    // (A local trade is found by its town: the town's addresses come first.)
    const local = phraseLabels.filter((l) => phrases.get(l)!.place);
    const label = ctx.rng.pick(local.length > 0 && ctx.rng.chance(0.7) ? local : phraseLabels);
    const { words, place, kind } = phrases.get(label)!;
    phrased++;
    const address = `${label}${tld}`;
    const spoken = words.map((w) => placeName.get(w) ?? w).join(" ");
    const whys = place
      ? [
          `People looking for a local firm type the town and the trade together, and ${address} is exactly those words.`,
          `${address} tells a searcher in ${capitalize(place)} what you do and where in one go.`,
          `Said over the phone, ${address} needs no spelling out: '${spoken}' is what you do and where.`,
        ]
      : kind
      ? [
          `${address} says what the ${kind} is about and that it is ${withArticle(kind)}, in plain words a reader would use to recommend it.`,
          `A reader who hears '${spoken}' once can type ${address} without asking how it is spelled.`,
        ]
      : [
          `${address} is '${spoken}' in your own words, so it reads at a glance and needs no explaining.`,
          `Say ${address} aloud and people hear '${spoken}': what you offer, with nothing to decode.`,
          `${address} is what someone would type into a search box to find you, so it earns trust at first sight.`,
        ];
    const ordered = inTurn(place ? "place" : kind ? "kind" : "phrase", whys);
    return pitched(general(
      label,
      `"${spoken.replace(/^./, (c) => c.toUpperCase())}", straight from your description.`,
      traits(ctx.rng, ["Clear", "Descriptive", "Trustworthy", "Easy to say"], place ? ["Local"] : []),
      ordered[0],
      `Every word of '${label}' is yours: ${listing(words.filter((w) => w !== "in" && w !== "co").map((w) => `'${w}'`))}${words.includes("co") ? ", with 'co' for company" : ""}.`,
    ), ordered);
  };
  // ---- The offer (see SITE_KIND above): its phrases, read from the description in order.
  const tokens = ctx.description.toLowerCase().replace(/['\u2019]s\b/g, "").replace(/[^a-z0-9\s,-]/g, " ").replace(/,/g, " , ").split(/\s+/).filter(Boolean).map((w) => w.replace(/-/g, ""));
  type Np = { words: string[]; cue: string };
  const keep = (w: string) => /^[a-z][a-z0-9]{1,}$/.test(w) && !BLAND.test(w) && !isUnpleasant(w) && !ctx.understood.excluded.has(w) && !ctx.understood.excluded.has(singularOf(w));
  const nps: Np[] = [];
  {
    let cue = "";
    let run: string[] = [];
    // ("that helps students track their homework deadlines": the clause runs on past its verbs.)
    const close = (next: string) => { if (run.length) nps.push({ words: run, cue }); run = []; cue = /^(that|which)$/.test(cue) && /^(helps|helping|offers|sells|serves|providing|making|covering)$/.test(next) ? cue : next; };
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i];
      if (w === "and" && run.length && tokens[i + 1] && !PHRASE_STOP.test(tokens[i + 1]) && !DETERMINER.test(tokens[i + 1])) { run.push("and"); continue; }
      if (PHRASE_STOP.test(w)) { close(w); continue; }
      if (DETERMINER.test(w)) { if (run.length) close(cue); continue; }
      run.push(w);
    }
    close("");
  }
  // ("growing vegetables", "monitoring server uptime": a doing before its object is no part of the subject.)
  const cleanNp = (words: string[]) => {
    let ws = words.filter((w) => w === "and" || keep(w));
    while (ws.length > 1 && /ing$/.test(ws[0]) && verbOfIng(ws[0]) && !ING_THINGS.test(ws[0]) && !SITE_KIND.test(ws[1]) && !kindOfSite(ws[1]) && ws[1] !== "and") ws = ws.slice(1);
    while (ws[0] === "and") ws = ws.slice(1);
    while (ws[ws.length - 1] === "and") ws = ws.slice(0, -1);
    return ws;
  };
  const headNp = nps[0] && nps[0].cue === "" ? cleanNp(nps[0].words) : [];
  let kind: string | null = null;
  let core = [...headNp];
  while (core.length > 0 && (SITE_KIND.test(core[core.length - 1]) || (core.length > 1 && kindOfSite(core[core.length - 1])))) { const k = core.pop()!; kind = kind ?? k; }
  const topicNp = nps.slice(1).find((n) => /^(about|of|selling|sells|offering|offers|providing|making|covering|on|that|which)$/.test(n.cue) && cleanNp(n.words).some((w) => !isAudience(w)));
  const forNp = nps.slice(1).find((n) => n.cue === "for");
  const forDoing = forNp && /ing$/.test(forNp.words[0]) && verbOfIng(forNp.words[0]) ? cleanNp(forNp.words) : null;
  let topicWords = topicNp ? cleanNp(topicNp.words.filter((w) => !isAudience(w))) : forDoing ?? [];
  // (A clause's object: "that helps students track their homework deadlines" is about homework deadlines.)
  if (topicNp && /^(that|which)$/.test(topicNp.cue)) {
    const later = nps.slice(nps.indexOf(topicNp) + 1).filter((n) => n.cue === topicNp.cue).pop();
    if (later) topicWords = cleanNp(later.words);
    else topicWords = topicWords.filter((w) => partsOfSpeech(w).includes("n") && !partsOfSpeech(w).startsWith("v"));
  }
  const audienceNp = forNp && !forDoing ? cleanNp(forNp.words) : [];
  const withNp = nps.find((n, i) => i > 0 && n.cue === "with");
  const extra = withNp ? cleanNp(withNp.words) : [];
  // ("ceramic mugs and bowls": the describing words go with each thing, "ceramicmugs", "ceramicbowls", "mugsandbowls".)
  let coordinated: string[] = [];
  const splitAnd = (np: string[]) => {
    const at = np.indexOf("and");
    if (at < 1) return np.filter((w) => w !== "and");
    const left = np.slice(0, at);
    const right = np.slice(at + 1).filter((w) => w !== "and");
    if (right.length !== 1) return np.filter((w) => w !== "and");
    coordinated = [left[left.length - 1], right[0]];
    return [...left];
  };
  let primary = kind === null ? splitAnd(core) : core.filter((w) => w !== "and");
  let secondary: string[] = [];
  // A bare kind of site ("an app", "an online shop", "a podcast") offers what follows it; a kind with its subject
  // ("a recipe blog", "a subscription box") has the subject it is about after it, which leads.
  if (topicWords.length > 0 && (primary.length === 0 || kind)) { secondary = primary; coordinated = []; primary = splitAnd(topicWords); }
  else secondary = topicWords.filter((w) => w !== "and");
  // ("a meal planning app": the thing worked on and the work, "meal" and "planning", never apart.)
  const isDoing = (w: string) => /ing$/.test(w) && verbOfIng(w) !== null && !ING_THINGS.test(w);
  const offerHead = primary[primary.length - 1] ?? null;
  // ("a plumber": the person is the business, "leedsplumber"; "dog groomers", "funeral directors": a firm is named by its work.)
  const tradePerson = offerHead !== null && !kind && TRADE_PERSON.test(offerHead) && staff.words.has(offerHead) && singularOf(offerHead) === offerHead;
  // The forms of the offer's own words, each as it is said: [label, spoken words].
  const forms: { label: string; words: string[] }[] = [];
  const addForm = (words: string[]) => {
    const label = words.join("");
    // ("mobilevan", "courseexcel": how it is sold or taught is no part of what it offers.)
    if (words.some((w) => PLAIN_DROP.test(w)) && words.length > 1) return;
    if (label.length >= 3 && !forms.some((f) => f.label === label) && !/(.)\1\1/.test(label)) forms.push({ label, words });
  };
  const agentOf = (w: string): string[] => {
    const v = verbOfIng(w);
    if (!v || STEM_MISREADS.has(w)) return CLIPS[w] ? [CLIPS[w]] : [];
    const out: string[] = [];
    if (partsOfSpeech(v).includes("n") && v.length >= 3) out.push(v);
    for (const a of /[^aeiou][aeiou][bdgklmnprt]$/.test(v) ? [`${v}${v.slice(-1)}er`, `${v}er`] : [`${v}er`, `${v.replace(/e$/, "")}er`, `${v}or`]) if (a !== v && isKnownWord(a)) { out.push(a); break; }
    return out;
  };
  if (primary.length > 0) {
    const mods = primary.slice(0, -1);
    const last = offerHead!;
    const firm = staff.words.has(last) && TRADE_PERSON.test(last) && singularOf(last) !== last;
    const work = firm && /er$/.test(singularOf(last)) ? `${singularOf(last).slice(0, -2)}ing` : "";
    // ("dog groomers": a firm of the trade by its work, "doggrooming", never its people.)
    const heads = firm ? (isKnownWord(work) ? [work] : CLIPS[last] ? [CLIPS[last]] : []) : [last, ...(isDoing(last) ? agentOf(last) : []), ...(CLIPS[last] ? [CLIPS[last]] : [])];
    // ("plumber" -> plumbing, the trade's own word for its work.)
    if (tradePerson && /er$/.test(singularOf(last))) { const work = `${singularOf(last).slice(0, -2)}ing`; if (isKnownWord(work)) heads.push(work); }
    if (!firm && !isDoing(last) && singularOf(last) !== last) heads.push(singularOf(last));
    for (const h of heads) {
      addForm([...mods, h]);
      if (mods.length > 1) { addForm([mods[0], h]); addForm([mods[mods.length - 1], h]); }
      // (A thing with a describing word: "ceramicmugs" and "mugs" both; a thing worked on never leaves its work: "mealplanner", no "planner".)
      if (mods.length > 0 && !isDoing(last) && !agentOf(last).length && !TRADE_PERSON.test(last) && mods.every((m) => isAdjective(m) && !MADE_AS.test(m))) addForm([h]);
      if (mods.length === 0 || tradePerson) addForm([h]);
    }
    if (coordinated.length === 2) {
      const other = coordinated[1];
      addForm([...mods, other]);
      for (const m of mods) addForm([m, other]);
      addForm([coordinated[0], "and", other]);
      for (const m of mods) addForm([m, coordinated[0], "and", other]);
    }
  }
  // Each form's share of the visitor's words: a subject said in the description's order, never a stray modifier alone.
  const places2 = places.slice(0, 2);
  const inSaid = tokens.includes("in");
  const modsOf = (np: string[]) => (np.length > 1 ? np.slice(0, -1).filter((w) => w !== "and" && !SITE_KIND.test(w)) : []);
  const secondMods = [...new Set([...modsOf(secondary), ...modsOf(extra)])].filter((m) => !primary.includes(m) && m.length >= 3).slice(0, 3);
  const audienceHead = audienceNp.filter((w) => w !== "and").pop();
  const offerKind: keyof typeof OFFER_PIECES = tradePerson || (places2.length > 0 && !kind) ? "trade" : kind && /^(apps?|tools?|platform|software|saas|api)$/.test(kind) || appSaid || /^\.(io|app)$/.test(tld) ? "app" : kind && /^(blog|podcast|newsletter|channel|magazine)$/.test(kind) ? "media" : selling || (kind && /^(shop|store|boutique|box)$/.test(kind)) || fromWhere.length > 0 || headNp.some((w) => MADE_AS.test(w)) ? "goods" : "general";
  type Offer = { label: string; parts: { w: string; role: "own" | "place" | "kind" | "audience" | "piece"; gloss?: string }[] };
  const offers: Offer[] = [];
  const offerSeen = new Set<string>();
  const addOffer = (parts: Offer["parts"]) => {
    const label = parts.map((p) => p.w).join("");
    if (offerSeen.has(label) || label.length < Math.max(min, 4) || label.length > max + (length === "long" ? 2 : 0) || !isDomainLabel(label) || /(.)\1\1/.test(label)) return;
    if (parts.some((p, i) => p.role !== "piece" && parts.findIndex((q) => q.w === p.w) !== i) || (parts.length > 1 && parts[parts.length - 1].w === tldWord)) return;
    // ("mealplanning.com", "handmademugs.com": two everyday words on an old ending were registered long ago.)
    if (OLD_TLDS.has(tld) && parts.every((p) => p.role === "own") && (parts.length < 2 || (parts.length < 3 && label.length < 11))) return;
    // ("truecrimehq.com": an opener long registered on the old endings, whoever wrote it first.)
    if (OLD_TLDS.has(tld) && [...TAKEN_OPENERS].some((o) => parts[0].w === o || parts[parts.length - 1].w === o)) return;
    offerSeen.add(label);
    offers.push({ label, parts });
  };
  const own1 = (f: { words: string[] }) => f.words.map((w) => ({ w, role: "own" as const }));
  for (const f of forms) {
    addOffer(own1(f));
    for (const p of places2) {
      addOffer([{ w: p, role: "place" }, ...own1(f)]);
      addOffer([...own1(f), { w: p, role: "place" }]);
      if (inSaid) addOffer([...own1(f), { w: "in", role: "own" }, { w: p, role: "place" }]);
      for (const m of secondMods) addOffer([{ w: p, role: "place" }, { w: m, role: "own" }, ...own1(f)]);
    }
    for (const m of secondMods) addOffer([{ w: m, role: "own" }, ...own1(f)]);
    if (kind && kind !== tldWord && !(tld === ".shop" && /^(store|shop)$/.test(kind))) addOffer([...own1(f), { w: kind === "company" ? "co" : kind.replace(/s$/, ""), role: "kind" }]);
    if (audienceHead && audienceHead.length <= 9 && !f.words.includes(audienceHead) && offerKind !== "trade") {
      addOffer([{ w: singularOf(audienceHead), role: "audience" }, ...own1(f)]);
      addOffer([...own1(f), { w: "for", role: "own" }, { w: audienceHead, role: "audience" }]);
    }
    for (const [piece, gloss, before] of OFFER_PIECES[offerKind]) {
      if (piece === tldWord || (tld === ".shop" && /^(store|shop)$/.test(piece)) || (before && TAKEN_OPENERS.has(piece) && OLD_TLDS.has(tld) && f.words.length < 2)) continue;
      if (/^(shop|store)$/.test(piece) && !selling && offerKind !== "goods") continue;
      if (piece === "ly" && (/[lyaeiou]$|ing$/.test(f.label) || f.words.length > 1)) continue;
      addOffer(before ? [{ w: piece, role: "piece", gloss }, ...own1(f)] : [...own1(f), { w: piece, role: "piece", gloss }]);
    }
  }
  // ("vegetables on a small balcony": where it is done goes with the thing, "balconyveg", "vegbalcony".)
  const onNp = nps.find((n, i) => i > 0 && n.cue === "on");
  const where = onNp ? cleanNp(onNp.words).pop() : undefined;
  if (where && where.length <= 8 && !primary.includes(where)) for (const f of forms.slice(0, 4)) {
    addOffer([{ w: where, role: "own" }, ...own1(f)]);
    addOffer([...own1(f), { w: where, role: "own" }]);
    if (kind && kind !== tldWord) addOffer([{ w: where, role: "own" }, ...own1(f), { w: kind.replace(/s$/, ""), role: "kind" }]);
  }
  // ("families with picky eaters": the problem it solves, with its own describing word, "pickyeaters", "pickymeals".)
  if (extra.length > 1 && primary.length > 0) {
    const e = extra.filter((w) => w !== "and");
    addOffer(e.map((w) => ({ w, role: "own" as const })));
    const thing = [offerHead!, ...primary].find((w) => partsOfSpeech(singularOf(w)).includes("n") && !isDoing(w));
    if (thing) addOffer([{ w: e[0], role: "own" }, { w: pluralOf(singularOf(thing)), role: "own" }]);
  }
  // The offer's key words: an address that carries none of them says nothing of what it offers ("emergencyarc", "planningnow").
  const keyWords = new Set<string>();
  if (primary.length > 0) {
    const last = offerHead!;
    // ("meal planning", "api monitoring": the thing worked on is the key; "dog groomer": the trade and its object both.)
    const objects = primary.slice(0, -1).filter((w) => !isAdjective(w) || partsOfSpeech(w).includes("n"));
    if (isDoing(last) && objects.length > 0) objects.forEach((w) => keyWords.add(w));
    else primary.filter((w) => !(isAdjective(w) && !partsOfSpeech(w).includes("n")) || MADE_AS.test(w)).forEach((w) => keyWords.add(w));
    coordinated.forEach((w) => keyWords.add(w));
    for (const f of forms) if (f.words.length === 1) keyWords.add(f.label);
  }
  // (Software for a trade is named from the trade's world: "online booking for dog groomers" keeps "doggroom".)
  if (software && audienceNp.length > 1) audienceNp.filter((w) => w !== "and" && !isAudience(w)).forEach((w) => keyWords.add(w));
  const keyStems = [...keyWords].filter((w) => w.length >= 2).map((w) => shorter(w)).concat([...keyWords]).map((w) => (w.length >= 5 ? w.slice(0, Math.max(4, w.length - 3)) : w));
  const carriesKey = (label: string) => keyStems.length === 0 || keyStems.some((k) => label.includes(k)) || [...relatives].some(([r, from]) => label.includes(r) && keyStems.some((k) => from.startsWith(k) || k.startsWith(from.slice(0, 4)))) || [...kin].some(([r, from]) => label.includes(r) && keyStems.some((k) => from.startsWith(k)));
  const spokenOf = (o: Offer) => o.parts.map((p) => (p.role === "place" ? placeName.get(p.w) ?? capitalize(p.w) : p.w === "andco" ? "and co" : p.w)).join(" ");
  let offered = 0;
  // (Only where a word would otherwise stand alone for the offer, a modifier or the people it serves: "emergencyarc", "eatertable".)
  const strictKey = tradePerson || extra.length > 1;
  // ("a local plumber offering emergency repairs": the trade is the subject of the plain addresses too, and a word that
  // only says which kind ("emergency") never stands for it alone.)
  if (tradePerson && offerHead) { const t = CLIPS[offerHead] ?? singularOf(offerHead); if (usable(t) && !own.includes(t)) own.unshift(t); }
  if (strictKey && own.some((w) => carriesKey(w))) for (let i = own.length - 1; i >= 0; i--) if (!carriesKey(own[i])) own.splice(i, 1);
  const offerTurn = new Set<number>();
  let favoured = 0;
  // (For now only where the plain addresses go wrong without it: a local trade, a compound with its own modifier, a long address.)
  const offersOn = strictKey || places2.length > 0 || length === "long" || coordinated.length > 0 || (primary.length > 1 && isDoing(offerHead ?? ""));
  const offer = (spare = false): GeneralName | null => {
    // (A few in a result: the rest of the list leaves room for other ways to say it, and a request asked again finds new ones.)
    if (offers.length === 0 || offerTurn.size >= offers.length || offered >= (spare ? 16 : 4)) return null;
    // (Of two drawn, the one that says more of the request in the length asked: the town with the trade, the thing with its maker's word.)
    const worth = (k: number) => {
      const o = offers[k];
      const l = o.label.length;
      return (o.parts.some((p) => p.role === "place") ? 2 : 0) + (o.parts.some((p) => p.role === "piece") ? 0 : 1) + (length === "long" ? (l >= 14 ? 1 : 0) : length === "short" ? (l <= 10 ? 1 : 0) : 0) + (offerTurn.has(k) ? -9 : 0);
    };
    const i0 = ctx.rng.int(offers.length);
    const i1 = ctx.rng.int(offers.length);
    const i2 = ctx.rng.int(offers.length);
    const i = [i0, i1, i2].reduce((x, y) => (worth(y) > worth(x) ? y : x));
    if (offerTurn.has(i)) return null;
    offerTurn.add(i);
    const o = offers[i];
    const label = o.label;
    const address = `${label}${tld}`;
    const spoken = spokenOf(o);
    const piece = o.parts.find((p) => p.role === "piece");
    const place = o.parts.find((p) => p.role === "place");
    const kindPart = o.parts.find((p) => p.role === "kind");
    const aud = o.parts.find((p) => p.role === "audience");
    const ownWords = o.parts.filter((p) => p.role === "own" && p.w !== "in" && p.w !== "for").map((p) => p.w);
    const saidAs = (w: string) => (tokens.includes(w) ? `your own '${w}'` : `'${w}', your ${written(primary.find((x) => w.startsWith(x.slice(0, 4)) || x.startsWith(w.slice(0, 4))) ?? offerHead ?? w)} said as a person would`);
    const whys = place
      ? [
          `People looking for a local firm type the town and the trade together, and ${address} is exactly that.`,
          `${address} tells a searcher in ${placeName.get(place.w) ?? capitalize(place.w)} what you do and where in one go.`,
          `Said over the phone, ${address} needs no spelling out: '${spoken}' is what you do and where.`,
        ]
      : piece
      ? [
          `${address} leads with what you offer, and '${piece.w}' adds something true of it: ${piece.gloss}.`,
          `The subject comes first in ${address}, so nobody has to guess; '${piece.w}' only adds that ${piece.gloss!.replace(/^'[^']+' (in front )?/, "it ").replace(/^(a|an|the) /, "the word ")}.`,
        ]
      : kindPart
      ? [
          `${address} says what it is about and that it is ${withArticle(kindPart.w === "co" ? "company" : kindPart.w)}, in the words a visitor would use to recommend it.`,
          `A visitor who hears '${spoken}' once can type ${address} without asking how it is spelled.`,
        ]
      : aud
      ? [`${address} says what it offers and who it is for, so the right visitors recognise themselves at once.`, `Anyone who is one of your ${written(aud.w)} sees at once that ${address} is meant for them.`]
      : [
          `${address} is '${spoken}': what you offer, in the plain words someone would type into a search box.`,
          `Say ${address} aloud and people hear '${spoken}', the very thing they came for.`,
          `Nobody has to guess what ${address} offers: '${spoken}' is right there in it.`,
        ];
    const ordered = inTurn(place ? "oplace" : piece ? "opiece" : kindPart ? "okind" : aud ? "oaud" : "oplain", whys);
    const meaning = piece
      ? `"${o.parts.filter((p) => p !== piece).map((p) => p.w).join(" ")}" with ${piece.w === "andco" ? "'and co'" : `'${piece.w}'`}${o.parts[0] === piece ? " in front" : ""}: ${piece.gloss}.`
      : place
      ? `"${spoken.replace(/^./, (c) => c.toUpperCase())}": the trade and the town together.`
      : kindPart
      ? `"${spoken.replace(/^./, (c) => c.toUpperCase())}": the subject, then the kind of site.`
      : `"${spoken.replace(/^./, (c) => c.toUpperCase())}": what you offer, said plainly.`;
    const origin = `In '${label}', ${listing([...new Set(ownWords)].map(saidAs).concat(place ? [`'${place.w}' is the place you named`] : [], aud ? [`'${aud.w}' is who it is for`] : [], kindPart ? [`'${kindPart.w}' is the kind of site you described`] : []))}.`;
    offered++;
    const n = pitched(general(label, meaning, traits(ctx.rng, ["Clear", "Descriptive", "Trustworthy", "Easy to say"], place ? ["Local"] : []), ordered[0], origin), ordered);
    // (The length the visitor chose, where the offer allows: "short" is typed without a second look, "long" says more.)
    const fits = length === "long" ? label.length >= 13 : length === "medium" ? label.length >= 8 : label.length <= 10 || (place !== undefined && label.length <= 12);
    const phrased2 = o.parts.filter((p) => p.role !== "piece").length >= 2;
    return fits && phrased2 && favoured++ < 2 ? preferred(n) : n;
  };
  // ---- The plain addresses a founder registers: what it offers, for whom, and where ("excelforaccountants", "nursefinance",
  // "manchesterplumbing", "japanesesnackbox"). The subject is what is offered, a name the visitor wrote with a capital
  // ("Excel", "Python") first; a verb ("teaching"), a vehicle ("van") or a describing word ("mobile") never leads it.
  const placeKeys = new Set(ctx.places.map((p) => fold(p).replace(/[^a-z]/g, "")).filter((p) => !ctx.origins.includes(p) && !/(ese|ish|ian|ean|an)$/.test(p)));
  const aiSaid = /\bAI\b|\bA\.I\.|artificial intelligence/.test(ctx.description);
  const propers = [...new Set(ctx.properNouns.filter((p) => !/\s/.test(p)).map((p) => fold(p).replace(/[^a-z]/g, "")))].filter((p) => p.length >= 2 && p.length <= 10 && !placeKeys.has(p) && p !== "ai" && !ctx.origins.includes(p) && !isProperAdjective(p) && !ctx.understood.excluded.has(p) && !isUnpleasant(p));
  const learning = /\b(teach\w*|courses?|class(es)?|lessons?|tutor\w*|schools?|academy|learn\w*|training|workshops?|bootcamps?)\b/i.test(ctx.description);
  const subjectNp = primary.filter((w, i) => w !== "and" && !SITE_KIND.test(w) && !(kindOfSite(w) && i > 0 && i === primary.length - 1) && !PLAIN_DROP.test(w) && !BLAND.test(w) && !(isDoing(w) && i < primary.length - 1 && !STEM_MISREADS.has(w) && !(i > 0 && partsOfSpeech(primary[i - 1]).includes("n") && !isDoing(primary[i - 1]))) && !(VENUE.test(w) && i > 0 && i === primary.length - 1) && !((describing(w) || (isAdjective(w) && !partsOfSpeech(w).includes("n"))) && !MADE_AS.test(w) && !ctx.origins.includes(w) && !propers.includes(w)) && !isUnpleasant(w));
  // ("a cookery school teaching Thai cooking": the name with a capital and what follows it, "thaicooking".)
  const properAt = subjectNp.findIndex((w) => propers.includes(w));
  // ("mobile dog groomers": the trade's people are said by their work, "doggrooming", never "doggroomerhq".)
  const asWork = (w: string) => (staff.words.has(w) ? (/er$/.test(singularOf(w)) && isKnownWord(`${singularOf(w).slice(0, -2)}ing`) ? `${singularOf(w).slice(0, -2)}ing` : "") : w);
  const subjectWords = [...propers.filter((p) => !subjectNp.includes(p)), ...(properAt > 0 ? subjectNp.slice(properAt) : subjectNp)].map(asWritten).map(asWork).filter((w, i, a) => w !== "" && a.indexOf(w) === i).slice(-3);
  // ("a Polish deli in Bristol": where a thing is from is no subject alone, "polishbristol".)
  const originOnly = (w: string) => ctx.origins.includes(w) || isProperAdjective(w) || isProperAdjective(w.charAt(0).toUpperCase() + w.slice(1));
  if (subjectWords.length > 0 && subjectWords.every(originOnly)) subjectWords.length = 0;
  // Who it is for: "for nurses", "teaching Excel to accountants".
  const toAt = tokens.findIndex((t, i) => t === "to" && i > 0 && tokens.slice(0, i).some((x) => /^(teach\w*|course|class(es)?|lessons?|training|tutoring)$/.test(x)));
  const toWho = toAt > 0 ? tokens.slice(toAt + 1).find((t) => !DETERMINER.test(t) && !BLAND.test(t)) : undefined;
  const whoPlural = [audienceHead, toWho].find((w): w is string => !!w && /^[a-z]{3,11}$/.test(w) && !subjectWords.includes(w) && !isUnpleasant(w) && (w.endsWith("s") || w === "women" || w === "men" || w === "children"));
  const who = whoPlural ? singularOf(whoPlural) : undefined;
  // The subject's forms, shortest everyday word first ("finance" -> money, "product descriptions" -> productcopy).
  const subjectForms: string[] = [];
  if (subjectWords.length > 0) {
    const ws = subjectWords.map((w) => (PLAIN_ALIASES[w] && subjectWords.length > 1 ? PLAIN_ALIASES[w] : w));
    const last = subjectWords[subjectWords.length - 1];
    for (const f of [ws.join(""), subjectWords.join(""), ...(subjectWords.length > 1 ? [`${ws.slice(0, -1).join("")}${singularOf(last)}`, ws.slice(-2).join("")] : [singularOf(last)]), ...(subjectWords.length === 1 && PLAIN_ALIASES[last] ? [PLAIN_ALIASES[last]] : [])]) {
      if (f.length >= 3 && f.length <= 14 && !subjectForms.includes(f) && isDomainLabel(f)) subjectForms.push(f);
    }
    // (Each word alone too, the thing first: "brightoncoffee", "skincareshop", "snackbox".)
    if (subjectWords.length > 1) for (const w of [last, ...subjectWords.slice(0, -1)]) { if ((isDoing(w) && !STEM_MISREADS.has(w)) || originOnly(w)) continue; const f = PLAIN_ALIASES[w] ?? (partsOfSpeech(w).includes("n") && !isDoing(w) ? singularOf(w) : w); if (f.length >= 3 && !subjectForms.includes(f) && !/^(dog|cat|pet|home|house|meeting)$/.test(f)) subjectForms.push(f); }
  }
  const plainKind = learning ? "learn" : kind && /^(podcast)$/.test(kind) ? "podcast" : kind && /^(newsletter|blog|magazine)$/.test(kind) ? "letter" : /\b(subscription|box)\b/i.test(ctx.description) ? "box" : offerKind === "app" || aiSaid ? "app" : offerKind === "goods" ? "goods" : offerKind === "trade" || placeKeys.size > 0 ? "trade" : "general";
  const plainWords = (PLAIN_FUNCTION[plainKind] ?? PLAIN_FUNCTION.general).concat(aiSaid && plainKind !== "learn" ? [["ai", "'ai' says plainly that the work is done by AI", false]] : []).filter(([w]) => w !== tldWord && !(tld === ".shop" && /^(shop|store)$/.test(w)));
  // (A request that names its subject, its town, its learners or its box has plain addresses enough: pictures are left out, "teachwren", "snackhelm".)
  const plainStrong = propers.length > 0 || placeKeys.size > 0 || learning || aiSaid || plainKind === "box" || plainKind === "podcast";
  type Plain = { label: string; meaning: string; whys: string[]; origin: string; local?: boolean; long: boolean };
  const plainPool: Plain[] = [];
  const plainSeen = new Set<string>();
  const plainCap = length === "long" ? 22 : 18;
  const addPlain = (label: string, long: boolean, p: Omit<Plain, "label" | "long">) => {
    if (plainSeen.has(label) || isKnownWord(label) || !isDomainLabel(label) || /(.)\1\1/.test(label) || label.length < 5 || label.length > (long ? (length === "short" && !placeKeys.size && !who ? 16 : /for[a-z]+s$/.test(label) ? 22 : plainCap) : Math.max(max, 12)) || (length !== "short" && label.length < floor)) return;
    plainSeen.add(label);
    plainPool.push({ label, long, ...p });
  };
  const subj = (f: string) => `'${f}'`;
  for (const f of subjectForms.slice(0, 5)) {
    if (who && whoPlural) {
      const a1 = `${f}for${whoPlural}`;
      addPlain(a1, true, { meaning: `"${f} for ${whoPlural}": what it offers and who it is for.`, whys: [`${a1}${tld} says what it offers and who it is for, so ${whoPlural} recognise themselves at once.`, `Read aloud, ${a1}${tld} is a sentence: ${f} for ${whoPlural}.`], origin: `In '${a1}', ${subj(f)} is what you offer and '${whoPlural}' is who it is for.` });
      // (Only said with "for": "teacherbookkeeping", "frenchadults" read as the people being the subject.)
    }
    for (const [w, gloss, before] of plainWords) {
      const l = before ? `${w}${f}` : `${f}${w}`;
      addPlain(l, f.length >= 8 && subjectForms.indexOf(f) < 2, { meaning: `"${before ? `${w} ${f}` : `${f} ${w}`}": ${gloss}.`, whys: [`${l}${tld} says what it offers, ${f}, and '${w}' says the rest: ${gloss}.`, `Nobody has to guess what ${l}${tld} is: '${f}' is the subject and '${w}' ${before ? "invites them in" : "says what kind of site it is"}.`], origin: `In '${l}', ${subj(f)} is what you offer and '${w}' ${before ? "is a plain opener" : "is a plain word for the kind of site"}.` });
    }
    // The town with the trade ("manchesterplumbing", "plumbingmanchester", "mcrplumbing").
    for (const town of placeKeys) for (const t of [town, ...(TOWN_SHORT[town] ? [TOWN_SHORT[town]] : [])]) {
      const name = placeName.get(town) ?? capitalize(town);
      for (const l of [`${t}${f}`, `${f}${t}`]) addPlain(l, true, { local: true, meaning: `"${l.startsWith(t) ? `${name} ${f}` : `${f} ${name}`}": the trade and the town together.`, whys: [`People looking for a local firm type the town and the trade together, and ${l}${tld} is exactly that.`, `${l}${tld} tells a searcher in ${name} what you do and where in one go.`], origin: `In '${l}', ${subj(f)} is what you do and '${t}' is ${t === town ? "the town you named" : `the short form locals use for ${name}`}.` });
    }
  }
  let plainTaken = 0;
  let plainLong = 0;
  const plainUsed = new Set<number>();
  const plain = (): GeneralName | null => {
    if (plainPool.length === 0 || plainTaken >= (plainStrong ? (anchors.length === 0 ? 9 : 5) : 1) || plainUsed.size >= plainPool.length) return null;
    // (A local firm is found by its town: the first plain address of a result carries it.)
    const locals = plainTaken === 0 ? plainPool.map((p, k) => (p.local ? k : -1)).filter((k) => k >= 0) : [];
    const i = locals.length > 0 ? ctx.rng.pick(locals) : ctx.rng.int(plainPool.length);
    if (plainUsed.has(i)) return null;
    const p = plainPool[i];
    // (At "short", the longer addresses that say for whom or where are one or two in a result, so "short" stays short.)
    const tooLong = p.label.length > max;
    if (tooLong && plainLong >= (length === "short" ? 2 : 3)) return null;
    plainUsed.add(i);
    if (tooLong) plainLong++;
    const ordered = inTurn(`plain${p.local ? "l" : p.long ? "a" : "f"}`, p.whys);
    const n = pitched(general(p.label, p.meaning, traits(ctx.rng, ["Clear", "Descriptive", "Trustworthy", "Easy to say"], p.local ? ["Local"] : []), ordered[0], p.origin), ordered);
    return plainTaken++ < 3 && plainStrong ? preferred(n) : n;
  };
  // What a made-up brand or a pair must carry when the plain reading found a subject: "pilotdawn", "calmmeadow" say nothing of it.
  const plainStems = [...subjectWords, ...subjectForms, ...(who ? [who] : [])].map((w) => (w.length >= 5 ? w.slice(0, Math.max(4, w.length - 3)) : w));
  return () => {
    const fromPlain = plainStrong && ctx.rng.chance(0.55) ? plain() : null;
    if (fromPlain) return { ...fromPlain, name: `${fromPlain.name}${tld}`, why_it_fits: `${fromPlain.why_it_fits} The '${tld}' ending ${TLD_NOTE[tld] ?? "is a familiar web address ending"}. Check availability with a registrar before you fall in love with it.` };
    let fromOffer = offersOn && ctx.rng.chance(0.5) ? offer() : null;
    let mine = fromOffer ?? (ctx.rng.chance(roomy ? 0.55 : 0.15) ? phrase() : null) ?? (ctx.rng.chance(0.5) ? (chores.length > 0 && ctx.rng.chance(0.012) ? chore() : described()) : null);
    let b = mine ?? (brand() as GeneralName | null);
    if (!b) return null;
    let label = fold(b.name).replace(/&/g, "and").replace(/[^a-z0-9]/g, "");
    // ("emergencyarc.com" for a plumber, "planningnow.com" for meal planning: an address that carries none of the offer's key words says nothing of it.)
    if (!fromOffer && offersOn && strictKey && !carriesKey(label)) {
      fromOffer = offer(true);
      if (!fromOffer) return null;
      b = mine = fromOffer;
      label = fromOffer.name;
    }
    // The brand names' few endings on the visitor's own word ("invoicio", "invoicify") would come back
    // in every result: the visitor's word takes its endings from the web pieces above, eighty of them.
    if (!mine && own.some((w) => label.startsWith(w.replace(/e$/, "")))) return null;
    // ("teachkids", "teachwren": the verb of a course is no subject.)
    if (subjectWords.length > 0 && /^(teach|learn(?!er)|writes?|turns?|helps?)/.test(label) && !subjectWords.some((w) => label.startsWith(w))) return null;
    // ("pilotdawn", "calmmeadow" for an AI copywriter: a made-up brand that carries nothing of the subject says nothing of it.)
    if (!mine && anchors.length === 0 && plainStems.length > 0 && !plainStems.some((w) => label.includes(w))) return null;
    // A made-up brand says nothing of the site unless it carries one of the visitor's words or their close relatives.
    // The rest of it is a word of the subject's world ("autobubble"), not a filler ("raymeal", "cornerauto").
    if (!mine && anchors.length > 0 && (!anchors.some((w) => label.includes(w)) || [...anchors, ...kin.keys()].sort((x, y) => y.length - x.length).reduce((rest, w) => rest.replace(w, ""), label).length > 4)) return null;
    // ("mintmint", "bristolco.co": a word said twice, or the ending said again before the dot.)
    if (/^([a-z]{3,})\1$/.test(label) || (!mine && label.endsWith(tldWord))) return null;
    // (The brand maker's "True Forecast" is "trueforecast.io", as taken as "mydata.io".)
    if (!mine && OLD_TLDS.has(tld) && [...TAKEN_OPENERS].some((o) => label.startsWith(o) && (isKnownWord(label.slice(o.length)) || tokens.includes(label.slice(o.length))))) return null;
    if (label.length < floor || label.length > max || !isDomainLabel(label)) return null;
    // "bookshelf.com", "booknook.com" for online booking are a bookshop's addresses, unless the site is about books.
    if (/^book(shelf|nook|worm|mark|case|store|shop|club|page|end|let|ish|s)|(^|[^a-z])books?(shelf|nook|worm|club|page)/.test(label) && !ctx.keywords.some((k) => /^(books?|reading|readers?|novels?|library|libraries|bookshops?|literature)$/.test(k))) return null;
    return {
      ...b,
      name: `${label}${tld}`,
      // ("Fits a classic website": no style was asked for, and the address's length is no style.)
      why_it_fits: `${b.why_it_fits.replace(/^Fits an? [a-z]+ website: (.)/, (_, c: string) => c.toUpperCase())} The '${tld}' ending ${TLD_NOTE[tld] ?? "is a familiar web address ending"}; at ${label.length} letters it is ${label.length <= 10 ? "quick to type" : label.length <= 15 ? "descriptive yet typeable" : "long, but every word in it is plain and easy to read aloud"}. Check availability with a registrar before you fall in love with it.`,
    };
  };
};
