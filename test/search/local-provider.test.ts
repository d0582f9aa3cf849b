/**
 * The embedded engine as the modal and the /search page use it: Algolia-shaped requests answered
 * in Chromium from the Pagefind index the build wrote, as DocSearch hits.
 */
import * as assert from 'uvu/assert';
import { highlightText } from '../../src/runtime/search/highlight.tsx';
import type { HighlightValue, SearchHit } from '../../src/runtime/search/types.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { HARNESS, NO_DATA, NO_INDEX, openHarness, runInPage, search, withProviderHarness } from './provider-harness.ts';
import { BASE_URL, buildSearchSite, DRAFT_WORD, SHARED_DOCS, SHARED_WORD } from './search-site.ts';

const test = browserSuite('local search provider', async () => withProviderHarness(await buildSearchSite()));

const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const RECORDS = `${BASE_URL}docs/Guides/records`;

/** Every highlight and snippet value of a hit. */
function values(hit: SearchHit): HighlightValue[] {
  const trees = [hit._highlightResult, hit._snippetResult];
  return trees.flatMap((t) => [...Object.values(t?.hierarchy ?? {}), ...(t?.content ? [t.content] : [])]);
}

test('a page and its matching sections, as a DocSearch hit tree', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const result = await search(page, { query: 'deep', facetFilters: CONTEXTUAL });
  const fromRecords = result.hits.filter((h) => h.url_without_anchor === RECORDS);
  assert.equal(
    fromRecords.map((h) => [h.type, h.url]),
    [
      ['lvl1', RECORDS],
      ['lvl3', `${RECORDS}#deep-heading`],
      ['lvl4', `${RECORDS}#deeper-heading`],
    ],
  );
  assert.equal(fromRecords[2]!.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Records page',
    lvl2: 'Options',
    lvl3: 'Deep heading',
    lvl4: 'Deeper heading',
    lvl5: null,
    lvl6: null,
  });
  assert.is(fromRecords[0]!.content, 'Everything a record can hold.', 'the page hit carries its description');
  assert.is(fromRecords[1]!.content, 'Deep text.', 'a heading hit carries the text under it (the search page\'s summary)');
  assert.is(fromRecords[1]!._highlightResult?.hierarchy?.lvl3?.value, '<mark>Deep</mark> heading');
  assert.is(result.query, 'deep');
  await page.close();
});

test('text under a heading is a content hit with its snippet', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const { hits } = await search(page, { query: 'closing', attributesToSnippet: ['content:10'], snippetEllipsisText: '…' });
  const hit = hits.find((h) => h.type === 'content')!;
  assert.is(hit.url, `${RECORDS}#second-section`);
  assert.is(hit.hierarchy.lvl2, 'Second section');
  assert.is(hit._snippetResult?.content?.value, '<mark>Closing</mark> words.');
  assert.is(hit._snippetResult?.content?.matchLevel, 'full');
  assert.equal(hit._snippetResult?.content?.matchedWords, ['closing']);
  assert.is(hits[0]!.type, 'lvl1', 'after its page');
  await page.close();
});

