/**
 * The search page (`/search?q=…`). Without JavaScript the form still submits; results are
 * filled in by the client.
 */
import { Layout, useSite, type SearchRoute } from 'docsgen/runtime';

export default function SearchPage({ route }: { route: SearchRoute }) {
  const site = useSite();
  const action = site.baseUrl + route.path.replace(/^\//, '');
  return (
    <Layout>
      <main className="container search-page">
        <h1>Search the documentation</h1>
        <form className="search-page__form" action={action} method="get" role="search">
          <label className="sr-only" htmlFor="search-page-input">
            Search docs
          </label>
          <input id="search-page-input" className="search-page__input" type="search" name="q" placeholder="Search docs" maxLength={64} autoComplete="off" />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <div className="search-page__results" aria-live="polite" />
        <noscript>
          <p>Search runs in your browser and needs JavaScript. You can browse every page from the sidebar of the docs.</p>
        </noscript>
      </main>
    </Layout>
  );
}
