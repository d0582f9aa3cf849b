/**
 * Shared by the search modal's browser tests: the real site built with other search options
 * (a copy of this repository's config and content), and what a reader does and sees in the modal.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { ROOT, silentLogger } from './site.ts';
import { tempDir } from './temp-dir.ts';

const variants = new Map<string, Promise<BuildResult>>();

/** This site with `search: { provider: 'local', ...options }` in its config, built once per run. */
export function buildRealSiteWithSearch(options: Record<string, unknown>): Promise<BuildResult> {
  const key = JSON.stringify(options);
  let site = variants.get(key);
  if (!site) {
    site = (async () => {
      const dir = path.join(await tempDir('docsgen-search-'), 'site');
      await cp(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
      const config = await readFile(path.join(ROOT, 'site.config.ts'), 'utf8');
      const search = `search: ${JSON.stringify({ provider: 'local', ...options })},`;
      if (!/search: \{[^}]*\},/.test(config)) throw new Error('site.config.ts: no `search: {…},` line to replace');
      await writeFile(path.join(dir, 'site.config.ts'), config.replace(/search: \{[^}]*\},/, search));
      return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
    })();
    variants.set(key, site);
  }
  return site;
}

export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__docsgen';
export const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__docsgen';

export const searchButton = (page: Page): Locator => page.locator('button.DocSearch-Button');
export const dialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Search' });
export const searchInput = (page: Page): Locator => page.locator('#docsearch-input');
export const options = (page: Page): Locator => page.locator('.DocSearch-Dropdown [role="option"]');
export const activeOption = (page: Page): Locator => page.locator('.DocSearch-Dropdown [role="option"][aria-selected="true"]');

/** Until the request for the query in the box has been answered and its screen is drawn. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    return dropdown !== null && dropdown.getAttribute('aria-busy') !== 'true';
  });
}

export async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor();
  await settled(page);
}

/** Replaces the query in one input event (one request), and waits for its answer. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await settled(page);
}

export interface SectionView {
  title: string;
  rows: { title: string; path: string; href: string; child: boolean; icon: string }[];
}

/** The results as a reader sees them: section titles and, per row, its two lines and link. */
export function sections(page: Page): Promise<SectionView[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hits')].map((section) => ({
      title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
      rows: [...section.querySelectorAll('[role="option"]')].map((option) => ({
        title: option.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
        path: option.querySelector('.DocSearch-Hit-path')?.textContent ?? '',
        href: option.getAttribute('href') ?? '',
        child: option.closest('li')?.classList.contains('DocSearch-Hit--Child') ?? false,
        icon: option.querySelector('.DocSearch-Hit-icon svg')?.getAttribute('class') ?? '',
      })),
    })),
  );
}

/** Stored searches (the JSON in localStorage), `null` when the key is absent. */
export function stored(page: Page, key: string): Promise<{ objectID: string; url: string; type: string; [k: string]: unknown }[] | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}

/** A stored search as DocSearch keeps it, for seeding localStorage. */
export function savedHit(n: number, title = `Saved page ${n}`) {
  return {
    objectID: `saved-${n}`,
    url: `/docs/intro#saved-${n}`,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Documentation', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

/** Makes localStorage hold these lists before the page's scripts run. */
export function seedScript(lists: Record<string, unknown[]>): string {
  return Object.entries(lists)
    .map(([key, list]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(list))});`)
    .join('\n');
}
