/**
 * Loads `site.config.ts`: esbuild bundles it (local imports included) in memory, the bundle runs
 * from a `data:` URL with a time limit, and its default export is checked against the schema.
 * Nothing is written to disk, so nothing is left there when a config fails, hangs or is killed.
 */
import type { Message } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { bundleConfig, type ConfigBundle } from './bundle-config.ts';
import { runConfig } from './run-config.ts';
import { formatIssues } from './issues.ts';
import { configSchema, type SiteConfig } from './schema.ts';

export const CONFIG_FILE = 'site.config.ts';

export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const file = path.resolve(siteDir, CONFIG_FILE);
  if (!existsSync(file)) {
    if (!existsSync(siteDir)) throw new UserError(`the site folder ${path.resolve(siteDir)} does not exist. Pass --site-dir the folder that holds site.config.ts.`);
    throw new UserError(`no ${CONFIG_FILE} found in ${path.resolve(siteDir)}. Create one (see the README) or pass --site-dir.`);
  }
  const raw = await importConfig(file, siteDir);
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const details = formatIssues(parsed.error.issues, raw, undefined, configSchema);
    throw new UserError(`invalid configuration (${details.length} problem${details.length > 1 ? 's' : ''}):`, {
      file: CONFIG_FILE,
      details,
    });
  }
  return parsed.data;
}

/** The config's default export: bundled in memory, then run (see the two modules for why). */
async function importConfig(file: string, siteDir: string): Promise<unknown> {
  let bundle: ConfigBundle;
  try {
    bundle = await bundleConfig(file);
  } catch (error) {
    throw esbuildError(error, CONFIG_FILE);
  }
  return runConfig(bundle, siteDir, CONFIG_FILE);
}

/** esbuild failures as a UserError naming the first problem's file and line. */
export function esbuildError(error: unknown, fallbackFile: string): UserError {
  const errors = (error as { errors?: Message[] }).errors;
  const first = errors?.[0];
  if (!first) return new UserError((error as Error).message, { file: fallbackFile, cause: error });
  // A folder docsgen cannot write to (a read-only checkout): say what to change, not only what failed.
  const text = first.text.startsWith('Failed to write to output file')
    ? `${first.text}. docsgen writes temporary files there while it builds: make the folder writable.`
    : first.text;
  return new UserError(text, {
    file: first.location?.file ?? fallbackFile,
    line: first.location?.line,
    details: errors.slice(1).map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`),
    cause: error,
  });
}
