import type { DocCard } from '../data.ts';

const ICONS: Record<DocCard['kind'], string> = { category: '🗃️', doc: '📄️', external: '🔗' };

/** The card grid of a category's generated index page. */
export function DocCards({ cards }: { cards: DocCard[] }) {
  return (
    <section className="doc-cards">
      {cards.map((card) => (
        <article key={card.href} className="doc-card">
          <a className="doc-card__link" href={card.href}>
            <h2 className="doc-card__title" title={card.title}>
              <span aria-hidden="true">{ICONS[card.kind]}</span> {card.title}
            </h2>
            {card.description && <p className="doc-card__description">{card.description}</p>}
          </a>
        </article>
      ))}
    </section>
  );
}
