/**
 * What the modal writes is text: record text that looks like markup (`<picture>` in a doc) and a
 * query full of markup are shown as typed, never parsed; snippets are 10 words, 5 on narrow
 * screens; hits of the embedded engine (site-relative URLs) lead to this site's pages.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { openPage } from '../helpers/browser.ts';
import { openSearch, searchFor, sections } from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const test = browserSuite('search modal: text, snippets and links', buildRealSite);

test('record text with markup in it is shown as text', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'picture element');
  const texts = (await sections(page)).flatMap((s) => s.rows.map((r) => r.title + ' ' + r.path));
  assert.ok(texts.some((t) => t.includes('<picture>')), texts.join('\n'));
  assert.is(await page.locator('.DocSearch-Dropdown picture, .DocSearch-Dropdown source').count(), 0);
  await page.context().close();
});

test('a query full of markup is shown as text and runs nothing', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, '<zzqx>&amp;<\/zzqx>');
  assert.is(await page.locator('.DocSearch-NoResults p.DocSearch-Title strong').textContent(), '<zzqx>&amp;<\/zzqx>');
  const query = '<img src=x onerror="window.__owned=1"></mark><b>';
  await searchFor(page, query);
  assert.is(await page.locator('.DocSearch-Modal img, .DocSearch-Modal b, .DocSearch-Modal zzqx').count(), 0);
  assert.is(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned), undefined);
  assert.is(await page.locator('.DocSearch-HitsFooter a').getAttribute('href'), `/search?q=${encodeURIComponent(query)}`);
  await page.context().close();
});

test('matches are marked inside the text, without any other element', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'srcset');
  const tags = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').evaluateAll((spans) => [...new Set(spans.flatMap((s) => [...s.querySelectorAll('*')].map((e) => e.tagName)))]);
  assert.equal(tags, ['MARK']);
  await page.context().close();
});

for (const [width, words] of [[1280, 10], [390, 5]] as const) {
  test(`snippets are at most ${words} words at ${width} px`, async ({ browser, server }) => {
    const page = await openPage(browser, `${server.url}/docs/intro`, { viewport: { width, height: 800 } });
    await openSearch(page);
    await searchFor(page, 'cache');
    const snippets = await page.locator('[role=option]:has(.DocSearch-Content-Icon) .DocSearch-Hit-title').allTextContents();
    assert.ok(snippets.length > 0);
    const counts = snippets.map((s) => s.replace(/…/g, ' ').split(/\s+/).filter((w) => /\w/.test(w)).length);
    assert.ok(counts.every((n) => n <= words), `${counts}`);
    assert.ok(counts.some((n) => n >= words - 1), `some snippet is full length: ${counts}`);
    await page.context().close();
  });
}

test('results lead to this site: site-relative links under its base URL', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'image');
  const hrefs = (await sections(page)).flatMap((s) => s.rows.map((r) => r.href));
  assert.ok(hrefs.length > 0 && hrefs.every((h) => /^\/docs\/[\w/-]+(#[\w-]+)?$/.test(h)), hrefs.join('\n'));
  await page.context().close();
});

test.run();
