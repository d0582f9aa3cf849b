/**
 * Where a command that edits the site itself may write (`docsgen docs:version`): every file it
 * creates is placed by `siteWriteTarget`, which refuses a name that is not a plain relative path,
 * and a place that a symbolic link already in the site (a `versioned_docs` pointing elsewhere)
 * would carry outside the site folder.
 */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { isInside, outputNameProblem } from './output-path.ts';

/** The absolute path of `file` (relative, with `/`) in the site folder `siteDir`; throws a `UserError` when it would be elsewhere. */
export function siteWriteTarget(siteDir: string, file: string): string {
  const site = path.resolve(siteDir);
  const problem = outputNameProblem(file) ?? (isInside(path.resolve(site, ...file.split('/')), site) ? undefined : 'it resolves outside it');
  const target = path.resolve(site, ...file.split('/'));
  const escape = problem ?? linkEscape(site, target);
  if (escape === undefined) return target;
  throw new UserError(`refused to write ${JSON.stringify(file)} in the site folder: ${escape}.`);
}

/** Why the nearest part of `target` that exists leads out of `site` (a link), else `undefined`. */
function linkEscape(site: string, target: string): string | undefined {
  const realSite = realpathSync(site);
  for (let at = target; ; at = path.dirname(at)) {
    if (!exists(at)) {
      if (at === path.dirname(at)) return 'nothing of it exists';
      continue;
    }
    let real: string;
    try {
      real = realpathSync(at);
    } catch {
      return `${path.relative(site, at)} is a symbolic link to nothing`;
    }
    return isInside(real, realSite) ? undefined : `${path.relative(site, at) || '.'} leads to ${real}, outside the site folder`;
  }
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
