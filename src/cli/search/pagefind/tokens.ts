/**
 * The site's distinct words, numbered in the order first met. Words Pagefind is known to index
 * alike share a number (`Word,` and `word`), so each is worked out or asked of Pagefind once.
 *
 * Most of a site's millions of words are repeats: they are looked up straight from the page's
 * text (a hash of its characters in a table of its own, `wordIn`), without making a string of
 * each, which on 10,000 pages was a quarter of the index's time in string hashing, Map lookups
 * and garbage.
 */

import { tokenOf } from '../../../runtime/search/providers/page-words.ts';

export class TokenTable {
  readonly list: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Words as written → their number (for words made as strings: meta fields, block ends). */
  private readonly seen = new Map<string, number>();
  private readonly written = new WrittenWords();

  /** The number of a word as written. */
  id(word: string): number {
    let id = this.seen.get(word);
    if (id !== undefined) return id;
    const token = tokenOf(word);
    id = this.ids.get(token);
    if (id === undefined) {
      id = this.list.length;
      this.ids.set(token, id);
      this.list.push(token);
    }
    this.seen.set(word, id);
    return id;
  }

  /** The number of the word `text[start, end)`, with a full stop after it when `stop`. */
  wordIn(text: string, start: number, end: number, stop = false): number {
    const hash = hashOf(text, start, end, stop);
    let id = this.written.find(text, start, end, stop, hash);
    if (id < 0) {
      id = this.id(stop ? `${text.slice(start, end)}.` : text.slice(start, end));
      this.written.add(text, start, end, stop, hash, id);
    }
    return id;
  }
}

const STOP = 46;

/** FNV-1a over UTF-16 units. */
function hashOf(text: string, start: number, end: number, stop: boolean): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  if (stop) hash = Math.imul(hash ^ STOP, 0x01000193);
  return hash | 0;
}

/**
 * Words as written → their number, in an open-addressing table: per slot its hash, number + 1
 * (0: empty) and where its characters are in one pool.
 */
class WrittenWords {
  private slots = new Int32Array(4 * (1 << 16));
  private mask = (1 << 16) - 1;
  private count = 0;
  private chars = new Uint16Array(1 << 20);
  private charsLength = 0;

  find(text: string, start: number, end: number, stop: boolean, hash: number): number {
    const { slots, chars, mask } = this;
    const length = end - start + (stop ? 1 : 0);
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 4;
      const id = slots[at + 1]! - 1;
      if (id < 0) return -1;
      if (slots[at] !== hash || slots[at + 3] !== length) continue;
      const from = slots[at + 2]!;
      let same = !stop || chars[from + length - 1] === STOP;
      for (let i = 0; same && i < end - start; i++) same = chars[from + i] === text.charCodeAt(start + i);
      if (same) return id;
    }
  }

  add(text: string, start: number, end: number, stop: boolean, hash: number, id: number): void {
    const length = end - start + (stop ? 1 : 0);
    if (this.charsLength + length > this.chars.length) {
      const chars = new Uint16Array(Math.max(this.chars.length * 2, this.charsLength + length));
      chars.set(this.chars.subarray(0, this.charsLength));
      this.chars = chars;
    }
    const from = this.charsLength;
    for (let i = 0; i < end - start; i++) this.chars[from + i] = text.charCodeAt(start + i);
    if (stop) this.chars[from + length - 1] = STOP;
    this.charsLength += length;
    this.put(hash, id, from, length);
    if (++this.count * 2 > this.mask) this.grow();
  }

  private put(hash: number, id: number, from: number, length: number): void {
    let slot = hash & this.mask;
    while (this.slots[slot * 4 + 1] !== 0) slot = (slot + 1) & this.mask;
    const at = slot * 4;
    this.slots[at] = hash;
    this.slots[at + 1] = id + 1;
    this.slots[at + 2] = from;
    this.slots[at + 3] = length;
  }

  private grow(): void {
    const old = this.slots;
    this.mask = this.mask * 2 + 1;
    this.slots = new Int32Array(4 * (this.mask + 1));
    for (let at = 0; at < old.length; at += 4) if (old[at + 1] !== 0) this.put(old[at]!, old[at + 1]! - 1, old[at + 2]!, old[at + 3]!);
  }
}
