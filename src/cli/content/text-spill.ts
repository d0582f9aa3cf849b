/**
 * Where a build keeps the long texts of its docs that it reads again only once or twice: the
 * markdown (read to compile it), the compiled HTML (read to render its page), the search text
 * (read to index it). They go to a temporary file as soon as they are made and come back from
 * it when asked, so the heap holds offsets, not text.
 *
 * Why: at 100,000 docs these texts are 3 GB of strings (8 KB of markdown, 13 KB of HTML, 7 KB of
 * search text per generated doc), all alive from the scan to the end of the build, and the build
 * ran out of heap. Read back, a doc's text costs a `pread` of a few KB from the page cache.
 *
 * A spilled field is an accessor on the object that holds it: code reading `doc.html` is
 * unchanged. Copying an object with spread (`{ ...doc }`) would read every spilled field into the
 * copy, so code that copies docs or routes keeps the accessors (`withFields`, `carrySpilled`).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmdirSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Slice {
  offset: number;
  bytes: number;
}

export class TextSpill {
  private fd: number | undefined;
  private end = 0;
  private dir: string | undefined;

  /** Makes `object[key]` (a string) read its text from the spill; a later assignment stores the value given. */
  holdText<T extends object>(object: T, key: keyof T & string): void {
    const value = (object as Record<string, unknown>)[key];
    if (typeof value !== 'string' || isSpilled(object, key)) return;
    const slice = this.put(value);
    this.define(object, key, () => this.read(slice));
  }

  /** The same for a field holding plain JSON data (search sections): parsed anew on each read. */
  holdJson<T extends object>(object: T, key: keyof T & string): void {
    const value = (object as Record<string, unknown>)[key];
    if (value === undefined || isSpilled(object, key)) return;
    const slice = this.put(JSON.stringify(value));
    this.define(object, key, () => JSON.parse(this.read(slice)) as unknown);
  }

  /** Removes the file now (its texts can no longer be read): a build that failed. */
  close(): void {
    if (this.fd !== undefined) {
      CLOSE_WHEN_GONE.unregister(this);
      closeFile({ fd: this.fd, ...(this.dir ? { dir: this.dir } : {}) });
    }
    this.fd = undefined;
    this.dir = undefined;
  }

  private define(object: object, key: string, get: () => unknown): void {
    Object.defineProperty(object, key, {
      get,
      set(this: object, value: unknown) {
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
      },
      enumerable: true,
      configurable: true,
    });
    SPILLED.add(get);
  }

  private put(text: string): Slice {
    const data = Buffer.from(text);
    const fd = this.open();
    let written = 0;
    while (written < data.length) written += writeSync(fd, data, written, data.length - written, this.end + written);
    const slice = { offset: this.end, bytes: data.length };
    this.end += data.length;
    return slice;
  }

  private read({ offset, bytes }: Slice): string {
    if (this.fd === undefined) throw new Error('the build has ended: its spilled texts are gone');
    const data = Buffer.allocUnsafe(bytes);
    let read = 0;
    while (read < bytes) {
      const n = readSync(this.fd, data, read, bytes - read, offset + read);
      if (n === 0) throw new Error('the build’s spilled texts are shorter than written');
      read += n;
    }
    return data.toString('utf8');
  }

  /** Opened on first use: a build that spills nothing makes no file. */
  private open(): number {
    if (this.fd !== undefined) return this.fd;
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-spill-'));
    const file = path.join(this.dir, 'texts');
    this.fd = openSync(file, 'w+');
    // Where the system allows, the file and its folder go now and the space when the descriptor
    // closes, even if the process is killed (a finished build does not wait for its result to be
    // collected); elsewhere (Windows) `close` or the collection of the spill removes them.
    try {
      unlinkSync(file);
      rmdirSync(this.dir);
      this.dir = undefined;
    } catch {}
    // A build's result (docs, routes) reads from the spill for as long as it is kept; once
    // nothing can read it, the file goes.
    CLOSE_WHEN_GONE.register(this, { fd: this.fd, ...(this.dir ? { dir: this.dir } : {}) }, this);
    return this.fd;
  }
}

interface OpenFile {
  fd: number;
  /** Still there (it could not be removed when the file was opened). */
  dir?: string;
}

function closeFile({ fd, dir }: OpenFile): void {
  try {
    closeSync(fd);
  } catch {}
  if (dir) rmSync(dir, { recursive: true, force: true });
}

const CLOSE_WHEN_GONE = new FinalizationRegistry<OpenFile>(closeFile);

/** The getters `TextSpill` made: how a copy tells a spilled field from one with a getter of its own. */
const SPILLED = new WeakSet<() => unknown>();

/** Whether `object[key]` is read from a spill (each read makes it anew: worth reading once). */
export function isSpilled(object: object, key: string): boolean {
  const get = Object.getOwnPropertyDescriptor(object, key)?.get;
  return get !== undefined && SPILLED.has(get);
}

/** `{ ...object, ...fields }`, keeping spilled fields spilled. */
export function withFields<T extends object>(object: T, fields: Partial<T>): T {
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(object), ...Object.getOwnPropertyDescriptors(fields) }) as T;
}

/** Makes `target[key]` read what `source[key]` reads when that is spilled (it was copied by value). */
export function carrySpilled<T extends object, S extends object>(target: T, source: S, key: keyof T & keyof S & string): T {
  const descriptor = Object.getOwnPropertyDescriptor(source, key);
  if (descriptor?.get && SPILLED.has(descriptor.get)) Object.defineProperty(target, key, descriptor);
  return target;
}
