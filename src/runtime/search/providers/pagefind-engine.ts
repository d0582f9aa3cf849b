/**
 * Pagefind's own engine (its browser module and the language's wasm, written beside the index at
 * build time) behind the engine interface: for an index in a language whose stemmer docsgen's
 * engine does not have (`index-engine.ts` stems English). The index files are the same.
 */
import type { EngineMatches, SearchEngine } from './index-engine.ts';
import type { PagefindFilter, PagefindInstance, PagefindModule } from './pagefind-api.ts';

/** Loads Pagefind's module; rejects with `{ stage: 'module' }` when the module cannot be imported. */
export async function loadPagefindEngine(indexUrl: string, moduleUrl: string): Promise<SearchEngine> {
  let module: PagefindModule;
  try {
    // A URL known only at run time: the bundler leaves this import to the browser.
    module = (await import(/* @vite-ignore */ moduleUrl)) as PagefindModule;
  } catch (error) {
    throw new ModuleLoadError(`The search engine could not be loaded from ${moduleUrl}`, { cause: error });
  }
  // On this thread, not in Pagefind's worker: the worker posts back every matching page with all
  // its word locations, and copying that costs more than the search.
  const pagefind = module.createInstance({ basePath: indexUrl, baseUrl: '/', noWorker: true });
  try {
    await pagefind.init();
    // An empty query waits for the index's entry, metadata and wasm: warm, or the reason it is not.
    await pagefind.search('');
  } catch (error) {
    void pagefind.destroy().catch(() => {});
    throw error;
  }
  return new PagefindEngine(pagefind);
}

export class ModuleLoadError extends Error {
  override name = 'ModuleLoadError';
}

class PagefindEngine implements SearchEngine {
  constructor(private readonly pagefind: PagefindInstance) {}

  async search(query: string, filter?: PagefindFilter): Promise<EngineMatches> {
    // The query as typed: Pagefind normalises it itself, and reads "quoted phrases" as exact.
    const response = await this.pagefind.search(query.trim(), filter ? { filters: filter } : {});
    const results = response?.results ?? [];
    return { count: results.length, pages: (start, end) => Promise.all(results.slice(start, end).map((r) => r.data())) };
  }
}
