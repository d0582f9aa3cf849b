/**
 * The published package, as a user gets it: `npm pack` of this repository installed into an empty
 * project (one install for the file: it takes a while), then `npx docsgen init` and
 * `npx docsgen build` there, with no TypeScript tooling of the project's own.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

interface Run {
  code: number | null;
  out: string;
}

/** A command as a user types it, its output (both streams) kept; a non-zero exit fails the test with it. */
function run(command: string, args: string[], cwd: string, expectCode = 0): Promise<Run> {
  return new Promise((resolve, reject) => {
    // Not the test run's own `npm test` settings (its cwd-based prefix, its script shell…).
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
    const child = spawn(command, args, { cwd, env: { ...env, NO_COLOR: '1', CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== expectCode) reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out}`));
      else resolve({ code, out });
    });
  });
}

let scratch = '';

test.after(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test('npm pack installs into an empty project, where docsgen init and docsgen build make a site that passes the link gate', async () => {
  scratch = await tempDir('docsgen-package-');
  const packed = JSON.parse((await run('npm', ['pack', '--json', '--pack-destination', scratch], ROOT)).out.replace(/^[^[]*/, '')) as [{ filename: string; files: { path: string }[] }];
  const tarball = path.join(scratch, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  // What it carries: the command, its bundle, the runtime and templates; no tests, benches or this site.
  for (const needed of ['bin/docsgen', 'dist/cli.mjs', 'dist/index.mjs', 'dist/types/index.d.ts', 'src/runtime/index.ts', 'templates/DocPage.tsx']) assert.ok(files.includes(needed), needed);
  for (const file of files) assert.not.match(file, /^(test|bench|content|scripts|\.ci)\/|^site\.config\.ts$|^src\/cli\/program\.ts$/);

  const project = path.join(scratch, 'my-docs');
  await run('mkdir', [project], scratch);
  await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'my-docs', private: true }));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-dev', tarball], project);
  assert.not.ok(existsSync(path.join(project, 'node_modules/typescript')), 'TypeScript is not installed with docsgen');
  assert.not.ok(existsSync(path.join(project, 'node_modules/tsx')), 'tsx is not installed with docsgen');

  assert.is((await run('npx', ['docsgen', '--version'], project)).out.trim(), version);
  const init = await run('npx', ['docsgen', 'init'], project);
  assert.match(init.out, /npm start/);
  assert.match(readFileSync(path.join(project, 'site.config.ts'), 'utf8'), /import \{ defineConfig \} from 'docsgen'/);
  const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
  assert.equal(manifest.scripts, { start: 'docsgen serve', build: 'docsgen build' });

  // A template of the site's own wins over the package's; the others come from the package.
  await run('mkdir', ['templates'], project);
  await writeFile(
    path.join(project, 'templates/NotFoundPage.tsx'),
    "import { Layout, type NotFoundRoute } from 'docsgen/runtime';\nexport default function NotFoundPage(_props: { route: NotFoundRoute }) {\n  return <Layout><main><h1>Lost in my-docs</h1></main></Layout>;\n}\n",
  );

  const built = await run('npx', ['docsgen', 'build'], project);
  assert.match(built.out, /Built \d+ pages \(2 docs\)/);
  assert.not.match(built.out, /broken|missing/i);
  const title = (route: string) => /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(project, 'build', route, 'index.html'), 'utf8'))?.[1];
  assert.is(title(''), 'Home | My Docs');
  assert.is(title('docs/intro'), 'Introduction | My Docs');
  assert.is(title('docs/guides/writing-docs'), 'Writing docs | My Docs');
  assert.is(title('docs/category/guides'), 'Guides | My Docs');
  assert.match(readFileSync(path.join(project, 'build/404.html'), 'utf8'), /<h1>Lost in my-docs<\/h1>/);
  // The docs' pages still come from the package's DocPage.
  assert.match(readFileSync(path.join(project, 'build/docs/intro/index.html'), 'utf8'), /class="docs-wrapper"/);
  // The package's own bundle ran, not a rebuild from sources.
  assert.not.ok(existsSync(path.join(project, 'node_modules/docsgen/src/cli/program.ts')));

  // `docsgen` and `docsgen/runtime` as plain Node modules too.
  const imported = await run(process.execPath, ['--input-type=module', '-e', "const a = await import('docsgen'); const b = await import('docsgen/runtime'); console.log(typeof a.defineConfig, typeof b.Link)"], project);
  assert.is(imported.out.trim(), 'function function');

  // `check` over the build: the same gate, from the installed command.
  assert.match((await run('npx', ['docsgen', 'check'], project)).out, /link|✔/i);
});

test.run();
