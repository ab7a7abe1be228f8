import { SiteLink } from '@/components/link/site-link';
import { tagPath } from '@/lib/site/blog';
import { getTag } from '@/lib/content/index';
import styles from './tag-links.module.css';

/** The tags of a post, each linking to its tag page. An unknown key is a content error and throws. */
export function TagLinks({ tagKeys, sourcePath }: { tagKeys: string[]; sourcePath: string }) {
  if (tagKeys.length === 0) return null;
  const tags = tagKeys.map((key) => {
    const tag = getTag(key);
    if (!tag) throw new Error(`${sourcePath}: field "tags" names unknown tag "${key}".`);
    return tag;
  });
  return (
    <div className={styles.tags}>
      <span className={styles.label}>Tags:</span>
      <ul className={styles.list}>
        {tags.map((tag) => (
          <li key={tag.key}>
            <SiteLink href={tagPath(tag)} className={styles.tag} rel="tag">
              {tag.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
