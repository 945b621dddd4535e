// Words for naming technology and B2B products by their subject and what they do ("BrewStock" for inventory software for
// breweries, "SurgiSim" for surgical simulations, "Spare Change" for an app that invests round-ups): the product's job said
// as one short word, the subject clipped the way founders clip it, and the idioms people already know for a promise.

/** One short word for what a product does, with what it says (the gloss reads after the word: "'Stock' keeps ..."). */
export interface Job {
  w: string;
  /** What the word says of the product, as a clause ("keeps count of what is on the shelves"). */
  g: string;
}

const J = (w: string, g: string): Job => ({ w, g });

// The description's word -> the jobs it asks for. (Each line: jobs, then the words that ask for them.)
const JOB_LINES: [Job[], string][] = [
  [[J("stock", "says it keeps the stock in order"), J("count", "says it keeps count"), J("tally", "says it keeps the tally")], "inventory inventories stock stocktake stocktaking warehouse warehouses"],
  [[J("sim", "is short for simulation"), J("drill", "says practice before the real thing")], "simulation simulations simulator simulators simulated"],
  [[J("drill", "says practice before the real thing")], "training drills rehearse rehearsal practise practice"],
  [[J("sight", "says it sees what is there to find"), J("scan", "says it looks closely"), J("check", "says it checks")], "diagnostic diagnostics diagnose diagnoses diagnosis diagnosing"],
  [[J("sight", "says it sees what is there to find"), J("spot", "says it spots what matters")], "detect detects detection detecting spot spots spotting"],
  [[J("check", "says it checks"), J("test", "says it tests")], "test tests testing screening screen screens"],
  [[J("scan", "says it looks closely"), J("read", "says it reads the images")], "x-rays xrays x-ray xray scans imaging radiology mri"],
  [[J("shield", "says it protects"), J("guard", "says it stands guard"), J("ward", "says it wards off harm")], "protect protects protecting protection defend defends defending defence defense"],
  [[J("shield", "says it protects"), J("guard", "says it stands guard"), J("lock", "says it keeps things locked")], "security secure securing cybersecurity"],
  [[J("track", "says it keeps track"), J("streak", "says it keeps a run going")], "tracker trackers tracking tracks"],
  [[J("talk", "says it is about talking"), J("chat", "says it is a conversation")], "conversation conversations conversational speak speaking talk talking chat chatting"],
  [[J("reply", "says it answers"), J("draft", "says it writes the first version")], "reply replies replying respond responds responses answer answers"],
  [[J("draft", "says it writes the first version")], "drafts drafting draft writes writing"],
  [[J("pay", "says it handles pay")], "payroll wages salaries paycheck paychecks payslips"],
  [[J("slot", "says it finds the time"), J("rota", "says it draws up who works when")], "schedule schedules scheduling rota rotas shifts shift"],
  [[J("slot", "says it finds the time"), J("book", "says it takes bookings")], "booking bookings appointments appointment"],
  [[J("sign", "says it gets things signed"), J("clause", "says it reads the small print")], "contract contracts agreements"],
  [[J("match", "says it brings the two sides together")], "marketplace matching matches matchmaking connects connecting"],
  [[J("stash", "says it puts money aside"), J("grow", "says the money grows")], "invest invests investing investment investments"],
  [[J("stash", "says it puts money aside"), J("nest", "says it builds a nest egg")], "save saves saving savings"],
  [[J("round", "says it rounds up")], "round rounds rounding roundup roundups"],
  [[J("view", "says you see it first"), J("fit", "says it shows how it fits")], "preview previews visualize visualise visualizes visualises"],
  [[J("mend", "says it mends"), J("cure", "says it sets out to cure")], "therapy therapies treatment treatments therapeutics cure cures"],
  [[J("plan", "says it plans ahead")], "planning planner planners plans"],
  [[J("budget", "says it keeps to a budget"), J("split", "says it shares costs fairly")], "budgeting budget budgets"],
  [[J("meter", "says it measures")], "meter meters metering measure measures measuring"],
  [[J("alert", "says it raises the alarm"), J("ping", "says it sends a quick alert")], "alert alerts alerting notify notifies notifications"],
  [[J("tutor", "says it teaches one to one"), J("coach", "says it coaches")], "tutor tutors tutoring"],
  [[J("vault", "says it keeps things safe")], "wallet wallets custody"],
  [[J("mint", "says it mints")], "nft nfts mint minting"],
  [[J("rent", "says you rent it"), J("borrow", "says you borrow it")], "rent rents renting rental rentals hire"],
  [[J("find", "says it finds it for you"), J("scout", "says it scouts ahead")], "finding find finds discover discovers search searching"],
  [[J("grow", "says it is grown")], "lab-grown cultured cultivated grown"],
  [[J("fit", "says it keeps you fit")], "fitness workout workouts exercise exercises"],
];
export const JOBS = new Map<string, Job[]>();
for (const [jobs, from] of JOB_LINES) for (const w of from.split(" ")) JOBS.set(w, [...(JOBS.get(w) ?? []), ...jobs]);

