/**
 * A page written as a React module (`content/pages/*.tsx`), inside the site layout.
 */
import type { ComponentType } from 'react';
import { Layout, type PageRoute } from 'docsgen/runtime';

export default function Page({ route, Component }: { route: PageRoute; Component: ComponentType }) {
  return (
    <Layout>
      <main className={`page page--${route.pageId.replace(/[^a-z0-9]+/gi, '-')}`}>
        <Component />
      </main>
    </Layout>
  );
}
