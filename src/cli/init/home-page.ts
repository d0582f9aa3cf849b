// The plain home page `docsgen init` and `docsgen migrate` write: the site's title, tagline and a link to the docs.

/** `comment`: the file's first line, saying who wrote it and why; `docsHref`: where "Read the docs" leads (below the base URL). */
export function homePageSource({ comment, docsHref, meta }: { comment: string; docsHref: string; meta?: boolean }): string {
  return `// ${comment}
import { Link, useBaseUrl, useSite } from 'docsgen/runtime';
${meta ? "\nexport const meta = { title: 'Home' };\n" : ''}
export default function Home() {
  const site = useSite();
  return (
    <section style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{site.title}</h1>
      {site.tagline && <p>{site.tagline}</p>}
      <p>
        <Link href={useBaseUrl(${quoted(docsHref)})}>Read the docs</Link>
      </p>
    </section>
  );
}
`;
}

/** A string as a single-quoted TypeScript literal. */
function quoted(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
