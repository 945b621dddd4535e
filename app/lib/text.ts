// Which characters a visitor's text may hold, for every input of the site
// (decision 0010). Browser-safe: the forms' instant messages use it too.
//
// Refused: C0 control characters other than tab, line feed and carriage
// return (NUL included), DEL, C1 control characters, and UTF-16 surrogates
// that are not part of a pair. None of them can be typed, PostgreSQL refuses
// NUL outright, and a lone surrogate cannot be encoded as UTF-8.

const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds a control character or an unpaired surrogate. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** The one message shown for such text, naming the field (e.g. "The description", "Email"). */
export function forbiddenCharactersMessage(what: string): string {
  return `${what} contains characters that can't be used. Please retype it.`;
}
