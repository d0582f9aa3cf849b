/**
 * One page of the site: the route's template inside the page context. The same tree renders on
 * the server and hydrates in the browser.
 */
import { useEffect, type ComponentType } from 'react';
import type { RouteData, SiteData } from '../data.ts';
import { DocContent } from '../docs/DocContent.tsx';
import { Layout } from '../shell/Layout.tsx';
import { PageProvider } from './context.tsx';
import { ErrorBoundary, errorChain, type CrashProps } from './ErrorBoundary.tsx';
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
      {/* Not keyed by the route: the navbar (and an open search modal) must survive navigation. */}
      <ErrorBoundary resetKey={route.path} fallback={AppCrash}>
        <RouteView route={route} templates={templates} Page={Page} />
      </ErrorBoundary>
    </PageProvider>
  );
}

function RouteView({ route, templates: t, Page }: { route: RouteData; templates: Templates; Page?: ComponentType | undefined }) {
  switch (route.kind) {
    case 'doc':
      return <t.DocPage route={route} content={<DocContent html={route.html} />} />;
    case 'category':
      return <t.CategoryPage route={route} />;
    case 'tags':
      return <t.TagsPage route={route} />;
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

/**
 * A crash outside the page content (in a template or the shell): the layout is tried once more
 * around the message, and if it fails too the message stands alone.
 */
function AppCrash(props: CrashProps) {
  const body = <AppCrashContent {...props} />;
  return (
    <ErrorBoundary fallback={() => body}>
      <Layout>{body}</Layout>
    </ErrorBoundary>
  );
}

function AppCrashContent({ error, tryAgain }: CrashProps) {
  useEffect(() => {
    document.title = 'Page Error';
  }, []);
  return (
    <main className="container crash-page">
      <h1>This page crashed</h1>
      <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
        Try again
      </button>
      <p className="crash-page__chain">{errorChain(error)}</p>
    </main>
  );
}
