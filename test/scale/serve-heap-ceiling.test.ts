/**
 * `serve`'s memory regressions fail here, as `build`'s do in heap-ceiling.test.ts: on the bench's
 * generated site of 3,000 pages, its first build and search index must fit a heap far smaller than
 * a `serve` that keeps every doc's texts in memory needs. Measured (2 cores, `--max-old-space-size`):
 * with the texts in memory it ran out of heap at 200 MB and finished at 250 (at 100,000 docs it
 * died after 55,000 compiled); with them spilled (content/text-spill.ts) it finishes at 100 and
 * runs out at 90. The ceiling sits between.
 */
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: plain JavaScript, without types
import { generateSite } from '../../bench/generate-site.mjs';
import { startServe } from '../helpers/serve-cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const PAGES = 3000;
const HEAP_MB = 150;
/** A heap too small makes V8 collect garbage without end rather than fail: that is a failure too. */
const GIVE_UP_MS = 240_000;

const test = suite('serve heap ceiling');

test(`serve builds and indexes a ${PAGES}-page site with --max-old-space-size=${HEAP_MB}`, async () => {
  const siteDir = path.join(await tempDir('docsgen-serve-heap-'), 'site');
  const { docs } = (await generateSite(siteDir, PAGES)) as { docs: { path: string }[] };
  // The flag as a user would give it; the compile and index threads get the same limit.
  const serve = await startServe(['--site-dir', siteDir, '--port', '0'], { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` });
  const exited = () => serve.child.exitCode !== null || serve.child.signalCode !== null;
  const url = (p: string) => `${serve.url}/${p}`;
  try {
    // The search index is written after the pages: once it is served, the first build is whole.
    let indexed = false;
    for (const started = Date.now(); !indexed && !exited() && Date.now() - started < GIVE_UP_MS; ) {
      indexed = (await fetch(url('_docsgen/search/pagefind-entry.json'), { signal: AbortSignal.timeout(5000) }).then((r) => r.status, () => 0)) === 200;
      if (!indexed) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { stderr } = serve.output();
    assert.ok(indexed, `no search index (${exited() ? 'serve exited' : `still building after ${GIVE_UP_MS} ms`}): ${stderr.slice(-2000)}`);
    const doc = docs[docs.length - 1]!.path.replace(/^content\//, '').replace(/\.md$/, '').split('/').map((p) => p.replace(/^\d+-/, '')).join('/');
    assert.is((await fetch(url(doc))).status, 200, doc);
  } finally {
    await serve.stop();
  }
  const { stderr } = serve.output();
  assert.is(serve.child.exitCode, 0, stderr.slice(-2000));
  assert.not.match(stderr, /heap out of memory/);
});

test.run();
