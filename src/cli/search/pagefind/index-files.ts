/**
 * Pagefind's index for a site's search pages, written here rather than by Pagefind's indexer:
 * the same files its browser module reads (`pf_meta`, word index chunks, filter indexes, one
 * fragment per page, `pagefind-entry.json`), in the same format, from the words Pagefind itself
 * says each distinct word of the site is indexed as (see `vocabulary.ts`).
 *
 * Layouts (CBOR arrays, in field order):
 *   meta    [version, pages: [fragment hash, word count, group hash][], chunks: [from, to, hash][],
 *            filters: [name, hash][], sorts: [], meta fields: string[]]
 *   chunk   [words: [word, pages: Posting[], variants: [form, pages: Posting[]][]][]]
 *   Posting [page number − previous page number of this word, locations, meta locations]
 *   filter  [name, values: [value, page numbers[]][]]
 * An index docsgen's own engine reads (English: `OWN_ENGINE_LANGUAGE`) is compact in two ways,
 * which Pagefind's browser module cannot read (other languages' indexes, which it reads, are not):
 *   - a big word's chunk (`Postings.encodeCompact`) has its pages without their locations, which
 *     the engine finds again in the text of the pages it shows; the chunk with them is written
 *     beside it, unlisted, for exact phrases;
 *   - the meta leaves out the names of the fragments and chunks, which are its `tag` and their
 *     number in base 36 (a fragment's number counts the pages left out):
 *     [version, word counts[], chunks: [from, to][], filters, sorts, meta fields, [tag, left out[]]].
 *     Those names were half its bytes (at 10,000 pages, 26 of 54 KB gzip).
 *
 * Locations are grouped by weight (a negative `-(w + 1)` switches weight, then an absolute
 * position), positions within a group as distances; meta locations likewise by field
 * (`-(field + 1)`). Every file but the entry is gzip of `pagefind_dcd` + body; fragments are JSON.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { FACETS_FILE, type IndexFacets } from '../../../runtime/search/providers/pagefind-api.ts';
import type { SearchPage } from '../records.ts';
import { ByteWriter } from './cbor.ts';
import { pageText, type PageAnchor } from './page-text.ts';
import { splitWords } from '../../../runtime/search/providers/page-words.ts';
import { listsInWordOrder, Postings, type PostingsPage } from './postings.ts';
import { BytesSpill, KeptInMemory, NumberList } from './spill-file.ts';
import { WordSpill } from './word-spill.ts';
import { TokenTable } from './tokens.ts';
import { hashOf, type IndexMemo } from './index-memo.ts';
import { PAGEFIND_TAG, pagefindVocabulary, SUPPORTED_VERSION, unsupportedPagefind, type IndexedForm, type Vocabulary } from './vocabulary.ts';
import { cachedVocabulary } from './vocabulary-cache.ts';
import { INCLUDE_CHARACTERS, knownForms, metaFormsOf } from './known-forms.ts';
import { byCodePoint } from '../../../runtime/search/code-point-order.ts';
import { OWN_ENGINE_LANGUAGE } from '../../../runtime/search/providers/index-engine.ts';

/** Facets that can be Pagefind filters, so `facetFilters` can be answered in the browser. */
export const FILTER_FACETS = ['language', 'docusaurus_tag', 'version'] as const;
export type FilterFacet = (typeof FILTER_FACETS)[number];

/**
 * Raw bytes of word postings per index chunk (about 10 KB gzipped). A first query fetches the
 * meta (which lists every chunk) and the chunk of each word typed: smaller chunks mean less of
 * the index per word and a longer meta. Measured at 10,000 generated pages: 12 KB chunks, meta
 * 67 KB + 5.5 KB per rare word; 24 KB, 58 + 10 KB; 48 KB, 53 + up to 18 KB.
 */
export const CHUNK_BYTES = 24_000;

/**
 * Raw bytes of postings that make a word big: on a third of 10,000 pages or more, about 16 KB
 * gzipped and up. A big word gets a chunk of its own, so the words beside it do not cost its
 * postings. On a site of 1,000 pages no word is this big.
 */
