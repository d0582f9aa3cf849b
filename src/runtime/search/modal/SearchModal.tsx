/**
 * The search modal (DocSearch's, rebuilt): a dialog over the page with the search box, the
 * screens and the key hints. It lives in its own chunk, loaded when the reader shows intent to
 * search; the navbar button owns opening and closing. While it is open the page does not scroll,
 * focus stays inside, and closing puts the page back where it was.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { usePage } from '../../app/context.tsx';
import { deleteStorage, readStorage, writeStorage } from '../../client/storage.ts';
import { preferredVersion } from '../../docs/preferred-version.ts';
import { useNavigation } from '../../router/navigation.ts';
import { favoriteSearchesKey, recentSearchesKey, type SearchHit } from '../types.ts';
import { trapTab } from './focus-trap.ts';
import { Footer } from './Footer.tsx';
import { modalFacetFilters, NARROW_SCREEN, snippetWords } from './request-context.ts';
import { SearchBox } from './SearchBox.tsx';
import { isUnreachableState, ScreenState } from './ScreenState.tsx';
import { createStoredSearches, FAVORITES_LIMIT, noStoredSearches, recentsLimit, storageUsable } from './stored-searches.ts';
import { leavesSite, resultUrl, resultUrlOptions } from '../result-url.ts';
import { isModifierEvent, useSearch } from './use-search.ts';

export interface SearchModalProps {
  /** A key typed on the search button, or the page's selected text. */
  initialQuery: string;
  /** The initial query came from a selection: select it so typing replaces it. */
  selectQuery: boolean;
  onClose: () => void;
}

let portalTarget: HTMLDivElement | undefined;

function modalRoot(): HTMLDivElement {
  if (!portalTarget) {
    portalTarget = document.createElement('div');
    document.body.insertBefore(portalTarget, document.body.firstChild);
  }
  return portalTarget;
}

export function SearchModal({ initialQuery, selectQuery, onClose }: SearchModalProps) {
  const { site, route } = usePage();
  const navigation = useNavigation();
  const { search } = site;
  const container = useRef<HTMLDivElement>(null);
  const modal = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Read once per opening: the snippet length, the filters, and the saved searches with their limits.
  const [setup] = useState(() => {
    const personalization = !search.disableUserPersonalization;
    const usable = personalization && storageUsable();
    const favorites = personalization ? createStoredSearches(favoriteSearchesKey(search.indexName), FAVORITES_LIMIT, usable) : noStoredSearches;
    const recents = personalization ? createStoredSearches(recentSearchesKey(search.indexName), recentsLimit(favorites.getAll().length), usable) : noStoredSearches;
    return {
      personalization,
      favorites,
      recents,
      snippetWords: snippetWords(window.matchMedia(NARROW_SCREEN).matches),
      facetFilters: modalFacetFilters(site, route, preferredVersion(site, { readStorage, writeStorage, deleteStorage })),
    };
  });

  const urlOptions = useMemo(() => resultUrlOptions(site), [site]);

  const { api, state, client } = useSearch({
    ...setup,
    search,
    initialQuery,
    transform: (hits: SearchHit[]) => hits.map((hit) => ({ ...hit, url: resultUrl(hit.url, location.href, urlOptions) })),
    onChosen: (event) => {
      if (!isModifierEvent(event)) onClose();
    },
    navigate: (url) => {
      if (leavesSite(url, urlOptions)) location.href = url;
      else if (navigation) navigation.navigate(url);
      else location.assign(url);
    },
  });

  // The page stays put under the modal, and is where it was when the modal goes (unless a result
  // was chosen: then the router owns the scroll position).
  useLayoutEffect(() => {
    const y = window.scrollY;
    const href = location.href;
    document.body.classList.add('DocSearch--active');
    return () => {
      document.body.classList.remove('DocSearch--active');
      if (location.href === href) window.scrollTo(0, y);
    };
  }, []);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    if (document.activeElement !== element) element.focus();
    if (selectQuery) element.select();
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const setHeight = () => modal.current?.style.setProperty('--docsearch-vh', `${window.innerHeight * 0.01}px`);
    setHeight();
    const onKeyDown = (event: KeyboardEvent) => container.current && trapTab(event, container.current);
    const inputElement = input.current;
    const formElement = form.current;
    const panelElement = dropdown.current;
    const touch = inputElement && formElement && panelElement ? api.getEnvironmentProps({ inputElement, formElement, panelElement }) : undefined;
    window.addEventListener('resize', setHeight);
    document.addEventListener('keydown', onKeyDown);
    if (touch) {
      window.addEventListener('touchstart', touch.onTouchStart);
      window.addEventListener('touchmove', touch.onTouchMove);
    }
    return () => {
      window.removeEventListener('resize', setHeight);
      document.removeEventListener('keydown', onKeyDown);
      if (touch) {
        window.removeEventListener('touchstart', touch.onTouchStart);
        window.removeEventListener('touchmove', touch.onTouchMove);
      }
    };
  }, [api]);

  // A new query starts at the top of the list.
  useEffect(() => {
    if (dropdown.current) dropdown.current.scrollTop = 0;
  }, [state.query]);

  // Hits on screen are reported to the provider (Algolia Insights "Items Viewed"; it debounces).
  useEffect(() => {
    if (state.status !== 'idle' || !state.query) return;
    const hits = state.collections.flatMap((c) => c.items);
    if (hits.length > 0) client.current?.itemsViewed?.(hits, search.indexName);
  }, [state.status, state.query, state.collections, client, search.indexName]);

  const errored = isUnreachableState(state);
  const className = ['DocSearch DocSearch-Container', state.status === 'stalled' && 'DocSearch-Container--Stalled', errored && 'DocSearch-Container--Errored'].filter(Boolean).join(' ');

  return createPortal(
    <div
      ref={container}
      className={className}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Or the press would move focus to the page, away from the button it goes back to.
        event.preventDefault();
        onClose();
      }}
    >
      {/* Focusable from script only: a press on its empty parts keeps focus in the dialog, not on <body>.
          Its header and footer are DocSearch's tags, not landmarks of the page. */}
      <div className="DocSearch-Modal" ref={modal} role="dialog" aria-modal="true" aria-labelledby="docsearch-label" tabIndex={-1} style={{ '--docsearch-vh': '1vh' } as CSSProperties}>
        <header className="DocSearch-SearchBar" ref={form} role="none">
          <SearchBox api={api} state={state} input={input} onClose={onClose} />
        </header>
        <div className="DocSearch-Dropdown" ref={dropdown} aria-busy={state.status === 'loading' || state.status === 'stalled'} {...api.getPanelProps()}>
          <ScreenState
            api={api}
            state={state}
            search={search}
            baseUrl={site.baseUrl}
            recents={setup.recents}
            favorites={setup.favorites}
            personalization={setup.personalization}
            input={input}
            onClose={onClose}
          />
        </div>
        <Footer algolia={search.provider === 'algolia'} />
      </div>
    </div>,
    modalRoot(),
  );
}
