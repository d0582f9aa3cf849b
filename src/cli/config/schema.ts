/**
 * The schema of `site.config.ts`: the single source of truth for the config's types, defaults and
 * validation. Field names follow Docusaurus where they exist there, so a migrating user recognises them.
 */
import { z } from 'zod';
import { statedMessage } from './issues.ts';

/** The assistants the copy-page menu offers by default (each opens a new chat with the prompt). */
const DEFAULT_ASSISTANTS = [
  { label: 'ChatGPT', url: 'https://chatgpt.com/?hints=search&q={prompt}' },
  { label: 'Claude', url: 'https://claude.ai/new?q={prompt}' },
];

/** One docs version's options, as Docusaurus's docs plugin has them. */
const versionOptions = z.strictObject({
  label: z.string().min(1).optional(),
  /** Its URL segment under the docs' route (`/docs/<path>/…`); `''` for the docs' root. */
  path: z
    .string()
    .regex(/^$|^[^/].*[^/]$|^[^/]$/, 'a path without leading or trailing "/", such as "2.x"')
    .optional(),
  /** The banner above its docs: none, or that it is unreleased or no longer maintained. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** Its doc pages show a "Version: <label>" badge. */
  badge: z.boolean().optional(),
  /** Its pages ask search engines not to index them. */
  noIndex: z.boolean().optional(),
  /** A class on the `<html>` of its pages (default `docs-version-<name>`). */
  className: z.string().optional(),
});

const severity = z.enum(['ignore', 'log', 'warn', 'throw']);

