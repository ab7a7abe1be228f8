import { SiteLink } from '@/components/link/site-link';
import { getTag } from '@/lib/site/pages';
import styles from './tag-links.module.css';

/** The tags of a post, each linking to its tag page (the page model has checked every key). */
export function TagLinks({ tagKeys }: { tagKeys: string[] }) {
  const tags = tagKeys.flatMap((key) => getTag(key) ?? []);
  if (tags.length === 0) return null;
  return (
    <div className={styles.tags}>
      <span className={styles.label}>Tags:</span>
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag.key}>
            <SiteLink href={tag.page} className={styles.tag} rel="tag">
              {tag.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
