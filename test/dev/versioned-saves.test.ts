/**
 * `serve` on a versioned site (the `versioned` fixture): a body edit of a doc in any version
 * rewrites that doc's page alone, with its version's banner data kept; a new title, new tags or
 * a version's sidebars file rewrite that version's pages that change, in place, and no other
 * version's; a doc added to a version (every page's dropdown lists it) rebuilds the site.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { devSessionSuite } from '../helpers/dev-session.ts';

const test = devSessionSuite('serve: saves on a versioned site', 'versioned');

const page = (out: string, route: string) => readFile(path.join(out, route, 'index.html'), 'utf8');

test('a body edit in 1.0, in Next and in the latest version: its page alone, in place', async ({ dir, out, session, events }) => {
  for (const [file, route] of [
    ['versioned_docs/version-1.0/getting-started.md', 'docs/1.0/getting-started'],
    ['docs/install.md', 'docs/next/install'],
    ['versioned_docs/version-2.0/api.md', 'docs/api'],
  ] as const) {
    const before = events.built.length;
    const source = path.join(dir, file);
    await writeFile(source, `${await readFile(source, 'utf8')}\nA line saved in ${route}.\n`);
    await session.enqueue({ kind: 'doc', file: source });
    const built = events.built.slice(before);
    assert.equal(built.map((b) => b.kind), ['routes'], `${file}: one page rewritten, no whole build`);
    const [routeData] = built[0]!.kind === 'routes' ? built[0]!.routes : [];
    assert.is(routeData?.path, `/${route}`);
    assert.match(await page(out, route), new RegExp(`A line saved in ${route.replace(/\//g, '\\/')}\\.`));
  }
  const oneZero = session.state!.routes.find((r) => r.path === '/docs/1.0/getting-started');
  assert.is(oneZero && 'version' in oneZero ? oneZero.version : undefined, '1.0', 'the page keeps its version');
});

const sidebar = (html: string) => html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));

/** Every page's modification time, by route folder: which pages a save wrote. */
async function pageTimes(out: string, routes: readonly string[]): Promise<Map<string, number>> {
  return new Map(await Promise.all(routes.map(async (route) => [route, (await stat(path.join(out, route, 'index.html'))).mtimeMs] as const)));
}

const OTHER_VERSIONS = ['docs/intro', 'docs/install', 'docs/api', 'docs/guides/configure', 'docs/next/intro', 'docs/next/install', 'docs/next/guides/turbo'];

test('a new title in 1.0: the 1.0 pages that show it are written in place, no other version’s', async ({ dir, out, session, events }) => {
  const source = path.join(dir, 'versioned_docs/version-1.0/getting-started.md');
  await writeFile(source, (await readFile(source, 'utf8')).replace('# Getting started', '---\ntitle: First steps\n---\n# Getting started'));
  const times = await pageTimes(out, OTHER_VERSIONS);
  const before = events.built.length;
  await session.enqueue({ kind: 'doc', file: source });
  const built = events.built.slice(before);
  assert.equal(built.map((b) => b.kind), ['files'], 'no whole build');
  const output = built[0]!;
  assert.ok(output.kind === 'files');
  assert.equal(output.versions, ['1.0']);
  assert.equal(output.saved.map((r) => r.path), ['/docs/1.0/getting-started'], 'the saved doc’s payload goes to open pages');
  assert.ok(output.routes.every((r) => r.path.startsWith('/docs/1.0/')), output.routes.map((r) => r.path).join(', '));
  assert.match(sidebar(await page(out, 'docs/1.0/intro')), /First steps/);
  assert.not.match(sidebar(await page(out, 'docs/intro')), /First steps/, 'the latest version’s sidebar is its own');
  assert.equal(await pageTimes(out, OTHER_VERSIONS), times, 'no page of another version written');
});

test('a new title for 1.0’s first doc (the one its sidebar opens at): still 1.0’s pages alone', async ({ dir, out, session, events }) => {
  const source = path.join(dir, 'versioned_docs/version-1.0/intro.md');
  await writeFile(source, (await readFile(source, 'utf8')).replace('title: Introduction', 'title: Overview'));
  const times = await pageTimes(out, OTHER_VERSIONS);
  const before = events.built.length;
  await session.enqueue({ kind: 'doc', file: source });
  const built = events.built.slice(before);
  assert.equal(built.map((b) => b.kind), ['files']);
  assert.ok(built[0]!.kind === 'files' && built[0]!.routes.every((r) => r.path === '/docs/1.0' || r.path.startsWith('/docs/1.0/')), built[0]!.kind === 'files' ? built[0]!.routes.map((r) => r.path).join(' ') : '');
  assert.match(sidebar(await page(out, 'docs/1.0/getting-started')), /Overview/);
  assert.equal(await pageTimes(out, OTHER_VERSIONS), times);
});

