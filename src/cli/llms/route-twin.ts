/**
 * What the build adds to a doc or category page for language models: the route's `markdown`
 * (its twin's URL, for the `<link rel="alternate">` in its head), the copy-page menu's HTML, and
 * the twin itself (a file beside the page).
 */
import type { SiteConfig } from '../config/schema.ts';
import { withBase } from '../content/model.ts';
import { absoluteUrl } from '../routes/routes.ts';
import type { CategoryRoute, DocRoute, RouteData } from '../../runtime/data.ts';
import { copyPageHtml } from './copy-page-html.ts';
import { twinFile, twinPath } from './paths.ts';
import { categoryTwin, docTwin } from './twin.ts';

export type TwinRoute = DocRoute | CategoryRoute;

export function hasTwin(config: SiteConfig, route: RouteData): route is TwinRoute {
  return config.llms !== false && (route.kind === 'doc' || route.kind === 'category');
}

/** The route with its twin's URL and (a doc's) copy-page menu. */
export function withTwinFields(config: SiteConfig, route: RouteData): RouteData {
  if (!hasTwin(config, route) || config.llms === false) return route;
  const url = withBase(config.baseUrl, twinPath(route.path));
  const menu = config.llms.copyPage;
  if (route.kind === 'category' || menu === false) return { ...route, markdown: url };
  return { ...route, markdown: url, copyPage: copyPageHtml(url, absoluteUrl(config, twinPath(route.path)), menu.assistants) };
}

/** The twin of a page as rendered (its card lists drawn, its assets' URLs in). */
export function routeTwin(config: SiteConfig, route: TwinRoute): { file: string; text: string } {
  const context = { pageUrl: absoluteUrl(config, route.path) };
  const text = route.kind === 'doc' ? docTwin(route, context) : categoryTwin(route, context);
  return { file: twinFile(route.path), text };
}
