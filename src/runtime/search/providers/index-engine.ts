/**
 * The embedded engine's query side, in JavaScript over Pagefind's index files (the build writes
 * them; Pagefind's own wasm engine reads the same files). Pagefind's engine, for every keystroke,
 * builds and serialises every matching page with all its word locations (9,000 pages for a common
 * word at 10,000 pages); this one keeps each word's decoded postings for the session, scores pages
 * in typed arrays, and builds the data of the pages on screen only.
 *
 * A query word is stemmed as the index words were. The last one, being typed, matches every index
 * word it is a prefix of; the words before it, complete, their own index word (as Algolia's
 * `prefixLast`). A word that is no index word itself also matches the longest index word that is
 * a prefix of it. Every word of the query must match on a page (a word the index has nowhere is
 * left out).
 * Pages are ranked by BM25 over weighted word counts (a heading's words weigh more) with a bonus
 * for the title, the query word's rarity its own, index words closer in length to it counting more.
 *
 * A word on a good part of the site's pages has a compact chunk: per page its weighted count and
 * whether it is in the title, no locations (a fifth of the bytes at 10,000 pages). The locations
 * on the pages shown are found again in their text, by the rules the build numbered its words by
 * (`page-words.ts`); an exact phrase reads the chunk's copy with locations.
 */
import { fetchIndexFile } from './index-files.ts';
import { collectFacets, evaluateFilter } from './index-filters.ts';
import { pageLocations, readChunk, readCompactPostings, readFilter, readMeta, readPostings, type Chunk, type ChunkRange, type ChunkWord, type Meta, type Postings } from './index-format.ts';
import { mayStemTo, stemEnglish } from './english-stemmer.ts';
import { pageData, type Fragment } from './page-data.ts';
import type { PagefindFilter, PagefindLocation, PagefindPage } from './pagefind-api.ts';
import { queryWords } from './query-words.ts';
import { allowedTypos, prefixTypos, typos } from './typos.ts';
import { byCodePoint } from '../code-point-order.ts';
import { TEXT_WEIGHT } from './page-words.ts';

/**
 * The stemmer this engine has: Pagefind names an index's wasm after its language's stemmer. An
 * index for it is read by this engine alone, and its big words' chunks are compact (below).
 */
export const OWN_ENGINE_LANGUAGE = 'en';

/** `pagefind-entry.json`. */
export interface IndexEntry {
  version: string;
  languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
  include_characters?: string[];
}

/** The pages a query matches, best first; their data is made only for the pages asked for. */
export interface EngineMatches {
  count: number;
  pages(start: number, end: number): Promise<PagefindPage[]>;
  /** Index words a misspelled query word was taken for (stemmed): `qualiti` for `qualty`. */
  nearWords?: readonly string[];
  /**
   * Index words the query's words are forms of: its whole words as stemmed, and the shorter words
   * one being typed ran past (`configur` for `configurat`). Words that stem alike are marked too.
   */
  stems?: readonly string[];
}

export interface SearchEngine {
  search(query: string, filter?: PagefindFilter): Promise<EngineMatches>;
}

export const NO_MATCHES: EngineMatches = { count: 0, pages: async () => [] };

/** An index file's body (un-gzipped, without its tag), by its path in the index folder. */
export type IndexFileReader = (path: string, ahead?: boolean) => Promise<Uint8Array>;

/** BM25's term saturation and page-length normalisation (Pagefind's defaults). */
const SATURATION = 1.4;
const LENGTH_NORMALISATION = 0.75;
/**
 * What the query word in a page's title adds to its score, times the word's rarity: as much as the
 * word said throughout the page (BM25's ceiling). A page named for a thing is the page about it.
 */
const TITLE_BOOST = SATURATION + 1;
/** The shortest index word a longer query word may fall back to. */
const MIN_FALLBACK = 3;
/**
 * What an index word a query word runs past counts for when the query word is no form of it
 * (`file` for `filena`): below the curve's floor (0.37), so any word that starts with what was
 * typed comes first.
 */
