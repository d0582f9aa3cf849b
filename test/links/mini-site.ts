/**
 * The `mini` fixture with a few changes, built with the real CLI: what the link-gate tests break
 * and look at.
 */
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, runCli, type RunResult } from '../helpers/site.ts';

export interface SiteChanges {
  /** Lines added to site.config.ts, e.g. `onBrokenLinks: 'warn',`. */
  config?: string[];
  /** Text appended to files of the site (created when missing). */
  append?: Record<string, string>;
  /** `[from, to]` text replaced in files of the site. */
  replace?: Record<string, [string, string]>;
}

export interface MiniSite {
  dir: string;
  change(changes: SiteChanges): Promise<void>;
  build(...args: string[]): Promise<RunResult>;
  check(...args: string[]): Promise<RunResult>;
  /** Every file of the output folder and the hash of its bytes. */
  output(): Promise<Record<string, string>>;
  /** Line number (1-based) of the last line of a site file. */
  lastLine(file: string): Promise<number>;
  cleanup(): Promise<void>;
}

export async function miniSite(changes: SiteChanges = {}): Promise<MiniSite> {
  const { dir, cleanup } = await copyFixture('mini');
  const site: MiniSite = {
    dir,
    async change({ config = [], append = {}, replace = {} }) {
      if (config.length > 0) {
        const file = path.join(dir, 'site.config.ts');
        const text = await readFile(file, 'utf8');
        await writeFile(file, text.replace("title: 'Mini',", `title: 'Mini',\n  ${config.join('\n  ')}`));
      }
      for (const [file, [from, to]] of Object.entries(replace)) {
        const text = await readFile(path.join(dir, file), 'utf8');
        if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
        await writeFile(path.join(dir, file), text.replace(from, to));
      }
      for (const [file, text] of Object.entries(append)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await appendFile(path.join(dir, file), text);
      }
    },
    build: (...args) => runCli(['build', '--site-dir', dir, ...args]),
    check: (...args) => runCli(['check', '--site-dir', dir, ...args]),
    async output() {
      const out = path.join(dir, 'build');
      const hashes: Record<string, string> = {};
      for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        hashes[path.relative(out, file)] = createHash('sha256').update(await readFile(file)).digest('hex');
      }
      return hashes;
    },
    async lastLine(file) {
      return (await readFile(path.join(dir, file), 'utf8')).replace(/\n$/, '').split('\n').length;
    },
    cleanup,
  };
  await site.change(changes);
  return site;
}

/** The lines of a report that belong to one page: its header line and its `->` lines. */
export function pageBlock(report: string, pagePath: string, kind: 'link' | 'anchor' | '' = ''): string[] {
  const lines = report.split('\n');
  const header = new RegExp(`^- Broken ${kind || '(link|anchor)'} on source page path = ${pagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|:$)`);
  const start = lines.findIndex((line) => header.test(line));
  if (start === -1) return [];
  const block = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('   -> ')) break;
    block.push(line);
  }
  return block;
}
