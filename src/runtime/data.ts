/**
 * The plain data the runtime renders: produced by the build (src/cli), serialised to JSON for
 * the browser, and read by templates. No functions, no Node types.
 */

export interface TocItem {
  id: string;
  /** Inline HTML of the heading (may contain `<code>`). */
  value: string;
  level: number;
  children: TocItem[];
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  className?: string;
  /** Docusaurus's `customProps` (a sidebars file item's, or a doc's `sidebar_custom_props`): for a site's own templates. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (generated index or linked doc), if any. */
  href?: string;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  items: SidebarItem[];
  /** A large site's page leaves a closed category's links out; they are in `_docsgen/site.json`. */
  unloaded?: boolean;
}

/** Markup of the site's own among the items (a sidebars file's `html` item). */
export interface SidebarHtml {
  type: 'html';
  value: string;
  /**
   * The list item's classes, made at build time: `menu__item menu__html`, `menu__html--default`
   * when styled as the links are (Docusaurus's `defaultStyle`), then the item's own className.
   */
  className: string;
  /** Leads nowhere and names nothing: code that looks for an item's page or label finds none. */
  href?: undefined;
  label?: undefined;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface PageLink {
  title: string;
  href: string;
}

export interface Pagination {
  prev?: PageLink;
  next?: PageLink;
}

export interface DocCard {
  kind: 'category' | 'doc' | 'external';
  title: string;
  href: string;
  description: string;
}

export type NavbarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      position: 'left' | 'right';
      className?: string;
      activeBasePath?: string;
      /** A navbar `doc` item's doc, or a `docSidebar` item's sidebar: on a versioned site the link follows the version read or preferred. */
      docId?: string;
      sidebarId?: string;
    }
  | { type: 'dropdown'; label: string; items: { label: string; href: string; external: boolean }[]; position: 'left' | 'right'; className?: string }
  | { type: 'localeDropdown'; position: 'left' | 'right'; className?: string }
  /** The docs' versions (`site.versions`), with the config's own links before and after them. */
  | { type: 'docsVersionDropdown'; position: 'left' | 'right'; className?: string; itemsBefore: DropdownLink[]; itemsAfter: DropdownLink[] }
  /** A link to the main doc of the version being read (else the preferred one, else the latest), labelled as it (or `label`). */
  | { type: 'docsVersion'; label?: string; position: 'left' | 'right'; className?: string }
  | { type: 'search'; position: 'left' | 'right'; className?: string }
  | { type: 'html'; value: string; position: 'left' | 'right'; className?: string };

export interface DropdownLink {
  label: string;
  href: string;
  external: boolean;
}

export interface Logo {
  alt: string;
  src: string;
  srcDark?: string;
  href?: string;
  width?: number;
  height?: number;
}

export interface FooterData {
  style: 'light' | 'dark';
  links: { title: string; items: { label: string; href: string; external: boolean }[] }[];
  logo?: Logo;
  copyright?: string;
}

export interface DocEntry {
  id: string;
  path: string;
  sidebar: string | undefined;
}

export interface VersionData {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  draftIds: string[];
  /** Each sidebar's first page; its `label` (the navbar's `docSidebar` item's default) is the build's, not in pages' data on a versioned or large site. */
  sidebars: Record<string, { link: { path: string; label?: string } | undefined }>;
  docs: DocEntry[];
  /**
   * A site with several versions only (src/cli/versions/): the banner above the version's docs
   * (newer than the latest: `unreleased`; older: `unmaintained`), the "Version: <label>" badge,
   * the class on its pages' `<html>`, and `noIndex` for versions kept out of search engines.
   * A one-version site's data has none of them.
   */
  banner?: 'unreleased' | 'unmaintained';
  badge?: true;
  className?: string;
  noIndex?: true;
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

/** What the browser needs to search: provider, credentials (public search-only key) and UI options. */
interface SearchCommon {
  /** Path under baseUrl of the search page, or `false` when there is none. */
  searchPagePath: string | false;
  maxResultsPerGroup?: number;
  missingResultsUrl?: string;
  disableUserPersonalization: boolean;
  contextualSearch: boolean;
  externalUrlRegex?: string;
}

export type SearchData =
  | (SearchCommon & {
      provider: 'local';
      /** Names the recent/favorite searches in localStorage, as Algolia's index name does. */
      indexName: string;
      /** URL (with baseUrl) of the folder holding the embedded index. */
      indexUrl: string;
      /**
       * A versioned site searched within a version: by version name, the URL of that version's
       * own index (a search reads only its version's files). Absent: one index at `indexUrl`.
       */
      versionIndexes?: Record<string, string>;
    })
  | (SearchCommon & {
      provider: 'algolia';
      appId: string;
      apiKey: string;
      indexName: string;
      insights: boolean;
      searchParameters?: Record<string, unknown>;
      /** `pattern`: the source of a RegExp (the config's text, escaped, or its RegExp). */
      replaceSearchResultPathname?: { pattern: string; to: string };
      hosts?: string[];
    });

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** Present (false) only when the site turned the wrong-baseUrl banner off. */
  baseUrlIssueBanner?: false;
  /** Present (true) only for a site without a home page: breadcrumbs then start without one. */
  noHomePage?: true;
  favicon?: string;
  image?: string;
  navbar: { title?: string; logo?: Logo; hideOnScroll: boolean; style?: 'dark' | 'primary'; items: NavbarItem[] };
  footer?: FooterData;
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  search: SearchData;
  docsPluginId: string;
  versions: VersionData[];
  /**
   * Every sidebar by id. On a site with several versions, the latest version's are under their
   * own ids and every other version's under `<version>/<id>` (a route's `sidebarId` says which).
   */
  sidebars: Record<string, SidebarItem[]>;
  i18n: { defaultLocale: string; currentLocale: string; locales: string[]; localeConfigs: Record<string, LocaleConfig> };
}

