/**
 * Shared by the integration tests: the real site built once per test run, fixture sites copied
 * into a scratch folder, and running the `docsgen` command.
 */
import { spawn } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { UserError } from '../../src/cli/errors.ts';
import type { Logger } from '../../src/cli/output/report.ts';
import { tempDir } from './temp-dir.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURES = path.join(ROOT, 'test/fixtures');

export const silentLogger = (): Logger & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m) };
};

let realSite: Promise<BuildResult> | undefined;

/** The real site (this repository's content), built once into a temporary folder. */
export function buildRealSite(): Promise<BuildResult> {
  realSite ??= (async () => {
    const outDir = path.join(await tempDir('docsgen-site-'), 'build');
    return build({ siteDir: ROOT, outDir, logger: silentLogger() });
  })();
  return realSite;
}

/** A copy of `test/fixtures/<name>` in a temporary folder, to build or break freely. */
export async function copyFixture(name: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const parent = await tempDir(`docsgen-${name}-`);
  const dir = path.join(parent, name);
  await cp(path.join(FIXTURES, name), dir, { recursive: true });
  return { dir, cleanup: () => rm(parent, { recursive: true, force: true }) };
}

/**
 * The mini fixture changed by `change` (given the copy's folder), built, and `read` from its
 * output folder; the copy is removed afterwards.
 */
export async function withBuiltMini<T>(change: (dir: string) => Promise<void>, read: (outDir: string) => Promise<T>): Promise<T> {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await change(dir);
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    return await read(outDir);
  } finally {
    await cleanup();
  }
}

/**
 * The mini fixture changed by `change`, built: the build must fail with a `UserError`, whose
 * formatted message (`file:line: message`) is returned. The copy is removed afterwards.
 */
export function miniBuildError(change: (dir: string) => Promise<void>): Promise<string> {
  return fixtureBuildError('mini', change);
}

/** As `miniBuildError`, for the fixture `test/fixtures/<name>`. */
export async function fixtureBuildError(name: string, change: (dir: string) => Promise<void>): Promise<string> {
  const { dir, cleanup } = await copyFixture(name);
  try {
    await change(dir);
    const error = await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() }).then(() => undefined, (e: unknown) => e);
    if (!(error instanceof UserError)) throw new Error(`expected the build to fail with a UserError, got ${String(error)}`);
    return error.format();
  } finally {
    await cleanup();
  }
}

/** Replaces `text` in a site's `site.config.ts`; fails when the text is not there. */
export async function editConfig(dir: string, text: string | RegExp, replacement: string): Promise<void> {
  const file = path.join(dir, 'site.config.ts');
  const before = await readFile(file, 'utf8');
  const after = before.replace(text, replacement);
  if (after === before) throw new Error(`editConfig: ${String(text)} is not in ${file}`);
  await writeFile(file, after);
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `bin/docsgen` as a user would. */
export function runCli(args: string[], cwd = ROOT): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bin/docsgen'), ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let shellSite: Promise<BuildResult> | undefined;

/** `test/fixtures/shell` (every shell feature switched on), built once per test run. */
export function buildShellSite(): Promise<BuildResult> {
  shellSite ??= (async () => {
    const { dir } = await copyFixture('shell');
    return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
  })();
  return shellSite;
}
