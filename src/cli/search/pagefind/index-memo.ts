/**
 * What `serve`'s search thread keeps from one index of the site to the next (`IndexThread`). A
 * re-index after a save then prepares, compresses and encodes the postings of the saved pages
 * alone (the others' postings are copied into their lists with their new page numbers), keeps the
 * files' names (open pages are told to read the index anew: `live-reload.ts`), and writes only
 * the files whose contents changed: at 10,000 pages the whole index is about 12 s of CPU and
 * 12,000 files, a re-index about 2 s.
 * A build never keeps one: its file names are for good (`index-files.ts`).
 */
import { createHash } from 'node:crypto';
import type { PreparedWords } from './index-files.ts';
import { ListTable } from './postings.ts';
import { TokenTable } from './tokens.ts';

export interface KeptPage {
  /** Of the search page and the facets indexed (what its words and fragment are made from). */
  hash: string;
  words: PreparedWords;
  fragment: Uint8Array;
  /** Its postings without its page number (`Postings.encodePage`), by `lists`' numbers. */
  postings: Uint8Array;
}

export class IndexMemo {
  /** Every word met so far: kept pages' token numbers stay right. */
  tokens = new TokenTable();
  /** Every index word met so far, and the meta fields indexed: kept pages' postings stay right while these are the same. */
  lists = new ListTable();
  metaFields = '';
  /** By page URL. */
  pages = new Map<string, KeptPage>();
  /** The names' tag, and what it was made for (the pages, in order, and the facets). */
  names: { tag: string; key: string } | undefined;
  /** The folder written last (its identity), and the hash of each file's body there. */
  folder: string | undefined;
  written = new Map<string, string>();

  /** Forgets everything: the next index is made and written whole (after a failure, say). */
  reset(): void {
    this.tokens = new TokenTable();
    this.lists = new ListTable();
    this.metaFields = '';
    this.pages.clear();
    this.names = undefined;
    this.folder = undefined;
    this.written.clear();
  }

  /**
   * The files are being written to the folder `folder` (its identity: a whole build in `serve`
   * makes a new one): what was written elsewhere is written again.
   */
  writingTo(folder: string): void {
    if (this.folder !== folder) this.written.clear();
    this.folder = folder;
  }
}

export function hashOf(content: string | Uint8Array): string {
  return createHash('sha1').update(content).digest('base64');
}
