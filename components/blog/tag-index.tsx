import { SiteLink } from '@/components/link/site-link';
import { postNoun } from '@/lib/core/blog';
import { allTags } from '@/lib/site/pages';
import styles from './tag-index.module.css';

/** Every tag with how many posts carry it, alphabetical. */
export function TagIndex() {
  return (
    <ul className={styles.tags}>
      {allTags().map((tag) => {
        const count = tag.postCount;
        return (
          <li key={tag.key} className={styles.tag}>
            <SiteLink href={tag.page} className={styles.link}>
              <span className={styles.label}>{tag.label}</span>{' '}
              <span className={styles.count}>
                {count}
                <span className="visually-hidden">{` ${postNoun(count)}`}</span>
              </span>
            </SiteLink>
            <p className={styles.description}>{tag.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
