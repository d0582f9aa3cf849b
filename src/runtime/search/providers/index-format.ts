/**
 * The layouts of the index files docsgen's engine reads, decoded: the meta (pages and word
 * chunks), a word chunk (its words and where their posting lists start), a posting list (per page,
 * its weighted count, title flag and locations), a filter. The build writes them
 * (`src/cli/search/pagefind/index-files.ts`); `index-files.ts` fetches them and walks their CBOR.
 */
import { CborReader } from './index-files.ts';
import type { Fragment } from './page-data.ts';
import { TEXT_WEIGHT, wordLocations, type TokenForms } from './page-words.ts';

/** A word chunk as the meta lists it: its first and last word, and its file's name. */
export interface ChunkRange {
  from: string;
  to: string;
  hash: string;
}

/**
 * A word of a loaded chunk: where its posting lists (the word's, then its variants') start;
 * decoded when first matched. A compact list has the tokens whose locations it stands for.
 */
export interface ChunkWord {
  word: string;
  bytes: Uint8Array;
  lists: { at: number; forms?: TokenForms; decoded?: Postings }[];
}

/** A word chunk, scanned: its words, each decoded only when a query first needs it. */
export interface Chunk {
  bytes: Uint8Array;
  words: ChunkWord[];
  /** A compact chunk's copy with locations (for exact phrases). */
  locationsFile?: string;
}

/**
 * One posting list, decoded: per page, its number, weighted word count, whether the word is in the
 * page's title, and where its locations are: in the chunk, or (a compact list) in the page's text,
 * at the tokens `forms` names.
 */
export interface Postings {
  pages: Int32Array;
  weights: Float64Array;
  inTitle: Uint8Array;
  locationsAt: Int32Array;
  bytes: Uint8Array;
  forms?: TokenForms;
}

/** The meta: each page's fragment and word count, the word chunks, the filters' files. */
export interface Meta {
  fragments: string[];
  /** The number of the `title` meta field in meta locations (-1: none). */
  titleField: number;
  wordCounts: Float64Array;
  averageLength: number;
  chunks: ChunkRange[];
  filters: Map<string, string>;
}

/**
 * The locations of a word on one page (none when the word is not on it). A compact list's are
 * found in the page's text; exact phrases, which need them on every page, never use one.
 */
export function pageLocations(postings: Postings, page: number, fragment?: Fragment): { position: number; weight: number }[] {
  const i = binarySearch(postings.pages, page);
  if (i < 0) return [];
  if (postings.forms) {
    if (!fragment) throw new Error('a compact posting list has no locations without the page');
    return wordLocations(fragment, postings.forms);
  }
  const reader = new CborReader(postings.bytes, postings.locationsAt[i]!);
  return readLocations(reader);
}

