import type { ReactNode } from 'react';
import { SearchButton } from '@/components/search/search-button';
import type { SidebarNode } from '@/lib/core/sidebar';
import { resolveNavbarItem, type ResolvedNavbarItem } from '@/lib/site/navbar-items';
import { BASE_PATH } from '@/lib/core/base-path';
import type { NavbarItem } from '@/lib/core/site-config';
import { NavbarDropdown } from './navbar-dropdown';
import { NavbarLink } from './navbar-link';
import styles from './navbar.module.css';

/** A link of the mobile panel. */
export interface MobileLink {
  label: string;
  to?: string;
  href?: string;
  versionHrefs?: string;
}

type ItemKind = ResolvedNavbarItem['type'];
type ItemOf<K extends ItemKind> = Extract<ResolvedNavbarItem, { type: K }>;

/** How one kind of item shows: in the bar, and as links of the mobile panel (none: it stays out). */
interface ItemView<K extends ItemKind> {
  bar(item: ItemOf<K>): ReactNode;
  panel(item: ItemOf<K>): MobileLink[];
}

/**
 * Every kind of navbar item, in the bar and in the mobile panel: a kind without its entry here
 * does not compile, so none can go missing from phones unnoticed.
 */
const ITEM_VIEWS: { [K in ItemKind]: ItemView<K> } = {
  link: {
    bar: ({ label, to, href, activeBase, versionHrefs }) => (
      <NavbarLink label={label} to={to} href={href} activeBase={activeBase} versionHrefs={versionHrefs} />
    ),
    panel: ({ label, to, href, versionHrefs }) => [{ label, to, href, versionHrefs }],
  },
  // The docs version and locale controls stay out of the panel.
  versionLink: {
    bar: ({ label, to, href, activeBase, versionHrefs }) => (
      <NavbarLink label={label} to={to} href={href} activeBase={activeBase} versionHrefs={versionHrefs} />
    ),
    panel: () => [],
  },
  dropdown: {
    bar: ({ label, links }) => <NavbarDropdown label={label} links={links} />,
    // The panel lists a dropdown's links one by one.
    panel: ({ links }) => links.map(({ label, to, href }) => ({ label, to, href })),
  },
  switcher: {
    bar: ({ label, links }) => <NavbarDropdown label={label} links={links} />,
    panel: () => [],
  },
  search: {
    // The search item's slot holds the search button, which stays in the bar at every width.
    bar: () => (
      <div className={styles.searchSlot} data-navbar-search="">
        <SearchButton basePath={BASE_PATH} />
      </div>
    ),
    panel: () => [],
  },
  html: {
    bar: ({ value }) => <span className={styles.html} dangerouslySetInnerHTML={{ __html: value }} />,
    panel: () => [],
  },
};

const viewOf = <K extends ItemKind>(item: ItemOf<K>): ItemView<K> => ITEM_VIEWS[item.type];

/** One navbar item in the bar; a failure names the config item. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  const resolved = resolveNavbarItem(item);
  return viewOf(resolved).bar(resolved);
}

/** The navbar items as the mobile panel lists them, read as the bar reads them. */
export function mobileLinks(items: NavbarItem[], sidebar: SidebarNode[]): MobileLink[] {
  return items.flatMap((item) => {
    const resolved = resolveNavbarItem(item, sidebar);
    return viewOf(resolved).panel(resolved);
  });
}
