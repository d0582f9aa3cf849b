/**
 * Links in the rendered content: site-absolute paths get the baseUrl, external links open in a
 * new tab safely, `pathname://` links and links to files beside the doc become plain ones
 * (`plain-links.ts`), and every href is recorded for the link gate.
 */
import type { Root } from 'hast';
import { PLAIN_LINK_ATTRIBUTE, plainLinkPath, withSiteBase } from '../../runtime/shell/plain-links.ts';
import { DOC_FILES_DIR } from './doc-images.ts';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';

export function rehypeLinks(options: { baseUrl: string }) {
  const { baseUrl } = options;
  return (tree: Root, file: VFile) => {
    const links: string[] = [];
    walkElements(tree, (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const written = node.properties.href;
      const plain = plainLinkPath(written);
      const href = withSiteBase(baseUrl, plain ?? written);
      if (href !== written) node.properties.href = href;
      // A file beside the doc, copied with the site (`doc-images.ts`): the browser's to open, not the router's.
      if (plain !== undefined || href.startsWith(`${baseUrl}${DOC_FILES_DIR}/`)) {
        node.properties[PLAIN_LINK_ATTRIBUTE] = '';
        links.push(href);
        return;
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
