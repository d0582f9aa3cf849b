/**
 * DocSearch records for every published doc: the page title (`lvl1`), each heading (`lvl2`…`lvl6`)
 * and the text under it (`content`), with the hierarchy a reader sees in results and the facets
 * Docusaurus' contextual search filters on. A site on Algolia gets them in its output for
 * `docsgen search push`; the embedded index is written from the same search pages.
 */
import { createHash } from 'node:crypto';
import type { SidebarItem } from '../../runtime/data.ts';
import type { Hierarchy, SearchRecord } from '../../runtime/search/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { CompiledDoc, ContentModel } from '../content/model.ts';
import { modelList, type VersionModels } from '../versions/version-models.ts';
import { isSpilled, locateText, spilledDigest } from '../content/text-spill.ts';
import { sectionsOf, type WirePage } from './wire-page.ts';

/** The group of docs outside any sidebar category, as DocSearch's Docusaurus template names it. */
export const DEFAULT_LVL0 = 'Documentation';
export const DOCS_PLUGIN_ID = 'default';

type HeadingLevel = 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface RecordContext {
  /** `https://example.com` — the site origin and any path before baseUrl. */
  siteUrl: string;
  language: string;
  docusaurusTag: string[];
  version: string[];
  /** Doc href → label of the innermost sidebar category holding it. */
  categories: ReadonlyMap<string, string>;
}

export function searchRecords(config: SiteConfig, models: VersionModels): SearchRecord[] {
  return searchPages(config, models).flatMap(pageRecords);
}

/**
 * What search knows of each published doc: the input of both the records and the embedded index.
 * Every version's docs, each tagged with its version (`docs-default-<version>`), as DocSearch has them.
 */
export function searchPages(config: SiteConfig, models: VersionModels): SearchPage[] {
  return modelList(models).flatMap((model) => {
    const context = recordContext(config, model);
    return publishedDocs(model).map((doc) => searchPage(doc, context));
  });
}

/** Drafts (shown by `serve` only) and unlisted docs are not searched. */
const publishedDocs = (model: ContentModel) => model.docs.filter((doc) => !doc.draft && !doc.source.frontMatter.unlisted);

/** Docs made into search pages between two turns of the event loop (`SearchPageCache.all`). */
const DOCS_PER_TURN = 500;

/**
 * `serve`'s search pages: a doc that is the same object as last time, in the same place, gets the
 * same page object (docs are replaced when they change, never changed in place), not made again.
 */
export class SearchPageCache {
  private readonly pages = new WeakMap<CompiledDoc, SearchPage>();

