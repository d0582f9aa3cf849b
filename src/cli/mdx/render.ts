/**
 * The HTML of MDX docs: every MDX doc compiled in a build is bundled at once with the components
 * it imports (docsgen's Docusaurus components, the site's own, partials), run in Node, and
 * rendered to HTML with React. The page then carries that HTML as a Markdown doc's, so search,
 * the link gate, the payload and the templates need nothing new. Imports are checked first, each
 * at its line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Message, Metafile, Plugin } from 'esbuild';
import { fromHtml } from 'hast-util-from-html';
import { VFile } from 'vfile';
import { build } from '../bundle/esbuild-service.ts';
import { CONFINED, confineImports } from './confined-imports.ts';
import { refusal, type ReadRoots } from '../confine/read-roots.ts';
import { UserError } from '../errors.ts';
import type { MarkdownWarning } from '../markdown/raw-html.ts';
import type { CompiledMarkdown } from '../markdown/pipeline.ts';
import type { MdxImport } from './compile.ts';
import { rehypeSearchText } from '../markdown/search-text.ts';
import { KATEX_STYLESHEET } from '../markdown/math.ts';
import { packageFile } from '../package-root.ts';
import { availableModules, importKind, providedFile, REACT_MODULES, reactFile } from './modules.ts';
import { loadInSandbox } from './sandbox.ts';
import { hastToMarkdown } from '../llms/hast-markdown.ts';
import type { MdxSiteConfig } from '../../runtime/mdx/site-context.tsx';
import type { IslandProblem } from '../../runtime/mdx/island.tsx';
import { browserOnlyAsset, islandAsset, islandImport, islandModule, islandPath, ISLAND_NAMESPACE, type IslandImport, type IslandModules } from './islands.ts';
import { DOC_CARD_LIST_MARK } from '../../runtime/mdx/doc-card-list-mark.ts';

export interface MdxDoc {
  /** Absolute path of the doc. */
  file: string;
  compiled: CompiledMarkdown;
}

export interface MdxRenderOptions {
  siteDir: string;
  siteConfig: MdxSiteConfig;
  roots: ReadRoots;
  /** Compiles a partial (`import X from './_x.md'`) as MDX, whatever its extension. */
  compilePartial: (source: string, file: string) => Promise<CompiledMarkdown>;
  /** Filled with the site's files the docs were rendered from besides themselves (partials, components): `serve` watches them. */
  inputs?: Set<string>;
  /** Filled with the islands the docs have (islands.ts): the build bundles each for the browser. */
  islands?: IslandModules;
}

const RENDER_ENTRY = packageFile('src/runtime/mdx/render-entry.tsx');
const BUNDLE_GLOBAL = '__docsgenMdxDocs';
const ENTRY_NAME = 'docsgen-mdx-entry.js';

/** Fills in each doc's `html` and `searchSections` (and its partials' assets and warnings). */
export async function renderMdxDocs(docs: readonly MdxDoc[], options: MdxRenderOptions): Promise<void> {
  if (docs.length === 0) return;
  for (const doc of docs) checkImports(doc, options.siteDir);
  const partials = new Map<string, CompiledMarkdown>();
  const { code, metafile } = await bundle(docs, options, partials);
  for (const [file, compiled] of [...docs.map((d) => [d.file, d.compiled] as const), ...partials]) {
    if (compiled.mdx?.browserOnly) options.islands?.set(browserOnlyAsset(options.siteDir, file), { file, browserOnly: compiled.mdx.browserOnly });
  }
  const sandbox = loadInSandbox(code, BUNDLE_GLOBAL);
  if ('ok' in sandbox) throw new UserError(`failed while loading: ${sandbox.message}. A component or a doc's export threw as it loaded; fix it.`, { file: shown(options.siteDir, docs[0]!.file) });
  for (const [index, doc] of docs.entries()) {
    const toc = doc.compiled.headings.map((h) => ({ level: h.level, id: h.id, value: h.text }));
    const rendered = sandbox.render(index, toc);
    if (!rendered.ok) {
      throw new UserError(`failed while rendering: ${rendered.message}. A component the doc uses threw, or an expression in it; fix its props or the code.`, { file: shown(options.siteDir, doc.file) });
    }
    // Only text crosses out of the sandbox: the render's result comes as JSON.
    const { html, problems } = JSON.parse(rendered.value) as { html: string; problems: IslandProblem[] };
    doc.compiled.html = html;
    if (html.includes(DOC_CARD_LIST_MARK)) doc.compiled.docCardList = true;
    doc.compiled.warnings.push(...problems.map((problem) => islandWarning(problem, shown(options.siteDir, doc.file))));
    doc.compiled.twin = hastToMarkdown(fromHtml(html, { fragment: true }));
    doc.compiled.searchSections = searchSections(doc.compiled.html, doc.file);
    for (const file of partialsOf(metafile, doc.file, partials)) takeFromPartial(doc.compiled, partials.get(file)!, shown(options.siteDir, file));
    if (doc.compiled.math) doc.compiled.html = KATEX_STYLESHEET + doc.compiled.html;
  }
}

