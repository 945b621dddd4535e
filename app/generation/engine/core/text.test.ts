import { describe, expect, it } from "vitest";
import { hyphenCase, titleCase } from "./text";

describe("hyphenCase", () => {
  it("capitalises every part of a hyphenated word in a title, as podcast and book titles both need ('First-Time Founders', 'Three-Year-Old Twins')", () => {
    expect(hyphenCase(titleCase("first-time founders"))).toBe("First-Time Founders");
    expect(hyphenCase(titleCase("the long-haired cat"))).toBe("The Long-Haired Cat");
    expect(hyphenCase(titleCase("raising three-year-old twins"))).toBe("Raising Three-Year-Old Twins");
  });
  it("leaves words that open in lower case as typed, such as an address", () => {
    expect(hyphenCase("first-time.com")).toBe("first-time.com");
  });
});
