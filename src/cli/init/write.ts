// Writes a new site into a folder: refuses one that holds anything but an npm project's own files (unless forced), then writes every file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { packageJson, packageName, SCRIPTS, siteFiles, type InitAnswers } from './files.ts';

/**
 * What a folder may hold and still count as empty: what `npm init` and `npm install docsgen` leave
 * (so `npm install -D docsgen && npx docsgen init` works), and a git repository's own folder.
 */
const PROJECT_ENTRIES = new Set(['package.json', 'package-lock.json', 'node_modules', '.git', '.npmrc']);

export interface WriteResult {
  /** The site folder, absolute. */
  dir: string;
  /** Files written, relative to it, with `/`. */
  written: string[];
  /** Scripts of an existing package.json that were kept as they were (not docsgen's). */
  keptScripts: string[];
}

/** The entries of `dir` that make it not empty for `init` (none: it may be written). */
export function foreignEntries(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) throw new UserError(`${dir} is a file, not a folder. Pass a folder to create the site in.`);
  return readdirSync(dir).filter((name) => !PROJECT_ENTRIES.has(name)).sort();
}

/** Throws, naming what is there, when `dir` is not empty and `force` was not given. */
export function assertWritable(dir: string, force: boolean): void {
  const foreign = foreignEntries(dir);
  if (foreign.length === 0 || force) return;
  const shown = foreign.slice(0, 5).join(', ') + (foreign.length > 5 ? `, and ${foreign.length - 5} more` : '');
  throw new UserError(
    `${dir} is not empty (${shown}). docsgen init writes a new site into an empty folder: pass another folder, or --force to write into this one (files of the same name are replaced).`,
  );
}

export async function writeSite(dir: string, answers: InitAnswers, docsgenVersion: string, force: boolean): Promise<WriteResult> {
  const target = path.resolve(dir);
  assertWritable(target, force);
  const files = siteFiles(answers);
  const manifest = packageManifest(target, docsgenVersion);
  await mkdir(target, { recursive: true });
  const written: string[] = [];
  for (const file of [...files, { path: 'package.json', text: `${JSON.stringify(manifest.json, null, 2)}\n` }]) {
    const full = path.join(target, ...file.path.split('/'));
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, file.text);
    written.push(file.path);
  }
  return { dir: target, written, keptScripts: manifest.keptScripts };
}

/** A new package.json, or the folder's own with docsgen's scripts and dev dependency added where missing. */
function packageManifest(dir: string, docsgenVersion: string): { json: Record<string, unknown>; keptScripts: string[] } {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return { json: packageJson(packageName(path.basename(dir)), docsgenVersion), keptScripts: [] };
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new UserError(`is not valid JSON: ${(error as Error).message}. Fix it, or remove it and run docsgen init again.`, { file, cause: error });
  }
  const scripts = { ...(json.scripts as Record<string, string> | undefined) };
  const keptScripts: string[] = [];
  for (const [name, command] of Object.entries(SCRIPTS)) {
    if (scripts[name] === undefined) scripts[name] = command;
    else if (scripts[name] !== command) keptScripts.push(name);
  }
  json.scripts = scripts;
  const listed = ['dependencies', 'devDependencies'].some((key) => (json[key] as Record<string, string> | undefined)?.docsgen !== undefined);
  if (!listed) json.devDependencies = { ...(json.devDependencies as Record<string, string> | undefined), docsgen: `^${docsgenVersion}` };
  return { json, keptScripts };
}