test('a version’s sidebars file: its pages show the new sidebar, the others are untouched', async ({ dir, out, session, events }) => {
  const file = path.join(dir, 'versioned_sidebars/version-1.0-sidebars.json');
  await writeFile(file, (await readFile(file, 'utf8')).replace('"label": "Guides"', '"label": "Old guides"'));
  const times = await pageTimes(out, OTHER_VERSIONS);
  const before = events.built.length;
  await session.enqueue({ kind: 'site', file });
  const built = events.built.slice(before);
  assert.equal(built.map((b) => b.kind), ['files']);
  assert.ok(built[0]!.kind === 'files' && built[0]!.saved.length === 0);
  assert.match(sidebar(await page(out, 'docs/1.0/getting-started')), /Old guides/);
  assert.equal(await pageTimes(out, OTHER_VERSIONS), times);
  const siteJson = JSON.parse(await readFile(path.join(out, '_docsgen/site.json'), 'utf8')) as { sidebars: Record<string, unknown> };
  assert.match(JSON.stringify(siteJson.sidebars), /Old guides/, 'site.json has the new sidebar');
});

test('new tags on a Next doc: its version’s tag pages appear, then go with the tags', async ({ dir, out, session, events }) => {
  const source = path.join(dir, 'docs/install.md');
  const text = await readFile(source, 'utf8');
  await writeFile(source, `---\ntags: [setup]\n---\n${text}`);
  const before = events.built.length;
  await session.enqueue({ kind: 'doc', file: source });
  assert.equal(events.built.slice(before).map((b) => b.kind), ['files']);
  assert.match(await page(out, 'docs/next/tags/setup'), /Install/);
  assert.ok(!existsSync(path.join(out, 'docs/tags/setup/index.html')), 'the latest version has no such tag');
  await writeFile(source, text);
  await session.enqueue({ kind: 'doc', file: source });
  assert.ok(!existsSync(path.join(out, 'docs/next/tags/setup/index.html')), 'the tag page is removed with the last doc that had it');
  assert.not.match(await readFile(path.join(out, 'sitemap.xml'), 'utf8'), /tags\/setup/);
});

test('an image of a 1.0 doc replaced: its page links the new image, no other version is written', async ({ dir, out, session, events }) => {
  const image = path.join(dir, 'versioned_docs/version-1.0/diagram.png');
  const doc = path.join(dir, 'versioned_docs/version-1.0/getting-started.md');
  await writeFile(image, Buffer.from('first image'));
  await writeFile(doc, `${await readFile(doc, 'utf8')}\n![Diagram](./diagram.png)\n`);
  await session.enqueue({ kind: 'doc', file: doc });
  const src = async () => /<img src="([^"]+)" alt="Diagram"/.exec(await page(out, 'docs/1.0/getting-started'))?.[1];
  const first = await src();
  assert.ok(first, 'the page shows the image');
  const times = await pageTimes(out, OTHER_VERSIONS);
  const before = events.built.length;
  await writeFile(image, Buffer.from('second image, other bytes'));
  await session.enqueue({ kind: 'site', file: image });
  assert.equal(events.built.slice(before).map((b) => b.kind), ['files']);
  const second = await src();
  assert.ok(second && second !== first, `a new image URL: ${first} → ${second}`);
  assert.equal(await readFile(path.join(out, second!), 'utf8'), 'second image, other bytes');
  assert.equal(await pageTimes(out, OTHER_VERSIONS), times);
});

test('a doc added to 1.0 rebuilds the site (every page’s version dropdown lists it)', async ({ dir, out, session, events }) => {
  const file = path.join(dir, 'versioned_docs/version-1.0/faq.md');
  await writeFile(file, '# FAQ\n\nQuestions about version 1.\n');
  const before = events.built.length;
  await session.enqueue({ kind: 'site', file });
  assert.equal(events.built.slice(before).map((b) => b.kind), ['site']);
  assert.match(await page(out, 'docs/1.0/faq'), /Questions about version 1/);
});

test.run();
