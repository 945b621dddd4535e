import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { readable, titleCase, tokens, withArticle } from "../core/text";
import { list, words } from "../core/words";
import { SURNAMES } from "../data/people-names";
import { rootsFor } from "../data/brand-themes";
import type { Word } from "../core/words";
import { capitalize } from "../core/text";
import { familyFor, GENERIC, isAudience } from "../data/description-families";
import { isUnpleasant } from "../core/rank";
import { isKnownWord, partsOfSpeech } from "../core/understand";
import { cleanSeam, singular } from "./seams";
import { refusesOwnName, selfName } from "../core/own-names";

// What a client or patient asks of a firm, in their words, and the words a sign could carry for it:
// "families … together" -> Kinship, Homeward; "nervous patients" -> Haven, Calm.
const VALUE_WORDS: [string, string][] = [
  ["family families parents relatives loved", "kinship:the bond between relatives; hearth:the heart of a home; homeward:on the way home; threshold:the doorway of a home; rootstock:the roots a family grows from; household:the people under one roof"],
  ["together reunite reunited unite united", "unity:people brought together; kinship:the bond between relatives; bridgeway:a way across to the other side; reunion:a coming back together; common thread:what ties people together"],
  ["fight fighting fights defend champion tough", "stalwart:firm and unshaken; bulwark:a wall that protects; steadfast:never giving way; rampart:a defensive wall; ironside:a tough, unbending fighter"],
  ["workers employees staff employment workplace", "guild:workers who stand together; common ground:where both sides can meet"],
  ["visa visas immigration immigrant immigrants citizenship asylum refugee refugees migrants", "passage:a journey to a new home; newfound:found at last; welcome:a warm arrival; compass:a sure way to go; landfall:the first sight of a new shore; harborlight:a light that guides ships safely in"],
  ["fair fairness justice rights equal honest unfair unfairly injustice", "equity:fairness for everyone; trueline:a straight, honest line; balance:fairness weighed out; level:a fair, even footing"],
  ["gentle kind caring compassionate friendly warm", "gentle:kind and unhurried; kindly:with care; tender:careful and kind; goodwill:friendly help freely given; open door:a welcome for everyone"],
  ["nervous anxious scared afraid fear calm relaxed", "haven:a safe place; calm:peace of mind; easeful:at ease, without worry; harborlight:a light that guides ships safely in; still point:a quiet centre"],
  ["trusted trust reliable experienced", "trusted:relied on for years; sterling:of the highest standard; cornerstone:what everything rests on; true north:a direction that never changes; anchor:what holds steady"],
  ["rural country farm farms farming farmers countryside", "acre:a measure of farmland; shire:the country around a town; harvest:the year's work gathered in; homestead:a family farm; heartland:the heart of the country; fieldstone:stone cleared from the fields; crossroads:where country roads meet"],
  ["beach coast coastal seaside sea harbour harbor", "shore:where land meets sea; tide:the sea's steady rhythm; harbor:a safe landing; cove:a sheltered bay; seaglass:glass smoothed by the sea; driftwood:wood the sea brings ashore; lighthouse:a light that guides ships home"],
  ["sport sports athletes runners active", "stride:a confident step; motion:the body moving freely; peak:top form; pace:a steady speed; agile:quick and easy in movement; kinetic:of the body in motion; switchback:a trail that zigzags up a slope"],
  ["back pain rehab recovery injury injuries mobility", "restore:to make whole again; mend:to heal what was hurt; upright:standing tall again; realign:to set straight again; renew:to make new; steady:sure on your feet; rebound:a strong return"],
  ["kids children child babies toddlers young", "acorn:a small start with big potential; sprout:a child growing up; cubby:a small, safe place of one's own; seedling:a young plant growing strong; sunbeam:a ray of light; treehouse:a children's hideaway; kite:a child's joy on a windy day"],
  ["mind anxiety depression stress grief trauma", "stillwater:quiet, calm water; lantern:a light in dark times; clearing:an open space in the woods; tideline:where the water settles; north star:a light to steer by; open field:room to breathe"],
  ["skin acne eczema", "clearskin:skin at ease; glow:healthy radiance; dew:freshness; bloom:a healthy flush; petal:softness; radiance:skin that shines"],
  ["heart hearts cardiac", "pulse:the heartbeat; keel:what keeps a life steady; vital:full of life; rhythm:a steady beat; lifeline:a line that saves lives; steadfast:never giving way"],
  ["bridge bridges road roads highway highways rail", "span:the distance a bridge crosses; waymark:a marker on the route; crossing:a safe way over; truss:the braced frame of a bridge; pier:the post a bridge stands on; archway:a curved way through; trestle:a frame that carries a track"],
  ["solar battery batteries power energy grid", "sunfield:a field that gathers the sun; current:energy in motion; volt:electric force; dynamo:a machine that makes power; flux:energy flowing; daybreak:the first sunlight"],
  ["water flood flooding drainage rivers river", "watershed:where the waters divide; brook:a small clear stream; levee:the bank that holds a river; floodgate:a gate that holds back water; confluence:where rivers join; weir:a low dam that steadies a river"],
  ["buildings building steel concrete towers", "girder:a main beam; bedrock:a solid foundation; keystone:what holds the arch together; lintel:the beam over a doorway; plumbline:a true vertical; rafter:a roof's sloping beam; buttress:a wall's strong support"],
];
const VALUE_BY_TRIGGER = new Map<string, Word[]>();
for (const [triggers, ws] of VALUE_WORDS) {
  const parsed = ws.split(";").map((x) => x.trim()).filter(Boolean).map((x) => ({ w: x.slice(0, x.indexOf(":")), g: x.slice(x.indexOf(":") + 1) }));
  for (const t of triggers.split(" ")) VALUE_BY_TRIGGER.set(t, [...(VALUE_BY_TRIGGER.get(t) ?? []), ...parsed]);
}