test('highlights and snippets are escaped text: markup in docs and queries stays text', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const request = { attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:40'], facetFilters: CONTEXTUAL };
  for (const query of ['lantern', 'lantern <img src=x onerror=alert(1)>', '</mark><script>alert(3)</script> lantern']) {
    const { hits } = await search(page, { query, ...request });
    assert.ok(hits.length >= 3, query);
    for (const hit of hits) {
      for (const v of values(hit)) {
        assert.not.match(v.value.replace(/<\/?mark>/g, ''), /[<>]/, `${query}: ${v.value}`);
        assert.not.match(v.value, /&(?!(amp|lt|gt|quot|#39);)/, `every & is an entity: ${v.value}`);
      }
    }
    const [pageHit, ...sections] = hits;
    if (query === 'lantern') {
      assert.is(pageHit!._highlightResult?.content?.value, '<mark>Lantern</mark> &lt;b&gt;bold&lt;/b&gt; &amp; &lt;img src=x onerror=alert(1)&gt; in a description.');
    }
    assert.is(highlightText(pageHit!._highlightResult!.content!.value), 'Lantern <b>bold</b> & <img src=x onerror=alert(1)> in a description.');
    const text = sections.find((h) => h.type === 'content')!;
    const snippet = highlightText(text._snippetResult!.content!.value);
    assert.match(snippet, '`<img src=x onerror=alert(1)>`'.slice(1, -1));
    assert.match(snippet, '</mark><script>alert(2)</script>');
    assert.match(snippet, 'Tom & Jerry and a literal &lt;tag&gt; entity.');
    const heading = sections.find((h) => h.type === 'lvl2')!;
    assert.is(heading._highlightResult?.hierarchy?.lvl2?.value, '<mark>Lantern</mark> &lt;script&gt; heading');
  }
  await page.close();
});

test('attributesToSnippet word counts set the snippet length, with the ellipsis where text is cut', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  for (const words of [3, 5, 10]) {
    const { hits } = await search(page, { query: 'jerry', attributesToSnippet: [`content:${words}`, 'hierarchy.lvl1:1'], snippetEllipsisText: '…' });
    const snippet = hits.find((h) => h.type === 'content')!._snippetResult!.content!.value;
    const counted = highlightText(snippet).split(/\s+/).filter((w) => w !== '…');
    assert.is(counted.length, words, snippet);
    // Cut on the left; on the right only while the paragraph goes on.
    assert.match(snippet, words < 10 ? /^… .*<mark>Jerry<\/mark>.* …$/ : /^… .*<mark>Jerry<\/mark>.* entity\.$/);
    assert.is(hits[0]!._snippetResult?.hierarchy?.lvl1?.value, 'Escaping …');
  }
  await page.close();
});

test('pages of results: hitsPerPage and page walk every matching page once', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const pagesSeen: string[] = [];
  const first = await search(page, { query: SHARED_WORD, hitsPerPage: 20 });
  assert.is(first.nbHits, SHARED_DOCS, 'nbHits counts matching pages');
  assert.is(first.nbPages, SHARED_DOCS / 4, 'four pages (of up to five hits each) per 20 hits');
  assert.is(first.hitsPerPage, 20);
  for (let p = 0; p < first.nbPages; p++) {
    const result = await search(page, { query: SHARED_WORD, hitsPerPage: 20, page: p });
    assert.is(result.page, p);
    assert.ok(result.hits.length <= 20);
    pagesSeen.push(...result.hits.filter((h) => h.type === 'lvl1').map((h) => h.url));
  }
  assert.is(new Set(pagesSeen).size, SHARED_DOCS, 'no page twice');
  assert.ok(pagesSeen.every((url) => url.startsWith(`${BASE_URL}docs/Animals/`)));
  const beyond = await search(page, { query: SHARED_WORD, hitsPerPage: 20, page: first.nbPages });
  assert.equal(beyond.hits, []);
  const small = await search(page, { query: SHARED_WORD, hitsPerPage: 2 });
  assert.is(small.hits.length, 2);
  assert.is(small.nbPages, SHARED_DOCS);
  const countOnly = await search(page, { query: SHARED_WORD, hitsPerPage: 0 });
  assert.equal([countOnly.hits, countOnly.nbHits], [[], SHARED_DOCS], 'hitsPerPage 0: the count alone');
  const byDefault = await search(page, { query: SHARED_WORD });
  assert.is(byDefault.hitsPerPage, 20);
  await page.close();
});

test('distinct: 1 (the search page): one hit per page, so the count is what the pages of results list', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const first = await search(page, { query: SHARED_WORD, hitsPerPage: 2, distinct: 1 });
  assert.is(first.nbHits, SHARED_DOCS);
  assert.is(first.nbPages, SHARED_DOCS / 2, 'two pages per two hits');
  const listed: string[] = [];
  for (let p = 0; p < first.nbPages; p++) {
    const result = await search(page, { query: SHARED_WORD, hitsPerPage: 2, page: p, distinct: 1 });
    assert.is(result.hits.length, 2);
    listed.push(...result.hits.map((h) => h.url_without_anchor!));
  }
  assert.is(listed.length, first.nbHits, 'as many hits as the count');
  assert.is(new Set(listed).size, SHARED_DOCS, 'each page once');
  // A page whose title does not match gives its best section, not the page itself.
  const deep = await search(page, { query: 'closing', distinct: 1, attributesToSnippet: ['content:10'] });
  assert.equal(deep.hits.map((h) => [h.type, h.url]), [['content', `${RECORDS}#second-section`]]);
  const titled = await search(page, { query: 'records page', distinct: 1 });
  assert.equal(titled.hits.map((h) => [h.type, h.url]), [['lvl1', RECORDS]], 'a matching title: the page');
  await page.close();
});

