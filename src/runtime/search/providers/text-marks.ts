/**
 * Highlight and snippet values built from plain text: escaped, with the caller's tags around the
 * words that match. Pagefind's own excerpts are not used because they escape `<` and `>` but not
 * `&`, so a doc that says `&lt;` or `&&` would render wrongly (or as markup) through them.
 */
import { escapeHtml } from '../highlight.tsx';
import { mayBeEnding, stemEnglish } from './english-stemmer.ts';
import type { HighlightValue } from '../types.ts';

export interface MarkOptions {
  preTag: string;
  postTag: string;
  ellipsis: string;
  /**
   * Stemmed words whose forms in the text are marked too (English): the query's whole words
   * (`cache` for `caching`) and the words a misspelled one was taken for (`quality` for `qualty`).
   */
  stems?: readonly string[];
}

/** Pagefind's word boundary: any white space except the zero-width no-break space. */
export const WORD_SEPARATORS = /[^\S\uFEFF]+/;

/** The query as Pagefind reads it: lower case, punctuation dropped, split on spaces. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map(normalizeWord)
    .filter(Boolean);
}

/** Whether the text is one word, which stems to a word a misspelled query was taken for. */
export function isNearWord(text: string, nearWords: readonly string[]): boolean {
  const words = queryTerms(text);
  return words.length === 1 && nearWords.includes(stemEnglish(words[0]!));
}

/** Whether the text is the query itself (`imageDir` for "imagedir"), case and punctuation aside. */
export function sameWords(text: string, terms: readonly string[]): boolean {
  return queryTerms(text).join(' ') === terms.join(' ');
}

function normalizeWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]/gu, '');
}

/**
 * Whether a word of the text answers a query term: as a prefix (as-you-type), or the term extends
 * the word by what may start an ending (a plural or inflected query against the base form, roughly
 * what stemming finds): `images` marks `image`, `withExport` does not mark `with`.
 */
export function wordMatches(word: string, term: string): boolean {
  const w = normalizeWord(word);
  if (!w || !term) return false;
  return w.startsWith(term) || (w.length >= 3 && term.startsWith(w) && mayBeEnding(term.slice(w.length), w));
}

/** Whether a word of the text is marked: it matches a term, or it is a form of one of `stems`. */
export function isMarked(word: string, terms: readonly string[], options: MarkOptions): boolean {
  if (terms.some((t) => wordMatches(word, t))) return true;
  return options.stems !== undefined && options.stems.length > 0 && options.stems.includes(stemEnglish(normalizeWord(word)));
}

/** The whole text, with every word that matches a term marked (Algolia's `_highlightResult`). */
export function highlightText(text: string, terms: readonly string[], options: MarkOptions): HighlightValue {
  const words = text.split(WORD_SEPARATORS).filter(Boolean);
  const marked = new Set<number>();
  words.forEach((w, i) => {
    if (isMarked(w, terms, options)) marked.add(i);
  });
  return markedValue(words, marked, 0, words.length, terms, options, '');
}

/**
 * A window of `count` words of `words[from, to)` where the marked words are densest, with the
 * ellipsis where it cuts the text (Algolia's `_snippetResult`).
 */
export function snippetWords(
  words: readonly string[],
  marked: ReadonlySet<number>,
  range: { from: number; to: number },
  count: number,
  terms: readonly string[],
  options: MarkOptions,
): HighlightValue {
  const { from, to } = range;
  const length = Math.max(1, Math.min(count, to - from));
  const start = densestWindow(marked, from, to, length);
  return markedValue(words, marked, start, start + length, terms, options, options.ellipsis, from, to);
}

export function densestWindow(marked: ReadonlySet<number>, from: number, to: number, length: number): number {
  if (to - from <= length) return from;
  const inRange = [...marked].filter((i) => i >= from && i < to).sort((a, b) => a - b);
  if (inRange.length === 0) return from;
  let best = from;
  let bestCount = -1;
  for (const first of inRange) {
    // Start a little before the first mark so the match has some context on its left.
    const start = Math.max(from, Math.min(first - Math.floor(length / 4), to - length));
    const count = inRange.filter((i) => i >= start && i < start + length).length;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  return best;
}

function markedValue(
  words: readonly string[],
  marked: ReadonlySet<number>,
  start: number,
  end: number,
  terms: readonly string[],
  options: MarkOptions,
  ellipsis: string,
  from = start,
  to = end,
): HighlightValue {
  const parts: string[] = [];
  const matched = new Set<string>();
  let anyMark = false;
  for (let i = start; i < end; i++) {
    const word = words[i] ?? '';
    if (!marked.has(i)) {
      parts.push(escapeHtml(word));
      continue;
    }
    anyMark = true;
    for (const t of terms) if (wordMatches(word, t)) matched.add(t);
    parts.push(markWord(word, options));
  }
  const value = (start > from && ellipsis ? `${escapeHtml(ellipsis)} ` : '') + parts.join(' ') + (end < to && ellipsis ? ` ${escapeHtml(ellipsis)}` : '');
  const matchedWords = terms.filter((t) => matched.has(t));
  const matchLevel = !anyMark ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** Marks the word without the punctuation around it: `(<mark>Picture</mark>)`. */
function markWord(word: string, options: MarkOptions): string {
  const match = /^([^\p{L}\p{N}_]*)(.*?)([^\p{L}\p{N}_]*)$/u.exec(word);
  const [, lead = '', core = word, tail = ''] = match ?? [];
  if (!core) return escapeHtml(word);
  return `${escapeHtml(lead)}${options.preTag}${escapeHtml(core)}${options.postTag}${escapeHtml(tail)}`;
}
