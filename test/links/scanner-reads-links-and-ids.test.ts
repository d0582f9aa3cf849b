/**
 * The page scanner: the ids a `#fragment` can point at and every URL a page refers to, read the
 * way a browser would (entities decoded, comments and script text are not markup).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scanHtml } from '../../src/cli/links/html-scan.ts';

const urls = (html: string) => scanHtml(html).links.map((link) => link.url);

test('ids of any element and names of <a> are anchors', () => {
  const { ids } = scanHtml('<h2 id="setup">Setup</h2><div ID=plain></div><a name="legacy"></a><span name="not-an-anchor"></span>');
  assert.equal([...ids].sort(), ['legacy', 'plain', 'setup']);
});

test('a link marked data-noBrokenLinkCheck (any case) is not read; its ids still are', () => {
  const { links, ids } = scanHtml('<a id="kept" href="/by-the-host" data-noBrokenLinkCheck="true">x</a><a href="/checked" data-nobrokenlinkcheck>y</a><a href="/docs/z">z</a>');
  assert.equal(links.map((link) => link.url), ['/docs/z']);
  assert.ok(ids.has('kept'));
});

test('links and assets of every kind, in document order', () => {
  const html = [
    '<link rel="stylesheet" href="/assets/a.css"><link rel="preconnect" href="https://fonts.example">',
    '<script type="module" src="/assets/main.js"></script>',
    '<meta property="og:image" content="https://site.example/img/card.png"><meta name="description" content="Not a URL">',
    '<meta http-equiv="refresh" content="0; url=/docs/intro">',
    '<a href="/docs/x">x</a><img src="/img/a.png" srcset="/img/a-1x.png 1x, /img/a-2x.png 2x" alt="">',
    '<video poster="/img/p.jpg"><source src="/v.webm"></video><iframe src="/embed"></iframe>',
  ].join('');
  assert.equal(urls(html), [
    '/assets/a.css',
    '/assets/main.js',
    'https://site.example/img/card.png',
    '/docs/intro',
    '/docs/x',
    '/img/a.png',
    '/img/a-1x.png',
    '/img/a-2x.png',
    '/img/p.jpg',
    '/v.webm',
    '/embed',
  ]);
});

test('only <a> and <area> links are navigations (the ones that can target an anchor)', () => {
  const { links } = scanHtml('<a href="#x">x</a><area href="/map#y"><link rel="canonical" href="/p#z">');
  assert.equal(links.map((l) => l.navigation), [true, true, false]);
});

test('attribute values are decoded; quoting styles are all understood', () => {
  assert.equal(urls(`<a href="/q?a=1&amp;b=2">1</a><a href='/single'>2</a><a href=/bare>3</a><a class=x href = "/spaced" >4</a>`), [
    '/q?a=1&b=2',
    '/single',
    '/bare',
    '/spaced',
  ]);
  assert.equal(urls('<a href="/caf&#xE9;/&#39;x&#39;">x</a><a href="/keep?x=1&lt=2">y</a>'), ["/café/'x'", '/keep?x=1&lt=2']);
  assert.ok(scanHtml('<h2 id="a&amp;b">x</h2>').ids.has('a&b'));
});

test('a ">" inside a quoted value does not end the tag', () => {
  const scan = scanHtml('<a title="a > b" href="/after">x</a>');
  assert.equal(scan.links.map((l) => l.url), ['/after']);
});

test('comments, script and style text are not markup', () => {
  const html = [
    '<!-- <a href="/commented">x</a> -->',
    '<script>document.write(\'<a href="/in-script" id="fake">\')</script>',
    '<style>a[href="/in-style"]{}</style>',
    '<SCRIPT>var s = "<a href=/upper>";</SCRIPT>',
    '<a href="/real" id="real">real</a>',
  ].join('');
  const scan = scanHtml(html);
  assert.equal(scan.links.map((l) => l.url), ['/real']);
  assert.equal([...scan.ids], ['real']);
});

test('escaped markup in text (code samples) is not a link', () => {
  assert.equal(urls('<pre><code>&lt;a href="/sample"&gt;x&lt;/a&gt; href="/prose"</code></pre>'), []);
});

test('a tag cut off at the end of the file is skipped, not guessed', () => {
  assert.equal(urls('<a href="/ok">ok</a><a href="/cut" title="no end'), ['/ok']);
  assert.equal(urls('<a href="/ok">ok</a><script src="/s.js">var x = 1;'), ['/ok', '/s.js']);
});

test('element and entity names that are also names of JavaScript object members are plain names', () => {
  const scan = scanHtml('<constructor id="c"><tostring>x</tostring></constructor><a href="/x?&constructor;">y</a>');
  assert.equal([...scan.ids], ['c']);
  assert.equal(scan.links.map((l) => l.url), ['/x?&constructor;']);
});

test('<base href> is reported for resolving', () => {
  assert.is(scanHtml('<head><base href="/docs/"></head>').base, '/docs/');
  assert.is(scanHtml('<p>no base</p>').base, undefined);
});

test.run();
