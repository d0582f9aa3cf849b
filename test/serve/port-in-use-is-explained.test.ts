/**
 * A busy port: when the user chose it (`--port`), exit 1 with a message saying so; when it is the
 * default, serve on the next free port and say that plainly.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserError } from '../../src/cli/errors.ts';
import { runServe } from '../../src/cli/serve/command.ts';
import { listen } from '../../src/cli/serve/listen.ts';
import { fetchRaw, makeOutFolder } from '../helpers/http.ts';
import { runCli } from '../helpers/site.ts';

/** A port some other server holds for the length of the test. */
async function busyPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return { port: (blocker.address() as AddressInfo).port, release: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

test('--port given and busy: exit 1, the port named, what to do, no stack trace', async () => {
  const site = await makeOutFolder();
  const busy = await busyPort();
  try {
    const result = await runCli(['serve', '--no-watch', '--out-dir', site.outDir, '--port', String(busy.port)]);
    assert.is(result.code, 1);
    assert.match(result.stderr, new RegExp(`port ${busy.port} on 127\\.0\\.0\\.1 is already in use\\. Stop the other server or pass --port <another>\\.`));
    assert.not.match(result.stderr, /\n\s+at /);
    assert.not.match(result.stdout, /Serving/);
  } finally {
    await busy.release();
    await site.cleanup();
  }
});

test('default port busy: the next free one, said plainly', async () => {
  const site = await makeOutFolder();
  const busy = await busyPort();
  const lines: string[] = [];
  const logger = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  try {
    const server = await runServe({ siteDir: '.', outDir: site.outDir, port: String(busy.port), host: '127.0.0.1', portExplicit: false, logger });
    try {
      const actual = (server.address() as AddressInfo).port;
      assert.ok(actual > busy.port, `moved up from ${busy.port} to ${actual}`);
      assert.ok(lines.includes(`! port ${busy.port} is in use; serving on ${actual} instead`), lines.join('\n'));
      assert.ok(lines.some((line) => line.includes(`at http://127.0.0.1:${actual}/`)), lines.join('\n'));
      assert.is((await fetchRaw(`http://127.0.0.1:${actual}/docs/intro`)).status, 200);
    } finally {
      await close(server);
    }
  } finally {
    await busy.release();
    await site.cleanup();
  }
});

test('listen(): strict fails on a busy port, non-strict skips it, a bad port or host is a UserError', async () => {
  const busy = await busyPort();
  try {
    const strict = createServer();
    try {
      await listen(strict, { port: busy.port, host: '127.0.0.1', strictPort: true });
      assert.unreachable('bound a busy port');
    } catch (error) {
      assert.instance(error, UserError);
    }
    const loose = createServer();
    const port = await listen(loose, { port: busy.port, host: '127.0.0.1', strictPort: false });
    assert.ok(port > busy.port);
    await close(loose);

    const nowhere = createServer();
    try {
      await listen(nowhere, { port: 0, host: '203.0.113.7', strictPort: true }); // TEST-NET-3: never ours
      assert.unreachable('bound a foreign address');
    } catch (error) {
      assert.instance(error, UserError);
      assert.match((error as Error).message, /--host 203\.0\.113\.7 is not an address of this machine/);
    }
  } finally {
    await busy.release();
  }
  const site = await makeOutFolder();
  try {
    const result = await runCli(['serve', '--no-watch', '--out-dir', site.outDir, '--port', 'http']);
    assert.is(result.code, 1);
    assert.match(result.stderr, /--port: expected a number from 0 to 65535, got "http"/);
  } finally {
    await site.cleanup();
  }
});

test.run();
