/**
 * `serve` writes the search index again after saves, keeping what it made the last time
 * (`IndexMemo`): the pages that did not change are not prepared or compressed again, the files keep
 * their names while the pages are the same ones, and only files whose contents changed are written.
 * What it leaves in the folder is the index a whole write of the same pages makes, file for file
 * (its names' tag apart).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { writePagefindIndex } from '../../src/cli/search/pagefind-index.ts';
import { IndexMemo } from '../../src/cli/search/pagefind/index-memo.ts';
import type { SearchPage } from '../../src/cli/search/records.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const WORDS = 'image loader cache headers deploy responsive srcset webpack plugin quokka lantern harbour meadow copper violet'.split(' ');

/** Postings bytes that make a word big here: the commonest words of these pages get compact chunks. */
const BIG = 200;

/** Sixty pages of varied words: several chunks, big words among them (`BIG`). */
function site(): SearchPage[] {
  return Array.from({ length: 60 }, (_, n) => ({
    url: `https://example.com/docs/page-${n}`,
    title: `Page ${n} about ${WORDS[n % WORDS.length]}`,
    lvl0: n % 2 ? 'Guides' : 'Reference',
    description: n % 3 ? null : `The ${WORDS[(n * 7) % WORDS.length]} page.`,
    language: 'en',
    docusaurusTag: ['default', 'docs-default-current'],
    version: ['current'],
    sections: [
      { heading: null, texts: [Array.from({ length: 40 }, (_, w) => WORDS[(n * 3 + w * 5) % WORDS.length]).join(' ')] },
      { heading: { id: 'more', level: 2, text: `More on ${WORDS[(n + 4) % WORDS.length]}` }, texts: [`Word${n % 7} and the ${WORDS[(n * 11) % WORDS.length]}s.`, n === 45 ? 'The imaging step.' : ''] },
    ],
  }));
}

/**
 * Each file of the folder, its name and its (un-gzipped) body with the names' tag made `TAG` (and
 * the metadata's name, a hash of it, which holds the tag, `META`).
 */
async function filesOf(dir: string, tag: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const unnamed = (text: string) => text.replaceAll(tag, 'TAG').replace(/pagefind\.en_[0-9a-f]+\.pf_meta/g, 'META').replace(/"hash":"en_[0-9a-f]+"/, '"hash":"META"');
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = await readFile(file);
    const body = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
    out.set(unnamed(path.relative(dir, file).split(path.sep).join('/')), unnamed(body.toString('latin1')));
  }
  return out;
}

/** The tag of the index in `dir` (the first fragment's name, less its number). */
async function tagOf(dir: string): Promise<string> {
  const names = (await readdir(path.join(dir, 'fragment'))).sort();
  return names.find((n) => n.endsWith('0.pf_fragment'))!.replace(/0\.pf_fragment$/, '');
}

/** The files that differ between the folder a memo wrote and a whole write of `pages`. */
async function differencesFromWhole(dir: string, pages: SearchPage[]): Promise<string[]> {
  const whole = await tempDir('docsgen-index-whole-');
  await writePagefindIndex(pages, whole, 'en', undefined, { bigWordBytes: BIG });
  const [mine, theirs] = await Promise.all([filesOf(dir, await tagOf(dir)), filesOf(whole, await tagOf(whole))]);
  await rm(whole, { recursive: true, force: true });
  return [...new Set([...mine.keys(), ...theirs.keys()])].filter((name) => mine.get(name) !== theirs.get(name)).sort();
}

const withText = (page: SearchPage, text: string): SearchPage => ({ ...page, sections: page.sections.map((s, i) => (i === 1 ? { ...s, texts: [...s.texts, text] } : s)) });

/** The modification time of each file of the folder. */
async function times(dir: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.set(path.relative(dir, path.join(entry.parentPath, entry.name)), (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return out;
}

test('after edits, the folder holds what a whole write of the same pages does; unchanged pages are not written again', async () => {
  const dir = await tempDir('docsgen-index-memo-');
  const memo = new IndexMemo();
  let pages = site();
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  const tag = await tagOf(dir);
  const before = await times(dir);
  await new Promise((resolve) => setTimeout(resolve, 20));

  // A new sentence with a word no page had and a new form of a common word (met before another
  // form of it a later page has), and a new title elsewhere.
  pages = pages.with(10, withText(pages[10]!, 'A zeppelinesque addition, imaged.')).with(33, { ...pages[33]!, title: 'Page 33, renamed harbour' });
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  assert.equal(await differencesFromWhole(dir, pages), []);
  assert.is(await tagOf(dir), tag, 'the same names');
  const after = await times(dir);
  const rewritten = [...after].filter(([file, time]) => file.startsWith('fragment') && before.get(file) !== time).map(([file]) => file);
  assert.equal(rewritten.sort(), [`fragment/${tag}a.pf_fragment`, `fragment/${tag}x.pf_fragment`], 'the two edited pages’ fragments alone');

  // A word gone from every page (the new one), then a page with no indexed word at all.
  pages = pages.with(10, site()[10]!).with(20, { ...pages[20]!, title: '—', description: null, sections: [{ heading: null, texts: ['—'] }] });
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  assert.equal(await differencesFromWhole(dir, pages), []);
});

test('a new set of pages gets new names; a new folder (a whole build in serve) is written whole', async () => {
  const dir = await tempDir('docsgen-index-memo-');
  const memo = new IndexMemo();
  let pages = site();
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  const tag = await tagOf(dir);
  pages = [...pages, { ...pages[0]!, url: 'https://example.com/docs/page-new', title: 'A new page' }];
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  assert.is.not(await tagOf(dir), tag);
  assert.equal(await differencesFromWhole(dir, pages), []);

  await rm(dir, { recursive: true, force: true });
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  assert.equal(await differencesFromWhole(dir, pages), []);
});

test('kept pages are numbered again when a page before them goes, and made again when a meta field comes', async () => {
  const dir = await tempDir('docsgen-index-memo-');
  const memo = new IndexMemo();
  // No page has a description: the title is the meta fields' first.
  let pages = site().map((page): SearchPage => ({ ...page, description: null }));
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  pages = pages.filter((_, n) => n !== 3 && n !== 40);
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  assert.equal(await differencesFromWhole(dir, pages), [], 'two pages gone: the pages after them have new numbers');
  // A description sorts before the title: every page's title words are in another field now.
  pages = pages.with(7, { ...pages[7]!, description: 'A described page.' });
  await writePagefindIndex(pages, dir, 'en', undefined, { memo, bigWordBytes: BIG });
  assert.equal(await differencesFromWhole(dir, pages), [], 'a new meta field');
});

test('what the memo keeps of each page is its own size: a kept fragment does not hold the buffer zlib made it in', async () => {
  const dir = await tempDir('docsgen-index-memo-');
  const memo = new IndexMemo();
  await writePagefindIndex(site(), dir, 'en', undefined, { memo, bigWordBytes: BIG });
  assert.is(memo.pages.size, 60);
  for (const [url, kept] of memo.pages) {
    for (const [name, bytes] of Object.entries({ fragment: kept.fragment, postings: kept.postings })) {
      assert.ok(bytes.buffer.byteLength <= 2 * bytes.byteLength, `${url}: its ${name}, ${bytes.byteLength} bytes, holds ${bytes.buffer.byteLength}`);
    }
  }
});

test.run();
