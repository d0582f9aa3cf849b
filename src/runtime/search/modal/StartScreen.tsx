/**
 * The empty query: recent searches (save as favorite, remove) and favorites (remove), or
 * "No recent searches". An action first marks its row (a short CSS transition), then changes
 * the stored lists and refreshes them; focus goes back to the input, as the row's buttons go away.
 */
import { useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import type { SearchHit } from '../types.ts';
import { Hits } from './Hits.tsx';
import { RecentIcon, ResetIcon, StarIcon } from './icons.tsx';
import { promoteToFavorite, type StoredSearches } from './stored-searches.ts';
import { FAVORITE_SOURCE, RECENT_SOURCE, type SearchApi, type SearchState } from './use-search.ts';

export interface StartScreenProps {
  api: SearchApi;
  state: SearchState;
  recents: StoredSearches;
  favorites: StoredSearches;
  personalization: boolean;
  input: RefObject<HTMLInputElement | null>;
}

type Pending = { objectID: string; kind: 'favoriting' | 'deleting' };

const ACTION_TRANSITION_MS = 200;

export function StartScreen({ api, state, recents, favorites, personalization, input }: StartScreenProps) {
  const [pending, setPending] = useState<Pending>();
  if (!personalization) return null;
  if (recents.getAll().length === 0 && favorites.getAll().length === 0) {
    return state.status === 'idle' ? (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">No recent searches</p>
      </div>
    ) : null;
  }

  const act = (event: MouseEvent, hit: SearchHit, kind: Pending['kind'], change: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    setPending({ objectID: hit.objectID, kind });
    input.current?.focus({ preventScroll: true });
    // The row's transition is what the reader sees; the lists change when it has played.
    setTimeout(() => {
      change();
      setPending(undefined);
      api.refresh();
    }, ACTION_TRANSITION_MS);
  };
  const rowClass = (hit: SearchHit) => (pending?.objectID === hit.objectID ? `DocSearch-Hit--${pending.kind}` : undefined);

  return (
    <div className="DocSearch-Dropdown-Container">
      {state.collections.map((collection) => {
        if (collection.items.length === 0) return null;
        const recent = collection.source.sourceId === RECENT_SOURCE;
        if (!recent && collection.source.sourceId !== FAVORITE_SOURCE) return null;
        return (
          <Hits
            key={collection.source.sourceId}
            api={api}
            collection={collection}
            title={recent ? 'Recent' : 'Favorite'}
            icon={() => (recent ? <RecentIcon /> : <StarIcon />)}
            rowClass={rowClass}
            actions={(hit, optionId) =>
              recent ? (
                <>
                  <ActionButton title="Save this search" describedBy={optionId} onClick={(e) => act(e, hit, 'favoriting', () => promoteToFavorite(hit, recents, favorites))}>
                    <StarIcon />
                  </ActionButton>
                  <ActionButton title="Remove this search from history" describedBy={optionId} onClick={(e) => act(e, hit, 'deleting', () => recents.remove(hit.objectID))}>
                    <ResetIcon />
                  </ActionButton>
                </>
              ) : (
                <ActionButton title="Remove this search from favorites" describedBy={optionId} onClick={(e) => act(e, hit, 'deleting', () => favorites.remove(hit.objectID))}>
                  <ResetIcon />
                </ActionButton>
              )
            }
          />
        );
      })}
    </div>
  );
}

function ActionButton({ title, describedBy, onClick, children }: { title: string; describedBy: string; onClick: (event: MouseEvent) => void; children: ReactNode }) {
  return (
    // `submit`, as DocSearch's (behaviour.md §1.5); the click prevents its default either way.
    <button type="submit" className="DocSearch-Hit-action-button" title={title} aria-label={title} aria-describedby={describedBy} onClick={onClick}>
      {children}
    </button>
  );
}
