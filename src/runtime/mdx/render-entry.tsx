/**
 * Renders one compiled MDX doc to HTML at build time, inside the bundle the build makes of the
 * site's MDX docs (cli/mdx/render.ts), so the doc and its components share this React and this
 * context. Its islands (the site's own components) are rendered to hydrate (island.tsx).
 */
import type { ComponentType } from 'react';
import { renderWithIslands, type IslandProblem } from './island.tsx';
import type { MdxRenderContext } from './site-context.tsx';

export function renderMdxDoc(Content: ComponentType, context: MdxRenderContext): { html: string; problems: IslandProblem[] } {
  const problems: IslandProblem[] = [];
  const html = renderWithIslands(<Content />, context, problems);
  return { html, problems };
}
