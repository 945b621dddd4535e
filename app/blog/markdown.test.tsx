import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { parseMarkdown, plainText, safeHref } from "./markdown";
import { Markdown } from "./markdown-view";

function html(source: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );
}

describe("blog Markdown", () => {
  test("renders every supported construct", () => {
    const out = html(
      [
        "## Why names matter",
        "### A closer look",
        "A paragraph with **bold**, *italic* and a [generator](/ai-dog-name-generator) link,\nwrapped over two lines.",
        "> A quote worth keeping",
        "- first bullet\n- second bullet",
        "1. step one\n2. step two",
        "See [the docs](https://example.com/guide).",
      ].join("\n\n"),
    );
    expect(out).toContain('<h2 class="mt-10 text-2xl font-bold text-slate-900">Why names matter</h2>');
    expect(out).toContain(">A closer look</h3>");
    expect(out).toContain('<strong class="font-semibold text-slate-900">bold</strong>');
    expect(out).toContain("<em>italic</em>");
    expect(out).toContain('href="/ai-dog-name-generator"');
    expect(out).toContain("link, wrapped over two lines.");
    expect(out).toMatch(/<blockquote[^>]*>A quote worth keeping<\/blockquote>/);
    expect(out).toMatch(/<ul[^>]*><li>first bullet<\/li><li>second bullet<\/li><\/ul>/);
    expect(out).toMatch(/<ol[^>]*><li>step one<\/li><li>step two<\/li><\/ol>/);
    // Attribute order is the renderer's business: look at the link's attributes as a set.
    const external = /<a ([^>]*href="https:\/\/example\.com\/guide"[^>]*)>/.exec(out)?.[1] ?? "";
    expect(external).toContain('class="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"');
    expect(external).toContain('rel="nofollow noopener noreferrer"');
  });

  test("headings, lists and quotes start new blocks even without a blank line", () => {
    const blocks = parseMarkdown("Intro line\n## Heading\n- a\n- b\n> quote");
    expect(blocks.map((b) => b.type)).toEqual(["p", "h2", "ul", "quote"]);
  });

  test("script tags and event handlers stay inert text", () => {
    const out = html('<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n**<svg onload=alert(1)>**');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<svg");
    // "<" is what must be escaped in text; whether ">" is too depends on the renderer (React: yes, Preact: no).
    const text = out.replaceAll("&gt;", ">");
    expect(text).toContain("&lt;script>alert(&quot;x&quot;)&lt;/script>");
    expect(text).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;>");
  });

  test("javascript:, data: and other schemes never become links", () => {
    for (const target of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox", "//evil.example", "java\tscript:alert(1)"]) {
      const out = html(`[click me](${target})`);
      expect(out, target).not.toContain("href");
      expect(out, target).toContain("click me");
    }
  });

  test("safeHref keeps web links and site paths only", () => {
    expect(safeHref("/pricing")).toBe("/pricing");
    expect(safeHref("#faq")).toBe("#faq");
    expect(safeHref("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHref("naming/tips")).toBe("naming/tips");
    expect(safeHref("mailto:a@b.c")).toBeNull();
    expect(safeHref("javascript:alert(1)")).toBeNull();
  });

  test("snake_case words and lone asterisks are left alone", () => {
    expect(html("use snake_case_names and 2 * 3 * 4")).toContain("use snake_case_names and 2 * 3 * 4");
  });

  test("plainText strips the markup", () => {
    expect(plainText("## Title\n\nSome **bold** [link](/x).")).toBe("Title Some bold link.");
  });
});
