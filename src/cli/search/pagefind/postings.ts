/**
 * Every page's words as per-word posting lists, in Pagefind's encoding, built page by page.
 *
 * A page's locations are numbers `list × 2^28 + weight × 2^20 + position` in a Float64Array:
 * one numeric sort puts them in the order the index stores them (by word, then weight, then
 * position), and each word's posting is then written in one pass. Postings are written into one
 * growing byte arena, a segment per (list, page), so a site's hundreds of thousands of lists
 * cost no objects or buffers of their own; a chunk's file copies its words' segments in order.
 *
 * Posting: `[page number − previous page number of this list, locations, meta locations]`.
 * Locations are packed by weight: `-(w + 1)` and an absolute position when the weight changes
 * (the first weight is always announced: 25 is assumed before, which no block has), distances
 * otherwise; meta locations likewise by field number.
 */
import { ByteWriter } from './cbor.ts';
import { PostingRuns, type LoadedLists } from './posting-runs.ts';
import type { IndexedForm, Vocabulary } from './vocabulary.ts';

const LIST = 2 ** 28;
const GROUP = 2 ** 20;
/** Positions and groups must fit their bits of a location number; lists too (2^25 of them). */
const MAX_POSITION = GROUP;
const MAX_GROUP = 256;
const MAX_LISTS = 2 ** 25;
/** Weights are assumed to start at 25, meta fields at -1: the first value always announces its group. */
const INITIAL_WEIGHT = 25;
const INITIAL_FIELD = -1;

/** What the postings need of a page: its words (token ids) by position, their weights, its meta words. */
export interface PostingsPage {
  words: Int32Array;
  weights: Uint8Array;
  /** Token ids of each meta field's words, by field name. */
  meta: Record<string, Int32Array>;
}

/** An index word: its posting list and its diacritic variants' (by form). */
export interface IndexWord {
  word: string;
  list: number;
  variants: Map<string, number>;
}

/**
 * The index words and the numbers of their posting lists. `serve`'s memo keeps one from index to
 * index, so that a list keeps its number and a page's postings kept from the last index
 * (`encodePage`) stay right; a word no page has any more keeps its number and is not written.
 */
export class ListTable {
  readonly words = new Map<string, IndexWord>();
  count = 0;
}

/**
 * A table of every word the vocabulary has, its lists numbered in the order chunks write them:
 * by word (`order`), a word's own list, then its variants' (by form). Spilled postings
 * (`PostingRuns`) are then read back front to back.
 */
export function listsInWordOrder(vocabulary: Vocabulary, order: (a: string, b: string) => number): ListTable {
  const variants = new Map<string, Set<string>>();
  const note = (forms: readonly IndexedForm[] | undefined) => {
    for (const form of forms ?? []) {
      let known = variants.get(form.word);
      if (!known) variants.set(form.word, (known = new Set()));
      if (form.variant !== null) known.add(form.variant);
    }
  };
  vocabulary.forms.forEach(note);
  vocabulary.metaForms.forEach(note);
  const table = new ListTable();
  for (const word of inWordOrder([...variants.keys()], (w) => w, order)) {
    const entry: IndexWord = { word, list: table.count++, variants: new Map() };
    for (const variant of [...variants.get(word)!].sort(order)) entry.variants.set(variant, table.count++);
    table.words.set(word, entry);
  }
  return table;
}

/** `items` sorted by their words in Pagefind's order (by UTF-8 bytes: code points). */
function inWordOrder<T>(items: T[], wordOf: (item: T) => string, order: (a: string, b: string) => number): T[] {
  // Without astral characters, JavaScript's own string order is the code point order, and fast.
  const astral = items.some((item) => /[\ud800-\udfff]/.test(wordOf(item)));
  return items.sort(astral ? (a, b) => order(wordOf(a), wordOf(b)) : (a, b) => (wordOf(a) < wordOf(b) ? -1 : 1));
}

