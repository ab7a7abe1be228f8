import { SiteLink } from '@/components/link/site-link';
import type { PostPage } from '@/lib/core/page';
import styles from './pager.module.css';

/** Under a post: the next newer and the next older post. */
export function PostPager({ newer, older }: Pick<PostPage, 'newer' | 'older'>) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Blog post page navigation" className={styles.pager}>
      {newer ? (
        <SiteLink href={newer.href} className={styles.link} rel="prev">
          <span className={styles.label}>Newer post</span>{' '}
          <span className={styles.title}>
            <span aria-hidden="true">« </span>
            {newer.label}
          </span>
        </SiteLink>
      ) : (
        <span />
      )}
      {older ? (
        <SiteLink href={older.href} className={`${styles.link} ${styles.older}`} rel="next">
          <span className={styles.label}>Older post</span>{' '}
          <span className={styles.title}>
            {older.label}
            <span aria-hidden="true"> »</span>
          </span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
