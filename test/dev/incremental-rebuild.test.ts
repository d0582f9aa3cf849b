/**
 * What a save in `serve` rebuilds: a doc's body alone rewrites that doc's page and payload and
 * nothing else (a change other pages show: saves-other-pages-show.test.ts); a broken save keeps
 * the last good output and state, stays reported while other docs are saved, and the fix recovers.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../src/runtime/data.ts';
import { withTwinFields } from '../../src/cli/llms/route-twin.ts';
import { contentAssetUrls } from '../../src/cli/markdown/content-assets.ts';
import { deferred } from '../../src/cli/deferred.ts';
import { DevSession } from '../../src/cli/dev/session.ts';
import { writeSearchFiles } from '../../src/cli/search/write.ts';
import { classify } from '../../src/cli/dev/watch.ts';
import { buildRoutes } from '../../src/cli/routes/routes.ts';
import { devSessionSuite } from '../helpers/dev-session.ts';
import { silentLogger } from '../helpers/site.ts';

const test = devSessionSuite('serve: incremental rebuilds', 'shell');

const first = (dir: string) => path.join(dir, 'content/docs/02-Guides/01-first.md');
const mtime = async (file: string) => (await stat(file)).mtimeMs;

test('the first build is a whole build, drafts included', (context) => {
  assert.equal(context.events.built, [{ kind: 'site' }]);
  assert.ok(context.session.state!.model.docs.length >= 3);
});

test('a body edit rewrites that doc page and payload only', async (context) => {
  const other = path.join(context.out, 'docs/start/index.html');
  const before = await mtime(other);
  const file = first(context.dir);
  await writeFile(file, `${await readFile(file, 'utf8')}\n\nAn added sentence.\n`);
  await context.session.enqueue(classify('change', file, path.join(context.dir, 'content/docs'))!);
  // The route as its page carries it: with its Markdown twin's URL and copy menu, without the twin's text.
  const { twin: _text, ...page } = withTwinFields(context.session.state!.config, context.session.state!.routes.find((r) => r.path === '/docs/Guides/first')!) as RouteData & { twin?: string };
  const copyPage = page.kind === 'doc' && page.copyPage ? { copyPage: contentAssetUrls(page.copyPage, context.session.state!.incremental.assets.content) } : {};
  assert.equal(context.events.built.at(-1), { kind: 'routes', routes: [{ ...page, ...copyPage }] });
  assert.match(await readFile(path.join(context.out, 'docs/Guides/first/index.html'), 'utf8'), /An added sentence\./);
  assert.match(await readFile(path.join(context.out, '_docsgen/routes/docs/Guides/first.json'), 'utf8'), /An added sentence\./);
  assert.is(await mtime(other), before, 'another page was not written');
});

test('the saved doc gets the route a whole build would give it, new headings included', async (context) => {
  const file = first(context.dir);
  await writeFile(file, `${await readFile(file, 'utf8')}\n\n## A heading added by a save\n\nIts text.\n`);
  await context.session.enqueue({ kind: 'doc', file });
  const state = context.session.state!;
  const saved = state.routes.find((r) => r.path === '/docs/Guides/first');
  assert.ok(saved?.kind === 'doc' && saved.toc.some((t) => t.value === 'A heading added by a save'));
  const whole = buildRoutes(state.config, state.model, state.incremental.pages, state.incremental.pageMeta);
  assert.equal(state.routes, whole);
});

/**
 * The text of every page in the search index (Pagefind's fragments are gzipped JSON), read while
 * `serve` may be writing it: a fragment listed may be gone by the time it is read (the index no
 * longer has it), but never half written (served-files-are-replaced-whole.test.ts).
 */
