/**
 * The settings a DocSearch index needs, as DocSearch's crawler template sets them for Docusaurus
 * sites: facets for contextual search, the hierarchy and content searchable (hierarchy first,
 * position within an attribute ignored), one hit per URL, page titles before their sections.
 */
import type { IndexSettings } from 'algoliasearch';
import { HIT_LEVELS } from '../../runtime/search/types.ts';

export const DOCSEARCH_INDEX_SETTINGS: IndexSettings = {
  // `language` and `docusaurus_tag` are the contextual filters; `version` and `type` help a site filter by hand.
  attributesForFaceting: ['language', 'docusaurus_tag', 'version', 'type'],
  searchableAttributes: [...HIT_LEVELS.map((level) => `unordered(hierarchy.${level})`), 'content'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // A heading and the paragraphs under it share one URL: show the best of them once.
  distinct: true,
  attributeForDistinct: 'url',
  // Records are numbered within their page (0 = the page title): earlier sections win ties.
  customRanking: ['asc(position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
};
