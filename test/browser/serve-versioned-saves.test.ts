/**
 * `docsgen serve` on a versioned site with a 1.0 doc open in Chromium: a new title in that version
 * reaches the heading and the sidebar in place (no page load), and the latest version's pages keep
 * their own sidebar; a version's sidebars file saved shows its new label in place too.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { hydrated, markWindow, openPage, windowMarked } from '../helpers/browser.ts';
import { serveSuite, type ServeContext as Context } from '../helpers/browser-suite.ts';
import { copyFixture } from '../helpers/site.ts';

const test = serveSuite('serve: saves on a versioned site, in the browser', () => copyFixture('versioned'));

async function openLive(context: Context, route: string): Promise<Page> {
  const page = await openPage(context.browser, `${context.dev.url}${route}`);
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.dataset.docsgenLive === 'connected');
  return page;
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const changed = change(text);
  assert.is.not(changed, text, `${file} changed`);
  await writeFile(file, changed);
}

test('a new title in 1.0 reaches its heading and its version’s sidebar in place; the latest keeps its own', async (context) => {
  const page = await openLive(context, 'docs/1.0/getting-started');
  await markWindow(page);
  await edit(path.join(context.dir, 'versioned_docs/version-1.0/getting-started.md'), (t) => t.replace('# Getting started', '# First steps'));
  await page.waitForFunction(() => document.querySelector('.doc-sidebar .menu__link--active')?.textContent === 'First steps', undefined, { timeout: 15000 });
  assert.ok(await windowMarked(page), 'no page load');
  assert.is(await page.locator('h1').first().textContent(), 'First steps');
  assert.ok(context.logger.lines.some((l) => /Updated \d+ pages? of version 1\.0 in \d+ ms/.test(l)), context.logger.lines.join('\n'));
  const latest = await openLive(context, 'docs/intro');
  assert.is(await latest.locator('.doc-sidebar').getByText('First steps').count(), 0, 'the latest version’s sidebar is its own');
  await page.context().close();
  await latest.context().close();
});

test('a version’s sidebars file: the open page’s sidebar shows the new label in place', async (context) => {
  const page = await openLive(context, 'docs/1.0/intro');
  await markWindow(page);
  await edit(path.join(context.dir, 'versioned_sidebars/version-1.0-sidebars.json'), (t) => t.replace('"label": "Guides"', '"label": "How-to"'));
  await page
    .waitForFunction(() => [...document.querySelectorAll('.doc-sidebar .menu__link, .doc-sidebar summary')].some((a) => a.textContent === 'How-to'), undefined, { timeout: 15000 })
    .catch((error: Error) => assert.unreachable(`${error.message}\n${context.logger.lines.join('\n')}`));
  assert.ok(await windowMarked(page), 'no page load');
  await page.context().close();
});

test.run();
