/**
 * Postings of a large index, spilled in runs: the arena (`postings.ts`) fills up to a few tens of
 * megabytes with pages' postings, sorts them by list and hands them here, and they go to a spill
 * file. At 100,000 generated pages the postings are over a gigabyte, and sorting them by list at
 * the end took a second copy: the search thread's memory grew with the site.
 *
 * The lists are numbered in the order the chunks write them (`listsInWordOrder`), so the chunks
 * read their lists back in increasing ranges, and each run is read front to back: one read per
 * run and chunk, never more than one chunk's postings in memory.
 */
import { SpillFile } from './spill-file.ts';

interface Run {
  /** Where the run's unread part starts in the file. */
  at: number;
  /** `[list, bytes]` pairs of the lists it has, by list. */
  lists: Int32Array;
  /** The next pair to read. */
  next: number;
}

/** A range of lists' postings, each list's in page order: list `base + i`'s are `bytes[at[i], at[i + 1])`. */
export interface LoadedLists {
  base: number;
  end: number;
  bytes: Uint8Array;
  at: Int32Array;
}

export class PostingRuns {
  private readonly file = new SpillFile();
  private readonly runs: Run[] = [];
  /** The lists loaded last: the next range starts after them. */
  private loaded: LoadedLists | undefined;

  get count(): number {
    return this.runs.length;
  }

  /** A run: `bytes` holds the postings of `lists` (`[list, bytes]` pairs, by list) in that order. */
  add(bytes: Uint8Array, lists: Int32Array): void {
    this.runs.push({ at: this.file.append(bytes), lists, next: 0 });
  }

  /**
   * The postings of lists `base` to `end` (inclusive), from every run in run order (each run's
   * pages come after the last run's). `byteLength[list]` is a list's bytes in all runs. Ranges
   * must come in increasing order; the same range again answers from memory.
   */
  load(base: number, end: number, byteLength: Int32Array): LoadedLists {
    if (this.loaded && this.loaded.base === base && this.loaded.end === end) return this.loaded;
    if (this.loaded && base <= this.loaded.end) throw new Error(`search postings read out of order: lists ${base}–${end} after ${this.loaded.base}–${this.loaded.end}`);
    const at = new Int32Array(end - base + 2);
    for (let list = base; list <= end; list++) at[list - base + 1] = at[list - base]! + byteLength[list]!;
    const cursor = at.slice(0, end - base + 1);
    const bytes = new Uint8Array(at[end - base + 1]!);
    for (const run of this.runs) this.readRun(run, base, end, bytes, cursor);
    return (this.loaded = { base, end, bytes, at });
  }

  remove(): void {
    this.file.remove();
  }

  /** The run's part for lists up to `end`, in one read, each list's bytes to its cursor in `out`. */
  private readRun(run: Run, base: number, end: number, out: Uint8Array, cursor: Int32Array): void {
    const { lists } = run;
    let stop = run.next;
    let size = 0;
    while (stop < lists.length && lists[stop]! <= end) {
      size += lists[stop + 1]!;
      stop += 2;
    }
    if (size === 0) {
      run.next = stop;
      return;
    }
    const part = new Uint8Array(size);
    this.file.readInto(run.at, part);
    let from = 0;
    for (let p = run.next; p < stop; p += 2) {
      const list = lists[p]!;
      const length = lists[p + 1]!;
      // A list before the range has no chunk (no page had it): its bytes are skipped.
      if (list >= base) {
        out.set(part.subarray(from, from + length), cursor[list - base]!);
        cursor[list - base]! += length;
      }
      from += length;
    }
    run.at += size;
    run.next = stop;
  }
}
