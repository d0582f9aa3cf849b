/**
 * A map that holds at most a budget of bytes, dropping the least recently used entries first.
 * `serve --no-watch` keeps the compressed copies of the files it compresses on request here: a
 * 1,500-page site took the process from 75 to 239 MB with nothing ever let go. An entry's size may
 * be unknown when it is stored (the compression is still running): it counts as 0 until `resize`
 * says what it came to.
 */

/** 32 MiB: every page of a 1,500-page site in brotli, with room for gzip of the busiest. */
export const DEFAULT_COMPRESS_CACHE_BYTES = 32 * 1024 * 1024;

export class ByteBudgetCache<V> {
  /** Map order is use order: the first entry is the least recently used. */
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private held = 0;

  constructor(readonly budget: number) {
    if (!(budget >= 0)) throw new RangeError(`cache budget must be 0 or more bytes, got ${budget}`);
  }

  /** Bytes held by the entries whose size is known. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keys from least to most recently used (for tests and reports). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  set(key: string, value: V, bytes = 0): void {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    this.evict(key);
  }

  /** Says how big an entry turned out; ignored if `value` is no longer the one stored under `key`. */
  resize(key: string, value: V, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    this.held += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict(key);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }

  /**
   * Least recently used first, until the budget holds. An entry bigger than the whole budget is
   * not kept, and does not push the others out on its way.
   */
  private evict(just: string): void {
    if ((this.entries.get(just)?.bytes ?? 0) > this.budget) this.delete(just);
    for (const [key] of this.entries) {
      if (this.held <= this.budget) return;
      if (key !== just) this.delete(key);
    }
  }
}
