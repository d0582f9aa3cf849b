/** `@docusaurus/useDocusaurusContext`: the site's config values, as an MDX doc reads them. */
import { useMdxContext, type MdxSiteConfig } from '../site-context.tsx';

export default function useDocusaurusContext(): { siteConfig: MdxSiteConfig; siteMetadata: { docusaurusVersion: string }; i18n: { currentLocale: string; defaultLocale: string } } {
  const { siteConfig } = useMdxContext();
  return { siteConfig, siteMetadata: { docusaurusVersion: 'docsgen' }, i18n: { currentLocale: 'en', defaultLocale: 'en' } };
}
