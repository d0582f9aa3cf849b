/**
 * `docsgen mcp` as an AI assistant's client drives it: the MCP SDK's own client spawns
 * `bin/docsgen mcp --out-dir <build of this site>` and lists tools, searches, reads pages and
 * resources. The search's order is checked against the site's own engine asked what the search
 * page asks; a missing build is a user error before any protocol.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteData } from '../../src/runtime/data.ts';
import { searchPageRequest } from '../../src/runtime/search/page/request.ts';
import { IndexEngine, type IndexEntry } from '../../src/runtime/search/providers/index-engine.ts';
import { createEngineClient } from '../../src/runtime/search/providers/local.ts';
import { buildRealSite, ROOT, runCli } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

interface Context {
  outDir: string;
  client: Client;
  stderr: string[];
}

const test = suite<Context>('docsgen mcp');

test.before(async (context) => {
  const site = await buildRealSite();
  context.outDir = site.outDir;
  context.stderr = [];
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(ROOT, 'bin/docsgen'), 'mcp', '--out-dir', site.outDir],
    cwd: ROOT,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => context.stderr.push(chunk.toString()));
  context.client = new Client({ name: 'docsgen-test', version: '1.0.0' });
  await context.client.connect(transport);
});

test.after(async (context) => {
  await context.client?.close();
});

function text(result: { [key: string]: unknown }): string {
  const content = (result.content ?? []) as { type: string; text?: string }[];
  return content.map((c) => (c.type === 'text' ? (c.text ?? '') : '')).join('');
}

/** The first URL the site's own search gives for `query`: its engine over the same files, asked what the /search page asks. */
async function siteFirstHit(outDir: string, query: string): Promise<string | undefined> {
  const dir = path.join(outDir, '_docsgen', 'search');
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as IndexEntry;
  const read = async (file: string) => new Uint8Array(gunzipSync(await readFile(path.join(dir, file))).subarray('pagefind_dcd'.length));
  const engine = await IndexEngine.load('/', entry, read);
  const facets = JSON.parse(await readFile(path.join(dir, 'facets.json'), 'utf8'));
  const site = JSON.parse(await readFile(path.join(outDir, '_docsgen', 'site.json'), 'utf8')) as SiteData;
  const { results } = await createEngineClient(engine, '/', facets).search({ requests: [searchPageRequest(query, 0, site)] });
  return results[0]?.hits[0]?.url;
}

test('lists search_docs and read_page, each with its input schema', async ({ client }) => {
  const { tools } = await client.listTools();
  const byName = new Map(tools.map((t) => [t.name, t]));
  const search = byName.get('search_docs');
  const read = byName.get('read_page');
  assert.ok(search && read, `tools: ${tools.map((t) => t.name).join(', ')}`);
  assert.equal(search.inputSchema.required, ['query']);
  assert.ok(search.inputSchema.properties?.['query'] && search.inputSchema.properties['limit']);
  assert.ok(search.outputSchema?.properties?.['hits'], 'search_docs declares its structured output');
  assert.equal(read.inputSchema.required, ['url']);
  assert.ok(search.description && read.description);
});

test('search_docs "picture": the site search’s first hit first, the Picture component page', async ({ client, outDir }) => {
  const result = await client.callTool({ name: 'search_docs', arguments: { query: 'picture' } });
  assert.not.ok(result.isError, text(result));
  const { hits } = result.structuredContent as { hits: { title: string; url: string; headingPath: string[]; snippet: string }[] };
  assert.ok(hits.length > 1 && hits.length <= 8, `${hits.length} hits`);
  const expected = await siteFirstHit(outDir, 'picture');
  assert.ok(expected);
  assert.is(hits[0]!.url, new URL(expected!, 'https://next-export-optimize-images.vercel.app').href);
  assert.is(hits[0]!.url, 'https://next-export-optimize-images.vercel.app/docs/Features/picture-component');
  assert.is(hits[0]!.title, 'Picture component');
  assert.match(hits[0]!.snippet, /\*\*Picture\*\*/i);
  assert.ok(hits.some((h) => h.headingPath.length > 0), 'section hits carry their heading path');
  // The text block lists the same hits for a model that reads only text.
  const listed = text(result);
  assert.match(listed, /^1\. Picture component\n {3}URL: https:\/\/next-export-optimize-images\.vercel\.app\/docs\/Features\/picture-component/);
  const few = await client.callTool({ name: 'search_docs', arguments: { query: 'picture', limit: 2 } });
  assert.is((few.structuredContent as { hits: unknown[] }).hits.length, 2);
});

test('search_docs refuses a limit over 50 and finds nothing for a word no page has, without failing', async ({ client }) => {
  const over = await client.callTool({ name: 'search_docs', arguments: { query: 'picture', limit: 51 } }).catch((e: Error) => ({ isError: true, content: [{ type: 'text', text: e.message }] }));
  assert.ok(over.isError);
  const none = await client.callTool({ name: 'search_docs', arguments: { query: 'zzqxjvw' } });
  assert.not.ok(none.isError);
  assert.equal((none.structuredContent as { hits: unknown[] }).hits, []);
  assert.match(text(none), /No pages match "zzqxjvw"/);
});

