/**
 * An island's props as they travel from the build to the browser (JSON in `data-props`), shared
 * by the build's render (island.tsx) and the browser's (island-client.tsx), so both render the
 * component with the very same props and hydration matches. Elements (children, a `title` written
 * as JSX) travel as the HTML the build rendered them to; what JSON cannot hold (functions,
 * symbols, class instances) does not travel, and the build warns where the element is written.
 */
import { createElement, isValidElement, type ReactNode } from 'react';
import { ISLAND_AT } from './island-mark.ts';

/** The key of a JSON object that stands for rendered HTML. */
const HTML = '__docsgenHtml';

/** What cannot be sent, and why; `path` names the prop (`options.onChange`). */
export interface UnsentProp {
  path: string;
  kind: string;
}

/** Props → JSON-safe value; elements become `{ __docsgenHtml }` through `render`, what cannot travel is left out and told to `unsent`. */
export function encodeProps(props: Readonly<Record<string, unknown>>, render: (node: ReactNode) => string, unsent: (prop: UnsentProp) => void): Record<string, unknown> {
  const encode = (value: unknown, path: string): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : (unsent({ path, kind: String(value) }), undefined);
    if (value === undefined) return undefined;
    if (isValidElement(value) || (Array.isArray(value) && hasElement(value))) return { [HTML]: render(value as ReactNode) };
    if (Array.isArray(value)) return value.map((item, i) => encode(item, `${path}[${i}]`) ?? null);
    const proto = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
    if (proto === Object.prototype || proto === null) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value as object)) {
        const encoded = encode(item, `${path}.${key}`);
        if (encoded !== undefined) out[key] = encoded;
      }
      return out;
    }
    unsent({ path, kind: typeof value === 'object' ? `a ${(proto as { constructor?: { name?: string } } | undefined)?.constructor?.name ?? 'class'} object` : `a ${typeof value}` });
    return undefined;
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === ISLAND_AT) continue;
    const encoded = encode(value, key);
    if (encoded !== undefined) out[key] = encoded;
  }
  return out;
}

function hasElement(items: readonly unknown[]): boolean {
  return items.some((item) => isValidElement(item) || (Array.isArray(item) && hasElement(item)));
}

/** JSON from `encodeProps` → props: rendered HTML comes back as an element that holds it. */
export function decodeProps(json: unknown): Record<string, unknown> {
  const decode = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(decode);
    if (value === null || typeof value !== 'object') return value;
    const html = (value as Record<string, unknown>)[HTML];
    if (typeof html === 'string') return staticHtml(html);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
  };
  return decode(json) as Record<string, unknown>;
}

/** HTML the build made, shown as it is: React neither renders nor hydrates inside it. */
function staticHtml(html: string): ReactNode {
  return createElement('docsgen-html', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } });
}
