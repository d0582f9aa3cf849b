/**
 * Algolia Insights "Items Viewed" events for the hits a reader was shown, debounced by 400 ms
 * as DocSearch's insights plugin does: a burst of keystrokes reports only what stayed on screen.
 * Sent with the lite client's transporter (same retries, credentials as query parameters so the
 * browser makes a simple CORS request) to `POST /1/events` on the Insights host. A failure is
 * dropped: analytics must never disturb a search.
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { SearchHit } from '../types.ts';

export const VIEW_DEBOUNCE_MS = 400;
/** The Insights API takes at most 20 objectIDs per event. */
const MAX_OBJECT_IDS = 20;

export interface ViewReporter {
  itemsViewed(hits: readonly SearchHit[], indexName: string): void;
}

export function createViewReporter(client: Pick<LiteClient, 'customPost'>, userToken = anonymousUserToken()): ViewReporter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    itemsViewed(hits, indexName) {
      clearTimeout(timer);
      const objectIDs = hits.slice(0, MAX_OBJECT_IDS).map((hit) => hit.objectID);
      if (objectIDs.length === 0) return;
      timer = setTimeout(() => {
        const event = { eventType: 'view', eventName: 'Items Viewed', index: indexName, objectIDs, userToken };
        client.customPost({ path: '1/events', body: { events: [event] } }).catch(() => {});
      }, VIEW_DEBOUNCE_MS);
    },
  };
}

/**
 * Insights requires a user token. An anonymous one per page life, kept in memory only: no cookie,
 * nothing stored, so nothing follows the reader across visits.
 */
export function anonymousUserToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `anonymous-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
