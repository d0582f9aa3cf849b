// A Docusaurus config (plain data) in, a docsgen `site.config.ts` object and the rows of the report out: pure, no file system.
import path from 'node:path';
import { UserError } from '../errors.ts';
import { BUILD_MARK } from '../output/out-dir.ts';
import { STAND_IN_TEXT, standInOf } from './stand-ins.ts';

export type RowKind = 'mapped' | 'different' | 'left out';

export interface ReportRow {
  kind: RowKind;
  /** The Docusaurus setting or file. */
  what: string;
  /** What docsgen does with it, and what to do. */
  note: string;
  /** For a mapped row: the keys it wrote (dot paths), so a key validation leaves out is not also reported as mapped. */
  keys?: string[];
}

/** What the mapping may know of the site folder, given by the caller (tests give a fake). */
export interface SiteFacts {
  /** The site folder, absolute. */
  siteDir: string;
  /** Whether a path relative to the site folder (`/`-separated) exists. */
  exists(rel: string): boolean;
  /** The files under a folder relative to the site folder, recursively, `/`-separated; [] when none. */
  list(rel: string): string[];
  /** A file's text, or undefined. */
  read(rel: string): string | undefined;
}

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
}

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value) && standInOf(value) === undefined;
const isStr = (value: unknown): value is string => typeof value === 'string';
const severities = ['ignore', 'log', 'warn', 'throw'];

/** Prism themes (prism-react-renderer's names) and the Shiki theme closest to each. */
export const PRISM_TO_SHIKI: Record<string, string | undefined> = {
  github: 'github-light',
  dracula: 'dracula',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  okaidia: 'monokai',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'shades-of-purple',
  synthwave84: 'synthwave-84',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  oceanicNext: 'material-theme-ocean',
  duotoneDark: undefined,
  duotoneLight: undefined,
  jettwaveDark: undefined,
  jettwaveLight: undefined,
  ultramin: 'min-light',
};

/** The themes docsgen highlights with (src/cli/markdown/code-blocks.ts). */
const DOCSGEN_CODE_THEMES = { light: 'github-light', dark: 'dracula' };

const PAGE_MODULE = /\.(tsx|jsx|ts|js)$/;

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
    row('left out', 'versioned docs (versions.json, versioned_docs/)', 'docsgen builds the current docs only: link to older versions from the navbar');
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
  return { config: out, rows, ...(home.write ? { homePage: { file: home.write, docsPath: docsRoute === '' ? '/' : `/${docsRoute}` } } : {}) };
}

/** A Docusaurus preset, plugin or theme entry: `'name'`, `['name', options]`, a function, or false. */
function entries(value: unknown, facts: SiteFacts): { name: string; options: unknown }[] {
  if (!Array.isArray(value)) return [];
  const list: { name: string; options: unknown }[] = [];
  // A local plugin named by its absolute path (`require.resolve('./src/plugin')`) is shown as the site names it.
  const shown = (name: string) => (path.isAbsolute(name) && !name.includes('node_modules') ? (sitePathOrUndefined(name, facts) ?? name) : name);
  for (const entry of value) {
    if (entry === false || entry === null || entry === undefined) continue;
    if (isStr(entry)) list.push({ name: shown(entry), options: undefined });
    else if (Array.isArray(entry)) list.push({ name: shown(entryName(entry[0])), options: entry[1] });
    else list.push({ name: entryName(entry), options: undefined });
  }
  return list;
}

function entryName(value: unknown): string {
  if (isStr(value)) return value;
  const origin = standInOf(value);
  if (origin) return origin.specifier;
  if (typeof value === 'function') return value.name ? `${value.name} (a function)` : 'a plugin function';
  return 'a plugin object';
}

/** `@docusaurus/plugin-ideal-image` → `ideal-image`, `docusaurus-lunr-search` as it is. */
function shortPluginName(name: string): string {
  const fromPath = /node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(name)?.[1]?.replace(/\\/g, '/') ?? name;
  return fromPath.replace(/^@docusaurus\/(plugin-|theme-)?/, '');
}

