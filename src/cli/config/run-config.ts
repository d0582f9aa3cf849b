/**
 * Runs a bundled `site.config.ts` (see `bundle-config.ts`) and gives back its default export,
 * awaited as Docusaurus does (a promise, or a function, sync or async, returning the config). A
 * config that throws or rejects is a UserError at the line of its own source that threw, found
 * through the bundle's source map; one that is still running after a time limit is a UserError
 * too, since a top-level await that never returns would otherwise keep the build waiting for ever.
 */
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../errors.ts';
import type { ConfigBundle } from './bundle-config.ts';
import { watchBlockedThread } from './blocked-watchdog.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
const TIMEOUT_VARIABLE = 'DOCSGEN_CONFIG_TIMEOUT_MS';

/** Each load a module of its own: Node caches modules by URL, and `serve` reloads an edited config. */
let loads = 0;

/** The config's default export, awaited; `configFile` is its name as messages show it. */
export async function runConfig(bundle: ConfigBundle, siteDir: string, configFile: string, exportHint = 'Write `export default defineConfig({ … })`.'): Promise<unknown> {
  // A comment at the end: the bundle's lines, and so its source map, stay as they are.
  const code = `${bundle.code}\n// docsgen load ${++loads}\n`;
  // A second later than the limit: a config that is only slow fails by the message below, with exit code 1.
  const limit = timeLimitMs();
  const watchdog = watchBlockedThread(limit + 1000, `\n✖ ${configFile}: ${blockedMessage(limit)}\n`);
  const running = evaluate(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`, configFile, exportHint);
  try {
    return await withinTimeLimit(running, configFile);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(...failureMessage(error, bundle, siteDir, configFile));
  } finally {
    watchdog.stop();
  }
}

function blockedMessage(limit: number): string {
  return `did not finish loading in ${limit / 1000} s and never let go of the thread (a loop that never ends?). Make it finish, or raise the limit with ${TIMEOUT_VARIABLE}.`;
}

async function evaluate(url: string, configFile: string, exportHint: string): Promise<unknown> {
  const mod = (await import(url)) as { default?: unknown };
  if (mod.default === undefined) {
    throw new UserError(`has no default export. ${exportHint}`, { file: configFile });
  }
  const exported = mod.default;
  return typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
}

function timeLimitMs(): number {
  const chosen = Number(process.env[TIMEOUT_VARIABLE]);
  return Number.isFinite(chosen) && chosen > 0 ? chosen : DEFAULT_TIMEOUT_MS;
}

async function withinTimeLimit<T>(running: Promise<T>, configFile: string): Promise<T> {
  const limit = timeLimitMs();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Whatever it does later, nobody is waiting for it.
      running.catch(() => undefined);
      exitOnceFailed();
      reject(
        new UserError(
          `did not finish loading in ${limit / 1000} s. Something it waits for (a request, a file, a promise) never came: make it finish or fail, or raise the limit with ${TIMEOUT_VARIABLE}.`,
          { file: configFile },
        ),
      );
    }, limit);
  });
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A config past its time limit is still running, and may hold a timer or a socket that keeps
 * Node alive after the command has failed and said why. Once the command has set a failing exit
 * code (as `main` does for any error), nothing else is left to finish: exit. `serve`, which
 * reports a config that fails on reload and goes on serving, sets none, and keeps running.
 */
function exitOnceFailed(): void {
  const watch = setInterval(() => {
    if (process.exitCode !== undefined && process.exitCode !== 0) process.exit();
  }, 100);
  // Never what keeps the process alive: when nothing else does, it ends as it would have.
  watch.unref();
}

/** What the config threw, as the message, and where: the first line of the site's own code in its stack. */
function failureMessage(error: unknown, bundle: ConfigBundle, siteDir: string, configFile: string): [string, { file: string; line?: number; cause: unknown }] {
  const thrown = thrownText(error);
  const where = whereThrown(error, bundle, siteDir);
  if (!where || where.file === configFile) return [`failed while running: ${thrown}`, { file: configFile, line: where?.line, cause: error }];
  return [`failed while running ${configFile}: ${thrown}`, { file: where.file, line: where.line, cause: error }];
}

/** A config may throw anything (`throw 'no token'`): what it threw is the message. */
function thrownText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Frames of the bundle in a stack: its URL (base64 has no colon), then line and column. */
const BUNDLE_FRAME = /data:text\/javascript;base64,[A-Za-z0-9+/=]*:(\d+):(\d+)/g;

function whereThrown(error: unknown, bundle: ConfigBundle, siteDir: string): { file: string; line: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frames = [...stack.matchAll(BUNDLE_FRAME)];
  if (frames.length === 0) return undefined;
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(bundle.map) as ConstructorParameters<typeof SourceMap>[0]);
  } catch {
    return undefined;
  }
  for (const [, line, column] of frames) {
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1);
    if (!('originalSource' in entry)) continue;
    const file = siteFile(entry.originalSource, bundle, siteDir);
    if (file) return { file, line: entry.originalLine + 1 };
  }
  return undefined;
}

/** A source of the bundle as a path in the site folder; undefined for packages and docsgen's own code. */
function siteFile(source: string, bundle: ConfigBundle, siteDir: string): string | undefined {
  const absolute = source.startsWith('file:') ? fileURLToPath(source) : path.resolve(path.dirname(bundle.outfile), source);
  const relative = path.relative(path.resolve(siteDir), absolute);
  const parts = relative.split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(relative) || parts.includes('node_modules')) return undefined;
  return parts.join('/');
}
