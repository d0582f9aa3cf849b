/**
 * `docsgen init`: the files it writes, the folders it refuses, the questions it asks on a terminal
 * only, and that what it writes builds with no change and passes the link gate.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { build } from '../../src/cli/build/build.ts';
import { runInit } from '../../src/cli/init/command.ts';
import { askAnswers } from '../../src/cli/init/prompts.ts';
import { ROOT, runCli, silentLogger } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const quiet = { log: () => {} };

/** A stream that says it is a terminal, answering each question with the next line given. */
function terminal(answers: string[]): { input: PassThrough & { isTTY: boolean }; output: PassThrough & { isTTY: boolean }; asked: () => string } {
  const input = Object.assign(new PassThrough(), { isTTY: true });
  const output = Object.assign(new PassThrough(), { isTTY: true });
  let asked = '';
  output.on('data', (chunk: Buffer) => {
    asked += chunk.toString();
    // Each question ends with ": " and waits for its line.
    if (asked.endsWith(': ')) input.write(`${answers.shift() ?? ''}\n`);
  });
  return { input, output, asked: () => asked };
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), `${rel}/`)));
    else out.push(rel);
  }
  return out.sort();
}

test('off a terminal it asks nothing and writes the site, a package.json and the commands to run', async () => {
  const dir = path.join(await tempDir('docsgen-init-'), 'my docs');
  const result = await runCli(['init', dir], ROOT);
  assert.is(result.code, 0, result.stderr);
  assert.not.match(result.stdout, /Site title/);
  assert.equal(await filesUnder(dir), [
    '.gitignore',
    'content/docs/guides/_category_.json',
    'content/docs/guides/writing-docs.md',
    'content/docs/intro.md',
    'content/pages/index.tsx',
    'package.json',
    'site.config.ts',
  ]);
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  assert.equal(manifest.devDependencies, { docsgen: `^${version}` });
  assert.equal(manifest.scripts, { start: 'docsgen serve', build: 'docsgen build' });
  assert.is(manifest.name, 'my-docs');
  assert.match(await readFile(path.join(dir, '.gitignore'), 'utf8'), /^\/build\/$/m);
  assert.match(await readFile(path.join(dir, '.gitignore'), 'utf8'), /^node_modules\/$/m);
  assert.match(await readFile(path.join(dir, 'site.config.ts'), 'utf8'), /title: 'My Docs'/);
  // Ends with the two commands.
  const lines = result.stdout.trim().split('\n');
  assert.match(lines.at(-3)!, /^ {2}cd ".*my docs" && npm install$/);
  assert.is(lines.at(-2), '  npm start');
});

test('a folder that is not empty is refused, naming what is in it, and nothing is written', async () => {
  const dir = await tempDir('docsgen-init-');
  await writeFile(path.join(dir, 'notes.txt'), 'mine');
  const result = await runCli(['init', dir], ROOT);
  assert.is(result.code, 1);
  assert.match(result.stderr, /is not empty \(notes\.txt\)/);
  assert.match(result.stderr, /--force/);
  assert.not.match(result.stderr, /\n\s+at /);
  assert.equal(await readdir(dir), ['notes.txt']);
});

test('--force writes into a folder that is not empty, keeping its other files', async () => {
  const dir = await tempDir('docsgen-init-');
  await writeFile(path.join(dir, 'notes.txt'), 'mine');
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  await writeFile(path.join(dir, 'content/docs/intro.md'), '# Old');
  const result = await runCli(['init', dir, '--force'], ROOT);
  assert.is(result.code, 0, result.stderr);
  assert.is(await readFile(path.join(dir, 'notes.txt'), 'utf8'), 'mine');
  assert.match(await readFile(path.join(dir, 'content/docs/intro.md'), 'utf8'), /# Introduction/);
});

test("a folder holding only an npm project counts as empty, and its package.json gets docsgen's scripts", async () => {
  const dir = await tempDir('docsgen-init-');
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'kept', scripts: { test: 'echo hi', build: 'make' }, devDependencies: { docsgen: 'file:../docsgen-0.1.0.tgz' } }));
  await mkdir(path.join(dir, 'node_modules'));
  const lines: string[] = [];
  await runInit({ dir, log: (l) => lines.push(l), input: new PassThrough(), output: new PassThrough() });
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  assert.is(manifest.name, 'kept');
  assert.equal(manifest.scripts, { test: 'echo hi', build: 'make', start: 'docsgen serve' });
  assert.equal(manifest.devDependencies, { docsgen: 'file:../docsgen-0.1.0.tgz' });
  assert.ok(lines.some((l) => /"build" script was kept/.test(l)), lines.join('\n'));
});

