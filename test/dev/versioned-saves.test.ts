/**
 * `serve` on a versioned site (the `versioned` fixture): a body edit of a doc in any version
 * rewrites that doc's page alone, with its version's banner data kept; a new title in a released
 * version, or a new file in its folder, rebuilds the site (its sidebars are keyed apart).
 */
import { readFile, writeFile } from 'node:fs/promises';
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

test('a new title in 1.0 rebuilds the site, and its sidebar shows it', async ({ dir, out, session, events }) => {
  const source = path.join(dir, 'versioned_docs/version-1.0/getting-started.md');
  await writeFile(source, (await readFile(source, 'utf8')).replace('# Getting started', '---\ntitle: First steps\n---\n# Getting started'));
  const before = events.built.length;
  await session.enqueue({ kind: 'doc', file: source });
  assert.equal(events.built.slice(before).map((b) => b.kind), ['site']);
  const sidebar = (html: string) => html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));
  assert.match(sidebar(await page(out, 'docs/1.0/intro')), /First steps/);
  assert.not.match(sidebar(await page(out, 'docs/intro')), /First steps/, 'the latest version’s sidebar is its own');
});

test.run();