const UNLIKE_FALLBACK_BONUS = 0.1;
/** A prefix this short reads only the chunk it falls in: the words after it can fill dozens. */
const SPILL_FROM_LENGTH = 3;
/** Chunks after its own a query word may read when its extensions run on into them. */
const MAX_SPILL = 2;
/**
 * Letters of a query word whose chunks are fetched ahead while it is typed: once a word has three
 * letters, the next letters typed stay among the words that start with them, so each keystroke
 * after that is answered from memory (a fetch costs more than a whole search). At most this many
 * chunks. A query not typed letter by letter (pasted, or from a link) reads nothing ahead.
 */
const PREFETCH_PREFIX = 3;
const MAX_PREFETCH_CHUNKS = 8;
/** Index words a misspelled query word may be taken for, at most. */
const MAX_NEAR_WORDS = 16;
/** Queries remembered to tell typing (a query one letter longer than one of them) from pasting. */
const RECENT_QUERIES = 64;

/** How a query word meets index words: as their start (the word being typed), whole, or exactly (a quoted phrase). */
type WordMatch = 'prefix' | 'word' | 'exact';

/** An index word a query word matched. */
interface MatchedWord {
  postings: Postings;
  lengthBonus: number;
  idf: number;
  /** A shorter word the query word ran past and is no form of (`file` for `filena`). */
  unlike?: boolean;
  /** The index word, when a misspelled query word matched it by a typo or two. */
  near?: string;
  /** The index word, when the query word ran past it (`configur` for `configurat`). */
  shorter?: string;
}

export class IndexEngine implements SearchEngine {
  private readonly chunks = new Map<string, Promise<Chunk>>();
  private readonly filterFiles = new Map<string, Promise<Map<string, number[]>>>();
  private readonly fragments = new Map<string, Promise<Fragment>>();
  private readonly recent = new Set<string>();

  private constructor(
    private readonly read: IndexFileReader,
    private readonly meta: Meta,
    private readonly includeCharacters: readonly string[],
    private readonly stem: (word: string) => string,
  ) {}

  /** Whether a query word typed past an index word may be one of its forms (English endings). */
  private mayStemTo(typed: string, word: string): boolean {
    return mayStemTo(typed, word, this.stem);
  }

  /**
   * Loads the metadata (the list of pages and of word chunks) of the index at `basePath` (or read
   * by `read`, in tests).
   */
  static async load(basePath: string, entry: IndexEntry, read: IndexFileReader = (path, ahead) => fetchIndexFile(basePath + path, ahead), stem: (word: string) => string = stemEnglish): Promise<IndexEngine> {
    const language = Object.values(entry.languages)[0];
    if (!language) throw new Error('the index has no language');
    const meta = readMeta(await read(`pagefind.${language.hash}.pf_meta`));
    return new IndexEngine(read, meta, entry.include_characters ?? [], stem);
  }

  async search(query: string, filter?: PagefindFilter): Promise<EngineMatches> {
    const { words, exact } = queryWords(query, this.includeCharacters);
    const typed = this.typed(query);
    if (words.length === 0) return NO_MATCHES;
    const stems = words.map((w) => this.stem(w));
    const typing = stems.at(-1)!;
    const matchOf = (i: number): WordMatch => (exact ? 'exact' : i === stems.length - 1 ? 'prefix' : 'word');
    const [matched, mask] = await Promise.all([Promise.all(stems.map((s, i) => this.matchWord(s, matchOf(i)))), this.filterMask(filter)]);
    // The chunks of the word being typed are fetched ahead once this query's own files are in.
    const prefetch = () => {
      if (typed && !exact && typing.length >= PREFETCH_PREFIX) this.prefetchChunks(typing.slice(0, PREFETCH_PREFIX));
    };
    const found = matched.filter((m) => m.length > 0);
    // A word the index has nowhere is ignored, as Pagefind does; none at all: nothing matches.
    if (found.length === 0) {
      prefetch();
      return NO_MATCHES;
    }
    const ranking = this.rank(found, mask);
    const pages = exact && found.length > 1 ? ranking.pages.filter((p) => this.inSequence(p, found)) : ranking.pages;
    return {
      count: pages.length,
      nearWords: [...new Set(found.flat().flatMap((m) => (m.near ? [m.near] : [])))],
      stems: [...new Set([...stems.filter((_, i) => matchOf(i) === 'word'), ...found.flat().flatMap((m) => (m.shorter ? [m.shorter] : []))])],
      pages: async (start, end) => {
        const shown = topPages(pages, ranking.scores, Math.min(end, pages.length)).slice(start, end);
        try {
          return await Promise.all(shown.map((p) => this.pageData(p, found)));
        } finally {
          prefetch();
        }
      },
    };
  }