// The profession itself ("lawyers", "dentist", "patients") is said by the practice area already.
const PROFESSION = /^(law|laws|lawyer|lawyers|legal|attorney|attorneys|solicitor|solicitors|firm|firms|practice|practices|clinic|clinics|doctor|doctors|dentist|dentists|dental|patient|patients|medical|medicine|health|engineer|engineers|engineering|design|designs|office|offices|services?|specialist|specialists|practitioner)$/;

interface Described extends Word {
  /** The visitor's word it answers. */
  from: string;
  /** The visitor's own word, used as it is. */
  own: boolean;
}

/** Words a firm's name can carry from its description: what clients ask of it, its setting, its own nouns. */
function describedWords(ctx: Parameters<Maker>[0], label: string[], kind: string): Described[] {
  const out: Described[] = [];
  const seen = new Set<string>();
  const labelWords = new Set(label.join(" ").toLowerCase().split(/[^a-z]+/));
  const add = (w: Word, from: string, own: boolean) => {
    const k = w.w.toLowerCase();
    if (seen.has(k) || labelWords.has(k)) return;
    seen.add(k);
    out.push({ ...w, from, own });
  };
  // "family-owned manufacturers", "family-run": who owns the clients says nothing of what they ask for ("Household Partners").
  const said = ctx.description.toLowerCase().replace(/\b[a-z]+-(?:owned|run|operated|led)\b/g, " ").split(/[^a-z]+/).filter(Boolean);
  // "a family doctor": a word the practice area already says ("Family Medicine") asks for nothing more.
  // ("A family dental clinic": the family is whom a practice treats, no kinship or hearth on its sign.)
  const practice = kind === "practice";
  for (const t of said) if (!labelWords.has(t) && !(practice && FAMILY.test(t))) for (const w of VALUE_BY_TRIGGER.get(t) ?? []) add(w, t, false);
  for (const k of ctx.keywords) {
    if (PROFESSION.test(k) || GENERIC.has(k) || isAudience(k) || isUnpleasant(k) || labelWords.has(k) || labelWords.has(singular(k))) continue;
    const fam = familyFor(k) ?? familyFor(singular(k));
    // Only a setting's words ("beach" -> shore, cove): a firm's sign does not borrow a trade's things ("Barn Family Health").
    if (!fam || fam.kind !== "place" || /^(law|health|dental|medical)$/.test(fam.key)) continue;
    // "beach", "harbour": the setting the visitor named leads the name itself ("Beach Physio").
    const s = singular(k);
    if (fam.kind === "place" && s.length >= 4 && !/ing$/.test(s) && partsOfSpeech(s).includes("n")) add({ w: s, g: "" }, k, true);
    for (const w of fam.words.slice(0, 6)) add(w, k, false);
  }
  return out;
}

