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
  description: 'Lumenize: RPC, routing, CORS and in-process integration testing for Cloudflare Durable Objects, with a modular base class on the way.',
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
    latest: '0.9.0',
    versions: [
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
      { label: 'RPC quick start', to: '/docs/rpc/quick-start' },
    ],
    features: [
      {
        title: 'On the Shoulders of Giants',
        icon: 'shoulders',
        body: 'Lumenize takes the best ideas from Cloudflare’s own Actor and Agent classes and from community projects such as PartyKit, then adds its own: in-process integration tests that open WebSockets through your Worker, for one.',
      },
      {
        title: 'Modular',
        icon: 'modular',
        body: 'Use a single utility today, or add RPC and testing on top. Next on the roadmap: a lean base class you extend with only the plugins you need (a sql template tag, authentication and more), and then an MCP-first backend with access control and per-row sync.',
      },
      {
        title: 'Robustly Engineered',
        icon: 'engineered',
        body: 'Test suites that go past the happy path, a commitment to fast bug fixes, guide examples type-checked against the released API, and security limits stated plainly. Logging you can switch on per namespace or per Durable Object instance is on the way.',
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
