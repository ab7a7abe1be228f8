import { BASE_PATH } from '@/lib/core/base-path';
import { sidebar as docsSidebar } from '@/lib/site/pages';
import { siteConfig } from '@/lib/site/site-config';
import { ColorModeToggle } from './color-mode-toggle';
import { mobileLinks } from './navbar-item';
import styles from './nav-panel.module.css';

/**
 * What a mobile panel offers beside its links, as the navbar does on a wide screen: search, the
 * navbar's links to other sites (GitHub) and the colour mode. Rendered on the server and handed to
 * the panels, which are client components, so none of it adds to the page's JavaScript. Search is a
 * link to the search page; the head script (lib/browser/nav-panels.ts) hands a click on it to the
 * navbar's search control, which opens the search dialog once the framework is there.
 */
export function PanelTools() {
  const { items } = siteConfig.navbar;
  const otherSites = mobileLinks(items, docsSidebar()).filter((link) => link.href);
  const search = items.some((item) => item.type === 'search');
  const modeSwitch = !siteConfig.colorMode.disableSwitch;
  return (
    <>
      {search ? (
        <a href={`${BASE_PATH}/search`} className={styles.search} data-js-only="" data-panel-search="">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
          Search
        </a>
      ) : null}
      {otherSites.length > 0 || modeSwitch ? (
        <div className={styles.tools}>
          {otherSites.map((link) => (
            <a key={link.href} href={link.href} className={styles.tool} target="_blank" rel="noopener noreferrer">
              {link.label}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
              </svg>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ))}
          {modeSwitch ? <ColorModeToggle /> : null}
        </div>
      ) : null}
    </>
  );
}
