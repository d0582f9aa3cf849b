/**
 * A doc's body: HTML made at build time. It is set as inner HTML so the browser never receives
 * the content twice (no JSX copy of it in the bundle).
 */
export function DocContent({ html }: { html: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
