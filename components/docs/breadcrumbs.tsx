import { SiteLink } from '@/components/link/site-link';
import type { Crumb } from '@/lib/core/page';
import styles from './breadcrumbs.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li>
          <SiteLink href="/" className={styles.home} aria-label="Home page">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
            </svg>
          </SiteLink>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? <SiteLink href={crumb.href}>{crumb.label}</SiteLink> : <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
