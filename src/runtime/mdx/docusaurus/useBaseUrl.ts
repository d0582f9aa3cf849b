/** `@docusaurus/useBaseUrl`: a site path under the base URL, as Docusaurus's hook gives it. */
import { useMdxContext, withBaseUrl } from '../site-context.tsx';

export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { siteConfig } = useMdxContext();
  const path = options.forcePrependBaseUrl && !url.startsWith('/') ? `/${url}` : url;
  const local = withBaseUrl(siteConfig.baseUrl, path);
  return options.absolute && local.startsWith('/') ? siteConfig.url.replace(/\/$/, '') + local : local;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { absolute?: boolean }) => string } {
  const { siteConfig } = useMdxContext();
  return {
    withBaseUrl: (url, options = {}) => {
      const local = withBaseUrl(siteConfig.baseUrl, url);
      return options.absolute && local.startsWith('/') ? siteConfig.url.replace(/\/$/, '') + local : local;
    },
  };
}
