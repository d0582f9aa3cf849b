/** The MCP server over a build: the `search_docs` and `read_page` tools, and each page's Markdown twin as a resource. */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { listTwins, readTwin, TWIN_MIME_TYPE, type SiteAddress } from './pages.ts';
import { DEFAULT_LIMIT, formatHits, MAX_LIMIT, type DocSearch } from './search.ts';

export interface DocsServerOptions {
  /** The build's output folder (absolute). */
  outDir: string;
  site: SiteAddress & { title: string; tagline: string };
  search: DocSearch;
  /** docsgen's version, as the server's. */
  version: string;
}

const hitSchema = z.object({
  title: z.string().describe('the page title'),
  url: z.string().describe("the page's absolute URL, with the matched section's #anchor"),
  headingPath: z.array(z.string()).describe('the headings above the matched text, outermost first'),
  snippet: z.string().describe('the matching text, matched words in **bold**'),
});

export function createDocsServer({ outDir, site, search, version }: DocsServerOptions): McpServer {
  const server = new McpServer(
    { name: 'docsgen', title: site.title, version },
    {
      instructions: [
        `The documentation of ${site.title}${site.tagline ? ` (${site.tagline.trim().replace(/\.$/, '')})` : ''}, from its built site.`,
        'search_docs finds pages as the site’s own search does; read_page gives a page as Markdown; each page is also a resource.',
      ].join(' '),
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: `Search the ${site.title} docs`,
      description: `Search the documentation of ${site.title}. The hits come in the order the site's own search gives them, one per page: title, URL, the headings above the matched text, and a snippet. Read a hit's page with read_page.`,
      inputSchema: {
        query: z.string().min(1).max(512).describe('words to look for, as typed into the site’s search box; "quotes" for an exact phrase'),
        limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe(`how many pages at most (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})`),
      },
      outputSchema: { hits: z.array(hitSchema) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      const hits = (await search.search(query, limit ?? DEFAULT_LIMIT)).map((hit) => ({ ...hit, url: new URL(hit.url, site.url).href }));
      return { content: [{ type: 'text', text: formatHits(query, hits) }], structuredContent: { hits } };
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page as Markdown',
      description: `A page of the ${site.title} docs as Markdown (its text, code blocks, tables; links absolute). Give its URL or path, such as /docs/intro or a URL search_docs returned.`,
      inputSchema: {
        url: z.string().min(1).max(2048).describe('the page’s URL on this site or its path, such as /docs/intro (an #anchor is ignored)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url }) => {
      // A refused or missing page throws: the SDK answers with an error result (isError) whose
      // text is the message, and the server goes on.
      const { markdown } = await readTwin(url, outDir, site);
      return { content: [{ type: 'text', text: markdown }] };
    },
  );

  // Every twin under one template (`https://example.com/{+path}`): listing reads llms.txt when a
  // client asks, reading one reads one file. Nothing per page is registered or read at start.
  const origin = new URL(site.url).origin;
  server.registerResource(
    'page',
    new ResourceTemplate(`${origin}${site.baseUrl}{+path}`, { list: async () => ({ resources: (await listTwins(outDir, site)).map((page) => ({ ...page, title: page.name, mimeType: TWIN_MIME_TYPE })) }) }),
    { title: `${site.title} docs pages`, description: 'A page of the docs as Markdown', mimeType: TWIN_MIME_TYPE },
    async (uri) => {
      const { twin, markdown } = await readTwin(uri.href, outDir, site);
      return { contents: [{ uri: twin.uri, mimeType: TWIN_MIME_TYPE, text: markdown }] };
    },
  );
  // The build's llms.txt and llms-full.txt, when it wrote them (a site may turn them off).
  const llmsFiles = {
    'llms.txt': `The index of the ${site.title} docs (llmstxt.org): each page with its twin's URL and description`,
    'llms-full.txt': `Every doc of ${site.title} as Markdown, in sidebar order, in one file (large)`,
  };
  for (const [file, description] of Object.entries(llmsFiles)) {
    if (existsSync(path.join(outDir, file))) registerSiteFile(server, outDir, site, file, description);
  }
  return server;
}

/** A Markdown file at the root of the build as a resource of its own, read when asked for. */
function registerSiteFile(server: McpServer, outDir: string, site: DocsServerOptions['site'], file: string, description: string): void {
  server.registerResource(file, new URL(`${site.baseUrl}${file}`, site.url).href, { title: file, description, mimeType: TWIN_MIME_TYPE }, async (uri) => {
    let text: string;
    try {
      text = await readFile(path.join(outDir, file), 'utf8');
    } catch {
      throw new Error(`this build has no ${file} any more: run \`docsgen build\` again`);
    }
    return { contents: [{ uri: uri.href, mimeType: TWIN_MIME_TYPE, text }] };
  });
}
