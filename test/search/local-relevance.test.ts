/**
 * Relevance on this site's own API: a query for a component, helper or option name, typed as a
 * reader would (any case), finds the page that documents it first, with its section right after.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';
import { openHarness, search, withProviderHarness } from './provider-harness.ts';

const test = browserSuite('local search relevance', async () => withProviderHarness(await buildRealSite()));

const CONFIG = '/docs/Configurations/basic-configuration';
const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** Each name and the page whose text documents it (read from content/docs). */
const DOCUMENTED: Record<string, string> = {
  Picture: '/docs/Features/picture-component',
  RemoteImage: '/docs/Features/remote-image-component',
  RemotePicture: '/docs/Features/remote-image-component',
  getOptimizedImageProps: '/docs/Features/get-props',
  withExportImages: '/docs/getting-started',
  outDir: CONFIG,
  imageDir: CONFIG,
  cacheDir: CONFIG,
  ignorePaths: CONFIG,
  externalImageDir: CONFIG,
  quality: CONFIG,
  basePath: CONFIG,
  filenameGenerator: CONFIG,
  sourceImageParser: CONFIG,
  sharpOptions: CONFIG,
  convertFormat: CONFIG,
  generateFormats: CONFIG,
  remoteImages: CONFIG,
  processingConcurrency: CONFIG,
  mode: CONFIG,
};

test('a documented name finds its page first', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const misses: string[] = [];
  for (const [name, url] of Object.entries(DOCUMENTED)) {
    for (const query of [name, name.toLowerCase()]) {
      const { hits } = await search(page, { query, facetFilters: CONTEXTUAL });
      if (hits[0]?.url !== url) misses.push(`${query} → ${hits[0]?.url ?? 'nothing'}`);
    }
  }
  assert.equal(misses, []);
  await page.close();
});

test('an option documented on two pages finds one of them first, each with its section', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const { hits } = await search(page, { query: 'remoteImagesDownloadsDelay', facetFilters: CONTEXTUAL });
  const sections = hits.filter((h) => h.type === 'lvl3').map((h) => h.url);
  assert.ok(['/docs/Features/external-images', CONFIG].includes(hits[0]!.url));
  assert.ok(sections.includes(`${CONFIG}#remoteimagesdownloadsdelay`));
  assert.ok(sections.includes('/docs/Features/external-images#remoteimagesdownloadsdelay'));
  await page.close();
});

test('the section named by the query follows its page', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  for (const option of ['imageDir', 'sharpOptions', 'remoteImages', 'quality']) {
    const { hits } = await search(page, { query: option, facetFilters: CONTEXTUAL });
    assert.is(hits[1]?.url, `${CONFIG}#${option.toLowerCase()}`, option);
    assert.is(hits[1]?.type, 'lvl3', option);
    assert.equal([hits[1]?.hierarchy.lvl0, hits[1]?.hierarchy.lvl1, hits[1]?.hierarchy.lvl2], ['Configurations', 'Basic Configuration', 'Optional fields'], option);
  }
  await page.close();
});

test('a name typed partly, past a shorter word (`file` in `filena`), finds its page first and marks the name', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const typed: Record<string, [string, string]> = {
    filena: [CONFIG, 'filenameGenerator'],
    sourceIm: [CONFIG, 'sourceImageParser'],
    withEx: ['/docs/getting-started', 'withExportImages'],
  };
  for (const [query, [url, name]] of Object.entries(typed)) {
    const { hits } = await search(page, { query, facetFilters: CONTEXTUAL });
    assert.is(hits[0]?.url, url, query);
    const marks = hits
      .filter((h) => h.url.startsWith(url))
      .flatMap((h) => [h._highlightResult?.content?.value ?? '', ...Object.values(h._highlightResult?.hierarchy ?? {}).map((v) => v?.value ?? '')])
      .flatMap((value) => [...value.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]));
    assert.ok(marks.includes(name), `${query}: ${name} marked`);
    assert.equal(marks.filter((m) => m !== name), [], `${query}: nothing else marked on its page`);
  }
  await page.close();
});

test('a misspelled name finds its page first, the name marked where it is a heading', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const misspelled: Record<string, [string, string]> = {
    qualty: [`${CONFIG}#quality`, 'quality'],
    sharpOptins: [`${CONFIG}#sharpoptions`, 'sharpOptions'],
    filenameGenrator: [`${CONFIG}#filenamegenerator`, 'filenameGenerator'],
    pictrue: ['/docs/Features/picture-component', 'Picture'],
  };
  for (const [query, [url, marked]] of Object.entries(misspelled)) {
    const { hits } = await search(page, { query, facetFilters: CONTEXTUAL });
    assert.is(hits[0]?.url, url.split('#')[0], query);
    const hit = hits.find((h) => h.url === url)!;
    assert.ok(hit, `${query}: ${url} among the hits`);
    const level = hit.type === 'content' ? 'lvl1' : hit.type;
    assert.match(hit._highlightResult?.hierarchy?.[level as 'lvl1']?.value ?? '', `<mark>${marked}</mark>`, query);
  }
  await page.close();
});

test('a multi-word name typed as it is typed keeps finding its page', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  const target = '/docs/Features/get-props';
  const phrase = 'get optimized image props';
  for (let end = 'get o'.length; end <= phrase.length; end++) {
    const query = phrase.slice(0, end);
    if (query.endsWith(' ')) continue;
    const { hits } = await search(page, { query, facetFilters: CONTEXTUAL });
    assert.ok(
      hits.some((h) => h.url === target),
      query,
    );
  }
  const { hits } = await search(page, { query: 'remote ima', facetFilters: CONTEXTUAL });
  assert.is(hits[0]?.url, '/docs/Features/remote-image-component');
  await page.close();
});

test.run();
