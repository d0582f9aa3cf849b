/**
 * Reading Pagefind's index files in the browser: each is gzip of the `pagefind_dcd` tag and a
 * CBOR body (the build writes them, `src/cli/search/pagefind/index-files.ts` says the layouts).
 * The reader walks CBOR without building it: a word chunk is scanned for its words, and a word's
 * postings are read only when a query needs them.
 */

const TAG = 'pagefind_dcd';

/**
 * The body of an index file: un-gzipped (unless the server already did), without its tag. A file
 * fetched `ahead` of need asks for a low priority: the browser sends what a query waits for first.
 */
export async function fetchIndexFile(url: string, ahead = false): Promise<Uint8Array> {
  const response = await fetch(url, ahead ? ({ priority: 'low' } as RequestInit) : undefined);
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
  let bytes: Uint8Array = new Uint8Array(await response.arrayBuffer());
  if (!hasTag(bytes)) bytes = await gunzip(bytes);
  if (!hasTag(bytes)) throw new Error(`${url} is not a Pagefind index file`);
  return bytes.subarray(TAG.length);
}

function hasTag(bytes: Uint8Array): boolean {
  if (bytes.length < TAG.length) return false;
  for (let i = 0; i < TAG.length; i++) if (bytes[i] !== TAG.charCodeAt(i)) return false;
  return true;
}

/** Through a `Response`, not a `Blob`: Chromium hands a Blob's bytes to its browser process and back. */
async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Response(bytes as Uint8Array<ArrayBuffer>).body!.pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const decoder = new TextDecoder();

/**
 * A cursor over CBOR bytes (the subset Pagefind writes: integers, text, definite arrays). Reading
 * a value the caller does not need is a `skip`, which allocates nothing.
 */
export class CborReader {
  at: number;

  constructor(
    readonly bytes: Uint8Array,
    at = 0,
  ) {
    this.at = at;
  }

  /** The next item's major type (0 unsigned, 1 negative, 3 text, 4 array). */
  peekMajor(): number {
    return this.bytes[this.at]! >> 5;
  }

  /** The major type's argument: the integer, the text's byte length or the array's length. */
  private argument(initial: number): number {
    const info = initial & 31;
    if (info < 24) return info;
    const b = this.bytes;
    if (info === 24) return b[this.at++]!;
    if (info === 25) {
      const v = (b[this.at]! << 8) | b[this.at + 1]!;
      this.at += 2;
      return v;
    }
    if (info === 26) {
      const v = b[this.at]! * 0x1000000 + ((b[this.at + 1]! << 16) | (b[this.at + 2]! << 8) | b[this.at + 3]!);
      this.at += 4;
      return v;
    }
    throw new Error(`unsupported CBOR length ${info} at ${this.at - 1}`);
  }

  int(): number {
    const initial = this.bytes[this.at++]!;
    const value = this.argument(initial);
    const major = initial >> 5;
    if (major === 0) return value;
    if (major === 1) return -1 - value;
    throw new Error(`expected a CBOR integer at ${this.at}`);
  }

  text(): string {
    const initial = this.bytes[this.at++]!;
    if (initial >> 5 !== 3) throw new Error(`expected CBOR text at ${this.at - 1}`);
    const length = this.argument(initial);
    const start = this.at;
    this.at += length;
    return decoder.decode(this.bytes.subarray(start, this.at));
  }

  array(): number {
    const initial = this.bytes[this.at++]!;
    if (initial >> 5 !== 4) throw new Error(`expected a CBOR array at ${this.at - 1}`);
    return this.argument(initial);
  }

  skip(): void {
    const initial = this.bytes[this.at++]!;
    const value = this.argument(initial);
    const major = initial >> 5;
    if (major === 3) this.at += value;
    else if (major === 4) for (let i = 0; i < value; i++) this.skip();
  }

  /** An array of integers. */
  ints(): number[] {
    const out = new Array<number>(this.array());
    for (let i = 0; i < out.length; i++) out[i] = this.int();
    return out;
  }
}
