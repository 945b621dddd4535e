import type { GeneralName, GeneratedName, PodcastName, ResultKind } from "./catalog/types";

/** The provider answered, but not with names we can use. */
export class ReplyFormatError extends Error {
  override name = "ReplyFormatError";
}

/**
 * Reads a complete provider reply as SPEC.md describes: a chat completion
 * (choices[0].message.content), or `content`, or `text`; a string is parsed by
 * extracting the first JSON object; an object is used directly; it must hold a
 * `names` array.
 */
export function parseNamesReply(reply: unknown, kind: ResultKind): GeneratedName[] {
  let payload: unknown = reply;
  if (isObject(payload)) {
    const choice = Array.isArray(payload.choices) ? payload.choices[0] : undefined;
    const content =
      (isObject(choice) && isObject(choice.message) ? choice.message.content : undefined) ??
      payload.content ??
      payload.text;
    if (content !== undefined && !Array.isArray(payload.names)) payload = content;
  }
  if (typeof payload === "string") payload = firstJsonObject(payload);
  if (!isObject(payload)) throw new ReplyFormatError("Unable to extract valid data from response");
  if (!Array.isArray(payload.names)) throw new ReplyFormatError("Invalid response format: Missing names array");
  const names = payload.names.map((n) => toName(n, kind)).filter((n): n is GeneratedName => n !== null);
  if (names.length === 0) throw new ReplyFormatError("Unable to extract valid data from response");
  return names;
}

/** The first balanced JSON object in a string (models like to wrap JSON in prose or fences). */
export function firstJsonObject(text: string): unknown {
  let start = text.indexOf("{");
  while (start !== -1) {
    const end = matchingBrace(text, start);
    if (end === -1) break;
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      start = text.indexOf("{", start + 1);
    }
  }
  throw new ReplyFormatError("No valid JSON found in response content");
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return -1;
}

/**
 * Pulls complete name objects out of a JSON reply while it is still arriving,
 * so the page can show each name as soon as the provider has written it.
 */
export class StreamingNamesParser {
  private text = "";
  private scanned = 0;
  private arrayStart = -1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private objectStart = -1;

  constructor(private readonly kind: ResultKind) {}

  /** Adds a chunk of the reply; returns the names completed by it. */
  push(chunk: string): GeneratedName[] {
    this.text += chunk;
    const found: GeneratedName[] = [];
    if (this.arrayStart === -1) {
      const m = /"names"\s*:\s*\[/.exec(this.text);
      if (!m) return found;
      this.arrayStart = m.index + m[0].length;
      this.scanned = this.arrayStart;
    }
    for (let i = this.scanned; i < this.text.length; i++) {
      const ch = this.text[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (ch === "\\") this.escaped = true;
        else if (ch === '"') this.inString = false;
        continue;
      }
      if (ch === '"') this.inString = true;
      else if (ch === "{") {
        if (this.depth === 0) this.objectStart = i;
        this.depth++;
      } else if (ch === "}") {
        this.depth--;
        if (this.depth === 0 && this.objectStart !== -1) {
          try {
            const name = toName(JSON.parse(this.text.slice(this.objectStart, i + 1)), this.kind);
            if (name) found.push(name);
          } catch {
            // A malformed entry is skipped; the final parse decides the rest.
          }
          this.objectStart = -1;
        }
      }
    }
    this.scanned = this.text.length;
    return found;
  }

  /** Everything received so far. */
  get received(): string {
    return this.text;
  }
}

function toName(value: unknown, kind: ResultKind): GeneratedName | null {
  if (typeof value === "string") value = { name: value };
  if (!isObject(value)) return null;
  const name = str(value.name);
  if (!name) return null;
  if (kind === "podcast") {
    const p: PodcastName = {
      name,
      niche: str(value.niche),
      target_demographic: str(value.target_demographic),
      suggested_platforms: list(value.suggested_platforms),
      how_to_grow_it_quickly: str(value.how_to_grow_it_quickly),
      why_it_would_work: str(value.why_it_would_work),
    };
    return p;
  }
  const g: GeneralName = {
    name,
    meaning: str(value.meaning),
    personality_traits: list(value.personality_traits),
    why_it_fits: str(value.why_it_fits),
    name_origin: str(value.name_origin),
  };
  return g;
}

function str(v: unknown): string {
  return typeof v === "string" ? v.trim().slice(0, 600) : typeof v === "number" ? String(v) : "";
}

function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(str).filter(Boolean).slice(0, 8);
  if (typeof v === "string") return v.split(/\s*,\s*/).filter(Boolean).slice(0, 8);
  return [];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
