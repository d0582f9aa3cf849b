/**
 * `:::note|tip|info|caution|warning|danger[Optional title]` containers → a titled callout box,
 * and Docusaurus's legacy aliases `:::secondary|important|success`.
 * (The parser knows only container directives: `:name` in running text, e.g. "a:b", is text.)
 */
import type { ContainerDirective, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from './raw-html.ts';
import { walkMdast } from './walk.ts';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/**
 * Docusaurus 3's legacy aliases (theme-classic `Admonition/Types`): each is drawn as the type it
 * stands for, but titled with its own name, untranslated, as Docusaurus titles it. A migrated
 * `:::important` must read "important", not "info".
 */
const ALIASES: Record<string, { type: AdmonitionType; title: string }> = {
  secondary: { type: 'note', title: 'secondary' },
  important: { type: 'info', title: 'important' },
  success: { type: 'tip', title: 'success' },
};

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

/** How a container named `name` is drawn: its styling type, default title and class of its own. */
interface AdmonitionKind {
  type: AdmonitionType;
  title: string;
  /** The name as written, for sites' CSS to tell an alias from its type (Docusaurus's `theme-admonition-<name>`). */
  aliasClass?: string;
}

function admonitionKind(name: string): AdmonitionKind | undefined {
  if ((ADMONITION_TYPES as readonly string[]).includes(name)) return { type: name as AdmonitionType, title: DEFAULT_TITLES[name as AdmonitionType] };
  const alias = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
  return alias && { ...alias, aliasClass: `theme-admonition-${name}` };
}

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const warnings: MarkdownWarning[] = [];
    walkMdast(tree, (node) => {
      // Containers another plugin made (`<details>`) say what they are: not a directive of the doc.
      if (node.type !== 'containerDirective' || node.data?.hName) return;
      const kind = admonitionKind(node.name);
      if (kind) toAdmonition(node, kind);
      else warnings.push({ message: `:::${node.name} is no admonition: its content is shown as a plain block. Use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(', ')}.`, line: node.position?.start.line });
    });
    if (warnings.length > 0) file.data.markdownWarnings = [...(file.data.markdownWarnings ?? []), ...warnings];
  };
}

function toAdmonition(node: ContainerDirective, kind: AdmonitionKind): void {
  let title: PhrasingContent[] = [{ type: 'text', value: kind.title }];
  const first = node.children[0];
  if (first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data && first.data.directiveLabel) {
    title = first.children;
    node.children.shift();
  } else if (typeof node.attributes?.title === 'string' && node.attributes.title) {
    title = [{ type: 'text', value: node.attributes.title }];
  }
  const heading: Paragraph = {
    type: 'paragraph',
    children: title,
    data: { hName: 'p', hProperties: { className: ['admonition__title'] } },
  };
  const body = {
    type: 'paragraph',
    children: [],
    data: { hName: 'div', hProperties: { className: ['admonition__content'] } },
  } as unknown as Paragraph;
  (body as unknown as { children: RootContent[] }).children = node.children as RootContent[];
  node.children = [heading, body];
  node.data = {
    hName: 'div',
    hProperties: { className: ['admonition', `admonition--${kind.type}`, ...(kind.aliasClass ? [kind.aliasClass] : [])], role: 'note', ariaLabel: textOf(title) },
  };
}

function textOf(nodes: PhrasingContent[]): string {
  return nodes.map((n) => ('value' in n ? n.value : 'children' in n ? textOf(n.children as PhrasingContent[]) : '')).join('');
}
