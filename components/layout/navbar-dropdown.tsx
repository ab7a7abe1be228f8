'use client';

import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { withBasePath } from '@/lib/core/base-path';
import type { DropdownLink } from '@/lib/site/navbar-items';
import styles from './navbar.module.css';

/** The locale switcher builds the same path in another locale. */
function localePath(pathname: string, localePrefix: string): string {
  return localePrefix ? `/${localePrefix}${pathname === '/' ? '' : pathname}` : pathname;
}

/**
 * A navbar dropdown is a `<details>`: its label opens and closes the menu with HTML alone. Once
 * the framework is there it also closes on a click elsewhere, on Escape (focus back on the label)
 * and on navigation, and ArrowDown on the label opens it.
 */
export function NavbarDropdown({ label, links }: { label: string; links: DropdownLink[] }) {
  const pathname = usePathname() ?? '/';
  const root = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (root.current?.open && !root.current.contains(event.target as Node)) root.current.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (root.current) root.current.open = false;
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = root.current;
    if (!details) return;
    if (event.key === 'Escape' && details.open) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
    if (event.key === 'ArrowDown' && !details.open) {
      event.preventDefault();
      details.open = true;
    }
  };

  return (
    // Escape and the arrow key bubble here from the summary and from the links of the open menu.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details className={styles.dropdown} ref={root} onKeyDown={onKeyDown}>
      <summary className={styles.link}>
        {label}
        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false" className={styles.caret}>
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <ul className={styles.menu}>
        {links.map((link) => (
          <li key={link.label}>
            {link.href ? (
              <a className={styles.menuLink} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : link.version !== undefined ? (
              // Choosing a version is the head script's (lib/browser/docs-version.ts): it stores the
              // choice and, on a docs page, leads to this page in that version instead.
              <a className={styles.menuLink} href={withBasePath(link.to ?? '/')} data-docs-version-choice={link.version}>
                {link.label}
              </a>
            ) : (
              <SiteLink className={styles.menuLink} href={link.locale !== undefined ? localePath(pathname, link.locale) : (link.to ?? '/')}>
                {link.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
