/**
 * A versioned site's search: each request goes to the index of the version its filters name
 * (`providers/version-indexes.ts`), an index is opened once and only when asked for, and the
 * search page asks for the version its select names (`page/request.ts`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteData } from '../../src/runtime/data.ts';
import { requestVersion, versionedClient } from '../../src/runtime/search/providers/version-indexes.ts';
import { searchPageRequest, versionChoice } from '../../src/runtime/search/page/request.ts';
import type { SearchClient, SearchRequest } from '../../src/runtime/search/types.ts';

const tagged = (version: string): SearchRequest => ({ indexName: 'docsgen', query: 'x', facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]] });

test('the version a request searches is the one its docusaurus_tag filter names', () => {
  assert.is(requestVersion(tagged('1.0')), '1.0');
  assert.is(requestVersion(tagged('2.0-beta.1')), '2.0-beta.1');
  assert.is(requestVersion({ indexName: 'docsgen', query: 'x', facetFilters: ['docusaurus_tag:docs-default-current'] }), 'current');
  assert.is(requestVersion({ indexName: 'docsgen', query: 'x', facetFilters: ['language:en', ['docusaurus_tag:default']] }), undefined);
  assert.is(requestVersion({ indexName: 'docsgen', query: 'x' }), undefined);
});

test('each request is answered by its version’s index, each index opened once, on first use; no version: the fallback', async () => {
  const opened: string[] = [];
  const open = async (url: string): Promise<SearchClient> => {
    opened.push(url);
    return { search: async ({ requests }) => ({ results: requests.map((r) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query: `${url}:${r.query}` })) }) } as SearchClient;
  };
  const client = versionedClient({ current: '/s/v-current/', '2.0': '/s/v-2.0/', '1.0': '/s/v-1.0/' }, '2.0', open);
  assert.equal(opened, [], 'nothing opened before a search');
  const { results } = await client.search({ requests: [tagged('1.0'), tagged('1.0'), { indexName: 'docsgen', query: 'y' }] });
  assert.equal(results.map((r) => r.query), ['/s/v-1.0/:x', '/s/v-1.0/:x', '/s/v-2.0/:y']);
  await client.search({ requests: [tagged('1.0'), tagged('9.9')] });
  assert.equal(opened, ['/s/v-1.0/', '/s/v-2.0/'], 'each index once; an unknown version searches the fallback');
});

const version = (name: string, label: string, isLast: boolean) => ({ name, label, isLast, path: '', mainDocId: '', draftIds: [], sidebars: {}, docs: [] });
const site = (versions: ReturnType<typeof version>[], contextualSearch = true) =>
  ({ docsPluginId: 'default', i18n: { currentLocale: 'en' }, versions, search: { provider: 'local', indexName: 'docsgen', indexUrl: '/s/', contextualSearch, searchPagePath: 'search', disableUserPersonalization: false } }) as unknown as SiteData;

test('the search page offers the versions with Next first, as Docusaurus does; none with one version or without contextual search', () => {
  const three = site([version('current', 'Next', false), version('2.0', '2.0', true), version('1.0', '1.0', false)]);
  assert.equal(versionChoice(three), { options: [{ name: 'current', label: 'Next' }, { name: '2.0', label: '2.0' }, { name: '1.0', label: '1.0' }], initial: 'current' });
  assert.is(versionChoice(site([version('current', 'Next', true)])), undefined);
  assert.is(versionChoice(site([version('current', 'Next', false), version('2.0', '2.0', true)], false)), undefined);
  assert.equal(searchPageRequest('q', 0, three, '1.0').facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]);
  assert.equal(searchPageRequest('q', 0, three).facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0']], 'no choice: the latest');
});

test.run();