/** What an island cannot take to the browser, at the line of its element (in the doc or a partial). */
function islandWarning({ at, message }: IslandProblem, docFile: string): MarkdownWarning {
  const [, file, line] = /^(.*):(\d+)$/.exec(at ?? '') ?? [];
  return { message, line: line && Number(line) > 0 ? Number(line) : undefined, ...(file && file !== docFile ? { file } : {}) };
}

/** The partials a doc renders, itself or through other partials (absolute paths). */
function partialsOf(metafile: Metafile, docFile: string, partials: ReadonlyMap<string, CompiledMarkdown>): Set<string> {
  const found = new Set<string>();
  const visit = (input: string) => {
    for (const { path: imported } of metafile.inputs[input]?.imports ?? []) {
      const file = path.resolve(imported);
      if (!partials.has(file) || found.has(file)) continue;
      found.add(file);
      visit(imported);
    }
  };
  visit(`mdx-doc:${docFile}`);
  return found;
}

/** What a partial's page needs from it: its images, and its warnings and broken links named at the partial's own lines. */
function takeFromPartial(doc: CompiledMarkdown, partial: CompiledMarkdown, file: string): void {
  doc.assets.push(...partial.assets);
  if (partial.math) doc.math = true;
  if (partial.diagrams) doc.diagrams = true;
  doc.warnings.push(...partial.warnings.map((w) => ({ ...w, file: w.file ?? file })));
  doc.brokenMarkdownLinks.push(...partial.brokenMarkdownLinks.map((l) => ({ ...l, file: l.file ?? file })));
  doc.refusedFiles.push(...partial.refusedFiles.map((r) => ({ ...r, file: r.file ?? file })));
}

/** Each import, at its line: a module docsgen cannot give the doc is an error naming what it can. */
function checkImports(doc: MdxDoc, siteDir: string): void {
  const unknown = doc.compiled.mdx!.imports.find((i) => importKind(i.specifier, siteDir) === 'unknown');
  if (unknown) throw new UserError(`imports ${unknown.specifier}, which docsgen cannot provide. Available: ${availableModules()}.`, { file: shown(siteDir, doc.file), line: unknown.line });
  doc.compiled.warnings.push(...importWarnings(doc.compiled.mdx!.imports, siteDir));
}

/** What a doc or partial imports that its page cannot run as Docusaurus does, at the import's line. */
function importWarnings(imports: readonly MdxImport[], siteDir: string): MarkdownWarning[] {
  return imports.flatMap(({ specifier, line, names }): MarkdownWarning[] => {
    if (names?.includes('*') && importKind(specifier, siteDir) !== 'package' && /\.[jt]sx?$|\/[^./]+$/.test(specifier)) {
      return [{ message: `${specifier} is imported as a namespace (import * as …): its components are rendered at build time as HTML and do not run in the browser. Import each component by name to make it an island.`, line }];
    }
    return [];
  });
}

