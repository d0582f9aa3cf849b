/**
 * Property: the gate finds the same over the pages the build scanned while writing them (each
 * page's links to its own anchors settled there and then, scanned-pages.ts) as over the same
 * pages read back from the folder: the same broken links and anchors, in the same order, the
 * same count of links. fast-check makes the folders: ids, same-page and cross-page fragments
 * (encoded, `#top`, bare `#`, with a space), `<base href>`, links that are not navigations, and
 * a static `docs/a.html` that answers `docs/a/index.html`'s URL in its place.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkOutput } from '../../src/cli/links/check.ts';
import { scanHtml } from '../../src/cli/links/html-scan.ts';
import { compactScan, ScannedPages } from '../../src/cli/links/scanned-pages.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const site = { origin: 'https://site.example', baseUrl: '/' };
const FILES = ['index.html', 'docs/a/index.html', 'docs/b/index.html', '404.html', 'docs/a.html'] as const;
const IDS = ['a', 'b', 'café', 'x y', 'top-1', '__docusaurus_skipToContent_fallback'];
const HREFS = ['#a', '#b', '#nope', '#caf%C3%A9', '#café', '#top', '#', '#x y', '#x%20y', '#__docusaurus_skipToContent_fallback', '/docs/a#a', '/docs/b#zz', '../b/#b', '/docs/a', 'https://site.example/docs/a/#b', '/gone#a'];

const element = fc.constantFrom('a', 'area', 'link');
const link = fc.tuple(element, fc.constantFrom(...HREFS)).map(([tag, href]) => `<${tag} href="${href}">${tag === 'a' ? 'x</a>' : ''}`);
const page = fc.record({
  ids: fc.subarray(IDS),
  links: fc.array(link, { maxLength: 10 }),
  base: fc.option(fc.constantFrom('/docs/b/', '/docs/a/#frag', 'https://elsewhere.example/'), { nil: undefined, freq: 2 }),
});

function html({ ids, links, base }: { ids: string[]; links: string[]; base: string | undefined }): string {
  const head = base === undefined ? '' : `<base href="${base}">`;
  return `<!DOCTYPE html><html><head>${head}</head><body>${ids.map((id) => `<h2 id="${id}">h</h2>`).join('')}${links.join('')}</body></html>`;
}

test('pages scanned while written are judged as the same pages read from the folder', async () => {
  await fc.assert(
    fc.asyncProperty(fc.subarray([...FILES], { minLength: 1 }), fc.array(page, { minLength: FILES.length, maxLength: FILES.length }), async (files, pages) => {
      const dir = await tempDir('docsgen-settled-');
      const scanned = new ScannedPages();
      for (const [i, file] of files.entries()) {
        const text = html(pages[i]!);
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
        // The static page is copied, not written by the build: never scanned.
        if (file !== 'docs/a.html') scanned.add(`/${file}`, compactScan(scanHtml(text)));
      }
      const fromDisk = await checkOutput(dir, site);
      const fromScans = await checkOutput(dir, site, { scanned });
      assert.equal(fromScans, fromDisk);
    }),
    { numRuns: 150, seed: 20261128 },
  );
});

test('a page whose URL another file answers has its own anchors judged against that file', async () => {
  const dir = await tempDir('docsgen-settled-');
  const text = html({ ids: ['a'], links: ['<a href="#a">x</a>'], base: undefined });
  await mkdir(path.join(dir, 'docs/a'), { recursive: true });
  await writeFile(path.join(dir, 'docs/a/index.html'), text);
  await writeFile(path.join(dir, 'docs/a.html'), html({ ids: [], links: [], base: undefined }));
  const scanned = new ScannedPages();
  scanned.add('/docs/a/index.html', compactScan(scanHtml(text)));
  const result = await checkOutput(dir, site, { scanned });
  assert.equal(result.brokenAnchors.map((p) => [p.file, p.items.map((i) => i.target)]), [['/docs/a/index.html', ['/docs/a']]], '/docs/a is docs/a.html, which has no #a');
  assert.is(result.links, 1);
});

test('a page’s own anchors that are there are not held, the others are', () => {
  const scan = compactScan(scanHtml(html({ ids: ['a'], links: ['<a href="#a">x</a>', '<a href="#nope">x</a>', '<a href="/docs/b#a">x</a>', '<link href="#a">'], base: undefined })));
  assert.equal(scan.urls, ['#nope', '/docs/b#a', '#a']);
  assert.is(scan.settled, 1);
  const withBase = compactScan(scanHtml(html({ ids: ['a'], links: ['<a href="#a">x</a>'], base: '/docs/b/' })));
  assert.equal(withBase.urls, ['#a'], 'a page with <base href> keeps them: #a points at the base');
  assert.is(withBase.settled, 0);
});

test.run();
