/**
 * Docusaurus's `npm2yarn` code blocks: a fence whose meta says `npm2yarn` (` ```bash npm2yarn `)
 * becomes tabs npm / Yarn / pnpm, the commands converted by `npm-to-yarn` as
 * `@docusaurus/remark-plugin-npm2yarn` converts them, with its labels and values (`npm`, `yarn`
 * labelled "Yarn", `pnpm`). The group has `groupId="npm2yarn"` (the plugin's `sync: true`, as
 * docusaurus.io sets it): a reader's choice is the same in every block of the site, and kept.
 *
 * An MDX doc gets `<Tabs>`/`<TabItem>` elements, drawn by `@theme/Tabs` (theme/Tabs.tsx). A
 * Markdown doc (the fast path, no React) gets the same markup written here as hast: a test
 * compares the two. Each panel holds the fence as a normal code block (Shiki, copy button); the
 * rest of the meta (`title="…"`) stays on each.
 */
import type { Code, Nodes, Root } from 'mdast';
import npmToYarn from 'npm-to-yarn';
import { walkMdast, SKIP } from './walk.ts';

/** Its types describe the CommonJS build; Node (and esbuild) load its ES module, whose default export is the function. */
const convert = npmToYarn as unknown as (command: string, to: 'yarn' | 'pnpm') => string;

const WORD = /(?:^|\s)npm2yarn(?=\s|$)/;

/** Docusaurus's tabs, in its order, with its labels. */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;
export const NPM2YARN_GROUP = 'npm2yarn';

/** As theme/Tabs.tsx writes it: the container is marked before the page is painted. */
export const TABS_BEFORE_PAINT = 'document.currentScript.parentNode.classList.add("tabs-container--js")';

/** The local names the doc's module imports the components under (no clash with the doc's own). */
const TABS = 'Npm2YarnTabs';
const TAB_ITEM = 'Npm2YarnTabItem';

export function isNpm2Yarn(node: Code): boolean {
  return node.meta != null && WORD.test(node.meta);
}

function commands(node: Code): { value: string; label: string; code: Code }[] {
  const meta = node.meta!.replace(WORD, ' ').trim() || null;
  return MANAGERS.map(({ value, label }) => ({
    value,
    label,
    code: { type: 'code', lang: node.lang, meta, value: value === 'npm' ? node.value : convert(node.value, value), ...(node.position ? { position: node.position } : {}) },
  }));
}

/** `mdx`: the doc is compiled as MDX (tabs as components); otherwise as hast markup. */
export function remarkNpm2Yarn({ mdx }: { mdx: boolean }) {
  return (tree: Root) => {
    let found = false;
    walkMdast(tree, (node, index, parent) => {
      if (node.type !== 'code' || !isNpm2Yarn(node)) return;
      parent.children[index] = (mdx ? tabsElement(node) : tabsMarkup(node)) as never;
      found = true;
      return SKIP;
    });
    if (found && mdx) tree.children.unshift(tabsImport() as never);
  };
}

/** `<Npm2YarnTabs groupId="npm2yarn"><Npm2YarnTabItem value="npm" label="npm">…`, as the Docusaurus plugin makes them. */
function tabsElement(node: Code) {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: TABS,
    attributes: [attribute('groupId', NPM2YARN_GROUP)],
    children: commands(node).map(({ value, label, code }) => ({ type: 'mdxJsxFlowElement', name: TAB_ITEM, attributes: [attribute('value', value), attribute('label', label)], children: [code] })),
  };
}

function tabsImport() {
  const declaration = (local: string, source: string) => ({
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
  });
  return {
    type: 'mdxjsEsm',
    value: `import ${TABS} from '@theme/Tabs'\nimport ${TAB_ITEM} from '@theme/TabItem'`,
    data: { estree: { type: 'Program', sourceType: 'module', body: [declaration(TABS, '@theme/Tabs'), declaration(TAB_ITEM, '@theme/TabItem')] } },
  };
}

/** An mdast node remark-rehype turns into the element `tagName` with `properties` and its children. */
function element(tagName: string, properties: Record<string, unknown>, children: Nodes[] = [], hChildren?: unknown[]): Nodes {
  return { type: 'npm2yarnElement', data: { hName: tagName, hProperties: properties, ...(hChildren ? { hChildren } : {}) }, children } as unknown as Nodes;
}

/** The markup theme/Tabs.tsx draws for these tabs, the first one chosen. */
function tabsMarkup(node: Code): Nodes {
  const tabs = commands(node);
  const chosen = tabs[0]!.value;
  const text = (value: string) => ({ type: 'text', value }) as Nodes;
  return element('div', { className: ['tabs-container'], dataTabs: '', dataEnhance: '', dataGroupId: NPM2YARN_GROUP, dataDefault: chosen }, [
    element('script', {}, [], [{ type: 'text', value: TABS_BEFORE_PAINT }]),
    element(
      'ul',
      { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs'] },
      tabs.map(({ value, label }) =>
        element('li', { role: 'tab', tabIndex: value === chosen ? 0 : -1, ariaSelected: String(value === chosen), className: value === chosen ? ['tabs__item', 'tabs__item--active'] : ['tabs__item'], dataValue: value }, [text(label)]),
      ),
    ),
    ...tabs.map(({ value, label, code }) =>
      element('div', { role: 'tabpanel', className: ['tabs__panel'], dataValue: value, ...(value === chosen ? { dataSelected: '' } : {}) }, [element('p', { className: ['tabs__label'] }, [text(label)]), code]),
    ),
  ]);
}
