/**
 * The text a maintainer reads when links are broken: grouped by the page that holds them, each
 * page with its URL and source file, each link as written, where it resolved to, and the line of
 * the source that wrote it when known. Shaped like Docusaurus' report (behaviour.md §6.1), so a
 * migrating maintainer recognises it.
 */
import type { BrokenAnchor, BrokenLink, PageFindings } from './check.ts';
import type { PageSources } from './sources.ts';

export interface ReportContext {
  sources: PageSources;
  /** `outputFile \0 href` → `content/docs/intro.md:7`. */
  locations: ReadonlyMap<string, string>;
}

/** A link broken on this many pages or more most likely comes from the layout. */
const FREQUENT = 5;

export function brokenLinksMessage(pages: readonly PageFindings<BrokenLink>[], context: ReportContext): string {
  return [
    'docsgen found broken links!',
    "Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist.",
    "Note: it's possible to ignore broken links with the 'onBrokenLinks' setting in site.config.ts, and let the build pass.",
    ...frequentLinks(pages),
    '',
    `Exhaustive list of all broken links found (${count(pages, 'link')}):`,
    ...pages.flatMap((page) => [
      `- Broken link on source page path = ${pageLabel(page, context)}:`,
      ...page.items.map((link) => linkLine(link.href, link.resolved, link.reason, where(page, link, context))),
    ]),
  ].join('\n');
}

export function brokenAnchorsMessage(pages: readonly PageFindings<BrokenAnchor>[], context: ReportContext): string {
  return [
    'docsgen found broken anchors!',
    "Please check the pages of your site in the list below, and make sure you don't reference any anchor that does not exist.",
    "Note: it's possible to ignore broken anchors with the 'onBrokenAnchors' setting in site.config.ts, and let the build pass.",
    '',
    `Exhaustive list of all broken anchors found (${count(pages, 'anchor')}):`,
    ...pages.flatMap((page) => [
      `- Broken anchor on source page path = ${pageLabel(page, context)}:`,
      ...page.items.map((anchor) => {
        const on = anchor.target === page.page ? 'this page' : anchor.target;
        return linkLine(anchor.href, anchor.resolved, `no id "${anchor.fragment}" on ${on}`, where(page, anchor, context));
      }),
    ]),
  ].join('\n');
}

function pageLabel(page: PageFindings<unknown>, context: ReportContext): string {
  const source = context.sources.get(page.file);
  return source ? `${page.page} (${source.file})` : page.page;
}

function where(page: PageFindings<unknown>, item: { href: string }, context: ReportContext): string | undefined {
  return context.locations.get(`${page.file}\0${item.href}`);
}

function linkLine(href: string, resolved: string, reason: string | undefined, location: string | undefined): string {
  let line = `   -> linking to ${href}`;
  if (resolved !== href) line += ` (resolved as: ${resolved})`;
  if (reason) line += ` (${reason})`;
  if (location) line += ` at ${location}`;
  return line;
}

/** Docusaurus' hint for links that are broken everywhere: they are in the navbar, footer or a template. */
function frequentLinks(pages: readonly PageFindings<BrokenLink>[]): string[] {
  const pagesPerTarget = new Map<string, number>();
  for (const page of pages) {
    for (const target of new Set(page.items.map((link) => link.resolved))) {
      pagesPerTarget.set(target, (pagesPerTarget.get(target) ?? 0) + 1);
    }
  }
  const frequent = [...pagesPerTarget].filter(([, n]) => n >= FREQUENT).map(([target]) => target);
  if (frequent.length === 0) return [];
  return [
    '',
    'It looks like some of the broken links we found appear in many pages of your site.',
    'Maybe those broken links appear on all pages through your site layout?',
    'We recommend that you check the navbar and footer in site.config.ts, and the templates, for such links.',
    'Frequent broken links are linking to:',
    ...frequent.map((target) => `- ${target}`),
  ];
}

function count(pages: readonly PageFindings<unknown>[], noun: string): string {
  const n = pages.reduce((sum, page) => sum + page.items.length, 0);
  return `${n} ${noun}${n === 1 ? '' : 's'} on ${pages.length} page${pages.length === 1 ? '' : 's'}`;
}
