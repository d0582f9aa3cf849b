/**
 * Wide tables scroll inside their own box instead of widening the page; the box is focusable so
 * keyboard users can scroll it too (a numbered region, so each one has its own name).
 */
import type { Element, Root } from 'hast';
import { SKIP, walkElements } from './walk.ts';

export function rehypeTableScroll() {
  return (tree: Root) => {
    let count = 0;
    walkElements(tree, (node, index, parent) => {
      if (node.tagName === 'pre') return SKIP; // highlighted code: thousands of spans, never a table
      if (node.tagName !== 'table') return;
      const wrapper: Element = {
        type: 'element',
        tagName: 'section',
        properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: `Table ${++count}` },
        children: [node],
      };
      parent.children[index] = wrapper;
      return SKIP;
    });
  };
}
