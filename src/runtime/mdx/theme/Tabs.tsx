/**
 * `@theme/Tabs` with Docusaurus's props (values, defaultValue, groupId, queryString, lazy,
 * className), drawn at build time as complete HTML: the tab list, then every panel under its
 * label. Without JavaScript every panel is there to read, each named; with it, tabs.ts
 * (loaded only by pages that have tabs) shows one panel at a time, keeps the choice of a groupId
 * in sync on the page and in local storage, and reads and writes `?queryString`.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';

interface TabsProps {
  children?: ReactNode;
  values?: { value: string; label?: string; attributes?: Record<string, unknown> }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

/** Marks the container before the page is painted, so JavaScript readers never see all panels at once. */
const BEFORE_PAINT = 'document.currentScript.parentNode.classList.add("tabs-container--js")';

export default function Tabs({ children, values, defaultValue, groupId, queryString, block, className }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement<TabItemProps>(child) && typeof child.props.value === 'string');
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes }));
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  const labelOf = (value: string) => tabs.find((tab) => tab.value === value)?.label ?? value;
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')} data-tabs="" data-enhance="" data-group-id={groupId} data-query-string={query} data-default={chosen ?? undefined}>
      <script dangerouslySetInnerHTML={{ __html: BEFORE_PAINT }} />
      <ul role="tablist" aria-orientation="horizontal" className={block ? 'tabs tabs--block' : 'tabs'}>
        {tabs.map((tab) => (
          <li key={tab.value} role="tab" tabIndex={tab.value === chosen ? 0 : -1} aria-selected={tab.value === chosen} className={tab.value === chosen ? 'tabs__item tabs__item--active' : 'tabs__item'} data-value={tab.value}>
            {tab.label ?? tab.value}
          </li>
        ))}
      </ul>
      {items.map((item) => (
        <div key={item.props.value} role="tabpanel" className={['tabs__panel', item.props.className].filter(Boolean).join(' ')} data-value={item.props.value} data-selected={item.props.value === chosen ? '' : undefined}>
          <p className="tabs__label">{labelOf(item.props.value)}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