async function bundle(docs: readonly MdxDoc[], options: MdxRenderOptions, partials: Map<string, CompiledMarkdown>): Promise<{ code: string; metafile: Metafile }> {
  const entry = [
    `import { renderMdxDoc } from ${JSON.stringify(RENDER_ENTRY)};`,
    ...docs.map((_, i) => `import Doc${i} from 'docsgen-mdx-doc:${i}';`),
    `const docs = [${docs.map((_, i) => `Doc${i}`).join(', ')}];`,
    `export function render(index, toc) { return renderMdxDoc(docs[index], { siteConfig: ${JSON.stringify(options.siteConfig)}, toc }); }`,
  ].join('\n');
  try {
    const result = await build({
      entryPoints: [ENTRY_NAME],
      bundle: true,
      write: false,
      // Run in a context without Node (sandbox.ts): packages get their browser builds, as on the page.
      platform: 'browser',
      format: 'iife',
      globalName: BUNDLE_GLOBAL,
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"production"' },
      jsx: 'automatic',
      // Docusaurus sites write components with JSX in .js files, as its webpack setup allows.
      loader: { '.js': 'jsx' },
      // Packages a doc imports are the site's, wherever its docs folder is (docs.path: '../docs').
      nodePaths: [path.join(options.siteDir, 'node_modules')],
      logLevel: 'silent',
      metafile: true,
      plugins: [mdxEntry(entry, options.siteDir), mdxModules(docs, options, partials)],
    });
    if (options.inputs) for (const file of siteInputs(result.metafile, options.siteDir)) options.inputs.add(file);
    return { code: result.outputFiles[0]!.text, metafile: result.metafile };
  } catch (error) {
    throw bundleError(error, docs, options.siteDir);
  }
}

/**
 * React's string renderer alone (its browser build): the streaming one beside it in
 * `react-dom/server` wants a MessageChannel, which the sandbox has no use for.
 */
function staticRenderer(): string {
  return path.join(path.dirname(reactFile('react-dom/package.json')), 'cjs/react-dom-server-legacy.browser.production.js');
}

