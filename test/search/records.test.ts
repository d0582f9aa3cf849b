/**
 * The DocSearch records a build writes to `_docsgen/search/records.json`: one per page title,
 * heading and block of text, with the hierarchy and facets a reader's results are built from.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SearchPageCache, searchPages, searchRecords } from '../../src/cli/search/records.ts';
import type { SearchRecord } from '../../src/runtime/search/types.ts';
import { BASE_URL, buildSearchSite, DRAFT_WORD, SITE_URL } from './search-site.ts';

async function records(): Promise<SearchRecord[]> {
  const { config, model } = await buildSearchSite();
  return searchRecords(config, model);
}

const PAGE = `${SITE_URL}${BASE_URL}docs/Guides/records`;

async function pageRecords(url = PAGE): Promise<SearchRecord[]> {
  return (await records()).filter((r) => r.url_without_anchor === url);
}

test('a page: its title record, then headings and text in reading order', async () => {
  const page = await pageRecords();
  assert.equal(
    page.map((r) => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']]),
    [
      ['lvl1', null, 'Everything a record can hold.'],
      ['content', null, 'Intro paragraph with inlineCode and more words.'],
      ['content', null, 'First item'],
      ['content', null, 'Second item'],
      ['content', null, 'Nested item'],
      ['lvl2', 'options', 'Options'],
      ['content', 'options', 'alpha · string'],
      ['content', 'options', 'beta · number'],
      ['content', 'options', 'Admonition body text.'],
      ['lvl3', 'deep-heading', 'Deep heading'],
      ['content', 'deep-heading', 'Deep text.'],
      ['lvl4', 'deeper-heading', 'Deeper heading'],
      ['content', 'deeper-heading', 'Deepest text.'],
      ['lvl2', 'second-section', 'Second section'],
      ['content', 'second-section', 'Closing words.'],
      ['lvl2', 'second-section-1', 'Second section'],
      ['content', 'second-section-1', 'Same title twice.'],
    ],
  );
  assert.equal(
    page.map((r) => r.position),
    page.map((_, i) => i),
  );
});

test('code blocks and admonition titles are not records; inline code is', async () => {
  const text = JSON.stringify(await pageRecords());
  assert.not.match(text, /hiddenInCodeBlock/);
  assert.not.match(text, /Remember/);
  assert.match(text, /inlineCode/);
});

test('the hierarchy: sidebar category, page title, then the headings above the record', async () => {
  const page = await pageRecords();
  const deepest = page.find((r) => r.content === 'Deepest text.')!;
  assert.equal(deepest.hierarchy, {
    lvl0: 'Guides',
    lvl1: 'Records page',
    lvl2: 'Options',
    lvl3: 'Deep heading',
    lvl4: 'Deeper heading',
    lvl5: null,
    lvl6: null,
  });
  // A new h2 clears the levels below it.
  const closing = page.find((r) => r.content === 'Closing words.')!;
  assert.equal([closing.hierarchy.lvl2, closing.hierarchy.lvl3, closing.hierarchy.lvl4], ['Second section', null, null]);
  const start = (await records()).find((r) => r.type === 'lvl1' && r.hierarchy.lvl1 === 'Start here')!;
  assert.is(start.hierarchy.lvl0, 'Documentation', 'a doc outside any category');
  const animal = (await records()).find((r) => r.type === 'lvl1' && r.hierarchy.lvl1 === 'Animal 01')!;
  assert.is(animal.hierarchy.lvl0, 'Animals');
});

test('URLs are absolute, with the baseUrl, and point at the heading above the record', async () => {
  const page = await pageRecords();
  assert.is(page[0]!.url, PAGE);
  const deep = page.find((r) => r.content === 'Deep text.')!;
  assert.is(deep.url, `${PAGE}#deep-heading`);
  assert.is(deep.anchor, 'deep-heading');
  assert.is(deep.url_without_anchor, PAGE);
  const intro = page.find((r) => r.content === 'First item')!;
  assert.is(intro.url, PAGE, 'text before the first heading belongs to the page');
});

test('facets for contextual search: language, docs tag, version', async () => {
  for (const r of await records()) {
    assert.is(r.language, 'en');
    assert.equal(r.docusaurus_tag, ['default', 'docs-default-current']);
    assert.equal(r.version, ['current']);
  }
});

test('a page without a description has a title record with no content', async () => {
  const [first] = await pageRecords(`${SITE_URL}${BASE_URL}docs/Guides/first`);
  assert.is(first!.type, 'lvl1');
  assert.is(first!.content, null);
});

test('object ids are unique and the same in every build of the same text', async () => {
  const all = await records();
  assert.is(new Set(all.map((r) => r.objectID)).size, all.length);
  const { docRecords, recordContext } = await import('../../src/cli/search/records.ts');
  const { config, model } = await buildSearchSite();
  const again = model.docs.filter((d) => !d.draft).flatMap((d) => docRecords(d, recordContext(config, model)));
  assert.equal(
    again.map((r) => r.objectID),
    all.map((r) => r.objectID),
  );
});

test('drafts never become records, even in a build that renders them (serve)', async () => {
  const { model } = await buildSearchSite();
  assert.ok(
    model.docs.some((d) => d.draft),
    'the draft is built',
  );
  const text = JSON.stringify(await records());
  assert.not.match(text, new RegExp(DRAFT_WORD));
  assert.not.match(text, /Guides\/secret/);
});

test("serve's cache: a doc that is the same object, in the same place, keeps its search page; a replaced doc or a new group gets a new one", async () => {
  const { config, model } = await buildSearchSite();
  const cache = new SearchPageCache();
  const first = await cache.all(config, model);
  const again = await cache.all(config, model);
  assert.ok(first.length > 2);
  assert.ok(first.every((page, i) => again[i] === page), 'the same objects');
  assert.equal(again, searchPages(config, model), 'what a build makes');

  const index = model.docs.findIndex((doc) => `${SITE_URL}${doc.href}` === PAGE);
  const edited = { ...model.docs[index]!, title: 'Retitled records' };
  const afterSave = await cache.all(config, { ...model, docs: model.docs.with(index, edited) });
  const saved = afterSave.find((page) => page.url === PAGE)!;
  assert.is(saved.title, 'Retitled records');
  assert.ok(afterSave.filter((page) => page !== saved).every((page) => first.includes(page)), 'the others kept');

  // The doc's category renamed in the sidebar: its group (lvl0) is another, so is its page.
  const rename = (items: typeof model.sidebar) => items.map((item) => (item.type === 'category' ? { ...item, label: `${item.label} (renamed)` } : item));
  const renamed = { ...model, sidebar: rename(model.sidebar), sidebars: Object.fromEntries(Object.entries(model.sidebars).map(([id, items]) => [id, rename(items)])) };
  const regrouped = (await cache.all(config, renamed)).find((page) => page.url === PAGE)!;
  assert.match(regrouped.lvl0, /\(renamed\)$/);
  assert.is.not(regrouped, first.find((page) => page.url === PAGE));
});

test.run();
