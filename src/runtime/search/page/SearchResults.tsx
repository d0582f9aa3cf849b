/**
 * The search page's results (a lazy chunk): a search 300 ms after each change of the query (as
 * Docusaurus's page does: every change schedules one, none is cancelled), 15 results at a time,
 * the next page when the end of the list is in view. On a versioned site, a select chooses the
 * version searched; a new choice searches again. Answers to an earlier query are dropped, so
 * a slow answer never replaces a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSite } from '../../app/context.tsx';
import { Link } from '../../shell/Link.tsx';
import { Highlighted } from '../highlight.tsx';
import { loadSearchClient } from '../load-client.ts';
import { isUnreachable } from '../types.ts';
import { searchPageRequest, versionChoice } from './request.ts';
import { resultItem, type ResultItem } from './result-item.ts';
import { resultUrl, resultUrlOptions } from '../result-url.ts';
import { SearchSpinner } from './Spinner.tsx';

export const SEARCH_DELAY_MS = 300;

interface State {
  /** The query these results answer. */
  query: string;
  items: ResultItem[];
  /** Last page received; -1 before the first. */
  page: number;
  nbPages: number;
  total: number;
  loading: boolean;
  error?: unknown;
}

const EMPTY: State = { query: '', items: [], page: -1, nbPages: 0, total: 0, loading: false };

export function SearchResults({ query }: { query: string }) {
  const site = useSite();
  const versions = versionChoice(site);
  const [version, setVersion] = useState(versions?.initial);
  const [stored, setState] = useState<State>(EMPTY);
  // Until the effect below resets them, results of the previous query are not shown under the new one.
  const state: State = stored.query === query ? stored : { ...EMPTY, query, loading: query !== '' };
  /** Bumped on every query change: answers carry the generation they were asked in. */
  const generation = useRef(0);
  const loader = useRef<HTMLDivElement>(null);

  const fetchPage = useCallback(
    (q: string, page: number, asked = generation.current) => {
      setState((s) => ({ ...s, loading: true, error: undefined }));
      loadSearchClient(site.search)
        .then((client) => client.search({ requests: [searchPageRequest(q, page, site, version)] }))
        .then(
          ({ results }) => {
            if (asked !== generation.current) return;
            const result = results[0]!;
            const urlOptions = resultUrlOptions(site);
            const items = result.hits.map((hit) => resultItem(hit, resultUrl(hit.url, location.href, urlOptions)));
            setState((s) => ({
              query: q,
              items: page === 0 ? items : [...s.items, ...items],
              page: result.page,
              nbPages: result.nbPages,
              total: result.nbHits,
              loading: false,
            }));
          },
          (error: unknown) => {
            if (asked !== generation.current) return;
            if (!isUnreachable(error)) console.error(error);
            setState((s) => ({ ...s, loading: false, error }));
          },
        );
    },
    [site, version],
  );

  /** Searches scheduled and not yet asked: only leaving the page cancels them. */
  const scheduled = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = scheduled.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    const asked = ++generation.current;
    setState({ ...EMPTY, query, loading: query !== '' });
    if (!query) return;
    const timer = setTimeout(() => {
      scheduled.current.delete(timer);
      fetchPage(query, 0, asked);
    }, SEARCH_DELAY_MS);
    scheduled.current.add(timer);
  }, [query, fetchPage]);

  const more = state.nbPages > state.page + 1;
  useEffect(() => {
    const target = loader.current;
    if (!target || !more || state.loading || state.error) return;
    // Observed afresh after each page: if the loader is still in view, the first callback asks for
    // the next. Docusaurus waits for the reader to scroll down to it, which a list shorter than
    // the window never lets them do; here such a window fills up.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          observer.disconnect();
          fetchPage(query, state.page + 1);
        }
      },
      { threshold: 1 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, state.loading, state.error, state.page, query, fetchPage]);

  const { items, total, loading, error } = state;
  return (
    <>
      {versions && (
        <label className="search-page__version">
          Version{' '}
          <select name="version" value={version} onChange={(event) => setVersion(event.target.value)}>
            {versions.options.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {(total > 0 || site.search.provider === 'algolia') && (
        <div className="search-page__meta">
          {total > 0 && <p className="search-page__count">{total === 1 ? 'One document found' : `${total} documents found`}</p>}
          {site.search.provider === 'algolia' && (
            <a className="search-page__logo" href="https://www.algolia.com/" target="_blank" rel="noopener noreferrer" aria-label="Search by Algolia">
              <AlgoliaLogo />
            </a>
          )}
        </div>
      )}
      {items.length > 0 && (
        <section className="search-page__results">
          {items.map((item, index) => (
            <article key={item.key} className="search-result">
              <h2 className="search-result__title">
                <Link href={item.url}>
                  <Highlighted value={item.title} />
                </Link>
              </h2>
              {item.breadcrumbs.length > 0 && (
                // `aria-label` as Docusaurus has it; the name comes from `aria-labelledby`, unique per result, so the landmarks can be told apart.
                <nav aria-label="breadcrumbs" aria-labelledby={`search-result-path-${index}`}>
                  <span id={`search-result-path-${index}`} className="sr-only">
                    Path of result {index + 1}
                  </span>
                  <ul className="breadcrumbs search-result__path">
                    {item.breadcrumbs.map((crumb, i) => (
                      <li key={i} className="breadcrumbs__item">
                        <span className="breadcrumbs__link">
                          <Highlighted value={crumb} />
                        </span>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {item.summary && (
                <p className="search-result__summary">
                  <Highlighted value={item.summary} />
                </p>
              )}
            </article>
          ))}
        </section>
      )}
      {error !== undefined && <SearchError error={error} />}
      {loading && items.length === 0 && <SearchSpinner />}
      {query && !loading && error === undefined && items.length === 0 && <p className="search-page__empty">No results were found</p>}
      {more && error === undefined && (
        <div ref={loader} className="search-page__loader" role="status">
          Fetching new results...
        </div>
      )}
    </>
  );
}

function SearchError({ error }: { error: unknown }) {
  return (
    <div className="search-page__error" role="alert">
      {isUnreachable(error) ? (
        <>
          <p className="search-page__error-title">Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </>
      ) : (
        <p className="search-page__error-title">The search failed: {(error as Error)?.message ?? String(error)}</p>
      )}
    </div>
  );
}

/** Algolia's name as a small mark; the link's aria-label says what it means. */
function AlgoliaLogo() {
  return (
    <svg width="72" height="18" viewBox="0 0 72 18" aria-hidden="true" focusable="false">
      <circle cx="9" cy="9" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 5v4l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <text x="21" y="14" fontSize="14" fontWeight="700" fontFamily="system-ui, sans-serif" fill="currentColor">
        algolia
      </text>
    </svg>
  );
}
