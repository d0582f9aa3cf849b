// The questions `docsgen init` asks on a terminal (title, home page), over streams passed in so tests can answer them.
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { DEFAULT_TITLE, type InitAnswers } from './files.ts';

export interface PromptStreams {
  input: Readable;
  output: Writable;
}

/** The answers off a terminal (CI, a pipe): nothing is asked. */
export function defaultAnswers(title = DEFAULT_TITLE): InitAnswers {
  return { title, homePage: true };
}

/** Asks the title and whether to add a home page; an empty answer takes the default shown. */
export async function askAnswers(streams: PromptStreams, defaults: InitAnswers = defaultAnswers()): Promise<InitAnswers> {
  const terminal = (streams.output as Writable & { isTTY?: boolean }).isTTY === true;
  const rl = createInterface({ input: streams.input, output: streams.output, terminal });
  // Lines are read as they come, so an answer typed (or piped) ahead is kept for its question,
  // and input that ends (Ctrl+D, a closed pipe) answers every question left with its default.
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string): Promise<string> => {
    rl.setPrompt(question);
    rl.prompt();
    const next = await lines.next();
    return next.done ? '' : String(next.value).trim();
  };
  try {
    const title = (await ask(`Site title (${defaults.title}): `)) || defaults.title;
    const home = await ask(`Add a home page at /? Without one, the docs are the whole site (${defaults.homePage ? 'Y/n' : 'y/N'}): `);
    return { title, homePage: home === '' ? defaults.homePage : /^y(es)?$/i.test(home) };
  } finally {
    rl.close();
  }
}

/** Whether to ask: only when both ends are a terminal. */
export function isInteractive(input: Readable & { isTTY?: boolean }, output: Writable & { isTTY?: boolean }): boolean {
  return input.isTTY === true && output.isTTY === true;
}
