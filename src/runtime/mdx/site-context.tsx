/**
 * What the Docusaurus hooks an MDX doc may call know of the site while the doc is rendered at
 * build time (render-entry.tsx provides it): the base URL, the site config values Docusaurus
 * exposes, and the doc's own headings (for `<TOCInline>`).
 */
import { createContext, useContext } from 'react';

export interface MdxSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
}

export interface MdxHeading {
  level: number;
  id: string;
  value: string;
}

export interface MdxRenderContext {
  siteConfig: MdxSiteConfig;
  toc: readonly MdxHeading[];
}

export const MdxContext = createContext<MdxRenderContext>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
  toc: [],
});

export function useMdxContext(): MdxRenderContext {
  return useContext(MdxContext);
}

/** `/docs/x` under the base URL; a full URL, an anchor or a relative path as written. */
export function withBaseUrl(baseUrl: string, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return baseUrl.replace(/\/$/, '') + url;
}
