/**
 * Doc tags as Docusaurus has them: a doc's `tags` front matter names tags of the tags file
 * (`tags.yml` in the docs folder: label, description, permalink per key) or inline ones (any
 * other string, labelled as written, at the kebab-cased label; or `{ label, permalink }`).
 * Every tag gets a page under the docs' `tagsBasePath`, and the tags page lists them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { formatIssues } from '../config/issues.ts';
import { CONFIG_FILE } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { refusal, siteRoots } from '../confine/read-roots.ts';
import { routeProblem } from '../confine/route-path.ts';
import { UserError } from '../errors.ts';
import { lineAt, readYaml, YamlRefusal } from './safe-yaml.ts';
import { docsRootRoute, toPosix, type SourceDoc } from './scan.ts';
import { frontMatterKeyLine } from './front-matter.ts';

/** One tag of the tags file, its permalink as written there (below the tags route). */
export interface TagDefinition {
  label: string;
  permalink: string;
  description: string | undefined;
}

export interface TagsFile {
  /** Relative to the site folder, for messages. */
  displayPath: string;
  text: string;
  tags: ReadonlyMap<string, TagDefinition>;
}

/** A tag as a doc carries it. */
export interface DocTag {
  label: string;
  /** Site-relative, e.g. `/docs/tags/getting-started`. */
  route: string;
  description: string | undefined;
  /** Not from the tags file. */
  inline: boolean;
}

const entrySchema = z
  .strictObject({ label: z.string().min(1).optional(), description: z.string().optional(), permalink: z.string().min(1).optional() })
  .nullable();
const fileSchema = z.record(z.string(), entrySchema);

/**
 * Words as lodash's `kebabCase` splits them (Docusaurus makes an inline tag's permalink with it):
 * runs of letters split where case turns upward and where letters meet digits; all else separates.
 */
const WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{M}]+|\p{Lu}+[\p{M}]*|\p{N}+|[\p{L}\p{M}]+/gu;

