/**
 * `docsgen build` with a `site.config.ts` that misbehaves — throws (at the top, in an awaited
 * promise, or something that is not an Error), exports a rejected promise, or never finishes —
 * stops with `site.config.ts[:line]: …` and exit code 1, and leaves no bundled copy of the config
 * in the site folder. A config that exports a promise or an (async) function is awaited, as
 * Docusaurus allows, and one that imports a package, a built-in or a local file still builds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, ROOT, type RunResult } from '../helpers/site.ts';

const GOOD = `{ title: 'Mini', url: 'https://mini.example.com', navbar: { items: [{ type: 'doc', docId: 'start', label: 'Docs' }] } }`;

/** `docsgen build` as a user runs it, with a short config time limit; stopped if it outlives `killAfter`. */
function build(siteDir: string, killAfter = 20_000): Promise<RunResult & { ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bin/docsgen'), 'build', '--site-dir', siteDir], {
      env: { ...process.env, NO_COLOR: '1', DOCSGEN_CONFIG_TIMEOUT_MS: '1500' },
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfter);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** The mini site with `config` as its site.config.ts (and `files` beside it), built. */
async function buildWith(config: string, files: Record<string, string> = {}) {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'site.config.ts'), config);
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site.dir, name)), { recursive: true });
      await writeFile(path.join(site.dir, name), text);
    }
    const result = await build(site.dir);
    const leftovers = (await readdir(site.dir)).filter((f) => f.startsWith('.site.config'));
    return { ...result, leftovers };
  } finally {
    await site.cleanup();
  }
}

async function failure(config: string): Promise<string> {
  const result = await buildWith(config);
  assert.is(result.code, 1, `exit code; stderr: ${result.stderr}`);
  assert.not.match(result.stderr, /\n\s+at /, 'no stack trace');
  assert.equal(result.leftovers, [], 'no bundled config left in the site folder');
  return result.stderr;
}

test('a default export that is a rejected promise: its message at its line', async () => {
  const stderr = await failure(`// A token is needed.\nexport default Promise.reject(new Error('no token'));\n`);
  assert.match(stderr, /✖ site\.config\.ts:2: failed while running: no token\n/);
});

test('an error thrown at the top, and one from an awaited promise, at their lines', async () => {
  assert.match(await failure(`const x = 1;\nif (x) throw new Error('boom');\nexport default {};\n`), /✖ site\.config\.ts:2: failed while running: boom\n/);
  assert.match(await failure(`\n\nawait Promise.resolve().then(() => {\n  throw new TypeError('late');\n});\nexport default {};\n`), /✖ site\.config\.ts:4: failed while running: late\n/);
});

test('an error thrown in a file the config imports: that file and line', async () => {
  const result = await buildWith(`import { token } from './lib/token.ts';\nexport default { ...${GOOD}, tagline: token() };\n`, {
    'lib/token.ts': `export function token(): string {\n  throw new Error('set DOCS_TOKEN');\n}\n`,
  });
  assert.is(result.code, 1, result.stderr);
  assert.match(result.stderr, /✖ lib\/token\.ts:2: failed while running site\.config\.ts: set DOCS_TOKEN\n/);
  assert.equal(result.leftovers, []);
});

test('something thrown that is not an Error, and a rejection with nothing', async () => {
  assert.match(await failure(`throw { code: 42 };\nexport default {};\n`), /✖ site\.config\.ts: failed while running: \{"code":42\}\n/);
  assert.match(await failure(`export default Promise.reject();\n`), /✖ site\.config\.ts: failed while running: undefined\n/);
});

test('a default export that never settles: stopped at the time limit, exit 1', async () => {
  const result = await buildWith(`export default new Promise(() => {});\n`);
  assert.is(result.code, 1, result.stderr);
  assert.match(result.stderr, /✖ site\.config\.ts: did not finish loading in 1\.5 s\./);
  assert.ok(result.ms < 10_000, `took ${result.ms} ms`);
  assert.equal(result.leftovers, []);
});

test('a top-level await that never returns, even one holding a timer: stopped, and the process exits', async () => {
  for (const wait of ['await new Promise(() => {});', 'await new Promise(() => setInterval(() => {}, 1000));']) {
    const result = await buildWith(`${wait}\nexport default {};\n`);
    assert.is(result.code, 1, `${wait}: ${result.stderr}`);
    assert.match(result.stderr, /site\.config\.ts: did not finish loading in 1\.5 s/);
    assert.ok(result.ms < 10_000, `${wait} took ${result.ms} ms`);
    assert.equal(result.leftovers, []);
  }
});

test('a config that never lets go of the thread (a loop at its top, or after an await): stopped with its message, non-zero', async () => {
  for (const loop of ['while (true) {}', 'await Promise.resolve();\nfor (;;) {}']) {
    const result = await buildWith(`${loop}\nexport default {};\n`);
    assert.ok(result.code !== 0, `${loop}: exit ${result.code}; ${result.stderr}`); // ended by SIGTERM: 143 in a shell
    assert.match(result.stderr, /✖ site\.config\.ts: did not finish loading in 1\.5 s and never let go of the thread .*DOCSGEN_CONFIG_TIMEOUT_MS/);
    assert.ok(result.ms < 15_000, `${loop} took ${result.ms} ms`);
    assert.equal(result.leftovers, []);
  }
});

test('a promise, a function and an async function as the default export are awaited', async () => {
  for (const config of [`export default Promise.resolve(${GOOD});\n`, `export default () => (${GOOD});\n`, `export default async function createConfig() {\n  return ${GOOD};\n}\n`]) {
    const result = await buildWith(config);
    assert.is(result.code, 0, `${config}: ${result.stderr}`);
    assert.equal(result.leftovers, []);
  }
});

test('a config importing a package from the site folder, a built-in and a local file builds', async () => {
  const result = await buildWith(
    `import path from 'node:path';\nimport { title } from 'site-title';\nimport { tagline } from './lib/tagline.ts';\nexport default { ...${GOOD}, title: title + path.sep, tagline };\n`,
    {
      // As Node picks: `import`, never esbuild's own `module`.
      'node_modules/site-title/package.json': JSON.stringify({ name: 'site-title', type: 'module', exports: { '.': { module: './module.js', import: './esm.js', default: './cjs.cjs' } } }),
      'node_modules/site-title/module.js': `throw new Error('the module condition, which Node does not use');\n`,
      'node_modules/site-title/esm.js': `export const title = 'Mini from a package';\n`,
      'node_modules/site-title/cjs.cjs': `exports.title = 'the require build';\n`,
      'lib/tagline.ts': `export const tagline: string = 'A tagline';\n`,
    },
  );
  assert.is(result.code, 0, result.stderr);
  assert.equal(result.leftovers, []);
});

test.run();
