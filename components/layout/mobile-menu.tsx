'use client';

import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { DocsSidebarTree } from '@/components/docs/docs-sidebar';
import { isPathWithin } from '@/lib/paths';
import type { SidebarNode } from '@/lib/sidebar';
import type { NavbarItem } from '@/lib/site-config';
import styles from './mobile-menu.module.css';

/** decisions.md, Constants: the one desktop breakpoint, in JS as in CSS. */
export const DESKTOP_BREAKPOINT = 996;

function itemTarget(item: NavbarItem, sidebar: SidebarNode[]): { label: string; to?: string; href?: string } | null {
  switch (item.type) {
    case undefined:
    case 'default':
      return { label: item.label, to: item.to, href: item.href };
    case 'docSidebar':
      return { label: item.label, to: sidebar[0]?.href };
    case 'doc':
      return { label: item.label ?? item.docId, to: `/docs/${item.docId}` };
    case 'dropdown':
      return null;
    default:
      return null;
  }
}

export function MobileMenu({ items, sidebar }: { items: NavbarItem[]; sidebar: SidebarNode[] }) {
  const pathname = usePathname() ?? '/';
  const onDocs = isPathWithin(pathname, '/docs');
  const [open, setOpen] = useState(false);
  const [showSidebar, setShowSidebar] = useState(true);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const links = items.flatMap((item) => {
    if (item.type === 'dropdown') return item.items.map((child) => ({ label: child.label, to: child.to, href: child.href }));
    const target = itemTarget(item, sidebar);
    return target ? [target] : [];
  });
  const hasSidebar = onDocs && sidebar.length > 0;

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
            <nav aria-label="Docs sidebar">
              <DocsSidebarTree sidebar={sidebar} />
            </nav>
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
