/**
 * The tags page (every tag, by first letter, with its count) and each tag's page (its docs):
 * content made at build time, shown as it is.
 */
import { Layout, type TagsRoute } from 'docsgen/runtime';

export default function TagsPage({ route }: { route: TagsRoute }) {
  return (
    <Layout>
      <main className="container margin-vert--lg tags-page" dangerouslySetInnerHTML={{ __html: route.html }} />
    </Layout>
  );
}
