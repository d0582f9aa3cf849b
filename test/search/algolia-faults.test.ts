/**
 * The transporter's rules, observed against fake hosts that fail as real ones do: a network
 * failure, a timeout or a 5xx moves on to the next host in the configured order; a 4xx or an
 * unparsable 2xx stops; when every host failed the error is a RetryError, which the search UI
 * treats as "unreachable". A failed host is remembered for 120 s: down hosts are skipped, timed-out
 * hosts go last. Timeouts are real time (connect 1 s, read 2 s), so there are few of those tests.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAlgoliaClient } from '../../src/runtime/search/providers/algolia.ts';
import { isUnreachable } from '../../src/runtime/search/types.ts';
import { pageHostMemory } from '../../src/runtime/search/providers/host-memory.ts';
import { algoliaSearchData, closedPortUrl, startFakeAlgolia, type FakeAlgolia, type Fault } from '../helpers/fake-algolia.ts';
import { RECORDS } from '../helpers/algolia-records.ts';
import { rejection } from '../helpers/rejection.ts';

const open: FakeAlgolia[] = [];
async function host(fault: Fault = 'none'): Promise<FakeAlgolia> {
  const fake = await startFakeAlgolia({ records: RECORDS, fault });
  open.push(fake);
  return fake;
}
test.after.each(async () => {
  await Promise.all(open.splice(0).map((f) => f.close()));
  // The page's memory of failed hosts is by address: a later test's host may get a port a closed
  // one had (the system reuses them), and would be skipped as down.
  await pageHostMemory.clear();
});

let query = 0;
/** A new query each time: identical requests may be answered from the client's cache. */
const searchOf = (hosts: string[]) => {
  const client = createAlgoliaClient(algoliaSearchData(hosts));
  return () => client.search({ requests: [{ indexName: 'docs', query: `picture ${''.padEnd(++query, ' ')}`.trim() }] });
};

test('a refused connection, a dropped connection and a 500 each move on to the next host, in order', async () => {
  const down = await closedPortUrl();
  const reset = await host('reset');
  const failing = await host('error500');
  const good = await host();
  const { results } = await searchOf([down, reset.url, failing.url, good.url])();
  assert.is(results[0]!.nbHits, 3);
  assert.is(reset.searches().length, 1);
  assert.is(failing.searches().length, 1);
  assert.is(good.searches().length, 1);
  assert.ok(reset.requests[0]!.at <= failing.requests[0]!.at && failing.requests[0]!.at <= good.requests[0]!.at, 'configured order');
});

test('every host failing is a RetryError the UI reads as unreachable', async () => {
  const error = await rejection(searchOf([await closedPortUrl(), (await host('error500')).url, (await host('reset')).url]));
  assert.is(error.name, 'RetryError');
  // behaviour.md §4.3's text, word for word (5.64's own names a help center and drops the full stop).
  assert.is(error.message, 'Unreachable hosts - your application id may be incorrect. If the error persists, please reach out to the Algolia Support team: https://alg.li/support.');
  assert.ok(isUnreachable(error));
  const trace = error.stackTrace as { host: { url: string }; response: { status: number } }[];
  assert.equal(trace.map((frame) => frame.response.status), [0, 500, 0]);
});

test('an unparsable 200 is a DeserializationError and is not retried', async () => {
  const garbage = await host('garbage');
  const good = await host();
  const error = await rejection(searchOf([garbage.url, good.url]));
  assert.is(error.name, 'DeserializationError');
  assert.ok((error.response as { content: string }).content.startsWith('{"results"'), 'the response is attached');
  assert.not.ok(isUnreachable(error));
  assert.is(good.requests.length, 0);
});

test('a 2xx without a body (an empty 200, a 204) is a DeserializationError, not an answer of nothing, and is not retried', async () => {
  for (const fault of ['empty', 'noContent'] as const) {
    const empty = await host(fault);
    const good = await host();
    const error = await rejection(searchOf([empty.url, good.url]));
    assert.is(error.name, 'DeserializationError', fault);
    assert.match(error.message, /JSON/, fault);
    assert.not.ok(isUnreachable(error));
    assert.is(good.requests.length, 0, fault);
  }
});

test('a 4xx other than 429 is an ApiError, not retried; a JSON body without message keeps the status', async () => {
  const forbidden = await host('forbidden');
  const good = await host();
  const error = await rejection(searchOf([forbidden.url, good.url]));
  assert.is(error.name, 'ApiError');
  assert.is(error.status, 403);
  assert.is(good.requests.length, 0);
});

test('a 429 is an ApiError at once too (spec §8: only a response neither 2xx nor 4xx is retried), not asked again after Retry-After', async () => {
  const limited = await host('rateLimited');
  const good = await host();
  const error = await rejection(searchOf([limited.url, good.url]));
  assert.is(error.name, 'ApiError');
  assert.is(error.status, 429);
  assert.is(error.message, 'Too many requests');
  assert.is(limited.requests.length, 1, 'one request: no wait-and-retry on the same host');
  assert.is(good.requests.length, 0);
});

test('a down host is skipped by the next searches for 120 s, then tried again', async () => {
  const realNow = Date.now;
  let offset = 0;
  Date.now = () => realNow() + offset;
  try {
    const down = await host('reset');
    const good = await host();
    const search = searchOf([down.url, good.url]);
    await search();
    assert.is(down.searches().length, 1);
    await search();
    await search();
    assert.is(down.searches().length, 1, 'skipped while marked down');
    assert.is(good.searches().length, 3);
    offset = 119_000;
    await search();
    assert.is(down.searches().length, 1, 'still skipped at 119 s');
    offset = 121_000;
    await search();
    assert.is(down.searches().length, 2, 'tried first again after 120 s');
  } finally {
    Date.now = realNow;
  }
});

test('a host that never answers times out after 1 s (connect) and goes last for the next searches', async () => {
  const hanging = await host('hang');
  const good = await host();
  const search = searchOf([hanging.url, good.url]);
  let start = performance.now();
  await search();
  const first = performance.now() - start;
  assert.ok(first >= 950 && first < 1900, `first search waited for the 1 s connect timeout (${Math.round(first)} ms)`);
  start = performance.now();
  await search();
  const second = performance.now() - start;
  assert.ok(second < 500, `second search went to the good host first (${Math.round(second)} ms)`);
  assert.is(hanging.searches().length, 1);
  assert.is(good.searches().length, 2);
});

test('a host that sends headers but no body times out after the 2 s read timeout', async () => {
  const stalled = await host('stall');
  const good = await host();
  const start = performance.now();
  const { results } = await searchOf([stalled.url, good.url])();
  const elapsed = performance.now() - start;
  assert.ok(elapsed >= 1950 && elapsed < 2900, `read timeout ~2 s (${Math.round(elapsed)} ms)`);
  assert.is(results[0]!.nbHits, 3);
});

test.run();
