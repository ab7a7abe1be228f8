'use client';

import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { useRef, type ReactNode } from 'react';
import { isPathWithin, ROUTES } from '@/lib/core/paths';
import type { MobileLink } from './navbar-item';
import { NAV_PANEL_CLASS, NavPanelHeader } from './nav-panel';
import { DOCS_PANEL_ID, NAV_PANEL_ID } from '@/lib/browser/nav-panels';
import { useCloseOnNavigation } from './use-close-on-navigation';
import styles from './mobile-menu.module.css';

/**
 * Below the desktop breakpoint, the navbar's toggle and the panel of its links, a popover (see
 * lib/browser/nav-panels.ts). On docs pages the toggle opens the docs sidebar's panel
 * instead, which leads back to this one.
 */
export function MobileMenu({ links, hasDocsSidebar, tools }: { links: MobileLink[]; hasDocsSidebar: boolean; tools?: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const hasSidebar = isPathWithin(pathname, ROUTES.docs) && hasDocsSidebar;
  const panel = useRef<HTMLDivElement>(null);
  useCloseOnNavigation(panel);
  const close = () => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  };

  // Nothing to show: no items and no sidebar.
  if (links.length === 0 && !hasSidebar) return null;
  // The links to other sites are among the panel's tools, at its top (panel-tools.tsx).
  const listed = links.filter((link) => !link.href);

  return (
    <>
      <button type="button" className={styles.toggle} aria-label="Toggle navigation bar" popoverTarget={hasSidebar ? DOCS_PANEL_ID : NAV_PANEL_ID}>
        <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M4 7h22M4 15h22M4 23h22" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={panel} id={NAV_PANEL_ID} popover="auto" className={NAV_PANEL_CLASS} data-nav-panel="" role="dialog" aria-label="Navigation">
        <NavPanelHeader panelId={NAV_PANEL_ID} tools={tools} />
        <ul className={styles.links}>
          {listed.map((link) => (
            <li key={link.label}>
              {link.href ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              ) : (
                <SiteLink href={link.to ?? '/'} onClick={close} data-version-hrefs={link.versionHrefs}>
                  {link.label}
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
