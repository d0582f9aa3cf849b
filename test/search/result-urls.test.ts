/** Where a result leads: Algolia's absolute URLs and the embedded engine's site-relative ones. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configSchema } from '../../src/cli/config/schema.ts';
import { isExternalResult, resultUrl } from '../../src/runtime/search/result-url.ts';

const PAGE = 'https://docs.example.com/docs/intro?x=1#top';

test('absolute URLs keep only path and hash: the crawled host and query are dropped', () => {
  assert.is(resultUrl('https://crawled.example.org/docs/a?utm=1#b', PAGE, { baseUrl: '/' }), '/docs/a#b');
});

test('site-relative URLs resolve against the page', () => {
  assert.is(resultUrl('/docs/a#b', PAGE, { baseUrl: '/' }), '/docs/a#b');
  assert.is(resultUrl('other#h', PAGE, { baseUrl: '/' }), '/docs/other#h');
});

test('the base URL is added unless the path has it; the bare base becomes the base', () => {
  assert.is(resultUrl('https://x.org/docs/a', PAGE, { baseUrl: '/site/' }), '/site/docs/a');
  assert.is(resultUrl('https://x.org/site/docs/a', PAGE, { baseUrl: '/site/' }), '/site/docs/a');
  assert.is(resultUrl('https://x.org/site', PAGE, { baseUrl: '/site/' }), '/site/');
});

test('replaceSearchResultPathname: text matched as written, a RegExp by its source; every match replaced, before the base is added', () => {
  const replacing = (from: string | RegExp, to: string) => {
    const { search } = configSchema.parse({ title: 'T', url: 'https://x.org', search: { provider: 'algolia', appId: 'A', apiKey: 'K', indexName: 'i', replaceSearchResultPathname: { from, to } } });
    return { baseUrl: '/', replaceSearchResultPathname: search.provider === 'algolia' ? search.replaceSearchResultPathname : undefined };
  };
  assert.is(resultUrl('https://x.org/docs/a/docs/b', PAGE, replacing('/docs/', '/guide/')), '/guide/a/guide/b');
  assert.is(resultUrl('https://x.org/a.b', PAGE, replacing('.', '-')), '/a-b', 'text: "." is not a pattern');
  assert.is(resultUrl('https://x.org/axb', PAGE, replacing('.', '-')), '/axb');
  assert.is(resultUrl('https://x.org/v1/a/v22/b', PAGE, replacing(/v\d+\//, '')), '/a/b', 'a RegExp: its source, every match');
  assert.is(resultUrl('https://x.org/V1/a', PAGE, replacing(/v1\//i, '')), '/V1/a', 'only the source counts, as in Docusaurus (no flags)');
});

test('externalUrlRegex keeps the whole URL as the hit has it; tested without `g` state, case-insensitively', () => {
  const options = { baseUrl: '/', externalUrlRegex: 'blog\\.example' };
  assert.is(resultUrl('https://BLOG.example.com/post#x', PAGE, options), 'https://BLOG.example.com/post#x', 'the original, not a normalised copy');
  assert.is(resultUrl('/docs/a', 'https://blog.example.com/docs/', options), 'https://blog.example.com/docs/a', 'a relative URL (the embedded engine) resolved');
  assert.is(resultUrl('https://blog.example.com/post', PAGE, options), 'https://blog.example.com/post', 'twice in a row');
  assert.ok(isExternalResult('https://blog.example.com/p', options));
  assert.not.ok(isExternalResult('https://docs.example.com/p', options));
  assert.not.ok(isExternalResult('https://blog.example.com/p', { externalUrlRegex: undefined }));
});

test.run();
