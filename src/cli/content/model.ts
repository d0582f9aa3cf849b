/**
 * The content model: every doc compiled once, the generated category pages, the sidebar,
 * the version and the locale. Everything later stages need, as plain data.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import type { DocCard, LocaleConfig, SidebarItem, VersionData } from '../../runtime/data.ts';
import type { SiteConfig } from '../config/schema.ts';
import { UserError } from '../errors.ts';
import { routeProblem, slugRoute } from '../confine/route-path.ts';
import type { HeadingInfo } from '../markdown/headings.ts';
import { linkRoots, type BrokenMarkdownLink } from '../markdown/md-links.ts';
import type { MarkdownCompiler } from '../markdown/pipeline.ts';
import { frontMatterKeyLine, ignoredKeys } from './front-matter.ts';
import { idList } from './doc-ids.ts';
import type { MarkdownWarning } from '../markdown/raw-html.ts';
import type { DocAsset } from '../markdown/doc-images.ts';
import type { SearchSection } from '../markdown/search-text.ts';
import { buildToc, type TocItem } from '../markdown/toc.ts';
import { docsRootRoute, indexDocOf, isIndexOf, scanDocs, walkDocs, type SourceCategory, type SourceDoc, type SourceItem } from './scan.ts';
import { buildSidebar, readingOrder, sortItems, type SidebarLabels } from './sidebar.ts';

export interface CompiledDoc {
  source: SourceDoc;
  id: string;
  /** Site-relative path, e.g. `/docs/intro`. */
  route: string;
  /** URL with the baseUrl. */
  href: string;
  title: string;
  /** What its page cannot show as written (MDX), by line. */
  warnings: MarkdownWarning[];
  /** Images beside it that its page links to (copied into the output). */
  assets: DocAsset[];
  /** The text of the doc's own leading `# Heading`, if it has one. */
  contentTitle: string | undefined;
  sidebarLabel: string;
  description: string;
  html: string;
  headings: HeadingInfo[];
  toc: TocItem[];
  links: string[];
  brokenMarkdownLinks: BrokenMarkdownLink[];
  /** Readable text per heading, for search records. */
  searchSections: SearchSection[];
  draft: boolean;
  editUrl: string | undefined;
}

export interface GeneratedIndex {
  category: SourceCategory;
  route: string;
  href: string;
  title: string;
  description: string;
  /** From its link, for its page's head as a doc's front matter ones. */
  keywords: string[] | undefined;
  image: string | undefined;
  cards: DocCard[];
}

export interface ContentModel {
  docs: CompiledDoc[];
  docsById: ReadonlyMap<string, CompiledDoc>;
  generatedIndexes: GeneratedIndex[];
  sidebarId: string;
  sidebar: SidebarItem[];
  order: { label: string; href: string }[];
  version: VersionData;
  locale: LocaleConfig;
  /** Absolute source path → URL, for `.md` link rewriting. */
  permalinks: ReadonlyMap<string, string>;
  /** The folders `.md` links are looked for in first (`linkRoots`). */
  linkRoots: readonly string[];
  /** The docs folder as scanned (drafts left out unless included): `serve` derives the rest again from it. */
  tree: SourceCategory;
  /** By doc id, the routes of the docs whose front matter names it as their previous or next page. */
  pagedFrom: ReadonlyMap<string, string[]>;
}

export interface ModelOptions {
  config: SiteConfig;
  siteDir: string;
  includeDrafts: boolean;
  /** Gets the permalink map (known after the scan) and returns the compiler for the docs. */
  compiler: (permalinks: ReadonlyMap<string, string>, linkRoots: readonly string[]) => Promise<MarkdownCompiler>;
}

