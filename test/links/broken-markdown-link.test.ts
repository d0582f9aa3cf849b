/**
 * `onBrokenMarkdownLinks` (default `warn`): a relative link to a `.md` file that is not a doc is
 * reported while compiling, with `file:line`; `throw` fails the build. As the spec says, broken
 * links fail the build and broken markdown links only warn: the link stays in the page as
 * written, and the build's link gate does not report it a second time (`docsgen check`, the
 * strict gate over an output folder, still does).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { miniSite } from './mini-site.ts';

const DOC = 'content/docs/01-start.md';
const GONE = { [DOC]: '\nSee [the old page](./gone.md).\n' };

test('warns with file:line, and the build succeeds: not reported again as a broken link', async () => {
  const site = await miniSite({ append: GONE });
  try {
    const result = await site.build();
    assert.match(result.stderr, /\[WARNING\] Docs markdown link couldn't be resolved: \(\.\/gone\.md\) in source file content\/docs\/01-start\.md:10 for version current/);
    assert.is(result.code, 0, result.stderr);
    assert.not.match(result.stderr, /Broken link|resolved as: \/docs\/gone\.md/);
  } finally {
    await site.cleanup();
  }
});

test('a broken plain link beside it still fails the build, and only it is listed', async () => {
  const site = await miniSite({ append: { [DOC]: '\nSee [the old page](./gone.md) and [that one](/docs/gone).\n' } });
  try {
    const result = await site.build();
    assert.is(result.code, 1);
    assert.match(result.stderr, /-> linking to \/docs\/gone at content\/docs\/01-start\.md:10/);
    assert.not.match(result.stderr, /linking to \.\/gone\.md/);
  } finally {
    await site.cleanup();
  }
});

test("'throw' fails the build at the markdown link, file:line first, previous output intact", async () => {
  const site = await miniSite();
  try {
    assert.is((await site.build()).code, 0);
    const before = await site.output();
    await site.change({ config: ["onBrokenMarkdownLinks: 'throw',"], append: GONE });
    const result = await site.build();
    assert.is(result.code, 1);
    assert.match(result.stderr, /✖ Docs markdown link couldn't be resolved: \(\.\/gone\.md\) in source file content\/docs\/01-start\.md:10 for version current/);
    assert.equal(await site.output(), before);
  } finally {
    await site.cleanup();
  }
});

test.run();
