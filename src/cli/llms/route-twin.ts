/**
 * What the build adds to a doc or category page for language models: the route's `markdown`
 * (its twin's URL, for the `<link rel="alternate">` in its head), the copy-page menu's HTML, and
 * the twin itself (a file beside the page).
 */
import { fromHtml } from 'hast-util-from-html';
import type { SiteConfig } from '../config/schema.ts';
import { withBase } from '../content/model.ts';
import { absoluteUrl } from '../routes/routes.ts';
import type { CategoryRoute, DocRoute, RouteData } from '../../runtime/data.ts';
import { copyPageHtml } from './copy-page-html.ts';
import { finishTwin, hastToMarkdown } from './hast-markdown.ts';
import { twinFile, twinPath } from './paths.ts';

export type TwinRoute = DocRoute | CategoryRoute;

export function hasTwin(config: SiteConfig, route: RouteData): route is TwinRoute {
  return config.llms !== false && (route.kind === 'doc' || route.kind === 'category');
}

/** The route with its twin's URL and (a doc's) copy-page menu. */
export function withTwinFields(config: SiteConfig, route: RouteData): RouteData {
  if (!hasTwin(config, route) || config.llms === false) return route;
  const url = withBase(config.baseUrl, twinPath(route.path));
  const menu = config.llms.copyPage;
  // A spread reads a doc's spilled fields (its HTML, twin and contents) once each: the page reads
  // them all next, and copying their accessors instead cost more than the reads.
  if (route.kind === 'category' || menu === false) return { ...route, markdown: url };
  return { ...route, markdown: url, copyPage: copyPageHtml(url, absoluteUrl(config, twinPath(route.path)), menu.assistants) };
}

/**
 * The twin of a page as rendered: a doc's body as it compiled (or, when cards were drawn into
 * its HTML at render time, read from that HTML), a category page's cards as a list.
 */
export function routeTwin(config: SiteConfig, route: TwinRoute, body: string | undefined): { file: string; text: string } {
  const pageUrl = absoluteUrl(config, route.path);
  const markdown = route.kind === 'doc' ? docMarkdown(route, body) : categoryMarkdown(route);
  return { file: twinFile(route.path), text: finishTwin(markdown, config.url, pageUrl) };
}

function docMarkdown(route: DocRoute, body: string | undefined): string {
  const text = body ?? hastToMarkdown(fromHtml(route.html, { fragment: true }));
  return `# ${route.contentTitle ?? route.title}\n\n${text}`;
}

function categoryMarkdown(route: CategoryRoute): string {
  const tree = fromHtml(`<section class="doc-cards">${route.cards.map((card) => `<a href="${escape(card.href)}"><h2 class="doc-card__title">${escape(card.title)}</h2>${card.description ? `<p class="doc-card__description">${escape(card.description)}</p>` : ''}</a>`).join('')}</section>`, { fragment: true });
  const description = route.description ? `${route.description}\n\n` : '';
  return `# ${route.title}\n\n${description}${hastToMarkdown(tree)}`;
}

function escape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
