/**
 * The versions UI of a site with several versions (plugged in through versions/slot.ts): the
 * versions dropdown and the `docsVersion` navbar item, navbar doc links that follow the version,
 * and the banner and badge of a doc or category page. Rendered on the server too, so the banner,
 * the badge and the links are in the HTML; the preferred version is read only once hydrated
 * (the server cannot know it), as Docusaurus does.
 */
import type { NavbarItem } from '../data.ts';
import { preferredVersion, savePreferredVersion } from '../docs/preferred-version.ts';
import { docHref, latestVersion, readingDocId, readingVersion, shownVersion, sidebarHref } from './choose.ts';
import type { ShellParts, VersionsUi } from './slot.ts';

/**
 * The shell's own parts come in as arguments, not imports: imported, they would be shared between
 * the app's bundle and this chunk, and the bundler would move them out of the app's files into
 * files of their own, which every first visit of every site would then load.
 */
export default function versionsUi(shell: ShellParts): VersionsUi {
  const { usePage, useHydrated, Link, storage } = shell;

  function useItem(item: NavbarItem): NavbarItem | undefined {
    const { site, route } = usePage();
    const hydrated = useHydrated();
    if (item.type !== 'docsVersionDropdown' && item.type !== 'docsVersion' && !(item.type === 'link' && (item.docId ?? item.sidebarId))) return undefined;
    const shown = shownVersion(site, route, hydrated ? preferredVersion(site, storage) : undefined);
    const common = { position: item.position, ...(item.className ? { className: item.className } : {}) };
    switch (item.type) {
      case 'docsVersionDropdown': {
        const reading = readingVersion(site, route);
        const docId = readingDocId(route);
        const versions = site.versions.map((v) => ({
          label: v.label,
          href: docHref(v, docId),
          external: false,
          current: v === reading,
          // Picking a version makes it the preferred one (behaviour.md §5.13).
          onClick: () => savePreferredVersion(site, v.name, storage),
        }));
        return { type: 'dropdown', label: shown.label, items: [...item.itemsBefore, ...versions, ...item.itemsAfter], ...common };
      }
      case 'docsVersion':
        return { type: 'link', label: item.label ?? shown.label, href: docHref(shown, undefined), external: false, ...common };
      default:
        return { ...item, href: item.sidebarId ? sidebarHref(shown, item.sidebarId) : docHref(shown, item.docId) };
    }
  }

  function Banner() {
    const { site, route } = usePage();
    const version = readingVersion(site, route);
    useVersionClass(version?.className);
    if (!version?.banner) return null;
    const latest = latestVersion(site);
    return (
      <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
        <div>
          {version.banner === 'unreleased' ? (
            <>
              This is unreleased documentation for {site.title} <b>{version.label}</b> version.
            </>
          ) : (
            <>
              This is documentation for {site.title} <b>{version.label}</b>, which is no longer actively maintained.
            </>
          )}
        </div>
        <div className="margin-top--md">
          For up-to-date documentation, see the{' '}
          <b>
            <Link href={docHref(latest, readingDocId(route))} onClick={() => savePreferredVersion(site, latest.name, storage)}>
              latest version
            </Link>
          </b>{' '}
          ({latest.label}).
        </div>
      </div>
    );
  }

  function Badge() {
    const { site, route } = usePage();
    const version = readingVersion(site, route);
    return version?.badge ? <span className="theme-doc-version-badge badge badge--secondary">Version: {version.label}</span> : null;
  }

  /**
   * The version's class on `<html>` (the Document template puts it in the server HTML): kept in
   * step by client navigation, and taken off when the page leaves the version's docs.
   */
  function useVersionClass(className: string | undefined): void {
    shell.react.useLayoutEffect(() => {
      if (!className) return;
      const classes = className.split(/\s+/).filter(Boolean);
      document.documentElement.classList.add(...classes);
      return () => document.documentElement.classList.remove(...classes);
    }, [className]);
  }

  return { useItem, Banner, Badge };
}
