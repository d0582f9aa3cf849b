/**
 * The site and the current route, available to every component of a page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { RouteData, SiteData } from '../data.ts';

export interface PageContextValue {
  site: SiteData;
  route: RouteData;
}

const PageContext = createContext<PageContextValue | null>(null);

export function PageProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() must be used inside <PageProvider>: render pages through <App>.');
  return value;
}

export function useSite(): SiteData {
  return usePage().site;
}

/** A site-absolute URL for a route path (`/docs/intro` → `<baseUrl>docs/intro`). */
export function useBaseUrl(path: string): string {
  const { baseUrl } = useSite();
  return path.startsWith('/') ? baseUrl + path.slice(1) : path;
}
