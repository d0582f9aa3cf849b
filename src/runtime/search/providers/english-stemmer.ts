/**
 * The Snowball English ("Porter2") stemmer, as Pagefind's indexer applies it to every English word
 * it indexes: the browser must stem a query word to the same index word (`configuration` and
 * `configure` → `configur`). Written from the algorithm's published description; the tests check
 * it against the stems Pagefind's own indexer gives for thousands of words.
 *
 * Input is one lower-case word (Pagefind lower-cases and drops punctuation first).
 */

/** Words the algorithm would get wrong, and words it must leave alone. */
const SPECIAL = new Map<string, string>([
  ['skis', 'ski'],
  ['skies', 'sky'],
  ['idly', 'idl'],
  ['gently', 'gentl'],
  ['ugly', 'ugli'],
  ['early', 'earli'],
  ['only', 'onli'],
  ['singly', 'singl'],
  ...['sky', 'news', 'howe', 'atlas', 'cosmos', 'bias', 'andes'].map((w): [string, string] => [w, w]),
]);

/** Words in `-ing` and `-eed` that are not a verb's forms. */
const NOT_ING = new Set(['inn', 'out', 'cann', 'herr', 'earr', 'even']);
const NOT_EED = new Set(['proc', 'exc', 'succ']);

/**
 * Prefixes whose R1 starts right after them (a plain R1 would cut `generate` and `general`
 * alike). Snowball 3's list, and `inter`, which Pagefind's stemmer also has (`internal` stays).
 */
const R1_PREFIXES = ['gener', 'commun', 'arsen', 'past', 'univers', 'later', 'emerg', 'organ', 'inter'];

