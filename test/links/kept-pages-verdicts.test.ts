/**
 * A warm build's gate takes a kept page on its verdict (check.ts, scanned-pages.ts): a page the
 * last gate found nothing wrong on, over the same listing, is not read again while it and the
 * pages its anchors point into are kept. The results are those of a check that reads every page;
 * a page its anchors point into that changed, or a different listing, and the page is read again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { checkOutput, type LinkCheckResult } from '../../src/cli/links/check.ts';
import { runLinkGate } from '../../src/cli/links/gate.ts';
import { listOutput } from '../../src/cli/links/output-files.ts';
import { scanHtml } from '../../src/cli/links/html-scan.ts';
import { compactScan, ScannedPages, type HeldScan } from '../../src/cli/links/scanned-pages.ts';
import { tempDirWith } from '../helpers/temp-dir.ts';

const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;
const site = { origin: 'https://site.example', baseUrl: '/' };

const PAGES: Record<string, string> = {
  'docs/a/index.html': page('<h2 id="top">A</h2><a href="#top">own</a><a href="/docs/b#part">into b</a><a href="/docs/c">c</a><a href="https://elsewhere.example/x">out</a>'),
  'docs/b/index.html': page('<h2 id="part">B</h2><a href="/docs/a">a</a>'),
  'docs/c/index.html': page('<a href="/docs/gone">broken</a><a href="/docs/a#nope">broken anchor</a>'),
  'docs/d/index.html': page('<a href="/files/guide.pdf#page=2">a file</a>'),
  'files/guide.pdf': 'pdf',
};

const folder = (files: Record<string, string>) => tempDirWith('docsgen-verdicts-', files);

/** The build's scans of the pages it wrote, as they cross to the next build (through the ledger's serialization). */
function written(pages: Record<string, string>): ScannedPages {
  const scans = new ScannedPages();
  for (const [file, html] of Object.entries(pages)) if (file.endsWith('.html')) scans.add(`/${file}`, compactScan(scanHtml(html)));
  return scans;
}

/** The next build's scans: `kept` pages adopted from `before` with what its gate left on them, the others written again. */
function nextBuild(before: ScannedPages, pages: Record<string, string>, kept: readonly string[]): { scans: ScannedPages; reads: string[] } {
  const scans = new ScannedPages();
  const archived = v8.deserialize(v8.serialize([...before.keys()].map((file) => [file, before.held(file)]))) as [string, HeldScan][];
  for (const [file, held] of archived) {
    if (kept.includes(file)) scans.adopt(file, held, before.urlList);
    else scans.add(file, compactScan(scanHtml(pages[file.slice(1)]!)));
  }
  // Which pages the check reads the links of.
  const reads: string[] = [];
  const get = scans.get.bind(scans);
  scans.get = (file) => (reads.push(file), get(file));
  return { scans, reads };
}

const findings = (result: LinkCheckResult) => ({
  pages: result.pages,
  links: result.links,
  broken: result.brokenLinks.map((p) => [p.file, p.items.map((i) => i.href)]),
  anchors: result.brokenAnchors.map((p) => [p.file, p.items.map((i) => i.href)]),
});

test('kept pages found clean are taken on their verdicts, with the same results as reading every page', async () => {
  const dir = await folder(PAGES);
  const first = written(PAGES);
  const cold = await checkOutput(dir, site, { scanned: first, verdicts: { pages: first, reuse: false } });
  assert.equal(findings(cold).broken, [['/docs/c/index.html', ['/docs/gone']]]);
  assert.equal(findings(cold).anchors, [['/docs/c/index.html', ['/docs/a#nope']]]);

  const all = ['/docs/a/index.html', '/docs/b/index.html', '/docs/c/index.html', '/docs/d/index.html'];
  const { scans, reads } = nextBuild(first, PAGES, all);
  const warm = await checkOutput(dir, site, { scanned: scans, verdicts: { pages: scans, reuse: true } });
  assert.equal(findings(warm), findings(cold));
  assert.equal(reads, ['/docs/c/index.html'], 'only the page with findings is read again');

  // A build after that one takes the verdicts the warm one carried.
  const again = nextBuild(scans, PAGES, all);
  assert.equal(findings(await checkOutput(dir, site, { scanned: again.scans, verdicts: { pages: again.scans, reuse: true } })), findings(cold));
  assert.equal(again.reads, ['/docs/c/index.html']);
});

