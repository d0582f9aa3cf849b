/**
 * Debian's Chromium through playwright-core, and the built site on a local static host.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface Served {
  url: string;
  close: () => Promise<void>;
}

async function listen(server: Server): Promise<Served> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `docsgen serve --no-watch`'s server. */
export function serveBuild(outDir: string): Promise<Served> {
  return listen(createStaticServer(outDir));
}

/**
 * A plain static host, as GitHub Pages or a bucket behave: files as they are (`/a/` →
 * `a/index.html`), no redirects, and `404.html` for anything else.
 */
export function servePlain(root: string): Promise<Served> {
  const files = sirv(root, { dev: true, extensions: ['html'] });
  return listen(
    createServer((req, res) =>
      files(req, res, () => {
        void readFile(path.join(root, '404.html')).then(
          (body) => res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body),
          () => res.writeHead(404).end('Not found'),
        );
      }),
    ),
  );
}

/** Console messages and page errors of a page, to assert a clean run. */
export function collectConsole(page: Page): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { errors, warnings };
}

export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  return page;
}

/**
 * A page of `serve` opened as its first build runs (a minute allowed), hydrated and connected to
 * the live channel, with its console collected.
 */
export async function openServedPage(browser: Browser, url: string): Promise<{ page: Page; messages: ReturnType<typeof collectConsole> }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const messages = collectConsole(page);
  await page.goto(url, { timeout: 60_000 });
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.dataset.docsgenLive === 'connected');
  return { page, messages };
}

/** Follows the page's "next" pagination link; the path it leads to. */
export async function clickNext(page: Page): Promise<string> {
  const next = page.locator('.pagination-nav__link--next');
  const target = new URL((await next.getAttribute('href'))!, page.url()).pathname;
  await next.click();
  await page.waitForURL(`**${target}`);
  return target;
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/**
 * Waits until nothing on the page is animating (a category sliding open). A link still being
 * uncovered can be hit at its final place by something else, and the click is lost.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** Marks the window so a test can tell a client navigation (mark kept) from a page load (mark gone). */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
}

export async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark === true);
}