export function withBase(baseUrl: string, route: string): string {
  return baseUrl + route.replace(/^\//, '');
}

/** `/docs-site/intro` → `/intro` for baseUrl `/docs-site/` (what `withBase` undoes); `undefined` outside the base. */
export function belowBase(pathname: string, baseUrl: string): string | undefined {
  if (pathname.startsWith(baseUrl)) return `/${pathname.slice(baseUrl.length)}`;
  if (`${pathname}/` === baseUrl) return '/';
  return undefined;
}

export async function buildContentModel(options: ModelOptions): Promise<ContentModel> {
  const { config, siteDir } = options;
  const docsDir = path.resolve(siteDir, config.docs.path);
  const tree = await scanDocs({ siteDir, docsDir, routeBasePath: config.docs.routeBasePath });
  const all = [...walkDocs(tree)];
  assertUniqueIds(all);
  const draftIds = all.filter((d) => d.frontMatter.draft).map((d) => d.id);
  if (!options.includeDrafts) removeDrafts(tree);
  const sources = [...walkDocs(tree)];

  const permalinks = new Map(sources.map((d) => [d.file, withBase(config.baseUrl, d.route)]));
  const roots = linkRoots(siteDir, docsDir);
  const compile = await options.compiler(permalinks, roots);
  const docs = await Promise.all(sources.map((source) => compileDoc(source, compile, config)));
  return deriveModel({ config, tree, docs, permalinks, linkRoots: roots, draftIds });
}

export interface ModelParts {
  config: SiteConfig;
  tree: SourceCategory;
  /** The tree's docs, compiled, in its order. */
  docs: CompiledDoc[];
  permalinks: ReadonlyMap<string, string>;
  linkRoots: readonly string[];
  draftIds: string[];
}

/**
 * The model from the scanned tree and its compiled docs: the generated category pages, the
 * sidebar, the reading order and the version. `serve` calls it again when a saved doc changes
 * what other pages show (its title, its place), with the other docs as they were compiled.
 */
export function deriveModel({ config, tree, docs, permalinks, linkRoots, draftIds }: ModelParts): ContentModel {
  const docsById = new Map(docs.map((d) => [d.id, d]));
  checkPaginationIds(docs, docsById, draftIds);
  checkCategoryDocLinks(tree, docsById, draftIds);

  const generatedIndexes: GeneratedIndex[] = [];
  const indexByCategory = new Map<SourceCategory, GeneratedIndex>();
  // One slugger for the whole sidebar, read in its order, as Docusaurus does: a second category
  // labelled alike gets `-1` rather than the first one's URL.
  const labelSlugs = new GithubSlugger();
  for (const category of categoriesInOrder(tree)) {
    const link = category.meta.link;
    if (link?.type !== 'generated-index') continue;
    const slug = link.slug ?? `/category/${labelSlugs.slug(category.label)}`;
    const route = slugRoute(docsRootRoute(config.docs.routeBasePath), [], `/${slug}`);
    checkCategoryRoute(category, route, link.slug);
    const index: GeneratedIndex = {
      category,
      route,
      href: withBase(config.baseUrl, route),
      title: link.title ?? category.label,
      description: link.description ?? category.meta.description ?? '',
      keywords: link.keywords,
      image: link.image,
      cards: [],
    };
    generatedIndexes.push(index);
    indexByCategory.set(category, index);
  }

  /** The doc a category links to: the one its `_category_` file names, or its folder page. */
  // Asked for its href, label, class and id: found once per category.
  const linked = new Map<SourceCategory, CompiledDoc | undefined>();
  const linkedDoc = (category: SourceCategory): CompiledDoc | undefined => {
    if (linked.has(category)) return linked.get(category);
    const own = indexDocOf(category);
    const link = category.meta.link;
    const doc = own ? docsById.get(own.id) : link?.type === 'doc' ? docsById.get(link.id) : undefined;
    linked.set(category, doc);
    return doc;
  };
  const categoryHref = (category: SourceCategory): string | undefined => indexByCategory.get(category)?.href ?? linkedDoc(category)?.href;
  const labels = {
    docLabel: (id: string) => docsById.get(id)!.sidebarLabel,
    docHref: (id: string) => docsById.get(id)!.href,
    docClassName: (id: string) => docsById.get(id)!.source.frontMatter.sidebar_class_name,
    categoryHref,
    // Docusaurus names a category without a label after the doc it links to.
    categoryLabel: (category: SourceCategory) => category.meta.label ?? linkedDoc(category)?.sidebarLabel ?? category.label,
    categoryClassName: (category: SourceCategory) => category.meta.className ?? linkedDoc(category)?.source.frontMatter.sidebar_class_name,
    categoryDocId: (category: SourceCategory) => (indexByCategory.has(category) ? undefined : linkedDoc(category)?.id),
  };
  const sidebar = buildSidebar(tree, labels);
  for (const index of generatedIndexes) index.cards = cardsFor(index.category, docsById, labels, indexByCategory);

  const sidebarId = config.docs.sidebarId;
  const docsByHref = new Map(docs.map((d) => [d.href, d]));
  const order = readingOrder(sidebar, (href) => {
    const doc = docsByHref.get(href);
    return doc && paginationLabel(doc);
  });
  const docHrefs = new Set(docs.map((d) => d.href));
  const inSidebar = new Set(order.map((o) => o.href));
  const firstDoc = docs.find((d) => d.href === order.find((o) => docHrefs.has(o.href))?.href) ?? docs[0];
  const mainDocId = docsById.has('index') ? 'index' : (firstDoc?.id ?? '');
  // The baseUrl itself in docs-only mode, as Docusaurus has it.
  const versionPath = withBase(config.baseUrl, docsRootRoute(config.docs.routeBasePath));
  const version: VersionData = {
    name: 'current',
    label: config.docs.versionLabel,
    isLast: true,
    path: versionPath,
    mainDocId,
    draftIds,
    sidebars: { [sidebarId]: { link: firstDoc ? { path: firstDoc.href, label: firstDoc.sidebarLabel } : undefined } },
    docs: docs.map((d) => ({ id: d.id, path: d.href, sidebar: inSidebar.has(d.href) ? sidebarId : undefined })),
  };
  return {
    docs,
    docsById,
    generatedIndexes,
    sidebarId,
    sidebar,
    order,
    version,
    locale: localeConfig(config),
    permalinks,
    linkRoots,
    tree,
    pagedFrom: pagedFrom(docs),
  };
}

/** `pagination_prev` / `pagination_next` must name a doc (a draft left out of this build is fine: no link). */
function checkPaginationIds(docs: readonly CompiledDoc[], docsById: ReadonlyMap<string, CompiledDoc>, draftIds: readonly string[]): void {
  for (const doc of docs) {
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const id = doc.source.frontMatter[key];
      if (typeof id !== 'string' || docsById.has(id) || draftIds.includes(id)) continue;
      throw new UserError(`front matter ${key} "${id}" names no doc. Use the id of a doc (its path without number prefixes and extension, or its front matter id), or null for no link.`, {
        file: doc.source.displayPath,
        line: frontMatterKeyLine(doc.source.source, key),
      });
    }
  }
}

