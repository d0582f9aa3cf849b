/**
 * What Pagefind indexes for each distinct word of the site, asked of Pagefind itself: every
 * distinct word goes, once, into one synthetic page that Pagefind indexes, and its index is read
 * back. What Pagefind makes of a word (lower case, punctuation dropped, stemmed for the language,
 * split into the parts of `camelCase` or `kebab-case` compounds, diacritics folded with the
 * original kept as a variant, emoji on their own) depends on the word alone, so the answer holds
 * for every place the word appears. The browser side stems queries with the same rules (it is
 * Pagefind's own wasm), so the index written from this answer matches what it looks for.
 *
 * That run also hands back Pagefind's browser files (its JS, worker and the language's wasm).
 * It costs one small Pagefind index however large the site: the site's pages themselves never
 * go through Pagefind, whose per-page cost (HTML parsing, maximum gzip, copies over its pipe)
 * was most of the build's search stage.
 */
import zlib from 'node:zlib';
import { close, createIndex, type PagefindIndex } from 'pagefind';
import { decodeCbor, type CborValue } from './cbor.ts';
import { TEXT_WEIGHT } from '../../../runtime/search/providers/page-words.ts';

/** Every Pagefind index file (but the fragments' JSON) is gzip of this tag and a CBOR body. */
export const PAGEFIND_TAG = 'pagefind_dcd';
/** The index format this writer produces; another Pagefind version must be checked first. */
export const SUPPORTED_VERSION = /^1\.[56]\./;

export function unsupportedPagefind(version: string): string {
  return `Pagefind ${version} is installed, but docsgen writes the index format of Pagefind 1.5–1.6: install pagefind@~1.6.`;
}

/** The synthetic page's one meta field, holding the words met in the site's meta fields. */
const VOCABULARY_FIELD = 'words';

/** Indexed after the words asked about (so at a position no token has): always a word, in any language. */
const PROBE = 'docsgen';

/** Pagefind's browser files that docsgen serves: its module and the worker it starts (and the wasm). */
const RUNTIME_FILES = ['pagefind.js', 'pagefind-worker.js'];

export interface IndexedForm {
  /** The index word (stemmed, normalised). */
  word: string;
  /** The word as written, when it differs from `word` only by diacritics; null otherwise. */
  variant: string | null;
  /** A part of a compound word: it gets a share of the word's weight. */
  compound: boolean;
}

export interface Vocabulary {
  /** Pagefind's version, as its index metadata states it. */
  version: string;
  /** Pagefind's entry for the language: the wasm it loads (null: the language-neutral one), and the characters it keeps in words. */
  wasm: string | null;
  includeCharacters: string[];
  /** What is indexed for `tokens[i]` in a page's text. */
  forms: IndexedForm[][];
  /**
   * What is indexed for `tokens[metaTokens[i]]` in a meta field: the word's own forms, without
   * the extra compound parts (`config.js` of `next.config.js`) Pagefind adds in text.
   */
  metaForms: IndexedForm[][];
  /** Pagefind's browser files, by path. */
  runtime: { path: string; content: Uint8Array }[];
}

