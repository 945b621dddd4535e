import { describe, expect, it } from "vitest";
import { understand, withoutAsks } from "./understand";

describe("what a ruled-out thing leaves", () => {
  it("a gluten-free bakery's related words are the grains it bakes with instead", () => {
    const u = understand("gluten-free bakery for people with coeliac disease");
    expect(u.related).toEqual(expect.arrayContaining(["buckwheat", "millet", "rice"]));
    expect(u.related).not.toContain("wheat");
  });

  it("coeliacs rule out gluten even when nobody wrote 'gluten-free'", () => {
    const u = understand("a small bakery for coeliacs and their families");
    expect(u.negated).toContain("gluten");
    expect(u.excluded.has("rye")).toBe(true);
  });
});

describe("what a description rules out without saying 'no'", () => {
  it.each([
    ["noise-cancelling earbuds for kids", ["noise"]],
    ["an odour-blocking gym bag", ["odour"]],
    ["anti-frizz hair serum", ["frizz"]],
    ["wedding photography for couples who hate posing", ["posing"]],
    ["a silk sleep mask that blocks all light", ["light"]],
    ["a browser extension that removes cookie banners", ["cookie"]],
  ])("%s rules out %j", (text, out) => {
    for (const w of out) expect(understand(text).negated.map((n) => n.replace(/e?s$/, ""))).toContain(w.replace(/e?s$/, ""));
  });

  it.each([
    "wooden building blocks for toddlers",
    "a librarian who can stop time",
    "divorce lawyers who fight for fair outcomes",
  ])("%s rules nothing out", (text) => {
    expect(understand(text).negated).toEqual([]);
  });
});

describe("words the visitor rules out by listing them", () => {
  it.each([
    ["modern and human, and definitely avoid words like 'solutions' or 'partners'", ["solution", "partner"]],
    ["protective but approachable, and no clichés like shield, fortress or cyber", ["shield", "fortress", "cyber"]],
    ["nothing too girly", ["girly"]],
    ["without the word Labs", ["lab"]],
    ["no puns, and avoid names like Bella or Max", ["pun", "bella", "max"]],
    ["please no terms such as synergy or disrupt", ["synergy", "disrupt"]],
  ])("%s rules out %j, not the words that introduce them", (text, out) => {
    const negated = understand(text).negated;
    expect(negated).toEqual(expect.arrayContaining(out));
    for (const w of ["word", "cliche", "too", "name", "term", "like", "such"]) expect(negated).not.toContain(w);
  });

  it("a ruled-out shield or fortress takes the whole walled image with it ('Bastion', 'Aegis')", () => {
    const u = understand("security training, no clichés like shield or fortress");
    for (const w of ["aegis", "bastion", "rampart", "citadel"]) expect(u.excluded.has(w)).toBe(true);
  });
});

describe("what the visitor asks of the name is not the thing named", () => {
  it.each([
    ["a yoga retreat on the coast of Bali, want a domain guests remember easily", ["yoga", "retreat", "coast"], ["domain", "guest", "remember"]],
    ["drive-through car wash by the highway. want something catchy and easy to read from the road, nothing too fancy", ["car", "wash", "highway", "catchy"], ["road", "fancy"]],
    ["my mom makes hot sauces with habaneros from her garden and we want to start selling them online", ["sauce", "habanero", "garden"], ["start"]],
  ])("%s", (text, kept, dropped) => {
    const u = understand(text);
    expect(u.words).toEqual(expect.arrayContaining(kept));
    for (const w of dropped) expect(u.words).not.toContain(w);
  });

  it("what it says the name is about still counts ('means something about nature'), and so does a whole request in one sentence", () => {
    expect(understand("expecting in spring, so we want a short name that means something about nature").words).toContain("nature");
    expect(understand("I want a name for my bakery that sells sourdough").words).toEqual(expect.arrayContaining(["bakery", "sourdough"]));
  });

  it("the languages a name must work in are not words of the thing ('English Therapy Co.')", () => {
    expect(withoutAsks("enzyme therapies for rare disorders. want a name that sounds hopeful, easy to pronounce in English")).not.toMatch(/English|pronounce/);
    expect(withoutAsks("enzyme therapies for rare disorders. want a name that sounds hopeful, easy to pronounce in English")).toMatch(/hopeful/);
  });
});

describe("what a thing or a person does, after 'that', 'which' or 'who'", () => {
  it.each([
    ["an open-source tool that turns spreadsheets into dashboards", "turn", ["spreadsheet", "dashboard"]],
    ["a water bottle that tracks how much you drink", "track", ["bottle"]],
    ["a newsletter which ranks the best new restaurants", "rank", ["newsletter", "restaurant"]],
    ["meal kits for parents who work nights", "work", ["parent"]],
  ])("%s: '%s' is a verb, not a thing", (text, verb, things) => {
    const u = understand(text);
    expect(u.verbs).toContain(verb);
    expect(u.nouns).not.toContain(verb);
    expect(u.nouns).toEqual(expect.arrayContaining(things));
  });

  it("'that' before a thing still points at it", () => {
    expect(understand("a shop like that bakery on the corner").nouns).toContain("bakery");
  });
});
