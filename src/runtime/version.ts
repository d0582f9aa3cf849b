/**
 * docsgen's version in the browser, put in by the client bundle (`define`); absent when the
 * runtime runs unbundled (unit tests under tsx).
 */
declare const __DOCSGEN_VERSION__: string | undefined;

export const DOCSGEN_VERSION: string | undefined = typeof __DOCSGEN_VERSION__ === 'string' ? __DOCSGEN_VERSION__ : undefined;
