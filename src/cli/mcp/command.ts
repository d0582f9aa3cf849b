/** `docsgen mcp`: a Model Context Protocol server on stdin/stdout over an existing build; standard output carries the protocol alone, logs go to standard error. */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteData } from '../../runtime/data.ts';
import { UserError } from '../errors.ts';
import { BUILD_MARK } from '../output/out-dir.ts';
import { createDocsServer } from './server.ts';
import { indexDir, openDocSearch } from './search.ts';

export interface McpOptions {
  siteDir: string;
  outDir: string;
  /** docsgen's version, the server's. */
  version: string;
}

/** Starts the server; resolves once it is connected (it then runs until its client closes standard input). */
export async function runMcp(options: McpOptions): Promise<void> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(siteDir, options.outDir);
  const relative = path.relative(process.cwd(), outDir);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? outDir : relative || '.';
  // Everything is checked before the first byte of protocol: a client shows this on standard error.
  const site = await readSite(outDir, shown);
  let search;
  try {
    search = await openDocSearch(outDir, site);
  } catch (error) {
    throw new UserError(`the search index in ${shown}/ cannot be read (${error instanceof Error ? error.message : String(error)}): run \`docsgen build\` again`, { cause: error });
  }
  const server = createDocsServer({ outDir, site, search, version: options.version });
  await server.connect(new StdioServerTransport());
  console.error(`docsgen mcp: serving the docs of ${site.title} from ${shown}/ on standard input and output`);
}

/** The build's site data; a folder without a whole build is the user's to fix. */
async function readSite(outDir: string, shown: string): Promise<SiteData> {
  const missing = new UserError(`no build in ${shown}/: run \`docsgen build\` first (or pass --out-dir to the folder a build wrote)`);
  const siteFile = path.join(outDir, BUILD_MARK, 'site.json');
  if (!existsSync(siteFile)) throw missing;
  let site: SiteData;
  try {
    site = JSON.parse(await readFile(siteFile, 'utf8')) as SiteData;
  } catch (error) {
    throw new UserError(`${shown}/${BUILD_MARK}/site.json cannot be read (${error instanceof Error ? error.message : String(error)}): run \`docsgen build\` again`, { cause: error });
  }
  if (site.search?.provider === 'local' && !existsSync(path.join(indexDir(outDir), 'pagefind-entry.json'))) throw missing;
  return site;
}