/** Subjects founders clip to a short combining form ("surgi", "derma"): the description's word -> the clip. */
export const CLIPS = new Map<string, string>();
for (const line of `surgi:surgeon surgeons surgery surgeries surgical
derma:skin eczema dermatology dermatologists dermatitis psoriasis acne
cardio:heart hearts cardiac cardiology cardiologists
neuro:brain brains neurology neurological neurologists nerves
geno:gene genes genetic genetics genome genomic genomics
opti:eye eyes vision sight blindness optical opticians optometrists
ortho:bone bones fracture fractures orthopaedic orthopedic
dent:dentist dentists dental teeth tooth
vet:vet vets veterinary veterinarians
pharma:pharmacy pharmacies pharmacists drug drugs medicines
brew:brewery breweries brewers brewer brewing beer beers
agri:farm farms farmer farmers farming agriculture crops
aqua:water
resto:restaurant restaurants
lex:law legal lawyers lawyer attorneys solicitors
biome:microbiome microbiomes gut
cell:cell cells
habit:habit habits
meal:meal meals
fin:finance financial fintech
edu:education school schools teachers
med:hospital hospitals medical clinic clinics
seps:sepsis
fit:fitness gym gyms
furn:furniture
camp:camping campers
pay:payroll
lingo:language languages translators translator translation
spend:purchase purchases purchasing spending`.split("\n")) {
  const [clip, from] = line.split(":");
  for (const w of from.split(" ")) CLIPS.set(w, clip);
}

/** What a clip stands for, said plainly ("'Surgi' is short for surgery"). */
export const CLIP_SAYS: Record<string, string> = {
  surgi: "surgery", derma: "skin", cardio: "the heart", neuro: "the brain and nerves", geno: "genes", opti: "the eye", ortho: "bones",
  dent: "dentistry", vet: "vets", pharma: "medicines", brew: "brewing", agri: "farming", aqua: "water", resto: "restaurants", lex: "the law",
  biome: "the microbiome", cell: "cells", habit: "habits", meal: "meals", fin: "finance", edu: "teaching", med: "medicine", seps: "sepsis",
  fit: "fitness", furn: "furniture", camp: "camping", pay: "pay", lingo: "language", spend: "spending",
};

