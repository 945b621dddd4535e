import type { Field, RequiredRule } from "./catalog/types";
import { FALLBACK_NAME_COUNT, NAME_COUNTS } from "./catalog/types";
import { forbiddenCharactersMessage, hasForbiddenCharacters } from "~/lib/text";

// One set of rules for the browser (instant message) and the server (the real decision).

export interface FormRules {
  fields: Field[];
  required: RequiredRule | null;
}

export interface ValidInput {
  values: Record<string, string>;
  count: number;
}

export interface InvalidInput {
  /** Toast title, e.g. "Missing Information". */
  title: string;
  message: string;
  fieldErrors: Record<string, string>;
}

export type Validation = { ok: true; input: ValidInput } | { ok: false; error: InvalidInput };

/** Reads a submitted form against a generator's fields. */
export function validateGeneratorInput(rules: FormRules, raw: Record<string, unknown>): Validation {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  let refusedText = false;

  for (const field of rules.fields) {
    const submitted = typeof raw[field.name] === "string" ? (raw[field.name] as string) : "";
    // Control characters and unpaired surrogates are refused with the field's
    // own message, before anything is reserved or generated (decision 0010).
    if (hasForbiddenCharacters(submitted)) {
      fieldErrors[field.name] = forbiddenCharactersMessage(fieldSubject(field));
      values[field.name] = "";
      refusedText = true;
      continue;
    }
    if (field.kind === "select") {
      const value = submitted === "" ? field.default : submitted;
      if (!field.options.some((o) => o.value === value)) {
        fieldErrors[field.name] = `Please choose a valid ${field.label.toLowerCase()}.`;
      }
      values[field.name] = value;
    } else {
      // Line breaks and tabs belong only in multi-line fields; elsewhere they become a space.
      const normalized = submitted.replace(/\r\n?/g, "\n");
      const value = (field.kind === "textarea" ? normalized : normalized.replace(/[\t\n]+/g, " ")).trim();
      if (value.length > field.maxLength) {
        fieldErrors[field.name] = `${fieldSubject(field)} must be at most ${field.maxLength} characters.`;
      }
      values[field.name] = value;
    }
  }

  // Other values the pipeline reads (the name to match, the domain ending…) follow the same rule.
  const declared = new Set(rules.fields.map((f) => f.name));
  for (const [key, value] of Object.entries(raw)) {
    if (declared.has(key) || typeof value !== "string") continue;
    if (hasForbiddenCharacters(key) || hasForbiddenCharacters(value)) {
      fieldErrors[key] ??= forbiddenCharactersMessage("This request");
      refusedText = true;
    }
  }

  const rawCount = typeof raw.count === "string" ? raw.count.trim() : "";
  let count: number = FALLBACK_NAME_COUNT;
  if (rawCount !== "") {
    const n = Number(rawCount);
    if ((NAME_COUNTS as readonly number[]).includes(n)) count = n;
    else fieldErrors.count = "Number of names must be 3, 7 or 15.";
  }

  // Refused characters come first: the required-fields message would hide them.
  if (rules.required && !refusedText) {
    const missing = rules.required.fields.filter((name) => !values[name]);
    if (missing.length > 0) {
      for (const name of missing) fieldErrors[name] ??= rules.required.message;
      return { ok: false, error: { title: rules.required.title, message: rules.required.message, fieldErrors } };
    }
  }

  const problems = Object.values(fieldErrors);
  if (problems.length > 0) {
    return { ok: false, error: { title: "Please check your input", message: problems[0], fieldErrors } };
  }
  return { ok: true, input: { values, count } };
}

/** How a message names a field: "The description", "Name to match"… */
function fieldSubject(field: Field): string {
  return field.name === "description" ? "The description" : field.label.replace(/ \(optional\)$/, "");
}
