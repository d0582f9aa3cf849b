/**
 * uvu suites of browser tests: over one built site (Chromium and a static host start before the
 * first test and stop after the last), or over `docsgen serve` on a copy of a site.
 */
import path from 'node:path';
import { suite, type Test } from 'uvu';
import type { Browser } from 'playwright-core';
import type { BuildResult } from '../../src/cli/build/build.ts';
import { runDevServer, type DevServer } from '../../src/cli/dev/command.ts';
import { launchChromium, serveBuild, type Served } from './browser.ts';
import { silentLogger } from './site.ts';

export interface BrowserContext {
  browser: Browser;
  server: Served;
}

export function browserSuite(
  name: string,
  site: () => Promise<BuildResult>,
  serve: (outDir: string) => Promise<Served> = serveBuild,
): Test<BrowserContext> {
  const test = suite<BrowserContext>(name);
  test.before(async (context) => {
    context.server = await serve((await site()).outDir);
    context.browser = await launchChromium();
  });
  test.after(async (context) => {
    await context.browser?.close();
    await context.server?.close();
  });
  return test;
}

export interface ServeContext {
  browser: Browser;
  /** `docsgen serve` (watch mode) on the site, in this process. */
  dev: DevServer;
  /** The site's folder, to edit its files. */
  dir: string;
  cleanup: () => Promise<void>;
  logger: ReturnType<typeof silentLogger>;
}

/** A uvu suite of browser tests over `docsgen serve` on a copy of a site (`sources` makes it). */
export function serveSuite(name: string, sources: () => Promise<{ dir: string; cleanup: () => Promise<void> }>): Test<ServeContext> {
  const test = suite<ServeContext>(name);
  test.before(async (context) => {
    const { dir, cleanup } = await sources();
    Object.assign(context, { dir, cleanup, logger: silentLogger() });
    context.dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: context.logger, devDir: path.join(dir, '.serve') });
    await context.dev.ready;
    context.browser = await launchChromium();
  });
  test.after(async (context) => {
    await context.browser?.close();
    await context.dev?.close();
    await context.cleanup?.();
  });
  return test;
}
