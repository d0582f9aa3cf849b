/** Where a page's Markdown twin lives: beside the page, its path plus `.md` (`/` is `index.md`). */

/** `/docs/intro` → `docs/intro.md`, `/` → `index.md` (a file in the output folder). */
export function twinFile(routePath: string): string {
  const clean = routePath.replace(/^\/|\/$/g, '');
  return `${clean || 'index'}.md`;
}

/** The twin's URL path below the base URL: `/docs/intro` → `/docs/intro.md`. */
export function twinPath(routePath: string): string {
  return `/${twinFile(routePath)}`;
}
