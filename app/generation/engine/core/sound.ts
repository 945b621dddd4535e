// How a name sounds, for ranking: two names with the same key sound alike ("Kora" and "Cora" are both KR), and a result
// should not hold both. The key is the primary code of Lawrence Philips' Double Metaphone, rule for rule as the
// double-metaphone package (MIT, (c) 2014 Titus Wormer) gives it for a word of the letters a-z, which is all ranking
// asks about. It is written here, not imported, for the server's memory: that package's one function of a thousand
// lines was compiled a dozen times over while a server made its first names (each letter's rare rule, met for the
// first time, threw the compiled code away), and the compilers' working memory stayed with the process. Here each
// letter's rules are a small function of their own, so a rule met late costs the recompiling of a few lines.
// sound.test.ts checks the key against the package's for every word of the dictionary and many made-up ones.

// The word in lower case with five spaces after it, as the package pads its upper-cased copy: the rules look up to
// five letters ahead, and a look past the word meets a space. A look before the word meets "" (charAt), where the
// package meets undefined: no rule tells the two apart.
let s = "";
let at = 0;
let length = 0;
let last = 0;
let slavoGermanic = false;
let germanic = false;
let key = "";

const VOWELS = "aeiouy";
const vowel = (ch: string) => ch.length === 1 && VOWELS.includes(ch);
const ch = (i: number) => s.charAt(i);

/** The primary Double Metaphone code of a word of the letters a-z ("kora" → "KR", "thomas" → "TMS", "" → ""). */
export function soundKey(word: string): string {
  s = `${word}     `;
  length = word.length;
  last = length - 1;
  key = "";
  at = 0;
  slavoGermanic = /w|k|cz|witz/.test(s);
  germanic = /^(van |von |sch)/.test(s);
  if (/^(gn|kn|pn|wr|ps)/.test(s)) at++;
  // An initial X is said Z, which is S ("Xavier").
  if (s.charAt(0) === "x") {
    key += "S";
    at++;
  }
  while (at < length) {
    const rule = RULES[s.charCodeAt(at) - 97];
    if (rule) rule();
    else {
      // A vowel is said only at the start ("Ava" and "Eva" are both AF, "Lea" is L).
      if (at === 0 && vowel(s.charAt(0))) key += "A";
      at++;
    }
  }
  return key;
}

function b(): void {
  key += "P";
  at += ch(at + 1) === "b" ? 2 : 1;
}

function c(): void {
  const previous = ch(at - 1);
  const next = ch(at + 1);
  const nextnext = ch(at + 2);
  let sub: string;
  if (previous === "a" && next === "h" && nextnext !== "i" && !vowel(ch(at - 2)) && (nextnext !== "e" || (sub = s.slice(at - 2, at + 4)) === "bacher" || sub === "macher")) {
    key += "K";
    at += 2;
    return;
  }
  if (at === 0 && s.slice(at + 1, at + 6) === "aesar") {
    key += "S";
    at += 2;
    return;
  }
  if (s.slice(at + 1, at + 4) === "hia") {
    key += "K";
    at += 2;
    return;
  }
  if (next === "h") {
    cBeforeH();
    return;
  }
  if (next === "z" && s.slice(at - 2, at) !== "wi") {
    key += "S";
    at += 2;
    return;
  }
  if (s.slice(at + 1, at + 4) === "cia") {
    key += "X";
    at += 3;
    return;
  }
  if (next === "c" && !(at === 1 && ch(0) === "m")) {
    if ((nextnext === "i" || nextnext === "e" || nextnext === "h") && s.slice(at + 2, at + 4) !== "hu") {
      sub = s.slice(at - 1, at + 4);
      key += (at === 1 && previous === "a") || sub === "uccee" || sub === "ucces" ? "KS" : "X";
      at += 3;
    } else {
      key += "K";
      at += 2;
    }
    return;
  }
  if (next === "g" || next === "k" || next === "q") {
    key += "K";
    at += 2;
    return;
  }
  if (next === "i" || next === "e" || next === "y") {
    key += "S";
    at += 2;
    return;
  }
  key += "K";
  at++;
}

function cBeforeH(): void {
  const previous = ch(at - 1);
  const nextnext = ch(at + 2);
  if (at > 0 && nextnext === "a" && ch(at + 3) === "e") {
    key += "K";
  } else if (at === 0 && /^ch(ia|em|or([^e])|ym|arac|aris)/.test(s)) {
    key += "K";
  } else if (
    germanic ||
    /orches|archit|orchid/.test(s.slice(at - 2, at + 4)) ||
    nextnext === "t" ||
    nextnext === "s" ||
    ((at === 0 || previous === "a" || previous === "e" || previous === "o" || previous === "u") && /[ bfhlmnrvw]/.test(nextnext))
  ) {
    key += "K";
  } else if (at === 0) {
    key += "X";
  } else {
    key += s.slice(0, 2) === "mc" ? "K" : "X";
  }
  at += 2;
}

