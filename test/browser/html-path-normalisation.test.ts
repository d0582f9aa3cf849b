/**
 * `/docs/intro.html` and `/index.html` end up at their clean paths, even on a plain static host
 * that answers them with the not-found page; a link written with `.html` navigates cleanly.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';
import { hydrated, markWindow, servePlain, windowMarked } from '../helpers/browser.ts';

const test = browserSuite('.html path normalisation', buildRealSite, servePlain);

for (const [from, to, heading] of [
  ['/docs/intro.html', '/docs/intro', 'Introduction'],
  ['/docs/Features/build-mode/index.html', '/docs/Features/build-mode', 'Build Mode'],
  ['/docs/category/features.html?x=1#top', '/docs/category/features', 'Features'],
] as const) {
  test(`${from} shows ${to} when the host answers with its 404 page`, async ({ browser, server }) => {
    const page = await browser.newPage();
    const response = await page.goto(server.url + from);
    await hydrated(page);
    const url = new URL(page.url());
    await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, heading);
    assert.is(new URL(page.url()).pathname, to);
    assert.is(url.pathname === to || response?.status() === 404, true);
    if (from.includes('?')) assert.is(new URL(page.url()).search + new URL(page.url()).hash, '?x=1#top');
    assert.match(await page.title(), heading);
    await page.close();
  });
}

test('/index.html is the home page at /', async ({ browser, server }) => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/index.html`);
  await hydrated(page);
  await page.waitForFunction(() => location.pathname === '/');
  assert.is(await page.locator('h1').first().textContent(), 'Next Export Optimize Images');
  await page.close();
});

test('an unknown .html path keeps the not-found page', async ({ browser, server }) => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/docs/nothing-here.html`);
  await hydrated(page);
  await page.waitForTimeout(300);
  assert.is(await page.locator('h1').first().textContent(), 'Page Not Found');
  await page.close();
});

test('a link written with .html navigates in the app to the clean path', async ({ browser, server }) => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await hydrated(page);
  await markWindow(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/qa.html';
    a.id = 'html-link';
    a.textContent = 'Q&A';
    document.querySelector('.markdown')!.prepend(a);
  });
  await page.click('#html-link');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Q&A');
  assert.is(new URL(page.url()).pathname, '/docs/qa');
  assert.ok(await windowMarked(page));
  await page.close();
});

test.run();
