/**
 * A missing anchor is reported on the page whose HTML holds the bad `#link`, once. (linkinator
 * 7.6.1, asked the same, names the page that links *to* that page for a same-page anchor, and
 * reports a cross-page fragment twice; toolchain.md §6.)
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { miniSite, pageBlock } from './mini-site.ts';

test('same-page and cross-page missing anchors: each on its own page, each once', async () => {
  const site = await miniSite({
    append: {
      // /docs/start links to /docs/Guides/first (already, to #step-two), and now to a missing fragment there, twice.
      'content/docs/01-start.md': '\nTwice: [one](./02-Guides/01-first.md#gone) and [two](./02-Guides/01-first.md#gone).\n',
      // /docs/Guides/first holds a same-page link to an anchor it does not have.
      'content/docs/02-Guides/01-first.md': '\nBack to [the top part](#missing-here).\n',
    },
  });
  try {
    const result = await site.build();
    assert.is(result.code, 0, result.stderr);
    assert.equal(pageBlock(result.stderr, '/docs/Guides/first'), [
      '- Broken anchor on source page path = /docs/Guides/first (content/docs/02-Guides/01-first.md):',
      '   -> linking to #missing-here (resolved as: /docs/Guides/first#missing-here) (no id "missing-here" on this page) at content/docs/02-Guides/01-first.md:10',
    ]);
    assert.equal(pageBlock(result.stderr, '/docs/start'), [
      '- Broken anchor on source page path = /docs/start (content/docs/01-start.md):',
      '   -> linking to /docs/Guides/first#gone (no id "gone" on /docs/Guides/first) at content/docs/01-start.md:10',
    ]);
    assert.match(result.stderr, /\(2 anchors on 2 pages\)/);
  } finally {
    await site.cleanup();
  }
});

test.run();
