/**
 * The subset of CBOR (RFC 8949) Pagefind's index files use: unsigned and negative integers, text
 * strings and definite-length arrays, always in their shortest form, as Pagefind's encoder
 * (minicbor) writes them. The decoder reads the same subset back; the build uses it for the
 * vocabulary index Pagefind writes for us, and the tests to compare files.
 */

export type CborValue = number | string | CborValue[];

/** An append-only byte buffer that grows by doubling. */
export class ByteWriter {
  private bytes: Uint8Array;
  length = 0;

  /** Most writers hold one word's postings: tens of bytes. */
  constructor(initialSize = 64) {
    this.bytes = new Uint8Array(initialSize);
  }

  private room(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  byte(value: number): void {
    this.room(1);
    this.bytes[this.length++] = value;
  }

  append(data: Uint8Array): void {
    this.room(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
  }

  /**
   * Room for `count` more bytes, written by the caller into `buffer()` from the returned offset;
   * `length` moves past them.
   */
  reserve(count: number): number {
    this.room(count);
    const at = this.length;
    this.length += count;
    return at;
  }

  buffer(): Uint8Array {
    return this.bytes;
  }

  /** A major type with its argument, in the fewest bytes. */
  head(major: number, value: number): void {
    const type = major << 5;
    if (value < 24) this.byte(type | value);
    else if (value < 0x100) {
      this.room(2);
      this.bytes[this.length++] = type | 24;
      this.bytes[this.length++] = value;
    } else if (value < 0x10000) {
      this.room(3);
      this.bytes[this.length++] = type | 25;
      this.bytes[this.length++] = value >>> 8;
      this.bytes[this.length++] = value & 0xff;
    } else if (value < 0x100000000) {
      this.room(5);
      this.bytes[this.length++] = type | 26;
      this.bytes[this.length++] = value >>> 24;
      this.bytes[this.length++] = (value >>> 16) & 0xff;
      this.bytes[this.length++] = (value >>> 8) & 0xff;
      this.bytes[this.length++] = value & 0xff;
    } else throw new RangeError(`CBOR integer out of range: ${value}`);
  }

  int(value: number): void {
    if (value >= 0) this.head(0, value);
    else this.head(1, -1 - value);
  }

  text(value: string): void {
    const length = value.length;
    let ascii = true;
    for (let i = 0; i < length && ascii; i++) ascii = value.charCodeAt(i) < 0x80;
    if (!ascii) {
      const data = textEncoder.encode(value);
      this.head(3, data.length);
      this.append(data);
      return;
    }
    // Most index words are ASCII: their bytes are their characters, with no encoder's buffer.
    this.head(3, length);
    this.room(length);
    for (let i = 0; i < length; i++) this.bytes[this.length++] = value.charCodeAt(i);
  }

  array(length: number): void {
    this.head(4, length);
  }

  value(value: CborValue): void {
    if (typeof value === 'number') this.int(value);
    else if (typeof value === 'string') this.text(value);
    else {
      this.array(value.length);
      for (const item of value) this.value(item);
    }
  }

  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();

export function encodeCbor(value: CborValue): Uint8Array {
  const writer = new ByteWriter();
  writer.value(value);
  return writer.result();
}

export function decodeCbor(bytes: Uint8Array): CborValue {
  let at = 0;
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (size === 0) throw new Error(`unsupported CBOR length ${info} at ${at}`);
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + bytes[at++]!;
    return value;
  };
  const read = (): CborValue => {
    const initial = bytes[at++];
    if (initial === undefined) throw new Error('truncated CBOR');
    const major = initial >> 5;
    const value = argument(initial & 31);
    if (major === 0) return value;
    if (major === 1) return -1 - value;
    if (major === 3) {
      const text = textDecoder.decode(bytes.subarray(at, at + value));
      at += value;
      return text;
    }
    if (major === 4) {
      const items: CborValue[] = new Array(value);
      for (let i = 0; i < value; i++) items[i] = read();
      return items;
    }
    throw new Error(`unsupported CBOR major type ${major} at ${at - 1}`);
  };
  const result = read();
  if (at !== bytes.length) throw new Error(`trailing bytes after CBOR value (${bytes.length - at})`);
  return result;
}
