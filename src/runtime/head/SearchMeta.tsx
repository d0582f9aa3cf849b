/**
 * The search metadata Docusaurus puts in every `<head>` (read by the DocSearch crawler, and the
 * facets of our own records): the locale, and on pages of the docs the version and its tag.
 * With a search page, the OpenSearch description link, so browsers can search the site.
 */
import type { RouteData, SiteData } from '../data.ts';
import { searchFacets } from './search-facets.ts';

export function SearchMeta({ site, route }: { site: SiteData; route: RouteData }) {
  const locale = site.i18n.currentLocale;
  const { version, tag } = searchFacets(site, route);
  return (
    <>
      <meta name="docusaurus_locale" content={locale} />
      {version && <meta name="docusaurus_version" content={version} />}
      <meta name="docusaurus_tag" content={tag} />
      <meta name="docsearch:language" content={locale} />
      {version && <meta name="docsearch:version" content={version} />}
      <meta name="docsearch:docusaurus_tag" content={tag} />
      {site.search.searchPagePath !== false && (
        <link rel="search" type="application/opensearchdescription+xml" title={site.title} href={`${site.baseUrl}opensearch.xml`} />
      )}
    </>
  );
}
