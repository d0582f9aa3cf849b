/**
 * A page's words as the index numbers them, shared by the build (which writes the index) and the
 * engine (which finds a word's locations again in a page's text when the index kept only its
 * pages). One rule each, so both sides agree word for word:
 *   - words are split on Unicode white space (Rust's `split_whitespace`, not JavaScript's `\s`,
 *     which also splits on U+FEFF), zero-width spaces are dropped from them, and words Pagefind's
 *     parser would take for its own markers never count;
 *   - a word is indexed by its token: a plain word or number with ASCII punctuation around it is
 *     the lower-case word alone (`(Word),` and `word` alike), any other word is itself;
 *   - the title's words weigh 7 × 24, a heading's of level N `(8 - N) × 24`, other text 24.
 */

/** Rust's `char::is_whitespace` (Unicode White_Space). */
export const PAGEFIND_WHITESPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
/** Words Pagefind's parser would take for its own markers: they never reach the index. */
const MARKER = /^___(?:END_)?PAGEFIND_/;
/**
 * A plain word or number with ASCII punctuation around it (`word.`, `(Word),`, `1420.`): Pagefind
 * indexes it as the lower-case word alone. Letters or digits, not both (a letter after a digit,
 * or an inner capital, would make a compound), and no `_`, which Pagefind keeps in words.
 */
const PLAIN_WORD = /^[!-/:-@[-^`{-~]*([A-Za-z][a-z]*|[0-9]+)[!-/:-@[-^`{-~]*$/;

/** Weight of plain text; a heading of level N weighs `(8 - N) × TEXT_WEIGHT`, the title 7×. */
export const TEXT_WEIGHT = 24;
export const TITLE_WEIGHT = 7 * TEXT_WEIGHT;

/** The text's words as Pagefind counts them: no empty words, no zero-width spaces, no markers. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.split(PAGEFIND_WHITESPACE)) {
    const word = raw.includes('\u200b') ? raw.replace(/\u200b/g, '') : raw;
    if (word && !MARKER.test(word)) words.push(word);
  }
  return words;
}

/** The token a word as written is indexed by. */
export function tokenOf(word: string): string {
  const plain = PLAIN_WORD.exec(word);
  return plain ? plain[1]!.toLowerCase() : word;
}

/** What the locations of a word are recomputed from: the page's fragment, as the build writes it. */
export interface PageWordsSource {
  /** The page's words joined by single spaces: position N is the Nth word. */
  content: string;
  meta: { title?: string | undefined };
  /** Each heading, at the position of its first word. */
  anchors: readonly { element: string; text: string; location: number }[];
}

/**
 * A token's share of an index word: 0 when the word is the token's own, else the number of
 * compound parts the token's weight is shared between (`imageDir`: `image` and `dir`, 2).
 */
export type TokenForms = ReadonlyMap<string, readonly number[]>;

/** Per page, read once: its tokens by position and the weight each position's block gives. */
const readPages = new WeakMap<PageWordsSource, { tokens: string[]; weightAt: (position: number) => number }>();

/**
 * The locations of an index word on a page, from its text: the positions of the tokens that are
 * indexed as it (`forms`), each with its block's weight (a compound part's share of it, as
 * Pagefind divides it: at least 1). In position order, a position once per form that gives it.
 */
export function wordLocations(page: PageWordsSource, forms: TokenForms): { position: number; weight: number }[] {
  let read = readPages.get(page);
  if (!read) {
    read = { tokens: page.content === '' ? [] : page.content.split(' ').map(tokenOf), weightAt: blockWeights(page) };
    readPages.set(page, read);
  }
  const { tokens, weightAt } = read;
  const out: { position: number; weight: number }[] = [];
  tokens.forEach((token, position) => {
    const shares = forms.get(token);
    if (!shares) return;
    const weight = weightAt(position);
    for (const parts of shares) out.push({ position, weight: parts > 0 ? Math.max(1, Math.floor(weight / parts)) : weight });
  });
  return out;
}

/** The weight of the block each position is in: the title's words come first, then each heading's at its anchor. */
function blockWeights(page: PageWordsSource): (position: number) => number {
  const titleWords = splitWords(page.meta.title ?? '').length;
  const headings = page.anchors.map((a) => ({ from: a.location, to: a.location + splitWords(a.text).length, weight: (8 - Number(a.element.slice(1))) * TEXT_WEIGHT }));
  return (position) => {
    if (position < titleWords) return TITLE_WEIGHT;
    for (const h of headings) if (position >= h.from && position < h.to) return h.weight;
    return TEXT_WEIGHT;
  };
}
