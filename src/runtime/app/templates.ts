/**
 * The contract between the runtime and a site's `templates/` folder: one component per kind of
 * page. The build resolves each name to the site's file or to docsgen's default.
 */
import type { ComponentType, ReactNode } from 'react';
import type { CategoryRoute, DocRoute, TagsRoute, NotFoundRoute, PageRoute, RedirectRoute, RouteData, SearchRoute, SiteData } from '../data.ts';

export interface DocumentProps {
  site: SiteData;
  route: RouteData;
  /** Server-rendered app markup, placed inside the root element. */
  appHtml: string;
  assets: { css: string[]; js: string[]; preload: string[] };
  /** JSON for the client (route without its HTML, and the site data). */
  data: string;
  canonicalUrl: string;
}

export interface PageModuleExports {
  default: ComponentType;
  meta?: { title?: string; description?: string };
}

export interface Templates {
  Document: ComponentType<DocumentProps>;
  DocPage: ComponentType<{ route: DocRoute; content: ReactNode }>;
  CategoryPage: ComponentType<{ route: CategoryRoute }>;
  TagsPage: ComponentType<{ route: TagsRoute }>;
  SearchPage: ComponentType<{ route: SearchRoute }>;
  NotFoundPage: ComponentType<{ route: NotFoundRoute }>;
  Page: ComponentType<{ route: PageRoute; Component: ComponentType }>;
  RedirectPage: ComponentType<{ route: RedirectRoute }>;
}

export const TEMPLATE_NAMES = ['Document', 'DocPage', 'CategoryPage', 'TagsPage', 'SearchPage', 'NotFoundPage', 'Page', 'RedirectPage'] as const;
