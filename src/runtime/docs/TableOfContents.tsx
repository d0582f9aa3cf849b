import { useSite } from '../app/context.tsx';
import type { TocItem } from '../data.ts';
import { useActiveHeading } from './active-heading.ts';

function TocList({ items, className, active }: { items: TocItem[]; className?: string; active?: string | undefined }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`table-of-contents__link toc-highlight${item.id === active ? ' table-of-contents__link--active' : ''}`}
            aria-current={item.id === active ? 'location' : undefined}
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
          {item.children.length > 0 && <TocList items={item.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** The right-hand column on wide screens; the heading in view is highlighted. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items, useSite().navbar.hideOnScroll);
  if (!items.length) return null;
  return (
    <div className="toc-column col col--3">
      <nav aria-label="On this page" className="table-of-contents">
        <p className="table-of-contents__title">On this page</p>
        <TocList items={items} className="table-of-contents__list" active={active} />
      </nav>
    </div>
  );
}

/** Above the content on narrow screens: collapsed until opened. */
export function TableOfContentsCollapsible({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible__button">On this page</summary>
      <TocList items={items} className="table-of-contents__list" />
    </details>
  );
}
