/**
 * Which file `read_page` and the resources read for a URL or path: the page's Markdown twin in the
 * output folder, or a refusal. Attacked with generated input (fast-check, from an alphabet heavy
 * in what breaks paths and URLs): anything either maps to a `.md` file inside the output or is
 * refused. Then reading through a symbolic link, and listing the pages from llms.txt or the files.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../../src/cli/confine/output-path.ts';
import { routeProblem } from '../../src/cli/confine/route-path.ts';
import { twinFile } from '../../src/cli/llms/paths.ts';
import { listTwins, llmsLinks, readTwin, twinFor, type SiteAddress } from '../../src/cli/mcp/pages.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const OUT = path.resolve('/srv/site/build');
const SITE: SiteAddress = { url: 'https://docs.example.com', baseUrl: '/' };
const SUB: SiteAddress = { url: 'https://docs.example.com', baseUrl: '/sub/' };
const RUNS = { numRuns: 3000, seed: 36 } as const;

function fileOf(input: string, site = SITE): string | undefined {
  const found = twinFor(input, OUT, site);
  return found.ok ? path.relative(OUT, found.twin.file).split(path.sep).join('/') : undefined;
}

test('a page URL or path names its twin: <route>.md, / as index.md', () => {
  const cases: [string, string][] = [
    ['/docs/intro', 'docs/intro.md'],
    ['docs/intro', 'docs/intro.md'],
    ['/docs/intro/', 'docs/intro.md'],
    ['/docs/intro.md', 'docs/intro.md'],
    ['/docs/intro/index.html', 'docs/intro.md'],
    ['/docs/intro#usage', 'docs/intro.md'],
    ['/docs/intro?x=1', 'docs/intro.md'],
    ['/docs/Features/get-props', 'docs/Features/get-props.md'],
    ['https://docs.example.com/docs/Features/get-props#art-direction', 'docs/Features/get-props.md'],
    ['https://docs.example.com/docs/Features/get-props.md', 'docs/Features/get-props.md'],
    ['/docs/caf%C3%A9', 'docs/café.md'],
    ['/', 'index.md'],
    ['https://docs.example.com', 'index.md'],
    ['https://docs.example.com/', 'index.md'],
  ];
  for (const [input, file] of cases) assert.is(fileOf(input), file, input);
});

test('under a base URL, with or without it; the twin URL carries it', () => {
  assert.is(fileOf('/sub/docs/intro', SUB), 'docs/intro.md');
  assert.is(fileOf('/docs/intro', SUB), 'docs/intro.md');
  assert.is(fileOf('https://docs.example.com/sub/docs/intro', SUB), 'docs/intro.md');
  const found = twinFor('/docs/intro', OUT, SUB);
  assert.ok(found.ok);
  if (found.ok) {
    assert.is(found.twin.uri, 'https://docs.example.com/sub/docs/intro.md');
    assert.is(found.twin.pagePath, '/sub/docs/intro');
  }
});

test('refused: a way out of the build, another site, another scheme', () => {
  for (const input of [
    '',
    '../../etc/passwd',
    '/docs/../../etc/passwd',
    '/docs/%2e%2e/%2e%2e/etc/passwd',
    '/docs/%2E%2E/secret',
    '/docs/.%2e/secret',
    '/docs/..%2f..%2fetc/passwd',
    '/docs/..%5c..%5cetc',
    '/docs\\..\\..\\etc\\passwd',
    'https://docs.example.com\\..\\etc\\passwd',
    '/docs/%00',
    '/docs/%zz',
    'https://docs.example.com/docs/%2e%2e/%2e%2e/etc/passwd',
    'https://docs.example.com/docs/../../etc/passwd',
    'https://evil.example.com/docs/intro',
    'http://docs.example.com/docs/intro',
    'https://docs.example.com:8443/docs/intro',
    'file:///etc/passwd',
    'javascript:alert(1)',
    '//evil.example.com/docs/intro',
    '/docs//intro',
  ]) {
    const found = twinFor(input, OUT, SITE);
    assert.not.ok(found.ok, `${JSON.stringify(input)} was accepted: ${found.ok ? found.twin.file : ''}`);
  }
});

const piece = fc.constantFrom('.', '..', '/', '//', '\\', '%', '%2e', '%2E', '%2f', '%5c', '%00', '%25', '#', '?', '\0', '\n', ' ', 'a', 'é', '_docsgen', '~', ':', 'C:', 'x.md', 'index.html', 'https://docs.example.com', 'https://evil.com', 'file://', '/sub');
const input = fc.oneof(fc.array(piece, { maxLength: 14 }).map((parts) => parts.join('')), fc.string(), fc.webUrl({ withFragments: true, withQueryParameters: true }));

test('any input: refused, or a .md file inside the build (and a twin URL on the site)', () => {
  for (const site of [SITE, SUB]) {
    fc.assert(
      fc.property(input, (text) => {
        const found = twinFor(text, OUT, site);
        if (!found.ok) return true;
        const { file, uri } = found.twin;
        return isInside(file, OUT) && file !== OUT && file.endsWith('.md') && new URL(uri).origin === 'https://docs.example.com';
      }),
      RUNS,
    );
  }
});

async function errorOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

test('every route a build may have: read_page finds the twin where the build writes it', () => {
  const segment = fc.stringMatching(/^[A-Za-z0-9._~é-]{1,12}$/);
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
      const route = `/${segments.join('/')}`;
      // A route whose last segment ends in .md or .html is read as a twin's or page's file name
      // (`/docs/intro.md` is the twin of /docs/intro): such a slug's twin is not reachable by its route.
      if (routeProblem(route) !== undefined || /\.(md|html)$/.test(route)) return true;
      return fileOf(route) === twinFile(route) && fileOf(`https://docs.example.com${encodeURI(route)}`) === twinFile(route);
    }),
    RUNS,
  );
});

test('reading: a twin, a missing page, a symbolic link leading out of the build', async () => {
  const dir = await tempDir('docsgen-mcp-pages-');
  const out = path.join(dir, 'build');
  await mkdir(path.join(out, 'docs'), { recursive: true });
  await writeFile(path.join(out, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  await writeFile(path.join(dir, 'secret.md'), 'secret');
  await symlink(path.join(dir, 'secret.md'), path.join(out, 'docs', 'leak.md'));
  assert.is((await readTwin('/docs/intro', out, SITE)).markdown, '# Intro\n\nHello.\n');
  assert.match(await errorOf(readTwin('/docs/missing', out, SITE)), /no page at \/docs\/missing/);
  assert.match(await errorOf(readTwin('/docs/leak', out, SITE)), /refused .*outside the build/);
  assert.match(await errorOf(readTwin('/docs/%2e%2e/secret', out, SITE)), /refused/);
});

test('listing: the pages of llms.txt with their titles, else every .md file of the build', async () => {
  const dir = await tempDir('docsgen-mcp-list-');
  await mkdir(path.join(dir, 'docs', 'Features'), { recursive: true });
  await mkdir(path.join(dir, '_docsgen'), { recursive: true });
  for (const file of ['index.md', 'docs/intro.md', 'docs/Features/get-props.md', '_docsgen/notes.md']) await writeFile(path.join(dir, file), '# x\n');
  assert.equal(
    (await listTwins(dir, SITE)).map((r) => r.uri),
    ['https://docs.example.com/docs/Features/get-props.md', 'https://docs.example.com/docs/intro.md', 'https://docs.example.com/index.md'],
  );
  const llms = [
    '# Site',
    '',
    '> Tagline.',
    '',
    '## Docs',
    '',
    '- [Introduction](https://docs.example.com/docs/intro.md): Why it exists.',
    '- [Get \\[props\\]](https://docs.example.com/docs/Features/get-props.md)',
    '- [Elsewhere](https://other.example.com/docs/x.md): not ours',
    '',
  ].join('\n');
  await writeFile(path.join(dir, 'llms.txt'), llms);
  assert.equal(await listTwins(dir, SITE), [
    { uri: 'https://docs.example.com/docs/intro.md', name: 'Introduction', description: 'Why it exists.' },
    { uri: 'https://docs.example.com/docs/Features/get-props.md', name: 'Get [props]' },
  ]);
  assert.is(llmsLinks(llms).length, 3);
});

test.run();
