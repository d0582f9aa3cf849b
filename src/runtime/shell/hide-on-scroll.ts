import { useEffect, useRef, useState, type RefObject } from 'react';
import { elementForHash } from '../router/scroll.ts';

/**
 * With `navbar.hideOnScroll`, the navbar slides away while the reader scrolls down into the
 * content and comes back as soon as they scroll up — except in the last screenful, where
 * scrolling up is usually the bounce of reaching the end. Docusaurus's rules, so a site moving
 * over behaves the same: a jump to a `#heading` hides it (it would cover the heading), and the
 * scroll that jump makes is not taken for the reader's.
 */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>, routePath: string): boolean {
  const [hidden, setHidden] = useState(false);
  /** Set by a jump to an anchor: the scroll event it causes is skipped. */
  const jumped = useRef(false);
  /** The page as it was opened: a navigation, not a load, to a `#heading` hides the navbar. */
  const opened = useRef(true);

  useEffect(() => {
    if (!enabled) return;
    const onLocation = () => {
      jumped.current = Boolean(elementForHash(location.hash));
      setHidden(jumped.current);
    };
    if (opened.current) opened.current = false;
    else onLocation();
    window.addEventListener('hashchange', onLocation);
    return () => window.removeEventListener('hashchange', onLocation);
  }, [enabled, routePath]);

  useEffect(() => {
    if (!enabled) return;
    let previous = window.scrollY;
    // Until the reader touches wheel, pointer or key, a scroll is the browser's own: on a page opened at
    // a `#heading`, Chromium keeps that heading in place while fonts and images settle.
    let reader = false;
    const stop = new AbortController();
    const onScroll = () => {
      const y = window.scrollY;
      const last = previous;
      previous = y;
      const height = navbar.current?.offsetHeight ?? 0;
      if (y < height) return setHidden(false);
      if (!reader) return;
      if (jumped.current) {
        jumped.current = false;
        return;
      }
      // From the very top (`last` 0) a scroll is not yet a direction: the page may have opened mid-way.
      if (last && y >= last) setHidden(true);
      else if (y + window.innerHeight < document.documentElement.scrollHeight - height) setHidden(false);
    };
    const options = { passive: true, signal: stop.signal };
    window.addEventListener('scroll', onScroll, options);
    for (const input of ['wheel', 'pointerdown', 'keydown']) window.addEventListener(input, () => (reader = true), options);
    return () => stop.abort();
  }, [enabled, navbar]);
  return enabled && hidden;
}
