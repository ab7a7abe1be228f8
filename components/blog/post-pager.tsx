import { SiteLink } from '@/components/link/site-link';
import type { AdjacentPosts } from '@/lib/site/blog';
import type { Post } from '@/lib/content/index';
import styles from './pager.module.css';

/** Under a post: the next newer and the next older post. */
export function PostPager({ newer, older }: AdjacentPosts<Post>) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Blog post page navigation" className={styles.pager}>
      {newer ? (
        <SiteLink href={newer.url} className={styles.link} rel="prev">
          <span className={styles.label}>Newer post</span>{' '}
          <span className={styles.title}>
            <span aria-hidden="true">« </span>
            {newer.title}
          </span>
        </SiteLink>
      ) : (
        <span />
      )}
      {older ? (
        <SiteLink href={older.url} className={`${styles.link} ${styles.older}`} rel="next">
          <span className={styles.label}>Older post</span>{' '}
          <span className={styles.title}>
            {older.title}
            <span aria-hidden="true"> »</span>
          </span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
