/**
 * A category's generated index: its title, description and a card for each item.
 */
import { Breadcrumbs, DocCards, DocVersionBadge, DocVersionBanner, Layout, Pagination, Sidebar, type CategoryRoute } from 'docsgen/runtime';

export default function CategoryPage({ route }: { route: CategoryRoute }) {
  return (
    <Layout>
      <div className="docs-wrapper">
        <Sidebar sidebarId={route.sidebarId} />
        <main className="doc-main">
          <div className="doc-container">
            <div className="doc-column">
              <DocVersionBanner />
              <Breadcrumbs items={route.breadcrumbs} />
              <DocVersionBadge />
              <header className="generated-index__header">
                <h1 className="doc-title">{route.title}</h1>
                {route.description && <p className="generated-index__description">{route.description}</p>}
              </header>
              <DocCards cards={route.cards} />
              <Pagination pagination={route.pagination} />
            </div>
          </div>
        </main>
      </div>
    </Layout>
  );
}
