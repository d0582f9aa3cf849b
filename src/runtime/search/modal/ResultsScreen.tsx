/** Hits in sections by top-level heading, then "See all N results" on the search page when there is one. */
import type { SearchData } from '../../data.ts';
import { Hits } from './Hits.tsx';
import { HitTypeIcon } from './hit-text.tsx';
import type { HitsSourceInfo, SearchApi, SearchState } from './use-search.ts';

export function ResultsScreen({ api, state, search, baseUrl, onClose }: { api: SearchApi; state: SearchState; search: SearchData; baseUrl: string; onClose: () => void }) {
  const sources = state.collections.map((c) => c.source as unknown as Partial<HitsSourceInfo>);
  const nbHits = sources.find((s) => s.nbHits !== undefined)?.nbHits ?? 0;
  return (
    <div className="DocSearch-Dropdown-Container">
      {state.collections.map((collection, index) =>
        collection.items.length === 0 ? null : (
          <Hits
            key={collection.source.sourceId}
            api={api}
            collection={collection}
            title={sources[index]?.lvl0 ?? ''}
            icon={(hit) => <HitTypeIcon hit={hit} />}
            externalUrlRegex={search.externalUrlRegex}
          />
        ),
      )}
      {search.searchPagePath && (
        <section className="DocSearch-HitsFooter">
          <a href={`${baseUrl}${search.searchPagePath.replace(/^\//, '')}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
            See all {nbHits} results
          </a>
        </section>
      )}
    </div>
  );
}
