import { describe, expect, it } from "vitest";
import { ownNames, refusesOwnName, selfName } from "./own-names";

describe("the names a visitor gives", () => {
  it.each([
    ["my name is Priya Raman and I help manufacturers", { given: "Priya", surname: "Raman" }],
    ["home bakery run by me, Aisha, making cookies", { given: "Aisha" }],
    ["I tweet hot takes. I'm Dani from Lisbon.", { given: "Dani" }],
    ["wedding photographer in Iceland. I'm Sunna.", { given: "Sunna" }],
  ])("%s: the visitor is %j", (text, who) => {
    expect(selfName(text)).toMatchObject({ ...who, role: "self" });
  });

  it.each(["I'm Japanese and my husband is Swedish", "I'm opening a small physio studio", "I am British and so is my wife"])("%s: no name of the visitor's own", (text) => {
    expect(selfName(text)).toBeNull();
  });

  it("family, animals and the named are told apart", () => {
    const found = ownNames("my 8-year-old son Theo's pirate, with my dog Otis and a stuffed monkey named Biscuit; my sister Hannah helps");
    expect(found).toEqual(
      expect.arrayContaining([
        { given: "Theo", role: "child", relation: "son" },
        { given: "Otis", role: "pet", relation: "dog" },
        { given: "Biscuit", role: "named" },
        { given: "Hannah", role: "kin", relation: "sister" },
      ]),
    );
  });

  it.each([
    ["I'd rather not use my surname", true],
    ["a rebrand without our founders' initials", true],
    ["please no family names on the door", true],
    ["named after my grandmother Rose", false],
    ["my name is Priya Raman", false],
  ])("%s: refuses a name on the door: %s", (text, refuses) => {
    expect(refusesOwnName(text)).toBe(refuses);
  });
});
