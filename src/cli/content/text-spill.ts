/**
 * Where a build keeps the long texts of its docs that it reads again only once or twice: the
 * markdown (read to compile it), the compiled HTML (read to render its page), the search text
 * (read to index it). They go to a temporary file as soon as they are made and come back from
 * it when asked, so the heap holds offsets, not text.
 *
 * Why: at 100,000 docs these texts are 3 GB of strings (8 KB of markdown, 13 KB of HTML, 7 KB of
 * search text per generated doc), all alive from the scan to the end of the build, and the build
 * ran out of heap. Read back, a doc's text costs a `pread` of a few KB from the page cache.
 * A text already on disk (in a docs-cache entry, or a doc's own file when the scan index holds
 * the doc) is pointed to there (`holdFileRange`), not copied.
 *
 * A spilled field is an accessor on the object that holds it: code reading `doc.html` is
 * unchanged. The accessor is the same function for every object; each object keeps where its
 * text is, a number under a symbol of the field's (not enumerable: JSON and spreads skip it). Copying an object with spread (`{ ...doc }`) would read every spilled field into the
 * copy, so code that copies docs or routes keeps the accessors (`carrySpilled`), or reads each
 * field once on purpose (`without`).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmdirSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** How a spilled field is read back: as the text written, or parsed from its JSON. */
export type SpillKind = 'text' | 'json';

/**
 * What a field made from another spilled field's JSON is (`holdView`): `derive` makes it from
 * the parsed value; `name` tells one view from another (one accessor per name).
 */
export interface SpillView {
  name: string;
  derive: (value: unknown) => unknown;
}

export class TextSpill {
  private fd: number | undefined;
  /** Bytes in the file; texts after them wait in `pending`. */
  private written = 0;
  /**
   * Texts not yet written, each after its length: written a megabyte at a time. A write per text
   * (seven a doc) was 70,000 system calls on the main thread at 10,000 docs, while the compile
   * threads wanted both cores.
   */
  private pending: Buffer | undefined = Buffer.allocUnsafe(PENDING_BYTES);
  private pendingBytes = 0;
  private dir: string | undefined;
  /** One accessor per field and kind, shared by every object holding that field (see `accessor`). */
  private readonly accessors = new Map<string, PropertyDescriptor>();
  /** Files held texts are ranges of (`holdFileRange`), each once, and the ranges: file number, start, length, digest's slot. */
  private readonly files: string[] = [];
  private readonly fileNumbers = new Map<string, number>();
  private readonly ranges: number[] = [];
  private readonly digests = new Digests();
  /** Texts written to the spill with a digest (`holdJson`): their offsets (rising) and their digests' slots. */
  private readonly digestedOffsets: number[] = [];
  private readonly digestedSlots: number[] = [];
  /** The accessors that derive their value from the text (`holdView`): not the text itself. */
  private readonly views = new WeakSet<() => unknown>();
  /** The regions given to other threads (`region`): start, end. */
  private readonly regions: number[] = [];
  /** The file the last range was read from, still open. */
  private rangeFile: { number: number; fd: number } | undefined;

  /** Makes `object[key]` (a string) read its text from the spill; a later assignment stores the value given. */
  holdText<T extends object>(object: T, key: keyof T & string): void {
    if (isSpilled(object, key)) return;
    const value = (object as Record<string, unknown>)[key];
    if (typeof value !== 'string') return;
    this.hold(object, key, 'text', this.put(value));
  }

  /**
   * Makes `object[key]` read `bytes` (UTF-8, checked by the caller) as its text: what a doc's
   * file holds goes to the spill as read, never decoded whole and encoded again (at 100,000 docs
   * the scan made 800 MB of strings only to write them out).
   */
  holdBytes<T extends object>(object: T, key: keyof T & string, bytes: Uint8Array): void {
    if (isSpilled(object, key)) return;
    this.hold(object, key, 'text', this.putBytes(bytes));
  }

  /**
   * Space in the spill's file that another thread of the process writes texts into
   * (`RegionWriter`, in the spill's own format), for `holdWritten` to hold here: the scan's
   * second thread (content/scan-thread.ts). The descriptor is the process's, shared by its threads.
   */
  region(bytes: number): RegionGrant {
    this.flush();
    const grant = { fd: this.open(), start: this.written, end: this.written + bytes };
    this.written = grant.end;
    this.regions.push(grant.start, grant.end);
    return grant;
  }

