import { SearchButton } from '@/components/search/search-button';
import { resolveNavbarItem } from '@/lib/site/navbar-items';
import { BASE_PATH } from '@/lib/core/base-path';
import type { NavbarItem } from '@/lib/content/site-config-schema';
import { NavbarDropdown } from './navbar-dropdown';
import { NavbarLink } from './navbar-link';
import styles from './navbar.module.css';

/** One navbar item; a failure names the config item. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  const resolved = resolveNavbarItem(item);
  switch (resolved.type) {
    case 'link':
      return <NavbarLink label={resolved.label} to={resolved.to} href={resolved.href} activeBase={resolved.activeBase} />;
    case 'dropdown':
      return <NavbarDropdown label={resolved.label} links={resolved.links} />;
    case 'search':
      // The search item's slot holds the search button.
      return (
        <div className={styles.searchSlot} data-navbar-search="">
          <SearchButton basePath={BASE_PATH} />
        </div>
      );
    case 'html':
      return <span className={styles.html} dangerouslySetInnerHTML={{ __html: resolved.value }} />;
  }
}
