/**
 * The files the config names, checked before anything is built: a stylesheet in `customCss` that
 * is not there would stop the bundler with its own words, and a favicon, social card or logo not
 * in the static folder would surface as a broken link on every page; both without naming the key.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { CONFIG_FILE } from './load.ts';
import type { SiteConfig } from './schema.ts';

type ConfigFiles = Pick<SiteConfig, 'customCss' | 'favicon' | 'image' | 'navbar' | 'footer' | 'staticDir' | 'baseUrl'>;

export function checkConfigFiles(config: ConfigFiles, siteDir: string): void {
  const problems: string[] = [];
  config.customCss.forEach((file, i) => {
    if (!existsSync(path.resolve(siteDir, file))) problems.push(`customCss[${i}]: ${file} does not exist. Fix the path (relative to the site folder) or leave it out.`);
  });
  const staticDir = config.staticDir.replace(/\/+$/, '');
  const named: [string, string | undefined][] = [
    ['favicon', config.favicon],
    ['image', config.image],
    ['navbar.logo.src', config.navbar.logo?.src],
    ['navbar.logo.srcDark', config.navbar.logo?.srcDark],
    ['footer.logo.src', config.footer?.logo?.src],
    ['footer.logo.srcDark', config.footer?.logo?.srcDark],
  ];
  for (const [key, value] of named) {
    const file = value === undefined ? undefined : staticFile(value, config.baseUrl);
    if (file === undefined || existsSync(path.resolve(siteDir, staticDir, file))) continue;
    problems.push(`${key}: ${value} is not in ${staticDir}/ (looked for ${staticDir}/${file}). Put the file there, or fix the path (relative to the static folder).`);
  }
  if (problems.length === 0) return;
  throw new UserError(`names ${problems.length === 1 ? 'a file that is' : `${problems.length} files that are`} not there:`, { file: CONFIG_FILE, details: problems });
}

/** A static path's file in the static folder; `undefined` for a URL of another site. */
function staticFile(value: string, baseUrl: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
  const withoutBase = value.startsWith(baseUrl) ? value.slice(baseUrl.length) : value;
  return decodeURIComponent(withoutBase.replace(/^\/+/, '').split(/[?#]/)[0]!);
}
