// The names a visitor gives in a description: their own ("my name is Priya
// Raman", "I'm Sunna", "run by me, Aisha"), their family's and their animals'
// ("my son Theo", "my dog Otis", "a crow named Pepper"). A shop can carry its
// owner's name ("Aisha's Bakery"), a firm its founder's ("Raman Advisory").
import { partsOfSpeech } from "./understand";
import { isKnownGivenName } from "./name-gender";

export type Role = "self" | "child" | "kin" | "pet" | "named";

export interface OwnName {
  given: string;
  surname?: string;
  role: Role;
  /** Who they are to the visitor, as typed before the name ("dog", "sister"). */
  relation?: string;
}

const NAME = String.raw`([A-Z][a-z]+(?:-[A-Z][a-z]+)?)`;
const SURNAME = String.raw`(?:\s+([A-Z][a-z]+(?:['\u2019-][A-Z]?[a-z]+)?))?`;
const SELF = new RegExp(String.raw`\b(?:[Mm]y name is|[Mm]y name's|I'm|I am|[Cc]all me|(?:[Rr]un|[Oo]wned|[Ff]ounded|[Ss]tarted) by me,?|[Tt]his is|[Ii]t's me,?)\s+(?:Dr\.?\s+)?${NAME}${SURNAME}`, "g");
const CHILD = /^(son|daughter|kid|kids|boy|girl|child|baby|toddler|niece|nephew|grandson|granddaughter)$/;
const KIN = /^(sister|brother|wife|husband|partner|uncle|aunt|auntie|mom|mum|mother|dad|father|grandma|grandpa|cousin|friend|best friend|bestie|fiance|fiancee)$/;
const PET = /^(dog|cat|puppy|kitten|pup|horse|pony|mare|gelding|rabbit|bunny|parrot|bird|crow|raven|hamster|guinea pig|tortoise|turtle|lizard|snake|ferret|goat|pig|chicken|hen|pet|monkey)$/;
const RELATIVE = new RegExp(String.raw`\b(?:my|our|his|her)\s+(?:(?:little|big|baby|older|younger|\d+-year-old|old|new)\s+)?([a-z]+(?: [a-z]+)?)\s+${NAME}`, "g");
const NAMED = new RegExp(String.raw`\b(?:named|called)\s+${NAME}`, "g");

/** Whether a capitalised word after "I'm", "named" or "my dog" is a name: "Sunna" and "Pepper" are, "Japanese" and "Vegan" are not. */
function isName(word: string): boolean {
  return isKnownGivenName(word) || !partsOfSpeech(word.toLowerCase()).includes("a");
}

/** The names the description gives, the visitor's own first. */
export function ownNames(text: string): OwnName[] {
  const out: OwnName[] = [];
  const seen = new Set<string>();
  const add = (n: OwnName) => {
    if (seen.has(n.given) || !isName(n.given)) return;
    seen.add(n.given);
    out.push(n);
  };
  for (const m of text.matchAll(SELF)) add({ given: m[1], surname: m[2] && isName(m[2]) ? m[2] : undefined, role: "self" });
  for (const m of text.matchAll(RELATIVE)) {
    const who = m[1].split(" ").pop()!;
    const role: Role | null = CHILD.test(who) ? "child" : KIN.test(m[1]) || KIN.test(who) ? "kin" : PET.test(m[1]) || PET.test(who) ? "pet" : null;
    if (role) add({ given: m[2], role, relation: who });
  }
  for (const m of text.matchAll(NAMED)) add({ given: m[1], role: "named" });
  return out;
}

/** The visitor's own name, when they give it. */
export function selfName(text: string): OwnName | null {
  return ownNames(text).find((n) => n.role === "self") ?? null;
}

/** "I'd rather not use my surname", "without our founders' initials": no founder's name on the door. */
export function refusesOwnName(text: string): boolean {
  return /\b(?:not|no|without|avoid|don't|never|rather not)\b[^.;]{0,30}\b(?:surnames?|last names?|family names?|initials|my name|our names?|founders?'?s? names?)\b/i.test(text);
}
