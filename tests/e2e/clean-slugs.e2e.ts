import { describe, expect, inject, test } from "vitest";
import { useBrowser } from "./browser";

const { newPage } = useBrowser();
const baseURL = inject("baseURL");

const MOVED = [
  ["/ai-ai-startup-name-generator", "/artificial-intelligence-startup-name-generator", "Name Generator for AI Startups"],
  ["/ai-pen-name-name-generator", "/ai-pen-name-generator", "Pen Name Generator"],
] as const;

describe("generator pages with clean paths", () => {
  test.each(MOVED)("%s moved for good (301) to %s", async (from, to, heading) => {
    const page = await newPage();
    const response = await page.goto(`${from}?ref=old-link`);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(new URL(page.url()).searchParams.get("ref")).toBe("old-link");
    expect(response?.status()).toBe(200);
    expect((await response!.request().redirectedFrom()!.response())!.status()).toBe(301);
    await page.getByRole("heading", { level: 1, name: new RegExp(heading) }).waitFor();
  });

  test("the sitemap lists the new paths only", async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    for (const [from, to] of MOVED) {
      expect(xml).toContain(`${to}</loc>`);
      expect(xml).not.toContain(`${from}</loc>`);
    }
  });
});