const PLUGIN_KIND: Record<string, RowKind> = {
  sitemap: 'different',
  'search-algolia': 'different',
  'docusaurus-lunr-search': 'different',
  '@easyops-cn/docusaurus-search-local': 'different',
  'docusaurus-plugin-search-local': 'different',
  classic: 'different',
};
const PLUGIN_NOTES: Record<string, string> = {
  sitemap: 'docsgen writes sitemap.xml itself',
  gtag: "add the tag to a Document template (copy docsgen's templates/ into the site)",
  googleAnalytics: "add the tag to a Document template (copy docsgen's templates/ into the site)",
  googleTagManager: "add the tag to a Document template (copy docsgen's templates/ into the site)",
  'google-gtag': "add the tag to a Document template (copy docsgen's templates/ into the site)",
  'google-analytics': "add the tag to a Document template (copy docsgen's templates/ into the site)",
  'google-tag-manager': "add the tag to a Document template (copy docsgen's templates/ into the site)",
  svgr: 'MDX docs import SVG files as images in docsgen',
  debug: 'not needed',
  'client-redirects': "docsgen writes no redirect pages: set the redirects in your host's configuration",
  'ideal-image': 'images in docs are copied and sized by docsgen; remove <Image> imports from docs',
  pwa: 'docsgen has no offline mode',
  'content-pages': 'docsgen renders React page modules from pages.path (see the home page row)',
  mermaid: 'docsgen renders ```mermaid blocks when the mermaid package is installed in the site',
  'live-codeblock': 'live code blocks render as plain code in docsgen',
  'search-algolia': 'docsgen has Algolia DocSearch built in (search.provider "algolia", from themeConfig.algolia)',
  'docusaurus-lunr-search': 'docsgen has its own embedded search (Pagefind, search.provider "local"): nothing to install',
  '@easyops-cn/docusaurus-search-local': 'docsgen has its own embedded search (Pagefind, search.provider "local"): nothing to install',
  'docusaurus-plugin-search-local': 'docsgen has its own embedded search (Pagefind, search.provider "local"): nothing to install',
  classic: 'docsgen has its own theme',
};

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

/** A path the config names (relative to the site folder, or absolute from `path.resolve(__dirname, …)`): relative and `/`-separated; refused outside the site folder. */
function sitePath(value: string, key: string, facts: SiteFacts, configFile: string): string {
  const rel = sitePathOrUndefined(value, facts);
  if (rel === undefined) {
    throw new UserError(`${key}: ${value} is outside the site folder (${facts.siteDir}). docsgen migrate writes a site.config.ts that points only inside the folder it migrates: run it on the folder that holds ${value}, or move that folder inside.`, { file: configFile });
  }
  return rel;
}

function sitePathOrUndefined(value: string, facts: SiteFacts): string | undefined {
  const absolute = path.resolve(facts.siteDir, value);
  const rel = path.relative(facts.siteDir, absolute).split(path.sep).join('/');
  if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) return undefined;
  return rel === '' ? '.' : rel;
}

