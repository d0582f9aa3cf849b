/**
 * The text of a piece of a doc's HTML, never its markup: `raw-html.ts` keeps the text of HTML
 * blocks, `details.ts` the text of a `<summary>`.
 */

/** An HTML tag or comment. */
export const TAG_OR_COMMENT = /<\/?[A-Za-z][^<>]*>|<!--[\s\S]*?-->/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

/** The common named entities decoded; others stay as written (the page escapes them as text). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);
}
