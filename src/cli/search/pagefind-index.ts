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
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchPage } from './records.ts';
import { pagefindIndexFiles } from './pagefind/index-files.ts';

export { FILTER_FACETS } from './pagefind/index-files.ts';

export interface IndexStats {
  pages: number;
  words: number;
  files: number;
  bytes: number;
  /** Facets indexed as filters (those whose values differ between pages). */
  filters: string[];
}

/** Indexes the pages and writes the files the browser module needs into `outputPath`. */
export async function writePagefindIndex(pages: readonly SearchPage[], outputPath: string, language: string): Promise<IndexStats> {
  const { files, stats } = await pagefindIndexFiles(pages, { language });
  const folders = new Set(files.map((f) => path.dirname(path.join(outputPath, f.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await writeAll(files.map((f) => ({ file: path.join(outputPath, f.path), content: f.content })));
  await removeOthers(outputPath, new Set(files.map((f) => f.path)));
  return { ...stats, files: files.length, bytes: files.reduce((n, f) => n + f.content.byteLength, 0) };
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

/** Writes in bounded parallel batches: thousands of open files at once only queue in libuv. */
async function writeAll(files: { file: string; content: Uint8Array }[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const { file, content } = files[next++]!;
      await writeFile(file, content);
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, files.length) }, worker));
}
