// `docsgen init [dir]`: asks (on a terminal only), writes a new site that builds as it is, and prints the commands to run next.
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { DOCSGEN_VERSION } from '../package-root.ts';
import { DEFAULT_TITLE } from './files.ts';
import { askAnswers, defaultAnswers, isInteractive } from './prompts.ts';
import { assertWritable, writeSite, type WriteResult } from './write.ts';

export interface InitOptions {
  dir?: string;
  force?: boolean;
  /** Default: the process's own; questions are asked only when both are terminals. */
  input?: Readable & { isTTY?: boolean };
  output?: Writable & { isTTY?: boolean };
  log?: (line: string) => void;
}

export async function runInit(options: InitOptions = {}): Promise<WriteResult> {
  const log = options.log ?? console.log;
  const dir = path.resolve(options.dir ?? '.');
  // Said before any question: a folder that will be refused is refused at once.
  assertWritable(dir, options.force === true);
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const answers = isInteractive(input, output) ? await askAnswers({ input, output }) : defaultAnswers(DEFAULT_TITLE);
  const result = await writeSite(dir, answers, DOCSGEN_VERSION, options.force === true);
  log(`Wrote a docsgen site in ${result.dir}:`);
  for (const file of result.written) log(`  ${file}`);
  if (result.keptScripts.length > 0) {
    log(`package.json's own ${result.keptScripts.map((s) => `"${s}"`).join(' and ')} script${result.keptScripts.length > 1 ? 's were' : ' was'} kept: docsgen's would be ${result.keptScripts.map((s) => `"docsgen ${s === 'start' ? 'serve' : s}"`).join(' and ')}.`);
  }
  const relative = path.relative(process.cwd(), result.dir);
  const cd = relative === '' ? '' : `cd ${/[\s'"$`\\]/.test(relative) || relative.startsWith('..') ? JSON.stringify(result.dir) : relative} && `;
  log('\nNext, to install docsgen and see the site on http://127.0.0.1:3000/ (rebuilt as you save):');
  log(`  ${cd}npm install`);
  log('  npm start');
  log('Then `npm run build` writes build/, the folder to deploy.');
  return result;
}
