// The rest of themeConfig: announcement bar, color mode, table of contents, Algolia, social card, and Prism themes as Shiki names.
import type { Row } from './rows.ts';
import { staticUrl } from './site-paths.ts';
import { isObj, standInOf, type Obj } from './stand-ins.ts';

const isStr = (value: unknown): value is string => typeof value === 'string';

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

function prismThemeName(value: unknown): string | undefined {
  const origin = standInOf(value);
  if (!origin) return undefined;
  const fromPath = /^prism-react-renderer\/themes\/([^/]+)/.exec(origin.specifier)?.[1];
  if (fromPath) return fromPath;
  return origin.specifier === 'prism-react-renderer' && origin.path[0] === 'themes' ? origin.path[1] : undefined;
}

export function mapThemeConfig(theme: Obj, out: Obj, row: Row): void {
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
