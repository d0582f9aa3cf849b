// Links of the sidebars file to pages docsgen will not build (a Docusaurus React page it cannot render): said in the report, as the file is kept as it is.
import path from 'node:path';
import { loadSidebarsFile } from '../sidebars/load.ts';
import type { ReportRow } from './rows.ts';

interface SidebarLinkItem {
  label: string;
  href: string;
}

/** A row per `link` item of the sidebars file whose site path docsgen builds no page at. */
export async function unbuiltSidebarLinks(siteDir: string, sidebarPath: unknown, builtPath: (path: string) => boolean): Promise<ReportRow[]> {
  if (typeof sidebarPath !== 'string') return [];
  let source;
  try {
    source = await loadSidebarsFile(path.resolve(siteDir, sidebarPath), siteDir);
  } catch {
    // A sidebars file docsgen cannot read is reported by the build, at its line.
    return [];
  }
  return linkItems(source.data)
    .filter((item) => item.href.startsWith('/') && !item.href.startsWith('//') && !builtPath(item.href))
    .map((item) => ({
      kind: 'different',
      what: `${sidebarPath} link "${item.label}"`,
      note: `${item.href}: docsgen builds no page there, so the link gate fails on it: rewrite that page for docsgen (content/pages/, see README) or take the link out of ${sidebarPath}`,
    }));
}

function linkItems(value: unknown, found: SidebarLinkItem[] = [], depth = 0): SidebarLinkItem[] {
  if (depth > 50 || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) linkItems(item, found, depth + 1);
    return found;
  }
  const item = value as Record<string, unknown>;
  if (item.type === 'link' && typeof item.href === 'string') found.push({ label: String(item.label ?? item.href), href: item.href });
  for (const child of Object.values(item)) linkItems(child, found, depth + 1);
  return found;
}
