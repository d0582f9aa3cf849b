/**
 * An MDX doc compiled by @mdx-js/mdx, the unified collective's MDX compiler, with GFM and
 * directives (Docusaurus's `:::note`) and docsgen's own remark and rehype steps in between, so an
 * MDX doc gets the same admonitions, heading ids, links, images and Shiki code blocks as a
 * Markdown one. The result is an ES module; its HTML is made later, when every MDX doc of the
 * site is bundled and rendered at once (render.ts).
 */
import path from 'node:path';
import type { Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { UserError } from '../errors.ts';
import { markdownBody } from '../markdown/parse/front-matter-block.ts';
import type { CompiledMarkdown, MarkdownOptions } from '../markdown/pipeline.ts';
import { DETAILS_CLASS } from '../markdown/details.ts';
import { walkMdast } from '../markdown/walk.ts';
import { mdx1Compat } from './syntax.ts';
import { remarkNpm2Yarn } from '../markdown/npm2yarn.ts';
import { remarkHasMath, katexWarnings } from '../markdown/math.ts';
import { BROWSER_ONLY_AT, ISLAND_AT } from '../../runtime/mdx/island-mark.ts';
import { browserOnlyAsset } from './islands.ts';
import { contentAsset } from '../markdown/content-assets.ts';

export interface MdxModule {
  /** The doc as an ES module: JSX as calls of `react/jsx-runtime`, its own imports kept. */
  code: string;
  /** What it imports, each at its line: checked and resolved when the site's MDX is bundled. */
  imports: MdxImport[];
  /** Its `<BrowserOnly>` children functions, to run in the browser (islands.ts). */
  browserOnly?: BrowserOnlyCode;
}

/** The source of a doc's `<BrowserOnly>` children functions (`b0`, `b1`…), with the doc's imports they may use. */
export interface BrowserOnlyCode {
  /** The doc's import statements, less partials and stylesheets. */
  imports: string[];
  children: string[];
}

export interface MdxImport {
  specifier: string;
  line: number | undefined;
  /** What it binds: `default`, a named export, or `*` for `import * as X`. */
  names?: string[];
  /** Those of `names` the doc writes as elements (`<Counter />`): a site module's become islands (render.ts). */
  elements?: string[];
}

/** Compiles one MDX doc (front matter left out) with the given docsgen steps. */
export function createMdxCompiler(options: Pick<MarkdownOptions, 'linkRoots' | 'math'>, steps: { remark: PluggableList; rehype: PluggableList }) {
  const siteDir = options.linkRoots.at(-1) ?? process.cwd();
  return async (source: string, filePath: string): Promise<CompiledMarkdown> => {
    const { compile, remarkGfm, remarkDirective, remarkMath, fromHtml } = await mdxParts();
    const math: PluggableList = options.math ? [remarkMath, remarkHasMath] : [];
    // The front matter is left out of what MDX reads, but a link's resolution needs its slug (md-links.ts).
    const file = new VFile({ path: filePath, value: mdx1Compat(markdownBody(source)), data: { docSource: source } });
    let code: string;
    try {
      code = String(
        await compile(file, {
          remarkPlugins: [remarkGfm, ...math, remarkDirective, [remarkImports, { siteDir }], remarkHtmlDetails, [remarkNpm2Yarn, { mdx: true }], ...steps.remark],
          rehypePlugins: [...steps.rehype, () => rehypeRawAsTree(fromHtml)],
          // Ours to decide (syntax.ts): @mdx-js/mdx would read a .md file as plain Markdown.
          format: 'mdx',
          outputFormat: 'program',
          development: false,
        }),
      );
    } catch (error) {
      throw mdxError(error, path.relative(siteDir, filePath).split(path.sep).join('/'));
    }
    return {
      html: '',
      contentTitle: file.data.contentTitle,
      headings: file.data.headings ?? [],
      links: file.data.links ?? [],
      brokenMarkdownLinks: file.data.brokenMarkdownLinks ?? [],
      markdownLinks: file.data.markdownLinks ?? [],
      searchSections: [],
      warnings: [...(file.data.markdownWarnings ?? []), ...katexWarnings(file)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
      assets: file.data.docAssets ?? [],
      missingAssets: file.data.missingDocAssets ?? [],
      refusedFiles: file.data.refusedDocFiles ?? [],
      ...(file.data.math ? { math: true } : {}),
      ...(file.data.diagrams ? { diagrams: true } : {}),
      mdx: { code, imports: file.data.mdxImports ?? [], ...(file.data.browserOnly ? { browserOnly: file.data.browserOnly } : {}) },
    };
  };
}

/**
 * The MDX compiler and its syntax extensions, loaded with the first MDX doc: a site without one
 * (this one) never pays for loading them, on the main thread or in a compile thread.
 */
let parts: Promise<{ compile: typeof import('@mdx-js/mdx').compile; remarkGfm: typeof import('remark-gfm').default; remarkDirective: typeof import('remark-directive').default; remarkMath: typeof import('remark-math').default; fromHtml: typeof import('hast-util-from-html').fromHtml }> | undefined;
function mdxParts() {
  parts ??= Promise.all([import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive'), import('remark-math'), import('hast-util-from-html')]).then(([mdx, gfm, directive, math, html]) => ({
    compile: mdx.compile,
    remarkGfm: gfm.default,
    remarkDirective: directive.default,
    remarkMath: math.default,
    fromHtml: html.fromHtml,
  }));
  return parts;
}

/**
 * Records each `import … from '…'` of the doc with its line and what it binds, and marks each
 * element of a component that may become an island (a site module's, `BrowserOnly`) with where it
 * is written (`data-docsgen-at="docs/x.mdx:12"`): what cannot reach the browser is warned there.
 */
function remarkImports({ siteDir }: { siteDir: string }) {
  return (tree: MdastRoot, file: VFile) => {
    const imports: MdxImport[] = [];
    const locals = new Map<string, { record: MdxImport; imported: string }>();
    const statements: string[] = [];
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
        const record: MdxImport = { specifier: statement.source.value, line: statement.loc?.start.line ?? node.position?.start.line, names: [], elements: [] };
        const bindings: string[] = [];
        for (const specifier of statement.specifiers) {
          const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          record.names!.push(imported);
          locals.set(specifier.local.name, { record, imported });
          bindings.push(imported === '*' ? `* as ${specifier.local.name}` : `${/^[A-Za-z_$][\w$]*$/.test(imported) ? imported : JSON.stringify(imported)} as ${specifier.local.name}`);
        }
        imports.push(record);
        if (!/\.(mdx?|css)$/i.test(record.specifier)) statements.push(importStatement(bindings, record.specifier));
      }
    }
    const browserOnly: string[] = [];
    file.data.mdxImports = imports;
    const shown = path.relative(siteDir, file.path).split(path.sep).join('/');
    walkMdast(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name) return;
      const local = locals.get(node.name);
      if (!local || local.imported === '*') return;
      if (!local.record.elements!.includes(local.imported)) local.record.elements!.push(local.imported);
      if (!mayBeIsland(local.record.specifier) || node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === ISLAND_AT)) return;
      const line = node.position?.start.line ?? local.record.line ?? 0;
      node.attributes.push({ type: 'mdxJsxAttribute', name: ISLAND_AT, value: `${shown}:${line}` });
      if (local.record.specifier !== '@docusaurus/BrowserOnly' || local.imported !== 'default') return;
      const children = childrenFunction(node.children);
      if (children === undefined) {
        (file.data.markdownWarnings ??= []).push({ message: 'BrowserOnly shows only its fallback: its children must be one function, as Docusaurus wants ({() => <p>…</p>}), for docsgen to run it in the browser.', line });
        return;
      }
      node.attributes.push({ type: 'mdxJsxAttribute', name: BROWSER_ONLY_AT, value: `${contentAsset(browserOnlyAsset(siteDir, file.path))}#b${browserOnly.length}` });
      browserOnly.push(children);
    });
    if (browserOnly.length > 0) file.data.browserOnly = { imports: statements, children: browserOnly };
  };
}