test('on a terminal it asks the title and whether to add a home page', async () => {
  const dir = path.join(await tempDir('docsgen-init-'), 'site');
  const tty = terminal(["Widget's Docs", 'n']);
  await runInit({ dir, ...quiet, input: tty.input, output: tty.output });
  assert.match(tty.asked(), /Site title \(My Docs\): /);
  assert.match(tty.asked(), /Add a home page at \/\?/);
  assert.match(await readFile(path.join(dir, 'site.config.ts'), 'utf8'), /title: 'Widget\\'s Docs'/);
  assert.match(await readFile(path.join(dir, 'site.config.ts'), 'utf8'), /routeBasePath: '\/'/);
  assert.not.ok(existsSync(path.join(dir, 'content/pages')));
});

test('through a real pseudo-terminal (util-linux script), the command asks and takes the answers typed', async () => {
  if (!existsSync('/usr/bin/script')) return;
  const dir = path.join(await tempDir('docsgen-init-'), 'site');
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(ROOT, 'bin/docsgen'))} init ${JSON.stringify(dir)}`;
  const result = spawnSync('/usr/bin/script', ['-qec', command, '/dev/null'], { input: 'PTY Docs\nn\n', encoding: 'utf8', timeout: 60_000 });
  assert.is(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /Site title \(My Docs\): /);
  assert.match(await readFile(path.join(dir, 'site.config.ts'), 'utf8'), /title: 'PTY Docs'/);
  assert.not.ok(existsSync(path.join(dir, 'content/pages')));
});

test('empty answers take the defaults; input that ends answers the rest with them', async () => {
  const defaults = await askAnswers(terminal(['', '']));
  assert.equal(defaults, { title: 'My Docs', homePage: true });
  const input = new PassThrough();
  const output = Object.assign(new PassThrough(), { isTTY: true });
  input.end('Short\n');
  assert.equal(await askAnswers({ input, output }), { title: 'Short', homePage: true });
});

for (const homePage of [true, false]) {
  test(`the new site ${homePage ? 'with' : 'without'} a home page builds as written and passes the link gate`, async () => {
    const dir = path.join(await tempDir('docsgen-init-'), 'site');
    const streams = homePage ? { input: new PassThrough(), output: new PassThrough() } : terminal(['', 'n']);
    await runInit({ dir, ...quiet, input: streams.input, output: streams.output });
    const logger = silentLogger();
    const outDir = path.join(dir, 'build');
    const result = await build({ siteDir: dir, outDir, logger });
    assert.not.ok(logger.lines.some((l) => /broken|missing/i.test(l)), logger.lines.join('\n'));
    const page = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    const docs = homePage ? 'docs/' : '';
    assert.match(page(''), homePage ? /<title>Home \| My Docs<\/title>/ : /<title>Introduction \| My Docs<\/title>/);
    if (homePage) assert.match(page('docs/intro'), /<title>Introduction \| My Docs<\/title>/);
    assert.match(page(`${docs}guides/writing-docs`), /<title>Writing docs \| My Docs<\/title>/);
    assert.match(page(`${docs}category/guides`), /<title>Guides \| My Docs<\/title>/);
    assert.ok(result.routes.length >= 5);
  });
}

test.run();