  /** Whether the query is one letter more than one searched lately (and remembers it). */
  private typed(query: string): boolean {
    const typed = query.length > 1 && this.recent.has(query.slice(0, -1));
    this.recent.delete(query);
    this.recent.add(query);
    if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.values().next().value!);
    return typed;
  }

  /** The index words a (stemmed) query word matches, with their postings decoded. */
  private async matchWord(stem: string, match: WordMatch): Promise<MatchedWord[]> {
    const own = this.chunksFor(stem, match === 'prefix');
    let chunks = await Promise.all(own.map((hash) => this.chunk(hash)));
    // An exact phrase needs its words' locations on every page: a compact chunk's copy has them.
    if (match === 'exact') chunks = await Promise.all(chunks.map((c) => (c.locationsFile ? this.chunk(c.locationsFile) : c)));
    const words = chunks.flatMap((c) => c.words.filter((w) => (match === 'prefix' ? w.word.startsWith(stem) : w.word === stem)));
    let unlike: ChunkWord | undefined;
    if (match !== 'exact' && !words.some((w) => w.word === stem)) {
      // A word typed past an index word (`configurat` for `configur`), which is not a word itself:
      // also the longest index word it starts with, if that is most of it (`a` says nothing of
      // `authent`). So typing on never finds fewer pages than the letters before did. Its chunks
      // are read only now: a word typed letter by letter has read them already, and a pasted
      // word is most often an index word itself, which needs none of them.
      const shorter = await Promise.all(this.fallbackChunks(stem).filter((hash) => !own.includes(hash)).map((hash) => this.chunk(hash)));
      const longest = [...chunks, ...shorter]
        .flatMap((c) => c.words)
        .reduce<ChunkWord | undefined>((best, w) => (stem.startsWith(w.word) && w.word.length > (best?.word.length ?? 0) ? w : best), undefined);
      if (longest && longest.word.length >= MIN_FALLBACK && longest.word.length * 2 >= stem.length) {
        // Unless the letters past it may start one of its endings (`at` of `configuration`), the
        // reader is typing another word (`filena` past `file`): its pages stay found, below those
        // of the words that do start with what was typed.
        if (this.mayStemTo(stem, longest.word)) words.push(longest);
        else unlike = longest;
      }
    }
    // Nothing that starts with it: a misspelling (`qualty`, `pictrue`, `configration`)? The index
    // words a typo or two away, among those its own chunks hold (no fetch more), count as it.
    const near = words.length === 0 && match !== 'exact' ? nearWords(chunks, stem, match === 'prefix') : [];
    // Else the shorter word it runs past is all there is (`filenax` past `file`).
    if (words.length === 0 && near.length === 0 && unlike) {
      words.push(unlike);
      unlike = undefined;
    }
    const postingsOf = (w: ChunkWord) =>
      w.lists.map((list) => (list.decoded ??= list.forms ? readCompactPostings(w.bytes, list.at, list.forms) : readPostings(w.bytes, list.at, this.meta.titleField)));
    const matched: MatchedWord[] = words.flatMap((w) =>
      postingsOf(w).map((postings) => ({ postings, lengthBonus: lengthBonus(Math.abs(w.word.length - stem.length)), idf: 0, ...(w.word.length < stem.length && { shorter: w.word }) })),
    );
    for (const { word, typos } of near) {
      matched.push(...postingsOf(word).map((postings) => ({ postings, lengthBonus: lengthBonus(typos), idf: 0, near: word.word })));
    }
    // The query word's rarity, not each index word's: a prefix matches rare long words
    // (`configurationFoo`) that would otherwise outweigh the common word itself. Its pages are at
    // least those of its commonest index word (another word's aside).
    const total = this.meta.fragments.length;
    const count = matched.reduce((most, m) => Math.max(most, m.postings.pages.length), 0);
    if (unlike) matched.push(...postingsOf(unlike).map((postings) => ({ postings, lengthBonus: UNLIKE_FALLBACK_BONUS, idf: 0, unlike: true })));
    const idf = Math.log(1 + (total - count + 0.5) / (count + 0.5));
    for (const m of matched) m.idf = idf;
    return matched;
  }

  /**
   * The chunks that hold a query word's index words: the one whose range holds it and, for a
   * `prefix` of a few letters, the next ones while they start with it. Outside every range, the
   * chunks that may hold a word it starts or that starts it (Pagefind's rule).
   */
  private chunksFor(stem: string, prefix: boolean): string[] {
    const { chunks } = this.meta;
    const at = chunkHolding(chunks, stem);
    // Pagefind reads every such chunk; for a word of a letter or two that is dozens of them, so
    // only the first few are read (the words closest to what is typed).
    if (at < 0) return chunks.filter((c) => mayHold(c, stem)).slice(0, MAX_PREFETCH_CHUNKS).map((c) => c.hash);
    const hashes = [chunks[at]!.hash];
    if (prefix && stem.length >= SPILL_FROM_LENGTH) {
      for (let i = at + 1; i < chunks.length && i <= at + MAX_SPILL && chunks[i]!.from.startsWith(stem); i++) hashes.push(chunks[i]!.hash);
    }
    return hashes;
  }

  /** The chunks holding the index words a query word may fall back to (`configur` for `configurat`). */
  private fallbackChunks(stem: string): string[] {
    const { chunks } = this.meta;
    const hashes: string[] = [];
    for (let length = stem.length - 1; length >= Math.max(MIN_FALLBACK, Math.ceil(stem.length / 2)); length--) {
      const holding = chunkHolding(chunks, stem.slice(0, length));
      if (holding >= 0 && !hashes.includes(chunks[holding]!.hash)) hashes.push(chunks[holding]!.hash);
    }
    return hashes;
  }

  /** Starts fetching the chunks of the words that start with `prefix` (not awaited). */
  private prefetchChunks(prefix: string): void {
    const { chunks } = this.meta;
    let i = Math.max(0, lastFromAtMost(chunks, prefix));
    for (let fetched = 0; i < chunks.length && fetched < MAX_PREFETCH_CHUNKS; i++) {
      const { from, hash } = chunks[i]!;
      if (byCodePoint(from, prefix) > 0 && !from.startsWith(prefix)) break;
      if (this.chunks.has(hash)) continue;
      this.chunk(hash, true).catch(() => {});
      fetched++;
    }
  }

  /** A chunk, read once; `ahead`: read before a query needs it, after what queries need. */
  private chunk(hash: string, ahead = false): Promise<Chunk> {
    let chunk = this.chunks.get(hash);
    if (!chunk) {
      chunk = this.read(`index/${hash}.pf_index`, ahead).then(readChunk);
      // A failed fetch is tried again by the next query.
      chunk.catch(() => this.chunks.delete(hash));
      this.chunks.set(hash, chunk);
    }
    return chunk;
  }

  /**
   * Scores every page that matches each query word, in typed arrays. A query word scores, on a
   * page, its best index word there (a prefix matches many words: a page should not win for
   * holding many of them, nor for a rare long one), and its best title match.
   */
  private rank(found: readonly MatchedWord[][], mask: Uint8Array | null): { pages: number[]; scores: Float64Array } {
    const { wordCounts, averageLength } = this.meta;
    const total = wordCounts.length;
    const scores = new Float64Array(total);
    const best = new Float64Array(total);
    const bestTitle = new Float64Array(total);
    const matchedWords = new Uint8Array(total);
    const lastWord = new Int32Array(total).fill(-1);
    found.forEach((words, w) => {
      for (const { postings, lengthBonus, idf } of words) {
        const { pages, weights, inTitle } = postings;
        for (let i = 0; i < pages.length; i++) {
          const page = pages[i]!;
          if (lastWord[page] !== w) {
            lastWord[page] = w;
            matchedWords[page]!++;
            best[page] = 0;
            bestTitle[page] = 0;
          }
          const frequency = weights[i]!;
          const length = 1 - LENGTH_NORMALISATION + (LENGTH_NORMALISATION * wordCounts[page]!) / averageLength;
          const score = (lengthBonus * idf * (SATURATION + 1) * frequency) / (SATURATION * length + frequency);
          if (score > best[page]!) {
            scores[page]! += score - best[page]!;
            best[page] = score;
          }
          const title = inTitle[i] === 1 ? lengthBonus * idf * TITLE_BOOST : 0;
          if (title > bestTitle[page]!) {
            scores[page]! += title - bestTitle[page]!;
            bestTitle[page] = title;
          }
        }
      }
    });
    const pages: number[] = [];
    for (let page = 0; page < total; page++) {
      if (matchedWords[page] === found.length && (mask === null || mask[page] === 1)) pages.push(page);
    }
    return { pages, scores };
  }

  /** An exact phrase: the words at consecutive positions somewhere on the page. */
  private inSequence(page: number, found: readonly MatchedWord[][]): boolean {
    const positions = found.map((words) => new Set(words.flatMap((w) => pageLocations(w.postings, page).map((l) => l.position))));
    return [...positions[0]!].some((start) => positions.every((set, i) => set.has(start + i)));
  }

  private async pageData(page: number, found: readonly MatchedWord[][]): Promise<PagefindPage> {
    const fragment = await this.fragment(page);
    return pageData(fragment, weightedLocations(page, found, fragment));
  }

  private fragment(page: number): Promise<Fragment> {
    const hash = this.meta.fragments[page]!;
    let fragment = this.fragments.get(hash);
    if (!fragment) {
      fragment = this.read(`fragment/${hash}.pf_fragment`).then((bytes) => JSON.parse(new TextDecoder().decode(bytes)) as Fragment);
      fragment.catch(() => this.fragments.delete(hash));
      this.fragments.set(hash, fragment);
    }
    return fragment;
  }

  /** Pages passing the filter (1) or not (0); null without a filter. */
  private async filterMask(filter: PagefindFilter | undefined): Promise<Uint8Array | null> {
    if (!filter) return null;
    const facets = new Set<string>();
    collectFacets(filter, facets);
    const values = new Map<string, Map<string, number[]>>();
    await Promise.all([...facets].map(async (facet) => values.set(facet, await this.filterFile(facet))));
    return evaluateFilter(filter, values, this.meta.fragments.length);
  }

  private filterFile(facet: string): Promise<Map<string, number[]>> {
    let file = this.filterFiles.get(facet);
    if (!file) {
      const hash = this.meta.filters.get(facet);
      file = hash === undefined ? Promise.resolve(new Map()) : this.read(`filter/${hash}.pf_filter`).then(readFilter);
      file.catch(() => this.filterFiles.delete(facet));
      this.filterFiles.set(facet, file);
    }
    return file;
  }
}

