/**
 * The check over an output folder, on a small hand-written one: each broken link, asset and
 * anchor is found, once, on the page whose HTML holds it, whether or not anything links to
 * that page; links resolve as a browser resolves them on the clean URL the page is served at.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkOutput, type LinkCheckResult } from '../../src/cli/links/check.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

async function checkFolder(files: Record<string, string>, baseUrl = '/'): Promise<LinkCheckResult> {
  const dir = await tempDir('docsgen-check-');
  try {
    for (const [file, contents] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), contents);
    }
    return await checkOutput(dir, { origin: 'https://site.example', baseUrl });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const SITE = {
  'index.html': page(
    [
      '<a href="/docs/a">ok</a><a href="/docs/missing">broken</a><img src="/img/missing.png" alt="">',
      '<link rel="canonical" href="https://site.example/"><a href="https://site.example/gone">own origin</a>',
      '<a href="https://other.example/x#frag">external</a><a href="mailto:me@example.com">mail</a>',
    ].join(''),
  ),
  'docs/a/index.html': page(
    [
      '<h2 id="here">Here</h2><a href="#here">ok</a><a href="#nope">same page</a><a href="#nope">again</a>',
      '<a href="/docs/b#there">ok</a><a href="/docs/b#missing">cross page</a><a href="#top">top</a>',
      '<a href="/docs/b#caf%C3%A9">encoded</a><a href="/file.pdf#page=2">pdf</a><a href="#">empty</a>',
    ].join(''),
  ),
  'docs/b/index.html': page('<h2 id="there">There</h2><h2 id="café">Café</h2><a href="./a">sibling</a><a href="../a">up</a>'),
  '404.html': page('<a href="/nowhere">linked from nowhere itself</a>'),
  'file.pdf': '%PDF',
};

test('broken links and assets, each on the page that holds it (pages in file order)', async () => {
  const result = await checkFolder(SITE);
  assert.equal(
    result.brokenLinks.map((p) => [p.page, p.file, p.items.map((i) => [i.href, i.resolved])]),
    [
      ['/404.html', '/404.html', [['/nowhere', '/nowhere']]],
      // Served at /docs/b (no slash), so `../a` is /a, as in a browser.
      ['/docs/b', '/docs/b/index.html', [['../a', '/a']]],
      ['/', '/index.html', [['/docs/missing', '/docs/missing'], ['/img/missing.png', '/img/missing.png'], ['https://site.example/gone', '/gone']]],
    ],
  );
  assert.is(result.pages, 4);
});

test('broken anchors: same-page and cross-page, once each, on the page that holds the link', async () => {
  const result = await checkFolder(SITE);
  assert.equal(result.brokenAnchors, [
    {
      page: '/docs/a',
      file: '/docs/a/index.html',
      items: [
        { href: '#nope', resolved: '/docs/a#nope', target: '/docs/a', fragment: 'nope' },
        { href: '/docs/b#missing', resolved: '/docs/b#missing', target: '/docs/b', fragment: 'missing' },
      ],
    },
  ]);
});

test('external links are collected per page, without fragment, and not judged', async () => {
  const result = await checkFolder(SITE);
  assert.equal([...result.external.keys()], ['https://other.example/x']);
  assert.equal([...result.external.get('https://other.example/x')!], [['/index.html', 'https://other.example/x#frag']]);
});

test('with a baseUrl, links must carry it: a path that leaves it is broken, a full URL there is another app (external)', async () => {
  const result = await checkFolder(
    {
      'index.html': page('<a href="/base/docs/a">ok</a><a href="/docs/a">no base</a><a href="/base">root</a><a href="docs/a#x">relative</a><a href="https://site.example/blog">other app</a>'),
      'docs/a/index.html': page('<h2 id="x">x</h2><a href="../">up</a><a href="../../../x">too far up</a>'),
    },
    '/base/',
  );
  assert.equal(
    result.brokenLinks.map((p) => [p.page, p.items.map((i) => [i.resolved, i.reason])]),
    [
      ['/base/docs/a', [['/x', 'outside the baseUrl /base/']]],
      ['/base/', [['/docs/a', 'outside the baseUrl /base/']]],
    ],
  );
  assert.equal([...result.external.keys()], ['https://site.example/blog']);
  assert.equal(result.brokenAnchors, []);
});

test.run();
