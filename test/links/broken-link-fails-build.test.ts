/**
 * `onBrokenLinks: 'throw'` (the default): a link or asset that points at nothing fails the build
 * with a report that names the page, its source file and line, and each broken target; the
 * previous output stays exactly as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir } from 'node:fs/promises';
import { miniSite, pageBlock } from './mini-site.ts';

const DOC = 'content/docs/01-start.md';

test('a broken link and a missing image fail the build; the report names page, file:line and targets', async () => {
  const site = await miniSite();
  try {
    const first = await site.build();
    assert.is(first.code, 0, first.stderr);
    const before = await site.output();

    await site.change({ append: { [DOC]: '\nSee [the nope page](/docs/nope).\n\n![diagram](/img/missing.svg)\n' } });
    const last = await site.lastLine(DOC);
    const result = await site.build();

    assert.is(result.code, 1, result.stderr);
    assert.match(result.stderr, /✖ docsgen found broken links!/);
    assert.match(result.stderr, /Note: it's possible to ignore broken links with the 'onBrokenLinks' setting in site\.config\.ts, and let the build pass\./);
    assert.equal(pageBlock(result.stderr, '/docs/start'), [
      '- Broken link on source page path = /docs/start (content/docs/01-start.md):',
      `   -> linking to /docs/nope at content/docs/01-start.md:${last - 2}`,
      `   -> linking to /img/missing.svg at content/docs/01-start.md:${last}`,
    ]);
    assert.match(result.stderr, /set onBrokenLinks in site\.config\.ts/);
    assert.not.match(result.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(await site.output(), before, 'previous output byte-identical');
    assert.equal((await readdir(site.dir)).filter((f) => /^build\./.test(f)), [], 'no staging folder left');
  } finally {
    await site.cleanup();
  }
});

test('a link marked data-noBrokenLinkCheck is left out of the check, as in Docusaurus; the same link unmarked fails', async () => {
  const site = await miniSite();
  try {
    const page = (marked: boolean) =>
      `export const meta = { title: 'Probe' };\nexport default function Probe() {\n  return <a href="/served-by-the-host"${marked ? ' data-nobrokenlinkcheck="true"' : ''}>elsewhere</a>;\n}\n`;
    await site.change({ append: { 'content/pages/probe.tsx': page(true) } });
    const marked = await site.build();
    assert.is(marked.code, 0, marked.stderr);
    await site.change({ replace: { 'content/pages/probe.tsx': [' data-nobrokenlinkcheck="true"', ''] } });
    const unmarked = await site.build();
    assert.is(unmarked.code, 1, unmarked.stderr);
    assert.match(unmarked.stderr, /linking to \/served-by-the-host/);
  } finally {
    await site.cleanup();
  }
});

test('the build prints the link gate as a stage', async () => {
  const site = await miniSite();
  try {
    const result = await site.build();
    assert.is(result.code, 0, result.stderr);
    assert.match(result.stdout, /links \d+ ms/);
    assert.not.match(result.stderr + result.stdout, /broken/i);
  } finally {
    await site.cleanup();
  }
});

test('a link broken on every page (layout) is reported on each, unlinked pages included, with the layout hint', async () => {
  const site = await miniSite({
    config: ["onBrokenLinks: 'warn',"],
    replace: { 'site.config.ts': ["{ label: 'Start', to: '/docs/start' }", "{ label: 'Start', to: '/docs/start' }, { label: 'Blog', to: '/blog' }"] },
    append: { 'content/static/legacy/old.html': '<!DOCTYPE html><title>old</title><a href="/docs/old-name">moved</a>\n' },
  });
  try {
    const result = await site.build();
    assert.is(result.code, 0, result.stderr);
    // Pages nothing links to are checked too: the not-found page, the search page, the /docs redirect.
    for (const page of ['/', '/404.html', '/search', '/docs/start', '/docs/category/guides']) {
      assert.ok(pageBlock(result.stderr, page).includes('   -> linking to /blog'), `${page} reported:\n${result.stderr}`);
    }
    // Static HTML is served as it is, not read as a page (Docusaurus does not parse it either).
    assert.equal(pageBlock(result.stderr, '/legacy/old'), []);
    assert.match(result.stderr, /Frequent broken links are linking to:\n- \/blog\n/);
    assert.match(pageBlock(result.stderr, '/404.html')[0]!, /\(.*templates\/NotFoundPage\.tsx\):$/);
  } finally {
    await site.cleanup();
  }
});

test.run();
