/**
 * The modal on a site configured for Algolia, against fake hosts on loopback: the request DocSearch
 * sends (index, contextual facet filters, 20 hits, snippets, click analytics with insights on),
 * hits grouped on screen, the "Search by Algolia" footer, a debounced Insights view event, a click
 * event for the hit chosen, and the error screen when every host is unreachable.
 */
import { writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { build } from '../../src/cli/build/build.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { hydrated, openPage } from '../helpers/browser.ts';
import { SITE_RECORDS } from '../helpers/algolia-site.ts';
import { startFakeAlgolia, type FakeAlgolia } from '../helpers/fake-algolia.ts';
import { dialog, openSearch, searchFor } from '../helpers/search-modal.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

let fake: FakeAlgolia | undefined;
let cleanup: (() => Promise<void>) | undefined;

async function algoliaSiteWithInsights() {
  fake = await startFakeAlgolia({ records: SITE_RECORDS, keys: { appId: 'TESTAPP', search: 'search-key' } });
  const copy = await copyFixture('mini');
  cleanup = copy.cleanup;
  const configFile = path.join(copy.dir, 'site.config.ts');
  const search = `search: { provider: 'algolia', appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', insights: true, hosts: [${JSON.stringify(fake.url)}] },`;
  await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('  docs: {', `  ${search}\n  docs: {`));
  return build({ siteDir: copy.dir, outDir: path.join(copy.dir, 'build'), logger: silentLogger() });
}

const test = browserSuite('search modal: Algolia provider', algoliaSiteWithInsights);
test.after(async () => {
  await fake?.close();
  await cleanup?.();
});
test.before.each(() => {
  fake!.setFault('none');
  fake!.requests.length = 0;
});

test('sends DocSearch request, shows the hits, credits Algolia and reports the view once', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  await hydrated(page);
  await openSearch(page);
  await searchFor(page, 'loader');
  const searches = fake!.searches();
  assert.ok(searches.length >= 1, 'the fake host was asked');
  const last = searches.at(-1)!;
  assert.is(last.query['x-algolia-application-id'], 'TESTAPP');
  assert.is(last.query['x-algolia-api-key'], 'search-key');
  const request = (last.body as { requests: Record<string, unknown>[] }).requests[0]!;
  assert.is(request.indexName, 'docs');
  assert.is(request.query, 'loader');
  assert.is(request.hitsPerPage, 20);
  assert.is(request.clickAnalytics, true);
  assert.equal(request.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.ok((request.attributesToSnippet as string[]).includes('content:10'));
  assert.ok((await page.locator('.DocSearch-Dropdown [role="option"]').count()) > 0, 'hits on screen');
  assert.is(await page.locator('.DocSearch-Footer a[href*="algolia.com"]').count(), 1, 'Search by Algolia');

  await page.waitForTimeout(700);
  const events = fake!.requests.filter((r) => r.path === '/1/events');
  assert.is(events.length, 1, 'one view event, debounced');
  const [event] = (events[0]!.body as { events: Record<string, unknown>[] }).events;
  assert.is(event!.eventType, 'view');
  assert.is(event!.index, 'docs');
  await page.context().close();
});

test('choosing a hit with the keyboard reports "Item Selected" with the search\'s queryID; the saved search keeps neither', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  await hydrated(page);
  await openSearch(page);
  await searchFor(page, 'loader');
  await page.keyboard.press('ArrowDown');
  const chosen = await page.locator('.DocSearch-Dropdown [role="option"][aria-selected="true"]').getAttribute('href');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.DocSearch-Modal'));
  const clicks = () => fake!.requests.filter((r) => r.path === '/1/events').flatMap((r) => (r.body as { events: Record<string, unknown>[] }).events).filter((e) => e.eventType === 'click');
  for (let i = 0; i < 20 && clicks().length === 0; i++) await page.waitForTimeout(50);
  assert.is(clicks().length, 1, 'one click event');
  const event = clicks()[0]!;
  assert.is(event.eventName, 'Item Selected');
  assert.is(event.index, 'docs');
  assert.is(event.queryID, 'a'.repeat(32), "the answer's queryID");
  assert.equal(event.positions, [2], 'the second hit on screen');
  const hit = SITE_RECORDS.find((r) => r.objectID === (event.objectIDs as string[])[0]);
  assert.ok(hit && chosen && hit.url.endsWith(chosen), `the chosen hit: ${chosen}`);
  // Read once the chosen page is there: a navigation still under way (CI saw one) would take the
  // page's context away from under the read.
  await page.waitForFunction((href) => location.pathname + location.hash === href || location.href.endsWith(href), chosen);
  await page.waitForLoadState();
  const saved = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__docs'));
  assert.not.match(saved ?? '', /__autocomplete/, 'stored without the search it came from');
  await page.context().close();
});

test('every host failing shows the error screen; a 4xx after it is no network error and ends it (behaviour.md §1.5); answers bring results back', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  await hydrated(page);
  await openSearch(page);
  fake!.setFault('error500');
  await searchFor(page, 'loader');
  await page.getByText('Unable to fetch results').waitFor();
  assert.ok(await dialog(page).getByText('You might want to check your network connection.').isVisible());
  fake!.setFault('forbidden');
  await searchFor(page, 'loaders');
  await page.waitForFunction(() => !document.querySelector('.DocSearch-ErrorScreen'));
  assert.ok(await dialog(page).getByText('No results for').isVisible(), 'the results it had: none');
  fake!.setFault('none');
  await searchFor(page, 'loade');
  await page.locator('.DocSearch-Dropdown [role="option"]').first().waitFor();
  await page.context().close();
});

test.run();
