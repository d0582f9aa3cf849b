/**
 * One page of the site: the route's template inside the page context. The same tree renders on
 * the server and hydrates in the browser.
 */
import type { ComponentType } from 'react';
import type { RouteData, SiteData } from '../data.ts';
import { DocContent } from '../docs/DocContent.tsx';
import { PageProvider } from './context.tsx';
import type { Templates } from './templates.ts';

export interface AppProps {
  site: SiteData;
  route: RouteData;
  templates: Templates;
  /** The page module's component, for `page` routes. */
  Page?: ComponentType | undefined;
}

export function App({ site, route, templates, Page }: AppProps) {
  return (
    <PageProvider value={{ site, route }}>
      <RouteView route={route} templates={templates} Page={Page} />
    </PageProvider>
  );
}

function RouteView({ route, templates: t, Page }: { route: RouteData; templates: Templates; Page?: ComponentType | undefined }) {
  switch (route.kind) {
    case 'doc':
      return <t.DocPage route={route} content={<DocContent html={route.html} />} />;
    case 'category':
      return <t.CategoryPage route={route} />;
    case 'search':
      return <t.SearchPage route={route} />;
    case 'notFound':
      return <t.NotFoundPage route={route} />;
    case 'redirect':
      return <t.RedirectPage route={route} />;
    case 'page':
      if (!Page) throw new Error(`No component for page "${route.pageId}".`);
      return <t.Page route={route} Component={Page} />;
  }
}
