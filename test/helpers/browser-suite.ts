/**
 * A uvu suite of browser tests over one built site: Chromium and a static host start before the
 * first test and stop after the last.
 */
import { suite, type Test } from 'uvu';
import type { Browser } from 'playwright-core';
import type { BuildResult } from '../../src/cli/build/build.ts';
import { launchChromium, serveBuild, type Served } from './browser.ts';

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
