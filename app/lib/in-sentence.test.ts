import { describe, expect, it } from "vitest";
import { GENERATOR_STRUCTURES } from "~/generation/catalog/structure";
import { inSentence } from "./in-sentence";

describe("a generator's label inside a sentence", () => {
  it("keeps the spelling of names and initials ('Your saas names' read as a typo)", () => {
    expect(inSentence("SaaS Names")).toBe("SaaS names");
    expect(inSentence("LinkedIn Profile Names")).toBe("LinkedIn profile names");
    expect(inSentence("AI Startup Names")).toBe("AI startup names");
    expect(inSentence("TikTok Usernames")).toBe("TikTok usernames");
    expect(inSentence("Dog Names")).toBe("dog names");
  });

  it("reads right for every generator: a word of initials or a brand is never lower-cased", () => {
    for (const g of GENERATOR_STRUCTURES) {
      const said = inSentence(g.noun);
      for (const word of g.noun.split(" ")) if (/^.[^\s]*[A-Z]/.test(word)) expect(said, g.slug).toContain(word);
      expect(said, g.slug).not.toMatch(/\b(saas|linkedin|tiktok|youtube|vr|ar|ai|nft)\b/);
    }
  });
});