async function indexedText(out: string): Promise<string> {
  const dir = path.join(out, '_docsgen/search/fragment');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.pf_fragment'));
  const read = (f: string) => readFile(path.join(dir, f)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  const texts = await Promise.all(files.map(async (f) => {
    const data = await read(f);
    return data ? gunzipSync(data).toString() : '';
  }));
  return texts.join('\n');
}

test('the search index follows a body edit once the saves pause', async (context) => {
  const file = first(context.dir);
  await writeFile(file, `${await readFile(file, 'utf8')}\n\nQuixotic-marker sentence for search.\n`);
  await context.session.enqueue({ kind: 'doc', file });
  assert.not.match(await indexedText(context.out), /Quixotic-marker/, 'not yet: the page comes first');
  const end = Date.now() + 5000;
  while (!(await indexedText(context.out)).includes('Quixotic-marker')) {
    assert.ok(Date.now() < end, 'index rewritten within 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
});

test('a save made while the search index is rewritten is built at once, not after it', async (context) => {
  // A session of its own whose re-index, once `hold` is set, waits until the test lets it go.
  const release = deferred();
  let hold = false;
  let held = false;
  const order: string[] = [];
  const session = new DevSession(
    {
      siteDir: context.dir,
      outDir: path.join(context.dir, '.serve-held'),
      logger: silentLogger(),
      writeSearch: async (options) => {
        if (hold) {
          held = true;
          await release.promise;
        }
        await writeSearchFiles(options);
      },
    },
    { built: () => order.push('built'), failed: () => {}, indexed: () => order.push('indexed') },
  );
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((r) => setTimeout(r, 5));
  };
  try {
    await session.start();
    await until(() => order.includes('indexed'));
    const file = first(context.dir);
    const save = async (sentence: string) => {
      await writeFile(file, `${await readFile(file, 'utf8')}\n\n${sentence}\n`);
      await session.enqueue({ kind: 'doc', file });
    };
    await save('A sentence the index must follow.');
    hold = true;
    void session.enqueue({ kind: 'search' });
    await until(() => held);
    // The re-index is held: the next save must not wait for it (a save that did would never end).
    const saved = save('A sentence saved while the index is written.').then(() => 'built');
    const waited = new Promise((r) => setTimeout(() => r('waited for the index'), 5000).unref());
    assert.is(await Promise.race([saved, waited]), 'built');
    assert.equal(order, ['built', 'indexed', 'built', 'built']);
    assert.match(await readFile(path.join(context.dir, '.serve-held/docs/Guides/first/index.html'), 'utf8'), /saved while the index is written/);
    release.resolve();
    await until(() => order.filter((e) => e === 'indexed').length === 2);
  } finally {
    release.resolve();
    await session.close();
  }
});

test('a broken save keeps the last good output; the fix recovers', async (context) => {
  const file = first(context.dir);
  const good = await readFile(file, 'utf8');
  const page = path.join(context.out, 'docs/Guides/first/index.html');
  const html = await readFile(page, 'utf8');
  await writeFile(file, `---\ntitle: [oops\n---\n${good}`);
  await context.session.enqueue({ kind: 'doc', file });
  assert.match(context.events.failed.at(-1) ?? '', /content\/docs\/02-Guides\/01-first\.md/);
  assert.is(await readFile(page, 'utf8'), html, 'output untouched');
  await writeFile(file, good);
  const builds = context.events.built.length;
  await context.session.enqueue({ kind: 'doc', file });
  assert.is(context.events.built.length, builds + 1, 'the fix is announced, clearing the error');
});

test('a broken doc stays reported while another doc is saved and built, until it is fixed', async (context) => {
  const broken = path.join(context.dir, 'content/docs/02-Guides/02-second.md');
  const other = first(context.dir);
  const good = await readFile(broken, 'utf8');
  await writeFile(broken, `---\nsidebar_position: abc\n---\n${good}`);
  await context.session.enqueue({ kind: 'doc', file: broken });
  const failures = context.events.failed.length;
  assert.match(context.events.failed.at(-1) ?? '', /02-second\.md/);
  await writeFile(other, `${await readFile(other, 'utf8')}\n\nAnother doc's sentence.\n`);
  const builds = context.events.built.length;
  await context.session.enqueue({ kind: 'doc', file: other });
  assert.is(context.events.built.length, builds + 1, 'the other doc is built');
  assert.is(context.events.failed.length, failures + 1, 'and the broken one reported again after it');
  assert.match(context.events.failed.at(-1) ?? '', /02-second\.md/);
  await writeFile(broken, good);
  await context.session.enqueue({ kind: 'doc', file: broken });
  assert.is(context.events.built.length, builds + 2, 'the fix is built');
  assert.is(context.events.failed.length, failures + 1, 'and nothing is reported broken any more');
});

test('a fix the watcher never reported is still seen while the save is broken', async (context) => {
  const file = path.join(context.dir, 'content/docs/02-Guides/02-second.md');
  const good = await readFile(file, 'utf8');
  await writeFile(file, `---\nsidebar_position: [\n---\n${good}`);
  await context.session.enqueue({ kind: 'doc', file });
  const failures = context.events.failed.length;
  assert.match(context.events.failed.at(-1) ?? '', /02-second\.md/);
  const builds = context.events.built.length;
  // No enqueue: as if the file watcher had missed the save.
  await writeFile(file, good);
  const end = Date.now() + 5000;
  while (context.events.built.length === builds) {
    assert.ok(Date.now() < end, 'the fix was picked up within 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.is(context.events.failed.length, failures, 'and it built');
});

test('a good save the watcher never reported is still built, from the files saved last', async (context) => {
  const file = first(context.dir);
  await writeFile(file, `${await readFile(file, 'utf8')}\n\nA sentence the watcher reported.\n`);
  await context.session.enqueue({ kind: 'doc', file });
  const builds = context.events.built.length;
  // No enqueue: as if the file watcher had missed this save.
  await writeFile(file, `${await readFile(file, 'utf8')}\n\nA sentence it missed.\n`);
  const end = Date.now() + 5000;
  while (context.events.built.length === builds) {
    assert.ok(Date.now() < end, 'the missed save was picked up within 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const output = context.events.built.at(-1);
  assert.equal(output?.kind === 'routes' && output.routes.map((r) => r.path), ['/docs/Guides/first'], 'that doc alone');
  assert.match(await readFile(path.join(context.out, 'docs/Guides/first/index.html'), 'utf8'), /A sentence it missed\./);
});

test('what a changed file means', () => {
  const docs = '/site/content/docs';
  assert.equal(classify('change', `${docs}/a.md`, docs), { kind: 'doc', file: `${docs}/a.md` });
  assert.equal(classify('change', `${docs}/sub/b.mdx`, docs), { kind: 'doc', file: `${docs}/sub/b.mdx` });
  assert.equal(classify('add', `${docs}/new.md`, docs)?.kind, 'site');
  assert.equal(classify('unlink', `${docs}/a.md`, docs)?.kind, 'site');
  assert.equal(classify('change', `${docs}/sub/_category_.json`, docs)?.kind, 'site');
  assert.equal(classify('addDir', `${docs}/sub`, docs)?.kind, 'site');
  assert.is(classify('add', `${docs}/sed4Xk2a`, docs), undefined, 'a stray file among the docs is not read by the build');
  assert.equal(classify('change', `${docs}/sub/img/flow.PNG`, docs)?.kind, 'site', 'an image beside the docs is (a page may show it)');
  assert.equal(classify('change', '/site/site.config.ts', docs)?.kind, 'site');
  assert.equal(classify('change', '/site/templates/DocPage.tsx', docs)?.kind, 'site');
  assert.equal(classify('change', '/site/content/static/img/logo.svg', docs)?.kind, 'site');
});

test.run();
