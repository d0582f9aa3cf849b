// Modules generated at build time by `siteModulesPlugin`.
declare module 'docsgen:templates' {
  import type { Templates } from '../../runtime/app/templates.ts';
  export const Document: Templates['Document'];
  export const DocPage: Templates['DocPage'];
  export const CategoryPage: Templates['CategoryPage'];
  export const TagsPage: Templates['TagsPage'];
  export const SearchPage: Templates['SearchPage'];
  export const NotFoundPage: Templates['NotFoundPage'];
  export const Page: Templates['Page'];
  export const RedirectPage: Templates['RedirectPage'];
}

declare module 'docsgen:pages' {
  import type { PageModuleExports } from '../../runtime/app/templates.ts';
  /** Server: the modules; client: functions loading them. */
  export const pages: Record<string, PageModuleExports | (() => Promise<PageModuleExports>)>;
}
