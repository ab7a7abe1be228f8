'use client';

import { SiteLink } from '@/components/link/site-link';
import { usePathname } from 'next/navigation';
import { isPathWithin, normalizePath } from '@/lib/core/paths';
import styles from './navbar.module.css';

interface Props {
  label: string;
  to?: string;
  href?: string;
  /** The section the link stands for; the link is marked active anywhere under it. */
  activeBase?: string;
  /** A link into the docs: where it leads in each archived version (lib/site/version-entry.ts). */
  versionHrefs?: string;
  className?: string;
}

export function NavbarLink({ label, to, href, activeBase, versionHrefs, className }: Props) {
  const pathname = usePathname() ?? '/';
  if (href) {
    return (
      <a className={`${styles.link} ${className ?? ''}`} href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <svg className={styles.external} viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const target = to ?? '/';
  const active = isPathWithin(pathname, activeBase ?? target);
  const current = normalizePath(pathname) === normalizePath(target);
  return (
    <SiteLink
      className={`${styles.link} ${active ? styles.active : ''} ${className ?? ''}`}
      href={target}
      aria-current={current ? 'page' : undefined}
      data-version-hrefs={versionHrefs}
    >
      {label}
    </SiteLink>
  );
}
