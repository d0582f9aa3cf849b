/**
 * What templates and page modules use in the browser: everything `docsgen/runtime` offers but
 * the `<head>` helpers of the Document template, which only the server renders. The client
 * bundle reads `docsgen/runtime` as this module, so the code those helpers share with the search
 * providers (the version, the Algolia hosts) is not in every page's JavaScript.
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
export { DocVersionBanner, DocVersionBadge } from './versions/slot.ts';
export { TableOfContents, TableOfContentsCollapsible } from './docs/TableOfContents.tsx';
export { Pagination } from './docs/Pagination.tsx';
export { EditLink } from './docs/EditLink.tsx';
export { DocCards } from './docs/DocCards.tsx';
export { DocContent } from './docs/DocContent.tsx';
export { SearchPageContent } from './search/page/SearchPageContent.tsx';
export { useNavigation } from './router/navigation.ts';
export { ErrorBoundary, PageCrash, errorChain } from './app/ErrorBoundary.tsx';
export { useHydrated } from './app/use-hydrated.ts';
export { useColorMode, setColorMode } from './shell/color-mode.ts';