export class Postings {
  private readonly words: Map<string, IndexWord>;
  private readonly table: ListTable;
  /** The lists of big words and their variants (`chunks`), and the tokens indexed as each (`formsOf`). */
  private readonly bigLists = new Set<number>();
  private tokenForms: Map<number, (string | number)[]> | undefined;
  /** Per token: where its forms are in `formList` / `formParts`, and how many. */
  private readonly formStart: Int32Array;
  private readonly formCount: Int32Array;
  /** Per form: its list, and the number of compound parts sharing the word's weight (0: not a part). */
  private readonly formList: Int32Array;
  private readonly formParts: Int32Array;
  /** Per meta token (by token id): its lists in meta fields. */
  private readonly metaLists = new Map<number, Int32Array>();
  private readonly arena: Arena;
  private keys = new Float64Array(4096);
  private metaKeys = new Float64Array(256);

  constructor(
    vocabulary: Vocabulary,
    private readonly tokens: readonly string[],
    metaTokens: readonly number[],
    private readonly metaFields: readonly string[],
    table = new ListTable(),
    /** Postings over this many bytes go to a spill file in runs (a table `listsInWordOrder` made); none: kept in memory. */
    runBytes?: number,
  ) {
    this.arena = new Arena(runBytes);
    this.table = table;
    this.words = table.words;
    for (let list = 0; list < table.count; list++) this.arena.addList();
    const tokenCount = tokens.length;
    this.formStart = new Int32Array(tokenCount);
    this.formCount = new Int32Array(tokenCount);
    const lists: number[] = [];
    const parts: number[] = [];
    for (let t = 0; t < tokenCount; t++) {
      const forms = vocabulary.forms[t] ?? [];
      const compoundParts = forms.filter((f) => f.compound).length;
      this.formStart[t] = lists.length;
      this.formCount[t] = forms.length;
      for (const form of forms) {
        lists.push(this.list(form));
        parts.push(form.compound ? compoundParts : 0);
      }
    }
    this.formList = Int32Array.from(lists);
    this.formParts = Int32Array.from(parts);
    metaTokens.forEach((token, i) => this.metaLists.set(token, Int32Array.from(vocabulary.metaForms[i] ?? [], (f) => this.list(f))));
  }

  /** Index words (variants apart) on a page. */
  get wordCount(): number {
    let count = 0;
    for (const entry of this.words.values()) if (this.onAPage(entry)) count++;
    return count;
  }

  /** Whether a page has the word (or one of its variants): a table kept from an earlier index has words no page has now. */
  private onAPage(entry: IndexWord): boolean {
    if (this.arena.pageCount(entry.list) > 0) return true;
    for (const list of entry.variants.values()) if (this.arena.pageCount(list) > 0) return true;
    return false;
  }

  private list(form: IndexedForm): number {
    let entry = this.words.get(form.word);
    if (!entry) {
      entry = { word: form.word, list: this.newList(), variants: new Map() };
      this.words.set(form.word, entry);
    }
    if (form.variant === null) return entry.list;
    let list = entry.variants.get(form.variant);
    if (list === undefined) entry.variants.set(form.variant, (list = this.newList()));
    return list;
  }

  private newList(): number {
    if (this.table.count >= MAX_LISTS) throw new Error(`more than ${MAX_LISTS} index words`);
    this.arena.addList();
    return this.table.count++;
  }

  /** Adds the page's postings as page `number`; false (and nothing added) when none of its words is indexed. */
  addPage(number: number, page: PostingsPage): boolean {
    const added = this.eachList(page, (list, body, b0, b1, meta, m0, m1) => this.arena.posting(list, number, body, b0, b1, meta, m0, m1));
    this.arena.spillIfFull();
    return added;
  }

  /** Deletes the spill file of the postings, if they had one. */
  remove(): void {
    this.arena.remove();
  }

  /**
   * The page's postings without its page number: per list, `[list (4 bytes), length (4 bytes),
   * locations and meta locations]`, in list order; empty when none of its words is indexed. What
   * `serve`'s memo keeps of a page, for `addEncodedPages` to add again in the next index, whatever
   * the page's number there.
   */
  encodePage(page: PostingsPage): Uint8Array {
    const out = new Growing(page.words.length * 3 + 64);
    const indexed = this.eachList(page, (list, body, b0, b1, meta, m0, m1) => {
      out.room(18 + 10 * (b1 - b0 + m1 - m0));
      const record = out.length;
      let at = packed(out.bytes, record + 8, body, b0, b1, INITIAL_WEIGHT);
      at = packed(out.bytes, at, meta, m0, m1, INITIAL_FIELD);
      writeUint32(out.bytes, record, list);
      writeUint32(out.bytes, record + 4, at - record - 8);
      out.length = at;
    });
    return indexed ? out.bytes.slice(0, out.length) : new Uint8Array(0);
  }

