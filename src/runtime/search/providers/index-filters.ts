/**
 * Pagefind's filter object, evaluated over the filter files' page lists into a mask of the pages
 * that pass it.
 */
import type { PagefindFilter } from './pagefind-api.ts';

const COMBINATORS = new Set(['all', 'any', 'not', 'none']);

export function collectFacets(filter: PagefindFilter, into: Set<string>): void {
  for (const [key, value] of Object.entries(filter)) {
    if (!COMBINATORS.has(key)) into.add(key);
    else if (Array.isArray(value)) for (const f of value) collectFacets(f as PagefindFilter, into);
    else if (value && typeof value === 'object') collectFacets(value as PagefindFilter, into);
  }
}

/**
 * Pagefind's filter object: keys are facets (a value, `{ any | all | none: values }`, or a list
 * of values all required) or `all` / `any` / `none` of filters and `not` a filter, all ANDed.
 */
export function evaluateFilter(filter: PagefindFilter, values: ReadonlyMap<string, ReadonlyMap<string, number[]>>, total: number): Uint8Array {
  const all = new Uint8Array(total).fill(1);
  const pagesWith = (facet: string, value: string) => {
    const mask = new Uint8Array(total);
    for (const page of values.get(facet)?.get(value) ?? []) if (page < total) mask[page] = 1;
    return mask;
  };
  const and = (masks: Uint8Array[]) => masks.reduce((a, b) => a.map((x, i) => x & b[i]!), all);
  const or = (masks: Uint8Array[]) => masks.reduce((a, b) => a.map((x, i) => x | b[i]!), new Uint8Array(total));
  const not = (mask: Uint8Array) => mask.map((x) => 1 - x);
  const facetMask = (facet: string, condition: unknown): Uint8Array => {
    if (typeof condition === 'string') return pagesWith(facet, condition);
    if (Array.isArray(condition)) return and(condition.map((v) => facetMask(facet, v)));
    const c = condition as { any?: unknown[]; all?: unknown[]; none?: unknown[]; not?: unknown };
    const masks: Uint8Array[] = [];
    if (c.any) masks.push(or(c.any.map((v) => facetMask(facet, v))));
    if (c.all) masks.push(and(c.all.map((v) => facetMask(facet, v))));
    if (c.none) masks.push(not(or(c.none.map((v) => facetMask(facet, v)))));
    if (c.not !== undefined) masks.push(not(facetMask(facet, c.not)));
    return and(masks);
  };
  const evaluate = (f: PagefindFilter): Uint8Array => {
    const masks = Object.entries(f).map(([key, value]): Uint8Array => {
      if (key === 'all') return and((value as PagefindFilter[]).map(evaluate));
      if (key === 'any') return or((value as PagefindFilter[]).map(evaluate));
      if (key === 'none') return not(or((value as PagefindFilter[]).map(evaluate)));
      if (key === 'not') return not(evaluate(value as PagefindFilter));
      return facetMask(key, value);
    });
    return and(masks);
  };
  return evaluate(filter);
}