  /** Makes `object[key]` read the text a `RegionWriter` wrote at `offset` in a region of this spill. */
  holdWritten<T extends object>(object: T, key: keyof T & string, offset: number): void {
    if (!this.regions.some((start, i) => i % 2 === 0 && offset >= start && offset + LENGTH_BYTES <= this.regions[i + 1]!)) {
      throw new Error(`offset ${offset} is in no region of this spill`);
    }
    this.hold(object, key, 'text', offset);
  }

  /**
   * The same for a field holding plain JSON data (search sections): parsed anew on each read.
   * `digest`: what the data is made from, when that names it as well as its bytes (see `spilledDigest`).
   */
  holdJson<T extends object>(object: T, key: keyof T & string, digest?: string): void {
    if (isSpilled(object, key)) return;
    const value = (object as Record<string, unknown>)[key];
    if (value === undefined) return;
    const offset = this.put(JSON.stringify(value));
    const slot = digest === undefined ? NO_DIGEST : this.digests.add(digest);
    if (slot !== NO_DIGEST) {
      this.digestedOffsets.push(offset);
      this.digestedSlots.push(slot);
    }
    this.hold(object, key, 'json', offset);
  }

  /**
   * Makes `object[key]` read `length` bytes of `file` from `start` (a text, or JSON for `json`):
   * a text already on disk, in the docs cache, is pointed to, not copied. The file must stay as
   * it is for as long as the field is read (cache entries are replaced whole, by a rename).
   * `digest`, a hash of those bytes, is what `spilledDigest` answers for the field.
   */
  holdFileRange<T extends object>(object: T, key: keyof T & string, kind: SpillKind, file: string, start: number, length: number, digest?: string): void {
    if (isSpilled(object, key)) return;
    let n = this.fileNumbers.get(file);
    if (n === undefined) this.fileNumbers.set(file, (n = this.files.push(file) - 1));
    this.ranges.push(n, start, length, digest === undefined ? NO_DIGEST : this.digests.add(digest));
    // Below zero: a range (its number, from -1 down); from zero up, an offset in the spill.
    this.hold(object, key, kind, -this.ranges.length / RANGE_FIELDS);
  }

  /**
   * Makes `object[key]` read what `object[from]` reads from a file (see `holdFileRange`), through
   * `view`, with `digest` as its own: a table of contents made from a cached doc's headings when
   * its page is rendered, not when the doc is read (at 100,000 docs, 100,000 reads from the docs
   * cache in a warm build that renders nothing). False, and nothing held, when `from` does not
   * read a range of a file.
   */
  holdView<T extends object>(object: T, key: keyof T & string, from: keyof T & string, view: SpillView, digest?: string): boolean {
    const offset = (object as Record<symbol, number | undefined>)[placeOf(from)];
    if (offset === undefined || offset >= 0 || spillOf(object, from) !== this || isSpilled(object, key)) return false;
    const at = (-offset - 1) * RANGE_FIELDS;
    this.ranges.push(this.ranges[at]!, this.ranges[at + 1]!, this.ranges[at + 2]!, digest === undefined ? NO_DIGEST : this.digests.add(digest));
    this.hold(object, key, view, -this.ranges.length / RANGE_FIELDS);
    return true;
  }

  /** The digest given with the range `object[key]` reads from, if it reads from one. */
  digestOf(object: object, key: string): string | undefined {
    const offset = (object as Record<symbol, number | undefined>)[placeOf(key)];
    if (offset === undefined) return undefined;
    const slot = offset < 0 ? this.ranges[(-offset - 1) * RANGE_FIELDS + 3]! : this.digestedSlots[sortedIndex(this.digestedOffsets, offset)] ?? NO_DIGEST;
    return slot === NO_DIGEST ? undefined : this.digests.get(slot);
  }

