// A Docusaurus config (plain data) in, a docsgen `site.config.ts` object and the rows of the report out: pure, no file system.
import path from 'node:path';
import { UserError } from '../errors.ts';
import { BUILD_MARK } from '../output/out-dir.ts';
import { drawsMath, mapDocs, mapPages } from './map-docs.ts';
import { mapFooter, mapNavbar } from './map-navigation.ts';
import { entries, PLUGIN_KIND, PLUGIN_NOTES, shortPluginName } from './map-plugins.ts';
import { mapThemeConfig } from './map-theme.ts';
import type { ReportRow, Row, RowKind } from './rows.ts';
import { sitePath, sitePathOrUndefined, staticUrl, trimSlashes, type SiteFacts } from './site-paths.ts';
import { isObj, STAND_IN_TEXT, standInOf, type Obj } from './stand-ins.ts';

export interface MigrationInput {
  /** What `docusaurus.config.*` exports, evaluated. */
  config: unknown;
  /** Its file name and its text. */
  configFile: string;
  configText: string;
  /** Packages it imports that are not installed (each was a stand-in). */
  missingPackages: readonly string[];
}

export interface MigrationPlan {
  /** The `defineConfig` argument, before defaults: only keys docsgen's schema has. */
  config: Record<string, unknown>;
  rows: ReportRow[];
  /** Where to write a plain home page (relative to the site folder), when the site needs one. */
  homePage?: { file: string; docsPath: string };
  /** Whether docsgen will build a page at a site path (`/errors`), as the mapping decided it. */
  builtPath: (path: string) => boolean;
}

const isStr = (value: unknown): value is string => typeof value === 'string';
const severities = ['ignore', 'log', 'warn', 'throw'];