export const BIG_WORD_BYTES = 40_000;

export interface IndexFile {
  path: string;
  content: Uint8Array;
}

export interface IndexStats {
  pages: number;
  words: number;
  filters: string[];
}

export interface PagefindIndexOptions {
  language: string;
  /** Where Pagefind's answers about words are kept between builds (none: ask about every word). */
  cacheDir?: string;
  /**
   * gzip level of the word index chunks and the fragments (default 4). Measured on 10,000
   * generated pages (53 MB of chunks, 68 MB of fragments): level 6 takes 2.3× the time on the
   * chunks for 4 % less, level 9 6.8× for 5 % less; on the fragments 4 and 6 cost alike.
   */
  gzipLevel?: number;
  /** Raw postings bytes that make a word big (default `BIG_WORD_BYTES`; tests make small sites' words big). */
  bigWordBytes?: number;
  /**
   * What the last index of the same site kept (`serve`): unchanged pages are not prepared or
   * compressed again, the file names are kept while the pages are the same ones, and a file the
   * folder has as it would be written is not written again (`IndexMemo`).
   */
  memo?: IndexMemo;
  /**
   * What waits for the end of the index (each page's compressed fragment and words, the
   * postings over `runBytes`) waits in temporary files, not in memory (a large site's build).
   */
  spill?: boolean;
  /** Bytes of postings kept in memory before a run of them is spilled (default `RUN_BYTES`; tests make it small). */
  runBytes?: number;
}

/**
 * Bytes of postings the arena holds before it sorts them into a spilled run: at 100,000 generated
 * pages about 40 runs, read back with one read each per chunk.
 */
export const RUN_BYTES = 24 << 20;

const TAG = Buffer.from(PAGEFIND_TAG, 'latin1');

/**
 * A Pagefind file: gzip of the tag and the body. Synchronous: for thousands of small files the
 * thread-pool version costs over twice the CPU in stream set-up and callbacks.
 */
function pagefindFile(body: Uint8Array | string, level: number): Uint8Array {
  const gzip = zlib.gzipSync(Buffer.concat([TAG, typeof body === 'string' ? Buffer.from(body) : body]), { level });
  // zlib answers with a view of its 16 KB output chunk: a 2 KB fragment kept as it is keeps the
  // whole chunk (at 10,000 pages, 156 MB held for 27 MB of fragments). A copy is its own size.
  return gzip.buffer.byteLength > 2 * gzip.byteLength ? new Uint8Array(gzip) : gzip;
}

/**
 * Where the index's files go, as they are made: memory (tests) or disk (`pagefind-index.ts`),
 * which answers when it has room for more.
 */
export type FileSink = (file: IndexFile) => void | Promise<void>;

/** The site's search pages as Pagefind's index and browser files, in memory. */
export async function pagefindIndexFiles(pages: readonly SearchPage[], options: PagefindIndexOptions): Promise<{ files: IndexFile[]; stats: IndexStats }> {
  const files: IndexFile[] = [];
  const stats = await pagefindIndex(pages, options, (file) => {
    files.push(file);
  });
  return { files, stats };
}

/**
 * Writes the index to `sink` as each file is made: the fragments while Pagefind works out the
 * words, then the chunks, filters, meta and entry (nothing is held until the end, which on a
 * large site is hundreds of megabytes). Returns the stats and the paths the index refers to.
 */
