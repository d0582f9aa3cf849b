/**
 * `site.json` (every sidebar, which a large site's pages fetch), kept as bytes between saves: a
 * save that changes one sidebar link splices its JSON in place and writes the file again. At
 * 100,000 pages the file is 20 MB: reading it as text and encoding it again took 200–250 ms of
 * each such save, and a new buffer for it each save made V8 collect its whole 2 GB heap for the
 * memory held outside it (6.5 s of collections over five saves).
 */
import { closeSync, fstatSync, openSync, statSync } from 'node:fs';
import { readFully } from '../content/text-spill.ts';
import { replaceFileSync } from '../output/replace-file.ts';
import type { SiteJsonEdit } from './patch.ts';

const files = new Map<string, SiteJsonFile>();

/** The one `SiteJsonFile` of the process for `target`: its bytes are kept from save to save. */
export function siteJsonFile(target: string): SiteJsonFile {
  let file = files.get(target);
  if (!file) files.set(target, (file = new SiteJsonFile(target)));
  return file;
}

export class SiteJsonFile {
  /** The file's bytes are `bytes[0, length)`; the rest is room for a longer label. */
  private bytes = Buffer.alloc(0);
  private length = 0;
  /** What the file was when `bytes` were last true to it: another writer changes it. */
  private stamp: string | undefined;

  constructor(private readonly file: string) {}

  /**
   * Writes the file with `before` (JSON text met once in it) replaced by `after`. False when
   * `before` is not in it exactly once, or there is no file: the caller writes it whole. In
   * bytes, UTF-8's, a match of the old part is a match in the text.
   */
  splice({ before, after }: SiteJsonEdit): boolean {
    if (!this.load()) return false;
    const view = this.bytes.subarray(0, this.length);
    const at = view.indexOf(before);
    if (at === -1 || view.indexOf(before, at + 1) !== -1) return false;
    const removed = Buffer.byteLength(before);
    const added = Buffer.byteLength(after);
    const length = this.length - removed + added;
    this.room(length);
    this.bytes.copyWithin(at + added, at + removed, this.length);
    this.bytes.write(after, at, 'utf8');
    this.length = length;
    this.stamp = undefined;
    replaceFileSync(this.file, this.bytes.subarray(0, length));
    this.stamp = stampOf(this.file);
    return true;
  }

  /** The file's bytes, read again only when it changed since they were; false when it cannot be read. */
  private load(): boolean {
    const before = stampOf(this.file);
    if (before === undefined) return false;
    if (before === this.stamp) return true;
    let fd: number;
    try {
      fd = openSync(this.file, 'r');
    } catch {
      return false;
    }
    try {
      const size = fstatSync(fd).size;
      this.room(size);
      readFully(fd, this.bytes.subarray(0, size), 0, 'site.json is shorter than its size');
      this.length = size;
    } catch {
      this.length = 0;
      this.stamp = undefined;
      return false;
    } finally {
      closeSync(fd);
    }
    this.stamp = before;
    return true;
  }

  /** Room for `length` bytes, the ones held kept; an eighth more, so that a longer label seldom needs a new buffer. */
  private room(length: number): void {
    if (length <= this.bytes.length) return;
    const larger = Buffer.allocUnsafe(length + (length >> 3) + 4096);
    this.bytes.copy(larger, 0, 0, this.length);
    this.bytes = larger;
  }
}

function stampOf(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}
