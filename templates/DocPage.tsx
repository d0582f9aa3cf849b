/**
 * A doc: sidebar, then breadcrumbs, title, content, edit link and pagination, with the table
 * of contents on the right (collapsible above the content on narrow screens).
 */
import type { ReactNode } from 'react';
import {
  Breadcrumbs, EditLink, Layout, Pagination, Sidebar, TableOfContents, TableOfContentsCollapsible,
  type DocRoute,
} from 'docsgen/runtime';

export default function DocPage({ route, content }: { route: DocRoute; content: ReactNode }) {
  const toc = route.hideTableOfContents ? [] : route.toc;
  return (
    <Layout>
      <div className="docs-wrapper">
        {route.sidebarId && <Sidebar sidebarId={route.sidebarId} />}
        <main className="doc-main">
          <div className="doc-container">
            <div className="doc-column">
              <Breadcrumbs items={route.breadcrumbs} />
              <TableOfContentsCollapsible items={toc} />
              <article className="doc-article">
                {!route.hideTitle && (
                  <header>
                    <h1 className="doc-title">{route.title}</h1>
                  </header>
                )}
                {content}
              </article>
              {route.editUrl && (
                <footer className="doc-footer">
                  <EditLink href={route.editUrl} />
                </footer>
              )}
              <Pagination pagination={route.pagination} />
            </div>
            <TableOfContents items={toc} />
          </div>
        </main>
      </div>
    </Layout>
  );
}
