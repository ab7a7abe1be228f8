import { SiteLink } from '@/components/link/site-link';
import { sidebar as docsSidebar } from '@/lib/site/pages';
import { siteConfig } from '@/lib/site/site-config';
import { withBasePath } from '@/lib/core/base-path';
import type { NavbarItem } from '@/lib/core/site-config';
import { ColorModeToggle } from './color-mode-toggle';
import { MobileMenu } from './mobile-menu';
import { mobileLinks, NavbarItemView } from './navbar-item';
import { NavbarScroll } from './navbar-scroll';
import { PanelTools } from './panel-tools';
import { RowEnd } from './row-end';
import styles from './navbar.module.css';

const isSearch = (item: NavbarItem) => item.type === 'search';
const byPosition = (position: 'left' | 'right') => (item: NavbarItem) => !isSearch(item) && (item.position ?? 'right') === position;

export function Navbar() {
  const { items, hideOnScroll } = siteConfig.navbar;
  const left = items.filter(byPosition('left'));
  const right = items.filter(byPosition('right'));
  // The search item stays in the bar at every width (the links move into the mobile panel).
  const search = items.find(isSearch);
  const modeSwitch = !siteConfig.colorMode.disableSwitch;
  const sidebar = docsSidebar();
  return (
    <header className={styles.header} data-navbar="">
      {hideOnScroll ? <NavbarScroll /> : null}
      <nav className={`${styles.navbar} ${modeSwitch ? styles.withModeSwitch : ''}`} aria-label="Main">
        <MobileMenu links={mobileLinks(items, sidebar)} hasDocsSidebar={sidebar.length > 0} tools={<PanelTools />} />
        <SiteLink href="/" className={styles.brand}>
          <img src={withBasePath(siteConfig.logo.src)} alt={siteConfig.logo.alt} width={32} height={32} className={styles.logo} />
          <span className={styles.title}>{siteConfig.title}</span>
        </SiteLink>
        <ul className={styles.items} data-navbar-items="">
          {left.map((item, index) => (
            <li key={index}>
              <NavbarItemView item={item} />
            </li>
          ))}
        </ul>
        {/* Laid out from the right: it shows once complete (RowEnd). */}
        <div className={styles.end} data-row-waits-for-end="">
          <ul className={styles.items} data-navbar-items="">
            {right.map((item, index) => (
              <li key={index}>
                <NavbarItemView item={item} />
              </li>
            ))}
          </ul>
          {search ? <NavbarItemView item={search} /> : null}
          <RowEnd />
        </div>
        {modeSwitch ? (
          <div className={styles.modeSlot}>
            <ColorModeToggle />
          </div>
        ) : null}
      </nav>
    </header>
  );
}
