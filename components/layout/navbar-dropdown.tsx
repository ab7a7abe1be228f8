'use client';

import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { savePreferredVersion } from '@/components/docs/preferred-version';
import styles from './navbar.module.css';

export interface DropdownLink {
  label: string;
  to?: string;
  href?: string;
  /** For the locale dropdown: the locale's path prefix ('' for the default locale). */
  locale?: string;
  /** For the docs version dropdown: the version name, remembered when chosen. */
  version?: string;
}

/** spec §7: the locale switcher builds the same path in another locale. */
export function localePath(pathname: string, localePrefix: string): string {
  return localePrefix ? `/${localePrefix}${pathname === '/' ? '' : pathname}` : pathname;
}

export function NavbarDropdown({ label, links }: { label: string; links: DropdownLink[] }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname() ?? '/';
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className={styles.dropdown} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false" className={styles.caret}>
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            {link.href ? (
              <a className={styles.menuLink} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <SiteLink
                className={styles.menuLink}
                href={link.locale !== undefined ? localePath(pathname, link.locale) : link.to ?? '/'}
                onClick={link.version ? () => savePreferredVersion(link.version!) : undefined}
              >
                {link.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
