import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import type { GeneralName } from "../../catalog/types";
import { generateOffline, seededRandom } from "../index";

function run(slug: string, description: string, seed: number): GeneralName[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === slug)!;
  return generateOffline({ generator, input: { description }, count: 7, random: seededRandom(seed) }) as GeneralName[];
}
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const all = (slug: string, description: string) => SEEDS.flatMap((seed) => run(slug, description, seed));

// Software requests on the software pages, and an app described on the general business page.
const REQUESTS: [string, string][] = [
  ["saas", "scheduling software for dental clinics"],
  ["saas", "a tool that turns customer support tickets into product roadmap insights"],
  ["saas", "inventory software for small breweries"],
  ["software-app", "a habit tracker that rewards you with plants growing"],
  ["software-app", "an app for finding dog-friendly cafes nearby"],
  ["software-app", "a recipe app that plans your meals for the week"],
  ["software-app", "an app that reminds you to water your houseplants"],
  ["tech-startup", "AI that reads contracts for small law firms"],
  ["business", "a mobile app that helps people split rent and bills with roommates"],
];
// The kind of tool a name says, run into the subject: what people call the apps they use ("Rentmate", "Plantminder").
const TOOL_WORD = /^[A-Z][a-z]{2,8}(mate|pal|wise|keeper|minder|buddy|scout|spot|pad|log|desk|board|book|box|sense|ly)$/;
/** A name of one of the description's own words (or a part of one, "Dentbook", "Plantpal" for houseplants) run into a word for the kind of tool. */
const toolName = (name: string, d: string) => TOOL_WORD.test(name) && d.toLowerCase().split(/[^a-z]+/).some((w) => w.length >= 3 && w.includes(name.toLowerCase().slice(0, Math.min(4, w.length))));

describe("software is named as people name their apps", () => {
  it("lists hold names of the subject and the kind of tool it is ('Rentmate', 'Plantminder', 'Cafespot')", () => {
    for (const [slug, d] of REQUESTS) {
      const names = all(slug, d).map((n) => n.name);
      const tools = names.filter((n) => toolName(n, d));
      expect(tools.length, `${slug}: ${d}: ${names.join(", ")}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("the one who does the job is the visitor's verb and its object ('Rent Splitter', 'Meal Planner')", () => {
    const cases: [string, string, RegExp][] = [
      ["business", "a mobile app that helps people split rent and bills with roommates", /^(Rent|Bill) Splitter$/],
      ["software-app", "a recipe app that plans your meals for the week", /^Meal Planner$/],
      ["tech-startup", "AI that reads contracts for small law firms", /^Contract Reader$/],
      ["software-app", "an app that tracks your daily water intake", /^Water Tracker$/],
      ["tech-startup", "software that schedules nurses in hospitals", /^Nurse Scheduler$/],
    ];
    for (const [slug, d, doer] of cases) {
      const seeds = [...Array(40).keys()].map((i) => i + 1);
      const names = seeds.flatMap((seed) => run(slug, d, seed)).map((n) => n.name);
      expect(names.some((n) => doer.test(n)), `${slug}: ${d}`).toBe(true);
    }
  });

  it("no name is built on whom it serves, their world, a unit of time, or a word said as a doing ('Nursewise', 'Cradlelog', 'Minutewise', 'Turndesk', 'Trackly')", () => {
    const cases: [string, string, RegExp][] = [
      ["saas", "scheduling software for dental clinics", /^Clinic(wise|ly|book|board|mate)$/],
      ["software-app", "invoicing software for piano teachers", /^Teacher(book|wise|ly|keeper|flow)$/],
      ["software-app", "a planner app for adults with ADHD", /^Adhd/],
      ["tech-startup", "software that schedules nurses in hospitals", /^Nurse(wise|ly|book|flow|mate|keeper)$/],
      ["tech-startup", "batteries for electric bikes that charge in ten minutes", /^(Minute|Electric)(wise|ly|mate|kit)$/],
      ["saas", "a tool that turns customer support tickets into product roadmap insights", /^Turn(desk|wise|ly|board|sense)$/],
      ["saas", "lets marketing teams plan and schedule social media posts together", /^Medium(ly|wise|board|mate)$/],
      ["saas", "helps support teams answer customer email faster", /^Emailly$/],
      ["business", "an app that helps parents share the school run", /^(Cradle|Lullaby|Rattle|Duckling|Blanket)\w+$/],
      ["software-app", "an app that tracks your daily water intake", /^Track(ly|wise|mate)$/],
      // (A spot is found: an app that splits the bill at a restaurant finds none, "Restospot".)
      ["software-app", "an app that splits restaurant bills between friends", /spot$/],
    ];
    for (const [slug, d, bad] of cases) {
      const seeds = [...Array(40).keys()].map((i) => i + 1);
      expect(seeds.flatMap((seed) => run(slug, d, seed)).map((n) => n.name).filter((n) => bad.test(n)), `${slug}: ${d}`).toEqual([]);
    }
  });

  it("a tool's name says what it does for the visitor's own subject, in a sentence of its own", () => {
    for (const [slug, d] of REQUESTS) {
      for (const n of all(slug, d).filter((x) => toolName(x.name, d) && x.meaning.startsWith(x.name))) {
        // (Never "a box for your laws" or "every rent": a clip is said as what it is short for, a mass is not counted.)
        expect(n.meaning, n.name).not.toMatch(/\b(laws|rents|dentals|every (rent|water|money|payroll|inventory))\b/);
        expect(n.why_it_fits, n.name).not.toMatch(/\b(laws|rents|dentals)\b/);
      }
    }
  });

  it("no stock picture in company dress ('Tempo Systems', 'Leaf Technologies', 'Bloom Works'); the visitor's own word may wear it", () => {
    for (const [slug, d] of REQUESTS) {
      const said = new Set(d.toLowerCase().split(/[^a-z]+/).flatMap((w) => [w, w.replace(/e?s$/, "")]));
      const dressed = all(slug, d).map((n) => n.name).filter((n) => {
        const m = n.match(/^(\w+) (Systems|Technologies|Technology|Labs|Works|Co\.|Studio|Group|Solutions)$/);
        return m && !said.has(m[1].toLowerCase());
      });
      expect(dressed, `${slug}: ${d}`).toEqual([]);
    }
  });

  it("no coined word on a stock picture or a Latin root ('Prismify', 'Atlasora', 'Claron'); one on the visitor's word may stay", () => {
    for (const [slug, d] of REQUESTS) {
      const coined = all(slug, d).filter((n) => /^A new word that carries/.test(n.meaning) && !/ (from|in) your description/.test(n.meaning)).map((n) => n.name);
      expect(coined, `${slug}: ${d}`).toEqual([]);
    }
  });
});
