/**
 * `<DocCardList />` in an MDX doc: the cards of the category the doc is the page of, found in the
 * sidebar the doc shows once the sidebars exist, and drawn where the component left its mark.
 */
import type { DocCard, SidebarCategory, SidebarItem } from '../../runtime/data.ts';
import { DOC_CARD_LIST_MARK } from '../../runtime/mdx/doc-card-list-mark.ts';
import type { CompiledDoc } from '../content/model.ts';
import { UserError } from '../errors.ts';

/** The `cardList` of a doc's route: none when the doc has no `<DocCardList />` of its category. */
export function cardListOf(doc: CompiledDoc, sidebar: readonly SidebarItem[] | undefined, cardsOf: (items: readonly SidebarItem[]) => DocCard[]): { cardList?: DocCard[] } {
  // A flag the compile set, not the HTML: that is read back from the build's spill.
  if (!doc.docCardList) return {};
  const category = sidebar && categoryLinkingTo(sidebar, doc.href);
  if (!category) {
    const where = sidebar ? 'no category of its sidebar links to this doc' : 'this doc is in no sidebar';
    throw new UserError(
      `<DocCardList /> lists the cards of the category this doc is the page of, but ${where}. Make the doc its category's page (an index.md or a file named as its folder, a _category_ file's link: { type: 'doc', id }, or a sidebars file category's link), or pass the cards: <DocCardList items={[…]} />.`,
      { file: doc.source.displayPath, line: componentLine(doc.source.source) },
    );
  }
  return { cardList: cardsOf(category.items) };
}

function categoryLinkingTo(items: readonly SidebarItem[], href: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = categoryLinkingTo(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

function componentLine(source: string): number | undefined {
  const at = source.search(/<DocCardList\b/);
  return at < 0 ? undefined : source.slice(0, at).split('\n').length;
}

/** A doc page's HTML with its category's cards where `<DocCardList />` stands. */
export function withCardList(html: string, cardsHtml: string): string {
  return html.split(DOC_CARD_LIST_MARK).join(cardsHtml);
}
