// The files `docsgen init` writes, as data: each path with its text, made from the answers.
import { homePageSource } from './home-page.ts';

export interface InitAnswers {
  /** The site's title (navbar, page titles). */
  title: string;
  /** A home page at `/` (`content/pages/index.tsx`); without one the docs are the whole site. */
  homePage: boolean;
}

export interface InitFile {
  /** Relative to the new site's folder, with `/`. */
  path: string;
  text: string;
}

export const DEFAULT_TITLE = 'My Docs';

/** Every file but package.json (which `write.ts` makes or merges), in the order they are written. */
export function siteFiles(answers: InitAnswers): InitFile[] {
  const files: InitFile[] = [
    { path: 'site.config.ts', text: configSource(answers) },
    { path: 'content/docs/intro.md', text: introDoc(answers) },
    { path: 'content/docs/guides/_category_.json', text: `${JSON.stringify(guidesCategory, null, 2)}\n` },
    { path: 'content/docs/guides/writing-docs.md', text: writingDoc },
  ];
  if (answers.homePage) files.push({ path: 'content/pages/index.tsx', text: homePage });
  files.push({ path: '.gitignore', text: gitignore });
  return files;
}

/** The scripts the new package.json runs docsgen with. */
export const SCRIPTS: Record<string, string> = {
  start: 'docsgen serve',
  build: 'docsgen build',
};

/** A new project's package.json: private, docsgen as a dev dependency at this version. */
export function packageJson(name: string, docsgenVersion: string): Record<string, unknown> {
  return {
    name,
    private: true,
    type: 'module',
    scripts: { ...SCRIPTS },
    devDependencies: { docsgen: `^${docsgenVersion}` },
  };
}

/** A folder name as an npm package name (lower case, no spaces). */
export function packageName(folder: string): string {
  const name = folder.toLowerCase().replace(/[^a-z0-9._~-]+/g, '-').replace(/^[-._]+|[-._]+$/g, '');
  return name || 'my-docs';
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function configSource({ title, homePage }: InitAnswers): string {
  const docs = homePage ? '' : `  // No home page: the docs are the whole site, intro.md at /.\n  docs: { routeBasePath: '/' },\n`;
  return `// The site's settings: every key is listed in docsgen's README (site.config.ts).
import { defineConfig } from 'docsgen';

export default defineConfig({
  title: ${quote(title)},
  tagline: 'Documentation built with docsgen.',
  // Where the site will be served from: used for canonical links and the sitemap.
  url: 'https://example.com',
  baseUrl: '/',
${docs}  navbar: {
    title: ${quote(title)},
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    links: [{ title: 'Docs', items: [{ label: 'Introduction', to: ${quote(homePage ? '/docs/intro' : '/')} }] }],
  },
});
`;
}

function introDoc({ title, homePage }: InitAnswers): string {
  return `---
sidebar_position: 1
${homePage ? '' : 'slug: /\n'}---

# Introduction

Welcome to the documentation of **${title.replace(/([\\`*_[\]<>{}])/g, '\\$1')}**.

Every Markdown file under \`content/docs/\` is a page. This one is \`content/docs/intro.md\`;
the sidebar lists the docs in the order of their \`sidebar_position\`.

:::tip

Run \`npm start\` and edit this file: the page in the browser changes as you save.

:::

Next: [write a doc](./guides/writing-docs.md).
`;
}

const guidesCategory = {
  label: 'Guides',
  position: 2,
  link: { type: 'generated-index', description: 'How to write these docs.' },
};

const writingDoc = `---
title: Writing docs
sidebar_position: 1
---

A folder under \`content/docs/\` is a category of the sidebar; its \`_category_.json\` gives its
label, its place and the page that lists its docs.

## Front matter

The lines between \`---\` at the top of a doc set its title, its place in the sidebar, its URL
(\`slug\`) and more.

## Code

\`\`\`ts title="site.config.ts"
export default defineConfig({ title: 'My Docs', url: 'https://example.com' });
\`\`\`

Back to the [introduction](../intro.md).
`;

const homePage = homePageSource({ comment: 'The home page, at /: a React component. Files beside it are pages too (about.tsx is /about).', docsHref: '/docs/intro', meta: true });

const gitignore = `# Build output, dependencies and caches (docsgen keeps its cache in node_modules/.cache).
/build/
/build.tmp-*/
/build.old-*/
node_modules/
.docsgen-cache/
*.log
.DS_Store
`;
