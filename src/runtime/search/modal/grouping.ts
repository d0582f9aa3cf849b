/**
 * DocSearch's two-level grouping of one response: hits by their top-level heading (lvl0, one
 * section each), then by page (lvl1), each capped at `maxResultsPerGroup`; every heading or
 * paragraph hit learns the page hit of its subgroup, which draws the tree and is what a recent
 * search remembers for a paragraph.
 */
import { highlightText } from '../highlight.tsx';
import type { SearchHit } from '../types.ts';

export const DEFAULT_MAX_RESULTS_PER_GROUP = 5;

export interface HitGroup {
  /** Plain text of the section header. */
  lvl0: string;
  hits: SearchHit[];
}

/** The section a hit belongs to: its highlighted lvl0 without the marks, else the raw lvl0. */
export function groupKey(hit: SearchHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  return highlighted === undefined ? hit.hierarchy.lvl0 : highlightText(highlighted);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string, max: number): Map<string, T[]> {
  // A Map keeps first-appearance order for every key (an object would put "2024" before "Guides").
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (!group) groups.set(k, [item]);
    else if (group.length < max) group.push(item);
  }
  return groups;
}

/**
 * `transform` runs once per page subgroup (DocSearch's `transformItems`: URL processing).
 * A `maxResultsPerGroup` of 0 or less means the default.
 */
export function groupHits(
  hits: readonly SearchHit[],
  maxResultsPerGroup: number | undefined,
  transform: (hits: SearchHit[]) => SearchHit[] = (h) => h,
): HitGroup[] {
  const max = maxResultsPerGroup && maxResultsPerGroup > 0 ? maxResultsPerGroup : DEFAULT_MAX_RESULTS_PER_GROUP;
  return [...groupBy(hits, groupKey, max)].map(([lvl0, groupHits]) => ({
    lvl0,
    hits: [...groupBy(groupHits, (hit) => hit.hierarchy.lvl1, max).values()].flatMap((page) => {
      const transformed = transform(page);
      return transformed.map((hit) => ({
        ...hit,
        __docsearch_parent:
          hit.type === 'lvl1' ? null : (transformed.find((other) => other.type === 'lvl1' && other.hierarchy.lvl1 === hit.hierarchy.lvl1) ?? null),
      }));
    }),
  }));
}
