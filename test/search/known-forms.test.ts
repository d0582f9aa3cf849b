/**
 * The words whose index forms docsgen works out itself (numbers, tokens of no letter or digit; in
 * English, lower-case and camel-case words) must be indexed exactly as Pagefind would index them:
 * compared with Pagefind's own answers for every such word of this site's docs and of a generated
 * site. An English site whose every word is worked out here does not start Pagefind at all.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pagefindIndexFiles } from '../../src/cli/search/pagefind/index-files.ts';
import { knownForms, metaFormsOf } from '../../src/cli/search/pagefind/known-forms.ts';
import { pagefindVocabulary, type IndexedForm } from '../../src/cli/search/pagefind/vocabulary.ts';
import { ROOT } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

async function markdownWords(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((f) => /\.mdx?$/.test(f));
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.join(' ').split(/\s+/);
}

const key = (forms: readonly IndexedForm[]) => forms.map((f) => `${f.word}|${f.variant}|${f.compound}`).sort();

/** Camel case with a part of one letter, which Pagefind does not index (`iPhone`, `jQuery`). */
const ONE_LETTER_PARTS = ['xFoo', 'aBc', 'aBcDe', 'jQuery', 'iPhone,', 'goGo'];
/** Symbols, arrows and dashes a docs page writes between words. */
const NOT_WORDS = ['·', '=>', '&&', '—', '–', '…', '|', '{}', '→', "''", '/', '※', '§'];