const FAMILY = /^(family|families|parents|relatives|loved)$/;

// Professional firms are named after people, places or virtues.
const PLACE_FIRST = words("Clear:clarity; Bright:optimism; Green:health and growth; Oak:strength; Cedar:endurance; Willow:flexibility; River:steady flow; Maple:warmth; Stone:permanence; Silver:quality; North:direction; Summit:excellence; Harbor:safety; Meadow:calm; Elm:shelter");
const PLACE_SECOND = list("water, path, field, brook, view, ridge, stone, wood, side, gate, crest, bridge, haven, vale, point");

// Where each place-name ending comes from, for the origin of "Oakbrook", "Riverside".
const PLACE_SECOND_ORIGIN: Record<string, string> = {
  water: "Old English 'wæter'", path: "Old English 'pæþ'", field: "Old English 'feld', open land", brook: "Old English 'broc', a stream",
  view: "Old French 'veue', a sight", ridge: "Old English 'hrycg', a back or crest", stone: "Old English 'stan'", wood: "Old English 'wudu'",
  side: "Old English 'side', a slope or shore", gate: "Old English 'geat', an opening", crest: "Old French 'creste', a summit",
  bridge: "Old English 'brycg'", haven: "Old English 'hæfen', a harbour", vale: "Latin 'vallis', a valley, by way of French",
  point: "Old French 'point', a headland",
};

// The worlds of each kind of firm, for its Latin and Greek roots: healing roots ("medi", "sana") for a medical practice,
// not a law or engineering firm.
const FIRM_WORLDS: Record<string, string[]> = { "law firm": ["law", "legal"], practice: ["health", "medical"], "engineering firm": ["build", "engineering"], "consulting firm": ["advice", "consulting"] };

const PRACTICE: Record<string, string[]> = {
  general: ["Law", "Legal", "Law Group", "Attorneys", "Law Office", "Legal Counsel"], family: ["Family Law", "Family Legal", "Family Law Group", "Family Lawyers", "Family Law Office"], corporate: ["Corporate Law", "Legal Partners", "Business Law", "Business Counsel", "Corporate Counsel"],
  criminal: ["Criminal Defense", "Defense Attorneys", "Trial Lawyers", "Defense Law", "Defense Group"], immigration: ["Immigration Law", "Immigration Partners", "Immigration Legal", "Immigration Lawyers", "Immigration Law Group"],
  "personal-injury": ["Injury Lawyers", "Injury Law", "Trial Attorneys", "Injury Attorneys", "Accident Lawyers"], estate: ["Estate Law", "Wills & Estates", "Estate Planning", "Estate Lawyers", "Wills & Trusts"],
};
const SPECIALTY: Record<string, string[]> = {
  family: ["Family Medicine", "Family Health", "Family Practice", "Family Clinic", "Health Center"], pediatrics: ["Pediatrics", "Children's Clinic", "Kids' Health", "Pediatric Care", "Children's Health"],
  dental: ["Dental", "Dental Studio", "Smiles", "Dentistry", "Dental Care"], dermatology: ["Dermatology", "Skin Clinic", "Skin Health", "Skin Institute", "Dermatology Clinic"],
  physiotherapy: ["Physio", "Physical Therapy", "Movement Clinic", "Physiotherapy", "Rehab & Physio"], cardiology: ["Heart Center", "Cardiology", "Heart & Vascular", "Heart Clinic", "Cardiac Care"],
  "mental-health": ["Counseling", "Wellbeing", "Mind Clinic", "Therapy Collective", "Counseling Center", "Mental Health"],
};
const DISCIPLINE: Record<string, string[]> = {
  civil: ["Civil Engineering", "Infrastructure", "Civil", "Engineers", "Consulting Engineers"], mechanical: ["Mechanical", "Engineering", "Machine Works", "Mechanical Engineers", "Engineering Group"], electrical: ["Electrical", "Power Engineering", "Systems", "Electrical Engineers", "Power & Controls"],
  structural: ["Structural", "Structures", "Structural Engineers", "Structural Design", "Engineering"], environmental: ["Environmental", "Environmental Engineering", "Earthworks", "Environmental Engineers", "Water & Environment"], software: ["Software Engineering", "Systems", "Code Works", "Software", "Engineering Studio"],
};
const CONSULT: Record<string, string[]> = {
  management: ["Management Consulting", "Advisory", "Partners"], strategy: ["Strategy", "Strategy Partners", "Advisory"], it: ["IT Consulting", "Technology Partners", "Digital"],
  hr: ["People Partners", "HR Advisory", "Talent"], marketing: ["Marketing", "Growth Partners", "Brand Advisory"], finance: ["Financial Advisory", "Capital Advisors", "Finance Partners"],
  operations: ["Operations", "Operations Partners", "Advisory"],
};

