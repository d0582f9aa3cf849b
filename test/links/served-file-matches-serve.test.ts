/**
 * The gate decides "this link works" by looking up the file the host would serve. That lookup
 * must agree with `docsgen serve` (the production-like server), path for path, or the gate would
 * pass links that 404 in the preview, or fail links that work.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { listOutput, servedFile } from '../../src/cli/links/output-files.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const FILES = [
  'index.html',
  '404.html',
  'about.html',
  'docs/index.html',
  'docs/intro/index.html',
  'img/a b.png',
  'café/index.html',
  'assets/main.js',
  '.hidden/page.html',
  '.well-known/security.txt',
];

const PATHS = [
  '/', '/index.html', '/about', '/about.html', '/about/', '/docs', '/docs/', '/docs/index.html',
  '/docs/intro', '/docs/intro/', '/docs/intro/index.html', '/docs/intro.html', '/404', '/404.html',
  '/img/a%20b.png', '/caf%C3%A9', '/assets/main.js', '/assets/', '/assets/main', '/.hidden/page.html',
  '/.well-known/security.txt', '/nope', '/docs/nope', '/docs/intro/nope', '/img/a b.png',
];

test('every path: served by `docsgen serve` exactly when the gate finds its file', async () => {
  const dir = await tempDir('docsgen-served-');
  for (const file of FILES) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `file ${file}`);
  }
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { files } = await listOutput(dir);
    for (const pathname of PATHS) {
      const response = await fetch(origin + pathname);
      const body = await response.text();
      const file = servedFile(files, pathname);
      if (response.status === 200) assert.is(file && `file ${file.slice(1)}`, body, `${pathname}: served ${body}`);
      else assert.is(file, undefined, `${pathname}: HTTP ${response.status}, but the gate found ${file}`);
    }
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
