/**
 * Islands at build time: a component of the site's own that an MDX doc uses is wrapped by
 * `island()` (cli/mdx/islands.ts writes the wrapping module), and the doc is rendered in two
 * passes. The first renders the doc with a slot where each island stands; then each island is
 * rendered on its own with `renderToString` (markup React can hydrate, which the doc's static
 * markup is not), its props as the browser will get them, inside `<docsgen-island>` with its
 * module's URL and its props; the browser hydrates it there (docs/islands.ts).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ISLAND_AT, ISLAND_TAG } from './island-mark.ts';
import { decodeProps, encodeProps } from './island-props.ts';
import { MdxContext, type MdxRenderContext } from './site-context.tsx';

/** An island met while rendering: where it goes, and what cannot reach the browser. */
export interface IslandProblem {
  /** `docs/x.mdx:12`, where the element is written (when the compiler marked it). */
  at: string | undefined;
  message: string;
}

interface Pending {
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** The placeholder of its module's URL (cli content assets). */
  module: string;
  name: string;
  label: string;
}

/** The islands of the render in progress (rendering is synchronous: one at a time). */
let pending: Pending[] | undefined;

const SLOT = 'docsgen-island-slot';
const SLOTS = new RegExp(`<${SLOT} data-n="(\\d+)"></${SLOT}>`, 'g');

/** React 19 puts preload hints for images before the markup it renders: a doc's body holds none. */
const RESOURCE_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/;

/** `Component` (a module's export `name`) as an island; anything that is not a component is left as it is. */
export function island<T>(Component: T, module: string, name: string, label: string): T {
  const isComponent = typeof Component === 'function' || (typeof Component === 'object' && Component !== null && '$$typeof' in Component);
  if (!isComponent) return Component;
  const Island = (props: Record<string, unknown>) => {
    if (!pending) return createElement(Component as ComponentType<Record<string, unknown>>, props);
    const n = pending.push({ Component: Component as ComponentType<Record<string, unknown>>, props, module, name, label }) - 1;
    return createElement(SLOT, { 'data-n': String(n) });
  };
  Island.displayName = `Island(${label})`;
  return Island as T;
}

/** Renders `node` to HTML, its islands rendered to hydrate; what cannot reach the browser goes to `problems`. */
export function renderWithIslands(node: ReactNode, context: MdxRenderContext, problems: IslandProblem[]): string {
  const outer = pending;
  const mine: Pending[] = [];
  pending = mine;
  let html: string;
  try {
    html = renderToStaticMarkup(<MdxContext.Provider value={context}>{node}</MdxContext.Provider>).replace(RESOURCE_HINTS, '');
  } finally {
    pending = outer;
  }
  return html.replace(SLOTS, (_, n: string) => islandHtml(mine[Number(n)]!, context, problems));
}

function islandHtml({ Component, props, module, name, label }: Pending, context: MdxRenderContext, problems: IslandProblem[]): string {
  const at = typeof props[ISLAND_AT] === 'string' ? (props[ISLAND_AT] as string) : undefined;
  const encoded = encodeProps(props, (node) => renderWithIslands(node, context, problems), ({ path, kind }) =>
    problems.push({ at, message: `<${label}>'s prop ${path} is ${kind}, which cannot reach the browser: the island renders and hydrates without it. Pass JSON data (strings, numbers, arrays, objects) or elements, or move the logic into the component.` }),
  );
  const inner = renderToString(
    <MdxContext.Provider value={context}>
      <Component {...decodeProps(encoded)} />
    </MdxContext.Provider>,
  ).replace(RESOURCE_HINTS, '');
  return `<${ISLAND_TAG} data-island="${attribute(module)}" data-export="${attribute(name)}" data-props="${attribute(JSON.stringify(encoded))}" data-enhance="" style="display:contents">${inner}</${ISLAND_TAG}>`;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