export function mapConfig(input: MigrationInput, facts: SiteFacts): MigrationPlan {
  const rows: ReportRow[] = [];
  const row = (kind: RowKind, what: string, note: string, keys?: string[]) => rows.push({ kind, what, note, ...(keys ? { keys } : {}) });
  if (!isObj(input.config)) throw new UserError('does not export an object (or a function returning one). Export the Docusaurus config as `module.exports = { … }` or `export default { … }`.', { file: input.configFile });
  const source = input.config;
  const themeConfig = isObj(source.themeConfig) ? source.themeConfig : {};
  const out: Obj = {};
  const handled = new Set<string>();
  const take = (key: string) => {
    handled.add(key);
    return source[key];
  };

  // Site identity.
  const simple: string[] = [];
  for (const key of ['title', 'tagline', 'url', 'baseUrl']) {
    const value = take(key);
    if (isStr(value)) {
      out[key] = value;
      simple.push(key);
    }
  }
  // The site's address without a path, as Docusaurus also asks: a path there belongs in baseUrl.
  const urlPath = isStr(out.url) ? /^([a-z][a-z\d+.-]*:\/\/[^/]+)(\/.+)$/i.exec(out.url) : null;
  if (urlPath && urlPath[2] !== '/') {
    row('different', `url ${out.url as string}`, `written as ${urlPath[1]!}: docsgen takes the address without a path (the path goes in baseUrl, which is ${isStr(out.baseUrl) ? out.baseUrl : '/'})`);
    out.url = urlPath[1];
  }
  // Docusaurus adds the slashes a baseUrl lacks; docsgen wants them written.
  if (isStr(out.baseUrl) && !/^\/(.*\/)?$/.test(out.baseUrl)) {
    const fixed = `/${trimSlashes(out.baseUrl)}/`.replace(/^\/\/$/, '/');
    row('different', `baseUrl ${out.baseUrl}`, `written as ${fixed}: docsgen wants the slashes Docusaurus adds`);
    out.baseUrl = fixed;
  }
  const favicon = take('favicon');
  if (isStr(favicon) && favicon) {
    out.favicon = staticUrl(favicon);
    simple.push('favicon');
  }
  const banner = take('baseUrlIssueBanner');
  if (typeof banner === 'boolean') {
    out.baseUrlIssueBanner = banner;
    simple.push('baseUrlIssueBanner');
  }
  if (simple.length) row('mapped', simple.join(', '), 'as they are', simple);

  // Where the content is: the site's own folders, in place.
  const statics = take('staticDirectories');
  const staticDirs = Array.isArray(statics) ? statics.filter(isStr) : ['static'];
  if (staticDirs.length > 0) {
    out.staticDir = sitePath(staticDirs[0]!, 'staticDirectories[0]', facts, input.configFile);
    const there = facts.exists(out.staticDir as string);
    row('mapped', 'static folder', `${out.staticDir as string}/, in place (copied to the output root as Docusaurus does)${there ? '' : '; not there yet: put static files there'}`);
    for (const dir of staticDirs.slice(1)) row('left out', `staticDirectories: ${dir}`, 'docsgen has one static folder: move its files into ' + String(out.staticDir) + '/');
  }

  // Presets, plugins, themes: the docs plugin's options, the classic theme's CSS; the rest reported.
  const plugins = entries(take('plugins'), facts);
  const presets = entries(take('presets'), facts);
  const themes = entries(take('themes'), facts);
  let docsOptions: Obj | undefined;
  let docsWhere = '';
  let blog: { enabled: boolean; routeBasePath: string; path: string } = { enabled: false, routeBasePath: 'blog', path: 'blog' };
  const cssFiles: string[] = [];
  for (const preset of presets) {
    if (/(^|[/\\])(docusaurus-)?preset-classic([/\\]|$)|^classic$/.test(preset.name)) {
      const options = isObj(preset.options) ? preset.options : {};
      if (options.docs === false) throw new UserError('turns the docs off (`docs: false` in the classic preset): docsgen builds a docs site, so there is nothing to migrate.', { file: input.configFile });
      docsOptions = isObj(options.docs) ? options.docs : {};
      docsWhere = 'presets classic docs';
      if (options.blog !== false) {
        const blogOptions = isObj(options.blog) ? options.blog : {};
        blog = {
          enabled: true,
          routeBasePath: isStr(blogOptions.routeBasePath) ? trimSlashes(blogOptions.routeBasePath) : 'blog',
          path: isStr(blogOptions.path) ? blogOptions.path : 'blog',
        };
      }
      const theme = isObj(options.theme) ? options.theme : {};
      const custom = Array.isArray(theme.customCss) ? theme.customCss : theme.customCss === undefined ? [] : [theme.customCss];
      cssFiles.push(...custom.filter(isStr));
      for (const key of ['sitemap', 'gtag', 'googleAnalytics', 'googleTagManager', 'svgr', 'debug']) {
        if (options[key] === undefined || options[key] === false) continue;
        row(key === 'sitemap' ? 'different' : 'left out', `classic preset: ${key}`, PLUGIN_NOTES[key]!);
      }
    } else if (!docsOptions && isObj(preset.options) && isObj(preset.options.docs)) {
      // A preset built on the classic one (docusaurus-preset-openapi…) takes the same docs options.
      docsOptions = preset.options.docs;
      docsWhere = `preset ${preset.name} docs`;
      row('different', `preset ${preset.name}`, 'its docs options are read as the classic preset’s; the rest of what it sets up is not migrated');
    } else {
      row('left out', `preset ${preset.name}`, 'docsgen has no presets: what the preset set up (plugins, theme) is not migrated; see its docs for docsgen equivalents');
    }
  }
  for (const plugin of plugins) {
    const isDocs = /plugin-content-docs([/\\]|$)|^content-docs$/.test(plugin.name);
    const options = isObj(plugin.options) ? plugin.options : {};
    if (isDocs && (options.id === undefined || options.id === 'default') && !docsOptions) {
      docsOptions = options;
      docsWhere = 'plugin-content-docs';
      continue;
    }
    if (isDocs) {
      row('left out', `docs plugin "${String(options.id)}" (${isStr(options.path) ? options.path : 'docs'})`, 'docsgen builds one docs folder: link to these docs from the navbar, or merge them into the main docs folder');
      continue;
    }
    const short = shortPluginName(plugin.name);
    if (short === 'content-blog') blog = { enabled: true, routeBasePath: isStr(options.routeBasePath) ? trimSlashes(options.routeBasePath) : 'blog', path: isStr(options.path) ? options.path : 'blog' };
    else row(PLUGIN_KIND[short] ?? 'left out', `plugin ${plugin.name}`, PLUGIN_NOTES[short] ?? 'docsgen has no plugins: leave it out, or see whether docsgen does it already (README)');
  }
  for (const theme of themes) {
    const short = shortPluginName(theme.name);
    row(PLUGIN_KIND[short] ?? 'left out', `theme ${theme.name}`, PLUGIN_NOTES[short] ?? 'docsgen has its own theme and no theme packages: its templates/ folder is where layout changes go');
  }
  if (!docsOptions) {
    throw new UserError('has no docs plugin (the classic preset or @docusaurus/plugin-content-docs): docsgen builds the docs folder of a Docusaurus site, so there is nothing to migrate.', { file: input.configFile });
  }
  const docs = mapDocs(docsOptions, docsWhere, facts, input.configFile, row);
  out.docs = docs;
  if (drawsMath(docsOptions)) {
    out.markdown = { math: true };
    row('mapped', 'docs remarkPlugins remark-math (rehype-katex)', 'markdown.math: true: $…$ and $$ blocks drawn at build time by KaTeX, no JavaScript', ['markdown.math']);
  }
  const docsRoute = docs.routeBasePath === '/' ? '' : (docs.routeBasePath as string);
  if (blog.enabled && (facts.exists(blog.path) || blog.path !== 'blog')) {
    row('left out', `blog (${blog.path}/, at /${blog.routeBasePath})`, 'docsgen has no blog: keep the posts as docs, or publish them elsewhere; navbar and footer links to it are left out');
  }

  // Custom CSS: used when it is plain CSS docsgen can bundle.
  const css: string[] = [];
  for (const file of cssFiles) {
    const rel = sitePathOrUndefined(file, facts);
    const text = rel === undefined ? undefined : facts.read(rel);
    if (rel === undefined) row('left out', `customCss ${file}`, 'outside the site folder: copy what you need into a stylesheet inside it');
    else if (text === undefined) row('left out', `customCss ${rel}`, 'the file is not there');
    else if (!/\.css$/i.test(rel)) row('left out', `customCss ${rel}`, 'docsgen bundles plain .css files (no Sass, no CSS modules): convert it, or copy its rules into a .css file');
    else if (/url\(|@import|@tailwind|@apply/.test(text)) row('left out', `customCss ${rel}`, 'it imports or refers to other files (url(), @import, Tailwind) docsgen does not bundle from a stylesheet: copy the rules you need into a plain CSS file and list it in customCss');
    else {
      css.push(rel);
      row('different', `customCss ${rel}`, /--ifm-/.test(text)
        ? "kept, but docsgen's theme does not read Infima's --ifm-* variables: set docsgen's --dg-* ones (e.g. --dg-color-primary) instead"
        : 'kept; class names of Docusaurus components (Infima) do not exist in docsgen');
    }
  }
  if (css.length) out.customCss = css;

  // Home page: docs-only mode makes the docs root the home page; a page docsgen can render is used; else a plain one.
  const home = mapPages(facts, docsRoute, row);
  if (home.pagesPath) out.pages = { path: home.pagesPath };

  const builtPath = (to: string): boolean => {
    const clean = to.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
    if (clean === '/') return true;
    if (blog.enabled && (clean === `/${blog.routeBasePath}` || clean.startsWith(`/${blog.routeBasePath}/`))) return false;
    if (home.droppedRoutes.has(clean)) return false;
    if (docsRoute === '' || clean === `/${docsRoute}` || clean.startsWith(`/${docsRoute}/`)) return true;
    if (home.keptRoutes.has(clean)) return true;
    return facts.exists(path.posix.join(String(out.staticDir ?? 'static'), decodeURIComponent(clean.slice(1))));
  };

  // Theme config.
  const navbar = mapNavbar(themeConfig.navbar, builtPath, row);
  if (navbar) out.navbar = navbar;
  const footer = mapFooter(themeConfig.footer, builtPath, row);
  if (footer) out.footer = footer;
  mapThemeConfig(themeConfig, out, row);

  // Links and Markdown.
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors']) {
    const value = take(key);
    if (value === undefined) continue;
    if (isStr(value) && severities.includes(value)) {
      out[key] = value;
      row('mapped', key, `'${value}'`);
    } else row('left out', key, `docsgen takes one of ${severities.join(', ')}`);
  }
  mapMarkdown(take('markdown'), out, row);
  mapI18n(take('i18n'), out, row);

  // Whatever else the config sets.
  handled.add('themeConfig');
  for (const [key, value] of Object.entries(source)) {
    if (handled.has(key) || value === undefined) continue;
    const note = TOP_LEVEL_NOTES[key];
    row(note?.[0] ?? 'left out', key, note?.[1] ?? 'docsgen has no such setting');
  }

  // The site folder: what Docusaurus would have used that docsgen does not.
  const swizzled = facts.list('src/theme').filter((f) => !/(^|\/)\./.test(f));
  if (swizzled.length) {
    const names = [...new Set(swizzled.map((f) => f.split('/')[0]!.replace(/\.(tsx|jsx|ts|js|css)$/, '').replace(/\.module$/, '')))];
    const layout = names.filter((n) => n !== 'MDXComponents');
    if (layout.length) row('left out', `swizzled components in src/theme (${layout.join(', ')})`, "docsgen renders its own components: change layouts in docsgen's templates (copy them into templates/ and edit)");
    if (names.includes('MDXComponents')) row('left out', 'src/theme/MDXComponents', 'the components it gives every MDX doc are not defined in docsgen: import them in the docs that use them');
  }
  if (facts.exists('versions.json') || facts.exists('versioned_docs')) {
    row('mapped', 'versioned docs (versions.json, versioned_docs/, versioned_sidebars/)', 'read in place, as Docusaurus reads them');
  }
  if (facts.exists('i18n')) row('left out', 'i18n/ (translations)', 'docsgen builds one locale, the default one');
  if (facts.exists('build/index.html') && !facts.exists(`build/${BUILD_MARK}`)) {
    row('different', 'build/ (a Docusaurus build)', 'docsgen build writes only into a folder a docsgen build made: delete build/ first, or pass --out-dir');
  }
  if (/process\.env/.test(input.configText)) {
    row('different', 'process.env', `values the config read from the environment are written as they were when migrate ran: read them from process.env in site.config.ts if they change between builds`);
  }
  for (const [key, text] of standInTexts(out)) {
    row('different', key, `made from a package that is not installed (${text}): write the value you want in site.config.ts`);
  }
  for (const name of input.missingPackages) {
    row('different', `package ${name}`, `not installed here: the config was evaluated with a stand-in for it; ${usedStandIns(source, name)}`);
  }
  return { config: out, rows, builtPath, ...(home.write ? { homePage: { file: home.write, docsPath: docsRoute === '' ? '/' : `/${docsRoute}` } } : {}) };
}

