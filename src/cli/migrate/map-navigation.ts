// Navbar and footer: items docsgen has, links to pages it builds, labels and logos as its schema takes them.
import type { Row } from './rows.ts';
import { staticUrl } from './site-paths.ts';
import { isObj, type Obj } from './stand-ins.ts';

const isStr = (value: unknown): value is string => typeof value === 'string';

const NAV_KEYS: Record<string, string[]> = {
  default: ['label', 'to', 'href', 'className', 'position'],
  link: ['label', 'to', 'href', 'className', 'position'],
  doc: ['docId', 'label', 'position', 'className'],
  docSidebar: ['sidebarId', 'label', 'position', 'className'],
  dropdown: ['label', 'items', 'position', 'className'],
  localeDropdown: ['position', 'className'],
  docsVersionDropdown: ['position', 'className', 'dropdownItemsBefore', 'dropdownItemsAfter'],
  docsVersion: ['label', 'position', 'className'],
  search: ['position', 'className'],
  html: ['value', 'position', 'className'],
};

interface LinkContext {
  builtPath: (to: string) => boolean;
  row: Row;
  ignoredKeys: Set<string>;
}

/** A navbar or footer link's target as docsgen takes it, or a reason to leave the link out. */
function linkTarget(item: Obj, ctx: LinkContext): { to?: string; href?: string } | string {
  if (isStr(item.href) && item.href) return { href: item.href };
  if (!isStr(item.to) || !item.to) return 'it has no to or href';
  if (item.to.startsWith('pathname://')) return { href: item.to };
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(item.to)) return { href: item.to };
  const to = item.to.startsWith('/') ? item.to : `/${item.to}`;
  if (!ctx.builtPath(to)) return `docsgen builds no page at ${to}`;
  return { to };
}

function pick(item: Obj, keys: string[], ctx: LinkContext): Obj {
  const picked: Obj = {};
  for (const [key, value] of Object.entries(item)) {
    if (keys.includes(key)) picked[key] = value;
    else if (key !== 'type' && value !== undefined) ctx.ignoredKeys.add(key);
  }
  return picked;
}

function mapNavItem(raw: unknown, where: string, ctx: LinkContext, inDropdown = false): Obj | undefined {
  if (!isObj(raw)) return undefined;
  const type = isStr(raw.type) ? raw.type : Array.isArray(raw.items) ? 'dropdown' : 'default';
  const label = isStr(raw.label) ? raw.label : isStr(raw.html) ? 'an HTML item' : type;
  const leave = (why: string) => {
    ctx.row('left out', `${where} "${label}"`, why);
    return undefined;
  };
  if (isStr(raw.docsPluginId) && raw.docsPluginId !== 'default') return leave('it belongs to another docs plugin, which is not migrated');
  if (!(type in NAV_KEYS) || (inDropdown && !['default', 'link', 'doc', 'docSidebar'].includes(type))) return leave(`docsgen has no ${type} items${type.startsWith('custom-') ? ' (custom components)' : ''}`);
  const item: Obj = type === 'default' ? {} : { type };
  Object.assign(item, pick(raw, NAV_KEYS[type]!, ctx));
  if (type === 'default' || type === 'link') {
    if (!isStr(raw.label) || !raw.label) {
      // An icon link (its text in aria-label, or HTML): docsgen links have a text label.
      const text = textLabel(raw);
      if (!text) return leave('docsgen links need a text label');
      item.label = text;
      ctx.row('different', `${where} (no label)`, `labelled "${text}" from its ${isStr(raw['aria-label']) && raw['aria-label'] ? 'aria-label' : 'html'}: docsgen links have a text label`);
    }
    const target = linkTarget(raw, ctx);
    if (typeof target === 'string') return leave(target);
    delete item.to;
    delete item.href;
    Object.assign(item, target);
  }
  if (type === 'doc' && !isStr(raw.docId)) return leave('it names no docId');
  if (type === 'docSidebar' && !isStr(raw.sidebarId)) return leave('it names no sidebarId');
  if (type === 'dropdown') {
    const children = (Array.isArray(raw.items) ? raw.items : []).map((child, i) => mapNavItem(child, `${where} "${label}" item ${i + 1}`, ctx, true)).filter((c): c is Obj => c !== undefined);
    if (children.length === 0) return leave('none of its items could be kept');
    item.items = children;
  }
  if (type === 'docsVersionDropdown') {
    // Its own links around the versions: kept as a dropdown's items are.
    for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
      const links = (Array.isArray(raw[key]) ? raw[key] : []).map((child, i) => mapNavItem(child, `${where} ${key} item ${i + 1}`, ctx, true)).filter((c): c is Obj => c !== undefined);
      if (links.length > 0) item[key] = links;
      else delete item[key];
    }
  }
  if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') delete item.position;
  return item;
}

/** The text of a label-less link: its aria-label, or its HTML's text. */
function textLabel(raw: Obj): string {
  if (isStr(raw['aria-label']) && raw['aria-label'].trim()) return raw['aria-label'].trim();
  if (isStr(raw.html)) return raw.html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return '';
}

