// Whether a pet's name reads as a woman's or a man's, so a title in front of
// it agrees: "Lady Grey" and "Sir Henry", never "Lady Gary" or "Sir Isabella".
import { BABY_NAMES } from "../data/baby-names";
import { GIVEN } from "../data/people-names";
import { ZOMBIE } from "../data/fun-words";

export type NameGender = "female" | "male" | "unknown";

const KNOWN = new Map<string, NameGender>();
for (const era of Object.values(GIVEN)) {
  for (const n of era.female) KNOWN.set(n.toLowerCase(), "female");
  for (const n of era.male) KNOWN.set(n.toLowerCase(), "male");
}
for (const e of BABY_NAMES) {
  const g = e.tags[0] === "girl" ? "female" : e.tags[0] === "boy" ? "male" : null;
  if (g && !KNOWN.has(e.name.toLowerCase())) KNOWN.set(e.name.toLowerCase(), g);
}
// Everyday first names used for comic effect ("Gary", "Brenda").
const FUNNY_FEMALE = new Set(["brenda", "linda", "karen", "debbie", "marge"]);
for (const n of ZOMBIE.first) KNOWN.set(n.toLowerCase(), FUNNY_FEMALE.has(n.toLowerCase()) ? "female" : "male");
// Royal and grand words that carry a gender of their own.
const FEMALE_WORDS = new Set(["princess", "queen", "empress", "duchess", "countess", "lady", "miss", "maharani", "regina", "tsarina", "begum", "dame", "madam", "madame", "baroness", "auntie", "aunt", "grandma", "granny", "cleopatra", "nefertiti", "victoria", "rani"]);
const MALE_WORDS = new Set(["prince", "king", "emperor", "duke", "count", "lord", "sir", "mister", "baron", "uncle", "grandpa", "tsar", "czar", "raja", "rajah", "maharaja", "sultan", "pharaoh", "caesar", "rex", "kaiser", "shah", "khan", "monarch", "sovereign"]);

// Men's names the lists above miss, common among grand pet names.
const MORE_MALE = ["winston", "oscar", "alexander", "balthazar", "cyrus", "gatsby", "lucian", "lysander", "remy", "maximus", "magnus", "atlas", "finn", "tucker", "bentley", "archie", "alfie", "reginald", "humphrey", "rupert", "nigel", "cedric", "basil", "barnaby", "chester", "dexter", "gus", "milo", "otis", "louie", "charlie", "toby", "max", "jack", "murphy", "bruno", "rocco", "duke", "zeus", "apollo", "hercules", "leonardo", "sebastian", "maurice", "george", "albert", "ernest", "ferdinand", "gilbert", "hector", "igor", "ivan", "klaus", "lorenzo", "marcel", "napoleon", "nero", "orlando", "percy", "romeo", "stanley", "theodore", "vincent", "wilbur"];
for (const n of MORE_MALE) if (!KNOWN.has(n)) KNOWN.set(n, "male");
// Pets' everyday names the lists above miss ("Gentle Ben" for a girl kitten, "Bonnie" for a gelding).
const PET_MALE = ["ben", "bruno", "buster", "rocky", "toby", "teddy", "milo", "otis", "rufus", "barney", "hank", "gus", "boone", "bob", "fred", "george", "jasper", "max", "jack", "murphy", "duke", "butch", "rex"];
const PET_FEMALE = ["bonnie", "holly", "daisy", "molly", "lucy", "bella", "rosie", "ruby", "sadie", "maggie", "lily", "penny", "poppy", "pippa", "luna", "chloe", "zoe", "nala", "cleo", "dolly", "betsy", "bessie", "peggy", "trixie", "dixie", "sally", "goldie", "hazel", "ivy", "mabel", "olive", "pearl", "tilly", "millie", "nellie", "gracie", "josie", "lulu", "mimi", "missy", "queenie", "duchess", "belle", "princess", "maisie", "lottie", "winnie", "hattie", "elsie", "ellie", "annie", "rosa", "bertha", "nancy", "polly", "flossie"];
// People's, gods' and composers' names in the pet lists that say which sex they are ("Boris", "Atticus", "Isolde", "Persephone").
const PET_LIST_MALE = ["alistair", "amadeus", "anubis", "ares", "atticus", "aurelius", "bart", "beau", "beaumont", "beethoven", "boris", "bramwell", "brutus", "bubba", "buck", "byron", "caruso", "casimir", "chopin", "clyde", "cortez", "corrado", "dave", "debussy", "degas", "donatello", "dorian", "dougal", "draco", "ellington", "fergus", "fitzgerald", "fitzwilliam", "florian", "galileo", "garfield", "giacomo", "goliath", "gromit", "hagrid", "hamish", "hermes", "homer", "hugo", "jock", "kermit", "lancelot", "laurent", "leonidas", "loki", "luigi", "mario", "marquis", "matisse", "maximilian", "merlin", "monet", "montague", "montgomery", "monty", "mozart", "neptune", "oberon", "osiris", "paddington", "pluto", "ptolemy", "puccini", "quincy", "rafferty", "ragnar", "ramiro", "ravel", "remington", "ringo", "rousseau", "rubin", "samson", "sheldon", "sherlock", "sherman", "silvio", "thor", "tiberius", "tyson", "valentino", "verdi", "vermeer", "vivaldi", "voltaire", "waylon", "xerxes", "zephyrus"];
const PET_LIST_FEMALE = ["artemis", "astra", "bastet", "beatrix", "bianca", "blanche", "camille", "celeste", "chanel", "circe", "cosima", "dottie", "dulcie", "elektra", "elizabeth", "elodie", "eloise", "emmy", "eos", "esme", "fleur", "genevieve", "guinevere", "hecate", "isis", "isolde", "juliet", "kiki", "lacey", "liesl", "lorelei", "lucienne", "mab", "margaux", "maribel", "marquise", "mathilde", "medusa", "mirabel", "nimue", "persephone", "sapphira", "sekhmet", "selene", "shelly", "sylvie", "tallulah", "tamsin", "tiffany", "tinkerbell", "valkyrie", "vivienne", "wanda", "xanthe"];
for (const n of PET_MALE) if (!KNOWN.has(n)) KNOWN.set(n, "male");
for (const n of PET_LIST_MALE) if (!KNOWN.has(n)) KNOWN.set(n, "male");
for (const n of PET_LIST_FEMALE) if (!KNOWN.has(n)) KNOWN.set(n, "female");
for (const n of PET_FEMALE) if (!KNOWN.has(n)) KNOWN.set(n, "female");
// Men's names that end the way most women's names do.
const MALE_ENDINGS_EXCEPT = new Set(["luca", "joshua", "ezra", "elijah", "noa", "nikita", "sasha", "andrea", "jonah", "micah", "isaiah", "zechariah", "garcia", "costa", "dakota", "charlie", "archie", "alfie", "louie", "frankie", "eddie", "freddie", "ollie", "reggie", "bertie", "ronnie", "jamie", "stevie", "teddie", "jackie", "ritchie", "ernie", "artie", "bernie", "barnie", "murphie", "kona"]);