  /**
   * The page's locations in order, then `visit` for each of its lists (in list order) with its run
   * of body locations `body[b0, b1)` and of meta locations `meta[m0, m1)`; false when none of the
   * page's words is indexed (nothing visited).
   */
  private eachList(page: PostingsPage, visit: (list: number, body: Float64Array, b0: number, b1: number, meta: Float64Array, m0: number, m1: number) => void): boolean {
    const bodyCount = this.bodyKeys(page);
    if (bodyCount === 0) return false;
    const metaCount = this.metaKeysOf(page);
    const body = this.keys.subarray(0, bodyCount).sort();
    const meta = this.metaKeys.subarray(0, metaCount).sort();
    // Both in list order: each list's posting takes its run of each.
    let b = 0;
    let m = 0;
    while (b < bodyCount || m < metaCount) {
      const bodyList = b < bodyCount ? Math.floor(body[b]! / LIST) : Infinity;
      const metaList = m < metaCount ? Math.floor(meta[m]! / LIST) : Infinity;
      const list = Math.min(bodyList, metaList);
      const bodyEnd = list === bodyList ? runEnd(body, b, bodyCount) : b;
      const metaEnd = list === metaList ? runEnd(meta, m, metaCount) : m;
      visit(list, body, b, bodyEnd, meta, m, metaEnd);
      b = bodyEnd;
      m = metaEnd;
    }
    return true;
  }

  /**
   * Adds every page's postings as `encodePage` made them (none empty), page `i` as number `i`:
   * written straight into their lists' places, in two passes (the sizes, then the bytes), with no
   * arena in between. Instead of `addPage`, not beside it.
   */
  addEncodedPages(pages: readonly Uint8Array[]): void {
    this.arena.fromEncoded(pages);
  }

  /** The page's body locations into `keys`; their count. */
  private bodyKeys({ words, weights }: PostingsPage): number {
    if (words.length >= MAX_POSITION) throw new Error(`a page of more than ${MAX_POSITION} words`);
    const { formStart, formCount, formList, formParts } = this;
    let n = 0;
    for (let position = 0; position < words.length; position++) {
      const token = words[position]!;
      const count = formCount[token]!;
      if (count === 0) continue;
      if (n + count > this.keys.length) this.keys = grow(this.keys, n + count);
      const weight = weights[position]!;
      const start = formStart[token]!;
      for (let f = start; f < start + count; f++) {
        const parts = formParts[f]!;
        // Pagefind shares a word's weight between its parts (integer division, at least 1).
        const formWeight = parts > 0 && weight > 0 ? Math.max(1, Math.floor(weight / parts)) : weight;
        this.keys[n++] = formList[f]! * LIST + formWeight * GROUP + position;
      }
    }
    return n;
  }

  /** The page's meta locations (field number as the group) into `metaKeys`; their count. */
  private metaKeysOf({ meta }: PostingsPage): number {
    let n = 0;
    for (const [field, words] of Object.entries(meta)) {
      const fieldNumber = this.metaFields.indexOf(field);
      if (fieldNumber >= MAX_GROUP || words.length >= MAX_POSITION) throw new Error(`meta field ${field} out of range`);
      for (let position = 0; position < words.length; position++) {
        const lists = this.metaLists.get(words[position]!)!;
        if (n + lists.length > this.metaKeys.length) this.metaKeys = grow(this.metaKeys, n + lists.length);
        for (const list of lists) this.metaKeys[n++] = list * LIST + fieldNumber * GROUP + position;
      }
    }
    return n;
  }