/** Phrases people already know for a promise, with the description words that call them up. */
export interface Idiom {
  name: string;
  /** What the phrase means, as a clause after the name ("the coins left over, put to work"). */
  g: string;
}
const I = (name: string, g: string): Idiom => ({ name, g });
export const IDIOMS: [RegExp, Idiom[]][] = [
  [/\b(round(s|ing)? up|round-?ups?|spare change|the change)\b/, [I("Spare Change", "is the coins left over, the money it puts to work"), I("Pocket Change", "is the small money nobody misses"), I("Small Change", "is small sums that add up"), I("Roundup", "is the rounding up the app does")]],
  [/\bhabits?\b/, [I("Tiny Wins", "says small wins add up to a habit"), I("Small Steps", "says a habit grows one step at a time"), I("Day One", "says every habit starts with a first day")]],
  [/\b(sepsis|stroke|trauma|emergenc\w*)\b/, [I("First Hour", "is the first hour, when treatment matters most"), I("Golden Hour", "is the hour in which fast care saves lives")]],
  [/\b(faster|rapid|early|quick)\b.*\b(diagnos\w*|tests?|detection)\b|\b(diagnos\w*|tests?|detection)\b.*\b(faster|rapid|early)\b/, [I("Early Sight", "says the answer comes early"), I("First Read", "says the first result is the one that counts")]],
  [/\bsurg(eons?|ery|ical)\b/, [I("Scrub In", "is what a surgeon does before operating"), I("Steady Hand", "is what every surgeon trains for")]],
  [/\b(simulations?|simulators?|rehears\w*)\b/, [I("Dry Run", "is a rehearsal before the real thing")]],
  [/\b(conversations?|conversational|speaking|small talk)\b/, [I("Small Talk", "is the everyday conversation learners want most")]],
  [/\b(ransomware|malware|backups?)\b/, [I("Air Gap", "is the gap that keeps attackers from reaching what matters"), I("Clean Copy", "is the safe copy that makes ransom pointless")]],
  [/\b(penetration|pen[- ]?test\w*|ethical hack\w*|red team\w*)\b/, [I("Red Team", "is the friendly attackers who test the defences"), I("White Hat", "is a hacker who works for the defence")]],
  [/\bphishing\b/, [I("Second Look", "is what stops a phishing click"), I("Think Twice", "is the habit that beats phishing")]],
  [/\b(hospitals?|clinics?|patients?)\b.*\b(security|ransomware|cyber\w*|protect\w*|hack\w*)\b|\b(security|ransomware|cyber\w*|protect\w*)\b.*\b(hospitals?|clinics?|patients?)\b/, [I("Triage", "is sorting by urgency, as a hospital does and a security team must"), I("Safe Ward", "is a hospital ward kept safe")]],
  [/\b(x-?rays?|scans?|radiolog\w*|imaging)\b/, [I("Second Read", "is a second reading of the scan"), I("Clear Film", "is an X-ray read clearly")]],
  [/\b(emails?|inbox\w*)\b/, [I("Inbox Zero", "is an inbox with nothing left waiting"), I("Quick Reply", "is an answer sent without the wait")]],
  [/\bpayroll\b/, [I("Payday", "is the day everyone is paid right")]],
  [/\b(schedul\w*|appointments?|bookings?|rotas?)\b/, [I("On the Dot", "is right on time")]],
  [/\bcontracts?\b/, [I("Fine Print", "is the small print it reads for you"), I("Dotted Line", "is where a contract is signed")]],
  [/\b(farmers?|farms?)\b.*\b(restaurants?|chefs?|kitchens?)\b|\b(restaurants?|chefs?)\b.*\b(farmers?|farms?)\b/, [I("Field to Fork", "is food straight from the field to the plate"), I("Farm Gate", "is where a farm sells to its buyers")]],
  [/\b(blind\w*|vision|eyes?|sight)\b/, [I("Second Sight", "is sight given back"), I("First Light", "is the first light seen again")]],
  [/\b(invest\w*|savings?|retire\w*)\b/, [I("Nest Egg", "is money put by that grows")]],
  [/\b(translat\w*|interpret\w*)\b/, [I("Common Tongue", "is a language both sides share"), I("Word for Word", "is a faithful translation")]],
  [/\b(inventory|stock|stocktak\w*)\b/, [I("Full Shelf", "is never running out"), I("Last Count", "is the count that is always up to date")]],
  [/\bbudget\w*\b/, [I("Even Split", "is costs shared fairly"), I("Money Talk", "is the talk about money it makes easy")]],
  [/\b(meal|meals|dinners?|recipes?)\b.*\bplan\w*\b|\bplan\w*\b.*\b(meals?|dinners?)\b/, [I("Dinner Sorted", "is the week's dinners settled in advance"), I("Sunday Prep", "is the weekly cook-ahead")]],
  [/\b(leaks?|leaking)\b/, [I("Drip Alert", "warns of the first drip")]],
  [/\b(furniture|sofas?|interior\w*)\b.*\b(room|home|space)\b|\b(room|home)\b.*\bfurniture\b/, [I("Room View", "shows the room before you buy"), I("Try It Home", "is trying it at home first")]],
  [/\b(camping|tents?|outdoor gear)\b/, [I("Borrowed Tent", "is camping kit you need not own")]],
  [/\bwallets?\b/, [I("Safe Keeping", "is money kept safe")]],
  [/\b(beginners?|first-time|newcomers?)\b/, [I("First Steps", "is the start of learning")]],
  [/\b(lab-grown|cultured|cultivated)\b/, [I("Clean Cut", "is meat grown without the slaughter")]],
  [/\b(fitness|workouts?|exercise)\b.*\b(seniors?|older|elderly)\b|\b(seniors?|older)\b.*\b(fitness|exercise)\b/, [I("Still Game", "says age is no bar to play")]],
  [/\b(adhd|focus|distract\w*)\b/, [I("Side Quest", "is a small detour that still gets done")]],
];