export async function pagefindIndex(pages: readonly SearchPage[], options: PagefindIndexOptions, sink: FileSink): Promise<IndexResult> {
  if (!options.memo) {
    const index = new StreamedIndex(options, facetsToIndex(pages));
    try {
      for (const page of pages) index.add(page);
      return await index.finish(sink);
    } finally {
      index.remove();
    }
  }
  const level = options.gzipLevel ?? 4;
  const bigWordBytes = options.bigWordBytes ?? BIG_WORD_BYTES;
  const { memo } = options;
  const tokens = memo?.tokens ?? new TokenTable();
  const facets = facetsToIndex(pages);
  const { prepared, hashes, reused } = preparedPages(pages, facets, tokens, memo);
  // Pagefind works out the words (in its own process) while the fragments are compressed here.
  const metaTokens = [...new Set(prepared.flatMap((p) => Object.values(p.meta).flatMap((ids) => [...ids])))];
  // A memo's table has the words of pages as they were too: only the words of these pages are indexed.
  const vocabularyPromise = siteVocabulary(tokens.list, metaTokens, options).then((v) => (memo ? withUsedTokens(v, prepared) : v));
  vocabularyPromise.catch(() => {});

  // Every file is named by a hash of what the index is made from and its number. The meta lists
  // every page's and every chunk's name, and is fetched by every first query: a shared prefix and
  // a counter compress to a third of a content hash each (Pagefind's own naming), and another
  // index never reuses a name, so the files can be cached for good. Known before any file is
  // made, so each is written as soon as it is. (With a memo, `serve`'s, the names stay while the
  // pages are the same ones: its pages are told when the index changes.)
  // Each fragment is compressed as soon as it is made: the compressed files wait for their names
  // outside the JavaScript heap, where the text (three times their size) would be marked by
  // every garbage collection.
  const digest = createHash('sha256').update(`${FORMAT}:${bigWordBytes}\0${options.language}\0${pagefindPackageVersion()}\0${facets.join()}\0`);
  const compressed: Uint8Array[] = [];
  for (const [i, page] of prepared.entries()) {
    const fragment = reused?.[i]?.fragment;
    if (fragment) {
      digest.update(hashes![i]!);
      compressed.push(fragment);
      continue;
    }
    const json = page.fragment!();
    // The closure holds the page's text: let it go now, not when the whole index is written.
    page.fragment = undefined;
    digest.update(hashes?.[i] ?? json);
    compressed.push(pagefindFile(json, level));
  }
  const namesKey = memo && hashOf(`${facets.join()}\0${pages.map((page) => page.url).join('\n')}`);
  const tag = memo?.names && memo.names.key === namesKey ? memo.names.tag : digest.digest('hex').slice(0, 8);
  const name = (n: number) => `${tag}${n.toString(36)}`;
  const out = new IndexOutput(sink, memo);

  const fragmentPaths: string[] = [];
  for (const [i, content] of compressed.entries()) {
    const path = `fragment/${name(i)}.pf_fragment`;
    fragmentPaths.push(path);
    await out.unlisted(path, content, hashes?.[i]);
  }
  const vocabulary = await vocabularyPromise;

  // Meta words are stored by field number: the field's place among every field name in the index.
  const metaFields = [...new Set(prepared.flatMap((p) => Object.keys(p.meta)))].sort(byCodePoint);
  // A memo's pages keep their postings, made with its list numbers and these meta fields.
  const keptPostings = memo && memo.metaFields === metaFields.join('\0');
  if (memo) memo.metaFields = metaFields.join('\0');
  const postings = new Postings(vocabulary, tokens.list, metaTokens, metaFields, memo?.lists);
  const encoded = memo && prepared.map((page, i) => (keptPostings && reused?.[i]?.postings) || postings.encodePage(page));
  if (memo) {
    memo.pages = new Map(pages.map((page, i) => [page.url, { hash: hashes![i]!, words: wordsOf(prepared[i]!), fragment: compressed[i]!, postings: encoded![i]! }]));
  }
  compressed.length = 0;
  const kept: PreparedPage[] = [];
  const metaPages: [string, number, string][] = [];
  const leftOut: number[] = [];
  for (const [i, page] of prepared.entries()) {
    // Pagefind leaves out a page none of whose words it indexes.
    const added = encoded ? encoded[i]!.length > 0 : postings.addPage(kept.length, page);
    if (!added) {
      leftOut.push(i);
      continue;
    }
    kept.push(page);
    out.list(fragmentPaths[i]!, hashes?.[i]);
    metaPages.push([name(i), page.wordCount, '']);
  }
  if (encoded) postings.addEncodedPages(encoded.filter((records) => records.length > 0));
  const firstPage = pages[0] && facetsOf(pages[0]);
  const rest = { options, level, bigWordBytes, facets, metaFields, tag, name, out, postings, vocabulary, keptFilters: kept.map((page) => page.filters), metaPages, leftOut, firstPage };
  const { words } = await writeChunksAndMeta(rest);
  if (memo) memo.names = { tag, key: namesKey! };
  return { pages: kept.length, words, filters: [...facets], paths: out.paths, written: out.written };
}

