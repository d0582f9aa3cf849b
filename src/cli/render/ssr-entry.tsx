/**
 * Entry of the server bundle: renders one route to a complete HTML document.
 */
import * as React from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import * as templates from 'docsgen:templates';
import { pages } from 'docsgen:pages';
import { App } from '../../runtime/app/App.tsx';
import type { DocumentProps, PageModuleExports } from '../../runtime/app/templates.ts';
import type { DocCard, RouteData, SidebarItem, SiteData } from '../../runtime/data.ts';
import { DocCards } from '../../runtime/docs/DocCards.tsx';
import { plugVersionsUi } from '../../runtime/versions/slot.ts';
import { plugSidebarListHtml } from '../../runtime/docs/Sidebar.tsx';
import versionsUi from '../../runtime/versions/ui.tsx';
import { PageProvider, usePage } from '../../runtime/app/context.tsx';
import { useHydrated } from '../../runtime/app/use-hydrated.ts';
import { Link } from '../../runtime/shell/Link.tsx';
import { deleteStorage, readStorage, writeStorage } from '../../runtime/client/storage.ts';
import { routeJson } from '../routes/route-json.ts';

export const pageModules = pages as Record<string, PageModuleExports>;
/** Each template's component as the site's file exports it (`undefined`: no default export). */
export const templateComponents = templates as Record<string, unknown>;

const serverVersionsUi = versionsUi({ usePage, useHydrated, Link, storage: { readStorage, writeStorage, deleteStorage }, react: React });

/** Each closed category's `<li>`, made once for the build (page-data.ts shares one object per closed category). */
const closedCategories = new WeakMap<object, string>();
plugSidebarListHtml(({ items, page, entry, closed }) => {
  if (!items.some(closed)) return undefined;
  // Drawn outside the page's render, so given its context; text never sits beside text in an item, so static markup is the page's.
  const draw = (item: SidebarItem) => renderToStaticMarkup(createElement(PageProvider, { value: page, children: entry(item) }));
  return items
    .map((item) => {
      if (!closed(item)) return draw(item);
      let html = closedCategories.get(item);
      if (html === undefined) closedCategories.set(item, (html = draw(item)));
      return html;
    })
    .join('');
});

export function renderRoute(site: SiteData, route: RouteData, assets: DocumentProps['assets'], canonicalUrl: string): string {
  const Page = route.kind === 'page' ? pageModules[route.pageId]?.default : undefined;
  // As the client entry does: the versions UI on a site with several versions only.
  plugVersionsUi(site.versions.length > 1 ? serverVersionsUi : undefined);
  const appHtml = renderToString(createElement(App, { site, route, templates, Page }));
  // A doc's content and footer, a tag page's content, are in the page already: the client reads them from it.
  const clientRoute = route.kind === 'doc' ? { ...route, html: undefined, footer: undefined } : route.kind === 'tags' ? { ...route, html: undefined } : route;
  // `JSON.stringify({ route: clientRoute, site })`, with the closed categories' JSON written once.
  // Not the site data's: `serve` changes a small site's sidebar lists in place (dev/sidebar-places.ts).
  const data = `{"route":${routeJson(clientRoute, { script: true })},"site":${JSON.stringify(site).replace(/</g, '\\u003c')}}`;
  const document = createElement(templates.Document, { site, route, appHtml, assets, data, canonicalUrl });
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}

/** The card grid an MDX doc's `<DocCardList />` shows (drawn by the component category pages use). */
export function renderDocCards(cards: DocCard[]): string {
  return renderToStaticMarkup(createElement(DocCards, { cards }));
}
