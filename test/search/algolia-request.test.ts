/**
 * The Algolia provider sends the modal's request as the service expects it: one POST to
 * `/1/indexes/*\/queries`, credentials and agent as sorted, encoded query parameters, a
 * `text/plain` JSON body with DocSearch's fields and the contextual facet filters.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAlgoliaClient } from '../../src/runtime/search/providers/algolia.ts';
import { contextualFacetFilters, modalRequest } from '../../src/runtime/search/request.ts';
import type { SiteData } from '../../src/runtime/data.ts';
import { algoliaSearchData, startFakeAlgolia, type FakeAlgolia } from '../helpers/fake-algolia.ts';
import { RECORDS } from '../helpers/algolia-records.ts';
import { rejection } from '../helpers/rejection.ts';

let fake: FakeAlgolia;
test.before(async () => {
  fake = await startFakeAlgolia({ records: RECORDS, keys: { appId: 'TESTAPP', search: 'search-key' } });
});
test.after(() => fake.close());
test.before.each(() => {
  fake.requests.length = 0;
});

const site = (search: SiteData['search']) =>
  ({ search, i18n: { currentLocale: 'en' }, docsPluginId: 'default', versions: [{ name: 'current', isLast: true }] }) as unknown as SiteData;

test('the modal request goes out as POST /1/indexes/*/queries with DocSearch fields in order', async () => {
  const search = algoliaSearchData([fake.url]);
  const request = modalRequest('picture', search, { snippetWords: 10, facetFilters: contextualFacetFilters(site(search), undefined) });
  const response = await createAlgoliaClient(search).search({ requests: [request] });

  const [sent] = fake.searches();
  assert.ok(sent);
  assert.is(sent.method, 'POST');
  assert.is(sent.path, '/1/indexes/*/queries');
  assert.is(sent.headers['content-type'], 'text/plain');
  assert.is(sent.headers['accept'], 'application/json');
  assert.is(sent.headers['x-algolia-api-key'], undefined, 'the key is not a header');
  assert.equal(Object.keys(sent.body as object), ['requests']);
  const [body] = (sent.body as { requests: Record<string, unknown>[] }).requests;
  assert.equal(Object.keys(body!), [
    'query',
    'indexName',
    'attributesToRetrieve',
    'attributesToSnippet',
    'snippetEllipsisText',
    'highlightPreTag',
    'highlightPostTag',
    'hitsPerPage',
    'clickAnalytics',
    'facetFilters',
  ]);
  assert.equal(body, {
    query: 'picture',
    indexName: 'docs',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });

  const result = response.results[0]!;
  assert.is(result.nbHits, 3);
  assert.is(result.hits[0]!.hierarchy.lvl1, 'Picture component');
  assert.is(result.hits[0]!._highlightResult?.hierarchy?.lvl1?.value, '<mark>Picture</mark> component');
});

test('credentials and agent are query parameters, and nothing else: sorted by name, %20 for spaces, DocSearch, Docusaurus and docsgen segments', async () => {
  const search = algoliaSearchData([fake.url]);
  await createAlgoliaClient(search).search({ requests: [{ indexName: 'docs', query: 'build mode' }] });
  const [sent] = fake.searches();
  const names = sent!.rawQuery.split('&').map((pair) => pair.split('=')[0]);
  assert.equal(names, [...names].sort(), 'sorted');
  assert.equal(names, ['x-algolia-agent', 'x-algolia-api-key', 'x-algolia-application-id'], 'no request id (behaviour.md §4.4)');
  assert.is(sent!.query['x-algolia-application-id'], 'TESTAPP');
  assert.is(sent!.query['x-algolia-api-key'], 'search-key');
  assert.not.match(sent!.rawQuery, /\+/, 'no + for spaces');
  const agent = sent!.rawQuery.split('&').find((p) => p.startsWith('x-algolia-agent='))!.slice('x-algolia-agent='.length);
  assert.match(agent, /^Algolia%20for%20JavaScript%20\(5\.\d+\.\d+\)%3B%20Lite%20\(5\.\d+\.\d+\)%3B%20/);
  assert.match(
    decodeURIComponent(agent),
    /; docsearch \(3\.8\.2\); docsearch-react \(3\.8\.2\); docusaurus \(3\.7\.0\); docsgen$/,
    'DocSearch’s and Docusaurus’s segments (behaviour.md §4.1, §3.2), then docsgen’s (its version is put in by the client bundle)',
  );
  // The request body carries the query, not the URL.
  assert.is((sent!.body as { requests: { query: string }[] }).requests[0]!.query, 'build mode');
});

