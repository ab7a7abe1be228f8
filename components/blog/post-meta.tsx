import { formatPostDate, readingTimeLabel } from '@/lib/site/blog';
import type { Post } from '@/lib/content/index';
import styles from './post-meta.module.css';

/** `October 12, 2025 · 4 min read`. */
export function PostMeta({ post }: { post: Post }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true" className={styles.separator}>
        ·
      </span>
      <span>{readingTimeLabel(post.readingTimeMinutes)}</span>
    </p>
  );
}
