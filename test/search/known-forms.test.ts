/**
 * The words whose index forms docsgen works out itself (numbers; in English, lower-case and
 * camel-case words) must be indexed exactly as Pagefind would index them: compared with Pagefind's
 * own answers for every such word of this site's docs and of a generated site.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile, rm } from 'node:fs/promises';
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

test('numbers, lower-case and camel-case words: the forms Pagefind gives them', async () => {
  const site = await tempDir('docsgen-known-forms-');
  try {
    // The benchmarks' generator (plain JavaScript): made-up camel-case identifiers by the hundred.
    const generator = '../../bench/generate-site.mjs';
    const { generateSite } = (await import(generator)) as { generateSite(dir: string, pages: number): Promise<void> };
    await generateSite(site, 40);
    const words = [...new Set([...(await markdownWords(path.join(ROOT, 'content/docs'))), ...(await markdownWords(site)), 'remoteImagesDownloadsDelay,', '(getOptimizedImageProps)', 'wordWord', '1420.'])];
    const known = knownForms('en');
    const tokens = words.filter((w) => known(w) !== null);
    assert.ok(tokens.length > 2000, `${tokens.length} words`);
    assert.ok(tokens.some((t) => /[A-Z]/.test(t)) && tokens.some((t) => /^[0-9]+$/.test(t)));
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

test('only numbers are worked out in other languages; other shapes are asked of Pagefind', () => {
  const french = knownForms('fr');
  assert.equal(french('2024'), [{ word: '2024', variant: null, compound: false }]);
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

test.run();
