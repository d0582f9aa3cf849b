/**
 * The headers of the docs-cache entries a build used, together in one file (`headers.pack`): the
 * next build reads it at once instead of each entry's first bytes. At 100,000 docs those were
 * 100,000 small reads from disk (37 s here, once the outputs had pushed the cache out of memory).
 *
 * A header is taken from the pack only while its entry is the file it was: the same inode, size
 * and time (entries are replaced by a rename, which gives a new inode). So a pack never has to
 * be in step with the entries: a stale record is one more entry read from its file.
 *
 * The pack also names the links its entries were resolved against (`context`, a digest of the
 * build's permalinks and link roots): every entry in it was used by that build, so its `.md`
 * links resolved there as recorded. A build with the same context need not resolve them again
 * (`sameContext`; 1.7 s of a warm 100,000-doc build).
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, statSync, writeSync, type Stats } from 'node:fs';
import type { EntryStats } from './cache-entry.ts';
import path from 'node:path';

const MAGIC = 'DGP2';
/** The context's length: a SHA-256 in base64url. */
const CONTEXT_LENGTH = 43;
const FILE = 'headers.pack';
/** A record: name length (1 byte), name, inode, size, time (3 doubles), header length (4 bytes), header. */
const FIXED = 1 + 3 * 8 + 4;
const WRITE_BUFFER = 1024 * 1024;

/** An entry as the pack knows it: its file's identity and its header's bytes. */
export interface PackedHeader {
  ino: number;
  size: number;
  mtimeMs: number;
  header: Buffer;
}

export class HeaderPack {
  private data: Buffer | undefined;
  private readonly offsets = new Map<string, number>();
  private out: { fd: number; temporary: string; buffer: Buffer; used: number } | undefined;
  private readonly written = new Set<string>();
  private contextValue: string | undefined;
  private sameContextValue: boolean | undefined;

  private constructor(
    private readonly file: string,
    private readonly contextOf: () => string,
  ) {
    this.data = readPack(file);
    if (!this.data) return;
    for (let at = MAGIC.length + CONTEXT_LENGTH; at + FIXED <= this.data.length; ) {
      const nameLength = this.data[at]!;
      const headerLength = this.data.readUInt32LE(at + 1 + nameLength + 24);
      const end = at + FIXED + nameLength + headerLength;
      if (end > this.data.length) break;
      this.offsets.set(this.data.toString('latin1', at + 1, at + 1 + nameLength), at);
      at = end;
    }
  }

  /**
   * The pack in the docs cache folder `dir` (empty when there is none or it cannot be read).
   * `context`: this build's (`linkContext`), written into the next pack.
   */
  static open(dir: string, context: string | (() => string) = ''): HeaderPack {
    return new HeaderPack(path.join(dir, FILE), typeof context === 'string' ? () => context : context);
  }

  /**
   * This build's context, made when first needed: a digest of every permalink, 0.1 s at 100,000
   * docs, is not in the way of `serve`'s first page of a site with no pack yet.
   */
  private get context(): string {
    return (this.contextValue ??= this.contextOf());
  }

  /** The pack was written by a build whose links resolved as this one's do. */
  get sameContext(): boolean {
    return (this.sameContextValue ??= this.matchesContext());
  }

  private matchesContext(): boolean {
    return this.data !== undefined && this.context.length === CONTEXT_LENGTH && this.data.toString('latin1', MAGIC.length, MAGIC.length + CONTEXT_LENGTH) === this.context;
  }

  /** The header of entry `name` (in this folder), if the pack has it and the entry is still the file it was. */
  header(name: string, entry: string): { header: Buffer; stats: Stats } | undefined {
    const at = this.offsets.get(name);
    if (at === undefined || !this.data) return undefined;
    const stats = statSync(entry, { throwIfNoEntry: false });
    const nameEnd = at + 1 + this.data[at]!;
    if (!stats || stats.ino !== this.data.readDoubleLE(nameEnd) || stats.size !== this.data.readDoubleLE(nameEnd + 8) || stats.mtimeMs !== this.data.readDoubleLE(nameEnd + 16)) return undefined;
    const start = nameEnd + 28;
    return { header: this.data.subarray(start, start + this.data.readUInt32LE(nameEnd + 24)), stats };
  }

  /** The entries this build used (the next pack's). */
  get used(): ReadonlySet<string> {
    return this.written;
  }

  /** Entry `name`, as `stats` say its file is, with its header: in the next pack. */
  add(name: string, stats: EntryStats, header: Buffer): void {
    if (this.written.has(name) || name.length > 255) return;
    this.written.add(name);
    const out = this.output();
    if (!out) return;
    const size = FIXED + name.length + header.length;
    if (out.used + size > out.buffer.length) this.flush();
    const buffer = size > out.buffer.length ? Buffer.allocUnsafe(size) : out.buffer;
    let at = buffer === out.buffer ? out.used : 0;
    buffer[at] = name.length;
    at += 1 + buffer.write(name, at + 1, 'latin1');
    at = buffer.writeDoubleLE(stats.ino, at);
    at = buffer.writeDoubleLE(stats.size, at);
    at = buffer.writeDoubleLE(stats.mtimeMs, at);
    at = buffer.writeUInt32LE(header.length, at);
    at += header.copy(buffer, at);
    if (buffer === out.buffer) out.used = at;
    else writeAll(out.fd, buffer.subarray(0, at));
  }

  /** Puts the next pack in place of this one (the docs are all compiled); the old one's bytes are let go. */
  finish(): void {
    // Known before the old pack's bytes go, should it be asked later.
    if (this.data) this.sameContextValue ??= this.matchesContext();
    this.data = undefined;
    this.offsets.clear();
    const out = this.out;
    if (!out) return;
    this.out = undefined;
    try {
      this.flush(out);
      closeSync(out.fd);
      renameSync(out.temporary, this.file);
    } catch {
      // A pack that cannot be written only costs the next build its reads.
    }
  }

  private output(): HeaderPack['out'] {
    if (this.out) return this.out;
    try {
      const temporary = `${this.file}.${process.pid}.tmp`;
      const fd = openSync(temporary, 'w');
      writeAll(fd, Buffer.from(MAGIC + this.context.padEnd(CONTEXT_LENGTH, ' ').slice(0, CONTEXT_LENGTH), 'latin1'));
      this.out = { fd, temporary, buffer: Buffer.allocUnsafe(WRITE_BUFFER), used: 0 };
    } catch {
      return undefined;
    }
    return this.out;
  }

  private flush(out = this.out): void {
    if (!out || out.used === 0) return;
    writeAll(out.fd, out.buffer.subarray(0, out.used));
    out.used = 0;
  }
}

function readPack(file: string): Buffer | undefined {
  try {
    const data = readFileSync(file);
    return data.length >= MAGIC.length + CONTEXT_LENGTH && data.toString('latin1', 0, MAGIC.length) === MAGIC ? data : undefined;
  } catch {
    return undefined;
  }
}

/** What `.md` links resolve against: the permalinks (file → URL) and the link roots, as a digest. */
export function linkContext(permalinks: ReadonlyMap<string, string>, roots: readonly string[]): string {
  const hash = createHash('sha256').update(`${roots.join('\0')}\0\0`);
  const parts: string[] = [];
  for (const [file, url] of permalinks) parts.push(file, url);
  return hash.update(parts.join('\0')).digest('base64url');
}

function writeAll(fd: number, data: Buffer): void {
  for (let done = 0; done < data.length; ) done += writeSync(fd, data, done);
}
