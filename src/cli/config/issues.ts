/**
 * Turns zod issues into one plain sentence per problem:
 * `navbar.items[1].type: expected one of doc, docSidebar, …, got "dco"`.
 */
import type { z } from 'zod';
import { closestIds } from '../content/doc-ids.ts';

type Issue = z.core.$ZodIssue;

const stated = new Set<string>();

/**
 * A message reported as it is written, not rebuilt from the issue's kind: for a problem whose
 * wording readers already know (Algolia's "`appId` is missing.").
 */
export function statedMessage(message: string): string {
  stated.add(message);
  return message;
}
type Path = readonly PropertyKey[];

export function formatPath(path: Path): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

function valueAt(input: unknown, path: Path): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

function expectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_union':
      if ('options' in issue && Array.isArray(issue.options)) return `one of ${issue.options.join(', ')}`;
      // A union that says what it takes (`{ error: '…' }` in the schema) is quoted.
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : 'a valid value';
    case 'invalid_value':
      return issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_type':
      return issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'an array' : `a ${issue.expected}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'a URL starting with http:// or https://';
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : `a ${issue.format}`;
    case 'too_small':
      if (issue.origin === 'string') return `at least ${String(issue.minimum)} character${issue.minimum === 1 ? '' : 's'}`;
      return `at least ${String(issue.minimum)}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/**
 * One line per problem, each naming the key path, what was expected and what was found.
 * `knownKeys`: where to look up the keys that exist (said after an unknown one).
 */
export function formatIssues(issues: readonly Issue[], input: unknown, knownKeys = "see the README's site.config.ts reference", schema?: z.core.$ZodType): string[] {
  return issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const where = issue.path.length ? `${formatPath(issue.path)}: ` : '';
      // Docusaurus's nesting: docsgen reads themeConfig's navbar, footer… at the top level.
      if (issue.path.length === 0 && issue.keys.includes('themeConfig')) {
        return "unknown key \"themeConfig\" (docsgen reads Docusaurus's themeConfig keys at the top level: move navbar, footer, colorMode, announcementBar… up one level, or run docsgen migrate)";
      }
      const keys = schema ? keysAt(schema, issue.path) : [];
      const near = issue.keys.map((key) => closestIds(key, keys, 1)[0]);
      if (near.every((k) => k !== undefined)) {
        return `${where}${issue.keys.map((k, i) => `unknown key "${k}" (did you mean "${near[i]}"?)`).join('; ')}`;
      }
      return `${where}unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling; ${knownKeys})`;
    }
    if (stated.has(issue.message)) return `${formatPath(issue.path)}: ${issue.message}`;
    const line = `${formatPath(issue.path)}: expected ${expectation(issue)}, got ${show(valueAt(input, issue.path))}`;
    return line + misspeltAs(issue, input, schema);
  });
}

/**
 * A required key that is missing where the object has a key one typo away from it, in objects
 * whose other keys are let through (a navbar item's `docID` for `docId`): ` (written "docID"?)`.
 */
function misspeltAs(issue: Issue, input: unknown, schema: z.core.$ZodType | undefined): string {
  const missing = issue.path.at(-1);
  if (typeof missing !== 'string' || valueAt(input, issue.path) !== undefined) return '';
  const parent = valueAt(input, issue.path.slice(0, -1));
  if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) return '';
  const known = new Set(schema ? keysAt(schema, issue.path.slice(0, -1)) : []);
  const unknown = Object.keys(parent).filter((k) => !known.has(k) && k !== missing);
  const near = closestIds(missing, unknown, 1)[0];
  return near === undefined ? '' : ` (written "${near}"?)`;
}

/** zod's own description of a schema, as far as finding an object's keys needs it. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  /** A record's values (`i18n.localeConfigs.<locale>`). */
  valueType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  getter?: () => z.core.$ZodType;
}

/** The keys an object at `path` of the schema takes (none when the path leads to no object). */
export function keysAt(schema: z.core.$ZodType, path: Path): string[] {
  let candidates = [schema];
  for (const key of path) candidates = candidates.flatMap((c) => objectsIn(c)).flatMap((c) => childAt(c, key));
  return [...new Set(candidates.flatMap((c) => objectsIn(c)).flatMap((c) => Object.keys(defOf(c).shape ?? {})))];
}

function defOf(schema: z.core.$ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** The schema itself, or what it wraps (optional, default, union, lazy…), down to objects and arrays. */
function objectsIn(schema: z.core.$ZodType, depth = 0): z.core.$ZodType[] {
  const def = defOf(schema);
  if (depth > 20) return [];
  if (def.type === 'object' || def.type === 'array' || def.type === 'record') return [schema];
  const inner = def.innerType ?? def.in ?? def.getter?.();
  if (inner) return objectsIn(inner, depth + 1);
  return (def.options ?? []).flatMap((o) => objectsIn(o, depth + 1));
}

function childAt(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType[] {
  const def = defOf(schema);
  if (def.type === 'array' && typeof key === 'number' && def.element) return [def.element];
  if (def.type === 'object' && typeof key === 'string' && def.shape?.[key]) return [def.shape[key]];
  if (def.type === 'record' && def.valueType) return [def.valueType];
  return [];
}
