import { useCallback, useEffect, useRef, useState } from 'react';
import { useBaseUrl, usePage } from '../app/context.tsx';
import { useHydrated } from '../app/use-hydrated.ts';
import type { NavbarItem } from '../data.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { useDropdown } from './dropdown.ts';
import { useHideOnScroll } from './hide-on-scroll.ts';
import { Link } from './Link.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchButton } from './SearchButton.tsx';
import { useWindowSize } from './window-size.ts';
import { isActiveNavbarLink } from './navbar-active.ts';
import { versionsUi } from '../versions/slot.ts';

export { SearchButton };

/** The top bar: brand, items left and right, search, color toggle and the mobile menu button. */
export function Navbar() {
  const { site, route } = usePage();
  const { navbar } = site;
  const home = useBaseUrl('/');
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const hasSearchItem = navbar.items.some((i) => i.type === 'search');
  // Nothing to put in a mobile menu (no items, no docs sidebar on this page): no hamburger.
  const hasMenu = navbar.items.some((i) => i.type !== 'search') || Boolean('sidebarId' in route && route.sidebarId);
  const current = site.baseUrl + route.path.replace(/^\//, '');
  const hydrated = useHydrated();
  const windowSize = useWindowSize();
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(navbar.hideOnScroll, nav, route.path) && !menuOpen;
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const focusToggle = useCallback(() => toggle.current?.focus({ preventScroll: true }), []);
  // The menu belongs to the narrow layout: widening the window closes it.
  useEffect(() => {
    if (windowSize === 'desktop') setMenuOpen(false);
  }, [windowSize]);
  const className = ['navbar navbar--fixed-top', navbar.style && `navbar--${navbar.style}`, hidden && 'navbar--hidden', menuOpen && 'navbar-sidebar--show'].filter(Boolean).join(' ');
  return (
    <nav aria-label="Main" className={className} ref={nav}>
      <div className="navbar__inner">
        <div className="navbar__items">
          {hasMenu && (
            <button
              type="button"
              ref={toggle}
              className="navbar__toggle clean-btn"
              aria-label="Toggle navigation bar"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? 'navbar-sidebar' : undefined}
              hidden={!hydrated}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
                <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
              </svg>
            </button>
          )}
          <a className="navbar__brand" href={home}>
            {navbar.logo && <Logo logo={navbar.logo} />}
            {navbar.title && <b className="navbar__title">{navbar.title}</b>}
          </a>
          {left.map((item, i) => (
            <NavbarItemView key={i} item={item} current={current} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItemView key={i} item={item} current={current} />
          ))}
          <ColorModeToggle />
          {!hasSearchItem && <SearchButton />}
        </div>
      </div>
      {menuOpen && windowSize === 'mobile' && <MobileMenu onClose={closeMenu} returnFocus={focusToggle} />}
    </nav>
  );
}

function Logo({ logo }: { logo: NonNullable<ReturnType<typeof usePage>['site']['navbar']['logo']> }) {
  return (
    <span className="navbar__logo">
      <img src={logo.src} alt={logo.alt} width={logo.width ?? 32} height={logo.height ?? 32} className={logo.srcDark ? 'themed--light' : undefined} />
      {logo.srcDark && <img src={logo.srcDark} alt={logo.alt} width={logo.width ?? 32} height={logo.height ?? 32} className="themed--dark" />}
    </span>
  );
}

export function NavbarItemView({ item, current }: { item: NavbarItem; current: string }) {
  // A versioned site's version items and version-following doc links (versions/slot.ts).
  item = versionsUi?.useItem(item) ?? item;
  const cls = (base: string) => [base, item.className].filter(Boolean).join(' ');
  switch (item.type) {
    case 'link': {
      const active = isActiveNavbarLink(item, current);
      return (
        <Link className={cls(`navbar__item navbar__link${active ? ' navbar__link--active' : ''}`)} href={item.href} aria-current={active ? 'page' : undefined}>
          {item.label}
        </Link>
      );
    }
    case 'dropdown':
      return <Dropdown label={item.label} className={cls('navbar__item dropdown')} items={item.items} />;
    case 'localeDropdown':
      return <LocaleDropdown className={cls('navbar__item dropdown')} />;
    case 'search':
      return <SearchButton />;
    case 'html':
      return <div className={cls('navbar__item')} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}

/** Works without JavaScript: `<details>` opens on click; the client adds hover and keyboard. */
function Dropdown({ label, items, className }: { label: string; className: string; items: { label: string; href: string; external?: boolean; lang?: string; current?: boolean; onClick?: () => void }[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDropdown(ref);
  return (
    <details className={className} ref={ref}>
      <summary className="navbar__link">{label}</summary>
      <ul className="dropdown__menu">
        {items.map((child) => (
          <li key={child.href}>
            <Link className="dropdown__link" href={child.href} lang={child.lang} aria-current={child.current ? 'page' : undefined} onClick={child.onClick}>
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function LocaleDropdown({ className }: { className: string }) {
  const { site, route } = usePage();
  const items = site.i18n.locales.map((locale) => {
    const config = site.i18n.localeConfigs[locale];
    return {
      label: config?.label ?? locale,
      lang: config?.htmlLang ?? locale,
      href: site.baseUrl + route.path.replace(/^\//, ''),
      current: locale === site.i18n.currentLocale,
    };
  });
  const label = site.i18n.localeConfigs[site.i18n.currentLocale]?.label ?? site.i18n.currentLocale;
  return <Dropdown label={label} className={`${className} dropdown--locale`} items={items} />;
}
