import { SiteLink } from '@/components/link/site-link';
import styles from './pager.module.css';

/** Between pages of the blog list: newer entries to the left, older to the right. */
export function ListPager({ newerUrl, olderUrl }: { newerUrl?: string; olderUrl?: string }) {
  if (!newerUrl && !olderUrl) return null;
  return (
    <nav aria-label="Blog list page navigation" className={styles.pager}>
      {newerUrl ? (
        <SiteLink href={newerUrl} className={styles.link} rel="prev">
          <span className={styles.title}>
            <span aria-hidden="true">« </span>Newer entries
          </span>
        </SiteLink>
      ) : (
        <span />
      )}
      {olderUrl ? (
        <SiteLink href={olderUrl} className={`${styles.link} ${styles.older}`} rel="next">
          <span className={styles.title}>
            Older entries<span aria-hidden="true"> »</span>
          </span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
