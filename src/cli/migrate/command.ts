// `docsgen migrate [dir]`: a site.config.ts beside a Docusaurus config, pointing at the site's own folders, and the table of what changed.
import { unbuiltSidebarLinks } from './sidebar-links.ts';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIG_FILE } from '../config/load.ts';
import { isInside, outputTarget } from '../confine/output-path.ts';
import { UserError } from '../errors.ts';
import { loadDocusaurusConfig } from './load-docusaurus-config.ts';
import { mapConfig } from './map-config.ts';
import type { ReportRow } from './rows.ts';
import type { SiteFacts } from './site-paths.ts';
import { formatReport } from './report.ts';
import { validateMapped } from './validate.ts';
import { configSource, homePageSource } from './write-config.ts';

export interface MigrateOptions {
  dir?: string;
  force?: boolean;
  log?: (line: string) => void;
}

export interface MigrateResult {
  siteDir: string;
  rows: ReportRow[];
  /** Files written, relative to the site folder. */
  written: string[];
}

export async function runMigrate(options: MigrateOptions): Promise<MigrateResult> {
  const log = options.log ?? console.log;
  const siteDir = path.resolve(options.dir ?? '.');
  const configTarget = outputTarget(siteDir, CONFIG_FILE);
  if (existsOrLink(configTarget) && !options.force) {
    throw new UserError(`already exists in ${siteDir}. docsgen migrate never overwrites it: pass --force to replace it, or move it away first.`, { file: CONFIG_FILE });
  }

  const loaded = await loadDocusaurusConfig(siteDir);
  const facts = siteFacts(siteDir);
  const plan = mapConfig({ config: loaded.config, configFile: loaded.displayPath, configText: loaded.text, missingPackages: loaded.missingPackages }, facts);
  confineRealPaths(plan.config, siteDir, loaded.displayPath);
  const { config, rows: refused } = validateMapped(plan.config, siteDir, loaded.displayPath);
  const docs = config.docs as { sidebarPath?: unknown } | undefined;
  const rows = [...stillMapped(plan.rows, config), ...refused, ...(await unbuiltSidebarLinks(siteDir, docs?.sidebarPath, plan.builtPath))];

  const written: string[] = [];
  if (plan.homePage && !existsOrLink(outputTarget(siteDir, plan.homePage.file))) {
    const target = outputTarget(siteDir, plan.homePage.file);
    const replaced = ['js', 'jsx', 'ts', 'tsx'].map((ext) => `src/pages/index.${ext}`).find((f) => facts.exists(f));
    await writeNew(target, homePageSource(plan.homePage.docsPath, replaced));
    written.push(plan.homePage.file);
  }
  if (options.force) await rm(configTarget, { force: true });
  await writeNew(configTarget, configSource(config, loaded.displayPath));
  written.unshift(CONFIG_FILE);

  log(`Wrote ${written.join(' and ')} in ${siteDir}, from ${loaded.displayPath}.\n`);
  log(formatReport(rows));
  const relative = path.relative(process.cwd(), siteDir);
  const siteArg = relative === '' ? '.' : relative.startsWith('..') ? siteDir : relative;
  log(`\nNext: docsgen build${siteArg === '.' ? '' : ` --site-dir ${siteArg}`}, or docsgen serve${siteArg === '.' ? '' : ` --site-dir ${siteArg}`} to see it.`);
  return { siteDir, rows, written };
}

/** Mapped rows as the validated config has them: a key left out since is not said to be mapped. */
function stillMapped(rows: readonly ReportRow[], config: Record<string, unknown>): ReportRow[] {
  const has = (key: string) => key.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), config) !== undefined;
  return rows.flatMap((row) => {
    if (!row.keys) return [row];
    const kept = row.keys.filter(has);
    if (kept.length === 0) return [];
    return [row.what === row.keys.join(', ') ? { ...row, what: kept.join(', ') } : row];
  });
}

function existsOrLink(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Written only if nothing is there, so a file (or a link) that appeared meanwhile is never overwritten. */
async function writeNew(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, { flag: 'wx' });
}

/** The folders the config points at, followed through symbolic links: a link out of the site folder is refused as `..` is. */
function confineRealPaths(config: Record<string, unknown>, siteDir: string, configFile: string): void {
  const docs = config.docs as { path?: string; sidebarPath?: string | false } | undefined;
  const named: [string, unknown][] = [
    ['docs path', docs?.path],
    ['sidebarPath', docs?.sidebarPath],
    ['static folder', config.staticDir],
    ...((config.customCss as string[] | undefined) ?? []).map((file): [string, unknown] => ['customCss', file]),
  ];
  const root = realpathSync(siteDir);
  const repo = repoRootOf(siteDir);
  for (const [what, rel] of named) {
    if (typeof rel !== 'string') continue;
    const file = path.resolve(siteDir, rel);
    if (!existsSync(file)) continue;
    // A monorepo's docs folder may sit beside the site, in the same repository (as map-docs.ts allows).
    const inRepo = what === 'docs path' && repo !== undefined && isInside(realpathSync(file), realpathSync(repo));
    if (!inRepo && !isInside(realpathSync(file), root)) {
      throw new UserError(`the ${what} ${rel} leads outside the site folder (it is a link to ${realpathSync(file)}). docsgen migrate points only inside the folder it migrates: run it on the folder that holds the files, or replace the link with the files.`, { file: configFile });
    }
  }
}

/** The git work tree the site folder is in: the nearest folder upwards holding `.git`. */
function repoRootOf(siteDir: string): string | undefined {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function siteFacts(siteDir: string): SiteFacts {
  const abs = (rel: string) => path.join(siteDir, ...rel.split('/'));
  const repoRoot = repoRootOf(siteDir);
  return {
    siteDir,
    ...(repoRoot ? { repoRoot } : {}),
    exists: (rel) => existsSync(abs(rel)),
    list: (rel) => {
      try {
        return readdirSync(abs(rel), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(abs(rel), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
      } catch {
        return [];
      }
    },
    read: (rel) => {
      try {
        return readFileSync(abs(rel), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}
