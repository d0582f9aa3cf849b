/**
 * localStorage that never breaks the page. Private windows, disabled storage, quotas and sandboxed
 * iframes make `localStorage` throw; every feature that remembers something goes through here and
 * degrades to "remembers nothing" with a warning in the console (once, when there is no storage)
 * or an error (each operation that fails). A change made here is announced to this tab too, as
 * a `storage` event, as the browser announces it to the others.
 */

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    'docsgen: browser storage is not available.\nPossible reasons: the site runs in an iframe, in a private window, or with strict privacy settings. Choices such as the color mode will not be remembered.',
    error,
  );
}

function store(): Storage | null {
  try {
    // Reading the property itself throws in some browsers when storage is disabled.
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

function attempt<T>(what: string, run: (s: Storage) => T, fallback: T): T {
  const s = store();
  if (!s) return fallback;
  try {
    return run(s);
  } catch (error) {
    console.error(`docsgen storage error, can't ${what}`, error);
    return fallback;
  }
}

function announce(s: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: s, url: location.href }));
}

export function readStorage(key: string): string | null {
  return attempt(`get key=${key}`, (s) => s.getItem(key), null);
}

export function writeStorage(key: string, value: string): void {
  attempt(`set ${key}=${value}`, (s) => {
    const old = s.getItem(key);
    s.setItem(key, value);
    announce(s, key, old, value);
  }, undefined);
}

export function deleteStorage(key: string): void {
  attempt(`delete key=${key}`, (s) => {
    const old = s.getItem(key);
    s.removeItem(key);
    announce(s, key, old, null);
  }, undefined);
}
