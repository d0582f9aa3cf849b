/**
 * Each page's words (token numbers, weights, meta fields' words) as a large index keeps them from
 * the moment the page arrives until every word's forms are known and its postings can be made:
 * in a spill file, read back once, in page order. In memory they were 5 bytes a word, 600 MB at
 * 100,000 generated pages.
 *
 * A record: `[words n, meta fields m]` (u32), the words (i32 × n), each meta field as
 * `[name, count]` (u32) and its words (i32 × count), then the weights (u8 × n): the 4-byte parts
 * first, so a record read into a buffer of its own is read in place through typed-array views.
 */
import type { PostingsPage } from './postings.ts';
import { NumberList, SpillFile } from './spill-file.ts';

export class WordSpill {
  private readonly file = new SpillFile();
  private readonly lengths = new NumberList();
  /** Meta field names, by the number records store. */
  private readonly fieldNames: string[] = [];

  get count(): number {
    return this.lengths.length;
  }

  add(page: PostingsPage): void {
    const fields = Object.entries(page.meta);
    const n = page.words.length;
    let size = 8 + 4 * n + n;
    for (const [, ids] of fields) size += 8 + 4 * ids.length;
    const record = new Uint8Array(size);
    const ints = new Int32Array(record.buffer, 0, (size - n) / 4);
    ints[0] = n;
    ints[1] = fields.length;
    ints.set(page.words, 2);
    let at = 2 + n;
    for (const [name, ids] of fields) {
      ints[at++] = this.fieldNumber(name);
      ints[at++] = ids.length;
      ints.set(ids, at);
      at += ids.length;
    }
    record.set(page.weights, at * 4);
    this.file.append(record);
    this.lengths.push(size);
  }

  /** The pages in the order they were added; each is valid until the next is read. */
  *items(): Generator<PostingsPage> {
    let offset = 0;
    for (let i = 0; i < this.lengths.length; i++) {
      const size = this.lengths.at(i);
      const record = new Uint8Array(size);
      this.file.readInto(offset, record);
      offset += size;
      yield this.page(record);
    }
  }

  remove(): void {
    this.file.remove();
  }

  private page(record: Uint8Array): PostingsPage {
    const head = new Int32Array(record.buffer, 0, 2);
    const n = head[0]!;
    const fieldCount = head[1]!;
    const words = new Int32Array(record.buffer, 8, n);
    let at = 8 + 4 * n;
    const meta: Record<string, Int32Array> = {};
    for (let f = 0; f < fieldCount; f++) {
      const [name, count] = new Int32Array(record.buffer, at, 2);
      meta[this.fieldNames[name!]!] = new Int32Array(record.buffer, at + 8, count!);
      at += 8 + 4 * count!;
    }
    return { words, weights: new Uint8Array(record.buffer, at, n), meta };
  }

  private fieldNumber(name: string): number {
    const known = this.fieldNames.indexOf(name);
    if (known >= 0) return known;
    this.fieldNames.push(name);
    return this.fieldNames.length - 1;
  }
}
