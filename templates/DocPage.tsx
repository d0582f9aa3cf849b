/**
 * A doc: sidebar, then breadcrumbs, title, content, footer (tags, edit link, last update) and pagination, with the table
 * of contents on the right (collapsible above the content on narrow screens).
 */
import type { ReactNode } from 'react';
import {
  Breadcrumbs, DocVersionBadge, DocVersionBanner, Layout, Pagination, Sidebar, TableOfContents, TableOfContentsCollapsible,
  type DocRoute,
} from 'docsgen/runtime';

export default function DocPage({ route, content }: { route: DocRoute; content: ReactNode }) {
  const toc = route.hideTableOfContents ? [] : route.toc;
  // As Docusaurus: a doc's own `# Heading` is its page heading; `hide_title` hides only the
  // heading made from the front matter's title.
  const heading = route.contentTitle ?? (route.hideTitle ? undefined : route.title);
  return (
    <Layout>
      <div className="docs-wrapper">
        {route.sidebarId && <Sidebar sidebarId={route.sidebarId} />}
        <main className="doc-main">
          <div className="doc-container">
            <div className="doc-column">
              <DocVersionBanner />
              <Breadcrumbs items={route.breadcrumbs} />
              <DocVersionBadge />
              <TableOfContentsCollapsible items={toc} />
              {route.unlisted && (
                <div className="admonition admonition--caution theme-unlisted-banner" role="note" aria-label="Unlisted page">
                  <p className="admonition__title">Unlisted page</p>
                  <div className="admonition__content">
                    <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
                  </div>
                </div>
              )}
              <article className="doc-article">
                {heading !== undefined ? (
                  <header className={route.copyPage ? 'doc-header' : undefined}>
                    <h1 className="doc-title">{heading}</h1>
                    {route.copyPage && <div className="doc-header__actions" dangerouslySetInnerHTML={{ __html: route.copyPage }} />}
                  </header>
                ) : (
                  route.copyPage && <div className="doc-header__actions" dangerouslySetInnerHTML={{ __html: route.copyPage }} />
                )}
                {content}
              </article>
              {/* Tags, edit link and last update: HTML made at build time (see `footer`). */}
              {route.footer && <footer className="theme-doc-footer doc-footer" dangerouslySetInnerHTML={{ __html: route.footer }} />}
              <Pagination pagination={route.pagination} />
            </div>
            <TableOfContents items={toc} />
          </div>
        </main>
      </div>
    </Layout>
  );
}
