import { useSyncExternalStore } from 'react';

/** The desktop layout starts at 997 px; at 996 px and below the docs sidebar lives in the mobile menu. */
export const MOBILE_MEDIA = '(max-width: 996px)';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(MOBILE_MEDIA);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** `ssr` on the server and during hydration, so the first client render matches the HTML. */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(MOBILE_MEDIA).matches ? 'mobile' : 'desktop'),
    () => 'ssr',
  );
}
