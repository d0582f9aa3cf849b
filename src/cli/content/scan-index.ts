/**
 * What the last scan of a docs folder read in each doc's file, by the file's identity (size,
 * inode, change time): a warm build takes an unchanged doc from here without reading its file.
 *
 * At 100,000 docs the scan read 844 MB of markdown on every build, most of it from disk once the
 * outputs (15 GB each) had pushed it out of memory; the text is needed only to compile a doc the
 * docs cache does not hold, and then it is read from its file (`TextSpill.holdFileRange`).
 *
 * A file is trusted only when its change time is older than the scan that recorded it by more
 * than `SETTLED_MS`: a write during or just before that scan would otherwise go unseen when the
 * clock's tick is coarse. Any later write gives the file a new change time (and an editor's save
 * by rename, a new inode), which no one can set back.
 */
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SourceDoc } from './scan.ts';

/** A doc as the scan made it, its text left out (`source` empty, `bodyDigest` given); where its text starts in its file (after a byte-order mark). */
export interface ScannedDoc {
  doc: SourceDoc;
  textStart: number;
}

interface Entry extends ScannedDoc {
  size: number;
  ino: number;
  ctimeMs: number;
  /** The folders and file name it was scanned under (`dirSegments`, as the scan passed them). */
  place: string;
}

interface IndexFile {
  version: typeof INDEX_VERSION;
  salt: string;
  entries: Entry[];
}

const INDEX_VERSION = 1;
const SETTLED_MS = 2000;

export class ScanIndex {
  private readonly known: Map<string, Entry>;
  private readonly next = new Map<string, Entry>();
  private changed = false;
  private taken = 0;

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    old: IndexFile | undefined,
    /** Files changed since this time are not recorded. */
    private readonly settled: number,
  ) {
    this.known = new Map(old?.salt === salt ? old.entries.map((entry) => [entry.doc.file, entry]) : []);
  }

  /**
   * The index kept in `file`, for scans made by code and options `salt` names (another salt's is
   * empty). `settled`: files changed after it are read by the next scan too (tests move it).
   */
  static open(file: string, salt: string, settled = Date.now() - SETTLED_MS): ScanIndex {
    return new ScanIndex(file, salt, readIndex(file), settled);
  }

  /** Docs this scan took from the index. */
  get reused(): number {
    return this.taken;
  }

  /** The doc at `file` as last scanned, if its file has not changed since and it was scanned in the same place. */
  lookup(file: string, stats: Stats, place: string): ScannedDoc | undefined {
    const entry = this.known.get(file);
    if (!entry || entry.size !== stats.size || entry.ino !== stats.ino || entry.ctimeMs !== stats.ctimeMs || entry.place !== place) return undefined;
    this.next.set(file, entry);
    this.taken++;
    return entry;
  }

  /** The doc as this scan read it (not kept when its file changed too lately to be sure of). */
  record(scanned: ScannedDoc, stats: Stats, place: string): void {
    this.changed = true;
    if (stats.ctimeMs >= this.settled) return;
    this.next.set(scanned.doc.file, { ...scanned, size: stats.size, ino: stats.ino, ctimeMs: stats.ctimeMs, place });
  }

  /** Writes the index when this scan read a file or lost one (whole or not at all: a new file renamed over the old). */
  save(): void {
    if (!this.changed && this.next.size === this.known.size) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}.tmp`;
      const fd = openSync(temporary, 'w');
      try {
        const body = serialize({ version: INDEX_VERSION, salt: this.salt, entries: [...this.next.values()] } satisfies IndexFile);
        for (let done = 0; done < body.length; ) done += writeSync(fd, body, done);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, this.file);
    } catch {
      // An index that cannot be written only costs the next scan its reads.
    }
  }
}

function readIndex(file: string): IndexFile | undefined {
  try {
    const index = deserialize(readFileSync(file)) as Partial<IndexFile> | undefined;
    return index?.version === INDEX_VERSION && typeof index.salt === 'string' && Array.isArray(index.entries) ? (index as IndexFile) : undefined;
  } catch {
    return undefined;
  }
}
