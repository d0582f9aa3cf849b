/**
 * What each template puts in the HTML of the real site: complete pages that read without JavaScript.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRealSite } from '../helpers/site.ts';

async function page(route: string): Promise<string> {
  const { outDir } = await buildRealSite();
  const file = route === '/404' ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  return readFileSync(path.join(outDir, file), 'utf8');
}

const ALL = ['/', '/docs/intro', '/docs/category/features', '/search', '/404'];

test('every page: doctype, lang and dir, "Page | Site" title, description, canonical, Open Graph, favicon, generator', async () => {
  for (const route of ALL) {
    const html = await page(route);
    assert.ok(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr"'), route);
    assert.match(html, /<meta name="description" content="[^"]{10,}"/, route);
    assert.match(html, /<link rel="canonical" href="https:\/\/next-export-optimize-images\.vercel\.app\//, route);
    assert.match(html, /<meta property="og:title" content="[^"]+"/, route);
    assert.match(html, /<meta property="og:image" content="https:\/\/next-export-optimize-images\.vercel\.app\/img\//, route);
    assert.match(html, /<link rel="icon" href="\/img\/favicon\.svg"/, route);
    assert.match(html, /<link rel="stylesheet" href="\/assets\/styles-[A-Z0-9]+\.css"/, route);
    assert.match(html, /<meta name="generator" content="docsgen v\d+\.\d+\.\d+ \(Docusaurus v3\.7\.0 compatible\)"\/>/, route);
  }
  assert.match(await page('/docs/intro'), /<title>Introduction \| Next Export Optimize Images<\/title>/);
  assert.match(await page('/404'), /<title>Page Not Found \| Next Export Optimize Images<\/title>/);
  assert.match(await page('/'), /<title>Home \| Next Export Optimize Images<\/title>/);
});

test('every page: skip link (in its region) is the first focusable element, then navbar and footer (links, logo, copyright)', async () => {
  for (const route of ALL) {
    const html = await page(route);
    const body = html.slice(html.indexOf('<body>'));
    const focusable = [...body.matchAll(/<(a|button|input|summary|select|textarea)\b[^>]*>/g)].map((m) => m[0]);
    const firstFocusable = focusable.find((tag) => !/\shidden(=|\s|>)/.test(tag)) ?? '';
    assert.match(firstFocusable, /href="#__docusaurus_skipToContent_fallback"/, route);
    assert.match(body, /<div role="region" aria-label="Skip to main content" class="skip-to-content"><a href="#__docusaurus_skipToContent_fallback"/, route);
    assert.match(body, /Skip to main content/);
    assert.match(body, /<nav aria-label="Main" class="navbar navbar--fixed-top">/, route);
    assert.match(body, /<a href="\/docs\/intro" class="navbar__item navbar__link[^"]*"[^>]*>Docs<\/a>/, route);
    assert.match(body, /href="https:\/\/github\.com\/dc7290\/next-export-optimize-images" target="_blank" rel="noopener noreferrer"[^>]*>GitHub/, route);
    assert.match(body, /<footer class="footer footer--dark">/, route);
    for (const title of ['General resources', 'More', 'About me']) assert.match(body, new RegExp(`<h2 class="footer__title">${title}</h2>`));
    assert.match(body, /<div class="footer__bottom"><a href="\/" class="footer__logo"><img src="\/img\/logo\.svg" alt="Next Export Optimize Images logo" width="40" height="40"\/><\/a>/, route);
    assert.match(body, /Copyright © 2022 dc7290/);
    assert.not.match(body, /color-mode-toggle/, 'toggle hidden by disableSwitch');
  }
});

test('the head script applies the stored or system theme before paint', async () => {
  const html = await page('/docs/intro');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<script>\(function\(\)\{var d=document\.documentElement/);
  assert.match(head, /prefers-color-scheme: dark/);
  assert.ok(head.indexOf('prefers-color-scheme') < head.indexOf('rel="stylesheet"'), 'theme script before the stylesheet');
});

test('a doc: sidebar with the active item, breadcrumbs, title, TOC, edit link, pagination', async () => {
  const html = await page('/docs/Features/get-props');
  assert.match(html, /<nav aria-label="Docs sidebar" class="menu">/);
  assert.match(html, /<a class="menu__link menu__link--active" href="\/docs\/Features\/get-props" aria-current="page">/);
  assert.match(html, /<details class="menu__details" open="">/, 'the active category is open');
  assert.match(html, /<details class="menu__details">[\s\S]*?href="\/docs\/Configurations\/basic-configuration"/, 'collapsed category keeps its links');
  assert.match(html, /<nav aria-label="Breadcrumbs" class="breadcrumbs-nav theme-doc-breadcrumbs">/);
  assert.match(html, /aria-label="Home page"/);
  assert.match(html, /<a class="breadcrumbs__link" href="\/docs\/category\/features" itemProp="item"><span itemProp="name">Features<\/span>/i);
  assert.match(html, /<h1 class="doc-title">Get Optimized Image Props<\/h1>/);
  assert.match(html, /<nav aria-label="On this page" class="table-of-contents">/);
  assert.match(html, /class="theme-edit-this-page"[^>]*>|href="https:\/\/github\.com\/dc7290\/next-export-optimize-images\/tree\/main\/docs\/[^"]+" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page"/);
  assert.match(html, /Edit this page/);
  assert.match(html, /<nav class="pagination-nav" aria-label="Docs pages">[\s\S]*pagination-nav__link--prev" href="\/docs\/Features\/build-mode"[\s\S]*pagination-nav__link--next" href="\/docs\/Features\/external-images"/);
  assert.is((html.match(/<h1[ >]/g) ?? []).length, 1);
});

test('a category index: title, description and a card per item with its description', async () => {
  const html = await page('/docs/category/features');
  assert.match(html, /<h1 class="doc-title">Features<\/h1>/);
  assert.match(html, /generated-index__description/);
  assert.match(html, /<section class="doc-cards row" aria-label="Pages in this category"><article class="doc-card col col--6 margin-bottom--lg">/, 'Docusaurus’s grid classes beside ours');
  const cards = [...html.matchAll(/<a class="doc-card__link card padding--lg" href="([^"]+)">/g)].map((m) => m[1]);
  assert.equal(cards, [
    '/docs/Features/picture-component', '/docs/Features/remote-image-component', '/docs/Features/build-mode',
    '/docs/Features/get-props', '/docs/Features/external-images',
  ]);
  assert.is((html.match(/class="doc-card__description text--truncate" title="[^"]+"/g) ?? []).length, 5);
  const config = await page('/docs/category/configurations');
  assert.match(config, /<h1 class="doc-title">Configuration<\/h1>/);
});

test('the not-found page says so in the layout', async () => {
  const html = await page('/404');
  assert.match(html, /<main class="container margin-vert--xl not-found"><h1 class="hero__title">Page Not Found<\/h1>/);
  assert.match(html, /We could not find what you were looking for\./);
  assert.match(html, /<meta name="robots" content="noindex"/);
});

test('the search page has a labelled search form that works without JavaScript, and stays out of search engines', async () => {
  const html = await page('/search');
  const form = /<form class="search-page__form"[^>]*>/.exec(html)?.[0] ?? '';
  for (const attribute of ['role="search"', 'action="/search"', 'method="get"']) assert.ok(form.includes(attribute), attribute);
  const input = /<input class="search-page__input"[^>]*>/.exec(html)?.[0] ?? '';
  for (const attribute of ['type="search"', 'name="q"', 'placeholder="Type your search here"', 'aria-label="Search"', 'autoComplete="off"', 'autofocus=""']) {
    assert.ok(input.includes(attribute), attribute);
  }
  assert.match(html, /<h1>Search the documentation<\/h1>/);
  assert.match(html, /<html [^>]*class="search-page-wrapper"/);
  assert.match(html, /<meta property="robots" content="noindex, follow"\/>/);
  assert.not.match(html, /rel="preconnect"/, 'the embedded engine has no host to preconnect to');
  assert.not.match(await page('/docs/intro'), /search-page-wrapper/);
});

test('the home page, made from a page module, preloads that module with the entry, so it hydrates without a second wait', async () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const home = preloads(await page('/'));
  const doc = preloads(await page('/docs/intro'));
  const own = home.filter((href) => !doc.includes(href));
  assert.equal(own.length, 1, home.join(' '));
  assert.match(own[0]!, /^\/assets\/chunks\/pages-[A-Z0-9]+\.js$/);
  assert.ok(doc.every((href) => home.includes(href)), 'and the chunks every page preloads');
  assert.not.ok(doc.some((href) => /\/pages-/.test(href)), 'a doc does not preload the home page');
});

test('the home page: one h1 (a wordmark and the name as text), feature cards, call to action to the introduction', async () => {
  const html = await page('/');
  assert.is((html.match(/<h1[ >]/g) ?? []).length, 1);
  // The hero is a decorative wordmark; the heading's text is the name, for screen readers and search.
  assert.match(html, /<h1[^>]*><img class="home-wordmark" src="\/img\/wordmark\.svg" alt=""[^>]*\/><span class="sr-only">Next Export Optimize Images<\/span><\/h1>/);
  assert.match(html, /href="\/docs\/intro"[^>]*>[\s\S]*?Introduction/);
  assert.ok((html.match(/<h3[ >]/g) ?? []).length >= 4);
});

test('code blocks and admonitions of the real docs are rendered', async () => {
  const html = await page('/docs/getting-started');
  assert.match(html, /<div class="code-block__title">next\.config\.js<\/div>/);
  assert.match(html, /<div class="code-block__title">package\.json<\/div>[\s\S]*?line diff remove[\s\S]*?line diff add/);
  assert.match(html, /class="admonition admonition--note"/);
});

test('the docs root sends readers to the introduction', async () => {
  const html = await page('/docs');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/intro"/);
  assert.match(html, /<a href="\/docs\/intro">Introduction<\/a>/);
});

test.run();
