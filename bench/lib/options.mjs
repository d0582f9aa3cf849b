// The command line of `npm run bench`, read and checked before anything runs: a typo must not
// cost the minutes of benches that come before the figure it was meant for.
import { parseArgs } from 'node:util';

export const USAGE = `usage: npm run bench -- [options]

  --quick                    fewer runs, no 10,000-page site, no Docusaurus (a few minutes)
  --sizes 1000,10000         generated sites to build, in pages (default: 1000,10000; --quick: 1000;
                             100000 is never built unless named: one cold and one warm
                             build and a serve session, most of an hour)
  --runs N                   cold and warm builds of each site (default: 7 this site, 5 at 1,000
                             pages, 3 at 10,000; --quick: 3 and 1)
  --no-docusaurus            skip the side-by-side builds with Docusaurus 3.7
  --no-eleventy              skip Eleventy 3 building the generated sites' markdown (the floor)
  --docusaurus-sizes site,1000
                             what Docusaurus builds: "site" (this site) and sizes among --sizes
                             (default: site, and 1000 when it is among --sizes)
  --help                     this text`;

/** The smallest generated site (bench/generate-site.mjs makes one doc per page, two categories). */
export const MIN_PAGES = 2;

/** A mistake on the command line: its message says which option and what it takes. */
export class BenchUsageError extends Error {}

/**
 * The options of `bench/run.mjs` from its arguments (without `node` and the script), with the
 * defaults filled in; throws a BenchUsageError naming the option at fault.
 */
export function benchOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        quick: { type: 'boolean', default: false },
        sizes: { type: 'string' },
        runs: { type: 'string' },
        docusaurus: { type: 'boolean', default: true },
        eleventy: { type: 'boolean', default: true },
        'docusaurus-sizes': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      allowNegative: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Node's messages name the option but end with its own advice ("To specify a positional
    // argument…"): the first sentence is the one that helps here.
    throw new BenchUsageError(error.message.split('. ')[0].replace(/\.$/, ''));
  }
  if (values.help) return { help: true };
  const quick = values.quick;
  const sizes = list('--sizes', values.sizes ?? (quick ? '1000' : '1000,10000')).map((size) => {
    const pages = wholeNumber('--sizes', size);
    if (pages < MIN_PAGES) throw new BenchUsageError(`--sizes: a generated site has at least ${MIN_PAGES} pages, not ${size}`);
    return pages;
  });
  const runs = values.runs === undefined ? undefined : wholeNumber('--runs', values.runs);
  if (runs === 0) throw new BenchUsageError('--runs takes a number of runs from 1 up, not 0');
  const docusaurus = values.docusaurus && !quick;
  // By default this site, and 1,000 pages when they are built (10,000 take Docusaurus most of an hour).
  const docusaurusSizes = values['docusaurus-sizes'] === undefined ? ['site', ...(sizes.includes(1000) ? ['1000'] : [])] : list('--docusaurus-sizes', values['docusaurus-sizes']);
  for (const size of docusaurus ? docusaurusSizes : []) {
    if (size === 'site') continue;
    if (!sizes.includes(wholeNumber('--docusaurus-sizes', size))) {
      throw new BenchUsageError(`--docusaurus-sizes: ${size} pages are not built by this run (--sizes ${sizes.join(',')}); Docusaurus is compared on content docsgen built`);
    }
  }
  return {
    help: false,
    quick,
    sizes,
    siteRuns: runs ?? (quick ? 3 : 7),
    // A 1,000-page build takes 4–5 s against a budget of 5: five runs keep one slow moment of the
    // machine from moving the median (one run in three took 5.5 s while a compile ran beside it).
    // A 100,000-page build takes many minutes: one cold and one warm build (issue 34).
    generatedRuns: (pages) => runs ?? (quick || pages >= 100000 ? 1 : pages >= 10000 ? 3 : 5),
    /** Docusaurus takes minutes per build: three runs at most. */
    docusaurusRuns: runs ?? (quick ? 1 : 3),
    docusaurus,
    docusaurusSizes,
    /** Eleventy 3 over each generated site's markdown (not with --quick). */
    eleventy: values.eleventy && !quick,
  };
}

function list(option, text) {
  const items = text.split(',').map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) throw new BenchUsageError(`${option} takes a comma-separated list, got "${text}"`);
  return items;
}

function wholeNumber(option, text) {
  if (!/^\d+$/.test(text)) throw new BenchUsageError(`${option} takes whole numbers, got "${text}"`);
  return Number(text);
}
