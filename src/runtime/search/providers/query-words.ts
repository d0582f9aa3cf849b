/**
 * A query as Pagefind's browser module reads it before searching: characters the index keeps
 * (`include_characters`) as they are, opening, closing, dash and other punctuation dropped, the
 * rest lower-cased; words split on spaces, diacritics folded. A query in double quotes is an exact
 * phrase. The index words were made by the same rules, so a query word meets them unchanged.
 */

export interface QueryWords {
  /** The words, normalised (diacritics folded). */
  words: string[];
  /** `"a phrase"`: the words as written, next to each other. */
  exact: boolean;
}

/** Punctuation Pagefind drops from queries: Unicode classes Pd, Pe, Pf, Pi, Po and Ps. */
const DROPPED = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/u;

export function queryWords(query: string, includeCharacters: readonly string[] = []): QueryWords {
  const exact = /^\s*".+"\s*$/.test(query);
  let kept = '';
  for (const char of query) {
    if (includeCharacters.includes(char)) kept += char;
    else if (!DROPPED.test(char)) kept += char.toLowerCase();
  }
  const words = kept
    .replace(/\s{2,}/g, ' ')
    .trim()
    .split(' ')
    .map(foldDiacritics)
    .filter((w) => w.length > 0);
  return { words, exact };
}

/** Marks removed (`café` → `cafe`), except the kana voicing marks, which change the letter. */
export function foldDiacritics(word: string): string {
  const stripped = word.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, '');
  return /[\u3099\u309A]/.test(stripped) ? stripped.normalize('NFC') : stripped;
}