export type IndexResult = IndexStats & { paths: Set<string>; written: Map<string, string> };

type Filters = Partial<Record<FilterFacet, readonly string[]>>;

/** What the files after the fragments are made of: the postings of every page, and what the meta lists. */
interface IndexRest {
  options: PagefindIndexOptions;
  level: number;
  bigWordBytes: number;
  facets: readonly FilterFacet[];
  metaFields: string[];
  tag: string;
  name: (n: number) => string;
  out: IndexOutput;
  postings: Postings;
  vocabulary: Vocabulary;
  /** Of each page in the index (a page left out has none). */
  keptFilters: readonly Filters[];
  metaPages: [string, number, string][];
  leftOut: number[];
  /** Every facet's values on the first page (none: no page). */
  firstPage: Record<FilterFacet, readonly string[]> | undefined;
}

/** The word chunks, filters, meta, entry and browser files, once every page's postings are in. */
async function writeChunksAndMeta({ options, level, bigWordBytes, facets, metaFields, tag, name, out, postings, vocabulary, keptFilters, metaPages, leftOut, firstPage }: IndexRest): Promise<{ words: number }> {
  const words = postings.wordCount;
  const chunks = rangedChunks(postings.chunks(CHUNK_BYTES, bigWordBytes, byCodePoint));
  // docsgen's engine reads a big word's chunk without its locations (a fifth of the bytes), and
  // a meta without the names it can work out; an index Pagefind's own engine reads (another
  // language) keeps both.
  const compact = vocabulary.wasm === OWN_ENGINE_LANGUAGE;
  const chunkMeta: string[][] = [];
  let locationFiles = 0;
  for (const [i, { from, to, chunk }] of chunks.entries()) {
    chunkMeta.push([from, to, name(i)]);
    // A compact chunk first (`encode` empties the chunk), then its copy with locations.
    const copy = compact && chunk.big ? name(chunks.length + locationFiles++) : undefined;
    if (copy) await out.made(`index/${name(i)}.pf_index`, postings.encodeCompact(chunk, byCodePoint, copy), level);
    await out.made(`index/${copy ?? name(i)}.pf_index`, postings.encode(chunk, byCodePoint), level);
  }
  const filterMeta: [string, string][] = [];
  for (const [i, facet] of facets.entries()) {
    filterMeta.push([facet, name(i)]);
    await out.made(`filter/${name(i)}.pf_filter`, filterIndex(facet, keptFilters), level);
  }

  const meta = new ByteWriter();
  meta.value(
    compact
      ? [vocabulary.version, metaPages.map(([, count]) => count), chunkMeta.map(([from, to]) => [from!, to!]), filterMeta, [], metaFields, [tag, leftOut]]
      : [vocabulary.version, metaPages, chunkMeta, filterMeta, [], metaFields],
  );
  const metaBytes = meta.result();
  const metaHash = `${options.language}_${sha256(metaBytes).slice(0, options.language.length + 8)}`;
  // Fetched by every first query, and one file: worth the best compression.
  await out.emit(`pagefind.${metaHash}.pf_meta`, pagefindFile(metaBytes, 9));

  const entry = {
    version: vocabulary.version,
    languages: { [options.language]: { hash: metaHash, wasm: vocabulary.wasm, page_count: keptFilters.length } },
    include_characters: vocabulary.includeCharacters,
  };
  await out.emit('pagefind-entry.json', Buffer.from(JSON.stringify(entry)));
  // The facets left out of the index, with the value every page has, for the browser provider.
  const uniform = Object.fromEntries(FILTER_FACETS.filter((f) => !facets.includes(f) && firstPage).map((f) => [f, firstPage![f]]));
  await out.emit(FACETS_FILE, Buffer.from(JSON.stringify({ uniform } satisfies IndexFacets)));
  // Pagefind's browser module and wasm search other languages' indexes; they cannot read a compact
  // one, which docsgen's engine (part of the site's own code) reads instead.
  if (!compact) for (const file of vocabulary.runtime) await out.emit(file.path, file.content);
  return { words };
}

