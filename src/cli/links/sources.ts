/**
 * Which source file made each page, so a report names the file a maintainer opens, not only a
 * URL: the doc's markdown, the page module, the category's `_category_.json`, or the template
 * of a page docsgen generates (search, not found, redirect). Where the broken link is written in
 * that file, the report adds its line.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteData } from '../../runtime/data.ts';
import { CATEGORY_FILES } from '../content/scan.ts';
import type { CompiledDoc, ContentModel } from '../content/model.ts';
import { modelOfRoute, type VersionModels } from '../versions/version-models.ts';
import type { PageModule } from '../routes/pages.ts';
import { folderPageLink, resolveMarkdownLink } from '../markdown/md-links.ts';
import { outputFileFor } from '../routes/routes.ts';
import { plainLinkPath, withSiteBase } from '../../runtime/shell/plain-links.ts';

/** A page's source file, and how a link written there appears in the page. */
export interface PageSource {
  /** Relative to the site dir: `content/docs/01-intro.md`. */
  file: string;
  /** A markdown doc's `./other.md#part` is `/docs/other#part` in the page. */
  hrefOf?: (written: string) => string;
  /**
   * Links of the doc to a `.md` file that is not there, as written (and so in the page): the
   * build reported them already, per `onBrokenMarkdownLinks`, and they only warn.
   */
  brokenMarkdownLinks?: ReadonlySet<string>;
}

/** Output file (`/docs/intro/index.html`) → where the page came from. */
export type PageSources = ReadonlyMap<string, PageSource>;

export interface SourceInputs {
  siteDir: string;
  baseUrl: string;
  routes: readonly RouteData[];
  /** One model per docs version (a site without versions: its one model). */
  model: VersionModels;
  pages: readonly PageModule[];
  /** Template name → file, as resolved for the build. */
  templates: Readonly<Record<string, string>>;
}

/** A doc's page's source: its markdown file, and how its links appear in the page. */
export function docSource(doc: CompiledDoc, model: Pick<ContentModel, 'permalinks' | 'linkRoots'>, baseUrl: string): PageSource {
  const options = { filePath: doc.source.file, permalinks: model.permalinks, roots: model.linkRoots };
  return {
    file: doc.source.displayPath,
    hrefOf: (written) => withBase(baseUrl, resolveMarkdownLink(written, options) ?? folderPageLink(written, options, doc.source.source) ?? written),
    brokenMarkdownLinks: new Set(doc.brokenMarkdownLinks.map((link) => link.url)),
  };
}

export function pageSources({ siteDir, baseUrl, routes, model, pages, templates }: SourceInputs): PageSources {
  const relative = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  const template = (name: string): PageSource | undefined => (templates[name] ? { file: relative(templates[name]) } : undefined);
  const sourceOf = (route: RouteData): PageSource | undefined => {
    switch (route.kind) {
      case 'doc': {
        const own = modelOfRoute(model, route);
        const doc = own.docsById.get(route.docId);
        return doc && docSource(doc, own, baseUrl);
      }
      case 'page': {
        const page = pages.find((p) => p.id === route.pageId);
        return page && { file: page.displayPath };
      }
      case 'category': {
        const category = modelOfRoute(model, route).generatedIndexes.find((index) => index.route === route.path)?.category;
        if (!category) return undefined;
        const file = CATEGORY_FILES.find((name) => existsSync(path.join(category.dir, name)));
        return { file: file ? `${category.displayPath}/${file}` : category.displayPath };
      }
      case 'tags':
        return template('TagsPage');
      case 'search':
        return template('SearchPage');
      case 'notFound':
        return template('NotFoundPage');
      case 'redirect':
        return template('RedirectPage');
    }
  };
  const sources = new Map<string, PageSource>();
  for (const route of routes) {
    const source = sourceOf(route);
    if (source) sources.set(`/${outputFileFor(route.path)}`, source);
  }
  return sources;
}

/**
 * A link as the markdown pipeline writes it into the page (markdown/links.ts): a site-absolute
 * path gets the baseUrl, and a `pathname://` link becomes that path.
 */
function withBase(baseUrl: string, href: string): string {
  return withSiteBase(baseUrl, plainLinkPath(href) ?? href);
}

/**
 * `file:line` for each link found written in its page's source, keyed `outputFile \0 href`. A
 * link the source does not contain came from the layout (navbar, footer, template) and gets no
 * line. Source files are read only here, when something is to be reported.
 */
export async function linkLocations(
  siteDir: string,
  sources: PageSources,
  baseUrl: string,
  findings: readonly { file: string; items: readonly { href: string }[] }[],
): Promise<Map<string, string>> {
  const locations = new Map<string, string>();
  for (const { file, items } of findings) {
    const source = sources.get(file);
    if (!source) continue;
    const text = await readFile(path.join(siteDir, source.file), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const lines = text.split(/\r?\n/);
    for (const { href } of items) {
      const line = lineOf(lines, href, baseUrl, source.hrefOf);
      if (line) locations.set(`${file}\0${href}`, `${source.file}:${line}`);
    }
  }
  return locations;
}

/** Link targets as sources write them: markdown links, images, definitions, autolinks, attributes. */
const WRITTEN_TARGETS = [
  /\]\(\s*<([^>\n]*)>/g,
  /\]\(\s*([^\s)]+)/g,
  /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)/g,
  /<([a-z][a-z\d+.-]*:[^\s>]+)>/gi,
  /\b(?:href|src|to)\s*=\s*\{?\s*["'`]([^"'`]+)["'`]/g,
  // A bare URL, autolinked by GFM, which leaves trailing punctuation out of the link.
  /(?<![(<\w])(https?:\/\/[^\s<>]*[^\s<>.,:;!?'"*_~)])/g,
];

/** The first line that writes a link target which becomes `href` in the page. */
export function lineOf(lines: readonly string[], href: string, baseUrl: string, hrefOf: (written: string) => string = (w) => withBase(baseUrl, w)): number | undefined {
  const wanted = decodeSafe(href);
  const index = lines.findIndex((line) =>
    WRITTEN_TARGETS.some((pattern) =>
      [...line.matchAll(pattern)].some(([, written]) => written !== undefined && decodeSafe(hrefOf(written)) === wanted),
    ),
  );
  return index === -1 ? undefined : index + 1;
}

function decodeSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
