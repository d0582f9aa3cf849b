/**
 * Issue 32 item 5: a site component with state (`@site/src/components/Counter`) in an MDX doc is
 * an island. Its HTML is in the page from the build; in Chromium it hydrates from its own module
 * (which only its pages load) and counts clicks, on a first visit and after client navigations
 * to and from the doc; a plain doc loads no island code; with JavaScript off the build's HTML and
 * every tab panel are there to read. `<BrowserOnly>` shows its fallback without JavaScript, and
 * its children (a site component among them, live) with it. No errors or hydration warnings.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/cli/build/build.ts';
import { collectConsole, hydrated, launchChromium, markWindow, serveBuild, windowMarked } from '../helpers/browser.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

interface Context {
  browser: Browser;
  url: string;
  outDir: string;
  close: () => Promise<void>;
  cleanup: () => Promise<void>;
}

const islands = suite<Context>('MDX islands in the browser');

export const COUNTER_DOC = `---
description: A doc with a counter.
---

import Counter from '@site/src/components/Counter';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Counter

<Counter start={2} label="Clicks">
  Text **inside** the counter.
</Counter>

<Tabs>
  <TabItem value="one" label="One">First panel.</TabItem>
  <TabItem value="two" label="Two">Second panel.</TabItem>
</Tabs>

Back to the [introduction](./intro.md).
`;

const BROWSER_ONLY_DOC = `import BrowserOnly from '@docusaurus/BrowserOnly';
import Counter from '@site/src/components/Counter';

# Browser only

<BrowserOnly fallback={<p className="fallback">Loading…</p>}>
  {() => <div className="in-browser">Seen at {window.location.pathname} <Counter label="Inside" /></div>}
</BrowserOnly>
`;

islands.before(async (context) => {
  const { dir, cleanup } = await copyFixture('mdx');
  await writeFile(path.join(dir, 'content/docs/counter.mdx'), COUNTER_DOC);
  await writeFile(path.join(dir, 'content/docs/browser.mdx'), BROWSER_ONLY_DOC);
  const intro = path.join(dir, 'content/docs/intro.md');
  await writeFile(intro, `${await readFile(intro, 'utf8')}\nOr try the [counter](./counter.mdx).\n`);
  const outDir = path.join(dir, 'build');
  // React's development build: hydration mismatches are reported on the console.
  await build({ siteDir: dir, outDir, logger: silentLogger(), clientMode: 'development' });
  const server = await serveBuild(outDir);
  Object.assign(context, { url: server.url, outDir, close: server.close, cleanup, browser: await launchChromium() });
});

islands.after(async (context) => {
  await context.browser?.close();
  await context.close?.();
  await context.cleanup?.();
});

async function scriptsOf(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

const button = (page: Page) => page.locator('.counter button');

islands('the page holds the build-time HTML of the island; with JavaScript off it and every tab panel are there to read', async ({ browser, url, outDir }) => {
  const html = await readFile(path.join(outDir, 'docs/counter/index.html'), 'utf8');
  assert.match(html, /<docsgen-island data-island="\/assets\/island\.Counter-[\w-]+\.js" data-export="default" data-props="[^"]*"[^>]*><div class="counter"><button type="button">Clicks<!-- -->: <!-- -->2<\/button>/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${url}/docs/counter`);
  assert.is(await button(page).textContent(), 'Clicks: 2');
  assert.is(await page.locator('.counter__body strong').textContent(), 'inside');
  const panels = page.locator('.tabs-container [role=tabpanel]');
  assert.equal(await panels.evaluateAll((all) => all.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => p.textContent)), ['OneFirst panel.', 'TwoSecond panel.']);
  await context.close();
});

islands('on a first visit the island hydrates from its module and counts clicks', async ({ browser, url }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const console = collectConsole(page);
  const scripts = await scriptsOf(page);
  await page.goto(`${url}/docs/counter`);
  await hydrated(page);
  await page.waitForSelector('.counter[data-ready]');
  await button(page).click();
  await button(page).click();
  assert.is(await button(page).textContent(), 'Clicks: 4');
  assert.is(await page.locator('.counter__body strong').textContent(), 'inside', 'its children stay');
  assert.ok(scripts.some((s) => /\/assets\/island\.Counter-[\w-]+\.js$/.test(s)), scripts.join('\n'));
  assert.equal(console.errors, []);
  assert.equal(console.warnings.filter((w) => /hydrat|did not match/i.test(w)), []);
  await context.close();
});

islands('a plain doc loads no island code; client navigation to the island doc and back keeps it interactive', async ({ browser, url }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const console = collectConsole(page);
  const scripts = await scriptsOf(page);
  await page.goto(`${url}/docs/intro`);
  await hydrated(page);
  assert.not.ok(scripts.some((s) => /island|chunks\/islands-|chunks\/enhance-/.test(s)), scripts.join('\n'));
  await markWindow(page);
  await page.locator('.markdown a', { hasText: 'counter' }).click();
  await page.waitForSelector('.counter[data-ready]');
  assert.ok(await windowMarked(page), 'a client navigation');
  await button(page).click();
  assert.is(await button(page).textContent(), 'Clicks: 3');
  await page.locator('.markdown a', { hasText: 'introduction' }).last().click();
  await page.waitForURL(/\/docs\/intro$/);
  await page.waitForSelector('.counter', { state: 'detached' });
  await page.waitForFunction(() => (window as { unmounted?: number }).unmounted === 1);
  await page.goBack();
  await page.waitForSelector('.counter[data-ready]');
  assert.ok(await windowMarked(page), 'back is a client navigation too');
  assert.is(await button(page).textContent(), 'Clicks: 2', 'a new island, from the HTML');
  await button(page).click();
  assert.is(await button(page).textContent(), 'Clicks: 3');
  assert.equal(console.errors, []);
  await context.close();
});

islands('BrowserOnly: the fallback without JavaScript; its children, live, with it', async ({ browser, url }) => {
  const off = await browser.newContext({ javaScriptEnabled: false });
  const still = await off.newPage();
  await still.goto(`${url}/docs/browser`);
  assert.is(await still.locator('.markdown .fallback').textContent(), 'Loading…');
  assert.is(await still.locator('.in-browser').count(), 0);
  await off.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  const console = collectConsole(page);
  await page.goto(`${url}/docs/browser`);
  await hydrated(page);
  await page.waitForSelector('.in-browser .counter[data-ready]');
  assert.match((await page.locator('.in-browser').textContent()) ?? '', /^Seen at \/docs\/browser /);
  assert.is(await page.locator('.fallback').count(), 0, 'the fallback gave way');
  await page.locator('.in-browser button').click();
  assert.is(await page.locator('.in-browser button').textContent(), 'Inside: 1');
  assert.equal(console.errors, []);
  await context.close();
});

islands.run();
