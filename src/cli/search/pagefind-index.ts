/**
 * The embedded engine's index: Pagefind, fed one small HTML document per doc made from its search
 * records (not the rendered page, so navbar, sidebar and footer never reach the index and the
 * indexer does not wait for rendering). Headings carry their ids, which is what makes Pagefind
 * answer with per-heading `sub_results`; the category and the facets travel as meta and filters.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import { LVL0_META } from '../../runtime/search/providers/pagefind-api.ts';
import type { SearchRecord } from '../../runtime/search/types.ts';

/** Facets indexed as Pagefind filters, so `facetFilters` can be answered in the browser. */
export const FILTER_FACETS = ['language', 'docusaurus_tag', 'version'] as const;

/** Pagefind's ready-made search interfaces: the modal and /search page are ours, so they are not written. */
const PAGEFIND_UI = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

export interface IndexStats {
  pages: number;
  words: number;
  files: number;
  bytes: number;
}

/** Indexes the records, page by page, and writes the files the browser module needs into `outputPath`. */
export async function writePagefindIndex(records: readonly SearchRecord[], outputPath: string): Promise<IndexStats> {
  try {
    const { index, errors } = await createIndex({ forceLanguage: records[0]?.language });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    let words = 0;
    const pages = groupByPage(records);
    // The Pagefind service takes files over one pipe; sending them together lets it overlap.
    await Promise.all(
      pages.map(async (page) => {
        const added = await index.addHTMLFile({ url: new URL(page[0]!.url_without_anchor).pathname, content: pageDocument(page) });
        if (added.errors.length) throw new Error(`Pagefind could not index ${page[0]!.url_without_anchor}: ${added.errors.join('; ')}`);
        words += added.file.uniqueWords;
      }),
    );
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind could not write its index: ${fileErrors.join('; ')}`);
    const kept = files.filter((f) => !PAGEFIND_UI.test(f.path));
    await Promise.all(
      kept.map(async (f) => {
        const target = path.join(outputPath, f.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, f.content);
      }),
    );
    return { pages: pages.length, words, files: kept.length, bytes: kept.reduce((n, f) => n + f.content.byteLength, 0) };
  } finally {
    // The service is a child process: leaving it running would keep the build from exiting.
    await close();
  }
}

function groupByPage(records: readonly SearchRecord[]): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const page = pages.get(record.url_without_anchor);
    if (page) page.push(record);
    else pages.set(record.url_without_anchor, [record]);
  }
  return [...pages.values()];
}

/** One doc as the HTML Pagefind reads: title, headings with ids, and the text under each. */
export function pageDocument(records: readonly SearchRecord[]): string {
  const page = records.find((r) => r.type === 'lvl1') ?? records[0]!;
  const head = [
    // The `[content]` form: a static `key:value` would split a value at its commas.
    `<meta data-pagefind-meta="${LVL0_META}[content]" content="${attr(page.hierarchy.lvl0)}">`,
    page.content ? `<meta data-pagefind-meta="description[content]" content="${attr(page.content)}">` : '',
    ...FILTER_FACETS.flatMap((facet) => facetValues(page, facet).map((v) => `<meta data-pagefind-filter="${facet}[content]" content="${attr(v)}">`)),
  ].join('');
  const body = records
    .map((r) => {
      if (r.type === 'lvl1') return `<h1 data-pagefind-meta="title">${text(r.hierarchy.lvl1)}</h1>`;
      if (r.type === 'content') return `<p>${text(r.content ?? '')}</p>`;
      const level = Number(r.type.slice(3));
      return `<h${level} id="${attr(r.anchor ?? '')}">${text(r.hierarchy[r.type] ?? '')}</h${level}>`;
    })
    .join('\n');
  return `<!doctype html><html lang="${attr(page.language)}"><head>${head}</head><body><main data-pagefind-body>${body}</main></body></html>`;
}

function facetValues(record: SearchRecord, facet: (typeof FILTER_FACETS)[number]): string[] {
  const value = record[facet];
  return Array.isArray(value) ? value : [value];
}

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;');
}
