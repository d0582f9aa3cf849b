import { useLayoutEffect, useRef } from 'react';

/**
 * A doc's body: HTML made at build time. It is set as inner HTML so the browser never receives
 * the content twice (no JSX copy of it in the bundle). Tabs an MDX doc drew (theme/Tabs.tsx) are
 * made live by a small module loaded only by pages that have them.
 */
export function DocContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (root?.querySelector('[data-tabs]')) void import('../mdx/tabs-client.ts').then((tabs) => tabs.enhanceTabs(root));
  }, [html]);
  return <div ref={ref} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
