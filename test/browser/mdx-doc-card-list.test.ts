/**
 * `<DocCardList />` in a doc's body looks as the cards of a category page do: the body's own
 * heading and paragraph styles do not reach them (they would make each title a section heading).
 */
import * as assert from 'uvu/assert';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { openPage } from '../helpers/browser.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

let site: Promise<BuildResult> | undefined;
const mdxSite = () => (site ??= copyFixture('mdx').then(({ dir }) => build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() })));

const test = browserSuite('DocCardList in the browser', mdxSite);

test("a doc's cards have the card title size, not the doc's h2 size, and show each title whole", async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/guides`);
  const sizes = await page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('.markdown .doc-card__title')!;
    const span = title.querySelector('span')!;
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    return { title: parseFloat(getComputedStyle(title).fontSize) / rootSize, clipped: span.scrollWidth > span.clientWidth, underline: getComputedStyle(title.closest('a')!).textDecorationLine };
  });
  assert.is(sizes.title, 1.15);
  assert.not.ok(sizes.clipped, 'the title fits its card');
  assert.is(sizes.underline, 'none');
  await page.context().close();
});

test.run();