interface RouteBase {
  path: string;
  title: string;
  description: string;
  /** Social image for this route, absolute URL. */
  image?: string;
  keywords?: string[];
  noIndex?: boolean;
  /** The page's Markdown twin (a doc's or category's, with `llms` on): its URL, base URL included. */
  markdown?: string;
}

export interface DocRoute extends RouteBase {
  kind: 'doc';
  docId: string;
  /** Rendered content. Left out of the JSON embedded in the page: the client reads it from the DOM. */
  html: string;
  toc: TocItem[];
  hideTitle: boolean;
  /** Built but listed nowhere (front matter `unlisted`): the page says so. */
  unlisted?: true;
  /**
   * The doc's own `# Heading` where the page shows it instead of `title` (it differs from the
   * front matter's title, or `hide_title` hides only a title the doc did not write itself).
   */
  contentTitle?: string;
  hideTableOfContents: boolean;
  breadcrumbs: Breadcrumb[];
  pagination: Pagination;
  editUrl?: string;
  /**
   * The footer's HTML, made at build time: its tags, edit link and last update (none of them:
   * left out). Set as inner HTML, it needs no code in the browser.
   */
  footer?: string;
  sidebarId?: string;
  /** The docs version the doc belongs to (a large site's pages carry no doc lists to look it up). */
  version?: string;
  /** A large site's page: the part of the sidebar it shows (see `SidebarCategory.unloaded`). */
  sidebar?: SidebarItem[];
  /**
   * An MDX doc's `<DocCardList />`: the cards of the category it is the page of, drawn into `html`
   * when the page is rendered (and then left out of the route pages carry).
   */
  cardList?: DocCard[];
  /** The copy-page menu beside the title: HTML made at build time (llms/copy-page-html.ts). */
  copyPage?: string;
  /** The body of the page's Markdown twin, for the build to write: never in a page or payload. */
  twin?: string;
}

export interface CategoryRoute extends RouteBase {
  kind: 'category';
  breadcrumbs: Breadcrumb[];
  cards: DocCard[];
  pagination: Pagination;
  sidebarId: string;
  sidebar?: SidebarItem[];
  /** The docs version the page belongs to (a site with several versions). */
  version?: string;
}

/** The tags page (`/docs/tags`) or a tag's page: content made at build time as HTML. */
export interface TagsRoute extends RouteBase {
  kind: 'tags';
  html: string;
  /** Docusaurus's search tag of the page (`docusaurus_tag`): the tags page's or a tag's page's. */
  searchTag: 'doc_tags_list' | 'doc_tag_doc_list';
}

export interface PageRoute extends RouteBase {
  kind: 'page';
  /** Key of the page module (its path relative to the pages folder, without extension). */
  pageId: string;
}

export interface SearchRoute extends RouteBase {
  kind: 'search';
}

export interface NotFoundRoute extends RouteBase {
  kind: 'notFound';
}

export interface RedirectRoute extends RouteBase {
  kind: 'redirect';
  to: string;
}

export type RouteData = DocRoute | CategoryRoute | TagsRoute | PageRoute | SearchRoute | NotFoundRoute | RedirectRoute;
