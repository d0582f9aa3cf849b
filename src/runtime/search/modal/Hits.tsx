/**
 * One section of rows: a header and a listbox of options. Each option is the hit's link itself
 * (role="option" on the `<a>`), so the list holds no interactive element inside an option; row
 * actions, when there are any, sit in a column beside the list and are drawn over the row.
 */
import type { ReactNode } from 'react';
import type { AutocompleteCollection } from '@algolia/autocomplete-core';
import type { SearchHit } from '../types.ts';
import { EnterIcon, TreeIcon } from './icons.tsx';
import { HitText } from './hit-text.tsx';
import { leavesSite } from '../result-url.ts';
import type { SearchApi } from './use-search.ts';

export interface HitsProps {
  api: SearchApi;
  collection: AutocompleteCollection<SearchHit>;
  title: string;
  icon: (hit: SearchHit) => ReactNode;
  externalUrlRegex?: string;
  /** Extra class per row (an action under way). */
  rowClass?: (hit: SearchHit) => string | undefined;
  actions?: (hit: SearchHit, optionId: string) => ReactNode;
}

export function Hits({ api, collection, title, icon, externalUrlRegex, rowClass, actions }: HitsProps) {
  const { source, items } = collection;
  const titleId = `docsearch-${source.sourceId}-title`;
  const rows = items.map((item, index) => {
    const parent = item.__docsearch_parent;
    const next = items[index + 1];
    const itemProps = api.getItemProps({ item, source });
    const external = leavesSite(item.url, { externalUrlRegex });
    const className = ['DocSearch-Hit', parent && 'DocSearch-Hit--Child', rowClass?.(item)].filter(Boolean).join(' ');
    return {
      item,
      optionId: itemProps.id,
      selected: itemProps['aria-selected'],
      className,
      row: (
        <a {...itemProps} href={item.url} tabIndex={-1} className="DocSearch-Hit-link" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          <div className="DocSearch-Hit-Container">
            {parent && <TreeIcon last={next?.__docsearch_parent?.objectID !== parent.objectID} />}
            <div className="DocSearch-Hit-icon">{icon(item)}</div>
            <HitText hit={item} />
            {actions ? (
              <div className="DocSearch-Hit-action-space" />
            ) : (
              <div className="DocSearch-Hit-action">
                <EnterIcon />
              </div>
            )}
          </div>
        </a>
      ),
    };
  });
  return (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source" id={titleId}>
        {title}
      </div>
      <div className="DocSearch-Hits-Rows">
        <ul {...api.getListProps({ source })} aria-labelledby={titleId}>
          {rows.map(({ item, className, row }) => (
            <li key={item.objectID} className={className} role="none">
              {row}
            </li>
          ))}
        </ul>
        {actions && (
          <div className="DocSearch-Hit-Actions-Column">
            {rows.map(({ item, optionId, selected }) => (
              <div key={item.objectID} className={['DocSearch-Hit-actions', selected && 'DocSearch-Hit-actions--selected', rowClass?.(item)].filter(Boolean).join(' ')}>
                {actions(item, optionId)}
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
