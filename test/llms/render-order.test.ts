/**
 * Pages are rendered in llms-full.txt's order (llms/site-files.ts `renderOrder`): a twin made
 * before its turn waits in memory, and at 100,000 pages, routes sorted by path against a sidebar
 * sorted by number prefix held 0.4 GB of them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderOrder } from '../../src/cli/llms/site-files.ts';

const routes = ['/docs/100-part', '/docs/11-part', '/docs/2-part', '/docs/category/x', '/search'].map((path) => ({ path }));

test("llms-full.txt's routes come first, in its order, then every other route in the routes' order", () => {
  const order = renderOrder(routes, ['/docs/2-part', '/docs/11-part', '/docs/100-part']);
  assert.equal(order.map((i) => routes[i]!.path), ['/docs/2-part', '/docs/11-part', '/docs/100-part', '/docs/category/x', '/search']);
});

test('without llms-full.txt the routes keep their order; every route is rendered once', () => {
  assert.equal(renderOrder(routes, []), [0, 1, 2, 3, 4]);
  assert.equal([...renderOrder(routes, ['/docs/11-part', '/gone'])].sort(), [0, 1, 2, 3, 4]);
});

test.run();
