/**
 * The navbar's search button (DocSearch's) and the shortcuts that open search: Ctrl/Cmd+K, `/`,
 * or a letter typed on the focused button. This is all of search a first visit loads: the modal
 * and the search client are fetched when the reader shows intent (hover, focus, touch) and the
 * modal mounts once they are there.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { usePage } from '../app/context.tsx';
import { useHydrated } from '../app/use-hydrated.ts';
import { loadSearchClient } from '../search/load-client.ts';
import { isApplePlatform, isEditable, isSearchShortcut, typedQuery } from '../search/modal/keyboard.ts';
import type { SearchModalProps } from '../search/modal/SearchModal.tsx';

const MAX_QUERY = 64;
let modalModule: Promise<ComponentType<SearchModalProps>> | undefined;

function loadModal(): Promise<ComponentType<SearchModalProps>> {
  modalModule ??= import('../search/modal/SearchModal.tsx').then(
    (m) => m.SearchModal,
    (error: unknown) => {
      modalModule = undefined;
      throw error;
    },
  );
  return modalModule;
}

export function SearchButton() {
  const { site } = usePage();
  const hydrated = useHydrated();
  const apple = hydrated && isApplePlatform();
  const button = useRef<HTMLButtonElement>(null);
  const [modal, setModal] = useState<{ Modal?: ComponentType<SearchModalProps>; query: string; selected: boolean }>();
  const [pressed, setPressed] = useState({ modifier: false, k: false });

  const warm = useCallback(() => {
    loadSearchClient(site.search).catch(() => {});
    return loadModal();
  }, [site.search]);
  const warmUp = () => void warm().catch(() => {});

  const open = useCallback(
    (typed?: string) => {
      if (document.body.classList.contains('DocSearch--active')) return;
      const selection = typed === undefined ? (window.getSelection()?.toString().trim().slice(0, MAX_QUERY) ?? '') : '';
      setModal({ query: typed ?? selection, selected: Boolean(selection) });
      warm().then(
        (Modal) => setModal((current) => current && { ...current, Modal }),
        (error: unknown) => {
          console.error(error);
          setModal(undefined);
        },
      );
    },
    [warm],
  );

  const close = useCallback(() => {
    setModal(undefined);
    button.current?.focus({ preventScroll: true });
  }, []);

  const isOpen = modal !== undefined;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = event.key === (apple ? 'Meta' : 'Control');
      // The K cap answers a lower-case k only, as DocSearch's does (Shift+K is no shortcut).
      const k = event.key === 'k';
      if (modifier || k) setPressed((p) => (p.modifier && modifier) || (p.k && k) ? p : { modifier: p.modifier || modifier, k: p.k || k });
      if (isOpen && event.code === 'Escape') {
        close();
      } else if (isSearchShortcut(event)) {
        event.preventDefault();
        if (isOpen) close();
        else open();
      } else if (!isOpen && event.key === '/' && !isEditable(event.target)) {
        event.preventDefault();
        open();
      } else if (!isOpen && document.activeElement === button.current && event.target === button.current) {
        const query = typedQuery(event);
        if (query === undefined) return;
        // The key becomes the query, typed once: not also into the input that gets focus.
        event.preventDefault();
        open(query);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      // While Cmd is down macOS sends no keyup for other keys: releasing it releases them all.
      if (event.key === 'Meta' || event.key === 'Control') release();
      else if (event.key.toLowerCase() === 'k') setPressed((p) => (p.k ? { ...p, k: false } : p));
    };
    const release = () => setPressed((p) => (p.modifier || p.k ? { modifier: false, k: false } : p));
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
    };
  }, [apple, isOpen, open, close]);

  const Modal = modal?.Modal;
  // The key caps sit beside the button, drawn over its end: inside it they would make its visible
  // text ("Search Ctrl K") differ from its name ("Search (Ctrl+K)"), which voice control relies on
  // (WCAG 2.5.3, axe's label-content-name-mismatch).
  return (
    <span className="DocSearch-Button-Wrapper">
      <button
        type="button"
        ref={button}
        className="DocSearch DocSearch-Button"
        aria-label={`Search (${apple || !hydrated ? 'Command' : 'Ctrl'}+K)`}
        onClick={() => open()}
        onMouseOver={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
      >
        <span className="DocSearch-Button-Container">
          <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z" fill="currentColor" />
          </svg>
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
      </button>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {hydrated && (
          <>
            <kbd className={`DocSearch-Button-Key${pressed.modifier ? ' DocSearch-Button-Key--pressed' : ''}`}>{apple ? '⌘' : <CtrlIcon />}</kbd>
            <kbd className={`DocSearch-Button-Key${pressed.k ? ' DocSearch-Button-Key--pressed' : ''}`}>K</kbd>
          </>
        )}
      </span>
      {Modal && modal && <Modal initialQuery={modal.query} selectQuery={modal.selected} onClose={close} />}
    </span>
  );
}

function CtrlIcon() {
  return (
    <svg className="DocSearch-Control-Key-Icon" width="15" height="15" viewBox="0 0 15 15" aria-hidden="true" focusable="false">
      <text x="7.5" y="10" textAnchor="middle" fontSize="7" textLength="14" lengthAdjust="spacingAndGlyphs" fontFamily="inherit" fill="currentColor">
        Ctrl
      </text>
    </svg>
  );
}
