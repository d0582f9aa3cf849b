/**
 * The search page's query lives in the address bar (`?q=`), so a results page can be linked,
 * reloaded, and walked through with Back and Forward.
 *
 * History: every keystroke updates the URL, but a burst of typing replaces one entry instead of
 * piling up one per letter. A query that stayed on screen for SETTLE_MS (or was submitted with
 * Enter, or came from a link or from history) is a stop of its own: the next edit pushes a new
 * entry, so Back returns to it with its results. An empty query is never a stop: typing into an
 * empty search page replaces it, and Back leaves the search page.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export const QUERY_PARAM = 'q';
export const SETTLE_MS = 1500;

function readQuery(): string {
  return new URLSearchParams(location.search).get(QUERY_PARAM) ?? '';
}

function writeQuery(value: string, push: boolean): void {
  const url = new URL(location.href);
  if (value) url.searchParams.set(QUERY_PARAM, value);
  else url.searchParams.delete(QUERY_PARAM);
  // The router keeps the scroll position in the entry's state: a replaced entry keeps it.
  if (push) history.pushState(null, '', url);
  else history.replaceState(history.state, '', url);
}

export interface QueryParam {
  query: string;
  change: (value: string) => void;
  /** Enter in the field: the query on screen becomes a stop in history. */
  settle: () => void;
}

export function useQueryParam(): QueryParam {
  // Empty on the server and during hydration (the static page cannot know `q`), read right after.
  const [query, setQuery] = useState('');
  const queryRef = useRef(query);
  queryRef.current = query;
  /** When the query of the current history entry was last edited; 0 = it is a stop. */
  const editedAt = useRef(0);

  useLayoutEffect(() => {
    const adopt = () => {
      editedAt.current = 0;
      setQuery(readQuery());
    };
    adopt();
    window.addEventListener('popstate', adopt);
    return () => window.removeEventListener('popstate', adopt);
  }, []);

  // A link to `/search?q=…` followed while this page is on screen: the router keeps the page
  // and only re-renders it, so the address bar is the one to believe.
  useEffect(() => {
    const fromUrl = readQuery();
    if (fromUrl !== queryRef.current) {
      editedAt.current = 0;
      setQuery(fromUrl);
    }
  });

  const change = useCallback((value: string) => {
    const now = Date.now();
    const settled = editedAt.current === 0 || now - editedAt.current >= SETTLE_MS;
    writeQuery(value, settled && readQuery() !== '');
    editedAt.current = now;
    setQuery(value);
  }, []);

  const settle = useCallback(() => {
    editedAt.current = 0;
  }, []);

  return { query, change, settle };
}