// Why a described word fits, said about that word: each cites the visitor's own word.
const VALUE_REASON: ((w: string, from: string, kind: string, field: string) => string)[] = [
  (w, from, kind, field) => `Fits ${withArticle(field)} ${kind}: '${w}' answers '${from}' in your description, which is what clients come to you for.`,
  (w, from, kind) => `You said '${from}'; '${w}' carries that into the name, so the ${kind} sounds like the one you described.`,
  (w, from, kind) => `'${capitalize(w)}' puts '${from}' from your description first, where most names would only say what the ${kind} does.`,
];

interface FirmParams {
  kind: string;
  field: string;
  labels: string[];
  surnames: string[];
  founderWeight: number;
}

function firmMaker(params: (ctx: Parameters<Maker>[0]) => FirmParams): Maker {
  return (ctx) => {
    const p = params(ctx);
    // "I'd rather not use my surname", "without our founders' initials": no names on the door, theirs or stand-ins.
    if (refusesOwnName(ctx.description)) p.founderWeight = 0;
    // The Latin and Greek roots that suit this kind of firm, once per request.
    const roots = rootsFor(FIRM_WORLDS[p.kind] ?? []);
    const r = ctx.rng;
    const surnames = p.surnames.length > 0 ? p.surnames : SURNAMES.common;
    const typed = p.surnames.length > 0;
    const described = describedWords(ctx, p.labels, p.kind);
    // With words to work from, about half the names carry the description; founders and places share the rest.
    const describedShare = described.length > 0 ? 0.5 : 0;
    const founderWeight = p.founderWeight * (1 - describedShare);
    // A tradition (founders on the door, place names) is told once in a result.
    const told = new Set<string>();
    const once = (tradition: string) => (told.has(tradition) ? "" : (told.add(tradition), ` ${tradition}`));
    // The town the visitor named ("in Leeds"), when it is short enough for a sign.
    const town = ctx.places.find((pl) => pl.length <= 16 && /^[A-Z][A-Za-z' -]+$/.test(pl));
    const madeTown = new Set<string>();
    let coinedMade = 0;
    return () => {
      const label = r.pick(p.labels);
      if (typed ? r.chance(describedShare * 0.6) : r.chance(describedShare)) {
        const d = r.pick(described);
        const word = titleCase(d.w);
        // "Tidewater Physio": a short word may take a place ending, as local practices do.
        const end = !d.own && d.w.length <= 4 && !/y$/.test(d.w) && r.chance(0.3) ? r.pick(PLACE_SECOND) : "";
        if (end && (!cleanSeam(d.w, end) || d.w.endsWith(end))) return null;
        const lead = end ? capitalize(d.w + end) : word;
        const part = d.own ? `'${d.w}' comes from your description` : `'${d.w}' is ${d.g}`;
        const why = d.own
          ? `Fits ${withArticle(readable(p.field))} ${p.kind}: it names the ${d.w} you mentioned, so local clients recognise you at once.`
          : d.w === d.from
            ? `Fits ${withArticle(readable(p.field))} ${p.kind}: it leads with '${d.w}', your own word for the way you work.`
            : VALUE_REASON[Math.floor(r.next() * VALUE_REASON.length)](d.w, d.from, p.kind, readable(p.field));
        return general(`${lead} ${label}`, `${lead} + ${label}: ${part}${end ? `, with '-${end}' for a settled, local sound` : ""}; '${label}' says plainly what you do.`,
          traits(r, ["Warm", "Reassuring", "Trustworthy", "Personal"]),
          why,
          d.own
            ? `'${word}' is your own word${end ? `, and '-${end}' is ${PLACE_SECOND_ORIGIN[end] ?? "an old landscape word"}` : ""}; '${label}' names the practice.`
            : `'${word}' stands for '${d.from}' in your description${end ? `; '-${end}' is ${PLACE_SECOND_ORIGIN[end] ?? "an old landscape word"}` : ""}; '${label}' names the practice.`);
      }
      // "Leeds Family Dental": a local practice says where it is, the way people search for one; a name or two of a list.
      if (town && madeTown.size < 2 && r.chance(0.16)) {
        const name = `${town} ${label}`;
        // ("Manchester Fertility" and "Manchester Fertility Centre" are one name twice.)
        const head = label.split(" ")[0];
        if (madeTown.has(head)) return null;
        madeTown.add(head);
        const who = p.kind === "practice" ? "patients" : "clients";
        return general(name, `${name}: the town you work in, then what you do, the way ${who} search for ${withArticle(p.kind)} near them.`,
          traits(r, ["Local", "Clear", "Trustworthy", "Established"]),
          `Fits ${withArticle(readable(p.field))} ${p.kind} in ${town}: ${who} looking for "${label.toLowerCase()} in ${town}" find it at once, and it sounds like it has always been there.`,
          `'${town}' is where you said you work; '${label}' names the ${p.kind}.${once("Local practices have long taken the name of their town.")}`);
      }
      const pick = r.next();
      if (pick < founderWeight) {
        const a = r.pick(surnames);
        const b = r.pick(typed && surnames.length > 1 ? surnames : SURNAMES.common);
        // One surname typed is one founder: no stand-in partner beside it ("Raman & Hale").
        const two = a !== b && !(typed && surnames.length === 1) && r.chance(0.6);
        // Law firms are often just the partners' names; other practices keep the specialty.
        const bare = p.kind === "law firm" && r.chance(0.4);
        const name = two ? `${a} & ${b}${bare ? "" : ` ${label}`}` : typed && r.chance(0.25) ? `${a} & Co.` : `${a} ${label}`;
        return general(titleCase(name), `Named for ${two ? `the partners ${a} and ${b}` : `the founder ${a}`}, the way established ${p.kind}s are.`,
          traits(r, ["Trustworthy", "Established", "Professional", "Personal"]),
          `Fits ${withArticle(readable(p.field))} ${p.kind}: a name on the door says a real person stands behind the work.${typed ? ` It uses the ${two ? "surnames" : "surname"} you gave.` : ""}`,
          `'${titleCase(name)}' puts ${two ? `the surnames ${a} and ${b}` : `the surname ${a}`} on the door, ${typed ? `as you gave ${two ? "them" : "it"}` : two ? "stand-ins for your own" : "a stand-in for your own"}.${once("Founders' names on the door are the oldest habit of law, medicine and engineering practices.")}`);
      }
      // (A coined Latin-sounding word says nothing of the practice: the rarest of the four.)
      if (pick < founderWeight + 0.35 || coinedMade >= 1 || r.chance(0.7)) {
        const a = r.pick(PLACE_FIRST);
        const b = r.pick(PLACE_SECOND);
        // ("Stonestone", "Willowwater": no place is named twice over or across a doubled letter.)
        if (a.w.toLowerCase() === b || !cleanSeam(a.w.toLowerCase(), b)) return null;
        const place = `${a.w}${b}`;
        return general(titleCase(`${place} ${label}`), `'${place}' evokes ${a.g}, a calm, local-sounding name for ${withArticle(p.kind)}.`,
          traits(r, ["Calm", "Reassuring", "Local", "Trustworthy"]),
          `Fits ${withArticle(readable(p.field))} ${p.kind}: a place-like name feels established and neighbourly, and leaves room to grow beyond one founder.`,
          `'${capitalize(place)}' reads like an English place name: '${a.w}' for ${a.g}, and '-${b}' from ${PLACE_SECOND_ORIGIN[b] ?? "an old landscape word"}.${once("Place names are the habit of long-standing local practices.")}`);
      }
      const root = r.pick(roots);
      const word = titleCase(root.w.replace(/[aeiou]$/, "") + r.pick(["a", "is", "ia", "ora", "ent"]));
      // A coined word that turns out to be an English one ("Media", "Solent") says something else.
      if (isKnownWord(word.toLowerCase())) return null;
      coinedMade++;
      return general(`${word} ${label}`, `Built on the Latin or Greek root '${root.w}', meaning ${root.g}.`,
        traits(r, ["Authoritative", "Modern", "Credible", "Precise"]),
        `Fits ${withArticle(readable(p.field))} ${p.kind}: a classical root sounds expert and serious without relying on one person's name.`,
        `'${word}' is a coined word whose root, '${root.w}', is Latin or Greek for ${root.g}.`);
    };
  };
}

function typedSurnames(text: string): string[] {
  return tokens(text).filter((t) => t.length > 1).slice(0, 4).map((t) => titleCase(t));
}

// Practice areas the select does not list, read from the description when it is left on "general":
// "employment lawyers for nurses" is an employment law firm, not a general one.
const OTHER_PRACTICE: { cues: RegExp; field: string; labels: string[] }[] = [
  { cues: /^(employment|employee|employees|workplace|unfair|dismissal|dismissals|redundancy|redundancies|discrimination|whistleblowers?|wrongful|tribunals?)$/, field: "employment law", labels: ["Employment Law", "Employment Lawyers", "Workplace Law"] },
  { cues: /^(tax|taxes|taxation|irs|hmrc)$/, field: "tax law", labels: ["Tax Law", "Tax Attorneys", "Tax Counsel"] },
  { cues: /^(property|conveyancing|landlords?|tenants?|leases?|realty)$/, field: "property law", labels: ["Property Law", "Property Lawyers", "Conveyancing"] },
  { cues: /^(patents?|trademarks?|copyrights?|ip|inventors?)$/, field: "intellectual property law", labels: ["IP Law", "Patent & Trademark", "IP Counsel"] },
];

export const legalMaker = firmMaker((ctx) => {
  const practice = ctx.opt("practice");
  const other = practice === "general" ? OTHER_PRACTICE.find((o) => [...ctx.mentioned].some((w) => o.cues.test(w))) : undefined;
  if (other) return { kind: "law firm", field: other.field, labels: other.labels, surnames: typedSurnames(ctx.text("surnames")), founderWeight: 0.5 };
  return { kind: "law firm", field: practice === "general" ? "general practice" : `${practice} law`, labels: PRACTICE[practice] ?? PRACTICE.general, surnames: typedSurnames(ctx.text("surnames")), founderWeight: 0.5 };
});
// What a practice is, said in the description ("a dental clinic", "an optician"), with the specialties the select does
// not list. "Family" and "paediatric" say whom a practice serves: a specialty named beside them says what it is
// ("a family dental clinic" is a dentist, "paediatric physiotherapy" a physio).
const NAMED_SPECIALTY: { cues: RegExp; field: string; labels?: string[] }[] = [
  { cues: /^(orthodontists?|orthodontics|orthodontic|braces|aligners)$/, field: "orthodontic", labels: ["Orthodontics", "Orthodontic Studio", "Smile Studio", "Orthodontic Care", "Orthodontic Clinic"] },
  { cues: /^(dental|dentists?|dentistry|teeth|tooth|hygienists?)$/, field: "dental" },
  { cues: /^(dermatology|dermatologists?|skin|acne|eczema|psoriasis)$/, field: "dermatology" },
  { cues: /^(physio|physios|physiotherapy|physiotherapists?|rehab|rehabilitation)$/, field: "physiotherapy" },
  { cues: /^(cardiology|cardiologists?|cardiac|heart)$/, field: "cardiology" },
  { cues: /^(counselling|counseling|counsellors?|counselors?|psychotherapy|psychotherapists?|psychologists?|psychology|psychiatry|psychiatrists?|mental)$/, field: "mental-health" },
  { cues: /^(fertility|ivf|infertility)$/, field: "fertility", labels: ["Fertility", "Fertility Clinic", "Fertility Centre", "Fertility Care", "Fertility Partners"] },
  { cues: /^(opticians?|optometrists?|optometry|ophthalmology|ophthalmologists?|eye|eyes|eyecare|glasses|spectacles)$/, field: "eye care", labels: ["Eye Care", "Opticians", "Eye Clinic", "Vision", "Eye Centre"] },
  { cues: /^(podiatry|podiatrists?|chiropody|chiropodists?|foot|feet)$/, field: "podiatry", labels: ["Podiatry", "Foot Clinic", "Foot Health", "Podiatry Clinic", "Foot Care"] },
  { cues: /^(hearing|audiology|audiologists?|tinnitus)$/, field: "hearing", labels: ["Hearing", "Hearing Clinic", "Audiology", "Hearing Care", "Hearing Centre"] },
  { cues: /^(chiropractic|chiropractors?)$/, field: "chiropractic", labels: ["Chiropractic", "Chiropractic Clinic", "Spine & Posture", "Chiropractic Care"] },
  { cues: /^(osteopathy|osteopaths?|osteopathic)$/, field: "osteopathy", labels: ["Osteopathy", "Osteopaths", "Osteopathic Clinic", "Osteopathy Clinic"] },
  { cues: /^(gp|gps)$/, field: "general practice", labels: ["Medical Practice", "Surgery", "Medical Centre", "Health Centre", "Family Practice"] },
  { cues: /^(dietitians?|dieticians?|nutritionists?)$/, field: "nutrition", labels: ["Nutrition", "Nutrition Clinic", "Dietitians", "Nutrition & Health"] },
  { cues: /^(menopause|gynaecology|gynecology|gynaecologists?|gynecologists?|obstetrics|midwives|midwifery|antenatal|prenatal)$/, field: "women's health", labels: ["Women's Health", "Women's Clinic", "Women's Health Centre", "Women's Care"] },
  { cues: /^(aesthetics|aesthetic|botox|fillers)$/, field: "aesthetics", labels: ["Aesthetics", "Aesthetic Clinic", "Skin & Aesthetics", "Aesthetics Studio"] },
  { cues: /^(sleep|insomnia|apnoea|apnea)$/, field: "sleep", labels: ["Sleep Clinic", "Sleep Centre", "Sleep Health", "Sleep Medicine"] },
  { cues: /^(paediatric|pediatric|paediatrics|pediatrics|paediatricians?|pediatricians?)$/, field: "pediatrics" },
];

export const medicalMaker = firmMaker((ctx) => {
  let s = ctx.opt("specialty");
  let labels = SPECIALTY[s];
  // A specialty chosen on purpose stands; a select left on "family" yields to what the description names.
  const chosen = ctx.text("specialty").toLowerCase();
  if (!chosen || chosen === "family") {
    // ("At the heart of the village", "back on your feet", "family-run": no cardiologist, podiatrist or family in them.)
    const said = tokens(ctx.description.toLowerCase().replace(/\b[a-z]+-(?:owned|run|led)\b|\b(?:at|in) the heart of\b|\bon (?:your|their|my|our|his|her) feet\b|\beyes? (?:for|on)\b/g, " "));
    const named = NAMED_SPECIALTY.find((n) => said.some((w) => n.cues.test(w)));
    if (named) {
      s = named.field;
      labels = named.labels ?? SPECIALTY[named.field];
      // "A family dental clinic": whom it serves, said as such practices say it ("Family Dental").
      if (said.includes("family") || said.includes("families")) labels = [...labels, `Family ${labels[0]}`];
    }
  }
  return { kind: "practice", field: s, labels: labels ?? SPECIALTY.family, surnames: [], founderWeight: 0.2 };
});
export const engineeringMaker = firmMaker((ctx) => {
  const d = ctx.opt("discipline");
  return { kind: "engineering firm", field: d, labels: DISCIPLINE[d] ?? DISCIPLINE.civil, surnames: [], founderWeight: 0.3 };
});
export const consultingFounderMaker = firmMaker((ctx) => {
  const f = ctx.opt("field");
  // "my name is Priya Raman": the founder's own surname goes on the door ("Raman Advisory").
  const self = selfName(ctx.description);
  return { kind: "consulting firm", field: f === "it" ? "IT" : f, labels: CONSULT[f] ?? CONSULT.management, surnames: self?.surname ? [self.surname] : [], founderWeight: ctx.opt("style") === "founder-name" ? 0.75 : 0.3 };
});
