/**
 * A doc's body: HTML made at build time. It is set as inner HTML so the browser never receives
 * the content twice (no JSX copy of it in the bundle). What in it needs the browser (tabs,
 * Mermaid diagrams) carries `data-enhance`, and only a page that has one loads the small module
 * that makes it live (enhance.ts); a ref callback, new each render so it runs again when the HTML
 * changes, finds them for fewer bytes than an effect.
 */
export function DocContent({ html }: { html: string }) {
  return <div ref={(root) => void (root?.querySelector('[data-enhance]') && import('./enhance.ts').then((content) => content.default(root)))} className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
