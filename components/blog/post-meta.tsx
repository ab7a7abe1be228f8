import { readingTimeLabel } from '@/lib/core/blog';
import { formatDate } from '@/lib/core/dates';
import type { PostPage } from '@/lib/core/page';
import styles from './post-meta.module.css';

/** `October 12, 2025 · 4 min read`. */
export function PostMeta({ post }: { post: Pick<PostPage, 'date' | 'readingTimeMinutes'> }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true" className={styles.separator}>
        ·
      </span>
      <span>{readingTimeLabel(post.readingTimeMinutes)}</span>
    </p>
  );
}
