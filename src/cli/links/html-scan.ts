/**
 * What the link gate needs from one HTML page: the ids it holds (anchor targets) and the URLs it
 * refers to (links and assets). A tag scanner, not a parser: it only has to read tags, and over a
 * thousand pages that each carry a thousand sidebar links it is about twice as fast as a full
 * tokenizer (measured: 1.0 s vs 2.2 s for htmlparser2 over 256 MB). It understands quoted and
 * unquoted attributes, comments and the raw text of <script> and <style>, which is all our
 * generated HTML (React, hast-util-to-html) and ordinary hand-written HTML use. A malformed tag
 * is skipped whole, so the scanner can miss a link there but never invents one.
 */

export interface PageLink {
  /** The attribute value, entities decoded, as the page wrote it. */
  url: string;
  /** A navigation (`<a>`, `<area>`): only these take a reader to an anchor. */
  navigation: boolean;
}

export interface PageScan {
  /** Every `id`, and the `name` of `<a name>`: what `#fragment` can point at. */
  ids: Set<string>;
  links: PageLink[];
  /** `<base href>`, when the page sets one: relative links resolve against it. */
  base: string | undefined;
}

// One alternative per thing the scanner stops at: a comment, or a start tag with its attributes.
// Each part of the attribute grammar starts with a character the others cannot, so a failed match
// backtracks linearly (no nested ambiguous quantifiers).
const TAG =
  /<!--[\s\S]*?-->|<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Elements whose content is raw text: a `<a href>` inside a script string is not a link. */
const RAW_TEXT_END = new Map([
  ['script', /<\/script\s*>/gi],
  ['style', /<\/style\s*>/gi],
]);

/** Which attributes of which elements hold a URL (the HTML standard's list, as link checkers use). */
const URL_ATTRIBUTES = new Map<string, readonly string[]>([
  ['a', ['href']],
  ['area', ['href']],
  ['link', ['href']],
  ['img', ['src', 'srcset']],
  ['source', ['src', 'srcset']],
  ['script', ['src']],
  ['iframe', ['src']],
  ['frame', ['src']],
  ['embed', ['src']],
  ['audio', ['src']],
  ['video', ['src', 'poster']],
  ['track', ['src']],
  ['input', ['src']],
  ['object', ['data']],
  ['meta', ['content']],
]);

/** `<link rel>` values whose href names a host to connect to, not a resource. */
const HOST_HINTS = new Set(['dns-prefetch', 'preconnect']);

export function scanHtml(html: string): PageScan {
  const scan: PageScan = { ids: new Set(), links: [], base: undefined };
  TAG.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html))) {
    const tagName = match[1]?.toLowerCase();
    if (tagName === undefined) continue; // a comment
    if (match[2] && mayMatter(tagName, match[2])) readTag(tagName, attributesOf(match[2]), scan);
    const end = RAW_TEXT_END.get(tagName);
    if (end) {
      end.lastIndex = TAG.lastIndex;
      if (!end.exec(html)) break;
      TAG.lastIndex = end.lastIndex;
    }
  }
  return scan;
}

/**
 * Whether a tag's attributes can hold anything the gate reads. Most tags of a page are the spans
 * of highlighted code, with a `style` and nothing else: parsing their attributes was half the
 * scan. A tag without URL attributes matters only if its attributes might spell an `id`
 * (looked for loosely: a match inside a quoted value just means the attributes are read).
 */
function mayMatter(tagName: string, source: string): boolean {
  return URL_ATTRIBUTES.has(tagName) || tagName === 'base' || MAY_HAVE_ID.test(source);
}
const MAY_HAVE_ID = /\sid\s*=/i;
/** `data-noBrokenLinkCheck`, as attribute names are read (lower case). */
const NO_CHECK = 'data-nobrokenlinkcheck';

function readTag(tagName: string, attributes: Map<string, string>, scan: PageScan): void {
  const id = attributes.get('id');
  if (id) scan.ids.add(id);
  if (tagName === 'a') {
    const name = attributes.get('name');
    if (name) scan.ids.add(name);
  }
  if (tagName === 'base') {
    scan.base ??= attributes.get('href');
    return;
  }
  if (tagName === 'link' && HOST_HINTS.has(attributes.get('rel')?.toLowerCase() ?? '')) return;
  // Docusaurus's way for a link to opt out of the check (a page its host serves, not the build).
  if (tagName === 'a' && attributes.has(NO_CHECK)) return;
  for (const name of URL_ATTRIBUTES.get(tagName) ?? []) {
    const value = attributes.get(name);
    if (value === undefined) continue;
    for (const url of urlsIn(tagName, name, value, attributes)) {
      scan.links.push({ url, navigation: tagName === 'a' || tagName === 'area' });
    }
  }
}

function urlsIn(tagName: string, name: string, value: string, attributes: Map<string, string>): string[] {
  if (name === 'srcset') return srcsetUrls(value);
  if (tagName === 'meta') return metaUrls(value, attributes);
  const url = value.trim();
  return url ? [url] : [];
}

/** `a.png 1x, b.png 2x` → the URLs (a candidate is a URL, then optional descriptors). */
function srcsetUrls(value: string): string[] {
  return value
    .split(/,(?:\s+|$)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** `<meta content>` is a URL only in a refresh redirect or when it is an absolute URL (og:image…). */
function metaUrls(content: string, attributes: Map<string, string>): string[] {
  if (attributes.get('http-equiv')?.toLowerCase() === 'refresh') {
    const url = /^\s*\d*(?:\.\d*)?\s*[;,]\s*(?:url\s*=\s*)?(['"]?)(.+?)\1\s*$/i.exec(content)?.[2];
    return url ? [url] : [];
  }
  return /^https?:\/\//i.test(content.trim()) ? [content.trim()] : [];
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = ATTRIBUTE.exec(source))) {
    const name = match[1]!.toLowerCase();
    // As in browsers, the first of two same-named attributes wins.
    if (attributes.has(name)) continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

const NAMED = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

/**
 * Character references in an attribute value. React and hast-util-to-html only write `&amp;`,
 * `&lt;`, `&gt;`, `&quot;` and numeric references; other named ones are left as written.
 */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  // A named reference needs its `;` here: browsers leave `?a=1&lt=2` in a URL alone.
  return value.replace(/&(?:#(\d+);?|#x([\da-f]+);?|([a-z]+);)/gi, (whole, dec: string, hex: string, name: string) => {
    if (name) return NAMED.get(name.toLowerCase()) ?? whole;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
