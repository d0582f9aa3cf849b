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
import { PAGEFIND_WHITESPACE, splitWords, TEXT_WEIGHT, TITLE_WEIGHT } from '../../../runtime/search/providers/page-words.ts';
import type { SearchPage } from '../records.ts';

/** Pagefind's `[\w'")$*]`, with Rust's Unicode `\w`. */
const SENTENCE_END = /[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200c\u200d'")$*]$/u;
const SENTENCE_END_CHAR = new RegExp(`^${SENTENCE_END.source}`, 'u');
const WHITESPACE_RUNS = new RegExp(PAGEFIND_WHITESPACE.source, 'g');

export interface PageAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

export interface PageText {
  /** The numbers of the page's words (`WordNumbers`), position = index. */
  words: Int32Array;
  /** Weight of each word's block. */
  weights: Uint8Array;
  anchors: PageAnchor[];
  /** Meta fields by name: `title`, `lvl0`, and `description` when the page has one. */
  meta: Record<string, string>;
  /** The words joined by single spaces: the text excerpts are cut from. */
  content: string;
}

/** Numbers words: made as strings, or read in place from a text (`tokens.ts`). */
export interface WordNumbers {
  id(word: string): number;
  /** `text[start, end)`, and a full stop after it when `stop`. */
  wordIn(text: string, start: number, end: number, stop?: boolean): number;
}

/** Reused from page to page (a site's pages are read one after another). */
const scratch = { words: null as Growing | null };

export function pageText(page: SearchPage, numbers: WordNumbers): PageText {
  const words = (scratch.words ??= new Growing());
  words.length = 0;
  const pieces: string[] = [];
  const anchors: PageAnchor[] = [];
  const block = (text: string, weight: number) => {
    const piece = text.includes('\u200b') || text.includes('___') ? wordsOf(text, weight, numbers, words) : wordsIn(text, weight, numbers, words);
    if (piece) pieces.push(piece);
  };
  block(page.title, TITLE_WEIGHT);
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
  return { words: words.ids.slice(0, words.length), weights: words.weights.slice(0, words.length), anchors, meta, content: pieces.join(' ') };
}

/** Word numbers and weights, in arrays that grow. */
class Growing {
  ids = new Int32Array(4096);
  weights = new Uint8Array(4096);
  length = 0;

  push(id: number, weight: number): void {
    if (this.length === this.ids.length) {
      const ids = new Int32Array(this.length * 2);
      ids.set(this.ids);
      this.ids = ids;
      const weights = new Uint8Array(this.length * 2);
      weights.set(this.weights);
      this.weights = weights;
    }
    this.ids[this.length] = id;
    this.weights[this.length++] = weight;
  }
}

/**
 * A block's words read in place: each word's number looked up from its characters (the last with
 * its full stop), the block's text (white space runs made one space) for the content. Blocks with
 * zero-width spaces or marker-like words take `wordsOf`.
 */
function wordsIn(text: string, weight: number, numbers: WordNumbers, words: Growing): string {
  const n = text.length;
  let clean = true;
  let lastStart = -1;
  let lastEnd = -1;
  for (let i = 0; i < n; ) {
    const from = i;
    while (i < n && isWhitespace(text.charCodeAt(i))) i++;
    if (i >= n) break;
    // One plain space between words (none before the first) keeps the text as it is.
    if (i - from !== (lastStart < 0 ? 0 : 1) || (lastStart >= 0 && text.charCodeAt(from) !== 32)) clean = false;
    const start = i;
    while (i < n && !isWhitespace(text.charCodeAt(i))) i++;
    if (lastStart >= 0) words.push(numbers.wordIn(text, lastStart, lastEnd), weight);
    lastStart = start;
    lastEnd = i;
  }
  if (lastStart < 0) return '';
  if (lastEnd !== n) clean = false;
  const stop = SENTENCE_END_CHAR.test(lastCharacter(text, lastEnd));
  words.push(numbers.wordIn(text, lastStart, lastEnd, stop), weight);
  const content = clean ? text : text.replace(WHITESPACE_RUNS, ' ').slice(isWhitespace(text.charCodeAt(0)) ? 1 : 0, lastEnd === n ? undefined : -1);
  return stop ? `${content}.` : content;
}

/** A block's words made as strings (`splitWords`), for the content and their numbers. */
function wordsOf(text: string, weight: number, numbers: WordNumbers, words: Growing): string {
  const parts = splitWords(text);
  if (parts.length === 0) return '';
  if (SENTENCE_END.test(parts[parts.length - 1]!)) parts[parts.length - 1] += '.';
  for (const word of parts) words.push(numbers.id(word), weight);
  return parts.join(' ');
}

/** The character (code point) that ends at `end`. */
function lastCharacter(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  return low >= 0xdc00 && low <= 0xdfff && end >= 2 ? text.slice(end - 2, end) : text.charAt(end - 1);
}

/** Rust's `char::is_whitespace`, as `PAGEFIND_WHITESPACE` (one UTF-16 unit: none is astral). */
function isWhitespace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0x85) return false;
  return c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** Pagefind's `normalize_content` for text that is not HTML: line breaks and runs of white space become one space. */
export function normalizeText(text: string): string {
  return text.replace(/(?:\r?\n)+/g, ' ').replace(RUN_OF_WHITESPACE, ' ').replace(EDGE_WHITESPACE, '');
}

const RUN_OF_WHITESPACE = new RegExp(`${PAGEFIND_WHITESPACE.source.slice(0, -1)}{2,}`, 'g');
const EDGE_WHITESPACE = new RegExp(`^${PAGEFIND_WHITESPACE.source}|${PAGEFIND_WHITESPACE.source}$`, 'g');
