/**
 * When each doc last changed and by whom, read from git for the whole docs folder in one pass:
 * one `git log` process, newest commit first, each commit's changed files listed; the first
 * commit a file appears in is its last change. (Docusaurus runs `git log` once per file, which at
 * thousands of docs costs minutes.) Front matter `last_update` overrides what git says.
 */
import { spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import type { SiteConfig } from '../config/schema.ts';
import type { FrontMatter } from './front-matter.ts';

/** What git says of a file's last change. */
export interface GitUpdate {
  /** Milliseconds since the epoch (the commit's committer date, as Docusaurus reads it). */
  at: number;
  by: string;
}

/** What a doc's footer shows. */
export interface LastUpdate {
  at?: number;
  by?: string;
}

/** Starts a commit's header in the log (`%x1e`): no file name holds it. */
const HEADER = '\u001e';
export const GIT_LOG_ARGS = ['log', `--format=${HEADER}%ct %an`, '--name-only', '-z', '--relative', '--no-renames', '--', '.'];

/**
 * Reads `git log --format=<HEADER>%ct %an --name-only -z` as it streams: every field ends with a
 * NUL; a header field starts with HEADER; each file name (its first one after a newline) is
 * relative to the folder git ran in. Keeps the first (newest) commit seen for each file.
 */
export class GitLogParser {
  readonly files = new Map<string, GitUpdate>();
  private rest = '';
  private current: GitUpdate | undefined;
  private readonly decoder = new StringDecoder('utf8');

  push(chunk: Buffer | string): void {
    const text = this.rest + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    let start = 0;
    for (let end = text.indexOf('\0'); end >= 0; end = text.indexOf('\0', start)) {
      this.field(text.slice(start, end));
      start = end + 1;
    }
    this.rest = text.slice(start);
  }

  end(): Map<string, GitUpdate> {
    const last = this.rest + this.decoder.end();
    if (last !== '') this.field(last);
    this.rest = '';
    return this.files;
  }

  private field(field: string): void {
    if (field.startsWith(HEADER)) {
      const header = field.slice(1);
      const space = header.indexOf(' ');
      const seconds = Number(space < 0 ? header : header.slice(0, space));
      this.current = Number.isFinite(seconds) ? { at: seconds * 1000, by: space < 0 ? '' : header.slice(space + 1) } : undefined;
      return;
    }
    const file = field.replace(/^\n/, '');
    if (file === '' || !this.current || this.files.has(file)) return;
    this.files.set(file, this.current);
  }
}

export type GitUpdates = { ok: true; files: ReadonlyMap<string, GitUpdate> } | { ok: false; why: string };

export interface GitUpdatesRead {
  result: Promise<GitUpdates>;
  /**
   * The files wanted (the docs, known once the folder is scanned): the log stops being read once
   * each of them has been seen, so a long history is not walked to its first commit.
   */
  want(files: Iterable<string>): void;
}

/** Each file's last change under `dir` (paths relative to it, POSIX), from one `git log`. */
export function readGitUpdates(dir: string): GitUpdatesRead {
  const parser = new GitLogParser();
  let wanted: Set<string> | undefined;
  let child: ReturnType<typeof spawn> | undefined;
  let stopped = false;
  /** Every wanted file seen: the rest of the log cannot change the answer. */
  const stopIfDone = () => {
    if (!wanted || stopped || !child) return;
    for (const file of wanted) if (!parser.files.has(file)) return;
    stopped = true;
    child.kill();
  };
  const result = new Promise<GitUpdates>((resolve) => {
    let stderr = '';
    try {
      child = spawn('git', GIT_LOG_ARGS, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_PAGER: 'cat', LC_ALL: 'C' } });
    } catch (error) {
      resolve({ ok: false, why: `git could not be run (${(error as Error).message})` });
      return;
    }
    child.stdout!.on('data', (chunk: Buffer) => {
      if (stopped) return;
      parser.push(chunk);
      stopIfDone();
    });
    child.stderr!.on('data', (chunk: Buffer) => void (stderr.length < 2000 && (stderr += chunk.toString())));
    child.on('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, why: error.code === 'ENOENT' ? 'git is not installed' : `git could not be run (${error.message})` }));
    child.on('close', (code) => {
      if (code === 0 || stopped) resolve({ ok: true, files: stopped ? parser.files : parser.end() });
      else resolve({ ok: false, why: /not a git repository/i.test(stderr) ? 'the docs folder is not in a git repository' : `git log failed: ${stderr.trim().split('\n')[0] ?? `exit code ${code}`}` });
    });
  });
  return {
    result,
    want(files) {
      wanted = new Set(files);
      stopIfDone();
    },
  };
}

/** The doc's footer data: its front matter's `last_update` first, else git; only what the config shows. */
export function lastUpdateOf(docs: Pick<SiteConfig['docs'], 'showLastUpdateTime' | 'showLastUpdateAuthor'>, frontMatter: Pick<FrontMatter, 'last_update'>, git: GitUpdate | undefined): LastUpdate | undefined {
  const own = frontMatter.last_update;
  const at = docs.showLastUpdateTime ? (own?.date !== undefined ? new Date(own.date).getTime() : git?.at) : undefined;
  const by = docs.showLastUpdateAuthor ? (own?.author ?? git?.by) : undefined;
  if (at === undefined && by === undefined) return undefined;
  return { ...(at !== undefined ? { at } : {}), ...(by !== undefined ? { by } : {}) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Docusaurus's line: "Last updated on <date> by <author>", the date as the locale writes it, in UTC. */
export function lastUpdateHtml(update: LastUpdate, locale: string): string {
  let html = '<span class="theme-last-updated">Last updated';
  if (update.at !== undefined) {
    const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(update.at);
    html += ` on <b><time datetime="${new Date(update.at).toISOString()}" itemprop="dateModified">${escapeHtml(date)}</time></b>`;
  }
  if (update.by !== undefined) html += ` by <b>${escapeHtml(update.by)}</b>`;
  return `${html}</span>`;
}
