/**
 * Recent and favorite searches (DocSearch's rules and localStorage keys, so a reader moving
 * between the two keeps them): newest first, one entry per objectID, capped; a paragraph is
 * remembered as its page; favorites are never also recents. Storage that cannot be written
 * behaves as empty.
 */
import { readStorage, writeStorage } from '../../client/storage.ts';
import type { SearchHit } from '../types.ts';

export const FAVORITES_LIMIT = 10;
export const RECENTS_LIMIT = 7;
export const RECENTS_LIMIT_WITH_FAVORITES = 4;

/** A hit as stored: without the response's highlight and snippet parts (nor autocomplete's position and search). */
export type StoredHit = SearchHit;

export function toStored(hit: SearchHit): StoredHit {
  const { _highlightResult: _h, _snippetResult: _s, __autocomplete_id: _id, __autocomplete_queryID: _query, ...rest } = hit;
  return rest;
}

/** What choosing a hit saves: a paragraph saves its page (nothing when there is none). */
export function searchToSave(hit: SearchHit): SearchHit | null {
  return hit.type === 'content' ? (hit.__docsearch_parent ?? null) : hit;
}

export function withSearch(list: readonly StoredHit[], hit: SearchHit, limit: number): StoredHit[] {
  return [toStored(hit), ...list.filter((item) => item.objectID !== hit.objectID)].slice(0, limit);
}

export function withoutSearch(list: readonly StoredHit[], objectID: string): StoredHit[] {
  return list.filter((item) => item.objectID !== objectID);
}

/** Fixed when the modal opens: 7 recents, or 4 when there are favorites to show too. */
export function recentsLimit(favorites: number): number {
  return favorites > 0 ? RECENTS_LIMIT_WITH_FAVORITES : RECENTS_LIMIT;
}

export function parseStored(raw: string | null, limit: number): StoredHit[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value.filter((item) => typeof item?.objectID === 'string' && typeof item?.url === 'string') as StoredHit[]).slice(0, limit) : [];
  } catch {
    return [];
  }
}

export interface StoredSearches {
  getAll(): StoredHit[];
  add(hit: SearchHit): void;
  remove(objectID: string): void;
}

const PROBE_KEY = '__TEST_KEY__';

/**
 * Whether writes survive: a blocked, full or throwing localStorage makes the lists empty. Asked
 * quietly, as DocSearch asks it: a failure here is the answer, not an error to log.
 */
export function storageUsable(): boolean {
  try {
    const storage = window.localStorage;
    storage.setItem(PROBE_KEY, '');
    const usable = storage.getItem(PROBE_KEY) === '';
    storage.removeItem(PROBE_KEY);
    return usable;
  } catch {
    return false;
  }
}

export function createStoredSearches(key: string, limit: number, usable: boolean): StoredSearches {
  let items = usable ? parseStored(readStorage(key), limit) : [];
  const save = (next: StoredHit[]) => {
    items = next;
    if (usable) writeStorage(key, JSON.stringify(next));
  };
  return {
    getAll: () => items,
    add: (hit) => save(withSearch(items, hit, limit)),
    remove: (objectID) => save(withoutSearch(items, objectID)),
  };
}

/** Nothing stored and nothing shown (`disableUserPersonalization`). */
export const noStoredSearches: StoredSearches = { getAll: () => [], add: () => {}, remove: () => {} };

/** Choosing a hit remembers it as a recent search, unless it is a favorite already. */
export function rememberChoice(hit: SearchHit, recents: StoredSearches, favorites: StoredSearches): void {
  const saved = searchToSave(hit);
  if (!saved || favorites.getAll().some((item) => item.objectID === saved.objectID)) return;
  recents.add(saved);
}

/** "Save this search": a recent becomes a favorite. */
export function promoteToFavorite(hit: SearchHit, recents: StoredSearches, favorites: StoredSearches): void {
  favorites.add(hit);
  recents.remove(hit.objectID);
}
