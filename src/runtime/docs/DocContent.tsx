/**
 * A doc's body: HTML made at build time. It is set as inner HTML so the browser never receives
 * the content twice (no JSX copy of it in the bundle). Tabs an MDX doc drew (theme/Tabs.tsx) are
 * made live by a small module (mdx/tabs.ts) loaded only by pages that have them; a ref callback,
 * new each render so it runs again when the HTML changes, finds them for fewer bytes than an effect.
 */
export function DocContent({ html }: { html: string }) {
  return <div ref={(root) => void (root?.querySelector('[data-tabs]') && import('../mdx/tabs.ts').then((tabs) => tabs.default(root)))} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
