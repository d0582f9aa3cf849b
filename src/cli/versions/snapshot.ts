// `docsgen docs:version <name>`: the current docs frozen as a version, as Docusaurus lays one out.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { refusal, siteRoots } from '../confine/read-roots.ts';
import { siteWriteTarget } from '../confine/site-path.ts';
import { toPosix } from '../content/scan.ts';
import { UserError } from '../errors.ts';
import { loadSidebarsFile, sidebarsFileOf } from '../sidebars/load.ts';
import { versionNameProblem } from './version-name.ts';
import { readVersionNames, versionDocsPath, versionSidebarsPath, VERSIONED_DOCS_DIR, VERSIONS_FILE } from './site-versions.ts';

/** Docusaurus's names, in the site folder: a Docusaurus site's versions are read where they are. */

export interface SnapshotResult {
  /** Relative to the site folder, with `/`. */
  docsFolder: string;
  docsCount: number;
  sidebarsFile: string;
  versions: string[];
}

type DocsOptions = Pick<SiteConfig['docs'], 'path' | 'sidebarPath' | 'sidebarId'>;

/**
 * Copies the docs folder to `versioned_docs/version-<name>/`, writes the sidebars as loaded to
 * `versioned_sidebars/version-<name>-sidebars.json` and puts the name first in `versions.json`.
 * Everything is checked before anything is written; the docs are copied into a scratch folder
 * renamed into place at the end, so a failure leaves no half version that blocks the next try.
 */
export async function snapshotDocs(siteDir: string, docs: DocsOptions, name: string): Promise<SnapshotResult> {
  const problem = versionNameProblem(name);
  if (problem) throw new UserError(`cannot create version ${JSON.stringify(name)}: ${problem}. Pick a name such as 1.0.0.`);
  const versions = readVersionNames(siteDir);
  const docsFolder = versionDocsPath(name);
  const sidebarsFile = versionSidebarsPath(name);
  if (versions.includes(name)) throw new UserError(`version ${JSON.stringify(name)} already exists in ${VERSIONS_FILE}. Pick a name that is not taken.`);
  for (const taken of [docsFolder, sidebarsFile]) {
    if (existsSync(siteWriteTarget(siteDir, taken))) throw new UserError(`version ${JSON.stringify(name)} already has ${taken}. Remove it, or pick another name.`);
  }
  const files = docsFiles(siteDir, docs.path);
  const sidebars = await frozenSidebars(siteDir, docs);
  const scratch = `${VERSIONED_DOCS_DIR}/.version-${name}.partial-${process.pid}`;
  // Every target is placed (and refused) before the first write.
  const targets = files.map((file) => ({ from: file.real, to: siteWriteTarget(siteDir, `${scratch}/${file.relative}`) }));
  const [scratchDir, docsDir, sidebarsTarget, versionsTarget] = [scratch, docsFolder, sidebarsFile, VERSIONS_FILE].map((f) => siteWriteTarget(siteDir, f)) as [string, string, string, string];
  try {
    for (const { from, to } of targets) {
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(from, to);
    }
    await rename(scratchDir, docsDir);
  } catch (error) {
    await rm(scratchDir, { recursive: true, force: true });
    throw error;
  }
  await mkdir(path.dirname(sidebarsTarget), { recursive: true });
  await writeFile(sidebarsTarget, `${JSON.stringify(sidebars, null, 2)}\n`);
  const updated = [name, ...versions];
  await writeFile(versionsTarget, `${JSON.stringify(updated, null, 2)}\n`);
  return { docsFolder, docsCount: files.length, sidebarsFile, versions: updated };
}

interface DocsFile {
  /** The file to read: its real path, checked to be inside the site (or a folder the config names). */
  real: string;
  /** Its place under the docs folder, with `/`. */
  relative: string;
}

/** Every file of the docs folder, links followed (to files inside the site only), each folder once. */
function docsFiles(siteDir: string, docsPath: string): DocsFile[] {
  const root = path.resolve(siteDir, docsPath);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UserError(`there are no docs to version: ${docsPath} is not a folder. Set docs.path in site.config.ts to the docs folder.`);
  const roots = siteRoots(siteDir, [docsPath]);
  const files: DocsFile[] = [];
  const seen = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    const decision = roots.decide(dir);
    if (!decision.ok) throw new UserError(`${refusal(decision)}`, { file: toPosix(path.relative(siteDir, dir)) });
    if (seen.has(decision.real)) return;
    seen.add(decision.real);
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const relative = prefix + entry.name;
      const checked = roots.decide(full);
      if (!checked.ok) throw new UserError(refusal(checked), { file: toPosix(path.relative(siteDir, full)) });
      if (statSync(checked.real).isDirectory()) walk(full, `${relative}/`);
      else files.push({ real: checked.real, relative });
    }
  };
  walk(root, '');
  if (files.length === 0) throw new UserError(`there are no docs to version: ${docsPath} is empty.`);
  return files;
}

/**
 * The sidebars as the build reads them, frozen: the sidebars file's data as loaded (autogenerated
 * items stay autogenerated, so the version's folder decides them), or, without one, the sidebar
 * the build generates.
 */
async function frozenSidebars(siteDir: string, docs: DocsOptions): Promise<unknown> {
  const file = sidebarsFileOf(docs, siteDir);
  if (file === undefined) return { [docs.sidebarId]: [{ type: 'autogenerated', dirName: '.' }] };
  const source = await loadSidebarsFile(file, siteDir);
  const data = source.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new UserError('should export an object of sidebars by id.', { file: source.displayPath });
  return data;
}
