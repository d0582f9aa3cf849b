/**
 * A big word's chunk without its locations: the engine finds them again in the text of the pages
 * it shows. These tests build an index in which many words are big and check, word by word and
 * page by page, that the locations found in the text are the ones the build counted, and that
 * every query answers exactly as it does from the chunks with locations.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gunzipSync } from 'node:zlib';
import { decodeCbor, type CborValue } from '../../src/cli/search/pagefind/cbor.ts';
import { pagefindIndexFiles } from '../../src/cli/search/pagefind/index-files.ts';
import type { SearchPage } from '../../src/cli/search/records.ts';
import { IndexEngine, type IndexEntry } from '../../src/runtime/search/providers/index-engine.ts';
import type { Fragment } from '../../src/runtime/search/providers/page-data.ts';
import { wordLocations } from '../../src/runtime/search/providers/page-words.ts';
import { compactMeta } from './pagefind-reference.ts';

const TAG = 'pagefind_dcd'.length;

const page = (slug: string, title: string, sections: SearchPage['sections'], description: string | null = null): SearchPage => ({
  url: `https://example.com/docs/${slug}`,
  lvl0: 'Guides',
  title,
  description,
  language: 'en',
  docusaurusTag: ['default', 'docs-default-current'],
  version: ['current'],
  sections,
});

/** Text of every kind the words of a page come from: compounds, punctuation, headings of each level, diacritics. */
const PAGES: SearchPage[] = [
  page('loader', 'The image loader', [
    { heading: null, texts: ['Set imageDir (the image folder), then run the loader. Images, image, IMAGE!'] },
    { heading: { id: 'cache', level: 2, text: 'Cache-Control headers' }, texts: ['The cache-control header: caching, cached, caches. Cache it.'] },
    { heading: { id: 'deep', level: 4, text: 'A deep image heading' }, texts: ['next-export-optimize-images loads each image once.'] },
  ], 'How the image loader caches.'),
  page('cafe', 'Café and cafe', [
    { heading: null, texts: ['The café serves the cafe crowd; CAFÉ in capitals.', 'An image\u200bzero-width word and ___PAGEFIND_marker text.'] },
    { heading: { id: 'images', level: 3, text: 'Images at the café' }, texts: ['testTest and test_test and test-test, image.'] },
  ]),
  page('numbers', 'Version 1420 images', [
    { heading: null, texts: ['Version 1420, version 2.0, v3 and 1420. The image cache (cache) caches images.'] },
    { heading: { id: 'blank', level: 2, text: 'Image' }, texts: [] },
    { heading: { id: 'more', level: 2, text: 'More image loader text' }, texts: ['"Quoted image", (image) and image.'] },
  ]),
  page('plain', 'Plain page', [{ heading: null, texts: ['A page that says loader and cache, and image once.'] }]),
];

function body(file: Uint8Array): Uint8Array {
  return new Uint8Array(gunzipSync(file).subarray(TAG));
}

async function build(bigWordBytes: number, pages = PAGES) {
  const { files } = await pagefindIndexFiles(pages, { language: 'en', bigWordBytes });
  return new Map(files.map((f) => [f.path, f.content]));
}

