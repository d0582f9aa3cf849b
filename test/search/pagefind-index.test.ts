/**
 * docsgen writes the embedded index itself, in Pagefind's format, asking Pagefind only what each
 * distinct word is indexed as. The index must be the one Pagefind's own indexer makes from the
 * same pages (as the HTML docsgen used to give it): the same words at the same positions with the
 * same weights, the same meta words, the same page texts and anchors. Filters are the exception:
 * a facet every page shares gets none (see facets.json).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pagefindIndexFiles, rangedChunks, type Chunk } from '../../src/cli/search/pagefind/index-files.ts';
import { searchPages, type SearchPage } from '../../src/cli/search/records.ts';
import { indexDifferences, pagefindReference, readIndex } from './pagefind-reference.ts';
import { buildSearchSite } from './search-site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const page = (over: Partial<SearchPage> & Pick<SearchPage, 'url' | 'title'>): SearchPage => ({
  lvl0: 'Guides',
  description: null,
  language: 'en',
  docusaurusTag: ['default', 'docs-default-current'],
  version: ['current'],
  sections: [],
  ...over,
});

/** Text in the shapes Pagefind treats specially: compounds, digits, diacritics, emoji, entities, odd spaces. */
const TRICKY: SearchPage[] = [
  page({
    url: 'https://example.com/docs/words',
    title: 'Tom & Jerry’s café: next.config.js',
    description: 'Configure `imageDir` in next.config.js — naïve “quotes” <b>not markup</b> & 42 cafés.',
    lvl0: 'Deep \u00a0 Category',
    sections: [
      { heading: null, texts: ['Intro with remoteImagesDownloadsDelay, kebab-case-words and snake_case_words.', 'ThreeAntelopes WKWebVIEWComponent page.Find cloud/cannon,page.find l’alphabet'] },
      { heading: { id: 'numbers', level: 2, text: 'Numbers v2 1420 3.14 0x1F 2nd' }, texts: ['Version 10.2.3 of v8 and ES2022 (2022) cost $5 or 5$ — 50% off*'] },
      { heading: { id: 'unicode', level: 3, text: 'Ünïcödé façade' }, texts: ['Crème brûlée, Ærø, straße, İstanbul, ΑΒΓ, Кириллица', 'emoji 🌦️cloud 👋 👨‍👩‍👧‍👦 done'] },
      { heading: { id: 'markup', level: 4, text: '<Picture> & <img src="x">' }, texts: ['a&b && x<y &lt;escaped&gt; "double" \'single\' (paren) [bracket] {brace}', 'zero\u200bwidth and\ufeffbom tab\there'] },
      { heading: { id: 'deep', level: 5, text: 'Level five' }, texts: ['Under five.'] },
      { heading: { id: 'deeper', level: 6, text: 'Level six' }, texts: [] },
      { heading: { id: 'same', level: 2, text: 'Same words' }, texts: ['Same words same WORDS Same-Words'] },
    ],
  }),
  page({ url: 'https://example.com/docs/second', title: 'Second page', description: 'Another café page', sections: [{ heading: null, texts: ['imageDir remoteImages next.config.js café Café CAFÉ'] }] }),
  page({ url: 'https://example.com/docs/punctuation', title: '—', sections: [{ heading: null, texts: ['Only text, after a title without words.'] }] }),
];

async function compare(pages: readonly SearchPage[]): Promise<string[]> {
  const ours = readIndex((await pagefindIndexFiles(pages, { language: 'en' })).files);
  const reference = await pagefindReference(pages, 'en');
  assert.ok(reference.words.size > 0);
  return indexDifferences(ours, reference);
}

test('the index is Pagefind’s own for text in every shape Pagefind treats specially', async () => {
  assert.equal(await compare(TRICKY), []);
});

test('the index is Pagefind’s own for a whole site', async () => {
  const { config, model } = await buildSearchSite();
  assert.equal(await compare(searchPages(config, model)), []);
});

test('facets every page shares get no filter; a facet that differs is a filter, as Pagefind would index it', async () => {
  const versioned = [
    page({ url: 'https://example.com/docs/a', title: 'Alpha', version: ['current'], docusaurusTag: ['default', 'docs-default-current'], sections: [{ heading: null, texts: ['shared word'] }] }),
    page({ url: 'https://example.com/docs/2.x/a', title: 'Alpha old', version: ['2.x'], docusaurusTag: ['default', 'docs-default-2.x'], sections: [{ heading: null, texts: ['shared word'] }] }),
    page({ url: 'https://example.com/docs/b', title: 'Beta', version: ['current'], docusaurusTag: ['default', 'docs-default-current'] }),
  ];
  const { files } = await pagefindIndexFiles(versioned, { language: 'en' });
  const ours = readIndex(files);
  const reference = await pagefindReference(versioned, 'en');
  assert.equal(Object.keys(ours.filters).sort(), ['docusaurus_tag', 'version']);
  assert.equal(ours.filters.version, reference.filters.version);
  assert.equal(ours.filters.docusaurus_tag, reference.filters.docusaurus_tag);
  const facets = JSON.parse(Buffer.from(files.find((f) => f.path === 'facets.json')!.content).toString());
  assert.equal(facets, { uniform: { language: ['en'] } });
});

