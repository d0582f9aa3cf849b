/**
 * Scripts inlined in `<head>` that must run before the first paint: the color mode (stored
 * choice, else the system preference when respected, else the default) and whether the reader
 * dismissed the announcement bar. Storage that throws is treated as empty.
 */
import type { SiteData } from '../data.ts';

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

export function colorModeScript({ colorMode }: Pick<SiteData, 'colorMode'>): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = colorMode;
  return `(function(){var d=document.documentElement;function get(k){try{return localStorage.getItem(k)}catch(e){return null}}
var q=new URLSearchParams(location.search).get('docsgen-theme');var s=q||${disableSwitch ? 'null' : `get(${JSON.stringify(THEME_STORAGE_KEY)})`};
var t=s==='dark'||s==='light'?s:null;
if(!t&&${respectPrefersColorScheme}&&window.matchMedia){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':matchMedia('(prefers-color-scheme: light)').matches?'light':null}
d.setAttribute('data-theme',t||${JSON.stringify(defaultMode === 'dark' ? 'dark' : 'light')});})();`;
}

export function announcementScript({ announcementBar }: Pick<SiteData, 'announcementBar'>): string | undefined {
  if (!announcementBar) return undefined;
  return `(function(){var v=false;try{v=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(announcementBar.id)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==='true'}catch(e){}
document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(v));})();`;
}
