/**
 * Front matter: the YAML block at the top of a doc, parsed and checked against the keys
 * Docusaurus docs understand. Problems name the file and the line of the offending key.
 */
import { isMap, isScalar } from 'yaml';
import { z } from 'zod';
import { UserError } from '../errors.ts';
import { formatIssues } from '../config/issues.ts';
import { FRONT_MATTER } from '../markdown/parse/front-matter-block.ts';
import { lineAt, readYaml, YamlRefusal, type ReadYaml } from './safe-yaml.ts';
import { readSimpleMapping } from './simple-yaml.ts';

const level = z.number().int().min(2).max(6);

export const frontMatterSchema = z.looseObject({
  id: z.string().regex(/^[^/]+$/, 'an id without "/"').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  draft: z.boolean().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: level.optional(),
  toc_max_heading_level: level.optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  /** Built and reachable by its URL, but listed nowhere: no sidebar, cards, search, sitemap or indexing. */
  unlisted: z.boolean().optional(),
  /** The sidebar its page shows, whichever it belongs to; `null` for none. */
  displayed_sidebar: z.string().nullable().optional(),
  /** The doc's own "Edit this page" link; `null` for none. */
  custom_edit_url: z.string().nullable().optional(),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

/**
 * Keys Docusaurus docs act on that docsgen does not (yet): kept, as every other key is, but a doc
 * moved over must not lose them without a word.
 */
const NOT_APPLIED: Record<string, string> = {
  tags: 'docsgen makes no tag list or tag pages',
  last_update: 'docsgen shows no last-update line',
  parse_number_prefixes: 'docsgen strips number prefixes from every file name',
  sidebar_custom_props: 'docsgen sidebars carry no custom props',
};

/** A warning for each key Docusaurus would act on and docsgen ignores, at its line. */
export function ignoredKeys(frontMatter: Record<string, unknown>, source: string): { message: string; line: number | undefined }[] {
  return Object.keys(frontMatter)
    .filter((key) => Object.hasOwn(NOT_APPLIED, key))
    .map((key) => ({ message: `front matter ${key} is ignored: ${NOT_APPLIED[key]}.`, line: frontMatterKeyLine(source, key) }));
}

/**
 * A doc that opens with `---` and a `key: value` line but never closes the block would render its
 * front matter as a rule and a paragraph, and lose its title and settings without a word.
 */
function checkClosed(source: string, file: string): void {
  const opening = /^---[ \t]*\r?\n(?:[ \t]*\r?\n)*[ \t]*([A-Za-z_][\w-]*)[ \t]*:/.exec(source);
  if (!opening) return;
  throw new UserError(`front matter is not closed: it opens with --- on line 1 (then "${opening[1]}: …") and no line --- ends it. Add a line --- after its last key.`, { file, line: 1 });
}

/** The front matter's YAML as data; whatever YAML refuses is a UserError at its line. */
function readFrontMatterYaml(text: string, file: string): ReadYaml {
  try {
    return readYaml(text);
  } catch (error) {
    if (!(error instanceof YamlRefusal)) throw error;
    // +1: the opening `---` is line 1 of the file, so YAML line n is file line n + 1.
    throw new UserError(`front matter ${error.message}`, { file, line: lineAt(text, error.offset) + 1, cause: error });
  }
}

/** Parses the front matter of `source`; `file` is the path shown in messages. */
export function parseFrontMatter(source: string, file: string): FrontMatter {
  const block = FRONT_MATTER.exec(source);
  if (!block) {
    checkClosed(source, file);
    return {};
  }
  // Plain `key: value` lines, read directly; anything else, or anything wrong, goes to `yaml`.
  const simple = readSimpleMapping(block[1] ?? '');
  const quick = simple && frontMatterSchema.safeParse(simple);
  if (quick?.success) return quick.data;
  const text = block[1] ?? '';
  const read = readFrontMatterYaml(text, file);
  const doc = read.document;
  const lineOf = (offset: number) => lineAt(text, offset) + 1;
  const data: unknown = read.data ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new UserError('front matter must be a mapping of keys to values (key: value)', { file, line: 2 });
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0]!;
  const key = first.path[0];
  let line = 2;
  if (isMap(doc.contents)) {
    const pair = doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key);
    const offset = (pair?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
    if (offset !== undefined) line = lineOf(offset);
  }
  const details = formatIssues(parsed.error.issues, data);
  throw new UserError(`front matter ${details[0]}`, { file, line, details: details.slice(1) });
}

/** The line of a top-level key in a doc's front matter (1-based, the file's), if it is there. */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  const block = FRONT_MATTER.exec(source)?.[1];
  if (block === undefined) return undefined;
  const at = block.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  // +2: the opening `---` is line 1 of the file.
  return at < 0 ? undefined : at + 2;
}