function d(): void {
  const next = ch(at + 1);
  if (next === "g") {
    const nextnext = ch(at + 2);
    if (nextnext === "e" || nextnext === "i" || nextnext === "y") {
      key += "J";
      at += 3;
    } else {
      key += "TK";
      at += 2;
    }
    return;
  }
  key += "T";
  at += next === "t" || next === "d" ? 2 : 1;
}

function g(): void {
  const previous = ch(at - 1);
  const next = ch(at + 1);
  const nextnext = ch(at + 2);
  if (next === "h") {
    gBeforeH();
    return;
  }
  if (next === "n") {
    if (at === 1 && vowel(ch(0)) && !slavoGermanic) key += "KN";
    else if (s.slice(at + 2, at + 4) !== "ey" && s.slice(at + 1) !== "y" && !slavoGermanic) key += "N";
    else key += "KN";
    at += 2;
    return;
  }
  if (s.slice(at + 1, at + 3) === "li" && !slavoGermanic) {
    key += "KL";
    at += 2;
    return;
  }
  if (at === 0 && /y[\s\S]|e[bilprsy]|i[beln]/.test(s.slice(1, 3))) {
    key += "K";
    at += 2;
    return;
  }
  if ((s.slice(at + 1, at + 3) === "er" && previous !== "i" && previous !== "e" && !/^[dmr]anger/.test(s.slice(0, 6))) || (next === "y" && !/[egir]/.test(previous))) {
    key += "K";
    at += 2;
    return;
  }
  if (next === "e" || next === "i" || next === "y" || ((previous === "a" || previous === "o") && next === "g" && nextnext === "i")) {
    key += s.slice(at + 1, at + 3) === "et" || germanic ? "K" : "J";
    at += 2;
    return;
  }
  key += "K";
  at += next === "g" ? 2 : 1;
}

function gBeforeH(): void {
  const previous = ch(at - 1);
  if (at > 0 && !vowel(previous)) {
    key += "K";
  } else if (at === 0) {
    key += ch(at + 2) === "i" ? "J" : "K";
  } else if (!/^[bhd]$/.test(ch(at - 2)) && !/^[bhd]$/.test(ch(at - 3)) && !/^[bh]$/.test(ch(at - 4))) {
    if (at > 2 && previous === "u" && /[cglrt]/.test(ch(at - 3))) key += "F";
    else if (at > 0 && previous !== "i") key += "K";
  }
  at += 2;
}

function h(): void {
  if (vowel(ch(at + 1)) && (at === 0 || vowel(ch(at - 1)))) {
    key += "H";
    at++;
  }
  at++;
}

function j(): void {
  const previous = ch(at - 1);
  const next = ch(at + 1);
  if (s.slice(at, at + 4) === "jose" || s.slice(0, 4) === "san ") {
    key += s.slice(0, 4) === "san " || (at === 0 && ch(at + 4) === " ") ? "H" : "J";
    at++;
    return;
  }
  if (at === 0) key += "J";
  else if (!slavoGermanic && (next === "a" || next === "o") && vowel(previous)) key += "J";
  else if (at === last) key += "J";
  else if (previous !== "s" && previous !== "k" && previous !== "l" && !/[ltksnmbz]/.test(next)) key += "J";
  else if (next === "j") at++;
  at++;
}

function l(): void {
  if (ch(at + 1) === "l") {
    const previous = ch(at - 1);
    const nextnext = ch(at + 2);
    if (
      (at === length - 3 && ((previous === "a" && nextnext === "e") || (previous === "i" && (nextnext === "o" || nextnext === "a")))) ||
      (previous === "a" && nextnext === "e" && (ch(last) === "a" || ch(last) === "o" || /as|os/.test(s.slice(last - 1, length))))
    ) {
      key += "L";
      at += 2;
      return;
    }
    at++;
  }
  key += "L";
  at++;
}

function m(): void {
  const next = ch(at + 1);
  if (next === "m" || (ch(at - 1) === "u" && next === "b" && (at + 1 === last || s.slice(at + 2, at + 4) === "er"))) at++;
  at++;
  key += "M";
}

function p(): void {
  const next = ch(at + 1);
  if (next === "h") {
    key += "F";
    at += 2;
    return;
  }
  if (next === "p" || next === "b") at++;
  at++;
  key += "P";
}

