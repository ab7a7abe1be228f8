import { docPath, ROUTES } from '@/lib/core/paths';
import { flattenSidebar, type SidebarNode } from '@/lib/core/sidebar';
import { pageOf, sidebar as docsSidebar } from './pages';
import { siteConfig } from '@/lib/site/site-config';
import { versionHrefs } from './version-entry';
import type { NavbarItem } from '@/lib/core/site-config';
import { docsVersions, latestVersion } from '@/lib/core/versions';

/** A link of a navbar dropdown. */
export interface DropdownLink {
  label: string;
  to?: string;
  href?: string;
  /** For the locale dropdown: the locale's path prefix ('' for the default locale). */
  locale?: string;
  /** For the docs version dropdown: the version name, remembered when chosen. */
  version?: string;
}

/** A link of the navbar: to a page of the site (`to`) or another site (`href`). */
interface NavbarLinkItem {
  label: string;
  to?: string;
  href?: string;
  /** The section the link stands for: it is marked active anywhere under it. */
  activeBase?: string;
  /** A link into the docs: its page in each archived version, where a reader who chose one goes (lib/site/version-entry.ts). */
  versionHrefs?: string;
}

/**
 * A navbar item as the bar and the mobile panel show it: where it leads and what it is called.
 * The docs version's link and the version and locale menus are kinds of their own, since the
 * panel leaves them out (components/layout/navbar-item.tsx says how each kind shows).
 */
export type ResolvedNavbarItem =
  | ({ type: 'link' } & NavbarLinkItem)
  | ({ type: 'versionLink' } & NavbarLinkItem)
  | { type: 'dropdown'; label: string; links: DropdownLink[] }
  | { type: 'switcher'; label: string; links: DropdownLink[] }
  | { type: 'search' }
  | { type: 'html'; value: string };

function resolve(item: NavbarItem, sidebar: readonly SidebarNode[]): ResolvedNavbarItem {
  switch (item.type) {
    case undefined:
    case 'default':
      return { type: 'link', label: item.label, to: item.to, href: item.href, versionHrefs: versionHrefs(item.to) };
    case 'docSidebar': {
      // The sidebar's first page, which may be a category's own page.
      const first = flattenSidebar(sidebar)[0];
      if (!first) throw new Error(`sidebar "${item.sidebarId}" has no docs to link to`);
      return { type: 'link', label: item.label, to: first.href, activeBase: ROUTES.docs, versionHrefs: versionHrefs(first.href) };
    }
    case 'doc': {
      const doc = pageOf('doc', docPath(item.docId));
      if (!doc) throw new Error(`no doc with id "${item.docId}"`);
      return { type: 'link', label: item.label ?? doc.title ?? item.docId, to: doc.url, versionHrefs: versionHrefs(doc.url) };
    }
    case 'docsVersion': {
      const version = latestVersion(siteConfig.docs);
      const to = docPath(version.mainDocId, version.root);
      return { type: 'versionLink', label: item.label ?? version.label, to, activeBase: version.root, versionHrefs: versionHrefs(to) };
    }
    case 'docsVersionDropdown':
      return {
        type: 'switcher',
        label: item.label ?? latestVersion(siteConfig.docs).label,
        links: docsVersions(siteConfig.docs).map((v) => ({ label: v.label, to: docPath(v.mainDocId, v.root), version: v.name })),
      };
    case 'localeDropdown': {
      const { localeConfigs, locales, defaultLocale } = siteConfig.i18n;
      return {
        type: 'switcher',
        label: item.label ?? localeConfigs[defaultLocale].label,
        links: locales.map((locale) => ({ label: localeConfigs[locale].label, locale: locale === defaultLocale ? '' : localeConfigs[locale].path })),
      };
    }
    case 'dropdown':
      return { type: 'dropdown', label: item.label, links: item.items.map((child) => ({ label: child.label, to: child.to, href: child.href })) };
    case 'search':
      return { type: 'search' };
    case 'html':
      return { type: 'html', value: item.value };
  }
}

/**
 * What a navbar item of the configuration leads to, the one reading of it for the bar and the
 * mobile panel. A failure names the config item.
 */
export function resolveNavbarItem(item: NavbarItem, sidebar: readonly SidebarNode[] = docsSidebar()): ResolvedNavbarItem {
  try {
    return resolve(item, sidebar);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Navbar item ${JSON.stringify(item)} failed to render: ${reason}`);
  }
}
