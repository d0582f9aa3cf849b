/** A doc's first paragraph as plain text: its description when its front matter has none. */
import { katexAsTex } from './katex-text.ts';

export function excerpt(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = katexAsTex(paragraph)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}
