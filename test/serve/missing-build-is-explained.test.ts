/** Serving a folder that is not there says which one and what to run, with exit code 1. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

test('no build yet: exit 1 and "run docsgen build first"', async () => {
  const dir = await tempDir('docsgen-nobuild-');
  try {
    const result = await runCli(['serve', '--no-watch', '--site-dir', dir, '--port', '0']);
    assert.is(result.code, 1);
    assert.match(result.stderr, /build\/ does not exist\. Run `docsgen build` first, or pass --out-dir/);
    assert.not.match(result.stderr, /\n\s+at /);

    await writeFile(path.join(dir, 'build'), 'not a folder');
    const file = await runCli(['serve', '--no-watch', '--site-dir', dir, '--port', '0']);
    assert.is(file.code, 1);
    assert.match(file.stderr, /build is not a folder/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
