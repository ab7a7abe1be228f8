import { SiteLink } from '@/components/link/site-link';
import type { PageLink } from '@/lib/core/page';
import styles from './pager.module.css';

export function Pager({ links }: { links: { previous?: PageLink; next?: PageLink } }) {
  if (!links.previous && !links.next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.pager}>
      {links.previous ? (
        <SiteLink href={links.previous.href} className={styles.link} rel="prev">
          <span className={styles.label}>Previous</span>
          <span className={styles.title}>« {links.previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {links.next ? (
        <SiteLink href={links.next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.label}>Next</span>
          <span className={styles.title}>{links.next.label} »</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
