/**
 * The sidebar's rule for "this item links to this page" (runtime/docs/sidebar-href.ts), shared by
 * the server and the browser: trailing slash and case aside, and the same answers once the
 * remembered hrefs have been emptied.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { comparableHref, sameHref } from '../../src/runtime/docs/sidebar-href.ts';

test('an href matches itself with or without its trailing slash, in any case', () => {
  assert.is(comparableHref('/Docs/Intro/'), '/docs/intro');
  assert.ok(sameHref('/docs/intro', '/docs/intro/'));
  assert.ok(sameHref('/Docs/Intro', '/docs/intro'));
  assert.not.ok(sameHref('/docs/intro', '/docs/intro-2'));
  assert.not.ok(sameHref('/docs/intro//', '/docs/intro'));
});

test('answers stay the same past the number of hrefs it remembers', () => {
  const hrefs = Array.from({ length: 12_000 }, (_, i) => `/docs/Page-${i}/`);
  for (const href of hrefs) assert.ok(sameHref(href, href.toLowerCase().slice(0, -1)));
  assert.not.ok(sameHref(hrefs[0]!, hrefs[11_999]!));
  assert.ok(sameHref(hrefs[0]!, '/DOCS/PAGE-0'));
});

test.run();
