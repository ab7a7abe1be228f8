import type { ReactNode } from 'react';
import { flattenSidebar } from '@/lib/content/sidebar';
import { getPage, sidebar } from '@/lib/site/pages';
import { siteConfig, type NavbarItem } from '@/lib/site/site-config';
import { NavbarDropdown, type DropdownLink } from './navbar-dropdown';
import { SearchButton } from '@/components/search/search-button';
import { NavbarLink } from './navbar-link';
import styles from './navbar.module.css';

function currentVersion() {
  const version = siteConfig.docs.versions.find((v) => v.name === siteConfig.docs.lastVersion);
  if (!version) throw new Error(`Unknown docs version name "${siteConfig.docs.lastVersion}".`);
  return version;
}

function firstDocOfSidebar(sidebarId: string): string {
  const first = flattenSidebar(sidebar())[0];
  // A docSidebar item whose sidebar has no docs fails the build.
  if (!first) throw new Error(`Navbar docSidebar item names sidebar "${sidebarId}", which has no docs to link to.`);
  return first.href;
}

function renderItem(item: NavbarItem): ReactNode {
  switch (item.type) {
    case undefined:
    case 'default':
      return <NavbarLink label={item.label} to={item.to} href={item.href} />;
    case 'docSidebar':
      return <NavbarLink label={item.label} to={firstDocOfSidebar(item.sidebarId)} activeBase="/docs" />;
    case 'doc': {
      const doc = getPage(`/docs/${item.docId}`);
      if (doc?.kind !== 'doc') throw new Error(`no doc with id "${item.docId}"`);
      return <NavbarLink label={item.label ?? doc.title ?? item.docId} to={doc.url} />;
    }
    case 'docsVersion': {
      const version = currentVersion();
      return <NavbarLink label={item.label ?? version.label} to={`${version.path}/${version.mainDocId}`} activeBase={version.path} />;
    }
    case 'docsVersionDropdown': {
      const links: DropdownLink[] = siteConfig.docs.versions.map((v) => ({ label: v.label, to: `${v.path}/${v.mainDocId}`, version: v.name }));
      return <NavbarDropdown label={item.label ?? currentVersion().label} links={links} />;
    }
    case 'localeDropdown': {
      const { localeConfigs, locales, defaultLocale } = siteConfig.i18n;
      const links: DropdownLink[] = locales.map((locale) => ({
        label: localeConfigs[locale].label,
        locale: locale === defaultLocale ? '' : localeConfigs[locale].path,
      }));
      return <NavbarDropdown label={item.label ?? localeConfigs[defaultLocale].label} links={links} />;
    }
    case 'dropdown':
      return <NavbarDropdown label={item.label} links={item.items.map((child) => ({ label: child.label, to: child.to, href: child.href }))} />;
    case 'search':
      // The search item's slot holds the search button.
      return (
        <div className={styles.searchSlot} data-navbar-search="">
          <SearchButton basePath={siteConfig.basePath} />
        </div>
      );
    case 'html':
      return <span className={styles.html} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}

/** One navbar item; a failure names the config item. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  try {
    return renderItem(item);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Navbar item ${JSON.stringify(item)} failed to render: ${reason}`);
  }
}
