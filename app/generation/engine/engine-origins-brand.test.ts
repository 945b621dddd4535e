import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../catalog/structure";
import type { GeneralName, GeneratorStructure } from "../catalog/types";
import { generateOffline, seededRandom } from "./index";

// A name's origin says where the name and its parts come from, name by name:
// no two names of one result share an origin sentence, and none narrates how
// the engine put strings together.

function gen(slug: string): GeneratorStructure {
  const g = GENERATOR_STRUCTURES.find((s) => s.slug === slug);
  if (!g) throw new Error(`no generator ${slug}`);
  return g;
}

const MECHANICS = /two words|side by side|built from|built on|joined (by|to)|followed by|a compound of|written as one word|separated by|run together|generated|combines|with the brand ending|paired with|a blend of/i;

const CASES: Record<string, Record<string, string>[]> = {
  username: [{ description: "I love retro video games, synthwave music and late-night coding" }, { description: "cat mum who bakes sourdough and reads fantasy novels", style: "cute" }],
  twitch: [{ description: "chill cozy streams of farming games and puzzle games" }, { description: "competitive shooter player, loud and funny", games: "Valorant, Apex" }],
  "twitter-handle": [{ description: "I tweet about urban gardening and compost" }, { description: "product designer sharing notes on typography" }],
  "snapchat-username": [{ description: "skater girl who loves sunsets and iced coffee" }, { description: "gym lover and meal prep nerd" }],
  "tiktok-username": [{ description: "quick vegan recipes for students on a budget" }, { description: "daily book reviews and reading vlogs" }],
  "linkedin-profile": [{ description: "data analyst helping retailers forecast demand", profession: "data analyst" }, { description: "freelance copywriter for tech startups", profession: "copywriter" }],
  "youtube-channel": [{ description: "easy weeknight dinners for busy parents" }, { description: "astronomy explained for curious teenagers" }],
  "gaming-clan": [{ description: "a group of friends who play late at night" }, { description: "veteran players who love tactics and teamwork" }],
  domain: [{ description: "an invoicing app for freelance designers who hate paperwork" }, { description: "a small bakery selling sourdough bread and pastries" }],
  "legal-firm": [{ description: "family law firm helping parents through divorce with kindness" }, { description: "a tough business litigation practice in Chicago" }],
  "medical-practice": [{ description: "a friendly family clinic for children and parents" }, { description: "sports medicine and physiotherapy for runners" }],
  "engineering-firm": [{ description: "structural engineers designing bridges and stadiums" }, { description: "sustainable water infrastructure for small towns" }],
  "consulting-firm": [{ description: "helping small shops improve their supply chain" }, { description: "HR consulting for fast-growing tech teams" }],
  business: [{ description: "a mobile dog grooming van serving the suburbs" }, { description: "handmade ceramic mugs and bowls sold at markets" }],
  product: [{ description: "a sleep mask that blocks all light and stays cool" }, { description: "fragrance-free skincare for sensitive skin" }],
  "catchy-brand": [{ description: "bright playful socks with funny patterns" }, { description: "cold brew coffee in cans for commuters" }],
  startup: [{ description: "an app that helps farmers sell directly to restaurants" }, { description: "a platform matching tutors with students" }],
  "software-app": [{ description: "an invoicing app for freelance designers who hate paperwork" }, { description: "a habit tracker that rewards small daily wins" }],
  "tech-startup": [{ description: "AI scheduling software for hospital nurses" }, { description: "sensors that detect leaks in home plumbing" }],
  saas: [{ description: "software that lets marketing teams plan their content calendar" }, { description: "payroll for small restaurants" }],
  "crypto-nft": [{ description: "a community token for independent musicians" }, { description: "pixel art collection of space cats" }],
  "fitness-brand": [{ description: "strength training for women over forty" }, { description: "trail running gear and coaching" }],
  "ai-startup": [{ description: "AI that reads medical scans to find tumors early" }, { description: "a chatbot for customer support in banks" }],
  "biotech-company": [{ description: "gene therapies for rare childhood diseases" }, { description: "fast blood tests for infections" }],
  "cybersecurity-business": [{ description: "protecting small businesses from phishing and ransomware" }, { description: "penetration testing for banks" }],
  "vr-ar": [{ description: "virtual museum tours for schools" }, { description: "an AR app that shows furniture in your room" }],
  "ecommerce-store": [{ description: "vintage clothing from the seventies" }, { description: "organic dog treats made in small batches" }],
  "green-business": [{ description: "solar panels for farms and barns" }, { description: "a refill shop with no plastic packaging" }],
};

