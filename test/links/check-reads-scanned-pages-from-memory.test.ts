/**
 * The build hands the gate the pages it scanned while writing them: those are not read again
 * from the folder, the others (pages it did not write) are, and the folder alone decides which pages and
 * files exist.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkOutput } from '../../src/cli/links/check.ts';
import { scanHtml } from '../../src/cli/links/html-scan.ts';
import { tempDirWith } from '../helpers/temp-dir.ts';

const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

const folder = (files: Record<string, string>) => tempDirWith('docsgen-scanned-', files);

const site = { origin: 'https://site.example', baseUrl: '/' };

test('a scanned page is judged by its scan, an unscanned one by its file', async () => {
  const dir = await folder({
    // On disk this page links to nothing; its scan (what the build wrote) holds the broken link.
    'index.html': page('<a href="/docs/a">ok</a>'),
    'docs/a/index.html': page('<a href="/gone-static">broken, read from disk</a>'),
  });
  const scanned = new Map([['/index.html', scanHtml(page('<a href="/gone-scanned">broken</a>'))]]);
  const result = await checkOutput(dir, site, { scanned });
  assert.equal(
    result.brokenLinks.map((p) => [p.file, p.items.map((i) => i.href)]),
    [
      ['/docs/a/index.html', ['/gone-static']],
      ['/index.html', ['/gone-scanned']],
    ],
  );
  assert.is(result.pages, 2);
});

test('a scan of a file not in the folder is neither a page nor a link target', async () => {
  const dir = await folder({ 'index.html': page('<a href="/ghost">to a page only scanned</a>') });
  const scanned = new Map([['/ghost/index.html', scanHtml(page('<a href="/elsewhere">x</a>'))]]);
  const result = await checkOutput(dir, site, { scanned });
  assert.is(result.pages, 1);
  assert.equal(result.brokenLinks.map((p) => p.items.map((i) => i.href)), [['/ghost']]);
});


test('a same-page #fragment resolves as the page URL with that fragment would', async () => {
  const fragments = ['#nope', '#caf%C3%A9', '#a:b/c?d', '#with space', '#"q"', '#é', '#'];
  const page = (href: (f: string) => string) => `<!DOCTYPE html><html><body><h2 id="here">x</h2>${fragments.map((f) => `<a href="${href(f).replace(/"/g, '&quot;')}">x</a>`).join('')}</body></html>`;
  const short = await checkOutput(await folder({ 'docs/a/index.html': page((f) => f) }), site);
  const long = await checkOutput(await folder({ 'docs/a/index.html': page((f) => `https://site.example/docs/a${f}`) }), site);
  const anchors = (r: typeof short) => r.brokenAnchors.flatMap((p) => p.items.map((i) => [i.resolved, i.target, i.fragment]));
  assert.equal(anchors(short), anchors(long));
  assert.equal(anchors(short).map(([resolved]) => resolved), ['/docs/a#nope', '/docs/a#caf%C3%A9', '/docs/a#a:b/c?d', '/docs/a#with%20space', '/docs/a#%22q%22', '/docs/a#%C3%A9']);
  assert.equal(short.brokenLinks, []);
});

test.run();
