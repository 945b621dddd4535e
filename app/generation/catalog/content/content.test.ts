import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../categories";
import { GENERATOR_STRUCTURES } from "../structure";
import { CATEGORY_SLUGS, COLOR_NAMES, ICON_NAMES } from "../types";
import { CONTENT } from "./index";

const PLACEHOLDER = /\{([^{}]+)\}/g;

function placeholders(prompt: string): string[] {
  return [...prompt.matchAll(PLACEHOLDER)].map((m) => m[1]);
}

describe("generator content", () => {
  it("covers every generator in the structure, and nothing else", () => {
    const structureSlugs = GENERATOR_STRUCTURES.map((g) => g.slug).sort();
    const contentSlugs = Object.keys(CONTENT).sort();
    expect(contentSlugs).toEqual(structureSlugs);
  });

  for (const g of GENERATOR_STRUCTURES) {
    describe(g.slug, () => {
      const c = CONTENT[g.slug];

      it("has content", () => {
        expect(c).toBeDefined();
      });

      it("has exactly four how-to steps", () => {
        expect(c.howTo).toHaveLength(4);
        for (const step of c.howTo) {
          expect(step.title.trim()).not.toBe("");
          expect(step.text.trim()).not.toBe("");
        }
      });

      it("has three to five FAQ entries", () => {
        expect(c.faq.length).toBeGreaterThanOrEqual(3);
        expect(c.faq.length).toBeLessThanOrEqual(5);
        for (const f of c.faq) {
          expect(f.question.trim()).not.toBe("");
          expect(f.answer.trim()).not.toBe("");
        }
      });

      it("has search-engine text of the right length", () => {
        expect(c.seo.title.length).toBeLessThanOrEqual(60);
        expect(c.seo.description.length).toBeGreaterThanOrEqual(120);
        expect(c.seo.description.length).toBeLessThanOrEqual(170);
        expect(c.cardDescription.length).toBeLessThanOrEqual(90);
      });

      it("has a non-empty heading, tagline and intro", () => {
        expect(c.heading.trim()).not.toBe("");
        expect(c.tagline.trim()).not.toBe("");
        expect(c.intro.trim()).not.toBe("");
      });

      it("uses only its own fields as prompt placeholders", () => {
        const allowed = new Set(["count", "description", ...g.fields.map((f) => f.name)]);
        const used = placeholders(c.prompt);
        expect(used).toContain("count");
        for (const name of used) expect(allowed, `{${name}} in ${g.slug}`).toContain(name);
      });

      it("mentions no placeholder text", () => {
        const all = JSON.stringify(c);
        expect(all).not.toMatch(/lorem|TODO|TBD|\bXXX\b/i);
      });
    });
  }

  it("gives every generator its own heading, page title, intro, tagline and FAQ answers", () => {
    const seen = {
      heading: new Map<string, string>(),
      seoTitle: new Map<string, string>(),
      intro: new Map<string, string>(),
      tagline: new Map<string, string>(),
      answer: new Map<string, string>(),
    };
    const clashes: string[] = [];
    for (const [slug, c] of Object.entries(CONTENT)) {
      const check = (kind: keyof typeof seen, text: string) => {
        const key = text.trim().toLowerCase();
        const other = seen[kind].get(key);
        if (other !== undefined && other !== slug) clashes.push(`${kind} of ${slug} equals ${other}`);
        seen[kind].set(key, slug);
      };
      check("heading", c.heading);
      check("seoTitle", c.seo.title);
      check("intro", c.intro);
      check("tagline", c.tagline);
      for (const f of c.faq) check("answer", f.answer);
    }
    expect(clashes).toEqual([]);
  });
});

describe("categories", () => {
  it("lists the eight categories in order with valid icons and colours", () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    for (const c of CATEGORIES) {
      expect(ICON_NAMES).toContain(c.icon);
      expect(COLOR_NAMES).toContain(c.color);
      expect(c.seo.title.length).toBeLessThanOrEqual(60);
      expect(c.seo.description.length).toBeGreaterThanOrEqual(120);
      expect(c.seo.description.length).toBeLessThanOrEqual(170);
    }
  });

  it("uses the colours of the generators it holds", () => {
    for (const c of CATEGORIES) {
      const gens = GENERATOR_STRUCTURES.filter((g) => g.category === c.slug && g.slug !== "random");
      for (const g of gens) expect(g.color).toBe(c.color);
    }
  });
});