/**
 * How much an index word counts for a query word it extends by `extra` letters: 0.89 for the word
 * itself, 0.68 for one letter more, falling towards 0.37 (Pagefind's curve).
 */
function lengthBonus(extra: number): number {
  const d = extra + 1;
  return Math.exp(Math.exp((-d * d) / 8) - 1);
}

/** The `count` best pages in order (ties by page number), without sorting them all when few are asked for. */
function topPages(pages: readonly number[], scores: Float64Array, count: number): number[] {
  const better = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
  if (count * 8 >= pages.length) return [...pages].sort(better).slice(0, count);
  const top: number[] = [];
  for (const page of pages) {
    if (top.length === count && better(page, top[count - 1]!) >= 0) continue;
    let i = Math.min(top.length, count - 1);
    while (i > 0 && better(page, top[i - 1]!) < 0) i--;
    top.splice(i, 0, page);
    if (top.length > count) top.pop();
  }
  return top;
}

/**
 * The query's word locations on a page, as Pagefind weighs them for excerpts and sections: where
 * two matched words share a location (a compound and its part), the lighter weight wins with the
 * better length bonus of the two, equal weights add up; each scores its weight squared times its
 * length bonus.
 */
function weightedLocations(page: number, found: readonly MatchedWord[][], fragment: Fragment): PagefindLocation[] {
  const byPosition = new Map<number, { weight: number; bonus: number }>();
  for (const words of found) {
    // A shorter word the query word ran past (`with` for `withEx`) is marked only on a page
    // without the words that start with what was typed: there it is why the page was found.
    const locations = words.map((w) => (w.unlike ? [] : pageLocations(w.postings, page, fragment)));
    if (locations.every((l) => l.length === 0)) words.forEach((w, i) => w.unlike && (locations[i] = pageLocations(w.postings, page, fragment)));
    words.forEach(({ lengthBonus }, i) => {
      for (const { position, weight } of locations[i]!) {
        const seen = byPosition.get(position);
        if (!seen || weight < seen.weight) byPosition.set(position, { weight, bonus: Math.max(lengthBonus, seen?.bonus ?? 0) });
        else if (weight === seen.weight) byPosition.set(position, { weight: weight * 2, bonus: seen.bonus + lengthBonus });
      }
    });
  }
  return [...byPosition]
    .sort(([a], [b]) => a - b)
    .map(([location, { weight, bonus }]) => ({ weight: weight / TEXT_WEIGHT, balanced_score: weight * weight * bonus, location }));
}

