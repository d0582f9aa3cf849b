/**
 * With `insights: true` the provider reports the hits a reader was shown as one Algolia Insights
 * "Items Viewed" event, 400 ms after the last change (a burst of keystrokes reports once), and
 * the hit chosen as "Item Selected" with its search's queryID. With
 * `hosts` configured the events go to those hosts' `/1/events` (how tests and proxies see them);
 * otherwise to https://insights.algolia.io/1/events.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAlgoliaClient } from '../../src/runtime/search/providers/algolia.ts';
import type { SearchHit } from '../../src/runtime/search/types.ts';
import { algoliaSearchData, startFakeAlgolia, type FakeAlgolia } from '../helpers/fake-algolia.ts';
import { RECORDS } from '../helpers/algolia-records.ts';

let fake: FakeAlgolia;
test.before(async () => {
  fake = await startFakeAlgolia({ records: RECORDS });
});
test.after(() => fake.close());

const hits = (ids: string[]) => ids.map((objectID) => ({ ...RECORDS[0]!, objectID }) as SearchHit);
const events = () => fake.requests.filter((r) => r.path === '/1/events');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a burst of views is reported once, 400 ms after the last, with what is on screen then', async () => {
  const client = createAlgoliaClient(algoliaSearchData([fake.url], { insights: true }));
  const start = Date.now();
  client.itemsViewed!(hits(['1']), 'docs');
  await sleep(150);
  client.itemsViewed!(hits(['1', '2']), 'docs');
  await sleep(150);
  client.itemsViewed!(hits(['3', '4', '5']), 'docs');
  await sleep(300);
  assert.is(events().length, 0, 'nothing before 400 ms of quiet');
  await sleep(250);
  assert.is(events().length, 1);
  const [sent] = events();
  assert.ok(sent!.at - start >= 300 + 400 - 20, 'debounced from the last call');
  assert.is(sent!.method, 'POST');
  assert.is(sent!.query['x-algolia-application-id'], 'TESTAPP');
  assert.is(sent!.query['x-algolia-api-key'], 'search-key');
  assert.is(sent!.headers['content-type'], 'text/plain');
  const body = sent!.body as { events: Record<string, unknown>[] };
  assert.is(body.events.length, 1);
  const { userToken, ...event } = body.events[0]!;
  assert.equal(event, { eventType: 'view', eventName: 'Items Viewed', index: 'docs', objectIDs: ['3', '4', '5'] });
  assert.match(String(userToken), /^anonymous-[0-9a-f]{32}$/);
});

test('the same hits still on screen are not reported again (a space typed, a search that failed)', async () => {
  fake.requests.length = 0;
  const client = createAlgoliaClient(algoliaSearchData([fake.url], { insights: true }));
  client.itemsViewed!(hits(['1', '2']), 'docs');
  await sleep(500);
  client.itemsViewed!(hits(['1', '2']), 'docs');
  await sleep(500);
  assert.is(events().length, 1, 'once for the same hits');
  client.itemsViewed!(hits(['2', '1']), 'docs');
  await sleep(500);
  assert.is(events().length, 2, 'new order, new view');
});

test('at most 20 objectIDs per event, the Insights API limit', async () => {
  fake.requests.length = 0;
  const client = createAlgoliaClient(algoliaSearchData([fake.url], { insights: true }));
  client.itemsViewed!(hits(Array.from({ length: 25 }, (_, i) => String(i))), 'docs');
  await sleep(500);
  const body = events()[0]!.body as { events: { objectIDs: string[] }[] };
  assert.is(body.events[0]!.objectIDs.length, 20);
});

test('without insights there is no view reporting and no click analytics', async () => {
  const client = createAlgoliaClient(algoliaSearchData([fake.url]));
  assert.is(client.itemsViewed, undefined);
  assert.is(client.itemSelected, undefined);
});

test('a chosen hit is reported at once as "Item Selected", with its search and its place on screen', async () => {
  fake.requests.length = 0;
  const client = createAlgoliaClient(algoliaSearchData([fake.url], { insights: true }));
  client.itemsViewed!(hits(['1', '2', '3']), 'docs');
  const chosen = { ...hits(['2'])[0]!, __autocomplete_id: 1, __autocomplete_queryID: 'q'.repeat(32) };
  client.itemSelected!(chosen, 'docs');
  await sleep(100);
  assert.is(events().length, 1, 'sent at once, not debounced');
  const { userToken, ...event } = (events()[0]!.body as { events: Record<string, unknown>[] }).events[0]!;
  assert.equal(event, { eventType: 'click', eventName: 'Item Selected', index: 'docs', objectIDs: ['2'], positions: [2], queryID: 'q'.repeat(32) });
  await sleep(450);
  const view = (events()[1]!.body as { events: Record<string, unknown>[] }).events[0]!;
  assert.is(view.userToken, userToken, 'one reader: the same token for views and clicks');
});

test('a hit from no search (a saved one) is not reported', async () => {
  fake.requests.length = 0;
  const client = createAlgoliaClient(algoliaSearchData([fake.url], { insights: true }));
  client.itemSelected!({ ...hits(['4'])[0]!, __autocomplete_id: 0 }, 'docs');
  await sleep(100);
  assert.is(events().length, 0);
});

test('a failing insights host costs nothing: no unhandled rejection', async () => {
  const failing = await startFakeAlgolia({ fault: 'forbidden' });
  let unhandled: unknown;
  const onUnhandled = (reason: unknown) => (unhandled = reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const client = createAlgoliaClient(algoliaSearchData([failing.url], { insights: true }));
    client.itemsViewed!(hits(['1']), 'docs');
    await sleep(600);
    assert.is(failing.requests.length, 1);
    assert.is(unhandled, undefined);
  } finally {
    process.off('unhandledRejection', onUnhandled);
    await failing.close();
  }
});

test.run();
