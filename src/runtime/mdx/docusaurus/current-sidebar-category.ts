/**
 * `useCurrentSidebarCategory` (from `@docusaurus/theme-common` or
 * `@docusaurus/plugin-content-docs/client`), for `<DocCardList items={…} />`: at build time the
 * sidebars do not exist yet, so its items stand for "this doc's category", drawn later.
 */
import { CURRENT_CATEGORY_ITEMS } from '../doc-card-list-mark.ts';

export function useCurrentSidebarCategory(): { type: 'category'; items: readonly never[] } {
  return { type: 'category', items: CURRENT_CATEGORY_ITEMS };
}