  /**
   * The words in Pagefind's order (by UTF-8 bytes), cut into chunks of about `size` encoded bytes;
   * a word whose postings are over `bigWordBytes` gets a chunk of its own. Each chunk is encoded
   * later (`encode`), one at a time.
   */
  chunks(size: number, bigWordBytes: number, order: (a: string, b: string) => number): ChunkPlan[] {
    const chunks: ChunkPlan[] = [];
    let current: ChunkPlan | undefined;
    let bytes = 0;
    const entries = inWordOrder(
      [...this.words.values()].filter((entry) => this.onAPage(entry)),
      (entry) => entry.word,
      order,
    );
    for (const entry of entries) {
      const big = this.arena.byteLength[entry.list]! > bigWordBytes;
      if (big) for (const list of [entry.list, ...entry.variants.values()]) this.bigLists.add(list);
      if (big && current) current = undefined;
      if (!current) {
        chunks.push((current = { first: entry.word, last: entry.word, big, words: [] }));
        bytes = 0;
      }
      current.words.push(entry);
      current.last = entry.word;
      bytes += 8 + entry.word.length + this.arena.byteLength[entry.list]!;
      for (const list of entry.variants.values()) bytes += 8 + this.arena.byteLength[list]!;
      if (big || bytes >= size) current = undefined;
    }
    return chunks;
  }

  /** A chunk's file body: `[[word, postings, [variant, postings][]][]]`. */
  encode(chunk: ChunkPlan, order: (a: string, b: string) => number): Uint8Array {
    const body = this.chunkBody(chunk, order, { size: 64 * 1024, items: 1, after: [] }, (writer, list) => this.arena.writeList(writer, list));
    chunk.words = [];
    return body;
  }

  /**
   * A big word's chunk without its locations, for docsgen's engine (read by `index-format.ts`), which
   * finds them again in the text of the pages it shows: `[[word, pages, forms, [variant, pages,
   * forms][]][], locations file]`. Per list, `pages` is flat `[page number − previous, weighted
   * count, 1 if in the title else 0]…`, `forms` flat `[token, parts]…`: the tokens indexed as the
   * word and their compound share (`wordLocations`). The locations stay in the `locations file`,
   * the chunk as `encode` writes it, for exact phrases. Call before `encode`, which empties the chunk.
   */
  encodeCompact(chunk: ChunkPlan, order: (a: string, b: string) => number, locationsFile: string): Uint8Array {
    const titleField = this.metaFields.indexOf('title');
    return this.chunkBody(chunk, order, { size: 16 * 1024, items: 2, after: [locationsFile] }, (writer, list) => {
      this.arena.writeCompactList(writer, list, titleField);
      writer.value(this.formsOf(list));
    });
  }

  /** `[words, …after]`, each word `[word, …list, [variant, …list][]]`, a list written as `items` values by `writeList`. */
  private chunkBody(
    chunk: ChunkPlan,
    order: (a: string, b: string) => number,
    layout: { size: number; items: number; after: string[] },
    writeList: (writer: ByteWriter, list: number) => void,
  ): Uint8Array {
    this.arena.load(chunk.words);
    const writer = new ByteWriter(layout.size);
    writer.array(1 + layout.after.length);
    writer.array(chunk.words.length);
    for (const entry of chunk.words) {
      writer.array(2 + layout.items);
      writer.text(entry.word);
      writeList(writer, entry.list);
      const variants = [...entry.variants].sort(([a], [b]) => order(a, b));
      writer.array(variants.length);
      for (const [form, list] of variants) {
        writer.array(1 + layout.items);
        writer.text(form);
        writeList(writer, list);
      }
    }
    for (const text of layout.after) writer.text(text);
    return writer.result();
  }

  /**
   * The tokens indexed as a big word's list, each with its compound share: flat `[token, parts]…`,
   * in the tokens' order (not the order they were met in: `serve`'s memo meets them in another).
   */
  private formsOf(list: number): (string | number)[] {
    if (!this.tokenForms) {
      const forms = new Map<number, [string, number][]>();
      for (let t = 0; t < this.tokens.length; t++) {
        for (let f = this.formStart[t]!; f < this.formStart[t]! + this.formCount[t]!; f++) {
          const formList = this.formList[f]!;
          if (!this.bigLists.has(formList)) continue;
          let entry = forms.get(formList);
          if (!entry) forms.set(formList, (entry = []));
          entry.push([this.tokens[t]!, this.formParts[f]!]);
        }
      }
      this.tokenForms = new Map([...forms].map(([formList, entry]) => [formList, entry.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flat()]));
    }
    return this.tokenForms.get(list) ?? [];
  }
}

export interface ChunkPlan {
  first: string;
  last: string;
  /** One word on many pages, alone in its chunk. */
  big: boolean;
  words: IndexWord[];
}

