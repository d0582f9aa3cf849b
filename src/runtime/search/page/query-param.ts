/**
 * The search page's query lives in the address bar (`?q=`), so a results page can be linked and
 * reloaded. Typing replaces the history entry, as Docusaurus's search page does: a reader's Back
 * leaves the search page instead of undoing their letters one by one. An entry of the page reached
 * by Back or Forward, or a link to `/search?q=…` followed on the page, brings its query.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export const QUERY_PARAM = 'q';

function readQuery(): string {
  return new URLSearchParams(location.search).get(QUERY_PARAM) ?? '';
}

function writeQuery(value: string): void {
  const url = new URL(location.href);
  if (value) url.searchParams.set(QUERY_PARAM, value);
  else url.searchParams.delete(QUERY_PARAM);
  // The entry's state (the router's scroll position and entry number) stays with it.
  history.replaceState(history.state, '', url);
}

export interface QueryParam {
  query: string;
  change: (value: string) => void;
}

export function useQueryParam(): QueryParam {
  // Empty on the server and during hydration (the static page cannot know `q`), read right after.
  const [query, setQuery] = useState('');
  const queryRef = useRef(query);
  queryRef.current = query;

  useLayoutEffect(() => {
    const adopt = () => setQuery(readQuery());
    adopt();
    window.addEventListener('popstate', adopt);
    return () => window.removeEventListener('popstate', adopt);
  }, []);

  // A link to `/search?q=…` followed while this page is on screen: the router keeps the page
  // and only re-renders it, so the address bar is the one to believe.
  useEffect(() => {
    const fromUrl = readQuery();
    if (fromUrl !== queryRef.current) setQuery(fromUrl);
  });

  const change = useCallback((value: string) => {
    writeQuery(value);
    setQuery(value);
  }, []);

  return { query, change };
}
