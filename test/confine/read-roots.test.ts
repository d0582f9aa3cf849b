/**
 * Attacks on what a build reads: for any path a doc can write to an image or a file (`..` chains,
 * links inside and outside the site, links to links, broken links, encoded names), `ReadRoots`
 * lets it through only when the file it really reaches is inside the site folder. Run against a
 * real folder of real symbolic links, since what matters is what the file system resolves.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../../src/cli/confine/output-path.ts';
import { ReadRoots, refusal } from '../../src/cli/confine/read-roots.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/**
 * world/
 *   secret.txt, secret-dir/key
 *   site/docs/guide/{doc.md, img.png, out-file → ../../../secret.txt, in-file → ../../static/a.txt,
 *             out-dir → ../../../secret-dir, in-dir → ../../static, chain → out-file, broken → nowhere,
 *             loop → loop}
 *   site/static/a.txt
 */
async function world() {
  const top = realpathSync(await tempDir('docsgen-roots-'));
  const site = path.join(top, 'site');
  const guide = path.join(site, 'docs/guide');
  mkdirSync(guide, { recursive: true });
  mkdirSync(path.join(site, 'static'));
  mkdirSync(path.join(top, 'secret-dir'));
  writeFileSync(path.join(top, 'secret.txt'), 'secret');
  writeFileSync(path.join(top, 'secret-dir/key'), 'key');
  writeFileSync(path.join(site, 'static/a.txt'), 'a');
  writeFileSync(path.join(guide, 'doc.md'), '# Doc');
  writeFileSync(path.join(guide, 'img.png'), 'png');
  const links: [string, string][] = [
    ['out-file', '../../../secret.txt'],
    ['in-file', '../../static/a.txt'],
    ['out-dir', '../../../secret-dir'],
    ['in-dir', '../../static'],
    ['chain', 'out-file'],
    ['broken', 'nowhere'],
    ['loop', 'loop'],
    ['absolute', '/etc/passwd'],
  ];
  for (const [link, target] of links) symlinkSync(target, path.join(guide, link));
  return { top, site, guide };
}

test('any path written in a doc: refused, or the file it really reaches is inside the site', async () => {
  const { site, guide } = await world();
  const roots = new ReadRoots([site]);
  const step = fc.constantFrom('..', '.', 'guide', 'docs', 'static', 'site', 'secret.txt', 'secret-dir', 'key', 'a.txt', 'img.png', 'out-file', 'in-file', 'out-dir', 'in-dir', 'chain', 'broken', 'loop', 'absolute', '');
  fc.assert(
    fc.property(fc.array(step, { minLength: 1, maxLength: 10 }), (steps) => {
      const decision = roots.decide(path.resolve(guide, steps.join('/')));
      return !decision.ok || isInside(decision.real, realpathSync(site));
    }),
    { numRuns: 3000, seed: 31 },
  );
});

test('each kind of path gets its own answer', async () => {
  const { top, site, guide } = await world();
  const roots = new ReadRoots([site]);
  const at = (p: string) => roots.decide(path.resolve(guide, p));
  assert.equal(at('img.png'), { ok: true, real: path.join(guide, 'img.png') });
  assert.equal(at('in-file'), { ok: true, real: path.join(site, 'static/a.txt') });
  assert.equal(at('in-dir/a.txt'), { ok: true, real: path.join(site, 'static/a.txt') });
  assert.equal(at('../../../secret.txt'), { ok: false, why: 'outside', real: path.join(top, 'secret.txt') });
  assert.equal(at('out-file'), { ok: false, why: 'outside', real: path.join(top, 'secret.txt') });
  assert.equal(at('chain'), { ok: false, why: 'outside', real: path.join(top, 'secret.txt') });
  assert.equal(at('out-dir/key'), { ok: false, why: 'outside', real: path.join(top, 'secret-dir/key') });
  assert.equal(at('absolute'), { ok: false, why: 'outside', real: '/etc/passwd' });
  assert.equal(at('broken'), { ok: false, why: 'broken', target: path.join(guide, 'nowhere') });
  assert.equal(at('nothing.png'), { ok: false, why: 'missing' });
  // A folder the config names is a root of its own.
  assert.ok(new ReadRoots([site, path.join(top, 'secret-dir')]).decide(path.join(guide, 'out-dir/key')).ok);
  const outside = at('out-file');
  assert.match(outside.ok ? '' : refusal(outside), /outside the site folder/);
});

test.run();
