/**
 * `docsgen check`: the build's link gate over an existing output folder, without rebuilding.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCli } from '../helpers/site.ts';
import { miniSite, pageBlock } from './mini-site.ts';

test('--help lists check and build --check-external', async () => {
  assert.match((await runCli(['--help'])).stdout, /check \[options\]/);
  assert.match((await runCli(['build', '--help'])).stdout, /--check-external/);
  assert.match((await runCli(['check', '--help'])).stdout, /--external/);
});

test('finds what was broken after the build, with the site settings; reads without writing', async () => {
  const site = await miniSite();
  try {
    assert.is((await site.build()).code, 0);
    // Someone edits the output by hand: the gate of the build never saw this.
    await writeFile(path.join(site.dir, 'build/extra.html'), '<!DOCTYPE html><title>x</title><a href="/docs/missing">x</a><a href="/docs/start#nope">y</a>');
    const before = await site.output();
    const result = await site.check();
    assert.is(result.code, 1);
    assert.equal(pageBlock(result.stderr, '/extra', 'link'), ['- Broken link on source page path = /extra:', '   -> linking to /docs/missing']);
    assert.match(result.stderr, /\[WARNING\] docsgen found broken anchors![\s\S]*-> linking to \/docs\/start#nope \(no id "nope" on \/docs\/start\)/);
    assert.equal(await site.output(), before);
  } finally {
    await site.cleanup();
  }
});

test('without an output folder: says to build first', async () => {
  const site = await miniSite();
  try {
    const result = await site.check('--out-dir', 'nowhere');
    assert.is(result.code, 1);
    assert.match(result.stderr, /no output folder at .*nowhere\/\. Run `docsgen build` first, or pass --out-dir\./);
  } finally {
    await site.cleanup();
  }
});

test.run();
