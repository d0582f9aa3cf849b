/**
 * Algolia Insights events, as DocSearch's insights plugin sends them: "Items Viewed" for the hits
 * a reader was shown, debounced by 400 ms (a burst of keystrokes reports only what stayed on
 * screen) and only when they changed, and "Item Selected" for the hit chosen, with the search's `queryID` (click analytics).
 * Sent with the lite client's transporter (same retries, credentials as query parameters so the
 * browser makes a simple CORS request) to `POST /1/events` on the Insights host. A failure is
 * dropped: analytics must never disturb a search.
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { SearchHit } from '../types.ts';

export const VIEW_DEBOUNCE_MS = 400;
/** The Insights API takes at most 20 objectIDs per event. */
const MAX_OBJECT_IDS = 20;

export interface InsightsReporter {
  itemsViewed(hits: readonly SearchHit[], indexName: string): void;
  itemSelected(hit: SearchHit, indexName: string): void;
}

export function createInsightsReporter(client: Pick<LiteClient, 'customPost'>, userToken = anonymousUserToken()): InsightsReporter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The hits last reported: the same hits still on screen (a space typed, a failed search) are not reported again. */
  let lastViewed = '';
  const send = (event: Record<string, unknown>) => {
    client.customPost({ path: '1/events', body: { events: [{ ...event, userToken }] } }).catch(() => {});
  };
  return {
    itemsViewed(hits, indexName) {
      clearTimeout(timer);
      const objectIDs = hits.slice(0, MAX_OBJECT_IDS).map((hit) => hit.objectID);
      if (objectIDs.length === 0) return;
      timer = setTimeout(() => {
        const viewed = JSON.stringify([indexName, objectIDs]);
        if (viewed === lastViewed) return;
        lastViewed = viewed;
        send({ eventType: 'view', eventName: 'Items Viewed', index: indexName, objectIDs });
      }, VIEW_DEBOUNCE_MS);
    },
    itemSelected(hit, indexName) {
      const queryID = hit.__autocomplete_queryID;
      const id = hit.__autocomplete_id;
      // A saved search, or a hit from a search without click analytics: nothing to tie it to.
      if (!queryID || typeof id !== 'number') return;
      // The item's place on screen (autocomplete numbers them from 0); Insights counts from 1.
      send({ eventType: 'click', eventName: 'Item Selected', index: indexName, objectIDs: [hit.objectID], positions: [id + 1], queryID });
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
