import { describe, expect, inject, test } from "vitest";
import { GENERATOR_STRUCTURES } from "~/generation/catalog/structure";
import { CATEGORY_NAV } from "~/generation/catalog/category-nav";
import { nextClientIp } from "./browser";

const baseURL = inject("baseURL");

/** A description each generator can work with; podcast needs none. */
function formFor(g: (typeof GENERATOR_STRUCTURES)[number], count: number) {
  const form = new URLSearchParams({ count: String(count) });
  for (const f of g.fields) {
    if (f.kind === "select") form.set(f.name, f.options[f.options.length - 1].value);
    else if (f.name === "description") form.set(f.name, "bright, friendly and bold, loves the outdoors and good coffee");
    else form.set(f.name, f.name === "petType" ? "rabbit" : "river");
  }
  return form;
}

async function readStream(res: Response) {
  const lines = (await res.text()).trim().split("\n").map((l) => JSON.parse(l));
  return { names: lines.filter((l) => l.type === "name").map((l) => l.name), last: lines.at(-1) };
}

describe("every generator in the catalog", () => {
  test.each(GENERATOR_STRUCTURES.map((g) => [g.path, g] as const))("%s renders on the server and generates names", async (path, g) => {
    const res = await fetch(`${baseURL}${path}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.length).toBeGreaterThan(10);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
    expect(html).toContain('"@type":"WebApplication"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"price":"0"');
    expect(html).toMatch(/<meta property="og:title"/);

    const count = [3, 7, 15][g.slug.length % 3];
    const gen = await fetch(`${baseURL}/api/generate/${g.slug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL, "x-forwarded-for": nextClientIp() },
      body: formFor(g, count),
    });
    expect(gen.status).toBe(200);
    const { names, last } = await readStream(gen);
    expect(last).toMatchObject({ type: "done", count });
    expect(names).toHaveLength(count);
    expect(new Set(names.map((n: { name: string }) => n.name.toLowerCase())).size).toBe(count);
    for (const n of names) {
      expect(n.name.trim().length).toBeGreaterThan(1);
      if (g.resultKind === "podcast") {
        expect(n.target_demographic).toBeTruthy();
        expect(n.suggested_platforms.length).toBeGreaterThan(0);
        expect(n.how_to_grow_it_quickly).toBeTruthy();
        expect(n.why_it_would_work).toBeTruthy();
      } else {
        expect(n.meaning).toBeTruthy();
        expect(n.personality_traits.length).toBeGreaterThan(0);
        expect(n.why_it_fits).toBeTruthy();
        expect(n.name_origin).toBeTruthy();
      }
    }
  });
});

describe("listing and category pages", () => {
  test("/generators lists every generator and links only to working pages", async () => {
    const html = await (await fetch(`${baseURL}/generators`)).text();
    for (const g of GENERATOR_STRUCTURES) expect(html, g.path).toContain(`href="${g.path}"`);
  });

  test.each(CATEGORY_NAV.map((c) => [c.path, c.slug] as const))("%s lists its generators, each linking to its page", async (path, slug) => {
    const res = await fetch(`${baseURL}${path}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('href="/#categories"');
    const inCategory = GENERATOR_STRUCTURES.filter((g) => g.category === slug && g.slug !== "random");
    expect(inCategory.length).toBeGreaterThanOrEqual(10);
    for (const g of inCategory) expect(html, g.path).toContain(`href="${g.path}"`);
  });

  test("the featured grid on /generators has 21 cards", () => {
    expect(GENERATOR_STRUCTURES.filter((g) => g.featured)).toHaveLength(21);
  });
});