test('read_page /docs/intro: the intro page as Markdown', async ({ client, outDir }) => {
  assert.ok(existsSync(path.join(outDir, 'docs', 'intro.md')), 'the build writes the twin of /docs/intro');
  const result = await client.callTool({ name: 'read_page', arguments: { url: '/docs/intro' } });
  assert.not.ok(result.isError, text(result));
  const markdown = text(result);
  assert.ok(markdown.startsWith('# '), markdown.slice(0, 80));
  assert.match(markdown, /Next\.js is a joy to work with/);
  // The same page by its absolute URL, its twin's URL, or with a trailing slash and an anchor.
  for (const url of ['https://next-export-optimize-images.vercel.app/docs/intro', 'https://next-export-optimize-images.vercel.app/docs/intro.md', 'docs/intro/#top']) {
    assert.is(text(await client.callTool({ name: 'read_page', arguments: { url } })), markdown, url);
  }
});

test('read_page refuses paths out of the build and other sites with an error result, and goes on serving', async ({ client }) => {
  for (const url of ['../../etc/passwd', '/docs/%2e%2e/%2E%2E/etc/passwd', 'https://example.com/docs/intro', 'file:///etc/passwd', '/docs/..%2f..%2fetc/passwd']) {
    const result = await client.callTool({ name: 'read_page', arguments: { url } });
    assert.ok(result.isError, `${url}: ${text(result)}`);
    assert.match(text(result), /refused/, url);
  }
  const missing = await client.callTool({ name: 'read_page', arguments: { url: '/docs/no-such-page' } });
  assert.ok(missing.isError);
  assert.match(text(missing), /no page at \/docs\/no-such-page/);
  assert.ok((await client.listTools()).tools.length >= 2, 'still serving');
});

test('the pages are resources: listed with their twin URLs, read as text/markdown', async ({ client, outDir }) => {
  const { resourceTemplates } = await client.listResourceTemplates();
  assert.ok(resourceTemplates.some((t) => t.uriTemplate === 'https://next-export-optimize-images.vercel.app/{+path}'));
  const { resources } = await client.listResources();
  const intro = resources.find((r) => r.uri.endsWith('/docs/intro.md'));
  assert.ok(intro, resources.map((r) => r.uri).join(', '));
  assert.is(intro!.mimeType, 'text/markdown');
  const { contents } = await client.readResource({ uri: intro!.uri });
  assert.is(contents[0]!.mimeType, 'text/markdown');
  const first = contents[0]!;
  assert.ok('text' in first && first.text === (await readFile(path.join(outDir, 'docs', 'intro.md'), 'utf8')), JSON.stringify(first).slice(0, 120));
  // In llms.txt's order, with its titles and descriptions; llms.txt and llms-full.txt are resources too.
  assert.is(intro!.name, 'Introduction');
  assert.ok(intro!.description);
  for (const [file, start] of [['llms.txt', '# Next Export Optimize Images\n'], ['llms-full.txt', '# Introduction\n']] as const) {
    const uri = `https://next-export-optimize-images.vercel.app/${file}`;
    assert.ok(resources.some((r) => r.uri === uri), file);
    const [read] = (await client.readResource({ uri })).contents;
    assert.ok(read && 'text' in read && read.text.startsWith(start), file);
  }
  assert.ok(resources.some((r) => r.uri.endsWith('/docs/Features/picture-component.md')));
});

test('nothing but protocol on standard output; the start is logged on standard error', async ({ stderr }) => {
  // The client would have failed to parse anything else; the log line went to stderr.
  assert.match(stderr.join(''), /docsgen mcp: serving the docs of Next Export Optimize Images/);
});

test.run();

const missing = suite('docsgen mcp without a build');

missing('a missing build is a user error naming the command to run, before any protocol', async () => {
  const dir = await tempDir('docsgen-mcp-');
  try {
    const result = await runCli(['mcp', '--site-dir', dir]);
    assert.is(result.code, 1);
    assert.match(result.stderr, /no build in .*build\/: run `docsgen build` first/);
    assert.is(result.stdout, '');
    // An output folder without its search index is no whole build either.
    await mkdir(path.join(dir, 'out', '_docsgen'), { recursive: true });
    const copied = await readFile(path.join((await buildRealSite()).outDir, '_docsgen', 'site.json'));
    await writeFile(path.join(dir, 'out', '_docsgen', 'site.json'), copied);
    const noIndex = await runCli(['mcp', '--site-dir', dir, '--out-dir', 'out']);
    assert.is(noIndex.code, 1);
    assert.match(noIndex.stderr, /no build in .*out\/: run `docsgen build` first/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

missing.run();
