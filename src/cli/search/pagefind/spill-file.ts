/**
 * A temporary file the index writes what it must keep until the end of a large index to (each
 * page's compressed fragment, its words, runs of postings), so that it waits on disk and in the
 * page cache, not in the thread's memory: at 100,000 pages those are gigabytes.
 *
 * Appends are buffered (one write a megabyte); reads are positional, of what was appended. The
 * file is made in a folder of its own under the system's temporary folder and, where the system
 * allows, unlinked at once (as content/text-spill.ts does): its space goes when the descriptor
 * closes, even when the thread is terminated mid-index (a build that fails elsewhere). Elsewhere
 * (Windows) `remove` deletes them.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmdirSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BUFFER_BYTES = 1 << 20;

export class SpillFile {
  private readonly fd: number;
  /** The folder, while it could not be removed (Windows). */
  private dir: string | undefined;
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private buffered = 0;
  private removed = false;
  /** Bytes appended so far (written or still in the buffer). */
  length = 0;

  constructor() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-spill-'));
    const file = path.join(dir, 'spill');
    this.fd = openSync(file, 'w+');
    this.dir = dir;
    try {
      unlinkSync(file);
      rmdirSync(dir);
      this.dir = undefined;
    } catch {}
  }

  /** Appends `bytes`; returns where they start. */
  append(bytes: Uint8Array): number {
    const at = this.length;
    if (bytes.byteLength >= BUFFER_BYTES) {
      this.flush();
      writeAll(this.fd, bytes, at);
    } else {
      if (this.buffered + bytes.byteLength > BUFFER_BYTES) this.flush();
      this.buffer.set(bytes, this.buffered);
      this.buffered += bytes.byteLength;
    }
    this.length += bytes.byteLength;
    return at;
  }

  /** `into.byteLength` bytes from `offset` (all appended before), into `into`. */
  readInto(offset: number, into: Uint8Array): void {
    this.flush();
    let done = 0;
    while (done < into.byteLength) {
      const read = readSync(this.fd, into, done, into.byteLength - done, offset + done);
      if (read === 0) throw new Error(`the search index's spill file ended at ${offset + done}, before ${offset + into.byteLength}`);
      done += read;
    }
  }

  /** Closes and deletes the file (and its folder); again, nothing. */
  remove(): void {
    if (this.removed) return;
    this.removed = true;
    this.buffer = Buffer.alloc(0);
    try {
      closeSync(this.fd);
    } finally {
      if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private flush(): void {
    if (this.buffered === 0) return;
    writeAll(this.fd, this.buffer.subarray(0, this.buffered), this.length - this.buffered);
    this.buffered = 0;
  }
}

function writeAll(fd: number, bytes: Uint8Array, position: number): void {
  let done = 0;
  while (done < bytes.byteLength) done += writeSync(fd, bytes, done, bytes.byteLength - done, position + done);
}

/** Numbers appended one by one into a typed array that grows (offsets and lengths of spilled records). */
export class NumberList {
  values = new Float64Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const next = new Float64Array(this.length * 2);
      next.set(this.values);
      this.values = next;
    }
    this.values[this.length++] = value;
  }

  at(i: number): number {
    return this.values[i]!;
  }
}

/** Byte strings kept in order (compressed fragments waiting for their names), in a spill file. */
export class BytesSpill {
  private readonly file = new SpillFile();
  private readonly lengths = new NumberList();

  add(bytes: Uint8Array): void {
    this.file.append(bytes);
    this.lengths.push(bytes.byteLength);
  }

  /** Each in the order added. */
  *items(): Generator<Uint8Array> {
    let offset = 0;
    for (let i = 0; i < this.lengths.length; i++) {
      const bytes = new Uint8Array(this.lengths.at(i));
      this.file.readInto(offset, bytes);
      offset += bytes.byteLength;
      yield bytes;
    }
  }

  remove(): void {
    this.file.remove();
  }
}

/** The same kept in memory (a small index): let go of as they are read. */
export class KeptInMemory<T> {
  private list: T[] = [];

  add(item: T): void {
    this.list.push(item);
  }

  *items(): Generator<T> {
    const list = this.list;
    this.list = [];
    for (let i = 0; i < list.length; i++) {
      yield list[i]!;
      list[i] = undefined as T;
    }
  }

  remove(): void {
    this.list = [];
  }
}