  /**
   * Every published doc's search page, `searchPages`' list, made a slice at a time with the event
   * loop running between slices: a whole site's new pages are 100 ms at 10,000 docs, and a save
   * made meanwhile should not wait for them.
   */
  async all(config: SiteConfig, models: VersionModels): Promise<SearchPage[]> {
    const out: SearchPage[] = [];
    for (const model of modelList(models)) {
      const context = recordContext(config, model);
      for (const [i, doc] of publishedDocs(model).entries()) {
        if (i > 0 && i % DOCS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        out.push(this.page(doc, context));
      }
    }
    return out;
  }

  private page(doc: CompiledDoc, context: RecordContext): SearchPage {
    const known = this.pages.get(doc);
    if (known && sameContext(known, doc, context)) return known;
    const page = searchPage(doc, context);
    this.pages.set(doc, page);
    return page;
  }
}

/** Whether the page's parts that come from the site, not the doc (its group, its URL's origin, the facets), are as `context` makes them. */
function sameContext(page: SearchPage, doc: CompiledDoc, context: RecordContext): boolean {
  return (
    page.url === context.siteUrl + doc.href &&
    page.lvl0 === (context.categories.get(doc.href) ?? DEFAULT_LVL0) &&
    page.language === context.language &&
    page.docusaurusTag.join('\0') === context.docusaurusTag.join('\0') &&
    page.version.join('\0') === context.version.join('\0')
  );
}

export function recordContext(config: SiteConfig, model: ContentModel): RecordContext {
  const version = model.version.name;
  return {
    siteUrl: config.url.replace(/\/$/, ''),
    language: config.i18n.defaultLocale,
    docusaurusTag: ['default', `docs-${DOCS_PLUGIN_ID}-${version}`],
    version: [version],
    // A page in several sidebars is grouped under its category in the first.
    categories: categoryLabels(Object.values(model.sidebars).flat()),
  };
}

/** One doc as search sees it: its group, title and description, and its text under each heading. */
export interface SearchPage {
  /** Absolute URL of the page. */
  url: string;
  lvl0: string;
  title: string;
  description: string | null;
  language: string;
  docusaurusTag: readonly string[];
  version: readonly string[];
  sections: readonly SearchPageSection[];
}

export interface SearchPageSection {
  /** Null for the text before the first heading. */
  heading: { id: string; level: number; text: string } | null;
  texts: readonly string[];
}

export function searchPage(doc: CompiledDoc, context: RecordContext): SearchPage {
  const page: Omit<SearchPage, 'sections'> = {
    url: context.siteUrl + doc.href,
    lvl0: context.categories.get(doc.href) ?? DEFAULT_LVL0,
    title: doc.title,
    description: doc.source.frontMatter.description?.trim() || null,
    language: context.language,
    docusaurusTag: context.docusaurusTag,
    version: context.version,
  };
  // A large build's search text stays in its spill (content/text-spill.ts) until the page is
  // sent to the index thread: made when read, not for every page at once.
  if (!isSpilled(doc, 'searchSections')) return { ...page, sections: pageSections(doc) };
  // Added as a new field with the getter every page shares: a field turned into a getter, or a
  // getter of each page's own, made V8 hold each page's fields in a dictionary (700 bytes a
  // page, every page held while the index is written).
  Object.defineProperty(page, DOC, { value: doc });
  return Object.defineProperty(page, 'sections', SPILLED_SECTIONS) as SearchPage;
}

/** Where a page whose sections are read when asked keeps its doc. */
const DOC = Symbol('doc');

const SPILLED_SECTIONS: PropertyDescriptor = {
  get(this: { [DOC]: CompiledDoc }) {
    return pageSections(this[DOC]);
  },
  enumerable: true,
};

/**
 * What a page's sections are made from, known without reading them: the digests of its doc's
 * headings and search text, when both are read from a docs-cache entry (content/text-spill.ts).
 */
export function sectionsDigest(page: SearchPage): string | undefined {
  const doc = (page as Partial<{ [DOC]: CompiledDoc }>)[DOC];
  if (!doc || Object.getOwnPropertyDescriptor(page, 'sections')?.get !== SPILLED_SECTIONS.get) return undefined;
  const headings = spilledDigest(doc, 'headings');
  const sections = spilledDigest(doc, 'searchSections');
  return headings && sections ? `${headings}.${sections}` : undefined;
}

function pageSections(doc: CompiledDoc): SearchPageSection[] {
  return sectionsOf(doc.headings, doc.searchSections);
}

/**
 * The page to post to the search thread. Sections read back here, on the main thread, were
 * most of it between `serve`'s saves at 100,000 docs (each re-index read every page's from disk,
 * and a save waited for the batch being read); the thread reads them itself (wire-page.ts).
 * The page's docs must be kept reachable until the thread has them (they keep their spill).
 */
export function wirePage(page: SearchPage): WirePage {
  const doc = (page as Partial<{ [DOC]: CompiledDoc }>)[DOC];
  const headings = doc && locateText(doc, 'headings');
  const searchSections = doc && locateText(doc, 'searchSections');
  if (!headings || !searchSections) return page;
  const { url, lvl0, title, description, language, docusaurusTag, version } = page;
  return { url, lvl0, title, description, language, docusaurusTag, version, sectionsAt: { headings, searchSections } };
}

export function docRecords(doc: CompiledDoc, context: RecordContext): SearchRecord[] {
  return pageRecords(searchPage(doc, context));
}

/** The page's DocSearch records: its title, then each heading and each block of text, in reading order. */
export function pageRecords(page: SearchPage): SearchRecord[] {
  const pageUrl = page.url;
  const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records: SearchRecord[] = [];
  const seen = new Map<string, number>();
  const add = (type: SearchRecord['type'], anchor: string | null, content: string | null) => {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    // Content-addressed, so an unchanged paragraph keeps its id when text elsewhere moves; the
    // count tells identical paragraphs of one section apart.
    const key = `${url}\0${type}\0${content ?? hierarchyPath(hierarchy)}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    records.push({
      objectID: createHash('sha1').update(`${key}\0${occurrence}`).digest('hex').slice(0, 20),
      url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy: { ...hierarchy },
      language: page.language,
      docusaurus_tag: [...page.docusaurusTag],
      version: [...page.version],
      position: records.length,
    });
  };

  add('lvl1', null, page.description);
  for (const section of page.sections) {
    let anchor: string | null = null;
    if (section.heading) {
      const { id, level, text } = section.heading;
      anchor = id;
      for (let l = level; l <= 6; l++) hierarchy[`lvl${l}` as HeadingLevel] = null;
      hierarchy[`lvl${level}` as HeadingLevel] = text;
      add(`lvl${level}` as HeadingLevel, anchor, null);
    }
    for (const text of section.texts) add('content', anchor, text);
  }
  return records;
}

function hierarchyPath(hierarchy: Hierarchy): string {
  return Object.values(hierarchy).filter(Boolean).join('\0');
}

/** The innermost category label of every doc link in the sidebar, and of each category's own page. */
function categoryLabels(sidebar: readonly SidebarItem[]): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (items: readonly SidebarItem[], label: string | undefined) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.href) labels.set(item.href, item.label);
        walk(item.items, item.label);
      } else if (label !== undefined && item.href && !labels.has(item.href)) {
        labels.set(item.href, label);
      }
    }
  };
  walk(sidebar, undefined);
  return labels;
}
