import type { SiteConfig } from '@/lib/content/site-config-schema';

/**
 * The site's configuration: navbar, footer, announcement bar, colour mode, locales, docs versions and
 * the blog's list pages. Checked against lib/content/site-config-schema.ts by the content step: a
 * mistake names this file and the field. The base path is a build option (LUMENIZE_BASE_PATH).
 */
export default {
  title: 'Lumenize',
  tagline: 'De✨light✨ful Developer eXperience (DDX) on Cloudflare Durable Objects',
  url: 'https://lumenize.com',
  description: 'Lumenize: RPC, routing, CORS and in-process integration testing for Cloudflare Durable Objects, with a modular base class on the way.',
  editUrl: 'https://github.com/lumenize/lumenize/edit/main/website/',
  socialImage: '/img/social-card.png',
  logo: { src: '/img/logo.svg', alt: 'Lumenize Logo' },
  navbar: {
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Docs', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { label: 'GitHub', href: 'https://github.com/lumenize/lumenize', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      { title: 'Docs', items: [{ label: 'What is Lumenize?', to: '/docs/introduction#what-is-lumenize' }] },
      { title: 'Community', items: [{ label: 'Discord', href: 'https://discordapp.com/invite/lumenize' }] },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/lumenize/lumenize' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Lumenize',
  },
  announcementBar: {
    id: 'rpc-testing-utils-0-9',
    content: [
      'Lumenize 0.9 is out: ',
      { label: 'try RPC in five minutes', to: '/docs/rpc/quick-start' },
      ' or ',
      { label: 'test your Durable Objects in-process', to: '/docs/testing/usage' },
      '.',
    ],
    backgroundColor: '#fdf1e4',
    textColor: '#4a2a06',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' } },
  },
  docs: {
    pluginId: 'default',
    versions: [{ name: 'current', label: 'Next', path: '/docs', mainDocId: 'introduction' }],
    lastVersion: 'current',
    sidebarIds: ['docsSidebar'],
  },
  blog: {
    title: 'Lumenize Blog',
    description: 'Notes on building with Cloudflare Durable Objects: design, security, testing and the Lumenize packages.',
    postsPerPage: 10,
  },
} satisfies SiteConfig;
