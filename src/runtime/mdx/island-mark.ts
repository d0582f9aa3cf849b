/**
 * The marks an island leaves, shared by the build (cli/mdx) and the browser without loading React:
 * the prop the compiler adds to an island's element, and the element that holds a rendered island.
 */

/** The prop the compiler adds to an island's element: where it is written (`docs/x.mdx:12`). */
export const ISLAND_AT = 'data-docsgen-at';

/** The element around an island's HTML: `data-island` (its module's URL), `data-export`, `data-props`. */
export const ISLAND_TAG = 'docsgen-island';

/** The prop the compiler adds to a `<BrowserOnly>` it can run in the browser: its module and export (`docsgen-asset:island.browser-x.js#b0`). */
export const BROWSER_ONLY_AT = 'data-docsgen-browser-only';
