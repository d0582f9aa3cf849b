/** The modal's request context: the docs version to filter by, snippet length, key shortcuts. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData, SiteData } from '../../src/runtime/data.ts';
import { modalFacetFilters, searchVersion, snippetWords } from '../../src/runtime/search/modal/request-context.ts';
import { missingResultsHref } from '../../src/runtime/search/modal/NoResultsScreen.tsx';
import { typedQuery } from '../../src/runtime/search/modal/keyboard.ts';

const version = (name: string, isLast: boolean, docs: string[]) => ({ name, label: name, isLast, path: '', mainDocId: '', draftIds: [], sidebars: {}, docs: docs.map((id) => ({ id, path: '', sidebar: undefined })) });
const site = {
  docsPluginId: 'default',
  i18n: { currentLocale: 'en' },
  versions: [version('current', false, ['next-only']), version('1.0', true, ['intro'])],
  search: { provider: 'local', contextualSearch: true },
} as unknown as SiteData;
const doc = (docId: string) => ({ kind: 'doc', docId }) as RouteData;
const page = { kind: 'page' } as RouteData;

test('the version being read wins, then the preferred one, then the latest', () => {
  assert.is(searchVersion(site, doc('next-only'), '1.0'), 'current');
  assert.is(searchVersion(site, page, 'current'), 'current');
  assert.is(searchVersion(site, page, undefined), undefined);
  assert.equal(modalFacetFilters(site, page, undefined), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]);
  assert.equal(modalFacetFilters(site, doc('next-only'), '1.0'), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
});

test('a versioned site’s pages name their version, category pages included (ids repeat across versions)', () => {
  const versioned = { ...site, versions: [version('current', false, ['intro']), version('2.0', true, ['intro']), version('1.0', false, ['intro'])] } as SiteData;
  assert.is(searchVersion(versioned, { kind: 'doc', docId: 'intro', version: '1.0' } as RouteData, '2.0'), '1.0');
  assert.is(searchVersion(versioned, { kind: 'category', version: 'current' } as RouteData, '2.0'), 'current');
  assert.is(searchVersion(versioned, { kind: 'category' } as RouteData, '2.0'), '2.0');
});

test('snippets: 10 words, 5 on narrow screens', () => {
  assert.is(snippetWords(false), 10);
  assert.is(snippetWords(true), 5);
});

test('the report link gets the query, encoded, wherever {query} stands', () => {
  assert.is(missingResultsHref('https://x.org/new?title={query}&body={query}', 'a&b <c>'), 'https://x.org/new?title=a%26b%20%3Cc%3E&body=a%26b%20%3Cc%3E');
});

test('a letter or digit typed on the button starts a query; shortcuts and other keys do not', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods }) as KeyboardEvent;
  assert.is(typedQuery(key('a')), 'a');
  assert.is(typedQuery(key('Q')), 'Q');
  assert.is(typedQuery(key('7')), '7');
  for (const k of ['F5', 'Enter', ' ', '/', 'é']) assert.is(typedQuery(key(k)), undefined, k);
  assert.is(typedQuery(key('f', { ctrlKey: true })), undefined);
  assert.is(typedQuery(key('r', { metaKey: true })), undefined);
});

test.run();
