/**
 * Wide tables scroll inside their own box instead of widening the page; the box is focusable so
 * keyboard users can scroll it too (a numbered region, so each one has its own name).
 */
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

export function rehypeTableScroll() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
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
