import { SiteLink } from '@/components/link/site-link';
import { RECENT_POSTS_COUNT, groupByYear } from '@/lib/core/blog';
import { pagesOf } from '@/lib/site/pages';
import styles from './blog-sidebar.module.css';

/** A nav named `Blog recent posts`, headed `Recent posts`: the newest posts, grouped by year. */
export function BlogSidebar({ currentPath, className }: { currentPath?: string; className?: string }) {
  const groups = groupByYear(pagesOf('post').slice(0, RECENT_POSTS_COUNT));
  return (
    <nav aria-label="Blog recent posts" className={className ? `${styles.sidebar} ${className}` : styles.sidebar}>
      <h2 className={styles.title}>Recent posts</h2>
      {groups.map((group) => (
        <section key={group.year} className={styles.year} aria-labelledby={`recent-posts-${group.year}`}>
          <h3 id={`recent-posts-${group.year}`} className={styles.yearHeading}>
            {group.year}
          </h3>
          <ul className={styles.list}>
            {group.posts.map((post) => {
              const current = post.url === currentPath;
              return (
                <li key={post.slug}>
                  <SiteLink href={post.url} aria-current={current ? 'page' : undefined} className={current ? styles.current : undefined}>
                    {post.title}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
