/**
 * Which screen the dropdown shows: error, start (empty query), no results, results. While a
 * request is under way the previous screen stays as it is (no flash of "No results" between
 * keystrokes): the component does not re-render until the status is back to idle.
 */
import { memo, type RefObject } from 'react';
import type { SearchData } from '../../data.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { NoResultsScreen } from './NoResultsScreen.tsx';
import { ResultsScreen } from './ResultsScreen.tsx';
import { StartScreen } from './StartScreen.tsx';
import type { StoredSearches } from './stored-searches.ts';
import { UNREACHABLE_SOURCE, type SearchApi, type SearchState } from './use-search.ts';

export interface ScreenStateProps {
  api: SearchApi;
  state: SearchState;
  search: SearchData;
  baseUrl: string;
  recents: StoredSearches;
  favorites: StoredSearches;
  personalization: boolean;
  input: RefObject<HTMLInputElement | null>;
  onClose: () => void;
}

export const isUnreachableState = (state: SearchState): boolean => state.collections.some((c) => c.source.sourceId === UNREACHABLE_SOURCE);

export const ScreenState = memo(
  function ScreenState(props: ScreenStateProps) {
    const { state } = props;
    if (isUnreachableState(state)) return <ErrorScreen />;
    if (!state.query) return <StartScreen {...props} />;
    if (state.collections.every((c) => c.items.length === 0)) return <NoResultsScreen {...props} missingResultsUrl={props.search.missingResultsUrl} />;
    return <ResultsScreen {...props} />;
  },
  (_previous, next) => next.state.status === 'loading' || next.state.status === 'stalled',
);
