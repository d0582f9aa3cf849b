/**
 * A search page as Pagefind reads the HTML docsgen used to hand it (`<h1>` title, `<hN id>`
 * headings, `<p>` per block of text): the words in order, each with the weight of the block it
 * is in, the heading anchors at the position of their first word, the page text for excerpts,
 * and the meta fields. The rules are Pagefind 1.x's own for those elements, so pages rank and
 * read as they did when Pagefind parsed the HTML:
 *   - words are split on Unicode white space (Rust's `split_whitespace`, not JavaScript's `\s`,
 *     which also splits on U+FEFF), zero-width spaces are dropped from them;
 *   - a block ending in a word character, quote, `)`, `$` or `*` gets a `.`, so excerpts read as
 *     sentences and phrases do not run from one block into the next;
 *   - headings weigh 7 (h1) down to 2 (h6), text 1; Pagefind stores weight × 24.
 */
import type { SearchPage } from '../records.ts';

/** Rust's `char::is_whitespace` (Unicode White_Space). */
export const PAGEFIND_WHITESPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
/** Pagefind's `[\w'")$*]`, with Rust's Unicode `\w`. */
const SENTENCE_END = /[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200c\u200d'")$*]$/u;
/** Words Pagefind's parser would take for its own markers: they never reach the index. */
const MARKER = /^___(?:END_)?PAGEFIND_/;

/** Weight of plain text; a heading of level N weighs `(8 - N) × TEXT_WEIGHT` (h1 = 7×). */
export const TEXT_WEIGHT = 24;

export interface PageAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

export interface PageText {
  /** The page's words, position = index. */
  words: string[];
  /** Weight of each word's block. */
  weights: number[];
  anchors: PageAnchor[];
  /** Meta fields by name: `title`, `lvl0`, and `description` when the page has one. */
  meta: Record<string, string>;
}

export function pageText(page: SearchPage): PageText {
  const words: string[] = [];
  const weights: number[] = [];
  const anchors: PageAnchor[] = [];
  const block = (text: string, weight: number) => {
    const parts = splitWords(text);
    if (parts.length === 0) return;
    if (SENTENCE_END.test(parts[parts.length - 1]!)) parts[parts.length - 1] += '.';
    for (const word of parts) {
      words.push(word);
      weights.push(weight);
    }
  };
  block(page.title, 7 * TEXT_WEIGHT);
  for (const section of page.sections) {
    if (section.heading) {
      const { id, level, text } = section.heading;
      anchors.push({ element: `h${level}`, id: id.replace(/\s/g, ''), text: normalizeText(text), location: words.length });
      block(text, (8 - level) * TEXT_WEIGHT);
    }
    for (const text of section.texts) block(text, TEXT_WEIGHT);
  }
  const meta: Record<string, string> = { lvl0: normalizeText(page.lvl0), title: normalizeText(page.title) };
  if (page.description) meta.description = normalizeText(page.description);
  return { words, weights, anchors, meta };
}

/** The text's words as Pagefind counts them: no empty words, no zero-width spaces, no markers. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.split(PAGEFIND_WHITESPACE)) {
    const word = raw.includes('\u200b') ? raw.replace(/\u200b/g, '') : raw;
    if (word && !MARKER.test(word)) words.push(word);
  }
  return words;
}

/** Pagefind's `normalize_content` for text that is not HTML: line breaks and runs of white space become one space. */
export function normalizeText(text: string): string {
  return text.replace(/(?:\r?\n)+/g, ' ').replace(RUN_OF_WHITESPACE, ' ').replace(EDGE_WHITESPACE, '');
}

const RUN_OF_WHITESPACE = new RegExp(`${PAGEFIND_WHITESPACE.source.slice(0, -1)}{2,}`, 'g');
const EDGE_WHITESPACE = new RegExp(`^${PAGEFIND_WHITESPACE.source}|${PAGEFIND_WHITESPACE.source}$`, 'g');
