/**
 * Hydrates the islands of a doc's HTML (`<docsgen-island data-island="…module URL">`, made by
 * mdx/island.tsx) and unmounts them once a client navigation has taken their HTML away. Loaded by
 * enhance.ts only on pages that have one. The islands' modules are built apart from this app
 * (cli/bundle/islands.ts) and use the app's React, which the client entry lends them: one React
 * for the page, and an island's module holds only its component.
 */
import type { Root } from 'react-dom/client';

type Mount = (element: Element, name: string, props: unknown) => Root | undefined;

/** Each island met, and its root once hydrated. */
const live = new Map<HTMLElement, Root | undefined>();
let observer: MutationObserver | undefined;

export default function hydrateIslands(root: ParentNode): void {
  unmountGone();
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (live.has(element)) continue;
    live.set(element, undefined);
    const { island, export: name = 'default', props = '{}' } = element.dataset;
    // Should its module not load (offline), the island stays the HTML the build made.
    import(/* @vite-ignore */ island!).then(
      (module: { default: Mount }) => {
        if (!element.isConnected || live.get(element) !== undefined) return;
        live.set(element, module.default(element, name, JSON.parse(props)));
      },
      () => {},
    );
  }
  // A client navigation replaces the doc's HTML: islands whose element left the page are unmounted.
  observer ??= new MutationObserver(unmountGone);
  observer.observe(document.body, { childList: true, subtree: true });
}

function unmountGone(): void {
  for (const [element, root] of live) {
    if (element.isConnected) continue;
    live.delete(element);
    root?.unmount();
  }
}
