/**
 * The footer of a doc's page and the tag pages' content, as HTML made at build time: they need no
 * code in the browser (the page sets it as inner HTML), so they cost the first visit no script.
 * The markup and classes are Docusaurus's (`theme-doc-footer-tags-row`, `tag` links, "Last updated
 * on … by …"), so a site's CSS written for Docusaurus finds them.
 */
import type { LinkedTag } from '../content/tags.ts';
import { lastUpdateHtml, type LastUpdate } from '../content/last-update.ts';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same markup as the runtime's `EditLink` (test/runtime/edit-link-html.test.ts checks they agree). */
export function editLinkHtml(href: string): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page"><svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M34.5 11.7l-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zM5 28.8l18.5-18.5 6.3 6.3L11.3 35H5v-6.2z"></path></svg>Edit this page</a>`;
}

/** A tag's link; with a count on the tags page. */
export function tagLinkHtml(tag: Pick<LinkedTag, 'label' | 'href' | 'description'>, count?: number): string {
  const title = tag.description ? ` title="${escapeHtml(tag.description)}"` : '';
  const counted = count === undefined ? '' : `<span class="tag__count">${count}</span>`;
  return `<a rel="tag"${title} class="tag ${count === undefined ? 'tag--regular' : 'tag--count'}" href="${escapeHtml(tag.href)}">${escapeHtml(tag.label)}${counted}</a>`;
}

/**
 * A doc's footer: its tags, then its edit link and last update. A doc with an edit link alone has
 * that link alone, as before tags and last updates (a site without them looks as it did).
 */
export function docFooterHtml(tags: readonly LinkedTag[], editUrl: string | undefined, lastUpdate: LastUpdate | undefined, locale: string): string | undefined {
  const edit = editUrl ? editLinkHtml(editUrl) : '';
  if (tags.length === 0 && !lastUpdate) return edit || undefined;
  let html = '';
  if (tags.length > 0) {
    const items = tags.map((tag) => `<li class="tag-item">${tagLinkHtml(tag)}</li>`).join('');
    html += `<div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><b>Tags:</b><ul class="tags padding--none margin-left--sm">${items}</ul></div></div>`;
  }
  if (edit || lastUpdate) {
    html += `<div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col">${edit}</div><div class="col last-updated">${lastUpdate ? lastUpdateHtml(lastUpdate, locale) : ''}</div></div>`;
  }
  return html;
}

/** A tag of the tags page: its link and how many listed docs it has. */
export interface ListedTag {
  label: string;
  href: string;
  description: string | undefined;
  count: number;
}

/** The tags page's content: its tags grouped by first letter, letters and labels in order, each with its count. */
export function tagsListHtml(tags: readonly ListedTag[]): string {
  const groups = new Map<string, ListedTag[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  const letters = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  const articles = letters.map((letter) => {
    const items = groups.get(letter)!.sort((a, b) => a.label.localeCompare(b.label)).map((tag) => `<li class="tag-item">${tagLinkHtml(tag, tag.count)}</li>`).join('');
    return `<article><h2 id="${escapeHtml(letter)}">${escapeHtml(letter)}</h2><ul class="tags padding--none">${items}</ul><hr></article>`;
  });
  return `<h1>Tags</h1><section class="margin-vert--lg">${articles.join('')}</section>`;
}

/** "One doc tagged with "X"" / "3 docs tagged with "X"", as Docusaurus titles a tag's page. */
export function tagPageTitle(label: string, count: number): string {
  return `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${label}"`;
}

/** A tag's page content: its title, description and a link to all tags, then each doc's title (a link) and description. */
export function tagPageHtml(tag: { label: string; description: string | undefined; unlisted: boolean }, docs: readonly { title: string; href: string; description: string }[], allTagsHref: string): string {
  const banner = tag.unlisted
    ? '<div class="admonition admonition--caution theme-unlisted-banner" role="note" aria-label="Unlisted page"><p class="admonition__title">Unlisted page</p><div class="admonition__content"><p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p></div></div>'
    : '';
  const description = tag.description ? `<p>${escapeHtml(tag.description)}</p>` : '';
  const items = docs.map((doc) => `<article class="margin-vert--lg"><a href="${escapeHtml(doc.href)}"><h2>${escapeHtml(doc.title)}</h2></a>${doc.description ? `<p>${escapeHtml(doc.description)}</p>` : ''}</article>`);
  return `${banner}<header class="margin-bottom--xl"><h1>${escapeHtml(tagPageTitle(tag.label, docs.length))}</h1>${description}<a href="${escapeHtml(allTagsHref)}">View all tags</a></header><section class="margin-vert--lg">${items.join('')}</section>`;
}