export async function pagefindVocabulary(tokens: readonly string[], metaTokens: readonly number[], language: string): Promise<Vocabulary> {
  const files = await withPagefind(language, async (index) => {
    // One paragraph; the trailing "." keeps Pagefind from adding a full stop to the last word.
    // A plain word after them (its forms are not read) makes Pagefind write its language's entry
    // and wasm even when none of the words asked about is indexed.
    const body = `${[...tokens.map(escapeText), PROBE].join(' ')} .`;
    const meta = metaTokens.map((t) => escapeText(tokens[t]!)).join(' ');
    const head = `<meta data-pagefind-meta="${VOCABULARY_FIELD}[content]" content="${meta}">`;
    const html = `<!doctype html><html lang="${escapeText(language)}"><head>${head}</head><body><p>${body}</p></body></html>`;
    const added = await index.addHTMLFile({ url: '/', content: html });
    if (added.errors.length) throw new Error(`Pagefind could not read the site's words: ${added.errors.join('; ')}`);
    const { files: written, errors } = await index.getFiles();
    if (errors.length) throw new Error(`Pagefind could not index the site's words: ${errors.join('; ')}`);
    return written;
  });

  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const entryFile = byPath.get('pagefind-entry.json');
  if (!entryFile) throw new Error('Pagefind wrote no pagefind-entry.json');
  const entry = JSON.parse(Buffer.from(entryFile).toString('utf8')) as {
    version: string;
    languages: Record<string, { hash: string; wasm: string | null }>;
    include_characters?: string[];
  };
  if (!SUPPORTED_VERSION.test(entry.version)) throw new Error(unsupportedPagefind(entry.version));
  const languageEntry = Object.values(entry.languages)[0];
  const forms: IndexedForm[][] = tokens.map(() => []);
  const metaForms: IndexedForm[][] = metaTokens.map(() => []);
  if (languageEntry) {
    const meta = readIndexFile(byPath.get(`pagefind.${languageEntry.hash}.pf_meta`), 'metadata') as CborValue[];
    const chunks = meta[2] as [string, string, string][];
    for (const [, , hash] of chunks) {
      const words = (readIndexFile(byPath.get(`index/${hash}.pf_index`), `index chunk ${hash}`) as CborValue[][])[0] as CborValue[][];
      for (const [word, pages, variants] of words as [string, Posting[], [string, Posting[]][]][]) {
        addForms(forms, metaForms, word, null, pages);
        for (const [variant, variantPages] of variants) addForms(forms, metaForms, word, variant, variantPages);
      }
    }
  }
  return {
    version: entry.version,
    wasm: languageEntry?.wasm ?? null,
    includeCharacters: entry.include_characters ?? [],
    forms,
    metaForms,
    // The language's wasm (with its stemmer), or the language-neutral one when there is none.
    runtime: files
      .filter((f) => RUNTIME_FILES.includes(f.path) || f.path === `wasm.${languageEntry?.wasm ?? 'unknown'}.pagefind`)
      .map((f) => ({ path: f.path, content: f.content })),
  };
}

type Posting = [page: number, locations: number[], metaLocations: number[]];

/** Records, for each position of the synthetic page and of its meta field, the form indexed there. */
function addForms(forms: IndexedForm[][], metaForms: IndexedForm[][], word: string, variant: string | null, pages: Posting[]): void {
  for (const [, locations, metaLocations] of pages) {
    for (const { position, weight } of decodeLocations(locations)) {
      // Every word of the synthetic page is plain text; only a compound's parts weigh less.
      forms[position]?.push({ word, variant, compound: weight < TEXT_WEIGHT });
    }
    for (const { position } of decodeLocations(metaLocations)) metaForms[position]?.push({ word, variant, compound: false });
  }
}

/**
 * Pagefind's packed locations: a negative value `-(w + 1)` switches to weight `w` and is followed
 * by an absolute position; other values are the distance from the previous position.
 */
export function decodeLocations(packed: readonly number[]): { position: number; weight: number }[] {
  const out: { position: number; weight: number }[] = [];
  let weight = 25;
  let last = 0;
  for (let i = 0; i < packed.length; i++) {
    const value = packed[i]!;
    if (value < 0) {
      weight = -value - 1;
      last = packed[++i]!;
    } else last += value;
    out.push({ position: last, weight });
  }
  return out;
}

export function readIndexFile(content: Uint8Array | undefined, what: string): CborValue {
  if (!content) throw new Error(`Pagefind wrote no ${what}`);
  const raw = zlib.gunzipSync(content);
  if (raw.subarray(0, PAGEFIND_TAG.length).toString('latin1') !== PAGEFIND_TAG) throw new Error(`Pagefind's ${what} is not in the expected format`);
  return decodeCbor(raw.subarray(PAGEFIND_TAG.length));
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

let running = 0;

/** A Pagefind index for the duration of `work`, in the one Pagefind service of this process. */
export async function withPagefind<T>(language: string, work: (index: PagefindIndex) => Promise<T>): Promise<T> {
  running++;
  let index: PagefindIndex | undefined;
  try {
    const created = await createIndex({ forceLanguage: language });
    if (!created.index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`);
    index = created.index;
    return await work(index);
  } finally {
    await index?.deleteIndex().catch(() => {});
    // The service is one child process per Node process: leaving it running would keep the build
    // from exiting, and closing it under another build's index (tests, serve) would break that one.
    if (--running === 0) await close();
  }
}