function r(): void {
  // A final "-ier" said the French way has no R ("Rogier").
  if (!(at === last && !slavoGermanic && ch(at - 1) === "e" && ch(at - 2) === "i" && ch(at - 4) !== "m" && ch(at - 3) !== "e" && ch(at - 3) !== "a")) key += "R";
  at += ch(at + 1) === "r" ? 2 : 1;
}

function sRule(): void {
  const previous = ch(at - 1);
  const next = ch(at + 1);
  const nextnext = ch(at + 2);
  if (next === "l" && (previous === "i" || previous === "y")) {
    at++;
    return;
  }
  if (at === 0 && s.slice(1, 5) === "ugar") {
    key += "X";
    at++;
    return;
  }
  if (next === "h") {
    key += /eim|oek|olm|olz/.test(s.slice(at + 1, at + 5)) ? "S" : "X";
    at += 2;
    return;
  }
  if (next === "i" && (nextnext === "o" || nextnext === "a")) {
    key += "S";
    at += 3;
    return;
  }
  if (next === "z" || (at === 0 && (next === "l" || next === "m" || next === "n" || next === "w"))) {
    key += "S";
    at += next === "z" ? 2 : 1;
    return;
  }
  if (next === "c") {
    if (nextnext === "h") {
      const sub = s.slice(at + 3, at + 5);
      key += /e[dmnr]|uy|oo/.test(sub) && sub !== "er" && sub !== "en" ? "SK" : "X";
    } else {
      key += nextnext === "i" || nextnext === "e" || nextnext === "y" ? "S" : "SK";
    }
    at += 3;
    return;
  }
  const sub = s.slice(at - 2, at);
  if (!(at === last && (sub === "ai" || sub === "oi"))) key += "S";
  at += next === "s" ? 2 : 1;
}

function t(): void {
  const next = ch(at + 1);
  const nextnext = ch(at + 2);
  if ((next === "i" && nextnext === "o" && ch(at + 3) === "n") || (next === "i" && nextnext === "a") || (next === "c" && nextnext === "h")) {
    key += "X";
    at += 3;
    return;
  }
  if (next === "h" || (next === "t" && nextnext === "h")) {
    key += germanic || ((nextnext === "o" || nextnext === "a") && ch(at + 3) === "m") ? "T" : "0";
    at += 2;
    return;
  }
  if (next === "t" || next === "d") at++;
  at++;
  key += "T";
}

function w(): void {
  const previous = ch(at - 1);
  const next = ch(at + 1);
  const nextnext = ch(at + 2);
  if (next === "r") {
    key += "R";
    at += 2;
    return;
  }
  if (at === 0 && (vowel(next) || next === "h")) key += "A";
  if (((previous === "e" || previous === "o") && next === "s" && nextnext === "k" && (ch(at + 3) === "i" || ch(at + 3) === "y")) || s.slice(0, 3) === "sch" || (at === last && vowel(previous))) {
    at++;
    return;
  }
  if (next === "i" && (nextnext === "c" || nextnext === "t") && ch(at + 3) === "z") {
    key += "TS";
    at += 4;
    return;
  }
  at++;
}

function x(): void {
  const next = ch(at + 1);
  // A final "-aux" or "-oux" is silent ("Breaux").
  if (!(at === last && ch(at - 1) === "u" && (ch(at - 2) === "a" || ch(at - 2) === "o"))) key += "KS";
  at += next === "c" || next === "x" ? 2 : 1;
}

function z(): void {
  const next = ch(at + 1);
  if (next === "h") {
    key += "J";
    at += 2;
    return;
  }
  key += "S";
  at += next === "z" ? 2 : 1;
}

function f(): void {
  key += "F";
  at += ch(at + 1) === "f" ? 2 : 1;
}

function k(): void {
  key += "K";
  at += ch(at + 1) === "k" ? 2 : 1;
}

function n(): void {
  key += "N";
  at += ch(at + 1) === "n" ? 2 : 1;
}

function q(): void {
  key += "K";
  at += ch(at + 1) === "q" ? 2 : 1;
}

function v(): void {
  key += "F";
  at += ch(at + 1) === "v" ? 2 : 1;
}

// Each consonant's rules, a to z (null for a vowel). Called through this table, a rule is compiled as a function of
// its own, not inlined into soundKey: a late-met rule then recompiles its own few lines, not every letter's.
const RULES: ((() => void) | null)[] = [null, b, c, d, null, f, g, h, null, j, k, l, m, n, null, p, q, r, sRule, t, null, v, w, x, null, z];
