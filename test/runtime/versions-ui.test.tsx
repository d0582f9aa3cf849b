/**
 * The versions UI rendered on the server from hand-made site data (current "Next", 2.0 latest,
 * 1.0): the dropdown's entries lead to the same doc in each version or its main doc, doc links
 * follow the version read, the banner and badge say what Docusaurus says; and a one-version
 * site's slot is empty.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageProvider, usePage } from '../../src/runtime/app/context.tsx';
import { useHydrated } from '../../src/runtime/app/use-hydrated.ts';
import { deleteStorage, readStorage, writeStorage } from '../../src/runtime/client/storage.ts';
import type { NavbarItem, RouteData, SiteData, VersionData } from '../../src/runtime/data.ts';
import { Link } from '../../src/runtime/shell/Link.tsx';
import { NavbarItemView } from '../../src/runtime/shell/Navbar.tsx';
import { docHref, shownVersion, sidebarHref } from '../../src/runtime/versions/choose.ts';
import { DocVersionBadge, DocVersionBanner, plugVersionsUi } from '../../src/runtime/versions/slot.ts';
import versionsUi from '../../src/runtime/versions/ui.tsx';

function version(name: string, path: string, docs: string[], extra: Partial<VersionData> = {}): VersionData {
  return {
    name,
    label: name === 'current' ? 'Next' : name,
    isLast: false,
    path,
    mainDocId: 'intro',
    draftIds: [],
    sidebars: { docs: { link: { path: `${path}/intro`, label: 'Intro' } } },
    docs: docs.map((id) => ({ id, path: `${path}/${id}`, sidebar: 'docs' })),
    ...extra,
  };
}

const site = {
  title: 'Verso',
  docsPluginId: 'default',
  baseUrl: '/',
  versions: [
    version('current', '/docs/next', ['intro', 'install', 'api'], { banner: 'unreleased', badge: true, className: 'docs-version-current' }),
    version('2.0', '/docs', ['intro', 'install'], { isLast: true, badge: true, className: 'docs-version-2.0' }),
    version('1.0', '/docs/1.0', ['intro', 'getting-started'], { banner: 'unmaintained', badge: true, className: 'docs-version-1.0', noIndex: true }),
  ],
} as unknown as SiteData;

const doc = (docId: string, versionName: string) => ({ kind: 'doc', path: '/x', docId, version: versionName }) as unknown as RouteData;
const home = { kind: 'page', path: '/' } as unknown as RouteData;

const ui = versionsUi({ usePage, useHydrated, Link, storage: { readStorage, writeStorage, deleteStorage }, react: React });

function render(route: RouteData, node: React.ReactNode, on = site): string {
  return renderToStaticMarkup(<PageProvider value={{ site: on, route }}>{node}</PageProvider>);
}

const dropdown: NavbarItem = { type: 'docsVersionDropdown', position: 'right', itemsBefore: [], itemsAfter: [{ label: 'All versions', href: '/versions', external: false }] };

test('choose: the version read, else the preferred, else the latest; the same doc, else the main doc', () => {
  assert.is(shownVersion(site, doc('api', 'current'), '1.0').name, 'current');
  assert.is(shownVersion(site, home, '1.0').name, '1.0');
  assert.is(shownVersion(site, home, 'gone').name, '2.0');
  assert.is(docHref(site.versions[2]!, 'install'), '/docs/1.0/intro');
  assert.is(docHref(site.versions[2]!, 'getting-started'), '/docs/1.0/getting-started');
  assert.is(sidebarHref(site.versions[1]!, 'docs'), '/docs/intro');
  assert.is(sidebarHref(site.versions[1]!, 'other'), '/docs/intro');
});

test('the dropdown on a doc: labelled with the version read, each entry the same doc there or the main doc, then the links after', () => {
  plugVersionsUi(ui);
  try {
    const html = render(doc('install', 'current'), <NavbarItemView item={dropdown} current="/docs/next/install" />);
    assert.match(html, /<summary class="navbar__link">Next<\/summary>/);
    const links = [...html.matchAll(/<a href="([^"]+)" class="dropdown__link"( aria-current="page")?>([^<]+)<\/a>/g)].map((m) => [m[3], m[1], Boolean(m[2])]);
    assert.equal(links, [
      ['Next', '/docs/next/install', true],
      ['2.0', '/docs/install', false],
      ['1.0', '/docs/1.0/intro', false],
      ['All versions', '/versions', false],
    ]);
  } finally {
    plugVersionsUi(undefined);
  }
});

test('off the docs, the dropdown and a docsVersion item show the latest (no preferred version on the server)', () => {
  plugVersionsUi(ui);
  try {
    assert.match(render(home, <NavbarItemView item={dropdown} current="/" />), /<summary class="navbar__link">2\.0<\/summary>/);
    const item: NavbarItem = { type: 'docsVersion', position: 'left' };
    assert.match(render(home, <NavbarItemView item={item} current="/" />), /<a href="\/docs\/intro" class="navbar__item navbar__link">2\.0<\/a>/);
    assert.match(render(doc('api', 'current'), <NavbarItemView item={item} current="/" />), /href="\/docs\/next\/intro" class="navbar__item navbar__link">Next</);
  } finally {
    plugVersionsUi(undefined);
  }
});

test('a navbar doc or docSidebar link follows the version read; a doc missing there leads to its main doc', () => {
  plugVersionsUi(ui);
  try {
    const docLink: NavbarItem = { type: 'link', label: 'API', href: '/docs/api', external: false, position: 'left', docId: 'api' };
    const sidebarLink: NavbarItem = { type: 'link', label: 'Docs', href: '/docs/intro', external: false, position: 'left', sidebarId: 'docs' };
    assert.match(render(doc('intro', 'current'), <NavbarItemView item={docLink} current="/" />), /href="\/docs\/next\/api"/);
    assert.match(render(doc('intro', '1.0'), <NavbarItemView item={docLink} current="/" />), /href="\/docs\/1\.0\/intro"/);
    assert.match(render(doc('intro', '1.0'), <NavbarItemView item={sidebarLink} current="/" />), /href="\/docs\/1\.0\/intro"/);
    const plain: NavbarItem = { type: 'link', label: 'Blog', href: '/blog', external: false, position: 'left' };
    assert.match(render(doc('intro', '1.0'), <NavbarItemView item={plain} current="/" />), /href="\/blog"/);
  } finally {
    plugVersionsUi(undefined);
  }
});

test('banners: unreleased on Next, unmaintained on 1.0, none on the latest; the badge on each', () => {
  plugVersionsUi(ui);
  try {
    const notices = (
      <>
        <DocVersionBanner />
        <DocVersionBadge />
      </>
    );
    const next = render(doc('api', 'current'), notices);
    assert.is(
      next,
      '<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>This is unreleased documentation for Verso <b>Next</b> version.</div>' +
        '<div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/intro">latest version</a></b> (2.0).</div></div>' +
        '<span class="theme-doc-version-badge badge badge--secondary">Version: Next</span>',
    );
    const old = render(doc('intro', '1.0'), notices);
    assert.match(old, /<div>This is documentation for Verso <b>1\.0<\/b>, which is no longer actively maintained\.<\/div>/);
    assert.match(old, /see the <b><a href="\/docs\/intro">latest version<\/a><\/b> \(2\.0\)/);
    assert.is(render(doc('intro', '2.0'), notices), '<span class="theme-doc-version-badge badge badge--secondary">Version: 2.0</span>');
    const category = { kind: 'category', path: '/docs/1.0/category/guides', version: '1.0' } as unknown as RouteData;
    assert.match(render(category, notices), /no longer actively maintained.*see the <b><a href="\/docs\/intro">/);
  } finally {
    plugVersionsUi(undefined);
  }
});

test('a one-version site: the slot is empty, version items draw nothing and links stay as built', () => {
  assert.is(render(doc('api', 'current'), <><DocVersionBanner /><DocVersionBadge /></>), '');
  assert.is(render(home, <NavbarItemView item={dropdown} current="/" />), '');
  const docLink: NavbarItem = { type: 'link', label: 'API', href: '/docs/api', external: false, position: 'left', docId: 'api' };
  assert.match(render(home, <NavbarItemView item={docLink} current="/" />), /href="\/docs\/api"/);
});

test.run();
