/**
 * The embedded engine's index: Pagefind's format and browser module, written from the search
 * pages (not the rendered HTML, so navbar, sidebar and footer never reach the index and the
 * indexer does not wait for rendering). Headings carry their ids, which is what makes Pagefind
 * answer with per-heading `sub_results`; the category and the description travel as meta, the
 * facets that differ between pages as filters.
 *
 * Pagefind's own indexer is asked only what each distinct word is indexed as (`pagefind/vocabulary.ts`);
 * the files are written here (`pagefind/index-files.ts`), in a fraction of its time.
 */
import { mkdirSync, statSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { putFile, putFileSync } from '../output/replace-file.ts';
import { outputTarget } from '../confine/output-path.ts';
import type { SearchPage } from './records.ts';
import { pagefindIndex, StreamedIndex, type FilterFacet, type IndexFile, type PagefindIndexOptions } from './pagefind/index-files.ts';

export { FILTER_FACETS } from './pagefind/index-files.ts';

export interface IndexStats {
  pages: number;
  words: number;
  files: number;
  bytes: number;
  /** Facets indexed as filters (those whose values differ between pages). */
  filters: string[];
}

/**
 * Indexes the pages and writes the files the browser module needs into `outputPath`; with a
 * `memo` (`serve`'s), only what changed since the index it kept (`IndexMemo`).
 */
export async function writePagefindIndex(
  pages: readonly SearchPage[],
  outputPath: string,
  language: string,
  cacheDir?: string,
  { memo, bigWordBytes }: Pick<PagefindIndexOptions, 'memo' | 'bigWordBytes'> = {},
): Promise<IndexStats> {
  // A memo is `serve`'s, which rewrites files it serves under the same names (replace-file.ts).
  const served = memo !== undefined;
  const disk = isMainThread ? new DiskSink(outputPath, served) : new SyncDiskSink(outputPath, served);
  if (memo) {
    mkdirSync(outputPath, { recursive: true });
    const folder = statSync(outputPath);
    memo.writingTo(`${folder.dev}:${folder.ino}:${folder.birthtimeMs}`);
  }
  try {
    const options: PagefindIndexOptions = { language, ...(cacheDir ? { cacheDir } : {}), ...(memo ? { memo } : {}), ...(bigWordBytes ? { bigWordBytes } : {}) };
    const { paths, written, ...stats } = await pagefindIndex(pages, options, (file) => disk.write(file));
    await disk.done();
    await removeOthers(outputPath, paths);
    if (memo) memo.written = written;
    return { ...stats, files: paths.size, bytes: disk.bytes };
  } catch (error) {
    // What the folder holds is not known now: the next index is made whole.
    memo?.reset();
    throw error;
  }
}

/** An index written as its pages arrive (`StreamedIndex`): `add` each page, then `finish`. */
export interface IndexStream {
  add(page: SearchPage): void;
  /** Writes the index into its folder; the temporary files are deleted whatever happens. */
  finish(): Promise<IndexStats>;
  /** Deletes the temporary files (an index given up). */
  remove(): void;
}

/**
 * A build's index into `outputPath`, made as the pages arrive. `facets`: those indexed as filters
 * (`facetsToIndex` of all the pages to come); `spill`: what waits for the last page waits in
 * temporary files (a large site).
 */
export function streamPagefindIndex(outputPath: string, language: string, facets: readonly FilterFacet[], { cacheDir, spill }: { cacheDir?: string; spill?: boolean }): IndexStream {
  const index = new StreamedIndex({ language, ...(cacheDir ? { cacheDir } : {}), ...(spill ? { spill } : {}) }, facets);
  return {
    add: (page) => index.add(page),
    async finish() {
      try {
        const disk = isMainThread ? new DiskSink(outputPath, false) : new SyncDiskSink(outputPath, false);
        const { paths, written: _, ...stats } = await index.finish((file) => disk.write(file));
        await disk.done();
        await removeOthers(outputPath, paths);
        return { ...stats, files: paths.size, bytes: disk.bytes };
      } finally {
        index.remove();
      }
    },
    remove: () => index.remove(),
  };
}

/**
 * Writes files a few at a time, and makes the writer wait while that many are in flight: thousands
 * of open files at once only queue in libuv, and holding every file until the end costs memory.
 */
class DiskSink {
  bytes = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly folders = new Map<string, Promise<unknown>>();
  private failure: unknown;

  private readonly put: (target: string, data: Uint8Array) => Promise<void>;

  constructor(
    private readonly outputPath: string,
    served: boolean,
  ) {
    this.put = putFile(served);
  }

  async write(file: IndexFile): Promise<void> {
    if (this.failure) throw this.failure;
    this.bytes += file.content.byteLength;
    const target = outputTarget(this.outputPath, file.path);
    const folder = path.dirname(target);
    let made = this.folders.get(folder);
    if (!made) this.folders.set(folder, (made = mkdir(folder, { recursive: true })));
    const writing = made.then(() => this.put(target, file.content)).catch((error: unknown) => {
      this.failure ??= error;
    });
    this.inFlight.add(writing);
    void writing.finally(() => this.inFlight.delete(writing));
    if (this.inFlight.size >= 16) await Promise.race(this.inFlight);
  }

  async done(): Promise<void> {
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
  }
}

/**
 * On the index's own thread, each file is written at once: blocking that thread costs nothing
 * else, and for a thousand small files the promise and thread-pool round trips of each write
 * (open, write, close) cost more CPU than the writes.
 */
class SyncDiskSink {
  bytes = 0;
  private readonly folders = new Set<string>();
  private readonly put: (target: string, data: Uint8Array) => void;

  constructor(
    private readonly outputPath: string,
    served: boolean,
  ) {
    this.put = putFileSync(served);
  }

  write(file: IndexFile): void {
    this.bytes += file.content.byteLength;
    const target = outputTarget(this.outputPath, file.path);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    this.put(target, file.content);
  }

  async done(): Promise<void> {}
}

/**
 * Removes index files of an earlier index in the same folder (`serve` re-indexes in place): their
 * names are content hashes, so they would pile up with every edit.
 */
async function removeOthers(outputPath: string, written: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(outputPath, { recursive: true, withFileTypes: true });
  const stale = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(outputPath, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !written.has(file) && /^(?:fragment|index|filter)\/|\.pf_meta$/.test(file));
  await Promise.all(stale.map((file) => rm(path.join(outputPath, file), { force: true })));
}