/** A category linking to a doc that is not there (spec §8: a developer error), named in its `_category_` file. */
function checkCategoryDocLinks(tree: SourceCategory, docsById: ReadonlyMap<string, CompiledDoc>, draftIds: readonly string[]): void {
  for (const category of walkCategories(tree)) {
    const link = category.meta.link;
    if (link?.type !== 'doc' || docsById.has(link.id) || indexDocOf(category)) continue;
    const why = draftIds.includes(link.id) ? `the doc "${link.id}" is a draft, left out of this build` : `no doc with id "${link.id}"`;
    throw new UserError(`link: ${why}. Available ids: ${idList(link.id, [...docsById.keys()])}. Link the category to one of them, or use { "type": "generated-index" }.`, {
      file: category.metaFile ?? category.displayPath,
      line: category.metaFile ? lineWith(category.dir, category.metaFile, link.id) : undefined,
    });
  }
}

/** A category's generated page at a URL that could not be served as written (see route-path.ts), named at its `link.slug`. */
function checkCategoryRoute(category: SourceCategory, route: string, slug: string | undefined): void {
  const problem = routeProblem(route);
  if (problem === undefined) return;
  const made = slug !== undefined ? `its link.slug ${JSON.stringify(slug)}` : `its label ${JSON.stringify(category.label)}`;
  throw new UserError(`the URL ${JSON.stringify(route)} of the category's generated page, made from ${made}, ${problem}. Change ${slug !== undefined ? 'link.slug' : 'the label, or give the link a slug'}.`, {
    file: category.metaFile ?? category.displayPath,
    line: category.metaFile && slug !== undefined ? lineWith(category.dir, category.metaFile, '"slug"') ?? lineWith(category.dir, category.metaFile, 'slug:') : undefined,
  });
}

/** The first line of the category file that mentions `text`. */
function lineWith(dir: string, metaFile: string, text: string): number | undefined {
  try {
    const index = readFileSync(path.join(dir, path.basename(metaFile)), 'utf8').split('\n').findIndex((line) => line.includes(text));
    return index < 0 ? undefined : index + 1;
  } catch {
    return undefined;
  }
}

function pagedFrom(docs: readonly CompiledDoc[]): Map<string, string[]> {
  const from = new Map<string, string[]>();
  for (const doc of docs) {
    const { pagination_prev: prev, pagination_next: next } = doc.source.frontMatter;
    for (const id of new Set([prev, next])) if (typeof id === 'string') from.set(id, [...(from.get(id) ?? []), doc.route]);
  }
  return from;
}