/** The bundle's entry, written here: in a namespace of its own, so no site file can pose as it. */
function mdxEntry(contents: string, siteDir: string): Plugin {
  return {
    name: 'docsgen-mdx-entry',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ENTRY_NAME.replace('.', '\\.')}$`) }, (args) => (args.kind === 'entry-point' ? { path: ENTRY_NAME, namespace: 'mdx-entry' } : undefined));
      b.onLoad({ filter: /.*/, namespace: 'mdx-entry' }, () => ({ contents, loader: 'js', resolveDir: siteDir }));
    },
  };
}

function mdxModules(docs: readonly MdxDoc[], options: MdxRenderOptions, partials: Map<string, CompiledMarkdown>): Plugin {
  return {
    name: 'docsgen-mdx',
    setup(b) {
      b.onResolve({ filter: /^docsgen-mdx-doc:\d+$/ }, (args) => ({ path: docs[Number(args.path.split(':')[1])]!.file, namespace: 'mdx-doc' }));
      b.onLoad({ filter: /.*/, namespace: 'mdx-doc' }, (args) => {
        const doc = docs.find((d) => d.file === args.path)!;
        return { contents: doc.compiled.mdx!.code, loader: 'js', resolveDir: path.dirname(doc.file) };
      });
      b.onResolve({ filter: /^(@theme|@docusaurus)\// }, (args) => {
        const file = providedFile(args.path);
        return file ? { path: file } : { errors: [{ text: `${args.path} is not a module docsgen provides. Available: ${availableModules()}.` }] };
      });
      // One React for the doc and the renderer: docsgen's own, whatever the site has installed.
      b.onResolve({ filter: new RegExp(`^(${REACT_MODULES.map((m) => m.replace('/', '\\/')).join('|')})$`) }, (args) => ({ path: args.path === 'react-dom/server' ? staticRenderer() : reactFile(args.path) }));
      // `@site/…` from the site folder; a site component a doc writes as an element is an island (islands.ts).
      b.onResolve({ filter: /^(@site\/|\.\.?\/)/ }, async (args) => {
        if (args.pluginData === PLAIN || args.pluginData === CONFINED) return undefined;
        const site = args.path.startsWith('@site/');
        const record = importOf(args, docs, partials);
        if (!site && !record) return undefined;
        const resolved = await b.resolve(site ? `./${args.path.slice('@site/'.length)}` : args.path, { resolveDir: site ? options.siteDir : args.resolveDir, kind: args.kind, importer: args.importer, pluginData: PLAIN });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        const found = islandImport(record, resolved.path);
        return found ? { path: islandPath(found), namespace: ISLAND_NAMESPACE, pluginData: found } : resolved;
      });
      b.onLoad({ filter: /.*/, namespace: ISLAND_NAMESPACE }, (args) => {
        const found = args.pluginData as IslandImport;
        const asset = islandAsset(options.siteDir, found.file);
        options.islands?.set(asset, { file: found.file });
        return { contents: islandModule(found, asset), loader: 'js', resolveDir: path.dirname(found.file) };
      });
      // A component's styles are not part of the doc's HTML; its class names still render.
      b.onLoad({ filter: /\.module\.css$/ }, () => ({ contents: 'export default new Proxy({}, { get: (_, name) => String(name) });', loader: 'js' }));
      b.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
      confineImports(b, options.roots, ['file', 'mdx-doc']);
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const decision = options.roots.decide(args.path);
        if (!decision.ok) return { errors: [{ text: `${shown(options.siteDir, args.path)} ${refusal(decision)}` }] };
        const compiled = await options.compilePartial(readFileSync(decision.real, 'utf8'), args.path);
        const unknown = compiled.mdx!.imports.find((i) => importKind(i.specifier, options.siteDir) === 'unknown');
        if (unknown) {
          return { errors: [{ text: `imports ${unknown.specifier}, which docsgen cannot provide. Available: ${availableModules()}.`, location: { file: shown(options.siteDir, args.path), line: unknown.line ?? 0 } }] };
        }
        compiled.warnings.push(...importWarnings(compiled.mdx!.imports, options.siteDir));
        partials.set(args.path, compiled);
        return { contents: compiled.mdx!.code, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** Marks a resolution asked for by the `@site/` resolver itself: esbuild's own then answers. */
const PLAIN = Symbol('plain');

/** The import a doc or partial makes with this specifier, when an MDX module is the importer. */
function importOf(args: { path: string; importer: string; namespace: string }, docs: readonly MdxDoc[], partials: ReadonlyMap<string, CompiledMarkdown>): MdxImport | undefined {
  const compiled = args.namespace === 'mdx-doc' ? docs.find((d) => d.file === args.importer)?.compiled : partials.get(args.importer);
  return compiled?.mdx?.imports.find((i) => i.specifier === args.path);
}

/** esbuild's first error, at the doc's import line when it was resolving one of the doc's imports. */
function bundleError(error: unknown, docs: readonly MdxDoc[], siteDir: string): UserError {
  if (error instanceof UserError) return error;
  const first = (error as { errors?: Message[] }).errors?.[0];
  if (!first) return new UserError((error as Error).message);
  const location = first.location;
  // esbuild names a module of a plugin's namespace `namespace:path`.
  const doc = location ? docs.find((d) => location.file === `mdx-doc:${d.file}`) : undefined;
  if (doc) {
    const imported = doc.compiled.mdx!.imports.find((i) => location!.lineText.includes(i.specifier));
    return new UserError(first.text, { file: shown(siteDir, doc.file), ...(imported?.line ? { line: imported.line } : {}) });
  }
  return new UserError(first.text, { file: location?.file ? shown(siteDir, path.resolve(siteDir, location.file)) : 'an MDX doc', ...(location?.line ? { line: location.line } : {}) });
}

/** The rendered page's text per heading, as a Markdown doc's: no JSX, no code of components. */
function searchSections(html: string, file: string): CompiledMarkdown['searchSections'] {
  const vfile = new VFile({ path: file });
  rehypeSearchText()(fromHtml(html, { fragment: true }), vfile);
  return vfile.data.searchSections ?? [];
}

function shown(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/** The site's own files among a bundle's inputs (not docsgen's, not installed packages), absolute. */
function siteInputs(metafile: Metafile, siteDir: string): string[] {
  const runtime = packageFile('src/runtime');
  return Object.keys(metafile.inputs).flatMap((input) => {
    // Ours are `namespace:path`; esbuild's own files are relative to the working folder.
    if (/^[a-z-]+:/.test(input) && !input.startsWith('file:')) return [];
    const file = path.resolve(input.replace(/^file:/, ''));
    if (file.split(path.sep).includes('node_modules') || file.startsWith(runtime + path.sep)) return [];
    return path.relative(siteDir, file).startsWith('..') ? [] : [file];
  });
}
