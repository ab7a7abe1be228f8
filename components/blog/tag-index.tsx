import { SiteLink } from '@/components/link/site-link';
import { tagPath } from '@/lib/site/blog';
import { getPostsByTag, getTags } from '@/lib/content/index';
import styles from './tag-index.module.css';

/** Every tag with how many posts carry it, alphabetical. */
export function TagIndex() {
  return (
    <ul className={styles.tags}>
      {getTags().map((tag) => {
        const count = getPostsByTag(tag.key).length;
        return (
          <li key={tag.key} className={styles.tag}>
            <SiteLink href={tagPath(tag)} className={styles.link}>
              <span className={styles.label}>{tag.label}</span>{' '}
              <span className={styles.count}>
                {count}
                <span className="visually-hidden">{count === 1 ? ' post' : ' posts'}</span>
              </span>
            </SiteLink>
            <p className={styles.description}>{tag.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
