/**
 * Where an MDX doc's `<DocCardList />` of its own category stands. The doc is rendered before the
 * sidebars exist, so the component leaves this mark; the build draws the category's cards in its
 * place when it renders the page (cli/build/build.ts).
 */
export const DOC_CARD_LIST_ATTRIBUTE = 'data-docsgen-doc-card-list';
export const DOC_CARD_LIST_MARK = `<div ${DOC_CARD_LIST_ATTRIBUTE}=""></div>`;

/** What `useCurrentSidebarCategory().items` gives at build time: "this doc's category's items". */
export const CURRENT_CATEGORY_ITEMS: readonly never[] = Object.freeze([]);
