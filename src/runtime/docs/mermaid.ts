/**
 * Draws a page's Mermaid diagrams (markdown/mermaid.ts marks them): the site's Mermaid renders
 * each one's source, read from the code block the page shows without JavaScript, to an SVG that
 * takes the code's place. The theme follows the colour mode (`data-theme` on `<html>`): when the
 * reader switches it, every diagram on the page is drawn again. A source Mermaid cannot read
 * stays on the page as code. This module is its own bundle with Mermaid (bundle/mermaid.ts),
 * loaded by enhance.ts only on pages that have a diagram.
 */
import mermaid from 'mermaid';

const diagrams = new Set<HTMLElement>();
let drawn = 0;
let observer: MutationObserver | undefined;

export default function drawDiagrams(root: ParentNode): void {
  for (const diagram of root.querySelectorAll<HTMLElement>('[data-mermaid]')) {
    if (diagrams.has(diagram)) continue;
    diagrams.add(diagram);
    void draw(diagram);
  }
  observer ??= new MutationObserver(() => {
    for (const diagram of diagrams) {
      if (diagram.isConnected) void draw(diagram);
      else diagrams.delete(diagram);
    }
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}

async function draw(diagram: HTMLElement): Promise<void> {
  const source = diagram.querySelector('pre')?.textContent ?? '';
  const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default';
  mermaid.initialize({ startOnLoad: false, theme });
  try {
    const { svg, bindFunctions } = await mermaid.render(`mermaid-diagram-${++drawn}`, source);
    let figure = diagram.querySelector<HTMLElement>(':scope > .mermaid-diagram__svg');
    if (!figure) {
      figure = document.createElement('div');
      figure.className = 'mermaid-diagram__svg';
      diagram.append(figure);
    }
    figure.innerHTML = svg;
    figure.dataset.theme = theme;
    bindFunctions?.(figure);
    diagram.classList.add('mermaid-diagram--drawn');
  } catch (error) {
    // The source stays, as code: the reader still has what the author wrote.
    diagram.classList.remove('mermaid-diagram--drawn');
    console.warn(`Mermaid could not draw a diagram: ${(error as Error).message ?? error}`);
  }
}
