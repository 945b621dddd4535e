import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

function run(slug: string, description: string, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) }) as GeneralName[];
}
const SEEDS = [1, 2, 3, 4];
const all = (slug: string, description: string) => SEEDS.flatMap((seed) => run(slug, description, seed));

// Requests of the technology pages, none of which says any of the stock moods below.
const REQUESTS: [string, string][] = [
  ["biotech-company", "a biotech startup developing faster diagnostic tests for sepsis"],
  ["biotech-company", "gene therapy for rare inherited blindness"],
  ["vr-ar", "virtual reality training simulations for surgeons"],
  ["ai-startup", "an AI tutor that helps adults learn Spanish through conversation"],
  ["ai-startup", "AI that reads X-rays to spot fractures"],
  ["cybersecurity-business", "protecting hospitals from ransomware"],
  ["cybersecurity-business", "penetration testing for banks"],
  ["crypto-nft", "a crypto wallet for beginners"],
];
const MOODS = /^(Easy|Kind|Steady|Sure|Bright|Daily|Pure|True|Simple|Honest|Quiet|Calm|Neat|Happy|Swift|Clear|Good|Fresh|Wild|Open|Keen|Nimble|Little|Gentle|Warm|Bold) /;

describe("technology names say the subject and the job, not a mood and a noun", () => {
  it("no stock mood before a word ('Easy Inventory', 'Steady Purchase', 'Pure Tracker')", () => {
    for (const [slug, d] of REQUESTS) {
      // (An idiom of the promise is no stock mood: "Steady Hand" is what a surgeon trains for.)
      const moody = all(slug, d).filter((n) => !/is said in everyday English/.test(n.name_origin ?? "")).map((n) => n.name).filter((n) => MOODS.test(n));
      expect(moody, `${slug}: ${d}`).toEqual([]);
    }
  });

  it("no '&' pairing the description's noun with an unrelated picture ('Orbit & Test', 'Barrel & Inventory')", () => {
    for (const [slug, d] of REQUESTS) expect(all(slug, d).map((n) => n.name).filter((n) => n.includes("&")), `${slug}: ${d}`).toEqual([]);
  });

  it("the threat and the customers are never a word of the name ('Balm Ransomware', 'Sure Hospital', 'Silver Surgeon')", () => {
    const cases: [string, string, RegExp][] = [
      ["cybersecurity-business", "protecting hospitals from ransomware", /\b(Ransomware|Hospitals?)\b/],
      ["cybersecurity-business", "protecting law firms from phishing attacks", /\b(Phishing|Attacks?)\b/],
      ["cybersecurity-business", "stopping fraud at online shops", /\bFraud\b/],
      ["vr-ar", "virtual reality training simulations for surgeons", /\bSurgeons?\b/],
      ["vr-ar", "AR training for electricians", /\bElectricians?\b/],
      ["ai-startup", "an AI tutor that helps adults learn Spanish through conversation", /\bAdults?\b/],
    ];
    for (const [slug, d, bad] of cases) expect(all(slug, d).map((n) => n.name).filter((n) => bad.test(n)), `${slug}: ${d}`).toEqual([]);
  });

  it("most results carry the subject in a short, ownable form or an idiom of the promise", () => {
    const cases: [string, string, RegExp][] = [
      ["biotech-company", "a biotech startup developing faster diagnostic tests for sepsis", /^Seps|First Hour|Golden Hour/],
      ["vr-ar", "virtual reality training simulations for surgeons", /^Surgi|Scrub In|Dry Run|Steady Hand/],
      ["ai-startup", "an AI tutor that helps adults learn Spanish through conversation", /^(Charla|Habla|Platica)$|Small Talk/],
      ["cybersecurity-business", "protecting hospitals from ransomware", /^Med|Ward|Triage|Air Gap|Clean Copy/],
      ["ai-startup", "an AI assistant that drafts replies to customer support emails", /Reply|Inbox Zero|^Email/],
      ["cybersecurity-business", "penetration testing for banks", /Red Team|White Hat|Check$/],
      ["biotech-company", "antibody treatments for psoriasis", /^Derma/],
    ];
    // (Not every result: the few such names would come back in every one.)
    for (const [slug, d, subject] of cases) {
      const carrying = SEEDS.filter((seed) => run(slug, d, seed).some((n) => subject.test(n.name)));
      expect(carrying.length, `${slug}: ${d}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("a clipped subject is explained by the visitor's own word, and the job by theirs", () => {
    const names = all("biotech-company", "a biotech startup developing faster diagnostic tests for sepsis").filter((n) => /^Seps/.test(n.name));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) {
      expect(n.meaning).toMatch(/'sepsis'/);
      expect(n.meaning).toMatch(/'(diagnostic|tests|faster)'/);
    }
    const surgi = all("vr-ar", "virtual reality training simulations for surgeons").filter((n) => /^Surgi[a-z]/.test(n.name));
    for (const n of surgi) expect(`${n.meaning} ${n.why_it_fits}`).toMatch(/'surgeons'.*'(simulations|training)'/);
  });
});

describe("startups are named by their subject and job now and then, never the same few every time", () => {
  const cases: [string, RegExp][] = [
    ["marketplace connecting farmers with restaurants for fresh produce", /^(Agri|Resto)[a-z]+$|Farm Gate|Field to Fork|^Produce (Match|Link|Bridge)$/],
    ["renting camping gear to people who don't want to buy it", /Borrowed Tent|^Camp(rent|borrow)$|^Gear(rent|borrow)$|^Gear (Rent|Borrow)$/],
  ];
  const seeds = Array.from({ length: 12 }, (_, i) => i + 1);
  it("some results carry a blend of the subject and the job, or an idiom of the promise", () => {
    for (const [d, subject] of cases) {
      const carrying = seeds.filter((seed) => run("startup", d, seed).some((n) => subject.test(n.name)));
      expect(carrying.length, d).toBeGreaterThanOrEqual(2);
      // (Not in most: the few such names would come back in every result.)
      expect(carrying.length, d).toBeLessThanOrEqual(9);
    }
  });

  it("'don't' is no subject ('Donborrow')", () => {
    const names = seeds.flatMap((seed) => run("startup", "renting camping gear to people who don't want to buy it", seed)).map((n) => n.name);
    expect(names.filter((n) => /^Don/.test(n))).toEqual([]);
  });
});