/** The end of the run of locations of the list `keys[from]` is in. */
function runEnd(keys: Float64Array, from: number, count: number): number {
  const list = Math.floor(keys[from]! / LIST);
  const limit = (list + 1) * LIST;
  let end = from + 1;
  while (end < count && keys[end]! < limit) end++;
  return end;
}

/** Bytes that grow as they are written (a page's encoded postings). */
class Growing {
  bytes: Uint8Array;
  length = 0;

  constructor(size: number) {
    this.bytes = new Uint8Array(size);
  }

  room(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }
}

function grow(keys: Float64Array, needed: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(Math.max(needed, keys.length * 2));
  next.set(keys);
  return next;
}

/**
 * The postings of every list in one byte buffer, a segment (start, length, list) per posting in
 * page order; per list, its page count, the page it was last on and its bytes.
 */
class Arena {
  /** Spilled runs of postings (`runBytes`), once the first is. */
  private runs: PostingRuns | undefined;
  /**
   * Postings in the order they are made: per posting, its list (4 bytes), its length (4 bytes)
   * and its CBOR bytes. Reading the arena once, front to back, moves each to its list's place.
   */
  private bytes = new Uint8Array(1 << 22);
  private length = 0;
  /** Once every page is in: the postings list by list (a range of lists, when spilled). */
  private sorted: LoadedLists | undefined;
  /** A run's bytes per list while it is sorted (`spillRun`). */
  private runLength = new Int32Array(0);
  private pages = new Int32Array(1 << 14);
  private lastPage = new Int32Array(1 << 14);
  byteLength = new Int32Array(1 << 14);
  private lists = 0;

  /** `runBytes`: postings over this many bytes are sorted by list and spilled as a run. */
  constructor(private readonly runBytes?: number) {}

  addList(): void {
    if (this.lists === this.pages.length) {
      const size = this.lists * 2;
      this.pages = resize(this.pages, size);
      this.lastPage = resize(this.lastPage, size);
      this.byteLength = resize(this.byteLength, size);
    }
    this.lists++;
  }

  /** Appends one page's posting to a list: its body locations `body[b0, b1)` and meta locations `meta[m0, m1)`. */
  posting(list: number, page: number, body: Float64Array, b0: number, b1: number, meta: Float64Array, m0: number, m1: number): void {
    // Every number is under 2^32 (at most 5 bytes): 4 heads, and at most 2 numbers per location.
    this.room(28 + 10 * (b1 - b0 + m1 - m0));
    const b = this.bytes;
    const record = this.length;
    const start = record + 8;
    let at = start;
    b[at++] = 0x83;
    at = writeInt(b, at, page - this.lastPage[list]!);
    at = packed(b, at, body, b0, b1, INITIAL_WEIGHT);
    at = packed(b, at, meta, m0, m1, INITIAL_FIELD);
    writeUint32(b, record, list);
    writeUint32(b, record + 4, at - start);
    this.length = at;
    this.lastPage[list] = page;
    this.pages[list]!++;
    this.byteLength[list]! += at - start;
  }

  /** Every page's postings from `encodePage`'s records, page `i` as number `i`, straight into the lists' places. */
  fromEncoded(pages: readonly Uint8Array[]): void {
    const lists = this.lists;
    // The sizes: a posting is its head (0x83), its page's distance from the list's last, its locations.
    this.lastPage.fill(0);
    for (const [page, records] of pages.entries()) {
      for (let r = 0; r < records.length; ) {
        const list = readUint32(records, r);
        const length = readUint32(records, r + 4);
        this.byteLength[list]! += 1 + headSize(page - this.lastPage[list]!) + length;
        this.pages[list]!++;
        this.lastPage[list] = page;
        r += 8 + length;
      }
    }
    const at = new Int32Array(lists + 1);
    for (let list = 0; list < lists; list++) at[list + 1] = at[list]! + this.byteLength[list]!;
    const cursor = at.slice(0, lists);
    const out = new Uint8Array(at[lists]!);
    this.lastPage.fill(0);
    for (const [page, records] of pages.entries()) {
      for (let r = 0; r < records.length; ) {
        const list = readUint32(records, r);
        const end = r + 8 + readUint32(records, r + 4);
        let o = cursor[list]!;
        out[o++] = 0x83;
        o = writeHead(out, o, 0, page - this.lastPage[list]!);
        for (let i = r + 8; i < end; i++) out[o++] = records[i]!;
        cursor[list] = o;
        this.lastPage[list] = page;
        r = end;
      }
    }
    this.sorted = { base: 0, end: lists - 1, bytes: out, at };
  }

