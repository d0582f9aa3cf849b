/**
 * The two lines of a hit row, by record type (DocSearch's rules): a page shows its title over its
 * content; a heading its own text over the page title; a paragraph its text over the page title.
 * Response values are snippets with marks; stored searches have only the raw, plain text.
 */
import { Highlighted } from '../highlight.tsx';
import type { HitLevel, SearchHit } from '../types.ts';
import { ContentIcon, HeadingIcon, PageIcon } from './icons.tsx';

type Attribute = 'content' | `hierarchy.${HitLevel}`;

function raw(hit: SearchHit, attribute: Attribute): string | null {
  if (attribute === 'content') return hit.content;
  return hit.hierarchy[attribute.slice('hierarchy.'.length) as HitLevel];
}

function snippet(hit: SearchHit, attribute: Attribute): string | undefined {
  const tree = hit._snippetResult;
  if (attribute === 'content') return tree?.content?.value;
  return tree?.hierarchy?.[attribute.slice('hierarchy.'.length) as HitLevel]?.value;
}

function Text({ hit, attribute }: { hit: SearchHit; attribute: Attribute }) {
  const value = snippet(hit, attribute);
  return value !== undefined ? <Highlighted value={value} /> : raw(hit, attribute);
}

function lines(hit: SearchHit): { title: Attribute; path?: Attribute } | undefined {
  if (hit.type === 'lvl0') return undefined;
  if (hit.type === 'lvl1') return { title: 'hierarchy.lvl1', path: hit.content !== null && hit.content !== undefined ? 'content' : undefined };
  if (hit.type === 'content') return { title: 'content', path: 'hierarchy.lvl1' };
  return hit.hierarchy[hit.type] ? { title: `hierarchy.${hit.type}`, path: 'hierarchy.lvl1' } : undefined;
}

export function HitText({ hit }: { hit: SearchHit }) {
  const shown = lines(hit);
  if (!shown) return null;
  return (
    <div className="DocSearch-Hit-content-wrapper">
      <span className="DocSearch-Hit-title">
        <Text hit={hit} attribute={shown.title} />
      </span>
      {shown.path && (
        <span className="DocSearch-Hit-path">
          <Text hit={hit} attribute={shown.path} />
        </span>
      )}
    </div>
  );
}

export function HitTypeIcon({ hit }: { hit: SearchHit }) {
  return hit.type === 'lvl1' ? <PageIcon /> : hit.type === 'content' ? <ContentIcon /> : <HeadingIcon />;
}