test('facetFilters: language and docs tag as the modal sends them, OR groups and negation', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const count = async (facetFilters: (string | string[])[]) => (await search(page, { query: SHARED_WORD, facetFilters })).nbHits;
  assert.is(await count(CONTEXTUAL), SHARED_DOCS);
  assert.is(await count(['language:fr']), 0);
  assert.is(await count(['language:en', ['docusaurus_tag:docs-default-2.x']]), 0);
  assert.is(await count([['docusaurus_tag:docs-default-2.x', 'docusaurus_tag:docs-default-current']]), SHARED_DOCS);
  assert.is(await count(['-language:en']), 0);
  assert.is(await count(['version:current']), SHARED_DOCS);
  await page.close();
});

test('drafts are never found, though the build rendered them', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  assert.is((await search(page, { query: DRAFT_WORD })).nbHits, 0);
  assert.is((await search(page, { query: 'hidden' })).nbHits, 0, "the draft's heading");
  await page.close();
});

test('as-you-type: a half-typed last word still finds pages', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  for (const query of ['records pa', 'second sec', 'deep hea', 'escaping lant']) {
    const { hits } = await search(page, { query });
    assert.ok(hits.length > 0, query);
  }
  // Words that are each in the index but never on one page: the last (being typed) is dropped,
  // as Algolia's removeWordsIfNoResults: 'lastWords' does, rather than answering nothing.
  const { hits } = await search(page, { query: `${SHARED_WORD} lant` });
  assert.ok(hits.length > 0);
  assert.ok(hits.every((h) => h.url.startsWith(`${BASE_URL}docs/Animals/`)));
  assert.equal((await search(page, { query: 'qqqz' })).hits, []);
  await page.close();
});

test('an empty query answers nothing without searching', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const result = await search(page, { query: '  ' });
  assert.equal([result.hits, result.nbHits, result.nbPages], [[], 0, 0]);
  await page.close();
});

test('a query superseded by a newer one stops before loading its pages', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  await search(page, { query: 'warm' });
  const answer = await runInPage(page, [
    { indexName: 'docsgen', query: SHARED_WORD },
    { indexName: 'docsgen', query: 'lantern' },
  ]);
  assert.ok('results' in answer);
  const [older, latest] = answer.results;
  assert.is(older!.nbHits, SHARED_DOCS);
  assert.equal(older!.hits, [], 'nobody will show it');
  assert.ok(latest!.hits.length > 0);
  await page.close();
});

test('an engine or index that cannot be fetched rejects with SearchUnavailableError naming it', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const nowhere = await runInPage(page, [{ indexName: 'docsgen', query: 'deep' }], '/nowhere/');
  assert.ok('error' in nowhere);
  assert.is(nowhere.error.name, 'SearchUnavailableError');
  assert.match(nowhere.error.message, `${server.url}/nowhere/pagefind-entry.json answered 404`);

  const noIndex = await runInPage(page, [{ indexName: 'docsgen', query: 'deep' }], NO_INDEX);
  assert.ok('error' in noIndex);
  assert.is(noIndex.error.name, 'SearchUnavailableError');
  assert.match(noIndex.error.message, `The search index at ${server.url}${NO_INDEX} could not be loaded`);
  assert.match(noIndex.error.message, `${NO_INDEX}pagefind-entry.json answered 404`);

  const noData = await runInPage(page, [{ indexName: 'docsgen', query: 'deep' }], NO_DATA);
  assert.ok('error' in noData);
  assert.is(noData.error.name, 'SearchUnavailableError');
  assert.match(noData.error.message, 'could not be read');
  assert.match(noData.error.message, '.pf_fragment');
  await page.close();
});

test('creating the client loads the index, so the first query only fetches its chunks; Pagefind’s engine is not needed', async ({ browser, server }) => {
  const context = await browser.newContext();
  const fetched: string[] = [];
  context.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  const page = await context.newPage();
  await openHarness(page, server.url);
  await page.evaluate(async (url) => {
    const m = (await import(url)) as { createLocalClient(s: object): Promise<unknown> };
    await m.createLocalClient({ provider: 'local', indexName: 'docsgen', indexUrl: '/_docsgen/search/' });
  }, `${HARNESS}local-provider.js`);
  const warm = fetched.filter((p) => p.startsWith('/_docsgen/search/'));
  assert.ok(warm.some((p) => p.endsWith('pagefind-entry.json')), warm.join(' '));
  assert.ok(warm.some((p) => p.endsWith('.pf_meta')));
  // An English index is searched by docsgen's engine: Pagefind's module and wasm stay on the server.
  assert.not.ok(warm.some((p) => p.endsWith('pagefind.js') || p.endsWith('.pagefind')), warm.join(' '));
  assert.not.ok(
    warm.some((p) => p.includes('/fragment/') || p.includes('/index/')),
    'no chunk or page data before a query',
  );
  await context.close();
});

test.run();
