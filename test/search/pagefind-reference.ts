/**
 * The reference docsgen's index writer is held to: the same search pages, as the HTML docsgen used
 * to hand Pagefind (title `<h1>`, `<hN id>` headings, a `<p>` per block, meta and filter tags),
 * indexed by Pagefind's own indexer. Both indexes are read back into one comparable shape: per
 * word, the pages and the weighted positions it is found at; per page, its fragment.
 */
import { gunzipSync } from 'node:zlib';
import { close, createIndex } from 'pagefind';
import type { SearchPage } from '../../src/cli/search/records.ts';
import { decodeCbor, type CborValue } from '../../src/cli/search/pagefind/cbor.ts';
import { PAGEFIND_TAG, decodeLocations } from '../../src/cli/search/pagefind/vocabulary.ts';

export interface ReadIndex {
  version: string;
  metaFields: string[];
  /** Word count of each page, by page number. */
  wordCounts: number[];
  /** Fragment of each page, by page number (filters left out: docsgen indexes only those that differ). */
  fragments: Record<string, unknown>[];
  /** `word` or `word ~ variant` → page number → sorted `weight@position` and `field@position` lists. */
  words: Map<string, Map<number, { locations: string[]; meta: string[] }>>;
  filters: Record<string, Record<string, number[]>>;
}

export async function pagefindReference(pages: readonly SearchPage[], language: string): Promise<ReadIndex> {
  const created = await createIndex({ forceLanguage: language });
  const index = created.index!;
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: new URL(page.url).pathname, content: referenceHtml(page) });
      if (added.errors.length) throw new Error(added.errors.join('; '));
    }
    const { files } = await index.getFiles();
    return readIndex(files);
  } finally {
    await index.deleteIndex();
    await close();
  }
}

/** The HTML docsgen gave Pagefind for a page before it wrote the index itself. */
export function referenceHtml(page: SearchPage): string {
  const head = [
    `<meta data-pagefind-meta="lvl0[content]" content="${attr(page.lvl0)}">`,
    page.description ? `<meta data-pagefind-meta="description[content]" content="${attr(page.description)}">` : '',
    ...[
      ['language', [page.language]],
      ['docusaurus_tag', page.docusaurusTag],
      ['version', page.version],
    ].flatMap(([facet, values]) => (values as string[]).map((v) => `<meta data-pagefind-filter="${facet}[content]" content="${attr(v)}">`)),
  ].join('');
  const body = [`<h1 data-pagefind-meta="title">${text(page.title)}</h1>`];
  for (const section of page.sections) {
    if (section.heading) body.push(`<h${section.heading.level} id="${attr(section.heading.id)}">${text(section.heading.text)}</h${section.heading.level}>`);
    for (const t of section.texts) body.push(`<p>${text(t)}</p>`);
  }
  return `<!doctype html><html lang="${attr(page.language)}"><head>${head}</head><body><main data-pagefind-body>${body.join('\n')}</main></body></html>`;
}

