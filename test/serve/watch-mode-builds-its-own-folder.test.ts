/**
 * `docsgen serve` without --no-watch, run as a user runs it: it builds (drafts included) into a
 * folder of its own and serves it; `build/`, what gets deployed, is never written; a busy port
 * the user chose is an error before any work is done.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startServe } from '../helpers/serve-cli.ts';
import { copyFixture, runCli } from '../helpers/site.ts';

test('serves a fresh build with drafts, leaves build/ alone, stops on SIGTERM', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  await writeFile(path.join(dir, 'content/docs/09-draft.md'), '---\ndraft: true\n---\n# Draft page\n\nNot published yet.\n');
  const serve = await startServe(['--site-dir', dir, '--port', '0']);
  try {
    assert.match(serve.output().stdout, /live reload, drafts included/);
    const draft = await fetch(`${serve.url}/docs/draft`);
    assert.is(draft.status, 200);
    assert.match(await draft.text(), /Draft page/);
    const events = await fetch(`${serve.url}/__docsgen/events`);
    assert.is(events.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    const reader = events.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    assert.match(first, /retry: 300/);
    await reader.cancel();
    assert.not.ok(existsSync(path.join(dir, 'build')), 'build/ not written');
  } finally {
    await serve.stop();
    await cleanup();
  }
});

test('a busy --port: exit 1 and the port named, before building', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as AddressInfo).port;
  try {
    const result = await runCli(['serve', '--site-dir', dir, '--port', String(port)]);
    assert.is(result.code, 1);
    assert.match(result.stderr, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`));
    assert.not.match(result.stdout, /Built the site/);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
    await cleanup();
  }
});

test.run();