/**
 * An index made as its pages arrive (a build's, on the index thread, while pages are rendered):
 * each page's fragment is made and compressed at once and its text let go; what must wait for
 * every page (the fragments' names are a hash of all of them, the postings need every word's
 * forms) waits compact, or with `spill` in temporary files. The same files as `pagefindIndex`
 * makes from the whole list, byte for byte. `remove` when done, whatever happened.
 */
export class StreamedIndex {
  private readonly tokens = new TokenTable();
  private readonly level: number;
  private readonly bigWordBytes: number;
  private readonly digest;
  private readonly fragments: BytesSpill | KeptInMemory<Uint8Array>;
  private readonly words: WordSpill | KeptInMemory<PostingsPage>;
  private readonly wordCounts = new NumberList();
  /** Each page's filters: one object for each set of values (most pages share one). */
  private readonly filters: Filters[] = [];
  private readonly filterSets = new Map<string, Filters>();
  private readonly metaTokens = new Set<number>();
  private readonly metaFields = new Set<string>();
  private firstPage: Record<FilterFacet, readonly string[]> | undefined;
  private postings: Postings | undefined;

  constructor(
    private readonly options: PagefindIndexOptions,
    /** The facets indexed as filters (`facetsToIndex` of every page to come). */
    private readonly facets: readonly FilterFacet[],
  ) {
    this.level = options.gzipLevel ?? 4;
    this.bigWordBytes = options.bigWordBytes ?? BIG_WORD_BYTES;
    this.digest = createHash('sha256').update(`${FORMAT}:${this.bigWordBytes}\0${options.language}\0${pagefindPackageVersion()}\0${facets.join()}\0`);
    this.fragments = options.spill ? new BytesSpill() : new KeptInMemory();
    this.words = options.spill ? new WordSpill() : new KeptInMemory();
  }

  add(page: SearchPage): void {
    this.firstPage ??= facetsOf(page);
    const prepared = preparePage(page, this.tokens, this.facets);
    const json = prepared.fragment!();
    this.digest.update(json);
    this.fragments.add(pagefindFile(json, this.level));
    for (const [field, ids] of Object.entries(prepared.meta)) {
      this.metaFields.add(field);
      for (const id of ids) this.metaTokens.add(id);
    }
    this.words.add({ words: prepared.words, weights: prepared.weights, meta: prepared.meta });
    this.wordCounts.push(prepared.wordCount);
    const key = JSON.stringify(prepared.filters);
    let filters = this.filterSets.get(key);
    if (!filters) this.filterSets.set(key, (filters = prepared.filters));
    this.filters.push(filters);
  }

