import { SiteLink } from '@/components/link/site-link';
import { groupByYear } from '@/lib/core/blog';
import { formatMonthDay } from '@/lib/core/dates';
import { pagesOf } from '@/lib/site/pages';
import styles from './blog-archive.module.css';

/** Every post, grouped by year, newest year first. */
export function BlogArchive() {
  return (
    <div>
      {groupByYear(pagesOf('post')).map((group) => (
        <section key={group.year} aria-labelledby={`archive-${group.year}`} className={styles.year}>
          <h2 id={`archive-${group.year}`}>{group.year}</h2>
          <ul className={styles.list}>
            {group.posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date} className={styles.date}>
                  {formatMonthDay(post.date)}
                </time>
                <SiteLink href={post.url}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
