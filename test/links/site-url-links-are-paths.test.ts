/**
 * A full URL on the site's own origin (config `url`) is a link into this build: checked as the
 * path it names under the baseUrl, reported with its source line like any other link, never
 * fetched as another site's nor skipped.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { miniSite, pageBlock } from './mini-site.ts';

const DOC = 'content/docs/01-start.md';

test('a full URL of the site is checked as its path: a built page passes, a missing one is broken at its line', async () => {
  const site = await miniSite({
    append: { [DOC]: '\nSee [start](https://mini.example.com/docs/start#top) and [gone](https://mini.example.com/docs/gone).\n\nOr https://mini.example.com/docs/also-gone, bare.\n' },
  });
  try {
    const last = await site.lastLine(DOC);
    const result = await site.build();
    assert.is(result.code, 1, result.stderr);
    assert.equal(pageBlock(result.stderr, '/docs/start'), [
      '- Broken link on source page path = /docs/start (content/docs/01-start.md):',
      `   -> linking to https://mini.example.com/docs/gone (resolved as: /docs/gone) at content/docs/01-start.md:${last - 2}`,
      `   -> linking to https://mini.example.com/docs/also-gone (resolved as: /docs/also-gone) at content/docs/01-start.md:${last}`,
    ]);
  } finally {
    await site.cleanup();
  }
});

test('under a baseUrl, a full URL of the site below it is its path there; one above it is another app, not gated', async () => {
  const site = await miniSite({
    config: ["baseUrl: '/base/',"],
    replace: { 'site.config.ts': ["to: '/docs/start'", "to: '/docs/start'"] },
    append: { [DOC]: '\n[ok](https://mini.example.com/base/docs/start), [missing](https://mini.example.com/base/docs/nope) and [other app](https://mini.example.com/blog).\n' },
  });
  try {
    const last = await site.lastLine(DOC);
    const result = await site.build();
    assert.is(result.code, 1, result.stderr);
    assert.equal(pageBlock(result.stderr, '/base/docs/start'), [
      '- Broken link on source page path = /base/docs/start (content/docs/01-start.md):',
      `   -> linking to https://mini.example.com/base/docs/nope (resolved as: /base/docs/nope) at content/docs/01-start.md:${last}`,
    ]);
  } finally {
    await site.cleanup();
  }
});

test.run();