const TOP_LEVEL_NOTES: Record<string, [RowKind, string]> = {
  organizationName: ['left out', 'deployment settings: deploy the build/ folder with your own tooling'],
  projectName: ['left out', 'deployment settings: deploy the build/ folder with your own tooling'],
  deploymentBranch: ['left out', 'deployment settings: deploy the build/ folder with your own tooling'],
  githubHost: ['left out', 'deployment settings: deploy the build/ folder with your own tooling'],
  githubPort: ['left out', 'deployment settings: deploy the build/ folder with your own tooling'],
  trailingSlash: ['different', 'docsgen writes every page as <path>/index.html and links without a trailing slash'],
  noIndex: ['left out', "add <meta name=\"robots\" content=\"noindex\"> to a Document template (copy docsgen's templates/)"],
  scripts: ['left out', "add the scripts to a Document template (copy docsgen's templates/ into the site)"],
  stylesheets: ['left out', 'list local stylesheets in customCss, or link external ones from a Document template'],
  headTags: ['left out', "add the tags to a Document template (copy docsgen's templates/ into the site)"],
  clientModules: ['left out', 'docsgen runs no client modules: a page module or a template can import what you need'],
  customFields: ['left out', 'docsgen has no custom fields: put the values where they are used'],
  future: ['left out', "Docusaurus's future flags have no meaning for docsgen"],
  webpack: ['left out', 'docsgen bundles with esbuild: no webpack options'],
  ssrTemplate: ['left out', "change the HTML document in a Document template (copy docsgen's templates/)"],
  titleDelimiter: ['different', 'docsgen titles pages "Page | Title"'],
  onDuplicateRoutes: ['different', 'two pages at one URL are always an error in docsgen'],
  onBrokenMarkdownImages: ['different', 'a missing image is a build error in docsgen'],
};

