/**
 * The site data the client needs on every page: config resolved against the content (navbar
 * `doc` items become links, sidebars, version, locale). Unknown doc or sidebar ids are errors here.
 */
import type { FooterData, NavbarItem, SearchData, SiteData } from '../../runtime/data.ts';
import type { NavbarItemConfig, SiteConfig } from '../config/schema.ts';
import { withBase, type ContentModel } from '../content/model.ts';
import { idList } from '../content/doc-ids.ts';
import { CONFIG_FILE } from '../config/load.ts';
import { UserError } from '../errors.ts';
import type { PageModule } from './pages.ts';
import { lastModel, modelList, sidebarKey, type VersionModels } from '../versions/version-models.ts';
import { versionIndexFolders } from '../versions/search-indexes.ts';
import { LOCAL_INDEX_DIR, LOCAL_INDEX_NAME } from '../../runtime/search/types.ts';
import { PLAIN_LINK_PREFIX, plainLinkPath, withSiteBase } from '../../runtime/shell/plain-links.ts';

/** `pages`: the site's own pages (a home page among them or not). */
export function buildSiteData(config: SiteConfig, models: VersionModels, pages: readonly Pick<PageModule, 'route'>[]): SiteData {
  // Navbar doc items name the docs at the docs' root: the last version's.
  const model = lastModel(models);
  const versions = modelList(models);
  const abs = (p: string | undefined) => (p === undefined ? p : staticUrl(config, p));
  const search: SearchData =
    config.search.provider === 'algolia'
      ? config.search
      : { ...config.search, indexName: LOCAL_INDEX_NAME, indexUrl: withBase(config.baseUrl, `/${LOCAL_INDEX_DIR}/`), ...versionIndexUrls(config, modelList(models)) };
  const locale = config.i18n.defaultLocale;
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    // Breadcrumbs start with a link home only when there is a home page (Docusaurus's rule).
    ...(versions.some((m) => hasHomePage(m, pages)) ? {} : { noHomePage: true as const }),
    ...(config.baseUrlIssueBanner ? {} : { baseUrlIssueBanner: false as const }),
    ...(config.favicon ? { favicon: abs(config.favicon)! } : {}),
    ...(config.image ? { image: abs(config.image)! } : {}),
    navbar: {
      ...(config.navbar.title ? { title: config.navbar.title } : {}),
      ...(config.navbar.logo ? { logo: { ...config.navbar.logo, src: abs(config.navbar.logo.src)!, ...(config.navbar.logo.srcDark ? { srcDark: abs(config.navbar.logo.srcDark)! } : {}) } } : {}),
      hideOnScroll: config.navbar.hideOnScroll,
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      items: config.navbar.items.map((item, index) => resolveNavbarItem(item, `navbar.items[${index}]`, config, model)),
    },
    ...(config.footer ? { footer: resolveFooter(config) } : {}),
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
    colorMode: config.colorMode,
    search,
    docsPluginId: 'default',
    versions: versions.map((m) => m.version),
    sidebars: versions.length === 1 ? model.sidebars : Object.fromEntries(versions.flatMap((m) => Object.entries(m.sidebars).map(([id, items]) => [sidebarKey(m, id), items] as const))),
    i18n: {
      defaultLocale: locale,
      currentLocale: locale,
      locales: config.i18n.locales,
      localeConfigs: { [locale]: model.locale },
    },
  };
}

/** A versioned site's index per version (versions/search-indexes.ts), as URLs. */
function versionIndexUrls(config: SiteConfig, models: readonly ContentModel[]): { versionIndexes?: Record<string, string> } {
  const folders = versionIndexFolders(config, models);
  if (!folders) return {};
  return { versionIndexes: Object.fromEntries([...folders].map(([name, folder]) => [name, withBase(config.baseUrl, `/${LOCAL_INDEX_DIR}/${folder}/`)])) };
}

/** A page at the root: the site's own home page, or a doc served there (a docs-only site). */
function hasHomePage(model: ContentModel, pages: readonly Pick<PageModule, 'route'>[]): boolean {
  return pages.some((page) => page.route === '/') || model.docs.some((doc) => doc.route === '/');
}

/**
 * A file of the static folder as the pages link to it: under the baseUrl, written with or
 * without a leading `/` (`img/logo.svg`, as Docusaurus configs often have it); URLs stay as they are.
 */
