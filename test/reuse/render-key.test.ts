/**
 * Page and search-index keys (reuse/render-key.ts, reuse/index-key.ts): a text read from the docs
 * cache counts by its digest, without being read; any other text counts by its bytes.
 */
import { test } from 'uvu';
import { createHash } from 'node:crypto';
import * as assert from 'uvu/assert';
import { TextSpill } from '../../src/cli/content/text-spill.ts';
import { routeKey } from '../../src/cli/reuse/render-key.ts';
import { indexKey } from '../../src/cli/reuse/index-key.ts';
import { searchPage, type RecordContext } from '../../src/cli/search/records.ts';
import type { CompiledDoc } from '../../src/cli/content/model.ts';
import type { RouteData } from '../../src/runtime/data.ts';

/** A digest as the docs cache makes them (32 base64url characters), named by `name`. */
const digest = (name: string) => createHash('sha256').update(name).digest('base64url').slice(0, 32);

/** A route whose HTML is held in a file that is not there: reading it would throw. */
function spilledRoute(spill: TextSpill, name: string, title = 'Intro'): RouteData {
  const route = { kind: 'doc', path: '/docs/intro', title, html: '' } as unknown as RouteData;
  spill.holdFileRange(route, 'html' as never, 'text', '/nowhere/entry.doc', 8, 100, digest(name));
  return route;
}

test('a route whose HTML comes from the docs cache is keyed by its digest, never read', () => {
  const spill = new TextSpill();
  try {
    const a = routeKey('identity', spilledRoute(spill, 'digest-a'));
    assert.is(routeKey('identity', spilledRoute(spill, 'digest-a')), a);
    assert.is.not(routeKey('identity', spilledRoute(spill, 'digest-b')), a);
    assert.is.not(routeKey('identity', spilledRoute(spill, 'digest-a', 'Another title')), a);
    assert.is.not(routeKey('other identity', spilledRoute(spill, 'digest-a')), a);
  } finally {
    spill.close();
  }
});

test('a table of contents held with a digest is keyed by the digest, not by its data', () => {
  const spill = new TextSpill();
  try {
    const route = (name: string) => {
      const made = { kind: 'doc', path: '/docs/intro', title: 'Intro', toc: [{ id: 'a', value: 'A', level: 2 }] } as unknown as RouteData;
      spill.holdJson(made, 'toc' as never, digest(name));
      return made;
    };
    assert.is(routeKey('identity', route('toc-a')), routeKey('identity', route('toc-a')));
    assert.is.not(routeKey('identity', route('toc-a')), routeKey('identity', route('toc-b')));
  } finally {
    spill.close();
  }
});

test('a digest that is not one of the docs cache (32 base64url characters) is no digest: the text is read', () => {
  const spill = new TextSpill();
  try {
    const made = { kind: 'doc', path: '/docs/intro', title: 'Intro', toc: [{ id: 'a', value: 'A', level: 2 }] } as unknown as RouteData;
    spill.holdJson(made, 'toc' as never, 'not a digest');
    const same = { kind: 'doc', path: '/docs/intro', title: 'Intro', toc: [{ id: 'a', value: 'A', level: 2 }] } as unknown as RouteData;
    assert.is(routeKey('identity', made), routeKey('identity', same));
  } finally {
    spill.close();
  }
});

test('a route holding its HTML is keyed by the HTML itself', () => {
  const route = (html: string) => ({ kind: 'doc', path: '/docs/intro', title: 'Intro', html }) as unknown as RouteData;
  const long = 'x'.repeat(5000);
  assert.is(routeKey('identity', route(long)), routeKey('identity', route(long)));
  assert.is.not(routeKey('identity', route(long)), routeKey('identity', route(`${long}y`)));
  assert.is.not(routeKey('identity', route('<p>a</p>')), routeKey('identity', route('<p>b</p>')));
});

const CONTEXT: RecordContext = { siteUrl: 'https://example.com', language: 'en', docusaurusTag: ['default', 'docs-default-current'], version: ['current'], categories: new Map() };

/** A doc whose headings and search text are held in a file that is not there. */
function spilledDoc(spill: TextSpill, sections: string): CompiledDoc {
  const doc = { href: '/docs/intro', title: 'Intro', source: { frontMatter: {} }, headings: [], searchSections: [] } as unknown as CompiledDoc;
  spill.holdFileRange(doc, 'headings' as never, 'json', '/nowhere/entry.doc', 8, 10, digest('headings'));
  spill.holdFileRange(doc, 'searchSections' as never, 'json', '/nowhere/entry.doc', 18, 10, digest(sections));
  return doc;
}

test("a search index is keyed by its pages' section digests when they come from the docs cache, never read", () => {
  const spill = new TextSpill();
  try {
    const key = (sections: string) => indexKey([searchPage(spilledDoc(spill, sections), CONTEXT)], 'en');
    assert.is(key('sections-a'), key('sections-a'));
    assert.is.not(key('sections-a'), key('sections-b'));
  } finally {
    spill.close();
  }
});

test('a search index of pages holding their sections is keyed by the sections', () => {
  const doc = (text: string) => ({ href: '/docs/intro', title: 'Intro', source: { frontMatter: {} }, headings: [], searchSections: [{ heading: null, texts: [text] }] }) as unknown as CompiledDoc;
  const key = (text: string) => indexKey([searchPage(doc(text), CONTEXT)], 'en');
  assert.is(key('one'), key('one'));
  assert.is.not(key('one'), key('two'));
});

test.run();
