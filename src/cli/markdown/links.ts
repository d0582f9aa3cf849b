/**
 * Links in the rendered content: site-absolute paths get the baseUrl, external links open in a
 * new tab safely, and every href is recorded for the link gate.
 */
import type { Root } from 'hast';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';

export function rehypeLinks(options: { baseUrl: string }) {
  const { baseUrl } = options;
  return (tree: Root, file: VFile) => {
    const links: string[] = [];
    walkElements(tree, (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      let href = node.properties.href;
      if (href.startsWith('/') && !href.startsWith('//') && baseUrl !== '/' && !href.startsWith(baseUrl)) {
        href = baseUrl + href.slice(1);
        node.properties.href = href;
      }
      if (/^https?:\/\//i.test(href) || href.startsWith('//')) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      links.push(href);
    });
    file.data.links = links;
  };
}

declare module 'vfile' {
  interface DataMap {
    links: string[];
  }
}
