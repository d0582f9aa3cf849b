// The site folder as the mapping sees it, and the paths a Docusaurus config names, as docsgen writes them (never outside the folder).
import path from 'node:path';
import { UserError } from '../errors.ts';

/** What the mapping may know of the site folder, given by the caller (tests give a fake). */
export interface SiteFacts {
  /** The site folder, absolute. */
  siteDir: string;
  /** Whether a path relative to the site folder (`/`-separated) exists. */
  exists(rel: string): boolean;
  /** The files under a folder relative to the site folder, recursively, `/`-separated; [] when none. */
  list(rel: string): string[];
  /** A file's text, or undefined. */
  read(rel: string): string | undefined;
  /** The git work tree holding the site folder, if any: a monorepo keeps its docs beside the site (`path: '../docs'`). */
  repoRoot?: string;
}

/** A path the config names (relative to the site folder, or absolute from `path.resolve(__dirname, …)`): relative and `/`-separated; refused outside the site folder. */
export function sitePath(value: string, key: string, facts: SiteFacts, configFile: string, options: { inRepo?: boolean } = {}): string {
  const rel = sitePathOrUndefined(value, facts) ?? (options.inRepo ? repoPathOrUndefined(value, facts) : undefined);
  if (rel === undefined) {
    const where = options.inRepo ? `outside the site folder (${facts.siteDir}) and its git repository` : `outside the site folder (${facts.siteDir})`;
    throw new UserError(`${key}: ${value} is ${where}. docsgen migrate writes a site.config.ts that points only inside the folder it migrates${options.inRepo ? ' or, for the docs, beside it in the same repository' : ''}: run it on the folder that holds ${value}, or move that folder inside.`, { file: configFile });
  }
  return rel;
}

/** A folder outside the site folder but inside its git repository (a monorepo's docs), relative to the site folder. */
function repoPathOrUndefined(value: string, facts: SiteFacts): string | undefined {
  if (!facts.repoRoot) return undefined;
  const absolute = path.resolve(facts.siteDir, value);
  const inRepo = path.relative(facts.repoRoot, absolute);
  if (inRepo === '..' || inRepo.startsWith(`..${path.sep}`) || path.isAbsolute(inRepo)) return undefined;
  return path.relative(facts.siteDir, absolute).split(path.sep).join('/');
}

export function sitePathOrUndefined(value: string, facts: SiteFacts): string | undefined {
  const absolute = path.resolve(facts.siteDir, value);
  const rel = path.relative(facts.siteDir, absolute).split(path.sep).join('/');
  if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) return undefined;
  return rel === '' ? '.' : rel;
}

/** A static file as Docusaurus names it (`img/logo.svg`, relative to the static folder) as docsgen writes it: `/img/logo.svg`. */
export function staticUrl(value: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//') || value.startsWith('/')) return value;
  return `/${value}`;
}

export function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}