describe("name origins are specific to each name", () => {
  for (const [slug, inputs] of Object.entries(CASES)) {
    it(slug, () => {
      const problems: string[] = [];
      inputs.forEach((input, i) => {
        for (const seed of [11, 4242]) {
          const names = generateOffline({ generator: gen(slug), input, count: 7, random: seededRandom(seed + i) }) as GeneralName[];
          const seen = new Map<string, string>();
          for (const n of names) {
            const origin = n.name_origin ?? "";
            if (MECHANICS.test(origin)) problems.push(`${n.name}: mechanics in "${origin}"`);
            const own = new Set([n.meaning, n.why_it_fits].flatMap((t) => (t ?? "").split(/(?<=[.!?])\s+/)));
            for (const s of new Set(origin.split(/(?<=[.!?])\s+/).filter(Boolean))) {
              if (own.has(s)) problems.push(`${n.name}: origin repeats its meaning or why: "${s}"`);
              const other = seen.get(s);
              if (other) problems.push(`${n.name} and ${other} share "${s}"`);
              else seen.set(s, n.name);
            }
          }
        }
      });
      expect(problems).toEqual([]);
    });
  }
});

// The same rule for what a name means and why it fits: "two real words side
// by side", "a vivid word followed by a plain trade word", "an invented word
// built from…" told how the engine put the name together, not what it means.
const TOLD_HOW = /\b(side by side|built from|joined by|joined with|followed by|a compound of|written as one word|separated by|run together|letter by letter|combines|brand ending|comes straight from your description)\b/i;

describe("meanings and reasons say what a name means, not how it was put together", () => {
  for (const [slug, inputs] of Object.entries({ ...CASES, random: [{ category: "business", description: "a mobile coffee cart for office parks" }, { category: "product", description: "a lamp that wakes you with sunrise light" }] })) {
    it(slug, () => {
      const problems: string[] = [];
      inputs.forEach((input, i) => {
        for (const seed of [11, 4242, 77]) {
          for (const n of generateOffline({ generator: gen(slug), input, count: 7, random: seededRandom(seed + i) }) as GeneralName[]) {
            for (const text of [n.meaning, n.why_it_fits]) if (text && TOLD_HOW.test(text)) problems.push(`${n.name}: "${text}"`);
          }
        }
      });
      expect(problems).toEqual([]);
    });
  }
});

describe("project codenames (the random generator)", () => {
  it("no two names of a result share a sentence of their meaning, reason or origin", () => {
    const problems: string[] = [];
    for (const description of ["internal code name for a data migration project", "migrating our billing system to the cloud"]) {
      for (let seed = 1; seed <= 12; seed++) {
        const names = generateOffline({ generator: gen("random"), input: { category: "project", description }, count: 7, random: seededRandom(seed * 7919) }) as GeneralName[];
        const seen = new Map<string, string>();
        for (const n of names) {
          for (const s of new Set([n.meaning, n.why_it_fits, n.name_origin].flatMap((t) => (t ?? "").split(/(?<=[.!?])\s+/)).filter(Boolean))) {
            const other = seen.get(s);
            if (other) problems.push(`${n.name} and ${other} share "${s}"`);
            else seen.set(s, n.name);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