  /** Writes the index to `sink` (the fragments first, while Pagefind works out the words). */
  async finish(sink: FileSink): Promise<IndexResult> {
    const { options, level, bigWordBytes, facets } = this;
    const metaTokens = [...this.metaTokens];
    const vocabularyPromise = siteVocabulary(this.tokens.list, metaTokens, options);
    vocabularyPromise.catch(() => {});
    const tag = this.digest.digest('hex').slice(0, 8);
    const name = (n: number) => `${tag}${n.toString(36)}`;
    const fragmentPath = (n: number) => `fragment/${name(n)}.pf_fragment`;
    const out = new IndexOutput(sink, undefined);
    let n = 0;
    for (const content of this.fragments.items()) await out.unlisted(fragmentPath(n++), content, undefined);
    const vocabulary = await vocabularyPromise;

    // Meta words are stored by field number: the field's place among every field name in the index.
    const metaFields = [...this.metaFields].sort(byCodePoint);
    const table = listsInWordOrder(vocabulary, byCodePoint);
    const postings = (this.postings = new Postings(vocabulary, this.tokens.list, metaTokens, metaFields, table, options.spill ? (options.runBytes ?? RUN_BYTES) : undefined));
    const keptFilters: Filters[] = [];
    const metaPages: [string, number, string][] = [];
    const leftOut: number[] = [];
    let i = 0;
    for (const page of this.words.items()) {
      // Pagefind leaves out a page none of whose words it indexes.
      if (postings.addPage(keptFilters.length, page)) {
        keptFilters.push(this.filters[i]!);
        out.list(fragmentPath(i), undefined);
        metaPages.push([name(i), this.wordCounts.at(i), '']);
      } else {
        leftOut.push(i);
      }
      i++;
    }
    const rest = { options, level, bigWordBytes, facets, metaFields, tag, name, out, postings, vocabulary, keptFilters, metaPages, leftOut, firstPage: this.firstPage };
    const { words } = await writeChunksAndMeta(rest);
    return { pages: keptFilters.length, words, filters: [...facets], paths: out.paths, written: out.written };
  }

  /** Deletes the temporary files. */
  remove(): void {
    this.fragments.remove();
    this.words.remove();
    this.postings?.remove();
  }
}

/**
 * The pages' words and fragments to be, and with a memo each page's hash (of its search page and
 * the facets indexed) and what the memo kept of it, if it is as it was.
 */
function preparedPages(pages: readonly SearchPage[], facets: readonly FilterFacet[], tokens: TokenTable, memo: IndexMemo | undefined) {
  const hashes = memo && pages.map((page) => hashOf(`${facets.join()}\0${JSON.stringify(page)}`));
  const reused = hashes && pages.map((page, i) => (memo!.pages.get(page.url)?.hash === hashes[i] ? memo!.pages.get(page.url) : undefined));
  const prepared: PreparedPage[] = pages.map((page, i) => reused?.[i]?.words ?? preparePage(page, tokens, facets));
  return { prepared, hashes, reused };
}

/**
 * The files of an index on their way to the sink, and the paths the index refers to. With a memo,
 * each file's hash too (`written`), and a file the folder has as it would be written is not
 * written again.
 */
class IndexOutput {
  readonly paths = new Set<string>();
  readonly written = new Map<string, string>();

  constructor(
    private readonly sink: FileSink,
    private readonly memo: IndexMemo | undefined,
  ) {}

  emit(path: string, content: Uint8Array): void | Promise<void> {
    this.paths.add(path);
    return this.sink({ path, content });
  }

  /** The file made from `raw`, compressed only when it is written. */
  made(path: string, raw: Uint8Array, level: number): void | Promise<void> {
    if (!this.memo) return this.emit(path, pagefindFile(raw, level));
    const hash = hashOf(raw);
    this.list(path, hash);
    return this.memo.written.get(path) === hash ? undefined : this.sink({ path, content: pagefindFile(raw, level) });
  }

  /** A file written (unless the folder has it: `hash`) before it is known to be part of the index (`list`). */
  unlisted(path: string, content: Uint8Array, hash: string | undefined): void | Promise<void> {
    if (hash === undefined || this.memo?.written.get(path) !== hash) return this.sink({ path, content });
  }

  /** A file that is part of the index. */
  list(path: string, hash: string | undefined): void {
    this.paths.add(path);
    if (hash !== undefined) this.written.set(path, hash);
  }
}

/**
 * What each token is indexed as: worked out here for the shapes `known-forms.ts` knows, asked of
 * Pagefind (or its answers kept from an earlier build) for the others.
 */