  /**
   * Where `object[key]`'s text is, for another thread of this process to read it (`readPlace`):
   * this spill's descriptor, which the threads of a process share, and the offset of the text's
   * length; or the file and range it points to. The spill must be kept (something holding it
   * reachable) until that thread has read the text. Undefined: not held here, or a view.
   */
  locate(object: object, key: string): TextPlace | undefined {
    const offset = (object as Record<symbol, number | undefined>)[placeOf(key)];
    const get = Object.getOwnPropertyDescriptor(object, key)?.get;
    if (offset === undefined || get === undefined || SPILLED.get(get) !== this || this.views.has(get)) return undefined;
    if (offset < 0) {
      const at = (-offset - 1) * RANGE_FIELDS;
      return { file: this.files[this.ranges[at]!]!, start: this.ranges[at + 1]!, length: this.ranges[at + 2]! };
    }
    // On disk before another thread reads it.
    this.flush();
    return { fd: this.open(), offset };
  }

  /** Removes the file now (its texts can no longer be read): a build that failed. */
  close(): void {
    if (this.fd !== undefined) {
      CLOSE_WHEN_GONE.unregister(this);
      closeFile({ fd: this.fd, ...(this.dir ? { dir: this.dir } : {}) });
    }
    this.fd = undefined;
    this.dir = undefined;
    this.pending = undefined;
  }

  /** The object keeps where its text is (a number, under a symbol of the field's); the accessor is shared. */
  private hold(object: object, key: string, kind: SpillKind | SpillView, offset: number): void {
    Object.defineProperty(object, placeOf(key), { value: offset, writable: true, configurable: true });
    Object.defineProperty(object, key, this.accessor(key, kind));
  }

  /**
   * The getter and setter of a field, made once per field: a closure pair per object and field
   * (with its context and its slice) cost 1.4 KB a doc over its six spilled fields, 14 MB at
   * 10,000 docs, for as long as the build holds its docs and routes.
   */
  private accessor(key: string, kind: SpillKind | SpillView): PropertyDescriptor {
    const name = `${typeof kind === 'string' ? kind : `view ${kind.name}`}:${key}`;
    let descriptor = this.accessors.get(name);
    if (descriptor) return descriptor;
    const place = placeOf(key);
    const read = (holder: object) => this.read((holder as Record<symbol, number>)[place]!);
    const derive = typeof kind === 'string' ? undefined : kind.derive;
    const get =
      kind === 'text'
        ? function (this: object) { return read(this); }
        : derive
          ? function (this: object) { return derive(JSON.parse(read(this))); }
          : function (this: object) { return JSON.parse(read(this)) as unknown; };
    function set(this: object, value: unknown) {
      Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
    }
    SPILLED.set(get, this);
    if (derive) this.views.add(get);
    descriptor = { get, set, enumerable: true, configurable: true };
    this.accessors.set(name, descriptor);
    return descriptor;
  }

  /** Written with its length before it (4 bytes): an object keeps one number per field. */
  private put(text: string): number {
    return this.putEncoded(Buffer.byteLength(text), (into, at) => into.write(text, at, 'utf8'));
  }

  /** As `put`, for text already encoded. */
  private putBytes(bytes: Uint8Array): number {
    return this.putEncoded(bytes.length, (into, at) => into.set(bytes, at));
  }

  /** `length` bytes that `fill` writes at `at`, after their length; a text longer than the pending buffer goes out alone. */
  private putEncoded(length: number, fill: (into: Buffer, at: number) => void): number {
    const pending = this.pendingBuffer();
    const size = LENGTH_BYTES + length;
    if (this.pendingBytes + size > pending.length) this.flush();
    const offset = this.written + this.pendingBytes;
    if (size > pending.length) {
      const data = Buffer.allocUnsafe(size);
      data.writeUInt32LE(length, 0);
      fill(data, LENGTH_BYTES);
      this.writeOut(data);
      return offset;
    }
    pending.writeUInt32LE(length, this.pendingBytes);
    fill(pending, this.pendingBytes + LENGTH_BYTES);
    this.pendingBytes += size;
    return offset;
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    this.writeOut(this.pendingBuffer().subarray(0, this.pendingBytes));
    this.pendingBytes = 0;
  }

  private writeOut(data: Buffer): void {
    const fd = this.open();
    let done = 0;
    while (done < data.length) done += writeSync(fd, data, done, data.length - done, this.written + done);
    this.written += data.length;
  }

  private pendingBuffer(): Buffer {
    if (!this.pending) throw new Error('the build has ended: its spilled texts are gone');
    return this.pending;
  }

