/**
 * The site this repository builds passes its own gate: no broken link, asset or anchor on any
 * page, the pages nothing links to included.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkOutput } from '../../src/cli/links/check.ts';
import { siteAddress } from '../../src/cli/links/resolve.ts';
import { buildRealSite } from '../helpers/site.ts';

test('zero broken links and anchors over every page of the real site', async () => {
  const { outDir, config, routes, timings } = await buildRealSite();
  assert.type(timings.links, 'number', 'the build ran the gate');
  const result = await checkOutput(outDir, siteAddress(config.url, config.baseUrl));
  assert.ok(result.pages >= routes.length, `${result.pages} pages checked for ${routes.length} routes`);
  assert.ok(result.links > 20 * result.pages, `${result.links} links read`);
  assert.equal(result.brokenLinks, []);
  assert.equal(result.brokenAnchors, []);
});

test.run();
