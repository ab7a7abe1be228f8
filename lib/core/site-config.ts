import type { NavbarItem, SiteConfig } from '@/lib/content/site-config-schema';
import { isSitePath } from './paths';

/**
 * The one typed source of the site's configuration. Everything the navbar,
 * footer, colour mode, announcement bar, locales and docs versions show comes from here; its
 * types and the check the content step runs before it builds the model are its schema's
 * (site-config-schema.ts).
 */

export type { AnnouncementBarConfig, ColorMode, FooterColumn, NavbarItem, SiteConfig, SiteLinkConfig } from '@/lib/content/site-config-schema';

/**
 * A config fixture for the tests of behaviour the site's own config leaves off:
 * hideOnScroll, every navbar item type, a base path, and few posts per list page so the fixture
 * content's handful of posts spans several. `npm test` builds it, from that content, into its own
 * export with NEXT_PUBLIC_LUMENIZE_CONFIG_FIXTURE=1 (public, so client code sees the same config).
 */
export const IS_CONFIG_FIXTURE = process.env.NEXT_PUBLIC_LUMENIZE_CONFIG_FIXTURE === '1';

const FIXTURE_NAVBAR_ITEMS: NavbarItem[] = [
  {
    type: 'dropdown',
    label: 'Community',
    position: 'left',
    items: [
      { label: 'Discord', href: 'https://discordapp.com/invite/lumenize' },
      { label: 'Blog posts', to: '/blog' },
    ],
  },
  { type: 'doc', docId: 'rpc/quick-start', label: 'RPC', position: 'left' },
  { type: 'docsVersion', position: 'left' },
  { type: 'docsVersionDropdown' },
  { type: 'localeDropdown' },
  { type: 'html', value: '<span class="navbar-html-item">v0.9.0</span>' },
];

export const siteConfig: SiteConfig = {
  title: 'Lumenize',
  tagline: 'De✨light✨ful Developer eXperience (DDX) on Cloudflare Durable Objects',
  url: 'https://lumenize.com',
  basePath: process.env.LUMENIZE_BASE_PATH ?? '',
  description: 'Lumenize: RPC, routing, CORS and in-process integration testing for Cloudflare Durable Objects, with a modular base class on the way.',
  editUrl: 'https://github.com/lumenize/lumenize/edit/main/website/',
  socialImage: '/img/social-card.png',
  logo: { src: '/img/logo.svg', alt: 'Lumenize Logo' },
  navbar: {
    hideOnScroll: IS_CONFIG_FIXTURE,
    items: [
      { type: 'docSidebar', sidebarId: 'docsSidebar', label: 'Docs', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { label: 'GitHub', href: 'https://github.com/lumenize/lumenize', position: 'right' },
      { type: 'search', position: 'right' },
      ...(IS_CONFIG_FIXTURE ? FIXTURE_NAVBAR_ITEMS : []),
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
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  },
  docs: {
    pluginId: 'default',
    versions: [{ name: 'current', label: 'Next', path: '/docs', isLast: true, mainDocId: 'introduction' }],
    lastVersion: 'current',
    sidebarIds: ['docsSidebar'],
  },
  blog: {
    title: 'Lumenize Blog',
    description: 'Notes on building with Cloudflare Durable Objects: design, security, testing and the Lumenize packages.',
    postsPerPage: IS_CONFIG_FIXTURE ? 2 : 10,
  },
};

/** A path of the site as the browser must request it: under the base path (`/img/a.svg` → `/base/img/a.svg`); a URL stays as it is. */
export function withBasePath(path: string, config: SiteConfig = siteConfig): string {
  return isSitePath(path) ? `${config.basePath}${path}` : path;
}

/** Absolute URL on the production site, for feeds, canonical links and og:image. */
export function absoluteUrl(path: string, config: SiteConfig = siteConfig): string {
  if (/^https?:\/\//.test(path)) return path;
  // The home page under a base path is `/base`, as Next links to it and the CDN serves it.
  if (path === '/' && config.basePath) return `${config.url}${config.basePath}`;
  return `${config.url}${config.basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
