/**
 * Attacks on what an MDX doc, a partial or a site component may import: for any specifier a
 * contributor can write (`..` chains, absolute paths, links out of the site, Node's modules by any
 * name), `decideImport` lets it through only when the file really reached is inside the site, or
 * it is an installed package's. Run against a real folder with real symbolic links.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { builtinModules } from 'node:module';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decideImport } from '../../src/cli/confine/module-imports.ts';
import { isInside } from '../../src/cli/confine/output-path.ts';
import { ReadRoots } from '../../src/cli/confine/read-roots.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** top/{secret.json, site/{docs/guide/doc.mdx, docs/guide/out → ../../../secret.json, src/Foo.jsx, node_modules/pkg/index.js}} */
async function world() {
  const top = realpathSync(await tempDir('docsgen-imports-'));
  const site = path.join(top, 'site');
  const guide = path.join(site, 'docs/guide');
  mkdirSync(guide, { recursive: true });
  mkdirSync(path.join(site, 'src'));
  mkdirSync(path.join(site, 'node_modules/pkg'), { recursive: true });
  writeFileSync(path.join(top, 'secret.json'), '{}');
  writeFileSync(path.join(guide, 'doc.mdx'), '# Doc');
  writeFileSync(path.join(site, 'src/Foo.jsx'), '');
  writeFileSync(path.join(site, 'node_modules/pkg/index.js'), '');
  symlinkSync('../../../secret.json', path.join(guide, 'out'));
  return { top, site, guide, roots: new ReadRoots([site]) };
}

const segment = fc.constantFrom('..', '.', 'guide', 'docs', 'src', 'Foo.jsx', 'out', 'secret.json', 'site', 'node_modules', 'pkg', 'index.js', '');

test('any path a doc imports: refused, or what it really reaches is inside the site', async () => {
  const { site, guide, roots } = await world();
  const importer = path.join(guide, 'doc.mdx');
  fc.assert(
    fc.property(fc.array(segment, { minLength: 1, maxLength: 12 }), fc.constantFrom('./', '../', '/'), (parts, start) => {
      const specifier = start === '/' ? path.join(site, ...parts) : start + parts.join('/');
      const resolved = path.resolve(guide, specifier);
      const decision = decideImport({ specifier, importer, resolved }, roots, []);
      if (!decision.ok) return;
      let real: string;
      try {
        real = realpathSync(resolved);
      } catch {
        throw new Error(`let through ${specifier}, which is not there`);
      }
      assert.ok(isInside(real, site), `${specifier} reached ${real}`);
    }),
    { numRuns: 2000 },
  );
});

test("Node's modules are refused by every name, to docs and to the site's components", async () => {
  const { site, guide, roots } = await world();
  const names = [...builtinModules, ...builtinModules.map((m) => `node:${m}`), 'node:test', 'node:sqlite'];
  for (const importer of [path.join(guide, 'doc.mdx'), path.join(site, 'src/Foo.jsx')]) {
    for (const specifier of names) {
      const decision = decideImport({ specifier, importer, resolved: '' }, roots, []);
      assert.not.ok(decision.ok, `${specifier} from ${importer}`);
      if (!decision.ok) assert.match(decision.message, /a Node module/);
    }
  }
});

test("an installed package's own imports are its own; a path out of its install is not", async () => {
  const { top, site, roots } = await world();
  const importer = path.join(site, 'node_modules/pkg/index.js');
  assert.ok(decideImport({ specifier: 'react', importer, resolved: path.join(site, 'node_modules/react/index.js') }, roots, []).ok);
  assert.ok(decideImport({ specifier: './index.js', importer, resolved: importer }, roots, []).ok);
  const out = decideImport({ specifier: '../../../secret.json', importer, resolved: path.join(top, 'secret.json') }, roots, []);
  assert.not.ok(out.ok);
  // A folder named node_modules inside the docs is not a package install to trust.
  const posing = path.join(site, 'docs/node_modules/evil.js');
  assert.not.ok(decideImport({ specifier: '../../../secret.json', importer: posing, resolved: path.join(top, 'secret.json') }, roots, []).ok);
});

test('a bare name resolving outside any node_modules (a path alias) must still be inside the site', async () => {
  const { top, guide, roots } = await world();
  const importer = path.join(guide, 'doc.mdx');
  assert.not.ok(decideImport({ specifier: 'secret', importer, resolved: path.join(top, 'secret.json') }, roots, []).ok);
  assert.ok(decideImport({ specifier: '@site/src/Foo.jsx', importer, resolved: path.join(roots.roots[0]!, 'src/Foo.jsx') }, roots, []).ok);
});

test.run();
