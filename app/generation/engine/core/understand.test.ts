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