function mapLogo(raw: unknown, where: string, row: Row): Obj | undefined {
  if (!isObj(raw) || !isStr(raw.src)) return undefined;
  const logo: Obj = { alt: isStr(raw.alt) ? raw.alt : '', src: staticUrl(raw.src) };
  if (isStr(raw.srcDark)) logo.srcDark = staticUrl(raw.srcDark);
  if (isStr(raw.href)) logo.href = raw.href;
  for (const key of ['width', 'height']) {
    const value = raw[key];
    const n = typeof value === 'number' ? value : isStr(value) && /^\d+(px)?$/.test(value) ? parseInt(value, 10) : undefined;
    if (n !== undefined) logo[key] = n;
  }
  const dropped = ['target', 'className', 'style'].filter((k) => raw[k] !== undefined);
  if (dropped.length) row('different', `${where} ${dropped.join(', ')}`, 'docsgen logos take alt, src, srcDark, href, width and height');
  return logo;
}

export function mapNavbar(raw: unknown, builtPath: (to: string) => boolean, row: Row): Obj | undefined {
  if (!isObj(raw)) return undefined;
  const ctx: LinkContext = { builtPath, row, ignoredKeys: new Set() };
  const navbar: Obj = {};
  if (isStr(raw.title)) navbar.title = raw.title;
  const logo = mapLogo(raw.logo, 'navbar.logo', row);
  if (logo) navbar.logo = logo;
  if (typeof raw.hideOnScroll === 'boolean') navbar.hideOnScroll = raw.hideOnScroll;
  if (raw.style === 'dark' || raw.style === 'primary') navbar.style = raw.style;
  const items = (Array.isArray(raw.items) ? raw.items : []).map((item, i) => mapNavItem(item, `navbar item ${i + 1}`, ctx)).filter((i): i is Obj => i !== undefined);
  navbar.items = items;
  const parts = [navbar.title !== undefined ? 'title' : '', logo ? 'logo' : '', `${items.length} item${items.length === 1 ? '' : 's'}`].filter(Boolean);
  row('mapped', 'navbar', parts.join(', '));
  if (ctx.ignoredKeys.size) row('different', `navbar item options ${[...ctx.ignoredKeys].sort().join(', ')}`, 'docsgen has no such options: the items are kept without them');
  return navbar;
}

export function mapFooter(raw: unknown, builtPath: (to: string) => boolean, row: Row): Obj | undefined {
  if (!isObj(raw)) return undefined;
  const ctx: LinkContext = { builtPath, row, ignoredKeys: new Set() };
  const footer: Obj = {};
  if (raw.style === 'light' || raw.style === 'dark') footer.style = raw.style;
  const mapItem = (item: unknown, where: string): Obj | undefined => {
    if (!isObj(item)) return undefined;
    const label = isStr(item.label) && item.label ? item.label : textLabel(item);
    if (!label || (isStr(item.html) && !isStr(item.href) && !isStr(item.to))) {
      row('left out', `${where} (${isStr(item.html) ? 'html' : 'no label'})`, 'docsgen footer links are { label, to | href }: rewrite it as a link');
      return undefined;
    }
    if (label !== item.label) row('different', `${where} (no label)`, `labelled "${label}": docsgen links have a text label`);
    const target = linkTarget(item, ctx);
    if (typeof target === 'string') {
      row('left out', `${where} "${label}"`, target);
      return undefined;
    }
    const { to: _to, href: _href, html: _html, ...picked } = pick(item, ['label', 'to', 'href', 'className', 'html'], ctx);
    return { ...picked, label, ...target };
  };
  const links = Array.isArray(raw.links) ? raw.links : [];
  const columns = links.every((l) => isObj(l) && Array.isArray(l.items));
  if (columns) {
    footer.links = links
      .map((column, c) => {
        const col = column as Obj;
        const title = isStr(col.title) && col.title ? col.title : 'Links';
        const items = (col.items as unknown[]).map((item, i) => mapItem(item, `footer "${title}" item ${i + 1}`)).filter((i): i is Obj => i !== undefined);
        if (!isStr(col.title) || !col.title) row('different', `footer column ${c + 1}`, 'docsgen footer columns have a title: named "Links"');
        return { title, items };
      })
      .filter((col) => col.items.length > 0);
  } else {
    const items = links.map((item, i) => mapItem(item, `footer item ${i + 1}`)).filter((i): i is Obj => i !== undefined);
    if (items.length) footer.links = [{ title: 'Links', items }];
    row('different', 'footer links (one row)', 'docsgen footers have titled columns: the links are one column, "Links"');
  }
  const logo = mapLogo(raw.logo, 'footer.logo', row);
  if (logo) footer.logo = logo;
  if (isStr(raw.copyright)) footer.copyright = raw.copyright;
  row('mapped', 'footer', `${(footer.links as unknown[] | undefined)?.length ?? 0} link column(s)${footer.copyright ? ', copyright' : ''}${logo ? ', logo' : ''}`);
  if (ctx.ignoredKeys.size) row('different', `footer link options ${[...ctx.ignoredKeys].sort().join(', ')}`, 'docsgen has no such options: the links are kept without them');
  return footer;
}
