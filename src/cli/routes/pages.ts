/**
 * Page modules (`content/pages/*.tsx`): React components with a default export and an optional
 * `meta = { title, description }`. File path → route: `index.tsx` → `/`, `about.tsx` → `/about`.
 */
import { constants } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { toPosix } from '../content/scan.ts';
import { UserError } from '../errors.ts';
import { routeProblem } from '../confine/route-path.ts';

export interface PageModule {
  /** Key of the module: its path relative to the pages folder, without extension. */
  id: string;
  file: string;
  displayPath: string;
  route: string;
}

const PAGE_FILE = /\.(tsx|jsx|ts|js)$/;

export async function scanPages(siteDir: string, pagesDir: string): Promise<PageModule[]> {
  let files: string[];
  try {
    files = (await readdir(pagesDir, { recursive: true })) as string[];
  } catch {
    return [];
  }
  const pages = files
    .map(toPosix)
    .filter((f) => PAGE_FILE.test(f) && !f.split('/').some((s) => s.startsWith('_') || s.startsWith('.')) && !/\.(test|spec)\./.test(f))
    .sort()
    .map((rel) => {
      const id = rel.replace(PAGE_FILE, '');
      const route = '/' + id.replace(/(^|\/)index$/, '');
      const file = path.join(pagesDir, rel);
      return { id, file, displayPath: toPosix(path.relative(siteDir, file)), route: route.length > 1 ? route.replace(/\/$/, '') : '/' };
    });
  for (const page of pages) {
    const problem = routeProblem(page.route);
    if (problem !== undefined) throw new UserError(`the URL ${JSON.stringify(page.route)} made from this file's name ${problem}. Rename the file.`, { file: page.displayPath });
  }
  // Named here: the bundler would blame a module of its own (`docsgen:pages`).
  await Promise.all(
    pages.map((page) =>
      access(page.file, constants.R_OK).catch((error: unknown) => {
        throw new UserError(`cannot be read: ${(error as Error).message}. Fix the file (a broken link, or no permission to read it) or remove it.`, { file: page.displayPath });
      }),
    ),
  );
  return pages;
}