/** `import * as N, { default as A, b as B } from '…'` from what the doc's import binds. */
function importStatement(bindings: readonly string[], specifier: string): string {
  const namespace = bindings.find((b) => b.startsWith('* as '));
  const named = bindings.filter((b) => !b.startsWith('* as '));
  const parts = [...(namespace ? [namespace] : []), ...(named.length > 0 ? [`{ ${named.join(', ')} }`] : [])];
  return parts.length === 0 ? `import ${JSON.stringify(specifier)};` : `import ${parts.join(', ')} from ${JSON.stringify(specifier)};`;
}

/** The source of a `<BrowserOnly>`'s children when they are one expression (`{() => …}`), else undefined. */
function childrenFunction(children: readonly RootContent[]): string | undefined {
  const expressions: string[] = [];
  let other = false;
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') expressions.push(node.value);
      else if (node.type === 'paragraph') visit(node.children);
      else if (node.type !== 'text' || node.value.trim() !== '') other = true;
    }
  };
  visit(children);
  return !other && expressions.length === 1 && expressions[0]!.trim() !== '' ? expressions[0] : undefined;
}

/** A module of the site's own that may be a component (not a partial, a stylesheet or data), or `BrowserOnly`. */
function mayBeIsland(specifier: string): boolean {
  if (specifier === '@docusaurus/BrowserOnly') return true;
  return (specifier.startsWith('@site/') || specifier.startsWith('./') || specifier.startsWith('../')) && !/\.(mdx?|css|json|ya?ml|svg|png|jpe?g|gif|webp)$/i.test(specifier);
}

