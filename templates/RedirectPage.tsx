import { Layout, type RedirectRoute } from 'docsgen/runtime';

/** A folder URL with no page of its own (e.g. `/docs`) sends the reader to the right page. */
export default function RedirectPage({ route }: { route: RedirectRoute }) {
  return (
    <Layout>
      <main className="container not-found">
        <h1>{route.title}</h1>
        <p>
          This page has moved to <a href={route.to}>{route.title}</a>.
        </p>
      </main>
    </Layout>
  );
}