export function kebabCase(text: string): string {
  return (text.replace(/['\u2019]/g, '').match(WORD) ?? []).map((w) => w.toLowerCase()).join('-');
}

/** lodash's `capitalize`: the first letter up, the rest down (a tags file key without a label). */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Where the tag pages are: `/docs/tags`, or `/tags` in docs-only mode. */
export function tagsRoute(docs: Pick<SiteConfig['docs'], 'routeBasePath' | 'tagsBasePath'>): string {
  return joinRoute(docsRootRoute(docs.routeBasePath), docs.tagsBasePath);
}

/** Docusaurus's `normalizeUrl([base, permalink])` for a path: one `/` between the parts, none at the end. */
function joinRoute(base: string, permalink: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${permalink.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  return joined || '/';
}

/** The tags file the config asks for, read and checked; `undefined` when there is none (every tag is inline). */
export function readTagsFile(config: Pick<SiteConfig, 'docs'>, siteDir: string): TagsFile | undefined {
  const option = config.docs.tags;
  if (option === false || option === null) return undefined;
  const docsDir = path.resolve(siteDir, config.docs.path);
  const file = path.resolve(docsDir, option ?? 'tags.yml');
  const displayPath = toPosix(path.relative(siteDir, file));
  if (!existsSync(file)) {
    if (option === undefined) return undefined;
    throw new UserError(`docs.tags: the tags file ${displayPath} does not exist. Fix the path (relative to the docs folder ${config.docs.path}), or set null for no tags file.`, { file: CONFIG_FILE });
  }
  // As a category file: a link to a file outside the site is refused, not read into its pages.
  const decision = siteRoots(siteDir, [config.docs.path]).decide(file);
  if (!decision.ok) throw new UserError(refusal(decision), { file: displayPath });
  const text = readFileSync(decision.real, 'utf8');
  if (text.trim() === '') throw new UserError('the tags file is empty. Add a tag (key: { label, description, permalink }), or remove the file.', { file: displayPath });
  let data: unknown;
  try {
    data = readYaml(text).data;
  } catch (error) {
    if (!(error instanceof YamlRefusal)) throw error;
    throw new UserError(`the tags file ${error.message}`, { file: displayPath, line: lineAt(text, error.offset) + 1 });
  }
  const parsed = fileSchema.safeParse(data ?? {});
  if (!parsed.success || typeof data !== 'object' || Array.isArray(data)) {
    const details = parsed.success ? ['must be a mapping of tag keys to { label, description, permalink }'] : formatIssues(parsed.error.issues, data, 'a tag takes label, description and permalink');
    const key = parsed.success ? undefined : parsed.error.issues[0]?.path[0];
    throw new UserError(`tags file: ${details[0]}`, { file: displayPath, line: typeof key === 'string' ? keyLine(text, key) : undefined, details: details.slice(1) });
  }
  const tags = new Map<string, TagDefinition>();
  const byPermalink = new Map<string, string>();
  for (const [key, entry] of Object.entries(parsed.data)) {
    const permalink = entry?.permalink ?? `/${kebabCase(key)}`;
    const other = byPermalink.get(permalink);
    if (other !== undefined) {
      throw new UserError(`tags "${other}" and "${key}" have one permalink, ${permalink}: two tags would write one page. Give one of them another permalink.`, { file: displayPath, line: keyLine(text, key) });
    }
    byPermalink.set(permalink, key);
    tags.set(key, { label: entry?.label ?? capitalize(key), permalink, description: entry?.description });
  }
  return { displayPath, text, tags };
}

/** The line of a top-level key in a YAML text (1-based). */
function keyLine(text: string, key: string): number | undefined {
  const lines = text.split('\n');
  const quoted = [key, JSON.stringify(key), `'${key}'`];
  const at = lines.findIndex((line) => quoted.some((k) => line.startsWith(`${k}:`)));
  return at < 0 ? undefined : at + 1;
}

/** The first line at or after `from` (1-based) that holds `text`. */
function lineHolding(source: string, text: string, from = 1): number | undefined {
  const lines = source.split('\n');
  for (let i = from - 1; i < lines.length; i++) if (lines[i]!.includes(text)) return i + 1;
  return undefined;
}

/** A tag as a doc's page links it. */
export type LinkedTag = DocTag & { href: string };

export interface DocTagsResult {
  tags: DocTag[];
  /** Labels of its tags not in the tags file (reported only when there is a tags file). */
  inline: string[];
}

/**
 * A doc's tags, one per page (as Docusaurus, the first of two with one permalink wins). A
 * permalink that would not be a plain URL under the tags route is an error at its line.
 */
export function docTags(doc: Pick<SourceDoc, 'frontMatter' | 'source' | 'displayPath'>, tagsFile: TagsFile | undefined, base: string): DocTagsResult {
  const tags: DocTag[] = [];
  const inline: string[] = [];
  const seen = new Set<string>();
  // Only an error names a line: reading a spilled doc's markdown for every doc cost the build a read each.
  const tagsLine = () => frontMatterKeyLine(doc.source, 'tags');
  for (const tag of doc.frontMatter.tags ?? []) {
    const defined = typeof tag === 'string' ? tagsFile?.tags.get(tag) : undefined;
    let made: DocTag;
    if (defined) {
      made = { label: defined.label, route: joinRoute(base, defined.permalink), description: defined.description, inline: false };
      checkTagRoute(made, defined.permalink, () => ({ file: tagsFile!.displayPath, line: lineHolding(tagsFile!.text, defined.permalink, keyLine(tagsFile!.text, tag as string)) }));
    } else {
      const label = typeof tag === 'string' ? tag : tag.label;
      const permalink = typeof tag === 'string' ? kebabCase(tag) : tag.permalink;
      made = { label, route: joinRoute(base, permalink), description: typeof tag === 'string' ? undefined : tag.description, inline: true };
      checkTagRoute(made, permalink, () => ({ file: doc.displayPath, line: typeof tag === 'string' ? tagsLine() : (lineHolding(doc.source, permalink, tagsLine()) ?? tagsLine()) }));
      inline.push(label);
    }
    if (seen.has(made.route)) continue;
    seen.add(made.route);
    tags.push(made);
  }
  return { tags, inline: [...new Set(inline)] };
}

function checkTagRoute(tag: DocTag, permalink: string, where: () => { file: string; line: number | undefined }): void {
  const problem = permalink === '' || /^\/*$/.test(permalink) ? 'is the tags page itself' : routeProblem(tag.route);
  if (problem === undefined) return;
  throw new UserError(`the URL ${JSON.stringify(tag.route)} of the page of tag "${tag.label}", made from its permalink ${JSON.stringify(permalink)}, ${problem}. Change the permalink.`, where());
}

/** What a doc with tags not in the tags file is told (Docusaurus's words, with where the file is). */
export function inlineTagsMessage(inline: readonly string[], tagsFile: TagsFile): string {
  const known = [...tagsFile.tags.keys()];
  return `tags [${inline.join(', ')}] are not defined in ${tagsFile.displayPath}. Known tags: ${known.join(', ') || '(none)'}. Add them to ${tagsFile.displayPath}, or use one of its tags (docs.onInlineTags says what an inline tag does).`;
}
