import type { DocCard } from '../data.ts';

/** Small line icons (drawn here rather than emoji, which not every system can render). */
const ICON_PATHS: Record<DocCard['kind'], string> = {
  category: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.4l2 2h8.6A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  doc: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  external: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

function CardIcon({ kind }: { kind: DocCard['kind'] }) {
  return (
    <svg className="doc-card__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The card grid of a category's generated index page. Beside docsgen's own classes, Docusaurus's
 * (Infima's grid and card), which a site's CSS written for Docusaurus may target.
 */
export function DocCards({ cards }: { cards: DocCard[] }) {
  return (
    <section className="doc-cards row" aria-label="Pages in this category">
      {cards.map((card) => (
        <article key={card.href} className="doc-card col col--6 margin-bottom--lg">
          <a className="doc-card__link card padding--lg" href={card.href}>
            <h2 className="doc-card__title text--truncate" title={card.title}>
              <CardIcon kind={card.kind} />
              <span>{card.title}</span>
            </h2>
            {card.description && (
              <p className="doc-card__description text--truncate" title={card.description}>
                {card.description}
              </p>
            )}
          </a>
        </article>
      ))}
    </section>
  );
}
