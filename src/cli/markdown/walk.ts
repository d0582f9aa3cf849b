/**
 * A depth-first walk over a syntax tree (mdast or hast), in document order. unist-util-visit does
 * the same, but it builds a named closure and an ancestors array for every node (for its stack
 * traces): on a 1,000-doc site that was a sixth of compiling the docs. The plugins here need only
 * this: enter each node, skip its children, or replace it in its parent (it is then not entered).
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Nodes as MdastNodes, Parent as MdastParent, Root as MdastRoot } from 'mdast';

export const SKIP = Symbol('skip');
export type WalkResult = typeof SKIP | void;

type HastParent = HastRoot | Element;

/** Every element under `tree`, with its index in its parent. */
export function walkElements(tree: HastParent, enter: (node: Element, index: number, parent: HastParent) => WalkResult): void {
  const children: (HastContent | ElementContent)[] = tree.children;
  for (let index = 0; index < children.length; index++) {
    const node = children[index]! as HastContent | ElementContent | HastRoot;
    // Shiki puts its output in as a root fragment, in place of the `pre` it highlighted.
    if (node.type === 'root') walkElements(node, enter);
    // An MDX doc's components hold Markdown too (a tab's code block, a heading in a <div>).
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') walkElements(node as unknown as Element, enter);
    if (node.type !== 'element') continue;
    if (enter(node, index, tree) === SKIP || children[index] !== node) continue;
    walkElements(node, enter);
  }
}

/** Every node under `tree` (mdast), with its index in its parent. */
export function walkMdast(tree: MdastRoot | MdastParent, enter: (node: MdastNodes, index: number, parent: MdastParent) => WalkResult): void {
  const children = tree.children as MdastNodes[];
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    if (enter(node, index, tree) === SKIP || children[index] !== node) continue;
    if ('children' in node) walkMdast(node, enter);
  }
}