test('a page whose anchor points into a page made again is read again: the anchor that went is found', async () => {
  const dir = await folder(PAGES);
  const first = written(PAGES);
  await checkOutput(dir, site, { scanned: first, verdicts: { pages: first, reuse: false } });
  const changed = { ...PAGES, 'docs/b/index.html': page('<h2 id="renamed">B</h2><a href="/docs/a">a</a>') };
  await writeFile(path.join(dir, 'docs/b/index.html'), changed['docs/b/index.html']!);
  const { scans, reads } = nextBuild(first, changed, ['/docs/a/index.html', '/docs/c/index.html', '/docs/d/index.html']);
  const result = await checkOutput(dir, site, { scanned: scans, verdicts: { pages: scans, reuse: true } });
  assert.ok(reads.includes('/docs/a/index.html'), 'a, whose anchor points into b, is read again');
  assert.not.ok(reads.includes('/docs/d/index.html'), "d's anchor points into a file, not a page: its verdict stands");
  assert.equal(findings(result).anchors, [
    ['/docs/a/index.html', ['/docs/b#part']],
    ['/docs/c/index.html', ['/docs/a#nope']],
  ]);
  const full = await checkOutput(dir, site, { scanned: nextBuild(first, changed, []).scans });
  assert.equal(findings(result), findings(full));
});

test('over another listing, or without reuse, every page is read again; a page with findings loses the verdict it had', async () => {
  const dir = await folder(PAGES);
  const first = written(PAGES);
  await checkOutput(dir, site, { scanned: first, verdicts: { pages: first, reuse: false } });
  const all = ['/docs/a/index.html', '/docs/b/index.html', '/docs/c/index.html', '/docs/d/index.html'];
  // docs/c's target is a page now, and d's file is gone: the build that says the listing changed reads every page.
  await mkdir(path.join(dir, 'docs/gone'), { recursive: true });
  await writeFile(path.join(dir, 'docs/gone/index.html'), page(''));
  await rm(path.join(dir, 'files/guide.pdf'));
  const { scans, reads } = nextBuild(first, PAGES, all);
  assert.ok(scans.verdictOf('/docs/d/index.html'), 'd was clean');
  const result = await checkOutput(dir, site, { scanned: scans, verdicts: { pages: scans, reuse: false } });
  assert.equal(reads.sort(), [...all, '/docs/gone/index.html'].sort());
  assert.equal(findings(result).broken, [['/docs/d/index.html', ['/files/guide.pdf#page=2']]]);
  assert.is(scans.verdictOf('/docs/d/index.html'), undefined, 'd has a broken link now: its verdict is gone');
  assert.is(scans.verdictOf('/docs/c/index.html'), undefined, 'c still has a broken anchor');
  assert.ok(scans.verdictOf('/docs/a/index.html'), 'a is clean over the new listing');
  const later = nextBuild(scans, PAGES, all);
  await checkOutput(dir, site, { scanned: later.scans, verdicts: { pages: later.scans, reuse: true } });
  assert.ok(later.reads.includes('/docs/d/index.html'), 'and d is read again in the next build');
});

test('the gate lets verdicts stand only over the listing they were made against, and never when it fetches external links', async () => {
  // No link to another site: the external check has nothing to fetch.
  const pages = Object.fromEntries(Object.entries(PAGES).map(([file, html]) => [file, html.replace('<a href="https://elsewhere.example/x">out</a>', '')]));
  const dir = await folder(pages);
  const config = { url: site.origin, baseUrl: site.baseUrl, onBrokenLinks: 'warn', onBrokenAnchors: 'warn', staticDir: 'static' } as const;
  const logger = { info: () => {}, warn: () => {} };
  const gate = async (scans: ScannedPages, madeAgainst: string | undefined, external = false) =>
    (await runLinkGate({ outDir: dir, siteDir: dir, config, logger, scanned: scans, listing: await listOutput(dir), staticPages: new Set(), external, verdicts: { pages: scans, madeAgainst } }))!;
  const all = ['/docs/a/index.html', '/docs/b/index.html', '/docs/c/index.html', '/docs/d/index.html'];

  const first = written(pages);
  const cold = await gate(first, undefined);
  assert.type(cold.verdictsListing, 'string', 'the digest to keep with the verdicts');
  const same = nextBuild(first, pages, all);
  const warm = await gate(same.scans, cold.verdictsListing);
  assert.equal(same.reads, ['/docs/c/index.html'], 'over the same listing only the page with findings is read');
  assert.is(warm.verdictsListing, cold.verdictsListing);
  assert.equal(findings(warm), findings(cold));

  const stale = nextBuild(first, pages, all);
  await gate(stale.scans, 'another listing');
  assert.equal(stale.reads.sort(), all, 'verdicts made against another listing do not stand');
  const fetching = nextBuild(first, pages, all);
  await gate(fetching.scans, cold.verdictsListing, true);
  assert.equal(fetching.reads.sort(), all, 'a page taken on its verdict would not be read for its external links');

  await writeFile(path.join(dir, 'docs/new.html'), page(''));
  assert.is.not((await gate(nextBuild(first, pages, all).scans, cold.verdictsListing)).verdictsListing, cold.verdictsListing, 'a new file is a new listing');
});

test('a verdict that is not one (a damaged cache) is no verdict', () => {
  const scans = new ScannedPages();
  const held = { ...written({ 'docs/a/index.html': PAGES['docs/a/index.html']! }).held('/docs/a/index.html')!, verdict: { links: '3', anchors: 7 } as never };
  scans.adopt('/docs/a/index.html', held, []);
  assert.is(scans.verdictOf('/docs/a/index.html'), undefined);
});

test.run();
