/**
 * Highlighted text without innerHTML: a highlight value is escaped text with `<mark>` tags, so it
 * is split on the tags and its entities decoded into React text. Whatever a record or a query
 * holds (`<img onerror>`, `</mark><script>`), it can only ever be shown as text.
 */
import type { ReactNode } from 'react';

export interface Segment {
  text: string;
  marked: boolean;
}

const MARK = /<mark>|<\/mark>/g;

export function highlightSegments(value: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  let last = 0;
  for (const match of value.matchAll(MARK)) {
    if (match.index > last) segments.push({ text: decodeEntities(value.slice(last, match.index)), marked });
    marked = match[0] === '<mark>';
    last = match.index + match[0].length;
  }
  if (last < value.length) segments.push({ text: decodeEntities(value.slice(last)), marked });
  return segments;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** The inverse, for providers that build highlight values from plain text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/** Plain text of a highlight value (group headers, titles, aria labels). */
export function highlightText(value: string): string {
  return highlightSegments(value)
    .map((s) => s.text)
    .join('');
}

export function Highlighted({ value }: { value: string }): ReactNode {
  return highlightSegments(value).map((segment, i) => (segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text));
}
