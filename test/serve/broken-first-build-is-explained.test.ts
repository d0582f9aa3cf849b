/**
 * `serve` started on a site that does not build: it keeps running, says there is no build to
 * serve yet (not "the last good build", which there is none of), and the browser gets the error.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startServe } from '../helpers/serve-cli.ts';
import { copyFixture } from '../helpers/site.ts';

test('a broken doc at start: the error, no build to serve yet, the error page in the browser', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await writeFile(path.join(dir, 'content/docs/01-start.md'), '---\ntitle: [unclosed\n---\n# Start\n');
    const serve = await startServe(['--site-dir', dir, '--port', '0']);
    try {
      for (let i = 0; i < 100 && !/No build to serve yet/.test(serve.output().stderr); i++) await new Promise((r) => setTimeout(r, 100));
      const { stderr } = serve.output();
      assert.match(stderr, /content\/docs\/01-start\.md:2: front matter is not valid YAML/);
      assert.match(stderr, /No build to serve yet \(the browser shows this error\); save a fix and it rebuilds\./);
      assert.not.match(stderr, /last good build/);
      const page = await fetch(`${serve.url}/docs/start`);
      assert.match(await page.text(), /front matter is not valid YAML/);
    } finally {
      await serve.stop();
    }
  } finally {
    await cleanup();
  }
});

test.run();
