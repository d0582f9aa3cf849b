/** `@docusaurus/Link`: `to` is a site path under the base URL; `href` is used as written. */
import type { AnchorHTMLAttributes } from 'react';
import { useMdxContext, withBaseUrl } from '../site-context.tsx';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; isNavLink?: boolean; activeClassName?: string; autoAddBaseUrl?: boolean };

export default function Link({ to, href, isNavLink: _nav, activeClassName: _active, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const { siteConfig } = useMdxContext();
  const target = to ?? href ?? '#';
  return <a {...rest} href={autoAddBaseUrl ? withBaseUrl(siteConfig.baseUrl, target) : target} />;
}
