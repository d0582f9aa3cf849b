import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configSchema } from '../../src/cli/config/schema.ts';
import { buildContentModel } from '../../src/cli/content/model.ts';
import { stripNumberPrefix } from '../../src/cli/content/scan.ts';
import { UserError } from '../../src/cli/errors.ts';
import { buildRoutes } from '../../src/cli/routes/routes.ts';
import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler } from '../../src/cli/markdown/pipeline.ts';
import { copyFixture } from '../helpers/site.ts';

const config = configSchema.parse({ title: 'Mini', url: 'https://mini.example.com', docs: { editUrl: 'https://example.com/edit/' } });

async function model(siteDir: string, includeDrafts = false) {
  const highlighter = await getHighlighter();
  return buildContentModel({
    config,
    siteDir,
    includeDrafts,
    compiler: async (permalinks, linkRoots) => createMarkdownCompiler({ baseUrl: '/', permalinks, linkRoots, highlighter }),
  });
}

test('number prefixes order items and are stripped from names', () => {
  assert.equal(stripNumberPrefix('03-Features'), { name: 'Features', position: 3 });
  assert.equal(stripNumberPrefix('01_intro'), { name: 'intro', position: 1 });
  assert.equal(stripNumberPrefix('10. Ten'), { name: 'Ten', position: 10 });
  assert.equal(stripNumberPrefix('2024-report'), { name: 'report', position: 2024 });
  assert.equal(stripNumberPrefix('intro'), { name: 'intro', position: undefined });
});

test('names that start like a date or a version keep their digits, as in Docusaurus', () => {
  assert.equal(stripNumberPrefix('2021-11-notes'), { name: '2021-11-notes', position: undefined });
  assert.equal(stripNumberPrefix('1.2-upgrade'), { name: '1.2-upgrade', position: undefined });
  assert.equal(stripNumberPrefix('7_0_release'), { name: '7_0_release', position: undefined });
  assert.equal(stripNumberPrefix('2024 - report'), { name: 'report', position: 2024 }, 'a number, then words');
});

test('ids, URLs, titles and descriptions come from files, H1s and front matter', async () => {
  const site = await copyFixture('mini');
  try {
    const m = await model(site.dir);
    assert.equal(m.docs.map((d) => [d.id, d.route, d.title, d.sidebarLabel]), [
      ['start', '/docs/start', 'Start here', 'Start here'],
      ['Guides/first', '/docs/Guides/first', 'The first guide', 'First'],
    ]);
    const first = m.docsById.get('Guides/first')!;
    assert.is(first.description, 'The first paragraph becomes the description.');
    assert.is(first.editUrl, 'https://example.com/edit/02-Guides/01-first.md');
    assert.not.match(first.html, /<h1/);
  } finally {
    await site.cleanup();
  }
});

test('front matter Docusaurus acts on (tags, last_update…) is applied without a warning; custom keys are kept quietly', async () => {
  const site = await copyFixture('mini');
  try {
    const file = path.join(site.dir, 'content/docs/01-start.md');
    await writeFile(file, '---\ndescription: Where to begin.\ntags: [intro]\nmy_own_key: kept\nlast_update:\n  date: 2024-01-01\nsidebar_custom_props:\n  emoji: x\n---\n# Start here\n\nText.\n');
    const m = await model(site.dir);
    const start = m.docsById.get('start')!;
    assert.equal(start.warnings, []);
    assert.equal(start.tags.map((t) => [t.label, t.route]), [['intro', '/docs/tags/intro']]);
    const item = m.sidebar.find((i) => i.type === 'link' && i.docId === 'start');
    assert.equal(item?.type === 'link' ? item.customProps : undefined, { emoji: 'x' });
  } finally {
    await site.cleanup();
  }
});

test('parse_number_prefixes: false keeps the file\'s and its folders\' number prefixes in its id and URL, as Docusaurus', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'content/docs/02-Guides/01-first.md'), '---\nparse_number_prefixes: false\n---\n# First\n\nText.\n');
    const m = await model(site.dir);
    const first = m.docsById.get('02-Guides/01-first')!;
    assert.ok(first, `ids: ${[...m.docsById.keys()].join(', ')}`);
    assert.is(first.route, '/docs/02-Guides/01-first');
    assert.is(m.docsById.get('start')!.route, '/docs/start', 'other docs keep parsing them');
  } finally {
    await site.cleanup();
  }
});