async function siteVocabulary(tokens: readonly string[], metaTokens: readonly number[], options: PagefindIndexOptions): Promise<Vocabulary> {
  const known = knownForms(options.language);
  const forms = tokens.map(known);
  const askedAt = new Map<number, number>();
  const asked: string[] = [];
  forms.forEach((f, token) => {
    if (f) return;
    askedAt.set(token, asked.length);
    asked.push(tokens[token]!);
  });
  const askedMeta = metaTokens.filter((t) => askedAt.has(t)).map((t) => askedAt.get(t)!);
  const metaOf = (t: number) => metaFormsOf(forms[t]!);
  // Every word worked out here, and an index only docsgen's engine reads (Pagefind names the wasm
  // after the language as given: `en` alone is this engine's, `en-GB` is Pagefind's module's):
  // Pagefind has nothing to say, its browser files are not shipped, so it is not started. (The
  // generated sites asked it about one token, `·`: at 1,000 pages its run took 335 ms of the
  // search thread, beside the fragments' compression.)
  if (asked.length === 0 && options.language === OWN_ENGINE_LANGUAGE) {
    return { version: supportedPagefindVersion(), wasm: OWN_ENGINE_LANGUAGE, includeCharacters: INCLUDE_CHARACTERS, runtime: [], forms: forms as IndexedForm[][], metaForms: metaTokens.map(metaOf) };
  }
  const answer = await (options.cacheDir
    ? cachedVocabulary(asked, askedMeta, options.language, { cacheDir: options.cacheDir, pagefindVersion: pagefindPackageVersion() })
    : pagefindVocabulary(asked, askedMeta, options.language));
  const metaAnswer = new Map(askedMeta.map((a, i) => [a, answer.metaForms[i]!]));
  return {
    ...answer,
    forms: forms.map((f, token) => f ?? answer.forms[askedAt.get(token)!]!),
    metaForms: metaTokens.map((t) => (forms[t] ? metaOf(t) : metaAnswer.get(askedAt.get(t)!)!)),
  };
}

/** Changes whenever what this module writes for the same pages does: part of every file name. */
const FORMAT = `docsgen-pagefind-3:${CHUNK_BYTES}`;

