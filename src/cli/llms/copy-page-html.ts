/**
 * The copy-page menu beside a doc's title, as HTML made at build time: a `<details>` (keyboard
 * operable with no script) holding "Copy page as Markdown", "View as Markdown" and "Open in …"
 * links (left out of the link gate: an assistant's address is no page of the site). Its only script is the `ontoggle` attribute, which loads the copy action the first time
 * the menu opens: a page costs no JavaScript for it until then.
 */
import { contentAsset } from '../markdown/content-assets.ts';

export const COPY_PAGE_MODULE = 'copy-page.js';

export interface Assistant {
  label: string;
  /** With `{prompt}` where the prompt goes. */
  url: string;
}

export function copyPageHtml(twinUrl: string, absoluteTwinUrl: string, assistants: readonly Assistant[]): string {
  const prompt = encodeURIComponent(`Read ${absoluteTwinUrl} so I can ask questions about it.`);
  const open = assistants
    .map((a) => `<li><a class="copy-page__item" href="${escape(a.url.replaceAll('{prompt}', prompt))}" target="_blank" rel="noopener noreferrer" data-noBrokenLinkCheck>Open in ${escape(a.label)}</a></li>`)
    .join('');
  const load = `this.open&&import('${contentAsset(COPY_PAGE_MODULE)}').then(m=>m.default(this),()=>{})`;
  return (
    `<details class="copy-page" ontoggle="${escape(load)}">` +
    `<summary class="copy-page__button">Copy page</summary>` +
    `<ul class="copy-page__menu">` +
    `<li><button type="button" class="copy-page__item" data-copy-page="${escape(twinUrl)}">Copy page as Markdown</button></li>` +
    `<li><a class="copy-page__item" href="${escape(twinUrl)}">View as Markdown</a></li>` +
    open +
    `</ul><span class="copy-page__status" role="status"></span></details>`
  );
}

function escape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
