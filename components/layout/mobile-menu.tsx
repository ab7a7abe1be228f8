'use client';

import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isPathWithin } from '@/lib/site/paths';
import type { MobileLink } from './mobile-links';
import { setMobileSidebarSlot } from './mobile-sidebar-slot';
import styles from './mobile-menu.module.css';

/** decisions.md, Constants: the one desktop breakpoint, in JS as in CSS. */
export const DESKTOP_BREAKPOINT = 996;

/**
 * The mobile panel: the navbar's links and, on docs pages, the docs sidebar, which the docs
 * layout's sidebar draws into the panel's slot (components/layout/mobile-sidebar-slot.ts).
 */
export function MobileMenu({ links, hasDocsSidebar }: { links: MobileLink[]; hasDocsSidebar: boolean }) {
  const pathname = usePathname() ?? '/';
  const onDocs = isPathWithin(pathname, '/docs');
  const [open, setOpen] = useState(false);
  const [showSidebar, setShowSidebar] = useState(true);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const hasSidebar = onDocs && hasDocsSidebar;

  // spec §4: closes on navigation.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    setShowSidebar(true);
    // spec §2: page scroll is locked while the panel is open, and restored after.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // spec §4: closes when the layout switches to desktop.
    const media = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`);
    const onMedia = () => media.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    media.addEventListener('change', onMedia);
    const toggleButton = toggle.current;
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKeyDown);
      media.removeEventListener('change', onMedia);
      toggleButton?.focus();
    };
  }, [open]);

  // spec §4: disabled when there are no items and no sidebar.
  if (links.length === 0 && !hasSidebar) return null;

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        data-js-only=""
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M4 7h22M4 15h22M4 23h22" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />
      ) : null}
      <div ref={panel} className={styles.panel} data-open={open} role="dialog" aria-modal="true" aria-label="Navigation" hidden={!open}>
        <div className={styles.panelHeader}>
          <button type="button" className={styles.close} aria-label="Close navigation bar" onClick={() => setOpen(false)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {hasSidebar && showSidebar ? (
          <div className={styles.section}>
            <button type="button" className={styles.back} onClick={() => setShowSidebar(false)}>
              ← Back to main menu
            </button>
            {open ? <div ref={setMobileSidebarSlot} /> : null}
          </div>
        ) : (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                {link.href ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ) : (
                  <SiteLink href={link.to ?? '/'} onClick={() => setOpen(false)}>
                    {link.label}
                  </SiteLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
