/**
 * `@docusaurus/BrowserOnly` at build time: the page holds its fallback, inside an island whose
 * module runs the children function in the browser (the compiler moved that function's source
 * into the module, cli/mdx/compile.ts, and names it in `BROWSER_ONLY_AT`). Without that mark
 * (its children were not one function) the fallback alone, as the build warned.
 */
import { createElement, type ReactNode } from 'react';
import { island } from '../island.tsx';
import { BROWSER_ONLY_AT, ISLAND_AT } from '../island-mark.ts';
import BrowserOnlyClient from './browser-only-client.tsx';

type Props = { children?: () => ReactNode; fallback?: ReactNode } & Record<string, unknown>;

export default function BrowserOnly(props: Props) {
  const where = props[BROWSER_ONLY_AT];
  if (typeof where !== 'string') return <>{props.fallback ?? null}</>;
  const [module, name] = where.split('#') as [string, string];
  const Island = island(BrowserOnlyClient as (props: Record<string, unknown>) => ReactNode, module, name, 'BrowserOnly');
  return createElement(Island, { fallback: props.fallback, [ISLAND_AT]: props[ISLAND_AT] });
}
