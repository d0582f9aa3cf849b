/**
 * The /search page's field and title, in the main bundle because the page template is: kept to
 * the query and the URL. Everything that searches (the provider, the results, highlighting,
 * infinite scroll) is a lazy chunk loaded when this page mounts.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useSite } from '../../app/context.tsx';
import { documentTitle } from '../../router/head.ts';
import { useQueryParam } from './query-param.ts';
import { SearchSpinner } from './Spinner.tsx';

export const SEARCH_PAGE_CLASS = 'search-page-wrapper';

type Results = ComponentType<{ query: string }>;

export function searchPageTitle(query: string): string {
  return query ? `Search results for "${query}"` : 'Search the documentation';
}

export function SearchPageContent({ path }: { path: string }) {
  const site = useSite();
  const { query, change } = useQueryParam();
  const [results, setResults] = useState<{ Component: Results } | { error: unknown } | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const title = searchPageTitle(query);

  useLayoutEffect(() => {
    document.documentElement.classList.add(SEARCH_PAGE_CLASS);
    return () => document.documentElement.classList.remove(SEARCH_PAGE_CLASS);
  }, []);

  useEffect(() => {
    // After the router's own focus handling on a client navigation: the field is what a reader wants.
    input.current?.focus({ preventScroll: true });
    let live = true;
    import('./SearchResults.tsx').then(
      (m) => live && setResults({ Component: m.SearchResults }),
      (error: unknown) => live && setResults({ error }),
    );
    return () => {
      live = false;
    };
  }, []);

  // Every render: the router sets the route's own title after a navigation.
  useEffect(() => {
    const full = documentTitle(site, title);
    if (document.title !== full) document.title = full;
  });

  return (
    <main className="container search-page">
      <h1>{title}</h1>
      <form
        className="search-page__form"
        action={site.baseUrl + path.replace(/^\//, '')}
        method="get"
        role="search"
        // The results follow the typing; Enter has nothing left to do (without JavaScript it
        // submits the form, the query in the URL).
        onSubmit={(event) => event.preventDefault()}
      >
        <input
          ref={input}
          className="search-page__input"
          type="search"
          name="q"
          placeholder="Type your search here"
          aria-label="Search"
          autoComplete="off"
          autoFocus
          value={query}
          onChange={(event) => change(event.target.value)}
        />
        {/* Needed without JavaScript; with it, it marks the query as a stop in history. */}
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {results && 'Component' in results ? (
        <results.Component query={query} />
      ) : results && 'error' in results ? (
        <div className="search-page__error" role="alert">
          <p>The search could not be loaded: {String(results.error)}</p>
        </div>
      ) : query ? (
        <SearchSpinner />
      ) : null}
      <noscript>
        <p>Search runs in your browser and needs JavaScript. You can browse every page from the sidebar of the docs.</p>
      </noscript>
    </main>
  );
}
