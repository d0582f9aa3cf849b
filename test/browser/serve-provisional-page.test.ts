/**
 * A large site's first `serve` build shows provisional pages while its docs compile
 * (build/provisional-pages.ts): in Chromium such a page hydrates without an error and navigates
 * client-side to another provisional page, and when the build is done it is loaded again, as
 * the build wrote it. (The threshold is lowered to this fixture's size.)
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { deferred } from '../../src/cli/deferred.ts';
import { clickNext, hydrated, launchChromium, markWindow, openServedPage, windowMarked } from '../helpers/browser.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

test('a provisional page hydrates, navigates, and is loaded again when the build is done', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const devDir = path.join(dir, '.serve');
  const docsHeld = deferred();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir, provisionalFrom: 1, docsHeld: docsHeld.promise });
  const browser = await launchChromium();
  try {
    const { page, messages } = await openServedPage(browser, `${dev.url}docs/start`);
    assert.not.ok(existsSync(devDir), 'the build has written nothing yet');
    assert.is(await page.locator('h1').first().textContent(), 'Start here');

    await markWindow(page);
    const target = await clickNext(page);
    // The guides' category page, its cards made from the scan.
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guides');
    assert.match((await page.locator('main').textContent()) ?? '', /First/);
    assert.ok(await windowMarked(page), 'a client-side navigation to another provisional page');

    const loaded = page.waitForEvent('load', { timeout: 60_000 });
    docsHeld.resolve();
    await dev.ready;
    await loaded;
    await hydrated(page);
    assert.not.ok(await windowMarked(page), 'loaded again once the build was done');
    assert.ok(page.url().endsWith(target), page.url());
    assert.ok(existsSync(path.join(devDir, 'docs/Guides/first/index.html')));
    assert.equal(messages.errors, []);
  } finally {
    docsHeld.resolve();
    await browser.close();
    await dev.close();
    await cleanup();
  }
});

test('a provisional page that connects once the pages of the build are ready loads them', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const docsHeld = deferred();
  const pagesHeld = deferred();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir: path.join(dir, '.serve'), provisionalFrom: 1, docsHeld: docsHeld.promise, pagesHeld: pagesHeld.promise });
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    // The live channel is opened late: as by a page that loaded just before the build's pages were ready.
    await page.addInitScript(() => {
      const Real = window.EventSource;
      if (sessionStorage.getItem('channel') === 'open') return;
      const gate = new Promise<void>((resolve) => ((window as unknown as { openChannel: () => void }).openChannel = resolve));
      window.EventSource = function (url: string) {
        const proxy: { onmessage?: (event: MessageEvent) => void } = {};
        void gate.then(() => (new Real(url).onmessage = (event) => proxy.onmessage?.(event)));
        return proxy;
      } as unknown as typeof EventSource;
    });
    await page.goto(`${dev.url}docs/start`, { timeout: 60_000 });
    await hydrated(page);
    assert.ok(await page.evaluate(() => document.documentElement.hasAttribute('data-docsgen-provisional')));

    docsHeld.resolve();
    // The build's pages are ready (held before they are written): the page is rendered as the build's.
    for (let html = ''; !/^<!DOCTYPE html><html lang=/.test(html); await new Promise((resolve) => setTimeout(resolve, 50))) {
      html = await (await fetch(`${dev.url}docs/start`)).text();
    }
    await markWindow(page);
    const loaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.evaluate(() => {
      sessionStorage.setItem('channel', 'open');
      (window as unknown as { openChannel: () => void }).openChannel();
    });
    await loaded;
    await hydrated(page);
    assert.not.ok(await windowMarked(page), 'loaded again');
    assert.not.ok(await page.evaluate(() => document.documentElement.hasAttribute('data-docsgen-provisional')));
  } finally {
    docsHeld.resolve();
    pagesHeld.resolve();
    await browser.close();
    await dev.close();
    await cleanup();
  }
});

test.run();
