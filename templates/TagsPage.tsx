/**
 * The tags page (every tag, by first letter, with its count) and each tag's page (its docs):
 * content made at build time, shown as it is. The browser reads it back from the element with
 * the `tags-page` class when the page loads (it is not sent twice): keep that class on it.
 */
import { Layout, type TagsRoute } from 'docsgen/runtime';

export default function TagsPage({ route }: { route: TagsRoute }) {
  return (
    <Layout>
      <main className="container margin-vert--lg tags-page" dangerouslySetInnerHTML={{ __html: route.html }} />
    </Layout>
  );
}