/** A static file as Docusaurus names it (`img/logo.svg`, relative to the static folder) as docsgen writes it: `/img/logo.svg`. */
function staticUrl(value: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//') || value.startsWith('/')) return value;
  return `/${value}`;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

type Row = (kind: RowKind, what: string, note: string, keys?: string[]) => void;

const DOCS_KEYS_LEFT_OUT: Record<string, string> = {
  showLastUpdateTime: 'docsgen does not show last-update dates yet',
  showLastUpdateAuthor: 'docsgen does not show last-update authors yet',
  remarkPlugins: "docsgen's Markdown pipeline takes no plugins: what they add is not in the docs",
  rehypePlugins: "docsgen's Markdown pipeline takes no plugins: what they add is not in the docs",
  beforeDefaultRemarkPlugins: "docsgen's Markdown pipeline takes no plugins: what they add is not in the docs",
  beforeDefaultRehypePlugins: "docsgen's Markdown pipeline takes no plugins: what they add is not in the docs",
  sidebarItemsGenerator: 'docsgen generates sidebars by Docusaurus’s default rules only',
  numberPrefixParser: 'docsgen reads number prefixes by Docusaurus’s default rules only',
  lastVersion: 'docsgen builds the current docs only',
  versions: 'docsgen builds the current docs only (its label is docs.versionLabel)',
  onlyIncludeVersions: 'docsgen builds the current docs only',
  includeCurrentVersion: 'docsgen builds the current docs only',
  disableVersioning: 'docsgen builds the current docs only',
  sidebarCollapsible: 'set collapsible/collapsed on the categories of the sidebars file',
  sidebarCollapsed: 'set collapsed on the categories of the sidebars file',
  include: 'docsgen reads every .md and .mdx file of the docs folder',
  exclude: 'docsgen leaves out files and folders starting with _ only',
  admonitions: 'docsgen has the Docusaurus admonitions and no others',
  tags: 'docsgen does not build tag pages yet',
  onInlineTags: 'docsgen does not build tag pages yet',
  editLocalizedFiles: 'docsgen builds one locale',
  editCurrentVersion: 'docsgen builds the current docs only',
  docLayoutComponent: 'docsgen renders its own components (templates/)',
  docItemComponent: 'docsgen renders its own components (templates/)',
  docCategoryGeneratedIndexComponent: 'docsgen renders its own components (templates/)',
  docTagDocListComponent: 'docsgen renders its own components (templates/)',
  docTagsListComponent: 'docsgen renders its own components (templates/)',
  showLastUpdateTimeAndAuthor: 'docsgen does not show last-update dates yet',
};

function mapDocs(options: Obj, where: string, facts: SiteFacts, configFile: string, row: Row): Obj {
  const docs: Obj = {};
  const docsPath = isStr(options.path) ? options.path : 'docs';
  docs.path = sitePath(docsPath, `${where}: path`, facts, configFile);
  const base = isStr(options.routeBasePath) ? trimSlashes(options.routeBasePath) : 'docs';
  docs.routeBasePath = base === '' ? '/' : base;
  row('mapped', 'docs path, routeBasePath', `${docs.path as string}/ in place, at ${base === '' ? '/ (docs-only mode)' : `/${base}`}`);
  const sidebarPath = options.sidebarPath;
  if (sidebarPath === false) docs.sidebarPath = false;
  else if (isStr(sidebarPath) && sidebarPath) docs.sidebarPath = sitePath(sidebarPath, `${where}: sidebarPath`, facts, configFile);
  else docs.sidebarPath = facts.exists('sidebars.json') ? 'sidebars.json' : false;
  row('mapped', 'sidebarPath', docs.sidebarPath === false ? 'false: sidebars autogenerated from the docs folder, as Docusaurus makes them' : `${docs.sidebarPath as string}, in place`);
  if (isStr(options.editUrl)) {
    docs.editUrl = options.editUrl;
    row('mapped', 'editUrl', options.editUrl);
  } else if (options.editUrl !== undefined) {
    row('left out', 'editUrl (a function)', 'docsgen takes a string: the URL of the docs folder, to which each doc’s path is added');
  }
  if (typeof options.breadcrumbs === 'boolean') {
    docs.breadcrumbs = options.breadcrumbs;
    row('mapped', 'breadcrumbs', String(options.breadcrumbs));
  }
  const current = isObj(options.versions) && isObj(options.versions.current) ? options.versions.current : undefined;
  if (current && isStr(current.label)) docs.versionLabel = current.label;
  const done = new Set(['path', 'routeBasePath', 'sidebarPath', 'editUrl', 'breadcrumbs', 'id']);
  for (const [key, value] of Object.entries(options)) {
    if (done.has(key) || value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'versions' && current && Object.keys(options.versions as Obj).length === 1 && Object.keys(current).every((k) => k === 'label')) continue;
    const names = /Plugins$/.test(key) && Array.isArray(value) ? ` (${value.map((p) => entryName(Array.isArray(p) ? p[0] : p)).join(', ')})` : '';
    const math = /remark-math|remarkMath/.test(names) ? '; without remark-math, $…$ math with braces fails as MDX: write it in `code` or set markdown.format' : '';
    row('left out', `docs ${key}${names}`, (DOCS_KEYS_LEFT_OUT[key] ?? 'docsgen has no such docs option') + math);
  }
  return docs;
}

/** The pages docsgen can render: React modules that use no Docusaurus component, theme or CSS file. */
function renderable(text: string | undefined): boolean {
  if (text === undefined || !/export\s+default/.test(text)) return false;
  return !/from\s+['"](@docusaurus\/|@theme\/|@theme-original\/|@site\/|@generated\/)|\.css['"]|require\(/.test(text);
}

function mapPages(facts: SiteFacts, docsRoute: string, row: Row): { pagesPath?: string; write?: string; keptRoutes: Set<string>; droppedRoutes: Set<string> } {
  const keptRoutes = new Set<string>();
  const droppedRoutes = new Set<string>();
  const files = facts.list('src/pages').filter((f) => !f.split('/').some((s) => s.startsWith('_') || s.startsWith('.')));
  const routeOf = (file: string) => '/' + file.replace(/\.(tsx|jsx|ts|js|mdx?)$/, '').replace(/(^|\/)index$/, '').replace(/\/$/, '');
  const modules = files.filter((f) => PAGE_MODULE.test(f) && !/\.(test|spec)\./.test(f));
  const markdownPages = files.filter((f) => /\.mdx?$/.test(f));
  const existingHome = ['tsx', 'jsx', 'ts', 'js'].map((ext) => `content/pages/index.${ext}`).find((f) => facts.exists(f));
  for (const file of markdownPages) {
    droppedRoutes.add(routeOf(file).replace(/^$/, '/'));
    row('left out', `src/pages/${file}`, 'docsgen has no Markdown pages: move it into the docs folder');
  }
  const allRenderable = modules.length > 0 && modules.every((f) => renderable(facts.read(`src/pages/${f}`)));
  if (allRenderable && !existingHome) {
    for (const file of modules) keptRoutes.add(routeOf(file) || '/');
    row('mapped', 'src/pages', `pages.path: React pages docsgen can render (${modules.join(', ')})`);
    return { pagesPath: 'src/pages', keptRoutes, droppedRoutes };
  }
  for (const file of modules) {
    const route = routeOf(file);
    if (route === '/') continue;
    droppedRoutes.add(route);
    row('left out', `src/pages/${file}`, `it uses Docusaurus components docsgen cannot render: rewrite it as content/pages/${file.replace(/\.(jsx|js|ts)$/, '.tsx')} (a React component; see README) — links to ${route} are left out`);
  }
  const docsHome = modules.find((f) => /^index\.(tsx|jsx|ts|js)$/.test(f));
  if (docsRoute === '') {
    if (docsHome) row('left out', `src/pages/${docsHome}`, 'docs-only mode: the docs root is the home page (a doc with slug: /, or the first doc)');
    return { keptRoutes, droppedRoutes };
  }
  if (existingHome) {
    row('mapped', existingHome, 'the home page, as it is');
    return { keptRoutes, droppedRoutes };
  }
  row('different', docsHome ? `src/pages/${docsHome} (home page)` : 'home page', `${docsHome ? 'it uses Docusaurus components docsgen cannot render: ' : 'the site has none: '}wrote a plain content/pages/index.tsx (title, tagline, a link to the docs); edit it`);
  return { write: 'content/pages/index.tsx', keptRoutes, droppedRoutes };
}

const NAV_KEYS: Record<string, string[]> = {
  default: ['label', 'to', 'href', 'className', 'position'],
  link: ['label', 'to', 'href', 'className', 'position'],
  doc: ['docId', 'label', 'position', 'className'],
  docSidebar: ['sidebarId', 'label', 'position', 'className'],
  dropdown: ['label', 'items', 'position', 'className'],
  localeDropdown: ['position', 'className'],
  search: ['position', 'className'],
  html: ['value', 'position', 'className'],
};

interface LinkContext {
  builtPath: (to: string) => boolean;
  row: Row;
  ignoredKeys: Set<string>;
}

/** A navbar or footer link's target as docsgen takes it, or a reason to leave the link out. */
function linkTarget(item: Obj, ctx: LinkContext): { to?: string; href?: string } | string {
  if (isStr(item.href) && item.href) return { href: item.href };
  if (!isStr(item.to) || !item.to) return 'it has no to or href';
  if (item.to.startsWith('pathname://')) return { href: item.to };
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(item.to)) return { href: item.to };
  const to = item.to.startsWith('/') ? item.to : `/${item.to}`;
  if (!ctx.builtPath(to)) return `docsgen builds no page at ${to}`;
  return { to };
}

function pick(item: Obj, keys: string[], ctx: LinkContext): Obj {
  const picked: Obj = {};
  for (const [key, value] of Object.entries(item)) {
    if (keys.includes(key)) picked[key] = value;
    else if (key !== 'type' && value !== undefined) ctx.ignoredKeys.add(key);
  }
  return picked;
}

function mapNavItem(raw: unknown, where: string, ctx: LinkContext, inDropdown = false): Obj | undefined {
  if (!isObj(raw)) return undefined;
  const type = isStr(raw.type) ? raw.type : Array.isArray(raw.items) ? 'dropdown' : 'default';
  const label = isStr(raw.label) ? raw.label : isStr(raw.html) ? 'an HTML item' : type;
  const leave = (why: string) => {
    ctx.row('left out', `${where} "${label}"`, why);
    return undefined;
  };
  if (isStr(raw.docsPluginId) && raw.docsPluginId !== 'default') return leave('it belongs to another docs plugin, which is not migrated');
  if (type === 'docsVersionDropdown' || type === 'docsVersion') return leave('docsgen builds the current docs only');
  if (!(type in NAV_KEYS) || (inDropdown && !['default', 'link', 'doc', 'docSidebar'].includes(type))) return leave(`docsgen has no ${type} items${type.startsWith('custom-') ? ' (custom components)' : ''}`);
  const item: Obj = type === 'default' ? {} : { type };
  Object.assign(item, pick(raw, NAV_KEYS[type]!, ctx));
  if (type === 'default' || type === 'link') {
    if (!isStr(raw.label) || !raw.label) {
      // An icon link (its text in aria-label, or HTML): docsgen links have a text label.
      const text = textLabel(raw);
      if (!text) return leave('docsgen links need a text label');
      item.label = text;
      ctx.row('different', `${where} (no label)`, `labelled "${text}" from its ${isStr(raw['aria-label']) && raw['aria-label'] ? 'aria-label' : 'html'}: docsgen links have a text label`);
    }
    const target = linkTarget(raw, ctx);
    if (typeof target === 'string') return leave(target);
    delete item.to;
    delete item.href;
    Object.assign(item, target);
  }
  if (type === 'doc' && !isStr(raw.docId)) return leave('it names no docId');
  if (type === 'docSidebar' && !isStr(raw.sidebarId)) return leave('it names no sidebarId');
  if (type === 'dropdown') {
    const children = (Array.isArray(raw.items) ? raw.items : []).map((child, i) => mapNavItem(child, `${where} "${label}" item ${i + 1}`, ctx, true)).filter((c): c is Obj => c !== undefined);
    if (children.length === 0) return leave('none of its items could be kept');
    item.items = children;
  }
  if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') delete item.position;
  return item;
}

/** The text of a label-less link: its aria-label, or its HTML's text. */
function textLabel(raw: Obj): string {
  if (isStr(raw['aria-label']) && raw['aria-label'].trim()) return raw['aria-label'].trim();
  if (isStr(raw.html)) return raw.html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return '';
}

function mapLogo(raw: unknown, where: string, row: Row): Obj | undefined {
  if (!isObj(raw) || !isStr(raw.src)) return undefined;
  const logo: Obj = { alt: isStr(raw.alt) ? raw.alt : '', src: staticUrl(raw.src) };
  if (isStr(raw.srcDark)) logo.srcDark = staticUrl(raw.srcDark);
  if (isStr(raw.href)) logo.href = raw.href;
  for (const key of ['width', 'height']) {
    const value = raw[key];
    const n = typeof value === 'number' ? value : isStr(value) && /^\d+(px)?$/.test(value) ? parseInt(value, 10) : undefined;
    if (n !== undefined) logo[key] = n;
  }
  const dropped = ['target', 'className', 'style'].filter((k) => raw[k] !== undefined);
  if (dropped.length) row('different', `${where} ${dropped.join(', ')}`, 'docsgen logos take alt, src, srcDark, href, width and height');
  return logo;
}

function mapNavbar(raw: unknown, builtPath: (to: string) => boolean, row: Row): Obj | undefined {
  if (!isObj(raw)) return undefined;
  const ctx: LinkContext = { builtPath, row, ignoredKeys: new Set() };
  const navbar: Obj = {};
  if (isStr(raw.title)) navbar.title = raw.title;
  const logo = mapLogo(raw.logo, 'navbar.logo', row);
  if (logo) navbar.logo = logo;
  if (typeof raw.hideOnScroll === 'boolean') navbar.hideOnScroll = raw.hideOnScroll;
  if (raw.style === 'dark' || raw.style === 'primary') navbar.style = raw.style;
  const items = (Array.isArray(raw.items) ? raw.items : []).map((item, i) => mapNavItem(item, `navbar item ${i + 1}`, ctx)).filter((i): i is Obj => i !== undefined);
  navbar.items = items;
  const parts = [navbar.title !== undefined ? 'title' : '', logo ? 'logo' : '', `${items.length} item${items.length === 1 ? '' : 's'}`].filter(Boolean);
  row('mapped', 'navbar', parts.join(', '));
  if (ctx.ignoredKeys.size) row('different', `navbar item options ${[...ctx.ignoredKeys].sort().join(', ')}`, 'docsgen has no such options: the items are kept without them');
  return navbar;
}

function mapFooter(raw: unknown, builtPath: (to: string) => boolean, row: Row): Obj | undefined {
  if (!isObj(raw)) return undefined;
  const ctx: LinkContext = { builtPath, row, ignoredKeys: new Set() };
  const footer: Obj = {};
  if (raw.style === 'light' || raw.style === 'dark') footer.style = raw.style;
  const mapItem = (item: unknown, where: string): Obj | undefined => {
    if (!isObj(item)) return undefined;
    const label = isStr(item.label) && item.label ? item.label : textLabel(item);
    if (!label || (isStr(item.html) && !isStr(item.href) && !isStr(item.to))) {
      row('left out', `${where} (${isStr(item.html) ? 'html' : 'no label'})`, 'docsgen footer links are { label, to | href }: rewrite it as a link');
      return undefined;
    }
    if (label !== item.label) row('different', `${where} (no label)`, `labelled "${label}": docsgen links have a text label`);
    const target = linkTarget(item, ctx);
    if (typeof target === 'string') {
      row('left out', `${where} "${label}"`, target);
      return undefined;
    }
    const { to: _to, href: _href, html: _html, ...picked } = pick(item, ['label', 'to', 'href', 'className', 'html'], ctx);
    return { ...picked, label, ...target };
  };
  const links = Array.isArray(raw.links) ? raw.links : [];
  const columns = links.every((l) => isObj(l) && Array.isArray(l.items));
  if (columns) {
    footer.links = links
      .map((column, c) => {
        const col = column as Obj;
        const title = isStr(col.title) && col.title ? col.title : 'Links';
        const items = (col.items as unknown[]).map((item, i) => mapItem(item, `footer "${title}" item ${i + 1}`)).filter((i): i is Obj => i !== undefined);
        if (!isStr(col.title) || !col.title) row('different', `footer column ${c + 1}`, 'docsgen footer columns have a title: named "Links"');
        return { title, items };
      })
      .filter((col) => col.items.length > 0);
  } else {
    const items = links.map((item, i) => mapItem(item, `footer item ${i + 1}`)).filter((i): i is Obj => i !== undefined);
    if (items.length) footer.links = [{ title: 'Links', items }];
    row('different', 'footer links (one row)', 'docsgen footers have titled columns: the links are one column, "Links"');
  }
  const logo = mapLogo(raw.logo, 'footer.logo', row);
  if (logo) footer.logo = logo;
  if (isStr(raw.copyright)) footer.copyright = raw.copyright;
  row('mapped', 'footer', `${(footer.links as unknown[] | undefined)?.length ?? 0} link column(s)${footer.copyright ? ', copyright' : ''}${logo ? ', logo' : ''}`);
  if (ctx.ignoredKeys.size) row('different', `footer link options ${[...ctx.ignoredKeys].sort().join(', ')}`, 'docsgen has no such options: the links are kept without them');
  return footer;
}

function prismThemeName(value: unknown): string | undefined {
  const origin = standInOf(value);
  if (!origin) return undefined;
  const fromPath = /^prism-react-renderer\/themes\/([^/]+)/.exec(origin.specifier)?.[1];
  if (fromPath) return fromPath;
  return origin.specifier === 'prism-react-renderer' && origin.path[0] === 'themes' ? origin.path[1] : undefined;
}

function mapThemeConfig(theme: Obj, out: Obj, row: Row): void {
  const handled = new Set(['navbar', 'footer']);
  const copy = (key: string, keys: string[], target = key): Obj | undefined => {
    handled.add(key);
    const raw = theme[key];
    if (!isObj(raw)) return undefined;
    const picked: Obj = {};
    const dropped: string[] = [];
    for (const [k, v] of Object.entries(raw)) {
      if (keys.includes(k)) picked[k] = v;
      else if (v !== undefined) dropped.push(k);
    }
    out[target] = picked;
    row('mapped', key === target ? key : `themeConfig.${key}`, key === target ? Object.keys(picked).join(', ') || 'as it is' : `${target}: ${Object.keys(picked).join(', ')}`, [target]);
    if (dropped.length) row('left out', `${key} ${dropped.join(', ')}`, `docsgen's ${target} takes ${keys.join(', ')}`);
    return picked;
  };
  copy('announcementBar', ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']);
  copy('colorMode', ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']);
  copy('tableOfContents', ['minHeadingLevel', 'maxHeadingLevel']);
  const algolia = copy('algolia', ['appId', 'apiKey', 'indexName', 'contextualSearch', 'searchParameters', 'searchPagePath', 'externalUrlRegex', 'replaceSearchResultPathname', 'insights', 'maxResultsPerGroup', 'missingResultsUrl', 'disableUserPersonalization'], 'search');
  if (algolia) out.search = { provider: 'algolia', ...algolia };
  else row('different', 'search', 'docsgen has its own embedded search (Pagefind), built with the site: nothing to set up');

  handled.add('image');
  if (isStr(theme.image)) {
    out.image = staticUrl(theme.image);
    row('mapped', 'themeConfig.image', 'image (the social card)', ['image']);
  }

  handled.add('prism');
  const prism = isObj(theme.prism) ? theme.prism : {};
  const light = prism.theme === undefined ? 'palenight' : prismThemeName(prism.theme);
  const dark = prism.darkTheme === undefined ? light : prismThemeName(prism.darkTheme);
  const shiki = (name: string | undefined) => (name === undefined ? 'a custom theme' : (PRISM_TO_SHIKI[name] ?? 'no Shiki theme alike'));
  const same = shiki(light) === DOCSGEN_CODE_THEMES.light && shiki(dark) === DOCSGEN_CODE_THEMES.dark;
  row(same ? 'mapped' : 'different', `prism themes ${light ?? 'custom'} / ${dark ?? 'custom'}`,
    `Shiki ${shiki(light)} / ${shiki(dark)}${same ? ': what docsgen highlights with' : `; docsgen highlights with ${DOCSGEN_CODE_THEMES.light} / ${DOCSGEN_CODE_THEMES.dark} (not configurable yet)`}`);
  const prismRest = Object.keys(prism).filter((k) => k !== 'theme' && k !== 'darkTheme' && prism[k] !== undefined && !(Array.isArray(prism[k]) && (prism[k] as unknown[]).length === 0));
  if (prismRest.length) row('different', `prism ${prismRest.join(', ')}`, "docsgen's Shiki highlights every language it knows and the Docusaurus highlight comments; other options are not read");

  for (const [key, value] of Object.entries(theme)) {
    if (handled.has(key) || value === undefined) continue;
    row('left out', `themeConfig.${key}`, key === 'metadata' ? "add the meta tags to a Document template (copy docsgen's templates/)" : key === 'docs' ? 'docsgen sidebars are not hideable; categories collapse as the sidebars file says' : 'docsgen has no such theme option');
  }
}

function mapMarkdown(raw: unknown, out: Obj, row: Row): void {
  if (!isObj(raw)) return;
  const markdown: Obj = {};
  if (raw.format === 'mdx' || raw.format === 'md' || raw.format === 'detect') markdown.format = raw.format;
  if (Object.keys(markdown).length) {
    out.markdown = markdown;
    row('mapped', 'markdown.format', `'${markdown.format as string}'`);
  }
  const hooks = isObj(raw.hooks) ? raw.hooks : {};
  if (isStr(hooks.onBrokenMarkdownLinks) && severities.includes(hooks.onBrokenMarkdownLinks)) {
    out.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
    row('mapped', 'markdown.hooks.onBrokenMarkdownLinks', `onBrokenMarkdownLinks: '${hooks.onBrokenMarkdownLinks}'`);
  }
  if (hooks.onBrokenMarkdownImages !== undefined) row('different', 'markdown.hooks.onBrokenMarkdownImages', 'a missing image is a build error in docsgen');
  const notes: Record<string, [RowKind, string]> = {
    mermaid: ['different', 'docsgen renders ```mermaid blocks when the site has the mermaid package installed'],
    mdx1Compat: ['different', 'docsgen reads MDX 1 habits ({#id} headings, <!-- comments -->) always'],
    preprocessor: ['left out', 'docsgen reads the files as they are'],
    parseFrontMatter: ['left out', 'docsgen parses front matter as YAML'],
    remarkRehypeOptions: ['left out', "docsgen's Markdown pipeline takes no options"],
    anchors: ['left out', 'docsgen makes heading ids as GitHub does ({#id} to choose one)'],
    emoji: ['left out', 'docsgen has no emoji option'],
  };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'format' || key === 'hooks' || value === undefined || value === false) continue;
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