export async function compileDoc(source: SourceDoc, compile: MarkdownCompiler, config: SiteConfig): Promise<CompiledDoc> {
  const compiled = await compile(source.source, source.file);
  const refused = compiled.refusedFiles[0];
  if (refused) throw new UserError(`${refused.url} ${refused.reason}`, { file: source.displayPath, line: refused.line });
  const fm = source.frontMatter;
  // Docusaurus falls back to the base id: the front matter `id`, else the file name without its number.
  const title = fm.title ?? compiled.contentTitle ?? fm.id ?? source.name;
  const min = fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel;
  if (min > max) {
    throw new UserError(`front matter toc_min_heading_level (${min}) is greater than toc_max_heading_level (${max})`, {
      file: source.displayPath,
    });
  }
  return {
    source,
    id: source.id,
    route: source.route,
    href: withBase(config.baseUrl, source.route),
    title,
    contentTitle: compiled.contentTitle,
    warnings: [...ignoredKeys(fm, source.source), ...compiled.warnings],
    assets: compiled.assets,
    sidebarLabel: fm.sidebar_label ?? title,
    description: fm.description ?? excerpt(compiled.html),
    html: compiled.html,
    headings: compiled.headings,
    toc: buildToc(compiled.headings, min, max),
    links: compiled.links,
    brokenMarkdownLinks: compiled.brokenMarkdownLinks,
    searchSections: compiled.searchSections,
    draft: fm.draft === true,
    editUrl: fm.custom_edit_url !== undefined ? (fm.custom_edit_url ?? undefined) : config.docs.editUrl ? config.docs.editUrl.replace(/\/?$/, '/') + source.relPath : undefined,
  };
}

/** First paragraph as plain text, for docs without a `description`. */
function excerpt(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** What the prev/next links of other pages call a doc, as Docusaurus: `pagination_label`, else its sidebar label. */
export function paginationLabel(doc: CompiledDoc): string {
  return doc.source.frontMatter.pagination_label ?? doc.sidebarLabel;
}

/** A doc's card on its category's generated page. */
export function docCard(doc: CompiledDoc): DocCard {
  return { kind: 'doc', title: doc.sidebarLabel, href: doc.href, description: doc.description };
}

function cardsFor(
  category: SourceCategory,
  docsById: ReadonlyMap<string, CompiledDoc>,
  labels: Pick<SidebarLabels, 'categoryHref' | 'categoryLabel'>,
  generated: ReadonlyMap<SourceCategory, GeneratedIndex>,
): DocCard[] {
  const cards: DocCard[] = [];
  for (const item of sortItems(category.children)) {
    if (item.kind === 'doc') {
      const doc = docsById.get(item.id);
      if (doc && !isIndexOf(item, category) && !item.frontMatter.unlisted) {
        cards.push(docCard(doc));
      }
      continue;
    }
    const href = labels.categoryHref(item);
    if (!href) continue;
    const count = item.children.filter((c) => c.kind === 'category' || !isIndexOf(c, item)).length;
    const description = generated.get(item)?.description || `${count} item${count === 1 ? '' : 's'}`;
    cards.push({ kind: 'category', title: labels.categoryLabel(item), href, description });
  }
  return cards;
}

function* walkCategories(category: SourceCategory): Generator<SourceCategory> {
  for (const child of category.children) {
    if (child.kind === 'category') {
      yield child;
      yield* walkCategories(child);
    }
  }
}

/** Categories in sidebar order (a category before the ones inside it), which decides whose label slug gets the `-1`. */
function* categoriesInOrder(category: SourceCategory): Generator<SourceCategory> {
  for (const child of sortItems(category.children)) {
    if (child.kind === 'category') {
      yield child;
      yield* categoriesInOrder(child);
    }
  }
}

function removeDrafts(category: SourceCategory): void {
  category.children = category.children.filter((c: SourceItem) => c.kind === 'category' || !c.frontMatter.draft);
  for (const child of category.children) if (child.kind === 'category') removeDrafts(child);
}

function assertUniqueIds(docs: readonly SourceDoc[]): void {
  const seen = new Map<string, SourceDoc>();
  const routes = new Map<string, SourceDoc>();
  for (const doc of docs) {
    const other = seen.get(doc.id);
    if (other) {
      throw new UserError(`doc id "${doc.id}" is also the id of ${other.displayPath}. Rename one file or give it another \`id\` in front matter.`, {
        file: doc.displayPath,
      });
    }
    seen.set(doc.id, doc);
    const sameRoute = routes.get(doc.route.toLowerCase());
    if (sameRoute) {
      throw new UserError(`URL ${doc.route} is also the URL of ${sameRoute.displayPath}. Change the \`slug\` of one of them.`, {
        file: doc.displayPath,
      });
    }
    routes.set(doc.route.toLowerCase(), doc);
  }
}

function localeConfig(config: SiteConfig): LocaleConfig {
  const locale = config.i18n.defaultLocale;
  const custom = config.i18n.localeConfigs[locale] ?? {};
  const labels: Record<string, string> = { en: 'English', fr: 'Français', de: 'Deutsch', ja: '日本語', es: 'Español' };
  return {
    label: custom.label ?? labels[locale] ?? locale,
    direction: custom.direction ?? 'ltr',
    htmlLang: custom.htmlLang ?? locale,
    calendar: custom.calendar ?? 'gregory',
    path: locale,
  };
}
