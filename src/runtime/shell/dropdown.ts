import { useEffect, type RefObject } from 'react';

/**
 * Navbar dropdowns are `<details>`, so they open on click without JavaScript. In the app they
 * also open on hover (where there is a pointer that hovers), open with ArrowDown and move
 * between items with the arrows, close with Escape (focus back on the label), and close when
 * focus or a click goes elsewhere.
 */
export function useDropdown(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = ref.current;
    const summary = details?.querySelector('summary');
    if (!details || !summary) return;
    let openedByHover = false;
    const items = () => Array.from(details.querySelectorAll<HTMLElement>('.dropdown__menu a'));
    const canHover = () => window.matchMedia('(hover: hover)').matches;
    const onEnter = () => {
      if (!canHover() || details.open) return;
      openedByHover = true;
      details.open = true;
    };
    const onLeave = () => {
      // Keyboard focus inside keeps it open; the focus a mouse click leaves behind does not.
      if (!canHover() || details.querySelector(':focus-visible')) return;
      openedByHover = false;
      details.open = false;
    };
    const onSummaryClick = (event: MouseEvent) => {
      // The pointer opened it on the way to the label; a click should not snap it shut.
      if (openedByHover) {
        event.preventDefault();
        openedByHover = false;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        summary.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        details.open = true;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = index === -1 ? (step === 1 ? 0 : list.length - 1) : (index + step + list.length) % list.length;
        list[next]?.focus();
      } else return;
      openedByHover = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!details.contains(event.relatedTarget as Node | null)) details.open = false;
    };
    const onDocumentClick = (event: MouseEvent) => {
      const target = event.target as Element;
      // Outside, or a choice made: the app navigates without a reload, so close it here.
      if (!details.contains(target) || target.closest?.('.dropdown__menu a')) details.open = false;
    };
    const listening = new AbortController();
    const { signal } = listening;
    details.addEventListener('mouseenter', onEnter, { signal });
    details.addEventListener('mouseleave', onLeave, { signal });
    summary.addEventListener('click', onSummaryClick, { signal });
    details.addEventListener('keydown', onKeyDown, { signal });
    details.addEventListener('focusout', onFocusOut, { signal });
    document.addEventListener('click', onDocumentClick, { signal });
    return () => listening.abort();
  }, [ref]);
}
