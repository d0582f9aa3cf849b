/**
 * Where an island's module finds the page's React: the client entry lends it under its flag
 * (`window.docsgen.react['react-dom/client']`), and cli/bundle/islands.ts writes this expression
 * into the modules that stand for React in an island's bundle.
 */
import type { CLIENT_FLAG } from '../head/inline-scripts.ts';

const FLAG: typeof CLIENT_FLAG = 'docsgen';

/** The JavaScript expression of React's module `specifier` on the page. */
export function pageReact(specifier: string): string {
  return `globalThis[${JSON.stringify(FLAG)}].react[${JSON.stringify(specifier)}]`;
}
