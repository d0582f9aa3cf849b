import type { Pagination as PaginationData } from '../data.ts';

export function Pagination({ pagination }: { pagination: PaginationData }) {
  const { prev, next } = pagination;
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {prev && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.href}>
          <div className="pagination-nav__sublabel">Previous</div>
          <div className="pagination-nav__label">{prev.title}</div>
        </a>
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href}>
          <div className="pagination-nav__sublabel">Next</div>
          <div className="pagination-nav__label">{next.title}</div>
        </a>
      )}
    </nav>
  );
}
