/**
 * `serve` looks its own folder's files up on disk at each request instead of listing the folder
 * (`outputFolderOnDisk`). Looked up so, a file is served only when it is a regular file reached
 * through folders: a link to a file or a folder outside, a link inside, or a path that steps out,
 * in any spelling, gets 404 or 400 and never the secret; the rest of the folder is served.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createStaticHandler } from '../../src/cli/serve/static-server.ts';
import { listenOn, makeOutFolder, rawRequest } from '../helpers/http.ts';

const test = suite('serve: files looked up on disk');
const SECRET = `TOP-SECRET-${randomBytes(8).toString('hex')}`;

async function servedOnDisk() {
  const site = await makeOutFolder({ siblings: false });
  await writeFile(path.join(site.parent, 'secret.txt'), SECRET);
  await mkdir(path.join(site.parent, 'outside'));
  await writeFile(path.join(site.parent, 'outside/index.html'), SECRET);
  await writeFile(path.join(site.parent, 'outside/about.html'), SECRET);
  await symlink(path.join(site.parent, 'secret.txt'), path.join(site.outDir, 'leak.txt'));
  await symlink(path.join(site.parent, 'outside'), path.join(site.outDir, 'away'));
  await symlink(site.parent, path.join(site.outDir, 'up'));
  await mkdir(path.join(site.outDir, 'plain'));
  await writeFile(path.join(site.outDir, 'plain/own.txt'), 'own');
  await symlink(path.join(site.outDir, 'plain/own.txt'), path.join(site.outDir, 'inner-link.txt'));
  const handler = createStaticHandler(site.outDir, { compress: false, onDisk: true, reportError: () => {} });
  const listening = await listenOn(createServer((req, res) => handler.handle(req, res)));
  return { site, listening, close: async () => (await listening.close(), await site.cleanup()) };
}

test('links, inside or out, are not followed; plain files are served', async () => {
  const { listening, close } = await servedOnDisk();
  try {
    // (`.html` and `index.html` names are sent to their clean URL first, as any page's are.)
    for (const target of ['/leak.txt', '/away/', '/away/about', '/up/secret.txt', '/up/outside/', '/inner-link.txt']) {
      const response = await rawRequest(listening.port, `GET ${target} HTTP/1.1`);
      assert.is(response.status, 404, target);
      assert.not.ok(response.text.includes(SECRET), target);
    }
    assert.is((await rawRequest(listening.port, 'GET /plain/own.txt HTTP/1.1')).status, 200);
    assert.is((await rawRequest(listening.port, 'GET /docs/intro HTTP/1.1')).status, 200);
  } finally {
    await close();
  }
});

test('no request path, however spelled, reads the secret', async () => {
  const { listening, close } = await servedOnDisk();
  const segment = fc.constantFrom('..', '.', '%2e%2e', '%2E%2e', '.%2e', '..%2f', '..%5c', '%252e%252e', 'up', 'away', 'leak.txt', 'secret.txt', 'outside', 'index.html', 'plain', 'docs', '', '%00', '..;', '%c0%ae%c0%ae');
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 7 }), async (segments) => {
        const response = await rawRequest(listening.port, `GET /${segments.join('/')} HTTP/1.1`);
        assert.not.ok(response.text.includes(SECRET), segments.join('/'));
        assert.ok([200, 301, 400, 404, 405].includes(response.status), `${segments.join('/')}: ${response.status}`);
      }),
      { numRuns: 300 },
    );
  } finally {
    await close();
  }
});

test.run();
