/**
 * With the Algolia provider every page's head opens the connection to the search host early:
 * the app's DSN host (`https://<appId>-dsn.algolia.net`), or the first configured host.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { searchPreconnectUrl } from '../../src/runtime/search/algolia-hosts.ts';
import { algoliaSearchData } from '../helpers/fake-algolia.ts';
import { buildAlgoliaSite } from '../helpers/algolia-site.ts';

test('the DSN host of the app, or the first configured host; none for the embedded engine', () => {
  assert.is(searchPreconnectUrl(algoliaSearchData([], { hosts: undefined, appId: 'BH4D9OD16A' })), 'https://BH4D9OD16A-dsn.algolia.net');
  assert.is(searchPreconnectUrl(algoliaSearchData(['http://127.0.0.1:8080', 'https://b.example'])), 'http://127.0.0.1:8080');
  assert.is(searchPreconnectUrl(algoliaSearchData(['search.example.com'])), 'https://search.example.com');
  assert.is(
    searchPreconnectUrl({ provider: 'local', indexName: 'docsgen', indexUrl: '/_docsgen/search/', searchPagePath: 'search', disableUserPersonalization: false, contextualSearch: true }),
    undefined,
  );
});

test('every page of an Algolia site carries the preconnect link', async () => {
  const site = await buildAlgoliaSite();
  try {
    for (const file of ['index.html', 'docs/start/index.html', 'search/index.html', '404.html']) {
      const html = await readFile(path.join(site.result.outDir, file), 'utf8');
      assert.ok(html.includes(`<link rel="preconnect" href="${site.primary.url}" crossorigin="anonymous"/>`), file);
    }
  } finally {
    await site.close();
  }
});

test.run();
