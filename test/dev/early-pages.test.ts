/**
 * The answers `serve` gives while its first build writes (dev/early-pages.ts), over a real folder
 * and a real server: routes rendered on request, files of this build sent from its folder, and
 * everything else (an earlier build's file, a page not made, the search index, a hidden file,
 * a refused path) left to the build.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeFileIndex, type RenderablePages } from '../../src/cli/build/build.ts';
import { earlyPages } from '../../src/cli/dev/early-pages.ts';
import type { RouteData } from '../../src/runtime/data.ts';
import { tempDirWith } from '../helpers/temp-dir.ts';

const LEFT = 'left to the build';

async function serveEarly(pages: RenderablePages): Promise<{ get(p: string, headers?: Record<string, string>): Promise<[number, string]>; close(): Promise<void> }> {
  const later = (_: IncomingMessage, res: ServerResponse) => res.writeHead(299).end(LEFT);
  const answer = earlyPages(pages, later);
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    async get(p, headers = {}) {
      const response = await fetch(`http://127.0.0.1:${port}${p}`, { headers, redirect: 'manual' });
      return [response.status, await response.text()];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function site() {
  const dir = await tempDirWith('docsgen-early-', {
    'assets/main-ABCDEFGH.js': 'console.log(1)',
    'img/old.png': 'an earlier build',
    'docs/gone/index.html': 'an earlier build',
    '.hidden': 'secret',
    '_docsgen/search/meta.json': '{}',
  });
  const started = Date.now() - 1000;
  const past = new Date(started - 60_000);
  for (const file of ['img/old.png', 'docs/gone/index.html', '_docsgen/search/meta.json']) await utimes(path.join(dir, file), past, past);
  const rendered: string[] = [];
  const route = (p: string) => ({ path: p }) as RouteData;
  const pages: RenderablePages = {
    dir,
    started,
    routeFile: routeFileIndex([
      { route: route('/'), page: 'index.html', payload: '_docsgen/routes/index.json' },
      { route: route('/docs/intro'), page: 'docs/intro/index.html', payload: '_docsgen/routes/docs/intro.json', twin: 'docs/intro.md' },
    ]),
    render(r) {
      rendered.push(r.path);
      return { page: r, html: `<h1>${r.path}</h1>`, payload: JSON.stringify({ path: r.path }), twin: { file: '', text: `# ${r.path}` } };
    },
    siteFiles: { '_docsgen/site.json': () => '{"site":1}' },
  };
  return { pages, rendered };
}

test('routes are rendered when asked for, under each spelling a static host answers', async () => {
  const { pages, rendered } = await site();
  const server = await serveEarly(pages);
  try {
    assert.equal(await server.get('/'), [200, '<h1>/</h1>']);
    assert.equal(await server.get('/docs/intro'), [200, '<h1>/docs/intro</h1>']);
    assert.equal(await server.get('/docs/intro/'), [200, '<h1>/docs/intro</h1>']);
    assert.equal(await server.get('/_docsgen/routes/docs/intro.json'), [200, '{"path":"/docs/intro"}']);
    assert.equal(await server.get('/docs/intro.md'), [200, '# /docs/intro']);
    assert.equal(await server.get('/_docsgen/site.json'), [200, '{"site":1}']);
    assert.equal(rendered, ['/', '/docs/intro', '/docs/intro', '/docs/intro', '/docs/intro']);
  } finally {
    await server.close();
  }
});

test("this build's files come from its folder; an earlier build's and the rest wait for the build", async () => {
  const { pages } = await site();
  const server = await serveEarly(pages);
  try {
    assert.equal(await server.get('/assets/main-ABCDEFGH.js'), [200, 'console.log(1)']);
    for (const p of ['/img/old.png', '/docs/gone', '/docs/no-page', '/_docsgen/search/meta.json', '/.hidden', '/docs/intro.html', '/docs/%2e%2e/x']) {
      assert.equal(await server.get(p), [299, LEFT], p);
    }
    // Markdown asked for by type is negotiated by the server the build ends with.
    assert.equal(await server.get('/docs/intro', { accept: 'text/markdown' }), [299, LEFT]);
  } finally {
    await server.close();
  }
});

test.run();