/**
 * A `<details>` written in the doc, drawn as a Markdown doc's (details.ts, and as Docusaurus
 * draws it): the `details` class, and what follows the summary in the block that opens.
 */
function remarkHtmlDetails() {
  return (tree: MdastRoot) => {
    walkMdast(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'details') return;
      if (!node.attributes.some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'))) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: DETAILS_CLASS });
      }
      const summaryAt = node.children.findIndex((child) => child.type === 'mdxJsxFlowElement' && child.name === 'summary');
      const rest = node.children.filter((_, i) => i !== summaryAt);
      const content = { type: 'mdxJsxFlowElement', name: 'div', attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: `${DETAILS_CLASS}__content` }], children: rest } as unknown as RootContent;
      node.children = [...(summaryAt >= 0 ? [node.children[summaryAt]!] : []), content] as typeof node.children;
    });
  };
}

/**
 * Code blocks come out of docsgen's Shiki step as HTML (code-html.ts, for speed); an MDX module
 * is made from a tree, so each is parsed into one here.
 */
function rehypeRawAsTree(fromHtml: typeof import('hast-util-from-html').fromHtml) {
  return (tree: HastRoot) => {
    const visit = (parent: { children: HastContent[] }) => {
      parent.children = parent.children.flatMap((node) => {
        if (node.type === 'raw') return fromHtml(node.value, { fragment: true }).children;
        if ('children' in node) visit(node as { children: HastContent[] });
        return [node];
      });
    };
    visit(tree);
  };
}

/** What MDX cannot read, at its line, with what to do. */
function mdxError(error: unknown, displayPath: string): UserError {
  const message = error as { reason?: string; message?: string; line?: number; place?: { line?: number; start?: { line?: number } } };
  const reason = (message.reason ?? message.message ?? String(error)).replace(/\s+$/, '');
  const line = message.line ?? message.place?.line ?? message.place?.start?.line;
  return new UserError(
    `MDX cannot read this: ${reason.replace(/\.$/, '')}. Docusaurus 3 reads docs as MDX too (its markdown.format 'mdx'): fix the syntax (close tags: <br />; escape a brace as \\{ or write it in \`code\`), or set markdown.format to 'detect' in site.config.ts to read .md files as plain Markdown.`,
    { file: displayPath, ...(line !== undefined ? { line } : {}) },
  );
}

declare module 'vfile' {
  interface DataMap {
    mdxImports: MdxImport[];
    browserOnly: BrowserOnlyCode;
  }
}
