/**
 * Attacks on where a build writes: for any name content can make (slugs, ids, file and folder
 * names, category slugs), the URL is refused at its source, or every file written for it (the
 * page, the route's payload) lands inside the output folder. Property-based: fast-check draws
 * names from an alphabet heavy in what breaks paths (`.`, `/`, `\`, `%`, `#`, `?`, NUL, spaces).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import path from 'node:path';
import { isInside, outputNameProblem, outputTarget } from '../../src/cli/confine/output-path.ts';
import { routeProblem, slugRoute } from '../../src/cli/confine/route-path.ts';
import { payloadFile } from '../../src/cli/build/build.ts';
import { rereadDoc, type SourceDoc } from '../../src/cli/content/scan.ts';
import { UserError } from '../../src/cli/errors.ts';
import { outputFileFor } from '../../src/cli/routes/routes.ts';

const ROOT = path.resolve('/srv/site/build');
const RUNS = { numRuns: 3000, seed: 31 } as const;

const piece = fc.constantFrom('.', '..', '/', '//', '\\', '%', '%2e', '%2f', '#', '?', '\0', '\n', ' ', 'a', 'é', '_docsgen', '~', ':', 'C:', 'x.md');
const name = fc.array(piece, { minLength: 0, maxLength: 12 }).map((parts) => parts.join(''));

/** Every file a build writes for `route`, each placed inside the output folder (or refused). */
function writesInside(route: string): boolean {
  for (const file of [outputFileFor(route), payloadFile(route)]) {
    const target = outputTarget(ROOT, file);
    if (!isInside(target, ROOT) || target === ROOT) return false;
  }
  return true;
}

test('outputTarget: any name is refused or lands inside the output folder', () => {
  fc.assert(
    fc.property(name, (file) => {
      let target: string;
      try {
        target = outputTarget(ROOT, file);
      } catch (error) {
        return error instanceof UserError && outputNameProblem(file) !== undefined;
      }
      return isInside(target, ROOT) && target !== ROOT;
    }),
    RUNS,
  );
});

test('a slug read against any folders: refused, or every file of its route is inside the output', () => {
  fc.assert(
    fc.property(fc.array(name, { maxLength: 4 }), name, (dirs, slug) => {
      const route = slugRoute('/docs', dirs.filter((d) => d !== ''), slug);
      return routeProblem(route) !== undefined || writesInside(route);
    }),
    RUNS,
  );
});

test('a relative slug never climbs above the docs base path (as Docusaurus resolves it)', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom('a', 'b', 'guides'), { maxLength: 4 }), fc.array(fc.constantFrom('..', '.', 'x', ''), { maxLength: 8 }), (dirs, parts) => {
      const route = slugRoute('/docs', dirs, parts.join('/'));
      return route === '/docs' || route.startsWith('/docs/');
    }),
    RUNS,
  );
  assert.is(slugRoute('/docs', ['guides'], '../../../x'), '/docs/x');
  assert.is(slugRoute('/docs', ['guides'], '../y'), '/docs/y');
});

test('the attacks in the issue are refused: an absolute slug climbing out, a reserved folder, URL characters', () => {
  for (const slug of ['/../../../../../../../../srv/victim/package', '/a/../../x', '/./x']) {
    assert.match(routeProblem(slugRoute('/docs', [], slug)) ?? '', /"\." or "\.\." segment/, slug);
  }
  assert.match(routeProblem('/_docsgen/routes') ?? '', /docsgen keeps its own files/);
  assert.match(routeProblem('/docs/50%off') ?? '', /"%"/);
  assert.match(routeProblem('/docs/a#b') ?? '', /"#"/);
  assert.match(routeProblem('/docs/what?') ?? '', /"\?"/);
  assert.match(routeProblem('/docs/a\\b') ?? '', /backslash/);
  assert.match(routeProblem('/docs/a\u0007b') ?? '', /control character \(U\+0007\)/);
  assert.is(routeProblem('/docs/données/入门 guide'), undefined);
});

const docsDir = path.resolve('/srv/site/content/docs');
const options = { siteDir: path.resolve('/srv/site'), docsDir, routeBasePath: 'docs' };

/** A doc as the scan would read it from `dirs/fileName` with `frontMatter` on top. */
function docFrom(dirs: string[], fileName: string, frontMatter: string): SourceDoc {
  const file = path.join(docsDir, ...dirs, fileName);
  const template = { kind: 'doc', file, dirSegments: dirs, frontMatter: {} } as unknown as SourceDoc;
  return rereadDoc(options, template, `${frontMatter}# Title\n`);
}

test('any doc (folder names, file name, id, slug in front matter): refused at its file, or its files are inside the output', () => {
  const folder = name.filter((n) => n !== '' && !n.includes('/') && n !== '.' && n !== '..');
  const yamlString = (s: string) => JSON.stringify(s);
  fc.assert(
    fc.property(
      fc.array(folder, { maxLength: 3 }),
      folder.map((n) => `${n}.md`),
      fc.option(name.filter((n) => !n.includes('/')), { nil: undefined }),
      fc.option(name, { nil: undefined }),
      (dirs, fileName, id, slug) => {
        const lines = [id !== undefined ? `id: ${yamlString(id)}` : '', slug !== undefined ? `slug: ${yamlString(slug)}` : ''].filter(Boolean);
        let doc: SourceDoc;
        try {
          doc = docFrom(dirs, fileName, lines.length > 0 ? `---\n${lines.join('\n')}\n---\n` : '');
        } catch (error) {
          // Refused with the doc's own file named (front matter or URL problems alike).
          return error instanceof UserError && error.file === path.posix.join('content/docs', ...dirs, fileName);
        }
        return routeProblem(doc.route) === undefined && writesInside(doc.route);
      },
    ),
    RUNS,
  );
});

test('a doc refused for its URL says what made it, at the line of its slug', () => {
  const error = (() => {
    try {
      docFrom([], 'leak.md', '---\ntitle: Leak\nslug: /../../../../srv/victim/package\n---\n');
    } catch (e) {
      return e as UserError;
    }
  })();
  assert.instance(error, UserError);
  assert.is(error!.format().split('\n')[0], 'content/docs/leak.md:3: the URL "/docs/../../../../srv/victim/package" made from its slug "/../../../../srv/victim/package" has a "." or ".." segment, which would point at another folder. Change the slug.');
});

test.run();