function mapMarkdown(raw: unknown, out: Obj, row: Row): void {
  if (!isObj(raw)) return;
  const markdown: Obj = {};
  if (raw.format === 'mdx' || raw.format === 'md' || raw.format === 'detect') markdown.format = raw.format;
  if (typeof raw.mermaid === 'boolean') markdown.mermaid = raw.mermaid;
  if (markdown.format !== undefined) row('mapped', 'markdown.format', `'${markdown.format as string}'`);
  if (markdown.mermaid !== undefined) row('mapped', 'markdown.mermaid', `${String(markdown.mermaid)}${markdown.mermaid ? ': ```mermaid blocks drawn in the browser by the site\'s mermaid package' : ''}`);
  if (Object.keys(markdown).length) out.markdown = { ...(isObj(out.markdown) ? out.markdown : {}), ...markdown };
  const hooks = isObj(raw.hooks) ? raw.hooks : {};
  if (isStr(hooks.onBrokenMarkdownLinks) && severities.includes(hooks.onBrokenMarkdownLinks)) {
    out.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
    row('mapped', 'markdown.hooks.onBrokenMarkdownLinks', `onBrokenMarkdownLinks: '${hooks.onBrokenMarkdownLinks}'`);
  }
  if (hooks.onBrokenMarkdownImages !== undefined) row('different', 'markdown.hooks.onBrokenMarkdownImages', 'a missing image is a build error in docsgen');
  const notes: Record<string, [RowKind, string]> = {
    mdx1Compat: ['different', 'docsgen reads MDX 1 habits ({#id} headings, <!-- comments -->) always'],
    preprocessor: ['left out', 'docsgen reads the files as they are'],
    parseFrontMatter: ['left out', 'docsgen parses front matter as YAML'],
    remarkRehypeOptions: ['left out', "docsgen's Markdown pipeline takes no options"],
    anchors: ['left out', 'docsgen makes heading ids as GitHub does ({#id} to choose one)'],
    emoji: ['left out', 'docsgen has no emoji option'],
  };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'format' || key === 'hooks' || key === 'mermaid' || value === undefined || value === false) continue;
    const [kind, note] = notes[key] ?? ['left out', 'docsgen has no such markdown option'];
    row(kind, `markdown.${key}`, note);
  }
}

function mapI18n(raw: unknown, out: Obj, row: Row): void {
  if (!isObj(raw)) return;
  const defaultLocale = isStr(raw.defaultLocale) ? raw.defaultLocale : 'en';
  const locales = Array.isArray(raw.locales) ? raw.locales.filter(isStr) : [defaultLocale];
  const configs = isObj(raw.localeConfigs) ? raw.localeConfigs : {};
  const own = isObj(configs[defaultLocale]) ? configs[defaultLocale] : undefined;
  const i18n: Obj = { defaultLocale, locales: [defaultLocale] };
  if (own) {
    const picked: Obj = {};
    for (const key of ['label', 'direction', 'htmlLang', 'calendar']) if (isStr(own[key])) picked[key] = own[key];
    if (Object.keys(picked).length) i18n.localeConfigs = { [defaultLocale]: picked };
  }
  if (defaultLocale !== 'en' || i18n.localeConfigs) {
    out.i18n = i18n;
    row('mapped', 'i18n', `the default locale, ${defaultLocale}`);
  }
  const others = locales.filter((l) => l !== defaultLocale);
  if (others.length) row('left out', `locales ${others.join(', ')}`, 'docsgen builds one locale, the default one: build each translation as a site of its own');
}

/** Strings of the mapped config that hold a stand-in's text: `[key path, the stand-in's text]`. */
function standInTexts(config: Obj): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, at: string) => {
    if (isStr(value)) {
      const start = value.indexOf(STAND_IN_TEXT[0]);
      if (start >= 0) found.push([at, value.slice(start, value.indexOf(STAND_IN_TEXT[1], start) + 1)]);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
    else if (isObj(value)) for (const [k, v] of Object.entries(value)) walk(v, at ? `${at}.${k}` : k);
  };
  walk(config, '');
  return found;
}

/** What the config took from a package that was a stand-in, as far as the config written shows it. */
function usedStandIns(config: Obj, name: string): string {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 8 || value === null || seen.has(value)) return;
    const origin = standInOf(value);
    if (origin) {
      if (origin.specifier === name || origin.specifier.startsWith(`${name}/`)) found.add([origin.specifier, ...origin.path].join('.'));
      return;
    }
    if (typeof value !== 'object') return;
    seen.add(value);
    for (const child of Object.values(value as Obj)) walk(child, depth + 1);
  };
  walk(config, 0);
  return found.size ? `the config used ${[...found].sort().join(', ')}` : 'nothing of it reached a setting docsgen uses';
}