  /** How many pages a list has. */
  pageCount(list: number): number {
    return this.pages[list]!;
  }

  /** The postings list by list, each list's in page order. */
  private byList(): LoadedLists {
    const at = new Int32Array(this.lists + 1);
    for (let list = 0; list < this.lists; list++) at[list + 1] = at[list]! + this.byteLength[list]!;
    const cursor = at.slice(0, this.lists);
    const out = new Uint8Array(at[this.lists]!);
    const { bytes, length } = this;
    for (let r = 0; r < length; ) {
      const list = readUint32(bytes, r);
      const end = r + 8 + readUint32(bytes, r + 4);
      let o = cursor[list]!;
      for (let i = r + 8; i < end; i++) out[o++] = bytes[i]!;
      cursor[list] = o;
      r = end;
    }
    // The arena is not needed any more.
    this.bytes = new Uint8Array(0);
    return { base: 0, end: this.lists - 1, bytes: out, at };
  }

  /** Once this arena is over its run size, its postings sorted by list to a spilled run. */
  spillIfFull(): void {
    if (this.runBytes !== undefined && this.length >= this.runBytes) this.spillRun();
  }

  /**
   * The postings of a chunk's words ready to write: all of them in memory (sorted by list once),
   * or, spilled, the range of lists the chunk has, read back from every run.
   */
  load(words: readonly IndexWord[]): void {
    if (!this.runs) {
      this.sorted ??= this.byList();
      return;
    }
    if (this.length > 0) this.spillRun();
    let base = Infinity;
    let end = -1;
    for (const entry of words) {
      for (const list of [entry.list, ...entry.variants.values()]) {
        base = Math.min(base, list);
        end = Math.max(end, list);
      }
    }
    this.sorted = this.runs.load(base, end, this.byteLength);
  }

  remove(): void {
    this.runs?.remove();
  }

  /** The postings made since the last run, by list, each list's in page order, to the spill file. */
  private spillRun(): void {
    if (this.runLength.length < this.lists) this.runLength = new Int32Array(this.lists);
    const { bytes, length, runLength } = this;
    const present: number[] = [];
    for (let r = 0; r < length; ) {
      const list = readUint32(bytes, r);
      const size = readUint32(bytes, r + 4);
      if (runLength[list] === 0) present.push(list);
      runLength[list]! += size;
      r += 8 + size;
    }
    const lists = Int32Array.from(present).sort();
    const pairs = new Int32Array(lists.length * 2);
    // `runLength` becomes each list's cursor in the run, then is left all zero for the next run.
    let total = 0;
    lists.forEach((list, i) => {
      pairs[2 * i] = list;
      pairs[2 * i + 1] = runLength[list]!;
      total += runLength[list]!;
      runLength[list] = total - runLength[list]!;
    });
    const out = new Uint8Array(total);
    for (let r = 0; r < length; ) {
      const list = readUint32(bytes, r);
      const end = r + 8 + readUint32(bytes, r + 4);
      out.set(bytes.subarray(r + 8, end), runLength[list]!);
      runLength[list]! += end - r - 8;
      r = end;
    }
    for (const list of lists) runLength[list] = 0;
    (this.runs ??= new PostingRuns()).add(out, pairs);
    this.length = 0;
  }

  /** The list as `[postings…]`: its page count, then its postings in page order. */
  writeList(writer: ByteWriter, list: number): void {
    writer.array(this.pages[list]!);
    const { bytes, at, base } = this.sorted!;
    writer.append(bytes.subarray(at[list - base]!, at[list - base + 1]!));
  }

