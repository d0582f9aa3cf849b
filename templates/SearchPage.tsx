/**
 * The search page (`/search?q=…`). Without JavaScript the form still submits; the results are
 * searched in the browser, by the provider the site configured.
 */
import { Layout, SearchPageContent, type SearchRoute } from 'docsgen/runtime';

export default function SearchPage({ route }: { route: SearchRoute }) {
  return (
    <Layout>
      <SearchPageContent path={route.path} />
    </Layout>
  );
}
