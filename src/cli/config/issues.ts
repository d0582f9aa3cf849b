/**
 * Turns zod issues into one plain sentence per problem:
 * `navbar.items[1].type: expected one of doc, docSidebar, …, got "dco"`.
 */
import type { z } from 'zod';

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
export function formatIssues(issues: readonly Issue[], input: unknown, knownKeys = "see the README's site.config.ts reference"): string[] {
  return issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const where = issue.path.length ? `${formatPath(issue.path)}: ` : '';
      return `${where}unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling; ${knownKeys})`;
    }
    if (stated.has(issue.message)) return `${formatPath(issue.path)}: ${issue.message}`;
    return `${formatPath(issue.path)}: expected ${expectation(issue)}, got ${show(valueAt(input, issue.path))}`;
  });
}
