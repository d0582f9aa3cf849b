/**
 * `npm run bench`'s command line: a mistake is told before any bench runs (the first figures take
 * minutes), naming the option and what it takes; the defaults are the runs the README states.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the bench is plain JavaScript, without types.
import { BenchUsageError, benchOptions } from '../../bench/lib/options.mjs';

const refused = (argv: string[], message: RegExp) => {
  try {
    benchOptions(argv);
  } catch (error) {
    assert.instance(error, BenchUsageError);
    assert.match((error as Error).message, message);
    return;
  }
  assert.unreachable(`${argv.join(' ')} was accepted`);
};

test('the full run by default: 1,000 and 10,000 pages, 7/5/3 runs, Docusaurus on this site and 1,000 pages', () => {
  const o = benchOptions([]);
  assert.equal(o.sizes, [1000, 10000]);
  assert.equal([o.siteRuns, o.generatedRuns(1000), o.generatedRuns(10000), o.docusaurusRuns], [7, 5, 3, 3]);
  assert.is(o.docusaurus, true);
  assert.equal(o.docusaurusSizes, ['site', '1000']);
});

test('--quick: one size, fewer runs, no Docusaurus; --runs sets every count', () => {
  const quick = benchOptions(['--quick']);
  assert.equal([quick.sizes, quick.siteRuns, quick.generatedRuns(1000), quick.docusaurus], [[1000], 3, 1, false]);
  const runs = benchOptions(['--sizes', '200,10000', '--runs=2', '--no-docusaurus']);
  assert.equal([runs.sizes, runs.siteRuns, runs.generatedRuns(200), runs.generatedRuns(10000), runs.docusaurus], [[200, 10000], 2, 2, 2, false]);
});

test('Docusaurus compares only sizes this run builds: by default 1,000 pages only when they are built', () => {
  assert.equal(benchOptions(['--sizes', '10000']).docusaurusSizes, ['site']);
  assert.equal(benchOptions(['--sizes', '1000,10000', '--docusaurus-sizes', 'site,10000']).docusaurusSizes, ['site', '10000']);
  refused(['--sizes', '1000', '--docusaurus-sizes', '5000'], /--docusaurus-sizes: 5000 pages are not built by this run/);
});

test('a mistaken option is refused with what it takes', () => {
  refused(['--sizes', 'abc'], /--sizes takes whole numbers, got "abc"/);
  refused(['--sizes', '1'], /at least 2 pages, not 1/);
  refused(['--sizes', ','], /--sizes takes a comma-separated list/);
  refused(['--runs', '0'], /--runs takes a number of runs from 1 up, not 0/);
  refused(['--runs', '2.5'], /--runs takes whole numbers/);
  refused(['--bogus'], /Unknown option '--bogus'/);
  refused(['1000'], /Unexpected argument '1000'/);
  refused(['--runs'], /--runs/);
});

test('--help asks for nothing else', () => {
  assert.equal(benchOptions(['--help', '--sizes', 'abc']), { help: true });
});

test.run();
