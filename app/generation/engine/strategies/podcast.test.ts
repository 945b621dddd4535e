import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "../../catalog/structure";
import { generateOffline, seededRandom } from "../index";

// What a visitor asking for podcast names would notice: titles that suit the tone they asked for, and sentences
// that read their niche as they typed it.

type Show = { name: string; niche: string; target_demographic: string; how_to_grow_it_quickly: string; why_it_would_work: string };

function shows(input: Record<string, string>, seed: number): Show[] {
  const generator = GENERATOR_STRUCTURES.find((g) => g.slug === "podcast");
  if (!generator) throw new Error("no podcast generator");
  return generateOffline({ generator, input, count: 7, random: seededRandom(seed) }) as Show[];
}

const all = (input: Record<string, string>) => Array.from({ length: 12 }, (_, i) => shows(input, i + 1)).flat();

describe("podcast titles that suit the tone asked for", () => {
  it("a gentle show about a tender subject gets no crisis line, lecture or case file", () => {
    for (const input of [
      { niche: "wellbeing", description: "a soft, kind show about depression and small wins, nothing clinical" },
      { niche: "grief", description: "a calm podcast about losing a parent" },
    ]) {
      for (const s of all(input)) {
        expect(s.name, input.description).not.toMatch(/\b(Hotline|101|Lab|Files|Deep Dive|Decoded|After Dark|Playbook|Report|Dispatch|Confidential)\b/);
        expect(s.name, input.description).not.toMatch(/^(The )?Loud\b|\b(Hidden|Bold|Wild|Noisy|Messy|Restless|Crazy|Mad|Lucky|Happy)\b/);
      }
    }
  });

  it("'nothing clinical' or 'not too serious' rules out the lecture frames for any subject", () => {
    for (const s of all({ niche: "nutrition", description: "eating well on a budget, not too serious and nothing clinical" })) {
      expect(s.name).not.toMatch(/\b(101|Lab|Files|Report|Desk|Decoded|Explained|Deep Dive|Hotline)\b/);
    }
  });

  it("British football gets no American terms and no campfire", () => {
    for (const input of [
      { niche: "soccer", description: "two brothers ranting about the Championship every Monday" },
      { niche: "football", description: "weekly arguments about the FA Cup" },
    ]) {
      for (const s of all(input)) expect(s.name, input.description).not.toMatch(/\b(Overtime|Playbook|Touchdown|Campfire|Bonfire|Club)\b/);
    }
  });

  it("a show about failing promises no winning moves", () => {
    for (const s of all({ niche: "small business", description: "shop owners whose businesses went bust" })) {
      expect(s.name).not.toMatch(/\b(Playbook|Compass|101|Field Guide|Step by Step|Lucky|Fearless)\b/);
    }
  });

  it("a show for parents is no children's bedtime show", () => {
    for (const s of all({ niche: "parenting", description: "two new fathers swapping honest stories about toddlers" })) expect(s.name).not.toMatch(/Bedtime Stories/);
  });
});

describe("podcast sentences that read the niche as typed", () => {
  it("who a niche is for is its audience, never part of its subject", () => {
    const input = { niche: "cooking for students", description: "cheap dinners in a tiny kitchen" };
    for (const s of all(input)) {
      expect(s.name).not.toMatch(/Cooking Students/i);
      expect(s.how_to_grow_it_quickly).not.toMatch(/cooking students/i);
      expect(s.why_it_would_work).not.toMatch(/cooking students/i);
      expect(s.target_demographic).toMatch(/^Students\b/);
    }
  });

  it("nobody is a 'fan' of a tender subject, and its audience is no training crowd", () => {
    for (const s of all({ niche: "mental health", description: "talking about panic attacks with kindness" })) {
      expect(s.how_to_grow_it_quickly).not.toMatch(/\bfans\b/);
      expect(s.target_demographic).not.toMatch(/training|cooking/);
    }
  });

  it("a plural at the end of a phrase turns singular as a word, never as a string ('Movy')", () => {
    for (const s of all({ niche: "tv", description: "rewatching cheesy comedies and old sitcom movies" })) expect(s.name).not.toMatch(/\b(Movy|Comedie|Sitcom Movy)\b/);
    for (const s of all({ niche: "cinema", description: "a podcast ranking forgotten action movies" })) expect(s.name).not.toMatch(/Movy/);
  });

  it("a podcast's format ('reviewing', 'discussing') is no subject", () => {
    for (const s of all({ niche: "books", description: "two sisters discussing classic novels" })) expect(s.name).not.toMatch(/\b(Discussing|Reviewing)\b/);
    for (const s of all({ niche: "games", description: "reviewing retro arcade games" })) expect(s.name).not.toMatch(/\bReviewing\b/);
  });
});