  /**
   * From the texts waiting to be written, or with one `pread` for most texts: the length and
   * what follows it, into a buffer kept for reading (decoded to a string at once, so the next
   * read may reuse it); a longer text is read whole. Two per text, the length then the text,
   * were 200,000 system calls at 10,000 docs.
   */
  private read(offset: number): string {
    const pending = this.pendingBuffer();
    if (offset < 0) return this.readRange(-offset - 1);
    if (offset >= this.written) {
      const at = offset - this.written;
      return pending.toString('utf8', at + LENGTH_BYTES, at + LENGTH_BYTES + pending.readUInt32LE(at));
    }
    // The file may end sooner: a region another thread writes into is not filled to its end.
    const ahead = this.readAhead(Math.min(READ_AHEAD.length, this.written - offset), offset);
    const length = READ_AHEAD.readUInt32LE(0);
    if (LENGTH_BYTES + length <= ahead) return READ_AHEAD.toString('utf8', LENGTH_BYTES, LENGTH_BYTES + length);
    const data = Buffer.allocUnsafe(length);
    this.readInto(data, length, offset + LENGTH_BYTES);
    return data.toString('utf8');
  }

  /**
   * A range of a file, read with the file left open until a range of another is read or the
   * event loop turns: a page reads its doc's texts one after the other (HTML, twin, contents),
   * all in one cache entry, and no descriptor outlives the moment.
   */
  private readRange(range: number): string {
    const n = this.ranges[range * RANGE_FIELDS]!;
    const start = this.ranges[range * RANGE_FIELDS + 1]!;
    const length = this.ranges[range * RANGE_FIELDS + 2]!;
    const file = this.files[n]!;
    const data = length <= READ_AHEAD.length ? READ_AHEAD : Buffer.allocUnsafe(length);
    try {
      if (this.rangeFile?.number !== n) {
        this.closeRangeFile();
        this.rangeFile = { number: n, fd: openSync(file, 'r') };
        setImmediate(() => this.closeRangeFile());
      }
      readFully(this.rangeFile.fd, data.subarray(0, length), start, 'it is shorter than when the build read it');
    } catch (error) {
      this.closeRangeFile();
      throw new Error(`the build's text in ${file} cannot be read back (${(error as Error).message}): was the file changed or removed while the build ran? Build again.`, { cause: error });
    }
    return data.toString('utf8', 0, length);
  }

  private closeRangeFile(): void {
    if (this.rangeFile) closeSync(this.rangeFile.fd);
    this.rangeFile = undefined;
  }

  /** Up to `bytes` into `READ_AHEAD`, fewer where the file ends (at least a length's worth); how many. */
  private readAhead(bytes: number, offset: number): number {
    if (this.fd === undefined) throw new Error('the build has ended: its spilled texts are gone');
    let read = 0;
    for (let n = -1; read < bytes && n !== 0; read += n) n = readSync(this.fd, READ_AHEAD, read, bytes - read, offset + read);
    if (read < LENGTH_BYTES) throw new Error('the build’s spilled texts are shorter than written');
    return read;
  }

