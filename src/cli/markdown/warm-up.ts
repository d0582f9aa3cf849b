/**
 * Readying a compiler before it is needed: the first use of a grammar is slow (about 200 ms for
 * TSX), and `serve`'s first edit of a doc should cost what the next one does (measured: 230 ms
 * for the first edit after start when only the first doc was compiled, 51 ms with this).
 */
import type { MarkdownCompiler } from './pipeline.ts';

interface DocSource {
  source: { source: string; file: string };
}

/** At most this many docs are read for their languages, spread over the site. */
export const LOOKED_AT = 1000;
/** Docs read in one turn of the event loop. */
const LOOKS_A_TURN = 50;

/**
 * Compiles the first doc, then one doc for each code language not met yet, one at a time; docs
 * with no new language are skipped, so a big site warms in a handful. Of a large site it reads
 * `lookAt` docs spread evenly, a few a turn: at 100,000 docs a read of every doc's text (from the
 * spill) held the main thread for seconds after the first build, while a save waited. Returns
 * the files compiled.
 */
export async function warmUp(compile: MarkdownCompiler, docs: readonly DocSource[], lookAt = LOOKED_AT): Promise<string[]> {
  // Loaded here, not with the build: Shiki's language list is a startup cost `build` never needs.
  const { fencedLanguages } = await import('./code-blocks.ts');
  const met = new Set<string>();
  const compiled: string[] = [];
  let looked = 0;
  for (const at of spread(docs.length, lookAt)) {
    if (looked > 0 && looked % LOOKS_A_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    looked++;
    const { source } = docs[at]!;
    const fresh = [...fencedLanguages(source.source)].filter((language) => !met.has(language));
    if (at > 0 && fresh.length === 0) continue;
    for (const language of fresh) met.add(language);
    await compile(source.source, source.file);
    compiled.push(source.file);
  }
  return compiled;
}

/** At most `count` places of `length`, spread evenly from the first. */
function* spread(length: number, count: number): Generator<number> {
  const step = Math.max(1, length / count);
  for (let looked = 0, at = 0; at < length; looked++, at = Math.floor(looked * step)) yield at;
}

/** Docs sampled for their languages by `warmLanguages`: a few milliseconds of the main thread. */
const SAMPLED = 100;

/**
 * Readies the grammars of the code languages in a sample of the docs with one compile of a doc
 * made of a block in each, while the compiler's thread has nothing else to do: `serve`'s first
 * page of a large site is drawn with its own doc compiled then, and its highlighting paid for
 * the first use of each grammar (150 ms of 5 s at 100,000 docs). Returns once the compile is
 * asked for, with the languages.
 */
export async function warmLanguages(compile: MarkdownCompiler, docs: readonly { source: string; file: string }[], sample = SAMPLED): Promise<string[]> {
  const { fencedLanguages } = await import('./code-blocks.ts');
  const languages = new Set<string>();
  for (const at of spread(docs.length, sample)) for (const language of fencedLanguages(docs[at]!.source)) languages.add(language);
  if (languages.size === 0) return [];
  const blocks = [...languages].map((language) => `\`\`\`${language}\nwarm = 1\n\`\`\``).join('\n\n');
  // Not waited for: the caller goes on with its own work while the thread loads the grammars.
  compile(`# Warming\n\n${blocks}\n`, docs[0]!.file).catch(() => {});
  return [...languages];
}

/**
 * Then the code itself: V8 optimises a function only after it has run a while, and a compiler
 * that has done a handful of docs still runs mostly unoptimised code (this site's Getting
 * Started: 30–45 ms for each of its first ten compiles, 10–12 ms from the fiftieth on). So the
 * docs are compiled again, round robin, `times` compiles at most and for `maxMs` at most, each
 * in its own turn of the event loop so that requests and saves go first.
 */
export async function settle(compile: MarkdownCompiler, docs: readonly DocSource[], { times = 48, maxMs = 2000 } = {}): Promise<number> {
  const started = performance.now();
  let done = 0;
  while (docs.length > 0 && done < times && performance.now() - started < maxMs) {
    await new Promise((resolve) => setImmediate(resolve));
    const { source } = docs[done % docs.length]!;
    await compile(source.source, source.file);
    done++;
  }
  return done;
}
