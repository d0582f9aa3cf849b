/**
 * A page asked for with `Accept: text/markdown` (as AI tools and `curl -H` ask) is answered with
 * its Markdown twin (`/docs/intro` → `/docs/intro.md`) when the build wrote one; a browser, which
 * prefers HTML, gets the page. Responses to page paths vary on `Accept` for caches to tell them apart.
 */

/** Whether the `Accept` header ranks `text/markdown` above `text/html` (q-values honoured). */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  let markdown = 0;
  let html = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    if (type.trim() === 'text/markdown') markdown = Math.max(markdown, q);
    else if (type.trim() === 'text/html') html = Math.max(html, q);
  }
  return markdown > 0 && markdown > html;
}

/** The twin of a page path (`/docs/intro/` and `/docs/intro` → `/docs/intro.md`, `/` → `/index.md`); none for a file's path. */
export function twinOfPagePath(pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  return `${trimmed || '/index'}.md`.replace(/^\/\/+/, '/');
}