/** The installed Pagefind (its indexer decides the words, so a new one means a new index). */
export function pagefindPackageVersion(): string {
  const main = fileURLToPath(import.meta.resolve('pagefind'));
  const manifest = path.join(path.dirname(main), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The installed Pagefind's version, as its index would state it, if docsgen writes its format. */
function supportedPagefindVersion(): string {
  const version = pagefindPackageVersion();
  if (!SUPPORTED_VERSION.test(version)) throw new Error(unsupportedPagefind(version));
  return version;
}

/**
 * Facets whose values differ between pages. A facet every page shares (one locale, one docs
 * version) would filter nothing, yet its filter index holds every page number and is fetched
 * by every query: it is left out, and the browser provider drops filters on it.
 */
export function facetsToIndex(pages: readonly SearchPage[]): FilterFacet[] {
  return FILTER_FACETS.filter((facet) => new Set(pages.map((p) => facetValues(p, facet).join('\0'))).size > 1);
}

function facetsOf(page: SearchPage): Record<FilterFacet, readonly string[]> {
  return { language: facetValues(page, 'language'), docusaurus_tag: facetValues(page, 'docusaurus_tag'), version: facetValues(page, 'version') };
}

function facetValues(page: SearchPage, facet: FilterFacet): readonly string[] {
  if (facet === 'language') return [page.language];
  return facet === 'version' ? page.version : page.docusaurusTag;
}

/** What the postings and filters need of a page (a memo keeps it). */
export interface PreparedWords {
  /** Token ids of the body's words, by position. */
  words: Int32Array;
  weights: Uint8Array;
  /** Token ids and positions of each meta field's words, by field name. */
  meta: Record<string, Int32Array>;
  wordCount: number;
  filters: Partial<Record<FilterFacet, readonly string[]>>;
}

interface PreparedPage extends PreparedWords {
  /** The fragment's JSON, made once Pagefind has the words to work on (none for a page a memo kept). */
  fragment?: () => string;
}

/** The page without its fragment (whose closure holds the page's text). */
function wordsOf({ words, weights, meta, wordCount, filters }: PreparedPage): PreparedWords {
  return { words, weights, meta, wordCount, filters };
}

/** The vocabulary with no forms for tokens none of `pages` has (a memo's table keeps every word it met). */
function withUsedTokens(vocabulary: Vocabulary, pages: readonly PreparedWords[]): Vocabulary {
  const used = new Uint8Array(vocabulary.forms.length);
  for (const page of pages) {
    for (const token of page.words) used[token] = 1;
    for (const ids of Object.values(page.meta)) for (const token of ids) used[token] = 1;
  }
  return { ...vocabulary, forms: vocabulary.forms.map((forms, token) => (used[token] ? forms : [])) };
}

function preparePage(page: SearchPage, tokens: TokenTable, facets: readonly FilterFacet[]): PreparedPage {
  const { words, weights, content, meta: metaText, anchors } = pageText(page, tokens);
  const meta: Record<string, Int32Array> = {};
  for (const [field, value] of Object.entries(metaText)) meta[field] = Int32Array.from(splitWords(value), (w) => tokens.id(w));
  const filters: Partial<Record<FilterFacet, readonly string[]>> = {};
  for (const facet of facets) filters[facet] = facetValues(page, facet);
  const wordCount = words.length;
  const url = page.url;
  const fragment = () =>
    fragmentJson({
      url: new URL(url).pathname,
      content,
      word_count: wordCount,
      filters: sortedObject(filters),
      meta: sortedObject(metaText),
      anchors,
    });
  return { words, weights, meta, wordCount, filters, fragment };
}

function fragmentJson(fragment: { url: string; content: string; word_count: number; filters: object; meta: object; anchors: PageAnchor[] }): string {
  return JSON.stringify(fragment);
}

function sortedObject<T>(object: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => byCodePoint(a, b)));
}

function filterIndex(facet: FilterFacet, pages: readonly Filters[]): Uint8Array {
  const values = new Map<string, number[]>();
  pages.forEach((filters, number) => {
    for (const value of filters[facet] ?? []) {
      let list = values.get(value);
      if (!list) values.set(value, (list = []));
      list.push(number);
    }
  });
  const writer = new ByteWriter();
  writer.value([facet, [...values].sort(([a], [b]) => byCodePoint(a, b)).map(([value, numbers]) => [value, numbers])]);
  return writer.result();
}

export interface Chunk {
  first: string;
  last: string;
  /** One word on many pages, alone in its chunk. */
  big: boolean;
}

/**
 * Chunk ranges as Pagefind names them: each boundary shortened to the shortest prefixes that
 * still tell the last word of a chunk from the first of the next. The browser loads the chunks
 * whose range holds a query word or, when none does, every chunk the word is a prefix of (for a
 * short prefix on a big site, dozens).
 *
 * So the chunk a prefix falls in always holds the first word it starts, if the index has one:
 * typing `c` when the first word in `c` is `cach` (on every page, a big word alone in its chunk)
 * loads that chunk and shows its pages. A big word's chunk ends at the word itself.
 */
export function rangedChunks<C extends Chunk>(chunks: readonly C[]): { from: string; to: string; chunk: C }[] {
  const out = chunks.map((c) => ({ from: c.first, to: c.last, chunk: c }));
  for (let i = 0; i + 1 < out.length; i++) {
    const current = out[i]!;
    const next = out[i + 1]!;
    const a = [...current.to];
    const b = [...next.from];
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common++;
    const shortened = a.slice(0, common + 1).join('');
    // A one-word chunk's shortened end could come before its (shortened) start: it keeps the word.
    if (!current.chunk.big && byCodePoint(shortened, current.from) >= 0) current.to = shortened;
    next.from = b.slice(0, common + 1).join('');
  }
  return out;
}

function sha256(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

