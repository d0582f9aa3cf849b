/**
 * The modal's state machine: `@algolia/autocomplete-core` (DocSearch's own) owns the query, the
 * request status (loading, stalled after 300 ms), the collections, the active item and the
 * keyboard; this file tells it where items come from (saved searches for an empty query, the
 * `SearchClient` otherwise) and what choosing one does.
 */
import { createAutocomplete, type AutocompleteApi, type AutocompleteSource, type AutocompleteState } from '@algolia/autocomplete-core';
import { useMemo, useRef, useState, type BaseSyntheticEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { SearchData } from '../../data.ts';
import { loadSearchClient } from '../load-client.ts';
import { MAX_QUERY_LENGTH, modalRequest } from '../request.ts';
import { isUnreachable, SearchUnavailableError, type SearchClient, type SearchHit, type SearchResult } from '../types.ts';
import { groupHits } from './grouping.ts';
import { rememberChoice, type StoredSearches } from './stored-searches.ts';

export type SearchApi = AutocompleteApi<SearchHit, BaseSyntheticEvent, MouseEvent, KeyboardEvent>;
export type SearchState = AutocompleteState<SearchHit>;

/** The collection that stands for "the service cannot be reached": it turns the error screen on. */
export const UNREACHABLE_SOURCE = 'unreachable';
export const RECENT_SOURCE = 'recentSearches';
export const FAVORITE_SOURCE = 'favoriteSearches';

/** What a results collection carries besides its hits. */
export interface HitsSourceInfo {
  lvl0: string;
  nbHits: number;
}

export interface SearchSetup {
  search: SearchData;
  initialQuery: string;
  snippetWords: number;
  facetFilters: (string | string[])[];
  recents: StoredSearches;
  favorites: StoredSearches;
  personalization: boolean;
  transform: (hits: SearchHit[]) => SearchHit[];
  /** After a choice (already saved): the modal decides from the event whether it stays open. */
  onChosen: (event: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; button?: number }) => void;
  navigate: (url: string) => void;
}

export const isModifierEvent = (event: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; button?: number }): boolean =>
  Boolean(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1);

export function useSearch(setup: SearchSetup): { api: SearchApi; state: SearchState; client: { current: SearchClient | undefined } } {
  const client = useRef<SearchClient | undefined>(undefined);
  const latest = useRef(setup);
  latest.current = setup;
  const initialQuery = setup.initialQuery.slice(0, MAX_QUERY_LENGTH);
  const [state, setState] = useState<SearchState>(() => ({
    query: initialQuery,
    collections: [],
    completion: null,
    context: { suggestions: [] },
    isOpen: false,
    activeItemId: null,
    status: 'idle',
  }));

  const api = useMemo(() => {
    const choose = ({ item, event }: { item: SearchHit; event: MouseEvent | KeyboardEvent }) => {
      const { personalization, recents, favorites, onChosen, search } = latest.current;
      client.current?.itemSelected?.(item, search.indexName);
      if (personalization) rememberChoice(item, recents, favorites);
      onChosen(event);
    };
    const common = { getItemUrl: ({ item }: { item: SearchHit }) => item.url, onSelect: choose };

    const fetchHits = async (query: string) => {
      const { search, snippetWords, facetFilters } = latest.current;
      let searchClient: SearchClient;
      try {
        searchClient = await loadSearchClient(search);
      } catch (error) {
        throw isUnreachable(error) ? error : new SearchUnavailableError('The search engine could not be loaded.', { cause: error });
      }
      const { results } = await searchClient.search({ requests: [modalRequest(query, search, { snippetWords, facetFilters })] });
      client.current = searchClient;
      const result: Pick<SearchResult, 'hits' | 'nbHits' | 'queryID'> = results[0] ?? { hits: [], nbHits: 0 };
      const { queryID } = result;
      // With click analytics each hit carries its search, so choosing it can be reported.
      return queryID ? { ...result, hits: result.hits.map((hit) => ({ ...hit, __autocomplete_queryID: queryID })) } : result;
    };

    return createAutocomplete<SearchHit, BaseSyntheticEvent, MouseEvent, KeyboardEvent>({
      id: 'docsearch',
      defaultActiveItemId: 0,
      openOnFocus: true,
      placeholder: 'Search docs',
      initialState: { query: initialQuery, context: { suggestions: [] } },
      navigator: { navigate: ({ itemUrl }) => latest.current.navigate(itemUrl) },
      onStateChange: ({ state: next }) => setState(next),
      getSources({ query, state: current, setContext }) {
        const { personalization, recents, favorites } = latest.current;
        if (!query) {
          if (!personalization) return [];
          return [
            { sourceId: RECENT_SOURCE, getItems: () => recents.getAll(), ...common },
            { sourceId: FAVORITE_SOURCE, getItems: () => favorites.getAll(), ...common },
          ];
        }
        return fetchHits(query).then(
          ({ hits, nbHits }): AutocompleteSource<SearchHit>[] => {
            const groups = groupHits(hits, latest.current.search.maxResultsPerGroup, latest.current.transform);
            // The no-results screen suggests the sections of the richest answer seen since opening.
            const suggestions = (current.context.suggestions as string[] | undefined) ?? [];
            if (groups.length > suggestions.length) setContext({ suggestions: groups.map((g) => g.lvl0) });
            return groups.map((group, index) => ({ sourceId: `hits${index}`, lvl0: group.lvl0, nbHits, getItems: () => group.hits, ...common }));
          },
          (error: unknown): AutocompleteSource<SearchHit>[] => {
            if (isUnreachable(error)) return [{ sourceId: UNREACHABLE_SOURCE, getItems: () => [] }];
            // Anything else (a rejected request, a bug) is logged; the reader keeps the last results.
            // Only an unreachable service is the error screen (behaviour.md §1.5): a 4xx after it is not.
            console.error(error);
            return current.collections.filter(({ source }) => source.sourceId !== UNREACHABLE_SOURCE).map(({ source, items }) => ({ ...source, getItems: () => items }));
          },
        );
      },
    });
    // One state machine per opening of the modal; it reads the setup through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { api, state, client };
}