  /**
   * The list as `[page number − previous, weighted count, in title]…` (flat): each posting's
   * locations summed by weight (as the engine scores them), its meta locations searched for the
   * title field.
   */
  writeCompactList(writer: ByteWriter, list: number, titleField: number): void {
    const count = this.pages[list]!;
    writer.array(count * 3);
    const read = new HeadReader(this.sorted!.bytes, this.sorted!.at[list - this.sorted!.base]!);
    for (let p = 0; p < count; p++) {
      read.next();
      writer.int(read.next());
      let weight = INITIAL_WEIGHT;
      let sum = 0;
      for (let i = 0, n = read.next(); i < n; i++) {
        const value = read.next();
        // A negative value switches the weight, and an absolute position follows.
        if (read.negative) {
          weight = value;
          read.next();
          i++;
        }
        sum += weight;
      }
      writer.int(sum);
      let title = 0;
      for (let i = 0, n = read.next(); i < n; i++) {
        const value = read.next();
        if (!read.negative) continue;
        if (value === titleField) title = 1;
        read.next();
        i++;
      }
      writer.int(title);
    }
  }

  private room(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }
}

/**
 * Locations of one list (sorted by group, then position), packed, written at `at`; returns where
 * they end. Written out rather than through a helper per number: big builds turn V8's inlining
 * off, and this runs for every location of the site.
 */
function packed(b: Uint8Array, at: number, keys: Float64Array, from: number, to: number, initial: number): number {
  let markers = 0;
  let group = initial;
  for (let i = from; i < to; i++) {
    const g = Math.floor((keys[i]! % LIST) / GROUP);
    if (g !== group) {
      markers++;
      group = g;
    }
  }
  at = writeHead(b, at, 0x80, to - from + markers);
  group = initial;
  let last = 0;
  for (let i = from; i < to; i++) {
    const within = keys[i]! % LIST;
    const g = Math.floor(within / GROUP);
    const position = within - g * GROUP;
    let value = position - last;
    if (g !== group) {
      at = writeHead(b, at, 0x20, g);
      value = position;
      group = g;
    }
    if (value < 24) b[at++] = value;
    else at = writeHead(b, at, 0, value);
    last = position;
  }
  return at;
}

/**
 * Reads postings' CBOR heads in place: `next()` is a head's argument (an array's length, an
 * integer's value, or for a negative integer `-(n + 1)`, `n` with `negative` set).
 */
class HeadReader {
  negative = false;

  constructor(
    private readonly bytes: Uint8Array,
    private at: number,
  ) {}

  next(): number {
    const b = this.bytes;
    const initial = b[this.at++]!;
    this.negative = initial >> 5 === 1;
    const info = initial & 31;
    if (info < 24) return info;
    if (info === 24) return b[this.at++]!;
    if (info === 25) return (b[this.at++]! << 8) | b[this.at++]!;
    const value = ((b[this.at]! << 24) >>> 0) + (b[this.at + 1]! << 16) + (b[this.at + 2]! << 8) + b[this.at + 3]!;
    this.at += 4;
    return value;
  }
}

/** The bytes of a CBOR head whose argument is `value`. */
function headSize(value: number): number {
  return value < 24 ? 1 : value < 0x100 ? 2 : value < 0x10000 ? 3 : 5;
}

function writeInt(b: Uint8Array, at: number, value: number): number {
  return value >= 0 ? writeHead(b, at, 0, value) : writeHead(b, at, 0x20, -1 - value);
}

/** A CBOR head (major type bits `type`, argument `value`) in the fewest bytes. */
function writeHead(b: Uint8Array, at: number, type: number, value: number): number {
  if (value < 24) b[at++] = type | value;
  else if (value < 0x100) {
    b[at++] = type | 24;
    b[at++] = value;
  } else if (value < 0x10000) {
    b[at++] = type | 25;
    b[at++] = value >>> 8;
    b[at++] = value & 0xff;
  } else {
    b[at++] = type | 26;
    b[at++] = value >>> 24;
    b[at++] = (value >>> 16) & 0xff;
    b[at++] = (value >>> 8) & 0xff;
    b[at++] = value & 0xff;
  }
  return at;
}

function writeUint32(b: Uint8Array, at: number, value: number): void {
  b[at] = value & 0xff;
  b[at + 1] = (value >>> 8) & 0xff;
  b[at + 2] = (value >>> 16) & 0xff;
  b[at + 3] = value >>> 24;
}

function readUint32(b: Uint8Array, at: number): number {
  return (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;
}

function resize(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(size);
  next.set(array);
  return next;
}
