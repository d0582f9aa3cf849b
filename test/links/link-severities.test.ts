/**
 * `onBrokenLinks` and `onBrokenAnchors` each say what a finding does: `throw` fails the build,
 * `warn` prints `[WARNING] …` and the build succeeds, `log` prints `[INFO] …`, `ignore` says
 * nothing. Anchors warn by default.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { miniSite, pageBlock, type SiteChanges } from './mini-site.ts';

const DOC = 'content/docs/01-start.md';
const BROKEN = { [DOC]: '\nA [dead link](/docs/nope) and a [dead anchor](#no-such-heading).\n' };

async function buildWith(changes: SiteChanges) {
  const site = await miniSite(changes);
  try {
    const result = await site.build();
    return { ...result, built: existsSync(path.join(site.dir, 'build/docs/start/index.html')) };
  } finally {
    await site.cleanup();
  }
}

test('by default, a broken anchor warns (naming page, fragment and target) and the build succeeds', async () => {
  const result = await buildWith({ append: { [DOC]: '\nJump to [nowhere](./02-Guides/01-first.md#no-such-step).\n' } });
  assert.is(result.code, 0, result.stderr);
  assert.ok(result.built);
  assert.match(result.stderr, /\[WARNING\] docsgen found broken anchors!/);
  assert.equal(pageBlock(result.stderr, '/docs/start'), [
    '- Broken anchor on source page path = /docs/start (content/docs/01-start.md):',
    '   -> linking to /docs/Guides/first#no-such-step (no id "no-such-step" on /docs/Guides/first) at content/docs/01-start.md:10',
  ]);
});

test("'warn' on links: the same report as a warning, and the build succeeds", async () => {
  const result = await buildWith({ config: ["onBrokenLinks: 'warn',"], append: BROKEN });
  assert.is(result.code, 0, result.stderr);
  assert.ok(result.built, 'output swapped in');
  assert.match(result.stderr, /\[WARNING\] docsgen found broken links!/);
  assert.match(result.stderr, /- Broken link on source page path = \/docs\/start \(content\/docs\/01-start\.md\):\n {3}-> linking to \/docs\/nope at content\/docs\/01-start\.md:10/);
  assert.match(result.stderr, /\[WARNING\] docsgen found broken anchors!/);
  assert.match(result.stdout, /✔ Built/);
});

test("'log' prints [INFO] on stdout", async () => {
  const result = await buildWith({ config: ["onBrokenLinks: 'log',", "onBrokenAnchors: 'log',"], append: BROKEN });
  assert.is(result.code, 0, result.stderr);
  assert.match(result.stdout, /\[INFO\] docsgen found broken links!/);
  assert.match(result.stdout, /\[INFO\] docsgen found broken anchors!/);
  assert.not.match(result.stderr, /broken/);
});

test("'ignore' says nothing and builds", async () => {
  const result = await buildWith({ config: ["onBrokenLinks: 'ignore',", "onBrokenAnchors: 'ignore',"], append: BROKEN });
  assert.is(result.code, 0, result.stderr);
  assert.ok(result.built);
  assert.not.match(result.stdout + result.stderr, /broken|nope|no-such/i);
});

test("'throw' on anchors fails the build; with links broken too, one error holds both reports", async () => {
  const site = await miniSite();
  try {
    assert.is((await site.build()).code, 0);
    const before = await site.output();
    await site.change({ config: ["onBrokenAnchors: 'throw',"], append: BROKEN });
    const result = await site.build();
    assert.is(result.code, 1, result.stderr);
    assert.match(result.stderr, /✖ docsgen found broken anchors![\s\S]*-> linking to #no-such-heading \(resolved as: \/docs\/start#no-such-heading\) \(no id "no-such-heading" on this page\)/);
    assert.match(result.stderr, /docsgen found broken links![\s\S]*-> linking to \/docs\/nope/);
    assert.match(result.stderr, /set onBrokenAnchors in site\.config\.ts/);
    assert.equal(await site.output(), before, 'previous output byte-identical');
  } finally {
    await site.cleanup();
  }
});

test.run();
