/** A docs folder without a doc builds (the home page and the rest), and says so. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';

test('a warning names the folder; the site is built without docs pages', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await rm(path.join(dir, 'content/docs'), { recursive: true });
    await mkdir(path.join(dir, 'content/docs'));
    await editConfig(dir, "items: [{ type: 'doc', docId: 'start', label: 'Docs' }, ", 'items: [');
    await editConfig(dir, "links: [{ title: 'More', items: [{ label: 'Start', to: '/docs/start' }] }], ", '');
    const logger = silentLogger();
    const result = await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger });
    assert.is(result.model.docs.length, 0);
    assert.ok(logger.lines.includes('[WARNING] content/docs has no doc (no .md or .mdx file that is not a draft): the site has no docs pages.'), logger.lines.join('\n'));
  } finally {
    await cleanup();
  }
});

test.run();
