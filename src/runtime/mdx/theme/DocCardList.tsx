/**
 * `@theme/DocCardList`: cards of the category the doc is the page of (no `items`, or the items
 * `useCurrentSidebarCategory()` gives), else of the sidebar items it is handed.
 */
import type { DocCard } from '../../data.ts';
import { DocCards } from '../../docs/DocCards.tsx';
import { CURRENT_CATEGORY_ITEMS, DOC_CARD_LIST_ATTRIBUTE } from '../doc-card-list-mark.ts';
import { useMdxContext, withBaseUrl } from '../site-context.tsx';

/** A Docusaurus sidebar item as a doc may write one out. */
interface GivenItem {
  type?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: readonly unknown[];
}

export default function DocCardList({ items, className }: { items?: readonly GivenItem[]; className?: string }) {
  const { siteConfig } = useMdxContext();
  if (items === undefined || items === CURRENT_CATEGORY_ITEMS) return <div {...{ [DOC_CARD_LIST_ATTRIBUTE]: '' }} />;
  const cards = items.flatMap((item): DocCard[] => {
    if (!item.href || !item.label) return [];
    const kind = item.type === 'category' ? 'category' : /^[a-z][a-z\d+.-]*:|^\/\//i.test(item.href) ? 'external' : 'doc';
    const description = item.description ?? (item.items ? `${item.items.length} item${item.items.length === 1 ? '' : 's'}` : '');
    return [{ kind, title: item.label, href: withBaseUrl(siteConfig.baseUrl, item.href), description }];
  });
  const grid = <DocCards cards={cards} />;
  return className ? <div className={className}>{grid}</div> : grid;
}
