import { defineConfig } from 'docsgen';

const repo = 'https://github.com/dc7290/next-export-optimize-images';

export default defineConfig({
  title: 'Next Export Optimize Images',
  tagline: 'Build-time image optimization for Next.js static exports.',
  url: 'https://next-export-optimize-images.vercel.app',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  image: '/img/logo.svg',
  customCss: ['content/css/custom.css'],
  navbar: {
    title: 'Next Export Optimize Images',
    logo: { alt: 'Next Export Optimize Images logo', src: '/img/logo.svg' },
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
      { href: repo, label: 'GitHub', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { title: 'General resources', items: [{ label: 'Docs', to: '/docs/intro' }] },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: repo },
          { label: 'Releases', href: `${repo}/releases` },
        ],
      },
      {
        title: 'About me',
        items: [
          { label: 'Github', href: 'https://github.com/dc7290' },
          { label: 'Twitter', href: 'https://twitter.com/d_suke_09' },
        ],
      },
    ],
    logo: { alt: 'Next Export Optimize Images logo', src: '/img/logo.svg', href: '/', width: 40, height: 40 },
    copyright: `Copyright © 2022 dc7290. Built with docsgen.`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: true },
  docs: {
    path: 'content/docs',
    routeBasePath: 'docs',
    editUrl: 'https://github.com/dc7290/next-export-optimize-images/tree/main/docs/',
  },
  search: { provider: 'local' },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
});
