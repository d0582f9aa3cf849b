/**
 * Two jobs on the markdown tree that need the source form of headings:
 * - the leading `# Title` becomes the doc's title (the template renders it as the page h1);
 * - `## Heading {#custom-id}` keeps its explicit id (the suffix is removed from the text).
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkMdast } from './walk.ts';
import type { VFile } from 'vfile';

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

export function remarkTitleAndIds() {
  return (tree: Root, file: VFile) => {
    // An MDX doc's imports and comments come before its title as often as a front matter does.
    const first = tree.children.find((n) => n.type !== 'yaml' && n.type !== 'html' && n.type !== 'mdxjsEsm' && n.type !== 'mdxFlowExpression');
    if (first?.type === 'heading' && first.depth === 1) {
      stripCustomId(first);
      file.data.contentTitle = toString(first).trim();
      tree.children.splice(tree.children.indexOf(first), 1);
    }
    walkMdast(tree, (node) => {
      if (node.type !== 'heading') return;
      const id = stripCustomId(node);
      if (id) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    });
  };
}

function stripCustomId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}

declare module 'vfile' {
  interface DataMap {
    contentTitle: string;
  }
}
