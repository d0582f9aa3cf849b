/** Nothing found: the query, up to three section names to try instead, and where to report it. */
import type { RefObject } from 'react';
import { NoResultsIcon } from './icons.tsx';
import type { SearchApi, SearchState } from './use-search.ts';

export const MAX_SUGGESTIONS = 3;

export function missingResultsHref(template: string, query: string): string {
  return template.split('{query}').join(encodeURIComponent(query));
}

export function NoResultsScreen({ api, state, missingResultsUrl, input }: { api: SearchApi; state: SearchState; missingResultsUrl?: string; input: RefObject<HTMLInputElement | null> }) {
  const suggestions = ((state.context.suggestions as string[] | undefined) ?? []).slice(0, MAX_SUGGESTIONS);
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        No results for "<strong>{state.query}</strong>"
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">Try searching for:</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="DocSearch-Prefill"
                  onClick={() => {
                    api.setQuery(`${suggestion.toLowerCase()} `);
                    void api.refresh();
                    input.current?.focus();
                  }}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {missingResultsUrl && (
        <p className="DocSearch-Help">
          Believe this query should return results?{' '}
          <a href={missingResultsHref(missingResultsUrl, state.query)} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      )}
    </div>
  );
}