const DOUBLES = new Set(['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt']);
const LI_ENDINGS = new Set(['c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't']);

/** Step 2 suffixes (longest first) and what replaces them, in R1. */
const STEP_2: [string, string][] = [
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['iveness', 'ive'],
  ['tional', 'tion'],
  ['biliti', 'ble'],
  ['lessli', 'less'],
  ['entli', 'ent'],
  ['ation', 'ate'],
  ['alism', 'al'],
  ['aliti', 'al'],
  ['ousli', 'ous'],
  ['iviti', 'ive'],
  ['fulli', 'ful'],
  ['ogist', 'og'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['abli', 'able'],
  ['izer', 'ize'],
  ['ator', 'ate'],
  ['alli', 'al'],
  ['bli', 'ble'],
  ['ogi', 'og'],
  ['li', ''],
];

/** Step 3 suffixes (longest first), in R1; `ative` only in R2. */
const STEP_3: [string, string][] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['alize', 'al'],
  ['icate', 'ic'],
  ['iciti', 'ic'],
  ['ative', ''],
  ['ical', 'ic'],
  ['ness', ''],
  ['ful', ''],
];

/** Step 4 suffixes (longest first), removed in R2; `ion` only after `s` or `t`. */
const STEP_4 = ['ement', 'ance', 'ence', 'able', 'ible', 'ment', 'ant', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion', 'al', 'er', 'ic'];

/** Rules by the last letter of their suffix (longest first within each): a word is tried against a few. */
function byLastLetter(rules: readonly [string, string][]): Map<string, [string, string][]> {
  const map = new Map<string, [string, string][]>();
  for (const rule of rules) {
    const last = rule[0][rule[0].length - 1]!;
    map.set(last, [...(map.get(last) ?? []), rule]);
  }
  return map;
}

const STEP_2_BY_LAST = byLastLetter(STEP_2);
const STEP_3_BY_LAST = byLastLetter(STEP_3);
const STEP_4_BY_LAST = byLastLetter(STEP_4.map((s): [string, string] => [s, '']));

/** What the algorithm takes off a word's end: step 1's endings and the suffixes of steps 2 to 5. */
const ENDINGS = [
  ...new Set(['s', 'es', 'ies', 'ied', 'ed', 'eed', 'edly', 'eedly', 'ing', 'ingly', 'ly', 'e', ...STEP_2.map(([s]) => s), ...STEP_3.map(([s]) => s), ...STEP_4]),
];

/**
 * Whether letters typed past a word may be the start of an ending it takes (`at` of `ation`,
 * `s`, `d` after an `e`), its last letter doubled first (`nin` of `running`), not the start of
 * another word (`na` of `filename` after `file`).
 */
export function mayBeEnding(rest: string, before = ''): boolean {
  const starts = (letters: string) => ENDINGS.some((ending) => ending.startsWith(letters));
  if (rest === '' || starts(rest)) return true;
  // `configure` + `d`: the ending's `e` is the word's own.
  if (before.endsWith('e') && starts(`e${rest}`)) return true;
  return rest.length > 1 && rest[0] === before.at(-1) && starts(rest.slice(1));
}

/**
 * Whether a word being typed may be a form of the index word it runs past: `configurat` is the
 * start of `configuration`, which stems to `configur`; `filena` is no form of `file`.
 */
export function mayStemTo(typed: string, stem: string, stemmer: (word: string) => string = stemEnglish): boolean {
  if (!typed.startsWith(stem)) return false;
  const rest = typed.slice(stem.length);
  if (!mayBeEnding(rest, stem)) return false;
  const doubled = rest.length > 1 && rest[0] === stem.at(-1) ? stem.at(-1)! : '';
  return ENDINGS.some((ending) => ending.startsWith(rest.slice(doubled.length)) && stemmer(stem + doubled + ending) === stem);
}

function isVowel(c: string | undefined): boolean {
  return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';
}

export function stemEnglish(input: string): string {
  if (input.length <= 2) return input;
  const special = SPECIAL.get(input);
  if (special !== undefined) return special;
  let w = input.startsWith("'") ? input.slice(1) : input;
  w = markConsonantY(w);
  const [r1, r2] = regions(w);

  w = step0(w);
  w = step1a(w);
  w = step1b(w, r1);
  w = step1c(w);
  w = replaceIn(w, STEP_2_BY_LAST, r1, step2Allowed);
  w = replaceIn(w, STEP_3_BY_LAST, r1, (word, suffix) => suffix !== 'ative' || word.length - suffix.length >= r2);
  w = step4(w, r2);
  w = step5(w, r1, r2);
  return w.replace(/Y/g, 'y');
}

/** A `y` at the start or after a vowel is a consonant: `Y`, which no rule below counts as a vowel. */
function markConsonantY(word: string): string {
  if (!word.includes('y')) return word;
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    out += c === 'y' && (i === 0 || isVowel(out[i - 1])) ? 'Y' : c;
  }
  return out;
}

/** R1 and R2 as start offsets (the word's length when empty). */
function regions(word: string): [number, number] {
  const prefix = R1_PREFIXES.find((p) => word.startsWith(p));
  const r1 = prefix ? prefix.length : regionAfter(word, 0);
  return [r1, regionAfter(word, r1)];
}

/** After the first non-vowel that follows a vowel, from `start`. */
function regionAfter(word: string, start: number): number {
  for (let i = start + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

function step0(word: string): string {
  for (const suffix of ["'s'", "'s", "'"]) if (word.endsWith(suffix)) return word.slice(0, -suffix.length);
  return word;
}

function step1a(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ied') || word.endsWith('ies')) return word.slice(0, word.length > 4 ? -2 : -1);
  if (word.endsWith('us') || word.endsWith('ss')) return word;
  if (word.endsWith('s')) {
    // Only when a vowel comes before the letter before the `s`: `gaps` → `gap`, `gas` stays.
    for (let i = 0; i < word.length - 2; i++) if (isVowel(word[i])) return word.slice(0, -1);
  }
  return word;
}

function step1b(word: string, r1: number): string {
  for (const suffix of ['eedly', 'eed']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (NOT_EED.has(stem)) return word;
    return stem.length >= r1 ? `${stem}ee` : word;
  }
  const suffix = ['ingly', 'edly', 'ing', 'ed'].find((s) => word.endsWith(s));
  if (!suffix) return word;
  const stem = word.slice(0, -suffix.length);
  if (suffix === 'ing') {
    // `dying` → `die`; `inning`, `evening` are not verbs' forms.
    if (stem.length === 2 && stem[1] === 'y' && !isVowel(stem[0])) return `${stem[0]}ie`;
    if (NOT_ING.has(stem)) return word;
  }
  if (!/[aeiouy]/.test(stem)) return word;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  // A double consonant is undoubled (`hopping` → `hop`), but not after a first `a`, `e` or `o` (`added` → `add`).
  if (DOUBLES.has(stem.slice(-2))) return stem.length === 3 && 'aeo'.includes(stem[0]!) ? stem : stem.slice(0, -1);
  if (stem.length === r1 && isShortSyllable(stem)) return `${stem}e`;
  return stem;
}

/** A final `y` after a non-vowel that is not the word's first letter becomes `i`. */
function step1c(word: string): string {
  const last = word[word.length - 1];
  if ((last === 'y' || last === 'Y') && word.length > 2 && !isVowel(word[word.length - 2])) return `${word.slice(0, -1)}i`;
  return word;
}

function step2Allowed(word: string, suffix: string): boolean {
  const before = word[word.length - suffix.length - 1];
  if (suffix === 'ogi') return before === 'l';
  if (suffix === 'li') return before !== undefined && LI_ENDINGS.has(before);
  return true;
}

/** The longest suffix of the list the word ends with, replaced when it lies in the region (and `allowed`). */
function replaceIn(word: string, byLast: ReadonlyMap<string, readonly [string, string][]>, region: number, allowed: (word: string, suffix: string) => boolean): string {
  const rule = byLast.get(word[word.length - 1]!)?.find(([suffix]) => word.endsWith(suffix));
  if (!rule) return word;
  const [suffix, replacement] = rule;
  if (word.length - suffix.length < region || !allowed(word, suffix)) return word;
  return word.slice(0, -suffix.length) + replacement;
}

function step4(word: string, r2: number): string {
  const suffix = STEP_4_BY_LAST.get(word[word.length - 1]!)?.find(([s]) => word.endsWith(s))?.[0];
  if (!suffix || word.length - suffix.length < r2) return word;
  if (suffix === 'ion') {
    const before = word[word.length - 4];
    if (before !== 's' && before !== 't') return word;
  }
  return word.slice(0, -suffix.length);
}

function step5(word: string, r1: number, r2: number): string {
  const at = word.length - 1;
  if (word[at] === 'e') {
    if (at >= r2 || (at >= r1 && !isShortSyllable(word.slice(0, -1)))) return word.slice(0, -1);
  } else if (word[at] === 'l' && at >= r2 && word[at - 1] === 'l') {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * A short syllable ends the word: non-vowel, vowel, non-vowel other than `w`, `x` or `Y`; or a
 * vowel then a non-vowel that are the word's first two letters. And `past` (`pasted` → `paste`).
 */
function isShortSyllable(word: string): boolean {
  const n = word.length;
  if (n === 2) return isVowel(word[0]) && !isVowel(word[1]);
  if (n < 3) return false;
  const [a, b, c] = [word[n - 3], word[n - 2], word[n - 1]!];
  return (!isVowel(a) && isVowel(b) && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y') || word.endsWith('past');
}
