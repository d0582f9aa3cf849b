/**
 * Scripts inlined in `<head>` that must run before the first paint (color mode, announcement bar)
 * or even when the bundle never loads (the base URL banner). Storage that throws counts as empty.
 */
import type { RouteData, SiteData } from '../data.ts';

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** Set by the client entry as soon as it runs; its absence means the bundle did not load. */
export const CLIENT_FLAG = 'docsgen';

/** What the client bundle leaves under `CLIENT_FLAG`. */
export interface ClientFlag {
  version: 1;
  /** The app's React, by module name, for the site's islands (docs/islands.ts). */
  react: Record<string, unknown>;
}

/**
 * Decision order: `?docsgen-theme=` (or Docusaurus' `?docusaurus-theme=`, so links made for a
 * Docusaurus site keep working), the stored choice, the system preference when respected, the
 * default. `?docsgen-data-x=y` becomes `data-x="y"` on `<html>` (embedding sites use it to
 * adjust the page before paint).
 */
export function colorModeScript({ colorMode }: Pick<SiteData, 'colorMode'>): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = colorMode;
  return `(function(){var d=document.documentElement,p=new URLSearchParams(location.search);function get(k){try{return localStorage.getItem(k)}catch(e){return null}}
var s=p.get('docsgen-theme')||p.get('docusaurus-theme')||${disableSwitch ? 'null' : `get(${JSON.stringify(THEME_STORAGE_KEY)})`};
var t=s==='dark'||s==='light'?s:null;
if(!t&&${respectPrefersColorScheme}&&window.matchMedia){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':matchMedia('(prefers-color-scheme: light)').matches?'light':null}
d.setAttribute('data-theme',t||${JSON.stringify(defaultMode === 'dark' ? 'dark' : 'light')});
p.forEach(function(v,k){var m=/^(?:docsgen|docusaurus)-data-([a-z0-9-]+)$/.exec(k);if(m)d.setAttribute('data-'+m[1],v)});})();`;
}

export function announcementScript({ announcementBar }: Pick<SiteData, 'announcementBar'>): string | undefined {
  if (!announcementBar) return undefined;
  return `(function(){var v=false;try{v=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(announcementBar.id)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'}catch(e){}
document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(v));})();`;
}

/**
 * When the site is opened under a path other than `baseUrl`, asset URLs miss and the bundle never
 * runs: the reader sees an unstyled page. This says why and what `baseUrl` should probably be —
 * the current path minus the route's own path, so it is right on any page, not only the home page.
 * Its elements have Docusaurus's ids.
 */
export function baseUrlBannerScript(site: Pick<SiteData, 'baseUrl' | 'baseUrlIssueBanner'>, route: Pick<RouteData, 'path' | 'kind'>): string | undefined {
  if (route.kind === 'notFound' || site.baseUrlIssueBanner === false) return undefined;
  const base = site.baseUrl;
  const own = route.path.replace(/^\/|\/$/g, '');
  return `document.addEventListener('DOMContentLoaded',function(){var b=${JSON.stringify(base)},r=${JSON.stringify(own)},p=location.pathname;
if(window[${JSON.stringify(CLIENT_FLAG)}]&&p.indexOf(b)===0)return;
var s=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');if(r&&s.toLowerCase().replace(/\\/$/,'').slice(-r.length-1)==='/'+r.toLowerCase())s=s.replace(/\\/$/,'').slice(0,-r.length);if(s.slice(-1)!=='/')s+='/';
if(s===b)return;
var c=document.createElement('div');c.id='__docusaurus-base-url-issue-banner-container';
var box=document.createElement('div');box.id='__docusaurus-base-url-issue-banner';box.setAttribute('role','alert');c.appendChild(box);
box.style.cssText='border:2px solid #b91c1c;background:#fef2f2;color:#1c1e21;padding:1rem 1.5rem;margin:1rem;font:16px/1.5 system-ui,sans-serif;border-radius:8px';
[['strong','This site did not load properly.'],['p','A very common reason is a wrong baseUrl in site.config.ts.'],['p','Current configured baseUrl = '+b+(b==='/'?' (default value)':'')],['p','We suggest trying baseUrl = '+s]].forEach(function(x){var e=document.createElement(x[0]);e.textContent=x[1];e.style.display='block';e.style.margin='0.25rem 0';box.appendChild(e)});
document.body.prepend(c)});`;
}
