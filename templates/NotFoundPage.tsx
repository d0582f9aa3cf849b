import { Layout, type NotFoundRoute } from 'docsgen/runtime';

export default function NotFoundPage(_props: { route: NotFoundRoute }) {
  return (
    <Layout>
      <main className="container margin-vert--xl not-found">
        <h1 className="hero__title">Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
      </main>
    </Layout>
  );
}
