import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_POSTS } from "./seed-posts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;
const ALLOWED_LINKS = new Set([
  "/ai-business-name-generator",
  "/ai-domain-name-generator",
  "/ai-podcast-name-generator",
  "/ai-dog-name-generator",
  "/ai-cat-name-generator",
  "/ai-warrior-cat-name-generator",
  "/ai-fantasy-name-generator",
  "/ai-elf-name-generator",
  "/generators",
  "/pricing",
]);
const CATEGORIES = new Set([
  "Business Naming",
  "Pets",
  "Creative Writing",
  "Podcasting",
  "Fantasy & Gaming",
  "Branding",
]);

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

describe("SEED_POSTS", () => {
  it("has at least six posts", () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(6);
  });

  it("has unique, kebab-case slugs", () => {
    const slugs = SEED_POSTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  for (const post of SEED_POSTS) {
    describe(post.slug, () => {
      it("has basic metadata", () => {
        expect(post.title.trim()).not.toBe("");
        expect(post.author.trim()).not.toBe("");
        expect(CATEGORIES.has(post.category)).toBe(true);
        expect(post.tags.length).toBeGreaterThan(0);
        expect(post.image).toBe(`/blog/${post.slug}.jpg`);
        expect(existsSync(path.join("public", post.image!))).toBe(true);
        expect(post.imageAlt).toMatch(/^Illustration: /);
      });

      it("is dated between 2026-08-01 and 2026-11-15", () => {
        expect(post.publishedAt).toMatch(ISO_DATE);
        expect(Number.isNaN(Date.parse(post.publishedAt))).toBe(false);
        expect(post.publishedAt >= "2026-08-01").toBe(true);
        expect(post.publishedAt <= "2026-11-15").toBe(true);
      });

      it("has an excerpt of 140-200 characters", () => {
        expect(post.excerpt.length).toBeGreaterThanOrEqual(140);
        expect(post.excerpt.length).toBeLessThanOrEqual(200);
      });

      it("has at least 900 words and three level-2 headings", () => {
        expect(wordCount(post.content)).toBeGreaterThanOrEqual(900);
        const h2 = post.content.split("\n").filter((line) => line.startsWith("## "));
        expect(h2.length).toBeGreaterThanOrEqual(3);
      });

      it("uses only the supported Markdown subset", () => {
        expect(post.content).not.toMatch(/<\/?[a-zA-Z!][^>]*>/);
        expect(post.content).not.toMatch(/^# /m);
        expect(post.content).not.toMatch(/!\[/);
        expect(post.content).not.toMatch(/^\s*\|/m);
        expect(post.content).toBe(post.content.trim());
      });

      it("links only to known internal paths", () => {
        const targets = [...post.content.matchAll(LINK)].map((m) => m[2]);
        expect(targets.length).toBeGreaterThan(0);
        for (const target of targets) {
          expect(target.startsWith("/")).toBe(true);
          expect(ALLOWED_LINKS.has(target)).toBe(true);
        }
      });
    });
  }
});
