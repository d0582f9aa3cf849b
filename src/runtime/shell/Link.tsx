/**
 * An anchor that knows internal from external: external links open in a new tab, safely.
 * (Client-side navigation intercepts internal links by delegation, so this stays a plain `<a>`.)
 */
import type { AnchorHTMLAttributes } from 'react';
import { PLAIN_LINK_ATTRIBUTE, plainLinkPath } from './plain-links.ts';

export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

export function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  // The build has given a `pathname://` link the baseUrl already (site data).
  const plain = plainLinkPath(href);
  if (plain !== undefined) {
    return (
      <a href={plain} {...{ [PLAIN_LINK_ATTRIBUTE]: '' }} {...rest}>
        {children}
      </a>
    );
  }
  const external = isExternalUrl(href) && !href.startsWith('mailto:');
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {external && <ExternalIcon />}
    </a>
  );
}

export function ExternalIcon() {
  return (
    <svg className="icon-external" width="13" height="13" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    </svg>
  );
}
