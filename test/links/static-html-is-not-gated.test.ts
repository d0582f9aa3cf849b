/**
 * HTML files in the static folder (an old site's redirect pages, a verification file) are copied
 * and served as they are: their links are not the build's to judge, as Docusaurus never parses
 * them, but their URLs are targets other pages may link to.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { miniSite } from './mini-site.ts';

const OLD_PAGE = '<!DOCTYPE html><title>moved</title><meta http-equiv="refresh" content="0; url=/docs/old-name"><a href="/docs/old-name">moved</a><a href="#gone">x</a>\n';

test('a static HTML page with dead links builds and checks clean; links to it are valid', async () => {
  const site = await miniSite({
    append: {
      'content/static/old/index.html': OLD_PAGE,
      'content/static/legacy.html': OLD_PAGE,
      'content/docs/01-start.md': '\nThe [old page](/old), the [legacy one](/legacy.html) and [its twin](/legacy).\n',
    },
  });
  try {
    const built = await site.build();
    assert.is(built.code, 0, built.stderr);
    assert.not.match(built.stderr + built.stdout, /broken/i);
    assert.is(await readFile(path.join(site.dir, 'build/old/index.html'), 'utf8'), OLD_PAGE, 'copied as it is');
    const checked = await site.check();
    assert.is(checked.code, 0, checked.stderr);
    assert.not.match(checked.stderr + checked.stdout, /broken/i);
  } finally {
    await site.cleanup();
  }
});

test('a link to a static page that is not there is still broken', async () => {
  const site = await miniSite({ append: { 'content/static/old/index.html': OLD_PAGE, 'content/docs/01-start.md': '\nThe [old page](/old-typo).\n' } });
  try {
    const built = await site.build();
    assert.is(built.code, 1, built.stderr);
    assert.match(built.stderr, /linking to \/old-typo at content\/docs\/01-start\.md:\d+/);
  } finally {
    await site.cleanup();
  }
});

test.run();
