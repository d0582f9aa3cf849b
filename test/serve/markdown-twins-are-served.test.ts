/**
 * The static server answers a page's Markdown twin as `text/markdown; charset=utf-8`, and a page
 * asked for with `Accept: text/markdown` gets its twin (a browser's Accept gets the page); page
 * responses vary on Accept. The Accept parsing honours q-values.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { prefersMarkdown, twinOfPagePath } from '../../src/cli/serve/markdown-negotiation.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn } from '../helpers/http.ts';
import { buildRealSite } from '../helpers/site.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

test('Accept: which ask for Markdown', () => {
  assert.ok(prefersMarkdown('text/markdown'));
  assert.ok(prefersMarkdown('text/markdown, text/html;q=0.9'));
  assert.ok(prefersMarkdown('text/plain;q=0.5, text/markdown;q=0.8'));
  assert.not.ok(prefersMarkdown(BROWSER));
  assert.not.ok(prefersMarkdown('text/html, text/markdown'));
  assert.not.ok(prefersMarkdown('text/markdown;q=0'));
  assert.not.ok(prefersMarkdown(undefined));
  assert.is(twinOfPagePath('/docs/intro'), '/docs/intro.md');
  assert.is(twinOfPagePath('/docs/intro/'), '/docs/intro.md');
  assert.is(twinOfPagePath('/'), '/index.md');
  assert.is(twinOfPagePath('/assets/main.js'), undefined);
});

test('twins by name and by Accept, pages for browsers', async () => {
  const { outDir } = await buildRealSite();
  const server = await listenOn(createStaticServer(outDir));
  try {
    const twin = await readFile(path.join(outDir, 'docs/intro.md'), 'utf8');
    const byName = await fetchRaw(`${server.url}/docs/intro.md`);
    assert.is(byName.status, 200);
    assert.is(byName.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.is(byName.body.toString('utf8'), twin);
    const asked = await fetchRaw(`${server.url}/docs/intro`, { headers: { Accept: 'text/markdown' } });
    assert.is(asked.status, 200);
    assert.is(asked.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.is(asked.body.toString('utf8'), twin);
    assert.match(String(asked.headers['vary']), /Accept(,|$)/);
    const browser = await fetchRaw(`${server.url}/docs/intro`, { headers: { Accept: BROWSER } });
    assert.match(String(browser.headers['content-type']), /^text\/html/);
    assert.match(String(browser.headers['vary']), /\bAccept\b/);
    const llms = await fetchRaw(`${server.url}/llms.txt`);
    assert.is(llms.status, 200);
    assert.match(llms.body.toString('utf8'), /^# Next Export Optimize Images\n\n> /);
    // The search page has no twin: Accept changes nothing there.
    const search = await fetchRaw(`${server.url}/search`, { headers: { Accept: 'text/markdown' } });
    assert.match(String(search.headers['content-type']), /^text\/html/);
  } finally {
    await server.close();
  }
});

test.run();
