/**
 * The build's page output (output/page-output.ts), written in place or on its own thread: each
 * file as given, `.br`/`.gz` siblings that decompress to it (none when they would not be smaller),
 * the scans of the pages asked for, and a failure that reaches the build instead of hanging it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { scanHtml } from '../../src/cli/links/html-scan.ts';
import { InlineOutput, ThreadOutput, type PageOutput } from '../../src/cli/output/page-output.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const test = suite('page output');

const html = (n: number) =>
  `<!DOCTYPE html><html><body><h2 id="part-${n}">Part</h2><a href="/docs/other#x">o</a><a href="#part-${n}">p</a>${'<p>Text that compresses well.</p>'.repeat(200)}</body></html>`;

const kinds: [string, (root: string) => PageOutput][] = [
  ['in place', (root) => new InlineOutput(root)],
  ['on a thread', (root) => new ThreadOutput(root, 1)],
  ['on two threads', (root) => new ThreadOutput(root, 2)],
];

for (const [kind, make] of kinds) {
  test(`${kind}: files, siblings and scans`, async () => {
    const root = await tempDir('docsgen-output-');
    const output = make(root);
    await output.add({ file: 'docs/a/index.html', contents: html(1), compress: true, scan: true });
    await output.add({ file: '_docsgen/routes/docs/a.json', contents: JSON.stringify({ html: html(1) }), compress: true, scan: false });
    await output.add({ file: 'tiny.txt', contents: 'x', compress: true, scan: false });
    await output.add({ file: 'plain/index.html', contents: html(2), compress: false, scan: false });
    const scans = await output.finish();

    const page = path.join(root, 'docs/a/index.html');
    assert.is(await readFile(page, 'utf8'), html(1));
    assert.is(zlib.brotliDecompressSync(await readFile(`${page}.br`)).toString(), html(1));
    assert.is(zlib.gunzipSync(await readFile(`${page}.gz`)).toString(), html(1));
    assert.ok(existsSync(path.join(root, '_docsgen/routes/docs/a.json.br')));
    assert.is(await readFile(path.join(root, 'tiny.txt'), 'utf8'), 'x');
    assert.not.ok(existsSync(path.join(root, 'tiny.txt.br')), 'no sibling larger than its file');
    assert.not.ok(existsSync(path.join(root, 'tiny.txt.gz')));
    assert.not.ok(existsSync(path.join(root, 'plain/index.html.br')), 'not compressed unless asked');

    assert.equal([...scans.keys()], ['/docs/a/index.html'], 'only the pages asked for are scanned');
    const read = scanHtml(html(1));
    assert.equal(scans.get('/docs/a/index.html'), { ...read, links: read.links.filter((link) => link.url !== '#part-1'), settled: 1 }, 'its link to its own heading is settled, not held');
  });

  test(`${kind}: a failed write reaches the caller`, async () => {
    const root = await tempDir('docsgen-output-');
    await writeFile(path.join(root, 'docs'), 'a file where a folder should be');
    const output = make(root);
    let error: NodeJS.ErrnoException | undefined;
    try {
      await output.add({ file: 'docs/a/index.html', contents: html(1), compress: false, scan: true });
      await output.finish();
    } catch (e) {
      error = e as NodeJS.ErrnoException;
    }
    assert.ok(error, 'the write failed');
    assert.match(String(error.code), /ENOTDIR|EEXIST/);
  });
}

test('on a thread: any text arrives as it was given, a file larger than a batch included', async () => {
  const root = await tempDir('docsgen-output-');
  const output = new ThreadOutput(root, 1);
  // Two- and three-byte characters, a surrogate pair, and a lone surrogate (written as U+FFFD, as Buffer.from writes it).
  const texts = ['café → 東京 😀 \uD800 end', '<p>é</p>'.repeat(200_000), 'x', ''];
  for (const [i, text] of texts.entries()) await output.add({ file: `t/${i}.html`, contents: text, compress: i === 1, scan: i === 0 });
  await output.finish();
  for (const [i, text] of texts.entries()) assert.ok((await readFile(path.join(root, `t/${i}.html`))).equals(Buffer.from(text)), `file ${i}`);
  assert.ok(zlib.gunzipSync(await readFile(path.join(root, 't/1.html.gz'))).equals(Buffer.from(texts[1]!)));
});

test('on threads, widened halfway: more than the queue holds is written, in full', async () => {
  const root = await tempDir('docsgen-output-');
  const output = new ThreadOutput(root, 1);
  // 400 pages of ~7 KB: many batches, more than are ever in flight at once.
  for (let i = 0; i < 400; i++) {
    if (i === 200) output.widen();
    await output.add({ file: `docs/p${i}/index.html`, contents: html(i), compress: i % 50 === 0, scan: true });
  }
  const scans = await output.finish();
  assert.is(scans.size, 400);
  for (const i of [0, 199, 399]) assert.is(await readFile(path.join(root, `docs/p${i}/index.html`), 'utf8'), html(i));
  assert.ok(existsSync(path.join(root, 'docs/p350/index.html.br')));
  assert.ok(scans.get('/docs/p399/index.html')?.ids.has('part-399'));
});

test.run();