test('numbers, lower-case and camel-case words, and tokens of no letter or digit: the forms Pagefind gives them', async () => {
  const site = await tempDir('docsgen-known-forms-');
  try {
    // The benchmarks' generator (plain JavaScript): made-up camel-case identifiers by the hundred.
    const generator = '../../bench/generate-site.mjs';
    const { generateSite } = (await import(generator)) as { generateSite(dir: string, pages: number): Promise<void> };
    await generateSite(site, 40);
    const words = [...new Set([...(await markdownWords(path.join(ROOT, 'content/docs'))), ...(await markdownWords(site)), 'remoteImagesDownloadsDelay,', '(getOptimizedImageProps)', 'wordWord', '1420.', ...NOT_WORDS, ...ONE_LETTER_PARTS])];
    const known = knownForms('en');
    const tokens = words.filter((w) => known(w) !== null);
    assert.ok(tokens.length > 2000, `${tokens.length} words`);
    assert.ok(tokens.some((t) => /[A-Z]/.test(t)) && tokens.some((t) => /^[0-9]+$/.test(t)));
    for (const shape of [...NOT_WORDS, ...ONE_LETTER_PARTS]) assert.ok(tokens.includes(shape), shape);
    const metaTokens = tokens.map((_, i) => i);
    const pagefind = await pagefindVocabulary(tokens, metaTokens, 'en');
    const wrong: string[] = [];
    tokens.forEach((token, i) => {
      const ours = known(token)!;
      if (key(ours).join() !== key(pagefind.forms[i]!).join()) wrong.push(`${token}: ${key(pagefind.forms[i]!)} / ours ${key(ours)}`);
      if (key(metaFormsOf(ours)).join() !== key(pagefind.metaForms[i]!).join()) wrong.push(`meta ${token}`);
    });
    assert.equal(wrong, []);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});

test('only numbers and tokens of no letter or digit are worked out in other languages; other shapes are asked of Pagefind', () => {
  const french = knownForms('fr');
  assert.equal(french('2024'), [{ word: '2024', variant: null, compound: false }]);
  assert.equal(french('·'), []);
  // Possibly an emoji (Pagefind indexes emoji on their own), or a zero-width space (which Pagefind
  // drops without counting a word): asked.
  for (const shape of ['©', '#', '*', '🙌', '\u200B']) assert.is(french(shape), null, shape);
  // Kept in words by Pagefind (connector punctuation): asked.
  for (const shape of ['_', '__', '‿']) assert.is(french(shape), null, shape);
  assert.is(french('chevaux'), null);
  assert.is(french('remoteImages'), null);
  const english = knownForms('en-GB');
  assert.equal(english('caching'), [{ word: 'cach', variant: null, compound: false }]);
  for (const shape of ['Caching', 'next.config.js', 'café', 'WKWebView', 'x1y2', 'snake_case']) assert.is(english(shape), null, shape);
});

test('a site whose every word is worked out here (or not a word at all) still gets its language’s entry, which chooses the browser’s engine', async () => {
  const pages = [
    { url: 'https://example.com/docs/a', lvl0: 'guides', title: 'caching', description: null, language: 'en', docusaurusTag: ['default'], version: ['current'], sections: [{ heading: null, texts: ['remoteImages 42 times ·'] }] },
  ];
  const { files } = await pagefindIndexFiles(pages, { language: 'en' });
  const entry = JSON.parse(Buffer.from(files.find((f) => f.path === 'pagefind-entry.json')!.content).toString()) as { languages: Record<string, { wasm: string }> };
  assert.is(entry.languages.en?.wasm, 'en');
});

/**
 * Runs `work` with Pagefind's Node API starting, instead of its binary, a script that notes each
 * start in a file and then runs the binary: how many times Pagefind was started.
 */
async function pagefindStarts(work: () => Promise<unknown>): Promise<number> {
  const dir = await tempDir('docsgen-pagefind-starts-');
  const log = path.join(dir, 'starts');
  const binary = createRequire(import.meta.url).resolve(`@pagefind/${process.platform}-${process.arch}/bin/pagefind_extended`);
  const script = path.join(dir, 'pagefind');
  await writeFile(log, '');
  await writeFile(script, `#!/bin/sh\necho start >> '${log}'\nexec '${binary}' "$@"\n`);
  await chmod(script, 0o755);
  const before = process.env.PAGEFIND_BINARY_PATH;
  process.env.PAGEFIND_BINARY_PATH = script;
  try {
    await work();
    return (await readFile(log, 'utf8')).split('\n').filter(Boolean).length;
  } finally {
    if (before === undefined) delete process.env.PAGEFIND_BINARY_PATH;
    else process.env.PAGEFIND_BINARY_PATH = before;
    await rm(dir, { recursive: true, force: true });
  }
}

test('an English site whose every word is worked out here does not start Pagefind, and its entry is the one Pagefind would write', async () => {
  const page = (text: string, language = 'en') => ({ url: 'https://example.com/docs/a', lvl0: 'guides', title: 'caching', description: null, language, docusaurusTag: ['default'], version: ['current'], sections: [{ heading: null, texts: [text] }] });
  const text = 'remoteImages 42 times · =>';
  let known: Awaited<ReturnType<typeof pagefindIndexFiles>> | undefined;
  assert.is(await pagefindStarts(async () => (known = await pagefindIndexFiles([page(text)], { language: 'en' }))), 0);
  // The same site with a word Pagefind must be asked about does start it (the count is real)…
  assert.is(await pagefindStarts(() => pagefindIndexFiles([page(`${text} Next.js`)], { language: 'en' })), 1);
  // …and so does British English, whose index Pagefind's own module reads (with Pagefind's files).
  assert.is(await pagefindStarts(() => pagefindIndexFiles([page(text, 'en-GB')], { language: 'en-GB' })), 1);
  const entry = JSON.parse(Buffer.from(known!.files.find((f) => f.path === 'pagefind-entry.json')!.content).toString()) as { version: string; languages: Record<string, { wasm: string }>; include_characters: string[] };
  const pagefind = await pagefindVocabulary(['caching'], [], 'en');
  assert.equal([entry.version, entry.languages.en?.wasm, entry.include_characters], [pagefind.version, pagefind.wasm, pagefind.includeCharacters]);
});

test.run();
