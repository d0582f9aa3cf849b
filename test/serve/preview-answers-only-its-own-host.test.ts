/**
 * `serve --no-watch` bound to loopback (the default) answers only loopback names, so a page on
 * another site cannot read it through DNS rebinding. Bound beyond loopback (`--host 0.0.0.0`),
 * the user chose to expose the site: every Host is answered, as any public static host does.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runServe } from '../../src/cli/serve/command.ts';
import { makeOutFolder } from '../helpers/http.ts';
import { requestWithHost } from '../helpers/host-request.ts';
import { silentLogger } from '../helpers/site.ts';

async function withPreview(host: string, run: (port: number) => Promise<void>): Promise<void> {
  const site = await makeOutFolder();
  const server: Server = await runServe({ siteDir: site.parent, outDir: 'out', port: '0', host, logger: silentLogger() });
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await site.cleanup();
  }
}

test('bound to 127.0.0.1: another Host gets 403 naming the hosts answered; its own names get the page', async () => {
  await withPreview('127.0.0.1', async (port) => {
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`]) {
      for (const target of ['/', '/docs/intro', '/missing']) {
        const answer = await requestWithHost(port, target, host);
        assert.is(answer.status, 403, `${target}, Host ${host}`);
        assert.match(answer.text, /answers only requests for localhost, 127\.0\.0\.1, \[::1\]/);
      }
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', `[::1]:${port}`]) {
      assert.is((await requestWithHost(port, '/docs/intro', host)).status, 200, `Host ${host}`);
    }
    assert.is((await requestWithHost(port, '/docs/intro', undefined)).status, 200, 'HTTP/1.0 without Host');
  });
});

test('bound to 0.0.0.0: the site is exposed on purpose, and any Host is answered', async () => {
  await withPreview('0.0.0.0', async (port) => {
    for (const host of [`evil.example:${port}`, `docs.example.com`, `127.0.0.1:${port}`]) {
      assert.is((await requestWithHost(port, '/docs/intro', host)).status, 200, `Host ${host}`);
    }
  });
});

test.run();