/** The gender a name's title or royal word says ("Lady Willow", "Lord Shiloh", "Mister Snowflake"); "unknown" when it has none. */
export function titleGender(name: string): NameGender {
  for (const w of name.toLowerCase().split(/[^a-z]+/)) {
    if (FEMALE_WORDS.has(w)) return "female";
    if (MALE_WORDS.has(w)) return "male";
  }
  return "unknown";
}

/** The gender a name reads as, from lists of given names and royal words; "unknown" when it does not say. */
export function nameGender(name: string): NameGender {
  const words = name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (const w of words) {
    if (FEMALE_WORDS.has(w)) return "female";
    if (MALE_WORDS.has(w)) return "male";
  }
  const first = words[0] ?? "";
  const known = KNOWN.get(first);
  if (known) return known;
  // Isabella, Colette, Giselle, Josephine: the usual endings of women's names.
  if (/(ella|ia|ina|ette|elle|anne|ine|issa|etta|ora|ara|ena|ana|ica|lda|ida|ita|ola|ela|yla|una|ona|ina|ssa|nna|lla)$/.test(first) && !MALE_ENDINGS_EXCEPT.has(first)) return "female";
  return "unknown";
}

const FEMALE_TITLES = new Set(["Lady", "Duchess", "Miss", "Princess", "Queen", "Dame", "Madame", "Auntie", "Aunt", "Countess"]);
const MALE_TITLES = new Set(["Sir", "Lord", "Baron", "Mister", "Duke", "Prince", "King", "Uncle", "Count"]);

/**
 * Whether a title may stand before the name: never before a name of the other
 * gender or before another grand word ("Sir Maharani"). A name that says
 * nothing of gender takes either ("Lady Mochi", "Sir Smudge").
 */
export function titleSuits(title: string, name: string): boolean {
  const first = name.toLowerCase().split(/[^a-z]+/)[0] ?? "";
  if (FEMALE_WORDS.has(first) || MALE_WORDS.has(first)) return false;
  const g = nameGender(name);
  if (FEMALE_TITLES.has(title)) return g !== "male";
  if (MALE_TITLES.has(title)) return g !== "female";
  return true;
}

/** The gender a text gives by its words ("she", "a mare"; "his", "a stallion"), when it gives one and not both. */
export function genderSaid(text: string, she: RegExp, he: RegExp): "female" | "male" | null {
  const t = text.toLowerCase();
  const f = she.test(t);
  const m = he.test(t);
  return f && !m ? "female" : m && !f ? "male" : null;
}

/**
 * Whether a pet's name can be said of an animal of this sex: its title ("Lady", "Lord", "Mister"), a known
 * person's name after a word ("Gentle Ben") and a plain name that is a known person's ("Bonnie" for a
 * gelding, "Bruno" for a girl poodle) must agree. A name known to neither list, or only by its ending, stays
 * open to either: most pets' names say nothing of sex, and only about one name in twenty is barred.
 */
export function suitsSex(name: string, sex: "female" | "male"): boolean {
  const other = sex === "female" ? "male" : "female";
  if (titleGender(name) === other) return false;
  const parts = name.split(" ");
  if (parts.length < 2) return KNOWN.get(name.toLowerCase()) !== other;
  return nameGender(parts[parts.length - 1]) !== other;
}

/** Whether a word is a first name the lists know ("Aisha", "Theo", "Rose"). */
export function isKnownGivenName(word: string): boolean {
  return KNOWN.has(word.toLowerCase());
}
