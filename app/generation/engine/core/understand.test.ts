import { describe, expect, it } from "vitest";
import { understand } from "./understand";

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