function binarySearch(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const v = sorted[mid]!;
    if (v === value) return mid;
    if (v < value) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/**
 * Packed locations: a negative value `-(w + 1)` switches to weight `w` and is followed by an
 * absolute position; other values are distances from the previous position.
 */
function readLocations(reader: CborReader): { position: number; weight: number }[] {
  const count = reader.array();
  const out: { position: number; weight: number }[] = [];
  let weight = 25;
  let position = 0;
  for (let i = 0; i < count; i++) {
    const value = reader.int();
    if (value < 0) {
      weight = -value - 1;
      position = reader.int();
      i++;
    } else position += value;
    out.push({ position, weight });
  }
  return out;
}

/** A posting list: `[page delta, locations, meta locations][]`, with each page's weighted count. */
export function readPostings(bytes: Uint8Array, at: number, titleField: number): Postings {
  const reader = new CborReader(bytes, at);
  const count = reader.array();
  const pages = new Int32Array(count);
  const weights = new Float64Array(count);
  const inTitle = new Uint8Array(count);
  const locationsAt = new Int32Array(count);
  let page = 0;
  for (let i = 0; i < count; i++) {
    reader.array();
    page += reader.int();
    pages[i] = page;
    locationsAt[i] = reader.at;
    // The weighted count: the sum of the locations' weights, in units of plain text.
    const values = reader.array();
    let weight = 25;
    let sum = 0;
    for (let v = 0; v < values; v++) {
      const value = reader.int();
      if (value < 0) {
        weight = -value - 1;
        reader.int();
        v++;
      }
      sum += weight;
    }
    weights[i] = sum / TEXT_WEIGHT;
    // Meta locations: `-(field + 1)` then a position when the field changes, distances otherwise.
    const metaValues = reader.array();
    for (let v = 0; v < metaValues; v++) {
      const value = reader.int();
      if (value >= 0) continue;
      if (-value - 1 === titleField) inTitle[i] = 1;
      reader.int();
      v++;
    }
  }
  return { pages, weights, inTitle, locationsAt, bytes };
}

/**
 * `[[word, postings, [variant, postings][]][]]`: the words, each with where its posting lists
 * start. A big word's chunk is compact: `[[word, pages, forms, [variant, pages, forms][]][],
 * locations file]`, `pages` without locations (`readCompactPostings`), `forms` the tokens of the
 * page text they stand for, and the name of the chunk as it is with them.
 */
export function readChunk(bytes: Uint8Array): Chunk {
  const reader = new CborReader(bytes);
  const compact = reader.array() > 1;
  const list = () => {
    const at = reader.at;
    reader.skip();
    return compact ? { at, forms: readForms(reader) } : { at };
  };
  const count = reader.array();
  const words: ChunkWord[] = new Array(count);
  for (let i = 0; i < count; i++) {
    reader.array();
    const word = reader.text();
    const lists = [list()];
    const variants = reader.array();
    for (let v = 0; v < variants; v++) {
      reader.array();
      reader.skip();
      lists.push(list());
    }
    words[i] = { word, bytes, lists };
  }
  return compact ? { bytes, words, locationsFile: reader.text() } : { bytes, words };
}

/** Flat `[token, parts]…`: each token's compound shares (a token may give a word twice). */
function readForms(reader: CborReader): TokenForms {
  const forms = new Map<string, number[]>();
  const count = reader.array() / 2;
  for (let i = 0; i < count; i++) {
    const token = reader.text();
    const parts = reader.int();
    const shares = forms.get(token);
    if (shares) shares.push(parts);
    else forms.set(token, [parts]);
  }
  return forms;
}

/** A compact list, flat `[page delta, weighted count, in title]…`: the weighted count is the locations' weights summed. */
export function readCompactPostings(bytes: Uint8Array, at: number, forms: TokenForms): Postings {
  const reader = new CborReader(bytes, at);
  const count = reader.array() / 3;
  const pages = new Int32Array(count);
  const weights = new Float64Array(count);
  const inTitle = new Uint8Array(count);
  let page = 0;
  for (let i = 0; i < count; i++) {
    page += reader.int();
    pages[i] = page;
    weights[i] = reader.int() / TEXT_WEIGHT;
    inTitle[i] = reader.int();
  }
  return { pages, weights, inTitle, locationsAt: new Int32Array(0), bytes, forms };
}

/**
 * `[version, pages: [fragment, word count, …][], chunks: [from, to, hash][], filters: [name, hash][],
 * sorts, meta fields]`; compact (an index for this engine alone): `[version, word counts[], chunks:
 * [from, to][], filters, sorts, meta fields, [tag, pages left out[]]]`, a fragment or chunk named
 * by the tag and its number in base 36 (a fragment's counting the pages left out of the index).
 */
export function readMeta(bytes: Uint8Array): Meta {
  const reader = new CborReader(bytes);
  const fields = reader.array();
  const compact = fields > 6;
  reader.skip();
  const pageCount = reader.array();
  const fragments: string[] = new Array(pageCount);
  const wordCounts = new Float64Array(pageCount);
  let totalWords = 0;
  for (let i = 0; i < pageCount; i++) {
    if (compact) wordCounts[i] = reader.int();
    else {
      const items = reader.array();
      fragments[i] = reader.text();
      wordCounts[i] = reader.int();
      for (let k = 2; k < items; k++) reader.skip();
    }
    totalWords += wordCounts[i]!;
  }
  const chunks: ChunkRange[] = new Array(reader.array());
  for (let i = 0; i < chunks.length; i++) {
    const items = reader.array();
    chunks[i] = { from: reader.text(), to: reader.text(), hash: compact ? '' : reader.text() };
    for (let k = compact ? 2 : 3; k < items; k++) reader.skip();
  }
  const filters = new Map<string, string>();
  if (fields > 3) {
    const count = reader.array();
    for (let i = 0; i < count; i++) {
      const items = reader.array();
      const name = reader.text();
      filters.set(name, reader.text());
      for (let k = 2; k < items; k++) reader.skip();
    }
  }
  let titleField = -1;
  if (fields > 5) {
    reader.skip();
    const count = reader.array();
    for (let i = 0; i < count; i++) if (reader.text() === 'title') titleField = i;
  }
  if (compact) {
    reader.array();
    const tag = reader.text();
    const leftOut = new Set(reader.ints());
    for (let i = 0, number = 0; i < pageCount; i++, number++) {
      while (leftOut.has(number)) number++;
      fragments[i] = tag + number.toString(36);
    }
    chunks.forEach((chunk, i) => (chunk.hash = tag + i.toString(36)));
  }
  return { fragments, titleField, wordCounts, averageLength: pageCount > 0 ? Math.max(1, totalWords / pageCount) : 1, chunks, filters };
}

/** `[name, [value, page numbers][]]`. */
export function readFilter(bytes: Uint8Array): Map<string, number[]> {
  const reader = new CborReader(bytes);
  reader.array();
  reader.skip();
  const values = new Map<string, number[]>();
  const count = reader.array();
  for (let i = 0; i < count; i++) {
    reader.array();
    const value = reader.text();
    values.set(value, reader.ints());
  }
  return values;
}