describe("podcast titles a person would pick", () => {
  const names = (input: Record<string, string>) => all(input).map((s) => s.name);
  const share = (ns: string[], re: RegExp) => ns.filter((n) => re.test(n)).length / ns.length;

  it("no stock setting or subject-free stock title, whatever the subject", () => {
    for (const input of [
      { description: "two nurses talk about funny and awful night shifts" },
      { niche: "history", description: "forgotten women inventors of the 19th century" },
      { niche: "true crime", description: "unsolved cases from small towns in the American South" },
      { niche: "gardening", description: "growing vegetables on a rooftop in the city" },
    ] as Record<string, string>[]) {
      for (const n of names(input)) {
        expect(n, input.description).not.toMatch(/\b(on the (Ferry|Porch|Back Step|Bench|Tram|Night Bus|Couch|Sofa|Mic|Air|Record)|at the (Fireside|Dinner Table|Kitchen Table|Water Cooler|School Gate|Corner Booth|Kitchen Counter)|from the (Kitchen|Fireside|Garden Gate|Long Table)|Around the|Between Two|Off the Rails)\b/);
      }
    }
  });

  it("no stock mood that says nothing of the subject ('The Loud Town Podcast', 'The Honest Inventor Show')", () => {
    for (const input of [
      { niche: "history", description: "forgotten women inventors of the 19th century" },
      { niche: "true crime", description: "unsolved cases from small towns in the American South" },
      { niche: "science", description: "a marine biologist explains the strangest creatures of the deep sea" },
    ]) {
      for (const n of names(input)) expect(n, input.description).not.toMatch(/\b((?<!Out )Loud|Honest|Friendly|Bold|Cheerful|Little|Slow|Gentle|Patient|Fearless|Happy|Restless|Noisy|Stubborn|Wild|Lucky|Midnight)\b/);
    }
  });

  it("the subject keeps its own describing words ('Forgotten Women Inventors', 'Unsolved Cases'), never cut to one word", () => {
    const inventors = names({ niche: "history", description: "forgotten women inventors of the 19th century" });
    expect(share(inventors, /Women Inventor/)).toBeGreaterThan(0.25);
    expect(inventors.some((n) => /Forgotten Women Inventors/.test(n))).toBe(true);
    const cases = names({ niche: "true crime", description: "unsolved murders in small mining towns" });
    expect(share(cases, /Unsolved|Cold Case/)).toBeGreaterThan(0.2);
  });

  it("the hosts the visitor names speak in the titles ('Two Nurses…', 'Ask a Marine Biologist')", () => {
    expect(names({ description: "two paramedics swap stories from the ambulance" }).some((n) => /^Two Paramedics\b/.test(n))).toBe(true);
    expect(names({ description: "three sisters rewatch old horror movies" }).some((n) => /^Three Sisters\b/.test(n))).toBe(true);
    expect(names({ niche: "science", description: "a volcanologist explains how volcanoes erupt" }).some((n) => /^Ask a Volcanologist$/.test(n))).toBe(true);
  });

  it("who hosts is no subject where there is another ('Notes on Doctors', 'A Field Guide to Nurses')", () => {
    for (const n of names({ niche: "health", description: "a doctor answers questions about sleep and stress" })) expect(n).not.toMatch(/\b(Notes on|Inside|Talking|Real|Field Guide to|About) Doctors\b|\bDoctor (Files|Diaries|Minute|Report|Hour)\b/);
    for (const n of names({ description: "two nurses talk about funny and awful night shifts" })) expect(n).not.toMatch(/^(The )?Nurses?\b/);
  });

  it("women who made things get the credit in the genre's own words ('She Invented It', 'She Founded It')", () => {
    expect(names({ niche: "history", description: "forgotten women inventors of the 19th century" })).toContain("She Invented It");
    expect(names({ niche: "business", description: "women founders who built companies from nothing" })).toContain("She Founded It");
  });

  it("an unsolved case has a place or a decade the genre names ('Unsolved South', 'Seventies Cold Cases')", () => {
    const ns = names({ niche: "true crime", description: "missing persons and unsolved cases from the 1980s in rural Texas" });
    expect(ns.some((n) => /Eighties Cold Cases|Unsolved Eighties|Texas Cold Cases|Unsolved Texas/.test(n))).toBe(true);
  });

  it("a game or a show named like a person is the subject, never a host ('every Zelda game')", () => {
    expect(share(names({ description: "two brothers play every Zelda game in order and argue about it" }), /Zelda/)).toBeGreaterThan(0.3);
  });

  it("words that say when or which way are no subject ('The Ever Hour', 'Train & Across')", () => {
    for (const n of names({ niche: "comedy", description: "three old school friends rate the worst films ever made" })) expect(n).not.toMatch(/\bEver\b/);
    for (const n of names({ niche: "travel", description: "slow travel by train across Europe on a budget" })) expect(n).not.toMatch(/\bAcross\b/);
  });
});