function staticUrl(config: SiteConfig, file: string): string {
  if (isExternal(file)) return file;
  return withBase(config.baseUrl, file.startsWith('/') ? file : `/${file}`);
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

function link(config: SiteConfig, item: { to?: string | undefined; href?: string | undefined }): { href: string; external: boolean } {
  if (item.to) return { href: withBase(config.baseUrl, item.to), external: false };
  const href = item.href!;
  // Kept as `pathname://` (the runtime's Link makes it a plain link), with the baseUrl added.
  const plain = plainLinkPath(href);
  if (plain !== undefined) return { href: PLAIN_LINK_PREFIX + withSiteBase(config.baseUrl, plain), external: false };
  return { href, external: isExternal(href) };
}

function resolveNavbarItem(item: NavbarItemConfig, where: string, config: SiteConfig, model: ContentModel): NavbarItem {
  const common = { position: item.position, ...(item.className ? { className: item.className } : {}) };
  switch (item.type) {
    case 'doc': {
      const doc = model.docsById.get(item.docId);
      if (!doc) {
        throw new UserError(
          `${where}: no doc with id "${item.docId}". Available ids: ${idList(item.docId, [...model.docsById.keys()])}.`,
          { file: CONFIG_FILE },
        );
      }
      return { type: 'link', label: item.label ?? doc.sidebarLabel, href: doc.href, external: false, activeBasePath: model.version.path, ...(model.siteVersion.versioned ? { docId: doc.id } : {}), ...common };
    }
    case 'docSidebar': {
      if (!Object.hasOwn(model.sidebars, item.sidebarId)) {
        throw new UserError(`${where}: no sidebar with id "${item.sidebarId}". Available sidebars: ${Object.keys(model.sidebars).join(', ')}.`, {
          file: CONFIG_FILE,
        });
      }
      // Its first doc, as Docusaurus links a docSidebar item.
      const first = model.version.sidebars[item.sidebarId]?.link;
      return { type: 'link', label: item.label ?? first?.label ?? 'Docs', href: first?.path ?? model.version.path, external: false, activeBasePath: model.version.path, ...(model.siteVersion.versioned ? { sidebarId: item.sidebarId } : {}), ...common };
    }
    case 'link':
    case 'default':
      return { type: 'link', label: item.label, ...link(config, item), ...common };
    case 'dropdown':
      return {
        type: 'dropdown',
        label: item.label,
        items: item.items.map((child, i) => {
          const resolved = resolveNavbarItem({ ...child, position: item.position } as NavbarItemConfig, `${where}.items[${i}]`, config, model);
          if (resolved.type !== 'link') throw new UserError(`${where}.items[${i}]: a dropdown can only hold links and docs`, { file: CONFIG_FILE });
          return { label: resolved.label, href: resolved.href, external: resolved.external };
        }),
        ...common,
      };
    case 'localeDropdown':
      return { type: 'localeDropdown', ...common };
    case 'docsVersionDropdown': {
      const links = (items: typeof item.dropdownItemsBefore, key: string) =>
        items.map((child, i) => {
          const resolved = resolveNavbarItem({ ...child, position: item.position } as NavbarItemConfig, `${where}.${key}[${i}]`, config, model);
          if (resolved.type !== 'link') throw new UserError(`${where}.${key}[${i}]: a versions dropdown can only hold links and docs besides its versions`, { file: CONFIG_FILE });
          return { label: resolved.label, href: resolved.href, external: resolved.external };
        });
      const itemsBefore = links(item.dropdownItemsBefore, 'dropdownItemsBefore');
      const itemsAfter = links(item.dropdownItemsAfter, 'dropdownItemsAfter');
      if (model.siteVersion.versioned) return { type: 'docsVersionDropdown', itemsBefore, itemsAfter, ...common };
      // One version: as Docusaurus, a link to its main doc, or a dropdown when other links come with it.
      const only = versionLink(model);
      if (itemsBefore.length + itemsAfter.length === 0) return { type: 'link', ...only, ...common };
      return { type: 'dropdown', label: only.label, items: [...itemsBefore, only, ...itemsAfter], ...common };
    }
    case 'docsVersion':
      if (!model.siteVersion.versioned) return { type: 'link', ...versionLink(model), ...(item.label ? { label: item.label } : {}), ...common };
      return { type: 'docsVersion', ...(item.label ? { label: item.label } : {}), ...common };
    case 'search':
      return { type: 'search', ...common };
    case 'html':
      return { type: 'html', value: item.value, ...common };
  }
}

/** A one-version site's version as a navbar link: its label, to its main doc. */
function versionLink(model: ContentModel): { label: string; href: string; external: false } {
  const main = model.docsById.get(model.version.mainDocId);
  return { label: model.version.label, href: main?.href ?? model.version.path, external: false };
}

function resolveFooter(config: SiteConfig): FooterData {
  const footer = config.footer!;
  return {
    style: footer.style,
    links: footer.links.map((column) => ({
      title: column.title,
      items: column.items.map((item) => ({ label: item.label, ...link(config, item) })),
    })),
    ...(footer.logo ? { logo: { ...footer.logo, src: staticUrl(config, footer.logo.src) } } : {}),
    ...(footer.copyright ? { copyright: footer.copyright } : {}),
  };
}
