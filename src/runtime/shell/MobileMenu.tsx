/**
 * At 996 px and below, the navbar items and the docs sidebar move into a panel opened by the
 * hamburger button. The docs sidebar (the "secondary" menu) is what a reader on a doc wants, so
 * it is shown first; "← Back to main menu" leads to the navbar items. While open, focus stays in
 * the panel, the page behind does not scroll, and Escape, the backdrop, the close button,
 * choosing a link or Back closes it.
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { useBaseUrl, usePage } from '../app/context.tsx';
import type { NavbarItem } from '../data.ts';
import { useSidebarItems } from '../docs/full-sidebars.ts';
import { takeHistoryPops } from '../router/history-pops.ts';
import { SidebarList } from '../docs/Sidebar.tsx';
import { CloseButton } from './CloseButton.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Link } from './Link.tsx';
import { isActiveNavbarLink } from './navbar-active.ts';
import { versionsUi } from '../versions/slot.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, [tabindex]:not([tabindex="-1"])';

export function MobileMenu({ onClose, returnFocus }: { onClose: () => void; returnFocus: () => void }) {
  const { site, route } = usePage();
  const panel = useRef<HTMLDivElement>(null);
  const sidebarId = 'sidebarId' in route ? route.sidebarId : undefined;
  const sidebar = useSidebarItems(site, route, sidebarId);
  const primary = site.navbar.items.filter((item) => item.type !== 'search');
  const [showSecondary, setShowSecondary] = useState(Boolean(sidebar?.length));
  const primaryMenu = useRef<HTMLDivElement>(null);
  const backTo = useRef(false);
  const current = site.baseUrl + route.path.replace(/^\//, '');
  const home = useBaseUrl('/');

  useEffect(() => {
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus();
    return () => {
      // As Docusaurus leaves it, so a site's CSS written for it sees the same body.
      document.body.style.overflow = 'visible';
      returnFocus();
    };
  }, [returnFocus]);

  // "← Back to main menu" leaves the pane it is in (made inert) while holding focus: focus would
  // fall to the body, out of the panel and its Escape. It moves to the first navbar item.
  useEffect(() => {
    if (showSecondary || !backTo.current) return;
    backTo.current = false;
    primaryMenu.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [showSecondary]);

  const showPrimary = () => {
    backTo.current = true;
    setShowSecondary(false);
  };

  // Back (a phone's back gesture) closes the menu and leaves the page as it is.
  useEffect(
    () =>
      takeHistoryPops(() => {
        onClose();
        return true;
      }),
    [onClose],
  );

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      // Links in a collapsed category are laid out but hidden (content-visibility): not Tab stops.
      (el) => !el.closest('[inert]') && (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A link chosen in the panel: the page changes behind it, so it closes.
  const onClick = (event: ReactMouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <>
      <div className="navbar-sidebar__backdrop" role="presentation" onClick={onClose} />
      <div className="navbar-sidebar" id="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu" ref={panel} onKeyDown={onKeyDown} onClick={onClick}>
        <div className="navbar-sidebar__brand">
          <a className="navbar__brand" href={home}>
            {site.navbar.logo && <img src={site.navbar.logo.src} alt={site.navbar.logo.alt} width={28} height={28} />}
            {site.navbar.title && <b className="navbar__title">{site.navbar.title}</b>}
          </a>
          <ColorModeToggle />
          <CloseButton className="navbar-sidebar__close" label="Close navigation bar" size={18} onClick={onClose} />
        </div>
        <div className={`navbar-sidebar__items${showSecondary ? ' navbar-sidebar__items--show-secondary' : ''}`}>
          <div className="navbar-sidebar__item menu" inert={showSecondary || undefined} ref={primaryMenu}>
            <ul className="menu__list">
              {primary.map((item, i) => (
                <MobileNavbarItem key={i} item={item} current={current} />
              ))}
            </ul>
          </div>
          {sidebar && (
            <div className="navbar-sidebar__item menu" inert={!showSecondary || undefined}>
              {primary.length > 0 && (
                <button type="button" className="navbar-sidebar__back clean-btn" onClick={showPrimary}>
                  ← Back to main menu
                </button>
              )}
              <nav aria-label="Docs sidebar">
                <SidebarList items={sidebar} current={current} level={1} />
              </nav>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

function MobileNavbarItem({ item, current }: { item: NavbarItem; current: string }) {
  const { site, route } = usePage();
  item = versionsUi?.useItem(item) ?? item;
  switch (item.type) {
    case 'link': {
      const active = isActiveNavbarLink(item, current);
      return (
        <li className="menu__item">
          <Link className={`menu__link${active ? ' menu__link--active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      );
    }
    case 'dropdown':
      return <MobileGroup label={item.label} links={item.items} />;
    case 'localeDropdown': {
      const here = site.baseUrl + route.path.replace(/^\//, '');
      const links = site.i18n.locales.map((locale) => ({ label: site.i18n.localeConfigs[locale]?.label ?? locale, href: here, external: false }));
      return <MobileGroup label={site.i18n.localeConfigs[site.i18n.currentLocale]?.label ?? site.i18n.currentLocale} links={links} />;
    }
    case 'html':
      return <li className="menu__item" dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'search':
      return null;
  }
}

function MobileGroup({ label, links }: { label: string; links: { label: string; href: string; onClick?: () => void }[] }) {
  return (
    <li className="menu__item menu__category">
      <details className="menu__details">
        <summary className="menu__caret menu__caret--label">{label}</summary>
        <ul className="menu__list menu__list--nested">
          {links.map((link) => (
            <li className="menu__item" key={link.label + link.href}>
              <Link className="menu__link" href={link.href} onClick={link.onClick}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
