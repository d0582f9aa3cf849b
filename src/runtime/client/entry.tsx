/**
 * The browser side of every page: hydrates the server HTML with the same React tree, then wires
 * what lives inside server-made content by event delegation (copy buttons).
 */
import { hydrateRoot } from 'react-dom/client';
import * as templates from 'docsgen:templates';
import { pages } from 'docsgen:pages';
import { App } from '../app/App.tsx';
import type { PageModuleExports } from '../app/templates.ts';
import type { RouteData, SiteData } from '../data.ts';
import { installCopyButtons } from './copy-code.ts';

async function start(): Promise<void> {
  const root = document.getElementById('__docsgen');
  const dataElement = document.getElementById('__docsgen-data');
  if (!root || !dataElement) return;
  const { site, route } = JSON.parse(dataElement.textContent ?? '{}') as { site: SiteData; route: RouteData };
  if (route.kind === 'doc') route.html = root.querySelector('.markdown')?.innerHTML ?? '';
  let Page: PageModuleExports['default'] | undefined;
  if (route.kind === 'page') {
    const load = pages[route.pageId] as () => Promise<PageModuleExports>;
    Page = (await load()).default;
  }
  installCopyButtons(document);
  hydrateRoot(root, <App site={site} route={route} templates={templates} Page={Page} />, {
    onRecoverableError(error) {
      console.error(error);
    },
  });
  document.documentElement.setAttribute('data-has-hydrated', 'true');
}

void start();
