/**
 * Property: a page's route and site data written by route-json.ts are byte for byte what
 * `JSON.stringify` writes (and with `<` as `\u003c` for a script), whatever the route holds, in
 * whatever key order, with its sidebar's shared items written once and reused on later pages.
 * fast-check makes the routes; a fixed number of runs keeps the test's time the same.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../src/runtime/data.ts';
import { routeJson, shareJson, valueJson } from '../../src/cli/routes/route-json.ts';
import { pageRoute } from '../../src/cli/routes/page-data.ts';

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('</script><script>alert(1)</script>', '<!--', 'a\u2028b', '"\\', 'é→😀'));

/** Sidebar items; `shared` ones are made once and appear on many pages, as closed categories do. */
const link = fc.record({ type: fc.constant('link' as const), label: text, href: text }, { requiredKeys: ['type', 'label'] });
const category = fc.record({ type: fc.constant('category' as const), label: text, collapsed: fc.boolean(), collapsible: fc.boolean(), items: fc.array(link, { maxLength: 3 }), unloaded: fc.constant(true), href: text });

const script = (json: string) => json.replace(/</g, '\\u003c');

test('a route with a sidebar is written as JSON.stringify writes it, its shared items reused', () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof(link, category), { maxLength: 6 }),
      fc.array(fc.tuple(fc.boolean(), fc.oneof(link, category)), { maxLength: 8 }),
      fc.dictionary(fc.string({ maxLength: 6 }).filter((k) => k !== 'sidebar'), fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(undefined), fc.array(text, { maxLength: 3 })) as fc.Arbitrary<unknown>, { maxKeys: 6 }),
      fc.nat({ max: 7 }),
      fc.array(fc.constantFrom('footer', 'html', 'zz'), { maxLength: 2 }),
      (sharedPool, picks, fields, at, trailing) => {
        const shared = sharedPool.map((item) => shareJson({ ...item }));
        const sidebar = picks.map(([useShared, own], i) => (useShared && shared.length > 0 ? shared[i % shared.length]! : own));
        const entries: [string, unknown][] = Object.entries(fields);
        entries.splice(Math.min(at, entries.length), 0, ['sidebar', sidebar]);
        // Keys after the sidebar with nothing in them, as `{ ...route, footer: undefined }` leaves.
        for (const key of trailing) if (!entries.some(([k]) => k === key)) entries.push([key, undefined]);
        const route = Object.fromEntries(entries) as unknown as RouteData;
        for (let page = 0; page < 2; page++) {
          assert.is(routeJson(route), JSON.stringify(route));
          assert.is(routeJson(route, { script: true }), script(JSON.stringify(route)));
        }
      },
    ),
    { numRuns: 400, seed: 20261128 },
  );
});

test('a shared object is written once, as JSON.stringify writes it', () => {
  const site = shareJson({ title: 'A </script> site', sidebars: { main: [{ type: 'link', label: '<b>', href: '/docs/a' }] } });
  assert.is(valueJson(site), JSON.stringify(site));
  assert.is(valueJson(site, { script: true }), script(JSON.stringify(site)));
  assert.is(valueJson(site, { script: true }), valueJson(site, { script: true }));
});

test('a large site page route (closed categories shared) is written as JSON.stringify writes it', () => {
  const categories = Array.from({ length: 400 }, (_, i) => ({
    type: 'category' as const,
    label: `Part <${i}>`,
    collapsed: true,
    collapsible: true,
    href: `/docs/part-${i}`,
    items: [{ type: 'link' as const, label: `Doc ${i}`, href: `/docs/part-${i}/doc`, docId: `part-${i}/doc` }],
  }));
  const site = { baseUrl: '/', versions: [{ name: 'current', docs: [] }], sidebars: { main: categories } } as unknown as Parameters<typeof pageRoute>[0];
  for (const open of [0, 7, 399]) {
    const route = { kind: 'doc', path: `/docs/part-${open}/doc`, docId: `part-${open}/doc`, title: 'T', html: '<p>x</p>', sidebarId: 'main' } as unknown as RouteData;
    const page = pageRoute(site, route);
    assert.is((page as { sidebar: unknown[] }).sidebar.length, 400);
    assert.is(routeJson(page), JSON.stringify(page));
    const client = { ...page, html: undefined, footer: undefined };
    assert.is(routeJson(client, { script: true }), script(JSON.stringify(client)));
  }
});

test.run();
