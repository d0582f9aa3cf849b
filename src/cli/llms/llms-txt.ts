/**
 * `/llms.txt` as the llmstxt.org proposal lays it out: the site's title, its tagline as the
 * summary, then one `##` section per top-level sidebar category (the sidebar's loose docs under
 * "Docs"), each a list of `[title](twin URL): description`. Nested categories are flattened into
 * their section, in sidebar order; pages without a twin (links elsewhere, unlisted docs) are left out.
 */
import type { SidebarItem } from '../../runtime/data.ts';

export interface TwinPage {
  /** The page's URL as the sidebar names it (base URL included). */
  href: string;
  title: string;
  description: string;
  /** The twin's absolute URL. */
  twinUrl: string;
  /** A doc (in llms-full.txt), or a category's generated index (only listed). */
  kind: 'doc' | 'category';
}

interface Section {
  title: string;
  pages: TwinPage[];
}

export function llmsTxt(site: { title: string; tagline: string }, sidebars: readonly SidebarItem[][], pages: ReadonlyMap<string, TwinPage>): string {
  const lines = [`# ${site.title}`, ''];
  if (site.tagline) lines.push(`> ${oneLine(site.tagline)}`, '');
  for (const section of sections(sidebars, pages)) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) lines.push(`- [${linkText(page.title)}](${page.twinUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The docs in sidebar order, each once, then the docs no sidebar shows: llms-full.txt's order. */
export function docsInOrder(sidebars: readonly SidebarItem[][], pages: ReadonlyMap<string, TwinPage>): TwinPage[] {
  const seen = new Set<string>();
  const ordered: TwinPage[] = [];
  const add = (page: TwinPage | undefined) => {
    if (!page || page.kind !== 'doc' || seen.has(page.href)) return;
    seen.add(page.href);
    ordered.push(page);
  };
  for (const section of sections(sidebars, pages)) section.pages.forEach(add);
  for (const page of pages.values()) add(page);
  return ordered;
}

function sections(sidebars: readonly SidebarItem[][], pages: ReadonlyMap<string, TwinPage>): Section[] {
  const result: Section[] = [];
  for (const items of sidebars) {
    const loose: Section = { title: 'Docs', pages: [] };
    result.push(loose);
    for (const item of items) {
      if (item.type === 'category') result.push({ title: item.label, pages: pagesOf([item], pages) });
      else loose.pages.push(...pagesOf([item], pages));
    }
  }
  return result.filter((s) => s.pages.length > 0);
}

function pagesOf(items: readonly SidebarItem[], pages: ReadonlyMap<string, TwinPage>): TwinPage[] {
  return items.flatMap((item) => {
    const own = item.href === undefined ? undefined : pages.get(item.href);
    const inner = item.type === 'category' ? pagesOf(item.items, pages) : [];
    return own ? [own, ...inner] : inner;
  });
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (c) => `\\${c}`);
}