/** Packed locations (see `postings.ts`) as `[position, weight]`. */
function unpack(values: number[]): [number, number][] {
  const out: [number, number][] = [];
  let weight = 25;
  let position = 0;
  for (let i = 0; i < values.length; i++) {
    if (values[i]! < 0) {
      weight = -values[i]! - 1;
      position = values[++i]!;
    } else position += values[i]!;
    out.push([position, weight]);
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

test('a big word’s locations found in each page’s text are the ones the build counted, weights and compound shares included', async () => {
  const files = await build(1);
  const entry = JSON.parse(Buffer.from(files.get('pagefind-entry.json')!).toString()) as IndexEntry;
  const meta = compactMeta(decodeCbor(body(files.get(`pagefind.${entry.languages.en!.hash}.pf_meta`)!)) as CborValue[]);
  const fragments = (meta[1] as CborValue[][]).map((p) => JSON.parse(Buffer.from(body(files.get(`fragment/${p[0]}.pf_fragment`)!)).toString()) as Fragment);
  let compared = 0;
  for (const [, hash] of (meta[2] as string[][]).map((c) => [c[0], c[2]])) {
    const chunk = decodeCbor(body(files.get(`index/${hash}.pf_index`)!)) as CborValue[];
    assert.is(chunk.length, 2, `every word is big, so chunk ${hash} is compact`);
    const full = decodeCbor(body(files.get(`index/${chunk[1]}.pf_index`)!)) as CborValue[];
    const compactWords = chunk[0] as CborValue[][];
    const fullWords = full[0] as CborValue[][];
    compactWords.forEach((word, w) => {
      const fullWord = fullWords[w]!;
      assert.is(word[0], fullWord[0]);
      const lists: [CborValue, CborValue, CborValue][] = [[word[1]!, word[2]!, fullWord[1]!]];
      (word[3] as CborValue[][]).forEach((v, i) => lists.push([v[1]!, v[2]!, (fullWord[2] as CborValue[][])[i]![1]!]));
      for (const [pages, flatForms, postings] of lists) {
        const forms = new Map<string, number[]>();
        const flat = flatForms as (string | number)[];
        for (let i = 0; i < flat.length; i += 2) forms.set(flat[i] as string, [...(forms.get(flat[i] as string) ?? []), flat[i + 1] as number]);
        const compact = pages as number[];
        let number = 0;
        (postings as CborValue[][]).forEach((posting, p) => {
          number += posting[0] as number;
          assert.is(compact[p * 3], posting[0], 'page delta');
          const expected = unpack(posting[1] as number[]);
          const found = wordLocations(fragments[number]!, forms)
            .map((l): [number, number] => [l.position, l.weight])
            .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          assert.equal(found, expected, `${String(word[0])} on page ${number}`);
          assert.is(compact[p * 3 + 1], expected.reduce((sum, [, weight]) => sum + weight, 0), 'weighted count');
          const titleField = (meta[5] as string[]).indexOf('title');
          assert.is(compact[p * 3 + 2], (posting[2] as number[]).includes(-(titleField + 1)) ? 1 : 0, 'in the title');
          compared++;
        });
      }
    });
  }
  assert.ok(compared > 50, `${compared} word lists on pages compared`);
});

/** An engine over the index, reading each compact chunk as itself or as its copy with locations. */
async function engine(files: Map<string, Uint8Array>, withLocations: boolean): Promise<{ engine: IndexEngine; reads: string[] }> {
  const entry = JSON.parse(Buffer.from(files.get('pagefind-entry.json')!).toString()) as IndexEntry;
  const reads: string[] = [];
  const read = async (path: string) => {
    reads.push(path);
    let bytes = body(files.get(path)!);
    // A compact chunk is an array of two: its words and its copy's name.
    if (withLocations && path.startsWith('index/') && bytes[0] === 0x82) bytes = body(files.get(`index/${(decodeCbor(bytes) as string[])[1]}.pf_index`)!);
    return bytes;
  };
  return { engine: await IndexEngine.load('/', entry, read), reads };
}

test('every query answers the same from compact chunks as from the chunks with locations: pages, order, excerpts and sections', async () => {
  // Words on most pages are big; the others share ordinary chunks.
  const files = await build(12);
  const compact = await engine(files, false);
  const full = await engine(files, true);
  const queries = ['image', 'ima', 'i', 'cache', 'caching', 'image loader', 'loader image', 'imagedir', 'cafe', 'café', 'version 1420', '"image loader"', '"the image"', 'images', 'test', 'deep image'];
  for (const query of queries) {
    const a = await compact.engine.search(query);
    const b = await full.engine.search(query);
    assert.is(a.count, b.count, query);
    assert.ok(a.count > 0, `${query} finds pages`);
    assert.equal(await a.pages(0, a.count), await b.pages(0, b.count), query);
  }
  assert.ok(
    compact.reads.some((r) => r.startsWith('index/') && (decodeCbor(body(files.get(r)!)) as CborValue[]).length === 2),
    'some query read a compact chunk',
  );
});

test('a big word’s chunk is a fraction of its size with locations, which only an exact phrase reads', async () => {
  // Pages whose words sit at different places (as a real site's do).
  const filler = (i: number) => Array.from({ length: (i * 7) % 23 }, (_, k) => `word${(i * k) % 31}`).join(' ');
  const many = Array.from({ length: 40 }, (_, i) =>
    PAGES.map((p) => ({ ...p, url: `${p.url}-${i}`, sections: p.sections.map((s) => ({ ...s, texts: s.texts.map((t) => `${filler(i)} ${t} ${filler(i + 3)}`) })) })),
  ).flat();
  const files = await build(2000, many);
  const { engine: e, reads } = await engine(files, false);
  await (await e.search('image')).pages(0, 4);
  const chunkOf = (path: string) => decodeCbor(body(files.get(path)!)) as CborValue[];
  const imageChunk = reads.find((r) => r.startsWith('index/') && chunkOf(r).length === 2 && (chunkOf(r)[0] as CborValue[][])[0]![0] === 'imag')!;
  assert.ok(imageChunk, 'image has a compact chunk');
  const copy = `index/${chunkOf(imageChunk)[1]}.pf_index`;
  assert.not.ok(reads.includes(copy), 'a word query does not read the copy with locations');
  const [compactBytes, copyBytes] = [files.get(imageChunk)!.length, files.get(copy)!.length];
  assert.ok(compactBytes * 3 < copyBytes, `the compact chunk (${compactBytes} bytes) is under a third of its copy (${copyBytes})`);
  await (await e.search('"image loader"')).pages(0, 4);
  assert.ok(reads.includes(copy), 'an exact phrase reads it');
});

test.run();
