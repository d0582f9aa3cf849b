/**
 * The order of the hits of several pages in one answer, as Algolia orders DocSearch records: a
 * hit named exactly as the query first, then by where the query was found — a page title, then
 * headings from the highest level down, then text — and by the page's rank within each. So the
 * modal, which keeps 5 rows per section of the site, shows the pages whose titles and headings
 * match rather than one page's paragraphs.
 *
 * A page's own row goes just before its first other row when its title does not match: it is
 * the tree's root, and says little on its own.
 */
import type { HitType, SearchHit } from '../types.ts';

const TEXT_TIER = 6;

/** `named`: whether a title or heading is the query's name (`imageDir` for "imagedir"). */
export function recordOrder(pages: readonly SearchHit[][], named: (text: string) => boolean): SearchHit[] {
  const placed = pages.flatMap((hits, rank) => {
    const tiers = hits.map((hit) => tierOf(hit, named));
    const firstOther = Math.min(TEXT_TIER, ...tiers.slice(1));
    return hits.map((hit, at) => ({ hit, rank, at, tier: hit.type === 'lvl1' && tiers[at]! > firstOther ? firstOther : tiers[at]! }));
  });
  return placed.sort((a, b) => a.tier - b.tier || a.rank - b.rank || a.at - b.at).map((p) => p.hit);
}

/** -1: named as the query; 0: its title matches; 1–5: a heading of level 2–6 matches; 6: its text. */
function tierOf(hit: SearchHit, named: (text: string) => boolean): number {
  if (hit.type === 'content') return TEXT_TIER;
  const text = hit.hierarchy[hit.type] ?? '';
  if (named(text)) return -1;
  const marked = (hit._highlightResult?.hierarchy?.[hit.type]?.matchLevel ?? 'none') !== 'none';
  if (!marked) return hit.type === 'lvl1' ? TEXT_TIER + 1 : TEXT_TIER;
  return levelOf(hit.type) - 1;
}

function levelOf(type: Exclude<HitType, 'content'>): number {
  return Number(type.slice(3));
}
