/** A page's HTML read as text where KaTeX drew formulas (math.ts), without loading KaTeX. */

/**
 * Text with KaTeX's markup in place of each formula's source (the TeX): a description or excerpt
 * made from a page's HTML then reads `E = mc^2`, not the MathML and the HTML drawing one after the other.
 */
export function katexAsTex(html: string): string {
  if (!html.includes('class="katex"')) return html;
  let out = '';
  let at = 0;
  for (let start = html.indexOf('<span class="katex">', at); start !== -1; start = html.indexOf('<span class="katex">', at)) {
    const end = closingSpan(html, start);
    const tex = /<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/.exec(html.slice(start, end))?.[1] ?? '';
    out += html.slice(at, start) + tex;
    at = end;
  }
  return out + html.slice(at);
}

/** Where the `<span>` opened at `start` ends (after its `</span>`). */
function closingSpan(html: string, start: number): number {
  const tags = /<span\b|<\/span>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</span>' ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}
