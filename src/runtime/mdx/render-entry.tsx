/**
 * Renders one compiled MDX doc to HTML at build time, inside the bundle the build makes of the
 * site's MDX docs (cli/mdx/render.ts), so the doc and its components share this React and this
 * context.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MdxContext, type MdxRenderContext } from './site-context.tsx';

/** React 19 puts preload hints for images before the markup it renders: a doc's body holds none. */
const RESOURCE_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/;

export function renderMdxDoc(Content: ComponentType, context: MdxRenderContext): string {
  return renderToStaticMarkup(
    <MdxContext.Provider value={context}>
      <Content />
    </MdxContext.Provider>,
  ).replace(RESOURCE_HINTS, '');
}
