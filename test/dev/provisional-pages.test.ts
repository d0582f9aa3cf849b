/**
 * `serve`'s first build of a large site, before its docs compile: a page asked for is drawn from
 * the scan alone with its own doc compiled, and it is the page the build then writes (titles
 * from front matter or a leading heading, as here), marked on <html>. Pages open on it are not
 * told they show the build, so the build's `reload` reaches them. A doc that does not compile is left to the build.
 * (The threshold is lowered to this fixture's size: a real site gets them from 1,000 docs.)
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { deferred } from '../../src/cli/deferred.ts';
import { EVENTS_PATH } from '../../src/runtime/client/live-protocol.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

/** The live channel's messages, as a page open at `url` gets them. */
function liveMessages(url: string): { messages: { type: string; build?: string }[]; close(): void } {
  const messages: { type: string; build?: string }[] = [];
  const controller = new AbortController();
  void fetch(new URL(EVENTS_PATH, url), { signal: controller.signal }).then(async (response) => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body!) {
      text += decoder.decode(chunk, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
        if (data) messages.push(JSON.parse(data));
        text = text.slice(end + 2);
      }
    }
  }).catch(() => {});
  return { messages, close: () => controller.abort() };
}

async function until(check: () => boolean, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; !check(); ) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a doc page is drawn from the scan before the docs compile, as the build then writes it', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const devDir = path.join(dir, '.serve');
  const docsHeld = deferred();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir, provisionalFrom: 1, docsHeld: docsHeld.promise });
  let live: ReturnType<typeof liveMessages> | undefined;
  try {
    const response = await fetch(`${dev.url}docs/start`, { signal: AbortSignal.timeout(60_000) });
    assert.is(response.status, 200);
    assert.is(response.headers.get('cache-control'), 'no-store');
    const page = await response.text();
    // Its own doc compiled; the others named in the sidebar and the pagination by the scan.
    assert.match(page, /<h1[^>]*>Start here<\/h1>/);
    assert.match(page, /href="#section-5"/);
    assert.match(page, />First</);
    const payload = await (await fetch(`${dev.url}_docsgen/routes/docs/start.json`)).text();
    const guide = await (await fetch(`${dev.url}docs/Guides/first`)).text();
    assert.match(guide, /The first paragraph becomes the description/);
    // No doc compiled by the build, nothing written to the served folder.
    assert.not.ok(existsSync(devDir));
    const cache = path.join(dir, 'node_modules/.cache/docsgen/docs');
    assert.equal(existsSync(cache) ? readdirSync(cache).filter((f) => f.endsWith('.doc')) : [], [], 'no doc in the docs cache');

    live = liveMessages(dev.url);
    await until(() => live!.messages.length > 0);
    assert.equal(live.messages[0], { type: 'hello', build: '' }, 'not told it shows the build');

    docsHeld.resolve();
    await dev.ready;
    // Told apart on <html> (a page that learns of a ready build loads again), and otherwise the build's.
    for (const html of [page, guide]) assert.match(html, /^<!DOCTYPE html><html data-docsgen-provisional="" lang=/);
    const unmarked = (html: string) => html.replace(' data-docsgen-provisional=""', '');
    assert.is(await readFile(path.join(devDir, 'docs/start/index.html'), 'utf8'), unmarked(page));
    assert.is(await readFile(path.join(devDir, '_docsgen/routes/docs/start.json'), 'utf8'), payload);
    assert.is(await readFile(path.join(devDir, 'docs/Guides/first/index.html'), 'utf8'), unmarked(guide));
    await until(() => live!.messages.some((m) => m.type === 'reload'));
    const reload = live.messages.find((m) => m.type === 'reload')!;
    assert.ok(reload.build, 'the reload names the build, which the page was not told it shows');
  } finally {
    live?.close();
    docsHeld.resolve();
    await dev.close();
    await cleanup();
  }
});

test('a doc that does not compile is left to the build, which answers with its error', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  await writeFile(path.join(dir, 'content/docs/02-Guides/03-broken.mdx'), `---\ntitle: Broken\n---\n\nA <Card unclosed\n`);
  const docsHeld = deferred();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir: path.join(dir, '.serve'), provisionalFrom: 1, docsHeld: docsHeld.promise });
  try {
    // Another page is drawn: the scan's models are made.
    assert.is((await fetch(`${dev.url}docs/start`, { signal: AbortSignal.timeout(60_000) })).status, 200);
    const broken = fetch(`${dev.url}docs/Guides/broken`, { signal: AbortSignal.timeout(60_000) });
    const early = await Promise.race([broken, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 500))]);
    assert.is(early, 'waiting');
    docsHeld.resolve();
    const response = await broken;
    assert.is(response.status, 503);
    assert.match(await response.text(), /Build failed[\s\S]*03-broken\.mdx/);
  } finally {
    docsHeld.resolve();
    await dev.close();
    await cleanup();
  }
});

test('below the threshold no provisional page is drawn: the request waits for the build', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const docsHeld = deferred();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir: path.join(dir, '.serve'), docsHeld: docsHeld.promise });
  try {
    const page = fetch(`${dev.url}docs/start`, { signal: AbortSignal.timeout(60_000) });
    const early = await Promise.race([page, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 1500))]);
    assert.is(early, 'waiting');
    docsHeld.resolve();
    assert.is((await page).status, 200);
  } finally {
    docsHeld.resolve();
    await dev.close();
    await cleanup();
  }
});

test.run();
