/**
 * The browser side of every page: hydrates the server HTML with the same React tree inside the
 * router, then wires what lives inside server-made content by event delegation (copy buttons).
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import * as templates from 'docsgen:templates';
import { pages } from 'docsgen:pages';
import type { RouteData, SiteData } from '../data.ts';
import { CLIENT_FLAG, type ClientFlag } from '../head/inline-scripts.ts';
import type { PageModules } from '../router/payloads.ts';
import { Router } from '../router/Router.tsx';
import { plugVersionsUi } from '../versions/slot.ts';
import { usePage } from '../app/context.tsx';
import { useHydrated } from '../app/use-hydrated.ts';
import { Link } from '../shell/Link.tsx';
import { deleteStorage, readStorage, writeStorage } from '../client/storage.ts';
import { installColorMode } from '../shell/color-mode.ts';
import { installCollapseAnimation } from './collapse.ts';
import { installCopyButtons } from './copy-code.ts';

/** Set by the bundler: true only in `docsgen serve`'s builds. */
declare const __DOCSGEN_LIVE_RELOAD__: boolean;

// Before anything can fail: tells the base-URL check in <head> that the bundle loaded. It also
// lends the site's islands (their modules are built apart, cli/bundle/islands.ts) the app's
// React: imported by a chunk of this bundle instead, React would be split anew between files,
// a cost on every first visit.
(window as unknown as Record<string, unknown>)[CLIENT_FLAG] = { version: 1, react: { react: React, 'react/jsx-runtime': JsxRuntime, 'react-dom': ReactDom, 'react-dom/client': { hydrateRoot } } } satisfies ClientFlag;

async function start(): Promise<void> {
  const root = document.getElementById('__docsgen');
  const dataElement = document.getElementById('__docsgen-data');
  if (!root || !dataElement) return;
  const { site, route } = JSON.parse(dataElement.textContent ?? '{}') as { site: SiteData; route: RouteData };
  // The content and footer are in the HTML already; they are not shipped a second time as JSON.
  if (route.kind === 'doc') {
    route.html = root.querySelector('.markdown')?.innerHTML ?? '';
    route.footer = root.querySelector('.theme-doc-footer')?.innerHTML;
  } else if (route.kind === 'tags') route.html = root.querySelector('.tags-page')?.innerHTML ?? '';
  const modules = pages as PageModules;
  // A site with several versions: its versions UI before hydration, as the server drew it.
  const [Page, versions] = await Promise.all([route.kind === 'page' ? modules[route.pageId]?.().then((m) => m.default) : undefined, site.versions.length > 1 && import('../versions/ui.tsx')]);
  if (versions) plugVersionsUi(versions.default({ usePage, useHydrated, Link, storage: { readStorage, writeStorage, deleteStorage }, react: React }));
  installColorMode(site.colorMode);
  installCopyButtons(document);
  installCollapseAnimation(document);
  hydrateRoot(root, <Router site={site} initial={{ route, Page }} templates={templates} pages={modules} />, {
    onRecoverableError(error) {
      console.error(error);
    },
  });
}

void start();
// Apart from the app: a build error must reach the page even when the app cannot start.
if (__DOCSGEN_LIVE_RELOAD__) void import('./live-reload.ts').then((m) => m.connectLiveReload());
