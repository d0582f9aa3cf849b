/**
 * `docsgen serve` while a doc is open in Chromium: a saved body edit appears in place (no page
 * load, same scroll position); so does a title edit, in the sidebar too, and other pages show it;
 * a broken file shows its error over the page while the last good site stays served; drafts are
 * served; `build/` is never written; a whole build reloads the page where the reader left it,
 * sidebar categories included; the search of a page left open finds what a save added.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { hydrated, markWindow, openPage, windowMarked } from '../helpers/browser.ts';
import { serveSuite, type ServeContext as Context } from '../helpers/browser-suite.ts';
import { openSearch, options, searchFor } from '../helpers/search-modal.ts';
import { copyFixture } from '../helpers/site.ts';

const test = serveSuite('serve: live reload', () => copyFixture('shell'));

const startDoc = (dir: string) => path.join(dir, 'content/docs/01-start.md');

async function openStart(context: Context): Promise<Page> {
  const page = await openPage(context.browser, `${context.dev.url}docs/start`);
  await hydrated(page);
  // The channel is open once the page has been told which build it shows.
  await page.waitForFunction(() => document.documentElement.dataset.docsgenLive === 'connected');
  return page;
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

test('a saved body edit appears in place, at the same scroll position', async (context) => {
  const page = await openStart(context);
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(100);
  await edit(startDoc(context.dir), (t) => t.replace('## Section 2\n', '## Section 2\n\nLive edit number one.\n'));
  await page.waitForFunction(() => document.querySelector('.markdown')?.textContent?.includes('Live edit number one.'), undefined, { timeout: 5000 });
  assert.ok(await windowMarked(page), 'no page load');
  const y = await page.evaluate(() => window.scrollY);
  assert.ok(Math.abs(y - 1500) < 2, `scroll kept at 1500, got ${y}`);
  assert.ok(context.logger.lines.some((l) => /Updated \/docs\/start in \d+ ms/.test(l)), context.logger.lines.join('\n'));
  await page.context().close();
});

test('a new title reaches the heading, the sidebar and the tab in place, where the reader was', async (context) => {
  const page = await openStart(context);
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForTimeout(100);
  await edit(startDoc(context.dir), (t) => t.replace('# Start here', '# Begin here'));
  await page.waitForFunction(() => document.querySelector('.doc-sidebar .menu__link--active')?.textContent === 'Begin here', undefined, { timeout: 10000 });
  assert.ok(await windowMarked(page), 'no page load');
  assert.is(await page.locator('h1').first().textContent(), 'Begin here');
  assert.match(await page.title(), /^Begin here/);
  const y = await page.evaluate(() => window.scrollY);
  assert.ok(Math.abs(y - 1200) < 2, `scroll kept at 1200, got ${y}`);
  // Another page that shows it, reached by a link: its sidebar and pagination say it too.
  const next = page.locator('.pagination-nav__link--next');
  const target = new URL((await next.getAttribute('href'))!, context.dev.url).pathname;
  await next.click();
  await page.waitForURL(`**${target}`);
  assert.ok(await windowMarked(page), 'a client-side navigation');
  assert.is(await page.locator('.doc-sidebar a[href="/docs/start"]').first().textContent(), 'Begin here');
  assert.is(await page.locator('.pagination-nav__link--prev .pagination-nav__label').textContent(), 'Begin here');
  assert.ok(context.logger.lines.some((l) => /Updated \/docs\/start and \d+ pages that show it in \d+ ms/.test(l)), context.logger.lines.join('\n'));
  await page.context().close();
});

test('a broken file shows its error over the page; the last good site is still served; a fix clears it', async (context) => {
  const page = await openStart(context);
  const file = path.join(context.dir, 'content/docs/02-Guides/01-first.md');
  const good = await readFile(file, 'utf8');
  await writeFile(file, `---\ntitle: [unclosed\n---\n${good}`);
  const overlay = page.getByRole('alertdialog', { name: 'Build failed' });
  await overlay.waitFor({ timeout: 10000 });
  const message = await page.evaluate(() => document.getElementById('docsgen-build-error')?.shadowRoot?.textContent ?? '');
  assert.match(message, /Build failed/);
  assert.match(message, /content\/docs\/02-Guides\/01-first\.md/);
  assert.ok(context.logger.lines.some((l) => l.startsWith('✖') && l.includes('01-first.md')), 'the terminal says it too');
  const response = await fetch(`${context.dev.url}docs/Guides/first`);
  assert.is(response.status, 200, 'last good page still served');
  await writeFile(file, good);
  await overlay.waitFor({ state: 'detached', timeout: 20000 }).catch((error: Error) => {
    throw new Error(`${error.message}\nserve said:\n${context.logger.lines.join('\n')}`);
  });
  await page.context().close();
});

test('a page opened while the build is broken shows the error at once', async (context) => {
  const file = path.join(context.dir, 'content/docs/02-Guides/02-second.md');
  const good = await readFile(file, 'utf8');
  await writeFile(file, `---\nsidebar_position: [\n---\n${good}`);
  await waitFor(() => context.logger.lines.some((l) => l.startsWith('✖') && l.includes('02-second.md')));
  const page = await openStart(context);
  const overlay = page.getByRole('alertdialog', { name: 'Build failed' });
  await overlay.waitFor({ timeout: 5000 });
  await writeFile(file, good);
  await overlay.waitFor({ state: 'detached', timeout: 20000 }).catch((error: Error) => {
    throw new Error(`${error.message}\nserve said:\n${context.logger.lines.join('\n')}`);
  });
  await page.context().close();
});

test('drafts are served, and build/ is left alone', async (context) => {
  const draft = path.join(context.dir, 'content/docs/03-draft.md');
  await writeFile(draft, '---\ndraft: true\n---\n# Work in progress\n\nNot yet published.\n');
  await waitFor(async () => (await fetch(`${context.dev.url}docs/draft`)).status === 200);
  const html = await (await fetch(`${context.dev.url}docs/draft`)).text();
  assert.match(html, /Work in progress/);
  assert.not.ok(existsSync(path.join(context.dir, 'build')), 'serve never writes the deploy folder');
});

async function waitFor(check: () => boolean | Promise<boolean>, timeout = 10000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('a whole build reloads the page where the reader left it: its scroll, and the sidebar categories opened or closed', async (context) => {
  const page = await openStart(context);
  const guides = page.locator('.doc-sidebar details.menu__details').first();
  assert.is(await guides.evaluate((d) => (d as HTMLDetailsElement).open), false, 'Guides starts closed on /docs/start');
  await guides.locator('summary').click();
  assert.is(await guides.evaluate((d) => (d as HTMLDetailsElement).open), true);
  await page.evaluate(() => window.scrollTo(0, 900));
  await markWindow(page);
  // A new doc changes the sidebar: a whole build, and the page reloads.
  const added = path.join(context.dir, 'content/docs/04-added.md');
  await writeFile(added, '# Added\n\nA new page.\n');
  await page.waitForFunction(() => (window as unknown as { __mark?: boolean }).__mark !== true, undefined, { timeout: 20_000 });
  assert.not.ok(await windowMarked(page), 'the page reloaded');
  await hydrated(page);
  await page.locator('.doc-sidebar .menu__link', { hasText: 'Added' }).waitFor();
  await page.waitForFunction(() => (document.querySelector('.doc-sidebar details.menu__details') as HTMLDetailsElement | null)?.open === true, undefined, { timeout: 5000 });
  const y = await page.evaluate(() => window.scrollY);
  assert.ok(Math.abs(y - 900) < 2, `scroll kept at 900, got ${y}`);
  // Removing it is a whole build too: wait for its reload here, or it lands in the next test.
  await rm(added);
  await page.locator('.doc-sidebar .menu__link', { hasText: 'Added' }).waitFor({ state: 'detached', timeout: 20_000 });
  await hydrated(page);
  await page.context().close();
});

test("a page left open searches the index written after a save: its new words are found", async (context) => {
  const page = await openStart(context);
  // The channel's messages, as the page receives them.
  await page.evaluate(() => {
    const w = window as unknown as { __indexed: number };
    w.__indexed = 0;
    new EventSource('/__docsgen/events').addEventListener('message', (event) => {
      if ((JSON.parse(event.data) as { type: string }).type === 'indexed') w.__indexed++;
    });
  });
  await openSearch(page);
  // The client reads the index now: its metadata, the chunk the word is in, the pages shown.
  await searchFor(page, 'section');
  assert.ok((await options(page).count()) > 0, 'results before the save');
  await edit(startDoc(context.dir), (t) => t.replace('## Section 2\n', '## Section 2\n\nThe quixotically named option.\n'));
  await page.waitForFunction(() => (window as unknown as { __indexed: number }).__indexed > 0, undefined, { timeout: 20_000 });
  await searchFor(page, 'quixotically');
  assert.match(await page.locator('.DocSearch-Dropdown').innerText(), /quixotically/i);
  await page.context().close();
});

test.run();
