/**
 * The reader's color mode, shared by every toggle on the page. The head script has already put
 * the right `data-theme` on `<html>` before the first paint; this store takes over from there:
 * the toggle, the stored choice, other tabs, and the system preference when it changes.
 */
import { useSyncExternalStore } from 'react';
import type { SiteData } from '../data.ts';
import { deleteStorage, writeStorage } from '../client/storage.ts';
import { THEME_STORAGE_KEY } from '../head/inline-scripts.ts';

export type ColorMode = 'light' | 'dark';

const listeners = new Set<() => void>();
let mode: ColorMode = 'light';

function apply(next: ColorMode): void {
  mode = next;
  document.documentElement.setAttribute('data-theme', next);
  for (const listener of listeners) listener();
}

function current(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Called once when the app starts in the browser. */
export function installColorMode({ defaultMode, disableSwitch, respectPrefersColorScheme }: SiteData['colorMode']): void {
  // A choice stored before the switch was disabled must not pin the reader to it.
  if (disableSwitch) deleteStorage(THEME_STORAGE_KEY);
  apply(current());
  if (!disableSwitch) {
    window.addEventListener('storage', (event) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      apply(event.newValue === 'dark' ? 'dark' : event.newValue === 'light' ? 'light' : systemOr(defaultMode, respectPrefersColorScheme));
    });
  }
  if (disableSwitch && !respectPrefersColorScheme) return;
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  query?.addEventListener('change', () => {
    // Printing flips the media query for a moment; that is not the reader's preference changing.
    if (window.matchMedia('print').matches) return;
    deleteStorage(THEME_STORAGE_KEY);
    apply(respectPrefersColorScheme ? (query.matches ? 'dark' : 'light') : defaultMode);
  });
}

function systemOr(defaultMode: ColorMode, respect: boolean): ColorMode {
  if (respect && window.matchMedia?.('(prefers-color-scheme: dark)').matches) return 'dark';
  if (respect && window.matchMedia?.('(prefers-color-scheme: light)').matches) return 'light';
  return defaultMode;
}

export function setColorMode(next: ColorMode): void {
  apply(next);
  writeStorage(THEME_STORAGE_KEY, next);
}

/** The current mode; `serverMode` until hydration is over, so the first render matches the HTML. */
export function useColorMode(serverMode: ColorMode): ColorMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mode,
    () => serverMode,
  );
}
