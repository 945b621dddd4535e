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