test('clickAnalytics follows insights, and configured searchParameters are spread over the request', async () => {
  const search = algoliaSearchData([fake.url], { insights: true, searchParameters: { hitsPerPage: 7, facetFilters: ['type:content'] } });
  const request = modalRequest('image', search, { snippetWords: 5, facetFilters: contextualFacetFilters(site(search), undefined) });
  const response = await createAlgoliaClient(search).search({ requests: [request] });
  const body = (fake.searches()[0]!.body as { requests: Record<string, unknown>[] }).requests[0]!;
  assert.is(body.clickAnalytics, true);
  assert.is(body.hitsPerPage, 7);
  assert.equal(body.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], 'type:content']);
  assert.equal((body.attributesToSnippet as string[]).at(-1), 'content:5');
  assert.is(response.results[0]!.queryID, 'a'.repeat(32), 'queryID read back when click analytics is on');
});

test('contextual facet filters keep other languages and versions out', async () => {
  const other = { ...RECORDS[0]!, objectID: 'fr', language: 'fr' };
  fake.indexes.get('docs')!.records.push(other);
  try {
    const search = algoliaSearchData([fake.url]);
    const filters = contextualFacetFilters(site(search), undefined);
    const { results } = await createAlgoliaClient(search).search({ requests: [{ indexName: 'docs', query: 'picture component', facetFilters: filters }] });
    assert.not.ok(results[0]!.hits.some((h) => h.objectID === 'fr'));
    const unfiltered = await createAlgoliaClient(search).search({ requests: [{ indexName: 'docs', query: 'picture component' }] });
    assert.ok(unfiltered.results[0]!.hits.some((h) => h.objectID === 'fr'), 'the record is there without the filter');
  } finally {
    fake.indexes.get('docs')!.records.pop();
  }
});

test('a search without a requests list is refused by the library, before any request', async () => {
  const client = createAlgoliaClient(algoliaSearchData([fake.url]));
  assert.is((await rejection(() => client.search({} as never))).message, 'Parameter `searchMethodParams.requests` is required when calling `search`.');
  assert.is((await rejection(() => client.search(undefined as never))).message, 'Parameter `searchMethodParams` is required when calling `search`.');
  assert.is(fake.requests.length, 0);
});

test('absent credentials give the library messages, not ours', async () => {
  assert.throws(() => createAlgoliaClient(algoliaSearchData([fake.url], { appId: '' })), (e: Error) => e.message === '`appId` is missing.');
  assert.throws(() => createAlgoliaClient(algoliaSearchData([fake.url], { apiKey: '' })), (e: Error) => e.message === '`apiKey` is missing.');
});

test('a wrong key is a 403 ApiError with the service message and status, tried on one host only', async () => {
  const second = await startFakeAlgolia({ records: RECORDS });
  try {
    const client = createAlgoliaClient(algoliaSearchData([fake.url, second.url], { apiKey: 'wrong' }));
    const error = await rejection(() => client.search({ requests: [{ indexName: 'docs', query: 'x' }] }));
    assert.is(error.name, 'ApiError');
    assert.is(error.message, 'Invalid Application-ID or API key');
    assert.is(error.status, 403);
    assert.is(fake.searches().length, 1);
    assert.is(second.requests.length, 0, '4xx is not retried elsewhere');
  } finally {
    await second.close();
  }
});

test.run();
