/**
 * The real site: every route of the spec is built, with the page set (titles, descriptions,
 * sidebar order) pinned so that no change can drop a page silently.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRealSite } from '../helpers/site.ts';

const SPEC_ROUTES = [
  '/', '/search', '/docs/intro', '/docs/getting-started', '/docs/comparison', '/docs/examples', '/docs/qa',
  '/docs/Configurations/basic-configuration', '/docs/Features/build-mode', '/docs/Features/external-images',
  '/docs/Features/get-props', '/docs/Features/picture-component', '/docs/Features/remote-image-component',
  '/docs/category/features', '/docs/category/configurations',
];

const PAGE_SET = [
  ['/docs/intro', 'Introduction'],
  ['/docs/getting-started', 'Getting Started'],
  ['/docs/category/features', 'Features'],
  ['/docs/Features/picture-component', 'Picture component'],
  ['/docs/Features/remote-image-component', 'RemoteImage component'],
  ['/docs/Features/build-mode', 'Build Mode'],
  ['/docs/Features/get-props', 'Get Optimized Image Props'],
  ['/docs/Features/external-images', 'External images'],
  ['/docs/category/configurations', 'Configuration'],
  ['/docs/Configurations/basic-configuration', 'Basic Configuration'],
  ['/docs/comparison', 'Comparison with similar libraries'],
  ['/docs/examples', 'Examples'],
  ['/docs/qa', 'Q&A'],
];

test('every route of the spec is a page of the build', async () => {
  const { outDir, routes } = await buildRealSite();
  for (const route of SPEC_ROUTES) {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    assert.ok(existsSync(path.join(outDir, file)), `${route} → ${file}`);
    assert.ok(routes.some((r) => r.path === route), `route table has ${route}`);
  }
  assert.ok(existsSync(path.join(outDir, '404.html')));
  assert.ok(existsSync(path.join(outDir, 'sitemap.xml')));
});

test('the page set: routes, titles and sidebar reading order', async () => {
  const { routes, model } = await buildRealSite();
  assert.equal(
    model.order.map((o) => [o.href, routes.find((r) => '/' + r.path.slice(1) === o.href)?.title]),
    PAGE_SET,
  );
  for (const route of routes.filter((r) => r.kind === 'doc')) {
    assert.ok(route.description.length > 20, `${route.path} has a description`);
  }
});

test('every doc has a description in its front matter', async () => {
  const { model } = await buildRealSite();
  for (const doc of model.docs) assert.type(doc.source.frontMatter.description, 'string', doc.id);
});

test('the draft is hidden: no page, not in the sidebar, the sitemap or the payloads', async () => {
  const { outDir, model } = await buildRealSite();
  assert.equal(model.version.draftIds, ['planned-features']);
  assert.not.ok(existsSync(path.join(outDir, 'docs/planned-features')));
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  assert.not.match(sitemap, /planned-features/);
  const site = JSON.parse(readFileSync(path.join(outDir, '_docsgen/site.json'), 'utf8'));
  assert.not.ok(site.versions[0].docs.some((d: { id: string }) => d.id === 'planned-features'));
  assert.not.ok(existsSync(path.join(outDir, '_docsgen/routes/docs/planned-features.json')));
  assert.is((sitemap.match(/<loc>/g) ?? []).length, 14);
  assert.match(sitemap, /<loc>https:\/\/next-export-optimize-images\.vercel\.app\/docs\/intro<\/loc>/);
});

test('categories: Features at 3 and Configurations at 4, both generated indexes', async () => {
  const { model } = await buildRealSite();
  const categories = model.sidebar.filter((i) => i.type === 'category');
  assert.equal(categories.map((c) => [c.label, c.href, c.className]), [
    ['Features', '/docs/category/features', 'red'],
    ['Configurations', '/docs/category/configurations', 'red'],
  ]);
  assert.equal(model.sidebar.map((i) => i.label).slice(0, 4), ['Introduction', 'Getting Started', 'Features', 'Configurations']);
});

test('site data for the client: docs entries, version, locale', async () => {
  const { outDir } = await buildRealSite();
  const site = JSON.parse(readFileSync(path.join(outDir, '_docsgen/site.json'), 'utf8'));
  const version = site.versions[0];
  assert.equal(
    { name: version.name, label: version.label, isLast: version.isLast, path: version.path, mainDocId: version.mainDocId, draftIds: version.draftIds, sidebars: Object.keys(version.sidebars) },
    { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'intro', draftIds: ['planned-features'], sidebars: ['tutorialSidebar'] },
  );
  assert.ok(version.docs.some((d: { id: string; path: string; sidebar: string }) => d.id === 'Features/get-props' && d.path === '/docs/Features/get-props' && d.sidebar === 'tutorialSidebar'));
  assert.equal(site.i18n.localeConfigs.en, { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' });
});

test('route payloads carry the data a client navigation swaps in', async () => {
  const { outDir } = await buildRealSite();
  const payload = JSON.parse(readFileSync(path.join(outDir, '_docsgen/routes/docs/intro.json'), 'utf8'));
  assert.equal(Object.keys(payload).sort(), ['breadcrumbs', 'copyPage', 'description', 'docId', 'editUrl', 'footer', 'hideTableOfContents', 'hideTitle', 'html', 'image', 'kind', 'markdown', 'pagination', 'path', 'sidebarId', 'title', 'toc'].sort());
  assert.is(payload.title, 'Introduction');
  assert.match(payload.html, /<h2 id="feature"/);
});

test.run();
