/**
 * The shared-regex engine highlights exactly as Shiki's own Oniguruma engine does, compiles each
 * distinct regex once, and hands a busy scanner over to Oniguruma's own.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { CODE_THEMES } from '../../src/cli/markdown/code-blocks.ts';
import { sharedRegexEngine } from '../../src/cli/markdown/regex-engine.ts';
import { CODE_SAMPLES } from './code-samples.ts';

const LANGS = [...new Set(CODE_SAMPLES.map(([lang]) => lang))];
const options = (lang: string) => ({ lang, themes: CODE_THEMES, defaultColor: 'light' as const, tokenizeTimeLimit: 0 });

/** Oniguruma's engine, counting the scanners and regexes it is asked to compile. */
async function countingOniguruma() {
  const base = await createOnigurumaEngine(import('shiki/wasm'));
  const compiled = { scanners: 0, regexes: 0, largest: 0 };
  const engine: RegexEngine = {
    createString: (text) => base.createString(text),
    createScanner(patterns) {
      compiled.scanners++;
      compiled.regexes += patterns.length;
      compiled.largest = Math.max(compiled.largest, patterns.length);
      return base.createScanner(patterns);
    },
  };
  return { engine, compiled };
}

for (const nativeAfterCalls of [Infinity, 1, 7]) {
  test(`highlighting is Oniguruma's own (handing over after ${nativeAfterCalls} calls)`, async () => {
    const plain = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: LANGS });
    const { engine } = await countingOniguruma();
    const shared = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: LANGS, engine: sharedRegexEngine(engine, nativeAfterCalls) });
    for (let round = 0; round < 3; round++) {
      for (const [lang, code] of CODE_SAMPLES) {
        assert.equal(shared.codeToHtml(code, options(lang)), plain.codeToHtml(code, options(lang)), `${lang}, round ${round + 1}`);
      }
    }
    plain.dispose();
    shared.dispose();
  });
}

test('each distinct regex is compiled once, however many scanners hold it', async () => {
  const plain = await countingOniguruma();
  const shared = await countingOniguruma();
  const highlighters = await Promise.all(
    [plain.engine, sharedRegexEngine(shared.engine)].map((engine) => createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['tsx'], engine })),
  );
  for (const highlighter of highlighters) {
    highlighter.codeToHtml(CODE_SAMPLES[0]![1], options('tsx'));
    highlighter.dispose();
  }
  assert.ok(plain.compiled.largest > 20, `TSX scanners hold many regexes (${plain.compiled.largest})`);
  assert.is(shared.compiled.largest, 1, 'only one-regex scanners are compiled');
  assert.ok(shared.compiled.regexes * 3 < plain.compiled.regexes, `${shared.compiled.regexes} regexes compiled against ${plain.compiled.regexes}`);
});

test('a scanner asked often enough compiles all its regexes into one, once', async () => {
  const { engine, compiled } = await countingOniguruma();
  const scanner = sharedRegexEngine(engine, 3).createScanner(['a+', 'b']);
  const line = engine.createString('xxbaa');
  const answers = [0, 1, 2, 3, 4].map(() => scanner.findNextMatchSync(line, 0, 0));
  assert.is(compiled.largest, 2, 'the two-regex scanner was compiled');
  assert.is(compiled.scanners, 3, 'one scanner per regex, then one for both, no more');
  for (const answer of answers) assert.equal(answer, { index: 1, captureIndices: [{ start: 2, end: 3, length: 1 }] });
});

test('the first match wins, and the lower index among matches at the same place', async () => {
  const { engine } = await countingOniguruma();
  const scanner = sharedRegexEngine(engine).createScanner(['c', 'b+', 'bb']);
  const line = engine.createString('abbc');
  assert.equal(scanner.findNextMatchSync(line, 0, 0), { index: 1, captureIndices: [{ start: 1, end: 3, length: 2 }] });
  assert.equal(scanner.findNextMatchSync(line, 3, 0), { index: 0, captureIndices: [{ start: 3, end: 4, length: 1 }] });
  assert.is(scanner.findNextMatchSync(line, 4, 0), null);
});

test('a regex anchored to the search start is searched again from each start', async () => {
  const { engine } = await countingOniguruma();
  const shared = sharedRegexEngine(engine);
  const anchored = shared.createScanner(['\\Gb']);
  const free = shared.createScanner(['b']);
  const line = engine.createString('abab');
  assert.is(anchored.findNextMatchSync(line, 0, 0), null);
  assert.equal(anchored.findNextMatchSync(line, 1, 0)?.captureIndices[0], { start: 1, end: 2, length: 1 });
  // A later search of the same line reuses an answer still ahead of it, and searches past one behind.
  assert.equal(free.findNextMatchSync(line, 0, 0)?.captureIndices[0], { start: 1, end: 2, length: 1 });
  assert.equal(free.findNextMatchSync(line, 1, 0)?.captureIndices[0], { start: 1, end: 2, length: 1 });
  assert.equal(free.findNextMatchSync(line, 2, 0)?.captureIndices[0], { start: 3, end: 4, length: 1 });
});

test.run();
