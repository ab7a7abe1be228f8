/**
 * The one typed source of the site's configuration. Everything the navbar,
 * footer, colour mode, announcement bar, locales and docs versions show comes from here,
 * and `validateSiteConfig` checks it once at build.
 */

export type NavbarPosition = 'left' | 'right';

interface NavbarItemBase {
  label?: string;
  position?: NavbarPosition;
  className?: string;
}

export interface LinkNavbarItem extends NavbarItemBase {
  type?: 'default';
  label: string;
  to?: string;
  href?: string;
}
export interface DropdownNavbarItem extends NavbarItemBase {
  type: 'dropdown';
  label: string;
  items: LinkNavbarItem[];
}
export interface LocaleDropdownNavbarItem extends NavbarItemBase {
  type: 'localeDropdown';
}
export interface DocsVersionDropdownNavbarItem extends NavbarItemBase {
  type: 'docsVersionDropdown';
}
export interface DocNavbarItem extends NavbarItemBase {
  type: 'doc';
  docId: string;
}
export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
}
export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: 'docsVersion';
}
export interface SearchNavbarItem extends NavbarItemBase {
  type: 'search';
}
export interface HtmlNavbarItem extends NavbarItemBase {
  type: 'html';
  value: string;
}

export type NavbarItem =
  | LinkNavbarItem
  | DropdownNavbarItem
  | LocaleDropdownNavbarItem
  | DocsVersionDropdownNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DocsVersionNavbarItem
  | SearchNavbarItem
  | HtmlNavbarItem;

export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'docsVersionDropdown',
  'doc',
  'docSidebar',
  'docsVersion',
  'search',
  'html',
] as const;

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}
export interface FooterColumn {
  title: string;
  items: FooterLink[];
}
export interface FooterLogo {
  src: string;
  srcDark?: string;
  alt: string;
  href?: string;
  width?: number;
  height?: number;
}
export interface FooterConfig {
  style: 'dark' | 'light';
  /** Columns, or a flat list of links. */
  links: FooterColumn[] | FooterLink[];
  logo?: FooterLogo;
  copyright: string;
}

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export type ColorMode = 'light' | 'dark';
export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}
export interface I18nConfig {
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, LocaleConfig>;
}

export interface DocsVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
}
export interface DocsConfig {
  pluginId: string;
  versions: DocsVersion[];
  /** Version names the navbar and version items may refer to. */
  lastVersion: string;
  sidebarIds: string[];
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  basePath: string;
  description: string;
  /** Where "Edit this page" points: the file's repository path is appended. */
  editUrl: string;
  socialImage: string;
  logo: { src: string; alt: string };
  navbar: { hideOnScroll: boolean; items: NavbarItem[] };
  footer: FooterConfig;
  announcementBar?: AnnouncementBarConfig;
  colorMode: ColorModeConfig;
  i18n: I18nConfig;
  docs: DocsConfig;
  blog: { title: string; description: string; postsPerPage: number };
}

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
    content:
      'Lumenize 0.9 is out: <a href="/docs/rpc/quick-start">try RPC in five minutes</a> or <a href="/docs/testing/usage">test your Durable Objects in-process</a>.',
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

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

const COLOR_MODES: readonly string[] = ['light', 'dark'];

/** Returns the mode unchanged, or throws naming the bad value. */
export function assertColorMode(value: string): ColorMode {
  if (!COLOR_MODES.includes(value)) {
    throw new SiteConfigError(`Unknown colour mode "${value}": expected one of ${COLOR_MODES.join(', ')}.`);
  }
  return value as ColorMode;
}

function describe(item: unknown): string {
  return JSON.stringify(item);
}

function validateNavbarItem(item: NavbarItem, config: SiteConfig): void {
  const type = item.type ?? 'default';
  if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
    throw new SiteConfigError(`Unknown navbar item type "${type}" in navbar item ${describe(item)}.`);
  }
  if (item.position !== undefined && item.position !== 'left' && item.position !== 'right') {
    throw new SiteConfigError(`Navbar item ${describe(item)} has position "${String(item.position)}"; use left or right.`);
  }
  if (item.type === 'docSidebar' && !config.docs.sidebarIds.includes(item.sidebarId)) {
    throw new SiteConfigError(`Navbar item ${describe(item)} names sidebar "${item.sidebarId}", which does not exist.`);
  }
  if ((item.type === undefined || item.type === 'default') && !item.to && !item.href) {
    throw new SiteConfigError(`Navbar link ${describe(item)} needs "to" or "href".`);
  }
  if (item.type === 'dropdown') item.items.forEach((child) => validateNavbarItem(child, config));
}

export function validateSiteConfig(config: SiteConfig): SiteConfig {
  config.navbar.items.forEach((item) => validateNavbarItem(item, config));

  const versionNames = config.docs.versions.map((v) => v.name);
  if (!versionNames.includes(config.docs.lastVersion)) {
    throw new SiteConfigError(`Unknown docs version name "${config.docs.lastVersion}" in docs.lastVersion; known: ${versionNames.join(', ')}.`);
  }

  const { i18n } = config;
  for (const locale of [i18n.defaultLocale, ...i18n.locales]) {
    if (!i18n.localeConfigs[locale]) {
      throw new SiteConfigError(`Locale "${locale}" has no entry in i18n.localeConfigs.`);
    }
  }

  assertColorMode(config.colorMode.defaultMode);
  return config;
}

/** A file of `public/` as the browser must request it: under the base path. */
export function assetPath(path: string, config: SiteConfig = siteConfig): string {
  return `${config.basePath}${path}`;
}

/** Absolute URL on the production site, for feeds, canonical links and og:image. */
export function absoluteUrl(path: string, config: SiteConfig = siteConfig): string {
  if (/^https?:\/\//.test(path)) return path;
  // The home page under a base path is `/base`, as Next links to it and the CDN serves it.
  if (path === '/' && config.basePath) return `${config.url}${config.basePath}`;
  return `${config.url}${config.basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
