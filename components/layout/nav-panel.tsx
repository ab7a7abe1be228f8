import { BASE_PATH } from '@/lib/core/base-path';
import type { NavbarItem } from '@/lib/core/site-config';
import { siteConfig } from '@/lib/site/site-config';
import { ColorModeToggle } from './color-mode-toggle';
import styles from './nav-panel.module.css';

/** The class of a navigation panel's element (a popover), for the look it has when open. */
export const NAV_PANEL_CLASS = styles.sheet;

const isOtherSite = (item: NavbarItem): item is Extract<NavbarItem, { href?: string }> & { href: string } =>
  (item.type === undefined || item.type === 'default') && item.href !== undefined;

/**
 * The navbar's links to other sites (GitHub): every panel offers them beside its search and colour
 * mode, so the navbar's link panel leaves them out of its list.
 */
export const PANEL_OTHER_SITES = siteConfig.navbar.items.filter(isOtherSite).map(({ label, href }) => ({ label, href }));
const hasSearch = siteConfig.navbar.items.some((item) => item.type === 'search');
const hasModeSwitch = !siteConfig.colorMode.disableSwitch;

/**
 * The top of a navigation panel: its close button, then what the navbar offers on a wide screen
 * beside its links: search, the colour mode and the links to other sites. Search is a link to the
 * search page; the head script (lib/browser/nav-panels.ts) hands a click on it to the navbar's
 * search control, which opens the search dialog once the framework is there.
 */
export function NavPanelHeader({ panelId }: { panelId: string }) {
  return (
    <div className={styles.header}>
      <div className={styles.top}>
        <button type="button" className={styles.close} aria-label="Close navigation bar" popoverTarget={panelId} popoverTargetAction="hide">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {hasSearch ? (
        <a href={`${BASE_PATH}/search`} className={styles.search} data-js-only="" data-panel-search="">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
          Search
        </a>
      ) : null}
      {PANEL_OTHER_SITES.length > 0 || hasModeSwitch ? (
        <div className={styles.tools}>
          {PANEL_OTHER_SITES.map((link) => (
            <a key={link.href} href={link.href} className={styles.tool} target="_blank" rel="noopener noreferrer">
              {link.label}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
              </svg>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ))}
          {hasModeSwitch ? <ColorModeToggle named /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A button that leaves this panel for another. */
export function NavPanelBack({ to, children }: { to: string; children: string }) {
  return (
    <button type="button" className={styles.back} popoverTarget={to} data-nav-back="">
      {children}
    </button>
  );
}