test('a doc without a title or a heading is titled by its front matter id, else its file name, as in Docusaurus', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'content/docs/01-start.md'), '---\nid: getting-going\n---\nNo heading here.\n');
    await writeFile(path.join(site.dir, 'content/docs/03-plain-name.md'), 'No heading either.\n');
    const m = await model(site.dir);
    assert.is(m.docsById.get('getting-going')!.title, 'getting-going');
    assert.is(m.docsById.get('plain-name')!.title, 'plain-name');
  } finally {
    await site.cleanup();
  }
});

test('drafts are left out of build and kept for serve; their ids are listed', async () => {
  const site = await copyFixture('mini');
  try {
    const prod = await model(site.dir, false);
    assert.not.ok(prod.docsById.has('Guides/secret'));
    assert.equal(prod.version.draftIds, ['Guides/secret']);
    const dev = await model(site.dir, true);
    assert.ok(dev.docsById.get('Guides/secret')?.draft);
  } finally {
    await site.cleanup();
  }
});

test('categories: generated index, sidebar, reading order, version and locale', async () => {
  const site = await copyFixture('mini');
  try {
    const m = await model(site.dir);
    assert.equal(m.generatedIndexes.map((g) => [g.route, g.title, g.description]), [['/docs/category/guides', 'Guides', 'All the guides.']]);
    assert.equal(m.generatedIndexes[0]!.cards, [
      { kind: 'doc', title: 'First', href: '/docs/Guides/first', description: 'The first paragraph becomes the description.' },
    ]);
    assert.equal(m.sidebar, [
      { type: 'link', label: 'Start here', href: '/docs/start', docId: 'start' },
      {
        type: 'category', label: 'Guides', href: '/docs/category/guides', collapsed: true, collapsible: true,
        items: [{ type: 'link', label: 'First', href: '/docs/Guides/first', docId: 'Guides/first' }],
      },
    ]);
    assert.equal(m.order.map((o) => o.href), ['/docs/start', '/docs/category/guides', '/docs/Guides/first']);
    assert.equal(
      { name: m.version.name, label: m.version.label, isLast: m.version.isLast, path: m.version.path, mainDocId: m.version.mainDocId },
      { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'start' },
    );
    assert.equal(Object.keys(m.version.sidebars), ['tutorialSidebar']);
    assert.equal(m.version.docs[0], { id: 'start', path: '/docs/start', sidebar: 'tutorialSidebar' });
    assert.equal(m.locale, { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' });
  } finally {
    await site.cleanup();
  }
});

test('a generated index without link.slug is at /docs/category/ and the label slugged as Docusaurus does (github-slugger, one per build: a second "Same" gets -1)', async () => {
  const site = await copyFixture('mini');
  try {
    const docs = path.join(site.dir, 'content/docs');
    const categories: [string, string][] = [
      ['03-tips', 'Guides & Tips'],
      ['04-fr', 'Données'],
      ['05-zh', '入门指南'],
      ['06-same', 'Same'],
      ['07-again', 'Same'],
    ];
    for (const [folder, label] of categories) {
      await mkdir(path.join(docs, folder));
      await writeFile(path.join(docs, folder, '_category_.json'), JSON.stringify({ label, link: { type: 'generated-index' } }));
      await writeFile(path.join(docs, folder, 'page.md'), `# In ${label}\n`);
    }
    // Inside the first "Same" and read before the second in the sidebar: its slug is the -1.
    await mkdir(path.join(docs, '06-same/inner'));
    await writeFile(path.join(docs, '06-same/inner/_category_.json'), JSON.stringify({ label: 'Same', link: { type: 'generated-index' } }));
    await writeFile(path.join(docs, '06-same/inner/deep.md'), '# Deep\n');
    const m = await model(site.dir);
    assert.equal(
      m.generatedIndexes.map((g) => [g.category?.displayPath, g.route]).sort(),
      [
        ['content/docs/02-Guides', '/docs/category/guides'],
        ['content/docs/03-tips', '/docs/category/guides--tips'],
        ['content/docs/04-fr', '/docs/category/données'],
        ['content/docs/05-zh', '/docs/category/入门指南'],
        ['content/docs/06-same', '/docs/category/same'],
        ['content/docs/06-same/inner', '/docs/category/same-1'],
        ['content/docs/07-again', '/docs/category/same-2'],
      ],
    );
  } finally {
    await site.cleanup();
  }
});

test('prev/next name a page pagination_label ?? sidebar_label ?? title of its doc (a category linking a doc: that doc; a generated index: its label)', async () => {
  const site = await copyFixture('mini');
  try {
    const docs = path.join(site.dir, 'content/docs');
    const start = path.join(docs, '01-start.md');
    await writeFile(start, (await readFile(start, 'utf8')).replace('---\n', '---\npagination_label: Basics pagelabel\n'));
    await mkdir(path.join(docs, '03-Setup'));
    await writeFile(path.join(docs, '03-Setup/index.md'), '---\ntitle: Setting up\n---\nThe setup.\n');
    await writeFile(path.join(docs, '03-Setup/01-install.md'), '# Install\n');
    await mkdir(path.join(docs, '04-Linked'));
    await writeFile(path.join(docs, '04-Linked/_category_.json'), JSON.stringify({ label: 'Linked', link: { type: 'doc', id: 'Linked/target' } }));
    await writeFile(path.join(docs, '04-Linked/target.md'), '---\nsidebar_label: Target sidebar\npagination_label: Target pagelabel\n---\n# Target\n');
    const m = await model(site.dir);
    assert.equal(m.order, [
      { label: 'Basics pagelabel', href: '/docs/start' },
      { label: 'Guides', href: '/docs/category/guides' },
      { label: 'First', href: '/docs/Guides/first' },
      { label: 'Setting up', href: '/docs/Setup' },
      { label: 'Install', href: '/docs/Setup/install' },
      { label: 'Target pagelabel', href: '/docs/Linked/target' },
    ]);
    const routes = buildRoutes(config, m, [], new Map());
    const pagination = (p: string) => { const r = routes.find((route) => route.path === p); return r && 'pagination' in r ? r.pagination : undefined; };
    assert.equal(pagination('/docs/category/guides'), { prev: { title: 'Basics pagelabel', href: '/docs/start' }, next: { title: 'First', href: '/docs/Guides/first' } });
    assert.equal(pagination('/docs/Setup/install'), { prev: { title: 'Setting up', href: '/docs/Setup' }, next: { title: 'Target pagelabel', href: '/docs/Linked/target' } });
  } finally {
    await site.cleanup();
  }
});

test('relative .md links become doc URLs, anchors kept', async () => {
  const site = await copyFixture('mini');
  try {
    const m = await model(site.dir);
    assert.match(m.docsById.get('start')!.html, /<a href="\/docs\/Guides\/first#step-two">guide<\/a>/);
  } finally {
    await site.cleanup();
  }
});

test('slug and id front matter change URLs and ids', async () => {
  const site = await copyFixture('mini');
  try {
    const docs = path.join(site.dir, 'content/docs');
    await writeFile(path.join(docs, '03-moved.md'), '---\nslug: /elsewhere/page\n---\n# Moved\n');
    await writeFile(path.join(docs, '04-renamed.md'), '---\nid: other-name\n---\n# Renamed\n');
    const m = await model(site.dir);
    assert.is(m.docsById.get('moved')?.route, '/docs/elsewhere/page');
    assert.is(m.docsById.get('other-name')?.route, '/docs/other-name');
  } finally {
    await site.cleanup();
  }
});

test('custom_edit_url replaces the edit link, null removes it', async () => {
  const site = await copyFixture('mini');
  try {
    const docs = path.join(site.dir, 'content/docs');
    await writeFile(path.join(docs, '03-own.md'), '---\ncustom_edit_url: https://cms.example.com/edit/own\n---\n# Own\n');
    await writeFile(path.join(docs, '04-none.md'), '---\ncustom_edit_url: null\n---\n# None\n');
    const m = await model(site.dir);
    assert.is(m.docsById.get('own')?.editUrl, 'https://cms.example.com/edit/own');
    assert.is(m.docsById.get('none')?.editUrl, undefined);
    assert.is(m.docsById.get('start')?.editUrl, 'https://example.com/edit/01-start.md', 'the others keep the site’s');
  } finally {
    await site.cleanup();
  }
});

test('pagination_next naming no doc fails, with the file and line', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'content/docs/03-lost.md'), '---\ntitle: Lost\npagination_next: nope/missing\n---\n# Lost\n');
    const error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.match(error.format(), /^content\/docs\/03-lost\.md:3: front matter pagination_next "nope\/missing" names no doc/);
  } finally {
    await site.cleanup();
  }
});

