/**
 * docsgen serves on loopback unless asked; asked for another interface, it says the site can be
 * reached from the network.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLoopback, urlFor } from '../../src/cli/serve/listen.ts';
import { fetchRaw, makeOutFolder } from '../helpers/http.ts';
import { startServe } from '../helpers/serve-cli.ts';

test('the default host is loopback and says nothing about the network', async () => {
  const site = await makeOutFolder();
  const server = await startServe(['--no-watch', '--out-dir', site.outDir, '--port', '0']);
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.is((await fetchRaw(`${server.url}/`)).status, 200);
    assert.not.match(server.output().stdout + server.output().stderr, /reachable from other machines/);
  } finally {
    await server.stop();
    await site.cleanup();
  }
});

test('--host 0.0.0.0 prints a note that other machines can reach the site', async () => {
  const site = await makeOutFolder();
  const server = await startServe(['--no-watch', '--out-dir', site.outDir, '--port', '0', '--host', '0.0.0.0']);
  try {
    assert.match(server.output().stdout, /--host 0\.0\.0\.0: the site is reachable from other machines on your network/);
    assert.is((await fetchRaw(`${server.url}/`)).status, 200);
  } finally {
    await server.stop();
    await site.cleanup();
  }
});

test('which hosts are loopback, and how addresses are printed', () => {
  for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) assert.ok(isLoopback(host), host);
  for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com', '127.0.0.1.nip.io']) assert.not.ok(isLoopback(host), host);
  assert.is(urlFor('0.0.0.0', 3000), 'http://localhost:3000/');
  assert.is(urlFor('::1', 3000), 'http://[::1]:3000/');
  assert.is(urlFor('127.0.0.1', 8080), 'http://127.0.0.1:8080/');
});

test.run();
