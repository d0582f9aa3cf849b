/**
 * The table of contents as a tree: a heading's parent is the nearest earlier heading of a lower
 * level; headings outside [min, max] are dropped and their in-range descendants move up.
 */
import type { HeadingInfo } from './headings.ts';

export interface TocItem {
  id: string;
  /** Inline HTML of the heading (may contain `<code>`). */
  value: string;
  level: number;
  children: TocItem[];
}

export function buildToc(headings: readonly HeadingInfo[], minLevel: number, maxLevel: number): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    // A heading closes every open section of its level or deeper, even when it is left out.
    while (stack.length && stack.at(-1)!.level >= heading.level) stack.pop();
    if (heading.level < minLevel || heading.level > maxLevel) continue;
    const item: TocItem = { id: heading.id, value: heading.html, level: heading.level, children: [] };
    (stack.at(-1)?.children ?? root).push(item);
    stack.push(item);
  }
  return root;
}