test('two docs with one id fail, naming both files', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'content/docs/05-start.md'), '# Another start\n');
    const error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.match(error.format(), /^content\/docs\/0[15]-start\.md: doc id "start" is also the id of content\/docs\/0[15]-start\.md/);
  } finally {
    await site.cleanup();
  }
});

test('a broken _category_.json names the file (and line where the parser reports it)', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'content/docs/02-Guides/_category_.json'), '{\n  "label": "Guides",\n  "position": ,\n}\n');
    const error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.match(error.format(), /^content\/docs\/02-Guides\/_category_\.json(:3)?: is not valid JSON: /);
  } finally {
    await site.cleanup();
  }
});

test('a category linked to a doc that is not there fails in its _category_ file, at the line, saying why (spec §8)', async () => {
  const site = await copyFixture('mini');
  const category = path.join(site.dir, 'content/docs/02-Guides/_category_.json');
  try {
    await writeFile(category, '{\n  "label": "Guides",\n  "link": { "type": "doc", "id": "Guides/nope" }\n}\n');
    let error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.match(error.format(), /^content\/docs\/02-Guides\/_category_\.json:3: link: no doc with id "Guides\/nope"\. Available ids: start, Guides\/first\. Link the category to one of them/);
    await writeFile(category, '{\n  "label": "Guides",\n  "link": { "type": "doc", "id": "Guides/secret" }\n}\n');
    error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.match(error.format(), /link: the doc "Guides\/secret" is a draft, left out of this build/);
    const served = await model(site.dir, true);
    assert.ok(served.docsById.has('Guides/secret'), 'with drafts (serve) the link is good');
  } finally {
    await site.cleanup();
  }
});