/**
 * The index words of the chunks read a typo or two from a query word (the start of them, for a
 * word being typed), with their typos: only those fewest typos away.
 */
function nearWords(chunks: readonly Chunk[], stem: string, prefix: boolean): { word: ChunkWord; typos: number }[] {
  const max = allowedTypos(stem.length);
  if (max === 0) return [];
  let near: { word: ChunkWord; typos: number }[] = [];
  for (const word of chunks.flatMap((c) => c.words)) {
    // A word it runs past is no misspelling of it (`config` for `configr`): the fallback's.
    if (stem.startsWith(word.word)) continue;
    const found = prefix ? prefixTypos(stem, word.word, max) : typos(stem, word.word, max);
    if (found > max || (near.length > 0 && found > near[0]!.typos)) continue;
    if (near.length > 0 && found < near[0]!.typos) near = [];
    near.push({ word, typos: found });
  }
  return near.slice(0, MAX_NEAR_WORDS);
}

/** The chunk whose range holds the word (the ranges are in order and do not overlap), or -1. */
function chunkHolding(chunks: readonly ChunkRange[], word: string): number {
  const last = lastFromAtMost(chunks, word);
  return last >= 0 && byCodePoint(word, chunks[last]!.to) <= 0 ? last : -1;
}

/** The last chunk whose range starts at or before the word, or -1. */
function lastFromAtMost(chunks: readonly ChunkRange[], word: string): number {
  let low = 0;
  let high = chunks.length - 1;
  let last = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (byCodePoint(chunks[mid]!.from, word) <= 0) {
      last = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return last;
}

/** Whether a chunk may hold index words the word starts, or words that start it (both cut to the shorter). */
function mayHold(chunk: ChunkRange, word: string): boolean {
  const cut = (a: string, b: string) => a.slice(0, Math.min(a.length, b.length));
  return byCodePoint(cut(word, chunk.from), cut(chunk.from, word)) >= 0 && byCodePoint(cut(word, chunk.to), cut(chunk.to, word)) <= 0;
}

