/**
 * `docsgen serve` answers with the pages of its first build before that build's search index is
 * written (the index follows on a thread of its own). A request for the index made in between
 * waits for it: the modal of a page opened at once never finds the index missing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServe } from '../helpers/serve-cli.ts';
import { copyFixture } from '../helpers/site.ts';

test('the index asked for the moment the first page answers: 200, and every file it names is there', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const serve = await startServe(['--site-dir', dir, '--port', '0']);
  try {
    // Held until the first build has written the pages.
    const home = await fetch(`${serve.url}/`);
    assert.is(home.status, 200);
    const entry = await fetch(`${serve.url}/_docsgen/search/pagefind-entry.json`);
    assert.is(entry.status, 200, 'the index entry, asked for right after the first page');
    const { languages } = (await entry.json()) as { languages: Record<string, { hash: string; page_count: number }> };
    const [language] = Object.values(languages);
    assert.ok(language && language.page_count > 0, 'the entry names an index of the site’s pages');
    const meta = await fetch(`${serve.url}/_docsgen/search/pagefind.${language!.hash}.pf_meta`);
    assert.is(meta.status, 200, 'the metadata the entry names');
    assert.match(serve.output().stdout, /Built the site/);
  } finally {
    await serve.stop();
    await cleanup();
  }
});

test.run();