test('a category file or folder that cannot be read is an error, not skipped', async () => {
  const site = await copyFixture('mini');
  try {
    // A folder where the file should be: reading it fails (EISDIR) as a file without permission would.
    const category = path.join(site.dir, 'content/docs/02-Guides/_category_.json');
    await rm(category);
    await mkdir(category);
    const error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.match(error.format(), /^content\/docs\/02-Guides\/_category_\.json: cannot be read: EISDIR/);
  } finally {
    await site.cleanup();
  }
});

test('a misspelt key in a _category_.json is an error naming it and the keys there are (as Docusaurus refuses it); customProps is one', async () => {
  const site = await copyFixture('mini');
  const file = path.join(site.dir, 'content/docs/02-Guides/_category_.json');
  try {
    await writeFile(file, '{ "lable": "Oops", "position": 2 }\n');
    const error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.is(error.format(), 'content/docs/02-Guides/_category_.json: unknown key "lable" (did you mean "label"?)');
    await writeFile(file, '{ "icon": "book", "position": 2 }\n');
    const far = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.is(
      far.format(),
      'content/docs/02-Guides/_category_.json: unknown key "icon" (check the spelling; a category file takes label, position, collapsed, collapsible, className, description, customProps, link)',
    );
    await writeFile(file, '{ "label": "Guides", "customProps": { "badge": "new" } }\n');
    assert.ok((await model(site.dir)).docs.length > 0, 'customProps is accepted');
  } finally {
    await site.cleanup();
  }
});

test('a category link of an unknown type lists the types; a bad _category_.yml gives its line once', async () => {
  const site = await copyFixture('mini');
  const dir = path.join(site.dir, 'content/docs/02-Guides');
  try {
    await writeFile(path.join(dir, '_category_.json'), '{ "label": "Guides", "link": { "type": "generated" } }\n');
    let error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.is(error.format(), 'content/docs/02-Guides/_category_.json: link.type: expected one of generated-index, doc, got "generated"');
    await rm(path.join(dir, '_category_.json'));
    await writeFile(path.join(dir, '_category_.yml'), 'label: Guides\nposition: [1\n');
    error = (await model(site.dir).catch((e: unknown) => e)) as UserError;
    assert.match(error.format(), /^content\/docs\/02-Guides\/_category_\.yml:3: is not valid YAML: [^\n]*\]$/);
  } finally {
    await site.cleanup();
  }
});

test('a missing docs folder is a clear error', async () => {
  const site = await copyFixture('mini');
  try {
    await mkdir(path.join(site.dir, 'empty'));
    const error = (await buildContentModel({
      config: { ...config, docs: { ...config.docs, path: 'nope' } },
      siteDir: site.dir,
      includeDrafts: false,
      compiler: async () => async () => ({ html: '', contentTitle: undefined, headings: [], links: [], brokenMarkdownLinks: [], markdownLinks: [], searchSections: [], warnings: [], assets: [], missingAssets: [], refusedFiles: [] }),
    }).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.match(error.format(), /^nope: cannot read the docs folder/);
  } finally {
    await site.cleanup();
  }
});

test.run();