  private readInto(data: Buffer, bytes: number, offset: number): void {
    if (this.fd === undefined) throw new Error('the build has ended: its spilled texts are gone');
    readFully(this.fd, data.subarray(0, bytes), offset, 'the build’s spilled texts are shorter than written');
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

/** Where a `RegionWriter` writes: a spill's descriptor and its bytes from `start` to `end`. */
export interface RegionGrant {
  fd: number;
  start: number;
  end: number;
}

/**
 * Writes texts into regions of a spill's file from another thread, as the spill writes its own
 * (each after its length), gathered and written out by `flush`. A text that fits in no region
 * granted is refused (undefined): its owner holds it otherwise.
 */
export class RegionWriter {
  private readonly grants: RegionGrant[] = [];
  /** Where the next text goes in the first grant, and what waits to be written there. */
  private at = 0;
  private pending = Buffer.allocUnsafe(PENDING_BYTES);
  private pendingStart = 0;
  private pendingBytes = 0;

  grant(grant: RegionGrant): void {
    this.grants.push(grant);
    if (this.grants.length === 1) this.at = this.pendingStart = grant.start;
  }

  /** Bytes left in the grants, for the owner to grant more in time. */
  left(): number {
    return this.grants.reduce((sum, grant, i) => sum + grant.end - (i === 0 ? this.at : grant.start), 0);
  }

  /** The offset the text is written at, or undefined when no grant has room for it. */
  write(text: Uint8Array): number | undefined {
    const size = LENGTH_BYTES + text.length;
    if (size > this.pending.length) return undefined;
    while (this.grants.length > 0 && this.at + size > this.grants[0]!.end) this.nextGrant();
    if (this.grants.length === 0) return undefined;
    if (this.pendingBytes + size > this.pending.length) this.flush();
    const offset = this.at;
    this.pending.writeUInt32LE(text.length, this.pendingBytes);
    this.pending.set(text, this.pendingBytes + LENGTH_BYTES);
    this.pendingBytes += size;
    this.at += size;
    return offset;
  }

  /** Writes out what waits: before the owner is told where the texts are. */
  flush(): void {
    const grant = this.grants[0];
    if (!grant || this.pendingBytes === 0) return;
    let done = 0;
    while (done < this.pendingBytes) done += writeSync(grant.fd, this.pending, done, this.pendingBytes - done, this.pendingStart + done);
    this.pendingStart += this.pendingBytes;
    this.pendingBytes = 0;
  }

  private nextGrant(): void {
    this.flush();
    this.grants.shift();
    const next = this.grants[0];
    if (next) this.at = this.pendingStart = next.start;
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

/** Numbers a range keeps (`TextSpill.ranges`). */
const RANGE_FIELDS = 4;

/**
 * Digests (32 base64url characters) as their 24 bytes, side by side in one buffer: as strings,
 * five a doc were 30 MB more at 100,000 docs, in a build near its memory budget.
 */
class Digests {
  private bytes = Buffer.allocUnsafe(DIGEST_BYTES * 4096);
  private count = 0;

  /** Its slot; `NO_DIGEST` for a string that is not a digest (kept as none: the text is read instead). */
  add(digest: string): number {
    if (!DIGEST.test(digest)) return NO_DIGEST;
    if ((this.count + 1) * DIGEST_BYTES > this.bytes.length) {
      const more = Buffer.allocUnsafe(this.bytes.length * 2);
      this.bytes.copy(more);
      this.bytes = more;
    }
    this.bytes.write(digest, this.count * DIGEST_BYTES, DIGEST_BYTES, 'base64url');
    return this.count++;
  }

  get(slot: number): string {
    return this.bytes.toString('base64url', slot * DIGEST_BYTES, (slot + 1) * DIGEST_BYTES);
  }
}

const DIGEST = /^[\w-]{32}$/;
const DIGEST_BYTES = 24;
const NO_DIGEST = -1;

/** Where `value` is in `sorted` (rising), or -1. */
function sortedIndex(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] === value) return middle;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

const LENGTH_BYTES = 4;
/** Bytes of texts gathered before they are written (`TextSpill.pending`). */
const PENDING_BYTES = 1024 * 1024;
/** Bytes read at once from where a text starts: most docs' texts fit (a generated doc's HTML is 13 KB). */
const READ_AHEAD = Buffer.allocUnsafe(32 * 1024);

/** The symbol under which an object keeps where a spilled field's text is: one per field name. */
const PLACES = new Map<string, symbol>();

function placeOf(key: string): symbol {
  let place = PLACES.get(key);
  if (!place) PLACES.set(key, (place = Symbol(`spilled ${key}`)));
  return place;
}

/** The getters `TextSpill` made, each with its spill: how a copy tells a spilled field from one with a getter of its own. */
const SPILLED = new WeakMap<() => unknown, TextSpill>();

/** Whether `object[key]` is read from a spill (each read makes it anew: worth reading once). */
export function isSpilled(object: object, key: string): boolean {
  return spillOf(object, key) !== undefined;
}

function spillOf(object: object, key: string): TextSpill | undefined {
  const get = Object.getOwnPropertyDescriptor(object, key)?.get;
  return get === undefined ? undefined : SPILLED.get(get);
}

/**
 * A hash of the bytes `object[key]` reads, when it reads them from a docs-cache entry (whose
 * header keeps each text's digest): the text's identity, known without reading it.
 */
export function spilledDigest(object: object, key: string): string | undefined {
  return spillOf(object, key)?.digestOf(object, key);
}

/**
 * `object[key]`, or `stand` in its place when it is spilled: for an object literal whose field
 * `carrySpilled` then makes read the spill, so the text is not read back only to be dropped.
 */
export function unread<T extends object, K extends keyof T & string>(object: T, key: K, stand: T[K]): T[K] {
  return isSpilled(object, key) ? stand : object[key];
}

/**
 * `const { [key]: _, ...rest } = object`, without reading `key`: V8's object rest calls the
 * getter of the key it leaves out, which read a spilled doc's twin once more for nothing.
 */
export function without<T extends object, K extends keyof T & string>(object: T, key: K): Omit<T, K> {
  const rest: Record<string, unknown> = {};
  for (const name of Object.keys(object)) if (name !== key) rest[name] = (object as Record<string, unknown>)[name];
  return rest as Omit<T, K>;
}

/**
 * `target` with `source`'s spilled `keys` in place of its own (copied by value, or stand-ins):
 * a new object, each key where `target` has it. A new one because turning a field of an object
 * into an accessor makes V8 keep that object's fields in a dictionary (800 bytes a doc's route,
 * a third of its size); built whole, with the accessors every object shares, it keeps a shape
 * of its own kind.
 */
export function carrySpilled<T extends object, S extends object>(target: T, source: S, ...keys: (keyof T & keyof S & string)[]): T {
  const carried = new Map<PropertyKey, PropertyDescriptor>();
  for (const key of keys) {
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor?.get || !SPILLED.has(descriptor.get)) continue;
    const place = placeOf(key);
    carried.set(key, descriptor);
    carried.set(place, { value: (source as Record<symbol, unknown>)[place], writable: true, configurable: true });
  }
  if (carried.size === 0) return target;
  return rebuilt(target, carried);
}

/**
 * A new object with `object`'s own fields in their order, `replaced` ones (and those only in it,
 * after them) as it says. Field by field: `Object.defineProperties` over every descriptor took
 * five times as long (6 s of a warm 100,000-page build's main thread), for the same shape.
 */
function rebuilt<T extends object>(object: T, replaced?: ReadonlyMap<PropertyKey, PropertyDescriptor>): T {
  const copy: Record<PropertyKey, unknown> = {};
  for (const key of Reflect.ownKeys(object)) {
    const descriptor = replaced?.get(key) ?? Object.getOwnPropertyDescriptor(object, key)!;
    if (isPlainField(descriptor) && key !== '__proto__') copy[key] = descriptor.value;
    else Object.defineProperty(copy, key, descriptor);
  }
  if (replaced) for (const [key, descriptor] of replaced) if (!Object.prototype.hasOwnProperty.call(copy, key)) Object.defineProperty(copy, key, descriptor);
  return copy as T;
}

/** A field an assignment makes just so: writable, enumerable, configurable, no accessor. */
function isPlainField(descriptor: PropertyDescriptor): boolean {
  return 'value' in descriptor && descriptor.writable === true && descriptor.enumerable === true && descriptor.configurable === true;
}

/** Where a held text is (`TextSpill.locate`). */
export type TextPlace = { fd: number; offset: number } | { file: string; start: number; length: number };

/** Where `object[key]`'s text is, if a spill holds it (see `TextSpill.locate`). */
export function locateText(object: object, key: string): TextPlace | undefined {
  return spillOf(object, key)?.locate(object, key);
}

/** The text at `place`, read on any thread of the process that located it. */
export function readPlace(place: TextPlace): string {
  if ('fd' in place) {
    const length = Buffer.allocUnsafe(LENGTH_BYTES);
    readFully(place.fd, length, place.offset);
    const text = Buffer.allocUnsafe(length.readUInt32LE(0));
    readFully(place.fd, text, place.offset + LENGTH_BYTES);
    return text.toString('utf8');
  }
  const fd = openSync(place.file, 'r');
  try {
    const text = Buffer.allocUnsafe(place.length);
    readFully(fd, text, place.start);
    return text.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** `into.length` bytes of `fd` from `position`; `short`: what to say when the file ends first. */
/** Reads `into.length` bytes at `position`, however many reads it takes; throws `short` at the file's end. */
export function readFully(fd: number, into: Buffer, position: number, short = 'a held text is shorter than written'): void {
  for (let read = 0; read < into.length; ) {
    const n = readSync(fd, into, read, into.length - read, position + read);
    if (n === 0) throw new Error(short);
    read += n;
  }
}

/** The same object with its fields in a shape V8 keeps compact (see `carrySpilled`), after `holdText` or `holdJson` made one an accessor. */
export function compacted<T extends object>(object: T): T {
  return rebuilt(object);
}
