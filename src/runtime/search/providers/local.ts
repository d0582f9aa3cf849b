/** The embedded engine (Pagefind) behind `SearchClient`. Being written on branch search-local. */
import type { SearchData } from '../../data.ts';
import type { SearchClient } from '../types.ts';

export async function createLocalClient(_search: Extract<SearchData, { provider: 'local' }>): Promise<SearchClient> {
  throw new Error('The embedded search engine is not built yet.');
}
