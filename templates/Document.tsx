/**
 * The HTML document around every page. Edit it to add tags to every `<head>`.
 */
import { announcementScript, baseUrlBannerScript, colorModeScript, GENERATOR, readingVersion, SearchMeta, searchPreconnectUrl, type DocumentProps } from 'docsgen/runtime';

/** Without JavaScript there is no mobile menu: narrow screens show the docs sidebar above the content. */
const NO_SCRIPT_CSS =
  '@media (max-width: 996px){.docs-wrapper{flex-direction:column}.doc-sidebar{display:block;width:auto;border-right:0;border-bottom:1px solid var(--dg-border)}.doc-sidebar .menu{position:static;max-height:none}}';

export default function Document({ site, route, appHtml, assets, data, canonicalUrl }: DocumentProps) {
  const locale = site.i18n.localeConfigs[site.i18n.currentLocale];
  const title = route.title ? `${route.title} | ${site.title}` : site.title;
  const announcement = announcementScript(site);
  const baseUrlBanner = baseUrlBannerScript(site, route);
  const searchHost = searchPreconnectUrl(site.search);
  const isSearchPage = route.kind === 'search';
  // A versioned site's doc or category page: its version's class, and noindex for a `noIndex` version.
  const version = readingVersion(site, route);
  const htmlClass = [isSearchPage && 'search-page-wrapper', version?.className].filter(Boolean).join(' ');
  return (
    <html lang={locale?.htmlLang ?? 'en'} dir={locale?.direction ?? 'ltr'} data-theme={site.colorMode.defaultMode} className={htmlClass || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={route.description} />
        {route.keywords && <meta name="keywords" content={route.keywords.join(', ')} />}
        {(route.noIndex || version?.noIndex) && <meta name="robots" content="noindex" />}
        {isSearchPage && <meta property="robots" content="noindex, follow" />}
        <meta name="generator" content={GENERATOR} />
        <SearchMeta site={site} route={route} />
        <link rel="canonical" href={canonicalUrl} />
        {route.markdown && <link rel="alternate" type="text/markdown" href={route.markdown} />}
        <meta property="og:type" content={route.kind === 'doc' ? 'article' : 'website'} />
        <meta property="og:site_name" content={site.title} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={route.description} />
        <meta property="og:url" content={canonicalUrl} />
        <meta property="og:locale" content={(locale?.htmlLang ?? 'en').replace('-', '_')} />
        {route.image && <meta property="og:image" content={route.image} />}
        <meta name="twitter:card" content="summary_large_image" />
        {route.image && <meta name="twitter:image" content={route.image} />}
        <meta name="color-scheme" content="light dark" />
        {site.favicon && <link rel="icon" href={site.favicon} />}
        {searchHost && <link rel="preconnect" href={searchHost} crossOrigin="anonymous" />}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript(site) }} />
        {announcement && <script dangerouslySetInnerHTML={{ __html: announcement }} />}
        {baseUrlBanner && <script dangerouslySetInnerHTML={{ __html: baseUrlBanner }} />}
        {route.kind === 'redirect' && <meta httpEquiv="refresh" content={`0; url=${route.to}`} />}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.js.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <div id="__docsgen" dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script id="__docsgen-data" type="application/json" dangerouslySetInnerHTML={{ __html: data }} />
      </body>
    </html>
  );
}
