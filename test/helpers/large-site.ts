/**
 * A site past the large-sidebar limit (320 short docs in 16 categories, on the mini fixture),
 * built once per test run: pages then carry only the open part of the sidebar.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from './site.ts';

export const LARGE_CATEGORIES = 16;
export const DOCS_PER_CATEGORY = 20;

/** `/docs/area-3/topic-3-7` for the 7th doc of the 3rd category (1-based). */
export const largeDocPath = (category: number, doc: number) => `/docs/area-${category}/topic-${category}-${doc}`;

let largeSite: Promise<BuildResult> | undefined;

export function buildLargeSite(): Promise<BuildResult> {
  largeSite ??= (async () => {
    const { dir } = await largeSiteSources();
    return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
  })();
  return largeSite;
}

/** The large site's files, in a new copy of the mini fixture (not built). */
export async function largeSiteSources(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const copy = await copyFixture('mini');
  const { dir } = copy;
  // Chromium asks for /favicon.ico by itself; a 404 there would read as a console error.
  await mkdir(path.join(dir, 'content/static'), { recursive: true });
  await writeFile(path.join(dir, 'content/static/favicon.ico'), '');
  for (let c = 1; c <= LARGE_CATEGORIES; c++) {
    const folder = path.join(dir, 'content/docs', `${String(c + 2).padStart(2, '0')}-area-${c}`);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, '_category_.json'), JSON.stringify({ label: `Area ${c}`, position: c + 2 }));
    for (let d = 1; d <= DOCS_PER_CATEGORY; d++) {
      await writeFile(largeDocFile(dir, c, d), `# Topic ${c}.${d}\n\nAbout topic ${c}.${d}.\n`);
    }
  }
  return copy;
}

/** The file of the `doc`th doc of the `category`th category (1-based). */
export const largeDocFile = (dir: string, category: number, doc: number) =>
  path.join(dir, 'content/docs', `${String(category + 2).padStart(2, '0')}-area-${category}`, `${String(doc).padStart(2, '0')}-topic-${category}-${doc}.md`);
