/**
 * What templates and page modules compose: `import { Layout, Sidebar } from 'docsgen/runtime'`.
 */
export { App } from './app/App.tsx';
export { usePage, useSite, useBaseUrl } from './app/context.tsx';
export type { DocumentProps, Templates, PageModuleExports } from './app/templates.ts';
export type * from './data.ts';
export { Layout } from './shell/Layout.tsx';
export { Navbar, SearchButton } from './shell/Navbar.tsx';
export { Footer } from './shell/Footer.tsx';
export { AnnouncementBar } from './shell/AnnouncementBar.tsx';
export { SkipToContent, SKIP_TARGET_ID } from './shell/SkipToContent.tsx';
export { ColorModeToggle } from './shell/ColorModeToggle.tsx';
export { Link } from './shell/Link.tsx';
export { Sidebar } from './docs/Sidebar.tsx';
export { Breadcrumbs } from './docs/Breadcrumbs.tsx';
export { TableOfContents, TableOfContentsCollapsible } from './docs/TableOfContents.tsx';
export { Pagination } from './docs/Pagination.tsx';
export { EditLink } from './docs/EditLink.tsx';
export { DocCards } from './docs/DocCards.tsx';
export { DocContent } from './docs/DocContent.tsx';
export { colorModeScript, announcementScript, baseUrlBannerScript } from './head/inline-scripts.ts';
export { searchPreconnectUrl } from './search/algolia-hosts.ts';
export { SearchPageContent } from './search/page/SearchPageContent.tsx';
export { SearchMeta } from './head/SearchMeta.tsx';
export { useNavigation } from './router/navigation.ts';
export { ErrorBoundary, PageCrash, errorChain } from './app/ErrorBoundary.tsx';
export { useHydrated } from './app/use-hydrated.ts';
export { useColorMode, setColorMode } from './shell/color-mode.ts';
export { GENERATOR, DOCUSAURUS_COMPATIBLE_VERSION } from './version.ts';
