/**
 * A search page as it crosses to the search thread (records.ts `wirePage`): its sections, when
 * they wait in a build's spill, as where they are, read on the thread it comes to.
 */
import type { CompiledDoc } from '../content/model.ts';
import { readPlace, type TextPlace } from '../content/text-spill.ts';
import type { SearchPage, SearchPageSection } from './records.ts';

export type WirePage = SearchPage | (Omit<SearchPage, 'sections'> & { sectionsAt: { headings: TextPlace; searchSections: TextPlace } });

/** A page posted by `wirePage`, its sections read now. */
export function pageFromWire(page: WirePage): SearchPage {
  if (!('sectionsAt' in page)) return page;
  const { sectionsAt, ...rest } = page;
  const headings = JSON.parse(readPlace(sectionsAt.headings)) as CompiledDoc['headings'];
  const searchSections = JSON.parse(readPlace(sectionsAt.searchSections)) as CompiledDoc['searchSections'];
  return { ...rest, sections: sectionsOf(headings, searchSections) };
}

/** A page's sections: its search text under each heading, each heading with its text. */
export function sectionsOf(headings: CompiledDoc['headings'], searchSections: CompiledDoc['searchSections']): SearchPageSection[] {
  const headingText = new Map(headings.map((h) => [h.id, h.text]));
  return searchSections.map((section) => ({
    heading: section.heading ? { ...section.heading, text: headingText.get(section.heading.id) ?? section.heading.id } : null,
    texts: section.texts,
  }));
}
