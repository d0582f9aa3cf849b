import { useBaseUrl, useSite } from '../app/context.tsx';
import type { Breadcrumb } from '../data.ts';

/** Home (when the site has a home page), then the categories leading to this page, then the page itself as plain text. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const home = useBaseUrl('/');
  const { noHomePage } = useSite();
  if (!items.length) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs-nav theme-doc-breadcrumbs">
      <ul className="breadcrumbs" itemScope itemType="https://schema.org/BreadcrumbList">
        {!noHomePage && (
          <li className="breadcrumbs__item">
            <a className="breadcrumbs__link" href={home} aria-label="Home page">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
              </svg>
            </a>
          </li>
        )}
        {items.map((item, index) => {
          const last = index === items.length - 1;
          if (last || !item.href) {
            return (
              <li key={index} className={`breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`} aria-current={last ? 'page' : undefined}>
                <span className="breadcrumbs__link">{item.label}</span>
              </li>
            );
          }
          return (
            <li key={index} className="breadcrumbs__item" itemScope itemProp="itemListElement" itemType="https://schema.org/ListItem">
              <a className="breadcrumbs__link" href={item.href} itemProp="item">
                <span itemProp="name">{item.label}</span>
              </a>
              <meta itemProp="position" content={String(index + 1)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
