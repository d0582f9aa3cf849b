import { usePage } from '../app/context.tsx';
import type { ReactElement } from 'react';
import type { PageContextValue } from '../app/context.tsx';
import type { SidebarItem } from '../data.ts';
import { loadFullSidebars, useSidebarItems } from './full-sidebars.ts';
import { sameHref } from './sidebar-href.ts';

function contains(item: SidebarItem, href: string): boolean {
  if (item.href && sameHref(item.href, href)) return true;
  return item.type === 'category' && item.items.some((child) => contains(child, href));
}

/**
 * The docs sidebar. Categories are `<details>`: they open and close without JavaScript, and a
 * collapsed category still holds its links in the HTML. The category containing the current
 * page starts open.
 */
export function Sidebar({ sidebarId }: { sidebarId: string }) {
  const { site, route } = usePage();
  const items = useSidebarItems(site, route, sidebarId) ?? [];
  const current = site.baseUrl + route.path.replace(/^\//, '');
  return (
    <aside className="doc-sidebar">
      <nav aria-label="Docs sidebar" className="menu">
        <SidebarList items={items} current={current} level={1} />
      </nav>
    </aside>
  );
}

export function SidebarList({ items, current, level }: { items: SidebarItem[]; current: string; level: number }) {
  const page = usePage();
  const className = `menu__list${level > 1 ? ' menu__list--nested' : ''}`;
  const entry = (item: SidebarItem) => <SidebarEntry item={item} current={current} level={level} />;
  const drawn = listHtml?.({ items, page, entry, closed: (item) => isClosed(item, current) });
  if (drawn !== undefined) return <ul className={className} dangerouslySetInnerHTML={{ __html: drawn }} />;
  return (
    <ul className={className}>
      {items.map((item) => (
        <SidebarEntry key={`${item.type}:${item.label ?? item.value}:${item.href ?? ''}`} item={item} current={current} level={level} />
      ))}
    </ul>
  );
}

/** A large site's category shown closed on this page: drawn the same on every page that shows it so. */
function isClosed(item: SidebarItem, current: string): boolean {
  return item.type === 'category' && item.unloaded === true && item.collapsed && item.collapsible && !contains(item, current);
}

/** What the server's list drawing is given (see `plugSidebarListHtml`). */
export interface SidebarListParts {
  items: SidebarItem[];
  page: PageContextValue;
  /** An item's `<li>`, as this list draws it. */
  entry(item: SidebarItem): ReactElement;
  /** Whether an item's `<li>` is the same on every page that shows it (see `isClosed`). */
  closed(item: SidebarItem): boolean;
}

/**
 * Set by the server render only (render/ssr-entry.tsx): a list's inner markup, each closed
 * category's made once for the build, or `undefined` to draw the list here. A large site's every
 * page shows most categories closed (174 top-level ones at 100,000 generated docs), and drawing
 * them again for each page was a large part of its render. The HTML is the same as drawn here, so
 * the browser hydrates it as it is.
 */
let listHtml: ((parts: SidebarListParts) => string | undefined) | undefined;

export function plugSidebarListHtml(draw: typeof listHtml): void {
  listHtml = draw;
}

function SidebarEntry({ item, current, level }: { item: SidebarItem; current: string; level: number }) {
  const { site } = usePage();
  if (item.type === 'html') {
    // The site's own markup (a sidebars file's `html` item), as Docusaurus puts it in the list.
    return <li className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
  const active = item.href !== undefined && sameHref(item.href, current);
  const linkClass = `menu__link${active ? ' menu__link--active' : ''}`;
  if (item.type === 'link') {
    return (
      <li className={['menu__item', item.className].filter(Boolean).join(' ')}>
        <a className={linkClass} href={item.href} aria-current={active ? 'page' : undefined}>
          {item.label}
        </a>
      </li>
    );
  }
  const open = !item.collapsed || !item.collapsible || contains(item, current);
  const label = item.href ? (
    <a className={`${linkClass} menu__link--category`} href={item.href} aria-current={active ? 'page' : undefined}>
      {item.label}
    </a>
  ) : null;
  const className = ['menu__item menu__category', item.className].filter(Boolean).join(' ');
  // `collapsible: false`: always open, nothing to toggle.
  if (!item.collapsible) {
    return (
      <li className={className}>
        {label ?? <span className="menu__link menu__link--category">{item.label}</span>}
        {item.items.length > 0 && <SidebarList items={item.items} current={current} level={level + 1} />}
      </li>
    );
  }
  return (
    <li className={className}>
      {label}
      <details
        className="menu__details"
        open={open}
        onToggle={item.unloaded ? (event) => event.currentTarget.open && void loadFullSidebars(site.baseUrl) : undefined}
      >
        <summary className={`menu__caret${label ? '' : ' menu__caret--label'}`}>
          {label ? <span className="sr-only">{`Toggle the ${item.label} category`}</span> : item.label}
        </summary>
        {item.items.length > 0 && <SidebarList items={item.items} current={current} level={level + 1} />}
      </details>
    </li>
  );
}
