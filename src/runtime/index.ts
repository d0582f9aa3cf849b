/**
 * What templates and page modules compose: `import { Layout, Sidebar } from 'docsgen/runtime'`.
 * The browser's part is `browser-api.ts`; the rest is for the Document template's `<head>`,
 * rendered on the server only.
 */
export * from './browser-api.ts';
export { colorModeScript, announcementScript, baseUrlBannerScript } from './head/inline-scripts.ts';
export { searchPreconnectUrl } from './search/algolia-hosts.ts';
export { SearchMeta } from './head/SearchMeta.tsx';
export { readingVersion } from './versions/choose.ts';
export { GENERATOR, DOCUSAURUS_COMPATIBLE_VERSION } from './version.ts';
