// The small Markdown subset blog posts are written in. Parsing produces a
// tree of plain data; markdown-view.tsx turns it into React elements, so
// nothing in a post is ever inserted as HTML: a <script> tag, an onerror
// attribute or a javascript: link stays inert text.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "h2" | "h3" | "p" | "quote"; children: Inline[] }
  | { type: "ul" | "ol"; items: Inline[][] };

const BULLET = /^\s*[-*+]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const QUOTE = /^\s*>\s?/;
const HEADING = /^(#{2,3})\s+/;

function startsBlock(line: string): boolean {
  return HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line);
}

/** Splits a post body into blocks: headings, quotes, lists and paragraphs. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: heading[1].length === 2 ? "h2" : "h3", children: parseInline(line.slice(heading[0].length).trim()) });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const parts: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) parts.push(lines[i++].replace(QUOTE, "").trim());
      blocks.push({ type: "quote", children: parseInline(parts.join(" ")) });
      continue;
    }
    const list = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (list) {
      const items: string[] = [];
      while (i < lines.length && lines[i].trim() !== "") {
        const current = lines[i];
        if (list.test(current)) items.push(current.replace(list, "").trim());
        else if (startsBlock(current)) break;
        // A wrapped line continues the item above it.
        else items[items.length - 1] += ` ${current.trim()}`;
        i++;
      }
      blocks.push({ type: list === BULLET ? "ul" : "ol", items: items.map(parseInline) });
      continue;
    }
    const parts: string[] = [];
    while (i < lines.length && lines[i].trim() !== "" && (parts.length === 0 || !startsBlock(lines[i]))) parts.push(lines[i++].trim());
    blocks.push({ type: "p", children: parseInline(parts.join(" ")) });
  }
  return blocks;
}

/** Bold, italic and links inside a block; everything else is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("**", i)) {
      const end = text.indexOf("**", i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    const ch = text[i];
    if ((ch === "*" || ch === "_") && text[i + 1] && text[i + 1] !== " " && text[i + 1] !== ch) {
      // "_" only opens emphasis at a word boundary, so snake_case stays as it is.
      const opens = ch === "*" || i === 0 || /\W/.test(text[i - 1]);
      const end = findClosing(text, ch, i + 1);
      if (opens && end !== -1) {
        flush();
        out.push({ type: "em", children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === "[") {
      const link = readLink(text, i);
      if (link) {
        flush();
        const children = parseInline(link.label);
        const href = safeHref(link.url);
        // An unsafe target keeps the words and drops the link.
        if (href) out.push({ type: "link", href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}

function findClosing(text: string, marker: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] !== marker) continue;
    if (marker === "*" && text[j + 1] === "*") {
      j++;
      continue;
    }
    if (text[j - 1] === " ") continue;
    if (marker === "_" && text[j + 1] && /\w/.test(text[j + 1])) continue;
    return j;
  }
  return -1;
}

function readLink(text: string, start: number): { label: string; url: string; end: number } | null {
  const close = text.indexOf("](", start + 1);
  if (close === -1) return null;
  const label = text.slice(start + 1, close);
  if (label.includes("[")) return null;
  const end = text.indexOf(")", close + 2);
  if (end === -1) return null;
  const url = text.slice(close + 2, end).trim();
  if (/\s/.test(url)) return null;
  return { label, url, end: end + 1 };
}

/**
 * Only web links survive: http(s) URLs and paths on this site. javascript:,
 * data:, vbscript: and every other scheme (however it is disguised with case,
 * whitespace or entities) is refused.
 */
export function safeHref(raw: string): string | null {
  const url = raw.trim();
  if (!url || /[\u0000-\u001f\u007f\\]/.test(url)) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  if (url.startsWith("#") || url.startsWith("?")) return url;
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
    } catch {
      return null;
    }
  }
  // A relative path such as "guide/naming": no scheme before the first slash.
  if (/^[a-z0-9._~-]+(\/|$)/i.test(url) && !url.includes(":")) return url;
  return null;
}

/** Plain text of a post body, for descriptions and word counts. */
export function plainText(source: string): string {
  const walk = (nodes: Inline[]): string => nodes.map((n) => (n.type === "text" ? n.text : walk(n.children))).join("");
  return parseMarkdown(source)
    .map((b) => ("items" in b ? b.items.map(walk).join(" ") : walk(b.children)))
    .join(" ");
}
