// Checks the mapped config as a build will (schema, then the files it names); what fails is left out and reported, never written.
import { checkConfigFiles } from '../config/files.ts';
import { formatIssues, formatPath } from '../config/issues.ts';
import { configSchema } from '../config/schema.ts';
import { UserError } from '../errors.ts';
import type { ReportRow } from './rows.ts';

type Obj = Record<string, unknown>;
type Path = (string | number)[];

/** Keys a site cannot go without: a problem there stops the migration. */
const REQUIRED = new Set(['title', 'url', 'docs']);

/** Sections left out whole when a key inside fails (Algolia without its credentials is no search at all). */
const WHOLE = new Set(['search', 'announcementBar']);

/** The config with whatever the schema or the file checks refuse taken out, and a row for each. */
export function validateMapped(config: Obj, siteDir: string, configFile: string): { config: Obj; rows: ReportRow[] } {
  const draft = structuredCloneKeepingRegExps(config);
  const rows: ReportRow[] = [];
  const removed = new Set<string>();
  for (let round = 0; round < 50; round++) {
    const parsed = configSchema.safeParse(draft);
    if (!parsed.success) {
      const messages = formatIssues(parsed.error.issues, draft, "docsgen's schema");
      parsed.error.issues.forEach((issue, i) => {
        const at = (issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : [...issue.path]) as Path;
        let target = removalPath(at);
        while (removed.has(formatPath(target)) && target.length > 1) target = target.slice(0, -1);
        if (REQUIRED.has(String(target[0])) && (target.length === 1 || target[0] === 'docs')) {
          throw new UserError(`cannot be migrated: a setting docsgen needs is not valid:`, { file: configFile, details: messages });
        }
        removed.add(formatPath(target));
        if (remove(draft, target)) rows.push({ kind: 'left out', what: formatPath(target), note: `refused by docsgen's schema: ${messages[i]!}` });
      });
      continue;
    }
    try {
      checkConfigFiles(parsed.data, siteDir);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      for (const detail of error.details) {
        const key = detail.slice(0, detail.indexOf(':'));
        const target = fileKeyPath(key);
        if (remove(draft, target)) rows.push({ kind: 'left out', what: key, note: detail.slice(key.length + 2) });
      }
      continue;
    }
    return { config: draft, rows };
  }
  throw new UserError('cannot be migrated: its settings could not be made valid for docsgen.', { file: configFile });
}

/** Where to cut for a problem at `at`: an array item goes whole (a navbar link), a section in WHOLE too, else the key. */
function removalPath(at: Path): Path {
  const index = at.findIndex((key) => typeof key === 'number');
  if (index >= 0) return at.slice(0, index + 1);
  if (WHOLE.has(String(at[0]))) return at.slice(0, 1);
  return at;
}

/** `customCss[0]`, `navbar.logo.src`… (as checkConfigFiles names them) as the path to leave out. */
function fileKeyPath(key: string): Path {
  const path: Path = key.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
  // A logo without its picture is no logo.
  if (path[path.length - 1] === 'src') return path.slice(0, -1);
  return path;
}

function remove(root: Obj, at: Path): boolean {
  let parent: unknown = root;
  for (const key of at.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return false;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  const last = at[at.length - 1]!;
  if (Array.isArray(parent) && typeof last === 'number') {
    if (last >= parent.length) return false;
    parent.splice(last, 1);
    return true;
  }
  if (parent === null || typeof parent !== 'object' || !(last in parent)) return false;
  delete (parent as Record<string | number, unknown>)[last];
  return true;
}

/** A deep copy of plain data (RegExps kept as they are; functions and stand-ins dropped, as they cannot be written). */
function structuredCloneKeepingRegExps<T>(value: T): T {
  const copy = (v: unknown): unknown => {
    if (v instanceof RegExp) return v;
    if (Array.isArray(v)) return v.map(copy).filter((x) => x !== undefined);
    if (typeof v === 'function') return undefined;
    if (v !== null && typeof v === 'object') {
      const out: Obj = {};
      for (const [k, x] of Object.entries(v)) {
        const c = copy(x);
        if (c !== undefined) out[k] = c;
      }
      return out;
    }
    return v;
  };
  return copy(value) as T;
}
