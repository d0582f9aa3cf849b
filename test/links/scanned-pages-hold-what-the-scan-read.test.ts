/**
 * Scans held for the gate in compact form (links/scanned-pages.ts) read back as the scanner
 * returned them: ids, each link with whether it navigates, in order, and `<base href>`; less the
 * links to the page's own anchors that are there (counted as settled), on a page without a base.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import v8 from 'node:v8';
import { scanHtml } from '../../src/cli/links/html-scan.ts';
import { compactScan, ScannedPages } from '../../src/cli/links/scanned-pages.ts';

const pages = {
  '/a/index.html': '<base href="/docs/"><h2 id="x">x</h2><a name="old"></a><a href="/b">b</a><img src="/i.png" alt=""><a href="#x">x</a><link rel="stylesheet" href="/s.css">',
  '/b/index.html': '<a href="/b">b</a><a href="/a/#x">a</a><a href="/b">again</a><a href="#top">top</a><script src="/app.js"></script><a href="/a/#x">a again</a>',
  '/c/index.html': '<p>no links</p>',
};

test('each page reads back as scanned, after crossing threads', () => {
  const held = new ScannedPages();
  // Structured clone, as the output thread's replies are.
  for (const [file, html] of Object.entries(pages)) held.add(file, v8.deserialize(v8.serialize(compactScan(scanHtml(html)))));
  // `#top` on /b needs no id; `#x` on /a points at its base, not at the page.
  const settled: Record<string, string[]> = { '/a/index.html': [], '/b/index.html': ['#top'], '/c/index.html': [] };
  for (const [file, html] of Object.entries(pages)) {
    const read = scanHtml(html);
    const links = read.links.filter((link) => !settled[file]!.includes(link.url));
    assert.equal(held.get(file), { ...read, links, settled: settled[file]!.length }, file);
  }
  assert.is(held.size, 3);
  assert.is(held.get('/d/index.html'), undefined);
  assert.equal(held.get('/a/index.html')?.links.map((l) => l.navigation), [true, false, true, false]);
});

test.run();
