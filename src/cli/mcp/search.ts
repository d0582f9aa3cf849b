/** `search_docs`: the site's own embedded engine, run in Node over the index files a build wrote, asked what the search page asks. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SiteData } from '../../runtime/data.ts';
import { searchPageRequest } from '../../runtime/search/page/request.ts';
import { IndexEngine, OWN_ENGINE_LANGUAGE, type IndexEntry } from '../../runtime/search/providers/index-engine.ts';
import { createEngineClient } from '../../runtime/search/providers/local.ts';
import { FACETS_FILE, type IndexFacets } from '../../runtime/search/providers/pagefind-api.ts';
import { LOCAL_INDEX_DIR, type SearchClient, type SearchHit } from '../../runtime/search/types.ts';

export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 50;

/** One result of `search_docs`: a page, or the section of it the query matched best. */
export interface DocHit {
  title: string;
  /** The page's URL as the site links it, with the section's `#anchor` when the hit is a section. */
  url: string;
  /** The headings above the matched section, outermost first (empty for the page itself). */
  headingPath: string[];
  /** The matching text, matched words in `**bold**`; empty when the page has none to show. */
  snippet: string;
}

export interface DocSearch {
  search(query: string, limit?: number): Promise<DocHit[]>;
}

/** Pagefind's tag at the start of each index file (after un-gzipping). */
const TAG = Buffer.from('pagefind_dcd');

/** The index folder of a build (`<out>/_docsgen/search/`). */
export function indexDir(outDir: string): string {
  return path.join(outDir, ...LOCAL_INDEX_DIR.split('/'));
}

/**
 * The engine the site's browser would run, over `<out>/_docsgen/search/`. The metadata is read
 * now; word chunks and page fragments as queries need them (a big site's index is not read whole).
 */
export async function openDocSearch(outDir: string, site: SiteData): Promise<DocSearch> {
  if (site.search.provider !== 'local') return unavailable('this site searches with Algolia (search.provider in site.config.ts), whose ranking only Algolia has; `docsgen mcp` searches the embedded index (search: { provider: "local" })');
  // A versioned site has an index per version: the latest's is the one the search page's request reads.
  const latest = site.versions.find((v) => v.isLast)?.name;
  const own = latest === undefined ? undefined : site.search.versionIndexes?.[latest];
  const folder = own?.startsWith(site.search.indexUrl) ? own.slice(site.search.indexUrl.length).split('/').filter((s) => s !== '' && s !== '..') : [];
  const dir = path.join(indexDir(outDir), ...folder);
  const indexUrl = own ?? site.search.indexUrl;
  let client = await openClient(dir, indexUrl);
  if (typeof client === 'string') return unavailable(client);
  return {
    async search(query, limit) {
      try {
        return await searchWith(client as SearchClient, site, query, limit);
      } catch (error) {
        // A new build swapped its output in: the files the metadata named are gone. The new index
        // is read and the query asked again, once (as the browser's client does).
        const reopened = await openClient(dir, indexUrl).catch(() => undefined);
        if (reopened === undefined || typeof reopened === 'string') throw error;
        client = reopened;
        return searchWith(client, site, query, limit);
      }
    },
  };
}

/** The site's client over the index in `dir`, or why it cannot be searched here. */
async function openClient(dir: string, indexUrl: string): Promise<SearchClient | string> {
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as IndexEntry;
  const language = Object.values(entry.languages)[0];
  if (language?.wasm !== OWN_ENGINE_LANGUAGE) {
    // In the browser such an index is searched by Pagefind's own module and wasm, which need a browser.
    return `the search index is in "${Object.keys(entry.languages)[0] ?? 'no language'}"; \`docsgen mcp\` searches English indexes only so far`;
  }
  const engine = await IndexEngine.load(`${dir}${path.sep}`, entry, (file) => readIndexFile(dir, file));
  return createEngineClient(engine, indexUrl, await readFacets(dir));
}

async function searchWith(client: SearchClient, site: SiteData, query: string, limit = DEFAULT_LIMIT): Promise<DocHit[]> {
  const hitsPerPage = Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit)));
  // The search page's request (one hit a page, the site's language and latest docs version), so
  // the order is the one a reader of the site gets; only the highlight tags are Markdown's.
  const request = { ...searchPageRequest(query, 0, site), hitsPerPage, highlightPreTag: MARK, highlightPostTag: MARK };
  const { results } = await client.search({ requests: [request] });
  return (results[0]?.hits ?? []).map(docHit);
}

const MARK = '**';

function docHit(hit: SearchHit): DocHit {
  const { hierarchy } = hit;
  const headingPath = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6].filter((h): h is string => typeof h === 'string' && h !== '');
  const snippet = hit._snippetResult?.content?.value ?? (typeof hit.content === 'string' ? hit.content : '');
  return { title: hierarchy.lvl1 ?? hit.url, url: hit.url, headingPath, snippet: unescapeHtml(snippet ?? '') };
}

/** Snippets are escaped for HTML in the browser; here they are text. */
function unescapeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => named[name]!);
}

/** An index file's body (un-gzipped, without its tag), as the browser's reader gives it. */
async function readIndexFile(dir: string, file: string): Promise<Uint8Array> {
  // The engine names files from the index's own metadata (`index/<hash>.pf_index`): a name that
  // climbs out of the folder is a corrupt index, not a file to read.
  if (file.split('/').some((s) => s === '..' || s === '') || path.isAbsolute(file)) throw new Error(`refused to read ${JSON.stringify(file)}: not a file of the index`);
  let bytes: Buffer = await readFile(path.join(dir, ...file.split('/')));
  if (!hasTag(bytes)) bytes = gunzipSync(bytes);
  if (!hasTag(bytes)) throw new Error(`${file} is not a Pagefind index file`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset + TAG.length, bytes.length - TAG.length);
}

function hasTag(bytes: Buffer): boolean {
  return bytes.length >= TAG.length && bytes.subarray(0, TAG.length).equals(TAG);
}

/** The facets every page shares (a missing or unreadable file: none), as the browser reads them. */
async function readFacets(dir: string): Promise<IndexFacets> {
  try {
    return ((JSON.parse(await readFile(path.join(dir, FACETS_FILE), 'utf8')) as IndexFacets | null) ?? {});
  } catch {
    return {};
  }
}

function unavailable(reason: string): DocSearch {
  return {
    search: () => Promise.reject(new Error(`search_docs is not available: ${reason}. read_page and the resources still work.`)),
  };
}

/** The hits as one readable list: a numbered line per hit with its URL, heading path and snippet. */
export function formatHits(query: string, hits: readonly DocHit[]): string {
  if (hits.length === 0) return `No pages match "${query}".`;
  return hits
    .map((hit, i) => {
      const lines = [`${i + 1}. ${hit.title}`, `   URL: ${hit.url}`];
      if (hit.headingPath.length > 0) lines.push(`   Section: ${hit.headingPath.join(' › ')}`);
      if (hit.snippet) lines.push(`   ${hit.snippet.replace(/\s+/g, ' ').trim()}`);
      return lines.join('\n');
    })
    .join('\n\n');
}