export function readIndex(files: readonly { path: string; content: Uint8Array }[]): ReadIndex {
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const entry = JSON.parse(Buffer.from(byPath.get('pagefind-entry.json')!).toString()) as { languages: Record<string, { hash: string }> };
  const { hash } = Object.values(entry.languages)[0]!;
  const meta = body(byPath.get(`pagefind.${hash}.pf_meta`)!) as CborValue[];
  const [version, metaPages, chunks, filters, , metaFields] = compactMeta(meta) as [string, [string, number][], [string, string, string][], [string, string][], unknown, string[]];
  const fragments = metaPages.map(([fragment]) => {
    const raw = gunzipSync(byPath.get(`fragment/${fragment}.pf_fragment`)!).subarray(PAGEFIND_TAG.length);
    const { filters: _filters, ...rest } = JSON.parse(raw.toString()) as Record<string, unknown>;
    return rest;
  });
  const words: ReadIndex['words'] = new Map();
  const add = (key: string, postings: [number, number[], number[]][]) => {
    const pagesOf = new Map<number, { locations: string[]; meta: string[] }>();
    let page = 0;
    for (const [delta, locations, metaLocations] of postings) {
      page += delta;
      pagesOf.set(page, {
        locations: decodeLocations(locations).map((l) => `${l.weight}@${l.position}`).sort(),
        meta: decodeLocations(metaLocations).map((l) => `${l.weight}@${l.position}`).sort(),
      });
    }
    if (pagesOf.size) words.set(key, pagesOf);
  };
  for (const [, , chunkHash] of chunks) {
    // A compact chunk (docsgen's engine's) stands for its copy with locations, which it names.
    let chunk = body(byPath.get(`index/${chunkHash}.pf_index`)!) as CborValue[];
    if (chunk.length === 2) chunk = body(byPath.get(`index/${chunk[1] as string}.pf_index`)!) as CborValue[];
    const [chunkWords] = chunk as [[string, [number, number[], number[]][], [string, [number, number[], number[]][]][]][]];
    for (const [word, postings, variants] of chunkWords) {
      add(word, postings);
      for (const [form, variantPostings] of variants) add(`${word} ~ ${form}`, variantPostings);
    }
  }
  const filterIndexes: ReadIndex['filters'] = {};
  for (const [name, filterHash] of filters) {
    const [, values] = body(byPath.get(`filter/${filterHash}.pf_filter`)!) as [string, [string, number[]][]];
    filterIndexes[name] = Object.fromEntries(values);
  }
  return { version, metaFields, wordCounts: metaPages.map(([, count]) => count), fragments, words, filters: filterIndexes };
}

/**
 * Pagefind's meta from docsgen's compact one (word counts alone, chunks without names, and the
 * tag the names are made from): each page's fragment and each chunk named as Pagefind's are.
 */
export function compactMeta(meta: CborValue[]): CborValue[] {
  if (meta.length <= 6) return meta;
  const [version, counts, chunks, filters, sorts, fields, [tag, leftOut]] = meta as [string, number[], string[][], CborValue, CborValue, CborValue, [string, number[]]];
  let number = 0;
  const pages = counts.map((count) => {
    while (leftOut.includes(number)) number++;
    return [`${tag}${(number++).toString(36)}`, count, ''];
  });
  return [version, pages, chunks.map(([from, to], i) => [from!, to!, `${tag}${i.toString(36)}`]), filters, sorts, fields];
}

function body(content: Uint8Array): CborValue {
  return decodeCbor(gunzipSync(content).subarray(PAGEFIND_TAG.length));
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;');
}

/** Differences between two read indexes, as lines (empty when they agree). */
export function indexDifferences(ours: ReadIndex, reference: ReadIndex, limit = 20): string[] {
  const out: string[] = [];
  const note = (line: string) => {
    if (out.length < limit) out.push(line);
  };
  if (ours.version !== reference.version) note(`version ${ours.version} ≠ ${reference.version}`);
  if (ours.metaFields.join() !== reference.metaFields.join()) note(`meta fields ${ours.metaFields} ≠ ${reference.metaFields}`);
  if (ours.wordCounts.join() !== reference.wordCounts.join()) note(`word counts differ`);
  reference.fragments.forEach((fragment, i) => {
    const a = JSON.stringify(ours.fragments[i]);
    const b = JSON.stringify(fragment);
    if (a !== b) note(`fragment ${i}:\n  ours ${a?.slice(0, 400)}\n  ref  ${b.slice(0, 400)}`);
  });
  for (const [word, pages] of reference.words) {
    const mine = ours.words.get(word);
    if (!mine) {
      note(`word ${word} missing`);
      continue;
    }
    for (const [page, at] of pages) {
      const m = mine.get(page);
      if (JSON.stringify(m) !== JSON.stringify(at)) note(`word ${word} page ${page}: ours ${JSON.stringify(m)} ref ${JSON.stringify(at)}`);
    }
    if (mine.size !== pages.size) note(`word ${word}: on ${mine.size} pages, ref ${pages.size}`);
  }
  for (const word of ours.words.keys()) if (!reference.words.has(word)) note(`word ${word} only in ours`);
  return out;
}
