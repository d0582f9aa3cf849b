/**
 * docsgen's query engine over the Pagefind index the build writes, in Node: the files are made in
 * memory by the build's own writer and read through a counting reader, so a test can say what a
 * query matched, in which order, and which files it had to read.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gunzipSync } from 'node:zlib';
import { pagefindIndexFiles } from '../../src/cli/search/pagefind/index-files.ts';
import type { SearchPage } from '../../src/cli/search/records.ts';
import { IndexEngine, type IndexEntry } from '../../src/runtime/search/providers/index-engine.ts';

const page = (slug: string, title: string, texts: string[], over: Partial<SearchPage> = {}): SearchPage => ({
  url: `https://example.com/docs/${slug}`,
  lvl0: 'Guides',
  title,
  description: null,
  language: 'en',
  docusaurusTag: ['default', 'docs-default-current'],
  version: ['current'],
  sections: [{ heading: null, texts }],
  ...over,
});

const PAGES: SearchPage[] = [
  page('configure', 'Configure the loader', ['How to configure the image loader for every page.']),
  page('configuration', 'Configuration reference', ['Every configuration option, and the loader settings.']),
  page('confirm', 'Confirm dialogs', ['Ask the reader to confirm before deleting.']),
  page('cache', 'Caching', ['Cache headers tell browsers how long to keep images.', 'The loader never caches.']),
  page('mentions', 'Assorted notes', ['Caching caching caching: the cache cache cache of cached things, and headers.']),
  page('phrase', 'Phrases', ['A responsive image loader, and an image that is responsive.']),
  page('cafe', 'Café society', ['The café and the cafe are the same word once folded.']),
  page('sections', 'Sections', [], {
    sections: [
      { heading: null, texts: ['Quokka at the top.'] },
      { heading: { id: 'first', level: 2, text: 'First heading' }, texts: ['Nothing here.'] },
      { heading: { id: 'second', level: 2, text: 'Second heading' }, texts: ['A quokka again.'] },
      { heading: { id: 'third', level: 3, text: 'Quokka heading' }, texts: ['And a last quokka.'] },
    ],
  }),
  page('old', 'Old loader', ['The loader of version two.'], { version: ['2.x'], docusaurusTag: ['default', 'docs-default-2.x'] }),
];

interface Loaded {
  engine: IndexEngine;
  reads: string[];
}

async function load(pages: readonly SearchPage[] = PAGES): Promise<Loaded> {
  const { files } = await pagefindIndexFiles(pages, { language: 'en' });
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const entry = JSON.parse(Buffer.from(byPath.get('pagefind-entry.json')!).toString()) as IndexEntry;
  const reads: string[] = [];
  const read = async (path: string) => {
    reads.push(path);
    const file = byPath.get(path);
    if (!file) throw new Error(`no ${path}`);
    return new Uint8Array(gunzipSync(file).subarray('pagefind_dcd'.length));
  };
  return { engine: await IndexEngine.load('/', entry, read), reads };
}

async function urls(engine: IndexEngine, query: string, filter?: Parameters<IndexEngine['search']>[1]): Promise<string[]> {
  const matches = await engine.search(query, filter);
  return (await matches.pages(0, matches.count)).map((p) => p.url.replace('/docs/', ''));
}

test('as-you-type: a query word finds every index word it starts', async () => {
  const { engine } = await load();
  assert.equal((await urls(engine, 'conf')).sort(), ['configuration', 'configure', 'confirm']);
  assert.equal((await urls(engine, 'configur')).sort(), ['configuration', 'configure']);
});

test('a first letter finds the pages of a word on most of a big site, which has a chunk of its own', async () => {
  // `caching` twenty times on 1,800 pages: postings over BIG_WORD_BYTES, so `cach` is alone in
  // its chunk, and no index word comes between `bakery` and it.
  const many = Array.from({ length: 1800 }, (_, i) => page(`c${i}`, `Note ${i}`, [`${'caching '.repeat(20)}and a bakery.`]));
  const pages = [...many, page('cup', 'Cups', ['A cup of tea.'])];
  for (const query of ['c', 'ca', 'cac']) {
    const { engine, reads } = await load(pages);
    const matches = await engine.search(query);
    assert.ok(matches.count >= 1800, `${query}: ${matches.count} pages found`);
    assert.is(reads.filter((r) => r.startsWith('index/')).length, 1, `${query}: one chunk read`);
  }
});

test('a word typed past an index word finds it (`configurat` for `configur`)', async () => {
  const { engine } = await load();
  assert.equal((await urls(engine, 'configurat')).sort(), ['configuration', 'configure']);
  assert.equal((await urls(engine, 'Configuration')).sort(), ['configuration', 'configure'], 'stemmed as the index was');
});

test('the words before the last are whole words; only the last, being typed, is a prefix', async () => {
  const { engine } = await load([...PAGES, page('imagine', 'Imagine', ['Imagine a loader that never waits.'])]);
  assert.ok((await urls(engine, 'image')).includes('imagine'), '`imag` starts `imagin`');
  assert.equal((await urls(engine, 'image loader')).sort(), ['cache', 'configure', 'phrase']);
  assert.equal((await urls(engine, 'loader image')).sort(), ['cache', 'configure', 'imagine', 'phrase']);
});

test('every word of the query is on each page; a word the index has nowhere is ignored', async () => {
  const { engine } = await load();
  assert.equal((await urls(engine, 'cache headers')).sort(), ['cache', 'mentions']);
  assert.equal((await urls(engine, 'cache qqqzzz')).sort(), ['cache', 'mentions']);
  assert.equal(await urls(engine, 'qqqzzz'), []);
  assert.equal(await urls(engine, ' !? '), [], 'no word at all');
});

test('the page named for the word first, before one that repeats it', async () => {
  const { engine } = await load();
  assert.is((await urls(engine, 'caching'))[0], 'cache');
});

test('a word’s rarity is its own: rare longer words it starts do not outweigh the word itself', async () => {
  // `configuration` on every page (common); one page full of rare camel-case words that start with it.
  const common = Array.from({ length: 20 }, (_, i) => page(`common-${i}`, `Common ${i}`, ['Some configuration text here.']));
  const named = page('named', 'Configuration', ['The configuration page.']);
  const rare = page('rare', 'Rare words', ['configurationAlpha configurationBeta configurationGamma configurationDelta and configuration.']);
  const { engine } = await load([...common, rare, named]);
  assert.is((await urls(engine, 'configuration'))[0], 'named');
});

test('typing on never finds fewer pages: a word that is no index word also matches the index word it extends', async () => {
  const { engine } = await load([page('plain', 'Plain', ['The configuration.']), page('compound', 'Compound', ['A configurationFoo here.'])]);
  assert.equal((await urls(engine, 'configur')).sort(), ['compound', 'plain']);
  assert.equal((await urls(engine, 'configurat')).sort(), ['compound', 'plain'], 'configur… and configurationFoo');
});

test('a word typed past a shorter word it is no form of ranks the words it starts first, and keeps the shorter word’s pages', async () => {
  // `filena` runs past `file` (`filename`, `filenameGenerator`), and `na` starts no ending of `file`.
  const files = Array.from({ length: 4 }, (_, i) => page(`file-${i}`, `File ${i}`, ['Each file is written once. A file, a file, a file.']));
  const generator = page('generator', 'Options', ['Set filenameGenerator to name the written images.']);
  const { engine } = await load([...files, generator, page('other', 'Other', ['Nothing here.'])]);
  const found = await urls(engine, 'filena');
  assert.is(found[0], 'generator');
  assert.equal(found.slice(1).sort(), ['file-0', 'file-1', 'file-2', 'file-3'], 'typing on never finds fewer pages');
  // `configurat` starts a form of `configur` (`configuration`): no word of its own beats it.
  const plain = page('plain', 'Configuration', ['The configuration of the loader.']);
  const compound = page('compound', 'Compound', ['A configurationFoo here.']);
  const { engine: other } = await load([compound, plain]);
  assert.is((await urls(other, 'configurat'))[0], 'plain');
});

test('the shorter word a query word ran past is marked only on a page without the words it starts', async () => {
  const both = page('both', 'Setup', ['Wrap it with withExportImages in the config.']);
  const only = page('only', 'Other', ['Build it with care.']);
  const { engine } = await load([both, only]);
  const matches = await engine.search('withEx');
  const [first, second] = await matches.pages(0, 2);
  assert.is(first!.url, '/docs/both');
  const words = (p: typeof first) => p!.locations.map((at) => p!.content.split(/\s+/)[at]);
  assert.equal(words(first), ['withExportImages'], 'not `with` beside it');
  assert.equal(words(second), ['with'], 'why the other page was found');
});

test('a word typed past an index word falls back to it only when it is most of the word', async () => {
  const { engine } = await load([page('a', 'A page', ['a b c authoring']), page('other', 'Other', ['nothing else'])]);
  assert.equal(await urls(engine, 'authoringly'), ['a']);
  assert.equal(await urls(engine, 'authentication'), [], 'not by way of `a`');
});

test('a misspelled word finds the words a typo or two away, when no word starts with it', async () => {
  const pages = [
    page('quality', 'Quality', ['Set the quality of each image.']),
    page('picture', 'Picture element', ['A picture with sources.']),
    page('generator', 'Naming', ['The filenameGenerator option names files.']),
    page('other', 'Other', ['Nothing to see.']),
  ];
  const { engine } = await load(pages);
  assert.equal(await urls(engine, 'qualty'), ['quality'], 'a letter left out');
  assert.equal(await urls(engine, 'pictrue'), ['picture'], 'two letters swapped');
  assert.equal(await urls(engine, 'qulaity'), ['quality'], 'swapped, typed whole');
  assert.equal(await urls(engine, 'filenameGenrator'), ['generator'], 'a long word');
  assert.equal(await urls(engine, 'qualty image'), ['quality'], 'with other words, every word still on the page');
  const matches = await engine.search('qualty');
  assert.equal(matches.nearWords, ['qualiti'], 'what it was taken for');
});

test('no typo where a word starts with what was typed, in short words, or in a quoted phrase', async () => {
  const { engine } = await load([page('pic', 'Pics', ['A pic of the picnic.']), page('picture', 'Picture', ['A picture.']), page('cat', 'Cats', ['A cat.'])]);
  assert.equal((await urls(engine, 'picn')).sort(), ['pic'], '`picnic` starts with it: `pict…` is not a typo away');
  assert.equal(await urls(engine, 'cot'), [], 'three letters: no typo');
  assert.equal(await urls(engine, '"pictrue"'), [], 'a phrase is as written');
});

test('a quoted phrase: its words next to each other', async () => {
  const { engine } = await load();
  assert.equal(await urls(engine, '"responsive image"'), ['phrase']);
  assert.equal(await urls(engine, '"image responsive"'), []);
  assert.equal((await urls(engine, 'image responsive')).sort(), ['phrase']);
});

test('diacritics are folded: café and cafe are one word', async () => {
  const { engine } = await load();
  assert.equal(await urls(engine, 'cafe'), ['cafe']);
  assert.equal(await urls(engine, 'Café'), ['cafe']);
  const [data] = await (await engine.search('cafe')).pages(0, 1);
  assert.is(data!.locations.length, 3, 'Café in the title, café and cafe in the text');
});

test('filters: a facet value, any of several, and not', async () => {
  const { engine } = await load();
  assert.equal((await urls(engine, 'loader')).sort(), ['configuration', 'configure', 'old', 'phrase', 'cache'].sort());
  assert.equal(await urls(engine, 'loader', { version: '2.x' }), ['old']);
  assert.equal((await urls(engine, 'loader', { version: { any: ['2.x', 'current'] } })).length, 5);
  assert.equal((await urls(engine, 'loader', { not: { version: '2.x' } })).sort(), ['cache', 'configuration', 'configure', 'phrase']);
  assert.equal(await urls(engine, 'loader', { all: [{ version: '2.x' }, { docusaurus_tag: 'docs-default-current' }] }), []);
  assert.equal(await urls(engine, 'loader', { version: 'nope' }), []);
});

test('a few best pages are the first of all of them, in order', async () => {
  const { engine } = await load();
  const matches = await engine.search('the');
  const all = (await matches.pages(0, matches.count)).map((p) => p.url);
  assert.ok(all.length >= 6);
  for (const n of [1, 2, 3]) assert.equal((await matches.pages(0, n)).map((p) => p.url), all.slice(0, n));
  assert.equal((await matches.pages(2, 4)).map((p) => p.url), all.slice(2, 4));
});

test('only the pages shown are read, and a word read once is not read again', async () => {
  const { engine, reads } = await load();
  reads.length = 0;
  const matches = await engine.search('the');
  assert.ok(matches.count >= 6);
  await matches.pages(0, 2);
  assert.is(reads.filter((r) => r.startsWith('fragment/')).length, 2);
  const before = reads.length;
  await (await engine.search('the')).pages(0, 2);
  assert.is(reads.length, before, 'chunks and pages kept for the session');
});

test('a page the index leaves out (no words) does not shift the pages after it to the wrong text', async () => {
  const blank = page('blank', '', []);
  const { engine, reads } = await load([PAGES[0]!, blank, PAGES[1]!, blank, blank, PAGES[3]!]);
  assert.equal(await urls(engine, 'reference'), ['configuration']);
  assert.equal(await urls(engine, 'browsers'), ['cache']);
  assert.equal((await urls(engine, 'loader')).sort(), ['cache', 'configuration', 'configure']);
  // The meta names no fragment: each is worked out from the page's number among all the pages.
  assert.is(reads.filter((r) => r.startsWith('fragment/')).length, 3);
});

/** Enough distinct words for several chunks: con…, cos… and dep… words on a few pages each. */
function manyChunkPages(): SearchPage[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const suffixes = [...letters].flatMap((a) => [...letters].map((b) => `${a}${b}x`));
  const words = ['con', 'cos', 'dep'].flatMap((p) => suffixes.map((s) => `${p}${s}`));
  return Array.from({ length: 40 }, (_, i) => page(`p${i}`, `Page ${i}`, [words.filter((_, w) => w % 40 === i || w % 7 === i % 7).join(' ')]));
}

