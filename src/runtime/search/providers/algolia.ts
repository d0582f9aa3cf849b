/** The hosted service (algoliasearch/lite v5) behind `SearchClient`. Being written on branch search-algolia. */
import type { SearchData } from '../../data.ts';
import type { SearchClient } from '../types.ts';

export async function createAlgoliaClient(_search: Extract<SearchData, { provider: 'algolia' }>): Promise<SearchClient> {
  throw new Error('The Algolia provider is not built yet.');
}
