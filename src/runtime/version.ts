/**
 * docsgen's version in the browser and in the pages' HTML, put in by the client and server
 * bundles (`define`); absent when the runtime runs unbundled (unit tests under tsx).
 */
declare const __DOCSGEN_VERSION__: string | undefined;

export const DOCSGEN_VERSION: string | undefined = typeof __DOCSGEN_VERSION__ === 'string' ? __DOCSGEN_VERSION__ : undefined;

/**
 * The Docusaurus release whose content conventions and reader-facing behaviour docsgen follows:
 * a `docs/` folder made for it builds unchanged, and its readers find the same shell and search.
 */
export const DOCUSAURUS_COMPATIBLE_VERSION = '3.7.0';

/**
 * The DocSearch release whose modal docsgen's search modal behaves as (behaviour.md §1): its
 * segments in the search service's agent string say so, as DocSearch's own requests do.
 */
export const DOCSEARCH_COMPATIBLE_VERSION = '3.8.2';

/** Every page's `<meta name="generator">`: what made it, and which Docusaurus it can stand in for. */
export const GENERATOR = `docsgen${DOCSGEN_VERSION ? ` v${DOCSGEN_VERSION}` : ''} (Docusaurus v${DOCUSAURUS_COMPATIBLE_VERSION} compatible)`;
