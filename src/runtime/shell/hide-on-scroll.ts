import { useEffect, useState, type RefObject } from 'react';

/**
 * With `navbar.hideOnScroll`, the navbar slides away while the reader scrolls down into the
 * content and comes back as soon as they scroll up — except in the last screenful, where
 * scrolling up is usually the bounce of reaching the end.
 */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>, routePath: string): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => setHidden(false), [routePath]);
  useEffect(() => {
    if (!enabled) return;
    let previous = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = navbar.current?.offsetHeight ?? 0;
      if (y < height) setHidden(false);
      else if (y > previous) setHidden(true);
      else if (y + window.innerHeight < document.documentElement.scrollHeight - height) setHidden(false);
      previous = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbar]);
  return enabled && hidden;
}