/** An internal path: must start with `/` (the baseUrl is prepended when rendered). */
const internalPath = z.string().regex(/^\//, 'a path starting with "/"');

const linkTarget = {
  label: z.string().min(1),
  to: internalPath.optional(),
  href: z.string().min(1).optional(),
  className: z.string().optional(),
};

const requireTarget = (item: { to?: string | undefined; href?: string | undefined }) =>
  Boolean(item.to) !== Boolean(item.href);
const targetMessage = { message: 'exactly one of "to" (internal path) or "href" (URL)', path: ['to'] };

const position = z.enum(['left', 'right']).default('left');

const linkItem = z
  .object({ type: z.literal('link'), ...linkTarget, position })
  .refine(requireTarget, targetMessage);
const defaultItem = z
  .object({ type: z.literal('default'), ...linkTarget, position })
  .refine(requireTarget, targetMessage);
const docItem = z.object({
  type: z.literal('doc'),
  docId: z.string().min(1),
  label: z.string().optional(),
  position,
  className: z.string().optional(),
});
const docSidebarItem = z.object({
  type: z.literal('docSidebar'),
  sidebarId: z.string().min(1),
  label: z.string().optional(),
  position,
  className: z.string().optional(),
});

const dropdownChild = z.preprocess(
  withDefaultType,
  z.discriminatedUnion('type', [docItem, docSidebarItem, linkItem, defaultItem]),
);
const dropdownItem = z.object({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  items: z.array(dropdownChild),
  position,
  className: z.string().optional(),
});
const localeDropdownItem = z.object({ type: z.literal('localeDropdown'), position, className: z.string().optional() });
const searchItem = z.object({ type: z.literal('search'), position, className: z.string().optional() });
/** Docusaurus's versions dropdown: every docs version, with links of the site's own before and after them. */
const docsVersionDropdownItem = z.object({
  type: z.literal('docsVersionDropdown'),
  position,
  className: z.string().optional(),
  dropdownItemsBefore: z.array(dropdownChild).default([]),
  dropdownItemsAfter: z.array(dropdownChild).default([]),
});
/** A link to the main doc of the version being read (Docusaurus's `docsVersion` item). */
const docsVersionItem = z.object({ type: z.literal('docsVersion'), label: z.string().optional(), position, className: z.string().optional() });
const htmlItem = z.object({ type: z.literal('html'), value: z.string(), position, className: z.string().optional() });

/** Items without a `type` are plain links, as in Docusaurus. */
function withDefaultType(value: unknown): unknown {
  if (value && typeof value === 'object' && !('type' in value)) return { ...value, type: 'default' };
  return value;
}

export const navbarItemSchema = z.preprocess(
  withDefaultType,
  z.discriminatedUnion('type', [
    docItem,
    docSidebarItem,
    linkItem,
    dropdownItem,
    localeDropdownItem,
    docsVersionDropdownItem,
    docsVersionItem,
    searchItem,
    htmlItem,
    defaultItem,
  ]),
);

const logo = z.object({
  alt: z.string().default(''),
  src: z.string().min(1),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

const footerLink = z.object(linkTarget).refine(requireTarget, targetMessage);

/** Options every search provider shares: the modal, the /search page and their limits. */
const searchCommon = {
  /** The search page's path under baseUrl; `false` removes the page and the modal's "See all" link. */
  /** `false` (or `null`, as Docusaurus also takes) for no search page. */
  searchPagePath: z.union([z.string().min(1), z.literal(false), z.null().transform(() => false as const)]).default('search'),
  /** Hits shown per top-level heading group in the modal (DocSearch default 5). */
  maxResultsPerGroup: z.number().int().min(0).max(20).optional(),
  /** Shows "Believe this query should return results? Let us know." linking here; `{query}` is replaced. */
  missingResultsUrl: z.string().optional(),
  /** Drops recent and favorite searches (nothing is stored). */
  disableUserPersonalization: z.boolean().default(false),
  /** Filters by the page's language and docs version (DocSearch `contextualSearch`). */
  contextualSearch: z.boolean().default(true),
  /** Results whose URL matches open as full page loads instead of client navigation. */
  externalUrlRegex: z.string().optional(),
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An Algolia credential: a missing or empty one is reported in the Algolia client's own words. */
function credential(name: string, what: string) {
  const missing = statedMessage(`\`${name}\` is missing. Set search.${name} to ${what}.`);
  return z.string({ error: missing }).min(1, { error: missing });
}

const localSearch = z.strictObject({ provider: z.literal('local'), ...searchCommon });
const algoliaSearch = z.strictObject({
  provider: z.literal('algolia'),
  appId: credential('appId', 'your Algolia application ID'),
  apiKey: credential('apiKey', 'the search-only API key of your index'),
  indexName: z.string().min(1),
  ...searchCommon,
  insights: z.boolean().default(false),
  /** Extra search parameters spread over the modal's request (e.g. `facetFilters`). */
  searchParameters: z.record(z.string(), z.unknown()).optional(),
  /**
   * Rewrites result paths: `from` is text (matched as written) or a RegExp (its source, as
   * Docusaurus uses it), every match replaced by `to`. The browser gets the pattern's source.
   */
  replaceSearchResultPathname: z
    .strictObject({ from: z.union([z.string().min(1), z.instanceof(RegExp)]), to: z.string() })
    .transform(({ from, to }) => ({ pattern: typeof from === 'string' ? escapeRegExp(from) : from.source, to }))
    .optional(),
  /** Overrides the hosts, e.g. `["http://127.0.0.1:8080"]` for a local or proxied service. */
  hosts: z.array(z.string().min(1)).min(1).optional(),
});

const tocLevel = z.number().int().min(2).max(6);

export const configSchema = z
  .strictObject({
    title: z.string().min(1),
    tagline: z.string().default(''),
    // As Docusaurus checks it: a sub-path here would end up twice in every canonical URL.
    url: z.url({ protocol: /^https?$/ }).refine((url) => !/^[a-z]+:\/\/[^/]+\/./i.test(url), 'the site’s address without a path, such as "https://example.com" (a sub-path such as /docs/ goes in baseUrl)'),
    baseUrl: z.string().regex(/^\/(.*\/)?$/, 'a path that starts and ends with "/"').default('/'),
    /** The banner shown when the site is opened under another path than `baseUrl` (Docusaurus's option). */
    baseUrlIssueBanner: z.boolean().default(true),
    favicon: z.string().optional(),
    /** Social card (Open Graph / Twitter image), relative to the static folder. */
    image: z.string().optional(),
    customCss: z.array(z.string()).default([]),
    navbar: z
      .strictObject({
        title: z.string().optional(),
        logo: logo.optional(),
        hideOnScroll: z.boolean().default(false),
        style: z.enum(['dark', 'primary']).optional(),
        items: z.array(navbarItemSchema).default([]),
      })
      .prefault({}),
    footer: z
      .strictObject({
        style: z.enum(['light', 'dark']).default('light'),
        links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(footerLink) })).default([]),
        logo: logo.optional(),
        copyright: z.string().optional(),
      })
      .optional(),
    announcementBar: z
      .strictObject({
        id: z.string().min(1).default('announcement-bar'),
        content: z.string().min(1),
        backgroundColor: z.string().optional(),
        textColor: z.string().optional(),
        isCloseable: z.boolean().default(true),
      })
      // A background of the site's own with no text colour would keep the theme's text colour,
      // light in dark mode: the text takes the colour that reads on that background instead.
      .transform((bar) => (bar.backgroundColor && !bar.textColor ? { ...bar, textColor: textColorOn(bar.backgroundColor) } : bar))
      .optional(),
    colorMode: z
      .strictObject({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .prefault({}),
    docs: z
      .strictObject({
        path: z.string().default('content/docs'),
        // '/' (or '') serves the docs at the site root, Docusaurus's docs-only mode; kept as ''.
        routeBasePath: z
          .string()
          .regex(/^\/?$|^[^/].*[^/]$|^[^/]$/, 'a path without leading or trailing "/" (such as "docs"), or "/" for docs at the site root')
          .transform((base) => (base === '/' ? '' : base))
          .default('docs'),
        editUrl: z.string().optional(),
        /** The autogenerated sidebar's id (when there is no sidebars file). */
        sidebarId: z.string().min(1).default('tutorialSidebar'),
        /**
         * The sidebars file, relative to the site folder, or `false` for the autogenerated sidebar.
         * Left out: `sidebars.{js,ts,mjs,cjs,json}` in the site folder if there is one (as Docusaurus looks).
         */
        sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
        breadcrumbs: z.boolean().default(true),
        versionLabel: z.string().default('Next'),
        /** The version served at the docs' root: the newest of `versions.json`, else the current docs (Docusaurus's `lastVersion`). */
        lastVersion: z.string().min(1).optional(),
        /** Edit links of every version lead to the current docs (Docusaurus's `editCurrentVersion`). */
        editCurrentVersion: z.boolean().default(false),
        /** Build the current docs (the docs folder) beside the versions of `versions.json`. */
        includeCurrentVersion: z.boolean().default(true),
        /** Build only these versions (`current` is the docs folder). */
        onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
        /** Per version (`current` for the docs folder): how it is labelled, where it lives and what its pages say. */
        versions: z.record(z.string(), versionOptions).default({}),
        /**
         * The tags file, relative to the docs folder: left out, `tags.yml` there when it exists;
         * `null` or `false`, none (every tag is inline).
         */
        tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
        /** What a doc's tag that is not in the tags file does (Docusaurus's `onInlineTags`). */
        onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
        /** Where the tag pages are, under the docs' route (`/docs/tags`). */
        tagsBasePath: z
          .string()
          .regex(/^[^/].*[^/]$|^[^/]$/, 'a path without leading or trailing "/", such as "tags"')
          .default('tags'),
        /** A doc's footer says when it last changed (from git, or its front matter's last_update). */
        showLastUpdateTime: z.boolean().default(false),
        /** A doc's footer says who last changed it (from git, or its front matter's last_update). */
        showLastUpdateAuthor: z.boolean().default(false),
      })
      .prefault({}),
    /** Docusaurus's `markdown` options. */
    pages: z.strictObject({ path: z.string().default('content/pages') }).prefault({}),
    staticDir: z.string().default('content/static'),
    templatesDir: z.string().default('templates'),
    search: z.discriminatedUnion('provider', [localSearch, algoliaSearch]).prefault({ provider: 'local' }),
    /** How docs' Markdown is read (Docusaurus's `markdown` options). */
    markdown: z
      .strictObject({
        /** Which docs are MDX: every doc (`'mdx'`, Docusaurus 3's default), none (`'md'`), or `.mdx` files (`'detect'`). */
        format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
        /** Raw HTML in a Markdown doc is rendered as written (`true`), or left out with a warning, its text kept (`false`). */
        html: z.boolean().default(true),
        /**
         * `$…$` and `$$` blocks are math, drawn at build time by KaTeX (remark-math's syntax). Off by
         * default, as in Docusaurus (a site adds remark-math there): with it, `$5 and $10` is a formula.
         */
        math: z.boolean().default(false),
        /**
         * ` ```mermaid ` fences are diagrams, drawn in the browser by the site's `mermaid` package. On
         * by default (a fence named mermaid means nothing else); `false` keeps them code blocks, as
         * Docusaurus without `markdown.mermaid: true`.
         */
        mermaid: z.boolean().default(true),
      })
      .prefault({}),
    /**
     * Docs for language models (llmstxt.org): a Markdown twin of every doc and category page,
     * `/llms.txt` and (with `full`) `/llms-full.txt`, and the copy-page menu beside each doc's title.
     */
    llms: z
      .union([
        z.literal(false),
        z.strictObject({
          /** `/llms-full.txt`: every doc's twin in sidebar order. */
          full: z.boolean().default(true),
          /** The menu beside a doc's title: copy as Markdown, view it, open it in an assistant. `false` hides it. */
          copyPage: z
            .union([
              z.literal(false),
              z.strictObject({
                /** "Open in …" links: `url` with `{prompt}` where the prompt (naming the page's Markdown URL) goes. */
                assistants: z.array(z.strictObject({ label: z.string().min(1), url: z.string().includes('{prompt}') })).default(DEFAULT_ASSISTANTS),
              }),
            ])
            .prefault({}),
        }),
      ])
      .prefault({}),
    onBrokenLinks: severity.default('throw'),
    onBrokenMarkdownLinks: severity.default('warn'),
    onBrokenAnchors: severity.default('warn'),
    /** Write `.br`/`.gz` beside each text file, for hosts that serve precompressed files (nginx `gzip_static`). */
    precompress: z.boolean().default(false),
    tableOfContents: z
      .strictObject({ minHeadingLevel: tocLevel.default(2), maxHeadingLevel: tocLevel.default(3) })
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
        message: 'minHeadingLevel to be at most maxHeadingLevel',
        path: ['minHeadingLevel'],
      })
      .prefault({}),
    i18n: z
      .strictObject({
        defaultLocale: z.string().default('en'),
        // docsgen builds one locale (README): a second one would be offered in the locale dropdown and lead nowhere.
        locales: z.array(z.string()).default(['en']),
        localeConfigs: z
          .record(
            z.string(),
            z.strictObject({
              label: z.string().optional(),
              direction: z.enum(['ltr', 'rtl']).optional(),
              htmlLang: z.string().optional(),
              calendar: z.string().optional(),
            }),
          )
          .default({}),
      })
      .refine((i18n) => i18n.locales.length === 1 && i18n.locales[0] === i18n.defaultLocale, {
        message: 'one locale, the default one (docsgen builds a single locale): locales: [defaultLocale]',
        path: ['locales'],
      })
      .prefault({}),
  });

/** What a site owner writes (defaults optional). */
export type SiteConfigInput = z.input<typeof configSchema>;
/** The validated config with every default filled in. */
export type SiteConfig = z.output<typeof configSchema>;
export type NavbarItemConfig = z.output<typeof navbarItemSchema>;

/**
 * Black or white, whichever reads on a background colour (`#rgb` or `#rrggbb`); black, as
 * Docusaurus's default text colour, for a colour given another way (a name, `rgb()`, a variable).
 */
export function textColorOn(background: string): string {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#000';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): the larger wins.
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}