test('a word of two letters reads its chunk alone; from three, the chunks of the words it starts are read ahead', async () => {
  const { engine, reads } = await load(manyChunkPages());
  const chunkReads = () => reads.filter((r) => r.startsWith('index/'));
  await (await engine.search('co')).pages(0, 4);
  assert.is(chunkReads().length, 1, 'one chunk for two letters');
  const con = await engine.search('con');
  await con.pages(0, 4);
  assert.ok(con.count > 0);
  // The prefetch runs once the shown pages are in; let its reads start.
  await new Promise((r) => setTimeout(r, 10));
  const afterCon = chunkReads().length;
  assert.is(afterCon, 2, 'con… words fill two chunks');
  // `conz…` is in the second: read ahead, not by its own keystroke.
  for (const query of ['conm', 'conmb', 'conmbx', 'conz', 'conzq']) await (await engine.search(query)).pages(0, 4);
  assert.is(chunkReads().length, afterCon, 'later letters read nothing new');
  assert.not.ok(
    chunkReads().some((r) => reads.indexOf(r) !== reads.lastIndexOf(r)),
    'no chunk read twice',
  );
});

test('a pasted query reads only its own chunks: nothing ahead, and no chunks of shorter words when it is an index word', async () => {
  const { engine, reads } = await load(manyChunkPages());
  const chunkReads = () => reads.filter((r) => r.startsWith('index/'));
  const pasted = await engine.search('conzqx');
  await pasted.pages(0, 4);
  await new Promise((r) => setTimeout(r, 10));
  assert.ok(pasted.count > 0);
  assert.is(chunkReads().length, 1, 'the chunk holding conzqx alone');
  // Typed on past the index word: the chunks of the shorter words it may mean are read then.
  const past = await engine.search('conabxyz');
  await past.pages(0, 4);
  assert.ok(past.count > 0, 'conabxyz finds conabx');
  assert.is(chunkReads().length, 2);
});

test('a page’s matches grouped by the heading above them, the top of the page first', async () => {
  const { engine } = await load();
  const [data] = await (await engine.search('quokka')).pages(0, 1);
  assert.equal(
    data!.sub_results.map((s) => [s.title, s.url, s.locations.length]),
    [
      ['Sections', '/docs/sections', 1],
      ['Second heading', '/docs/sections#second', 1],
      ['Quokka heading', '/docs/sections#third', 2],
    ],
  );
  assert.is(data!.meta.title, 'Sections');
  assert.match(data!.content, /^Sections\. Quokka at the top\./);
});

test.run();
