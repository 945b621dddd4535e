import { hasForbiddenCharacters } from "./text";

// The one way a route reads a request body (decision 0010). A body of the
// wrong type answers 415, one that cannot be parsed answers 400, and text
// holding control characters or unpaired surrogates answers 400 before any
// route code (or the database) sees it. Each refusal is a thrown Response:
// plain text for pages (the error boundary shows it), JSON for the API.

export type Reply = "page" | "json";

export interface ReadOptions {
  /** How a refusal is written: "page" (text for the error boundary, default) or "json". */
  reply?: Reply;
  /**
   * false when the route's own validation refuses such text field by field
   * with the field's message (the generators, validate.ts). Default true.
   */
  checkText?: boolean;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const NO_STORE = "no-store";

export const BODY_MESSAGES = {
  formType: "This form could not be read: it must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).",
  jsonType: "This request could not be read: send the body as JSON (Content-Type: application/json).",
  formOrJsonType: "This request could not be read: send the body as a web form or as JSON (Content-Type: application/json).",
  badForm: "The form could not be read. Please reload the page and try again.",
  badJson: "The request body is not valid JSON.",
  notObject: "The request body must be a JSON object.",
  badText: "Some of what was sent contains characters that can't be used (control characters or broken Unicode). Please retype it and try again.",
  badAddress: "This address contains characters that can't be used (control characters or broken Unicode). Please check the link.",
} as const;

function refuse(status: 400 | 415, message: string, reply: Reply): never {
  if (reply === "json") {
    throw Response.json({ title: status === 415 ? "Unsupported format" : "Error", message }, { status, headers: { "Cache-Control": NO_STORE } });
  }
  throw new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE } });
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

const isJsonType = (type: string) => type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));

/** A web form post (urlencoded or multipart), checked as described above. */
export async function readForm(request: Request, options: ReadOptions = {}): Promise<FormData> {
  const reply = options.reply ?? "page";
  if (!FORM_TYPES.includes(mediaType(request))) refuse(415, BODY_MESSAGES.formType, reply);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    refuse(400, BODY_MESSAGES.badForm, reply);
  }
  if (options.checkText !== false) {
    for (const [key, value] of form) {
      if (hasForbiddenCharacters(key) || (typeof value === "string" && hasForbiddenCharacters(value))) refuse(400, BODY_MESSAGES.badText, reply);
    }
  }
  return form;
}

/** A JSON body, checked as described above (every string, keys included). */
export async function readJson(request: Request, options: ReadOptions = {}): Promise<unknown> {
  const reply = options.reply ?? "json";
  if (!isJsonType(mediaType(request))) refuse(415, BODY_MESSAGES.jsonType, reply);
  return parseJson(request, reply, options.checkText !== false);
}

/** The generator API: a web form (no-JS and fetch with FormData) or a JSON object. */
export async function readFormOrJson(request: Request, options: ReadOptions = {}): Promise<Record<string, unknown>> {
  const reply = options.reply ?? "json";
  const type = mediaType(request);
  if (FORM_TYPES.includes(type)) return Object.fromEntries(await readForm(request, { ...options, reply }));
  if (!isJsonType(type)) refuse(415, BODY_MESSAGES.formOrJsonType, reply);
  const body = await parseJson(request, reply, options.checkText !== false);
  if (typeof body !== "object" || body === null || Array.isArray(body)) refuse(400, BODY_MESSAGES.notObject, reply);
  return body as Record<string, unknown>;
}

/**
 * Every request's address, path and query (root middleware): a slug, a token
 * or a search term reaches loaders and the database as text too.
 */
export function checkAddress(request: Request): void {
  const url = new URL(request.url);
  const reply: Reply = url.pathname.startsWith("/api/") ? "json" : "page";
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    // Not valid UTF-8 once decoded: React Router answers 400 itself.
    return;
  }
  if (hasForbiddenCharacters(path)) refuse(400, BODY_MESSAGES.badAddress, reply);
  for (const [key, value] of url.searchParams) {
    if (hasForbiddenCharacters(key) || hasForbiddenCharacters(value)) refuse(400, BODY_MESSAGES.badAddress, reply);
  }
}

async function parseJson(request: Request, reply: Reply, checkText: boolean): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    refuse(400, BODY_MESSAGES.badJson, reply);
  }
  if (checkText && !textIsClean(body)) refuse(400, BODY_MESSAGES.badText, reply);
  return body;
}

/** Walks the parsed value without recursion: deep nesting cannot overflow the stack. */
function textIsClean(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (hasForbiddenCharacters(value)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenCharacters(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