/** Words for talking in the language a learner is learning: what a Spanish learner would call a chat ("Charla"). */
export const TONGUES: Record<string, Idiom[]> = {
  spanish: [I("Charla", "is Spanish for a chat"), I("Habla", "is Spanish for 'speak'"), I("Platica", "is Mexican Spanish for a chat")],
  french: [I("Parle", "is French for 'speak'"), I("Causette", "is French for a little chat")],
  italian: [I("Parla", "is Italian for 'speak'"), I("Chiacchiera", "is Italian for a chat")],
  german: [I("Plausch", "is German for a chat"), I("Sprich", "is German for 'speak'")],
  portuguese: [I("Papo", "is Portuguese for a chat"), I("Fala", "is Portuguese for 'speak'")],
  japanese: [I("Hanashi", "is Japanese for a talk")],
  dutch: [I("Praatje", "is Dutch for a chat")],
  welsh: [I("Sgwrs", "is Welsh for a chat")],
};

/** Initials of a condition: whom a thing helps, never a word of its name ("Lumen ADHD", "Adhdly"). */
export const CONDITIONS = /^(adhd|ocd|ptsd|ibs|copd|pcos|asd|sad)$/;

/** Units of time: a measure, never a subject ("in two hours" is no "Hour Drop", "in ten minutes" no "Minutewise"). */
export const UNITS = /^(seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)$/;

/** What a security product protects from, and other harm: never a brand's head ("Balm Ransomware"). */
export const THREATS = /^(ransomware|malware|spyware|viruses|virus|phishing|fraud|fraudsters|hackers?|hacks?|breaches|breach|attacks?|attackers|scams?|scammers|spam|bots?|ddos|threats?|intrusions?|theft|leaks?|exploits?|cyberattacks?)$/;

/** Words that name only what kind of thing the product is ("software", "app", "platform"): no subject of their own. */
export const PRODUCT_KINDS = /^(software|apps?|application|tools?|platforms?|systems?|solutions?|services?|startups?|company|companies|business|businesses|products?|ai|tech|technology|technologies|saas|digital|online|virtual|reality|augmented|vr|ar|biotech|developing|develops|builds|building|based|powered|helps|help|lets|makes|people|adults|users|customers|teams?|small|faster|fast|better|new|smart)$/;
