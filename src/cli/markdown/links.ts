/**
 * Links in the rendered content: site-absolute paths get the baseUrl, external links open in a
 * new tab safely, `pathname://` links become plain ones (`plain-links.ts`), and every href is
 * recorded for the link gate.
 */
import type { Root } from 'hast';
import { PLAIN_LINK_ATTRIBUTE, plainLinkPath, withSiteBase } from '../../runtime/shell/plain-links.ts';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';

export function rehypeLinks(options: { baseUrl: string }) {
  const { baseUrl } = options;
  return (tree: Root, file: VFile) => {
    const links: string[] = [];
    walkElements(tree, (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      let href = node.properties.href;
      const plain = plainLinkPath(href);
      if (plain !== undefined) {
        href = withSiteBase(baseUrl, plain);
        node.properties.href = href;
        node.properties[PLAIN_LINK_ATTRIBUTE] = '';
        links.push(href);
        return;
      }
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
