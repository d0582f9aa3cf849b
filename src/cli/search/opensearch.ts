/**
 * The OpenSearch description that lets a browser offer "search this site" from its address bar,
 * pointing at the search page, as Docusaurus writes it.
 */
import type { SiteConfig } from '../config/schema.ts';
import { absoluteUrl } from '../routes/routes.ts';

export const OPENSEARCH_FILE = 'opensearch.xml';

export function openSearchDescription(config: SiteConfig): string {
  const searchPath = config.search.searchPagePath;
  if (searchPath === false) throw new Error('no search page: nothing to describe');
  const template = `${absoluteUrl(config, `/${searchPath.replace(/^\/|\/$/g, '')}`)}?q={searchTerms}`;
  const favicon = config.favicon ? absoluteUrl(config, config.favicon) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${xml(config.title)}</ShortName>`,
    `  <Description>Search ${xml(config.title)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    favicon ? `  <Image type="${favicon.endsWith('.svg') ? 'image/svg+xml' : 'image/x-icon'}">${xml(favicon)}</Image>` : '',
    `  <Url type="text/html" method="get" template="${xml(template)}"/>`,
    `  <moz:SearchForm>${xml(config.url.replace(/\/$/, '') + config.baseUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