test('a word Pagefind’s HTML parser would read as its own marker is not indexed', async () => {
  const marked = [page({ url: 'https://example.com/docs/m', title: 'Markers', sections: [{ heading: null, texts: ['before ___PAGEFIND_WEIGHT___3 after'] }] })];
  const { files } = await pagefindIndexFiles(marked, { language: 'en' });
  const index = readIndex(files);
  assert.is(index.fragments[0]!.content, 'Markers. before after.');
  assert.equal(index.words.get('after')?.get(0)?.locations, ['24@2'], 'the text after it keeps its weight');
});

test('every file but the entry and facets is gzip of Pagefind’s tag and body', async () => {
  const { files } = await pagefindIndexFiles(TRICKY, { language: 'en' });
  for (const file of files) {
    if (/\.(?:pf_meta|pf_index|pf_fragment)$/.test(file.path)) assert.is(gunzipSync(file.content).subarray(0, 12).toString(), 'pagefind_dcd', file.path);
  }
  // English: docsgen's engine reads the index; Pagefind's browser files could not.
  assert.not.ok(files.some((f) => f.path === 'pagefind.js' || f.path.startsWith('wasm.')));
});

test('with the words kept from an earlier build, the same index; new words are asked of Pagefind', async () => {
  const cacheDir = await tempDir('docsgen-vocabulary-');
  try {
    const cold = readIndex((await pagefindIndexFiles(TRICKY, { language: 'en', cacheDir })).files);
    const file = path.join(cacheDir, 'vocabulary-en.json');
    const written = (await stat(file)).mtimeMs;
    const warm = readIndex((await pagefindIndexFiles(TRICKY, { language: 'en', cacheDir })).files);
    assert.equal(indexDifferences(warm, cold), []);
    assert.is((await stat(file)).mtimeMs, written, 'nothing new to ask, nothing rewritten');
    const more = [...TRICKY, page({ url: 'https://example.com/docs/new', title: 'Quokkas everywhere', description: 'Marsupials galore', sections: [{ heading: null, texts: ['Wallabies hopping-around naïvely'] }] })];
    const extended = readIndex((await pagefindIndexFiles(more, { language: 'en', cacheDir })).files);
    assert.equal(indexDifferences(extended, readIndex((await pagefindIndexFiles(more, { language: 'en' })).files)), []);
    assert.ok(extended.words.has('quokka') && extended.words.has('wallabi'));
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
});

test('spilled to temporary files, postings in many runs, the index is the same files byte for byte', async () => {
  const { config, model } = await buildSearchSite();
  const pages = [...searchPages(config, model), ...TRICKY];
  // Small words made big, and runs of a few hundred bytes: chunks read their lists from every run.
  const options = { language: 'en', bigWordBytes: 200 };
  const inMemory = (await pagefindIndexFiles(pages, options)).files;
  const spilled = (await pagefindIndexFiles(pages, { ...options, spill: true, runBytes: 300 })).files;
  assert.ok(inMemory.some((f) => f.path.endsWith('.pf_index')));
  assert.equal(
    spilled.map((f) => [f.path, Buffer.from(f.content).toString('base64')]),
    inMemory.map((f) => [f.path, Buffer.from(f.content).toString('base64')]),
  );
});

test('chunk ranges: shortest telling prefixes; the chunk a prefix falls in holds the first word it starts, a big word too', () => {
  const chunk = (first: string, last: string, big = false): Chunk => ({ first, last, big });
  const ranges = (chunks: Chunk[]) => rangedChunks(chunks).map((c) => [c.from, c.to]);
  assert.equal(ranges([chunk('apple', 'apple'), chunk('apricot', 'banana'), chunk('peach', 'peach')]), [
    ['apple', 'apple'],
    ['apr', 'b'],
    ['p', 'peach'],
  ]);
  // The first word in c is on every page: typing `c`, `ca`, `cac` loads its chunk, whose range
  // ends at the word itself.
  assert.equal(ranges([chunk('bag', 'bun'), chunk('cach', 'cach', true), chunk('cachet', 'cup')]), [
    ['bag', 'bun'],
    ['c', 'cach'],
    ['cache', 'cup'],
  ]);
  assert.equal(ranges([chunk('by', 'by', true), chunk('cach', 'cach', true)]), [
    ['by', 'by'],
    ['c', 'cach'],
  ]);
});

test.run();
