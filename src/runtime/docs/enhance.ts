/**
 * What a doc's HTML needs from the browser, loaded only by pages whose content has an element
 * marked `data-enhance` (DocContent.tsx looks for that one mark): tabs (`@theme/Tabs`, npm2yarn
 * blocks) made live, Mermaid diagrams drawn by a module the build made for the site (its URL
 * is on the diagram, `data-mermaid`), so a page without a diagram never loads it, and the site's
 * own components hydrated as islands (islands.ts, loaded only when the page has one).
 */
import enhanceTabs from '../mdx/tabs.ts';

export default function enhance(root: HTMLElement): void {
  enhanceTabs(root);
  const diagram = root.querySelector<HTMLElement>('[data-mermaid]');
  // Should it not load (offline), the diagrams stay as their source, as code.
  if (diagram) import(/* @vite-ignore */ diagram.dataset.mermaid!).then((module: { default: (root: HTMLElement) => void }) => module.default(root), () => {});
  if (root.querySelector('[data-island]')) void import('./islands.ts').then((islands) => islands.default(root));
}
