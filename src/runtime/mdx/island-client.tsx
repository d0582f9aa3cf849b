/**
 * Hydrates one island in the browser, inside the bundle of the site's islands (cli/bundle/
 * islands.ts): the component with the props the build rendered it with (island-props.ts) and the
 * site's values the Docusaurus hooks read. React is the page's own (the bundle reads it from
 * docs/islands.ts), so an island adds only its component's code.
 */
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { decodeProps } from './island-props.ts';
import { MdxContext, type MdxSiteConfig } from './site-context.tsx';

export function mount(element: Element, Component: ComponentType<Record<string, unknown>> | undefined, props: unknown, siteConfig: MdxSiteConfig): Root | undefined {
  if (!Component) return undefined;
  return hydrateRoot(
    element,
    <MdxContext.Provider value={{ siteConfig, toc: [] }}>
      <Component {...decodeProps(props)} />
    </MdxContext.Provider>,
  );
}
