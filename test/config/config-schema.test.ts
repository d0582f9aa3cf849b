import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatIssues } from '../../src/cli/config/issues.ts';
import { configSchema } from '../../src/cli/config/schema.ts';

const minimal = { title: 'T', url: 'https://example.com' };

function problems(input: unknown): string[] {
  const result = configSchema.safeParse(input);
  return result.success ? [] : formatIssues(result.error.issues, input, undefined, configSchema);
}

test('fills every default for a minimal config', () => {
  const config = configSchema.parse(minimal);
  assert.is(config.baseUrl, '/');
  assert.equal(config.search, { provider: 'local', searchPagePath: 'search', disableUserPersonalization: false, contextualSearch: true });
  assert.is(config.onBrokenLinks, 'throw');
  assert.is(config.onBrokenMarkdownLinks, 'warn');
  assert.is(config.onBrokenAnchors, 'warn');
  assert.equal(config.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.equal(config.colorMode, { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  assert.is(config.docs.sidebarId, 'tutorialSidebar');
  assert.is(config.docs.routeBasePath, 'docs');
  assert.is(config.navbar.hideOnScroll, false);
});

test("docs.routeBasePath '/' or '' is docs-only mode (kept as ''); a path keeps its slashes out", () => {
  for (const root of ['/', '']) assert.is(configSchema.parse({ ...minimal, docs: { routeBasePath: root } }).docs.routeBasePath, '', JSON.stringify(root));
  assert.is(configSchema.parse({ ...minimal, docs: { routeBasePath: 'guide/v2' } }).docs.routeBasePath, 'guide/v2');
  for (const bad of ['/docs', 'docs/', '//']) assert.match(problems({ ...minimal, docs: { routeBasePath: bad } })[0] ?? '', /^docs\.routeBasePath: /, bad);
});

test('a navbar item of unknown type names the key path, the choices and what was found', () => {
  const lines = problems({ ...minimal, navbar: { items: [{ type: 'doc', docId: 'intro' }, { type: 'dco', docId: 'x' }] } });
  assert.is(lines.length, 1);
  assert.match(lines[0]!, /^navbar\.items\[1\]\.type: expected one of doc, docSidebar, link, dropdown, localeDropdown, docsVersionDropdown, docsVersion, search, html, default, got "dco"$/);
});

test('items without a type are links and need exactly one of to / href', () => {
  assert.equal(problems({ ...minimal, navbar: { items: [{ label: 'GitHub', href: 'https://github.com' }] } }), []);
  const lines = problems({ ...minimal, navbar: { items: [{ label: 'Nowhere' }] } });
  assert.match(lines[0]!, /^navbar\.items\[0\]\.to: expected exactly one of "to"/);
});

test('one message per problem, each with expected and found', () => {
  const lines = problems({ ...minimal, url: 'not a url', baseUrl: 'docs', colorMode: { defaultMode: 'blue' }, onBrokenLinks: 'explode' });
  assert.is(lines.length, 4);
  assert.ok(lines.includes('url: expected a URL starting with http:// or https://, got "not a url"'), lines.join('\n'));
  assert.ok(lines.includes('baseUrl: expected a path that starts and ends with "/", got "docs"'), lines.join('\n'));
  assert.ok(lines.includes('colorMode.defaultMode: expected one of "light", "dark", got "blue"'), lines.join('\n'));
  assert.ok(lines.some((l) => l.startsWith('onBrokenLinks: expected one of "ignore", "log", "warn", "throw", got "explode"')));
});

test('url is the site’s address without a path, and one locale is the default one (as Docusaurus checks them)', () => {
  assert.equal(problems({ ...minimal, url: 'https://example.com/docs/' }), [
    'url: expected the site’s address without a path, such as "https://example.com" (a sub-path such as /docs/ goes in baseUrl), got "https://example.com/docs/"',
  ]);
  assert.equal(problems({ ...minimal, url: 'https://example.com/' }), []);
  assert.match(problems({ ...minimal, i18n: { defaultLocale: 'fr', locales: ['en'] } })[0] ?? '', /^i18n\.locales: expected one locale, the default one/);
  assert.match(problems({ ...minimal, i18n: { locales: ['en', 'fr'] } })[0] ?? '', /^i18n\.locales: expected one locale/);
  assert.equal(problems({ ...minimal, i18n: { defaultLocale: 'fr', locales: ['fr'] } }), []);
});

test('unknown keys are reported by name (typos do not pass silently)', () => {
  const lines = problems({ ...minimal, titel: 'x', navbar: { itemz: [] } });
  assert.ok(lines.some((l) => l.startsWith('unknown key "titel"')), lines.join('\n'));
  assert.ok(lines.some((l) => l.startsWith('navbar: unknown key "itemz"')), lines.join('\n'));
});

test('an unknown key one typo away from a known one at its place says which it may be', () => {
  const lines = problems({ ...minimal, taglin: 'x', docs: { sidebarpath: false }, footer: { links: [{ title: 'Docs', items: [], itmes: [] }] } });
  assert.ok(lines.includes('unknown key "taglin" (did you mean "tagline"?)'), lines.join('\n'));
  assert.ok(lines.includes('docs: unknown key "sidebarpath" (did you mean "sidebarPath"?)'), lines.join('\n'));
  assert.ok(lines.includes('footer.links[0]: unknown key "itmes" (did you mean "items"?)'), lines.join('\n'));
  // Every config object, nested ones and a record's values included.
  const nested = problems({
    ...minimal,
    navbar: { hideOnScrol: true },
    markdown: { mermaids: true },
    colorMode: { defaultmode: 'dark' },
    tableOfContents: { minHeadingLvl: 2 },
    search: { provider: 'algolia', appId: 'a', apiKey: 'b', indexName: 'c', insight: true },
    i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { lable: 'English' } } },
  });
  for (const line of [
    'navbar: unknown key "hideOnScrol" (did you mean "hideOnScroll"?)',
    'markdown: unknown key "mermaids" (did you mean "mermaid"?)',
    'colorMode: unknown key "defaultmode" (did you mean "defaultMode"?)',
    'tableOfContents: unknown key "minHeadingLvl" (did you mean "minHeadingLevel"?)',
    'search: unknown key "insight" (did you mean "insights"?)',
    'i18n.localeConfigs.en: unknown key "lable" (did you mean "label"?)',
  ]) assert.ok(nested.includes(line), `${line}\n-- got:\n${nested.join('\n')}`);
  // Inside a navbar item, other keys are let through, but a required one spelt otherwise is named.
  assert.equal(problems({ ...minimal, navbar: { items: [{ type: 'doc', docID: 'intro' }] } }), ['navbar.items[0].docId: expected a string, got nothing (written "docID"?)']);
  assert.match(problems({ ...minimal, themeConfig: { navbar: {} } }).join('\n'), /unknown key "themeConfig" \(docsgen reads Docusaurus's themeConfig keys at the top level: move navbar/);
  assert.ok(problems({ ...minimal, colour: 'red' }).includes('unknown key "colour" (check the spelling; see the README\'s site.config.ts reference)'));
});

test("an announcement bar with its own background and no text colour gets the text colour that reads on it", () => {
  const bar = (backgroundColor: string, textColor?: string) => configSchema.parse({ ...minimal, announcementBar: { content: 'News', backgroundColor, ...(textColor ? { textColor } : {}) } }).announcementBar;
  assert.is(bar('#fafbfc')?.textColor, '#000');
  assert.is(bar('#20232a')?.textColor, '#fff');
  assert.is(bar('#25c2a0')?.textColor, '#000');
  assert.is(bar('rebeccapurple')?.textColor, '#000', "Docusaurus's default for a colour not written in hex");
  assert.is(bar('#20232a', '#61dafb')?.textColor, '#61dafb', 'one the site chose is kept');
  assert.is(configSchema.parse({ ...minimal, announcementBar: { content: 'News' } }).announcementBar?.textColor, undefined, "without a background, the theme's colours");
});

test('missing required values say what was expected and that nothing was found', () => {
  assert.equal(problems({ url: 'https://example.com' }), ['title: expected a string, got nothing']);
});

test('algolia search needs its credentials, named in Algolia\'s words; local search needs none', () => {
  const lines = problems({ ...minimal, search: { provider: 'algolia', indexName: 'i' } });
  assert.ok(lines.includes('search.appId: `appId` is missing. Set search.appId to your Algolia application ID.'), lines.join('\n'));
  assert.ok(lines.includes('search.apiKey: `apiKey` is missing. Set search.apiKey to the search-only API key of your index.'), lines.join('\n'));
  const empty = problems({ ...minimal, search: { provider: 'algolia', appId: '', apiKey: '', indexName: 'i' } });
  assert.ok(empty.some((l) => l.startsWith('search.appId: `appId` is missing.')), empty.join('\n'));
  assert.ok(empty.some((l) => l.startsWith('search.apiKey: `apiKey` is missing.')), empty.join('\n'));
  const ok = configSchema.parse({ ...minimal, search: { provider: 'algolia', appId: 'A', apiKey: 'K', indexName: 'i' } });
  assert.equal(ok.search, { provider: 'algolia', appId: 'A', apiKey: 'K', indexName: 'i', contextualSearch: true, searchPagePath: 'search', disableUserPersonalization: false, insights: false });
});

test('search takes what Docusaurus takes: searchPagePath null for no page, maxResultsPerGroup 0 for the default', () => {
  const search = configSchema.parse({ ...minimal, search: { provider: 'local', searchPagePath: null, maxResultsPerGroup: 0 } }).search;
  assert.is(search.searchPagePath, false);
  assert.is(search.maxResultsPerGroup, 0);
  assert.ok(problems({ ...minimal, search: { provider: 'local', maxResultsPerGroup: -1 } })[0]!.startsWith('search.maxResultsPerGroup: expected at least 0'));
});

test('TOC levels stay within 2–6 with min ≤ max', () => {
  assert.ok(problems({ ...minimal, tableOfContents: { minHeadingLevel: 1 } })[0]!.startsWith('tableOfContents.minHeadingLevel: expected at least 2'));
  assert.ok(problems({ ...minimal, tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } })[0]!.startsWith('tableOfContents.minHeadingLevel: expected minHeadingLevel to be at most maxHeadingLevel'));
});

test.run();
