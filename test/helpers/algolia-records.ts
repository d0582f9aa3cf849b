/** A few DocSearch records, as the build writes them, for the fake Algolia hosts. */
import type { HitType, SearchRecord } from '../../src/runtime/search/types.ts';

export function record(
  objectID: string,
  url: string,
  levels: (string | null)[],
  content: string | null = null,
  type: HitType = content ? 'content' : (`lvl${levels.length - 1}` as HitType),
): SearchRecord {
  const [lvl0 = 'Documentation', lvl1 = '', lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = levels;
  const [withoutAnchor, anchor] = url.split('#');
  return {
    objectID,
    url,
    url_without_anchor: withoutAnchor!,
    anchor: anchor ?? null,
    type,
    content,
    hierarchy: { lvl0: lvl0 ?? 'Documentation', lvl1: lvl1 ?? '', lvl2, lvl3, lvl4, lvl5, lvl6 },
    language: 'en',
    docusaurus_tag: ['default', 'docs-default-current'],
    version: ['current'],
    position: 0,
  };
}

const SITE = 'https://docs.example.com';

export const RECORDS: SearchRecord[] = [
  record('1', `${SITE}/docs/Features/picture-component`, ['Features', 'Picture component']),
  record('2', `${SITE}/docs/Features/picture-component#usage`, ['Features', 'Picture component', 'Usage']),
  record('3', `${SITE}/docs/Features/picture-component#usage`, ['Features', 'Picture component', 'Usage'], 'Use the Picture component to serve WebP and AVIF images with a fallback.'),
  record('4', `${SITE}/docs/Features/build-mode`, ['Features', 'Build mode']),
  record('5', `${SITE}/docs/Features/build-mode#options`, ['Features', 'Build mode', 'Options'], 'Build mode optimizes every image once at build time.'),
  record('6', `${SITE}/docs/intro`, ['Documentation', 'Introduction'], 'Optimize images of a Next.js static export at build time.'),
];

/** `count` records that all match `query`, for paging. */
export function manyRecords(count: number, word = 'image'): SearchRecord[] {
  return Array.from({ length: count }, (_, i) =>
    record(`many-${i}`, `${SITE}/docs/page-${i}#section`, ['Guides', `Page ${i}`, `Section ${i}`], `Paragraph ${i} about the ${word} loader.`),
  );
}
