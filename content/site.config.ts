import type { SiteConfig } from '@/lib/core/site-config';

/**
 * The site's configuration: navbar, footer, announcement bar, colour mode, locales, docs versions,
 * and the copy of the pages no document writes (the home page, the search page, the blog's indexes
 * and the API indexes). Checked against build-time/content/site-config-schema.ts by the content step: a
 * mistake names this file and the field. The base path is a build option (LUMENIZE_BASE_PATH).
 */
export default {
  title: 'Lumenize',
  tagline: 'De✨light✨ful Developer eXperience (DDX) on Cloudflare Durable Objects',
  url: 'https://lumenize.com',
  description:
    'Lumenize 0.26.0 for Cloudflare Durable Objects: in-process integration testing, routing with server-side CORS, Mesh (beta) for peers that call each other, carrying the identity of the client that started the call, auth, rich-type serialization and debug logging.',
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
    id: 'lumenize-0-26',
    content: [
      'These docs now cover Lumenize 0.26.0: ',
      { label: 'what changed since 0.9.0', to: '/docs/upgrading' },
      ', and ',
      { label: 'Mesh, in beta', to: '/docs/mesh/introduction' },
      '.',
    ],
    backgroundColor: '#fdf1e4',
    textColor: '#4a2a06',
    dark: { backgroundColor: '#33230f', textColor: '#fce6cc' },
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
    latest: '0.26.0',
    versions: [
      {
        name: '0.26.0',
        label: '0.26.0',
        tag: 'v0.26.0',
        released: '2026-06-03',
        mainDocId: 'introduction',
        packages: [
          { id: 'rpc', name: '@lumenize/rpc', label: 'RPC', entry: 'api/rpc/index.d.ts' },
          { id: 'routing', name: '@lumenize/routing', label: 'Routing', entry: 'api/routing/index.d.ts' },
          { id: 'testing', name: '@lumenize/testing', label: 'Testing', entry: 'api/testing/index.d.ts' },
        ],
        // @lumenize/utils became @lumenize/routing; its guides went with it.
        moves: [{ from: 'utils', to: 'routing' }],
        upgradeDoc: 'upgrading',
      },
      {
        name: '0.9.0',
        label: '0.9.0',
        tag: 'v0.9.0',
        released: '2025-10-19',
        mainDocId: 'introduction',
        packages: [
          { id: 'rpc', name: '@lumenize/rpc', label: 'RPC', entry: 'api/rpc/index.d.ts' },
          { id: 'utils', name: '@lumenize/utils', label: 'Utils', entry: 'api/utils/index.d.ts' },
          { id: 'testing', name: '@lumenize/testing', label: 'Testing', entry: 'api/testing/index.d.ts' },
        ],
      },
    ],
    sidebarIds: ['docsSidebar'],
  },
  home: {
    actions: [
      { label: 'Read the docs', to: '/docs/introduction' },
      { label: 'Test a Durable Object', to: '/docs/testing/usage' },
    ],
    features: [
      {
        title: 'On the Shoulders of Giants',
        icon: 'shoulders',
        body: 'Lumenize starts from the best of Cloudflare’s agents package and of PartyKit, then goes further: a router that checks origins on WebSockets too, and tests that open WebSockets through your own Worker.',
      },
      {
        title: 'Modular',
        icon: 'modular',
        body: 'Take one package: routing, in-process testing, rich-type serialization or debug logging, each standing alone. Or build on Mesh (beta), where Durable Objects, Workers and browsers call each other as peers, with auth to say who is calling.',
      },
      {
        title: 'Robustly Engineered',
        icon: 'engineered',
        body: 'Every call a client starts carrying its verified identity, every known gap in the docs where you meet it, errors always logged, and the guides’ tests run against the 0.26.0 packages, built from the release tag and packed as npm would serve them.',
      },
    ],
  },
  search: { description: 'Search the Lumenize docs and blog.' },
  blog: {
    title: 'Lumenize Blog',
    description: 'Notes on building with Cloudflare Durable Objects: design, security, testing and the Lumenize packages.',
    archiveDescription: 'Every post on the Lumenize blog, by year.',
    authorsDescription: 'The people who write the Lumenize blog.',
    tagsDescription: 'Every topic on the Lumenize blog, with its posts.',
    postsPerPage: 10,
  },
  api: {
    indexDescription: 'Every export of {package}, grouped by kind.',
  },
} satisfies SiteConfig;
