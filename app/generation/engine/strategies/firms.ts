import type { Maker } from "./types";
import { general, traits } from "../core/result";
import { readable, titleCase, tokens, withArticle } from "../core/text";
import { list, words } from "../core/words";
import { SURNAMES } from "../data/people-names";
import { ROOTS } from "../data/brand-themes";

// Professional firms are named after people, places or virtues.
const PLACE_FIRST = words("Clear:clarity; Bright:optimism; Green:health and growth; Oak:strength; Cedar:endurance; Willow:flexibility; River:steady flow; Maple:warmth; Stone:permanence; Silver:quality; North:direction; Summit:excellence; Harbor:safety; Meadow:calm; Elm:shelter");
const PLACE_SECOND = list("water, path, field, brook, view, ridge, stone, wood, side, gate, crest, bridge, haven, vale, point");

const PRACTICE: Record<string, string[]> = {
  general: ["Law", "Legal", "Law Group", "Attorneys"], family: ["Family Law", "Family Legal", "Family Law Group"], corporate: ["Corporate Law", "Legal Partners", "Business Law"],
  criminal: ["Criminal Defense", "Defense Attorneys", "Trial Lawyers"], immigration: ["Immigration Law", "Immigration Partners", "Immigration Legal"],
  "personal-injury": ["Injury Lawyers", "Injury Law", "Trial Attorneys"], estate: ["Estate Law", "Wills & Estates", "Estate Planning"],
};
const SPECIALTY: Record<string, string[]> = {
  family: ["Family Medicine", "Family Health", "Family Practice"], pediatrics: ["Pediatrics", "Children's Clinic", "Kids' Health"],
  dental: ["Dental", "Dental Studio", "Smiles", "Dentistry"], dermatology: ["Dermatology", "Skin Clinic", "Skin Health"],
  physiotherapy: ["Physio", "Physical Therapy", "Movement Clinic"], cardiology: ["Heart Center", "Cardiology", "Heart & Vascular"],
  "mental-health": ["Counseling", "Wellbeing", "Mind Clinic", "Therapy Collective"],
};
const DISCIPLINE: Record<string, string[]> = {
  civil: ["Civil Engineering", "Infrastructure", "Civil"], mechanical: ["Mechanical", "Engineering", "Machine Works"], electrical: ["Electrical", "Power Engineering", "Systems"],
  structural: ["Structural", "Structures", "Structural Engineers"], environmental: ["Environmental", "Environmental Engineering", "Earthworks"], software: ["Software Engineering", "Systems", "Code Works"],
};
const CONSULT: Record<string, string[]> = {
  management: ["Management Consulting", "Advisory", "Partners"], strategy: ["Strategy", "Strategy Partners", "Advisory"], it: ["IT Consulting", "Technology Partners", "Digital"],
  hr: ["People Partners", "HR Advisory", "Talent"], marketing: ["Marketing", "Growth Partners", "Brand Advisory"], finance: ["Financial Advisory", "Capital Advisors", "Finance Partners"],
  operations: ["Operations", "Operations Partners", "Advisory"],
};

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
    const r = ctx.rng;
    const surnames = p.surnames.length > 0 ? p.surnames : SURNAMES.common;
    const typed = p.surnames.length > 0;
    return () => {
      const label = r.pick(p.labels);
      const pick = r.next();
      if (pick < p.founderWeight) {
        const a = r.pick(surnames);
        const b = r.pick(typed && surnames.length > 1 ? surnames : SURNAMES.common);
        const two = a !== b && r.chance(0.6);
        // Law firms are often just the partners' names; other practices keep the specialty.
        const bare = p.kind === "law firm" && r.chance(0.4);
        const name = two ? `${a} & ${b}${bare ? "" : ` ${label}`}` : `${a} ${label}`;
        return general(titleCase(name), `Named for ${two ? `the partners ${a} and ${b}` : `the founder ${a}`}, the way established ${p.kind}s are.`,
          traits(r, ["Trustworthy", "Established", "Professional", "Personal"]),
          `Fits ${withArticle(readable(p.field))} ${p.kind}: a name on the door says a real person stands behind the work.${typed ? " It uses the surnames you gave." : ""}`,
          "The founder-name tradition of law, medicine and engineering practices.");
      }
      if (pick < p.founderWeight + 0.35) {
        const a = r.pick(PLACE_FIRST);
        const b = r.pick(PLACE_SECOND);
        const place = `${a.w}${b}`;
        return general(titleCase(`${place} ${label}`), `'${place}' evokes ${a.g}, a calm, local-sounding name for ${withArticle(p.kind)}.`,
          traits(r, ["Calm", "Reassuring", "Local", "Trustworthy"]),
          `Fits ${withArticle(readable(p.field))} ${p.kind}: a place-like name feels established and neighbourly, and leaves room to grow beyond one founder.`,
          "A place-style compound of two English words, like the names of long-standing local practices.");
      }
      const root = r.pick(ROOTS);
      const word = titleCase(root.w.replace(/[aeiou]$/, "") + r.pick(["a", "is", "ia", "ora", "ent"]));
      return general(`${word} ${label}`, `Built on the Latin or Greek root '${root.w}', meaning ${root.g}.`,
        traits(r, ["Authoritative", "Modern", "Credible", "Precise"]),
        `Fits ${withArticle(readable(p.field))} ${p.kind}: a classical root sounds expert and serious without relying on one person's name.`,
        `A coined word from the classical root '${root.w}' with the practice area after it.`);
    };
  };
}

function typedSurnames(text: string): string[] {
  return tokens(text).filter((t) => t.length > 1).slice(0, 4).map((t) => titleCase(t));
}

export const legalMaker = firmMaker((ctx) => {
  const practice = ctx.opt("practice");
  return { kind: "law firm", field: practice === "general" ? "general practice" : `${practice} law`, labels: PRACTICE[practice] ?? PRACTICE.general, surnames: typedSurnames(ctx.text("surnames")), founderWeight: 0.5 };
});
export const medicalMaker = firmMaker((ctx) => {
  const s = ctx.opt("specialty");
  return { kind: "practice", field: s, labels: SPECIALTY[s] ?? SPECIALTY.family, surnames: [], founderWeight: 0.2 };
});
export const engineeringMaker = firmMaker((ctx) => {
  const d = ctx.opt("discipline");
  return { kind: "engineering firm", field: d, labels: DISCIPLINE[d] ?? DISCIPLINE.civil, surnames: [], founderWeight: 0.3 };
});
export const consultingFounderMaker = firmMaker((ctx) => {
  const f = ctx.opt("field");
  return { kind: "consulting firm", field: f === "it" ? "IT" : f, labels: CONSULT[f] ?? CONSULT.management, surnames: [], founderWeight: ctx.opt("style") === "founder-name" ? 0.75 : 0.3 };
});
